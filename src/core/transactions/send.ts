import { base64 } from '@scure/base';
import { clientFor, type CallOptions } from '../rpc/client';
import { normalizeNodeConfig } from '../rpc/config';
import { NnsError } from '../errors/nnsError';
import type { PrivateKey } from '../signing/keys';
import { buildWitness } from '../signing/witnesses';
import type { NodeConfig } from '../rpc/types';
import { TransactionError } from '../errors/transactionError';
import type { PreparedTransaction, WriteProgress } from './prepare';
import { isRefusal, refusalOf } from './refusals';
import { serializeSigned, signData } from './transaction';
import { relayResultSchema } from './writeSchemas';

/** A prepared transaction with its witnesses: the bytes `sendrawtransaction` takes. */
export interface SignedTransaction {
  readonly prepared: PreparedTransaction;
  /** Display form; the same as the prepared transaction's. */
  readonly hash: string;
  readonly bytes: Uint8Array;
}

/**
 * Signs each signer's witness with the keys among `keys` that belong to it (a multisig account:
 * its threshold of them, in the order of its script). MISSING_KEYS when a signer lacks keys. The
 * keys are not wiped here: the caller drops them once every transaction it signs is signed.
 */
export function signTransaction(prepared: PreparedTransaction, keys: readonly PrivateKey[]): SignedTransaction {
  const data = signData(prepared.transaction, prepared.network.magic);
  const witnesses = prepared.signers.map((account) => buildWitness(account, keys, data));
  return Object.freeze({ prepared, hash: prepared.hash, bytes: serializeSigned(prepared.transaction, witnesses) });
}

export interface SendOptions extends CallOptions {
  onProgress?: (progress: WriteProgress) => void;
}

/**
 * Sends the transaction to the node it was prepared for, if `configured` (the settings now) still
 * names that node and contract (NODE_CHANGED otherwise: nothing is sent). Returns its hash. A node's
 * refusal is REFUSED with its kind, code and reason; other failures are NnsErrors (a TIMEOUT leaves
 * it unknown whether the node took it: waitForTransaction tells).
 */
export async function sendTransaction(signed: SignedTransaction, configured: NodeConfig, options: SendOptions = {}): Promise<string> {
  const preparedFor = signed.prepared.node;
  let now: NodeConfig;
  try {
    now = normalizeNodeConfig(configured);
  } catch (error) {
    throw nodeChanged(preparedFor, configured, error);
  }
  if (now.rpcUrl !== preparedFor.rpcUrl || now.contractHash !== preparedFor.contractHash) throw nodeChanged(preparedFor, now);
  return relayTransaction(preparedFor, signed.bytes, signed.hash, options);
}

/**
 * `sendrawtransaction` of signed bytes whose hash is `hash` (display form): the node's refusal as
 * REFUSED, another hash in its answer as INVALID_RESPONSE. For sendTransaction and sendContext.
 */
export async function relayTransaction(node: NodeConfig, bytes: Uint8Array, expectedHash: string, options: SendOptions = {}): Promise<string> {
  const { client } = clientFor(node, options);
  options.onProgress?.({ step: 'sending' });
  let hash: string;
  try {
    ({ hash } = await client.call('sendrawtransaction', [base64.encode(bytes)], relayResultSchema));
  } catch (error) {
    if (error instanceof NnsError && isRefusal(error)) throw refusalOf(error, expectedHash);
    throw error;
  }
  if (hash !== expectedHash) {
    throw new NnsError('INVALID_RESPONSE', `The node accepted the transaction under the hash ${hash}, not ${expectedHash}.`, { method: 'sendrawtransaction' });
  }
  return hash;
}

function nodeChanged(preparedFor: NodeConfig, configured: NodeConfig, cause?: unknown): TransactionError {
  return new TransactionError('NODE_CHANGED',
    `The transaction was prepared for the contract ${preparedFor.contractHash} on ${preparedFor.rpcUrl}; the settings now name ` +
    `${configured.contractHash} on ${configured.rpcUrl}. It was not sent: prepare it again.`,
    { preparedFor: { ...preparedFor }, configured: { rpcUrl: configured.rpcUrl, contractHash: configured.contractHash }, cause });
}
