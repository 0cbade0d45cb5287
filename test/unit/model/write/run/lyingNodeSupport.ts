// For the "what you confirm is what you sign" tests: an honest NNS node whose every answer is worked out
// from the request and can be replaced by a lie, wallets of fresh keys, one operation run from its start,
// and the bytes sent compared with the confirmation's lines (protocol notes §11).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sc } from '@cityofzion/neon-core';
import { base64, hex } from '@scure/base';
import { scriptHashToAddress } from '../../../../../src/core/encoding/address';
import { readContractWriteInfo, type ContractAbi, type ContractWriteInfo } from '../../../../../src/core/contracts/contractWriteInfo';
import type { NodeConfig } from '../../../../../src/core/rpc/types';
import * as write from '../../../../../src/core/write';
import { runSetUp, type SetUpOutcome } from '../../../../../src/model/setup/runSetUp';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { ConfirmationText } from '../../../../../src/model/write/words/confirmationText';
import { keySourceFor } from '../../../../../src/model/write/accounts/keySource';
import { runNameOperation, type RunOptions, type RunOutcome } from '../../../../../src/model/write/run/runNameOperation';
import { readNep6Keys, readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { halted, integer, policyAnswers, result, rpcError, startFakeNode, type Answer, type FakeNode, type Handler, type PolicyAnswers, type SyncHandler } from '../../../core/transactions/fakeNode';
import { nnsManifest, NNS_TEST_SCRIPT, type Family } from '../../../core/deploy/manifests';
import { specOf, type AnyOperation } from '../fixtures';
import { generateKey, neoExpressFile, nep6File, type GeneratedKey } from '../../../support/walletFiles';

export const PRIVATE_MAGIC = 1234567890;
export const MAINNET_MAGIC = 860833102;
export const TESTNET_MAGIC = 894710606;
export const GAS = 100_000_000n;
/** What one contract call of a name operation consumes on the honest node, beyond the price it burns. */
export const EXECUTION = 3_000_000n;
/** The price of a name a year on the honest node. */
export const PRICE = GAS;
/** What a deploy consumes on the honest node (ContractManagement's minimum deployment fee, and some). */
export const DEPLOY_FEE = 10n * GAS + 12_345n;
/** The Policy contract's defaults: 1,000 datoshi a byte, an execution fee factor of 30. */
export const DEFAULT_POLICY: write.FeePolicy = { feePerByte: 1000n, execFeeFactorPico: 30n * write.EXEC_FEE_FACTOR_MULTIPLIER };

export type ContractFixture = 'nameservice-csharp' | 'nft-nd-nns-neo-go' | 'neofs-nns';

/** getcontractstate's answer for a fixture contract, as the node sends it. */
export function contractState(file: ContractFixture): { hash: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'fixtures', 'write', `${file}.contractstate.json`), 'utf8')) as { hash: string };
}

/** getversion of a network: its magic, its limit on validUntilBlock, its block time. */
export function versionAnswer({ magic, increment = 5760, msPerBlock = 15_000 }: { magic: number; increment?: number; msPerBlock?: number }): Answer {
  return result({ useragent: '/NEO-GO:0.122.0/', protocol: { network: magic, maxvaliduntilblockincrement: increment, addressversion: 53, msperblock: msPerBlock } });
}

export interface ScriptedNodeOptions {
  readonly magic: number;
  /** The contract getcontractstate describes for its own hash (others are unknown). */
  readonly contract?: ContractFixture;
  /** getcommittee's public keys (hex). */
  readonly committee: readonly string[];
  readonly blockCount?: number;
  readonly increment?: number;
  readonly msPerBlock?: number;
  /** The Policy contract's settings and the GAS balance (datoshi). */
  readonly policy?: PolicyAnswers;
  /** The set-up's probe: the script's start that deploys (deployCall of the files), and what the contract holds after its _deploy. */
  readonly setUp?: { readonly deployScript: Uint8Array; readonly readout: Answer };
}

