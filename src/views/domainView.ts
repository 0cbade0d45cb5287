// One sidebar view of domains: All Domains (one list) or Owner Domains (one list per owner, under its
// owner's row). It keeps its lists, filter and order; what they draw is made by ViewRows and drawn by
// ViewRenderer, so that the count, the message and the rows come from one render.
import * as vscode from 'vscode';
import type { ExportSource } from '../model/export/exportRows';
import { ContextKeys, StateKeys, type ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import { GenerationCounter } from '../model/tree/domainLoader';
import { sortEntries, type DomainEntry } from '../model/tree/domainTree';
import { NameSearch } from '../model/tree/nameSearch';
import { orderChildren, readSortMode, type SortMode } from '../model/tree/sortOrder';
import type { TreeNode } from '../model/view/treeNodes';
import { readFilter, viewHeading, viewStatus, type ViewStatus } from '../model/view/viewContent';
import type { ListSource } from '../model/view/viewTexts';
import type { ContractFinder } from '../services/contractFinder';
import type { DetailsService } from '../services/detailsService';
import type { NodeHistory } from '../services/nodeHistory';
import { DomainTreeProvider } from './domainTreeProvider';
import { ListSection, type SectionLog, type SectionSpec } from './listSection';
import { RowReveal } from './rowReveal';
import { ViewDetails } from './viewDetails';
import { exportSourceOf } from './viewExport';
import { ViewRenderer, type Drawing } from './viewRenderer';
import { ViewRows } from './viewRows';

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

export class DomainView implements vscode.Disposable {
  readonly treeView: vscode.TreeView<TreeNode>;
  readonly provider: DomainTreeProvider;
  readonly details: ViewDetails;
  private readonly generations = new GenerationCounter();
  private sectionList: ListSection[] = [];
  private readonly rows: ViewRows;
  private readonly renderer: ViewRenderer;
  private readonly reveals: RowReveal;
  private readonly sectionDisposables = new Map<string, { dispose(): void }>();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly listChanged = new vscode.EventEmitter<void>();
  /** A list loaded, failed or received a page. */
  readonly onDidChangeList = this.listChanged.event;
  /** Generation of the view when it shows no list (Owner Domains without owners). */
  private emptyGeneration = 0;
  private filterText: string;
  private sortMode: SortMode;

  constructor(private readonly options: DomainViewOptions) {
    this.filterText = readFilter(options.state.get<unknown>(StateKeys.filter(options.viewId)));
    this.sortMode = options.sortable ? readSortMode(options.state.get<unknown>(StateKeys.sort(options.viewId))) : 'name';
    this.details = new ViewDetails(options.details, { id: options.viewId, label: options.title }, (names) => this.reveals.detailsArrived(names));
    this.rows = new ViewRows({ viewId: options.viewId, l10n: options.l10n, details: this.details, contracts: options.contracts });
    this.provider = new DomainTreeProvider(this.rows.content(this.sectionList, this.filterText), {
      onSectionRequested: (key) => this.section(key)?.ensureLoaded(),
      onRowsShown: (rows) => this.details.showRows(rows),
      order: (rows) => orderChildren(rows, this.sortMode, (name) => this.details.get(name), this.details.now()),
      loadDetails: (leaf, token) => this.details.hover(leaf, token),
      onRootServed: () => this.renderer.showTexts(),
    });
    // Collapse All is the view's own command (see ViewCommandIds.collapseAll): VS Code's cannot be
    // hidden on a flat list. Several names can be selected and copied at once.
    this.treeView = vscode.window.createTreeView(options.viewId, { treeDataProvider: this.provider, showCollapseAll: false, canSelectMany: true });
    this.renderer = new ViewRenderer(options.viewId, this.treeView, this.provider, () => this.draw());
    this.reveals = new RowReveal(this.treeView, (names) => this.redrawDetails(names));
    this.disposables.push(
      this.details,
      this.provider,
      this.treeView,
      this.renderer,
      this.listChanged,
      this.treeView.onDidChangeVisibility((event) => {
        if (event.visible) this.renderer.render();
      }),
      // The palette offers Copy Name, Show Owner's Domains and Copy Owner Address only with a name to act on.
      this.treeView.onDidChangeSelection((event) => {
        void vscode.commands.executeCommand('setContext', ContextKeys.domainSelected[options.viewId], event.selection.some((row) => row.kind === 'domain'));
      }),
    );
    if (options.contracts) this.disposables.push(options.contracts.onDidChange(() => this.renderer.render()));
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
          nodeChanged: (node) => this.details.setNode(node),
          progress: (done) => void vscode.window.withProgress({ location: { viewId: this.options.viewId } }, () => done),
        });
        this.sectionDisposables.set(spec.key, created.loader.onDidChange((change) => {
          if (change === 'page') this.renderer.schedule();
          else this.renderer.changed();
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
      this.rows.forget(removed.key);
    }
    this.sectionList = next;
    if (next.length === 0) this.emptyGeneration = this.generations.next();
    this.renderer.render();
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
    this.renderer.together(() => {
      for (const section of this.sectionList) section.invalidate(this.treeView.visible);
    });
  }

  /** Reloads the lists that were shown (All Domains' always). Resolves when they settle. */
  async reload(): Promise<void> {
    this.details.cancel();
    const loads = this.renderer.together(() => this.sectionList.filter((section) => section.role === 'all' || section.requested).map((section) => section.reload()));
    await Promise.all(loads);
  }

  /**
   * Reloads the lists of these owners (addresses) that were shown: a write changed what they hold.
   * Resolves when they settle.
   */
  async reloadOwners(addresses: readonly string[]): Promise<void> {
    const wanted = new Set(addresses);
    const loads = this.renderer.together(() => this.sectionList
      .filter((section) => section.requested && section.owner !== undefined && wanted.has(section.owner.address))
      .map((section) => section.reload()));
    await Promise.all(loads);
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
    return viewStatus(this.rows.facts(this.sectionList, this.filterText), this.options.l10n);
  }

  async setFilter(text: string): Promise<void> {
    this.filterText = text.trim();
    await this.options.state.update(StateKeys.filter(this.options.viewId), this.filterText || undefined);
    await vscode.commands.executeCommand('setContext', ContextKeys.filtered[this.options.viewId], this.filterText !== '');
    this.renderer.render();
    // A view scrolled down would keep its place: the filter row and the first matches would be out
    // of sight. The first row (the filter's, else the first of the list) scrolls into view; a view
    // not on screen is left closed (a reveal would open it).
    const [first] = this.provider.childrenOf();
    if (first && this.treeView.visible) await this.reveals.reveal(first, { select: false, focus: false });
  }

  /** Reveals a domain; false when it is not in the tree (not loaded, or hidden by the filter). */
  async reveal(name: string): Promise<boolean> {
    const leaf = this.provider.leafByName(name);
    if (!leaf) return false;
    await this.reveals.reveal(leaf, { select: true, focus: true, expand: true });
    return true;
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

  /** Find Domain…'s search of `sortedEntries`: a list's names are lowercased once. */
  nameSearch(): NameSearch {
    if (this.sectionList.length === 1) return this.sectionList[0]!.nameSearch();
    return new NameSearch(this.sortedEntries());
  }

  /** Names loaded, in every list (while loading: of this load so far). */
  loadedCount(): number {
    return this.sectionList.reduce((sum, section) => sum + section.loadedCount(), 0);
  }

  /** True while the latest render's texts wait for VS Code to fetch its rows. */
  get textsPending(): boolean {
    return this.renderer.textsPending;
  }

  private draw(): Drawing {
    const facts = this.rows.facts(this.sectionList, this.filterText);
    return {
      content: this.rows.content(this.sectionList, this.filterText, facts),
      texts: viewHeading(facts, this.options.listSource, this.filterText, this.options.l10n),
    };
  }

  /** Details arrived: redraw those rows (all rows when the order depends on them). */
  private redrawDetails(names: readonly string[] | undefined): void {
    if (names === undefined || this.sortMode === 'expiration') {
      this.provider.refresh();
      return;
    }
    // Only rows made already: VS Code has shown no other (a range's rows are made when it opens).
    this.provider.refresh(names.flatMap((name) => this.provider.leafByName(name, false) ?? []));
  }

  dispose(): void {
    this.cancel();
    for (const disposable of this.sectionDisposables.values()) disposable.dispose();
    for (const disposable of this.disposables) disposable.dispose();
  }
}
