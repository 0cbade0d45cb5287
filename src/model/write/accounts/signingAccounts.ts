// The workspace's accounts that can sign, as descriptors: where each key is (the file, the account in it),
// never the key (protocol notes §11); and those that sign elsewhere (a NEP-6 account without its key, a
// multisig short of keys). The schemas tell whether an account has a key: its text is replaced by `true`
// (a NEP-2 key by its address hash, which is public).
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, hex } from '@scure/base';
import * as z from 'zod/mini';
import { parseOwner, scriptHashToAddress } from '../../../core';
import type * as Write from '../../../core/write';
import { baseName, cleanName, MAX_ACCOUNTS_PER_FILE, MAX_NODES_PER_FILE, parseChainFile } from '../../chains/workspaceChain';
import { scriptBytes, scriptKeys, signatureScript, type ScriptKeys } from './scriptKeys';

export type WalletFormat = 'neo-express' | 'nep6';

/** Where one key is: an account of a workspace file (its address as the file lists it). */
export interface KeyHolder {
  /** The file's workspace-relative path. */
  readonly file: string;
  readonly format: WalletFormat;
  /** The address of the account in the file that holds the key. */
  readonly account: string;
  /** Its compressed public key in hex, where the file's scripts tell it. */
  readonly publicKey?: string;
  /** The wallet's name and the account's label, for the password box (plain text). */
  readonly wallet: string;
  readonly label: string;
}

/** An account the workspace can sign for. Holds no secret. */
export interface SigningAccount {
  readonly address: string;
  /** `0x` and the script hash's hex digits, display order. */
  readonly scriptHash: string;
  /** The account's label, or '' (plain text). */
  readonly label: string;
  readonly wallet: string;
  /** The file that lists the account. */
  readonly file: string;
  readonly kind: 'signature' | 'multisig';
  /** Signatures needed: a multisig's m, or one. */
  readonly threshold: number;
  /** The compressed public keys of its script, in hex. */
  readonly publicKeys: readonly string[];
  /** The verification script, hex: public, and what the node checks the signatures with. */
  readonly verificationScript: string;
  /** A neo-express chain's network magic: only a node of that network is offered the account. NEP-6: any. */
  readonly networkMagic?: number;
  /** The keys the workspace holds for it, at least `threshold`, those without a password first. */
  readonly keyHolders: readonly KeyHolder[];
  /** Whether signing asks for a password (a NEP-6 key among those used). */
  readonly needsPassword: boolean;
  /** The wallet marks it as its default account. */
  readonly isDefault: boolean;
  /** The committee's multisig, assembled from the keys of several accounts (committeeAccount). */
  readonly committee?: true;
  /**
   * The workspace holds fewer of its keys than it needs (`keyHolders`: those it holds, maybe none): its
   * transaction is saved for signing elsewhere, never signed and sent from here.
   */
  readonly signsElsewhere?: true;
}

/** A file read for signing accounts: its accounts, or why it is refused (for the log). */
export type SigningFileRead =
  | { readonly ok: true; readonly entries: readonly KeyEntry[] }
  | { readonly ok: false; readonly reason: string };

/** An account of a file with a key, as read: the public parts only. */
export interface KeyEntry extends KeyHolder {
  readonly scriptHash: string;
  readonly verificationScript: string;
  readonly kind: 'signature' | 'multisig';
  readonly threshold: number;
  readonly publicKeys: readonly string[];
  readonly networkMagic?: number;
  readonly isDefault: boolean;
  /** A NEP-6 account listed without its key (a watch-only account): it signs elsewhere. */
  readonly watchOnly?: true;
  /** NEP-2's address hash of the account's key (hex): tells a multisig's key among its keys without the password. */
  readonly keyAddressHash?: string;
}

/** A key's text is replaced by `true` as it is parsed: the descriptors never hold it. */
const hexKeyPresent = z.pipe(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)), z.transform(() => true as const));
/** A NEP-2 key's text is replaced by its address hash (bytes 3 to 6 of its 39): public, the key's address hashed. */
const nep2Present = z.pipe(z.string().check(z.regex(/^6P[1-9A-HJ-NP-Za-km-z]{56}$/)), z.transform((text) => ({ addressHash: hex.encode(base58.decode(text).subarray(3, 7)) })));

