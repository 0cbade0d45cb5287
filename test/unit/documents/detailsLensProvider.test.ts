import assert from 'node:assert/strict';
import type { TextDocument } from 'vscode';
import { editor, EventEmitter, resetEditor, type Uri } from '../support/fakeVscode';
import { parseOwner } from '../../../src/core';
import { DetailsLensProvider } from '../../../src/documents/detailsLensProvider';
import type { DetailsDocumentModel } from '../../../src/documents/detailsContentProvider';
import { CommandIds } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { detailsUri } from '../../../src/services/uris';

const OWNER = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');

/** A details document of `lineCount` lines: the parts of a TextDocument the lenses read. */
const documentAt = (uri: Uri, lineCount: number) => ({ uri, lineCount, lineAt: (line: number) => ({ range: { line } }) }) as unknown as TextDocument;

function setUp(models: Record<string, DetailsDocumentModel>) {
  const provided = new EventEmitter<{ readonly uri: Uri; readonly text: string }>();
  const content = { modelOf: (uri: Uri) => models[uri.toString()], onDidProvide: provided.event };
  return { provider: new DetailsLensProvider(content, l10n), provided };
}

describe('documents/detailsLensProvider', () => {
  beforeEach(resetEditor);

  it('puts Resolve… above the name, Show Owner\'s Domains and Copy Owner Address above the owner line, for that document', () => {
    const uri = detailsUri('alice.neo');
    const { provider } = setUp({ [uri.toString()]: { name: 'alice.neo', owner: OWNER, ownerLine: 4 } });
    const lenses = provider.provideCodeLenses(documentAt(uri, 12));
    assert.deepEqual(lenses.map((lens) => [lens.range, lens.command?.title, lens.command?.command, lens.command?.arguments]), [
      [{ line: 0 }, 'Resolve…', CommandIds.resolveName, [uri]],
      [{ line: 4 }, "Show Owner's Domains", CommandIds.showOwnerDomains, [uri]],
      [{ line: 4 }, 'Copy Owner Address', CommandIds.copyOwnerAddress, [uri]],
    ]);
    assert.deepEqual(editor.registered, ['codeLensProvider']);
    provider.dispose();
  });

  it('offers only Resolve… for a document without an owner or with a stale line, nothing for one not provided by us', () => {
    const expired = detailsUri('old.neo');
    const short = detailsUri('short.neo');
    const { provider } = setUp({
      [expired.toString()]: { name: 'old.neo' },
      [short.toString()]: { name: 'short.neo', owner: OWNER, ownerLine: 9 },
    });
    const titles = (uri: Uri, lines: number) => provider.provideCodeLenses(documentAt(uri, lines)).map((lens) => lens.command?.title);
    assert.deepEqual(titles(expired, 12), ['Resolve…']);
    assert.deepEqual(titles(short, 9), ['Resolve…']);
    assert.deepEqual(provider.provideCodeLenses(documentAt(detailsUri('never.neo'), 12)), []);
    provider.dispose();
  });

  it('offers the write commands above the name, beside Resolve…, in a trusted workspace: Register… for a free name (and no Resolve…), the rest for a held one', () => {
    const held = detailsUri('alice.neo');
    const free = detailsUri('free.neo');
    const unknown = detailsUri('broken.neo');
    const { provider } = setUp({
      [held.toString()]: { name: 'alice.neo', owner: OWNER, ownerLine: 4, holding: 'held' },
      [free.toString()]: { name: 'free.neo', holding: 'free' },
      [unknown.toString()]: { name: 'broken.neo' },
    });
    const lenses = (uri: Uri) => provider.provideCodeLenses(documentAt(uri, 12)).filter((lens) => (lens.range as unknown as { line: number }).line === 0)
      .map((lens) => [lens.command?.title, lens.command?.command, lens.command?.arguments]);
    assert.deepEqual(lenses(held), [
      ['Resolve…', CommandIds.resolveName, [held]],
      ['Renew…', CommandIds.renewName, [held]], ['Set Record…', CommandIds.setRecord, [held]], ['Delete Record…', CommandIds.deleteRecord, [held]],
      ['Set Admin…', CommandIds.setAdmin, [held]], ['Transfer…', CommandIds.transferName, [held]],
    ]);
    assert.deepEqual(lenses(free), [['Register…', CommandIds.registerName, [free]]], 'a free name resolves to nothing: no Resolve…');
    assert.deepEqual(lenses(unknown), [['Resolve…', CommandIds.resolveName, [unknown]]]);
    editor.isTrusted = false;
    assert.deepEqual([lenses(held).length, lenses(free)], [1, []], 'no write lens in Restricted Mode');
    provider.dispose();
  });

  it('asks VS Code for new lenses whenever a document is provided anew', () => {
    const { provider, provided } = setUp({});
    let asked = 0;
    provider.onDidChangeCodeLenses(() => asked++);
    provided.fire({ uri: detailsUri('a.neo'), text: 'a' });
    provided.fire({ uri: detailsUri('b.neo'), text: 'b' });
    assert.equal(asked, 2);
    provider.dispose();
  });
});
