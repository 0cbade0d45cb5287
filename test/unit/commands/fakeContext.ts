// Fakes of what commands work with (CommandContext): views that hold a real DomainLoader, settings
// kept in memory and validated for real, scripted details and documents. Each records what it was asked.
import { EventEmitter, Uri } from '../support/fakeVscode';
import { MemoryState } from '../support/memoryState';
import { NodeKnowledge, type DomainDetails, type DomainList, type NodeConfig, type Owner } from '../../../src/core';
import type { CommandContext, CommandView } from '../../../src/commands/commandContext';
import type { DetailsDocumentModel } from '../../../src/documents/detailsContentProvider';
import { DomainLoader } from '../../../src/model/tree/domainLoader';
import { NameSearch } from '../../../src/model/tree/nameSearch';
import { filterEntries, sortEntries, type DomainEntry, type DomainLeaf } from '../../../src/model/tree/domainTree';
import type { ExportList, ExportSource } from '../../../src/model/export/exportRows';
import type { FailureText } from '../../../src/model/text/failureText';
import { ViewIds, type SettingName, type ViewId } from '../../../src/model/ids';
import { englishLocalizer } from '../../../src/model/text/localizer';
import { validateSettings, type Settings } from '../../../src/model/chains/settingsValidation';
import type { DetailsLookup, SortMode } from '../../../src/model/tree/sortOrder';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import type { WorkspaceAccount, WorkspaceNode } from '../../../src/model/chains/workspaceChain';
import type { OneDetails } from '../../../src/services/detailsService';
import { NodeHistory } from '../../../src/services/nodeHistory';
import type { ViewStatus } from '../../../src/views/domainView';
import type { ContractWriteInfo } from '../../../src/core/contracts/contractWriteInfo';
import type { KeyEntry } from '../../../src/model/write/accounts/signingAccounts';
import * as writeModule from '../../../src/core/write';
import { WriteModuleLoader } from '../../../src/services/write/writeModule';
import { LazyWrite } from '../../../src/commands/write/lazyWrite';
import type { WriteService } from '../../../src/services/write/writeService';
import * as writeCommands from '../../../src/commands/writeCommandsBundle';
import type { WriteContext } from '../../../src/commands/write/writeFlow';
import { FeatureBundles, type FeatureName } from '../../../src/services/featureBundles';
import type { LazyNamesFiles } from '../../../src/commands/features/lazyNamesFiles';

import * as exportDomainsBundle from '../../../src/commands/features/exportDomainsBundle';
import * as namesFileBundle from '../../../src/commands/features/namesFileBundle';

/** The feature bundles' entries, as their sources: what a feature's bundle exports once loaded. */
export const FEATURE_ENTRIES: Record<FeatureName, unknown> = { exportDomains: exportDomainsBundle, namesFile: namesFileBundle };

export const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
export const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
export const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

export const domainList = (names: string[]): DomainList => ({
  names, invalidUtf8: [], complete: true, strategy: 'expanded', gasConsumed: 0n, requests: 1, addressVersion: 53,
});

/** A domain row as the tree hands it to commands. */
export const leaf = (name: string): DomainLeaf => ({ kind: 'domain', id: `d:${name}`, entry: { name, invalidUtf8: false }, parent: undefined });

/** A view whose tree shows the loaded names that pass its filter. */
export class FakeView implements CommandView {
  readonly loader = new DomainLoader();
  readonly treeView: { selection: readonly TreeNode[]; visible: boolean } = { selection: [], visible: true };
  filter = '';
  lastFailure: FailureText | undefined;
  private readonly listChanged = new EventEmitter<void>();
  readonly onDidChangeList = this.listChanged.event;
  /** What the view was asked to do, in order. */
  readonly calls: string[] = [];
  /** What `whenLoaded()` loads when the list is not loaded yet. */
  onWhenLoaded: (() => Promise<void>) | undefined;

  constructor(readonly viewId: ViewId) {
    this.loader.onDidChange(() => this.listChanged.fire());
  }

  status(): ViewStatus {
    const state = this.loader.state;
    const complete = state.kind !== 'loaded' || state.list.complete;
    const loaded = state.kind === 'loading' ? state.loaded : this.loader.entries.length;
    const total = state.kind === 'loaded' ? state.list.contractCount : undefined;
    return { state: state.kind, loaded, complete, ...(this.lastFailure ? { failure: this.lastFailure.summary } : {}), ...(total === undefined ? {} : { total }) };
  }

  /** Loads `names` through the real loader, as the view would from the node. */
  async loaded(names: string[], more: Partial<DomainList> = {}): Promise<this> {
    await this.loader.load('key', () => Promise.resolve({ ...domainList(names), ...more }));
    return this;
  }

  collapseAll(): Promise<void> {
    this.calls.push('collapseAll');
    return Promise.resolve();
  }

