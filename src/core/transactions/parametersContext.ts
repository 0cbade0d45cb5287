import { sha256 } from '@noble/hashes/sha2.js';
import { base64, hex } from '@scure/base';
import * as z from '../zod';
import { ADDRESS_VERSION } from '../encoding/address';
import { TransactionError } from '../errors/transactionError';
import { accountFromVerificationScript, type VerificationAccount } from '../signing/accounts';
import { decodeTransaction, MAX_TRANSACTION_SIZE, MAX_VERIFICATION_BYTES, type DecodedTransaction, type DecodedTransactionBytes } from './decodeTransaction';
import { displayTransactionHash, MAX_SIGNERS } from './transaction';

/**
 * The contract parameters context (protocol notes §15): the JSON file in which neo-go (`wallet sign`,
 * `util sendtx`) and neo-cli (`sign`, `relay`) hand an unsigned transaction from signer to signer and
 * collect its signatures. Read as both write it (neo `src/Neo/SmartContract/ContractParametersContext.cs`,
 * neo-go `pkg/smartcontract/context`), written as neo-go v0.122.0 writes it: the same fields in the
 * same order, items and signatures in the order of their keys, compact, so that a file neo-go wrote
 * is written back byte for byte.
 */

/** The `type` of a transaction's context (the C# class of the verifiable). */
export const CONTEXT_TYPE = 'Neo.Network.P2P.Payloads.Transaction';
/** The most text a context file may hold: far more than 16 signers with their scripts and a transaction of the largest size need. */
export const MAX_CONTEXT_CHARS = 1_048_576;
const SIGNATURE_BYTES = 64;
/** neo's limit on the keys of a multisig account: the most Signature parameters and signatures an item may hold. */
const MAX_ITEM_ENTRIES = 1024;

/** One signer's entry: its verification script, the signatures collected for it, and the parameters of its witness. */
export interface ContextItem {
  /** The signer's script hash in display form: the item's key, the hash of its script. */
  readonly account: string;
  /** The account of the item's verification script (a signature or a multisig account). */
  readonly verifier: VerificationAccount;
  /**
   * The witness's Signature parameters in the file's order, null where none is given yet. A multisig's are
   * filled once m signatures are collected, in the descending order of its keys (the invocation script
   * pushes them last first, so that CheckMultisig meets them in the order of its keys).
   */
  readonly parameters: readonly (Uint8Array | null)[];
  /** The signatures collected, by compressed public key (lower-case hex), in the order of the keys' text. */
  readonly signatures: readonly ContextSignature[];
}

export interface ContextSignature {
  readonly publicKey: string;
  readonly signature: Uint8Array;
}

/** A context as read, or as made for a prepared transaction. Immutable: adding a signature makes another. */
export interface ParametersContext {
  /** The network magic the signatures are made for. */
  readonly network: number;
  /** The hash of `data`, display form. */
  readonly hash: string;
  /** The unsigned transaction's bytes. */
  readonly data: Uint8Array;
  readonly transaction: DecodedTransaction;
  /** The items, in the order of their keys; a signer without an item has no signature yet. */
  readonly items: readonly ContextItem[];
  /** The address version the items' accounts are shown with. */
  readonly addressVersion: number;
}

export interface ParseContextOptions {
  /** For the addresses of the items' accounts (the node's; 53 by default). */
  addressVersion?: number;
}

/** Base64 as both write it: padded, and (as the decoder here requires) with zero bits past the last byte. */
const base64Text = (maxBytes: number) => z.string().check(
  z.maxLength(Math.ceil(maxBytes / 3) * 4, `longer than ${maxBytes} bytes in base64`),
  z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'not base64'),
  z.refine(decodes, 'not base64 as neo-go and neo-cli write it (bits set past the last byte)'),
);
const signatureText = base64Text(SIGNATURE_BYTES).check(z.refine((text) => text.length === 88, `not a signature (${SIGNATURE_BYTES} bytes in base64)`));

const parameterSchema = z.object({
  type: z.string().check(z.refine((type) => type.toLowerCase() === 'signature', 'not a Signature parameter (only signature and multisig accounts are read here)')),
  value: z.optional(z.nullable(signatureText)),
});

