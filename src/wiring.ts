// Builds the services, views, documents and commands and wires the settings' events to them; nothing
// else. It makes no network request: views load when shown. Returns what it built, for the test build.
import * as vscode from 'vscode';
import { registerCommands } from './commands/registry';
import { LazyNamesFiles } from './commands/features/lazyNamesFiles';
import { LazyWrite } from './commands/write/lazyWrite';
import { FailureNotices } from './commands/failureNotices';
import { DetailsContentProvider } from './documents/detailsContentProvider';
import { DetailsLensProvider } from './documents/detailsLensProvider';
import { followDetailsOwner } from './documents/detailsOwnerContext';
import { ContextFileLensProvider } from './language/contextFileLens';
import { NnsHoverProvider } from './language/hoverProvider';
import { ViewIds, type ViewId } from './model/ids';
import { ContractFinder } from './services/contractFinder';
import { DetailsService } from './services/detailsService';
import { extensionHostName } from './services/extensionHost';
import { FeatureBundles } from './services/featureBundles';
import { NnsLookups } from './services/lookups';
import { NodeHistory } from './services/nodeHistory';
import { editorLocalizer as l10n } from './services/editorLocalizer';
import { RequestLog } from './services/requestLog';
import { SettingsService } from './services/settings';
import { ViewSources } from './services/viewSources';
import { WorkspaceChains } from './services/workspaceChains';
import type { DomainView } from './views/domainView';
import { createDomainViews } from './views/domainViews';
import { ExpiryDecorationProvider } from './views/expiryDecorationProvider';
import { OwnerExpiryBadge } from './views/ownerExpiryBadge';
import { announceViewsReady, viewsReadyReset } from './views/viewsReady';

/** What the wiring built that the integration suites read, through the test build (test/integration/testBuild). */
export interface WiredExtension {
  readonly views: Record<ViewId, DomainView>;
  readonly notices: FailureNotices;
  readonly decorations: ExpiryDecorationProvider;
  readonly details: DetailsService;
  readonly chains: WorkspaceChains;
}

export function wireExtension(context: vscode.ExtensionContext): WiredExtension {
  const started = performance.now();
  const log = new RequestLog();
  const settings = new SettingsService();
  const notices = new FailureNotices(l10n);
  const details = new DetailsService(settings, log);
  const sources = new ViewSources(settings, log);
  const decorations = new ExpiryDecorationProvider(details, l10n);
  const documents = new DetailsContentProvider(details, log, settings.knowledge, l10n);
  const contracts = new ContractFinder(log, settings.knowledge);
  const chains = new WorkspaceChains(log);
  // The write commands: loaded once a view is in use (in the background), or on the first write.
  const write = new LazyWrite({ extensionUri: context.extensionUri, settings, chains, log, l10n, state: context.workspaceState });
  // Export Domains… and Names as code: their bundles load on first use, in either extension host.
  const features = new FeatureBundles(context.extensionUri);
  // Names files: their editor starts with its bundle once one is open or a names-file command runs.
  const namesFiles = new LazyNamesFiles(features, { settings, chains, log, l10n, write, details });
  context.subscriptions.push(log, settings, details, decorations, documents, contracts, chains, write, namesFiles, new DetailsLensProvider(documents, l10n), followDetailsOwner(documents));

  const nodes = new NodeHistory(context.workspaceState);
  const { views, owners } = createDomainViews({ l10n, log, details, contracts, settings, sources, nodes, state: context.workspaceState });
  // After the tree views and Owner Domains' keys: the views' "starting" welcome gives way to their
  // rows, or to Owner Domains' own welcome.
  void announceViewsReady();
  context.subscriptions.push(viewsReadyReset());
  context.subscriptions.push(...Object.values(views), new OwnerExpiryBadge(views[ViewIds.ownerDomains], details, l10n));
  // A view in use: the write commands load in the background, so that a first write asks at once.
  const firstUse = Object.values(views).map((view) => view.onDidChangeList(() => {
    for (const listener of firstUse) listener.dispose();
    write.preload();
  }));
  context.subscriptions.push(...firstUse);

  // Hovers and Resolve Name…: nothing is asked before a hover or the command.
  const lookups = new NnsLookups(log, details, settings.knowledge);
  context.subscriptions.push(
    lookups,
    vscode.languages.registerHoverProvider('*', new NnsHoverProvider({ settings, details, lookups, l10n, chains })),
    // A contract parameters context file: send it, or see what it does (the write commands).
    new ContextFileLensProvider(l10n),
    ...registerCommands({
      views, owners, settings, log, l10n, globalState: context.globalState, nodes, details, documents, notices, contracts, chains, lookups, write, features, namesFiles,
    }),
  );

  context.subscriptions.push(
    settings.onDidChange((change) => {
      if (change.node) {
        // Details are per node and contract: forget them, and ask the new node for open documents.
        details.clear();
        write.forgetInfo();
        documents.refreshOpenDocuments();
        for (const view of Object.values(views)) view.invalidate();
      }
      // Another configured owner: Owner Domains lists it first (a list already loaded is kept).
      if (change.owner) owners.sync();
      if (change.expiryWarningDays) details.readWarningDays();
    }),
    // Trust unlocks the workspace's node settings.
    settings.onDidGrantTrust(() => {
      for (const view of Object.values(views)) view.invalidate();
    }),
  );

  const activationMs = performance.now() - started;
  log.note(`Activated in ${activationMs.toFixed(1)} ms (${extensionHostName(context.extension.extensionKind)}).`);
  return { views, notices, decorations, details, chains };
}