const expressAccountSchema = z.looseObject({
  'private-key': z.catch(z.nullish(hexKeyPresent), undefined),
  'script-hash': z.string().check(z.maxLength(64)),
  label: z.nullish(z.string().check(z.maxLength(10_000))),
  'is-default': z.nullish(z.boolean()),
  contract: z.nullish(z.looseObject({ script: z.string().check(z.maxLength(20_000)) })),
});
const expressWalletSchema = z.looseObject({ name: z.nullish(z.string().check(z.maxLength(10_000))), accounts: z._default(z.array(expressAccountSchema).check(z.maxLength(MAX_ACCOUNTS_PER_FILE)), []) });
const expressChainSchema = z.looseObject({
  magic: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)),
  'consensus-nodes': z.array(z.looseObject({ wallet: z.nullish(expressWalletSchema) })).check(z.minLength(1), z.maxLength(MAX_NODES_PER_FILE)),
  wallets: z.nullish(z.array(expressWalletSchema).check(z.maxLength(MAX_ACCOUNTS_PER_FILE))),
});

const nep6AccountSchema = z.looseObject({
  address: z.string().check(z.maxLength(64)),
  label: z.nullish(z.string().check(z.maxLength(10_000))),
  isDefault: z.nullish(z.boolean()),
  key: z.catch(z.nullish(nep2Present), undefined),
  contract: z.nullish(z.looseObject({ script: z.nullish(z.string().check(z.maxLength(20_000))) })),
});
const nep6Schema = z.looseObject({
  name: z.nullish(z.string().check(z.maxLength(10_000))),
  version: z.string().check(z.maxLength(64)),
  scrypt: z.looseObject({ n: z.number(), r: z.number(), p: z.number() }),
  accounts: z.array(nep6AccountSchema).check(z.maxLength(MAX_ACCOUNTS_PER_FILE)),
});

type RawAccount = { address: string; label?: string | null; isDefault?: boolean | null; hasKey: boolean; keyAddressHash?: string; script?: string | null };

/** The accounts with a key of a neo-express chain file (`file`: its workspace-relative path). */
export function readNeoExpressKeys(text: string, file: string): SigningFileRead {
  const read = parseChainFile(text, expressChainSchema, 'a neo-express chain file');
  if (!read.ok) return read;
  const chain = read.value;
  const raw = (account: z.infer<typeof expressAccountSchema>): RawAccount => ({
    address: account['script-hash'], label: account.label, isDefault: account['is-default'], hasKey: account['private-key'] === true, script: account.contract?.script,
  });
  const entries: KeyEntry[] = [];
  chain['consensus-nodes'].forEach((node, index) => {
    const wallet = cleanName(node.wallet?.name) || `node${index + 1}`;
    entries.push(...keyEntries((node.wallet?.accounts ?? []).map(raw), { file, format: 'neo-express', wallet, networkMagic: chain.magic }));
  });
  for (const wallet of chain.wallets ?? []) {
    entries.push(...keyEntries(wallet.accounts.map(raw), { file, format: 'neo-express', wallet: cleanName(wallet.name) || baseName(file), networkMagic: chain.magic }));
  }
  return { ok: true, entries };
}

/** The accounts of a NEP-6 wallet: those with an encrypted key, and those listed without one (watch-only, they sign elsewhere). */
export function readNep6Keys(text: string, file: string): SigningFileRead {
  const read = parseChainFile(text, nep6Schema, 'a NEP-6 wallet');
  if (!read.ok) return read;
  const wallet = cleanName(read.value.name) || baseName(file);
  const raw = read.value.accounts.map((account): RawAccount => ({
    address: account.address, label: account.label, isDefault: account.isDefault, hasKey: account.key != null, script: account.contract?.script,
    ...(account.key ? { keyAddressHash: account.key.addressHash } : {}),
  }));
  return { ok: true, entries: keyEntries(raw, { file, format: 'nep6', wallet }) };
}

/** neo-express writes scripts in hex; base64 is read too (NEP-6's encoding, in files written by other tools). */
const ENCODINGS: Record<WalletFormat, readonly ('hex' | 'base64')[]> = { 'neo-express': ['hex', 'base64'], nep6: ['base64'] };

function readScript(text: string, format: WalletFormat): { bytes: Uint8Array; keys: ScriptKeys } | undefined {
  for (const encoding of ENCODINGS[format]) {
    const bytes = scriptBytes(text, encoding);
    const keys = bytes && scriptKeys(bytes);
    if (bytes && keys) return { bytes, keys };
  }
  return undefined;
}

