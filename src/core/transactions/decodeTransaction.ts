import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { bytesToDisplayHash, SCRIPT_HASH_BYTES } from '../encoding/hex';
import { TransactionError } from '../errors/transactionError';
import { ByteReader } from '../encoding/byteReader';
import { displayTransactionHash, MAX_SIGNERS, TRANSACTION_VERSION, type Witness } from './transaction';

/**
 * Reads a Neo N3 transaction's bytes back (protocol notes §11), unsigned or signed, as a node reads them:
 * neo `Transaction.cs`, `Signer.cs`, `WitnessRule.cs`, `Conditions/*.cs`, `TransactionAttribute.cs` and
 * its kinds, `Witness.cs`, `ECPoint.cs`; neo-go `pkg/core/transaction` (`signer.go`, `witness_rule.go`,
 * `witness_condition.go`, `attribute.go`). Everything a node takes is read, whoever built it (neo-go,
 * neo-cli, neon-js), with the nodes' limits; anything else is an INVALID_TRANSACTION that says what
 * and at which byte. Its types are its own: the extension builds only what transaction.ts allows.
 *
 * Refused although a node would read them, because the node's hash would not be the hash of these
 * bytes (nodes hash what they write back): a var-int longer than it needs, a public key given
 * uncompressed. Neither node writes either.
 */

/** neo's Transaction.MaxTransactionSize: the whole transaction, witnesses included. */
export const MAX_TRANSACTION_SIZE = 102_400;
/** The script's var-bytes are read with neo's limit of a uint16. */
export const MAX_SCRIPT_BYTES = 0xffff;
/** neo's Witness.MaxInvocationScript and MaxVerificationScript. */
export const MAX_INVOCATION_BYTES = 1024;
export const MAX_VERIFICATION_BYTES = 1024;
/** neo's Signer.MaxSubitems and WitnessCondition.MaxSubitems: allowed contracts, groups, rules, expressions. */
const MAX_SUBITEMS = 16;
/** neo's WitnessCondition.MaxNestingDepth, neo-go's MaxConditionNesting. */
const MAX_CONDITION_NESTING = 3;
/** neo's OracleResponse.MaxResultSize. */
const MAX_ORACLE_RESULT_BYTES = 0xffff;
const PUBLIC_KEY_BYTES = 33;

/** One flag of a signer's scopes byte; no flag at all is the None scope (the witness only pays fees). */
export type WitnessScopeFlag = 'CalledByEntry' | 'CustomContracts' | 'CustomGroups' | 'WitnessRules' | 'Global';
const SCOPE_FLAGS: ReadonlyArray<readonly [WitnessScopeFlag, number]> = [
  ['CalledByEntry', 0x01], ['CustomContracts', 0x10], ['CustomGroups', 0x20], ['WitnessRules', 0x40], ['Global', 0x80],
];
const ALL_SCOPE_BITS = 0x01 | 0x10 | 0x20 | 0x40 | 0x80;
const GLOBAL = 0x80;

/** A witness rule's condition, in neo's JSON shape (`type` and its fields). */
export type WitnessCondition =
  | { readonly type: 'Boolean'; readonly expression: boolean }
  | { readonly type: 'Not'; readonly expression: WitnessCondition }
  | { readonly type: 'And' | 'Or'; readonly expressions: readonly WitnessCondition[] }
  /** A contract's script hash in display form. */
  | { readonly type: 'ScriptHash' | 'CalledByContract'; readonly hash: string }
  /** A group's compressed public key, in hex. */
  | { readonly type: 'Group' | 'CalledByGroup'; readonly group: string }
  | { readonly type: 'CalledByEntry' };

export interface WitnessRule {
  readonly action: 'Allow' | 'Deny';
  readonly condition: WitnessCondition;
}

export interface DecodedSigner {
  /** The account's script hash in display form. */
  readonly account: string;
  /** The flags of its scopes byte, in the byte's order; empty for None. */
  readonly scopes: readonly WitnessScopeFlag[];
  /** CustomContracts: display form; empty without that flag. */
  readonly allowedContracts: readonly string[];
  /** CustomGroups: compressed public keys in hex; empty without that flag. */
  readonly allowedGroups: readonly string[];
  /** WitnessRules; empty without that flag. */
  readonly rules: readonly WitnessRule[];
}

