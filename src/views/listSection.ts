// One list a domain view shows: All Domains' only one, or one owner's in Owner Domains. It loads
// when VS Code first asks for its rows, keeps its names sorted, and knows why it failed.
import type { DomainList, NodeConfig, Owner } from '../core';
import { DomainLoader, type GenerationCounter } from '../model/tree/domainLoader';
import type { DomainEntry } from '../model/tree/domainTree';
import { describeFailure, type FailureText } from '../model/text/failureText';
import { IncrementalSort } from '../model/tree/incrementalSort';
import { NameSearch } from '../model/tree/nameSearch';
import type { Localizer } from '../model/text/localizer';
import type { ListSource } from '../model/view/viewTexts';
import type { SectionPlan, SectionRole } from '../model/view/viewSections';
import type { ViewSource, ViewSources } from '../services/viewSources';


export interface SectionLog {
  loadStarted(list: string, operation: string, rpcUrl: string): void;
  loadFinished(list: string, result: DomainList, durationMs: number, pages: number, rpcUrl: string): void;
  failed(list: string, summary: string, detail: string): void;
}

/** One list of a view (which one: model/view/viewSections.ts) and where its names come from. */
export interface SectionSpec extends SectionPlan {
  readonly resolve: () => ViewSource;
}

/** The spec of a planned list: All Domains' from `tokens`, the configured owner's from `tokensOf` of nns.owner, a looked-up owner's of that owner. */
export function sectionSpec(plan: SectionPlan, sources: Pick<ViewSources, 'resolve'>): SectionSpec {
  const { role, owner } = plan;
  return { ...plan, resolve: () => (role === 'all' ? sources.resolve('tokens') : sources.resolve('tokensOf', role === 'browsed' ? owner : undefined)) };
}

/** What a section needs from its view. */
export interface SectionHost {
  readonly listSource: ListSource;
  readonly l10n: Localizer;
  readonly log: SectionLog;
  readonly generations: GenerationCounter;
  /** The node the names come from (undefined: none), for their details. */
  nodeChanged(node: NodeConfig | undefined): void;
  /** Shows progress in the view until `done` settles. */
  progress(done: Promise<void>): void;
}

export class ListSection {
  readonly loader: DomainLoader;
  private failureValue: FailureText | undefined;
  private ownerValue: Owner | undefined;
  /** The node of the last load, as configured (for failure texts). */
  private rpcUrl: string | undefined;
  private nodeValue: NodeConfig | undefined;
  /** Nothing current is loaded or loading (settings changed, or never asked). */
  private stale = true;
  /** VS Code asked for its rows at least once: it is on screen, or was. */
  private requestedValue = false;
  /** The names shown and, while a refresh keeps them shown, those arriving: each kept sorted as it grows. */
  private sorts: IncrementalSort[] = [];
  /** Find Domain…'s search of the sorted names, kept while they are the same. */
  private search: { readonly sorted: readonly DomainEntry[]; readonly search: NameSearch } | undefined;

  /** Stable across loads: `all`, or `owner:<script hash>` / `owner:invalid`. */
  readonly key: string;

  constructor(
    /**
     * What it lists and how; the view replaces it with a newer spec of the same key, perhaps in another
     * role (an owner looked up that became the configured one).
     */
    public spec: SectionSpec,
    private readonly host: SectionHost,
  ) {
    this.key = spec.key;
    this.loader = new DomainLoader(host.generations);
    // Each page is sorted as it arrives, while the node works on the next: the last page leaves a
    // merge to do, not a sort of the whole list.
    this.loader.onDidChange((change) => {
      if (change === 'page') this.sortOf(this.loader.arriving).absorb();
    });
  }

  get role(): SectionRole {
    return this.spec.role;
  }

  /** Why the last load failed; described as soon as the loader says so, before anything draws it. */
  get failure(): FailureText | undefined {
    const state = this.loader.state;
    if (state.kind !== 'failed') return undefined;
    this.failureValue ??= describeFailure(state.error, this.rpcUrl, this.host.l10n);
    return this.failureValue;
  }

