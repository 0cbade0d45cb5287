// Holds one view's list and its loading state. A new load cancels the one in flight.
// The state machine is unit-tested with a fake lister.
import { isNnsError, type DomainList, type ListOptions } from '../../core';
import type { DomainEntry } from './domainTree';

/** One call of the core (`listTokens` or `listTokensOf`) with everything but signal and pages bound. */
export type ListRequest = (options: Pick<ListOptions, 'signal' | 'onPage' | 'onReset'>) => Promise<DomainList>;

export type LoaderState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'unconfigured' }
  | { readonly kind: 'loading'; readonly loaded: number }
  | { readonly kind: 'loaded'; readonly list: DomainList }
  | { readonly kind: 'failed'; readonly error: unknown };

export type LoaderChange = 'state' | 'page';

/** Numbers loads; loaders that share one number them in one sequence (the lists of one view). */
export class GenerationCounter {
  private value = 0;
  get current(): number {
    return this.value;
  }
  next(): number {
    return ++this.value;
  }
}

export class DomainLoader {
  private stateValue: LoaderState = { kind: 'idle' };
  private entriesValue: readonly DomainEntry[] = [];
  /** The names of the load in flight so far (shown only when it started empty, see `load`). */
  private arrivingValue: readonly DomainEntry[] = [];
  private controller: AbortController | undefined;
  private keyValue: string | undefined;
  private generationValue = 0;
  private settledGeneration = 0;
  private pagesValue = 0;
  private readonly listeners = new Set<(change: LoaderChange) => void>();
  private readonly waiters: Array<{ after: number; resolve: () => void }> = [];
  /** The last complete load, restored when a refresh of the same source is cancelled. */
  private lastLoaded: LoaderState | undefined;

  constructor(private readonly generations: GenerationCounter = new GenerationCounter()) {}

  get state(): LoaderState {
    return this.stateValue;
  }

  /** The names to show: the list loaded so far, or the previous list while refreshing the same source. */
  get entries(): readonly DomainEntry[] {
    return this.entriesValue;
  }

  /**
   * The names the load in flight received so far, in an array that only grows at its end (a reset
   * starts a new one); the same as `entries` unless a refresh in flight keeps the previous names shown.
   */
  get arriving(): readonly DomainEntry[] {
    return this.arrivingValue;
  }

  /** Which source the entries came from (see `sourceKey`). */
  get key(): string | undefined {
    return this.keyValue;
  }

  /** Counts loads (and other settled states) so callers can wait for the next one. */
  get generation(): number {
    return this.generationValue;
  }

  /** Pages the current (or last) load received, for the log. */
  get pages(): number {
    return this.pagesValue;
  }

  onDidChange(listener: (change: LoaderChange) => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /**
   * Loads from `request`. Names of the same `key` stay visible until the new list is complete;
   * a different key starts empty and fills page by page.
   */
  async load(key: string, request: ListRequest): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const generation = (this.generationValue = this.generations.next());
    this.pagesValue = 0;
    const keepPrevious = key === this.keyValue && this.stateValue.kind === 'loaded';
    let pageEntries: DomainEntry[] = [];
    this.arrivingValue = pageEntries;
    if (!keepPrevious) {
      this.keyValue = key;
      this.entriesValue = [];
    }
    this.setState({ kind: 'loading', loaded: 0 });

    const isCurrent = () => this.controller === controller;
    try {
      const list = await request({
        signal: controller.signal,
        onPage: (names, loadedSoFar) => {
          if (!isCurrent()) return;
          this.pagesValue++;
          // If the core starts over (an expired session), loadedSoFar falls back: drop what it redoes,
          // in a new array (what was sorted of the old one is no longer a prefix of it).
          const kept = Math.max(0, Math.min(pageEntries.length, loadedSoFar - names.length));
          if (kept < pageEntries.length) pageEntries = pageEntries.slice(0, kept);
          for (const name of names) pageEntries.push({ name, invalidUtf8: false });
          this.arrivingValue = pageEntries;
          if (!keepPrevious) this.entriesValue = pageEntries;
          this.stateValue = { kind: 'loading', loaded: pageEntries.length };
          this.emit('page');
        },
        onReset: () => {
          if (!isCurrent()) return;
          pageEntries = [];
          this.arrivingValue = pageEntries;
          if (!keepPrevious) this.entriesValue = pageEntries;
          this.stateValue = { kind: 'loading', loaded: 0 };
          this.emit('page');
        },
      });
      if (!isCurrent()) return;
      const invalid = new Set(list.invalidUtf8);
      this.keyValue = key;
      // The pages' entries when they are the list (the usual case): what the view sorted of them stays sorted.
      const same = invalid.size === 0 && pageEntries.length === list.names.length && list.names.every((name, index) => pageEntries[index]?.name === name);
      this.entriesValue = same ? pageEntries : list.names.map((name, index) => ({ name, invalidUtf8: invalid.has(index) }));
      this.finish(generation, { kind: 'loaded', list });
    } catch (error) {
      if (!isCurrent()) return;
      if (isNnsError(error, 'CANCELLED') || controller.signal.aborted) {
        if (!keepPrevious) this.entriesValue = [];
        this.finish(generation, keepPrevious ? this.previousLoadedState() : { kind: 'idle' });
        return;
      }
      this.keyValue = key;
      this.entriesValue = [];
      this.finish(generation, { kind: 'failed', error });
    } finally {
      if (isCurrent()) this.controller = undefined;
    }
  }

  /** Shows a state without a request: no owner set, or a setting that is invalid. */
  settle(state: { kind: 'unconfigured' } | { kind: 'failed'; error: unknown } | { kind: 'idle' }, key?: string): void {
    this.controller?.abort();
    this.controller = undefined;
    this.keyValue = key;
    this.entriesValue = [];
    this.finish((this.generationValue = this.generations.next()), state);
  }

  /** Cancels the load in flight, if any. */
  cancel(): void {
    this.controller?.abort();
  }

  get loading(): boolean {
    return this.stateValue.kind === 'loading';
  }

  /** Resolves once a load (or settle) newer than `afterGeneration` has finished. */
  whenSettled(afterGeneration: number): Promise<void> {
    if (this.settledGeneration > afterGeneration) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ after: afterGeneration, resolve }));
  }

  private previousLoadedState(): LoaderState {
    return this.lastLoaded ?? { kind: 'idle' };
  }

  private finish(generation: number, state: LoaderState): void {
    this.arrivingValue = this.entriesValue;
    if (state.kind === 'loaded') this.lastLoaded = state;
    this.settledGeneration = Math.max(this.settledGeneration, generation);
    this.setState(state);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i];
      if (waiter && this.settledGeneration > waiter.after) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  private setState(state: LoaderState): void {
    this.stateValue = state;
    this.emit('state');
  }

  private emit(change: LoaderChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}
