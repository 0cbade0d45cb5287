// Export Domains… and the Owner Domains badge in the real editor: files written through
// vscode.workspace.fs into the workspace, read back and parsed; the badge as VS Code holds it
// (TreeView.badge), against devnets whose chain clock is now.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { scriptHashToAddress } from '../../src/core';
import type { ExportResult } from '../../src/commands/exportDomains';
import { generateNames, NNS_MAINNET_HASH, SAMPLE_OWNER, type Devnet, type DomainRecord } from '../devnet';
import { parseCsv, unneutralised } from '../unit/support/csvParse';
import { ALL, api, closeDevnets, devnet, OWNER, SAMPLE_ADDRESS, setSettings, showViews, sortedNames, waitFor, waitForOwner, waitForView } from './helpers';

const DAY = 86_400_000;
const OTHER = `0x${'33'.repeat(20)}`;
const OTHER_ADDRESS = scriptHashToAddress(OTHER);
const INVALID = new Uint8Array([0x3d, 0xff, 0x2e, 0x6e, 0x65, 0x6f]); // "=\xff.neo": not UTF-8, and a formula
const HOSTILE = ['=cmd|\' /C calc\'!A0.neo', 'a,b "c"\r\nd.neo', '@sum.neo', '+1.neo', '-x.neo', '\u202eevil.neo', 'tab\tin.neo'];

function folder(): vscode.Uri {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri;
  assert.ok(root, 'the integration workspace has a folder');
  return root;
}

async function read(uri: vscode.Uri): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await vscode.workspace.fs.readFile(uri));
}

/** Prefix of a NameState in the NNS contract's storage (`0x21 ‖ RIPEMD-160(name)`). */
const NAME_STATE_PREFIX = 0x21;

/**
 * The names whose details the devnet was asked for: a `getstorage` of each one's NameState, or (where
 * storage is refused) an `invokefunction properties`.
 */
function detailsAsked(node: Devnet): number {
  return node.requests.filter((request) => {
    const params = request.params as unknown[] | undefined;
    if (request.method === 'getstorage') return typeof params?.[1] === 'string' && Buffer.from(params[1], 'base64')[0] === NAME_STATE_PREFIX;
    return request.method === 'invokefunction' && params?.[1] === 'properties';
  }).length;
}

/** The HTTP requests that carried details: NameState reads or `properties` calls. */
function detailsRequests(node: Devnet): Devnet['httpRequests'] {
  return node.httpRequests.filter((r) => r.methods.includes('getstorage') || (r.calls > 1 && r.methods.every((m) => m === 'invokefunction')));
}

