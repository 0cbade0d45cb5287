// The extension behind a lying node: the packaged .vsix in code-server, driven through the palette as a
// person does, with nns.rpcUrl pointing at a loopback proxy in front of a real neo-go v0.122.0 node
// (test/realnode/support/lyingProxy) that rewrites the node's answers while the suite runs. Honest, a
// registration goes through and its confirmation names the private chain; told MainNet's magic after
// the command started, the command stops in words before any confirmation and the real node receives
// nothing; told an inflated gasconsumed, the confirmation opens with "Unusual fees.". Needs Go ≥ 1.25
// (skipped and said otherwise, unless NNS_REQUIRE_REAL_NODE=1).
import assert from 'node:assert/strict';
import type { RealNode } from '../../scripts/lib/neoGo.mjs';
import { isAvailable, type NodeConfig } from '../../src/core';
import * as write from '../../src/core/write';
import { startLyingProxy, type Call, type LyingProxy } from '../realnode/support/lyingProxy';
import { signedFor } from '../realnode/support/signedFor';
import type { GeneratedKey } from '../unit/support/walletFiles';
import { writeFundedNeoExpress } from './support/fundedAccount';
import { neoGoTools, startSeededNode } from './support/neoGoSuite';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, UI_TIMEOUT_MS } from './support/workbench';

const MAINNET = 860_833_102;
const REGISTER = 'Neo Name Service: Register Name…';
const GAS = 100_000_000n;
const say = (line: string) => process.stdout.write(`      [lying node] ${line}\n`);
/** The calls of a preparation's batch: the test invocation and the node's network fee are asked together. */
const inPreparation = (_: Call, request: readonly Call[]) => request.some((call) => call.method === 'calculatenetworkfee');

