// Names as code in the real workbench: the packaged .vsix in code-server against neo-go running the NNS
// contract (scripts/lib/neoGo.mts), a workspace whose `.neo-express` account is funded by the committee.
// A names file with problems shows them as you type; one that declares a new name shows its CodeLens,
// its plan document, and Apply's confirmation, after which the CodeLens says nothing is left to change.
// Needs Go ≥ 1.25 on PATH; without it the suite is skipped and says so (NNS_REQUIRE_REAL_NODE=1: a failure).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NeoGoTools, RealNode } from '../../scripts/lib/neoGo.mjs';
import { writeFundedNeoExpress } from './support/fundedAccount';
import { neoGoTools, startSeededNode } from './support/neoGoSuite';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, UI_TIMEOUT_MS } from './support/workbench';

const say = (line: string) => process.stdout.write(`      [names file] ${line}\n`);
/** An address no account of the workspace holds. */
const STRANGER = 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq';

describe('names file: diagnostics, CodeLens, Plan and Apply on a real neo-go node (the packaged extension)', function () {
  this.timeout(10 * 60_000);
  let node: RealNode;
  let session: Session;
  let tools: NeoGoTools;
  let alice: string;
  const name = `e2e-${Date.now().toString(36)}.neo`;

  before(async function () {
    tools = await neoGoTools(this, 'the names-file e2e suite', say);
    node = await startSeededNode(tools, say);
    session = await Session.open({
      name: 'namesfile',
      userSettings: { 'nns.rpcUrl': node.rpcUrl, 'nns.contractHash': node.contractHash, 'editor.minimap.enabled': false, 'editor.codeLens': true },
    });
    const funded = await writeFundedNeoExpress(session.server.workspace, tools, { rpcUrl: node.rpcUrl, contractHash: node.contractHash });
    alice = funded.key.account.address;
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.stop();
  });

  /** Opens a workspace file with Quick Open and waits for its text. */
  async function open(file: string, text: string): Promise<void> {
    const page = session.page;
    // Quick Open keeps the files it found when it was first opened: a file written since is found once
    // its search runs again, so it is asked again until the file is offered.
    const deadline = Date.now() + UI_TIMEOUT_MS;
    for (;;) {
      await page.keyboard.press('Control+P');
      const input = session.workbench.quickInput().locator('input');
      await input.waitFor({ timeout: UI_TIMEOUT_MS });
      await input.fill(file);
      const row = session.workbench.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: file }).first();
      try {
        await row.waitFor({ timeout: 5_000 });
        await row.click({ timeout: UI_TIMEOUT_MS });
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await page.keyboard.press('Escape');
      }
    }
    await page.locator('.editor-instance .view-line', { hasText: text }).first().waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** The CodeLens above the file's first line holding this text. */
  const lens = (text: string | RegExp) => session.page.locator('.editor-instance .codelens-decoration a', { hasText: text }).first();

  it('shows a file\'s problems as you type: a name against the NNS rules, an owner no workspace account signs for', async () => {
    const text = JSON.stringify({ names: { 'bad..neo': {}, [`ok-${name}`]: { owner: STRANGER } } }, null, 2);
    writeFileSync(join(session.server.workspace, 'broken.nns.json'), `${text}\n`);
    await open('broken.nns.json', 'bad..neo');
    await lens(/1 error in the file/).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.page.locator('.editor-instance .squiggly-error').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.workbench.runCommand('View: Focus Problems (Errors, Warnings, Infos)');
    const problems = session.page.locator('.markers-panel .monaco-list-row');
    await problems.filter({ hasText: 'NNS' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    const rows = await problems.allInnerTexts();
    say(`problems:\n${rows.map((row) => `        ${row.replace(/\s+/g, ' ')}`).join('\n')}`);
    assert.ok(rows.some((row) => /two dots in a row/.test(row)), rows.join('\n'));
    // Once the CodeLens's plan has read the node, the accounts are known: the stranger is warned of.
    await problems.filter({ hasText: STRANGER }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('names file: problems as you type');
    await session.workbench.runCommand('View: Close All Editors');
    await session.workbench.runCommand('View: Hide Panel');
  });

  it('a file declaring a new name: its CodeLens counts the changes, Plan shows them in a read-only document', async () => {
    const text = JSON.stringify({ names: { [name]: { owner: alice, records: { A: '203.0.113.7', TXT: 'names as code' } } } }, null, 2);
    writeFileSync(join(session.server.workspace, 'mydapp.nns.json'), `${text}\n`);
    await open('mydapp.nns.json', name);
    await lens(/\d+ changes?/).waitFor({ timeout: UI_TIMEOUT_MS });
    const summary = await lens(/\d+ changes?/).innerText();
    say(`the CodeLens: ${summary}`);
    assert.match(summary, /^3 changes/);
    await lens(/^Plan$/).click();
    const plan = session.page.locator('.editor-instance .view-lines').filter({ hasText: 'Plan of mydapp.nns.json' });
    await plan.filter({ hasText: name }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    const document = (await plan.first().innerText()).replace(/\u00a0/g, ' ');
    say(`the plan:\n${document.split('\n').map((line) => `        ${line}`).join('\n')}`);
    for (const part of [name, '203.0.113.7', 'names as code']) assert.ok(document.includes(part), `${part} in:\n${document}`);
    await session.shot('names file: the plan', 'names-plan');
  });

  it('Apply confirms the transaction once with its changes and signer; afterwards the CodeLens says nothing is left to change', async () => {
    const page = session.page;
    await page.locator('.tab', { hasText: /^mydapp\.nns\.json$/ }).first().click();
    await lens(/^Apply$/).click();
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    const confirmation = await dialog.innerText();
    say(`the confirmation:\n${confirmation.split('\n').map((line) => `        ${line}`).join('\n')}`);
    assert.match(confirmation, /Apply mydapp\.nns\.json: 3 changes/);
    assert.ok(confirmation.includes(name) && confirmation.includes(alice), confirmation);
    await session.shot('names file: the confirmation');
    await dialog.locator('.monaco-button', { hasText: 'Sign and Send' }).click();
    await (await session.workbench.shownNotification(new RegExp(`${escapeRegExp('mydapp.nns.json')} is applied`))).waitFor({ timeout: UI_TIMEOUT_MS });
    await lens(/Nothing to change/).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('names file: applied');
  });
});
