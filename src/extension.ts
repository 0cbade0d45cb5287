// activate(): builds the services, views, documents and commands, and wires the settings' events to
// them; nothing else. Activation does no network request: views load when shown.
import * as vscode from 'vscode';
import type { NnsExplorerApi } from './api';
import { registerCommands, registerLookupCommands } from './commands';
import { DetailsContentProvider } from './documents/detailsContentProvider';
import { DetailsLensProvider } from './documents/detailsLensProvider';
import { NnsHoverProvider } from './language/hoverProvider';
import { ViewIds, type ViewId } from './model/ids';
import { DetailsService } from './services/detailsService';
import { NnsLookups } from './services/lookups';
import { editorLocalizer as l10n } from './services/editorLocalizer';
import { RequestLog } from './services/requestLog';
import { SettingsService } from './services/settings';
import { ViewSources } from './services/viewSources';
import { createTestingApi } from './testingApi';
import { DomainView } from './views/domainView';
import { ExpiryDecorationProvider } from './views/expiryDecorationProvider';
import { FailureNotifier } from './views/failureNotifier';
import { followOwnerSetting } from './views/ownerWelcome';

export function activate(context: vscode.ExtensionContext): NnsExplorerApi {
  const started = performance.now();
  const log = new RequestLog();
  const settings = new SettingsService();
  const notifier = new FailureNotifier(() => log.show());
  const details = new DetailsService(settings, log);
  const sources = new ViewSources(settings, log);
  const decorations = new ExpiryDecorationProvider(details, l10n);
  const documents = new DetailsContentProvider(details, log, l10n);
  context.subscriptions.push(log, settings, details, decorations, documents, new DetailsLensProvider(documents, l10n));

  const shared = { l10n, notifier, log, details, state: context.workspaceState };
  const views: Record<ViewId, DomainView> = {
    [ViewIds.allDomains]: new DomainView({
      ...shared, viewId: ViewIds.allDomains, title: l10n.t('All Domains'), listSource: 'tokens', sortable: false, resolveSource: () => sources.resolve('tokens'),
    }),
    [ViewIds.ownerDomains]: new DomainView({
      ...shared, viewId: ViewIds.ownerDomains, title: l10n.t('Owner Domains'), listSource: 'tokensOf', sortable: true, resolveSource: () => sources.resolve('tokensOf'),
    }),
  };
  context.subscriptions.push(...Object.values(views));
  context.subscriptions.push(...registerCommands({ views, settings, log, l10n, globalState: context.globalState, details, documents }));

  // Hovers and Resolve Name…: nothing is asked before a hover or the command.
  const lookups = new NnsLookups(log, details);
  context.subscriptions.push(
    lookups,
    ...registerLookupCommands({ settings, lookups, l10n }),
    vscode.languages.registerHoverProvider('*', new NnsHoverProvider({ settings, details, lookups, l10n })),
  );

  context.subscriptions.push(
    settings.onDidChange((change) => {
      if (change.node) {
        // Details are per node and contract: forget them, and ask the new node for open documents.
        details.clear();
        documents.refreshOpenDocuments();
        for (const view of Object.values(views)) view.invalidate();
      } else if (change.owner) {
        views[ViewIds.ownerDomains].invalidate();
      }
      if (change.expiryWarningDays) details.readWarningDays();
    }),
    followOwnerSetting(settings),
    // Trust unlocks the workspace's node settings.
    settings.onDidGrantTrust(() => {
      for (const view of Object.values(views)) view.invalidate();
    }),
  );

  const activationMs = performance.now() - started;
  log.note(`Activated in ${activationMs.toFixed(1)} ms.`);
  return { testing: createTestingApi({ views, notifier, decorations, details, activationMs }) };
}

export function deactivate(): void {
  // Everything is in context.subscriptions.
}
