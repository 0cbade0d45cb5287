// What the test build's `activate()` returns (the product's returns nothing): the integration suites
// and the benchmark read what the views show through it, without scraping the UI.
import type { WorkspaceAccount, WorkspaceNode } from '../../../src/model/chains/workspaceChain';
import type { ListingStrategy, NnsErrorCode } from '../../../src/core';
import type { ViewId } from '../../../src/model/ids';
import type { SortMode } from '../../../src/model/tree/sortOrder';

/** One list of a view: All Domains' only one, or one owner's of Owner Domains. */
export interface ListSnapshot {
  readonly state: 'idle' | 'unconfigured' | 'loading' | 'loaded' | 'failed';
  /** Increases with every load of the view's lists; wait for a number above the one you saw. */
  readonly generation: number;
  /** The names the tree holds, sorted, after the filter. */
  readonly names: readonly string[];
  /** Names loaded, before the filter. */
  readonly loaded: number;
  readonly complete: boolean;
  readonly incompleteReason?: string;
  readonly strategy?: ListingStrategy;
  readonly grouped: boolean;
  /** The failure summary the view shows, if any. */
  readonly failure?: string;
  readonly errorCode?: NnsErrorCode;
}

/** An owner of Owner Domains: its row and its list. */
export interface OwnerSnapshot extends ListSnapshot {
  readonly role: 'configured' | 'browsed' | 'invalid';
  readonly address?: string;
  /** The row's description (count, state). */
  readonly description?: string;
}

/**
 * What a view shows right now. The list fields are those of its first list (All Domains' only one,
 * the configured owner's); `owners` has every owner of Owner Domains.
 */
export interface ViewSnapshot extends ListSnapshot {
  readonly filter: string;
  readonly description?: string;
  readonly message?: string;
  /** The texts of the latest render wait for VS Code to fetch its rows (they are shown together). */
  readonly textsPending: boolean;
  readonly visible: boolean;
  /** The order of the names (only Owner Domains offers 'expiration'). */
  readonly sortBy: SortMode;
  /** Names of the selected domain rows. */
  readonly selected: readonly string[];
  /** Owner Domains: its owners, configured first. */
  readonly owners: readonly OwnerSnapshot[];
}

/** A row as VS Code receives it from the TreeDataProvider. */
export interface RenderedRow {
  readonly kind: 'domain' | 'group' | 'action' | 'owner' | 'filter';
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
  /** The command's arguments: a click runs `command` with them. */
  readonly commandArguments?: readonly unknown[];
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
  /** The view's badge (`TreeView.badge`) as VS Code has it; undefined when cleared. */
  badge(view: ViewId): { readonly value: number; readonly tooltip: string } | undefined;
  /** Names whose details are being loaded now (both views and the commands). */
  readonly pendingDetails: number;
  /** Error notifications of commands shown so far (a view's failures are never notifications). */
  readonly notificationsShown: number;
  /** What the prompts offer from the workspace's chain files (read now if not yet). */
  workspaceChains(): Promise<{ readonly nodes: readonly WorkspaceNode[]; readonly accounts: readonly WorkspaceAccount[] }>;
}

export interface NnsExplorerApi {
  readonly testing: NnsExplorerTestingApi;
}
