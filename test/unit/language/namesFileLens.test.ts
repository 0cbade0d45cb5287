import assert from 'node:assert/strict';
import { editor, FakeTextDocument, resetEditor, Uri } from '../support/fakeVscode';
import type * as vscode from 'vscode';
import { lensStateOf, NamesFileLens } from '../../../src/language/namesFileLens';
import { CommandIds } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import type { SigningAccount } from '../../../src/model/write/accounts/signingAccounts';
import type { FilePlan } from '../../../src/services/namesFile/namesFileReader';
import { FakeSettings } from '../commands/fakeContext';
import { filePlanOf, planOf, registerChange } from '../model/namesFile/namesFileFixtures';

const ALICE = { address: 'NUnEVtga4FSuiaRsWaU6FTrzv5r9NMMEuV', scriptHash: '0x' + '11'.repeat(20) } as SigningAccount;
const FILE = Uri.from({ scheme: 'file', path: '/workspace/mydapp.nns.json' });
const TEXT = '{ "names": { "alice.neo": {} } }';

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('language/namesFileLens', () => {
  beforeEach(resetEditor);

  function setUp(plan: (text: string) => Promise<FilePlan>) {
    const planned: string[] = [];
    const notes: string[] = [];
    let told = 0;
    const lens = new NamesFileLens({
      reader: { plan: (text) => (planned.push(text), plan(text)) }, settings: new FakeSettings(), log: { note: (line) => notes.push(line) }, l10n, delayMs: 1,
      onPlanned: () => told++,
    });
    let changes = 0;
    lens.onDidChangeCodeLenses(() => changes++);
    return { lens, planned, notes, changes: () => changes, told: () => told };
  }
  const titles = (lens: NamesFileLens, document: FakeTextDocument) => lens.provideCodeLenses(document as unknown as vscode.TextDocument).map((each) => each.command?.title);

  it('says "Planning…" at first, plans the file once it is quiet, then says its changes above Plan and Apply', async () => {
    const document = new FakeTextDocument(FILE, TEXT);
    const { lens, planned, changes, told } = setUp((text) => Promise.resolve(filePlanOf(text, planOf([registerChange('alice.neo', ALICE)]))));
    assert.deepEqual(titles(lens, document), ['$(sync~spin) Planning…', 'Plan', 'Apply']);
    assert.deepEqual(titles(lens, document), ['$(sync~spin) Planning…', 'Plan', 'Apply']);
    await until(() => changes() === 1);
    assert.deepEqual(planned, [TEXT], 'one plan of the text');
    assert.equal(told(), 1, 'who waits for the chain is told');
    const lenses = lens.provideCodeLenses(document as unknown as vscode.TextDocument);
    assert.deepEqual(lenses.map((each) => [each.command?.title, each.command?.command, each.command?.arguments]), [
      ['1 change', CommandIds.planNamesFile, [FILE]], ['Plan', CommandIds.planNamesFile, [FILE]], ['Apply', CommandIds.applyNamesFile, [FILE]],
    ]);
    assert.deepEqual({ ...lenses[0]?.range }, { startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 0 });
    assert.deepEqual(editor.codeLensProviders.map((each) => each.selector), [{ pattern: '**/*.nns.json' }]);
    lens.dispose();
    assert.equal(editor.codeLensProviders.length, 0);
  });

  it('plans an edited text again, and takes a plan made elsewhere of the text it shows', async () => {
    const document = new FakeTextDocument(FILE, TEXT);
    const { lens, planned, changes } = setUp((text) => Promise.resolve(filePlanOf(text, planOf([]))));
    lens.planned(FILE as unknown as vscode.Uri, TEXT, filePlanOf(TEXT, planOf([registerChange('alice.neo', ALICE)])));
    assert.deepEqual(titles(lens, document), ['1 change', 'Plan', 'Apply']);
    document.edit('{ "names": {} }');
    assert.deepEqual(titles(lens, document), ['$(sync~spin) Planning…', 'Plan', 'Apply']);
    await until(() => changes() === 2);
    assert.deepEqual(titles(lens, document), ['$(check) Nothing to change', 'Plan', 'Apply']);
    assert.deepEqual(planned, ['{ "names": {} }']);
  });

  it('says the file\'s errors, and a plan that failed (logged whole)', async () => {
    const bad = new FakeTextDocument(FILE, '{ "names": { "a..neo": {} } }');
    const { lens, changes } = setUp((text) => Promise.resolve(filePlanOf(text, planOf([]))));
    titles(lens, bad);
    await until(() => changes() === 1);
    assert.equal(titles(lens, bad)[0], '$(error) 1 error in the file');
    const failing = setUp(() => Promise.reject(new Error('boom')));
    titles(failing.lens, new FakeTextDocument(FILE, TEXT));
    await until(() => failing.changes() === 1);
    assert.match(String(titles(failing.lens, new FakeTextDocument(FILE, TEXT))[0]), /^\$\(warning\) No plan: /);
    assert.ok(failing.notes.some((note) => note.startsWith('The plan of mydapp.nns.json for its CodeLens failed: ')));
    assert.equal(failing.told(), 0);
  });

  it('plans again after a refresh, dropping a plan begun before it; after names changed, only the files naming one', async () => {
    const document = new FakeTextDocument(FILE, TEXT);
    let answer: (plan: FilePlan) => void = () => undefined;
    const { lens, planned } = setUp(() => new Promise((resolve) => {
      answer = resolve;
    }));
    titles(lens, document);
    await until(() => planned.length === 1);
    lens.refresh();
    answer(filePlanOf(TEXT, planOf([])));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(lens.stateOf(FILE as unknown as vscode.Uri), undefined, 'the plan begun before the refresh is dropped');
    lens.planned(FILE as unknown as vscode.Uri, TEXT, filePlanOf(TEXT, planOf([])));
    lens.refreshNames(['bob.neo']);
    assert.deepEqual(lens.stateOf(FILE as unknown as vscode.Uri), { kind: 'planned', changes: 0, conflicts: 0 });
    lens.refreshNames(['alice.neo']);
    assert.equal(lens.stateOf(FILE as unknown as vscode.Uri), undefined);
  });

  it('has no lens for another file, and tells the states of plans', () => {
    const { lens } = setUp(() => Promise.reject(new Error('unused')));
    assert.deepEqual(lens.provideCodeLenses(new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/package.json' }), '{}') as unknown as vscode.TextDocument), []);
    assert.deepEqual(lensStateOf(filePlanOf(TEXT, planOf([registerChange('alice.neo', ALICE)], { conflicts: [{ name: 'x.neo', kind: 'heldOutside', message: '' }] }))), { kind: 'planned', changes: 1, conflicts: 1 });
    assert.deepEqual(lensStateOf(filePlanOf('{ "names": { "a..neo": {}, "b..neo": {} } }', planOf([]))), { kind: 'invalid', errors: 2 });
  });
});
