// Node answers kept for a while and shared by whoever asks while they load (a node's roots, an owner's name
// count, a name's first records). A load every asker cancelled is aborted; one whose asker only stopped waiting
// (a hover that showed "loading…") goes on, so the next ask finds the answer.

export type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/** One ask: the answer when it settles, and a way to say it is no longer wanted. */
export interface Lookup<T> {
  readonly settled: Promise<Settled<T>>;
  /** Nobody needs this answer for this asker any more; the last cancel aborts the load. */
  cancel(): void;
}

export interface LookupCacheOptions {
  /** How long an answer is kept. */
  readonly ttlMs: number;
  /** How long a failure is kept (not asked again on every hover). */
  readonly failureTtlMs: number;
  readonly now?: () => number;
}

interface Entry<T> {
  readonly settled: Promise<Settled<T>>;
  result?: Settled<T>;
  at?: number;
  readonly controller: AbortController;
  wanting: number;
}

export class LookupCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: LookupCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The answer for `key` if one is known and fresh. */
  peek(key: string): Settled<T> | undefined {
    const entry = this.fresh(key);
    return entry?.result;
  }

  /** The answer for `key`: known, being loaded, or loaded now with `load`. */
  get(key: string, load: (signal: AbortSignal) => Promise<T>): Lookup<T> {
    let entry = this.fresh(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Entry<T> = {
        controller,
        wanting: 0,
        settled: load(controller.signal).then(
          (value): Settled<T> => ({ ok: true, value }),
          (error: unknown): Settled<T> => ({ ok: false, error }),
        ).then((result) => {
          created.result = result;
          created.at = this.now();
          return result;
        }),
      };
      this.entries.set(key, created);
      entry = created;
    }
    if (entry.result) return { settled: Promise.resolve(entry.result), cancel: () => {} };
    const pending = entry;
    pending.wanting++;
    let cancelled = false;
    return {
      settled: pending.settled,
      cancel: () => {
        if (cancelled || pending.result) return;
        cancelled = true;
        if (--pending.wanting > 0) return;
        pending.controller.abort();
        // An aborted load is forgotten at once: the next ask starts afresh.
        if (this.entries.get(key) === pending) this.entries.delete(key);
      },
    };
  }

  /** Forgets every answer and aborts every load (refresh, another node). */
  clear(): void {
    for (const entry of this.entries.values()) if (!entry.result) entry.controller.abort();
    this.entries.clear();
  }

  private fresh(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry?.result || entry.at === undefined) return entry;
    const ttl = entry.result.ok ? this.options.ttlMs : this.options.failureTtlMs;
    if (this.now() - entry.at < ttl) return entry;
    this.entries.delete(key);
    return undefined;
  }
}
