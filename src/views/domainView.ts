// One sidebar view of domains: All Domains (one list) or Owner Domains (one list per owner, each
// under its owner's row). A list loads when VS Code first asks for its rows, shows progress and a
// growing count, renders its sorted (and, when long, grouped) names, and explains partial lists and
// failures with rows that fix them. The count, the message and the rows come from one render.
import * as vscode from 'vscode';
import type { IncompleteKind, NodeConfig } from '../core';
import { GenerationCounter } from '../model/tree/domainLoader';
import { buildDomainTree, filterEntries, sortEntries, type DomainEntry, type DomainTree } from '../model/tree/domainTree';
import type { ExportSource } from '../model/export/exportRows';
import { contractOffer, contractSearchNote, type ContractSearchState } from '../model/view/contractSearchText';
import { fixItAction, type FailureText, type FixIt } from '../model/text/failureText';
import { filterRowDescription, filterRowTooltip, ownerRowDescription, ownerRowTooltip } from '../model/view/headerRowTexts';
import { CommandIds, ContextKeys, StateKeys, type ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import { shortAddress } from '../model/text/addressText';
import { normalized, readRecentNodes, withRecentNode } from '../model/chains/recentNodes';
import { orderChildren, readSortMode, type SortMode } from '../model/tree/sortOrder';
import type { ActionNode, FilterNode, OwnerNode, TreeNode } from '../model/view/treeNodes';
import { singleLine } from '../model/text/untrustedText';
import { noMatchText, viewDescription, viewMessage, type ListSource, type ListState } from '../model/view/viewTexts';
import type { ContractFinder } from '../services/contractFinder';
import type { DetailsService } from '../services/detailsService';
import { DomainTreeProvider, type ProviderContent, type SectionContent } from './domainTreeProvider';
import { ListSection, type SectionLog, type SectionSpec } from './listSection';
import { ViewDetails } from './viewDetails';
import { exportSourceOf } from './viewExport';

export type { SectionSpec } from './listSection';

/** The row of each FixIt under a failure: its icon and the last part of its id. */
const ACTION_ROWS: Record<FixIt, { readonly icon: string; readonly id: string }> = {
  retry: { icon: 'refresh', id: 'retry' },
  selectNode: { icon: 'plug', id: 'selectNode' },
  openSettings: { icon: 'settings-gear', id: 'settings' },
  showLog: { icon: 'output', id: 'log' },
};

export interface DomainViewOptions {
  readonly viewId: ViewId;
  readonly title: string;
  readonly listSource: ListSource;
  /** The lists to show from the start (All Domains: its one list). */
  readonly sections: readonly SectionSpec[];
  readonly state: vscode.Memento;
  /** The details of names (owner, expiration), shared by the views. */
  readonly details: DetailsService;
  /** Offers sorting by expiration (Owner Domains); otherwise always by name. */
  readonly sortable: boolean;
  readonly l10n: Localizer;
  readonly log: SectionLog;
  /** Looks for the NNS contract on a node that lacks the configured one (the failure rows offer it). */
  readonly contracts?: Pick<ContractFinder, 'stateOf' | 'onDidChange'>;
}

/** What commands need to know of a view's lists as a whole. */
export interface ViewStatus {
  readonly state: ListState;
  readonly loaded: number;
  readonly complete: boolean;
  readonly failure?: string;
  /** The contracts' own count of the lists, when the node told it for each (see `totalOf`). */
  readonly total?: number;
}

/**
 * While pages arrive, the tree is rebuilt at most this often, and never more than a fifth of the time:
 * a render that took 100 ms waits 500 ms for the next (100,000 names arrive in a fraction of a second
 * on loopback; rebuilding the tree for each page would cost more than listing them).
 */
const PAGE_RENDER_INTERVAL_MS = 250;
const PAGE_RENDER_SHARE = 5;
/** If VS Code has not asked for the new rows by then, the texts are shown anyway. */
const TEXTS_WAIT_MS = 500;

interface ViewTexts {
  readonly description: string;
  readonly message: string | undefined;
}

export class DomainView implements vscode.Disposable {
  readonly treeView: vscode.TreeView<TreeNode>;
  readonly provider: DomainTreeProvider;
  readonly details: ViewDetails;
  private readonly generations = new GenerationCounter();
  private sectionList: ListSection[] = [];
  /**
   * Each section's tree and what it was built from: a render whose names and filter did not change
   * (the view shown again, a texts-only change) reuses it; 100,000 names take 0.2–0.3 s to group.
   */
  private readonly trees = new Map<string, { readonly sorted: readonly DomainEntry[]; readonly filter: string; readonly tree: DomainTree }>();
  private readonly sectionDisposables = new Map<string, { dispose(): void }>();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly listChanged = new vscode.EventEmitter<void>();
  /** A list loaded, failed or received a page. */
  readonly onDidChangeList = this.listChanged.event;
  /** Generation of the view when it shows no list (Owner Domains without owners). */
  private emptyGeneration = 0;
  private filterText: string;
  private renderTimer: ReturnType<typeof setTimeout> | undefined;
  /** How long the latest render took (sorting and grouping the names). */
  private lastRenderMs = 0;
  /** The description of the latest render, shown once VS Code fetches its rows (the message goes with them, see `render`). */
  private pendingTexts: ViewTexts | undefined;
  private textsTimer: ReturnType<typeof setTimeout> | undefined;
  private collapsible: boolean | undefined;
  /** Reveals in flight, and the details refreshes held back meanwhile (see `reveal`). */
  private revealing = 0;
  private heldDetails: Set<string> | 'all' | undefined;
  private sortMode: SortMode;
  /** While > 0, the lists' changes wait for one render (several lists reloading at once, see `together`). */
  private holding = 0;
  private heldRender = false;

  constructor(private readonly options: DomainViewOptions) {
    this.filterText = readFilter(options.state.get<unknown>(StateKeys.filter(options.viewId)));
    this.sortMode = options.sortable ? readSortMode(options.state.get<unknown>(StateKeys.sort(options.viewId))) : 'name';
    this.details = new ViewDetails(options.details, { id: options.viewId, label: options.title }, (names) => this.showDetails(names));
    this.provider = new DomainTreeProvider(this.content(), {
      onSectionRequested: (key) => this.section(key)?.ensureLoaded(),
      onRowsShown: (rows) => this.details.showRows(rows),
      order: (rows) => orderChildren(rows, this.sortMode, (name) => this.details.get(name), this.details.now()),
      loadDetails: (leaf, token) => this.details.hover(leaf, token),
      onRootServed: () => this.showTexts(),
    });
    // Collapse All is the view's own command (see ViewCommandIds.collapseAll): VS Code's cannot be
    // hidden on a flat list. Several names can be selected and copied at once.
    this.treeView = vscode.window.createTreeView(options.viewId, { treeDataProvider: this.provider, showCollapseAll: false, canSelectMany: true });
    this.disposables.push(
      this.details,
      this.provider,
      this.treeView,
      this.listChanged,
      this.treeView.onDidChangeVisibility((event) => {
        if (event.visible) this.render();
      }),
      // The palette offers Copy Name, Show Owner's Domains and Copy Owner Address only with a name to act on.
      this.treeView.onDidChangeSelection((event) => {
        void vscode.commands.executeCommand('setContext', ContextKeys.domainSelected[options.viewId], event.selection.some((row) => row.kind === 'domain'));
      }),
    );
    if (options.contracts) this.disposables.push(options.contracts.onDidChange(() => this.render()));
    void vscode.commands.executeCommand('setContext', ContextKeys.filtered[options.viewId], this.filterText !== '');
    if (options.sortable) void vscode.commands.executeCommand('setContext', ContextKeys.ownerSortBy, this.sortMode);
    this.setSections(options.sections);
  }

  get viewId(): ViewId {
    return this.options.viewId;
  }

  get title(): string {
    return this.options.title;
  }

  get filter(): string {
    return this.filterText;
  }

  get sortBy(): SortMode {
    return this.sortMode;
  }

  /** The lists, in the order shown. */
  get sections(): readonly ListSection[] {
    return this.sectionList;
  }

  section(key: string): ListSection | undefined {
    return this.sectionList.find((section) => section.key === key);
  }

  /** The first list: All Domains' only one, the configured owner's (or the first looked up). */
  get primary(): ListSection | undefined {
    return this.sectionList[0];
  }

  /** Counts settled states of the view's lists; the view's own when it shows none. */
  get generation(): number {
    return this.primary?.loader.generation ?? this.emptyGeneration;
  }

  /**
   * Shows these lists, in this order. A list of the same key keeps what it loaded (an owner looked
   * up that becomes the configured one); lists no longer wanted are cancelled.
   */
  setSections(specs: readonly SectionSpec[]): void {
    const kept = new Map(this.sectionList.map((section) => [section.key, section]));
    const next: ListSection[] = [];
    for (const spec of specs) {
      let section = kept.get(spec.key);
      if (!section) {
        const created = new ListSection(spec, {
          listSource: this.options.listSource,
          l10n: this.options.l10n,
          log: this.options.log,
          generations: this.generations,
          nodeChanged: (node) => this.nodeChanged(node),
          progress: (done) => void vscode.window.withProgress({ location: { viewId: this.options.viewId } }, () => done),
        });
        this.sectionDisposables.set(spec.key, created.loader.onDidChange((change) => {
          if (change === 'page') this.scheduleRender();
          else if (this.holding > 0) this.heldRender = true;
          else this.render();
          if (change !== 'page' && created.loader.state.kind === 'loaded' && created.node) this.rememberNode(created.node.rpcUrl);
          this.listChanged.fire();
        }));
        section = created;
      }
      section.spec = spec;
      kept.delete(spec.key);
      next.push(section);
    }
    for (const removed of kept.values()) {
      removed.dispose();
      this.sectionDisposables.get(removed.key)?.dispose();
      this.sectionDisposables.delete(removed.key);
      this.trees.delete(removed.key);
    }
    this.sectionList = next;
    if (next.length === 0) this.emptyGeneration = this.generations.next();
    this.render();
    this.listChanged.fire();
  }

  /** Orders the names by name or by expiration (sortable views only); kept for the workspace. */
  async setSort(mode: SortMode): Promise<void> {
    if (!this.options.sortable) return;
    this.sortMode = mode;
    await this.options.state.update(StateKeys.sort(this.options.viewId), mode);
    await vscode.commands.executeCommand('setContext', ContextKeys.ownerSortBy, mode);
    this.provider.refresh();
  }

  /** The node or contract changed: reload the lists on screen now, the others when next shown. */
  invalidate(): void {
    // The names shown are from the old settings: ask nothing more about them.
    this.details.setNode(undefined);
    this.details.cancel();
    this.together(() => {
      for (const section of this.sectionList) section.invalidate(this.treeView.visible);
    });
  }

  /** Reloads the lists that were shown (All Domains' always). Resolves when they settle. */
  async reload(): Promise<void> {
    this.details.cancel();
    const loads = this.together(() => this.sectionList.filter((section) => section.role === 'all' || section.requested).map((section) => section.reload()));
    await Promise.all(loads);
  }

  /**
   * Runs `start` (which starts loads) and draws once after it: every list is loading in that one
   * render. Drawn list by list, the first list's render would still show the others' old failure,
   * and that message would reach the window with the rows emptied for loading.
   */
  private together<T>(start: () => T): T {
    this.holding++;
    try {
      return start();
    } finally {
      this.holding--;
      if (this.holding === 0 && this.heldRender) {
        this.heldRender = false;
        this.render();
      }
    }
  }

  /**
   * Loads the lists unless loaded or loading, then waits; for commands that need the names. A looked-up
   * owner whose row was never opened is left alone, unless `all` (an export of every owner shown).
   */
  async whenLoaded(all = false): Promise<void> {
    await Promise.all(this.sectionList.filter((section) => all || section.role !== 'browsed' || section.requested).map((section) => section.whenLoaded()));
  }

  /** The lists as the view shows them (filtered), for an export. */
  exportSource(): ExportSource {
    return exportSourceOf(this, this.options.l10n);
  }

  /** Cancels the loads in flight and the details requests of this view. */
  cancel(): void {
    for (const section of this.sectionList) section.cancel();
    this.details.cancel();
  }

  /** The lists as one: loading while any loads, failed when all failed. */
  status(): ViewStatus {
    const sections = this.sectionList;
    if (sections.length === 0) return { state: 'unconfigured', loaded: 0, complete: true };
    const state = combinedState(sections.map((section) => section.loader.state.kind));
    const loaded = sections.reduce((sum, section) => sum + section.loadedCount(), 0);
    const complete = sections.every((section) => {
      const current = section.loader.state;
      return current.kind !== 'loaded' || current.list.complete;
    });
    const failed = sections.find((section) => section.failure);
    const failure = failed ? this.failureSummary(failed) : undefined;
    const total = totalOf(sections);
    return { state, loaded, complete, ...(failure ? { failure } : {}), ...(total === undefined ? {} : { total }) };
  }

  async setFilter(text: string): Promise<void> {
    this.filterText = text.trim();
    await this.options.state.update(StateKeys.filter(this.options.viewId), this.filterText || undefined);
    await vscode.commands.executeCommand('setContext', ContextKeys.filtered[this.options.viewId], this.filterText !== '');
    this.render();
    // A view scrolled down would keep its place: the filter row and the first matches would be out
    // of sight. The first row (the filter's, else the first of the list) scrolls into view; a view
    // not on screen is left closed (a reveal would open it).
    const [first] = this.provider.childrenOf();
    if (first && this.treeView.visible) await this.revealRow(first, { select: false, focus: false });
  }

  /** Reveals a domain; false when it is not in the tree (not loaded, or hidden by the filter). */
  async reveal(name: string): Promise<boolean> {
    const leaf = this.provider.leafByName(name);
    if (!leaf) return false;
    await this.revealRow(leaf, { select: true, focus: true, expand: true });
    return true;
  }

  private async revealRow(row: TreeNode, options: { select: boolean; focus: boolean; expand?: boolean }): Promise<void> {
    // VS Code drops a reveal when rows change under it: details arriving for the groups it opens
    // would refresh them, so their refreshes wait until the reveal is done.
    this.revealing++;
    try {
      await this.treeView.reveal(row, options);
    } finally {
      this.revealing--;
      if (this.revealing === 0 && this.heldDetails) {
        const held = this.heldDetails;
        this.heldDetails = undefined;
        this.showDetails(held === 'all' ? undefined : [...held]);
      }
    }
  }

  /**
   * Loads the details of these names of the view's lists from the node that listed them (Find Domain…'s
   * items show each name's expiry); resolves once they settled. Cancelled with the view's other loads.
   */
  loadDetails(names: readonly string[]): Promise<void> {
    return this.details.load(names);
  }

  /** Selects an owner's row and opens it (which loads its names). */
  async revealOwner(key: string): Promise<void> {
    const header = this.provider.headerOf(key);
    if (header) await this.treeView.reveal(header, { select: true, focus: true, expand: true });
  }

  /** Collapses every row, through the list command VS Code applies to the focused tree. */
  async collapseAll(): Promise<void> {
    await vscode.commands.executeCommand(`${this.options.viewId}.focus`);
    await vscode.commands.executeCommand('list.collapseAll');
  }

  /** All loaded names of every list, sorted, ignoring the filter. */
  sortedEntries(): readonly DomainEntry[] {
    if (this.sectionList.length === 1) return this.sectionList[0]?.sortedEntries() ?? [];
    return sortEntries(this.sectionList.flatMap((section) => section.loader.entries));
  }

  /** Names loaded, in every list (while loading: of this load so far). */
  loadedCount(): number {
    return this.sectionList.reduce((sum, section) => sum + section.loadedCount(), 0);
  }

  /** A node answered a list: Select Node… offers it among the recent nodes of this workspace. */
  private rememberNode(url: string): void {
    const recent = readRecentNodes(this.options.state.get<unknown>(StateKeys.recentNodes));
    if (recent[0] !== undefined && normalized(recent[0]) === normalized(url)) return;
    void this.options.state.update(StateKeys.recentNodes, withRecentNode(recent, url));
  }

  private nodeChanged(node: NodeConfig | undefined): void {
    this.details.setNode(node);
  }

  private scheduleRender(): void {
    if (this.renderTimer) return;
    this.renderTimer = setTimeout(() => {
      this.renderTimer = undefined;
      this.render();
    }, Math.max(PAGE_RENDER_INTERVAL_MS, PAGE_RENDER_SHARE * this.lastRenderMs));
  }

  /** Draws the lists as they are now; the texts follow with the rows (see `showTexts`). */
  private render(): void {
    if (this.renderTimer) {
      clearTimeout(this.renderTimer);
      this.renderTimer = undefined;
    }
    const started = performance.now();
    const content = this.content();
    this.lastRenderMs = performance.now() - started;
    const texts = this.texts(content);
    if (texts.message !== this.treeView.message) {
      // VS Code's extension host passes the message and the rows' changes through one 200 ms debounce
      // that fires on its leading edge: set after the rows, a message would come 200 ms after them.
      // Setting the message it already has opens that window, so the new message and the new rows,
      // both set in this same turn, reach the window together when it closes.
      this.treeView.message = this.treeView.message; // eslint-disable-line no-self-assign
      this.treeView.message = texts.message;
    }
    const rowsChanged = this.provider.update(content);
    const collapsible = content.sections.some((section) => section.header !== undefined || section.tree.grouped);
    if (collapsible !== this.collapsible) {
      this.collapsible = collapsible;
      void vscode.commands.executeCommand('setContext', ContextKeys.collapsible[this.options.viewId], collapsible);
    }
    this.pendingTexts = texts;
    // The same rows, and none on their way to VS Code: the texts describe what it shows already.
    if (!this.treeView.visible || (!rowsChanged && !this.textsTimer)) {
      this.showTexts();
      return;
    }
    if (!rowsChanged) return;
    if (this.textsTimer) clearTimeout(this.textsTimer);
    this.textsTimer = setTimeout(() => this.showTexts(), TEXTS_WAIT_MS);
  }

  /** VS Code fetched the rows of the latest render: the count and message it goes with now show. */
  private showTexts(): void {
    if (this.textsTimer) {
      clearTimeout(this.textsTimer);
      this.textsTimer = undefined;
    }
    const texts = this.pendingTexts;
    if (!texts) return;
    this.pendingTexts = undefined;
    if (this.treeView.description !== texts.description) this.treeView.description = texts.description;
  }

  /** True while the latest render's texts wait for VS Code to fetch its rows. */
  get textsPending(): boolean {
    return this.pendingTexts !== undefined;
  }

  private content(): ProviderContent {
    const shared = this.sharedFailures();
    const sections = this.sectionList.map((section) => this.sectionContent(section, shared));
    const top: Array<FilterNode | ActionNode> = [];
    if (this.filterText && sections.length > 0) {
      const input = {
        filter: this.filterText,
        shown: sections.reduce((sum, section) => sum + section.tree.count, 0),
        loaded: this.loadedCount(),
      };
      top.push({
        kind: 'filter', id: `${this.options.viewId}/filter`, viewId: this.options.viewId, text: singleLine(this.filterText, 40),
        description: filterRowDescription(input, this.options.l10n), tooltip: filterRowTooltip(input, this.options.l10n),
      });
    }
    // A failure of several lists (the node unreachable) is told once: its rows above the owners, not under each.
    [...shared.values()].forEach((section, i) => top.push(...this.actions(section, section.failure, undefined, `shared${i}`)));
    const info = {
      l10n: this.options.l10n,
      details: (name: string) => this.details.get(name),
      warningDays: () => this.details.warningDays,
      now: () => this.details.now(),
      rpcUrl: this.details.rpcUrl,
    };
    return { top, sections, info };
  }

  /** The section's names after the filter, grouped; built anew only when they or the filter changed. */
  private treeOf(section: ListSection): DomainTree {
    const sorted = section.sortedEntries();
    const cached = this.trees.get(section.key);
    if (cached && cached.sorted === sorted && cached.filter === this.filterText) return cached.tree;
    const tree = buildDomainTree(filterEntries(sorted, this.filterText), `${this.options.viewId}/${section.key}`);
    this.trees.set(section.key, { sorted, filter: this.filterText, tree });
    return tree;
  }

  /**
   * The failures that two lists or more share (the same summary), each with the first list that has
   * it: their fix-it rows are the view's, once. Only with several lists (All Domains has one).
   */
  private sharedFailures(): Map<string, ListSection> {
    const first = new Map<string, ListSection>();
    const shared = new Map<string, ListSection>();
    if (this.sectionList.length < 2) return shared;
    for (const section of this.sectionList) {
      const summary = section.failure?.summary;
      if (summary === undefined) continue;
      const earlier = first.get(summary);
      if (earlier) shared.set(summary, earlier);
      else first.set(summary, section);
    }
    return shared;
  }

  private sectionContent(section: ListSection, shared: ReadonlyMap<string, ListSection>): SectionContent {
    const state = section.loader.state;
    const list = state.kind === 'loaded' ? state.list : undefined;
    const tree = this.treeOf(section);
    const failure = section.failure;
    // A shared failure's rows are above the owners (see `content`).
    const own = failure && shared.has(failure.summary) ? undefined : failure;
    const actions = this.actions(section, own, list && !list.complete ? { reason: list.incompleteReason ?? '', kind: list.incompleteKind } : undefined);
    const { spec } = section;
    let header: OwnerNode | undefined;
    if (section.role !== 'all') {
      const owner = section.owner ?? spec.owner;
      const role: OwnerNode['role'] = section.role === 'configured' && failure?.setting === 'owner' ? 'invalid' : section.role;
      const input = {
        role, address: owner?.address, scriptHash: owner?.scriptHash, state: state.kind, loaded: section.loadedCount(), shown: tree.count,
        complete: list?.complete ?? true, filter: this.filterText, failure: failure?.summary, total: list?.contractCount,
      };
      header = {
        // The role is part of the row's identity: an owner that becomes the configured one (or stops being
        // it) is a new row to VS Code. Its sticky header keeps a row that only moved (it recomputes which
        // rows to pin when a pinned row is removed, not when one moves), and would show the old owner above
        // the new owner's names until the view scrolled.
        kind: 'owner', id: `${this.options.viewId}/${section.key}/${role}`, section: section.key, role,
        label: owner ? shortAddress(owner.address) : 'nns.owner', address: owner?.address, scriptHash: owner?.scriptHash,
        description: ownerRowDescription(input, this.options.l10n), tooltip: ownerRowTooltip(input, this.options.l10n),
        expanded: spec.expanded ?? section.role === 'configured',
      };
    }
    return { key: section.key, header, actions, tree, loaded: state.kind === 'loaded', strategy: list?.strategy };
  }

  /** The view's description and message, from the same lists as the rows. */
  private texts(content: ProviderContent): ViewTexts {
    const { l10n } = this.options;
    const sections = this.sectionList;
    const shownOf = (key: string) => content.sections.find((section) => section.key === key)?.tree.count ?? 0;
    const describe = (section: ListSection) => {
      const state = section.loader.state;
      const list = state.kind === 'loaded' ? state.list : undefined;
      return {
        state: state.kind, loaded: section.loadedCount(), shown: shownOf(section.key), complete: list?.complete ?? true, incomplete: list?.incompleteKind,
        filter: this.filterText, total: list?.contractCount,
      };
    };
    const [only] = sections;
    if (sections.length === 0) return { description: '', message: undefined };
    if (sections.length === 1 && only) {
      const input = describe(only);
      return {
        description: viewDescription(input, l10n),
        message: viewMessage({ ...input, source: this.options.listSource, failure: this.failureSummary(only) }, l10n),
      };
    }
    const shown = sections.reduce((sum, section) => sum + shownOf(section.key), 0);
    // The lists opened, as one: `failed` when each failed (as All Domains says it), a growing count while any loads.
    const opened = sections.map((section) => section.loader.state.kind).filter((kind) => kind !== 'idle');
    const state = opened.length === 0 ? 'loaded' : combinedState(opened);
    const complete = sections.every((section) => describe(section).complete);
    const description = viewDescription({ state, loaded: this.loadedCount(), shown, complete, filter: this.filterText, total: totalOf(sections) }, l10n);
    const failures = [...new Set(sections.flatMap((section) => this.failureSummary(section) ?? []))];
    if (failures.length > 0) {
      const [first] = failures;
      return { description, message: failures.length === 1 ? first : l10n.t('{0} (and {1} more failures: see the owners below)', first ?? '', failures.length - 1) };
    }
    const settled = sections.every((section) => section.loader.state.kind === 'loaded' || !section.requested);
    const noMatch = settled && this.filterText && this.loadedCount() > 0 && shown === 0;
    return { description, message: noMatch ? noMatchText(this.filterText, l10n) : undefined };
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
    // Only rows made already: VS Code has shown no other (a range's rows are made when it opens).
    this.provider.refresh(names.flatMap((name) => this.provider.leafByName(name, false) ?? []));
  }

  /**
   * Fix-it rows: after a failure (what can fix it, the most likely first), and above a partial list
   * (Select Another Node…, the reason in its tooltip).
   */
  private actions(section: ListSection, failure: FailureText | undefined, partial: { reason: string; kind?: IncompleteKind } | undefined, idPart = section.key): ActionNode[] {
    const t = this.options.l10n;
    const id = (name: string) => `${this.options.viewId}/${idPart}/action/${name}`;
    if (partial !== undefined) {
      const tooltip = partial.reason ? singleLine(partial.reason, 600) : t.t('The node did not return the whole list.');
      // A list that changed while it was read is whole when read again; a node's limits or excess need another node.
      const fixIt: FixIt = partial.kind === 'changed' ? 'retry' : 'selectNode';
      const { label, command, args } = fixItAction(fixIt, {}, t, this.options.viewId);
      return [{ kind: 'action', id: id(ACTION_ROWS[fixIt].id), label, icon: ACTION_ROWS[fixIt].icon, command, args, tooltip }];
    }
    if (!failure) return [];
    const row = (fixIt: FixIt): ActionNode => {
      const { label, command, args } = fixItAction(fixIt, failure, t, this.options.viewId);
      // The log holds the whole story; the other rows repeat the summary the message may cut.
      const tooltip = fixIt === 'showLog' ? failure.detail : failure.summary;
      return { kind: 'action', id: id(ACTION_ROWS[fixIt].id), label, icon: ACTION_ROWS[fixIt].icon, command, args, tooltip };
    };
    const rows = failure.fixIts.map(row);
    const search = this.contractSearch(section);
    const offer = search && contractOffer(search.state, search.configuredHash, t);
    // The contract found on the node fixes it in one click: the first row.
    if (offer) rows.unshift({ kind: 'action', id: id('useContract'), label: offer.label, icon: 'search', command: CommandIds.useFoundContract, args: [offer.hash], tooltip: offer.tooltip });
    return rows;
  }

  /** Where the search for the NNS contract stands, for a list that failed because its contract is missing. */
  private contractSearch(section: ListSection): { readonly state: ContractSearchState; readonly configuredHash: string } | undefined {
    const node = section.node;
    if (!section.failure?.contractMissing || !node || !this.options.contracts) return undefined;
    return { state: this.options.contracts.stateOf(node.rpcUrl), configuredHash: node.contractHash };
  }

  /** A list's failure in words, with what the search for the NNS contract found (when it was missing). */
  private failureSummary(section: ListSection): string | undefined {
    const failure = section.failure;
    if (!failure) return undefined;
    const search = this.contractSearch(section);
    const note = search && contractSearchNote(search.state, this.options.l10n);
    return note ? `${failure.summary} ${note}` : failure.summary;
  }

  dispose(): void {
    this.cancel();
    if (this.renderTimer) clearTimeout(this.renderTimer);
    if (this.textsTimer) clearTimeout(this.textsTimer);
    for (const disposable of this.sectionDisposables.values()) disposable.dispose();
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/**
 * The contract's count of the lists together: known when each list is loaded and the node told it
 * (a complete list counts what it holds); undefined otherwise.
 */
function totalOf(sections: readonly ListSection[]): number | undefined {
  let total = 0;
  for (const section of sections) {
    const state = section.loader.state;
    if (state.kind !== 'loaded') return undefined;
    const count = state.list.complete ? state.list.names.length : state.list.contractCount;
    if (count === undefined) return undefined;
    total += count;
  }
  return total;
}

/** The state of several lists as one: loading while any loads, failed when all failed, else loaded if any is. */
export function combinedState(states: readonly ListState[]): ListState {
  if (states.includes('loading')) return 'loading';
  if (states.length > 0 && states.every((kind) => kind === 'failed')) return 'failed';
  if (states.includes('loaded')) return 'loaded';
  return states[0] ?? 'idle';
}

function readFilter(stored: unknown): string {
  return typeof stored === 'string' ? stored.trim().slice(0, 200) : '';
}