const itemSchema = z.object({
  script: z.nullable(base64Text(MAX_VERIFICATION_BYTES)),
  parameters: z.array(parameterSchema).check(z.maxLength(MAX_ITEM_ENTRIES)),
  signatures: z.record(z.string().check(z.regex(/^0[23][0-9a-fA-F]{64}$/, 'not a compressed public key in hex')), signatureText)
    .check(z.refine((signatures) => Object.keys(signatures).length <= MAX_ITEM_ENTRIES, `more than ${MAX_ITEM_ENTRIES} signatures`)),
});

const contextSchema = z.object({
  type: z.string().check(z.maxLength(200)),
  hash: z.optional(z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{64}$/, 'not a transaction hash'))),
  data: base64Text(MAX_TRANSACTION_SIZE),
  items: z.record(z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{40}$/, 'not a script hash')), itemSchema)
    .check(z.refine((items) => Object.keys(items).length <= MAX_SIGNERS, `more than ${MAX_SIGNERS} items`)),
  network: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)),
});

/**
 * Reads a context file. INVALID_CONTEXT says what is wrong and where (`path`); a hash that is not the
 * hash of the data is CONTEXT_CHANGED (the data was changed after it was hashed; neo-go and neo-cli
 * refuse such a file too). Items must belong to signers of the transaction, be keyed by the hash of
 * their script, and hold as many Signature parameters as their account needs signatures. Whether the
 * signatures verify is checkContext's question.
 */
export function parseContext(text: string, options: ParseContextOptions = {}): ParametersContext {
  const addressVersion = options.addressVersion ?? ADDRESS_VERSION;
  if (text.length > MAX_CONTEXT_CHARS) {
    throw invalid(`it holds ${text.length} characters; a context holds at most ${MAX_CONTEXT_CHARS}`, '');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid('it is not JSON', '');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('it is not a JSON object', '');
  // Any other text is refused here, before the schema: a type the schema then takes is CONTEXT_TYPE.
  if ('type' in raw && typeof raw.type === 'string' && raw.type !== CONTEXT_TYPE) {
    throw invalid(`it is the context of a ${raw.type.slice(0, 80)}, not of a transaction (${CONTEXT_TYPE})`, 'type');
  }
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssueOf(parsed.error);
    throw invalid(message, path);
  }
  const json = parsed.data;

  const data = base64.decode(json.data);
  let decoded: DecodedTransactionBytes;
  try {
    decoded = decodeTransaction(data);
  } catch (error) {
    if (error instanceof TransactionError) throw invalid(`its data is not an unsigned transaction (${error.message.replace(/\.$/, '')})`, 'data', error);
    throw error;
  }
  if (decoded.witnesses) throw invalid('its data holds witnesses; a context holds the unsigned transaction', 'data');
  const hash = decoded.displayHash;
  if (json.hash !== undefined) {
    const given = `0x${json.hash.replace(/^0x/, '').toLowerCase()}`;
    if (given !== hash) {
      throw new TransactionError('CONTEXT_CHANGED',
        `The context's transaction was changed: the file gives the hash ${given}, but its data hashes to ${hash}.`,
        { changes: ['hash'], contextHash: given, transactionHash: hash });
    }
  }
  const signers = new Set(decoded.transaction.signers.map((signer) => signer.account));
  const items: ContextItem[] = [];
  for (const [key, item] of Object.entries(json.items)) {
    const account = `0x${key.replace(/^0x/, '').toLowerCase()}`;
    const at = `items[${JSON.stringify(key)}]`;
    if (items.some((other) => other.account === account)) throw invalid(`the item of ${account} is there twice`, at);
    if (!signers.has(account)) throw invalid(`it has an item for ${account}, which does not sign the transaction`, at);
    items.push(readItem(account, item, at, addressVersion));
  }
  items.sort((a, b) => compareText(a.account, b.account));
  return Object.freeze({ network: json.network, hash, data, transaction: decoded.transaction, items, addressVersion });
}