  reload(): Promise<void> {
    this.calls.push('reload');
    return Promise.resolve();
  }
  reloadOwners(addresses: readonly string[]): Promise<void> {
    this.calls.push(`reloadOwners ${addresses.join(' ')}`);
    return Promise.resolve();
  }
  invalidate(): void {
    this.calls.push('invalidate');
  }
  async whenLoaded(): Promise<void> {
    this.calls.push('whenLoaded');
    if (this.loader.state.kind !== 'loaded') await this.onWhenLoaded?.();
  }
  /** The names whose details were asked for, per call; `onLoadDetails` answers them. */
  readonly detailsAsked: string[][] = [];
  onLoadDetails: ((names: readonly string[]) => Promise<void>) | undefined;
  loadDetails(names: readonly string[]): Promise<void> {
    this.detailsAsked.push([...names]);
    return this.onLoadDetails?.(names) ?? Promise.resolve();
  }
  reveal(name: string): Promise<boolean> {
    const shown = filterEntries(this.sortedEntries(), this.filter).some((entry) => entry.name === name);
    this.calls.push(`reveal ${name}: ${shown}`);
    return Promise.resolve(shown);
  }
  setFilter(text: string): Promise<void> {
    this.calls.push(`setFilter ${JSON.stringify(text)}`);
    this.filter = text.trim();
    return Promise.resolve();
  }
  setSort(mode: SortMode): Promise<void> {
    this.calls.push(`setSort ${mode}`);
    return Promise.resolve();
  }
  sortedEntries(): readonly DomainEntry[] {
    return sortEntries(this.loader.entries);
  }
  nameSearch(): NameSearch {
    return new NameSearch(this.sortedEntries());
  }
  /** The details exportSource() reads (fakeContext binds them to its FakeDetails). */
  detailsLookup: DetailsLookup = () => undefined;
  /** The loaded list after the filter, as one list; none while nothing is loaded. */
  exportSource(): ExportSource {
    const state = this.loader.state;
    const lists: ExportList[] = state.kind !== 'loaded' ? [] : [{
      role: this.viewId === ViewIds.allDomains ? 'all' : 'configured', ...(this.viewId === ViewIds.allDomains ? {} : { owner: { address: ADDRESS, scriptHash: HASH } }),
      entries: filterEntries(this.sortedEntries(), this.filter), loaded: this.loader.entries.length, complete: state.list.complete,
      ...(state.list.complete ? {} : { incompleteReason: state.list.incompleteReason ?? '' }),
    }];
    const view = this.viewId === ViewIds.allDomains ? 'All Domains' : 'Owner Domains';
    return { view, node: state.kind === 'loaded' ? NODE : undefined, filter: this.filter, warningDays: 30, lists, details: (name) => this.detailsLookup(name) };
  }
}

/** The `nns.*` settings in memory: user values, validated by the real code. */
export class FakeSettings {
  readonly values: Partial<Record<SettingName, unknown>>;
  readonly written: Array<[SettingName, string]> = [];
  /** The scope each write asked for (undefined: the service's own choice). */
  readonly writtenScopes: Array<'workspace' | 'user' | undefined> = [];

  constructor(values: Partial<Record<SettingName, unknown>> = {}) {
    this.values = { rpcUrl: NODE.rpcUrl, contractHash: NODE.contractHash, owner: '', ...values };
  }
  /** Settings the test says are set in the workspace (the rest are the user's). */
  readonly inWorkspace = new Set<SettingName>();
  readonly knowledge = new NodeKnowledge();
  read(): Settings {
    return validateSettings((name) => ({ globalValue: this.values[name] }), true, this.knowledge);
  }
  scopeOf(name: SettingName): 'workspace' | 'user' {
    return this.inWorkspace.has(name) ? 'workspace' : 'user';
  }
  write(name: SettingName, value: string, scope?: 'workspace' | 'user'): Promise<void> {
    this.written.push([name, value]);
    this.writtenScopes.push(scope);
    this.values[name] = value;
    return Promise.resolve();
  }
  /** Values put back by an undo, in order. */
  readonly undone: Array<[SettingName, unknown]> = [];
  async writeUndoably(name: SettingName, value: string): Promise<() => Promise<void>> {
    const before = this.values[name];
    await this.write(name, value);
    return () => {
      this.undone.push([name, before]);
      this.values[name] = before;
      return Promise.resolve();
    };
  }
}

/** Details answered from a table; `one()` records the names asked. */
export class FakeDetails {
  readonly known = new Map<string, DomainDetails>();
  readonly asked: string[] = [];
  cleared = 0;
  warningDays = 30;
  /** The chain's clock the fake reports. */
  clock = Date.UTC(2026, 0, 1);
  /** What `one()` answers when the table has nothing: a failure, e.g. invalid settings. */
  failure: Extract<OneDetails, { ok: false }> | undefined;

