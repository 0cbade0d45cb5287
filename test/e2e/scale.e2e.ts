// 100,000 names as a user meets them: how long All Domains takes to fill, Find Domain… to open, to
// follow what is typed and to reveal a name (also one a filter hides). The figures are printed, never
// asserted (the machine is shared); the steps assert what the user sees.
import assert from 'node:assert/strict';
import { getDomainDetails, listTokens } from '../../src/core';
import { NNS_MAINNET_HASH, startDevnet, type Devnet } from '../devnet';
import { playgroundSample } from '../devnet/samplePlayground';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, ordinal, parseGroup, UI_TIMEOUT_MS, type TreeRow } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const COUNT = 100_000;

const nameOf = (name: string | Uint8Array) => (typeof name === 'string' ? name : new TextDecoder().decode(name));
const figure = (what: string, ms: number) => console.log(`      [figure] ${what}: ${Math.round(ms)} ms`);

describe('100,000 names in VS Code (the packaged extension, driven through the UI; figures printed)', function () {
  this.timeout(5 * 60_000);
  const now = Date.now();
  const sample = playgroundSample({ count: COUNT, seed: 3, now });
  const names = sample.names.map((r) => nameOf(r.name));
  let node: Devnet;
  let session: Session;

  before(async () => {
    node = await startDevnet({ names: sample.names, personality: 'sessions', blockTime: now });
    session = await Session.open({ name: 'scale', userSettings: { 'nns.rpcUrl': node.url } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  const fmt = (n: number) => n.toLocaleString('en-US');
  const total = (rows: readonly TreeRow[]) => rows.reduce((sum, r) => sum + (parseGroup(r)?.count ?? 0), 0);

  it('fills All Domains with 100,000 names after a click on the activity-bar icon', async () => {
    const wb = session.workbench;
    // The devnet makes its list and its storage on first use (seconds of this process for 100,000
    // names; a real node has them ready): made before the clock, and the list alone, listed by the
    // core from this process, printed beside the fill.
    const config = { rpcUrl: node.url, contractHash: NNS_MAINNET_HASH };
    await getDomainDetails(config, names.slice(0, 1));
    await listTokens(config);
    const listed = performance.now();
    assert.equal((await listTokens(config)).names.length, COUNT);
    figure('the list alone (the core, from the test process)', performance.now() - listed);
    const started = performance.now();
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(COUNT)}$`));
    const rows = await wb.readRowsWhen(ALL, (read) => total(read) === COUNT);
    figure('All Domains filled with 100,000 names (click to the count and the grouped rows)', performance.now() - started);
    assert.deepEqual(rows.map((r) => parseGroup(r)?.label), Object.keys(sample.tlds).sort(ordinal).map((tld) => `.${tld}`));
  });

  /** Opens Find Domain… and types `text`; returns the text field once the row `expected` is the active one. */
  async function find(text: string, expected: string): Promise<import('playwright-core').Locator> {
    const wb = session.workbench;
    await wb.runCommand('Neo Name Service: Find Domain…');
    const opened = performance.now();
    const input = await wb.waitForQuickInput('Find Domain');
    await wb.quickInput().locator('.quick-input-list .monaco-list-row').first().waitFor({ timeout: UI_TIMEOUT_MS });
    figure('Find Domain… open with its first items', performance.now() - opened);
    const typing = performance.now();
    await input.pressSequentially(text);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row.focused')
      .filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(expected)}$`) }) })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    figure(`Find Domain… typing ${text.length} characters until the name is the active item`, performance.now() - typing);
    return input;
  }

  async function assertSelected(name: string): Promise<void> {
    const selected = session.page.locator('.sidebar .pane .monaco-list-rows > .monaco-list-row[aria-selected="true"]');
    await selected.filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
      .waitFor({ timeout: UI_TIMEOUT_MS });
  }

  it('Find Domain… opens, follows what is typed and reveals the name chosen', async () => {
    const sorted = [...names].sort(ordinal);
    const target = sorted.find((name, i) => i > COUNT * 0.7 && name.length >= 12 && name.endsWith('.neo'))!;
    const input = await find(target, target);
    const revealing = performance.now();
    await input.press('Enter');
    await assertSelected(target);
    figure('Find Domain… reveal of the name chosen', performance.now() - revealing);
  });

  it('Find Domain… reveals a name the view\'s filter hides', async () => {
    const wb = session.workbench;
    // A filter most names pass, and a name it hides.
    const filter = 'a';
    const target = names.filter((name) => !name.includes(filter) && name.length >= 10 && name.endsWith('.neo')).sort(ordinal)[0]!;
    await wb.runCommandAsking('Neo Name Service: Filter Domains…', 'Filter Which View?');
    await wb.pickItem(ALL);
    const box = await wb.waitForQuickInput('Filter All Domains');
    await wb.quickInput().locator('input.input[placeholder="e.g. neo"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await box.fill(filter);
    await box.press('Enter');
    const passing = names.filter((name) => name.includes(filter)).length;
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(passing)} of ${fmt(COUNT)}$`));
    const input = await find(target, target);
    const revealing = performance.now();
    await input.press('Enter');
    await assertSelected(target);
    figure(`Find Domain… reveal of a name hidden by a filter ${fmt(passing)} names pass`, performance.now() - revealing);
  });
});
