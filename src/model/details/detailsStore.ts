// The details of names loaded so far, for one node and contract, shared by both views and the
// commands. Each name is asked for once; each load belongs to the requesters that want it and is
// cancelled when none of them does any more. Unit-tested with a fake fetch.
import { isNnsError, NnsError, type DomainDetails } from '../../core';

/** One call of the core's `getDomainDetails` with the node bound. */
export type DetailsFetch = (
  names: readonly string[],
  options: { signal: AbortSignal; onDetails: (batch: readonly DomainDetails[]) => void },
) => Promise<readonly DomainDetails[]>;

/** The names whose details changed, or undefined: everything was forgotten. */
export type DetailsChange = readonly string[] | undefined;

interface Load {
  readonly controller: AbortController;
  readonly names: readonly string[];
  readonly requesters: Set<string>;
  done: Promise<void>;
}

export class DetailsStore {
  private key: string | undefined;
  /** The chain's time minus this machine's, from the latest details that carried the chain's time. */
  private chainOffset: number | undefined;
  private readonly known = new Map<string, DomainDetails>();
  private readonly pending = new Map<string, Load>();
  private readonly listeners = new Set<(change: DetailsChange) => void>();

  /** `clock`: this machine's time (the chain's offset is taken and applied against the same clock). */
  constructor(private readonly clock: () => number = Date.now) {}

  /** The source the details came from (see `sourceKey`). */
  get sourceKey(): string | undefined {
    return this.key;
  }

  get(name: string): DomainDetails | undefined {
    return this.known.get(name);
  }

  /**
   * Now by the chain's clock, which decides expiry: this machine's clock moved by how far the chain's
   * was from it when details last came with the chain's time; this machine's clock until then.
   */
  now(): number {
    return this.clock() + (this.chainOffset ?? 0);
  }

  /** Names being loaded now. */
  get pendingCount(): number {
    return this.pending.size;
  }

  onDidChange(listener: (change: DetailsChange) => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /**
   * Loads those of `names` that are neither known nor being loaded (all of them with `force`), from the
   * source `key`; a different key than before forgets everything first. Resolves once every name asked
   * for has settled: loaded, failed, or cancelled.
   */
  request(key: string, names: readonly string[], requester: string, fetch: DetailsFetch, options: { force?: boolean } = {}): Promise<void> {
    if (key !== this.key) {
      this.clear();
      this.key = key;
    }
    const waits = new Set<Load>();
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      const load = this.pending.get(name);
      if (load) {
        load.requesters.add(requester);
        waits.add(load);
      } else if (options.force || !this.known.has(name)) {
        missing.push(name);
      }
    }
    if (missing.length > 0) waits.add(this.start(missing, requester, fetch));
    return Promise.all([...waits].map((load) => load.done)).then(() => undefined);
  }

  /** `requester` no longer wants its loads; those nobody else wants are cancelled. */
  cancel(requester: string): void {
    for (const load of new Set(this.pending.values())) {
      load.requesters.delete(requester);
      if (load.requesters.size === 0) this.abort(load);
    }
  }

  /** Cancels every load and forgets every detail (refresh, another node). */
  clear(): void {
    for (const load of new Set(this.pending.values())) this.abort(load);
    const hadAny = this.known.size > 0;
    this.known.clear();
    this.key = undefined;
    this.chainOffset = undefined;
    if (hadAny) this.emit(undefined);
  }

  private start(names: readonly string[], requester: string, fetch: DetailsFetch): Load {
    const load: Load = { controller: new AbortController(), names, requesters: new Set([requester]), done: Promise.resolve() };
    for (const name of names) this.pending.set(name, load);
    const mine = (name: string) => this.pending.get(name) === load;
    const settle = (batch: readonly DomainDetails[]) => {
      const changed: string[] = [];
      for (const details of batch) {
        if (!mine(details.name)) continue;
        if (details.chainTime !== undefined) this.chainOffset = details.chainTime - this.clock();
        this.pending.delete(details.name);
        this.known.set(details.name, details);
        changed.push(details.name);
      }
      if (changed.length > 0) this.emit(changed);
    };
    load.done = fetch(names, { signal: load.controller.signal, onDetails: settle }).then(
      (all) => settle(all),
      (error: unknown) => {
        if (load.controller.signal.aborted || isNnsError(error, 'CANCELLED')) return;
        // Only invalid settings reject a whole call; show that on every name rather than nothing.
        const failure = error instanceof NnsError ? error : new NnsError('INVALID_RESPONSE', String(error), { cause: error });
        settle(names.filter(mine).map((name): DomainDetails => ({ name, state: 'error', error: failure })));
      },
    ).finally(() => {
      for (const name of names) if (mine(name)) this.pending.delete(name);
    });
    return load;
  }

  private abort(load: Load): void {
    load.controller.abort();
    for (const name of load.names) if (this.pending.get(name) === load) this.pending.delete(name);
  }

  private emit(change: DetailsChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}
