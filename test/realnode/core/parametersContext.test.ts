// Signing where the keys are (issue 37), on a real neo-go v0.122.0 node and its CLI (protocol notes
// §15): the core prepares a transaction and saves its contract parameters context; neo-go's
// `wallet sign` signs it with wallets outside the workspace (made here non-interactively, keys the core
// never sees); the core reads it back, checks it against what it prepared and the chain, sends it and
// waits for its block. A registration by a signature account, one by a 2-of-3 multisig owner whose
// context goes through two `wallet sign` runs (and one the workspace has signed first), the committee's
// addRoot signed with neo-go's wallet1_solo.json, a context sent by `neo-go util sendtx`, one neo-go
// wrote itself (a context from elsewhere), the refusals against the live chain, and the committed
// fixtures made again. Its transactions change the chain: a
// node of its own over a copy of the seeded chain, in one configuration.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hex } from '@scure/base';
import { z } from 'zod';
import { ensureNeoGo, seedChain, startRealNode, type NeoGoTools, type RealNode as StartedNode } from '../../../scripts/lib/neoGo.mjs';
import { getDomainDetails, listRecords, listRoots, type NodeConfig } from '../../../src/core';
import {
  accountFromPublicKey, accountFromVerificationScript, checkContext, contextOf, decryptNep2, GAS_HASH, inspectContext, isTransactionError, multisigAccount,
  parseContext, prepareTransaction, PrivateKey, sendContext, sendTransaction, serializeContext, signingStatus, signTransaction, waitForTransaction,
  type ContractArgument, type ContractCall, type PreparedTransaction, type VerificationAccount,
} from '../../../src/core/write';
import { FIXTURE_DIR, FIXTURE_FILES } from '../../unit/core/transactions/contextFixture';
import { makeContextFixtures } from '../support/contextFixtures';
import {
  importMultisig, neoGo, newWallet, sendWithNeoGo, signWithNeoGo, walletAccounts, walletConfig, watchOnlyWallet, type NeoGoWallet,
} from '../support/neoGoWallets';
import { rawRpc, realNode } from '../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const GAS = 100_000_000n;

const string = (value: string): ContractArgument => ({ type: 'String', value });
const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
const integer = (value: bigint): ContractArgument => ({ type: 'Integer', value });

const committeeWalletSchema = z.object({
  accounts: z.array(z.object({ address: z.string(), key: z.string(), contract: z.object({ script: z.string().nullable().optional() }) })),
  scrypt: z.object({ n: z.number(), r: z.number(), p: z.number() }),
});

