import { base64 } from '@scure/base';
import { scriptHashToAddress } from '../address';
import { clientFor, type CallOptions } from '../client';
import { NnsError } from '../errors';
import { displayHashToBytes } from '../hex';
import { firstIssue, invalidValue, type BatchOutcome, type JsonRpcClient } from '../jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../schemas';
import type { VerificationAccount } from '../signing/accounts';
import { unsignedWitness } from '../signing/witnesses';
import type { NodeConfig } from '../types';
import { TransactionError } from '../writeErrors';
import { concatBytes } from './binary';
import { buildContractCallScript, type ContractCall } from './contractCall';
import { computeNetworkFee, EXEC_FEE_FACTOR_MULTIPLIER, type FeePolicy } from './fees';
import { displayTransactionHash, MAX_SIGNERS, serializeSigned, transactionHash, type UnsignedTransaction } from './transaction';
import {
  blockCountSchema, integerStackSchema, invokeWithNotificationsSchema, networkFeeSchema, networkVersionSchema, transferStateSchema,
  type InvokeWithNotifications, type NetworkVersion,
} from './writeSchemas';

/** The native GAS token and Policy contracts (the same hash on every N3 network). */
export const GAS_HASH = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
export const POLICY_HASH = '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b';

/** What a transaction needs of the network, from `getversion`. */
export interface NetworkInfo {
  /** `protocol.network`: signed with every transaction, so that it is valid on this network only. */
  readonly magic: number;
  /** `protocol.maxvaliduntilblockincrement`: validUntilBlock may be at most this far ahead. */
  readonly maxValidUntilBlockIncrement: number;
  /** `protocol.addressversion` (53 where the node does not say). */
  readonly addressVersion: number;
  /** `protocol.msperblock`, where the node says. */
  readonly msPerBlock?: number;
}

/** Where a write stands, for a progress indicator. */
export type WriteProgress =
  | { readonly step: 'invoking' }
  | { readonly step: 'networkFee' }
  | { readonly step: 'sending' }
  | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number };

export interface PrepareOptions extends CallOptions {
  /** getversion's answer when the caller has it (a PreparedTransaction's `network`); asked in the first batch otherwise. */
  network?: NetworkInfo;
  /** How many blocks from now the transaction stays valid: default, and at most, the protocol's window less one. */
  validForBlocks?: number;
  onProgress?: (progress: WriteProgress) => void;
  /** The transaction's nonce; random by default. */
  nonce?: number;
}

/** A transaction ready for its confirmation: everything the user is shown, nothing signed yet. */
export interface PreparedTransaction {
  /** The node and NNS contract of the settings it was built for: sendTransaction refuses others. */
  readonly node: NodeConfig;
  readonly network: NetworkInfo;
  /** The contract call (the contract, the operation and its arguments); of several, the first. */
  readonly call: ContractCall;
  /** Every call of the script, in order (one for a name operation; a set-up deploys and then calls the new contract). */
  readonly contractCalls: readonly ContractCall[];
  /** The signers' accounts; the first is the sender, who pays the fees. */
  readonly signers: readonly VerificationAccount[];
  readonly transaction: UnsignedTransaction;
  /** Display form of the transaction's hash (the same once signed: witnesses are not hashed). */
  readonly hash: string;
  /** Datoshi: the GAS the script consumes, the contract's burnt price included. */
  readonly systemFee: bigint;
  readonly networkFee: bigint;
  /** Whether the node calculated the network fee (`calculatenetworkfee`), or it was computed here. */
  readonly networkFeeSource: 'node' | 'computed';
  /** Datoshi the sender's GAS balance loses beyond the fees (GAS the script transfers away). */
  readonly gasSent: bigint;
  /** The sender's GAS balance before, and after the transaction as the invocation foresees it (datoshi). */
  readonly balanceBefore: bigint;
  readonly balanceAfter: bigint;
  readonly blockCount: number;
  readonly validUntilBlock: number;
  /** HTTP requests and JSON-RPC calls the preparation made. */
  readonly requests: number;
  readonly calls: number;
}

const SCOPES = 'CalledByEntry';

/**
 * Builds the transaction of `call` (or of several calls in one script, in order) signed by `signers`
 * in the fewest round trips: one batch of the test invocation (its gasconsumed is the system fee; a
 * FAULT stops here: nothing is signed), the block count, the sender's GAS and, when not given,
 * getversion; then the network fee from the node (or computed from the Policy contract's settings
 * where `calculatenetworkfee` is not served). The sender's GAS must cover the fees: INSUFFICIENT_GAS
 * says how much is missing.
 */
