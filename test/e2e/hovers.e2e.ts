// Hovers and Resolve Name… as a user meets them (issue 13): a file in the workspace with an address and
// NNS names, hovered with the mouse in code-server's real editor (VS Code's own Markdown renderer), a
// command link clicked, and Resolve Name… run from the palette. The packaged .vsix against a devnet.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { startDevnet, type Devnet, type DomainRecord } from '../devnet';
import { shortAddress } from '../../src/model/text/addressText';
import { hoverOver } from './support/hover';
import { Session, stepByStep } from './support/session';
import { UI_TIMEOUT_MS } from './support/workbench';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const OTHER = { address: 'NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', hash: '0x69ecca587293047be4c59159bf8bc399985c160d' };
const DAY = 86_400_000;
const HOSTILE_TXT = '[click me](command:workbench.action.openSettings) <img src=x onerror=alert(1)> https://evil.example **bold**';
const FILE = 'deployment.md';

describe('Hovers and Resolve Name… in VS Code (the packaged extension, driven through the UI)', function () {
  this.timeout(5 * 60_000);
  const now = Date.now();
  const table: DomainRecord[] = [
    { name: 'alice.neo', owner: HASH, expiration: now + 500 * DAY, admin: OTHER.hash, records: [
      { type: 1, data: '203.0.113.7' }, { type: 16, data: `address=${OTHER.address}` }, { name: 'www.alice.neo', type: 5, data: 'alice.neo' },
    ] },
    { name: 'chain.neo', owner: HASH, expiration: now + 200 * DAY, records: [{ type: 5, data: 'www.alice.neo' }] },
    { name: 'hostile.neo', owner: OTHER.hash, expiration: now + 90 * DAY, records: [{ type: 16, data: HOSTILE_TXT }] },
    { name: 'gone.neo', owner: OTHER.hash, expiration: now - 3 * DAY },
  ];
  let node: Devnet;
  let session: Session;

  before(async () => {
    node = await startDevnet({ names: table, personality: 'sessions', blockTime: now });
    session = await Session.open({ name: 'hovers', userSettings: { 'nns.rpcUrl': node.url, 'editor.hover.delay': 200, 'editor.minimap.enabled': false } });
    writeFileSync(join(session.server.workspace, FILE), [
      '# Deployment',
      '',
      `The contract owner is ${ADDRESS}; its name is alice.neo.`,
      `Fees go to chain.neo, never to hostile.neo or gone.neo (see index.ts).`,
      '',
    ].join('\n'));
    // Quick Open, as a person opens a file.
    await session.page.keyboard.press('Control+P');
    const input = session.workbench.quickInput().locator('input');
    await input.waitFor({ timeout: UI_TIMEOUT_MS });
    await input.fill(FILE);
    await session.workbench.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: FILE }).first().click({ timeout: UI_TIMEOUT_MS });
    await session.page.locator('.editor-instance .view-line', { hasText: 'Deployment' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  const hover = (needle: string, expect: string | RegExp) => hoverOver(session, needle, expect);

  /** Where the links of a rendered hover lead (VS Code keeps the target in data-href). */
  async function linksOf(widget: Locator): Promise<string[]> {
    return widget.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('data-href') ?? a.getAttribute('href') ?? ''));
  }

  it('an NNS name: expiration, owner, admin and records, with Show Domain Details and Resolve…', async () => {
    const widget = await hover('alice.neo', 'NNS domain');
    await widget.locator('text=203.0.113.7').waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await widget.innerText();
    for (const part of [`Owner ${ADDRESS}`, `Admin ${OTHER.address}`, new Date(now + 500 * DAY).toISOString().slice(0, 10), '203.0.113.7', `NEP-18: the Neo address ${OTHER.address}`, 'www.alice.neo']) {
      assert.ok(text.includes(part), `${part} in:\n${text}`);
    }
    assert.deepEqual((await linksOf(widget)).map((href) => href.split('?')[0]), ['command:nns.showDomainDetails', 'command:nns.resolveName']);
    await session.shot('hover on an NNS name', 'hover', { keepHover: true });
  });

  it('hostile record data is shown as text: no link, no image, no bold', async () => {
    const widget = await hover('hostile.neo', 'NNS domain');
    await widget.locator('code', { hasText: 'click me' }).waitFor({ timeout: UI_TIMEOUT_MS });
    assert.deepEqual((await linksOf(widget)).map((href) => href.split('?')[0]), ['command:nns.showDomainDetails', 'command:nns.resolveName']);
    assert.equal(await widget.locator('img').count(), 0);
    assert.equal(await widget.locator('strong', { hasText: 'bold' }).count(), 0);
    assert.ok((await widget.innerText()).includes(HOSTILE_TXT), await widget.innerText());
    await session.shot('hover with hostile record data', undefined, { keepHover: true });
  });

  // That a file name such as index.ts gets no hover is proved by the integration suite (an absence is
  // no thing to wait for in the UI).
  it('an expired name says so', async () => {
    const gone = await hover('gone.neo', 'NNS domain');
    assert.match(await gone.innerText(), /expired/);
    assert.match(await gone.innerText(), /anyone may register it again/);
  });

  it('an address: its script hash and name count; Show in Owner Domains opens that owner', async () => {
    const widget = await hover(ADDRESS, 'N3 address');
    await widget.locator('text=Holds').waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await widget.innerText();
    assert.ok(text.includes(`Script hash ${HASH}`), text);
    assert.match(text, /Holds 2 NNS names/);
    await session.shot('hover on an address', undefined, { keepHover: true });
    await widget.locator('a', { hasText: 'Show in Owner Domains' }).click();
    // Looked up, as Look Up Domains of Owner… does: beside any configured owner, no setting written.
    await session.workbench.waitForDescription('Owner Domains', /^2$/);
    const rows = await session.workbench.readRowsWhen('Owner Domains', (read) => read.some((row) => row.label === 'chain.neo'));
    assert.deepEqual(rows.map((row) => row.label), [shortAddress(ADDRESS), 'alice.neo', 'chain.neo']);
    await session.shot('owner domains from a hover');
  });

  it('Resolve Name… from the palette: the name checked as typed, the kind picked, the chain shown', async () => {
    const wb = session.workbench;
    const input = await wb.runCommandAsking('Neo Name Service: Resolve Name…', 'Resolve Name');
    await input.fill('Chain.neo');
    await wb.quickInput().locator('.quick-input-message', { hasText: 'lowercase' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await input.fill('chain.neo');
    await input.press('Enter');
    await wb.waitForQuickInput('Resolve chain.neo');
    await wb.pickItem('A');
    const toast = wb.notification('chain.neo A → 203.0.113.7 (via chain.neo → www.alice.neo → alice.neo)');
    await toast.waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('resolve name with its CNAME chain', 'resolve-name');
  });

  it('Resolve Name… says "not registered" in plain words, without asking for a kind of record first', async () => {
    const wb = session.workbench;
    const input = await wb.runCommandAsking('Neo Name Service: Resolve Name…', 'Resolve Name');
    await input.fill('nobody.neo');
    await input.press('Enter');
    await wb.notification('nobody.neo is not registered: nobody holds it.').waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(await wb.quickInput().isVisible(), false, 'no kind of record was asked for');
  });

});
