// What every command works with: the two views, the settings, the details, the log, strings, and
// storage; each as far as commands use it, so unit tests hand them fakes.
import type * as vscode from 'vscode';
import type { DetailsContentProvider } from '../documents/detailsContentProvider';
import type { ViewId } from '../model/ids';
import type { Localizer } from '../model/localizer';
import type { TreeNode } from '../model/treeNodes';
import type { DetailsService } from '../services/detailsService';
import type { RequestLog } from '../services/requestLog';
import type { SettingsService } from '../services/settings';
import type { DomainView } from '../views/domainView';

/** What commands do with a domain view. */
export type CommandView = Pick<
  DomainView,
  'viewId' | 'filter' | 'lastFailure' | 'loader' | 'reload' | 'invalidate' | 'whenLoaded' | 'reveal' | 'setFilter' | 'setSort' | 'sortedEntries'
> & { readonly treeView: Pick<vscode.TreeView<TreeNode>, 'selection' | 'visible'> };

export interface CommandContext {
  readonly views: Readonly<Record<ViewId, CommandView>>;
  readonly settings: Pick<SettingsService, 'read' | 'write'>;
  readonly log: Pick<RequestLog, 'show'>;
  readonly l10n: Localizer;
  /** For recent owners: shared across workspaces. */
  readonly globalState: Pick<vscode.Memento, 'get' | 'update'>;
  /** Details of names (owner, expiration), shared with the views. */
  readonly details: Pick<DetailsService, 'one' | 'get' | 'warningDays' | 'clear' | 'now'>;
  /** The open details documents. */
  readonly documents: Pick<DetailsContentProvider, 'modelOf' | 'refresh' | 'refreshOpenDocuments'>;
}

export function isViewId(value: unknown, views: CommandContext['views']): value is ViewId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(views, value);
}
