// A neo-express chain file (`*.neo-express`): its consensus nodes' RPC ports and its wallets' accounts
// (`script-hash` holds the N3 address, despite its name). Only ports, names, addresses and labels are read:
// the schema does not even name the private key, so it never leaves the parser.
import * as z from 'zod/mini';
import { parseOwner } from '../../core';
import {
  baseName, cleanName, localNodeUrl, MAX_ACCOUNTS_PER_FILE, MAX_NODES_PER_FILE, parseChainFile, unique,
  type ChainFileRead, type WorkspaceAccount, type WorkspaceNode,
} from './workspaceChain';

const accountSchema = z.looseObject({
  'script-hash': z.string().check(z.maxLength(64)),
  label: z.nullish(z.string().check(z.maxLength(10_000))),
});

const walletSchema = z.looseObject({
  name: z.nullish(z.string().check(z.maxLength(10_000))),
  accounts: z._default(z.array(accountSchema).check(z.maxLength(MAX_ACCOUNTS_PER_FILE)), []),
});

const chainSchema = z.looseObject({
  magic: z.number().check(z.int(), z.nonnegative()),
  'consensus-nodes': z.array(z.looseObject({ 'rpc-port': z.number().check(z.int()), wallet: z.nullish(walletSchema) })).check(z.minLength(1), z.maxLength(MAX_NODES_PER_FILE)),
  wallets: z.nullish(z.array(walletSchema).check(z.maxLength(MAX_ACCOUNTS_PER_FILE))),
});

/** The nodes and accounts of a neo-express file's text; `file` is its workspace-relative path. */
export function readNeoExpressFile(text: string, file: string): ChainFileRead {
  const read = parseChainFile(text, chainSchema, 'a neo-express chain file');
  if (!read.ok) return read;
  const chain = read.value;
  const fileName = baseName(file);
  const nodes: WorkspaceNode[] = [];
  const accounts: WorkspaceAccount[] = [];
  chain['consensus-nodes'].forEach((node, index) => {
    const nodeName = cleanName(node.wallet?.name) || `node${index + 1}`;
    const url = localNodeUrl(node['rpc-port']);
    if (url) nodes.push({ url, label: `${fileName} · ${nodeName}`, file });
    if (node.wallet) accounts.push(...walletAccounts(node.wallet.accounts, nodeName, file));
  });
  for (const wallet of chain.wallets ?? []) accounts.push(...walletAccounts(wallet.accounts, cleanName(wallet.name) || fileName, file));
  if (accounts.length > MAX_ACCOUNTS_PER_FILE) return { ok: false, reason: `more than ${MAX_ACCOUNTS_PER_FILE} accounts` };
  return { ok: true, nodes, accounts: unique(accounts) };
}

function walletAccounts(list: readonly z.infer<typeof accountSchema>[], wallet: string, file: string): WorkspaceAccount[] {
  return list.flatMap((account) => {
    try {
      const owner = parseOwner(account['script-hash']);
      return [{ address: owner.address, scriptHash: owner.scriptHash, label: cleanName(account.label), wallet, file }];
    } catch {
      // Not an address: left out, the rest of the wallet stays.
      return [];
    }
  });
}
