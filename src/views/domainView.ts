// One sidebar view of domains: loads when visible, shows progress and a growing count, renders the
// sorted (and, when long, grouped) names, and explains partial lists and failures.
import * as vscode from 'vscode';
import type { DomainList, Owner } from '../core';
import { DomainLoader } from '../model/domainLoader';
import { buildDomainTree, filterEntries, sortEntries, type DomainEntry, type DomainTree } from '../model/domainTree';
import { describeFailure, type FailureText } from '../model/failureText';
import { CommandIds, ContextKeys, StateKeys, type ViewId } from '../model/ids';
import type { Localizer } from '../model/localizer';
import { orderChildren, readSortMode, type SortMode } from '../model/sortOrder';
import type { ActionNode, OwnerNode, TreeNode } from '../model/treeNodes';
import { viewDescription, viewMessage, type ListSource } from '../model/viewTexts';
import type { DetailsService } from '../services/detailsService';
import type { ViewSource } from '../services/viewSources';
import { DomainTreeProvider, type ProviderContent } from './domainTreeProvider';
import type { FailureNotifier } from './failureNotifier';
import { setOwnerUnset } from './ownerWelcome';
import { ViewDetails } from './viewDetails';

export interface DomainViewOptions {
  readonly viewId: ViewId;
  readonly title: string;
  readonly listSource: ListSource;
  readonly resolveSource: () => ViewSource;
  readonly state: vscode.Memento;
  /** The details of names (owner, expiration), shared by the views. */
  readonly details: DetailsService;
  /** Offers sorting by expiration (Owner Domains); otherwise always by name. */
  readonly sortable: boolean;
  readonly l10n: Localizer;
  readonly notifier: FailureNotifier;
  readonly log: {
    loadStarted(view: string, operation: string, rpcUrl: string): void;
    loadFinished(view: string, list: DomainList, durationMs: number): void;
    failed(view: string, summary: string, detail: string): void;
  };
}

/** While pages arrive, the tree is rebuilt at most this often. */
const PAGE_RENDER_INTERVAL_MS = 250;

export class DomainView implements vscode.Disposable {
  readonly treeView: vscode.TreeView<TreeNode>;
  readonly provider: DomainTreeProvider;
  readonly loader = new DomainLoader();
  private readonly disposables: vscode.Disposable[] = [];
  /** The settings changed (or nothing was loaded yet) since the last load. */
  private stale = true;
  private filterText: string;
  private owner: Owner | undefined;
  private failure: FailureText | undefined;
  private renderTimer: ReturnType<typeof setTimeout> | undefined;
  private sortedCache: { entries: readonly DomainEntry[]; length: number; sorted: DomainEntry[] } | undefined;
  /** Reveals in flight, and the details refreshes held back meanwhile (see `reveal`). */
  private revealing = 0;
  private heldDetails: Set<string> | 'all' | undefined;
  private sortMode: SortMode;
  readonly details: ViewDetails;

  constructor(private readonly options: DomainViewOptions) {
    this.filterText = readFilter(options.state.get<unknown>(StateKeys.filter(options.viewId)));
    this.sortMode = options.sortable ? readSortMode(options.state.get<unknown>(StateKeys.sort(options.viewId))) : 'name';
    this.details = new ViewDetails(options.details, { id: options.viewId, label: options.title }, (names) => this.showDetails(names));
    this.provider = new DomainTreeProvider(this.content(), {
      onRootRequested: () => this.ensureLoaded(),
      // Details load for the rows VS Code shows, once the list is complete: never the whole list.
      onRowsShown: (rows) => {
        if (this.loader.state.kind === 'loaded') this.details.showRows(rows);
      },
      order: (rows) => orderChildren(rows, this.sortMode, (name) => this.details.get(name), this.details.now()),
      loadDetails: (leaf, token) => this.details.hover(leaf, token),
    });
    this.treeView = vscode.window.createTreeView(options.viewId, { treeDataProvider: this.provider, showCollapseAll: true });
    this.disposables.push(
      this.details,
      this.provider,
      this.treeView,
      this.treeView.onDidChangeVisibility((event) => {
        if (event.visible) this.ensureLoaded();
      }),
      this.loader.onDidChange((change) => (change === 'page' ? this.scheduleRender() : this.render())),
    );
    void vscode.commands.executeCommand('setContext', ContextKeys.filtered[options.viewId], this.filterText !== '');
    if (options.sortable) void vscode.commands.executeCommand('setContext', ContextKeys.ownerSortBy, this.sortMode);
    this.render();
  }

  get viewId(): ViewId {
    return this.options.viewId;
  }

