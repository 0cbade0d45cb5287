// The lenses above an opened `*.context.json`: Send Signed Transaction… and Inspect Transaction, naming the
// file, in a trusted workspace of a Node extension host only; trust granted, they appear.
import assert from 'node:assert/strict';
import { editor, resetEditor, Uri, type CodeLens } from '../support/fakeVscode';
import { ContextFileLensProvider } from '../../../src/language/contextFileLens';
import { CommandIds } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';

const FILE = Uri.from({ scheme: 'file', path: '/workspace/register-alice.neo.context.json' });
const document = { uri: FILE, lineCount: 1 } as unknown as Parameters<ContextFileLensProvider['provideCodeLenses']>[0];

describe('language/contextFileLens', () => {
  beforeEach(() => resetEditor());

  it('registers for *.context.json and offers both commands on the first line, each naming the file', () => {
    const lenses = new ContextFileLensProvider(l10n, {});
    assert.ok(editor.registered.includes('codeLensProvider'));
    const shown = lenses.provideCodeLenses(document) as unknown as CodeLens[];
    assert.deepEqual(shown.map((lens) => [lens.command?.title, lens.command?.command, (lens.range as { startLine: number }).startLine]), [
      ['Send Signed Transaction…', CommandIds.sendSignedTransaction, 0],
      ['Inspect Transaction', CommandIds.inspectTransaction, 0],
    ]);
    assert.ok(shown.every((lens) => lens.command?.arguments?.[0] === FILE));
    lenses.dispose();
  });

  it('none in Restricted Mode (until trust is granted), in the web worker host, or on an empty file', () => {
    editor.isTrusted = false;
    const lenses = new ContextFileLensProvider(l10n, {});
    let changed = 0;
    lenses.onDidChangeCodeLenses(() => changed++);
    assert.deepEqual(lenses.provideCodeLenses(document), []);
    editor.isTrusted = true;
    editor.trustGranted.fire();
    assert.equal(changed, 1, 'trust granted: the lenses are asked again');
    assert.equal(lenses.provideCodeLenses(document).length, 2);
    assert.deepEqual(lenses.provideCodeLenses({ ...document, lineCount: 0 }), []);
    assert.deepEqual(new ContextFileLensProvider(l10n, { WorkerGlobalScope: class {} }).provideCodeLenses(document), [], 'the web build sends nothing');
    lenses.dispose();
  });
});