export type OracleResponseCode =
  | 'Success' | 'ProtocolNotSupported' | 'ConsensusUnreachable' | 'NotFound' | 'Timeout' | 'Forbidden' | 'ResponseTooLarge'
  | 'InsufficientFunds' | 'ContentTypeNotSupported' | 'Error';
const ORACLE_CODES = new Map<number, OracleResponseCode>([
  [0x00, 'Success'], [0x10, 'ProtocolNotSupported'], [0x12, 'ConsensusUnreachable'], [0x14, 'NotFound'], [0x16, 'Timeout'],
  [0x18, 'Forbidden'], [0x1a, 'ResponseTooLarge'], [0x1c, 'InsufficientFunds'], [0x1f, 'ContentTypeNotSupported'], [0xff, 'Error'],
]);

export type TransactionAttribute =
  | { readonly type: 'HighPriority' }
  | { readonly type: 'OracleResponse'; readonly id: bigint; readonly code: OracleResponseCode; readonly result: Uint8Array }
  | { readonly type: 'NotValidBefore'; readonly height: number }
  /** The hash of the transaction this one conflicts with, in display form. */
  | { readonly type: 'Conflicts'; readonly hash: string }
  | { readonly type: 'NotaryAssisted'; readonly nKeys: number };

/** The fields of UnsignedTransaction, with what a transaction built elsewhere may hold besides. */
export interface DecodedTransaction {
  readonly version: number;
  readonly nonce: number;
  readonly systemFee: bigint;
  readonly networkFee: bigint;
  readonly validUntilBlock: number;
  /** The first signer is the sender. */
  readonly signers: readonly DecodedSigner[];
  readonly attributes: readonly TransactionAttribute[];
  readonly script: Uint8Array;
}

export interface DecodedTransactionBytes {
  readonly transaction: DecodedTransaction;
  /** One per signer, in the signers' order; absent when the bytes end after the script (the unsigned form). */
  readonly witnesses?: readonly Witness[];
  /** SHA-256 of the unsigned part, as transactionHash gives it. */
  readonly hash: Uint8Array;
  /** The hash as nodes and explorers show it. */
  readonly displayHash: string;
}

/** Reads a transaction, unsigned or signed; INVALID_TRANSACTION says what is wrong and at which byte. */
export function decodeTransaction(given: Uint8Array): DecodedTransactionBytes {
  const bytes = Uint8Array.from(given);
  const reader = new ByteReader(bytes, invalid);
  if (bytes.length > MAX_TRANSACTION_SIZE) reader.fail(`it is ${bytes.length} bytes; a transaction is at most ${MAX_TRANSACTION_SIZE}`, MAX_TRANSACTION_SIZE);
  const version = reader.u8('the version');
  if (version !== TRANSACTION_VERSION) reader.fail(`its version is ${version}; Neo N3 knows only version ${TRANSACTION_VERSION}`, 0);
  const nonce = reader.u32('the nonce');
  const systemFee = readFee(reader, 'the system fee');
  const networkFee = readFee(reader, 'the network fee');
  if (systemFee + networkFee >= 2n ** 63n) reader.fail('the system and network fees add up beyond a 64-bit integer', reader.offset - 8);
  const validUntilBlock = reader.u32('validUntilBlock');
  const signers = readSigners(reader);
  const attributes = readAttributes(reader, signers.length);
  const scriptAt = reader.offset;
  const script = reader.varBytes(MAX_SCRIPT_BYTES, 'the script');
  if (script.length === 0) reader.fail('the script is empty', scriptAt);
  const hash = sha256(bytes.subarray(0, reader.offset));
  const witnesses = reader.remaining > 0 ? readWitnesses(reader, signers.length) : undefined;
  if (reader.remaining > 0) reader.fail(`${counted(reader.remaining, 'byte')} follow the witnesses`);
  const transaction: DecodedTransaction = { version, nonce, systemFee, networkFee, validUntilBlock, signers, attributes, script };
  return { transaction, ...(witnesses ? { witnesses } : {}), hash, displayHash: displayTransactionHash(hash) };
}

function invalid(reason: string, offset: number): TransactionError {
  return new TransactionError('INVALID_TRANSACTION', `These bytes are not a Neo N3 transaction: ${reason} (at byte ${offset}).`, { offset });
}