function readItem(account: string, item: z.infer<typeof itemSchema>, at: string, addressVersion: number): ContextItem {
  if (item.script === null) {
    throw invalid(`the item of ${account} has no verification script (a contract that verifies itself): only signature and multisig accounts are signed for here`, `${at}.script`);
  }
  let verifier: VerificationAccount;
  try {
    verifier = accountFromVerificationScript(base64.decode(item.script), addressVersion);
  } catch (error) {
    throw invalid(`the item of ${account} has a script that is neither a signature nor a multisig account's`, `${at}.script`, error);
  }
  if (verifier.scriptHash !== account) throw invalid(`the item of ${account} holds the script of another account (${verifier.scriptHash})`, `${at}.script`);
  if (item.parameters.length !== verifier.threshold) {
    throw invalid(`the item of ${account} has ${item.parameters.length} parameters; its account takes ${verifier.threshold} signature${verifier.threshold === 1 ? '' : 's'}`, `${at}.parameters`);
  }
  const parameters = item.parameters.map((parameter) => (parameter.value ? base64.decode(parameter.value) : null));
  const signatures = Object.entries(item.signatures)
    .map(([publicKey, signature]) => ({ publicKey: publicKey.toLowerCase(), signature: base64.decode(signature) }))
    .sort((a, b) => compareText(a.publicKey, b.publicKey));
  const twice = signatures.find((entry, index) => index > 0 && signatures[index - 1]!.publicKey === entry.publicKey);
  if (twice) throw invalid(`the item of ${account} gives the key ${twice.publicKey} twice`, `${at}.signatures`);
  return Object.freeze({ account, verifier, parameters, signatures });
}

/**
 * The context as neo-go writes it (`json.Marshal` of its ParameterContext): type, network, hash,
 * data, items; each item's script, parameters (`{"type":"Signature"}` without a value where none is
 * given) and signatures; the keys of items and signatures in their sorted order; no spaces.
 */
export function serializeContext(context: ParametersContext): string {
  const items: Record<string, unknown> = {};
  for (const item of [...context.items].sort((a, b) => compareText(a.account, b.account))) {
    const signatures: Record<string, string> = {};
    for (const { publicKey, signature } of [...item.signatures].sort((a, b) => compareText(a.publicKey, b.publicKey))) {
      signatures[publicKey] = base64.encode(signature);
    }
    items[item.account] = {
      script: base64.encode(item.verifier.verificationScript),
      parameters: item.parameters.map((value) => (value ? { type: 'Signature', value: base64.encode(value) } : { type: 'Signature' })),
      signatures,
    };
  }
  return JSON.stringify({ type: CONTEXT_TYPE, network: context.network, hash: context.hash, data: base64.encode(context.data), items });
}

/** A context of these fields, its hash computed and its data read (the items are taken as they are: for contextOf). */
export function makeContext(network: number, data: Uint8Array, items: readonly ContextItem[], addressVersion: number): ParametersContext {
  const decoded = decodeTransaction(data);
  return Object.freeze({
    network, hash: decoded.displayHash, data: Uint8Array.from(data), transaction: decoded.transaction,
    items: [...items].sort((a, b) => compareText(a.account, b.account)), addressVersion,
  });
}

/** SHA-256 of the data as a display hash: what `hash` must say. */
export function hashOfData(data: Uint8Array): string {
  return displayTransactionHash(sha256(data));
}

/** The compressed public key's text as neo-go and neo write it (lower-case hex). */
export function publicKeyText(publicKey: Uint8Array): string {
  return hex.encode(publicKey);
}

function decodes(text: string): boolean {
  try {
    base64.decode(text);
    return true;
  } catch {
    return false;
  }
}

const FIELDS = new Set(['type', 'hash', 'data', 'items', 'network', 'script', 'parameters', 'signatures', 'value']);

/** The first problem zod found, and where: `items["0x…"].parameters[1].value`. */
function firstIssueOf(error: z.core.$ZodError): { path: string; message: string } {
  // A failed safeParse has at least one issue.
  const issue = error.issues[0]!;
  const path = issue.path.map((key, index) => (typeof key === 'number' ? `[${key}]`
    : typeof key === 'string' && FIELDS.has(key) ? `${index === 0 ? '' : '.'}${key}` : `[${JSON.stringify(String(key))}]`)).join('');
  // A record's key: zod says "Invalid key in record" and gives the key's own problem inside.
  const inner = issue.code === 'invalid_key' ? issue.issues[0] : undefined;
  return { path, message: inner?.message ?? issue.message };
}

/** Go's order of map keys (byte order; the keys are ASCII). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function invalid(reason: string, path: string, cause?: unknown): TransactionError {
  return new TransactionError('INVALID_CONTEXT',
    `This is not a contract parameters context as neo-go and neo-cli write it: ${reason}${path ? ` (at ${path})` : ''}.`,
    { path, ...(cause === undefined ? {} : { cause }) });
}