export interface ScriptedNode {
  readonly node: FakeNode;
  readonly url: string;
  /** The honest answers, for a lie that answers honestly some of the time. */
  readonly honest: Readonly<Record<string, SyncHandler>>;
  /** Every sendrawtransaction body, decoded from base64. */
  readonly sent: Uint8Array[];
  /** The network fee the honest calculatenetworkfee computed, for each transaction it was asked. */
  readonly honestFees: bigint[];
  /** Replaces a method's answers (a lie). */
  lie(method: string, handler: Handler): void;
  /** The method's calls from `from` on (0: the first) answered by the lie; those before honestly. */
  lieFrom(method: string, from: number, answer: (params: unknown[], call: number) => Answer): void;
  /** JSON-RPC calls of `method` received. */
  count(method: string): number;
  close(): Promise<void>;
}

/** A node that answers every call honestly until told to lie. */
export async function startScriptedNode(options: ScriptedNodeOptions): Promise<ScriptedNode> {
  const sent: Uint8Array[] = [];
  const honestFees: bigint[] = [];
  let blockCount = options.blockCount ?? 100_000;
  const policy = options.policy ?? {};
  const feePolicy: write.FeePolicy = {
    feePerByte: policy.feePerByte ?? DEFAULT_POLICY.feePerByte,
    execFeeFactorPico: policy.execPicoFeeFactor ?? (policy.execFeeFactor ?? 30n) * write.EXEC_FEE_FACTOR_MULTIPLIER,
  };
  const state = options.contract ? contractState(options.contract) : undefined;
  const honest: Record<string, SyncHandler> = {
    getversion: () => versionAnswer({ magic: options.magic, increment: options.increment ?? 5760, msPerBlock: options.msPerBlock ?? 15_000 }),
    getblockcount: () => result(blockCount),
    getcommittee: () => result(options.committee),
    getcontractstate: (params) => (state && typeof params[0] === 'string' && params[0].toLowerCase() === state.hash ? result(state) : rpcError(-102, 'Unknown contract')),
    invokescript: (params) => invocationOf(base64.decode(String(params[0])), options.setUp),
    invokefunction: policyAnswers({ balance: 1000n * GAS, ...policy, other: (params) => (params[1] === 'getPrice' ? integer(PRICE) : rpcError(-32602, `no answer for ${String(params[1])}`)) }),
    calculatenetworkfee: (params) => {
      const { transaction, witnesses } = write.decodeTransaction(base64.decode(String(params[0])));
      const accounts = (witnesses ?? []).map((witness) => write.accountFromVerificationScript(witness.verification));
      const fee = write.computeNetworkFee(unsignedOf(transaction), accounts, feePolicy);
      honestFees.push(fee);
      return result({ networkfee: String(fee) });
    },
    sendrawtransaction: (params) => {
      const bytes = base64.decode(String(params[0]));
      sent.push(bytes);
      blockCount++;
      return result({ hash: write.decodeTransaction(bytes).displayHash });
    },
    getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: String(EXECUTION), stack: [], notifications: [] }] }),
    gettransactionheight: () => result(blockCount - 1),
  };
  const node = await startFakeNode({ ...honest });
  const lie = (method: string, handler: Handler) => node.handle(method, handler);
  return {
    node, url: node.url, honest, sent, honestFees, lie,
    lieFrom: (method, from, answer) => lie(method, (params, call) => (call >= from ? answer(params, call) : honest[method]!(params, call))),
    count: (method) => node.calls.filter((call) => call.method === method).length,
    close: () => node.close(),
  };
}

