// The keys of a signing account, read only when a transaction is signed: the file read again, the key
// found by the account's address, opened by the write module (a NEP-2 key with a password asked now) and
// checked against the account's public keys. Nothing here keeps a key, a password or the file's text.
import { hex } from '@scure/base';
import * as z from 'zod/mini';
import { NnsError, scryptLimitProblem, type ScryptLimitProblem } from '../../../core';
import type * as Write from '../../../core/write';
import type { PrivateKey, ScryptParams } from '../../../core/write';
import { MAX_ACCOUNTS_PER_FILE, MAX_CHAIN_FILE_BYTES } from '../../chains/workspaceChain';
import type { KeyHolder, SigningAccount } from './signingAccounts';

export type WriteModule = typeof Write;

/** A key as a file holds it: for one account, only while it is being opened. */
export type KeyMaterial =
  | { readonly kind: 'plain'; readonly hex: string }
  | { readonly kind: 'nep2'; readonly nep2: string; readonly scrypt: ScryptParams };

export type KeySourceErrorCode =
  /** The user closed the password box. */
  | 'cancelled'
  /** The passwords given do not open the NEP-2 key (the write module's WRONG_PASSWORD). */
  | 'wrongPassword'
  /** The file no longer holds a key for the account (changed, moved, or not readable as before). */
  | 'notFound'
  /** The key in the file is not one of the account's public keys (the file was changed). */
  | 'keyMismatch'
  /** The wallet's scrypt asks for more work than MAX_SCRYPT: refused before its password is asked. */
  | 'scryptLimit';

/** Why the keys could not be had; no message or field holds a key or a password. */
export class KeySourceError extends Error {
  constructor(readonly code: KeySourceErrorCode, readonly holder: KeyHolder, message: string, readonly scryptLimit?: ScryptLimitProblem) {
    super(message);
    this.name = 'KeySourceError';
  }
}

export function isKeySourceError(value: unknown): value is KeySourceError {
  return value instanceof KeySourceError;
}

const expressAccount = z.looseObject({ 'private-key': z.nullish(z.string()), 'script-hash': z.string() });
const expressWallet = z.looseObject({ accounts: z.nullish(z.array(expressAccount).check(z.maxLength(MAX_ACCOUNTS_PER_FILE))) });
const expressKeysSchema = z.looseObject({
  'consensus-nodes': z.nullish(z.array(z.looseObject({ wallet: z.nullish(expressWallet) }))),
  wallets: z.nullish(z.array(expressWallet)),
});
const nep6KeysSchema = z.looseObject({
  scrypt: z.looseObject({ n: z.number().check(z.int()), r: z.number().check(z.int()), p: z.number().check(z.int()) }),
  accounts: z.array(z.looseObject({ address: z.string(), key: z.nullish(z.string()) })).check(z.maxLength(MAX_ACCOUNTS_PER_FILE)),
});

/**
 * The key of `holder`'s account in the file's text, as the file holds it. KeySourceError `notFound`
 * when it holds none, `scryptLimit` when its scrypt asks for more work than MAX_SCRYPT.
 */
export function keyMaterialOf(text: string, holder: KeyHolder): KeyMaterial {
  const notFound = () => new KeySourceError('notFound', holder, `${holder.file} no longer holds a key for ${holder.account}: it was changed since the account was offered.`);
  if (text.length > MAX_CHAIN_FILE_BYTES) throw notFound();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notFound();
  }
  if (holder.format === 'neo-express') {
    const parsed = expressKeysSchema.safeParse(json);
    if (!parsed.success) throw notFound();
    const wallets = [...(parsed.data['consensus-nodes'] ?? []).map((node) => node.wallet), ...(parsed.data.wallets ?? [])];
    const account = wallets.flatMap((wallet) => wallet?.accounts ?? []).find((each) => each['script-hash'].trim() === holder.account && each['private-key']);
    const key = account?.['private-key'];
    if (!key || !/^[0-9a-fA-F]{64}$/.test(key)) throw notFound();
    return { kind: 'plain', hex: key };
  }
  const parsed = nep6KeysSchema.safeParse(json);
  if (!parsed.success) throw notFound();
  const key = parsed.data.accounts.find((each) => each.address.trim() === holder.account && each.key)?.key;
  if (!key) throw notFound();
  const { n, r, p } = parsed.data.scrypt;
  const beyond = scryptLimitProblem({ n, r, p });
  if (beyond) {
    throw new KeySourceError('scryptLimit', holder, `${holder.file} asks scrypt for more work than a wallet needs (${beyond.parameter} ${beyond.value}, at most ${beyond.limit}): its key is not opened.`, beyond);
  }
  return { kind: 'nep2', nep2: key, scrypt: { n, r, p } };
}

