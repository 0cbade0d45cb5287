// A hover's patience: every lookup it starts is waited for until one deadline at most, and all are
// cancelled when the editor cancels the hover (the pointer moved on). Lookups still loading when the
// hover is shown go on: the next hover finds their answers.
import type * as vscode from 'vscode';
import type { Lookup, Settled } from '../model/hover/lookupCache';

/** What a hover waited for came to this, or is still loading. */
export type Waited<T> = Settled<T> | 'loading';

export class HoverWait {
  private readonly open = new Set<Lookup<unknown>>();
  private readonly cancelled: Promise<void>;
  private readonly listener: vscode.Disposable;

  constructor(
    private readonly token: vscode.CancellationToken,
    private readonly deadline: number,
  ) {
    let onCancel: () => void = () => {};
    this.cancelled = new Promise((resolve) => (onCancel = resolve));
    this.listener = token.onCancellationRequested(() => {
      for (const lookup of this.open) lookup.cancel();
      this.open.clear();
      onCancel();
    });
  }

  get isCancelled(): boolean {
    return this.token.isCancellationRequested;
  }

  /** Starts waiting for `lookup` (call for all lookups first, then `for` each: they load side by side). */
  track<T>(lookup: Lookup<T>): Lookup<T> {
    if (this.token.isCancellationRequested) lookup.cancel();
    else this.open.add(lookup as Lookup<unknown>);
    void lookup.settled.then(() => this.open.delete(lookup as Lookup<unknown>));
    return lookup;
  }

  /** The lookup's answer, or 'loading' once the deadline passed or the hover was cancelled. */
  async for<T>(lookup: Lookup<T>): Promise<Waited<T>> {
    const left = this.deadline - Date.now();
    if (left <= 0 || this.token.isCancellationRequested) return Promise.race([lookup.settled, Promise.resolve('loading' as const)]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'loading'>((resolve) => (timer = setTimeout(() => resolve('loading'), left)));
    try {
      return await Promise.race([lookup.settled, timeout, this.cancelled.then(() => 'loading' as const)]);
    } finally {
      clearTimeout(timer);
    }
  }

  dispose(): void {
    this.listener.dispose();
  }
}