  get(name: string): DomainDetails | undefined {
    return this.known.get(name);
  }
  one(name: string): Promise<OneDetails> {
    this.asked.push(name);
    const details = this.known.get(name);
    if (details) return Promise.resolve({ ok: true, node: NODE, details });
    return Promise.resolve(this.failure ?? { ok: false, error: new Error('no details in the fake'), rpcUrl: NODE.rpcUrl });
  }
  clear(): void {
    this.cleared++;
  }
  /** What `load()` finds on the node, by name; `loads` records each call. */
  readonly onNode = new Map<string, DomainDetails>();
  readonly loads: Array<{ names: readonly string[]; requester: string }> = [];
  readonly cancelled: string[] = [];
  load(_node: NodeConfig, names: readonly string[], requester: { id: string }): Promise<void> {
    this.loads.push({ names, requester: requester.id });
    for (const name of names) {
      const details = this.onNode.get(name);
      if (details) this.known.set(name, details);
    }
    return Promise.resolve();
  }
  /** `loadMany()` settles this many names per batch, a turn of the event loop apart. */
  batch = 198;
  loadMany(node: NodeConfig, names: readonly string[], requester: { id: string }, onLoaded: (settled: number) => void): Promise<void> {
    this.loads.push({ names, requester: requester.id });
    const cancelledBefore = this.cancelled.length;
    return (async () => {
      for (let done = 0; done < names.length && this.cancelled.length === cancelledBefore;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (const name of names.slice(done, done + this.batch)) {
          const details = this.onNode.get(name);
          if (details) this.known.set(name, details);
        }
        done = Math.min(names.length, done + this.batch);
        onLoaded(done);
      }
    })();
  }
  cancel(requester: string): void {
    this.cancelled.push(requester);
  }
  now(): number {
    return this.clock;
  }
}

export class FakeDocuments {
  readonly models = new Map<string, DetailsDocumentModel>();
  readonly refreshed: string[] = [];
  refreshedOpen = 0;

  modelOf(uri: { toString(): string }): DetailsDocumentModel | undefined {
    return this.models.get(uri.toString());
  }
  refresh(uri: { toString(): string }): Promise<void> {
    this.refreshed.push(uri.toString());
    return Promise.resolve();
  }
  refreshOpenDocuments(): void {
    this.refreshedOpen++;
  }
}

export class FakeMemento {
  readonly values = new Map<string, unknown>();
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
    return Promise.resolve();
  }
}

/** The owners of Owner Domains: what the commands asked of them. */
export class FakeOwners {
  readonly calls: string[] = [];
  constructor(private readonly settings: FakeSettings) {}
  browse(owner: Owner): Promise<void> {
    this.calls.push(`browse ${owner.address}`);
    return Promise.resolve();
  }
  close(owner: Owner): Promise<void> {
    this.calls.push(`close ${owner.address}`);
    return Promise.resolve();
  }
  closeAll(): Promise<void> {
    this.calls.push('closeAll');
    return Promise.resolve();
  }
  keepLookedUp(owner: Owner): Promise<void> {
    this.calls.push(`keep ${owner.address}`);
    return Promise.resolve();
  }
  configured(): Owner | undefined {
    const owner = this.settings.read().owner;
    return owner.ok ? owner.value : undefined;
  }
}

/** Failure notices recorded, not shown. */
export class FakeNotices {
  readonly notified: Array<{ text: string; failure: FailureText }> = [];
  notify(text: string, failure: FailureText): void {
    this.notified.push({ text, failure });
  }
}

export interface FakeContext extends CommandContext {
  readonly owners: FakeOwners;
  readonly notices: FakeNotices;
  readonly views: Record<ViewId, FakeView>;
  readonly settings: FakeSettings;
  readonly details: FakeDetails;
  readonly documents: FakeDocuments;
  readonly globalState: FakeMemento;
  readonly log: {
    show(): void; shown: number; note(line: string): void; notes: string[]; roundTripMs(): number | undefined; roundTrip: number | undefined;
    failed(source: string, summary: string, detail: string): void; failures: Array<{ source: string; summary: string; detail: string }>;
  };
  /** Resolve Name… has its own fake (resolveName.test.ts); these refuse. `cleared` counts clear(). */
  readonly lookups: CommandContext['lookups'] & { cleared: number };
  /**
   * The write commands loaded as on the first write (their module imported here), with the real write
   * service over the fakes: the write module from src/core/write.ts, the node's answers from `writeInfo`.
   */
  readonly write: LazyWrite;
  /** What the write service reads of the node and contract (readContractWriteInfo); undefined: it fails. */
  writeInfo: ContractWriteInfo | undefined;
  readonly contracts: { clear(): void; cleared: number };
  /** The feature bundles, loaded as a Node host does (their entries imported here); `loaded` records each import. */
  readonly features: FeatureBundles & { readonly loaded: string[] };
  /** The workspace's state behind `nodes` (the recent nodes). */
  readonly workspaceState: FakeMemento;
  readonly chains: FakeChains;
  /** The names files' editor; by default none (a test of a names-file command gives its own). */
  namesFiles: Pick<LazyNamesFiles, 'editor'>;
}

