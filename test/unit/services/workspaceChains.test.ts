import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editor, resetEditor, Uri } from '../support/fakeVscode';
import { WorkspaceChains } from '../../../src/services/workspaceChains';

const fixture = (path: string) => readFileSync(join(__dirname, '../../fixtures/local-chain', path), 'utf8');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function chains() {
  const notes: string[] = [];
  return { service: new WorkspaceChains({ note: (line) => notes.push(line) }), notes };
}

describe('services/workspaceChains', () => {
  beforeEach(() => {
    resetEditor();
    editor.workspaceFiles.set('/workspace/default.neo-express', fixture('default.neo-express'));
    editor.workspaceFiles.set('/workspace/wallets/dev.wallet.json', fixture('wallets/dev.wallet.json'));
    editor.workspaceFiles.set('/workspace/neo-go/protocol.privnet.yml', fixture('neo-go/protocol.privnet.yml'));
    editor.workspaceFiles.set('/workspace/package.json', '{"name":"app","version":"1.0.0"}');
    editor.workspaceFiles.set('/workspace/.github/workflows/ci.yml', 'on: push\njobs: {}\n');
  });

  it('offers the nodes and accounts of the workspace\'s chain files, read only when asked, with bounded searches', async () => {
    const { service, notes } = chains();
    assert.equal(editor.findFilesCalls.length, 0, 'nothing is read before a prompt or hover asks');
    assert.deepEqual((await service.nodes()).map((node) => [node.label, node.url]), [
      ['default.neo-express · node1', 'http://localhost:50012'],
      ['protocol.privnet.yml · RPC :20331', 'http://localhost:20331'],
    ]);
    assert.deepEqual((await service.accounts()).map((account) => [account.wallet, account.label, account.file]), [
      ['node1', '', 'default.neo-express'], ['node1', 'Consensus MultiSigContract', 'default.neo-express'], ['alice', '', 'default.neo-express'],
      ['dev wallet', 'alice', 'wallets/dev.wallet.json'], ['dev wallet', '', 'wallets/dev.wallet.json'],
    ]);
    assert.ok(editor.findFilesCalls.every(([, exclude, max]) => exclude?.includes('node_modules') && typeof max === 'number' && max <= 300));
    assert.deepEqual(notes, [], 'files that are not chain files are passed over without a word');
    assert.deepEqual(service.knownAccounts(`0x${'d4'.repeat(20)}`).map((account) => `${account.wallet} · ${account.label}`), ['dev wallet · alice']);
    service.dispose();
  });

  it('reads nothing in Restricted Mode, and reads once trust is granted', async () => {
    editor.isTrusted = false;
    const { service } = chains();
    assert.deepEqual([await service.nodes(), await service.accounts()], [[], []]);
    assert.equal(editor.findFilesCalls.length, 0);
    editor.isTrusted = true;
    editor.trustGranted.fire();
    assert.equal((await service.nodes()).length, 2);
    service.dispose();
  });

  it('refuses a malformed, huge or hostile file with a line in the log, and shows nothing of it', async () => {
    editor.workspaceFiles.set('/workspace/broken.neo-express', '{ "magic": ');
    editor.workspaceFiles.set('/workspace/huge.neo-express', `${fixture('default.neo-express')}${' '.repeat(1024 * 1024)}`);
    const bad = JSON.parse(fixture('wallets/dev.wallet.json')) as { accounts: unknown };
    bad.accounts = Array.from({ length: 5000 }, () => ({ address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4B', label: 'x' }));
    editor.workspaceFiles.set('/workspace/bulk.json', JSON.stringify(bad));
    const { service, notes } = chains();
    assert.equal((await service.nodes()).length, 2);
    assert.equal((await service.accounts()).length, 5);
    assert.deepEqual(notes.sort(), [
      'Workspace chain file broken.neo-express not used: not JSON.',
      'Workspace chain file bulk.json not used: not a NEP-6 wallet (accounts: Too big: expected array to have <=1000 items).',
      'Workspace chain file huge.neo-express not used: larger than 1048576 bytes.',
    ]);
    service.dispose();
  });

  it('follows the files: a changed wallet is read again, a new file makes it look again', async () => {
    const { service } = chains();
    assert.equal((await service.accounts()).length, 5);
    const [watcher] = editor.watchers;
    assert.ok(watcher);
    const wallet = JSON.parse(fixture('wallets/dev.wallet.json')) as { accounts: Array<{ label: string | null }> };
    wallet.accounts = wallet.accounts.slice(0, 1);
    editor.workspaceFiles.set('/workspace/wallets/dev.wallet.json', JSON.stringify(wallet));
    watcher.changed.fire(Uri.from({ scheme: 'file', path: '/workspace/wallets/dev.wallet.json' }));
    await settle();
    assert.equal((await service.accounts()).length, 4);
    editor.workspaceFiles.set('/workspace/two.wallet.json', fixture('wallets/dev.wallet.json'));
    watcher.created.fire(Uri.from({ scheme: 'file', path: '/workspace/two.wallet.json' }));
    editor.workspaceFiles.set('/workspace/node_modules/x/w.json', fixture('wallets/dev.wallet.json'));
    watcher.created.fire(Uri.from({ scheme: 'file', path: '/workspace/node_modules/x/w.json' }));
    await settle();
    assert.equal((await service.accounts()).length, 6, 'the new wallet, not the one in node_modules');
    const searches = editor.findFilesCalls.length;
    editor.workspaceFiles.delete('/workspace/default.neo-express');
    watcher.deleted.fire(Uri.from({ scheme: 'file', path: '/workspace/default.neo-express' }));
    await settle();
    assert.deepEqual(await service.nodes(), [(await service.nodes())[0]]);
    assert.equal((await service.accounts()).length, 3);
    assert.equal(editor.findFilesCalls.length, searches, 'followed without searching again');
    service.dispose();
  });

  it('a prompt a few seconds after the last search searches again: it finds a file the watcher never reported', async () => {
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    try {
      const { service } = chains();
      assert.equal((await service.accounts()).length, 5);
      const searches = editor.findFilesCalls.length;
      editor.workspaceFiles.set('/workspace/new-folder/two.wallet.json', fixture('wallets/dev.wallet.json'));
      assert.equal((await service.accounts()).length, 5, 'within a moment of the search, the files as found');
      assert.equal(editor.findFilesCalls.length, searches);
      now += 5_000;
      assert.equal((await service.accounts()).length, 7, 'the wallet no event announced');
      assert.ok(editor.findFilesCalls.length > searches);
      now += 5_000;
      editor.workspaceFiles.set('/workspace/wallets/dev.wallet.json', '{}');
      assert.equal((await service.accounts()).length, 7, 'a file still there keeps its read until a change is reported');
      service.dispose();
    } finally {
      Date.now = realNow;
    }
  });
});
