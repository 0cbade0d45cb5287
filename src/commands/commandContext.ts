// What every command works with: the two views, the owners of Owner Domains, the settings, the
// details, the lookups of hovers, the log, strings, storage and failure notices; each as far as
// commands use it, so unit tests hand them fakes (a command takes the `Pick` of it that it needs).
import type * as vscode from 'vscode';
import type { DetailsContentProvider } from '../documents/detailsContentProvider';
import type { ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import type { TreeNode } from '../model/view/treeNodes';
import type { ContractFinder } from '../services/contractFinder';
import type { DetailsService } from '../services/detailsService';
import type { NnsLookups } from '../services/lookups';
import type { NodeHistory } from '../services/nodeHistory';
import type { RequestLog } from '../services/requestLog';
import type { SettingsService } from '../services/settings';
import type { WorkspaceChains } from '../services/workspaceChains';
import type { FeatureBundles } from '../services/featureBundles';
import type { DomainView } from '../views/domainView';
import type { OwnerBrowser } from '../views/ownerBrowser';
import type { FailureNotices } from './failureNotices';
import type { NamesFilesEntry, WriteEntry } from './lazyEntries';

/** What commands do with a domain view. */
export type CommandView = Pick<
  DomainView,
  'viewId' | 'filter' | 'status' | 'onDidChangeList' | 'reload' | 'invalidate' | 'whenLoaded' | 'reveal' | 'setFilter' | 'setSort' | 'sortedEntries' | 'collapseAll' | 'exportSource'
  | 'loadDetails' | 'reloadOwners' | 'nameSearch'
> & { readonly treeView: Pick<vscode.TreeView<TreeNode>, 'selection' | 'visible'> };

export interface CommandContext {
  readonly views: Readonly<Record<ViewId, CommandView>>;
  /** The owners Owner Domains shows. */
  readonly owners: Pick<OwnerBrowser, 'browse' | 'close' | 'closeAll' | 'configured' | 'keepLookedUp'>;
  readonly settings: Pick<SettingsService, 'read' | 'write' | 'writeUndoably' | 'scopeOf' | 'knowledge'>;
  readonly log: Pick<RequestLog, 'show' | 'note' | 'failed' | 'roundTripMs'>;
  readonly l10n: Localizer;
  /** For recent owners: shared across workspaces. */
  readonly globalState: Pick<vscode.Memento, 'get' | 'update'>;
  /** The nodes that answered lately in this workspace. */
  readonly nodes: Pick<NodeHistory, 'recent'>;
  /** The nodes and accounts of the workspace's chain files (none in Restricted Mode). */
  readonly chains: Pick<WorkspaceChains, 'nodes' | 'accounts'>;
  /** Details of names (owner, expiration), shared with the views. */
  readonly details: Pick<DetailsService, 'one' | 'get' | 'warningDays' | 'clear' | 'load' | 'loadMany' | 'cancel' | 'now'>;
  /** The open details documents. */
  readonly documents: Pick<DetailsContentProvider, 'modelOf' | 'refresh' | 'refreshOpenDocuments'>;
  /** Error notifications of commands, one per kind of failure at a time. */
  readonly notices: Pick<FailureNotices, 'notify'>;
  /** The searches for the NNS contract on nodes that lack the configured one (Refresh forgets them). */
  readonly contracts: Pick<ContractFinder, 'clear'>;
  /** The answers hovers share (Resolve Name… asks through them too; a write makes them stale). */
  readonly lookups: Pick<NnsLookups, 'resolve' | 'clear'>;
  /** The write commands and their write service, loaded on the first write (commands/write/lazyWrite.ts). */
  readonly write: WriteEntry;
  /** The feature bundles (Export Domains…, Names as code), loaded on first use in either host. */
  readonly features: Pick<FeatureBundles, 'load'>;
  /** The editor of names files (`*.nns.json`): its bundle loaded on first use. */
  readonly namesFiles: NamesFilesEntry;
}

export function isViewId(value: unknown, views: CommandContext['views']): value is ViewId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(views, value);
}
