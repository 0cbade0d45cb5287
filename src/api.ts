// What `activate()` returns. Its only consumer is this extension's integration suite: it reads what
// the views show without scraping the UI. Not a stable API for other extensions.
import type { ListingStrategy, NnsErrorCode } from './core';
import type { ViewId } from './model/ids';
import type { SortMode } from './model/sortOrder';

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
  /** The order of the names (only Owner Domains offers 'expiration'). */
  readonly sortBy: SortMode;
  /** Names of the selected domain rows. */
  readonly selected: readonly string[];
}

/** A row as VS Code receives it from the TreeDataProvider. */
export interface RenderedRow {
  readonly kind: 'domain' | 'group' | 'action' | 'owner';
  readonly label: string;
  readonly description?: string;
  /**
   * What a hover shows. Domain rows leave TreeItem.tooltip undefined for `resolveTreeItem`: theirs is
   * the text it would resolve to with the details loaded so far (nothing is fetched).
   */
  readonly tooltip?: string;
  readonly contextValue?: string;
  readonly icon?: string;
  /** TreeItem.resourceUri, as a string (domain rows: `nns-domain:/<hex of the name>`). */
  readonly resourceUri?: string;
  /** The file decoration the extension's provider gives that URI (expired / expiring names). */
  readonly decoration?: { readonly badge: string; readonly tooltip: string; readonly color: string };
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
  /**
   * Hovers the row of `name` the way VS Code does: `resolveTreeItem`, which loads that name's details
   * if needed. Resolves with the tooltip; undefined if the view has no such row.
   */
  hover(view: ViewId, name: string): Promise<string | undefined>;
  /** Names whose details are being loaded now (both views and the commands). */
  readonly pendingDetails: number;
  /** Error notifications shown so far. */
  readonly notificationsShown: number;
}

export interface NnsExplorerApi {
  readonly testing: NnsExplorerTestingApi;
}
