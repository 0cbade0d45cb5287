// The details of names for the views and commands: the shared store, bound to the core, the log and
// the settings (the node to ask, the warning period).
import * as vscode from 'vscode';
import { getDomainDetails, MAX_PARALLEL_REQUESTS, NnsError, type DomainDetails, type NodeConfig } from '../core';
import { DetailsStore, type DetailsFetch } from '../model/details/detailsStore';
import { DEFAULT_WARNING_DAYS } from '../model/details/expiry';
import { sourceKey } from '../model/chains/settingsValidation';
import type { RequestLog } from './requestLog';
import type { SettingsService } from './settings';

/** Who asks: an id for cancelling (a view id, a document URI) and a label for the log. */
export interface DetailsRequester {
  readonly id: string;
  readonly label: string;
  /**
   * Asks of names that may not be registered (a hover, a name typed), not of names a list returned:
   * the FAULT of a name nobody holds is then an expected answer, logged without a warning.
   */
  readonly anyName?: boolean;
}

export type OneDetails =
  | { readonly ok: true; readonly node: NodeConfig; readonly details: DomainDetails }
  | { readonly ok: false; readonly error: unknown; readonly rpcUrl?: string };

export class DetailsService implements vscode.Disposable {
  readonly store = new DetailsStore();
  private warningDaysValue = DEFAULT_WARNING_DAYS;
  private readonly marksChanged = new vscode.EventEmitter<void>();
  /** The warning period changed: marks and descriptions must be recomputed. */
  readonly onDidChangeWarningDays = this.marksChanged.event;
  private readonly clearedEmitter = new vscode.EventEmitter<void>();
  /** Every detail was forgotten (refresh, another node): what was learned beside them is stale too. */
  readonly onDidClear = this.clearedEmitter.event;

  constructor(
    private readonly settings: Pick<SettingsService, 'read' | 'knowledge'>,
    private readonly log: Pick<RequestLog, 'onRequest' | 'detailsStarted' | 'detailsBatch' | 'detailsFinished' | 'note'>,
  ) {
    this.readWarningDays();
  }

  /** `nns.expiryWarningDays`, validated. */
  get warningDays(): number {
    return this.warningDaysValue;
  }

  /** Re-reads the warning period after a settings change. */
  readWarningDays(): void {
    const checked = this.settings.read().expiryWarningDays;
    if (!checked.ok) this.log.note(checked.error.message);
    const value = checked.ok ? checked.value : DEFAULT_WARNING_DAYS;
    if (value === this.warningDaysValue) return;
    this.warningDaysValue = value;
    this.marksChanged.fire();
  }

  get(name: string): DomainDetails | undefined {
    return this.store.get(name);
  }

  /** Now by the chain's clock where the node told it, for judging expiry; this machine's otherwise. */
  now(): number {
    return this.store.now();
  }

  /** Loads the details of `names` from `node` (those not known yet, unless `force`). */
  load(node: NodeConfig, names: readonly string[], requester: DetailsRequester, force = false): Promise<void> {
    return this.store.request(sourceKey(node), names, requester.id, this.fetcher(node, requester), { force });
  }

  /**
   * A long load the user asked for (an export's): more requests in flight, and `onLoaded` with the
   * number of `names` settled so far, as each batch arrives. Cancelled through `cancel(requester.id)`.
   */
  async loadMany(node: NodeConfig, names: readonly string[], requester: DetailsRequester, onLoaded: (settled: number) => void): Promise<void> {
    const waiting = new Set(names);
    const total = waiting.size;
    const progress = this.store.onDidChange((change) => {
      if (!change) return;
      for (const name of change) waiting.delete(name);
      onLoaded(total - waiting.size);
    });
    try {
      await this.store.request(sourceKey(node), names, requester.id, this.fetcher(node, requester, MAX_PARALLEL_REQUESTS));
    } finally {
      progress.dispose();
    }
  }

  /** One name from the configured node, for commands: from the cache, else loaded. */
  async one(name: string, requester: DetailsRequester, force = false): Promise<OneDetails> {
    const settings = this.settings.read();
    if (!settings.node.ok) return { ok: false, error: settings.node.error, rpcUrl: settings.rpcUrlText };
    const node = settings.node.value;
    await this.load(node, [name], requester, force);
    const details = this.store.sourceKey === sourceKey(node) ? this.store.get(name) : undefined;
    return details ? { ok: true, node, details } : { ok: false, error: new NnsError('CANCELLED', 'The details request was cancelled.'), rpcUrl: node.rpcUrl };
  }

  cancel(requesterId: string): void {
    this.store.cancel(requesterId);
  }

  /** Forgets every detail (refresh, another node or contract). */
  clear(): void {
    this.store.clear();
    this.clearedEmitter.fire();
  }

  private fetcher(node: NodeConfig, { label, anyName = false }: DetailsRequester, parallelRequests?: number): DetailsFetch {
    return (names, { signal, onDetails }) => {
      const started = performance.now();
      this.log.detailsStarted(label, names.length, node.rpcUrl);
      const loaded = getDomainDetails(node, names, {
        signal,
        ...(parallelRequests === undefined ? {} : { parallelRequests }),
        onRequest: this.log.onRequest,
        knowledge: this.settings.knowledge,
        onDetails: (batch) => {
          this.log.detailsBatch(label, batch, performance.now() - started);
          onDetails(batch);
        },
      });
      void loaded.then((all) => this.log.detailsFinished(label, all, performance.now() - started, anyName), () => undefined);
      return loaded;
    };
  }

  dispose(): void {
    this.store.clear();
    this.marksChanged.dispose();
    this.clearedEmitter.dispose();
  }
}
