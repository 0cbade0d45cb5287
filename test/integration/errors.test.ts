import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { generateNames, NNS_MAINNET_HASH } from '../devnet';
import { ALL, api, closeDevnets, devnet, setSettings, showViews, waitForRow, waitForView } from './helpers';

describe('errors', () => {
  after(closeDevnets);

  it('an unreachable node shows a message and fix-it rows; the view says it all, so no notification', async () => {
    const testing = await api();
    await showViews();
    const before = testing.snapshot(ALL).generation;
    const notified = testing.notificationsShown;
    await setSettings({ rpcUrl: 'http://127.0.0.1:2', contractHash: NNS_MAINNET_HASH });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'failure');
    assert.equal(all.errorCode, 'NETWORK');
    assert.match(all.message ?? '', /^Node unreachable: .*127\.0\.0\.1:2/);
    assert.deepEqual(all.names, []);
    const rows = await testing.render(ALL);
    assert.deepEqual(rows.map((row) => row.command), ['nns.refresh', 'nns.selectNode', 'nns.openSettings', 'nns.showLog']);
    assert.equal(testing.notificationsShown, notified);
    // Recovery needs nothing withdrawn: the view's own message goes with the failure.
    const node = await devnet({ names: generateNames(5), personality: 'neo-go' });
    const failed = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    const recovered = await waitForView(testing, ALL, (s) => s.generation > failed && s.state === 'loaded', 'recovered');
    assert.equal(recovered.message, undefined);
    assert.equal(testing.notificationsShown, notified);
  });

  it('a missing contract suggests another network or a wrong contract hash, in words that wrap, and leads with Open Settings', async () => {
    const testing = await api();
    for (const personality of ['neo-go', 'sessions'] as const) {
      const node = await devnet({ names: generateNames(20), personality });
      const before = testing.snapshot(ALL).generation;
      await setSettings({ rpcUrl: node.url, contractHash: '0x' + '12'.repeat(20) });
      const failed = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'FAULT');
      assert.equal(failed.errorCode, 'FAULT');
      // The node says it is MainNet (getversion's magic): not searched, its NNS contract offered first.
      await waitForRow(testing, ALL, (row) => row.command === 'nns.useFoundContract');
      const all = await waitForView(testing, ALL, (s) => s.state === 'failed' && !(s.message ?? '').includes('Looking for'), 'the search settled');
      assert.equal(all.message, 'This node has no contract 0x1212…1212: is the node on another network, or is nns.contractHash wrong?', personality);
      assert.ok((all.message ?? '').split(' ').every((word) => word.length <= 36), 'every word can wrap');
      assert.deepEqual((await testing.render(ALL)).map((row) => row.label), ['Use the NNS contract of MainNet (0x50ac…46de)', 'Open Settings', 'Select Another Node…', 'Show Log']);
      // The contract hash is set in the workspace: that is the tab Open Settings shows.
      assert.equal(await vscode.commands.executeCommand('nns.openSettings', 'contractHash'), 'workspace');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await setSettings({ contractHash: undefined });
    }
  });

  it('an RPC error and an HTTP error name their codes', async () => {
    const testing = await api();
    // A C# node answers JSON-RPC errors with HTTP 200 (neo-go would send HTTP 500).
    const node = await devnet({ names: generateNames(20), personality: 'csharp-legacy', faults: [{ kind: 'rpcError', rpcError: { code: -32603, message: 'Internal error', data: 'disk full' } }] });
    let before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH });
    let all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'RPC error');
    assert.match(all.message ?? '', /^RPC error -32603: Internal error \(disk full\)$/);
    node.setFaults([{ kind: 'http500' }]);
    before = all.generation;
    await vscode.commands.executeCommand('nns.refresh', ALL);
    all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'HTTP error');
    assert.match(all.message ?? '', /^HTTP 500 from /);
    node.setFaults([]);
  });

  it('a node URL that answers with a web page says so in words; its markup goes to the log only', async () => {
    const testing = await api();
    const node = await devnet({ names: generateNames(20), personality: 'neo-go', faults: [{ kind: 'html' }] });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'a web page');
    assert.equal(all.errorCode, 'INVALID_RESPONSE');
    assert.match(all.message ?? '', /^http:\/\/127\.0\.0\.1:\d+\/? answered with a web page \("502 Bad Gateway"\), not JSON-RPC: /);
    assert.doesNotMatch(all.message ?? '', /</);
    // What the log says (Show Log's tooltip holds the same story): the excerpt of the page.
    const showLog = (await testing.render(ALL)).find((row) => row.command === 'nns.showLog');
    assert.match(showLog?.tooltip ?? '', /excerpt: <html> <head><title>502 Bad Gateway<\/title>/);
    node.setFaults([]);
  });

  it('a node on a port fetch refuses (127.0.0.1:9) is told as such before any request, with Open Settings first', async () => {
    const testing = await api();
    await showViews();
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: 'http://127.0.0.1:9', contractHash: NNS_MAINNET_HASH });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'blocked port');
    assert.equal(all.errorCode, 'INVALID_INPUT');
    assert.match(all.message ?? '', /^Invalid setting nns\.rpcUrl: .*port 9, which fetch refuses .* another port/);
    assert.deepEqual((await testing.render(ALL)).map((row) => row.command), ['nns.openSettings', 'nns.selectNode', 'nns.showLog']);
    await setSettings({ rpcUrl: 'http://127.0.0.1:2' });
  });

  it('an invalid setting is named in the view', async () => {
    const testing = await api();
    const before = testing.snapshot(ALL).generation;
    await setSettings({ contractHash: 'not-a-hash' });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'invalid setting');
    assert.equal(all.errorCode, 'INVALID_INPUT');
    assert.match(all.message ?? '', /^Invalid setting nns\.contractHash: /);
    // Retry cannot help: Open Settings first, at the tab that holds the bad value.
    assert.deepEqual((await testing.render(ALL)).map((row) => [row.label, row.command]), [['Open Settings', 'nns.openSettings'], ['Show Log', 'nns.showLog']]);
    // Never back to the default public node: tests reach loopback addresses only.
    await setSettings({ rpcUrl: 'http://127.0.0.1:2', contractHash: undefined, owner: undefined });
  });
});
