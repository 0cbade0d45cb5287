// The nodes and accounts the workspace's own chain files give the prompts and hovers: addresses, labels and
// ports only, never a key. Files are untrusted: each reader checks its file against a zod schema and limits,
// and refuses it whole (its reason for the log) rather than show part of something malformed.
import type * as z from 'zod/mini';
import { singleLine } from '../text/untrustedText';

/** A node a workspace file describes. */
export interface WorkspaceNode {
  /** e.g. `http://localhost:50012` */
  readonly url: string;
  /** e.g. `default.neo-express · node1`, plain single-line text. */
  readonly label: string;
  /** The file's path relative to the workspace, for the description. */
  readonly file: string;
}

/** An account of a workspace wallet. */
export interface WorkspaceAccount {
  readonly address: string;
  /** `0x` + 40 hex, display order. */
  readonly scriptHash: string;
  /** The account's label, or '' (plain single-line text). */
  readonly label: string;
  /** The wallet's name: a NEP-6 `name`, a neo-express wallet's or consensus node's name, else the file name. */
  readonly wallet: string;
  readonly file: string;
}

export type ChainFileRead =
  | { readonly ok: true; readonly nodes: readonly WorkspaceNode[]; readonly accounts: readonly WorkspaceAccount[] }
  | { readonly ok: false; readonly reason: string };

/** Larger files are not read: a wallet of many accounts is well under this. */
export const MAX_CHAIN_FILE_BYTES = 1024 * 1024;
/** A file with more accounts than this is refused (no prompt wants thousands). */
export const MAX_ACCOUNTS_PER_FILE = 1000;
/** Nodes per file (neo-express has 1, 4 or 7 consensus nodes). */
export const MAX_NODES_PER_FILE = 64;
/** Labels and names are cut to this many characters. */
export const MAX_LABEL_CHARS = 80;

/** The last part of a path, for names. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** `http://localhost:<port>` for a TCP port; undefined for anything else. */
export function localNodeUrl(port: unknown): string | undefined {
  return typeof port === 'number' && Number.isInteger(port) && port > 0 && port <= 65535 ? `http://localhost:${port}` : undefined;
}

/** Plain, single-line, bounded text for a name or label from a file. */
export function cleanName(text: string | null | undefined): string {
  return text ? singleLine(text, MAX_LABEL_CHARS) : '';
}

/** One entry per address and wallet (a consensus node's account appears in several wallets of a chain). */
export function unique(accounts: readonly WorkspaceAccount[]): WorkspaceAccount[] {
  const seen = new Set<string>();
  return accounts.filter((account) => {
    const key = `${account.wallet}\u0000${account.address}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The first issue, in zod's English words: the core sets them (core/zod.ts), and every reader of a chain file imports the core. */
export function issueOf(error: z.core.$ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join('.') || 'the file'}: ${issue.message}` : 'invalid';
}

/**
 * A chain file's text checked against `schema`: its value, or why it is refused (too large, not JSON,
 * not `what`). Read as text first: a file over the limit is not parsed at all.
 */
export function parseChainFile<T>(text: string, schema: z.ZodMiniType<T>, what: string): { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string } {
  if (text.length > MAX_CHAIN_FILE_BYTES) return { ok: false, reason: `larger than ${MAX_CHAIN_FILE_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: `not ${what} (${issueOf(parsed.error)})` };
}
