// Signing where the keys are (issue 37) through the extension's model, on a real neo-go v0.122.0 node of
// its own: runNameOperation saves a registration at its confirmation (Save for Signing Elsewhere…) for an
// owner whose key is in a wallet outside the workspace; neo-go's `wallet sign` signs the file; the model's
// sendSignedTransaction reads it back, checks it, confirms it in the words it was saved with, sends it and
// waits: the name is registered. A 2-of-3 multisig owner's file goes through two wallets in turn (refused,
// saying whose signatures are missing, after the first). Refusals against the live chain: a file whose
// bytes were changed, an expired one (nothing sent). The committee's Add Root signed the same way. A file
// the model saved, signed by neo-go and sent by neo-go's `util sendtx`: the extension's context is neo-go's.
import assert from 'node:assert/strict';
import { MemoryState } from '../../../unit/support/memoryState';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base64, hex } from '@scure/base';
import { z } from 'zod';
import { ensureNeoGo, seedChain, startRealNode, type NeoGoTools, type RealNode as StartedNode } from '../../../../scripts/lib/neoGo.mjs';
import { getDomainDetails, listRoots, type NodeConfig } from '../../../../src/core';
import { readContractWriteInfo, type ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { elsewhereSigner } from '../../../../src/model/write/accounts/elsewhereAccount';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { runNameOperation, type RunOutcome } from '../../../../src/model/write/run/runNameOperation';
import type { ContextSaver } from '../../../../src/model/write/run/saveForSigning';
import { SavedTransactions } from '../../../../src/model/write/run/savedTransactions';
import { sendSignedTransaction, type SendOutcome, type SendSignedOptions } from '../../../../src/model/write/run/sendSignedTransaction';
import type { ConfirmationText } from '../../../../src/model/write/words/confirmationText';
import { addRootSpec } from '../../../../src/model/write/operations/addRoot';
import type { OperationData, OperationSpec } from '../../../../src/model/write/operations/operationSpec';
import { registerSpec } from '../../../../src/model/write/operations/register';
import { importMultisig, newWallet, sendWithNeoGo, signWithNeoGo, walletAccounts, walletConfig, type NeoGoWallet } from '../../support/neoGoWallets';
import { realNode } from '../../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const GAS = 100_000_000n;
const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const committeeWalletSchema = z.object({
  accounts: z.array(z.object({ address: z.string(), key: z.string(), contract: z.object({ script: z.string().nullable().optional() }) })),
  scrypt: z.object({ n: z.number(), r: z.number(), p: z.number() }),
});

describe(`real node (${real.configuration.name}): signed elsewhere, through the model: saved at the confirmation, signed by neo-go, sent by Send Signed Transaction`, function () {
  this.timeout(300_000);
  let tools: NeoGoTools;
  let started: StartedNode;
  let node: NodeConfig;
  let info: ContractWriteInfo;
  let dir: string;
  let committee: write.VerificationAccount;
  let committeeKey: write.PrivateKey;
  const saved = new SavedTransactions(new MemoryState());
  const suffix = Date.now().toString(36);
  const confirmations: ConfirmationText[] = [];
  const logged: string[] = [];

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    tools = await ensureNeoGo();
    started = await startRealNode({ tools, chain: await seedChain(tools), rpc: real.configuration.settings });
    node = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    info = await readContractWriteInfo(node);
    dir = mkdtempSync(join(tmpdir(), 'nns-elsewhere-'));
    const wallet = committeeWalletSchema.parse(JSON.parse(readFileSync(tools.wallet, 'utf8')));
    const entry = wallet.accounts.find((account) => account.address === real.seed.committee);
    assert.ok(entry?.contract.script);
    committee = write.accountFromVerificationScript(Buffer.from(entry.contract.script, 'base64'));
    committeeKey = await write.decryptNep2(entry.key, 'one', wallet.scrypt);
  });
  after(async () => {
    committeeKey?.wipe();
    await started?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The extension's save: the file where the dialog would put it, the transaction remembered. */
  const saver: ContextSaver = async (request) => {
    writeFileSync(join(dir, request.fileName), request.text);
    await saved.remember({ ...request.record, file: request.fileName, savedAt: Date.now() });
    return request.fileName;
  };

  async function fund(account: write.VerificationAccount): Promise<void> {
    const call: write.ContractCall = {
      contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
      args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: account.scriptHash }, { type: 'Integer', value: 20n * GAS }, { type: 'Any', value: null }],
    };
    const prepared = await write.prepareTransaction(node, call, [committee]);
    await write.sendTransaction(write.signTransaction(prepared, [committeeKey]), node);
    const outcome = await write.waitForTransaction(node, prepared.hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
  }

  /** An operation whose signer signs elsewhere, saved at the confirmation; the file's path. */
  async function saveOperation<O extends OperationData>(spec: OperationSpec<O>, operation: O, signer: SigningAccount, runInfo: ContractWriteInfo = info): Promise<string> {
    const outcome: RunOutcome = await runNameOperation({
      write, node, info: runInfo, spec, operation, signers: [signer], l10n,
      keySource: () => Promise.reject(new Error('no key of the workspace is read')),
      confirm: async (text) => {
        confirmations.push(text);
        assert.equal(text.button, undefined, 'Sign and Send is not offered: the signer signs elsewhere');
        return 'save';
      },
      saveContext: saver, currentSettings: () => node, log: (line) => logged.push(line), pollIntervalMs: 100,
    });
    assert.equal(outcome.kind, 'saved', show(outcome));
    assert.ok(outcome.kind === 'saved');
    assert.match(outcome.message, new RegExp(`Missing signatures: ${signer.address} `));
    return join(dir, outcome.file);
  }

  /** Register `name` for `owner` (it signs elsewhere), saved at the confirmation; the file's path. */
  function saveRegistration(name: string, owner: SigningAccount, runInfo: ContractWriteInfo = info): Promise<string> {
    return saveOperation(registerSpec, { kind: 'register', name, owner: { address: owner.address, scriptHash: owner.scriptHash } }, owner, runInfo);
  }

  /** Send Signed Transaction… of the file, the chain read now, confirmed with Send. */
  async function send(file: string, change: Partial<SendSignedOptions> = {}): Promise<SendOutcome> {
    return sendSignedTransaction({
      write, node, info: await readContractWriteInfo(node), text: readFileSync(file, 'utf8'), file: file.slice(dir.length + 1), l10n,
      saved: (hash) => saved.find(hash),
      confirm: async (text) => {
        confirmations.push(text);
        return text.button;
      },
      currentSettings: () => node, log: (line) => logged.push(line), pollIntervalMs: 100, ...change,
    });
  }

  async function ownerOf(name: string): Promise<string | undefined> {
    const [found] = await getDomainDetails(node, [name]);
    return found?.state === 'active' ? found.owner?.address : undefined;
  }

  it('a registration saved for an owner whose key is in a wallet outside the workspace, signed by neo-go wallet sign, sent by the model: registered', async () => {
    const outside: NeoGoWallet = await newWallet(tools.cli, dir, 'outside', { account: true });
    const account = walletAccounts(outside)[0]!;
    await fund(account);
    const owner = elsewhereSigner(account, []);
    const name = `far-${suffix}.neo`;
    const file = await saveRegistration(name, owner);
    assert.match(confirmations.at(-1)!.detail, new RegExp(`^Sign and Send is not offered: ${owner.address} \\(key [0-9a-f]{8}…[0-9a-f]{6}\\) signs elsewhere`));

    await signWithNeoGo(tools.cli, outside, account.address, file);
    const outcome = await send(file);
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.ok(outcome.kind === 'done');
    assert.deepEqual(outcome.reload?.names, [name]);
    assert.equal(confirmations.at(-1)!.message, confirmations.at(-2)!.message, 'confirmed in the words it was saved with');
    assert.match(confirmations.at(-1)!.detail, new RegExp(`^Signed elsewhere: ${owner.address} \\(signed\\)$`, 'm'));
    assert.equal(await ownerOf(name), account.address);
  });

  it('a 2-of-3 multisig owner, shown m-of-n: its file signed by two wallets in turn; after the first, refused saying whose signatures are missing', async () => {
    const wallets = await Promise.all(['k1', 'k2', 'k3'].map((name) => newWallet(tools.cli, dir, name, { account: true })));
    const keys = wallets.map((wallet) => walletAccounts(wallet)[0]!.publicKeys[0]!);
    const account = write.multisigAccount(2, keys);
    for (const wallet of wallets.slice(0, 2)) await importMultisig(tools.cli, wallet, 2, keys.map((key) => hex.encode(key)));
    await fund(account);
    const owner = elsewhereSigner(account, []);
    const name = `multi-${suffix}.neo`;
    const file = await saveRegistration(name, owner);
    assert.match(confirmations.at(-1)!.detail, new RegExp(`${owner.address} \\(2-of-3 multisig\\) signs elsewhere`));

    await signWithNeoGo(tools.cli, wallets[0]!, account.address, file);
    const half = await send(file);
    assert.ok(half.kind === 'failed' && half.stage === 'check', show(half));
    assert.match(half.refusal.message, new RegExp(`^Signatures are missing in register-multi-${suffix}\\.neo\\.context\\.json: ${owner.address} \\(2-of-3 multisig: 1 of 2 signatures; `));

    await signWithNeoGo(tools.cli, wallets[1]!, account.address, file);
    const outcome = await send(file);
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.match(confirmations.at(-1)!.detail, new RegExp(`^Signed elsewhere: ${owner.address} \\(2 of 2 signatures: `, 'm'));
    assert.equal(await ownerOf(name), account.address);
  });

  it('the committee\'s Add Root, the committee signing elsewhere: saved, signed by neo-go with the validator\'s wallet1_solo.json, sent by the model', async () => {
    const signer: SigningAccount = { ...elsewhereSigner(committee, []), committee: true };
    const root = `e${suffix.slice(-6)}`;
    const file = await saveOperation(addRootSpec, { kind: 'addRoot', root }, signer);
    assert.match(confirmations.at(-1)!.detail, new RegExp(`the committee ${committee.address}, signs elsewhere \\(1-of-1 multisig\\)`));
    await signWithNeoGo(tools.cli, walletConfig(dir, 'validator', tools.wallet, 'one'), committee.address, file);
    const outcome = await send(file);
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.ok((await listRoots(node)).roots.includes(root));
  });

  it('a registration saved by the model, signed by neo-go wallet sign, sent by neo-go util sendtx (not by the extension): registered', async () => {
    const outside = await newWallet(tools.cli, dir, 'sendtx', { account: true });
    const account = walletAccounts(outside)[0]!;
    await fund(account);
    const owner = elsewhereSigner(account, []);
    const name = `neogo-${suffix}.neo`;
    const file = await saveRegistration(name, owner);
    const { hash } = write.parseContext(readFileSync(file, 'utf8'));

    await signWithNeoGo(tools.cli, outside, account.address, file);
    const signed = write.parseContext(readFileSync(file, 'utf8'));
    assert.equal(signed.hash, hash, 'neo-go signs the transaction the extension saved');
    const printed = await sendWithNeoGo(tools.cli, file, node.rpcUrl);
    assert.ok(printed.toLowerCase().includes(hash.slice(2)), `neo-go util sendtx prints the saved hash: ${printed}`);
    const validUntil = signed.transaction.validUntilBlock;
    const outcome = await write.waitForTransaction(node, hash, validUntil, { pollIntervalMs: 100 });
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT', show(outcome));
    assert.equal(await ownerOf(name), account.address);
  });

  it('refuses against the live chain, sending nothing: a file whose bytes were changed, and one past its last valid block', async () => {
    const outside = await newWallet(tools.cli, dir, 'refusals', { account: true });
    const account = walletAccounts(outside)[0]!;
    await fund(account);
    const owner = elsewhereSigner(account, []);

    // Changed bytes: the nonce of the signed file's data, its hash left as saved.
    const changedName = `changed-${suffix}.neo`;
    const file = await saveRegistration(changedName, owner);
    await signWithNeoGo(tools.cli, outside, account.address, file);
    const json = JSON.parse(readFileSync(file, 'utf8')) as { data: string };
    const data = base64.decode(json.data);
    data[1] = data[1]! ^ 0xff;
    writeFileSync(file, JSON.stringify({ ...json, data: base64.encode(data) }));
    const changed = await send(file);
    assert.ok(changed.kind === 'failed' && changed.stage === 'read', show(changed));
    assert.match(changed.refusal.message, /was changed: its data no longer has the hash the file gives\. Nothing was sent\.$/);
    assert.equal(await ownerOf(changedName), undefined);

    // Expired: saved to be valid for two blocks only, signed by neo-go, brought back once the chain is past it.
    const expiringName = `expired-${suffix}.neo`;
    const short = { ...info, network: { ...info.network, maxValidUntilBlockIncrement: 2 }, blockCount: (await readContractWriteInfo(node)).blockCount, readAt: Date.now() };
    const expiring = await saveRegistration(expiringName, owner, short);
    await signWithNeoGo(tools.cli, outside, account.address, expiring);
    const validUntil = write.parseContext(readFileSync(expiring, 'utf8')).transaction.validUntilBlock;
    while ((await readContractWriteInfo(node)).blockCount <= validUntil) await new Promise((resolve) => setTimeout(resolve, 100));
    let asked = false;
    const expired = await send(expiring, { confirm: () => {
      asked = true;
      return Promise.resolve(undefined);
    } });
    assert.ok(expired.kind === 'failed' && expired.stage === 'check', show(expired));
    assert.match(expired.refusal.message, new RegExp(`could enter blocks up to ${l10n.count(validUntil)}, and the chain is past it .*Nothing was sent\\.$`));
    assert.equal(asked, false, 'no confirmation shown');
    // The node says the same of it.
    await assert.rejects(sendWithNeoGo(tools.cli, expiring, node.rpcUrl), /expired|ValidUntilBlock/i);
    assert.equal(await ownerOf(expiringName), undefined);
  });
});
