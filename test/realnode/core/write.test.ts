// The write path on a real neo-go node through the core only: keys from neo-go's wallet and a fresh funded
// one, every NNS operation signed and read back, what stops before signing and what the node refuses. It
// changes the chain: a node of its own over a copy of the seeded chain, in one configuration.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ensureNeoGo, seedChain, startRealNode, type RealNode as StartedNode } from '../../../scripts/lib/neoGo.mjs';
import { getDomainDetails, isAvailable, listRecords, listRoots, listTokensOf, type NodeConfig, type RequestEvent } from '../../../src/core';
import {
  accountFromPrivateKey, accountFromVerificationScript, buildContractCallScript, computeNetworkFee, decryptNep2, GAS_HASH, isTransactionError, prepareTransaction,
  PrivateKey, sendTransaction, signTransaction, waitForTransaction, type ContractArgument, type ContractCall, type PrepareOptions,
  type PreparedTransaction, type TransactionOutcome, type VerificationAccount,
} from '../../../src/core/write';
import { rawRpc, realNode } from '../support/realNode';
import { startRefusingProxy } from '../support/refusingProxy';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const YEAR_MS = 365 * 24 * 3600 * 1000;
const GAS = 100_000_000n;

const walletSchema = z.object({
  accounts: z.array(z.object({ address: z.string(), key: z.string(), contract: z.object({ script: z.string().optional() }).nullable().optional() })),
  scrypt: z.object({ n: z.number(), r: z.number(), p: z.number() }),
});

const string = (value: string): ContractArgument => ({ type: 'String', value });
const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
const integer = (value: bigint): ContractArgument => ({ type: 'Integer', value });
const NULL: ContractArgument = { type: 'Any', value: null };