/** A test invocation as an honest node runs it: the price the calls burn and their execution; the set-up's probe as the contract would answer it. */
function invocationOf(script: Uint8Array, setUp: ScriptedNodeOptions['setUp']): Answer {
  const read = write.decodeContractCalls(script);
  if (!read.plain) {
    // The set-up's probe: the test deploy and the new contract's reads; or the reads alone, of a contract not deployed.
    if (setUp && startsWith(script, setUp.deployScript)) return setUp.readout;
    return result({ script: '', state: 'FAULT', gasconsumed: '0', exception: 'called contract not found', stack: [] });
  }
  let gas = 0n;
  for (const call of read.calls) {
    gas += EXECUTION;
    if (call.method === 'register') gas += PRICE;
    if (call.method === 'renew') gas += PRICE * (call.args[1]?.type === 'Integer' ? call.args[1].value : 1n);
    if (call.method === 'deploy') gas += DEPLOY_FEE - EXECUTION;
  }
  return halted([{ type: 'Boolean', value: true }], String(gas));
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The decoded fields as the transaction module builds them (CalledByEntry signers, no attributes). */
export function unsignedOf(transaction: write.DecodedTransaction): write.UnsignedTransaction {
  return {
    nonce: transaction.nonce, systemFee: transaction.systemFee, networkFee: transaction.networkFee, validUntilBlock: transaction.validUntilBlock,
    signers: transaction.signers.map((signer) => ({ account: signer.account, scopes: 'CalledByEntry' })), script: transaction.script,
  };
}

/** Wallets of fresh keys: a consensus node (the committee's 1-of-1 multisig), alice and bob; their file's text and how to read it. */
export interface Wallets {
  readonly text: string;
  readonly password?: string;
  readonly keys: { readonly node: GeneratedKey; readonly alice: GeneratedKey; readonly bob: GeneratedKey };
  readonly ALICE: SigningAccount;
  readonly BOB: SigningAccount;
  readonly COMMITTEE: SigningAccount;
  /** getcommittee's answer: the node's public key. */
  readonly committee: readonly string[];
}

/** A neo-express chain file of `magic`: its accounts are for that network only. */
export function expressWallets(magic = PRIVATE_MAGIC): Wallets {
  const keys = { node: generateKey(), alice: generateKey(), bob: generateKey() };
  const text = neoExpressFile({ magic, nodes: [keys.node], wallets: [{ name: 'alice', key: keys.alice }, { name: 'bob', key: keys.bob }] });
  const read = readNeoExpressKeys(text, 'default.neo-express');
  if (!read.ok) throw new Error('the neo-express file does not read');
  return walletsOf(text, undefined, keys, signingAccounts(read.entries));
}

/** A NEP-6 wallet (no network of its own, as for MainNet or TestNet) holding the same kinds of accounts. */
export async function nep6Wallets(): Promise<Wallets> {
  const keys = { node: generateKey(), alice: generateKey(), bob: generateKey() };
  const password = 'lying node';
  const text = await nep6File({
    name: 'dev', password, accounts: [{ key: keys.alice, label: 'alice' }, { key: keys.bob, label: 'bob' }],
    multisig: [{ threshold: 1, publicKeys: [keys.node.key.publicKey], held: keys.node, label: 'committee' }],
  });
  const read = readNep6Keys(text, 'dev.json');
  if (!read.ok) throw new Error('the NEP-6 file does not read');
  return walletsOf(text, password, keys, signingAccounts(read.entries));
}

function walletsOf(text: string, password: string | undefined, keys: Wallets['keys'], accounts: readonly SigningAccount[]): Wallets {
  const find = (address: string) => accounts.find((account) => account.address === address)!;
  return {
    text, ...(password === undefined ? {} : { password }), keys,
    ALICE: find(keys.alice.account.address), BOB: find(keys.bob.account.address), COMMITTEE: accounts.find((account) => account.kind === 'multisig')!,
    committee: [hex.encode(keys.node.key.publicKey)],
  };
}

/** What a run showed and did: each confirmation, whose keys were read (in order), the outcome. */
export interface Watched {
  readonly confirmations: ConfirmationText[];
  readonly keysRead: string[];
}

/** The run's key source (the wallet's file), confirm (always Sign and Send) and settings, recording what they were asked. */
export function watchedIo(wallets: Wallets, settings: NodeConfig): Watched & Pick<RunOptions, 'write' | 'keySource' | 'confirm' | 'currentSettings' | 'l10n' | 'pollIntervalMs'> {
  const confirmations: ConfirmationText[] = [];
  const keysRead: string[] = [];
  const source = keySourceFor({ write, readFile: async () => wallets.text, askPassword: async () => wallets.password });
  return {
    confirmations, keysRead, write, l10n, pollIntervalMs: 5,
    keySource: async (account, signal) => {
      keysRead.push(account.address);
      return source(account, signal);
    },
    confirm: async (text) => {
      confirmations.push(text);
      return true;
    },
    currentSettings: () => settings,
  };
}

export interface NameRun extends Watched {
  readonly outcome: RunOutcome;
  readonly info: ContractWriteInfo;
  /** The bytes the node received, in order. */
  readonly sent: readonly Uint8Array[];
}

/** One name operation from its start (the write info read fresh from the node, as the commands do) to its block. */
export async function runOn(scripted: ScriptedNode, wallets: Wallets, contract: ContractFixture, operation: AnyOperation, signers: readonly SigningAccount[]): Promise<NameRun> {
  const settings: NodeConfig = { rpcUrl: scripted.url, contractHash: contractState(contract).hash };
  const info = await readContractWriteInfo(settings);
  const io = watchedIo(wallets, settings);
  const outcome = await runNameOperation({ ...io, node: settings, info, spec: specOf(operation), operation, signers });
  return { outcome, info, confirmations: io.confirmations, keysRead: io.keysRead, sent: [...scripted.sent] };
}

/** An outcome for an assertion's message. */
export function show(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? String(item) : item instanceof Uint8Array ? hex.encode(item) : item));
}

