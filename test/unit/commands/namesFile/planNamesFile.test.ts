import assert from 'node:assert/strict';
import { editor, FakeTextDocument, resetEditor, Uri } from '../../support/fakeVscode';
import { planNamesFile } from '../../../../src/commands/namesFile/planNamesFile';
import { namesFileTarget } from '../../../../src/commands/namesFile/namesFileTarget';
import { planUri } from '../../../../src/documents/planDocuments';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { NamesFilesEditor } from '../../../../src/commands/namesFile/namesFilesEditor';

const FILE = Uri.from({ scheme: 'file', path: '/workspace/mydapp.nns.json' });
const OTHER = Uri.from({ scheme: 'file', path: '/workspace/app/b.nns.json' });

describe('commands/namesFile/planNamesFile', () => {
  beforeEach(resetEditor);

  function context() {
    const refreshed: string[] = [];
    const namesEditor = { documents: { refresh: (uri: Uri) => refreshed.push(uri.toString()) } } as unknown as NamesFilesEditor;
    return { refreshed, context: { l10n, namesFiles: { editor: () => Promise.resolve(namesEditor) } } };
  }

  it('shows the plan of the file given (the CodeLens\'s), beside the file when it is the active editor, planned anew if open', async () => {
    const { context: ctx, refreshed } = context();
    editor.activeTextEditor = { document: { uri: FILE } };
    const uri = await planNamesFile(ctx, FILE);
    assert.equal(uri?.toString(), planUri(FILE as never).toString());
    assert.deepEqual(editor.shownDocuments, [uri?.toString()]);
    assert.deepEqual(editor.shownOptions, [{ preview: true, viewColumn: -2 }]);
    assert.deepEqual(refreshed, [uri?.toString()]);
    editor.activeTextEditor = undefined;
    await planNamesFile(ctx, FILE.toString());
    assert.deepEqual(editor.shownOptions[1], { preview: true });
  });

  it('says a file given is not a names file', async () => {
    const { context: ctx } = context();
    assert.equal(await planNamesFile(ctx, Uri.from({ scheme: 'file', path: '/workspace/package.json' })), undefined);
    assert.equal(editor.messages[0]?.text, 'package.json is not a names file: its name ends with .nns.json.');
  });
});

describe('commands/namesFile/namesFileTarget', () => {
  beforeEach(resetEditor);

  it('takes the active names file, or the file of the active plan document', async () => {
    editor.activeTextEditor = { document: { uri: FILE } };
    assert.equal((await namesFileTarget(undefined, 'Plan', l10n))?.toString(), FILE.toString());
    editor.activeTextEditor = { document: { uri: planUri(OTHER as never) as unknown as Uri } };
    assert.equal((await namesFileTarget(undefined, 'Plan', l10n))?.toString(), OTHER.toString());
  });

  it('else the workspace\'s one names file, a pick among several (sorted), or says there is none', async () => {
    assert.equal(await namesFileTarget(undefined, 'Plan', l10n), undefined);
    assert.match(editor.messages[0]?.text ?? '', /^The workspace has no names file \(\*\.nns\.json\)\. Export Names File… writes one/);
    editor.workspaceFiles.set(FILE.path, '{}');
    assert.equal((await namesFileTarget(undefined, 'Plan', l10n))?.toString(), FILE.toString());
    editor.workspaceFiles.set(OTHER.path, '{}');
    editor.quickPickAnswers.push((items) => items[0]);
    assert.equal((await namesFileTarget(undefined, 'Plan', l10n))?.toString(), OTHER.toString());
    assert.deepEqual(editor.quickPicks[0]?.items.map((item) => item.label), ['app/b.nns.json', 'mydapp.nns.json']);
    assert.deepEqual(editor.findFilesCalls[0], ['**/*.nns.json', '**/node_modules/**', 200]);
  });

  it('takes a names file in an open document of another scheme only where it is the user\'s', async () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, ''));
    assert.equal(await namesFileTarget(Uri.from({ scheme: 'git', path: FILE.path }), 'Plan', l10n), undefined);
    assert.equal((await namesFileTarget(Uri.from({ scheme: 'untitled', path: '/new.nns.json' }), 'Plan', l10n))?.scheme, 'untitled');
  });
});