describe(`real node (${real.configuration.name}): the write path, on a node of its own`, function () {
  this.timeout(300_000);
  let started: StartedNode;
  let node: NodeConfig;
  let walletFile: string;
  let committee: VerificationAccount;
  let committeeKey: PrivateKey;
  const ownerKey = PrivateKey.generate();
  const receiverKey = PrivateKey.generate();
  const adminKey = PrivateKey.generate();
  const owner = accountFromPrivateKey(ownerKey);
  const receiver = accountFromPrivateKey(receiverKey);
  const admin = accountFromPrivateKey(adminKey);
  const name = `write-${Date.now().toString(36)}.neo`;
  const keys = () => [committeeKey, ownerKey, receiverKey, adminKey];

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    const chain = await seedChain(tools);
    started = await startRealNode({ tools, chain, rpc: real.configuration.settings });
    node = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    walletFile = tools.wallet;
  });
  after(async () => {
    for (const key of [committeeKey, ownerKey, receiverKey, adminKey]) key?.wipe();
    await started?.stop();
  });

  /** Prepares, signs, sends and waits; returns what the chain says, and the prepared transaction. */
  async function run(call: ContractCall, signers: readonly VerificationAccount[], options: PrepareOptions = {}, at: NodeConfig = node): Promise<{ prepared: PreparedTransaction; outcome: TransactionOutcome }> {
    const prepared = await prepareTransaction(at, call, signers, options);
    const signed = signTransaction(prepared, keys());
    const hash = await sendTransaction(signed, at);
    const outcome = await waitForTransaction(at, hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
    return { prepared, outcome };
  }

  function assertHalted(outcome: TransactionOutcome): void {
    assert.equal(outcome.kind, 'included');
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT', outcome.kind === 'included' ? outcome.exception : 'expired');
  }

  async function gasOf(account: VerificationAccount): Promise<bigint> {
    const { json } = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }]] });
    return BigInt((json as { result: { stack: [{ value: string }] } }).result.stack[0].value);
  }

  async function details() {
    const [found] = await getDomainDetails(node, [name]);
    assert.ok(found && found.state === 'active', JSON.stringify(found));
    return found;
  }

  const nns = (method: string, args: ContractArgument[], assertResult = false): ContractCall => ({ contractHash: node.contractHash, method, args, assertResult });

  it('decrypts the committee\'s key from neo-go\'s NEP-6 wallet, and refuses a wrong password with WRONG_PASSWORD (no secret said)', async () => {
    const wallet = walletSchema.parse(JSON.parse(readFileSync(walletFile, 'utf8')));
    const entry = wallet.accounts.find((a) => a.address === real.seed.committee);
    assert.ok(entry?.contract?.script, `no ${real.seed.committee} in the wallet`);
    committee = accountFromVerificationScript(Buffer.from(entry.contract.script, 'base64'));
    assert.equal(committee.address, real.seed.committee);
    assert.deepEqual([committee.kind, committee.threshold], ['multisig', 1]);
    await assert.rejects(decryptNep2(entry.key, 'two', wallet.scrypt), (error: unknown) => {
      assert.ok(isTransactionError(error, 'WRONG_PASSWORD'));
      assert.ok(!`${error.message} ${JSON.stringify(error)}`.includes('two'));
      return true;
    });
    committeeKey = await decryptNep2(entry.key, 'one', wallet.scrypt);
    assert.deepEqual(committee.publicKeys, [committeeKey.publicKey]);
  });

  it('funds generated keys with 50 GAS: GAS transfers signed by the 1-of-1 multisig, the network fee the node\'s', async () => {
    const before = await gasOf(committee);
    const transfer: ContractCall = { contractHash: GAS_HASH, method: 'transfer', args: [hash160(committee.scriptHash), hash160(owner.scriptHash), integer(50n * GAS), NULL], assertResult: true };
    const { prepared, outcome } = await run(transfer, [committee]);
    assertHalted(outcome);
    // The node's calculatenetworkfee asks exactly the fee computed here.
    assert.equal(prepared.nodeNetworkFee, prepared.networkFee);
    assert.equal(prepared.gasSent, 50n * GAS);
    assert.equal(await gasOf(owner), 50n * GAS);
    assert.equal(await gasOf(committee), prepared.balanceAfter, 'the balance foreseen is the balance after');
    assert.equal(prepared.balanceBefore, before);
    // The fee computed here for the 1-of-1 multisig is the node's.
    const policy = await policyOf();
    assert.equal(computeNetworkFee({ ...prepared.transaction, networkFee: 0n }, [committee], policy), prepared.networkFee);
    // The receiver of the name pays for what it does afterwards.
    const toReceiver: ContractCall = { ...transfer, args: [hash160(committee.scriptHash), hash160(receiver.scriptHash), integer(50n * GAS), NULL] };
    assertHalted((await run(toReceiver, [committee])).outcome);
    assert.equal(await gasOf(receiver), 50n * GAS);
  });

  it('adds a root by the committee (addRoot needs the committee\'s witness)', async () => {
    const root = `w${Date.now().toString(36).slice(-6)}`;
    assertHalted((await run(nns('addRoot', [string(root)]), [committee])).outcome);
    assert.ok((await listRoots(node)).roots.includes(root));
  });

  it('registers a name for the generated key, signed by it; the lists and details show it', async () => {
    assert.deepEqual(await isAvailable(node, name), { kind: 'available' });
    const { prepared, outcome } = await run(nns('register', [string(name), hash160(owner.scriptHash)], true), [owner]);
    assertHalted(outcome);
    // The price (1 datoshi on this chain) is burnt by the contract: part of the system fee.
    assert.ok(prepared.systemFee > 0n && prepared.networkFee > 0n);
    assert.equal(await gasOf(owner), prepared.balanceAfter);
    const found = await details();
    assert.equal(found.owner?.address, owner.address);
    assert.equal(found.admin, null);
    assert.ok((await listTokensOf(node, owner.address)).names.includes(name));
    assert.deepEqual(await isAvailable(node, name), { kind: 'unavailable' });
    const policy = await policyOf();
    assert.equal(computeNetworkFee({ ...prepared.transaction, networkFee: 0n }, [owner], policy), prepared.networkFee, 'a signature account');
  });

  it('renews it: a year later', async () => {
    const before = (await details()).expiration!;
    assertHalted((await run(nns('renew', [string(name)]), [owner])).outcome);
    assert.equal((await details()).expiration, before + YEAR_MS);
  });

  it('sets a record of each type (A, AAAA, TXT, CNAME), and deletes one', async () => {
    // Public addresses: both contracts refuse private and reserved ranges (10.0.0.0/8, 2001:db8::/32…).
    const records: Array<[bigint, string, string]> = [[1n, 'A', '93.184.216.34'], [28n, 'AAAA', '2a00:1450:4001:81a::200e'], [16n, 'TXT', `address=${owner.address}`], [5n, 'CNAME', 'target.neo']];
    for (const [type, , data] of records) assertHalted((await run(nns('setRecord', [string(name), integer(type), string(data)]), [owner])).outcome);
    const listed = await listRecords(node, name);
    assert.deepEqual(listed.records.map((r) => [r.typeName, r.data]).sort(), records.map(([, typeName, data]) => [typeName, data]).sort());
    assertHalted((await run(nns('deleteRecord', [string(name), integer(16n)]), [owner])).outcome);
    assert.deepEqual((await listRecords(node, name)).records.map((r) => r.typeName).sort(), ['A', 'AAAA', 'CNAME']);
  });

  it('sets an admin (the owner\'s and the admin\'s witness, two signers; the fee computed here is the node\'s) and removes it', async () => {
    assert.ok((await gasOf(admin)) === 0n, 'the admin signs but does not pay');
    const { prepared, outcome } = await run(nns('setAdmin', [string(name), hash160(admin.scriptHash)]), [owner, admin]);
    assertHalted(outcome);
    assert.equal((await details()).admin?.address, admin.address);
    assert.equal(computeNetworkFee({ ...prepared.transaction, networkFee: 0n }, [owner, admin], await policyOf()), prepared.networkFee, 'two signers');
    assertHalted((await run(nns('setAdmin', [string(name), NULL]), [owner])).outcome);
    assert.equal((await details()).admin, null);
  });

  it('transfers it to another generated key; the owners\' lists follow', async () => {
    const tokenId: ContractArgument = { type: 'ByteArray', value: new TextEncoder().encode(name) };
    assertHalted((await run(nns('transfer', [hash160(receiver.scriptHash), tokenId, NULL], true), [owner])).outcome);
    assert.equal((await details()).owner?.address, receiver.address);
    assert.ok((await listTokensOf(node, receiver.address)).names.includes(name));
    assert.ok(!(await listTokensOf(node, owner.address)).names.includes(name));
  });

  it('stops a FAULT before signing: an invalid name, a name already taken (register answers false: the ASSERT) — nothing sent, nothing spent', async () => {
    const balance = await gasOf(owner);
    const events: RequestEvent[] = [];
    const onRequest = (event: RequestEvent) => events.push(event);
    await assert.rejects(prepareTransaction(node, nns('register', [string('Not_A-Name.neo'), hash160(owner.scriptHash)], true), [owner], { onRequest }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.match(error.exception ?? '', /invalid domain name format/);
      return true;
    });
    await assert.rejects(prepareTransaction(node, nns('register', [string(name), hash160(owner.scriptHash)], true), [owner], { onRequest }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.match(error.exception ?? '', /ASSERT/);
      return true;
    });
    // Without the ASSERT neo-go's contract HALTs with false: the transaction would spend its fees for nothing.
    const unchecked = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokescript', params: [
      Buffer.from(buildContractCallScript(nns('register', [string(name), hash160(owner.scriptHash)]))).toString('base64'),
      [{ account: owner.scriptHash, scopes: 'CalledByEntry' }],
    ] });
    assert.deepEqual((unchecked.json as { result: { state: string; stack: unknown[] } }).result.state, 'HALT');
    assert.deepEqual((unchecked.json as { result: { stack: unknown[] } }).result.stack, [{ type: 'Boolean', value: false }]);
    const prepare = 'batch of 8 (invokescript, getblockcount, invokefunction, getversion, calculatenetworkfee)';
    assert.deepEqual(events.map((e) => e.method), [prepare, prepare], 'one request prepares, and a FAULT stops there');
    const mempool = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getrawmempool', params: [] });
    assert.deepEqual((mempool.json as { result: unknown[] }).result, []);
    await waitBlocks(2);
    assert.equal(await gasOf(owner), balance, 'no fee was spent');
  });

  it('refuses an unfunded key before signing: INSUFFICIENT_GAS with the amount missing', async () => {
    const unfunded = accountFromPrivateKey(PrivateKey.generate());
    const events: RequestEvent[] = [];
    await assert.rejects(prepareTransaction(node, nns('register', [string(`poor-${Date.now().toString(36)}.neo`), hash160(unfunded.scriptHash)], true), [unfunded], { onRequest: (e) => events.push(e) }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'INSUFFICIENT_GAS'));
      assert.equal(error.balance, 0n);
      assert.ok(error.required !== undefined && error.required > 0n && error.missing === error.required);
      assert.match(error.message, new RegExp(`^${unfunded.address} has 0 GAS; this transaction needs [\\d.]+ GAS: [\\d.]+ GAS is missing\\.$`));
      return true;
    });
    assert.ok(!events.some((e) => e.method.includes('sendrawtransaction')));
  });

  it('is refused by the node when sent twice: REFUSED alreadyExists (-501)', async () => {
    const prepared = await prepareTransaction(node, nns('setRecord', [string(name), integer(1n), string('1.1.1.1')]), [receiver]);
    const signed = signTransaction(prepared, keys());
    await sendTransaction(signed, node);
    assertHalted(await waitForTransaction(node, signed.hash, prepared.validUntilBlock, { pollIntervalMs: 100 }));
    await assert.rejects(sendTransaction(signed, node), (error: unknown) => {
      assert.ok(isTransactionError(error, 'REFUSED'));
      assert.deepEqual([error.refusal, error.rpcCode], ['alreadyExists', -501]);
      return true;
    });
  }).timeout(60_000);

  it('computes the network fee itself and waits by getrawtransaction where the node serves neither calculatenetworkfee nor application logs', async () => {
    const proxy = await startRefusingProxy(node.rpcUrl, ['calculatenetworkfee', 'getapplicationlog']);
    try {
      const at = { ...node, rpcUrl: proxy.url };
      const { prepared, outcome } = await run(nns('setRecord', [string(name), integer(28n), string('2a00:1450:4001:81a::2001')]), [receiver], {}, at);
      assert.equal(prepared.nodeNetworkFee, undefined);
      assert.ok(outcome.kind === 'included');
      assert.deepEqual({ ...outcome, blockIndex: undefined }, { kind: 'included', hash: prepared.hash, vmState: 'HALT', source: 'rawtransaction', blockIndex: undefined });
      assert.ok(outcome.blockIndex !== undefined && outcome.blockIndex <= prepared.validUntilBlock, 'the block the node reports, from getrawtransaction\'s confirmations');
    } finally {
      await proxy.close();
    }
  });

  it('says EXPIRED for a transaction whose validUntilBlock passes without it (signed, never sent)', async () => {
    const prepared = await prepareTransaction(node, nns('renew', [string(name)]), [receiver], { validForBlocks: 1 });
    const signed = signTransaction(prepared, keys());
    const outcome = await waitForTransaction(node, signed.hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind, 'expired');
    assert.ok(outcome.kind === 'expired' && outcome.blockCount > prepared.validUntilBlock + 1);
  });

  /** The Policy contract's fee settings, read directly. */
  async function policyOf() {
    const read = async (method: string) => {
      const { json } = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: ['0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b', method, []] });
      const result = (json as { result: { state: string; stack: [{ value: string }] } }).result;
      return result.state === 'HALT' ? BigInt(result.stack[0].value) : undefined;
    };
    const pico = await read('getExecPicoFeeFactor');
    return { feePerByte: (await read('getFeePerByte'))!, execFeeFactorPico: pico ?? (await read('getExecFeeFactor'))! * 10_000n };
  }

  async function waitBlocks(count: number): Promise<void> {
    const height = async () => ((await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getblockcount', params: [] })).json as { result: number }).result;
    const target = (await height()) + count;
    while ((await height()) < target) await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