  /** The node asked by the last load (none when the settings named no valid node). */
  get node(): NodeConfig | undefined {
    return this.nodeValue;
  }

  /** The owner listed (owner sections), as of the last load. */
  get owner(): Owner | undefined {
    return this.ownerValue;
  }

  get requested(): boolean {
    return this.requestedValue;
  }

  /** Loads if nothing current is loaded or loading; VS Code asked for the rows. */
  ensureLoaded(): void {
    this.requestedValue = true;
    if (!this.stale) return;
    this.stale = false;
    // Not inside getChildren or an event: let VS Code finish what it is doing first.
    setTimeout(() => void this.reload(), 0);
  }

  /** The settings changed: reload now if on screen (`now`), else when next asked for. */
  invalidate(now: boolean): void {
    this.stale = true;
    if (now && this.requestedValue) void this.reload();
    else this.loader.cancel();
  }

  /** Starts a new load, cancelling the one in flight. Resolves when it settles. */
  async reload(): Promise<void> {
    this.stale = false;
    this.requestedValue = true;
    const source = this.spec.resolve();
    this.host.nodeChanged(source.kind === 'request' ? source.node : undefined);
    this.ownerValue = source.kind === 'unconfigured' ? undefined : source.owner;
    this.failureValue = undefined;
    this.rpcUrl = source.kind === 'request' ? source.node.rpcUrl : source.kind === 'invalid' ? source.rpcUrl : undefined;
    this.nodeValue = source.kind === 'request' ? source.node : undefined;
    if (source.kind === 'unconfigured') {
      this.loader.settle({ kind: 'unconfigured' });
      return;
    }
    if (source.kind === 'invalid') {
      this.loader.settle({ kind: 'failed', error: source.error });
      this.logFailure();
      return;
    }
    const started = Date.now();
    const operation = this.host.listSource === 'tokens' ? 'tokens()' : `tokensOf(${source.owner?.address ?? ''})`;
    this.host.log.loadStarted(this.spec.logName, operation, source.node.rpcUrl);
    const done = this.loader.load(source.key, source.request);
    const generation = this.loader.generation;
    this.host.progress(done);
    await done;
    // A newer load took over: it reports for itself.
    if (this.loader.generation !== generation) return;
    const state = this.loader.state;
    if (state.kind === 'loaded') this.host.log.loadFinished(this.spec.logName, state.list, Date.now() - started, this.loader.pages, source.node.rpcUrl);
    if (state.kind === 'failed') this.logFailure();
  }

  private logFailure(): void {
    const failure = this.failure;
    if (failure) this.host.log.failed(this.spec.logName, failure.summary, failure.detail);
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

  cancel(): void {
    this.loader.cancel();
  }

  /** While loading: names of this load so far (a refresh keeps showing the old names meanwhile). */
  loadedCount(): number {
    const state = this.loader.state;
    return state.kind === 'loading' ? state.loaded : this.loader.entries.length;
  }

  /**
   * All loaded names, sorted, ignoring the filter; the same array until names are added. Pages are
   * sorted as they arrive (see `IncrementalSort`), so this is at most a few merges.
   */
  sortedEntries(): readonly DomainEntry[] {
    return this.sortOf(this.loader.entries).sorted();
  }

  /** Find Domain…'s search of the sorted names: each list's names are lowercased once. */
  nameSearch(): NameSearch {
    const sorted = this.sortedEntries();
    if (this.search?.sorted !== sorted) this.search = { sorted, search: new NameSearch(sorted) };
    return this.search.search;
  }

  /** The sort of `entries`, kept while they are the names shown or arriving. */
  private sortOf(entries: readonly DomainEntry[]): IncrementalSort {
    const { loader } = this;
    this.sorts = this.sorts.filter((sort) => sort.entries === loader.entries || sort.entries === loader.arriving);
    let sort = this.sorts.find((candidate) => candidate.entries === entries);
    if (!sort) {
      sort = new IncrementalSort(entries);
      this.sorts.push(sort);
    }
    return sort;
  }

  dispose(): void {
    this.loader.cancel();
  }
}
