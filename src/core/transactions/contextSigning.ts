import { hex } from '@scure/base';
import { scriptHashToAddress } from '../encoding/address';
import { ByteWriter } from '../encoding/binary';
import { TransactionError, type SignerStatus } from '../errors/transactionError';
import { accountFromPublicKey, equalBytes, type VerificationAccount } from '../signing/accounts';
import { verifySignature, type PrivateKey } from '../signing/keys';
import { invocationScript, type Witness } from '../signing/witnesses';
import { makeContext, publicKeyText, type ContextItem, type ContextSignature, type ParametersContext } from './parametersContext';
import { serializeUnsigned, type UnsignedTransaction } from './transaction';

export type { SignerStatus } from '../errors/transactionError';

/**
 * Signing through a contract parameters context (protocol notes §15): the context of a prepared
 * transaction, the signatures of the keys at hand added as neo-go adds them, where each signer stands,
 * and, once complete, the witnesses and the signed transaction.
 */

/** What a context is made of: a prepared transaction (PreparedTransaction is one), its signers' accounts, its network. */
export interface TransactionToSign {
  readonly transaction: UnsignedTransaction;
  /** In the order of the transaction's signers. */
  readonly signers: readonly VerificationAccount[];
  readonly network: { readonly magic: number; readonly addressVersion: number };
}

export interface ContextOptions {
  /** Keys that sign now (the workspace's); the others sign elsewhere. */
  keys?: readonly PrivateKey[];
}

/**
 * The context of a prepared transaction, for its network: one item per signer (every signer needs a
 * witness), with the signer's verification script and as many empty Signature parameters as it needs
 * signatures, and the signatures of `keys` that belong to a signer.
 */
export function contextOf(prepared: TransactionToSign, options: ContextOptions = {}): ParametersContext {
  const accounts = prepared.transaction.signers.map((signer) => signer.account);
  if (prepared.signers.length !== accounts.length || prepared.signers.some((signer, index) => signer.scriptHash !== accounts[index])) {
    throw new RangeError('the accounts given are not the transaction\'s signers, in their order');
  }
  const items = prepared.signers.map(emptyItem);
  const context = makeContext(prepared.network.magic, serializeUnsigned(prepared.transaction), items, prepared.network.addressVersion);
  return options.keys?.length ? addSignatures(context, options.keys) : context;
}

export interface AddSignaturesOptions {
  /**
   * Accounts of signers the context has no item for yet (neo-go writes a context without items before the
   * first signature): a multisig's script is known only from its account. A signature account's item is
   * made from its key.
   */
  accounts?: readonly VerificationAccount[];
}

/**
 * Adds the signatures of `keys` to the items of the signers they belong to, as neo-go's `wallet sign`
 * does: a signature account's signature goes into its parameter; a multisig's into its signatures, and
 * once it holds m of them, its parameters are filled with m of them in the descending order of its keys.
 * A key that has signed already signs nothing more. Returns a new context.
 */
export function addSignatures(context: ParametersContext, keys: readonly PrivateKey[], options: AddSignaturesOptions = {}): ParametersContext {
  const data = signDataOf(context);
  const items = new Map(context.items.map((item) => [item.account, item]));
  for (const signer of context.transaction.signers) {
    let item = items.get(signer.account);
    if (!item) {
      const account = options.accounts?.find((candidate) => candidate.scriptHash === signer.account)
        ?? keys.map((key) => accountFromPublicKey(key.publicKey, context.addressVersion)).find((candidate) => candidate.scriptHash === signer.account);
      if (!account) continue;
      item = emptyItem(account);
    }
    const signing = keys.filter((key) => item.verifier.publicKeys.some((publicKey) => equalBytes(publicKey, key.publicKey)));
    if (signing.length === 0) continue;
    items.set(signer.account, item.verifier.kind === 'signature' ? signSingle(item, signing[0]!, data) : signMultisig(item, signing, data));
  }
  return makeContext(context.network, context.data, [...items.values()], context.addressVersion);
}

function signSingle(item: ContextItem, key: PrivateKey, data: Uint8Array): ContextItem {
  if (item.parameters[0]) return item;
  return Object.freeze({ ...item, parameters: [key.sign(data)] });
}