export async function prepareTransaction(
  node: NodeConfig, call: ContractCall | readonly ContractCall[], signers: readonly VerificationAccount[], options: PrepareOptions = {},
): Promise<PreparedTransaction> {
  const calls: readonly ContractCall[] = isCallList(call) ? [...call] : [call];
  const first = calls[0];
  if (!first) throw new NnsError('INVALID_INPUT', 'A transaction needs at least one contract call.', { field: 'calls' });
  const sender = signers[0];
  if (!sender) throw new NnsError('INVALID_INPUT', 'A transaction needs a sender: give at least one signer.', { field: 'signers' });
  if (new Set(signers.map((signer) => signer.scriptHash)).size !== signers.length || signers.length > MAX_SIGNERS) {
    throw new NnsError('INVALID_INPUT', `A transaction has at most ${MAX_SIGNERS} signers, each once.`, { field: 'signers' });
  }
  const { node: checked, client } = clientFor(node, options);
  const script = concatBytes(...calls.map(buildContractCallScript));
  const signerJson = signers.map((signer) => ({ account: signer.scriptHash, scopes: SCOPES }));

  options.onProgress?.({ step: 'invoking' });
  const invocationCall = { method: 'invokescript', params: [base64.encode(script), signerJson], result: invokeWithNotificationsSchema };
  const countCall = { method: 'getblockcount', params: [], result: blockCountSchema };
  const balanceCall = { method: 'invokefunction', params: [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: sender.scriptHash }]], result: invokeResultSchema };
  let invoked: BatchOutcome<InvokeWithNotifications>;
  let counted: BatchOutcome<number>;
  let balance: BatchOutcome<InvokeResult>;
  let version: BatchOutcome<NetworkVersion> | undefined;
  if (options.network) [invoked, counted, balance] = await client.batch([invocationCall, countCall, balanceCall]);
  else [invoked, counted, balance, version] = await client.batch([invocationCall, countCall, balanceCall, { method: 'getversion', params: [], result: networkVersionSchema }]);
  const invocation = valueOf(invoked);
  const blockCount = valueOf(counted);
  const balanceBefore = integerResult(valueOf(balance), 'balanceOf');
  const network = options.network ?? networkOf(valueOf(version!));

  if (invocation.state !== 'HALT') {
    const exception = invocation.exception ?? '(the node gave no reason)';
    const refused = calls.length === 1 ? `The contract refused ${first.method}` : `The transaction's script (${calls.map((c) => c.method).join(', ')}) failed`;
    // The C# contracts' reasons are sentences: one full stop, not two.
    throw new TransactionError('FAULT', `${refused}: ${exception.replace(/\.$/, '')}. Nothing was signed or sent.`, {
      exception, gasConsumed: BigInt(invocation.gasconsumed),
    });
  }
  const systemFee = BigInt(invocation.gasconsumed);
  const gasSent = gasSentBy(sender.scriptHash, invocation.notifications ?? []);
  const window = network.maxValidUntilBlockIncrement - 1;
  const validFor = Math.max(1, Math.min(options.validForBlocks ?? window, window));
  const unsigned: UnsignedTransaction = {
    nonce: options.nonce ?? randomNonce(), systemFee, networkFee: 0n, validUntilBlock: blockCount + validFor,
    signers: signers.map((signer) => ({ account: signer.scriptHash, scopes: SCOPES })), script,
  };

  options.onProgress?.({ step: 'networkFee' });
  const { fee: networkFee, source } = await networkFeeOf(client, unsigned, signers);
  const transaction = { ...unsigned, networkFee };
  const required = systemFee + networkFee + gasSent;
  if (balanceBefore < required) {
    const missing = required - balanceBefore;
    const address = scriptHashToAddress(sender.scriptHash, network.addressVersion);
    throw new TransactionError('INSUFFICIENT_GAS',
      `${address} has ${formatGas(balanceBefore)} GAS; this transaction needs ${formatGas(required)} GAS: ${formatGas(missing)} GAS is missing.`,
      { balance: balanceBefore, required, missing, account: address });
  }
  return Object.freeze({
    node: checked, network, call: first, contractCalls: calls, signers, transaction, hash: displayTransactionHash(transactionHash(transaction)),
    systemFee, networkFee, networkFeeSource: source, gasSent, balanceBefore, balanceAfter: balanceBefore - required,
    blockCount, validUntilBlock: transaction.validUntilBlock, requests: client.requests, calls: client.calls,
  });
}