// ————— What was sent, against what was shown —————

const ADDRESS = /(N[1-9A-HJ-NP-Za-km-z]{33})/;
const HASH_SHOWN = /(?:^Transaction (0x[0-9a-f]{64}):|^One transaction \([^)]*\): (0x[0-9a-f]{64})$)/m;

/** The network a confirmation names: MainNet, TestNet, or a private chain's magic. */
export function shownMagic(words: string): number | undefined {
  if (words === 'MainNet') return MAINNET_MAGIC;
  if (words === 'TestNet') return TESTNET_MAGIC;
  const magic = /^a private chain \(magic (\d+)\)$/.exec(words)?.[1];
  return magic === undefined ? undefined : Number(magic);
}

/** "1.03 GAS" in datoshi. */
export function gasOf(text: string | undefined): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,8}))? GAS/.exec(text ?? '');
  return match ? BigInt(match[1]!) * GAS + BigInt((match[2] ?? '').padEnd(8, '0')) : undefined;
}

/** The value after a line's label, for the first line that starts with it. */
export function lineAfter(detail: string, label: string): string | undefined {
  return detail.split('\n').find((line) => line.startsWith(label))?.slice(label.length);
}

/** A confirmation's facts, read back from its words. */
export interface ShownFacts {
  readonly networkWords?: string;
  readonly magic?: number;
  readonly hash?: string;
  readonly signers: readonly string[];
  readonly systemFee?: bigint;
  readonly networkFee?: bigint;
  readonly validUntilBlock?: number;
}

export function shownFacts(text: ConfirmationText): ShownFacts {
  const detail = text.detail;
  const networkWords = lineAfter(detail, 'Network: ')?.split(' · node ')[0];
  const hashMatch = HASH_SHOWN.exec(detail);
  const until = /until block ([\d,]+)/.exec(detail)?.[1];
  const signers = detail.split('\n')
    .filter((line) => line.startsWith('Signer, pays the fees: ') || line.startsWith('Signer: '))
    .map((line) => ADDRESS.exec(line.replace(/^Signer(, pays the fees)?: (the committee )?/, ''))?.[1] ?? line);
  return {
    ...(networkWords === undefined ? {} : { networkWords }),
    ...(networkWords === undefined || shownMagic(networkWords) === undefined ? {} : { magic: shownMagic(networkWords)! }),
    ...(hashMatch ? { hash: hashMatch[1] ?? hashMatch[2]! } : {}),
    signers,
    ...(gasOf(lineAfter(detail, 'System fee: ')) === undefined ? {} : { systemFee: gasOf(lineAfter(detail, 'System fee: '))! }),
    ...(gasOf(lineAfter(detail, 'Network fee: ')) === undefined ? {} : { networkFee: gasOf(lineAfter(detail, 'Network fee: '))! }),
    ...(until === undefined ? {} : { validUntilBlock: Number(until.replace(/,/g, '')) }),
  };
}

