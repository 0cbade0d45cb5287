import assert from 'node:assert/strict';
import { DiagnosticSeverity, editor, FakeTextDocument, resetEditor, Uri, type Diagnostic } from '../support/fakeVscode';
import { NamesFileDiagnostics, problemsOf } from '../../../src/language/namesFileDiagnostics';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import type { SigningAccount } from '../../../src/model/write/accounts/signingAccounts';
import type { KnownChain } from '../../../src/services/namesFile/namesFileReader';
import { fakeModel } from '../model/namesFile/namesFileFixtures';

const OWNER = 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq';
const TEXT = `{\n  "names": {\n    "a..neo": {},\n    "mydapp.neo": { "owner": "${OWNER}" }\n  }\n}`;
const FILE = Uri.from({ scheme: 'file', path: '/workspace/mydapp.nns.json' });

/** Resolves once `check` holds, looking after each turn of the event loop. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('language/namesFileDiagnostics', () => {
  beforeEach(resetEditor);

  const shown = () => (editor.diagnostics.get('nns-names')?.get(FILE.toString()) ?? []) as readonly Diagnostic[];

  it('checks the text alone until a plan read the chain; then with its family, and whom its accounts sign for', () => {
    const model = fakeModel();
    let known: KnownChain | undefined;
    const parts = { reader: { known: () => known }, model, l10n };
    assert.deepEqual(problemsOf(TEXT, parts).map((problem) => problem.severity), ['error']);
    assert.deepEqual(model.calls.parsed, [{}]);
    known = { family: 'neoFs', addressVersion: 53, accounts: [] };
    const problems = problemsOf(TEXT, parts);
    assert.deepEqual(problems.map((problem) => [problem.severity, problem.message]), [['error', 'a..neo: an empty label.'], ['warning', `No workspace account signs for ${OWNER}.`]]);
    assert.deepEqual(model.calls.parsed[1], { family: 'neoFs' });
    known = { family: 'neoFs', addressVersion: 53, accounts: [{ address: OWNER } as SigningAccount] };
    assert.deepEqual(problemsOf(TEXT, parts).map((problem) => problem.severity), ['error']);
  });

  it('shows the problems of the names files open and opened, where they are written, as errors and warnings', () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT), new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/package.json' }), '{'));
    const known: KnownChain = { family: 'neoGoExample', addressVersion: 53, accounts: [] };
    const diagnostics = new NamesFileDiagnostics({ reader: { known: () => known }, model: fakeModel(), l10n });
    assert.deepEqual(shown().map((each) => [each.severity, each.source, each.range.startLine, each.range.startCharacter, each.range.endCharacter]), [
      [DiagnosticSeverity.Error, 'NNS', 2, 4, 12],
      [DiagnosticSeverity.Warning, 'NNS', 3, 29, 65],
    ]);
    assert.equal(editor.diagnostics.get('nns-names')?.size, 1, 'only the names file');
    const opened = new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/b.nns.json' }), '{ "names": { "x..neo": {} } }');
    editor.documentOpened.fire(opened);
    assert.equal(diagnostics.diagnosticsOf(opened.uri as never).length, 1);
    const diff = new FakeTextDocument(Uri.from({ scheme: 'git', path: '/workspace/b.nns.json' }), '{ "names": { "x..neo": {} } }');
    editor.documentOpened.fire(diff);
    assert.equal(diagnostics.diagnosticsOf(diff.uri as never).length, 0, 'not the other side of a diff');
    diagnostics.dispose();
    assert.equal(editor.diagnostics.get('nns-names'), undefined);
  });

  it('checks again once the edits pause, and forgets a file closed', async () => {
    const document = new FakeTextDocument(FILE, '{ "names": {} }');
    editor.textDocuments.push(document);
    const model = fakeModel();
    const diagnostics = new NamesFileDiagnostics({ reader: { known: () => undefined }, model, l10n, delayMs: 1 });
    assert.equal(shown().length, 0);
    document.edit('{ "names": { "a..neo": {} } }');
    document.edit('{ "names": { "a..neo": {}, "b..neo": {} } }');
    await until(() => shown().length === 2);
    assert.equal(model.calls.parsed.length, 2, 'one check for the two edits');
    editor.documentClosed.fire(document);
    assert.equal(shown().length, 0);
    diagnostics.dispose();
  });

  it('checks every open file again when what is known of the chain changes', () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT));
    let known: KnownChain | undefined = undefined;
    const diagnostics = new NamesFileDiagnostics({ reader: { known: () => known }, model: fakeModel(), l10n });
    assert.equal(shown().length, 1);
    known = { family: 'neoGoExample', addressVersion: 53, accounts: [] };
    diagnostics.checkOpen();
    assert.equal(shown().length, 2);
    diagnostics.dispose();
  });
});