function readFee(reader: ByteReader, what: string): bigint {
  const fee = reader.i64(what);
  if (fee < 0n) reader.fail(`${what} is negative`, reader.offset - 8);
  return fee;
}

/** A var-int count of at most `max`, then as many items. */
function readList<T>(reader: ByteReader, max: number, what: string, item: (index: number) => T): T[] {
  const count = reader.varInt(max, what);
  return Array.from({ length: count }, (_, index) => item(index));
}

function readSigners(reader: ByteReader): DecodedSigner[] {
  const start = reader.offset;
  const count = reader.varInt(MAX_SIGNERS, 'the signers');
  if (count === 0) reader.fail('it has no signer (the first signer is the sender, who pays the fees)', start);
  const signers: DecodedSigner[] = [];
  for (let index = 0; index < count; index++) {
    const at = reader.offset;
    const signer = readSigner(reader, `signer ${index + 1}`);
    if (signers.some((other) => other.account === signer.account)) reader.fail(`signer ${index + 1} (${signer.account}) is a signer already`, at);
    signers.push(signer);
  }
  return signers;
}

function readSigner(reader: ByteReader, what: string): DecodedSigner {
  const account = bytesToDisplayHash(reader.bytes(SCRIPT_HASH_BYTES, `${what}'s account`));
  const scopesAt = reader.offset;
  const bits = reader.u8(`${what}'s scopes`);
  const byte = `0x${bits.toString(16).padStart(2, '0')}`;
  if ((bits & ~ALL_SCOPE_BITS) !== 0) reader.fail(`${what}'s scopes (${byte}) hold a flag that no witness scope has`, scopesAt);
  if ((bits & GLOBAL) !== 0 && bits !== GLOBAL) reader.fail(`${what}'s scopes (${byte}) join Global with other scopes`, scopesAt);
  const scopes = SCOPE_FLAGS.filter(([, bit]) => (bits & bit) !== 0).map(([name]) => name);
  const has = (flag: WitnessScopeFlag) => scopes.includes(flag);
  const allowedContracts = has('CustomContracts')
    ? readList(reader, MAX_SUBITEMS, `${what}'s allowed contracts`, (i) => bytesToDisplayHash(reader.bytes(SCRIPT_HASH_BYTES, `${what}'s allowed contract ${i + 1}`)))
    : [];
  const allowedGroups = has('CustomGroups') ? readList(reader, MAX_SUBITEMS, `${what}'s allowed groups`, (i) => readPublicKey(reader, `${what}'s allowed group ${i + 1}`)) : [];
  const rules = has('WitnessRules') ? readList(reader, MAX_SUBITEMS, `${what}'s rules`, (i) => readRule(reader, `${what}'s rule ${i + 1}`)) : [];
  return { account, scopes, allowedContracts, allowedGroups, rules };
}

/** A compressed secp256r1 point (neo's ECPoint, which also takes a 65-byte uncompressed one: refused, see the head). */
function readPublicKey(reader: ByteReader, what: string): string {
  const at = reader.offset;
  const prefix = reader.u8(what);
  if (prefix === 0x04) reader.fail(`${what} is an uncompressed public key, which nodes hash compressed`, at);
  if (prefix !== 0x02 && prefix !== 0x03) reader.fail(`${what} is not a public key (it starts with 0x${prefix.toString(16).padStart(2, '0')})`, at);
  const key = Uint8Array.of(prefix, ...reader.bytes(PUBLIC_KEY_BYTES - 1, what));
  try {
    p256.Point.fromBytes(key);
  } catch {
    reader.fail(`${what} is not a point of secp256r1`, at);
  }
  return hex.encode(key);
}

function readRule(reader: ByteReader, what: string): WitnessRule {
  const at = reader.offset;
  const action = reader.u8(`${what}'s action`);
  if (action > 1) reader.fail(`${what}'s action is ${action}, neither Deny (0) nor Allow (1)`, at);
  return { action: action === 1 ? 'Allow' : 'Deny', condition: readCondition(reader, MAX_CONDITION_NESTING, `${what}'s condition`) };
}