/** The magics among `candidates` for which every witness of the transaction verifies (at least its threshold of signatures, each by a key of its script). */
export function magicsSignedFor(bytes: Uint8Array, candidates: readonly number[]): number[] {
  const { transaction, witnesses, hash } = write.decodeTransaction(bytes);
  if (!witnesses || witnesses.length !== transaction.signers.length) return [];
  const unsigned = unsignedOf(transaction);
  // The rebuilt transaction hashes as the bytes do: nothing of the bytes is left out of what is verified.
  if (hex.encode(write.transactionHash(unsigned)) !== hex.encode(hash)) return [];
  return candidates.filter((magic) => {
    const data = write.signData(unsigned, magic);
    return witnesses.every((witness, index) => {
      const account = write.accountFromVerificationScript(witness.verification);
      if (account.scriptHash !== transaction.signers[index]!.account) return false;
      const signatures = signaturesOf(witness.invocation);
      return signatures !== undefined && signatures.length >= account.threshold
        && signatures.every((signature) => account.publicKeys.some((key) => write.verifySignature(signature, data, key)));
    });
  });
}

/** PUSHDATA1 64 <signature>, repeated; undefined for any other invocation script. */
function signaturesOf(invocation: Uint8Array): Uint8Array[] | undefined {
  const signatures: Uint8Array[] = [];
  for (let at = 0; at < invocation.length; at += 66) {
    if (invocation[at] !== 0x0c || invocation[at + 1] !== 64 || at + 66 > invocation.length) return undefined;
    signatures.push(invocation.subarray(at + 2, at + 66));
  }
  return signatures;
}

const ALL_MAGICS = [PRIVATE_MAGIC, MAINNET_MAGIC, TESTNET_MAGIC, 56753];

/**
 * How the transaction sent differs from what the confirmation shows, one word per difference (empty:
 * none): its hash, fees, validity, signers (accounts in order, CalledByEntry only, no attributes), the
 * network its signatures verify for (exactly the one named; `lied`: magics a node claimed too), the
 * message's network, and with `calls` the script's calls.
 */
export function differences(text: ConfirmationText, bytes: Uint8Array, expected: { calls?: readonly write.ContractCall[]; lied?: readonly number[] } = {}): string[] {
  const facts = shownFacts(text);
  const { transaction, displayHash } = write.decodeTransaction(bytes);
  const out: string[] = [];
  if (facts.hash !== displayHash) out.push('hash');
  if (facts.systemFee !== transaction.systemFee) out.push('system fee');
  if (facts.networkFee !== transaction.networkFee) out.push('network fee');
  if (facts.validUntilBlock !== transaction.validUntilBlock) out.push('validUntilBlock');
  const accounts = transaction.signers.map((signer) => scriptHashToAddress(signer.account, 53));
  if (accounts.join() !== facts.signers.join()) out.push('signers');
  const plainScope = (signer: write.DecodedSigner) => signer.scopes.join() === 'CalledByEntry'
    && signer.allowedContracts.length === 0 && signer.allowedGroups.length === 0 && signer.rules.length === 0;
  if (!transaction.signers.every(plainScope) || transaction.attributes.length > 0 || transaction.version !== 0) out.push('scopes');
  const candidates = [...new Set([...(facts.magic === undefined ? [] : [facts.magic]), ...ALL_MAGICS, ...(expected.lied ?? [])])];
  const signedFor = magicsSignedFor(bytes, candidates);
  if (facts.magic === undefined || signedFor.join() !== String(facts.magic)) out.push('network');
  if (!messageNamesNetwork(text.message, facts.networkWords)) out.push('message');
  if (expected.calls && !write.sameCalls(transaction.script, expected.calls)) out.push('calls');
  return out;
}