function signMultisig(item: ContextItem, keys: readonly PrivateKey[], data: Uint8Array): ContextItem {
  const signatures = [...item.signatures];
  for (const key of keys) {
    const publicKey = publicKeyText(key.publicKey);
    if (!signatures.some((entry) => entry.publicKey === publicKey)) signatures.push({ publicKey, signature: key.sign(data) });
  }
  const threshold = item.verifier.threshold;
  let parameters = item.parameters;
  if (signatures.length >= threshold && parameters.some((value) => value === null)) {
    // neo-go and neo fill the parameters from the last key of the script down: the witness pushes them last first.
    const byKey = new Map(signatures.map((entry) => [entry.publicKey, entry.signature]));
    const descending = item.verifier.publicKeys.map(publicKeyText).reverse()
      .map((publicKey) => byKey.get(publicKey)).filter((signature): signature is Uint8Array => signature !== undefined);
    if (descending.length >= threshold) parameters = descending.slice(0, threshold);
  }
  return Object.freeze({ ...item, parameters, signatures: signatures.sort((a, b) => (a.publicKey < b.publicKey ? -1 : 1)) });
}

/** What each key signs: the network magic (uint32 little-endian) and the transaction's hash (protocol notes §11). */
export function signDataOf(context: ParametersContext): Uint8Array {
  return new ByteWriter().u32(context.network).bytes(hex.decode(context.hash.slice(2)).reverse()).toBytes();
}

/** A signature the context holds that does not verify, or is for a key that is not the signer's. */
export interface BadSignature {
  /** The signer's address. */
  readonly account: string;
  /** The key it is given for; undefined for a parameter of a multisig that verifies for none of its keys. */
  readonly publicKey?: string;
  readonly reason: 'doesNotVerify' | 'notTheSignersKey';
}

interface SignerSignatures {
  readonly status: SignerStatus;
  /** The verified signatures by key, for a known item. */
  readonly valid: ReadonlyMap<string, Uint8Array>;
  readonly bad: readonly BadSignature[];
  readonly item?: ContextItem;
}

/** Where each signer stands, in the order of the transaction's signers: its kind, the signatures it has (verified) and needs, who could still sign. */
export function signingStatus(context: ParametersContext): SignerStatus[] {
  return signaturesOf(context).map((signer) => signer.status);
}

/** The signatures that do not verify, or are given for a key that is not the signer's. */
export function badSignatures(context: ParametersContext): BadSignature[] {
  return signaturesOf(context).flatMap((signer) => signer.bad);
}

/** Each context's signatures verified once: contexts are immutable, and a verification costs milliseconds. */
const verified = new WeakMap<ParametersContext, readonly SignerSignatures[]>();

/**
 * Every signature the context holds, verified over its network and hash: the `signatures` of an item,
 * each for the key it is given for, and the values of its parameters. A parameter that is one of those
 * signatures is not verified again (neo-go and neo-cli fill a multisig's parameters from them); another
 * is tried against the keys not yet matched, from the last key of the script down, the order in which
 * both fill the parameters and the only one whose witness would verify: at most one try per key, however
 * the file was made.
 */
