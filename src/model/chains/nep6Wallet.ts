// A NEP-6 wallet file as the prompts read it: its `name` and each account's `address` and `label` only. The
// encrypted key is never named by this schema, and no password is asked for here.
import * as z from 'zod/mini';
import { parseOwner } from '../../core';
import { baseName, cleanName, MAX_ACCOUNTS_PER_FILE, parseChainFile, unique, type ChainFileRead, type WorkspaceAccount } from './workspaceChain';

const nep6Schema = z.looseObject({
  name: z.nullish(z.string().check(z.maxLength(10_000))),
  version: z.string().check(z.maxLength(64)),
  scrypt: z.looseObject({ n: z.number(), r: z.number(), p: z.number() }),
  accounts: z.array(z.looseObject({ address: z.string().check(z.maxLength(64)), label: z.nullish(z.string().check(z.maxLength(10_000))) })).check(z.maxLength(MAX_ACCOUNTS_PER_FILE)),
});

/** A cheap look before parsing: every JSON file of a workspace may be offered to this reader. */
export function mayBeNep6Wallet(text: string): boolean {
  return text.includes('"scrypt"') && text.includes('"accounts"');
}

/** The accounts of a NEP-6 wallet's text; `file` is its workspace-relative path. */
export function readNep6Wallet(text: string, file: string): ChainFileRead {
  const read = parseChainFile(text, nep6Schema, 'a NEP-6 wallet');
  if (!read.ok) return read;
  const wallet = cleanName(read.value.name) || baseName(file);
  const accounts = read.value.accounts.flatMap((account): WorkspaceAccount[] => {
    try {
      const owner = parseOwner(account.address);
      // A NEP-6 address is an address, not a script hash.
      if (owner.address !== account.address.trim()) return [];
      return [{ address: owner.address, scriptHash: owner.scriptHash, label: cleanName(account.label), wallet, file }];
    } catch {
      return [];
    }
  });
  return { ok: true, nodes: [], accounts: unique(accounts) };
}
