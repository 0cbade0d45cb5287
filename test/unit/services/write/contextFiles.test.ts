// The files of signing elsewhere in the fake editor: a context saved where the save dialog says (the
// default name in the workspace's folder) and its transaction remembered; the dialog closed: nothing
// written or remembered; a file read back, one far larger than any context refused unread; a document.
import assert from 'node:assert/strict';
import { MemoryState } from '../../support/memoryState';
import { editor, resetEditor, Uri } from '../../support/fakeVscode';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ContextSaveRequest } from '../../../../src/model/write/run/saveForSigning';
import { ContextFiles } from '../../../../src/services/write/contextFiles';

const HASH = `0x${'12'.repeat(32)}`;
const REQUEST: ContextSaveRequest = {
  fileName: 'register-alice.neo.context.json',
  text: '{"type":"Neo.Network.P2P.Payloads.Transaction"}',
  record: {
    hash: HASH, network: 1, data: 'AA==', validUntilBlock: 10, rpcUrl: 'http://node.example/', contractHash: `0x${'ab'.repeat(20)}`,
    title: 'Register alice.neo', message: 'Register?', detail: 'Operation: register',
  },
};

describe('services/write/contextFiles', () => {
  beforeEach(() => {
    resetEditor();
    editor.workspaceFolders = [{ name: 'workspace', uri: Uri.from({ scheme: 'file', path: '/workspace' }) }];
  });

  it('saves where the dialog says, offering the default name in the workspace, and remembers the transaction there', async () => {
    const files = new ContextFiles(l10n, new MemoryState());
    const target = Uri.from({ scheme: 'file', path: '/workspace/signing/register-alice.neo.context.json' });
    editor.saveDialogAnswers.push(target);
    assert.equal(await files.save(REQUEST), 'signing/register-alice.neo.context.json');
    const dialog = editor.saveDialogs[0] as { defaultUri: Uri; title: string };
    assert.equal(dialog.defaultUri.path, '/workspace/register-alice.neo.context.json');
    assert.equal(new TextDecoder().decode(editor.files.get(target.toString())), REQUEST.text);
    assert.deepEqual({ ...files.saved.find(HASH), savedAt: 0 }, { ...REQUEST.record, file: 'signing/register-alice.neo.context.json', savedAt: 0 });
    files.dispose();
  });

  it('the dialog closed: nothing written or remembered; a write that fails throws and remembers nothing', async () => {
    const files = new ContextFiles(l10n, new MemoryState());
    assert.equal(await files.save(REQUEST), undefined);
    assert.equal(editor.files.size, 0);
    editor.saveDialogAnswers.push(Uri.from({ scheme: 'file', path: '/workspace/x.context.json' }));
    editor.writeFailure = new Error('read-only file system');
    await assert.rejects(files.save(REQUEST), /read-only/);
    assert.deepEqual(files.saved.list(), []);
    files.dispose();
  });

  it('reads a file back; one far larger than any context is refused unread', async () => {
    const files = new ContextFiles(l10n, new MemoryState());
    editor.workspaceFiles.set('/workspace/a.context.json', '{"a":1}');
    assert.equal(await files.read(Uri.from({ scheme: 'file', path: '/workspace/a.context.json' })), '{"a":1}');
    editor.workspaceFiles.set('/workspace/big.context.json', new Uint8Array(5 * 1024 * 1024));
    await assert.rejects(files.read(Uri.from({ scheme: 'file', path: '/workspace/big.context.json' })), /^Error: big\.context\.json holds 5,242,880 bytes: far more than a contract parameters context\.$/);
    files.dispose();
  });

  it('shows a transaction\'s text in a read-only document named by its hash only', async () => {
    const files = new ContextFiles(l10n, new MemoryState());
    const uri = await files.show(`${HASH}/../x`, 'Transaction …');
    assert.equal(uri.path, `/${HASH}x.txt`);
    assert.equal(files.textOf(uri), 'Transaction …');
    assert.deepEqual(editor.shownDocuments, [uri.toString()]);
    files.dispose();
  });
});