export interface KeySourceOptions {
  readonly write: WriteModule;
  /** The file's text, read now (the editor: vscode.workspace.fs; tests: node:fs). */
  readonly readFile: (file: string) => Promise<string>;
  /**
   * The password of a NEP-6 key, asked now (a password box); `attempt` counts the boxes shown, and
   * past the first follows a wrong password; `account`: what the key signs for. Undefined: the user cancelled.
   */
  readonly askPassword: (holder: KeyHolder, attempt: number, account: SigningAccount) => Promise<string | undefined>;
  /** Passwords asked before WRONG_PASSWORD is the answer; a few by default. */
  readonly attempts?: number;
  /** The node's address version, for the NEP-2 address check (N3's by default). */
  readonly addressVersion?: number;
  /** scrypt's progress while a NEP-2 key opens. */
  readonly onProgress?: (fraction: number) => void;
}

/** The keys of one account, read and opened now; `signal` (the run's Cancel) stops them being opened. */
export type KeySource = (account: SigningAccount, signal?: AbortSignal) => Promise<PrivateKey[]>;

/**
 * The keys of an account, read and opened now: as many as it needs (a multisig's m), from its holders
 * in order. The caller wipes them after signing; on any failure those already opened are wiped here.
 * Once `signal` aborts, no password is asked and scrypt stops: the NnsError CANCELLED.
 */
export function keySourceFor(options: KeySourceOptions): KeySource {
  return async (account, signal) => {
    const texts = new Map<string, Promise<string>>();
    const read = (file: string) => {
      let text = texts.get(file);
      if (!text) texts.set(file, (text = options.readFile(file)));
      return text;
    };
    const keys: PrivateKey[] = [];
    const opened = new Set<string>();
    try {
      for (const holder of account.keyHolders) {
        if (keys.length >= account.threshold) break;
        if (holder.publicKey && opened.has(holder.publicKey)) continue;
        const key = await openKey(holder, account, await read(holder.file), options, signal);
        const publicKey = hex.encode(key.publicKey);
        if (!account.publicKeys.includes(publicKey) || (holder.publicKey && holder.publicKey !== publicKey)) {
          key.wipe();
          throw new KeySourceError('keyMismatch', holder, `The key ${holder.file} holds for ${holder.account} is not a key of ${account.address}: the file was changed since the account was offered.`);
        }
        if (opened.has(publicKey)) {
          key.wipe();
          continue;
        }
        opened.add(publicKey);
        keys.push(key);
      }
      return keys;
    } catch (error) {
      for (const key of keys) key.wipe();
      throw error;
    }
  };
}

async function openKey(holder: KeyHolder, account: SigningAccount, text: string, options: KeySourceOptions, signal: AbortSignal | undefined): Promise<PrivateKey> {
  const material = keyMaterialOf(text, holder);
  if (material.kind === 'plain') return options.write.PrivateKey.fromHex(material.hex);
  const attempts = Math.max(1, options.attempts ?? 3);
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw cancelled();
    const password = await options.askPassword(holder, attempt, account);
    if (password === undefined) throw new KeySourceError('cancelled', holder, 'No password was given: nothing was signed or sent.');
    try {
      return await options.write.decryptNep2(material.nep2, password, material.scrypt, options.addressVersion, { onProgress: options.onProgress, signal });
    } catch (error) {
      if (!options.write.isTransactionError(error, 'WRONG_PASSWORD')) throw error;
      if (attempt >= attempts) throw new KeySourceError('wrongPassword', holder, `The password does not open the key of ${holder.account} in ${holder.file}.`);
    }
  }
}

function cancelled(): NnsError {
  return new NnsError('CANCELLED', 'Cancelled before the wallet\'s key was opened: nothing was signed or sent.');
}