/** The node's `calculatenetworkfee` for the transaction with its verification scripts, or the fee computed here where it is not served. */
async function networkFeeOf(client: JsonRpcClient, tx: UnsignedTransaction, signers: readonly VerificationAccount[]): Promise<{ fee: bigint; source: 'node' | 'computed' }> {
  const bytes = serializeSigned(tx, signers.map(unsignedWitness));
  try {
    const { networkfee } = await client.call('calculatenetworkfee', [base64.encode(bytes)], networkFeeSchema);
    return { fee: networkfee, source: 'node' };
  } catch (error) {
    if (!(error instanceof NnsError) || error.code !== 'RPC' || error.rpcCode !== -32601) throw error;
  }
  const policy = await feePolicy(client);
  return { fee: computeNetworkFee(tx, signers, policy), source: 'computed' };
}

/** getFeePerByte, getExecFeeFactor and (since Faun) getExecPicoFeeFactor of the Policy contract, in one batch. */
async function feePolicy(client: JsonRpcClient): Promise<FeePolicy> {
  const invoke = (method: string) => ({ method: 'invokefunction', params: [POLICY_HASH, method, []], result: invokeResultSchema });
  const [perByte, factor, picoFactor] = await client.batch([invoke('getFeePerByte'), invoke('getExecFeeFactor'), invoke('getExecPicoFeeFactor')] as const);
  const pico = valueOf(picoFactor);
  return {
    feePerByte: integerResult(valueOf(perByte), 'getFeePerByte'),
    execFeeFactorPico: pico.state === 'HALT'
      ? integerResult(pico, 'getExecPicoFeeFactor')
      : integerResult(valueOf(factor), 'getExecFeeFactor') * EXEC_FEE_FACTOR_MULTIPLIER,
  };
}

/** The value of a call of a batch, or its error thrown. */
export function valueOf<T>(outcome: BatchOutcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** The one Integer a read-only call returned; a FAULT or another value is an NnsError. */
function integerResult(result: InvokeResult, method: string): bigint {
  if (result.state !== 'HALT') {
    const exception = result.exception ?? '(the node gave no reason)';
    throw new NnsError('FAULT', `The contract call ${method} failed on the node (state ${result.state}): ${exception}`, { exception, method });
  }
  const parsed = integerStackSchema.safeParse(result.stack);
  if (!parsed.success) throw invalidValue(`The node's result for ${method} is not one Integer (${firstIssue(parsed.error)}).`, result.stack, method);
  return BigInt(parsed.data[0].value);
}

function networkOf(version: NetworkVersion): NetworkInfo {
  const { protocol } = version;
  return {
    magic: protocol.network, maxValidUntilBlockIncrement: protocol.maxvaliduntilblockincrement,
    addressVersion: protocol.addressversion ?? 0x35, ...(protocol.msperblock === undefined ? {} : { msPerBlock: protocol.msperblock }),
  };
}

/** GAS the sender's account sends away, less what it receives, by the GAS Transfer notifications of the invocation. */
function gasSentBy(sender: string, notifications: readonly { contract: string; eventname: string; state: unknown }[]): bigint {
  const account = base64.encode(displayHashToBytes(sender));
  let sent = 0n;
  for (const notification of notifications) {
    if (notification.contract.toLowerCase().replace(/^0x/, '') !== GAS_HASH.slice(2) || notification.eventname !== 'Transfer') continue;
    const parsed = transferStateSchema.safeParse(notification.state);
    if (!parsed.success) continue;
    const [from, to, amount] = parsed.data.value;
    const value = BigInt(amount.value);
    if ('value' in from && from.value === account) sent += value;
    if ('value' in to && to.value === account) sent -= value;
  }
  return sent;
}

function isCallList(call: ContractCall | readonly ContractCall[]): call is readonly ContractCall[] {
  return Array.isArray(call);
}

function randomNonce(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Datoshi as GAS with its 8 decimals, trailing zeros trimmed. */
export function formatGas(datoshi: bigint): string {
  const negative = datoshi < 0n;
  const abs = negative ? -datoshi : datoshi;
  const whole = abs / 100_000_000n;
  const fraction = (abs % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
