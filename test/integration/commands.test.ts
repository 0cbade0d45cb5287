import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { generateNames, NNS_MAINNET_HASH, SAMPLE_OWNER } from '../devnet';
import { ALL, api, closeDevnets, devnet, OWNER, SAMPLE_ADDRESS, setSettings, showViews, sortedNames, waitForView } from './helpers';

describe('commands', () => {
  after(closeDevnets);

  const records = generateNames(400, { seed: 21, owners: 4 });
  let url = '';

  before(async () => {
    const testing = await api();
    const node = await devnet({ names: records, personality: 'neo-go' });
    url = node.url;
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: url, contractHash: NNS_MAINNET_HASH, owner: undefined });
    await showViews();
    await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'All Domains loaded');
  });

  it('nns.filter narrows a view, shows the filter in the description; nns.clearFilter restores it', async () => {
    const testing = await api();
    await vscode.commands.executeCommand('nns.filter', ALL, 'ALPHA');
    const filtered = testing.snapshot(ALL);
    const expected = sortedNames(records).filter((name) => name.includes('alpha'));
    assert.ok(expected.length > 0);
    assert.deepEqual(filtered.names, expected);
    assert.equal(filtered.filter, 'ALPHA');
    assert.match(filtered.description ?? '', /filter "ALPHA": \d+ shown/);
    await vscode.commands.executeCommand('nns.filter', ALL, 'no-such-name-here');
    assert.match(testing.snapshot(ALL).message ?? '', /No domain matches/);
    await vscode.commands.executeCommand('nns.clearFilter', ALL);
    const cleared = testing.snapshot(ALL);
    assert.equal(cleared.filter, '');
    assert.equal(cleared.names.length, records.length);
  });

  it('nns.lookUpOwner sets nns.owner to the address and lists that owner\'s domains', async () => {
    const testing = await api();
    const before = testing.snapshot(OWNER).generation;
    const result = await vscode.commands.executeCommand<string>('nns.lookUpOwner', SAMPLE_OWNER.toUpperCase().replace('0X', '0x'));
    assert.equal(result, SAMPLE_ADDRESS);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, SAMPLE_ADDRESS);
    const owner = await waitForView(testing, OWNER, (s) => s.generation > before && s.state === 'loaded', 'owner loaded');
    assert.deepEqual(owner.names, sortedNames(records.filter((r) => r.owner === SAMPLE_OWNER)));
    // Looking up the same owner again still reloads.
    const again = testing.snapshot(OWNER).generation;
    await vscode.commands.executeCommand('nns.lookUpOwner', SAMPLE_ADDRESS);
    await waitForView(testing, OWNER, (s) => s.generation > again && s.state === 'loaded', 'owner reloaded');
  });

  it('nns.lookUpOwner refuses an invalid owner and changes nothing', async () => {
    const result = await vscode.commands.executeCommand<string | undefined>('nns.lookUpOwner', 'not-an-owner');
    assert.equal(result, undefined);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, SAMPLE_ADDRESS);
  });

  it('nns.findDomain reveals and selects a domain, clearing a filter that hides it', async () => {
    const testing = await api();
    const name = sortedNames(records)[123] ?? '';
    await vscode.commands.executeCommand('nns.filter', ALL, 'zzzz-hides-everything');
    const revealed = await vscode.commands.executeCommand<string>('nns.findDomain', name);
    assert.equal(revealed, name);
    const snapshot = testing.snapshot(ALL);
    assert.equal(snapshot.filter, '');
    assert.deepEqual(snapshot.selected, [name]);
    assert.equal(await vscode.commands.executeCommand('nns.findDomain', 'missing.neo'), undefined);
  });

  it('nns.copyName copies a domain name', async () => {
    const name = sortedNames(records)[5] ?? '';
    const copied = await vscode.commands.executeCommand<string>('nns.copyName', name);
    assert.equal(copied, name);
    const clipboard = await Promise.race([vscode.env.clipboard.readText(), new Promise<undefined>((resolve) => setTimeout(resolve, 3000))]);
    if (clipboard !== undefined) assert.equal(clipboard, name);
  });

  it('nns.selectNode writes a preset or a URL to nns.rpcUrl and rejects invalid URLs', async () => {
    const testing = await api();
    const before = testing.snapshot(ALL).generation;
    assert.equal(await vscode.commands.executeCommand('nns.selectNode', 'local'), 'http://localhost:50012');
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('rpcUrl')?.workspaceValue, 'http://localhost:50012');
    assert.equal(await vscode.commands.executeCommand('nns.selectNode', 'not a url'), undefined);
    assert.equal(await vscode.commands.executeCommand('nns.selectNode', url), url);
    await waitForView(testing, ALL, (s) => s.generation > before + 1 && s.state === 'loaded' && s.names.length === records.length, 'back on the devnet');
  });

  it('nns.refresh reloads, and a second refresh cancels the first', async () => {
    const testing = await api();
    const node = await devnet({ names: records, personality: 'sessions', faults: [{ kind: 'latency', latencyMs: 150 }] });
    let before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'slow devnet loaded');
    before = testing.snapshot(ALL).generation;
    const first = vscode.commands.executeCommand('nns.refresh');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = vscode.commands.executeCommand('nns.refresh');
    await Promise.all([first, second]);
    const after = await waitForView(testing, ALL, (s) => s.state === 'loaded', 'refreshed');
    assert.ok(after.generation >= before + 2, `generation ${after.generation} after ${before}`);
    assert.deepEqual(after.names, sortedNames(records));
    // The cancelled traversal's session was given back to the node.
    assert.ok(node.requests.some((r) => r.method === 'terminatesession'));
  });

  it('nns.showLog opens the log', async () => {
    await vscode.commands.executeCommand('nns.showLog');
  });
});
