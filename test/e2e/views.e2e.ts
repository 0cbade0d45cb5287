// The extension as a user meets it: the packaged .vsix in code-server, driven through the UI in
// Chromium, against devnets holding the playground's realistic sample. The steps build on each
// other (one editor for the whole suite): after a failed step the rest are skipped.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../devnet';
import { playgroundSample, type PlaygroundSample } from '../devnet/samplePlayground';
import { shortAddress } from '../../src/model/text/addressText';
import { NameSearch } from '../../src/model/tree/nameSearch';
import { lookUpOwner } from './support/lookUpOwner';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { below, escapeRegExp, ordinal, parseGroup, UI_TIMEOUT_MS, type TreeRow } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const OWNER = 'Owner Domains';

const nameOf = (name: string | Uint8Array) => (typeof name === 'string' ? name : new TextDecoder().decode(name));
const namesOf = (sample: PlaygroundSample, filter: (name: string, owner: string) => boolean = () => true) =>
  sample.names.filter((r) => filter(nameOf(r.name), r.owner)).map((r) => nameOf(r.name));
const labelOf = (name: string) => name.slice(0, name.lastIndexOf('.'));
const fmt = (n: number) => n.toLocaleString('en-US');

describe('NNS Explorer in VS Code (the packaged extension, driven through the UI)', function () {
  this.timeout(5 * 60_000); // a hang guard per step; the waits inside have their own

  // A flat list (up to 1,000 names show ungrouped) and a long one that the view groups. Expirations
  // are spread around now, on the devnets' chain clock and the editor's alike.
  const now = Date.now();
  const small = playgroundSample({ count: 400, seed: 11, now });
  const large = playgroundSample({ count: 20_000, seed: 7, now });
  // A C# node with sessions off: it can hand out only the first names of a list this long.
  const partial = playgroundSample({ count: 3000, seed: 5, now });
  let smallNode: Devnet;
  let largeNode: Devnet;
  let partialNode: Devnet;
  let session: Session;

  before(async () => {
    smallNode = await startDevnet({ names: small.names, personality: 'sessions', blockTime: now });
    largeNode = await startDevnet({ names: large.names, personality: 'sessions', blockTime: now });
    // C# 3.5 with sessions off: no findstorage either, so the list is partial (C# 3.6+ lists it from storage).
    partialNode = await startDevnet({ names: partial.names, personality: 'csharp-nofindstorage', blockTime: now });
    // No owner yet: the look-up test sets one through the UI.
    session = await Session.open({ name: 'views', userSettings: { 'nns.rpcUrl': smallNode.url } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await smallNode?.close();
    await largeNode?.close();
    await partialNode?.close();
  });

  it('shows every devnet name in All Domains after a click on the activity-bar icon', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(small.names.length)}$`));
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === small.names.length);
    assert.deepEqual(rows.map((r) => r.label), namesOf(small).sort(ordinal));
    assert.ok(rows.every((r) => r.level === 1 && r.expanded === undefined), 'a flat list of names');
    assert.ok(await wb.welcome(OWNER).isVisible(), 'Owner Domains offers to set an owner');
    await wb.scrollToTop(ALL);
    await session.shot('all domains flat');
  });

  it('Filter Domains… applied or cleared while the list is scrolled down brings its first row into sight', async () => {
    const wb = session.workbench;
    // A filter most names pass: the filtered list is still longer than the view, so nothing else scrolls it.
    const filter = 'a';
    const passing = namesOf(small, (name) => labelOf(name).toLowerCase().includes(filter)).length;
    await wb.scrollRowIntoView(ALL, small.names.length - 1);
    await wb.clickViewAction(ALL, 'Filter Domains…');
    const box = await wb.waitForQuickInput('Filter All Domains');
    await wb.quickInput().locator('input.input[placeholder="e.g. neo"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await box.fill(filter);
    await box.press('Enter');
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(passing)} of ${fmt(small.names.length)}$`));
    await firstRowInSight(session, `Filter: "${filter}"`);
    await wb.scrollRowIntoView(ALL, passing);
    await wb.clickViewMenuItem(ALL, 'Clear Filter');
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(small.names.length)}$`));
    await firstRowInSight(session, namesOf(small).sort(ordinal)[0]!);
  });

  it('looks up an owner from the palette (F1) and fills Owner Domains with its names, writing no setting', async () => {
    const wb = session.workbench;
    const owner = small.owners.find((o) => o.count >= 20 && o.count <= 120) ?? small.featured;
    const rows = await lookUpOwner(wb, owner);
    assert.deepEqual(rows.slice(1).map((r) => r.label), namesOf(small, (_, o) => o === owner.scriptHash).sort(ordinal));
    assert.ok(rows.slice(1).every((r) => r.level === 2));
    assert.ok(!existsSync(join(session.server.workspace, '.vscode', 'settings.json')), 'browsing wrote the workspace settings');
  });

  it('takes an address pasted into the list of recent owners with one Enter, and shows it beside the first', async () => {
    const wb = session.workbench;
    const first = small.owners.find((o) => o.count >= 20 && o.count <= 120) ?? small.featured;
    const second = small.owners.find((o) => o !== first && o.count >= 3 && o.count <= 12) ?? small.owners[small.owners.length - 1]!;
    const input = await wb.runCommandAsking('Neo Name Service: Look Up Domains of Owner…', 'Look Up Domains of Owner');
    // The list of recent owners is open: a pasted address is taken at once, no second input box.
    await input.fill(second.address);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row.focused .label-name', { hasText: second.address }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.press('Enter');
    await wb.waitForDescription(OWNER, new RegExp(`^${fmt(first.count + second.count)}$`));
    const rows = await wb.readRowsWhen(OWNER, (read) => read.filter((r) => r.level === 1).length === 2 && read.length === first.count + second.count + 2);
    // No owner is configured here: the owners looked up, the newest first, each above its names.
    assert.deepEqual(rows.filter((r) => r.level === 1).map((r) => r.label), [shortAddress(second.address), shortAddress(first.address)]);
    assert.ok(!existsSync(join(session.server.workspace, '.vscode', 'settings.json')), 'browsing wrote the workspace settings');
    await wb.scrollToTop(OWNER);
    await wb.scrollToTop(ALL);
    // At the sidebar's default width, with the view's buttons shown (its row is focused): the count beside
    // the title and each owner's address and count are whole.
    await wb.restPointer();
    await assertNotClipped(wb.description(OWNER));
    for (const [index, owner] of [second, first].entries()) {
      const row = await wb.rowLocator(OWNER, shortAddress(owner.address));
      assert.equal(await row.locator('.label-description').textContent(), fmt(owner.count), `owner ${index + 1}'s count`);
      await assertNotClipped(row.locator('.monaco-icon-label-container'));
    }
    await session.shot('owner domains', 'owner-domains');
  });

  it('Set as Configured Owner: done at once, Undo in its message; the pinned owner row above the names is the new owner', async () => {
    const wb = session.workbench;
    const { page } = session;
    // Owners of the sample: one whose names fill a few rows (the configured owner, pinned above them while
    // the row of another owner shows below), and one with names enough to fill the top after the swap.
    const first = small.owners.find((o) => o.count >= 20 && o.count <= 120) ?? small.featured;
    const few = small.owners.find((o) => o.count >= 6 && o.count <= 20 && o !== first)!;
    const setConfigured = async (owner: typeof first) => {
      const row = await wb.rowLocator(OWNER, shortAddress(owner.address));
      await row.hover();
      await row.locator('.actions a.action-label[aria-label="Set as Configured Owner"]').click({ timeout: UI_TIMEOUT_MS });
    };
    const undoOf = async (owner: typeof first) => (await wb.shownNotification(`${owner.address} is the configured owner now`)).locator('a.monaco-button', { hasText: 'Undo' });
    const input = await wb.runCommandAsking('Neo Name Service: Look Up Domains of Owner…', 'Look Up Domains of Owner');
    await input.fill(few.address);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row.focused .label-name', { hasText: few.address }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.press('Enter');
    await wb.readRowsWhen(OWNER, (read) => read[0]?.label === shortAddress(few.address) && read.slice(1, few.count + 1).every((r) => r.level === 2));
    await wb.scrollToTop(OWNER);
    await setConfigured(few);
    // No modal dialog: a message says what was done, with Undo.
    await (await undoOf(few)).waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'a modal dialog');
    await wb.runCommand('Notifications: Clear All Notifications');
    // Owner Domains alone in the sidebar: the configured owner's names scrolled under its pinned row, the
    // row of the other owner in sight below them.
    await wb.setPaneExpanded(ALL, false);
    // A wheel turn of a couple of rows: the configured owner's row goes out of sight, VS Code pins it.
    const box = await wb.pane(OWNER).locator('.pane-body .monaco-list').first().boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 60);
    const pinned = wb.pane(OWNER).locator('.monaco-tree-sticky-container .monaco-tree-sticky-row .label-name');
    await pinned.filter({ hasText: shortAddress(few.address) }).waitFor({ timeout: UI_TIMEOUT_MS });
    await setConfigured(first);
    // The rows swapped: the new configured owner's names are at the top, and its row is the one pinned.
    const names = new Set(namesOf(small, (_, o) => o === first.scriptHash));
    await until('the pinned row of the owner whose names are at the top', async () => {
      const { rows } = await wb.renderedRows(OWNER);
      const top = rows.filter((r) => r.level === 2).sort((a, b) => a.index - b.index)[1];
      const label = await pinned.first().textContent().catch(() => null);
      return top && names.has(top.label) && label === shortAddress(first.address) ? true : undefined;
    }, UI_TIMEOUT_MS);
    await session.shot('set as configured owner');
    // Undo: the owner configured before is again; the workspace settings say so.
    await (await undoOf(first)).click();
    await until('nns.owner put back', () => {
      const file = join(session.server.workspace, '.vscode', 'settings.json');
      return existsSync(file) && readFileSync(file, 'utf8').includes(few.address) ? true : undefined;
    }, UI_TIMEOUT_MS);
    await wb.readRowsWhen(OWNER, (read) => read[0]?.label === shortAddress(few.address));
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.scrollToTop(OWNER);
    await wb.setPaneExpanded(ALL, true);
  });

  it('Neo Name Service: Find Domain… shows each name with its expiry, and selects the chosen one in All Domains without a notification', async () => {
    const wb = session.workbench;
    // A name far down the list (which is scrolled to its top): reveal has to scroll to it.
    const sorted = namesOf(small).sort(ordinal);
    const target = sorted[Math.floor(sorted.length * 0.8)]!;
    const input = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    // A text many names contain, at different places and in names of different lengths: the rows come in
    // the extension's order (VS Code sorts nothing), the title counts them, and each row tells its expiry.
    const search = new NameSearch(sorted.map((name) => ({ name, invalidUtf8: false })));
    const text = ['an', 'ar', 'er', 'in', 'on', 'a'].find((candidate) => {
      const { total } = search.find(candidate, 300);
      return total > 20 && total < 300;
    })!;
    const { matches, total } = search.find(text, 300);
    await input.fill(text);
    await wb.quickInput().locator('.quick-input-title', { hasText: `Find Domain: ${fmt(total)} matches` }).waitFor({ timeout: UI_TIMEOUT_MS });
    const shownRows = wb.quickInput().locator('.quick-input-list .monaco-list-row');
    const expiry = /^(expires |expired( \d{4}-\d\d-\d\d)?$)/;
    const onScreen = await until('every row on screen with its expiry', async () => {
      const rows = await shownRows.evaluateAll((elements) => elements
        .map((row) => ({ index: Number((row as HTMLElement).dataset.index), label: row.querySelector('.label-name')?.textContent ?? '', description: row.querySelector('.label-description')?.textContent ?? '' }))
        .sort((a, b) => a.index - b.index));
      return rows.length > 5 && rows.every((row) => expiry.test(row.description)) ? rows : undefined;
    }, UI_TIMEOUT_MS);
    assert.deepEqual(onScreen.map((row) => row.label), matches.slice(onScreen[0]!.index, onScreen[0]!.index + onScreen.length).map((entry) => entry.name));
    await input.fill(target);
    const item = wb.quickInput().locator('.quick-input-list .monaco-list-row').filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(target)}$`) }) });
    await item.locator('.label-description', { hasText: /^(expires |expired( \d{4}-\d\d-\d\d)?$)/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.pickItem(target);
    await assertRevealed(session, target, 1);
    assert.equal(await wb.notification(target).count(), 0, 'the selection is the feedback');
    await session.shot('find domain revealed');
  });

  it('Ctrl+C copies the selected name; Enter opens its details and keeps the focus on the row', async () => {
    const wb = session.workbench;
    const sorted = namesOf(small).sort(ordinal);
    const target = sorted[Math.floor(sorted.length * 0.8)]!;
    // Find Domain left the name selected and the tree focused.
    await session.page.keyboard.press('Control+c');
    await session.page.locator('.statusbar-item', { hasText: `Copied ${target} to the clipboard.` }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.page.keyboard.press('Enter');
    await session.page.locator('.tabs-container .tab.active', { hasText: target }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.page.locator('.editor-instance .view-lines', { hasText: 'State:' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    // The focus stays on the row, as VS Code's previews: the next name is one key away, its details
    // replacing the first's.
    const inTree = () => session.page.evaluate(() => document.activeElement?.closest('.sidebar .monaco-list') != null);
    assert.ok(await inTree(), 'Enter kept the focus on the row');
    const next = sorted[sorted.indexOf(target) + 1]!;
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('Enter');
    await session.page.locator('.tabs-container .tab.active', { hasText: next }).waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(await session.page.locator('.tabs-container .tab', { hasText: target }).count(), 0, 'the preview was replaced');
    assert.ok(await inTree(), 'still on the rows');
    await wb.runCommand('View: Close All Editors');
  });

  it('switches to a node with 20,000 names (Select Node…), grouped by top-level domain', async () => {
    const wb = session.workbench;
    await wb.runCommandAsking('Neo Name Service: Select Node…', 'Select Node');
    // The node in use (no preset here: it answered, so it is first among the recent nodes) is marked, and it is the active item.
    const focused = wb.quickInput().locator('.quick-input-list .monaco-list-row.focused');
    await focused.filter({ hasText: 'In use' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.pickItem('Custom URL…');
    const input = await wb.waitForQuickInput('Select Node');
    await session.page.waitForFunction((el) => (el as HTMLInputElement).value.startsWith('http'), await input.elementHandle(), { timeout: UI_TIMEOUT_MS });
    await input.fill(largeNode.url);
    await input.press('Enter');
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(large.names.length)}$`));
    // The roots are the top-level domains, each with its count (once the last page's tree is drawn).
    const total = (rows: readonly TreeRow[]) => rows.reduce((sum, r) => sum + (parseGroup(r)?.count ?? 0), 0);
    const roots = await wb.readRowsWhen(ALL, (read) => total(read) === large.names.length);
    assert.deepEqual(
      roots.map((r) => parseGroup(r)),
      Object.keys(large.tlds).sort(ordinal).map((tld) => ({ label: `.${tld}`, count: large.tlds[tld] })),
    );
  });

  // Reveal inside groups whose rows get details while it opens them: DomainView holds those refreshes.
  it('Find Domain… reveals a name inside collapsed groups of the 20,000-name tree', async () => {
    const wb = session.workbench;
    // A name deep in a collapsed TLD: reveal has to open its groups.
    const n3 = namesOf(large, (name) => name.endsWith('.n3')).sort((a, b) => ordinal(labelOf(a), labelOf(b)));
    const target = n3[Math.floor(n3.length * 0.6)]!;
    const input = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    await input.fill(target);
    await wb.pickItem(target);
    await assertRevealed(session, target, 3);
    await session.shot('find domain revealed in groups');
  });

  it('expands a group of the 20,000 names to exactly its names', async () => {
    const wb = session.workbench;
    // All Domains alone in the sidebar, its groups closed (Find opened some): what a person would
    // do to browse a long list.
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.setPaneExpanded(OWNER, false);
    await wb.clickViewMenuItem(ALL, 'Collapse All');
    // .neo opens into ranges of names (guide words, "a – al"): no name among them, none tiny, the
    // counts adding up to the TLD's.
    const neo = await wb.expandGroup(ALL, '.neo');
    const underNeo = childrenOf(await wb.readRows(ALL), neo);
    const groups = underNeo.map((r) => ({ row: r, group: parseGroup(r) }));
    assert.ok(groups.length > 1 && groups.every((g) => g.group && / – /.test(g.group.label) && g.group.count >= 150), 'only ranges, none tiny');
    assert.equal(groups.reduce((sum, g) => sum + (g.group?.count ?? 0), 0), large.tlds.neo);

    // A range holds exactly the next names of .neo in the flat list's order (the ordinal order of names).
    const neoNames = namesOf(large, (name) => name.endsWith('.neo')).sort(ordinal);
    const index = Math.floor(groups.length / 2);
    const before = groups.slice(0, index).reduce((sum, g) => sum + (g.group?.count ?? 0), 0);
    const range = groups[index]!;
    const opened = await wb.expandRow(ALL, range.row);
    const leaves = childrenOf(await wb.readRows(ALL), opened);
    assert.deepEqual(leaves.map((r) => r.label), neoNames.slice(before, before + (range.group?.count ?? 0)));
    // For the picture: .neo's groups and the opened one.
    await wb.scrollRowIntoView(ALL, neo.index, 'top');
    await session.shot('all domains grouped', 'all-domains');
    await wb.setPaneExpanded(OWNER, true);
  });

  it('says the node is unreachable when the devnet stops and the view is refreshed: in the view, whole, without a notification', async () => {
    const wb = session.workbench;
    await wb.runCommand('Notifications: Clear All Notifications');
    await largeNode.close();
    await wb.clickViewAction(ALL, 'Refresh');
    const message = wb.message(ALL).filter({ hasText: /^Node unreachable: .*127\.0\.0\.1/ });
    await message.waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.waitForDescription(ALL, /^failed$/);
    // Not an empty tree: the fix-it rows are there.
    const fixIts = ['Retry', 'Select Another Node…', 'Open Settings', 'Show Log'];
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === fixIts.length);
    assert.deepEqual(rows.map((r) => r.label), fixIts);
    await assertNotClipped(message);
    // The view says it all: no toast to pile up or to outlive the failure.
    await session.page.waitForTimeout(1000);
    assert.equal(await session.page.locator('.notification-toast').count(), 0, 'a notification for what the view shows');
    await session.shot('node unreachable', 'error');
  });

  it('a node that hands out only part of the list: two plain lines, and Find Domain… still finds a name beyond them', async () => {
    const wb = session.workbench;
    // A URL typed (or pasted) into the list is taken with one Enter.
    const input = await wb.runCommandAsking('Neo Name Service: Select Node…', 'Select Node');
    await input.fill(partialNode.url);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row.focused .label-name', { hasText: partialNode.url }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.press('Enter');
    const message = wb.message(ALL).filter({ hasText: new RegExp(`^Showing the first [\\d,]+ of ${fmt(partial.names.length)} names: this node cannot hand out more\\.$`) });
    await message.waitFor({ timeout: UI_TIMEOUT_MS });
    await assertNotClipped(message);
    const shownText = (await message.textContent()) ?? '';
    const shown = Number(/first ([\d,]+) of /.exec(shownText)?.[1]?.replace(/,/g, '') ?? 0);
    assert.ok(shown > 0 && shown < partial.names.length, shownText);
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(shown)} of ${fmt(partial.names.length)}$`));
    const rows = await wb.readRowsWhen(ALL, (read) => read[0]?.label === 'Select Another Node…');
    assert.equal(rows[0]?.label, 'Select Another Node…', 'the second line: the action that helps');
    await session.shot('partial list');

    // A name the node holds beyond what it listed: lists come in storage order, by RIPEMD-160 of the name.
    const key = (name: string) => createHash('ripemd160').update(name).digest('hex');
    const beyond = namesOf(partial).sort((a, b) => ordinal(key(a), key(b))).slice(shown).find((name) => /^[a-z]/.test(name))!;
    const find = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    await wb.quickInput().locator('input.input[placeholder^="Only the first"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await find.fill(beyond);
    const offered = wb.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: 'not in the partial list: show its details' });
    await offered.waitFor({ timeout: UI_TIMEOUT_MS });
    await find.press('Enter');
    await session.page.locator('.tabs-container .tab.active', { hasText: beyond }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.page.locator('.editor-instance .view-lines', { hasText: 'State:' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('find domain beyond a partial list');
  });
});

/** The element shows its whole text: nothing overflows its box. */
async function assertNotClipped(element: import('playwright-core').Locator): Promise<void> {
  const box = await element.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, children: [...el.querySelectorAll('*')].every((child) => child.scrollWidth <= child.clientWidth + 1) }));
  assert.ok(box.scroll <= box.client + 1 && box.children, `the text is clipped: ${JSON.stringify(box)}`);
}

/** `name` is the selected row of All Domains, at `level` (1: not in a group), inside the visible area. */
async function assertRevealed(session: Session, name: string, level: number): Promise<void> {
  const wb = session.workbench;
  const selected = session.page.locator('.sidebar .pane .monaco-list-rows > .monaco-list-row[aria-selected="true"]');
  await selected.filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  const { rows } = await wb.renderedRows(ALL);
  const row = rows.find((r) => r.selected);
  assert.equal(row?.label, name, 'the selected row is the chosen name');
  assert.equal(row.level, level, 'at its place in the tree');
  const rowBox = await (await wb.rowLocator(ALL, name)).boundingBox();
  const paneBox = await wb.pane(ALL).locator('.pane-body').boundingBox();
  assert.ok(rowBox && paneBox && rowBox.y >= paneBox.y && rowBox.y + rowBox.height <= paneBox.y + paneBox.height + 1, 'the row is on screen');
}

/** The first row of All Domains is `label` and on screen (the view scrolled to its top). */
async function firstRowInSight(session: Session, label: string): Promise<void> {
  const wb = session.workbench;
  const pane = wb.pane(ALL);
  const first = pane.locator('.pane-body .monaco-list-rows > .monaco-list-row[data-index="0"]');
  await first.filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) }).waitFor({ timeout: UI_TIMEOUT_MS });
  const onScreen = async () => {
    const rowBox = await first.boundingBox();
    const paneBox = await pane.locator('.pane-body').boundingBox();
    return rowBox && paneBox && rowBox.y >= paneBox.y - 0.5 && rowBox.y + rowBox.height <= paneBox.y + paneBox.height + 1 ? true : undefined;
  };
  await until(`row 0 of ${ALL} on screen`, onScreen, UI_TIMEOUT_MS);
}

/** The children of `parent` among the visible rows (one level down). */
function childrenOf(rows: readonly TreeRow[], parent: TreeRow): TreeRow[] {
  return below(rows, parent).filter((r) => r.level === parent.level + 1);
}
