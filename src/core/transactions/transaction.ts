import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { displayHashToBytes, parseDisplayHash } from '../encoding/hex';
import { ByteWriter } from '../encoding/binary';
import type { Witness } from '../signing/witnesses';

export type { Witness } from '../signing/witnesses';

/**
 * A Neo N3 transaction (neo `Transaction.cs`, neo-go `pkg/core/transaction`; protocol notes §11):
 * version 0, no attributes, signers with the CalledByEntry scope only.
 */

/**
 * CalledByEntry (0x01): the witness counts for the transaction's own script and the contract it calls
 * directly, which is what the NNS contract's CheckWitness(owner) needs. Global is never used.
 */
export type WitnessScope = 'CalledByEntry';
const SCOPE_BYTES: Record<WitnessScope, number> = { CalledByEntry: 0x01 };

export interface Signer {
  /** The account's script hash in display form. */
  readonly account: string;
  readonly scopes: WitnessScope;
}


export interface UnsignedTransaction {
  /** A random uint32 that makes two transactions of the same script differ. */
  readonly nonce: number;
  /** Datoshi: the GAS the script consumes (`invokescript`'s gasconsumed). */
  readonly systemFee: bigint;
  /** Datoshi: size and verification of the witnesses. */
  readonly networkFee: bigint;
  /** The last block the transaction may enter. */
  readonly validUntilBlock: number;
  /** The first signer is the sender: it pays the fees. */
  readonly signers: readonly Signer[];
  readonly script: Uint8Array;
}

export const TRANSACTION_VERSION = 0;
/** neo's Transaction.MaxTransactionAttributes: signers and attributes together. */
export const MAX_SIGNERS = 16;

/** The hashable part: what the hash covers, without the witnesses. */
export function serializeUnsigned(tx: UnsignedTransaction): Uint8Array {
  return writeUnsigned(new ByteWriter(), tx).toBytes();
}

/** The whole transaction as `sendrawtransaction` takes it: the unsigned part, then one witness per signer. */
export function serializeSigned(tx: UnsignedTransaction, witnesses: readonly Witness[]): Uint8Array {
  if (witnesses.length !== tx.signers.length) throw new RangeError(`${tx.signers.length} signers need as many witnesses, not ${witnesses.length}`);
  const writer = writeUnsigned(new ByteWriter(), tx).varInt(witnesses.length);
  for (const witness of witnesses) writer.varBytes(witness.invocation).varBytes(witness.verification);
  return writer.toBytes();
}

/** SHA-256 of the unsigned bytes, as the hash function gives it (the display form is reversed). */
export function transactionHash(tx: UnsignedTransaction): Uint8Array {
  return sha256(serializeUnsigned(tx));
}

/** `0x` + the hash reversed, in hex: how nodes and explorers show it. */
export function displayTransactionHash(hash: Uint8Array): string {
  return `0x${hex.encode(Uint8Array.from(hash).reverse())}`;
}

/** What each key signs: the network magic (uint32 little-endian) followed by the transaction's hash. */
export function signData(tx: UnsignedTransaction, networkMagic: number): Uint8Array {
  return new ByteWriter().u32(networkMagic).bytes(transactionHash(tx)).toBytes();
}

function writeUnsigned(writer: ByteWriter, tx: UnsignedTransaction): ByteWriter {
  checkSigners(tx.signers);
  if (tx.systemFee < 0n || tx.networkFee < 0n) throw new RangeError('fees cannot be negative');
  if (tx.script.length === 0) throw new RangeError('the script is empty');
  writer.u8(TRANSACTION_VERSION).u32(tx.nonce).i64(tx.systemFee).i64(tx.networkFee).u32(tx.validUntilBlock);
  writer.varInt(tx.signers.length);
  for (const signer of tx.signers) writer.bytes(accountBytes(signer.account)).u8(SCOPE_BYTES[signer.scopes]);
  // No attributes.
  writer.varInt(0);
  return writer.varBytes(tx.script);
}

function checkSigners(signers: readonly Signer[]): void {
  if (signers.length === 0) throw new RangeError('a transaction needs a signer (the sender)');
  if (signers.length > MAX_SIGNERS) throw new RangeError(`at most ${MAX_SIGNERS} signers`);
  const accounts = new Set(signers.map((signer) => parseDisplayHash(signer.account)));
  if (accounts.size !== signers.length) throw new RangeError('a signer appears twice');
}

function accountBytes(account: string): Uint8Array {
  const hash = parseDisplayHash(account);
  if (!hash) throw new RangeError(`not a script hash: ${account}`);
  return displayHashToBytes(hash);
}
