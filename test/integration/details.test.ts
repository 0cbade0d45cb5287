import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import * as vscode from 'vscode';
import type { RenderedRow } from './testBuild/api';
import { scriptHashToAddress } from '../../src/core';
import { generateNames, NNS_MAINNET_HASH, SAMPLE_OWNER, type Devnet, type DomainRecord } from '../devnet';
import { ALL, api, closeDevnets, devnet, leaves, OWNER, SAMPLE_ADDRESS, setSettings, showViews, sortedNames, waitFor, waitForOwner, waitForView } from './helpers';

const DAY = 86_400_000;
const OTHER = `0x${'22'.repeat(20)}`;
const OTHER_ADDRESS = scriptHashToAddress(OTHER);
const HOSTILE_NAME = '[x](command:nns.showLog)\u202e.neo';
const HOSTILE_TXT = 'line1\nline2 [y](command:workbench.action.openSettings) \u202e $(zap)';
const hex = (text: string) => Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

/** The key of a name's NameState: 0x21 ‖ RIPEMD-160(name), in base64. */
const nameStateKey = (name: string) => Buffer.concat([Buffer.of(0x21), Buffer.from(ripemd160(new TextEncoder().encode(name)))]).toString('base64');

/** The details requests the devnet received: `getstorage` of a NameState, or `invokefunction properties`. */
function detailsRequests(node: Devnet) {
  return node.requests.filter((request) => request.method === 'getstorage'
    || (request.method === 'invokefunction' && (request.params as unknown[] | undefined)?.[1] === 'properties'));
}

/** The names among `candidates` whose details the devnet was asked for. */
function detailsAsked(node: Devnet, candidates: readonly string[]): string[] {
  const byKey = new Map(candidates.map((name) => [nameStateKey(name), name]));
  return detailsRequests(node).flatMap((request) => {
    const params = request.params as [string, unknown, Array<{ value: string }>?];
    if (request.method === 'getstorage') return [byKey.get(String(params[1])) ?? '(another name)'];
    return [params[2]?.[0]?.value ?? ''];
  });
}

/** The rows from the root down to the row labelled `label`. */
function pathTo(rows: readonly RenderedRow[], label: string): RenderedRow[] | undefined {
  for (const row of rows) {
    if (row.kind === 'domain' && row.label === label) return [row];
    const below = pathTo(row.children, label);
    if (below) return [row, ...below];
  }
  return undefined;
}

