// Set Up NNS on This Chain… in the real editor: the packaged extension in code-server, a fresh neo-go
// v0.122.0 chain without any NNS contract (scripts/lib/neoGo.mts startFreshNode), and a workspace that
// holds the contract's .nef and manifest and the committee's NEP-6 wallet, as the playground's
// (`npm start -- --node neo-go --no-nns`). From All Domains' failure row to a listing view: the file
// picks, the password box (password "one"), Sign and Send, Use This Contract; the view then lists the
// empty contract and offers Register Name…. Needs Go ≥ 1.25 (skipped and said otherwise, unless
// NNS_REQUIRE_REAL_NODE=1).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFreshNode, type FreshNode } from '../../scripts/lib/neoGo.mjs';
import { VALIDATOR_WALLET_PASSWORD } from '../../scripts/lib/neoGoConfig.mjs';
import { PLAYGROUND_NNS_FILES, writePlaygroundNnsFiles } from '../../scripts/lib/playgroundNns.mjs';
import { neoGoTools } from './support/neoGoSuite';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { UI_TIMEOUT_MS } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const SET_UP_ROW = 'Set Up NNS on This Chain…';
const say = (line: string) => process.stdout.write(`      [set up] ${line}\n`);

describe('Set Up NNS on This Chain… on a fresh neo-go chain (the packaged extension, driven through the UI)', function () {
  this.timeout(10 * 60_000); // building neo-go the first time takes minutes
  let node: FreshNode;
  let session: Session;
  let workspace: string;

  before(async function () {
    const tools = await neoGoTools(this, 'the set-up e2e suite', say);
    node = await startFreshNode({ tools, log: say });
    workspace = mkdtempSync(join(tmpdir(), 'nns-setup-e2e-'));
    writePlaygroundNnsFiles(workspace, { nef: tools.nef, manifest: tools.manifest, wallet: tools.wallet });
    // The node only; the contract's hash stays the default (MainNet's), which this chain lacks.
    session = await Session.open({ name: 'setup', workspace, userSettings: { 'nns.rpcUrl': node.rpcUrl, 'editor.minimap.enabled': false } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.stop();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('All Domains says the node holds no NNS contract and offers Set Up NNS on This Chain… first', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    const rows = await wb.readRowsWhen(ALL, (read) => read.some((row) => row.label === SET_UP_ROW));
    assert.equal(rows[0]?.label, SET_UP_ROW);
    await wb.pane(ALL).locator('.pane-body .message', { hasText: /is an NNS contract/ }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('no nns on this chain');
  });

  it('from the row: the contract\'s files, the committee, the root and price, the confirmation, the password, Use This Contract', async () => {
    const wb = session.workbench;
    const page = session.page;
    await (await wb.rowLocator(ALL, SET_UP_ROW)).click();
    // The workspace's NNS contract, offered first.
    await wb.waitForQuickInput('Set Up NNS: the contract');
    await wb.pickItem(PLAYGROUND_NNS_FILES.manifest);
    // The committee's account (the 1-of-1 multisig of wallet1_solo.json's validator key), offered first.
    await wb.waitForQuickInput('Set Up NNS: the committee\'s account');
    await wb.pickItem(node.committee);
    // The root and the price as offered.
    const root = await wb.waitForQuickInput('Set Up NNS: the first top-level domain');
    assert.equal(await root.inputValue(), 'neo');
    await root.press('Enter');
    const price = await wb.waitForQuickInput('Set Up NNS: the price of a name');
    assert.equal(await price.inputValue(), '0.01');
    await price.press('Enter');
    // One confirmation with every step; nothing is signed before Sign and Send.
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await dialog.innerText();
    for (const part of ['Set up NNS on a private chain', '1. Deploy the contract: its hash will be 0x', '2. Add the top-level domain "neo"', '3. Set the price of a name to 0.01 GAS', `the committee ${node.committee}`]) {
      assert.ok(text.includes(part), `${part} in:\n${text}`);
    }
    const contractHash = /its hash will be (0x[0-9a-f]{40})/.exec(text)?.[1];
    assert.ok(contractHash, text);
    await session.shot('set up confirmation');
    await dialog.locator('.monaco-button', { hasText: 'Sign and Send' }).click();
    // The wallet's password, asked only now.
    const password = wb.quickInput().filter({ has: page.locator('.quick-input-title', { hasText: /^Password of / }) });
    await password.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await password.locator('input.input').first().fill(VALIDATOR_WALLET_PASSWORD);
    await password.locator('input.input').first().press('Enter');
    // In a block: the contract is offered; the setting is written on the click.
    const done = await wb.shownNotification(/NNS is set up on this chain/);
    assert.ok((await done.innerText()).includes(contractHash), await done.innerText());
    await session.shot('set up done');
    await done.locator('.monaco-button', { hasText: 'Use This Contract' }).click();
    const written = await until('nns.contractHash in the workspace settings', () => {
      try {
        return (JSON.parse(readFileSync(join(workspace, '.vscode', 'settings.json'), 'utf8')) as Record<string, unknown>)['nns.contractHash'];
      } catch {
        return undefined;
      }
    }, UI_TIMEOUT_MS);
    assert.equal(written, contractHash);
  });

  it('All Domains then lists the new contract, empty, and offers Register Name…', async () => {
    const wb = session.workbench;
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === 1 && read[0]?.label === 'Register Name…');
    assert.deepEqual(rows.map((row) => row.label), ['Register Name…']);
    await wb.pane(ALL).locator('.pane-body .message', { hasText: 'The contract lists no domains.' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('set up lists the empty contract');
  });
});
