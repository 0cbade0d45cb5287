// What every command works with: the two views, the log, strings, and storage.
import type * as vscode from 'vscode';
import type { DetailsContentProvider } from '../details/detailsContent';
import type { DetailsService } from '../details/detailsService';
import type { ViewId } from '../ids';
import type { Localizer } from '../localizer';
import type { RequestLog } from '../requestLog';
import type { DomainView } from '../views/domainView';

export interface CommandContext {
  readonly views: Readonly<Record<ViewId, DomainView>>;
  readonly log: RequestLog;
  readonly l10n: Localizer;
  /** For recent owners: shared across workspaces. */
  readonly globalState: vscode.Memento;
  /** Details of names (owner, expiration), shared with the views. */
  readonly details: DetailsService;
  /** The open details documents. */
  readonly documents: DetailsContentProvider;
}

export function isViewId(value: unknown, views: CommandContext['views']): value is ViewId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(views, value);
}
