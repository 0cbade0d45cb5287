import assert from 'node:assert/strict';
import { CancellationTokenSource, editor, FakeTextDocument, resetEditor, TabInputText, Uri, window } from '../support/fakeVscode';
import type * as vscode from 'vscode';
import { fileOfPlan, lineOf, namesFileText, planUri, PlanDocuments, type PlanDocumentParts, type PlannedFile } from '../../../src/documents/planDocuments';
import * as write from '../../../src/core/write';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import type { SigningAccount } from '../../../src/model/write/accounts/signingAccounts';
import type { FilePlan, PlanOptions } from '../../../src/services/namesFile/namesFileReader';
import { FakeSettings } from '../commands/fakeContext';
import { fakeModel, filePlanOf, planOf, registerChange } from '../model/namesFile/namesFileFixtures';

const FILE = Uri.from({ scheme: 'file', path: '/workspace/app/mydapp.nns.json' });
const TEXT = '{ "names": { "alice.neo": {} } }';
const ALICE = { address: 'NUnEVtga4FSuiaRsWaU6FTrzv5r9NMMEuV', scriptHash: '0x' + '11'.repeat(20) } as SigningAccount;
const token = () => new CancellationTokenSource().token as unknown as vscode.CancellationToken;

describe('documents/planDocuments', () => {
  beforeEach(resetEditor);
  afterEach(() => {
    window.tabGroups.all = [];
  });

  function setUp(plan: (text: string, options: PlanOptions) => Promise<FilePlan>, over: Partial<PlanDocumentParts> = {}) {
    const notes: string[] = [];
    const planned: PlannedFile[] = [];
    const documents = new PlanDocuments({
      reader: { plan }, settings: new FakeSettings(), log: { onRequest: () => undefined, note: (line) => notes.push(line) }, l10n,
      model: fakeModel(), loadWrite: () => Promise.resolve(undefined), cannotApply: () => undefined, ...over,
    });
    documents.onDidPlan((each) => planned.push(each));
    return { documents, notes, planned };
  }

  it('names a plan document after its file, and finds the file again from it', () => {
    const uri = planUri(FILE as unknown as vscode.Uri);
    assert.equal(uri.scheme, 'nns-plan');
    assert.equal(uri.path, '/mydapp.nns.json (plan)');
    assert.equal(fileOfPlan(uri)?.toString(), FILE.toString());
    assert.equal(fileOfPlan(FILE as unknown as vscode.Uri), undefined);
    assert.equal(fileOfPlan(Uri.from({ scheme: 'nns-plan', path: '/x' }) as unknown as vscode.Uri), undefined);
  });

  it('plans the text the editor holds (unsaved edits too), else the file as saved', async () => {
    editor.workspaceFiles.set(FILE.path, 'saved');
    assert.equal(await namesFileText(FILE as unknown as vscode.Uri), 'saved');
    editor.textDocuments.push(new FakeTextDocument(FILE, 'edited'));
    assert.equal(await namesFileText(FILE as unknown as vscode.Uri), 'edited');
  });

  it('shows the plan of the file with what it would cost, and tells who listens what was planned', async () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT));
    const plan = filePlanOf(TEXT, planOf([registerChange('alice.neo', ALICE)]));
    let loaded = 0;
    const { documents, planned } = setUp(() => Promise.resolve(plan), { loadWrite: () => (loaded++, Promise.resolve(write)) });
    // The write module groups the plan; its test invocation fails against no node: the cost says so.
    const text = await documents.provideTextDocumentContent(planUri(FILE as unknown as vscode.Uri), token());
    assert.match(text, /^Plan of app\/mydapp\.nns\.json\nNode http:\/\/localhost:50012\/ · contract /);
    assert.match(text, /\nalice\.neo: register\nno cost\n\nApply sends 1 transaction\.\nThe cost of 1 of them is not counted: their test failed \(/);
    assert.equal(loaded, 1);
    assert.deepEqual(planned.map((each) => [each.file.toString(), each.text, each.plan]), [[FILE.toString(), TEXT, plan]]);
    documents.dispose();
  });

  it('loads no write module for a plan with nothing to change, and says why this window cannot apply', async () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT));
    let loaded = 0;
    const change = filePlanOf(TEXT, planOf([registerChange('alice.neo', ALICE)]));
    const { documents } = setUp(() => Promise.resolve(change), { loadWrite: () => (loaded++, Promise.resolve(undefined)), cannotApply: () => 'Managing names needs VS Code desktop.' });
    const text = await documents.provideTextDocumentContent(planUri(FILE as unknown as vscode.Uri), token());
    assert.match(text, /no cost\n\nManaging names needs VS Code desktop\.\n$/);
    const nothing = setUp(() => Promise.resolve(filePlanOf(TEXT, planOf([]))), { loadWrite: () => (loaded++, Promise.resolve(write)) });
    await nothing.documents.provideTextDocumentContent(planUri(FILE as unknown as vscode.Uri), token());
    assert.equal(loaded, 1);
  });

  it('lists the file\'s errors at their lines, and says why a plan failed (logged whole)', async () => {
    const bad = '{\n  "names": { "a..neo": {} } }';
    editor.textDocuments.push(new FakeTextDocument(FILE, bad));
    const { documents } = setUp(() => Promise.resolve(filePlanOf(bad, planOf([]))));
    assert.equal(await documents.provideTextDocumentContent(planUri(FILE as unknown as vscode.Uri), token()),
      'Plan of app/mydapp.nns.json\n\nThe file has 1 error: fix it, then plan again.\n  line 2, column 14: a..neo: an empty label.\n');
    const failing = setUp(() => Promise.reject(new Error('connect ECONNREFUSED')));
    const text = await failing.documents.provideTextDocumentContent(planUri(FILE as unknown as vscode.Uri), token());
    assert.match(text, /^Plan of app\/mydapp\.nns\.json\n\nThe plan could not be made: /);
    assert.ok(failing.notes.some((note) => note.startsWith('Plan of app/mydapp.nns.json failed: ')));
    assert.deepEqual(failing.planned, []);
  });

  it('plans the open plan documents again: one, those of a file, all', () => {
    const { documents } = setUp(() => Promise.reject(new Error('unused')));
    const fired: string[] = [];
    documents.onDidChange((uri) => fired.push(uri.toString()));
    const other = Uri.from({ scheme: 'file', path: '/workspace/other.nns.json' });
    const mine = planUri(FILE as unknown as vscode.Uri);
    const theirs = planUri(other as unknown as vscode.Uri);
    editor.textDocuments.push(new FakeTextDocument(mine as unknown as Uri, ''));
    documents.refresh(mine);
    documents.refresh(theirs);
    assert.deepEqual(fired, [mine.toString()], 'only an open one');
    fired.length = 0;
    window.tabGroups.all = [{ tabs: [{ input: new TabInputText(mine as unknown as Uri) }, { input: new TabInputText(theirs as unknown as Uri) }, { input: new TabInputText(FILE) }] }];
    documents.refreshOpen(FILE as unknown as vscode.Uri);
    assert.deepEqual(fired, [mine.toString()]);
    fired.length = 0;
    documents.refreshOpen();
    assert.deepEqual(fired, [mine.toString(), theirs.toString()]);
  });

  it('counts lines and columns from 0', () => {
    assert.deepEqual(lineOf('ab\ncd', 4), { line: 1, character: 1 });
    assert.deepEqual(lineOf('ab', 0), { line: 0, character: 0 });
  });
});

