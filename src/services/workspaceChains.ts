// The workspace's own chain files (neo-express chains, NEP-6 wallets, neo-go configurations), whose nodes
// and accounts the prompts and hovers offer: read only when asked, bounded, again when they change or a
// prompt asks after a while; nothing at all in Restricted Mode. The write commands read a wallet afresh.
import * as vscode from 'vscode';
import { mayBeNeoGoConfig, readNeoGoConfig } from '../model/chains/neoGoConfig';
import { readNeoExpressFile } from '../model/chains/neoExpressFile';
import { mayBeNep6Wallet, readNep6Wallet } from '../model/chains/nep6Wallet';
import { singleLine } from '../model/text/untrustedText';
import { MAX_CHAIN_FILE_BYTES, type ChainFileRead, type WorkspaceAccount, type WorkspaceNode } from '../model/chains/workspaceChain';
import type { KeyEntry, SigningFileRead, WalletFormat } from '../model/write/accounts/signingAccounts';
import type { RequestLog } from './requestLog';

type FileKind = 'neo-express' | 'json' | 'yaml';

/** What is looked for, and at most how many files of each. */
const SEARCHES: ReadonlyArray<{ readonly kind: FileKind; readonly include: string; readonly max: number }> = [
  { kind: 'neo-express', include: '**/*.neo-express', max: 50 },
  { kind: 'json', include: '**/*.json', max: 300 },
  { kind: 'yaml', include: '**/*.{yml,yaml}', max: 100 },
];
const EXCLUDE = '**/{node_modules,.git,bin,obj,dist,out,build,target,.vscode-test}/**';
const WATCHED = '**/*.{neo-express,json,yml,yaml}';
/** How old a search may be before a prompt's question runs it again. */
const SEARCH_AGAIN_AFTER_MS = 3_000;
/** The folders EXCLUDE leaves out, for files the watcher reports. */
const EXCLUDED_PATH = /\/(node_modules|\.git|bin|obj|dist|out|build|target|\.vscode-test)\//;

function kindOf(path: string): FileKind | undefined {
  if (path.endsWith('.neo-express')) return 'neo-express';
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.yml') || path.endsWith('.yaml')) return 'yaml';
  return undefined;
}

/** A chain file as read: its nodes and accounts, and whether it is a wallet that holds keys (none read here). */
interface FileRead {
  readonly chain: Extract<ChainFileRead, { ok: true }>;
  readonly path: string;
  readonly wallet?: WalletFormat;
}

/** How the write path reads a wallet's accounts with a key (model/write/accounts/signingAccounts, in the write commands' bundle). */
export type KeyEntryReader = (text: string, file: string, format: WalletFormat) => SigningFileRead;

interface FileEntry {
  readonly uri: vscode.Uri;
  readonly kind: FileKind;
  read?: Promise<FileRead | undefined>;
}

export class WorkspaceChains implements vscode.Disposable {
  private files: Promise<Map<string, FileEntry>> | undefined;
  private searchedAt = 0;
  private watcher: vscode.FileSystemWatcher | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  /** Accounts by script hash, as of the last complete read (for hovers, which cannot wait long). */
  private byScriptHash = new Map<string, WorkspaceAccount[]>();

  constructor(private readonly log: Pick<RequestLog, 'note'>) {
    // Trust given: the files may be read now.
    this.disposables.push(vscode.workspace.onDidGrantWorkspaceTrust(() => this.forget()));
  }

  /** The nodes of the workspace's chain files, in file order. */
  async nodes(): Promise<readonly WorkspaceNode[]> {
    return (await this.reads()).flatMap((read) => read.chain.nodes);
  }

  /** The accounts of the workspace's wallets, in file order. */
  async accounts(): Promise<readonly WorkspaceAccount[]> {
    const accounts = (await this.reads()).flatMap((read) => read.chain.accounts);
    const byScriptHash = new Map<string, WorkspaceAccount[]>();
    for (const account of accounts) byScriptHash.set(account.scriptHash, [...(byScriptHash.get(account.scriptHash) ?? []), account]);
    this.byScriptHash = byScriptHash;
    return accounts;
  }

  /** The workspace accounts of a script hash, as last read; a first call starts reading. */
  knownAccounts(scriptHash: string): readonly WorkspaceAccount[] {
    if (!this.files) void this.accounts();
    return this.byScriptHash.get(scriptHash) ?? [];
  }

  /**
   * The accounts of the workspace's `.neo-express` files and NEP-6 wallets that hold a key, in file
   * order: their public parts only, read by `read` (the write commands' reader) from the wallets' text
   * read now; the keys are read when a transaction is signed, through `readWallet`.
   */
  async signingEntries(read: KeyEntryReader): Promise<readonly KeyEntry[]> {
    const wallets = (await this.reads()).filter((each) => each.wallet !== undefined);
    const entries = await Promise.all(wallets.map(async ({ path, wallet }) => {
      try {
        const keys = read(await this.readWallet(path), path, wallet!);
        return keys.ok ? keys.entries : [];
      } catch {
        return [];
      }
    }));
    return entries.flat();
  }