  get filter(): string {
    return this.filterText;
  }

  get lastFailure(): FailureText | undefined {
    return this.failure;
  }

  get sortBy(): SortMode {
    return this.sortMode;
  }

  /** Orders the names by name or by expiration (sortable views only); kept for the workspace. */
  async setSort(mode: SortMode): Promise<void> {
    if (!this.options.sortable) return;
    this.sortMode = mode;
    await this.options.state.update(StateKeys.sort(this.options.viewId), mode);
    await vscode.commands.executeCommand('setContext', ContextKeys.ownerSortBy, mode);
    this.provider.refresh();
  }

  /** The settings changed: reload now if on screen, else when it next becomes visible. */
  invalidate(): void {
    this.stale = true;
    // The names shown are from the old settings: ask nothing more about them.
    this.details.setNode(undefined);
    if (this.treeView.visible) void this.reload();
    else this.cancel();
  }

  /** Loads if nothing current is loaded or loading. */
  ensureLoaded(): void {
    if (!this.stale) return;
    this.stale = false;
    // Not inside getChildren or an event: let VS Code finish what it is doing first.
    setTimeout(() => void this.reload(), 0);
  }

  /** Starts a new load, cancelling the one in flight. Resolves when it settles. */
  async reload(): Promise<void> {
    this.stale = false;
    this.details.cancel();
    const source = this.options.resolveSource();
    this.details.setNode(source.kind === 'request' ? source.node : undefined);
    this.owner = source.kind === 'unconfigured' ? undefined : source.owner;
    this.failure = undefined;
    if (this.options.listSource === 'tokensOf') setOwnerUnset(source.kind === 'unconfigured');
    if (source.kind === 'unconfigured') {
      this.loader.settle({ kind: 'unconfigured' });
      return;
    }
    if (source.kind === 'invalid') {
      this.loader.settle({ kind: 'failed', error: source.error });
      this.reportFailure(source.error, source.rpcUrl);
      return;
    }
    const started = Date.now();
    this.options.log.loadStarted(this.options.title, this.options.listSource === 'tokens' ? 'tokens()' : 'tokensOf(owner)', source.node.rpcUrl);
    const done = this.loader.load(source.key, source.request);
    const generation = this.loader.generation;
    void vscode.window.withProgress({ location: { viewId: this.options.viewId } }, () => done);
    await done;
    // A newer load took over: it reports for itself.
    if (this.loader.generation !== generation) return;
    const state = this.loader.state;
    if (state.kind === 'loaded') this.options.log.loadFinished(this.options.title, state.list, Date.now() - started);
    if (state.kind === 'failed') this.reportFailure(state.error, source.node.rpcUrl);
  }

  /** Loads unless loaded or loading, then waits; for commands that need the whole list. */
  async whenLoaded(): Promise<void> {
    const kind = this.loader.state.kind;
    if (kind === 'loading') {
      await this.loader.whenSettled(this.loader.generation - 1);
      return;
    }
    if (this.stale || kind === 'idle' || kind === 'failed') await this.reload();
  }

  /** Cancels the load in flight and the details requests of this view. */
  cancel(): void {
    this.loader.cancel();
    this.details.cancel();
  }

  async setFilter(text: string): Promise<void> {
    this.filterText = text.trim();
    await this.options.state.update(StateKeys.filter(this.options.viewId), this.filterText || undefined);
    await vscode.commands.executeCommand('setContext', ContextKeys.filtered[this.options.viewId], this.filterText !== '');
    this.render();
  }

  /** Reveals a domain; false when it is not in the tree (not loaded, or hidden by the filter). */
  async reveal(name: string): Promise<boolean> {
    const leaf = this.provider.current.tree.leafByName.get(name);
    if (!leaf) return false;
    // VS Code drops a reveal when rows change under it: details arriving for the groups it opens
    // would refresh them, so their refreshes wait until the reveal is done.
    this.revealing++;
    try {
      await this.treeView.reveal(leaf, { select: true, focus: true, expand: true });
    } finally {
      this.revealing--;
      if (this.revealing === 0 && this.heldDetails) {
        const held = this.heldDetails;
        this.heldDetails = undefined;
        this.showDetails(held === 'all' ? undefined : [...held]);
      }
    }
    return true;
  }

  /** All loaded names, sorted, ignoring the filter. */
  sortedEntries(): readonly DomainEntry[] {
    const entries = this.loader.entries;
    const cached = this.sortedCache;
    if (cached && cached.entries === entries && cached.length === entries.length) return cached.sorted;
    const sorted = sortEntries(entries);
    this.sortedCache = { entries, length: entries.length, sorted };
    return sorted;
  }

