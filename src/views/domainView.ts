// One sidebar view of domains: All Domains (one list) or Owner Domains (one list per owner, each
// under its owner's row). A list loads when VS Code first asks for its rows, shows progress and a
// growing count, renders its sorted (and, when long, grouped) names, and explains partial lists and
// failures with rows that fix them. The count, the message and the rows come from one render.
import * as vscode from 'vscode';
import type { NodeConfig } from '../core';
import type { ExportSource } from '../model/export/exportRows';
import { ContextKeys, StateKeys, type ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import { GenerationCounter } from '../model/tree/domainLoader';
import { buildDomainTree, filterEntries, sortEntries, type DomainEntry, type DomainTree } from '../model/tree/domainTree';
import { orderChildren, readSortMode, type SortMode } from '../model/tree/sortOrder';
import { registerRows } from '../model/view/registerRow';
import type { TreeNode } from '../model/view/treeNodes';
import {
  readFilter, sectionRows, sharedFailures, topRows, viewHeading, viewStatus, type SectionFacts, type ViewStatus,
} from '../model/view/viewContent';
import type { ListSource } from '../model/view/viewTexts';
import type { ContractFinder } from '../services/contractFinder';
import type { DetailsService } from '../services/detailsService';
import { isWebWorkerHost } from '../services/extensionHost';
import type { NodeHistory } from '../services/nodeHistory';
import { DomainTreeProvider, type ProviderContent } from './domainTreeProvider';
import { ListSection, type SectionLog, type SectionSpec } from './listSection';
import { ViewDetails } from './viewDetails';
import { exportSourceOf } from './viewExport';

export type { SectionSpec } from './listSection';

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
  /** Remembers the node that answered a list, for Select Node…. */
  readonly nodes: Pick<NodeHistory, 'remember'>;
}

export type { ViewStatus } from '../model/view/viewContent';

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
          if (change !== 'page' && created.loader.state.kind === 'loaded' && created.node) this.options.nodes.remember(created.node.rpcUrl);
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
   * Reloads the lists of these owners (addresses) that were shown: a write changed what they hold.
   * Resolves when they settle.
   */
  async reloadOwners(addresses: readonly string[]): Promise<void> {
    const wanted = new Set(addresses);
    const loads = this.together(() => this.sectionList
      .filter((section) => section.requested && section.owner !== undefined && wanted.has(section.owner.address))
      .map((section) => section.reload()));
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
    return viewStatus(this.sectionList.map((section) => this.factsOf(section)), this.options.l10n);
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
    const facts = this.sectionList.map((section) => this.factsOf(section));
    const content = this.content(facts);
    this.lastRenderMs = performance.now() - started;
    const texts = viewHeading(facts, this.options.listSource, this.filterText, this.options.l10n);
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

  /** The rows of the lists as they are now (`facts`, one per list, in order), and what their rows read. */
  private content(facts: readonly SectionFacts[] = this.sectionList.map((section) => this.factsOf(section))): ProviderContent {
    const { viewId, l10n } = this.options;
    const shared = sharedFailures(facts);
    const sections = this.sectionList.map((section, i) => {
      const fact = facts[i] ?? this.factsOf(section);
      const { header, actions } = sectionRows(viewId, fact, this.filterText, shared, l10n);
      return { key: section.key, header, actions, tree: this.treeOf(section), loaded: fact.state === 'loaded', strategy: fact.list?.strategy };
    });
    const info = {
      l10n,
      details: (name: string) => this.details.get(name),
      warningDays: () => this.details.warningDays,
      now: () => this.details.now(),
      rpcUrl: this.details.rpcUrl,
    };
    // A contract with no name yet offers its first registration where the workspace may sign.
    const top = [...topRows(viewId, facts, this.filterText, l10n), ...registerRows(viewId, facts, this.filterText, canSign(), l10n)];
    return { top, sections, info };
  }

  /** What a list is now, for the rows and texts of the view (model/view/viewContent.ts). */
  private factsOf(section: ListSection): SectionFacts {
    const state = section.loader.state;
    return {
      key: section.key, role: section.role, owner: section.owner ?? section.spec.owner, expanded: section.spec.expanded,
      state: state.kind, list: state.kind === 'loaded' ? state.list : undefined, loaded: section.loadedCount(), shown: this.treeOf(section).count,
      requested: section.requested, failure: section.failure, contractSearch: this.contractSearch(section),
    };
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

  /** Where the search for the NNS contract stands, for a list that failed because its contract is missing. */
  private contractSearch(section: ListSection): NonNullable<SectionFacts['contractSearch']> | undefined {
    const node = section.node;
    if (!section.failure?.contractMissing || !node || !this.options.contracts) return undefined;
    return { state: this.options.contracts.stateOf(node.rpcUrl), configuredHash: node.contractHash, canSign: canSign() };
  }

  dispose(): void {
    this.cancel();
    if (this.renderTimer) clearTimeout(this.renderTimer);
    if (this.textsTimer) clearTimeout(this.textsTimer);
    for (const disposable of this.sectionDisposables.values()) disposable.dispose();
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/** Whether this window may sign (the set-up and Register Name… rows): a trusted workspace, not the web build. */
function canSign(): boolean {
  return vscode.workspace.isTrusted && !isWebWorkerHost();
}
