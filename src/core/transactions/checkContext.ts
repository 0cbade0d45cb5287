import { TransactionError, type ContextChange, type SignerStatus } from '../errors/transactionError';
import type { NodeConfig } from '../rpc/types';
import type { Witness } from '../signing/witnesses';
import { badSignatures, signedBytes, signingStatus, witnessesOf, type BadSignature, type TransactionToSign } from './contextSigning';
import { decodeContractCalls, type ScriptCalls } from './decodeScript';
import { decodeTransaction, type DecodedSigner, type DecodedTransaction } from './decodeTransaction';
import { hashOfData, type ParametersContext } from './parametersContext';
import { relayTransaction, type SendOptions } from './send';
import { serializeUnsigned } from './transaction';

/**
 * Everything a contract parameters context must pass before its transaction is sent, and what a
 * confirmation of a context from elsewhere lists (protocol notes §15).
 */

/** The transaction a context must hold: one this extension prepared, or the data and network of a context it saved. */
export type ExpectedTransaction = TransactionToSign | { readonly data: Uint8Array; readonly network: number };

export interface CheckContextOptions {
  /** When given, the context's transaction must be this one, byte for byte, for the same network. */
  expected?: ExpectedTransaction;
  /** The node's network magic (`getversion`). */
  networkMagic: number;
  /** The node's block count (`getblockcount`): the next block's index. */
  blockCount: number;
}

/** A context that passed every check: its signed transaction, ready for `sendrawtransaction`. */
export interface CheckedContext {
  readonly context: ParametersContext;
  /** Display form. */
  readonly hash: string;
  readonly witnesses: readonly Witness[];
  /** The signed transaction's bytes. */
  readonly bytes: Uint8Array;
  readonly validUntilBlock: number;
  /** How many more blocks it may enter, from the block count checked against. */
  readonly blocksLeft: number;
}

/** What differs from the expected transaction (the hash is checked on its own, before). */
type ExpectedChange = Exclude<ContextChange, 'hash'>;

const CHANGE_WORDS: Readonly<Record<ExpectedChange, string>> = {
  network: 'network', nonce: 'nonce', systemFee: 'system fee', networkFee: 'network fee',
  validUntilBlock: 'last valid block', data: 'bytes', signers: 'signers or their scopes', attributes: 'attributes', script: 'script (the calls it makes)',
};

/** The changes whose words are plural nouns. */
const PLURAL_CHANGES: ReadonlySet<ExpectedChange> = new Set(['data', 'signers', 'attributes']);

/**
 * Checks a context before its transaction is sent, in this order: its data still has its hash; it is
 * the expected transaction, byte for byte, for the expected network (CONTEXT_CHANGED, with the fields
 * that differ); it is for the node's network (CONTEXT_OTHER_NETWORK); it can still enter the next block
 * (CONTEXT_EXPIRED); every signature it holds verifies for a key of its signer over this network and
 * hash (CONTEXT_BAD_SIGNATURE); every signer has the signatures it needs, m distinct ones for a
 * multisig (CONTEXT_INCOMPLETE, with whose are missing). Nothing is asked of a node here.
 */
export function checkContext(context: ParametersContext, options: CheckContextOptions): CheckedContext {
  const { networkMagic, blockCount } = options;
  if (!Number.isInteger(blockCount) || blockCount < 1) throw new RangeError(`not a block count: ${blockCount}`);
  const hash = hashOfData(context.data);
  if (hash !== context.hash) {
    throw new TransactionError('CONTEXT_CHANGED', `The context's transaction was changed: the file gives the hash ${context.hash}, but its data hashes to ${hash}.`,
      { changes: ['hash'], contextHash: context.hash, transactionHash: hash });
  }
  if (options.expected) checkExpected(context, options.expected);
  if (context.network !== networkMagic) {
    throw new TransactionError('CONTEXT_OTHER_NETWORK',
      `The context is signed for the network of magic ${context.network}; the node is on the network of magic ${networkMagic}.`,
      { networkMagic: context.network, answeredMagic: networkMagic, transactionHash: hash });
  }
  const validUntilBlock = context.transaction.validUntilBlock;
  if (validUntilBlock < blockCount) {
    throw new TransactionError('CONTEXT_EXPIRED',
      `The transaction could enter blocks up to ${validUntilBlock}; the node's chain is past it (its next block is ${blockCount}).`,
      { validUntilBlock, blockCount, transactionHash: hash });
  }
  const witnesses = witnessesOf(context);
  return Object.freeze({ context, hash, witnesses, bytes: signedBytes(context, witnesses), validUntilBlock, blocksLeft: validUntilBlock - blockCount + 1 });
}

