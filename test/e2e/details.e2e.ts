// Domain details as a user meets them (issue 5): expiry descriptions and marks in Owner Domains, the
// details document from a row's context menu, and Show Owner's Domains from that document. The packaged
// .vsix in code-server, driven through the UI in Chromium, against a devnet whose chain clock is now.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { startDevnet, type Devnet, type DomainRecord } from '../devnet';
import { shortAddress } from '../../src/model/text/addressText';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { UI_TIMEOUT_MS, type TreeRow } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const OWNER = 'Owner Domains';
const DAY = 86_400_000;
const A = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', hash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const B = { address: 'NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', hash: '0x69ecca587293047be4c59159bf8bc399985c160d' };

describe('Domain details in VS Code (the packaged extension, driven through the UI)', function () {
  this.timeout(5 * 60_000);
  const now = Date.now();
  const lastingExpiry = now + 800 * DAY;
  const table: DomainRecord[] = [
    { name: 'lasting.neo', owner: A.hash, expiration: lastingExpiry, admin: B.hash, records: [{ type: 1, data: '10.1.2.3' }, { type: 16, data: 'hello from the chain' }] },
    { name: 'soon.neo', owner: A.hash, expiration: now + 10 * DAY + 3_600_000 },
    { name: 'gone.neo', owner: A.hash, expiration: now - 5 * DAY },
    { name: 'other-owner.neo', owner: B.hash, expiration: now + 400 * DAY },
  ];
  let node: Devnet;
  let session: Session;

  before(async () => {
    // The chain's clock and the editor's agree, so "expires in 10 days" is what both would say.
    node = await startDevnet({ names: table, personality: 'sessions', blockTime: now });
    session = await Session.open({ name: 'details', userSettings: { 'nns.rpcUrl': node.url, 'nns.owner': A.address } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  it('Owner Domains tells when each name expires and marks the expired and the expiring', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(OWNER, /^3$/);
    const expected: Record<string, string> = {
      // Short beside the name (the sidebar's default width): the tooltip tells when it expired.
      'gone.neo': 'expired',
      'soon.neo': 'in 10 days',
      'lasting.neo': new Date(lastingExpiry).toISOString().slice(0, 10),
    };
    // The descriptions come with the details, after the names.
    const described = (rows: readonly TreeRow[]) => Object.fromEntries(rows.slice(1).map((r) => [r.label, r.description]));
    const rows = await wb.readRowsWhen(OWNER, (read) => isDeepStrictEqual(described(read), expected));
    assert.deepEqual(described(rows), expected);
    assert.equal(await iconOf(await wb.rowLocator(OWNER, 'gone.neo')), 'circle-slash');
    assert.equal(await iconOf(await wb.rowLocator(OWNER, 'soon.neo')), 'clock');
    assert.equal(await iconOf(await wb.rowLocator(OWNER, 'lasting.neo')), 'globe');
    // Badges come through VS Code's decoration service, which answers after the rows have their icons.
    const badges = await until('the badges of the expired and the expiring name', async () => {
      const read = {
        gone: await badgeOf(await wb.rowLocator(OWNER, 'gone.neo')),
        soon: await badgeOf(await wb.rowLocator(OWNER, 'soon.neo')),
        lasting: await badgeOf(await wb.rowLocator(OWNER, 'lasting.neo')),
      };
      return read.gone && read.soon ? read : undefined;
    }, UI_TIMEOUT_MS);
    assert.equal(badges.gone, '✕');
    assert.equal(badges.soon, '!');
    assert.equal(badges.lasting, '');
    await session.shot('owner domains with expiry', 'details-expiry');
  });

  it('the "…" menu of Owner Domains marks the current order with ✓, and the mark follows a change of order', async () => {
    const wb = session.workbench;
    const sortItems = async (shot?: string) => {
      const header = wb.pane(OWNER).locator('.pane-header');
      await header.hover();
      await header.locator('.actions a.action-label[aria-label^="More Actions"]').click({ timeout: UI_TIMEOUT_MS });
      const menu = session.page.locator('.context-view .monaco-menu');
      await menu.waitFor({ timeout: UI_TIMEOUT_MS });
      const items = (await menu.locator('.action-label').allTextContents()).map((text) => text.trim()).filter((text) => /Sort/.test(text));
      if (shot) await session.shot(shot);
      await session.page.keyboard.press('Escape');
      return items;
    };
    const names = async (order: string[]) => (await wb.readRowsWhen(OWNER, (read) => isDeepStrictEqual(read.slice(1).map((r) => r.label), order))).slice(1).map((r) => r.label);
    assert.deepEqual(await sortItems(), ['✓ Sort Owner Domains by Name', 'Sort Owner Domains by Expiration']);
    await wb.clickViewMenuItem(OWNER, 'Sort Owner Domains by Expiration');
    // The live names first, the soonest to expire first; then the expired ones.
    assert.deepEqual(await names(['soon.neo', 'lasting.neo', 'gone.neo']), ['soon.neo', 'lasting.neo', 'gone.neo']);
    assert.deepEqual(await sortItems('sort menu, by expiration'), ['Sort Owner Domains by Name', '✓ Sort Owner Domains by Expiration']);
    await wb.clickViewMenuItem(OWNER, 'Sort Owner Domains by Name');
    assert.deepEqual(await names(['gone.neo', 'lasting.neo', 'soon.neo']), ['gone.neo', 'lasting.neo', 'soon.neo']);
    assert.deepEqual(await sortItems(), ['✓ Sort Owner Domains by Name', 'Sort Owner Domains by Expiration']);
  });

  it('the palette finds every command by "Neo" and by "NNS", the views\' focus commands too (one category)', async () => {
    const wb = session.workbench;
    // What the palette offers here: no filter, no name selected, no owner looked up, sorted by name.
    const commands = ['Refresh', 'Look Up Domains of Owner…', 'Set Owner…', 'Find Domain…', 'Select Node…', 'Filter Domains…', 'Show Log',
      'Show Domain Details', 'Resolve Name…', 'Copy Script Hash…', 'Export Domains…', 'Sort Owner Domains by Expiration',
      'Focus on All Domains View', 'Focus on Owner Domains View'].map((title) => `${CONTAINER}: ${title}`);
    for (const query of ['Neo', 'NNS']) {
      await session.page.keyboard.press('F1');
      const input = wb.quickInput().locator('input');
      await input.fill(`>${query}`);
      // The list is virtual: walk it with the arrow keys, reading the focused row, until it wraps.
      const seen: string[] = [];
      const focused = wb.quickInput().locator('.quick-input-list .monaco-list-row.focused .label-name');
      for (let step = 0; step < 200; step += 1) {
        const label = (await focused.first().textContent({ timeout: UI_TIMEOUT_MS }))?.trim() ?? '';
        if (seen.includes(label)) break;
        seen.push(label);
        await input.press('ArrowDown');
      }
      await session.page.keyboard.press('Escape');
      const missing = commands.filter((title) => !seen.includes(title));
      assert.deepEqual(missing, [], `"${query}" found: ${seen.join(' | ')}`);
    }
  });

  it('Show Domain Details from a row\'s context menu opens the details: owner, admin, expiration, records', async () => {
    const wb = session.workbench;
    const row = await wb.rowLocator(OWNER, 'lasting.neo');
    await row.click({ button: 'right' });
    const item = session.page.locator('.context-view .monaco-menu .action-label', { hasText: /^Show Domain Details$/ }).first();
    await item.waitFor({ timeout: UI_TIMEOUT_MS });
    await item.hover();
    await session.page.keyboard.press('Enter');
    const text = await editorText(session, (t) => t.includes('10.1.2.3'));
    for (const part of ['lasting.neo', A.address, A.hash, B.address, new Date(lastingExpiry).toISOString().slice(0, 10), 'hello from the chain', 'TXT']) {
      assert.ok(text.includes(part), `the details show ${part}:\n${text}`);
    }
    await session.shot('domain details document', 'details-document');
  });

  it('an expired name\'s menu leaves out the owner\'s actions, which could only fail', async () => {
    const wb = session.workbench;
    await session.page.keyboard.press('Escape');
    const menuItems = async (label: string) => {
      await (await wb.rowLocator(OWNER, label)).click({ button: 'right' });
      const menu = session.page.locator('.context-view .monaco-menu');
      await menu.waitFor({ timeout: UI_TIMEOUT_MS });
      const items = (await menu.locator('.action-label').allTextContents()).map((text) => text.trim()).filter(Boolean);
      await session.page.keyboard.press('Escape');
      return items;
    };
    const gone = await menuItems('gone.neo');
    assert.ok(gone.includes('Show Domain Details') && gone.includes('Copy Name'), gone.join(' | '));
    assert.ok(!gone.includes('Copy Owner Address'), gone.join(' | '));
    const soon = await menuItems('soon.neo');
    assert.ok(soon.includes('Copy Owner Address'), soon.join(' | '));
  });

  it('Show Domain Details from the palette checks a name as it is typed; a free name is "not registered", in a tab titled with the name', async () => {
    const wb = session.workbench;
    const input = await wb.runCommandAsking('Neo Name Service: Show Domain Details', 'Show Domain Details');
    await input.fill('Bad Name!');
    await wb.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: 'Not a valid NNS name' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.press('Enter');
    // Still open: nothing is asked of the node for a name it cannot hold.
    await wb.waitForQuickInput('Show Domain Details');
    await input.fill('free-name.neo');
    await wb.quickInput().locator('.quick-input-list .monaco-list-row.focused .label-name', { hasText: /^free-name\.neo$/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.press('Enter');
    const text = await editorText(session, (t) => t.includes('not registered'));
    assert.match(text, /State: +not registered/);
    assert.match(text, /anyone may register it/);
    assert.doesNotMatch(text, /FAULT|invalid format/);
    await session.page.locator('.tabs-container .tab.active', { hasText: 'free-name.neo' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('details of a name not registered');
  });

  it('Show Owner\'s Domains from the details of another owner\'s name shows that owner beside the configured one', async () => {
    const wb = session.workbench;
    const input = await wb.runCommandAsking('Neo Name Service: Show Domain Details', 'Show Domain Details');
    await input.fill('other-owner.neo');
    await input.press('Enter');
    await editorText(session, (t) => t.includes('other-owner.neo') && t.includes(B.address));
    await wb.runCommand('Neo Name Service: Show Owner\'s Domains');
    await wb.waitForDescription(OWNER, /^4$/);
    const rows = await wb.readRowsWhen(OWNER, (read) => read.length === 6);
    assert.deepEqual(rows.map((r) => [r.level, r.label]), [
      [1, shortAddress(A.address)], [2, 'gone.neo'], [2, 'lasting.neo'], [2, 'soon.neo'], [1, shortAddress(B.address)], [2, 'other-owner.neo'],
    ]);
    // The user's setting is the configured owner still: looking up is no edit of the settings.
    const settings = JSON.parse(readFileSync(join(session.server.userDataDir, 'User', 'settings.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(settings['nns.owner'], A.address);
    assert.ok(!existsSync(join(session.server.workspace, '.vscode', 'settings.json')));
    await session.shot('owner domains of the other owner');
  });
});

/** The codicon a tree row shows (globe, clock, circle-slash, …). */
async function iconOf(row: import('playwright-core').Locator): Promise<string> {
  const classes = (await row.locator('.custom-view-tree-node-item-icon').first().getAttribute('class')) ?? '';
  return /codicon-([\w-]+)/.exec(classes)?.[1] ?? '';
}

/** The file decoration's badge, which VS Code draws as the label's ::after content. */
async function badgeOf(row: import('playwright-core').Locator): Promise<string> {
  return row.evaluate((element) => {
    for (const el of [element, ...element.querySelectorAll('*')]) {
      const content = getComputedStyle(el, '::after').content;
      if (content && content !== 'none' && content !== 'normal' && content !== '""') return content.replace(/^"|"$/g, '');
    }
    return '';
  });
}

/** The text of the active editor once `accept` holds (Monaco renders spaces as U+00A0). */
async function editorText(session: Session, accept: (text: string) => boolean): Promise<string> {
  return until('the details document', async () => {
    const text = (await session.page.locator('.editor-instance .view-lines').first().innerText().catch(() => '')).replace(/\u00a0/g, ' ');
    return accept(text) ? text : undefined;
  }, UI_TIMEOUT_MS);
}
