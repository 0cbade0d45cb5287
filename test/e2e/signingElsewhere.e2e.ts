// Signing where the keys are, in the real workbench: the packaged .vsix in code-server against a neo-go
// v0.122.0 node. Register Name… for an owner whose key is in a neo-go wallet outside the workspace is saved
// at its confirmation into the workspace; neo-go's `wallet sign` signs it; Send Signed Transaction… sends it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base64 } from '@scure/base';
import type { NeoGoTools, RealNode } from '../../scripts/lib/neoGo.mjs';
import { readContractWriteInfo, type ContractWriteInfo } from '../../src/core/contracts/contractWriteInfo';
import * as write from '../../src/core/write';
import { importKey, newWallet, signWithNeoGo, wifOf, type NeoGoWallet } from '../realnode/support/neoGoWallets';
import { generateKey, type GeneratedKey } from '../unit/support/walletFiles';
import { fundFromCommittee } from './support/fundedAccount';
import { neoGoTools, startSeededNode } from './support/neoGoSuite';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { escapeRegExp, UI_TIMEOUT_MS } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const TYPE_ROW = 'Another Account, Signing Elsewhere…';
const SAVE = 'Save for Signing Elsewhere…';
/** Every field name a contract parameters context may hold (neo-go's and neo-cli's): no room for a key. */
const CONTEXT_FIELDS = new Set(['type', 'hash', 'data', 'items', 'network', 'script', 'parameters', 'signatures', 'value']);
const say = (line: string) => process.stdout.write(`      [signing elsewhere] ${line}\n`);

