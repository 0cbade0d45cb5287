import { base64 } from '@scure/base';
import { scriptHashToAddress } from '../encoding/address';
import { clientFor, type CallOptions } from '../rpc/client';
import { NnsError } from '../errors/nnsError';
import { displayHashToBytes } from '../encoding/hex';
import { firstIssue, invalidValue, type BatchOutcome } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import type { VerificationAccount } from '../signing/accounts';
import { unsignedWitness } from '../signing/witnesses';
import type { NodeConfig } from '../rpc/types';
import { TransactionError } from '../errors/transactionError';
import { concatBytes } from '../encoding/binary';
import { buildContractCallScript, type ContractCall } from './contractCall';
import { computeNetworkFee, EXEC_FEE_FACTOR_MULTIPLIER, type FeePolicy } from './fees';
import { checkHeight, checkSameNetwork, networkInfoOf, operationChainOf, validityBlocks, type NetworkInfo, type OperationChain } from './operationChain';
import { displayTransactionHash, MAX_SIGNERS, serializeSigned, transactionHash, type UnsignedTransaction } from './transaction';
import {
  blockCountSchema, integerStackSchema, invokeWithNotificationsSchema, networkFeeSchema, networkVersionSchema, transferStateSchema,
} from './writeSchemas';

export type { NetworkInfo, OperationChain } from './operationChain';

/** The native GAS token and Policy contracts (the same hash on every N3 network). */
export const GAS_HASH = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
export const POLICY_HASH = '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b';

/** Where a write stands, for a progress indicator. */
export type WriteProgress =
  | { readonly step: 'invoking' }
  | { readonly step: 'sending' }
  | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number };

export interface PrepareOptions extends CallOptions {
  /**
   * The chain as the operation started on it: its network is the one signed for, and the height may
   * only grow from its own. Without it the preparation's own getversion starts the operation.
   */
  chain?: OperationChain;
  /** How many blocks past the height the transaction stays valid: default, and at most, validityBlocks of the network. */
  validForBlocks?: number;
  onProgress?: (progress: WriteProgress) => void;
  /** The transaction's nonce; random by default. */
  nonce?: number;
  /** The clock the heights are judged by (tests). */
  now?: () => number;
}

/** A transaction ready for its confirmation: everything the user is shown, nothing signed yet. */
export interface PreparedTransaction {
  /** The node and NNS contract of the settings it was built for: sendTransaction refuses others. */
  readonly node: NodeConfig;
  /** The network of the operation's start: shown, and signed for. */
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
  /** Datoshi: computed here for the signers' witnesses, from the Policy contract's settings. */
  readonly networkFee: bigint;
  /** What the node's `calculatenetworkfee` asked (never more than `networkFee`); undefined where it is not served. */
  readonly nodeNetworkFee?: bigint;
  /** The Policy contract's settings the network fee was computed from. */
  readonly feePolicy: FeePolicy;
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
 * in one batch: the test invocation (its gasconsumed is the system fee; a FAULT stops here: nothing
 * is signed), the height, the sender's GAS, getversion, the Policy contract's fee settings and the
 * node's network fee. The network must be the operation's, the height plausible; the network fee is
 * computed here and the node's may not exceed it; the sender's GAS must cover the fees.
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
  const now = options.now ?? Date.now;
  const { node: checked, client } = clientFor(node, options);
  const script = concatBytes(...calls.map(buildContractCallScript));
  const signerList = signers.map((signer) => ({ account: signer.scriptHash, scopes: SCOPES } as const));
  const nonce = options.nonce ?? randomNonce();
  // The node's fee is asked for a transaction of the same size: fees and validUntilBlock are fixed-width fields.
  const sized: UnsignedTransaction = { nonce, systemFee: 0n, networkFee: 0n, validUntilBlock: 0, signers: signerList, script };

