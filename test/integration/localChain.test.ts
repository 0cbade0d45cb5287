// A local chain in the workspace: a neo-express file and a NEP-6 wallet beside the code, a node whose
// NNS contract has its own hash (not MainNet's). The views find that contract after one click on the
// failure row; the prompts and hovers know the workspace's nodes and accounts.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { NNS_MAINNET_HASH, SAMPLE_DEPLOYED_CONTRACTS, type DomainRecord } from '../devnet';
import { ALL, api, closeDevnets, devnet, hoverMarkdown, OWNER, setSettings, settledHovers, showViews, waitForOwner, waitForView, waitWhileProgressing } from './helpers';

const LOCAL_NNS = '0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665';
const ALICE = 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4B';
const ALICE_HASH = `0x${'d4'.repeat(20)}`;
const GENESIS = 'Naebbz6nHckijeEbWjSJCYnMVYZREr6Leq';

function neoExpressFile(rpcPort: number): string {
  const account = (address: string, label: string | null) => ({ 'private-key': '00'.repeat(32), 'script-hash': address, label, 'is-default': true, contract: { script: 'DCEC', parameters: ['Signature'] } });
  return JSON.stringify({
    magic: 1431045385, 'address-version': 53,
    'consensus-nodes': [{ 'tcp-port': rpcPort + 1, 'rpc-port': rpcPort, wallet: { name: 'node1', accounts: [account(GENESIS, null)] } }],
    wallets: [], settings: {},
  }, null, 2);
}

const nep6Wallet = JSON.stringify({
  name: 'dev wallet', version: '1.0', scrypt: { n: 16384, r: 8, p: 8 },
  accounts: [{ address: ALICE, label: 'alice', isDefault: true, lock: false, key: '6PYNotARealKey', contract: null, extra: null }],
  extra: null,
});

async function writeWorkspaceFile(path: string, text: string): Promise<vscode.Uri> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the suite runs in a workspace folder');
  const uri = vscode.Uri.joinPath(folder.uri, path);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  return uri;
}

describe('a local chain in the workspace', () => {
  after(closeDevnets);

  it('finds the NNS contract on a node whose hash differs from the setting: the views fill after one click', async () => {
    const testing = await api();
    const names: DomainRecord[] = [
      { name: 'alice.neo', owner: ALICE_HASH }, { name: 'bob.neo', owner: `0x${'e5'.repeat(20)}` }, { name: 'wallet.neo', owner: ALICE_HASH },
    ];
    const node = await devnet({ names, personality: 'neo-go', contractHash: LOCAL_NNS, network: 1431045385, deployedContracts: SAMPLE_DEPLOYED_CONTRACTS, nnsContractId: 2 });
    const port = Number(new URL(node.url).port);
    await writeWorkspaceFile('chain/default.neo-express', neoExpressFile(port));
    await writeWorkspaceFile('wallets/dev.wallet.json', nep6Wallet);

    // The workspace's files are what the prompts offer: read when first asked, then followed by a file
    // watcher, whose events may come a moment after the files were written (an earlier suite may have asked).
    let chains = await testing.workspaceChains();
    for (const deadline = Date.now() + 30_000; chains.nodes.length === 0 || chains.accounts.length < 2;) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      chains = await testing.workspaceChains();
    }
    assert.deepEqual(chains.nodes.map((n) => [n.label, n.url]), [['default.neo-express · node1', `http://localhost:${port}`]]);
    assert.deepEqual(chains.accounts.map((a) => [a.wallet, a.label, a.address, a.file]), [
      ['node1', '', GENESIS, 'chain/default.neo-express'],
      ['dev wallet', 'alice', ALICE, 'wallets/dev.wallet.json'],
    ]);

    await showViews();
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: `http://localhost:${port}`, contractHash: NNS_MAINNET_HASH, owner: ALICE });
    await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'failed', 'the contract is missing');
    // The search reads the node's contracts, as long as the machine lets it: waited for while it asks.
    const offer = await waitWhileProgressing('the contract found offered', async () => (await testing.render(ALL)).find((row) => row.command === 'nns.useFoundContract'), () => node.requests.length);
    assert.equal(offer.label, 'Use NameService 0x9a8b…7665 found on this node');
    assert.equal((await testing.render(ALL))[0]?.command, 'nns.useFoundContract', 'the first row');

    // One click: the row's command with its arguments.
    const failed = testing.snapshot(ALL).generation;
    await vscode.commands.executeCommand(offer.command ?? '', ...(offer.commandArguments ?? []));
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('contractHash')?.workspaceValue, LOCAL_NNS, 'written where the node is set: the workspace');
    const all = await waitForView(testing, ALL, (s) => s.generation > failed && s.state === 'loaded', 'All Domains filled');
    assert.deepEqual([...all.names].sort(), ['alice.neo', 'bob.neo', 'wallet.neo']);
    const alice = await waitForOwner(testing, ALICE, (o) => o.state === 'loaded', 'the wallet account\'s names');
    assert.deepEqual([...alice.names].sort(), ['alice.neo', 'wallet.neo']);
    assert.equal(testing.snapshot(OWNER).state, 'loaded');

    // The hover on the account's address names the wallet that holds it.
    const document = await vscode.workspace.openTextDocument({ content: `deployer: ${ALICE}\n`, language: 'markdown' });
    const hovers = await settledHovers(document.uri, new vscode.Position(0, 14), node);
    const text = hoverMarkdown(hovers).replace(/\\([!-/:-@[-`{-~])/g, '$1');
    assert.match(text, /In the workspace: dev wallet · alice/);
    await setSettings({ rpcUrl: 'http://127.0.0.1:9', contractHash: undefined, owner: undefined });
  });
});