describe('export and the expiry badge', () => {
  after(closeDevnets);

  const now = Date.now();
  const table: DomainRecord[] = [
    { name: 'alive.neo', owner: SAMPLE_OWNER, expiration: now + 400 * DAY },
    { name: 'soon.neo', owner: SAMPLE_OWNER, expiration: now + 12 * DAY + 6 * 3_600_000 },
    { name: 'sooner.neo', owner: SAMPLE_OWNER, expiration: now + 3 * DAY + 6 * 3_600_000 },
    { name: 'gone.neo', owner: SAMPLE_OWNER, expiration: now - 5 * DAY },
    { name: INVALID, owner: SAMPLE_OWNER, expiration: now + 100 * DAY },
    ...HOSTILE.map((name) => ({ name, owner: OTHER, expiration: now + 200 * DAY })),
    { name: 'theirs-soon.neo', owner: OTHER, expiration: now + 2 * DAY + 6 * 3_600_000 },
  ];
  let node: Devnet;

  before(async () => {
    const testing = await api();
    node = await devnet({ names: table, personality: 'neo-go', blockTime: now });
    const before = testing.snapshot(OWNER).generation;
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: SAMPLE_ADDRESS, expiryWarningDays: undefined });
    await vscode.commands.executeCommand('nns.clearFilter');
    await showViews();
    await waitForView(testing, OWNER, (s) => s.generation > before && s.state === 'loaded', 'Owner Domains loaded');
    await waitForView(testing, ALL, (s) => s.state === 'loaded' && s.names.length === table.length, 'All Domains loaded');
  });

  it('the badge counts the configured owner\'s names expiring within the warning period, not the expired; its tooltip says which', async () => {
    const testing = await api();
    const badge = await waitFor('the badge', () => testing.badge(OWNER)?.value === 2 && testing.badge(OWNER));
    assert.match(badge.tooltip, new RegExp(`^2 names of ${SAMPLE_ADDRESS} expire within 30 days: sooner\\.neo \\(in 3 days\\), soon\\.neo \\(in 12 days\\)\\. Renew Expiring Names… renews them\\.$`));
    assert.equal(testing.badge(ALL), undefined, 'All Domains has no badge');
  });

  it('the badge follows nns.expiryWarningDays and the configured owner, and is cleared when none expires', async () => {
    const testing = await api();
    await setSettings({ expiryWarningDays: 5 });
    await waitFor('one name within 5 days', () => testing.badge(OWNER)?.value === 1);
    await setSettings({ expiryWarningDays: 0 });
    await waitFor('cleared with no warning period', () => testing.badge(OWNER) === undefined);
    await setSettings({ expiryWarningDays: 500 });
    await waitFor('three within 500 days (the expired one never)', () => testing.badge(OWNER)?.value === 3);
    await setSettings({ expiryWarningDays: undefined });
    // Another configured owner: its own names count.
    await setSettings({ owner: OTHER_ADDRESS });
    const theirs = await waitFor('the other owner\'s badge', () => testing.badge(OWNER)?.tooltip.includes(OTHER_ADDRESS) && testing.badge(OWNER));
    assert.equal(theirs.value, 1);
    assert.match(theirs.tooltip, /theirs-soon\.neo \(in 2 days\)/);
    // A looked-up owner does not count: only the configured one.
    await vscode.commands.executeCommand('nns.lookUpOwner', SAMPLE_ADDRESS);
    await waitForOwner(testing, SAMPLE_ADDRESS, (o) => o.state === 'loaded', 'looked up');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(testing.badge(OWNER)?.value, 1);
    await vscode.commands.executeCommand('nns.ownerDomains.backToConfiguredOwner');
    await setSettings({ owner: SAMPLE_ADDRESS });
    await waitFor('back to two', () => testing.badge(OWNER)?.value === 2 && testing.badge(OWNER)?.tooltip.includes(SAMPLE_ADDRESS));
  });

  it('exports All Domains as filtered to CSV: the header as comments, hostile names quoted and neutralised, nothing fetched', async () => {
    const testing = await api();
    await vscode.commands.executeCommand('nns.filter', ALL, '.neo');
    const shown = await waitForView(testing, ALL, (s) => s.filter === '.neo', 'filtered');
    node.clearRequests();
    const uri = vscode.Uri.joinPath(folder(), 'exports', 'all.csv');
    const result = await vscode.commands.executeCommand<ExportResult>('nns.exportDomains', ALL, { uri });
    assert.equal(node.requests.length, 0, 'an export asks the node nothing');
    assert.equal(result.names, shown.names.length);
    const text = await read(uri);
    assert.ok(text.startsWith('\ufeff# NNS Explorer export of All Domains\r\n'));
    assert.match(text, new RegExp(`\\r\\n# node: ${node.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\r\\n# contract: ${NNS_MAINNET_HASH}\\r\\n`));
    assert.match(text, /\r\n# filter: '\.neo'\r\n# complete: yes\r\n/);
    const records = parseCsv(text.slice(1));
    assert.deepEqual(records[0], ['name', 'state', 'expiration', 'owner', 'invalidUtf8']);
    assert.deepEqual(records.slice(1).map((r) => unneutralised(r[0] ?? '')), shown.names);
    for (const record of records.slice(1)) assert.doesNotMatch(record[0] ?? '', /^[=+\-@\t\r]/, 'no cell starts as a formula');
    const byName = new Map(records.slice(1).map((r) => [unneutralised(r[0] ?? ''), r]));
    // The contract hides an expired name's owner; its storage kept it, and when it expired.
    assert.deepEqual(byName.get('gone.neo')?.slice(1), ['expired', new Date(now - 5 * DAY).toISOString(), SAMPLE_ADDRESS, 'false']);
    assert.deepEqual(byName.get('sooner.neo')?.slice(1, 2), ['expiring']);
    assert.equal(byName.get('=\ufffd.neo')?.[4], 'true', 'a name that was not UTF-8 is flagged');
    await vscode.commands.executeCommand('nns.clearFilter', ALL);
  });

  it('exports Owner Domains with every owner shown to JSON: each name with its list owner and what is known of it', async () => {
    const testing = await api();
    await vscode.commands.executeCommand('nns.lookUpOwner', OTHER_ADDRESS);
    await waitForOwner(testing, OTHER_ADDRESS, (o) => o.state === 'loaded', 'the other owner loaded');
    const uri = vscode.Uri.joinPath(folder(), 'exports', 'owners.json');
    const result = await vscode.commands.executeCommand<ExportResult>('nns.exportDomains', OWNER, { uri });
    const parsed = JSON.parse(await read(uri)) as {
      view: string; node: string; contract: string; exportedAt: string; complete: boolean;
      lists: Array<{ owner: string; role: string; names: number; complete: boolean }>;
      domains: Array<{ listOwner: string; name: string; state: string; expiration: string | null; owner: string | null; invalidUtf8: boolean }>;
    };
    assert.equal(parsed.view, 'Owner Domains');
    assert.deepEqual([parsed.node, parsed.contract, parsed.complete], [node.url, NNS_MAINNET_HASH, true]);
    assert.ok(Math.abs(Date.parse(parsed.exportedAt) - Date.now()) < 60_000);
    assert.deepEqual(parsed.lists.map((l) => [l.owner, l.role, l.names]), [[SAMPLE_ADDRESS, 'configured', 5], [OTHER_ADDRESS, 'browsed', HOSTILE.length + 1]]);
    const mine = parsed.domains.filter((d) => d.listOwner === SAMPLE_ADDRESS);
    assert.deepEqual(mine.map((d) => d.name), sortedNames(table.filter((r) => r.owner === SAMPLE_OWNER)));
    const theirs = parsed.domains.filter((d) => d.listOwner === OTHER_ADDRESS).map((d) => d.name);
    assert.deepEqual(theirs, sortedNames(table.filter((r) => r.owner === OTHER)), 'hostile names exactly as listed');
    const soon = parsed.domains.find((d) => d.name === 'soon.neo');
    assert.deepEqual([soon?.state, soon?.owner], ['expiring', SAMPLE_ADDRESS]);
    assert.equal(soon?.expiration, new Date(now + 12 * DAY + 6 * 3_600_000).toISOString());
    assert.equal(result.names, parsed.domains.length);
    await vscode.commands.executeCommand('nns.ownerDomains.backToConfiguredOwner');
  });

  it('the commands are registered; details not loaded are exported as unknown and never fetched, unless loadDetails asks', async function () {
    this.timeout(120_000);
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['nns.exportDomains', 'nns.allDomains.exportDomains', 'nns.ownerDomains.exportDomains']) assert.ok(commands.includes(id), id);
    // 1,200 names, a grouped list whose rows ask for no details until opened; no configured owner
    // whose badge would ask for some.
    const testing = await api();
    const grouped = await devnet({ names: generateNames(1200, { seed: 5, owners: 3 }), personality: 'sessions' });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ owner: undefined });
    await setSettings({ rpcUrl: grouped.url });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded' && s.names.length === 1200, '1,200 names');
    assert.ok(all.grouped);
    await new Promise((resolve) => setTimeout(resolve, 300));
    grouped.clearRequests();
    const unknown = await vscode.commands.executeCommand<ExportResult>('nns.exportDomains', ALL, { uri: vscode.Uri.joinPath(folder(), 'exports', 'unknown.csv') });
    assert.equal(detailsAsked(grouped), 0, 'nothing fetched unasked');
    assert.equal(unknown.detailsUnknown, 1200);
    const loaded = await vscode.commands.executeCommand<ExportResult>('nns.exportDomains', ALL, { uri: vscode.Uri.joinPath(folder(), 'exports', 'loaded.json'), loadDetails: true });
    assert.equal(detailsAsked(grouped), unknown.detailsUnknown, 'each missing name asked for once');
    assert.equal(loaded.detailsUnknown, 0);
    const batches = detailsRequests(grouped);
    assert.ok(batches.length >= Math.ceil(1200 / 99), `${batches.length} requests`);
    assert.ok(batches.every((r) => r.calls <= 100), 'in batches of at most 100 calls');
    const states = (JSON.parse(await read(vscode.Uri.joinPath(folder(), 'exports', 'loaded.json'))) as { domains: Array<{ state: string }> }).domains.map((d) => d.state);
    assert.ok(!states.includes('unknown'));
    await setSettings({ rpcUrl: node.url, owner: SAMPLE_ADDRESS });
    await waitForView(testing, ALL, (s) => s.state === 'loaded' && s.names.length === table.length, 'back to the small devnet');
  });

  it('100,000 names export without freezing the extension host (timers keep firing); the figures are printed', async function () {
    this.timeout(240_000);
    const testing = await api();
    const big = await devnet({ names: generateNames(100_000, { seed: 77 }), personality: 'sessions' });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: big.url });
    await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded' && s.names.length === 100_000, '100,000 names', 120_000);
    for (const format of ['csv', 'json'] as const) {
      const uri = vscode.Uri.joinPath(folder(), 'exports', `big.${format}`);
      // A timer that should fire every 10 ms: the gaps between its ticks are how long the host was busy.
      let ticks = 0;
      let last = performance.now();
      let longestGap = 0;
      const timer = setInterval(() => {
        const at = performance.now();
        longestGap = Math.max(longestGap, at - last);
        last = at;
        ticks++;
      }, 10);
      const started = performance.now();
      let result: ExportResult;
      try {
        result = await vscode.commands.executeCommand<ExportResult>('nns.exportDomains', ALL, { uri });
      } finally {
        clearInterval(timer);
      }
      const elapsed = performance.now() - started;
      const stat = await vscode.workspace.fs.stat(uri);
      console.log(`      export of 100,000 names as ${format.toUpperCase()}: ${Math.round(elapsed)} ms, ${(stat.size / 1e6).toFixed(1)} MB, ` +
        `${result.slices} slices (longest ${result.longestSliceMs.toFixed(1)} ms), the write ${Math.round(result.writeMs)} ms; a 10 ms timer fired ${ticks} times, longest gap ${Math.round(longestGap)} ms`);
      assert.equal(result.names, 100_000);
      assert.equal(stat.size, result.bytes);
      assert.ok(result.slices > 1, 'the export yielded to the event loop');
      assert.ok(ticks > 1, 'other work ran during the export');
    }
    const parsed = JSON.parse(await read(vscode.Uri.joinPath(folder(), 'exports', 'big.json'))) as { names: number; domains: unknown[] };
    assert.equal(parsed.domains.length, 100_000);
    await setSettings({ rpcUrl: node.url });
    await waitForView(testing, ALL, (s) => s.state === 'loaded' && s.names.length === table.length, 'back to the small devnet');
  });

  it('an owner with 3,000 names: the badge\'s expirations arrive in full batches, 99 names to a request', async function () {
    this.timeout(120_000);
    const testing = await api();
    const many: DomainRecord[] = Array.from({ length: 3000 }, (_, i) => ({
      name: `n${String(i).padStart(4, '0')}.neo`, owner: SAMPLE_OWNER, expiration: now + (i % 100 === 7 ? 9 : 300) * DAY,
    }));
    const owned = await devnet({ names: many, personality: 'sessions', blockTime: now });
    const before = testing.snapshot(OWNER).generation;
    await setSettings({ rpcUrl: owned.url });
    await waitForView(testing, OWNER, (s) => s.generation > before && s.state === 'loaded' && s.names.length === 3000, '3,000 names');
    const badge = await waitFor('the badge of 30 names', () => testing.badge(OWNER)?.value === 30 && testing.badge(OWNER), 60_000);
    assert.match(badge.tooltip, /^30 names of .* expire within 30 days: n0007\.neo \(in (8|9) days\), .* and 25 more\. Renew Expiring Names… renews them\.$/);
    const details = detailsRequests(owned);
    const calls = details.reduce((sum, r) => sum + r.calls, 0);
    console.log(`      badge of an owner with 3,000 names: ${details.length} details requests carrying ${calls} calls`);
    assert.ok(details.every((r) => r.calls <= 100), 'at most 99 names (100 calls) per request');
    // A NameState of each name from storage, 99 to a request (some were loaded by the view's rows).
    assert.ok(details.length >= 2 && details.length <= Math.ceil(3000 / 99) + 2, `${details.length} requests`);
    await setSettings({ rpcUrl: node.url });
    await waitForView(testing, OWNER, (s) => s.state === 'loaded' && s.names.length === 5, 'back to the small devnet');
  });
});
