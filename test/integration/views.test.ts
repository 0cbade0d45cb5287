import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { generateNames, NNS_MAINNET_HASH, SAMPLE_OWNER } from '../devnet';
import { DEFAULT_NOW } from '../devnet/constants';
import { shortAddress } from '../../src/model/text/addressText';
import {
  ALL, api, closeDevnets, devnet, leaves, maxChildren, OWNER, SAMPLE_ADDRESS, setSettings, showViews, sortedNames, waitFor, waitForView,
} from './helpers';

describe('views', () => {
  after(closeDevnets);

  it('show exactly the devnet names, sorted and flat, once visible; the owner view welcomes', async () => {
    const testing = await api();
    const records = generateNames(300, { seed: 7, tlds: ['neo', 'gas'] });
    const node = await devnet({ names: records, personality: 'neo-go' });
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: undefined });
    await showViews();
    const expected = sortedNames(records);
    const all = await waitForView(testing, ALL, (s) => s.state === 'loaded' && s.names.length === expected.length, 'All Domains loaded');
    assert.deepEqual(all.names, expected);
    assert.equal(all.grouped, false);
    assert.equal(all.description, '300');
    assert.equal(all.message, undefined);
    // Expired names get the menu without the owner's actions, once their details are in: wait for those.
    // The sample's expirations and the devnet's chain clock both count from DEFAULT_NOW.
    const expiredCount = records.filter((r) => (r.expiration ?? Infinity) < DEFAULT_NOW).length;
    assert.ok(expiredCount > 0, 'the sample holds expired names');
    let rows = await testing.render(ALL);
    for (const deadline = Date.now() + 30_000; rows.filter((row) => row.description !== undefined).length < rows.length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await testing.render(ALL);
    }
    assert.deepEqual(rows.map((row) => row.label), expected);
    const odd = rows.filter((row) => !(row.kind === 'domain'
      && row.contextValue === (row.description?.startsWith('expired') ? 'nns.domain.expired' : 'nns.domain')));
    assert.deepEqual(odd, []);
    assert.equal(rows.filter((row) => row.contextValue === 'nns.domain.expired').length, expiredCount);
    // The route comes last, in plain words (neo-go cuts iterators at 100 items: the contract's storage lists them all).
    assert.equal(all.strategy, 'storage');
    assert.match(rows[0]?.tooltip ?? '', /\nListed from the contract's storage, checked against the contract's own answer: this node keeps no iterator sessions\.$/);
    assert.doesNotMatch(rows[0]?.tooltip ?? '', /tokens\(|traverseiterator|invokescript/);

    const owner = await waitForView(testing, OWNER, (s) => s.state === 'unconfigured', 'Owner Domains welcome');
    assert.deepEqual(owner.names, []);
    assert.deepEqual(await testing.render(OWNER), []);
  });

  it('group a long list by TLD and in ranges, every name once, in the flat list\'s order, no node over 300 children', async () => {
    const testing = await api();
    const records = generateNames(2500, { seed: 11, tlds: ['neo', 'gas', 'nft'] });
    const node = await devnet({ names: records, personality: 'sessions' });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'grouped list');
    const expected = sortedNames(records);
    assert.deepEqual(all.names, expected);
    assert.equal(all.grouped, true);
    assert.equal(all.strategy, 'session');
    const rows = await testing.render(ALL);
    assert.deepEqual(rows.map((row) => row.label), ['.gas', '.neo', '.nft']);
    assert.ok(rows.every((row) => row.kind === 'group' && /^\d[\d,]*$/.test(row.description ?? '')));
    assert.deepEqual(leaves(rows).map((row) => row.label).sort(), expected);
    for (const tld of rows) {
      assert.deepEqual(leaves(tld.children).map((row) => row.label), expected.filter((name) => name.endsWith(tld.label)), `${tld.label} in the flat list's order`);
    }
    assert.ok(maxChildren(rows) <= 300, `a node has ${maxChildren(rows)} children`);
  });

  it('fill while pages arrive: progress shows a growing count', async () => {
    const testing = await api();
    const records = generateNames(1500, { seed: 3 });
    // Pages of 10: a batch of 100 pages carries 1,000 names, so the list arrives in two steps, each
    // slower than the view's 250 ms between redraws while loading.
    const node = await devnet({
      names: records, personality: 'sessions', maxIteratorResultItems: 10, faults: [{ kind: 'latency', method: 'traverseiterator', latencyMs: 400 }],
    });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    const growing = await waitFor('a growing count', () => {
      const s = testing.snapshot(ALL);
      return s.generation > before && s.state === 'loading' && /^[1-9][\d,]*…$/.test(s.description ?? '') ? s : undefined;
    });
    assert.ok(growing.loaded > 0 && growing.loaded < 1500);
    const done = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'loaded');
    assert.equal(done.names.length, 1500);
  });

  it('fill from a distant node (every HTTP request answered 50 ms late) in a few batched round trips', async () => {
    const testing = await api();
    const records = generateNames(20_000, { seed: 50, owners: 4 });
    const node = await devnet({ names: records, personality: 'sessions', latencyMs: 50 });
    const before = { all: testing.snapshot(ALL).generation, owner: testing.snapshot(OWNER).generation };
    await setSettings({ rpcUrl: node.url, owner: SAMPLE_ADDRESS });
    const expected = sortedNames(records);
    const all = await waitForView(testing, ALL, (s) => s.generation > before.all && s.state === 'loaded' && s.names.length === expected.length, 'All Domains from the distant node');
    assert.deepEqual(all.names, expected);
    assert.equal(all.complete, true);
    assert.equal(all.strategy, 'session');
    const mine = sortedNames(records.filter((r) => r.owner === SAMPLE_OWNER));
    const owner = await waitForView(testing, OWNER, (s) => s.generation > before.owner && s.state === 'loaded' && s.names.length === mine.length, 'Owner Domains from the distant node');
    assert.deepEqual(owner.names, mine);
    // Pages travel 100 calls to a request: ⌈20,001 / 10,000⌉ batches for All Domains, one for the owner's.
    const pageRequests = node.httpRequests.filter((r) => r.methods.includes('traverseiterator'));
    assert.ok(pageRequests.length <= 3 + 1, `${pageRequests.length} HTTP requests carried iterator pages`);
    assert.ok(node.httpRequests.every((r) => r.calls <= 100));
    await waitFor('the sessions closed', () => node.openSessions === 0);
    await setSettings({ owner: undefined });
  });

  it('reload on settings changes: the node reloads both views, the owner only the owner view', async () => {
    const testing = await api();
    const records = generateNames(200, { seed: 5, owners: 3 });
    const node = await devnet({ names: records, personality: 'csharp-legacy' });
    const allBefore = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url, owner: SAMPLE_ADDRESS });
    const all = await waitForView(testing, ALL, (s) => s.generation > allBefore && s.state === 'loaded', 'All Domains reloaded');
    assert.deepEqual(all.names, sortedNames(records));
    const mine = sortedNames(records.filter((r) => r.owner === SAMPLE_OWNER));
    const owner = await waitForView(testing, OWNER, (s) => s.state === 'loaded' && s.names.length === mine.length, 'Owner Domains loaded');
    assert.deepEqual(owner.names, mine);
    // The count beside the title; the address is the owner's row, which holds the names.
    assert.equal(owner.description, `${mine.length}`);
    const ownerRows = await testing.render(OWNER);
    assert.equal(ownerRows.length, 1);
    const ownerRow = ownerRows[0];
    assert.deepEqual([ownerRow?.kind, ownerRow?.label, ownerRow?.contextValue, ownerRow?.description], ['owner', shortAddress(SAMPLE_ADDRESS), 'nns.owner.configured', `${mine.length}`]);
    assert.ok(ownerRow?.tooltip?.includes(SAMPLE_OWNER), ownerRow?.tooltip);
    assert.deepEqual(ownerRow?.children.map((row) => row.label), mine);

    // Another owner: the owner view reloads, All Domains does not.
    const allGeneration = testing.snapshot(ALL).generation;
    const ownerGeneration = testing.snapshot(OWNER).generation;
    const other = records.find((r) => r.owner !== SAMPLE_OWNER)?.owner;
    assert.ok(other);
    await setSettings({ owner: other });
    const theirs = await waitForView(testing, OWNER, (s) => s.generation > ownerGeneration && s.state === 'loaded', 'owner reloaded');
    assert.deepEqual(theirs.names, sortedNames(records.filter((r) => r.owner === other)));
    assert.equal(testing.snapshot(ALL).generation, allGeneration);
    await setSettings({ owner: undefined });
    await waitForView(testing, OWNER, (s) => s.state === 'unconfigured', 'owner cleared');
  });

  it('mark names that were not valid UTF-8 and show hostile names as plain, visible text', async () => {
    const testing = await api();
    const invalid = new Uint8Array([0x62, 0xff, 0x2e, 0x6e, 0x65, 0x6f]); // "b\xff.neo"
    const node = await devnet({
      personality: 'neo-go',
      names: [
        // Far from expiring by any clock, so its icon stays the plain globe once its details load.
        { name: 'a.neo', owner: SAMPLE_OWNER, expiration: Date.now() + 400 * 86_400_000 },
        { name: invalid, owner: SAMPLE_OWNER },
        { name: 'c\u202eoen.neo', owner: SAMPLE_OWNER },
        { name: '[x](command:nns.showLog).neo', owner: SAMPLE_OWNER },
      ],
    });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'odd names loaded');
    const rows = await testing.render(ALL);
    const byLabel = new Map(rows.map((row) => [row.label, row]));
    assert.equal(byLabel.get('a.neo')?.icon, 'globe');
    const broken = byLabel.get('b\ufffd.neo');
    assert.equal(broken?.icon, 'warning');
    assert.match(broken?.tooltip ?? '', /not valid UTF-8/);
    assert.ok(byLabel.has('c\\u{202e}oen.neo'), [...byLabel.keys()].join(' | '));
    assert.ok(byLabel.has('[x](command:nns.showLog).neo'));
    // Enter or a click opens the details: always our own command, whatever the name says.
    assert.ok(rows.every((row) => row.command === 'nns.showDomainDetails'), 'a domain row runs another command');
  });

  it('a node with sessions off: a complete All Domains of 5,000 names, read from the contract\'s storage', async () => {
    const testing = await api();
    const records = generateNames(5000, { seed: 19, tlds: ['neo', 'n3'] });
    const node = await devnet({ names: records, personality: 'csharp-nosession' });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'All Domains from storage');
    assert.deepEqual(all.names, sortedNames(records));
    assert.equal(all.complete, true);
    assert.equal(all.strategy, 'storage');
    assert.equal(all.message, undefined, 'no Partial list message');
    assert.equal(all.description, '5,000');
    const rows = await testing.render(ALL);
    assert.ok(rows.every((row) => row.kind === 'group'), 'grouped, no action row');
    const name = leaves(rows)[0]?.label ?? '';
    const tooltip = await testing.hover(ALL, name);
    assert.equal(tooltip?.split('\n').at(-1), 'Listed from the contract\'s storage, checked against the contract\'s own answer: this node keeps no iterator sessions.');
  });

  it('say so when the list is partial, with an action to pick another node; Find Domain still finds a name beyond it', async () => {
    const testing = await api();
    // C# 3.5 with sessions off: no findstorage, only the unwrap script, which cannot return 3,000 names.
    const records = generateNames(3000, { seed: 9 });
    const node = await devnet({ names: records, personality: 'csharp-nofindstorage' });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: node.url });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'partial list');
    assert.equal(all.complete, false);
    assert.ok(all.names.length > 0 && all.names.length < 3000);
    // One plain sentence; the row below it is the second line; the node's reasons are in its tooltip.
    // The contract's count came in the list's first request: of how many these are the first.
    assert.equal(all.message, `Showing the first ${all.names.length.toLocaleString('en-US')} of 3,000 names: this node cannot hand out more.`);
    assert.equal(all.description, `${all.names.length.toLocaleString('en-US')} of 3,000`, 'partial: the count of the contract\'s');
    const first = (await testing.render(ALL))[0];
    assert.deepEqual([first?.kind, first?.label, first?.command], ['action', 'Select Another Node…', 'nns.selectNode']);
    assert.match(first?.tooltip ?? '', /sessions disabled/);
    assert.match(first?.tooltip ?? '', /does not serve findstorage/);

    // A name the node holds but could not list: Find Domain opens its details instead of saying it does not exist.
    const beyond = sortedNames(records).find((name) => !all.names.includes(name)) ?? '';
    assert.equal(await vscode.commands.executeCommand('nns.findDomain', beyond), beyond);
    const editor = await waitFor('the details of the name', () => vscode.window.activeTextEditor?.document.uri.scheme === 'nns-details' ? vscode.window.activeTextEditor : undefined);
    assert.equal(editor.document.uri.path, `/${beyond}`, 'the tab is titled with the name');
    await waitFor('its state', () => /^State: +active/m.test(editor.document.getText()) || undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
