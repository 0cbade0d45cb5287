// What the user confirms is what is signed, whatever the node says: the write path (runNameOperation,
// runSetUp) on a real neo-go v0.122.0 node behind a loopback proxy that rewrites the node's answers
// while it runs (support/lyingProxy): another network's magic, heights that go back or jump, validity
// limits, a contract state for another hash, fees, the hash sendrawtransaction answers, the state of
// an execution. For each lie: refused in words with nothing sent, or sent exactly as shown. Every
// transaction that reached the proxy is read back (decodeTransaction): its hash, fees and
// validUntilBlock are the confirmation's, its calls the operation's, its signatures verify for the
// network the confirmation named and for no other, and the real node took or refused it as it should.
// The honest path through the same proxy proves the proxy itself transparent. The transactions change
// the chain: nodes of their own (a copy of the seeded chain; a fresh chain for the set-up), in one
// configuration.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNeoGo, seedChain, startFreshNode, startRealNode, type FreshNode, type RealNode as StartedNode } from '../../../../scripts/lib/neoGo.mjs';
import { getDomainDetails, isAvailable, listRecords, NNS_MAINNET_HASH, type NodeConfig } from '../../../../src/core';
import { readContractWriteInfo, type ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../../src/core/write';
import { pairContractFiles } from '../../../../src/model/setup/contractFiles';
import { runSetUp, type SetUpOutcome, type SetUpRunOptions } from '../../../../src/model/setup/runSetUp';
import { formatGas } from '../../../../src/model/text/gas';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ConfirmationText } from '../../../../src/model/write/words/confirmationText';
import { contractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { keySourceFor } from '../../../../src/model/write/accounts/keySource';
import type { AccountRef } from '../../../../src/model/write/accounts/accountRef';
import { planOf, specOf, type AnyOperation } from '../../../unit/model/write/fixtures';
import { runNameOperation, type RunOptions, type RunOutcome } from '../../../../src/model/write/run/runNameOperation';
import { accountsForNetwork, committeeSigner, readNep6Keys, readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, nep6File } from '../../../unit/support/walletFiles';
import { startLyingProxy, type Call, type LyingProxy, type SentTransaction } from '../../support/lyingProxy';
import { signedFor } from '../../support/signedFor';
import { rawRpc, realNode } from '../../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const MAINNET = 860_833_102;
const GAS = 100_000_000n;
const HOUR_OF_100_MS_BLOCKS = 36_000;
const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
const say = (line: string) => process.stdout.write(`      [lying node] ${line}\n`);
/** getversion as another network would answer it. */
const asMainNet = (version: { protocol: object }) => ({ ...version, protocol: { ...version.protocol, network: MAINNET, msperblock: 15_000 } });
/** The call belongs to a preparation's batch (the test invocation and the node's network fee, asked together). */
const inPreparation = (_: Call, request: readonly Call[]) => request.some((call) => call.method === 'calculatenetworkfee');

/** The network the confirmation named: MainNet in its first words, or a private chain's magic. */
function shownMagic(text: ConfirmationText): number {
  if (/^(Unusual fees\. )?MainNet: /.test(text.message)) return MAINNET;
  const magic = /a private chain \(magic (\d+)\)/.exec(text.message)?.[1];
  assert.ok(magic, text.message);
  return Number(magic);
}

/**
 * The transaction as it reached the proxy, checked against its confirmation: its hash, fees and
 * validUntilBlock are the ones shown, its script makes exactly `calls`, each witness verifies for
 * the network the confirmation named and not for `notFor`.
 */
function checkSent(sent: SentTransaction, confirmation: ConfirmationText, calls: readonly write.ContractCall[], notFor: number): write.DecodedTransactionBytes {
  const decoded = write.decodeTransaction(sent.bytes);
  const { transaction } = decoded;
  assert.equal(decoded.witnesses?.length, transaction.signers.length);
  assert.deepEqual(transaction.attributes, []);
  assert.ok(transaction.signers.every((signer) => signer.scopes.join() === 'CalledByEntry'), show(transaction.signers));
  const lines = confirmation.detail.split('\n');
  assert.ok(confirmation.detail.includes(decoded.displayHash), `${decoded.displayHash} in:\n${confirmation.detail}`);
  assert.ok(lines.some((line) => line === `System fee: ${formatGas(transaction.systemFee)}` || line.startsWith(`System fee: ${formatGas(transaction.systemFee)}, `)), confirmation.detail);
  assert.ok(lines.includes(`Network fee: ${formatGas(transaction.networkFee)}`), confirmation.detail);
  assert.ok(confirmation.detail.includes(`until block ${l10n.count(transaction.validUntilBlock)} `), confirmation.detail);
  const compared = write.compareCalls(transaction.script, calls);
  assert.ok(compared.same, compared.same ? '' : compared.reason);
  const magic = shownMagic(confirmation);
  assert.ok(signedFor(decoded, magic), `signed for magic ${magic}, the network the confirmation named`);
  assert.ok(!signedFor(decoded, notFor), `not signed for magic ${notFor}`);
  return decoded;
}

/** The height the confirmation said the chain was at. */
function shownHeight(confirmation: ConfirmationText): number {
  const height = /\(the chain is at block ([\d,]+)\)/.exec(confirmation.detail)?.[1];
  assert.ok(height, confirmation.detail);
  return Number(height.replace(/,/g, ''));
}

describe(`real node (${real.configuration.name}): a lying node in front of the real one: name operations through runNameOperation sign what was confirmed`, function () {
  this.timeout(300_000);
  let started: StartedNode;
  let proxy: LyingProxy;
  /** The real node, asked directly: what the chain really holds. */
  let direct: NodeConfig;
  /** The proxy: what the operations use. */
  let node: NodeConfig;
  let directInfo: ContractWriteInfo;
  let magic: number;
  let dir: string;
  const carolPassword = `pw-${Math.random().toString(36).slice(2)}`;
  const alice = generateKey();
  const bob = generateKey();
  const carol = generateKey();
  const stamp = Date.now().toString(36);
  const name = `liar-${stamp}.neo`;
  let ALICE: SigningAccount;
  let BOB: SigningAccount;
  let CAROL: SigningAccount;
  let committee: SigningAccount;
  let confirmations: ConfirmationText[] = [];
  let keysRead = 0;

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    started = await startRealNode({ tools, chain: await seedChain(tools), rpc: real.configuration.settings });
    direct = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    proxy = await startLyingProxy(started.rpcUrl);
    node = { rpcUrl: proxy.url, contractHash: started.contractHash };
    directInfo = await readContractWriteInfo(direct);
    magic = directInfo.network.magic;
    assert.notEqual(magic, MAINNET);
    dir = mkdtempSync(join(tmpdir(), 'nns-liar-'));
    writeFileSync(join(dir, 'default.neo-express'), neoExpressFile({
      magic, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice, label: 'Alice' }, { name: 'bob', key: bob }],
    }));
    writeFileSync(join(dir, 'carol.json'), await nep6File({ name: 'carol', password: carolPassword, accounts: [{ key: carol, label: 'Carol', isDefault: true }] }));
    const express = readNeoExpressKeys(readFileSync(join(dir, 'default.neo-express'), 'utf8'), 'default.neo-express');
    const carolWallet = readNep6Keys(readFileSync(join(dir, 'carol.json'), 'utf8'), 'carol.json');
    const solo = readNep6Keys(readFileSync(tools.wallet, 'utf8'), tools.wallet);
    assert.ok(express.ok && carolWallet.ok && solo.ok);
    const accounts = accountsForNetwork(signingAccounts([...express.entries, ...carolWallet.entries, ...solo.entries]), magic);
    const find = (address: string) => accounts.find((a) => a.address === address)!;
    [ALICE, BOB, CAROL] = [find(alice.account.address), find(bob.account.address), find(carol.account.address)];
    assert.ok(directInfo.committee);
    const assembled = committeeSigner(write, directInfo.committee, accounts, directInfo.network.addressVersion);
    assert.ok(assembled.ok);
    committee = assembled.account;
    for (const account of [ALICE, BOB, CAROL]) await fund(account, 20n * GAS);
  });
  after(async () => {
    for (const key of [alice, bob, carol]) key.key.wipe();
    await proxy?.close();
    await started?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    confirmations = [];
    keysRead = 0;
  });
  afterEach(() => proxy?.truth());

  const readFile_ = (file: string) => readFile(file.startsWith('/') ? file : join(dir, file), 'utf8');
  const keySource = keySourceFor({ write, readFile: readFile_, askPassword: async (holder) => (holder.account === carol.account.address ? carolPassword : 'one') });
  const ref = (account: SigningAccount): AccountRef => ({ address: account.address, scriptHash: account.scriptHash, label: account.label });

  /** GAS from the committee, straight to the real node (no proxy): a NEP-17 transfer. */
  async function fund(account: SigningAccount, amount: bigint): Promise<void> {
    const prepared = await write.prepareTransaction(direct, {
      contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
      args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: account.scriptHash }, { type: 'Integer', value: amount }, { type: 'Any', value: null }],
    }, [write.accountFromVerificationScript(Buffer.from(committee.verificationScript, 'hex'))]);
    const keys = await keySource(committee);
    const signed = write.signTransaction(prepared, keys);
    keys.forEach((key) => key.wipe());
    const outcome = await write.waitForTransaction(direct, await write.sendTransaction(signed, direct), prepared.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
  }

  /**
   * One name operation as a command runs it: the write info read through the proxy at its start (the
   * network and height it shows and signs for), then runNameOperation through the proxy.
   */
  async function run(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}): Promise<RunOutcome> {
    const info = await readContractWriteInfo(node);
    return runNameOperation({
      write, node, info, spec: specOf(operation), operation, signers, l10n, pollIntervalMs: 100,
      keySource: async (account, signal) => {
        keysRead++;
        return keySource(account, signal);
      },
      confirm: async (text) => {
        confirmations.push(text);
        return true;
      },
      currentSettings: () => node,
      ...over,
    });
  }

  const registration = (name: string, owner: SigningAccount) => {
    const operation = { kind: 'register', name, owner: ref(owner) } as const;
    return { spec: specOf(operation), operation };
  };

  /** The contract call of `operation` as planned on the real node's ABI (asked directly). */
  function callOf(operation: AnyOperation): write.ContractCall {
    assert.ok(directInfo.contract);
    return planOf(specOf(operation), operation, { ...contractWriteApi(directInfo.contract), hash: direct.contractHash }).call;
  }

  /** What the real node says of a transaction once it is in a block (waited for there). */
  async function onChain(hash: string, validUntilBlock: number) {
    const outcome = await write.waitForTransaction(direct, hash, validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(outcome.kind, 'included', show(outcome));
    return outcome as Extract<write.TransactionOutcome, { kind: 'included' }>;
  }

  async function gasOf(account: SigningAccount): Promise<bigint> {
    const { json } = await rawRpc(direct.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [write.GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }]] });
    return BigInt((json as { result: { stack: [{ value: string }] } }).result.stack[0].value);
  }

  async function mempool(): Promise<unknown[]> {
    const { json } = await rawRpc(direct.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getrawmempool', params: [] });
    return (json as { result: unknown[] }).result;
  }

  /** Nothing reached the real node: no key read, no transaction sent, the memory pool empty. */
  async function nothingSent(sentBefore: number): Promise<void> {
    assert.equal(keysRead, 0, 'no key was read');
    assert.equal(proxy.sent.length, sentBefore, 'no transaction was sent');
    assert.deepEqual(await mempool(), []);
  }

  /** Runs a transaction that must go through, and checks the transaction sent against its confirmation and the real node. */
  async function goesThrough(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}) {
    const sentBefore = proxy.sent.length;
    const outcome = await run(operation, signers, over);
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.ok(outcome.kind === 'done');
    assert.equal(proxy.sent.length, sentBefore + 1);
    const sent = proxy.sent.at(-1)!;
    assert.ok(sent.forwarded);
    const decoded = checkSent(sent, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(decoded.displayHash, outcome.hash);
    assert.deepEqual(outcome.fees, { systemFee: decoded.transaction.systemFee, networkFee: decoded.transaction.networkFee });
    const included = await onChain(outcome.hash, decoded.transaction.validUntilBlock);
    assert.equal(included.vmState, 'HALT', show(included));
    return { outcome, decoded, confirmation: confirmations.at(-1)! };
  }

  it('honest: through the proxy every operation goes as on the node itself (register, set record, renew, set admin, transfer), each transaction the one confirmed, signed for the chain\'s magic and no other', async () => {
    const startedAt = Date.now();
    await goesThrough({ kind: 'register', name, owner: ref(ALICE) }, [ALICE]);
    await goesThrough({ kind: 'setRecord', name, type: 'TXT', value: 'honest' }, [ALICE], { holder: { owner: ALICE.address, admin: null } });
    const [before] = await getDomainDetails(direct, [name]);
    await goesThrough({ kind: 'renew', name }, [ALICE]);
    await goesThrough({ kind: 'setAdmin', name, admin: ref(CAROL) }, [ALICE, CAROL]);
    const [withAdmin] = await getDomainDetails(direct, [name]);
    assert.equal(withAdmin?.admin?.address, CAROL.address);
    await goesThrough({ kind: 'transfer', name, to: ref(BOB) }, [ALICE]);
    // What the real node holds now, read from it directly.
    const [after] = await getDomainDetails(direct, [name]);
    assert.equal(after?.owner?.address, BOB.address);
    assert.equal(after?.expiration, before!.expiration! + 365 * 24 * 3600 * 1000);
    assert.deepEqual((await listRecords(direct, name)).records.map((r) => [r.typeName, r.data]), [['TXT', 'honest']]);
    assert.ok(proxy.calls.some((call) => call.method === 'getversion') && proxy.sent.length === 5);
    say(`honest path through the proxy: 5 operations in ${Date.now() - startedAt} ms`);
  });

  it('the node names its own network at the operation\'s start and MainNet\'s at the preparation: refused in words; no key read, nothing signed or sent; the real chain unchanged', async () => {
    const target = `second-${stamp}.neo`;
    const sentBefore = proxy.sent.length;
    // The first getversion (the operation's start) is the node's; from the second on, MainNet's.
    const lie = proxy.lie({ method: 'getversion', from: 2, rewrite: asMainNet });
    const outcome = await run({ kind: 'register', name: target, owner: ref(ALICE) }, [ALICE]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.equal(outcome.refusal.message, `The node changed its network during the operation: it said a private chain (magic ${magic}) first, then MainNet. Nothing was signed or sent.`);
    assert.match(outcome.refusal.fix, /^A node does not change networks: check nns\.rpcUrl \(use https:\/\//);
    assert.deepEqual([lie.seen, lie.told, confirmations.length], [2, 1, 0]);
    await nothingSent(sentBefore);
    assert.deepEqual(await isAvailable(direct, target), { kind: 'available' });
  });

  it('MainNet\'s magic from the start: the neo-express account (of this chain) is refused before anything; a NEP-6 account signs what the confirmation said, MainNet, which the real node refuses', async () => {
    const target = `mainnet-${stamp}.neo`;
    const sentBefore = proxy.sent.length;
    proxy.lie({ method: 'getversion', rewrite: asMainNet });
    const express = await run({ kind: 'register', name: target, owner: ref(ALICE) }, [ALICE]);
    assert.ok(express.kind === 'failed' && express.stage === 'plan', show(express));
    assert.equal(express.refusal.message, `${ALICE.address} is an account of another chain (magic ${magic}); this node is of magic ${MAINNET}.`);
    await nothingSent(sentBefore);

    const carolGas = await gasOf(CAROL);
    const outcome = await run({ kind: 'register', name: target, owner: ref(CAROL) }, [CAROL]);
    const [confirmation] = confirmations;
    assert.ok(confirmation);
    assert.match(confirmation.message, /^MainNet: this spends real GAS\. Register mainnet-\w+\.neo for N\w{3}…\w{4}\?$/);
    assert.ok(confirmation.detail.includes(`Network: MainNet · node ${proxy.url}`), confirmation.detail);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'send', show(outcome));
    assert.equal(proxy.sent.length, sentBefore + 1);
    const sent = proxy.sent.at(-1)!;
    // Signed for MainNet, as confirmed, and so not for the chain the real node is.
    checkSent(sent, confirmation, [callOf({ kind: 'register', name: target, owner: ref(CAROL) })], magic);
    assert.ok(sent.nodeAnswer?.error, show(sent.nodeAnswer));
    assert.match(outcome.refusal.message, /^The node refused the transaction \(code -?\d+: .+\)\. Nothing was spent\.$/);
    say(`the real node's refusal of a transaction signed for MainNet: ${outcome.refusal.message} ${outcome.refusal.fix}`);
    assert.deepEqual(await isAvailable(direct, target), { kind: 'available' });
    assert.equal(await gasOf(CAROL), carolGas);
  });

  it('a validity window of 1,000,000 blocks: the transaction is valid for about an hour (36,000 blocks of 100 ms), shown and signed so, and the real node takes it', async () => {
    proxy.lie({ method: 'getversion', rewrite: (v: { protocol: object }) => ({ ...v, protocol: { ...v.protocol, maxvaliduntilblockincrement: 1_000_000 } }) });
    const { decoded, confirmation } = await goesThrough({ kind: 'setRecord', name, type: 'A', value: '93.184.216.34' }, [BOB], { holder: { owner: BOB.address, admin: null } });
    assert.equal(decoded.transaction.validUntilBlock - shownHeight(confirmation), HOUR_OF_100_MS_BLOCKS);
    assert.ok(confirmation.detail.includes(`valid for about 1 hour, until block ${l10n.count(decoded.transaction.validUntilBlock)} `), confirmation.detail);
  });

  it('block times the node makes up: 1 ms a block still gives at most 86,400 blocks; a minute a block gives an hour of them; the real node takes both', async () => {
    const msPerBlock = (ms: number) => proxy.lie({ method: 'getversion', rewrite: (v: { protocol: object }) => ({ ...v, protocol: { ...v.protocol, msperblock: ms } }) });
    const fast = msPerBlock(1);
    const short = await goesThrough({ kind: 'setRecord', name, type: 'A', value: '93.184.216.35' }, [BOB], { holder: { owner: BOB.address, admin: null } });
    assert.equal(short.decoded.transaction.validUntilBlock - shownHeight(short.confirmation), write.MAX_VALIDITY_BLOCKS);
    // The words follow the node's block time (the extension cannot time the chain); the block number is exact.
    assert.ok(short.confirmation.detail.includes(`valid for about 86 seconds, until block ${l10n.count(short.decoded.transaction.validUntilBlock)} `), short.confirmation.detail);
    fast.stop();
    msPerBlock(60_000);
    const slow = await goesThrough({ kind: 'setRecord', name, type: 'A', value: '93.184.216.36' }, [BOB], { holder: { owner: BOB.address, admin: null } });
    assert.equal(slow.decoded.transaction.validUntilBlock - shownHeight(slow.confirmation), 60);
    assert.ok(slow.confirmation.detail.includes(`valid for about 1 hour, until block ${l10n.count(slow.decoded.transaction.validUntilBlock)} `), slow.confirmation.detail);
  });

  it('a validity limit no network has (1 block, 2^32 blocks) at the start: refused before anything, in words', async () => {
    const sentBefore = proxy.sent.length;
    for (const increment of [1, 2 ** 32]) {
      const lie = proxy.lie({ method: 'getversion', rewrite: (v: { protocol: object }) => ({ ...v, protocol: { ...v.protocol, maxvaliduntilblockincrement: increment } }) });
      const outcome = await run({ kind: 'renew', name }, [BOB]);
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
      assert.equal(outcome.refusal.message, `The node says a transaction may be valid for ${increment} blocks, which no Neo network allows. Nothing was signed or sent.`);
      lie.stop();
    }
    assert.equal(confirmations.length, 0);
    await nothingSent(sentBefore);
  });

  it('heights: going back or jumping during the operation, or one no chain has at its start: refused in words, nothing sent', async () => {
    const sentBefore = proxy.sent.length;
    const heights: Array<[string, (count: number) => number, RegExp]> = [
      ['back', (count) => count - 5, /^The node's chain went back from block \d+ to \d+ during the operation\. Nothing was signed or sent\.$/],
      ['jump', (count) => count + 1_000_000, /^The node's chain jumped from block \d+ to \d+ during the operation, faster than its block time allows\. Nothing was signed or sent\.$/],
    ];
    for (const [, rewrite, message] of heights) {
      const lie = proxy.lie({ method: 'getblockcount', when: inPreparation, rewrite });
      const outcome = await run({ kind: 'renew', name }, [BOB]);
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
      assert.match(outcome.refusal.message, message);
      assert.equal(outcome.refusal.fix, 'Check nns.rpcUrl: the node does not describe its chain consistently.');
      assert.equal(lie.told, 1);
      lie.stop();
    }
    for (const absurd of [0, 0xffff_ffff]) {
      const lie = proxy.lie({ method: 'getblockcount', rewrite: () => absurd });
      const outcome = await run({ kind: 'renew', name }, [BOB]);
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
      assert.equal(outcome.refusal.message, `The node says the chain has ${absurd} blocks, which no Neo chain can have. Nothing was signed or sent.`);
      lie.stop();
    }
    assert.equal(confirmations.length, 0);
    await nothingSent(sentBefore);
  });

  it('a contract state for another hash: the write info is refused, so no operation starts on it', async () => {
    proxy.lie({ method: 'getcontractstate', rewrite: (state: { hash: string }) => ({ ...state, hash: write.GAS_HASH }) });
    await assert.rejects(readContractWriteInfo(node), (error: Error & { code?: string }) => {
      assert.equal(error.code, 'INVALID_RESPONSE');
      assert.equal(error.message, `The node was asked for the contract ${node.contractHash} and answered with the contract "${write.GAS_HASH}".`);
      return true;
    });
  });

  it('a system fee 5 GAS too high: the confirmation says "Unusual fees." first; declined, nothing is sent; signed, the transaction carries exactly that fee and the sender pays exactly what was shown', async () => {
    const sentBefore = proxy.sent.length;
    const lie = proxy.lie({ method: 'invokescript', when: inPreparation, rewrite: (r: { gasconsumed: string }) => ({ ...r, gasconsumed: String(BigInt(r.gasconsumed) + 5n * GAS) }) });
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'dear' };
    const declined = await run(operation, [BOB], { confirm: async (text) => (confirmations.push(text), false) });
    assert.equal(declined.kind, 'declined');
    const [shown] = confirmations;
    assert.ok(shown);
    assert.match(shown.message, /^Unusual fees\. Set the TXT record of liar-\w+\.neo on a private chain \(magic \d+\)\?$/);
    assert.match(shown.detail.split('\n')[0]!, /^Unusual: the system fee 5\.\d+ GAS is far above what this operation costs \(1 GAS at most\)\.$/);
    await nothingSent(sentBefore);

    const before = await gasOf(BOB);
    const { decoded, confirmation } = await goesThrough(operation, [BOB]);
    assert.equal(lie.told, 2);
    assert.ok(decoded.transaction.systemFee > 5n * GAS);
    assert.ok(confirmation.detail.includes(`Total: ${formatGas(decoded.transaction.systemFee + decoded.transaction.networkFee)}`));
    assert.equal(before - (await gasOf(BOB)), decoded.transaction.systemFee + decoded.transaction.networkFee);
  });

  it('a system fee far too low: the transaction carries the fee shown; the real node runs out of it: a FAULT in a block, its fees spent, nothing changed', async () => {
    proxy.lie({ method: 'invokescript', when: inPreparation, rewrite: (r: { gasconsumed: string }) => ({ ...r, gasconsumed: '1' }) });
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'cheap' };
    const outcome = await run(operation, [BOB]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'execution', show(outcome));
    const decoded = checkSent(proxy.sent.at(-1)!, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(decoded.transaction.systemFee, 1n);
    assert.equal(outcome.refusal.spent, true);
    assert.match(outcome.refusal.message, new RegExp(`^The node reports the transaction ${decoded.displayHash} in a block, where the contract FAULTed: ".+"\\. If so, its fees were spent and nothing changed\\.$`));
    const included = await onChain(decoded.displayHash, decoded.transaction.validUntilBlock);
    assert.equal(included.vmState, 'FAULT');
    say(`a system fee of 1 datoshi on the real node: ${included.exception ?? ''}`);
    assert.deepEqual((await listRecords(direct, name)).records.filter((r) => r.typeName === 'TXT').map((r) => r.data), ['dear']);
  });

  it('the node asks a network fee one datoshi above what the signatures cost: refused (FEE_MISMATCH), nothing signed or sent', async () => {
    const sentBefore = proxy.sent.length;
    let asked = 0n;
    proxy.lie({ method: 'calculatenetworkfee', rewrite: (r: { networkfee: string }) => ({ ...r, networkfee: String((asked = BigInt(r.networkfee) + 1n)) }) });
    const outcome = await run({ kind: 'setRecord', name, type: 'TXT', value: 'fee' }, [BOB]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.equal(outcome.refusal.message,
      `The node asked a network fee of ${formatGas(asked)}, more than the ${formatGas(asked - 1n)} these signatures cost by the network's own fee settings. Nothing was signed or sent.`);
    await nothingSent(sentBefore);
  });

  it('the node asks a network fee of 1 datoshi: the fee computed here is the one shown and signed, and the real node takes it', async () => {
    const lie = proxy.lie({ method: 'calculatenetworkfee', rewrite: (r: { networkfee: string }) => ({ ...r, networkfee: '1' }) });
    const { decoded } = await goesThrough({ kind: 'setRecord', name, type: 'TXT', value: 'fee' }, [BOB]);
    assert.equal(lie.told, 1);
    assert.ok(decoded.transaction.networkFee > 100_000n, `${decoded.transaction.networkFee}`);
  });

  it('sendrawtransaction answers another hash: the outcome says so and claims no success; the real node got the transaction and runs it', async () => {
    const other = `0x${'ab'.repeat(32)}`;
    proxy.lie({ method: 'sendrawtransaction', rewrite: (r: object) => ({ ...r, hash: other }) });
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'another hash' };
    const outcome = await run(operation, [BOB]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'send', show(outcome));
    const sent = proxy.sent.at(-1)!;
    const decoded = checkSent(sent, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(outcome.hash, decoded.displayHash);
    assert.deepEqual(sent.nodeAnswer?.result, { hash: decoded.displayHash }, 'the real node took it under its own hash');
    say(`sendrawtransaction answering another hash: ${outcome.refusal.message} ${outcome.refusal.fix}`);
    assert.equal(outcome.refusal.message,
      `The transaction ${decoded.displayHash} was signed and sent, but the node did not answer with its hash: it may have taken it.`);
    assert.equal(outcome.refusal.fix, 'Check Again looks it up on the node; running the command again before then could do it twice.');
    assert.doesNotMatch(`${outcome.refusal.message} ${outcome.refusal.fix}`, /done|nothing was (signed or )?sent/i);
    const included = await onChain(decoded.displayHash, decoded.transaction.validUntilBlock);
    assert.equal(included.vmState, 'HALT');
    assert.deepEqual((await listRecords(direct, name)).records.filter((r) => r.typeName === 'TXT').map((r) => r.data), ['another hash']);
  });

  it('getapplicationlog says HALT for a transaction that FAULTed: the outcome is the node\'s word ("the node reports"); the real node says FAULT', async () => {
    const target = `taken-${stamp}.neo`;
    const lie = proxy.lie({
      method: 'getapplicationlog',
      rewrite: (log: { executions: object[] }) => ({ ...log, executions: log.executions.map((execution) => ({ ...execution, vmstate: 'HALT', exception: null })) }),
    });
    // Bob takes the name on the real node while Alice's confirmation is open: her test invocation HALTed, her transaction will FAULT.
    const outcome = await run({ kind: 'register', name: target, owner: ref(ALICE) }, [ALICE], {
      confirm: async (text) => {
        confirmations.push(text);
        const bobs = await runNameOperation({
          write, node: direct, info: await readContractWriteInfo(direct), ...registration(target, BOB), signers: [BOB], l10n,
          pollIntervalMs: 100, keySource, confirm: async () => true, currentSettings: () => direct,
        });
        assert.equal(bobs.kind, 'done', show(bobs));
        return true;
      },
    });
    assert.ok(outcome.kind === 'done', show(outcome));
    const decoded = checkSent(proxy.sent.at(-1)!, confirmations.at(-1)!, [callOf({ kind: 'register', name: target, owner: ref(ALICE) })], MAINNET);
    assert.match(outcome.message, new RegExp(`^Register ${target.replace(/\./g, '\\.')} for N\\w{3}…\\w{4}: done; the node reports the transaction ${decoded.displayHash} in block [\\d,]+\\.$`));
    assert.ok(lie.told >= 1);
    const included = await onChain(decoded.displayHash, decoded.transaction.validUntilBlock);
    assert.equal(included.vmState, 'FAULT', 'the real node ran it and it FAULTed');
    const [held] = await getDomainDetails(direct, [target]);
    assert.equal(held?.owner?.address, BOB.address);
  });

  it('getapplicationlog says FAULT for a transaction that HALTed: the outcome is the node\'s word ("the node reports"), not a fact; the real node ran it', async () => {
    proxy.lie({
      method: 'getapplicationlog',
      rewrite: (log: { executions: object[] }) => ({ ...log, executions: log.executions.map((execution) => ({ ...execution, vmstate: 'FAULT', exception: 'made up by the node' })) }),
    });
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'said to have failed' };
    const outcome = await run(operation, [BOB]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'execution', show(outcome));
    const decoded = checkSent(proxy.sent.at(-1)!, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(outcome.refusal.message,
      `The node reports the transaction ${decoded.displayHash} in a block, where the contract FAULTed: "made up by the node". If so, its fees were spent and nothing changed.`);
    assert.equal((await onChain(decoded.displayHash, decoded.transaction.validUntilBlock)).vmState, 'HALT');
    assert.deepEqual((await listRecords(direct, name)).records.filter((r) => r.typeName === 'TXT').map((r) => r.data), ['said to have failed']);
  });

  it('the node hides the transaction and says the chain passed its validUntilBlock: the outcome is the node\'s word, not a fact; the real node ran it', async () => {
    proxy.lie({ method: 'getapplicationlog', answer: (answer) => ({ jsonrpc: '2.0', id: answer.id, error: { code: -105, message: 'Unknown script container' } }) });
    const jump = proxy.lie({ method: 'getblockcount', when: (_, request) => request.some((call) => call.method === 'getapplicationlog'), rewrite: (count: number) => count + 100_000 });
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'said to have expired' };
    const outcome = await run(operation, [BOB]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait', show(outcome));
    assert.equal(jump.told, 1);
    const decoded = checkSent(proxy.sent.at(-1)!, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(outcome.refusal.message,
      `The node reports the chain past block ${l10n.count(decoded.transaction.validUntilBlock)} without the transaction ${decoded.displayHash}: if so, it will never be executed, and nothing was spent.`);
    assert.equal((await onChain(decoded.displayHash, decoded.transaction.validUntilBlock)).vmState, 'HALT');
    assert.deepEqual((await listRecords(direct, name)).records.filter((r) => r.typeName === 'TXT').map((r) => r.data), ['said to have expired']);
  });

  it('a node that keeps the transaction (answers its hash, never relays it): the wait ends when cancelled; what it kept is valid an hour of blocks at most, and the real node takes it when released', async () => {
    proxy.hold();
    const cancel = new AbortController();
    const operation: AnyOperation = { kind: 'setRecord', name, type: 'TXT', value: 'held back' };
    const outcome = await run(operation, [BOB], {
      signal: cancel.signal,
      progress: (step) => {
        if (step.step === 'waiting') cancel.abort();
      },
    });
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait', show(outcome));
    const sent = proxy.sent.at(-1)!;
    assert.equal(sent.forwarded, false);
    const decoded = checkSent(sent, confirmations.at(-1)!, [callOf(operation)], MAINNET);
    assert.equal(outcome.refusal.message, `Stopped waiting for the transaction ${decoded.displayHash}, which was sent: it may be in a block by now.`);
    assert.deepEqual(await mempool(), [], 'the real node never got it');
    assert.ok(decoded.transaction.validUntilBlock - shownHeight(confirmations.at(-1)!) <= HOUR_OF_100_MS_BLOCKS);
    // Released later by whoever kept it: the real node takes it, until its validUntilBlock.
    const { json } = await rawRpc(direct.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'sendrawtransaction', params: [sent.base64] });
    assert.deepEqual((json as { result?: unknown }).result, { hash: decoded.displayHash }, show(json));
    assert.equal((await onChain(decoded.displayHash, decoded.transaction.validUntilBlock)).vmState, 'HALT');
    assert.deepEqual((await listRecords(direct, name)).records.filter((r) => r.typeName === 'TXT').map((r) => r.data), ['held back']);
  });
});

describe(`real node (${real.configuration.name}): a lying node in front of the real one: Set Up NNS on This Chain… through runSetUp signs what was confirmed`, function () {
  this.timeout(300_000);
  let fresh: FreshNode;
  let proxy: LyingProxy;
  let node: NodeConfig;
  let files: write.ContractFiles;
  let paths: { nef: string; manifest: string };
  let committee: SigningAccount;
  let magic: number;
  let contractHash: string;
  let confirmations: ConfirmationText[] = [];
  let passwordsAsked = 0;

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    fresh = await startFreshNode({ tools });
    proxy = await startLyingProxy(fresh.rpcUrl);
    node = { rpcUrl: proxy.url, contractHash: NNS_MAINNET_HASH };
    const [pair] = pairContractFiles([tools.manifest], [tools.nef]);
    assert.ok(pair);
    paths = { nef: 'nns/nns.nef', manifest: 'nns/nns.manifest.json' };
    files = { nef: write.parseNef(readFileSync(pair.nef)), manifest: write.parseManifest(readFileSync(pair.manifest, 'utf8')) };
    const info = await readContractWriteInfo({ rpcUrl: fresh.rpcUrl, contractHash: NNS_MAINNET_HASH });
    magic = info.network.magic;
    const read = readNep6Keys(readFileSync(tools.wallet, 'utf8'), tools.wallet);
    assert.ok(read.ok && info.committee);
    const assembled = committeeSigner(write, info.committee, accountsForNetwork(signingAccounts(read.entries), magic), info.network.addressVersion);
    assert.ok(assembled.ok);
    committee = assembled.account;
    contractHash = write.contractHashOf(committee.scriptHash, files.nef.checksum, files.manifest.manifest.name);
  });
  after(async () => {
    await proxy?.close();
    await fresh?.stop();
  });
  beforeEach(() => {
    confirmations = [];
    passwordsAsked = 0;
  });
  afterEach(() => proxy?.truth());

  /** The set-up as the command runs it: the chain read through the proxy at its start, then runSetUp through the proxy. */
  async function setUp(over: Partial<SetUpRunOptions> = {}): Promise<SetUpOutcome> {
    const info = await readContractWriteInfo(node);
    return runSetUp({
      write, node, chain: write.operationChainOf(info.network, info.blockCount, info.readAt), files, paths, signer: committee, l10n, pollIntervalMs: 100,
      keySource: keySourceFor({
        write, readFile: (file) => readFile(file, 'utf8'),
        askPassword: async () => {
          passwordsAsked++;
          return 'one';
        },
      }),
      confirm: async (text) => {
        confirmations.push(text);
        return true;
      },
      currentSettings: () => node,
      ...over,
    });
  }

  /** The real chain as before: no contract at the set-up's hash, the committee's GAS as it was, nothing waiting. */
  async function unchanged(sentBefore: number, committeeGas: bigint): Promise<void> {
    assert.deepEqual([proxy.sent.length, passwordsAsked, confirmations.length], [sentBefore, 0, 0], 'nothing confirmed, no password asked, nothing sent');
    const { json } = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getcontractstate', params: [contractHash] });
    assert.equal((json as { error?: { code: number } }).error?.code, -102, show(json));
    assert.equal(await committeeGas_(), committeeGas);
    const pool = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getrawmempool', params: [] });
    assert.deepEqual((pool.json as { result: unknown[] }).result, []);
  }

  async function committeeGas_(): Promise<bigint> {
    const { json } = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [write.GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: committee.scriptHash }]] });
    return BigInt((json as { result: { stack: [{ value: string }] } }).result.stack[0].value);
  }

  const networkChanged = () => `The node changed its network during the operation: it said a private chain (magic ${magic}) first, then MainNet. Nothing was signed or sent.`;

  it('MainNet\'s magic at the probe (the start honest): refused in words, nothing sent, no contract on the real chain', async () => {
    const [sentBefore, gas] = [proxy.sent.length, await committeeGas_()];
    const lie = proxy.lie({ method: 'getversion', from: 2, rewrite: asMainNet });
    const outcome = await setUp();
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'probe', show(outcome));
    assert.equal(outcome.refusal.message, networkChanged());
    assert.equal(lie.told, 1);
    await unchanged(sentBefore, gas);
  });

  it('MainNet\'s magic at the preparation (the start and the probe honest): refused in words, nothing sent, no contract on the real chain', async () => {
    const [sentBefore, gas] = [proxy.sent.length, await committeeGas_()];
    const lie = proxy.lie({ method: 'getversion', from: 3, rewrite: asMainNet });
    const outcome = await setUp();
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.equal(outcome.refusal.message, networkChanged());
    assert.deepEqual([lie.seen, lie.told], [3, 1]);
    await unchanged(sentBefore, gas);
  });

  it('honest through the proxy: set up; the transaction sent is the one confirmed, signed for the chain\'s magic and not MainNet\'s; the real node deployed the contract', async () => {
    const outcome = await setUp();
    assert.ok(outcome.kind === 'done' && outcome.hash, show(outcome));
    assert.equal(outcome.contractHash, contractHash);
    const [transaction] = outcome.plan.transactions;
    assert.ok(transaction);
    const decoded = checkSent(proxy.sent.at(-1)!, confirmations[0]!, transaction.calls, MAINNET);
    assert.equal(decoded.displayHash, outcome.hash);
    const log = await write.waitForTransaction({ rpcUrl: fresh.rpcUrl, contractHash }, outcome.hash, decoded.transaction.validUntilBlock, { pollIntervalMs: 100 });
    assert.equal(log.kind === 'included' && log.vmState, 'HALT');
    const { json } = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getcontractstate', params: [contractHash] });
    assert.equal((json as { result: { hash: string } }).result.hash, contractHash);
  });
});