  private scheduleRender(): void {
    if (this.renderTimer) return;
    this.renderTimer = setTimeout(() => {
      this.renderTimer = undefined;
      this.render();
    }, PAGE_RENDER_INTERVAL_MS);
  }

  private render(): void {
    if (this.renderTimer) {
      clearTimeout(this.renderTimer);
      this.renderTimer = undefined;
    }
    const content = this.content();
    this.provider.update(content);
    const state = this.loader.state;
    const list = state.kind === 'loaded' ? state.list : undefined;
    const loaded = this.loadedCount();
    this.treeView.description = viewDescription(
      { state: state.kind, loaded, shown: content.tree.count, complete: list?.complete ?? true, filter: this.filterText, owner: this.owner?.address },
      this.options.l10n,
    );
    this.treeView.message = viewMessage(
      {
        state: state.kind,
        source: this.options.listSource,
        loaded,
        shown: content.tree.count,
        filter: this.filterText,
        complete: list?.complete ?? true,
        incompleteReason: list?.incompleteReason,
        failure: this.failure?.summary,
      },
      this.options.l10n,
    );
  }

  /** While loading: names of this load so far (a refresh keeps showing the old names meanwhile). */
  loadedCount(): number {
    const state = this.loader.state;
    return state.kind === 'loading' ? state.loaded : this.loader.entries.length;
  }

  private content(): ProviderContent {
    const state = this.loader.state;
    const list = state.kind === 'loaded' ? state.list : undefined;
    const filtered = filterEntries(this.sortedEntries(), this.filterText);
    const tree: DomainTree = buildDomainTree(filtered, this.options.viewId);
    const header: Array<OwnerNode | ActionNode> = [];
    if (this.owner) {
      header.push({ kind: 'owner', id: `${this.options.viewId}/owner`, address: this.owner.address, scriptHash: this.owner.scriptHash });
    }
    header.push(...this.actions(state.kind === 'failed', list !== undefined && !list.complete));
    const info = {
      source: this.options.listSource,
      strategy: list?.strategy,
      l10n: this.options.l10n,
      details: (name: string) => this.details.get(name),
      warningDays: () => this.details.warningDays,
      now: () => this.details.now(),
      rpcUrl: this.details.rpcUrl,
    };
    return { tree, header, info };
  }

  /** Details arrived: redraw those rows (all rows when the order depends on them). */
  private showDetails(names: readonly string[] | undefined): void {
    if (this.revealing > 0) {
      this.heldDetails = names === undefined || this.heldDetails === 'all' ? 'all' : new Set([...(this.heldDetails ?? []), ...names]);
      return;
    }
    if (names === undefined || this.sortMode === 'expiration') {
      this.provider.refresh();
      return;
    }
    const leaves = this.provider.current.tree.leafByName;
    this.provider.refresh(names.flatMap((name) => leaves.get(name) ?? []));
  }

  /** Fix-it rows: after a failure, and above a partial list. */
  private actions(failed: boolean, partial: boolean): ActionNode[] {
    const t = this.options.l10n;
    const id = (name: string) => `${this.options.viewId}/action/${name}`;
    const selectNode: ActionNode = { kind: 'action', id: id('selectNode'), label: t.t('Select Another Node…'), icon: 'plug', command: CommandIds.selectNode, args: [] };
    if (partial) return [selectNode];
    if (!failed) return [];
    return [
      { kind: 'action', id: id('retry'), label: t.t('Retry'), icon: 'refresh', command: CommandIds.refresh, args: [this.options.viewId] },
      selectNode,
      {
        kind: 'action',
        id: id('settings'),
        label: t.t('Open Settings'),
        icon: 'settings-gear',
        command: 'workbench.action.openSettings',
        args: [this.failure?.setting ? `nns.${this.failure.setting}` : 'nns.'],
      },
      { kind: 'action', id: id('log'), label: t.t('Show Log'), icon: 'output', command: CommandIds.showLog, args: [] },
    ];
  }

  private reportFailure(error: unknown, rpcUrl: string | undefined): void {
    this.failure = describeFailure(error, rpcUrl, this.options.l10n);
    this.options.log.failed(this.options.title, this.failure.summary, this.failure.detail);
    this.render();
    this.options.notifier.notify(this.options.title, this.failure, () => void this.reload());
  }

  dispose(): void {
    this.cancel();
    if (this.renderTimer) clearTimeout(this.renderTimer);
    for (const disposable of this.disposables) disposable.dispose();
  }
}

function readFilter(stored: unknown): string {
  return typeof stored === 'string' ? stored.trim().slice(0, 200) : '';
}