function signaturesOf(context: ParametersContext): readonly SignerSignatures[] {
  const known = verified.get(context);
  if (known) return known;
  const data = signDataOf(context);
  const result = context.transaction.signers.map(({ account }): SignerSignatures => {
    const address = scriptHashToAddress(account, context.addressVersion);
    const item = context.items.find((candidate) => candidate.account === account);
    if (!item) {
      return { status: { account, address, kind: 'unknown', publicKeys: [], signedBy: [], canStillSign: [], complete: false }, valid: new Map(), bad: [] };
    }
    const keys = item.verifier.publicKeys.map((publicKey) => ({ text: publicKeyText(publicKey), bytes: publicKey }));
    const valid = new Map<string, Uint8Array>();
    const bad: BadSignature[] = [];
    for (const entry of item.signatures) {
      const key = keys.find((candidate) => candidate.text === entry.publicKey);
      if (!key) bad.push({ account: address, publicKey: entry.publicKey, reason: 'notTheSignersKey' });
      else if (!verifySignature(entry.signature, data, key.bytes)) bad.push({ account: address, publicKey: entry.publicKey, reason: 'doesNotVerify' });
      else valid.set(key.text, entry.signature);
    }
    let next = keys.length - 1;
    for (const value of item.parameters) {
      if (!value || [...valid.values()].some((signature) => equalBytes(signature, value))) continue;
      while (next >= 0 && (valid.has(keys[next]!.text) || !verifySignature(value, data, keys[next]!.bytes))) next--;
      if (next < 0) {
        bad.push({ account: address, reason: 'doesNotVerify', ...(keys.length === 1 ? { publicKey: keys[0]!.text } : {}) });
        break;
      }
      valid.set(keys[next]!.text, value);
      next--;
    }
    const publicKeys = keys.map((key) => key.text);
    const signedBy = publicKeys.filter((key) => valid.has(key));
    const status: SignerStatus = {
      account, address, kind: item.verifier.kind, needed: item.verifier.threshold, publicKeys, signedBy,
      canStillSign: publicKeys.filter((key) => !valid.has(key)), complete: signedBy.length >= item.verifier.threshold,
    };
    return { status, valid, bad, item };
  });
  verified.set(context, result);
  return result;
}

/**
 * The witnesses, in the order of the signers: a signature account's signature, or m signatures of a
 * multisig pushed in the order of its keys; each with the item's verification script.
 * CONTEXT_BAD_SIGNATURE when a signature given does not verify; CONTEXT_INCOMPLETE when a signer lacks
 * signatures (`signers`: those, with the keys that could still sign).
 */
export function witnessesOf(context: ParametersContext): Witness[] {
  const signers = signaturesOf(context);
  const bad = signers.flatMap((signer) => signer.bad)[0];
  if (bad) throw badSignature(bad);
  const incomplete = signers.filter((signer) => !signer.status.complete).map((signer) => signer.status);
  if (incomplete.length > 0) throw incompleteError(incomplete);
  return signers.map(({ item, valid }) => {
    const verifier = item!.verifier;
    const signatures = verifier.publicKeys.map(publicKeyText).map((key) => valid.get(key)).filter((s): s is Uint8Array => s !== undefined);
    return { invocation: invocationScript(signatures.slice(0, verifier.threshold)), verification: verifier.verificationScript };
  });
}

/** The signed transaction as `sendrawtransaction` takes it: the context's data, then its witnesses. */
export function signedBytesOf(context: ParametersContext): Uint8Array {
  return signedBytes(context, witnessesOf(context));
}

export function signedBytes(context: ParametersContext, witnesses: readonly Witness[]): Uint8Array {
  const writer = new ByteWriter().bytes(context.data).varInt(witnesses.length);
  for (const witness of witnesses) writer.varBytes(witness.invocation).varBytes(witness.verification);
  return writer.toBytes();
}

function badSignature(bad: BadSignature): TransactionError {
  const message = bad.reason === 'notTheSignersKey'
    ? `The context gives a signature of ${bad.account} for the key ${bad.publicKey}, which is not a key of that account.`
    : bad.publicKey
      ? `The signature of ${bad.account} by the key ${bad.publicKey} does not verify for this transaction and network.`
      : `A signature in the parameters of ${bad.account} does not verify for this transaction and network, for any of its keys in the order its witness takes them.`;
  return new TransactionError('CONTEXT_BAD_SIGNATURE', message, { account: bad.account, ...(bad.publicKey ? { publicKey: bad.publicKey } : {}) });
}

function incompleteError(signers: readonly SignerStatus[]): TransactionError {
  const each = signers.map((signer) => signer.kind === 'unknown'
    ? `${signer.address} has not signed (the context does not hold its verification script yet)`
    : `${signer.address} has ${signer.signedBy.length} of the ${signer.needed} signature${signer.needed === 1 ? '' : 's'} it needs`);
  return new TransactionError('CONTEXT_INCOMPLETE', `Signatures are missing: ${each.join('; ')}.`, { signers });
}

function emptyItem(account: VerificationAccount): ContextItem {
  return Object.freeze({ account: account.scriptHash, verifier: account, parameters: Array<null>(account.threshold).fill(null), signatures: [] as ContextSignature[] });
}