/** The first line names the network of the Network: line (MainNet: that real GAS is spent). */
function messageNamesNetwork(message: string, words: string | undefined): boolean {
  if (words === undefined) return false;
  const plain = message.replace(/^Unusual fees\. /, '');
  if (words === 'MainNet') return plain.startsWith('MainNet: this spends real GAS. ');
  return plain.includes(` on ${words}`) && !plain.includes('MainNet');
}

/**
 * The "Call:" line as it must read for the call the script makes: each argument by the type the
 * contract's ABI gives its parameter, as the bytes pushed read back (a String and a ByteArray as
 * their text in quotes, a Hash160 as its address, an Integer in digits, null), then "+ ASSERT"
 * where the script asserts the result.
 */
export function callLineOf(call: write.DecodedCall, abi: ContractAbi): string {
  const method = abi.methods.find((each) => each.name === call.method && each.parameters.length === call.args.length);
  if (!method) return `(no method ${call.method}/${call.args.length} in the ABI)`;
  const args = call.args.map((arg, index) => `${method.parameters[index]!.name}: ${argumentText(arg, method.parameters[index]!.type)}`);
  return `Call: ${call.method}(${args.join(', ')})${call.assertResult ? ' + ASSERT' : ''}`;
}

function argumentText(arg: write.DecodedArgument, type: string): string {
  if (arg.type === 'Any') return 'null';
  switch (type) {
    case 'String':
    case 'ByteArray': {
      const text = write.bytesAsString(arg);
      if (text === undefined || !/^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/.test(text)) return `(not plain text: ${show(arg)})`;
      return `"${text}"`;
    }
    case 'Hash160': {
      const hash = write.bytesAsHash160(arg);
      return hash ? scriptHashToAddress(hash, 53) : `(not a Hash160: ${show(arg)})`;
    }
    case 'Integer': return arg.type === 'Integer' ? arg.value.toString() : `(not an Integer: ${show(arg)})`;
    case 'Array': return arg.type === 'Array' ? `[${arg.value.map((item) => argumentText(item, 'Integer')).join(', ')}]` : `(not an Array: ${show(arg)})`;
    case 'Any': return `(not null: ${show(arg)})`;
    default: return `(type ${type})`;
  }
}

/** The script's one call, decoded. */
export function onlyCall(bytes: Uint8Array): write.DecodedCall {
  const read = write.decodeContractCalls(write.decodeTransaction(bytes).transaction.script);
  if (!read.plain || read.calls.length !== 1) throw new Error(`the script is not one contract call: ${show(read)}`);
  return read.calls[0]!;
}

// ————— The set-up —————

/** The contract's files of a set-up: a NEF of the test script and the family's manifest. */
export function setUpFiles(family: Family, name = 'NameService'): write.ContractFiles {
  const nef = new sc.NEF({ compiler: 'test', source: '', tokens: [], script: hex.encode(NNS_TEST_SCRIPT) });
  return { nef: write.parseNef(hex.decode(nef.serialize())), manifest: write.parseManifest(JSON.stringify(nnsManifest(family, name))) };
}

/** The set-up's probe as the honest node answers it: the test deploy of these files, then the new contract's reads. */
export function probeAnswers(files: write.ContractFiles, readoutAnswer: Answer): NonNullable<ScriptedNodeOptions['setUp']> {
  return { deployScript: write.buildContractCallScript(write.deployCall(files)), readout: readoutAnswer };
}

/** The settings' contract while NNS is set up: one this chain lacks. */
export const ABSENT_CONTRACT = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