  options.onProgress?.({ step: 'invoking' });
  const policy = (method: string) => ({ method: 'invokefunction', params: [POLICY_HASH, method, []], result: invokeResultSchema });
  const [invoked, counted, balance, version, perByte, factor, picoFactor, nodeFee] = await client.batch([
    { method: 'invokescript', params: [base64.encode(script), signerList], result: invokeWithNotificationsSchema },
    { method: 'getblockcount', params: [], result: blockCountSchema },
    { method: 'invokefunction', params: [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: sender.scriptHash }]], result: invokeResultSchema },
    { method: 'getversion', params: [], result: networkVersionSchema },
    policy('getFeePerByte'), policy('getExecFeeFactor'), policy('getExecPicoFeeFactor'),
    { method: 'calculatenetworkfee', params: [base64.encode(serializeSigned(sized, signers.map(unsignedWitness)))], result: networkFeeSchema },
  ] as const);
  const invocation = valueOf(invoked);
  const answered = networkInfoOf(valueOf(version));
  const blockCount = valueOf(counted);
  const chain = options.chain ?? operationChainOf(answered, blockCount, now());
  checkSameNetwork(chain, answered);
  checkHeight(chain, blockCount, now());
  const network = chain.network;

  if (invocation.state !== 'HALT') {
    const exception = invocation.exception ?? '(the node gave no reason)';
    const refused = calls.length === 1 ? `The contract refused ${first.method}` : `The transaction's script (${calls.map((c) => c.method).join(', ')}) failed`;
    // The C# contracts' reasons are sentences: one full stop, not two.
    throw new TransactionError('FAULT', `${refused}: ${exception.replace(/\.$/, '')}. Nothing was signed or sent.`, {
      exception, gasConsumed: BigInt(invocation.gasconsumed),
    });
  }
  const balanceBefore = integerResult(valueOf(balance), 'balanceOf');
  const systemFee = BigInt(invocation.gasconsumed);
  const gasSent = gasSentBy(sender.scriptHash, invocation.notifications ?? []);
  const window = validityBlocks(network);
  const validFor = Math.max(1, Math.min(options.validForBlocks ?? window, window));
  const unsigned: UnsignedTransaction = { ...sized, systemFee, validUntilBlock: blockCount - 1 + validFor };

  const feePolicy = feePolicyOf(valueOf(perByte), valueOf(factor), valueOf(picoFactor));
  const networkFee = computeNetworkFee(unsigned, signers, feePolicy);
  const asked = nodeFeeOf(nodeFee);
  if (asked !== undefined && asked > networkFee) {
    throw new TransactionError('FEE_MISMATCH',
      `The node asks a network fee of ${formatGas(asked)} GAS; these signatures cost ${formatGas(networkFee)} GAS by the network's own fee settings. Nothing was signed.`,
      { nodeFee: asked, computedFee: networkFee });
  }
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
    systemFee, networkFee, ...(asked === undefined ? {} : { nodeNetworkFee: asked }), feePolicy, gasSent, balanceBefore, balanceAfter: balanceBefore - required,
    blockCount, validUntilBlock: transaction.validUntilBlock, requests: client.requests, calls: client.calls,
  });
}

/** The node's `calculatenetworkfee`; undefined where it does not serve it. */
function nodeFeeOf(outcome: BatchOutcome<{ networkfee: bigint }>): bigint | undefined {
  if (outcome.ok) return outcome.value.networkfee;
  if (outcome.error.code === 'RPC' && outcome.error.rpcCode === -32601) return undefined;
  throw outcome.error;
}

/** getFeePerByte, getExecFeeFactor and (since Faun, where it HALTs) getExecPicoFeeFactor of the Policy contract. */
function feePolicyOf(perByte: InvokeResult, factor: InvokeResult, picoFactor: InvokeResult): FeePolicy {
  return {
    feePerByte: integerResult(perByte, 'getFeePerByte'),
    execFeeFactorPico: picoFactor.state === 'HALT'
      ? integerResult(picoFactor, 'getExecPicoFeeFactor')
      : integerResult(factor, 'getExecFeeFactor') * EXEC_FEE_FACTOR_MULTIPLIER,
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