describe('domain details', () => {
  after(closeDevnets);

  const now = Date.now();
  const table: DomainRecord[] = [
    { name: 'alive.neo', owner: SAMPLE_OWNER, expiration: now + 400 * DAY, admin: OTHER, records: [{ type: 1, data: '10.0.0.1' }, { type: 16, data: HOSTILE_TXT }] },
    { name: 'soon.neo', owner: SAMPLE_OWNER, expiration: now + 12 * DAY + 6 * 3_600_000 },
    { name: 'gone.neo', owner: SAMPLE_OWNER, expiration: now - 5 * DAY },
    { name: HOSTILE_NAME, owner: SAMPLE_OWNER, expiration: now + 200 * DAY },
    { name: 'theirs.neo', owner: OTHER, expiration: now + 100 * DAY },
  ];
  const mine = sortedNames(table.filter((record) => record.owner === SAMPLE_OWNER));
  let node: Devnet;
  /** The long list of the lazy-loading tests. */
  let big: Devnet;

  /** Waits until every domain row of the view shows a description (its details are there). */
  const described = (view: typeof ALL, count: number) =>
    waitForRows(view, (rows) => rows.size === count && [...rows.values()].every((row) => row.description !== undefined));

  before(async () => {
    const testing = await api();
    // The chain's clock runs with this machine's, so "expired" and "in 12 days" agree on both sides.
    node = await devnet({ names: table, personality: 'neo-go', blockTime: now });
    const before = testing.snapshot(OWNER).generation;
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: SAMPLE_ADDRESS, expiryWarningDays: undefined });
    await showViews();
    await waitForView(testing, OWNER, (s) => s.generation > before && s.state === 'loaded' && s.names.length === mine.length, 'Owner Domains loaded');
    await vscode.commands.executeCommand('nns.ownerDomains.sortByName');
  });

  it('Owner Domains: each name says when it expires; expired and expiring names are marked in both views', async () => {
    const rows = await described(OWNER, mine.length);
    const alive = rows.get('alive.neo');
    assert.equal(alive?.description, new Date(now + 400 * DAY).toISOString().slice(0, 10));
    assert.equal(alive?.icon, 'globe');
    assert.equal(alive?.decoration, undefined);
    assert.match(alive?.tooltip ?? '', new RegExp(`Owner ${SAMPLE_ADDRESS}`));
    assert.match(alive?.tooltip ?? '', new RegExp(`Admin ${OTHER_ADDRESS}`));

    const soon = rows.get('soon.neo');
    assert.equal(soon?.description, 'in 12 days');
    assert.equal(soon?.icon, 'clock');
    assert.deepEqual(soon?.decoration, { badge: '!', tooltip: 'Expires in 12 days', color: 'list.warningForeground' });

    // The node keeps an expired name's NameState: when it expired, and who held it.
    const gone = rows.get('gone.neo');
    const goneDate = new Date(now - 5 * DAY).toISOString().slice(0, 10);
    assert.equal(gone?.description, 'expired', 'its date is in the tooltip');
    assert.equal(gone?.icon, 'circle-slash');
    assert.deepEqual(gone?.decoration, { badge: '✕', tooltip: 'Expired', color: 'list.errorForeground' });
    assert.match(gone?.tooltip ?? '', new RegExp(`^gone\\.neo\\nExpired ${goneDate} [\\d:]+ UTC \\(5 days ago\\)\\nLast owner ${SAMPLE_ADDRESS} `));

    // The resourceUri carries an opaque key, never the name.
    const hostile = rows.get('[x](command:nns.showLog)\\u{202e}.neo');
    assert.equal(hostile?.resourceUri, `nns-domain:/${hex(HOSTILE_NAME)}`);
    assert.match(hostile?.description ?? '', /^\d{4}-\d\d-\d\d$/);
    // An expired name's menus leave out Show Owner's Domains and Copy Owner Address: they could only fail.
    for (const row of rows.values()) assert.equal(row.contextValue, row.label === 'gone.neo' ? 'nns.domain.expired' : 'nns.domain', row.label);

    // All Domains marks the same names once their details are there (a short list: all rows are shown).
    const all = await described(ALL, table.length);
    assert.equal(all.get('gone.neo')?.icon, 'circle-slash');
    assert.equal(all.get('gone.neo')?.decoration?.badge, '✕');
    assert.equal(all.get('soon.neo')?.decoration?.badge, '!');
    assert.equal(all.get('theirs.neo')?.description, new Date(now + 100 * DAY).toISOString().slice(0, 10));
  });

  it('nns.expiryWarningDays moves the warning', async () => {
    await setSettings({ expiryWarningDays: 0 });
    let rows = await waitForRows(OWNER, (r) => r.get('soon.neo')?.decoration === undefined);
    assert.match(rows.get('soon.neo')?.description ?? '', /^\d{4}-\d\d-\d\d$/);
    assert.equal(rows.get('soon.neo')?.icon, 'globe');
    assert.equal(rows.get('gone.neo')?.decoration?.badge, '✕', 'expired names are always marked');
    await setSettings({ expiryWarningDays: 500 });
    rows = await waitForRows(OWNER, (r) => r.get('alive.neo')?.decoration?.badge === '!');
    assert.match(rows.get('alive.neo')?.description ?? '', /^in (399|400) days$/);
    await setSettings({ expiryWarningDays: undefined });
    await waitForRows(OWNER, (r) => r.get('alive.neo')?.decoration === undefined);
  });

  it('sorts Owner Domains by expiration and back by name, from the title-bar commands', async () => {
    const testing = await api();
    await vscode.commands.executeCommand('nns.ownerDomains.sortByExpiration');
    assert.equal(testing.snapshot(OWNER).sortBy, 'expiration');
    const byExpiration = leaves(await testing.render(OWNER)).map((row) => row.label);
    // Live names soonest first, the expired after them.
    assert.deepEqual(byExpiration, ['soon.neo', '[x](command:nns.showLog)\\u{202e}.neo', 'alive.neo', 'gone.neo']);
    await vscode.commands.executeCommand('nns.ownerDomains.sortByName');
    assert.equal(testing.snapshot(OWNER).sortBy, 'name');
    assert.deepEqual(leaves(await testing.render(OWNER)).map((row) => row.label), ['[x](command:nns.showLog)\\u{202e}.neo', 'alive.neo', 'gone.neo', 'soon.neo']);
  });

  it('nns.showDomainDetails opens a read-only document: owner, expiration, admin, records, all chain text escaped', async () => {
    const uri = await vscode.commands.executeCommand<string>('nns.showDomainDetails', 'alive.neo');
    assert.equal(uri, `nns-details:/alive.neo?${hex('alive.neo')}`);
    const editor = await waitFor('the details editor', () => (vscode.window.activeTextEditor?.document.uri.toString() === uri ? vscode.window.activeTextEditor : undefined));
    const text = editor.document.getText();
    assert.equal(editor.document.languageId, 'plaintext');
    assert.match(text, /^alive\.neo\n/);
    assert.match(text, /^State: +active$/m);
    assert.match(text, new RegExp(`^Expires: +${new Date(now + 400 * DAY).toISOString().slice(0, 10)} `, 'm'));
    assert.match(text, new RegExp(`^Owner: +${SAMPLE_ADDRESS}$`, 'm'));
    assert.match(text, new RegExp(`^Owner hash: +${SAMPLE_OWNER}$`, 'm'));
    assert.match(text, new RegExp(`^Admin: +${OTHER_ADDRESS} \\(${OTHER}\\)$`, 'm'));
    assert.match(text, /^Records: 2$/m);
    assert.match(text, /^ {2}A +alive\.neo +10\.0\.0\.1$/m);
    assert.match(text, /^ {2}TXT +alive\.neo +line1\\u\{a\}line2 \[y\]\(command:workbench\.action\.openSettings\) \\u\{202e\} \$\(zap\)$/m);
    assert.doesNotMatch(text, /\u202e/);
    // Read-only: a virtual document of our scheme.
    assert.equal(editor.document.uri.scheme, 'nns-details');

    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', vscode.Uri.parse(uri));
    // A held name in a trusted workspace: the write commands too, above the name beside Resolve….
    assert.deepEqual(lenses.map((lens) => lens.command?.command).sort(), [
      'nns.copyOwnerAddress', 'nns.deleteRecord', 'nns.renewName', 'nns.resolveName', 'nns.setAdmin', 'nns.setRecord', 'nns.showOwnerDomains', 'nns.transferName',
    ]);
    assert.ok(lenses.filter((lens) => lens.command?.command === 'nns.renewName' || lens.command?.command === 'nns.transferName').every((lens) => lens.range.start.line === 0));
    const ownerLens = lenses.find((lens) => lens.command?.command === 'nns.copyOwnerAddress');
    assert.match(editor.document.lineAt(ownerLens?.range.start.line ?? 0).text, new RegExp(`^Owner: +${SAMPLE_ADDRESS}$`));
    assert.equal(lenses.find((lens) => lens.command?.command === 'nns.resolveName')?.range.start.line, 0, 'Resolve… above the name');
  });

  it('nns.showDomainDetails: a hostile name stays out of the path and the text; expired and unknown names say so', async () => {
    const uri = await vscode.commands.executeCommand<string>('nns.showDomainDetails', HOSTILE_NAME);
    const parsed = vscode.Uri.parse(uri);
    // Titled with the name as the views show it: one path segment, hidden characters as escapes.
    assert.equal(parsed.path, '/[x](command:nns.showLog)\\u{202e}.neo');
    assert.equal(parsed.query, hex(HOSTILE_NAME));
    const hostile = (await vscode.workspace.openTextDocument(parsed)).getText();
    assert.equal(hostile.split('\n')[0], '[x](command:nns.showLog)\\u{202e}.neo');
    assert.doesNotMatch(hostile, /\u202e/);

    const gone = (await vscode.workspace.openTextDocument(vscode.Uri.parse(await vscode.commands.executeCommand<string>('nns.showDomainDetails', 'gone.neo')))).getText();
    assert.match(gone, new RegExp(`^State: +expired, held by ${SAMPLE_ADDRESS} until ${new Date(now - 5 * DAY).toISOString().slice(0, 10)}$`, 'm'));
    assert.match(gone, new RegExp(`^Owner: +${SAMPLE_ADDRESS}$`, 'm'));
    assert.match(gone, /^Records: not available$/m);

    // A name nobody holds is "not registered" (the contract's isAvailable), in a tab titled with the name.
    const missingUri = vscode.Uri.parse(await vscode.commands.executeCommand<string>('nns.showDomainDetails', 'missing.neo'));
    assert.equal(missingUri.path, '/missing.neo');
    const missing = (await vscode.workspace.openTextDocument(missingUri)).getText();
    assert.match(missing, /^State: +not registered\nNobody holds this name: anyone may register it\.$/m);
    assert.doesNotMatch(missing, /FAULT|invalid format/);
    const noRoot = (await vscode.workspace.openTextDocument(vscode.Uri.parse(await vscode.commands.executeCommand<string>('nns.showDomainDetails', 'missing.xyz')))).getText();
    assert.match(noRoot, /^State: +not registered\n\.xyz is not a top-level domain of this contract\.$/m);
  });

  it("Show Owner's Domains from a details document shows that owner beside the configured one, without touching the settings", async () => {
    const testing = await api();
    const uri = await vscode.commands.executeCommand<string>('nns.showDomainDetails', 'theirs.neo');
    const owner = await vscode.commands.executeCommand<string>('nns.showOwnerDomains', vscode.Uri.parse(uri));
    assert.equal(owner, OTHER_ADDRESS);
    assert.equal(vscode.workspace.getConfiguration('nns').inspect('owner')?.workspaceValue, SAMPLE_ADDRESS);
    const theirs = await waitForOwner(testing, OTHER_ADDRESS, (o) => o.state === 'loaded', "the other owner's domains");
    assert.deepEqual(theirs.names, ['theirs.neo']);
    assert.equal(theirs.role, 'browsed');
    assert.deepEqual(testing.snapshot(OWNER).owners.map((o) => o.address), [SAMPLE_ADDRESS, OTHER_ADDRESS]);
    await vscode.commands.executeCommand('nns.ownerDomains.backToConfiguredOwner');
    assert.deepEqual(testing.snapshot(OWNER).owners.map((o) => o.address), [SAMPLE_ADDRESS]);
  });

  it('nns.copyOwnerAddress copies the owner, loading the details when they are not loaded yet', async () => {
    const testing = await api();
    await vscode.commands.executeCommand('nns.refresh');
    node.clearRequests();
    const copied = await vscode.commands.executeCommand<string>('nns.copyOwnerAddress', 'soon.neo');
    assert.equal(copied, SAMPLE_ADDRESS);
    assert.ok(detailsAsked(node, ['soon.neo']).includes('soon.neo'), 'the details were asked for');
    const clipboard = await Promise.race([vscode.env.clipboard.readText(), new Promise<undefined>((resolve) => setTimeout(resolve, 3000))]);
    if (clipboard !== undefined) assert.equal(clipboard, SAMPLE_ADDRESS);
    assert.equal(await vscode.commands.executeCommand('nns.copyOwnerAddress', 'gone.neo'), SAMPLE_ADDRESS, 'an expired name: its last owner, from storage');
    await waitFor('no details pending', () => testing.pendingDetails === 0);
  });

  it('All Domains loads details lazily: an opened group asks for its names only, a hover for one name', async () => {
    const testing = await api();
    const records = generateNames(1500, { seed: 31, tlds: ['neo', 'gas'] });
    big = await devnet({ names: records, personality: 'sessions' });
    // Only All Domains may ask: no owner list, no open details document.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await setSettings({ owner: undefined });
    const before = testing.snapshot(ALL).generation;
    await setSettings({ rpcUrl: big.url });
    const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded', 'grouped list');
    assert.equal(all.grouped, true);
    await waitFor('no details pending', () => testing.pendingDetails === 0);
    const names = records.map((r) => r.name as string);
    assert.deepEqual(detailsAsked(big, names), [], 'groups closed: no details asked for');

    // Reveal a name: VS Code opens its groups, and only their rows' names are asked for.
    const rows = await testing.render(ALL);
    const target = leaves(rows.find((row) => row.label === '.neo')?.children ?? []).at(-1)?.label ?? '';
    const path = pathTo(rows, target) ?? [];
    assert.ok(path.length >= 2, `path to ${target}`);
    assert.equal(await vscode.commands.executeCommand('nns.findDomain', target), target);
    await waitForRows(ALL, (r) => r.get(target)?.description !== undefined);
    await waitFor('no details pending', () => testing.pendingDetails === 0);
    const asked = detailsAsked(big, names);
    const shown = new Set(path.slice(0, -1).flatMap((group) => group.children.filter((row) => row.kind === 'domain').map((row) => row.label)));
    const siblings = (path.at(-2)?.children ?? []).filter((row) => row.kind === 'domain').map((row) => row.label);
    assert.ok(asked.length > 0 && asked.length <= shown.size, `${asked.length} asked, ${shown.size} shown`);
    assert.ok(asked.every((name) => shown.has(name)), 'a name outside the opened groups was asked for');
    assert.ok(siblings.every((name) => asked.includes(name)), 'a row of the opened group was not asked for');
    assert.ok(asked.length < records.length / 4);
    // In batches: far fewer HTTP requests than names.
    const httpRequests = new Set(detailsRequests(big).map((r) => r.body)).size;
    assert.ok(httpRequests <= Math.ceil(asked.length / 50), `${httpRequests} HTTP requests for ${asked.length} names`);
    assert.ok(detailsRequests(big).every((r) => r.method === 'getstorage'), 'one getstorage per name, where the node allows it');

    // A hover asks for that one name.
    big.clearRequests();
    const other = leaves(rows.find((row) => row.label === '.gas')?.children ?? [])[0]?.label ?? '';
    const tooltip = await testing.hover(ALL, other);
    assert.match(tooltip ?? '', new RegExp(`^${other.replace(/\./g, '\\.')}\\n(Expires|Expired)`));
    assert.deepEqual(detailsAsked(big, names), [other]);

    // A refresh cancels the details in flight with the view's loads.
    big.setFaults([{ kind: 'latency', method: 'getstorage', latencyMs: 3000, times: 1 }]);
    const third = leaves(rows.find((row) => row.label === '.gas')?.children ?? [])[1]?.label ?? '';
    const hovering = testing.hover(ALL, third);
    await waitFor('a details request at the node', () => testing.pendingDetails > 0 && detailsAsked(big, names).includes(third));
    await vscode.commands.executeCommand('nns.refresh', ALL);
    assert.equal(testing.pendingDetails, 0);
    await hovering;
    big.setFaults([]);
  });

  it('a name whose details fail shows why on its row, and stays listed', async () => {
    const testing = await api();
    const all = await waitForView(testing, ALL, (s) => s.state === 'loaded' && s.grouped, 'grouped list');
    await waitFor('no details pending', () => testing.pendingDetails === 0);
    const rows = await testing.render(ALL);
    const name = leaves(rows.find((row) => row.label === '.gas')?.children ?? []).at(-1)?.label ?? '';
    assert.ok(all.names.includes(name));
    // Storage fails, then the contract calls it falls back to.
    const rpcError = { code: -32603, message: 'Internal error\n[x](command:nns.showLog)' };
    big.setFaults([{ kind: 'rpcError', method: 'getstorage', times: 1, rpcError }, { kind: 'rpcError', method: 'invokefunction', times: 2, rpcError }]);
    const tooltip = await testing.hover(ALL, name);
    assert.match(tooltip ?? '', /Details unavailable: RPC error -32603: Internal error \[x\]\(command:nns\.showLog\)/);
    const row = (await waitForRows(ALL, (r) => r.get(name)?.description !== undefined)).get(name);
    assert.equal(row?.description, 'no details');
    assert.equal(row?.icon, 'question');
    assert.equal(row?.decoration, undefined);
    assert.ok(testing.snapshot(ALL).names.includes(name));
    big.setFaults([]);
  });
});

/** Re-renders the view until `accept` holds for its domain rows by label. */
async function waitForRows(view: typeof ALL, accept: (rows: Map<string, RenderedRow>) => boolean, timeoutMs = 30_000): Promise<Map<string, RenderedRow>> {
  const testing = await api();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = new Map(leaves(await testing.render(view)).map((row) => [row.label, row]));
    if (accept(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`timed out waiting for rows of ${view}: ${JSON.stringify([...rows.values()].slice(0, 20).map((r) => [r.label, r.description, r.decoration?.badge]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
