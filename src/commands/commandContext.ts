// What every command works with: the two views, the settings, the log, strings, and storage.
import type * as vscode from 'vscode';
import type { DetailsContentProvider } from '../documents/detailsContentProvider';
import type { ViewId } from '../model/ids';
import type { Localizer } from '../model/localizer';
import type { DetailsService } from '../services/detailsService';
import type { RequestLog } from '../services/requestLog';
import type { SettingsService } from '../services/settings';
import type { DomainView } from '../views/domainView';

export interface CommandContext {
  readonly views: Readonly<Record<ViewId, DomainView>>;
  readonly settings: SettingsService;
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
