// What `activate()` returns. Its only consumer is this extension's integration suite: it reads what
// the views show without scraping the UI. Not a stable API for other extensions.
import type { ListingStrategy, NnsErrorCode } from './core';
import type { ViewId } from './ids';

export interface ViewSnapshot {
  readonly state: 'idle' | 'unconfigured' | 'loading' | 'loaded' | 'failed';
  /** Increases with every load; wait for a number above the one you saw. */
  readonly generation: number;
  /** The names the tree holds, sorted, after the filter. */
  readonly names: readonly string[];
  /** Names loaded, before the filter. */
  readonly loaded: number;
  readonly complete: boolean;
  readonly incompleteReason?: string;
  readonly strategy?: ListingStrategy;
  readonly grouped: boolean;
  readonly filter: string;
  readonly description?: string;
  readonly message?: string;
  /** The failure summary the view shows, if any. */
  readonly failure?: string;
  readonly errorCode?: NnsErrorCode;
  readonly visible: boolean;
  /** Names of the selected domain rows. */
  readonly selected: readonly string[];
}

/** A row as VS Code receives it from the TreeDataProvider. */
export interface RenderedRow {
  readonly kind: 'domain' | 'group' | 'action' | 'owner';
  readonly label: string;
  readonly description?: string;
  readonly tooltip?: string;
  readonly contextValue?: string;
  readonly icon?: string;
  readonly command?: string;
  readonly children: readonly RenderedRow[];
}

export interface NnsExplorerTestingApi {
  /** How long `activate()` took, in milliseconds. */
  readonly activationMs: number;
  snapshot(view: ViewId): ViewSnapshot;
  /** Resolves with the snapshot once a load newer than `afterGeneration` has settled. */
  settled(view: ViewId, afterGeneration: number): Promise<ViewSnapshot>;
  /** Walks the provider the way VS Code does (getChildren + getTreeItem), expanding every group. */
  render(view: ViewId): Promise<readonly RenderedRow[]>;
  /** Error notifications shown so far. */
  readonly notificationsShown: number;
}

export interface NnsExplorerApi {
  readonly testing: NnsExplorerTestingApi;
}