function checkExpected(context: ParametersContext, expected: ExpectedTransaction): void {
  const { data, network } = 'data' in expected ? expected : { data: serializeUnsigned(expected.transaction), network: expected.network.magic };
  const list: ExpectedChange[] = context.network === network ? [] : ['network'];
  if (!sameBytes(context.data, data)) {
    const fields = differences(context.transaction, decodeTransaction(data).transaction);
    // Both were read canonically, so differing bytes differ in a field; 'data' should never be said.
    list.push(...(fields.length > 0 ? fields : ['data' as const]));
  }
  if (list.length === 0) return;
  const words = list.map((change) => CHANGE_WORDS[change]);
  // The verb agrees with its subject: "its nonce differs", "its attributes differ".
  const plural = list.length > 1 || PLURAL_CHANGES.has(list[0]!);
  throw new TransactionError('CONTEXT_CHANGED',
    `The context's transaction is not the one prepared here: its ${words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`} differ${plural ? '' : 's'}.`,
    { changes: list, transactionHash: context.hash, networkMagic: context.network, answeredMagic: network });
}

/** Both are version 0: decodeTransaction reads no other. */
function differences(given: DecodedTransaction, expected: DecodedTransaction): ExpectedChange[] {
  const changes: ExpectedChange[] = [];
  if (given.nonce !== expected.nonce) changes.push('nonce');
  if (given.systemFee !== expected.systemFee) changes.push('systemFee');
  if (given.networkFee !== expected.networkFee) changes.push('networkFee');
  if (given.validUntilBlock !== expected.validUntilBlock) changes.push('validUntilBlock');
  if (plain(given.signers) !== plain(expected.signers)) changes.push('signers');
  if (plain(given.attributes) !== plain(expected.attributes)) changes.push('attributes');
  if (!sameBytes(given.script, expected.script)) changes.push('script');
  return changes;
}

/** A value's JSON with its bigints and bytes as text, to compare decoded structures. */
function plain(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item instanceof Uint8Array ? Array.from(item) : item));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** One signer of a context as a confirmation lists it: its account, scopes and where its signatures stand. */
export interface InspectedSigner extends SignerStatus {
  readonly scopes: DecodedSigner['scopes'];
  readonly allowedContracts: DecodedSigner['allowedContracts'];
  readonly allowedGroups: DecodedSigner['allowedGroups'];
  readonly rules: DecodedSigner['rules'];
}

/** What a context holds, for a confirmation: the calls, the signers and their scopes, the fees, the validity, the network. */
export interface ContextInspection {
  readonly hash: string;
  readonly network: number;
  /** Fees (datoshi), validUntilBlock, nonce, attributes and script, as the data holds them. */
  readonly transaction: DecodedTransaction;
  /** The contract calls of the script, or where it is something else. */
  readonly calls: ScriptCalls;
  /** In the order of the transaction's signers; the first pays the fees. */
  readonly signers: readonly InspectedSigner[];
  /** Signatures that do not verify or are for a key that is not the signer's. */
  readonly badSignatures: readonly BadSignature[];
  /** Whether every signer has its signatures and none is bad. */
  readonly complete: boolean;
}

/** Decodes a context, from here or from elsewhere, into what its confirmation lists. */
export function inspectContext(context: ParametersContext): ContextInspection {
  const statuses = signingStatus(context);
  const signers = context.transaction.signers.map((signer, index): InspectedSigner => ({
    ...statuses[index]!, scopes: signer.scopes, allowedContracts: signer.allowedContracts, allowedGroups: signer.allowedGroups, rules: signer.rules,
  }));
  const bad = badSignatures(context);
  return Object.freeze({
    hash: context.hash, network: context.network, transaction: context.transaction, calls: decodeContractCalls(context.transaction.script),
    signers, badSignatures: bad, complete: bad.length === 0 && signers.every((signer) => signer.complete),
  });
}

/** Sends a checked context's transaction (`sendrawtransaction`) and returns its hash; refusals as sendTransaction says them. */
export function sendContext(checked: CheckedContext, node: NodeConfig, options: SendOptions = {}): Promise<string> {
  return relayTransaction(node, checked.bytes, checked.hash, options);
}
