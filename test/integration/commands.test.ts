import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { generateNames, NNS_MAINNET_HASH, SAMPLE_OWNER } from '../devnet';
import { scriptHashToAddress } from '../../src/core';
import { shortAddress } from '../../src/model/text/addressText';
import { ALL, api, closeDevnets, devnet, OWNER, SAMPLE_ADDRESS, setSettings, showViews, sortedNames, waitForOwner, waitForView } from './helpers';

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
    const filtered = await waitForView(testing, ALL, (s) => s.filter === 'ALPHA', 'filtered');
    const expected = sortedNames(records).filter((name) => name.includes('alpha'));
    assert.ok(expected.length > 0);
    assert.deepEqual(filtered.names, expected);
    assert.equal(filtered.filter, 'ALPHA');
    assert.equal(filtered.description, `${expected.length} of ${records.length.toLocaleString('en-US')}`);
    // The filter is a row on top, which says how many names it lets through.
    const top = (await testing.render(ALL))[0];
    assert.deepEqual([top?.kind, top?.label, top?.description], ['filter', 'Filter: "ALPHA"', `${expected.length} of ${records.length} shown`]);
    await vscode.commands.executeCommand('nns.filter', ALL, 'no-such-name-here');
    assert.match((await waitForView(testing, ALL, (s) => s.filter === 'no-such-name-here', 'no match')).message ?? '', /No domain matches/);
    await vscode.commands.executeCommand('nns.clearFilter', ALL);
    const cleared = await waitForView(testing, ALL, (s) => s.filter === '', 'cleared');
    assert.equal(cleared.filter, '');
    assert.equal(cleared.names.length, records.length);
  });

  it('nns.lookUpOwner shows the owner beside the configured one, writes no setting, and clears a filter that would hide its names', async () => {
    const testing = await api();
    const other = records.find((r) => r.owner !== SAMPLE_OWNER)?.owner ?? '';
    const otherAddress = scriptHashToAddress(other);
    await setSettings({ owner: SAMPLE_ADDRESS });
    await waitForView(testing, OWNER, (s) => s.state === 'loaded' && s.owners.length === 1, 'the configured owner');
    await vscode.commands.executeCommand('nns.filter', OWNER, 'zzqq-matches-nothing');
    const result = await vscode.commands.executeCommand<string>('nns.lookUpOwner', other.toUpperCase().replace('0X', '0x'));
    assert.equal(result, otherAddress);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, SAMPLE_ADDRESS, 'the settings are left alone');
    const theirs = await waitForOwner(testing, otherAddress, (o) => o.state === 'loaded', 'the looked-up owner loaded');
    assert.deepEqual(theirs.names, sortedNames(records.filter((r) => r.owner === other)));
    const view = testing.snapshot(OWNER);
    assert.equal(view.filter, '', 'the filter did not carry over to the owner looked up');
    assert.deepEqual(view.owners.map((o) => [o.role, o.address]), [['configured', SAMPLE_ADDRESS], ['browsed', otherAddress]]);
    // The names' total, short enough for the title's side; each owner row says its address, shortened.
    const total = records.filter((r) => r.owner === other || r.owner === SAMPLE_OWNER).length;
    assert.equal(view.description, total.toLocaleString('en-US'));
    const rows = await testing.render(OWNER);
    assert.deepEqual(rows.map((row) => [row.kind, row.label, row.contextValue]), [
      ['owner', shortAddress(SAMPLE_ADDRESS), 'nns.owner.configured'], ['owner', shortAddress(otherAddress), 'nns.owner.browsed'],
    ]);

    // Looking up the same owner again loads it anew, without a second row.
    const again = testing.snapshot(OWNER).owners[1]?.generation ?? 0;
    await vscode.commands.executeCommand('nns.lookUpOwner', otherAddress);
    await waitForOwner(testing, otherAddress, (o) => o.generation > again && o.state === 'loaded', 'looked up again');
    assert.equal(testing.snapshot(OWNER).owners.length, 2);

    // Back to the configured owner: the looked-up one closes.
    await vscode.commands.executeCommand('nns.ownerDomains.backToConfiguredOwner');
    assert.deepEqual(testing.snapshot(OWNER).owners.map((o) => o.address), [SAMPLE_ADDRESS]);
  });

  it('Set as Configured Owner on a looked-up owner writes nns.owner, and keeps the owner configured until then as looked up', async () => {
    const testing = await api();
    const other = records.find((r) => r.owner !== SAMPLE_OWNER)?.owner ?? '';
    const otherAddress = scriptHashToAddress(other);
    await vscode.commands.executeCommand('nns.lookUpOwner', otherAddress);
    await waitForOwner(testing, otherAddress, (o) => o.state === 'loaded', 'the looked-up owner loaded');
    const row = (await testing.render(OWNER)).find((r) => r.label === shortAddress(otherAddress));
    assert.equal(row?.contextValue, 'nns.owner.browsed');
    assert.equal(await vscode.commands.executeCommand('nns.ownerDomains.setConfiguredOwner', otherAddress), otherAddress);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, otherAddress);
    const view = await waitForView(testing, OWNER, (s) => s.owners[0]?.address === otherAddress, 'the new configured owner first');
    assert.deepEqual(view.owners.map((o) => [o.role, o.address]), [['configured', otherAddress], ['browsed', SAMPLE_ADDRESS]], 'the previous one is still there');
    assert.equal(view.owners[0]?.state, 'loaded', 'its list was kept, not loaded again');
    await vscode.commands.executeCommand('nns.ownerDomains.backToConfiguredOwner');
    await setSettings({ owner: SAMPLE_ADDRESS });
    await waitForView(testing, OWNER, (s) => s.owners[0]?.address === SAMPLE_ADDRESS && s.state === 'loaded', 'the sample owner again');
  });

  it('nns.lookUpOwner refuses an invalid owner and changes nothing', async () => {
    const testing = await api();
    const before = testing.snapshot(OWNER).owners.length;
    const result = await vscode.commands.executeCommand<string | undefined>('nns.lookUpOwner', 'not-an-owner');
    assert.equal(result, undefined);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, SAMPLE_ADDRESS);
    assert.equal(testing.snapshot(OWNER).owners.length, before);
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