describe('NNS Explorer behind a lying node (the packaged extension, the real neo-go node behind a proxy that rewrites its answers)', function () {
  this.timeout(10 * 60_000); // building neo-go the first time takes minutes
  let node: RealNode;
  let proxy: LyingProxy;
  let session: Session;
  let direct: NodeConfig;
  let alice: GeneratedKey;
  let magic: number;
  const stamp = Date.now().toString(36);

  before(async function () {
    const tools = await neoGoTools(this, 'the lying-node e2e suite', say);
    node = await startSeededNode(tools, say);
    direct = { rpcUrl: node.rpcUrl, contractHash: node.contractHash };
    proxy = await startLyingProxy(node.rpcUrl);
    session = await Session.open({
      name: 'lying-node',
      userSettings: { 'nns.rpcUrl': proxy.url, 'nns.contractHash': node.contractHash, 'editor.minimap.enabled': false },
    });
    // The palette offers Register Name… once the extension's contributions are in and the workspace is
    // trusted (its `when`), which a loaded machine takes a while to settle; the views stay closed.
    await until('Register Name… offered in the palette', () => offered(REGISTER), UI_TIMEOUT_MS);
    // Alice's .neo-express file in the workspace, funded on the real node directly.
    const funded = await writeFundedNeoExpress(session.server.workspace, tools, direct);
    alice = funded.key;
    magic = funded.info.network.magic;
    assert.notEqual(magic, MAINNET);
  });

  stepByStep(() => session);
  afterEach(() => proxy?.truth());

  after(async () => {
    await session?.close();
    await proxy?.close();
    await node?.stop();
  });

  const dialog = () => session.page.locator('.monaco-dialog-box');

  /** True when the palette lists the command `title` now (the palette closed again); undefined otherwise. */
  async function offered(title: string): Promise<true | undefined> {
    const wb = session.workbench;
    await session.page.keyboard.press('F1');
    const input = wb.quickInput().locator('input');
    await input.waitFor({ timeout: UI_TIMEOUT_MS });
    await input.fill(`>${title}`);
    const row = wb.quickInput().locator('.quick-input-list .monaco-list-row').filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
    const listed = await row.first().waitFor({ timeout: 3000 }).then(() => true, () => false);
    await session.page.keyboard.press('Escape');
    await wb.quickInput().waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    return listed || undefined;
  }

  /**
   * Register Name… from the palette up to the account's pick: `started` runs once the command has
   * started (its first question is open: the network and height of the operation were read by then).
   */
  async function register(name: string, started?: () => void): Promise<void> {
    const wb = session.workbench;
    const typed = await wb.runCommandAsking(REGISTER, 'Register Name');
    started?.();
    await typed.fill(name);
    await wb.quickInput().locator('.quick-input-message', { hasText: `${name} is free` }).waitFor({ timeout: UI_TIMEOUT_MS });
    await typed.press('Enter');
    await wb.waitForQuickInput(`Register ${name}`);
    await wb.pickItem('Alice');
  }

  it('honest: Register Name… goes through the proxy; the confirmation\'s network line names the private chain; what was sent is what was shown, signed for it', async () => {
    const name = `honest-${stamp}.neo`;
    await register(name);
    await dialog().waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await dialog().innerText();
    say(`the confirmation:\n${text.split('\n').map((line) => `        ${line}`).join('\n')}`);
    assert.match(await dialog().locator('.dialog-message-text').innerText(), new RegExp(`^Register ${escapeRegExp(name)} for .* on a private chain \\(magic ${magic}\\)\\?$`));
    assert.ok(text.includes(`Network: a private chain (magic ${magic}) · node ${proxy.url}`), text);
    await session.shot('honest: the confirmation names the private chain');
    await dialog().locator('.monaco-button', { hasText: 'Sign and Send' }).click();
    await (await session.workbench.shownNotification(new RegExp(`Register ${escapeRegExp(name)} .*: done; the node reports the transaction`))).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('honest: done');
    assert.equal(proxy.sent.length, 1);
    const decoded = write.decodeTransaction(proxy.sent[0]!.bytes);
    assert.ok(text.includes(decoded.displayHash), `${decoded.displayHash} in:\n${text}`);
    assert.ok(signedFor(decoded, magic) && !signedFor(decoded, MAINNET));
    assert.equal(decoded.transaction.signers[0]?.account, alice.account.scriptHash);
    assert.deepEqual(await isAvailable(direct, name), { kind: 'unavailable' }, 'the real node holds the name');
  });

  it('the node switches to MainNet\'s magic between the command\'s start and the preparation: an error in words, no confirmation asks to sign, the real node receives nothing', async () => {
    const name = `switched-${stamp}.neo`;
    const sentBefore = proxy.sent.length;
    const honestVersions = () => proxy.calls.filter((call) => call.method === 'getversion').length;
    let atStart = 0;
    let lie: ReturnType<LyingProxy['lie']> | undefined;
    await register(name, () => {
      atStart = honestVersions();
      lie = proxy.lie({ method: 'getversion', rewrite: (version: { protocol: object }) => ({ ...version, protocol: { ...version.protocol, network: MAINNET } }) });
    });
    const error = await session.workbench.shownNotification(/The node changed its network during the operation/);
    const words = await error.innerText();
    say(`the error: ${words}`);
    assert.ok(words.includes(`it said a private chain (magic ${magic}) first, then MainNet. Nothing was signed or sent.`), words);
    await session.shot('mainnet at the preparation: refused in words');
    assert.ok(atStart > 0, 'the command read the network at its start, before the lie');
    assert.ok(lie && lie.told >= 1, 'the preparation heard MainNet');
    assert.equal(await dialog().count(), 0, 'no confirmation asked to sign');
    assert.equal(proxy.sent.length, sentBefore, 'no transaction reached the proxy');
    assert.deepEqual(await isAvailable(direct, name), { kind: 'available' }, 'the real chain does not hold the name');
    await session.workbench.runCommand('Notifications: Clear All Notifications');
  });

  it('the node inflates the test invocation\'s gasconsumed: the confirmation opens with "Unusual fees."; Cancel sends nothing', async () => {
    const name = `dear-${stamp}.neo`;
    const sentBefore = proxy.sent.length;
    const lie = proxy.lie({ method: 'invokescript', when: inPreparation, rewrite: (result: { gasconsumed: string }) => ({ ...result, gasconsumed: String(BigInt(result.gasconsumed) + 5n * GAS) }) });
    await register(name);
    await dialog().waitFor({ timeout: UI_TIMEOUT_MS });
    const message = await dialog().locator('.dialog-message-text').innerText();
    const detail = await dialog().locator('.dialog-message-detail').innerText();
    say(`the confirmation: ${message}\n        ${detail.split('\n')[0]}`);
    assert.match(message, new RegExp(`^Unusual fees\\. Register ${escapeRegExp(name)} for .* on a private chain \\(magic ${magic}\\)\\?$`));
    assert.match(detail.split('\n')[0]!, /^Unusual: the system fee 5\.\d+ GAS is far above what this operation costs \(1\.00000001 GAS at most\)\.$/);
    assert.equal(lie.told, 1);
    await session.shot('inflated gasconsumed: unusual fees first');
    await dialog().locator('.monaco-button', { hasText: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await session.page.locator('.statusbar', { hasText: `Register ${name}` }).filter({ hasText: 'not signed, nothing was sent' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('inflated gasconsumed: cancelled, nothing sent');
    assert.equal(proxy.sent.length, sentBefore, 'no transaction reached the proxy');
    assert.deepEqual(await isAvailable(direct, name), { kind: 'available' });
  });
});
