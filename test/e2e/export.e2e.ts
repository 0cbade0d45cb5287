// Export Domains… and the expiry badge as a user meets them: the badge on the activity bar (and its
// hover), the export from a view's "…" menu and from the palette through VS Code's own save dialog
// (code-server's simple file dialog: a quick input holding the path), and the file on disk. The
// packaged .vsix in code-server, driven through the UI in Chromium, against a devnet whose clock is now.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevnet, type Devnet, type DomainRecord } from '../devnet';
import { parseCsv, unneutralised } from '../unit/support/csvParse';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, UI_TIMEOUT_MS } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const OWNER = 'Owner Domains';
const DAY = 86_400_000;
const A = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', hash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const B = { address: 'NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', hash: '0x69ecca587293047be4c59159bf8bc399985c160d' };
const FORMULA = '=HYPERLINK("http://evil.example","x").neo';

describe('Export Domains… and the expiry badge in VS Code (the packaged extension, driven through the UI)', function () {
  this.timeout(5 * 60_000);
  const now = Date.now();
  const table: DomainRecord[] = [
    { name: 'lasting.neo', owner: A.hash, expiration: now + 800 * DAY },
    { name: 'soon.neo', owner: A.hash, expiration: now + 10 * DAY + 3_600_000 },
    { name: 'sooner.neo', owner: A.hash, expiration: now + 3 * DAY + 3_600_000 },
    { name: 'gone.neo', owner: A.hash, expiration: now - 5 * DAY },
    { name: FORMULA, owner: B.hash, expiration: now + 400 * DAY },
    { name: 'comma,quote".neo', owner: B.hash, expiration: now + 400 * DAY },
  ];
  let node: Devnet;
  let session: Session;

  before(async () => {
    node = await startDevnet({ names: table, personality: 'sessions', blockTime: now });
    session = await Session.open({ name: 'export', userSettings: { 'nns.rpcUrl': node.url, 'nns.owner': A.address } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  /** The container's activity-bar item, where VS Code shows the badges of its views. */
  const activityItem = () => session.page.locator('.activitybar .action-item', { has: session.page.locator(`a.action-label[aria-label^=${JSON.stringify(CONTAINER)}]`) });

  it('a badge on the activity bar counts the configured owner\'s names about to expire; its hover says which', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(OWNER, /^4$/);
    const badge = activityItem().locator('.badge .badge-content');
    await badge.filter({ hasText: /^2$/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    // VS Code puts the badge's tooltip into the item's label, which its hover shows.
    const label = await until('the badge in the label', async () => {
      const text = (await activityItem().locator('a.action-label').getAttribute('aria-label')) ?? '';
      return text.includes('expire') ? text : undefined;
    }, UI_TIMEOUT_MS);
    assert.match(label, new RegExp(escapeRegExp(`2 names of ${A.address} expire within 30 days: sooner.neo (in 3 days), soon.neo (in 10 days).`)));
    // The hover shows the badge's tooltip: the pointer rests on the icon until it does.
    const hover = session.page.locator('.workbench-hover-container, .monaco-hover').filter({ hasText: 'expire within 30 days' });
    await until('the hover of the activity-bar icon', async () => {
      await session.page.mouse.move(0, 300);
      await activityItem().locator('a.action-label').hover({ force: true });
      return (await hover.first().waitFor({ timeout: 3000 }).then(() => true, () => false)) ? true : undefined;
    }, UI_TIMEOUT_MS);
    await session.shot('the expiry badge on the activity bar, hovered', 'expiry-badge', { keepHover: true });
    await wb.restPointer();
  });

  it('Export Domains… from All Domains\' "…" menu: CSV, VS Code\'s save dialog, the file on disk with formulas neutralised', async () => {
    const wb = session.workbench;
    await wb.waitForDescription(ALL, /^6$/);
    await wb.clickViewMenuItem(ALL, 'Export Domains…');
    await wb.waitForQuickInput('Export All Domains (6 names)');
    await session.shot('export: the format');
    await wb.pickItem('CSV');
    const file = join(session.server.workspace, 'all-domains.csv');
    await saveAs(file);
    await wb.notification(/Exported 6 names to all-domains\.csv\./).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('export: done');
    const text = readFileSync(file, 'utf8');
    assert.ok(text.startsWith('\ufeff# NNS Explorer export of All Domains\r\n'));
    assert.match(text, new RegExp(`\\r\\n# node: ${escapeRegExp(node.url)}\\r\\n`));
    const records = parseCsv(text.slice(1));
    assert.deepEqual(records[0], ['name', 'state', 'expiration', 'owner', 'invalidUtf8']);
    const names = records.slice(1).map((record) => record[0] ?? '');
    assert.deepEqual(names.map(unneutralised), table.map((r) => r.name as string).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    assert.ok(names.includes(`'${FORMULA}`), 'the formula is neutralised');
    // Read: out of the way of the next export's.
    await wb.runCommand('Notifications: Clear All Notifications');
  });

  it('Export Domains… from the palette: which view, JSON, the default file; Open File shows it', async () => {
    const wb = session.workbench;
    await wb.runCommandAsking('Neo Name Service: Export Domains…', 'Export Which View?');
    await wb.pickItem(OWNER);
    await wb.waitForQuickInput('Export Owner Domains (4 names)');
    await wb.pickItem('JSON');
    // The dialog proposes the workspace folder and a name with the view and the day: Enter takes it.
    const proposed = join(session.server.workspace, `nns-owner-domains-${new Date().toISOString().slice(0, 10)}.json`);
    await saveAs(undefined, proposed);
    const toast = await wb.shownNotification(/Exported 4 names to nns-owner-domains-.*\.json\./);
    assert.ok(existsSync(proposed), proposed);
    const parsed = JSON.parse(readFileSync(proposed, 'utf8')) as { view: string; complete: boolean; domains: Array<{ listOwner: string; name: string; state: string }> };
    assert.equal(parsed.view, OWNER);
    assert.equal(parsed.complete, true);
    assert.deepEqual(parsed.domains.map((d) => [d.listOwner, d.name, d.state]), [
      [A.address, 'gone.neo', 'expired'], [A.address, 'lasting.neo', 'active'], [A.address, 'soon.neo', 'expiring'], [A.address, 'sooner.neo', 'expiring'],
    ]);
    await toast.locator('a.monaco-button', { hasText: 'Open File' }).click();
    await session.page.locator('.tabs-container .tab.active', { hasText: /nns-owner-domains-.*\.json/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('export: the JSON opened', 'export-json');
  });

  /**
   * Code-server's save dialog is a quick input holding a path: type `file` (or keep what it proposes,
   * checking it is `proposed`) and press Enter.
   */
  async function saveAs(file: string | undefined, proposed?: string): Promise<void> {
    const input = session.page.locator('.quick-input-widget input.input').first();
    const title = session.page.locator('.quick-input-widget .quick-input-title');
    await until('the save dialog', async () => {
      // Details the view has not loaded yet are offered first: exported without them here.
      if (/are not loaded/.test((await title.textContent().catch(() => '')) ?? '')) await session.workbench.pickItem('Export Without Them');
      return (await input.inputValue().catch(() => '')).includes('/') ? true : undefined;
    }, UI_TIMEOUT_MS);
    await session.shot('export: the save dialog');
    if (proposed) assert.equal(await input.inputValue(), proposed);
    if (file) await input.fill(file);
    // The dialog ignores Enter while it lists the folder (a file just written makes it list again):
    // Enter again, as a person would, until it closes.
    const widget = session.page.locator('.quick-input-widget');
    await until('the save dialog to take the file', async () => {
      await input.press('Enter', { timeout: 1000 }).catch(() => undefined);
      const closed = await widget.waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false);
      return closed ? true : undefined;
    }, UI_TIMEOUT_MS);
  }
});