export interface SetUpRun extends Watched {
  readonly outcome: SetUpOutcome;
  readonly sent: readonly Uint8Array[];
}

/** Set Up NNS on This Chain… as the command runs it: the network read fresh (readContractWriteInfo) starts it, then runSetUp. */
export async function setUpOn(
  scripted: ScriptedNode, wallets: Wallets, files: write.ContractFiles, signer: SigningAccount, choices: { root?: string; price?: bigint | null } = {},
): Promise<SetUpRun> {
  const settings: NodeConfig = { rpcUrl: scripted.url, contractHash: ABSENT_CONTRACT };
  const info = await readContractWriteInfo(settings);
  const chain = write.operationChainOf(info.network, info.blockCount, info.readAt);
  const io = watchedIo(wallets, settings);
  const outcome = await runSetUp({
    ...io, node: settings, chain, files, paths: { nef: 'nns/nns.nef', manifest: 'nns/nns.manifest.json' }, signer,
    addressVersion: info.network.addressVersion, ...choices,
  });
  return { outcome, confirmations: io.confirmations, keysRead: io.keysRead, sent: [...scripted.sent] };
}

/**
 * How the set-up's script differs from the steps its confirmation lists (empty: not at all): the
 * methods of "One transaction (…)", the deploy of exactly these files by the first signer at the hash
 * shown, the root added and the price set, on that contract, and no call that is not a step.
 */
export function setUpDifferences(text: ConfirmationText, bytes: Uint8Array, files: write.ContractFiles): string[] {
  const { transaction } = write.decodeTransaction(bytes);
  const read = write.decodeContractCalls(transaction.script);
  if (!read.plain) return ['script'];
  const calls = read.calls;
  const out: string[] = [];
  const methods = /^One transaction \(([^)]*)\)/m.exec(text.detail)?.[1]?.split(' + ') ?? [];
  if (methods.join() !== calls.map((call) => call.method).join()) out.push('methods');
  const steps = text.detail.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
  const contract = /(?:hash will be|Use the contract) (0x[0-9a-f]{40})/.exec(steps[0] ?? '')?.[1];
  const call = (method: string) => calls.find((each) => each.method === method);
  let actions = 0;
  for (const step of steps) {
    if (step.startsWith('Deploy the contract: its hash will be ')) {
      actions++;
      const deploy = call('deploy');
      const sender = transaction.signers[0]?.account ?? '';
      const same = deploy && deploy.contractHash === write.CONTRACT_MANAGEMENT_HASH && deploy.args.length === 2
        && deploy.args[0]!.type === 'ByteArray' && hex.encode(deploy.args[0]!.value) === hex.encode(files.nef.bytes)
        && write.bytesAsString(deploy.args[1]!) === files.manifest.json
        && write.contractHashOf(sender, files.nef.checksum, files.manifest.manifest.name) === contract;
      if (!same) out.push('deploy');
    }
    const root = /^Add the top-level domain "([a-z0-9-]+)"$/.exec(step)?.[1];
    if (root !== undefined) {
      actions++;
      const addRoot = call('addRoot');
      if (!addRoot || addRoot.contractHash !== contract || addRoot.args.length !== 1 || write.bytesAsString(addRoot.args[0]!) !== root) out.push('addRoot');
    }
    const price = gasOf(/^Set the price of a name to (.*) \(now: /.exec(step)?.[1]);
    if (price !== undefined) {
      actions++;
      const setPrice = call('setPrice');
      const arg = setPrice?.args.length === 1 ? setPrice.args[0] : undefined;
      const value = arg?.type === 'Integer' ? arg.value : arg?.type === 'Array' && arg.value.length === 1 && arg.value[0]!.type === 'Integer' ? arg.value[0]!.value : undefined;
      if (!setPrice || setPrice.contractHash !== contract || value !== price) out.push('setPrice');
    }
  }
  if (actions !== calls.length) out.push('calls');
  return out;
}
