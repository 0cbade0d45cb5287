// The extension as a user meets it: the packaged .vsix in code-server, driven through the UI in
// Chromium, against devnets holding the playground's realistic sample. The steps build on each
// other (one editor for the whole suite): after a failed step the rest are skipped.
import assert from 'node:assert/strict';
import { startDevnet, type Devnet } from '../devnet';
import { playgroundSample, type PlaygroundSample } from '../devnet/samplePlayground';
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
  let smallNode: Devnet;
  let largeNode: Devnet;
  let session: Session;

  before(async () => {
    smallNode = await startDevnet({ names: small.names, personality: 'sessions', blockTime: now });
    largeNode = await startDevnet({ names: large.names, personality: 'sessions', blockTime: now });
    // No owner yet: the look-up test sets one through the UI.
    session = await Session.open({ name: 'views', userSettings: { 'nns.rpcUrl': smallNode.url } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await smallNode?.close();
    await largeNode?.close();
  });

  it('shows every devnet name in All Domains after a click on the activity-bar icon', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(small.names.length)} domains$`));
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === small.names.length);
    assert.deepEqual(rows.map((r) => r.label), namesOf(small).sort(ordinal));
    assert.ok(rows.every((r) => r.level === 1 && r.expanded === undefined), 'a flat list of names');
    assert.ok(await wb.welcome(OWNER).isVisible(), 'Owner Domains offers to set an owner');
    await wb.scrollToTop(ALL);
    await session.shot('all domains flat');
  });

  it('looks up an owner from the palette (F1) and fills Owner Domains with its names', async () => {
    const wb = session.workbench;
    const owner = small.owners.find((o) => o.count >= 20 && o.count <= 120) ?? small.featured;
    await wb.runCommand('NNS: Look Up Domains of Owner…');
    const input = await wb.waitForQuickInput('Look Up Domains of Owner');
    await input.fill(owner.address);
    await input.press('Enter');
    await wb.waitForDescription(OWNER, new RegExp(`^${owner.address} · ${fmt(owner.count)} domains?$`));
    const rows = await wb.readRowsWhen(OWNER, (read) => read.length === owner.count + 1);
    assert.equal(rows[0]?.label, owner.address, 'the first row names the owner');
    assert.deepEqual(rows.slice(1).map((r) => r.label), namesOf(small, (_, o) => o === owner.scriptHash).sort(ordinal));
    await wb.scrollToTop(OWNER);
    await wb.scrollToTop(ALL);
    await session.shot('owner domains', 'owner-domains');
  });

  it('NNS: Find Domain… reveals and selects the chosen name in All Domains', async () => {
    const wb = session.workbench;
    // A name far down the list (which is scrolled to its top): reveal has to scroll to it.
    const sorted = namesOf(small).sort(ordinal);
    const target = sorted[Math.floor(sorted.length * 0.8)]!;
    await wb.runCommand('NNS: Find Domain…');
    const input = await wb.waitForQuickInput('Find Domain');
    await input.fill(target);
    await wb.pickItem(target);
    await wb.notification(`Selected ${target} in All Domains.`).waitFor({ timeout: UI_TIMEOUT_MS });
    await assertRevealed(session, target, 1);
    await session.shot('find domain revealed');
  });

  it('switches to a node with 20,000 names (NNS: Select Node…), grouped by top-level domain', async () => {
    const wb = session.workbench;
    await wb.runCommand('NNS: Select Node…');
    await wb.waitForQuickInput('Select Node');
    await wb.pickItem('Custom URL…');
    const input = await wb.waitForQuickInput('Select Node');
    await session.page.waitForFunction((el) => (el as HTMLInputElement).value.startsWith('http'), await input.elementHandle(), { timeout: UI_TIMEOUT_MS });
    await input.fill(largeNode.url);
    await input.press('Enter');
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(large.names.length)} domains$`));
    // The roots are the top-level domains, each with its count (once the last page's tree is drawn).
    const total = (rows: readonly TreeRow[]) => rows.reduce((sum, r) => sum + (parseGroup(r)?.count ?? 0), 0);
    const roots = await wb.readRowsWhen(ALL, (read) => total(read) === large.names.length);
    assert.deepEqual(
      roots.map((r) => parseGroup(r)),
      Object.keys(large.tlds).sort(ordinal).map((tld) => ({ label: `.${tld}`, count: large.tlds[tld] })),
    );
  });

  // Reveal inside groups whose rows get details while it opens them: DomainView holds those refreshes.
  it('NNS: Find Domain… reveals a name inside collapsed groups of the 20,000-name tree', async () => {
    const wb = session.workbench;
    // A name deep in a collapsed TLD: reveal has to open its groups.
    const n3 = namesOf(large, (name) => name.endsWith('.n3')).sort((a, b) => ordinal(labelOf(a), labelOf(b)));
    const target = n3[Math.floor(n3.length * 0.6)]!;
    await wb.runCommand('NNS: Find Domain…');
    const input = await wb.waitForQuickInput('Find Domain');
    await input.fill(target);
    await wb.pickItem(target);
    await wb.notification(`Selected ${target} in All Domains.`).waitFor({ timeout: UI_TIMEOUT_MS });
    await assertRevealed(session, target, 3);
    await session.shot('find domain revealed in groups');
  });

  it('expands a group of the 20,000 names to exactly its names', async () => {
    const wb = session.workbench;
    // All Domains alone in the sidebar, its groups closed (Find opened some): what a person would
    // do to browse a long list.
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.setPaneExpanded(OWNER, false);
    await wb.clickViewAction(ALL, 'Collapse All');
    // .neo opens into groups by first characters (a first character only one name has is that
    // name itself); the counts add up to the TLD's.
    const neo = await wb.expandGroup(ALL, '.neo');
    const underNeo = childrenOf(await wb.readRows(ALL), neo);
    const groups = underNeo.map((r) => ({ row: r, group: parseGroup(r) }));
    assert.ok(groups.filter((g) => g.group).length > 1, 'groups under .neo');
    assert.equal(groups.reduce((sum, g) => sum + (g.group?.count ?? 1), 0), large.tlds.neo);

    // A group of words (not digits) small enough to hold names only: exactly the devnet's names
    // with that prefix, in the view's order.
    const leafGroup = groups.find((g) => g.group && /^[a-z].*…$/.test(g.group.label) && g.group.count > 1 && g.group.count <= 300);
    assert.ok(leafGroup?.group, `a group of at most 300 names under .neo: ${groups.map((g) => g.row.label).join(' | ')}`);
    const prefix = leafGroup.group.label.slice(0, -1);
    const opened = await wb.expandRow(ALL, leafGroup.row);
    const leaves = childrenOf(await wb.readRows(ALL), opened);
    const expected = namesOf(large, (name) => name.endsWith('.neo') && labelOf(name).startsWith(prefix))
      .sort((a, b) => ordinal(labelOf(a), labelOf(b)) || ordinal(a, b)); // within a TLD the view orders by label
    assert.equal(leaves.length, leafGroup.group.count);
    assert.deepEqual(leaves.map((r) => r.label), expected);
    // For the picture: .neo's groups and the opened one.
    await wb.scrollRowIntoView(ALL, neo.index, 'top');
    await session.shot('all domains grouped', 'all-domains');
    await wb.setPaneExpanded(OWNER, true);
  });

  it('says the node is unreachable when the devnet stops and the view is refreshed', async () => {
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
    await wb.notification(/All Domains: Node unreachable/).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('node unreachable', 'error');
  });
});

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

/** The children of `parent` among the visible rows (one level down). */
function childrenOf(rows: readonly TreeRow[], parent: TreeRow): TreeRow[] {
  return below(rows, parent).filter((r) => r.level === parent.level + 1);
}