describe('Signing elsewhere in VS Code: Save for Signing Elsewhere…, neo-go wallet sign, Send Signed Transaction… (the packaged extension, a real neo-go node)', function () {
  this.timeout(10 * 60_000); // building neo-go the first time takes minutes
  let node: RealNode;
  let session: Session;
  let tools: NeoGoTools;
  let info: ContractWriteInfo;
  let outsideDir: string;
  let wallet: NeoGoWallet;
  let owner: GeneratedKey;
  const name = `far-${Date.now().toString(36)}.neo`;
  const fileName = `register-${name}.context.json`;
  let file: string;

  before(async function () {
    tools = await neoGoTools(this, 'the signing elsewhere e2e suite', say);
    node = await startSeededNode(tools, say);
    const config = { rpcUrl: node.rpcUrl, contractHash: node.contractHash };
    info = await readContractWriteInfo(config);
    // The owner's key lives in a neo-go wallet outside the workspace; the workspace holds no account at all.
    outsideDir = mkdtempSync(join(tmpdir(), 'nns-e2e-elsewhere-'));
    owner = generateKey();
    wallet = await newWallet(tools.cli, outsideDir, 'owner');
    await importKey(tools.cli, wallet, Buffer.from(owner.hex, 'hex'), 'owner');
    await fundFromCommittee(tools, config, info, owner.account.scriptHash, 50n);
    session = await Session.open({
      name: 'signing-elsewhere',
      userSettings: { 'nns.rpcUrl': node.rpcUrl, 'nns.contractHash': node.contractHash, 'editor.minimap.enabled': false },
    });
    file = join(session.server.workspace, fileName);
  });

  stepByStep(() => session);

  after(async () => {
    owner?.key.wipe();
    await session?.close();
    await node?.stop();
    if (outsideDir) rmSync(outsideDir, { recursive: true, force: true });
  });

  it('Register Name… for an owner typed by its public key (it signs elsewhere): the confirmation offers only Save for Signing Elsewhere…, which writes the file into the workspace', async () => {
    const wb = session.workbench;
    const page = session.page;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(node.names.length.toLocaleString('en-US')));

    const typed = await wb.runCommandAsking('Neo Name Service: Register Name…', 'Register Name');
    await typed.fill(name);
    await wb.quickInput().locator('.quick-input-message', { hasText: `${name} is free` }).waitFor({ timeout: UI_TIMEOUT_MS });
    await typed.press('Enter');
    // No account in the workspace: the error says so and offers to go on with one that signs elsewhere.
    const none = await wb.shownNotification(/No account of this workspace can sign/);
    await none.locator('a.monaco-button', { hasText: 'Sign Elsewhere…' }).click({ timeout: UI_TIMEOUT_MS });
    await wb.waitForQuickInput(`Register ${name}`);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: TYPE_ROW }).first().click({ timeout: UI_TIMEOUT_MS });
    await wb.quickInput().locator('.quick-input-message', { hasText: 'The account that signs elsewhere' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const key = wb.quickInput().locator('input.input').first();
    await key.fill(Buffer.from(owner.account.publicKeys[0]!).toString('hex'));
    await wb.quickInput().locator('.quick-input-message', { hasText: `The account ${owner.account.address}.` }).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('the owner typed by its public key');
    await key.press('Enter');

    const dialog = page.locator('.monaco-dialog-box');
    await dialog.filter({ hasText: SAVE }).waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await dialog.innerText();
    say(`the confirmation:\n${text.split('\n').map((line) => `        ${line}`).join('\n')}`);
    assert.match(text, new RegExp(`Register ${escapeRegExp(name)} for .* on a private chain \\(magic ${info.network.magic}\\)\\?`));
    assert.match(text, new RegExp(`Sign and Send is not offered: ${owner.account.address} \\(key [0-9a-f]{8}…[0-9a-f]{6}\\) signs elsewhere`));
    assert.equal(await dialog.locator('.monaco-button', { hasText: 'Sign and Send' }).count(), 0, 'Sign and Send is not offered');
    await session.shot('the confirmation: save for signing elsewhere');
    await dialog.locator('.monaco-button', { hasText: SAVE }).click();
    await saveAs(file);
    await (await wb.shownNotification(new RegExp(`Saved ${escapeRegExp(fileName)}; nothing was sent\\. Missing signatures: ${owner.account.address} `))).waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('saved for signing elsewhere');

    // On disk: a contract parameters context of this transaction, for the node's network, signed by nobody yet, holding no key.
    assert.ok(existsSync(file), file);
    const saved = readFileSync(file, 'utf8');
    const json = JSON.parse(saved) as { type: string; hash: string; network: number; items: Record<string, { script: string; signatures?: Record<string, string> }> };
    assert.equal(json.type, 'Neo.Network.P2P.Payloads.Transaction');
    assert.equal(json.network, info.network.magic);
    const context = write.parseContext(saved);
    assert.equal(`0x${json.hash.replace(/^0x/, '')}`, context.hash, 'the hash is that of the data');
    assert.equal(context.transaction.signers[0]?.account, owner.account.scriptHash, 'the owner signs');
    const items = Object.entries(json.items);
    assert.equal(items.length, 1);
    assert.equal(items[0]![1].script, base64.encode(owner.account.verificationScript));
    assert.deepEqual(items[0]![1].signatures ?? {}, {});
    assertNoKey(saved);
  });

  it('the file is signed outside the workspace by neo-go wallet sign, with the owner\'s wallet', async () => {
    const before = write.parseContext(readFileSync(file, 'utf8'));
    assert.deepEqual(write.signingStatus(before).map((status) => status.complete), [false]);
    await signWithNeoGo(tools.cli, wallet, owner.account.address, file);
    // The same transaction, now with the owner's signature, and it verifies.
    const signed = write.parseContext(readFileSync(file, 'utf8'));
    assert.equal(signed.hash, before.hash);
    assert.deepEqual(write.signingStatus(signed).map((status) => [status.address, status.complete]), [[owner.account.address, true]]);
    assert.deepEqual(write.badSignatures(signed), []);
  });

  it('Send Signed Transaction… from the palette: the file picked, its confirmation, sent; the name in All Domains without a refresh', async () => {
    const wb = session.workbench;
    const page = session.page;
    await wb.runCommandAsking('Neo Name Service: Send Signed Transaction…', 'Send Signed Transaction');
    // Saved here: the row says what it does.
    const row = wb.quickInput().locator('.quick-input-list .monaco-list-row', { hasText: fileName });
    await row.filter({ hasText: `Saved here: Register ${name}` }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('send signed transaction: the file');
    await row.first().click({ timeout: UI_TIMEOUT_MS });

    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    const text = await dialog.innerText();
    say(`the send's confirmation:\n${text.split('\n').map((line) => `        ${line}`).join('\n')}`);
    assert.match(text, new RegExp(`Register ${escapeRegExp(name)} for .* on a private chain \\(magic ${info.network.magic}\\)\\?`));
    assert.match(text, new RegExp(`Signed elsewhere: ${owner.account.address} \\(signed\\)`));
    await session.shot('send signed transaction: the confirmation');
    await dialog.locator('.monaco-button', { hasText: /^Send$/ }).click();
    await (await wb.shownNotification(new RegExp(`Register ${escapeRegExp(name)} .*: done`))).waitFor({ timeout: UI_TIMEOUT_MS });

    // All Domains counts one more, without a refresh, and Find Domain… reveals the name in it.
    await wb.waitForDescription(ALL, new RegExp((node.names.length + 1).toLocaleString('en-US')));
    const find = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    await find.fill(name);
    await wb.quickInput().locator('.quick-input-list .monaco-list-row .label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.pickItem(name);
    await wb.pane(ALL).locator('.monaco-list-row.selected', { hasText: name }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('the name in All Domains');
  });

  /** The saved text holds only a context's fields, and neither the owner's key nor its WIF in any form. */
  function assertNoKey(text: string): void {
    const walk = (value: unknown, path: string): void => {
      if (value === null || typeof value !== 'object') return;
      for (const [field, inner] of Object.entries(value)) {
        // Under items and signatures the keys are script hashes and public keys.
        const keyed = path.endsWith('.items') || path.endsWith('.signatures');
        if (!keyed && !Array.isArray(value)) assert.ok(CONTEXT_FIELDS.has(field), `${path}.${field} is no field of a context`);
        walk(inner, `${path}.${field}`);
      }
    };
    walk(JSON.parse(text), '$');
    const secret = Buffer.from(owner.hex, 'hex');
    for (const form of [owner.hex, base64.encode(secret), wifOf(secret)]) assert.ok(!text.toLowerCase().includes(form.toLowerCase()), 'the owner\'s key is not in the file');
  }

  /**
   * Code-server's save dialog is a quick input holding a path: it proposes the workspace folder and
   * the file's default name; check it is `proposed`, then Enter, again while it lists the folder.
   */
  async function saveAs(proposed: string): Promise<void> {
    const input = session.page.locator('.quick-input-widget input.input').first();
    await until('the save dialog', async () => ((await input.inputValue().catch(() => '')).includes('/') ? true : undefined), UI_TIMEOUT_MS);
    await session.shot('the save dialog');
    assert.equal(await input.inputValue(), proposed);
    const widget = session.page.locator('.quick-input-widget');
    await until('the save dialog to take the file', async () => {
      await input.press('Enter', { timeout: 1000 }).catch(() => undefined);
      return (await widget.waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false)) ? true : undefined;
    }, UI_TIMEOUT_MS);
  }
});
