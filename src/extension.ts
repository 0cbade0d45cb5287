// Wires settings → views → commands. Activation does no network request: views load when shown.
import * as vscode from 'vscode';
import type { NnsExplorerApi, RenderedRow } from './api';
import { registerCommands } from './commands';
import type { CommandContext } from './commands/commandContext';
import { ExpiryDecorationProvider } from './details/decorationProvider';
import { DetailsContentProvider } from './details/detailsContent';
import { DetailsLensProvider } from './details/detailsLenses';
import { DetailsService } from './details/detailsService';
import { ContextKeys, VIEW_IDS, ViewIds, type ViewId } from './ids';
import type { Localizer } from './localizer';
import { RequestLog } from './requestLog';
import { affects, readSettings } from './settings';
import { resolveSource } from './viewSources';
import { DomainView } from './views/domainView';
import { FailureNotifier } from './views/failureNotifier';
import type { ListSource } from './views/labels';
import type { TreeNode } from './views/treeNodes';

export function activate(context: vscode.ExtensionContext): NnsExplorerApi {
  const started = performance.now();
  const l10n: Localizer = {
    t: (message, ...args) => vscode.l10n.t(message, ...args),
    count: (value) => value.toLocaleString(vscode.env.language),
  };
  const log = new RequestLog();
  const notifier = new FailureNotifier(() => log.show());
  context.subscriptions.push(log);
  const details = new DetailsService(log);
  const decorations = new ExpiryDecorationProvider(details, l10n);
  const documents = new DetailsContentProvider(details, log, l10n);
  context.subscriptions.push(details, decorations, documents, new DetailsLensProvider(documents, l10n));

  const makeView = (viewId: ViewId, title: string, listSource: ListSource) =>
    new DomainView({
      viewId,
      title,
      listSource,
      l10n,
      notifier,
      log,
      state: context.workspaceState,
      details,
      sortable: listSource === 'tokensOf',
      resolveSource: () => {
        const settings = readSettings();
        for (const name of settings.ignoredWorkspaceValues) {
          log.note(`Restricted Mode: ignoring the workspace value of nns.${name}; the user setting applies.`);
        }
        return resolveSource(listSource, settings, log.onRequest);
      },
    });
  const views: Record<ViewId, DomainView> = {
    [ViewIds.allDomains]: makeView(ViewIds.allDomains, l10n.t('All Domains'), 'tokens'),
    [ViewIds.ownerDomains]: makeView(ViewIds.ownerDomains, l10n.t('Owner Domains'), 'tokensOf'),
  };
  context.subscriptions.push(...Object.values(views));

  const commandContext: CommandContext = { views, log, l10n, globalState: context.globalState, details, documents };
  context.subscriptions.push(...registerCommands(commandContext));

  const updateOwnerContext = () => {
    const owner = readSettings().owner;
    void vscode.commands.executeCommand('setContext', ContextKeys.ownerUnset, owner.ok && owner.value === undefined);
  };
  updateOwnerContext();
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (affects(event, 'rpcUrl') || affects(event, 'contractHash')) {
        // Details are per node and contract: forget them, and ask the new node for open documents.
        details.clear();
        documents.refreshOpenDocuments();
        for (const view of Object.values(views)) view.invalidate();
      } else if (affects(event, 'owner')) {
        views[ViewIds.ownerDomains].invalidate();
      }
      if (affects(event, 'owner')) updateOwnerContext();
      if (affects(event, 'expiryWarningDays')) details.readWarningDays();
    }),
    // Trust unlocks the workspace's node settings.
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      for (const view of Object.values(views)) view.invalidate();
    }),
  );

  const activationMs = performance.now() - started;
  log.note(`Activated in ${activationMs.toFixed(1)} ms.`);
  return { testing: testingApi(views, notifier, activationMs, decorations, details) };
}

export function deactivate(): void {
  // Everything is in context.subscriptions.
}

function testingApi(
  views: Record<ViewId, DomainView>, notifier: FailureNotifier, activationMs: number, decorations: ExpiryDecorationProvider, details: DetailsService,
): NnsExplorerApi['testing'] {
  const viewOf = (viewId: ViewId) => {
    const view = views[viewId];
    if (!view) throw new Error(`Unknown view ${String(viewId)}; expected one of ${VIEW_IDS.join(', ')}`);
    return view;
  };
  return {
    activationMs,
    get notificationsShown() {
      return notifier.shown;
    },
    snapshot: (viewId) => viewOf(viewId).snapshot(),
    settled: async (viewId, afterGeneration) => {
      const view = viewOf(viewId);
      await view.loader.whenSettled(afterGeneration);
      return view.snapshot();
    },
    render: async (viewId) => {
      const provider = viewOf(viewId).provider;
      const walk = async (node: TreeNode | undefined): Promise<RenderedRow[]> => {
        const children = provider.childrenOf(node);
        return Promise.all(
          children.map(async (child): Promise<RenderedRow> => {
            const item = provider.getTreeItem(child);
            const tooltip = item.tooltip ?? provider.tooltipOf(child);
            const icon = item.iconPath instanceof vscode.ThemeIcon ? item.iconPath : undefined;
            return {
              kind: child.kind,
              label: typeof item.label === 'string' ? item.label : (item.label?.label ?? ''),
              description: typeof item.description === 'string' ? item.description : undefined,
              tooltip: typeof tooltip === 'string' ? tooltip : tooltip?.value,
              contextValue: item.contextValue,
              icon: icon?.id,
              resourceUri: item.resourceUri?.toString(),
              decoration: item.resourceUri ? decorations.choiceFor(item.resourceUri) : undefined,
              command: item.command?.command,
              children: child.kind === 'group' ? await walk(child) : [],
            };
          }),
        );
      };
      return walk(undefined);
    },
    hover: async (viewId, name) => {
      const view = viewOf(viewId);
      const leaf = view.provider.current.tree.leafByName.get(name);
      if (!leaf) return undefined;
      const source = new vscode.CancellationTokenSource();
      try {
        const item = await view.provider.resolveTreeItem(view.provider.getTreeItem(leaf), leaf, source.token);
        return typeof item.tooltip === 'string' ? item.tooltip : item.tooltip?.value;
      } finally {
        source.dispose();
      }
    },
    get pendingDetails() {
      return details.store.pendingCount;
    },
  };
}
