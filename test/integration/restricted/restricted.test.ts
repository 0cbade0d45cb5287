import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { SAMPLE_OWNER } from '../../devnet';
import { ALL, api, closeDevnets, devnet, hoverMarkdown, settledHovers, showViews, waitForView } from '../helpers';

describe('restricted mode (untrusted workspace)', () => {
  after(closeDevnets);

  it('ignores the workspace node settings; the user settings apply', async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'this suite must run in an untrusted workspace');
    const userNode = await devnet({ names: [{ name: 'user-node.neo', owner: SAMPLE_OWNER }], personality: 'neo-go' });
    const workspaceNode = await devnet({ names: [{ name: 'workspace-node.neo', owner: SAMPLE_OWNER }], personality: 'neo-go' });
    const config = vscode.workspace.getConfiguration('nns');
    await config.update('rpcUrl', userNode.url, vscode.ConfigurationTarget.Global);
    await config.update('rpcUrl', workspaceNode.url, vscode.ConfigurationTarget.Workspace);
    await config.update('contractHash', '0x' + '12'.repeat(20), vscode.ConfigurationTarget.Workspace);

    const testing = await api();
    await showViews();
    const all = await waitForView(testing, ALL, (s) => s.state === 'loaded' || s.state === 'failed', 'All Domains settled');
    assert.deepEqual(all.names, ['user-node.neo']);
    assert.equal(workspaceNode.requests.length, 0, 'the workspace node was asked');
    assert.ok(userNode.requests.length > 0);
    // Never leave a public node configured: tests reach loopback addresses only.
    await config.update('rpcUrl', 'http://127.0.0.1:2', vscode.ConfigurationTarget.Global);
  });

  it('hovers ask the node of the user settings too, never the workspace\'s', async () => {
    const userNode = await devnet({ names: [{ name: 'user-node.neo', owner: SAMPLE_OWNER }], personality: 'neo-go' });
    const workspaceNode = await devnet({ names: [{ name: 'workspace-node.neo', owner: SAMPLE_OWNER }], personality: 'neo-go' });
    const config = vscode.workspace.getConfiguration('nns');
    await config.update('rpcUrl', userNode.url, vscode.ConfigurationTarget.Global);
    await config.update('rpcUrl', workspaceNode.url, vscode.ConfigurationTarget.Workspace);
    try {
      const document = await vscode.workspace.openTextDocument({ content: `owner NMBfzaEq2c5zodiNbLPoohVENARMbJim1r of user-node.neo`, language: 'plaintext' });
      const texts = async (character: number) => hoverMarkdown(await settledHovers(document.uri, new vscode.Position(0, character), userNode));
      assert.match(await texts(10), /Holds \*\*1\*\* NNS names/);
      assert.match(await texts(48), /user-node\.neo/);
      assert.equal(workspaceNode.requests.length, 0, 'the workspace node was asked');
    } finally {
      await config.update('rpcUrl', 'http://127.0.0.1:2', vscode.ConfigurationTarget.Global);
    }
  });

  it('signs nothing: every write command refuses before asking the node anything', async () => {
    const userNode = await devnet({ names: [{ name: 'user-node.neo', owner: SAMPLE_OWNER }], personality: 'neo-go' });
    const config = vscode.workspace.getConfiguration('nns');
    await config.update('rpcUrl', userNode.url, vscode.ConfigurationTarget.Global);
    try {
      const before = userNode.requests.length;
      for (const command of ['nns.registerName', 'nns.renewName', 'nns.setRecord', 'nns.deleteRecord', 'nns.setAdmin', 'nns.transferName']) {
        assert.equal(await vscode.commands.executeCommand(command, 'user-node.neo'), undefined, command);
      }
      assert.equal(userNode.requests.length, before, 'a write command asked the node');
    } finally {
      await config.update('rpcUrl', 'http://127.0.0.1:2', vscode.ConfigurationTarget.Global);
    }
  });

  it('sets nothing up: Set Up NNS on This Chain…, Add Root… and Set Price… refuse before asking the node anything or writing a setting', async () => {
    const userNode = await devnet({ names: [], personality: 'neo-go' });
    const config = vscode.workspace.getConfiguration('nns');
    await config.update('rpcUrl', userNode.url, vscode.ConfigurationTarget.Global);
    try {
      const before = userNode.requests.length;
      const hash = config.inspect('contractHash');
      for (const command of ['nns.setUpNns', 'nns.addRoot', 'nns.setPrice']) {
        assert.equal(await vscode.commands.executeCommand(command), undefined, command);
      }
      assert.equal(userNode.requests.length, before, 'a set-up command asked the node');
      assert.deepEqual(config.inspect('contractHash'), hash);
    } finally {
      await config.update('rpcUrl', 'http://127.0.0.1:2', vscode.ConfigurationTarget.Global);
    }
  });

  it('reads none of the workspace\'s wallets or chain files', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder);
    const wallet = { name: 'dev wallet', version: '1.0', scrypt: { n: 16384, r: 8, p: 8 }, accounts: [{ address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4B', label: 'alice', isDefault: true, lock: false, key: null, contract: null }] };
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder.uri, 'dev.wallet.json'), new TextEncoder().encode(JSON.stringify(wallet)));
    const chain = { magic: 1, 'consensus-nodes': [{ 'rpc-port': 50012, wallet: { name: 'node1', accounts: [] } }], wallets: [] };
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder.uri, 'default.neo-express'), new TextEncoder().encode(JSON.stringify(chain)));
    const testing = await api();
    assert.deepEqual(await testing.workspaceChains(), { nodes: [], accounts: [] });
  });
});