function keyEntries(accounts: readonly RawAccount[], where: { file: string; format: WalletFormat; wallet: string; networkMagic?: number }): KeyEntry[] {
  const entries = accounts.flatMap((account): KeyEntry[] => {
    if ((!account.hasKey && where.format !== 'nep6') || !account.script) return [];
    const script = readScript(account.script, where.format);
    if (!script) return [];
    const { bytes, keys } = script;
    let owner;
    try {
      owner = parseOwner(account.address);
    } catch {
      return [];
    }
    if (owner.address !== account.address.trim()) return [];
    return [{
      file: where.file, format: where.format, wallet: where.wallet, account: owner.address, label: cleanName(account.label),
      scriptHash: owner.scriptHash, verificationScript: hex.encode(bytes), kind: keys.kind, threshold: keys.threshold, publicKeys: keys.publicKeys,
      isDefault: account.isDefault === true,
      ...(account.hasKey ? {} : { watchOnly: true as const }),
      ...(keys.kind === 'multisig' && account.keyAddressHash !== undefined ? { keyAddressHash: account.keyAddressHash } : {}),
      ...(keys.kind === 'signature' ? { publicKey: keys.publicKeys[0] } : {}),
      ...(where.networkMagic === undefined ? {} : { networkMagic: where.networkMagic }),
    }];
  });
  // A wallet's multisig account holds one of its keys: NEP-2 names it by the hash of the key's address; a
  // neo-express consensus wallet holds one key, its signature account's.
  const own = new Set(entries.filter((entry) => entry.kind === 'signature' && !entry.watchOnly).map((entry) => entry.publicKey!));
  return entries.map((entry) => {
    if (entry.kind === 'signature' || entry.watchOnly) return entry;
    const held = entry.keyAddressHash === undefined
      ? entry.publicKeys.filter((key) => own.has(key))
      : entry.publicKeys.filter((key) => keyAddressHash(key) === entry.keyAddressHash);
    return held.length === 1 ? { ...entry, publicKey: held[0] } : entry;
  });
}

/** NEP-2's address hash of a public key: the first bytes of the double SHA-256 of its signature account's address. */
function keyAddressHash(publicKey: string): string {
  const scriptHash = ripemd160(sha256(signatureScript(publicKey))).reverse();
  const address = scriptHashToAddress(`0x${hex.encode(scriptHash)}`);
  return hex.encode(sha256(sha256(new TextEncoder().encode(address))).subarray(0, 4));
}

/**
 * The accounts the workspace can sign for, from the entries of all its files: each signature
 * account, and each multisig account for which the files together hold at least m keys (a
 * neo-express chain's consensus wallets together; a neo-express chain's keys count only for its own
 * network). One account per address and network; the first file listing it names it.
 */
export function signingAccounts(entries: readonly KeyEntry[]): SigningAccount[] {
  const accounts: SigningAccount[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = accountKey(entry);
    if (entry.watchOnly || seen.has(key)) continue;
    seen.add(key);
    const holders = entry.kind === 'signature' ? [holderOf(entry)] : multisigHolders(entry, entries);
    if (holders.length < entry.threshold) continue;
    accounts.push(describe(entry, holders));
  }
  return accounts;
}

/**
 * The accounts the workspace knows but cannot sign for alone: NEP-6 accounts without their key, and
 * multisig accounts whose keys the files hold fewer than m of. Each signs elsewhere, the workspace adding
 * the signatures of the keys it holds. One per address and network, none that signingAccounts offers.
 */
export function elsewhereAccounts(entries: readonly KeyEntry[]): SigningAccount[] {
  const signable = new Set(signingAccounts(entries).map(accountKey));
  const accounts: SigningAccount[] = [];
  for (const entry of entries) {
    const key = accountKey(entry);
    if (signable.has(key)) continue;
    signable.add(key);
    const holders = entry.kind === 'multisig' ? multisigHolders(entry, entries) : [];
    accounts.push({ ...describe(entry, holders), needsPassword: holders.some((holder) => holder.format === 'nep6'), signsElsewhere: true });
  }
  return accounts;
}

function accountKey(entry: Pick<KeyEntry, 'scriptHash' | 'networkMagic'>): string {
  return `${entry.scriptHash}\u0000${entry.networkMagic ?? ''}`;
}

/** The accounts that may sign on a network of `magic`: NEP-6 ones, and neo-express ones of that chain. */
export function accountsForNetwork(accounts: readonly SigningAccount[], magic: number): SigningAccount[] {
  return accounts.filter((account) => account.networkMagic === undefined || account.networkMagic === magic);
}

function holderOf(entry: KeyEntry): KeyHolder {
  return { file: entry.file, format: entry.format, account: entry.account, wallet: entry.wallet, label: entry.label, ...(entry.publicKey ? { publicKey: entry.publicKey } : {}) };
}