describe(`real node (${real.configuration.name}): a parameters context signed by neo-go's wallet sign, on a node of its own`, function () {
  this.timeout(300_000);
  let tools: NeoGoTools;
  let started: StartedNode;
  let node: NodeConfig;
  let dir: string;
  let committee: VerificationAccount;
  let committeeKey: PrivateKey;
  let committeeWallet: NeoGoWallet;
  const suffix = Date.now().toString(36);

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    tools = await ensureNeoGo();
    const chain = await seedChain(tools);
    started = await startRealNode({ tools, chain, rpc: real.configuration.settings });
    node = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    dir = mkdtempSync(join(tmpdir(), 'nns-context-'));
    // The committee's key funds the signers below (GAS transfers the core signs); addRoot is signed by neo-go.
    const wallet = committeeWalletSchema.parse(JSON.parse(readFileSync(tools.wallet, 'utf8')));
    const entry = wallet.accounts.find((account) => account.address === real.seed.committee);
    assert.ok(entry?.contract.script, `no ${real.seed.committee} in ${tools.wallet}`);
    committee = accountFromVerificationScript(Buffer.from(entry.contract.script, 'base64'));
    committeeKey = await decryptNep2(entry.key, 'one', wallet.scrypt);
    committeeWallet = walletConfig(dir, 'committee', tools.wallet, 'one');
  });
  after(async () => {
    committeeKey?.wipe();
    await started?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const nns = (method: string, args: ContractArgument[], assertResult = false): ContractCall => ({ contractHash: node.contractHash, method, args, assertResult });

  /** The node's network and block count now. */
  async function chainNow(): Promise<{ networkMagic: number; blockCount: number }> {
    const version = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getversion', params: [] });
    const count = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 2, method: 'getblockcount', params: [] });
    return {
      networkMagic: (version.json as { result: { protocol: { network: number } } }).result.protocol.network,
      blockCount: (count.json as { result: number }).result,
    };
  }

  async function fund(account: VerificationAccount, amount = 20n * GAS): Promise<void> {
    const transfer: ContractCall = { contractHash: GAS_HASH, method: 'transfer', args: [hash160(committee.scriptHash), hash160(account.scriptHash), integer(amount), { type: 'Any', value: null }], assertResult: true };
    const prepared = await prepareTransaction(node, transfer, [committee]);
    await sendTransaction(signTransaction(prepared, [committeeKey]), node);
    await halted(prepared);
  }

  async function halted(prepared: PreparedTransaction, hash = prepared.hash): Promise<void> {
    const outcome = await waitForTransaction(node, hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind, 'included');
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT', outcome.kind === 'included' ? outcome.exception : 'expired');
  }

  async function gasOf(account: VerificationAccount): Promise<bigint> {
    const { json } = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }]] });
    return BigInt((json as { result: { stack: [{ value: string }] } }).result.stack[0].value);
  }

  /** Saves the context as the extension would, into a file of `name`. */
  function save(context: Parameters<typeof serializeContext>[0], name: string): string {
    const file = join(dir, `${name}.context.json`);
    writeFileSync(file, serializeContext(context));
    return file;
  }

  /** Reads a file neo-go wrote: written back byte for byte by the core. */
  function readBack(file: string) {
    const text = readFileSync(file, 'utf8');
    const context = parseContext(text);
    assert.equal(serializeContext(context), text, 'the core writes neo-go\'s file back byte for byte');
    return context;
  }

  /** Checks a context against what was prepared and the chain now, and sends it through the core's sendTransaction. */
  async function checkAndSend(file: string, prepared: PreparedTransaction): Promise<void> {
    const checked = checkContext(readBack(file), { expected: prepared, ...(await chainNow()) });
    assert.equal(checked.hash, prepared.hash);
    assert.equal(await sendTransaction({ prepared, hash: checked.hash, bytes: checked.bytes }, node), prepared.hash);
    await halted(prepared);
  }

  async function ownerOf(name: string): Promise<string | undefined> {
    const [found] = await getDomainDetails(node, [name]);
    return found?.state === 'active' ? found.owner?.address : undefined;
  }

  it('makes the committed fixtures again: the files neo-go v0.122.0\'s wallet sign writes, byte for byte', async () => {
    const made = await makeContextFixtures(tools.cli, mkdtempSync(join(dir, 'fixtures-')));
    for (const name of FIXTURE_FILES) {
      if (process.env.NNS_WRITE_CONTEXT_FIXTURES === '1') writeFileSync(join(FIXTURE_DIR, name), made[name]);
      assert.equal(made[name], readFileSync(join(FIXTURE_DIR, name), 'utf8'), name);
    }
  });

  let single: VerificationAccount;
  let singleWallet: NeoGoWallet;
  const singleName = `ctx-${suffix}.neo`;

  it('registers a name saved with no signature, signed by neo-go wallet sign with a wallet outside the workspace, checked and sent by the core', async () => {
    singleWallet = await newWallet(tools.cli, dir, 'outside', { account: true });
    single = walletAccounts(singleWallet)[0]!;
    assert.equal(single.kind, 'signature');
    await fund(single);
    const prepared = await prepareTransaction(node, nns('register', [string(singleName), hash160(single.scriptHash)], true), [single]);
    const file = save(contextOf(prepared), 'register-ctx');
    assert.deepEqual(signingStatus(readBack(file)).map((s) => [s.address, s.complete]), [[single.address, false]]);

    await signWithNeoGo(tools.cli, singleWallet, single.address, file);
    // What neo-go wrote: the signature in the parameter, signatures left empty.
    const item = (JSON.parse(readFileSync(file, 'utf8')) as { items: Record<string, { parameters: { value?: string }[]; signatures: object }> }).items[single.scriptHash]!;
    assert.deepEqual([item.parameters.length, typeof item.parameters[0]!.value, item.signatures], [1, 'string', {}]);
    await checkAndSend(file, prepared);
    assert.equal(await ownerOf(singleName), single.address);
  });

  it('registers a name for a 2-of-3 multisig owner whose context goes through two neo-go wallet sign runs', async () => {
    const wallets = await Promise.all(['m1', 'm2', 'm3'].map((name) => newWallet(tools.cli, dir, name, { account: true })));
    const publicKeys = wallets.map((wallet) => walletAccounts(wallet)[0]!.publicKeys[0]!);
    const owners = multisigAccount(2, publicKeys);
    // neo-go's account of the same keys is the core's: wallet import-multisig in the wallets of two of them.
    for (const wallet of wallets.slice(0, 2)) {
      await importMultisig(tools.cli, wallet, 2, publicKeys.map((key) => hex.encode(key)));
      assert.equal(walletAccounts(wallet).find((account) => account.kind === 'multisig')?.address, owners.address);
    }
    await fund(owners);
    const name = `ctx-m-${suffix}.neo`;
    const prepared = await prepareTransaction(node, nns('register', [string(name), hash160(owners.scriptHash)], true), [owners]);
    const file = save(contextOf(prepared), 'register-multisig');

    await signWithNeoGo(tools.cli, wallets[0]!, owners.address, file);
    const half = readBack(file);
    assert.deepEqual(signingStatus(half).map((s) => [s.signedBy.length, s.needed, s.canStillSign.length]), [[1, 2, 2]]);
    assert.deepEqual(half.items[0]!.parameters, [null, null], 'neo-go fills the parameters only once m signatures are there');
    assert.throws(() => checkContext(half, { expected: prepared, networkMagic: prepared.network.magic, blockCount: prepared.blockCount }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'CONTEXT_INCOMPLETE'));
      assert.deepEqual(error.signers?.map((s) => [s.address, s.signedBy.length]), [[owners.address, 1]]);
      return true;
    });

    await signWithNeoGo(tools.cli, wallets[1]!, owners.address, file);
    const whole = readBack(file);
    assert.equal(whole.items[0]!.signatures.length, 2);
    // The parameters in the descending order of the keys that signed.
    const order = owners.publicKeys.map((key) => hex.encode(key)).filter((key) => whole.items[0]!.signatures.some((s) => s.publicKey === key)).reverse();
    assert.deepEqual(whole.items[0]!.parameters.map((value) => hex.encode(value!)), order.map((key) => hex.encode(whole.items[0]!.signatures.find((s) => s.publicKey === key)!.signature)));
    await checkAndSend(file, prepared);
    assert.equal(await ownerOf(name), owners.address);
  });

  it('completes with neo-go a 2-of-3 context the workspace has signed first (neo-go reads the core\'s signatures)', async () => {
    const workspaceKey = PrivateKey.generate();
    const wallet = await newWallet(tools.cli, dir, 'elsewhere', { account: true });
    const theirs = walletAccounts(wallet)[0]!.publicKeys[0]!;
    const owners = multisigAccount(2, [workspaceKey.publicKey, theirs, PrivateKey.generate().publicKey]);
    await importMultisig(tools.cli, wallet, 2, owners.publicKeys.map((key) => hex.encode(key)));
    await fund(owners);
    const name = `ctx-w-${suffix}.neo`;
    const prepared = await prepareTransaction(node, nns('register', [string(name), hash160(owners.scriptHash)], true), [owners]);
    const file = save(contextOf(prepared, { keys: [workspaceKey] }), 'register-workspace-first');
    workspaceKey.wipe();
    await signWithNeoGo(tools.cli, wallet, owners.address, file);
    await checkAndSend(file, prepared);
    assert.equal(await ownerOf(name), owners.address);
  });

  it('adds a root by the committee, its context signed by neo-go with wallet1_solo.json', async () => {
    const root = `c${suffix.slice(-6)}`;
    const prepared = await prepareTransaction(node, nns('addRoot', [string(root)]), [committee]);
    const file = save(contextOf(prepared), 'add-root');
    await signWithNeoGo(tools.cli, committeeWallet, committee.address, file);
    const inspection = inspectContext(readBack(file));
    assert.deepEqual(inspection.signers.map((s) => [s.address, s.kind, s.needed, s.complete]), [[committee.address, 'multisig', 1, true]]);
    assert.ok(inspection.calls.plain && inspection.calls.calls[0]?.method === 'addRoot');
    await checkAndSend(file, prepared);
    assert.ok((await listRoots(node)).roots.includes(root));
  });

  it('sends with neo-go util sendtx a context the core saved and neo-go signed', async () => {
    const prepared = await prepareTransaction(node, nns('setRecord', [string(singleName), integer(16n), string(`sent by neo-go ${suffix}`)]), [single]);
    const file = save(contextOf(prepared), 'set-record');
    await signWithNeoGo(tools.cli, singleWallet, single.address, file);
    const output = await sendWithNeoGo(tools.cli, file, node.rpcUrl);
    assert.equal(`0x${output.trim().split('\n')[0]}`, prepared.hash);
    await halted(prepared);
    assert.deepEqual((await listRecords(node, singleName)).records.map((record) => [record.typeName, record.data]), [['TXT', `sent by neo-go ${suffix}`]]);
  });

  it('reads a context neo-go wrote itself for an account it cannot sign with ("items":{}), has neo-go sign it, checks it as one from elsewhere and sends it', async () => {
    const watching = watchOnlyWallet(dir, 'watching', single);
    const receiver = accountFromPublicKey(PrivateKey.generate().publicKey);
    const file = join(dir, 'gas-transfer.context.json');
    await neoGo(tools.cli, ['wallet', 'nep17', 'transfer', '--wallet-config', watching.config, '-r', node.rpcUrl, '--from', single.address, '--to', receiver.address, '--token', 'GAS', '--amount', '1', '--out', file]);
    const text = readFileSync(file, 'utf8');
    assert.match(text, /"items":\{\}/, 'neo-go writes no item before the first signature');
    const elsewhere = readBack(file);
    const inspection = inspectContext(elsewhere);
    assert.deepEqual(inspection.signers.map((s) => [s.address, s.kind, s.scopes, s.complete]), [[single.address, 'unknown', ['CalledByEntry'], false]]);
    const [call] = inspection.calls.plain ? inspection.calls.calls : [];
    assert.deepEqual([call?.contractHash, call?.method, call?.assertResult], [GAS_HASH, 'transfer', true]);
    assert.ok(inspection.transaction.validUntilBlock > (await chainNow()).blockCount + 1000, 'neo-go makes the contexts it saves long-lived');
    const before = await chainNow();
    assert.throws(() => checkContext(elsewhere, before), (error: unknown) => {
      assert.ok(isTransactionError(error, 'CONTEXT_INCOMPLETE'));
      assert.match(error.message, /has not signed \(the context does not hold its verification script yet\)/);
      return true;
    });

    await signWithNeoGo(tools.cli, singleWallet, single.address, file);
    const checked = checkContext(readBack(file), await chainNow());
    assert.equal(await sendContext(checked, node), checked.hash);
    const outcome = await waitForTransaction(node, checked.hash, checked.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
    assert.equal(await gasOf(receiver), GAS);
  });

  it('refuses against the live chain: an incomplete context (neo-go\'s sendtx refuses it too), one for another network, an expired one', async () => {
    const prepared = await prepareTransaction(node, nns('setRecord', [string(singleName), integer(1n), string('93.184.216.34')]), [single], { validForBlocks: 2 });
    const file = save(contextOf(prepared), 'expiring');
    await assert.rejects(sendWithNeoGo(tools.cli, file, node.rpcUrl), /failed to complete transaction/);
    assert.throws(() => checkContext(readBack(file), { expected: prepared, networkMagic: prepared.network.magic, blockCount: prepared.blockCount }), (error: unknown) => isTransactionError(error, 'CONTEXT_INCOMPLETE'));
    await signWithNeoGo(tools.cli, singleWallet, single.address, file);
    // The committed fixture is MainNet's.
    const mainNet = parseContext(readFileSync(join(FIXTURE_DIR, 'complete.neo-go.json'), 'utf8'));
    const now = await chainNow();
    assert.throws(() => checkContext(mainNet, now), (error: unknown) => isTransactionError(error, 'CONTEXT_OTHER_NETWORK') && error.answeredMagic === prepared.network.magic);
    // Until the chain passes its last block.
    while ((await chainNow()).blockCount <= prepared.validUntilBlock) await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await chainNow();
    assert.throws(() => checkContext(readBack(file), { expected: prepared, ...later }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'CONTEXT_EXPIRED'));
      assert.equal(error.validUntilBlock, prepared.validUntilBlock);
      return true;
    });
    // The node says the same.
    const expired = join(dir, 'expired-copy.context.json');
    copyFileSync(file, expired);
    await assert.rejects(sendWithNeoGo(tools.cli, expired, node.rpcUrl), /expired|ValidUntilBlock/i);
  });

  it('refuses a context whose transaction was changed after it was saved, before neo-go or the core would sign or send it', async () => {
    const prepared = await prepareTransaction(node, nns('renew', [string(singleName)]), [single]);
    const other = await prepareTransaction(node, nns('renew', [string(singleName)]), [single]);
    // The same operation prepared twice: another nonce, another transaction.
    const file = save(contextOf(other), 'renew');
    await signWithNeoGo(tools.cli, singleWallet, single.address, file);
    assert.throws(() => checkContext(readBack(file), { expected: prepared, networkMagic: prepared.network.magic, blockCount: prepared.blockCount }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'CONTEXT_CHANGED'));
      assert.ok(error.changes?.includes('nonce'));
      return true;
    });
    // A hash that is not the data's: neo-go refuses the file as the core does.
    const text = readFileSync(file, 'utf8').replace(/("hash":"0x[0-9a-f]{63})([0-9a-f])/, (_, head: string, last: string) => `${head}${last === '0' ? '1' : '0'}`);
    writeFileSync(file, text);
    await assert.rejects(signWithNeoGo(tools.cli, singleWallet, single.address, file), /hash parameter doesn't match calculated verifiable hash/);
    assert.throws(() => parseContext(text), (error: unknown) => isTransactionError(error, 'CONTEXT_CHANGED'));
  });
});
