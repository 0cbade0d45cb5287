// The extension on a real Neo node: the packaged .vsix in code-server, driven through the UI, against
// neo-go v0.122.0 running the NNS contract with 10,000 names (scripts/lib/neoGo.mts), sessions off (the
// default of both node implementations): every list of more than 100 names comes from the contract's
// storage. Needs Go ≥ 1.25 on PATH; without it the suite is skipped and says so, unless
// NNS_REQUIRE_REAL_NODE=1 (.ci/run), where that is a failure.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NeoGoTools, RealNode } from '../../scripts/lib/neoGo.mjs';
import { writeFundedNeoExpress } from './support/fundedAccount';
import { hoverOver } from './support/hover';
import { lookUpOwner } from './support/lookUpOwner';
import { neoGoTools, startSeededNode } from './support/neoGoSuite';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, parseGroup, UI_TIMEOUT_MS } from './support/workbench';
import { shortAddress } from '../../src/model/text/addressText';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const FILE = 'contracts.md';
const say = (line: string) => process.stdout.write(`      [real node] ${line}\n`);

describe('NNS Explorer on a real neo-go node (the packaged extension, driven through the UI)', function () {
  this.timeout(10 * 60_000); // building neo-go the first time takes minutes
  let node: RealNode;
  let session: Session;
  let tools: NeoGoTools;

  before(async function () {
    tools = await neoGoTools(this, 'the real-node e2e suite', say);
    node = await startSeededNode(tools, say);
    session = await Session.open({
      name: 'realnode',
      userSettings: { 'nns.rpcUrl': node.rpcUrl, 'nns.contractHash': node.contractHash, 'editor.hover.delay': 200, 'editor.minimap.enabled': false },
    });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.stop();
  });

  it('All Domains lists the 10,000 names the chain holds, grouped by top-level domain', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    const total = node.names.length;
    await wb.waitForDescription(ALL, new RegExp(total.toLocaleString('en-US')));
    const perRoot = new Map<string, number>();
    for (const { name } of node.names) {
      const root = `.${name.slice(name.lastIndexOf('.') + 1)}`;
      perRoot.set(root, (perRoot.get(root) ?? 0) + 1);
    }
    const rows = await wb.readRowsWhen(ALL, (read) => read.filter((r) => r.level === 1).reduce((sum, r) => sum + (parseGroup(r)?.count ?? 0), 0) === total);
    const groups = rows.filter((r) => r.level === 1).map(parseGroup);
    assert.deepEqual(new Map(groups.map((g) => [g!.label, g!.count])), perRoot);
    await session.shot('real node all domains');
  });

  it('Look Up Domains of Owner… lists an owner\'s names from the real node', async () => {
    const owner = node.owners.at(-1)!;
    const held = node.names.filter((n) => n.owner === owner.address).map((n) => n.name);
    const rows = await lookUpOwner(session.workbench, { address: owner.address, count: held.length });
    assert.deepEqual(rows.slice(1).map((r) => r.label).sort(), [...held].sort());
    await session.shot('real node owner');
  });

  it('Find Domain… reveals a name, and Show Domain Details shows it: owner and records from the chain', async () => {
    const wb = session.workbench;
    const target = node.seed.resolve.name;
    const owner = node.names.find((n) => n.name === target)!.owner;
    const input = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    await input.fill(target);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row .label-name', { hasText: new RegExp(`^${escapeRegExp(target)}$`) }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.pickItem(target);
    await wb.pane(ALL).locator('.monaco-list-row.selected', { hasText: target }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    // Its details, from the palette as a person asks for a name's.
    const named = await wb.runCommandAsking('Neo Name Service: Show Domain Details', 'Show Domain Details');
    await named.fill(target);
    await named.press('Enter');
    const document = session.page.locator('.editor-instance .view-lines').first();
    await document.filter({ hasText: node.seed.resolve.a }).waitFor({ timeout: UI_TIMEOUT_MS });
    const text = (await document.innerText()).replace(/\u00a0/g, ' ');
    for (const part of ['State:', owner, node.seed.resolve.a, node.seed.resolve.aaaa]) assert.ok(text.includes(part), `${part} in:\n${text}`);
    await session.shot('real node details');
    await wb.runCommand('View: Close All Editors');
  });

  it('a hover on a name in a file shows its records and the NEP-18 address, resolved on the real node', async () => {
    const page = session.page;
    const target = node.seed.resolve.name;
    writeFileSync(join(session.server.workspace, FILE), `# Contracts\n\nThe treasury is ${target}; see the docs.\n`);
    await page.keyboard.press('Control+P');
    const input = session.workbench.quickInput().locator('input');
    await input.waitFor({ timeout: UI_TIMEOUT_MS });
    await input.fill(FILE);
    await session.workbench.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: FILE }).first().click({ timeout: UI_TIMEOUT_MS });
    await page.locator('.editor-instance .view-line', { hasText: target }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    const widget = await hoverOver(session, target, node.seed.resolve.a);
    const text = await widget.innerText();
    for (const part of [node.seed.resolve.a, node.seed.resolve.txtAddress]) assert.ok(text.includes(part), `${part} in:\n${text}`);
    await session.shot('real node hover', undefined, { keepHover: true });
  });

  it('Register Name… and Set Record… from the palette, signed by a workspace .neo-express account: the name shows in both views without a refresh', async () => {
    const wb = session.workbench;
    const page = session.page;
    // A developer's chain file in the workspace: one account, funded by the committee (wallet1_solo.json).
    const { key: alice, info } = await writeFundedNeoExpress(session.server.workspace, tools, { rpcUrl: node.rpcUrl, contractHash: node.contractHash });

    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(node.names.length.toLocaleString('en-US')));
    // Alice's list is open in Owner Domains (empty) before the write.
    await wb.runCommand('Neo Name Service: Look Up Domains of Owner…');
    // The workspace's account is offered by its label.
    await wb.waitForQuickInput('Look Up Domains of Owner');
    await wb.pickItem('Alice');
    await wb.pane('Owner Domains').locator('.monaco-list-row', { hasText: shortAddress(alice.account.address) }).first().waitFor({ timeout: UI_TIMEOUT_MS });

    const name = `e2e-${Date.now().toString(36)}.neo`;
    const typed = await wb.runCommandAsking('Neo Name Service: Register Name…', 'Register Name');
    await typed.fill(name);
    // As typed: free, and its price, from the contract.
    await wb.quickInput().locator('.quick-input-message', { hasText: `${name} is free` }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('register: the name checked as typed');
    await typed.press('Enter');
    await wb.waitForQuickInput(`Register ${name}`);
    await wb.pickItem('Alice');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    say(`the confirmation:\n${(await dialog.innerText()).split('\n').map((line) => `        ${line}`).join('\n')}`);
    assert.match(await dialog.innerText(), new RegExp(`Register ${escapeRegExp(name)} for .* on a private chain \\(magic ${info.network.magic}\\)\\?`));
    await session.shot('register: the confirmation', 'register-confirmation');
    await dialog.locator('.monaco-button', { hasText: 'Sign and Send' }).click();
    await (await wb.shownNotification(new RegExp(`Register ${escapeRegExp(name)} .*: done`))).waitFor({ timeout: UI_TIMEOUT_MS });
    // Both views show it, without a refresh: All Domains counts one more, Alice's list holds it.
    await wb.waitForDescription(ALL, new RegExp((node.names.length + 1).toLocaleString('en-US')));
    await wb.pane('Owner Domains').locator('.monaco-list-row', { hasText: name }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('register: the name in both views');

    const picked = await wb.runCommandAsking('Neo Name Service: Set Record…', 'Set Record');
    await picked.fill(name);
    await picked.press('Enter');
    await wb.waitForQuickInput(`Set a record of ${name}`);
    await wb.pickItem('A');
    const value = await wb.waitForQuickInput('A record');
    await value.fill('93.184.216.34');
    await value.press('Enter');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    await dialog.locator('.monaco-button', { hasText: 'Sign and Send' }).click();
    await (await wb.shownNotification(new RegExp(`Set the A record of ${escapeRegExp(name)}: done`))).waitFor({ timeout: UI_TIMEOUT_MS });
    // The details document, asked again, shows the record.
    const details = await wb.runCommandAsking('Neo Name Service: Show Domain Details', 'Show Domain Details');
    await details.fill(name);
    await details.press('Enter');
    await page.locator('.editor-instance .view-lines').first().filter({ hasText: '93.184.216.34' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('set record: the details document');
    await wb.runCommand('View: Close All Editors');
  });
});