/**
 * One holder per key of the multisig the files hold (a neo-express chain's only for its network):
 * by public key, those without a password first; the multisig's own entries whose key is unknown
 * (told only once it is opened) count once each.
 */
function multisigHolders(multisig: KeyEntry, entries: readonly KeyEntry[]): KeyHolder[] {
  const sameNetwork = (entry: KeyEntry) => entry.networkMagic === undefined || multisig.networkMagic === undefined || entry.networkMagic === multisig.networkMagic;
  const byKey = new Map<string, KeyHolder>();
  const unknown: KeyHolder[] = [];
  const candidates = [...entries].filter((entry) => sameNetwork(entry) && !entry.watchOnly).sort((a, b) => Number(a.format === 'nep6') - Number(b.format === 'nep6'));
  for (const entry of candidates) {
    if (entry.publicKey && multisig.publicKeys.includes(entry.publicKey)) {
      if (!byKey.has(entry.publicKey)) byKey.set(entry.publicKey, holderOf(entry));
    } else if (!entry.publicKey && entry.scriptHash === multisig.scriptHash) {
      unknown.push(holderOf(entry));
    }
  }
  return [...byKey.values(), ...unknown];
}

function describe(entry: KeyEntry, holders: readonly KeyHolder[]): SigningAccount {
  const used = holders.slice(0, entry.threshold);
  return {
    address: entry.account, scriptHash: entry.scriptHash, label: entry.label, wallet: entry.wallet, file: entry.file,
    kind: entry.kind, threshold: entry.threshold, publicKeys: entry.publicKeys, verificationScript: entry.verificationScript,
    keyHolders: holders, needsPassword: used.some((holder) => holder.format === 'nep6'), isDefault: entry.isDefault,
    ...(entry.networkMagic === undefined ? {} : { networkMagic: entry.networkMagic }),
  };
}

/**
 * The committee's account, for addRoot and setPrice (the contracts' CheckCommittee: the multisig of
 * `getcommittee`'s keys that a majority of them signs), when the workspace's accounts hold enough of its keys.
 * `multisigScript` is the write module's (it sorts the keys as neo does); `address` the account's.
 * Otherwise how many keys the workspace holds and how many are needed.
 */
export function committeeAccount(
  committee: readonly string[], accounts: readonly SigningAccount[], built: { readonly verificationScript: string; readonly scriptHash: string; readonly address: string },
): { readonly ok: true; readonly account: SigningAccount } | { readonly ok: false; readonly held: number; readonly needed: number } {
  const keys = committee.map((key) => key.toLowerCase());
  const needed = keys.length - Math.floor((keys.length - 1) / 2);
  const byKey = new Map<string, KeyHolder>();
  const ordered = [...accounts].sort((a, b) => Number(a.needsPassword) - Number(b.needsPassword));
  for (const account of ordered) {
    for (const holder of account.keyHolders) {
      if (holder.publicKey && keys.includes(holder.publicKey) && !byKey.has(holder.publicKey)) byKey.set(holder.publicKey, holder);
    }
  }
  const holders = [...byKey.values()];
  if (keys.length === 0 || holders.length < needed) return { ok: false, held: holders.length, needed };
  const magic = accounts.find((account) => account.networkMagic !== undefined)?.networkMagic;
  return {
    ok: true,
    account: {
      address: built.address, scriptHash: built.scriptHash, label: '', committee: true, wallet: holders[0]!.wallet, file: holders[0]!.file,
      kind: 'multisig', threshold: needed, publicKeys: keys, verificationScript: built.verificationScript, keyHolders: holders,
      needsPassword: holders.slice(0, needed).some((holder) => holder.format === 'nep6'), isDefault: false,
      ...(magic === undefined ? {} : { networkMagic: magic }),
    },
  };
}

/** The committee's account of `getcommittee`'s keys, its script built by the write module. */
export function committeeSigner(write: Pick<typeof Write, 'multisigAccount'>, committee: readonly string[], accounts: readonly SigningAccount[], addressVersion?: number): ReturnType<typeof committeeAccount> {
  const needed = committee.length - Math.floor((committee.length - 1) / 2);
  if (committee.length === 0) return { ok: false, held: 0, needed: 0 };
  const built = write.multisigAccount(needed, committee.map((key) => hex.decode(key.toLowerCase())), addressVersion);
  return committeeAccount(committee, accounts, { address: built.address, scriptHash: built.scriptHash, verificationScript: hex.encode(built.verificationScript) });
}