/** The workspace's chain files, as the test says they are. */
export class FakeChains {
  nodeList: WorkspaceNode[] = [];
  accountList: WorkspaceAccount[] = [];
  /** The accounts with a key, and the wallet files' text by workspace-relative path. */
  keyEntries: KeyEntry[] = [];
  readonly walletTexts = new Map<string, string>();
  /** The wallet files read, in order. */
  readonly walletsRead: string[] = [];
  signingEntries(): Promise<readonly KeyEntry[]> {
    return Promise.resolve(this.keyEntries);
  }
  readWallet(file: string): Promise<string> {
    this.walletsRead.push(file);
    const text = this.walletTexts.get(file);
    return text === undefined ? Promise.reject(new Error(`no wallet ${file}`)) : Promise.resolve(text);
  }
  nodes(): Promise<readonly WorkspaceNode[]> {
    return Promise.resolve(this.nodeList);
  }
  accounts(): Promise<readonly WorkspaceAccount[]> {
    return Promise.resolve(this.accountList);
  }
}

export function fakeContext(settings: Partial<Record<SettingName, unknown>> = {}): FakeContext {
  const workspaceState = new FakeMemento();
  const log = {
    shown: 0,
    notes: [] as string[],
    show() {
      log.shown++;
    },
    note(line: string) {
      log.notes.push(line);
    },
    failures: [] as Array<{ source: string; summary: string; detail: string }>,
    failed(source: string, summary: string, detail: string) {
      log.failures.push({ source, summary, detail });
    },
    roundTrip: undefined as number | undefined,
    roundTripMs() {
      return log.roundTrip;
    },
  };
  const fakeSettings = new FakeSettings(settings);
  const details = new FakeDetails();
  const views = { [ViewIds.allDomains]: new FakeView(ViewIds.allDomains), [ViewIds.ownerDomains]: new FakeView(ViewIds.ownerDomains) };
  for (const view of Object.values(views)) view.detailsLookup = (name) => details.get(name);
  const chains = new FakeChains();
  const extensionUri = Uri.from({ scheme: 'file', path: '/extension' });
  const context: FakeContext = {
    views,
    owners: new FakeOwners(fakeSettings),
    notices: new FakeNotices(),
    settings: fakeSettings,
    details,
    documents: new FakeDocuments(),
    globalState: new FakeMemento(),
    workspaceState,
    nodes: new NodeHistory(workspaceState),
    chains,
    lookups: {
      cleared: 0,
      resolve: () => Promise.reject(new Error('no lookups in the fake context')),
      clear() {
        this.cleared++;
      },
    },
    writeInfo: undefined,
    write: new LazyWrite({
      extensionUri, settings: fakeSettings, chains, log: { note: log.note, onRequest: () => undefined }, l10n: englishLocalizer, state: new MemoryState(),
      loader: new WriteModuleLoader(extensionUri, 'the web build does not sign', () => Promise.resolve(writeModule)),
      readInfo: () => (context.writeInfo ? Promise.resolve(context.writeInfo) : Promise.reject(new Error('no node in the fake context'))),
    }, () => Promise.resolve(writeCommands)),
    features: Object.assign(new FeatureBundles(extensionUri, {
      scope: {},
      importModule: (href) => {
        context.features.loaded.push(href);
        const feature = /\/dist\/(\w+)\.js$/.exec(href)?.[1] as FeatureName | undefined;
        return feature && feature in FEATURE_ENTRIES ? Promise.resolve(FEATURE_ENTRIES[feature]) : Promise.reject(new Error(`no bundle ${href}`));
      },
    }), { loaded: [] as string[] }),
    namesFiles: { editor: () => Promise.reject(new Error('no names files in the fake context')) },
    log,
    l10n: englishLocalizer,
    contracts: {
      cleared: 0,
      clear() {
        this.cleared++;
      },
    },
  };
  return context;
}

/** The context the write commands get once LazyWrite loaded them (a trusted workspace): the window's write service in it. */
export async function loadedWrite(context: FakeContext): Promise<FakeContext & WriteContext & { readonly write: WriteService }> {
  const loaded = await context.write.commands();
  if (!loaded) throw new Error('the write commands did not load (an untrusted workspace?)');
  return Object.assign(Object.create(context) as FakeContext, { write: loaded.service }) as FakeContext & WriteContext & { readonly write: WriteService };
}
