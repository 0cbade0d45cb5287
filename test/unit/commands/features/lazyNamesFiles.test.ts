import assert from 'node:assert/strict';
import { editor, EventEmitter, FakeTextDocument, resetEditor, Uri } from '../../support/fakeVscode';
import { LazyNamesFiles } from '../../../../src/commands/features/lazyNamesFiles';
import type { NamesFilesParts } from '../../../../src/commands/namesFile/namesFilesEditor';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

describe('commands/features/lazyNamesFiles', () => {
  beforeEach(resetEditor);

  function setUp(bundle: () => Promise<unknown>) {
    const loads: string[] = [];
    const notes: string[] = [];
    const started: NamesFilesParts[] = [];
    const disposed: string[] = [];
    const never = new EventEmitter<never>().event;
    const parts = { l10n, log: { note: (line: string) => notes.push(line), onRequest: () => undefined }, settings: { onDidChange: never } } as unknown as NamesFilesParts;
    const features = { load: (feature: string) => (loads.push(feature), bundle()) } as never;
    return { loads, notes, started, disposed, parts, features, editorOf: { dispose: () => disposed.push('editor') } };
  }

  it('loads and starts nothing until a names file is open; then once', async () => {
    const t = setUp(() => Promise.resolve({ startNamesFiles: (parts: NamesFilesParts) => (t.started.push(parts), t.editorOf) }));
    const lazy = new LazyNamesFiles(t.features, t.parts);
    editor.documentOpened.fire(new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/package.json' }), '{}'));
    assert.deepEqual(t.loads, []);
    editor.documentOpened.fire(new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/a.nns.json' }), '{}'));
    editor.documentOpened.fire(new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/b.nns.json' }), '{}'));
    assert.equal(await lazy.editor(), t.editorOf);
    assert.deepEqual(t.loads, ['namesFile']);
    assert.deepEqual(t.started, [t.parts]);
    lazy.dispose();
    assert.deepEqual(t.disposed, ['editor']);
  });

  it('starts at once when a names file is open already; a failed load is logged and tried again', async () => {
    editor.textDocuments.push(new FakeTextDocument(Uri.from({ scheme: 'file', path: '/workspace/a.nns.json' }), '{}'));
    let attempts = 0;
    const t = setUp(() => (++attempts === 1 ? Promise.reject(new Error('not there')) : Promise.resolve({ startNamesFiles: () => t.editorOf })));
    const lazy = new LazyNamesFiles(t.features, t.parts);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(t.notes, ['The names files\' editor did not start: not there']);
    assert.equal(await lazy.editor(), t.editorOf);
    assert.equal(attempts, 2);
    lazy.dispose();
  });

  it('refuses a bundle that does not start the editor', async () => {
    const t = setUp(() => Promise.resolve({ runCommand: () => undefined }));
    const lazy = new LazyNamesFiles(t.features, t.parts);
    await assert.rejects(lazy.editor(), /does not export startNamesFiles/);
    lazy.dispose();
  });
});