  /**
   * The text of a wallet file offered by `signingEntries` (its workspace-relative path), read now
   * through workspace.fs, for the keys of a transaction being signed; never kept. Refused in Restricted
   * Mode and for a path the search did not find.
   */
  async readWallet(file: string): Promise<string> {
    if (!vscode.workspace.isTrusted) throw new Error('In Restricted Mode no wallet file is read.');
    const files = await this.search();
    const entry = [...files.values()].find((each) => vscode.workspace.asRelativePath(each.uri, false) === file);
    if (!entry) throw new Error(`${singleLine(file, 200)} is no longer among the workspace's wallet files.`);
    const stat = await vscode.workspace.fs.stat(entry.uri);
    if (stat.size > MAX_CHAIN_FILE_BYTES) throw new Error(`${singleLine(file, 200)} is larger than ${MAX_CHAIN_FILE_BYTES} bytes.`);
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(entry.uri));
  }

  private async reads(): Promise<FileRead[]> {
    if (!vscode.workspace.isTrusted || !vscode.workspace.workspaceFolders?.length) return [];
    const files = await this.search();
    const reads = await Promise.all([...files.values()].map((entry) => (entry.read ??= this.readFile(entry))));
    return reads.filter((read): read is FileRead => read !== undefined);
  }

  /** The files as last searched, or searched again when that was a while ago; reads of files still there are kept. */
  private async search(): Promise<Map<string, FileEntry>> {
    if (this.files && Date.now() - this.searchedAt > SEARCH_AGAIN_AFTER_MS) {
      const known = this.files;
      this.searchedAt = Date.now();
      this.files = known.then((files) => this.find(files), () => this.find());
    }
    if (!this.files) this.searchedAt = Date.now();
    return this.files ??= this.find();
  }

  private async find(known?: ReadonlyMap<string, FileEntry>): Promise<Map<string, FileEntry>> {
    this.watch();
    const found = await Promise.all(SEARCHES.map(async ({ kind, include, max }) => (await vscode.workspace.findFiles(include, EXCLUDE, max)).map((uri) => ({ uri, kind }))));
    const files = new Map<string, FileEntry>();
    for (const entry of found.flat()) files.set(entry.uri.toString(), known?.get(entry.uri.toString()) ?? entry);
    return files;
  }

  /** Follows the files: a changed one is read again, a new or deleted one makes the search run again. */
  private watch(): void {
    if (this.watcher) return;
    this.watcher = vscode.workspace.createFileSystemWatcher(WATCHED);
    this.disposables.push(
      this.watcher,
      this.watcher.onDidChange((uri) => void this.changed(uri)),
      this.watcher.onDidCreate((uri) => void this.created(uri)),
      this.watcher.onDidDelete((uri) => void this.deleted(uri)),
    );
  }

  private async changed(uri: vscode.Uri): Promise<void> {
    const entry = (await this.files)?.get(uri.toString());
    if (entry) entry.read = undefined;
  }

  /** A new file is read when next asked; within the bounds of the search, outside excluded folders. */
  private async created(uri: vscode.Uri): Promise<void> {
    const files = await this.files;
    const kind = kindOf(uri.path);
    if (!files || !kind || EXCLUDED_PATH.test(uri.path)) return;
    const max = SEARCHES.find((search) => search.kind === kind)?.max ?? 0;
    if ([...files.values()].filter((entry) => entry.kind === kind).length < max) files.set(uri.toString(), { uri, kind });
  }

  private async deleted(uri: vscode.Uri): Promise<void> {
    (await this.files)?.delete(uri.toString());
  }

  private forget(): void {
    this.files = undefined;
    this.byScriptHash = new Map();
  }

  /** One file's nodes and accounts; undefined for a file that is not a chain file at all, or is refused. */
  private async readFile(entry: FileEntry): Promise<FileRead | undefined> {
    const path = vscode.workspace.asRelativePath(entry.uri, false);
    let text: string;
    try {
      const stat = await vscode.workspace.fs.stat(entry.uri);
      if (stat.size > MAX_CHAIN_FILE_BYTES) {
        // Only a neo-express file is surely meant for this; a large JSON or YAML file is someone else's.
        if (entry.kind === 'neo-express') this.refused(path, `larger than ${MAX_CHAIN_FILE_BYTES} bytes`);
        return undefined;
      }
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(entry.uri));
    } catch (error) {
      if (entry.kind === 'neo-express') this.refused(path, error instanceof Error ? error.message : String(error));
      return undefined;
    }
    const nep6 = entry.kind === 'json' && mayBeNep6Wallet(text);
    const read = entry.kind === 'neo-express'
      ? readNeoExpressFile(text, path)
      : entry.kind === 'json'
        ? (nep6 ? readNep6Wallet(text, path) : undefined)
        : (mayBeNeoGoConfig(text) ? readNeoGoConfig(text, path) : undefined);
    if (!read) return undefined;
    if (!read.ok) {
      this.refused(path, read.reason);
      return undefined;
    }
    const wallet: WalletFormat | undefined = entry.kind === 'neo-express' ? 'neo-express' : nep6 ? 'nep6' : undefined;
    return { chain: read, path, ...(wallet ? { wallet } : {}) };
  }

  private refused(path: string, reason: string): void {
    this.log.note(`Workspace chain file ${singleLine(path, 200)} not used: ${singleLine(reason, 300)}.`);
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