function readCondition(reader: ByteReader, depth: number, what: string): WitnessCondition {
  const at = reader.offset;
  if (depth <= 0) reader.fail(`${what} nests conditions deeper than ${MAX_CONDITION_NESTING} levels`, at);
  const type = reader.u8(what);
  switch (type) {
    case 0x00: return { type: 'Boolean', expression: reader.boolean(`${what}'s expression`) };
    case 0x01: return { type: 'Not', expression: readCondition(reader, depth - 1, what) };
    case 0x02:
    case 0x03: {
      const countAt = reader.offset;
      const expressions = readList(reader, MAX_SUBITEMS, `${what}'s expressions`, () => readCondition(reader, depth - 1, what));
      if (expressions.length === 0) reader.fail(`${what} has no expression`, countAt);
      return { type: type === 0x02 ? 'And' : 'Or', expressions };
    }
    case 0x18: return { type: 'ScriptHash', hash: bytesToDisplayHash(reader.bytes(SCRIPT_HASH_BYTES, what)) };
    case 0x19: return { type: 'Group', group: readPublicKey(reader, what) };
    case 0x20: return { type: 'CalledByEntry' };
    case 0x28: return { type: 'CalledByContract', hash: bytesToDisplayHash(reader.bytes(SCRIPT_HASH_BYTES, what)) };
    case 0x29: return { type: 'CalledByGroup', group: readPublicKey(reader, what) };
    default: return reader.fail(`${what} is of type 0x${type.toString(16).padStart(2, '0')}, which no witness condition has`, at);
  }
}

function readAttributes(reader: ByteReader, signerCount: number): TransactionAttribute[] {
  const at = reader.offset;
  const count = reader.varInt(MAX_SIGNERS, 'the attributes');
  if (signerCount + count > MAX_SIGNERS) reader.fail(`${counted(signerCount, 'signer')} and ${counted(count, 'attribute')}: at most ${MAX_SIGNERS} together`, at);
  const attributes: TransactionAttribute[] = [];
  for (let index = 0; index < count; index++) {
    const attributeAt = reader.offset;
    const attribute = readAttribute(reader, `attribute ${index + 1}`);
    // Only Conflicts may come more than once (AllowMultiple).
    if (attribute.type !== 'Conflicts' && attributes.some((other) => other.type === attribute.type)) {
      reader.fail(`attribute ${index + 1} is a second ${attribute.type}`, attributeAt);
    }
    attributes.push(attribute);
  }
  return attributes;
}

function readAttribute(reader: ByteReader, what: string): TransactionAttribute {
  const at = reader.offset;
  const type = reader.u8(what);
  switch (type) {
    case 0x01: return { type: 'HighPriority' };
    case 0x11: {
      const id = reader.u64(`${what}'s request id`);
      const codeAt = reader.offset;
      const byte = reader.u8(`${what}'s response code`);
      const code = ORACLE_CODES.get(byte) ?? reader.fail(`${what}'s response code 0x${byte.toString(16).padStart(2, '0')} is not an oracle response code`, codeAt);
      const resultAt = reader.offset;
      const result = reader.varBytes(MAX_ORACLE_RESULT_BYTES, `${what}'s result`);
      if (code !== 'Success' && result.length > 0) reader.fail(`${what} answers ${code} with a result`, resultAt);
      return { type: 'OracleResponse', id, code, result };
    }
    case 0x20: return { type: 'NotValidBefore', height: reader.u32(`${what}'s height`) };
    case 0x21: return { type: 'Conflicts', hash: displayTransactionHash(reader.bytes(32, `${what}'s hash`)) };
    case 0x22: return { type: 'NotaryAssisted', nKeys: reader.u8(`${what}'s key count`) };
    default: return reader.fail(`${what} is of type 0x${type.toString(16).padStart(2, '0')}, which no transaction attribute has`, at);
  }
}

function readWitnesses(reader: ByteReader, signerCount: number): Witness[] {
  const at = reader.offset;
  const count = reader.varInt(MAX_SIGNERS, 'the witnesses');
  if (count !== signerCount) reader.fail(`${counted(count, 'witness', 'witnesses')} for ${counted(signerCount, 'signer')}: each signer has one`, at);
  return Array.from({ length: count }, (_, index) => ({
    invocation: reader.varBytes(MAX_INVOCATION_BYTES, `witness ${index + 1}'s invocation script`),
    verification: reader.varBytes(MAX_VERIFICATION_BYTES, `witness ${index + 1}'s verification script`),
  }));
}

function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
