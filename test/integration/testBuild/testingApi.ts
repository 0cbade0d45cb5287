// The test API the test build's activate() returns (its types: api.ts): what the views show, read the
// way VS Code reads them, so that the integration suites check the views without scraping the UI.
import * as vscode from 'vscode';
import { isNnsError } from '../../../src/core';
import type { ListSnapshot, NnsExplorerApi, OwnerSnapshot, RenderedRow, ViewSnapshot } from './api';
import type { FailureNotices } from '../../../src/commands/failureNotices';
import { filterEntries, sortEntries } from '../../../src/model/tree/domainTree';
import { VIEW_IDS, type ViewId } from '../../../src/model/ids';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import type { DetailsService } from '../../../src/services/detailsService';
import type { WorkspaceChains } from '../../../src/services/workspaceChains';
import type { DomainView } from '../../../src/views/domainView';
import type { ExpiryDecorationProvider } from '../../../src/views/expiryDecorationProvider';
import type { ListSection } from '../../../src/views/listSection';

export interface TestingApiParts {
  readonly views: Record<ViewId, DomainView>;
  readonly notices: FailureNotices;
  readonly decorations: ExpiryDecorationProvider;
  readonly details: DetailsService;
  /** How long activate() took, in milliseconds. */
  readonly activationMs: number;
  readonly chains: Pick<WorkspaceChains, 'nodes' | 'accounts'>;
}

export function createTestingApi({ views, notices, decorations, details, activationMs, chains }: TestingApiParts): NnsExplorerApi['testing'] {
  const viewOf = (viewId: ViewId) => {
    const view = views[viewId];
    if (!view) throw new Error(`Unknown view ${String(viewId)}; expected one of ${VIEW_IDS.join(', ')}`);
    return view;
  };
  return {
    activationMs,
    get notificationsShown() {
      return notices.shown;
    },
    snapshot: (viewId) => snapshotOf(viewOf(viewId)),
    settled: async (viewId, afterGeneration) => {
      const view = viewOf(viewId);
      await view.primary?.loader.whenSettled(afterGeneration);
      return snapshotOf(view);
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
              commandArguments: item.command?.arguments,
              children: child.kind === 'group' || child.kind === 'owner' ? await walk(child) : [],
            };
          }),
        );
      };
      return walk(undefined);
    },
    hover: async (viewId, name) => {
      const view = viewOf(viewId);
      const leaf = view.provider.leafByName(name);
      if (!leaf) return undefined;
      const source = new vscode.CancellationTokenSource();
      try {
        const item = await view.provider.resolveTreeItem(view.provider.getTreeItem(leaf), leaf, source.token);
        return typeof item.tooltip === 'string' ? item.tooltip : item.tooltip?.value;
      } finally {
        source.dispose();
      }
    },
    badge: (viewId) => {
      const badge = viewOf(viewId).treeView.badge;
      return badge ? { value: badge.value, tooltip: badge.tooltip } : undefined;
    },
    get pendingDetails() {
      return details.store.pendingCount;
    },
    workspaceChains: async () => ({ nodes: await chains.nodes(), accounts: await chains.accounts() }),
  };
}

/** One list as the view shows it; `extra` adds (or overrides) fields. */
function listSnapshot<T extends object>(view: DomainView, section: ListSection | undefined, extra: T): ListSnapshot & T {
  const names = shownNames(view, section);
  if (!section) return { state: 'unconfigured', generation: view.generation, loaded: 0, complete: true, grouped: false, ...extra, get names() { return names(); } };
  const state = section.loader.state;
  const list = state.kind === 'loaded' ? state.list : undefined;
  return {
    state: state.kind,
    generation: section.loader.generation,
    loaded: section.loadedCount(),
    complete: list?.complete ?? true,
    incompleteReason: list?.incompleteReason,
    strategy: list?.strategy,
    grouped: view.provider.current.sections.find((content) => content.key === section.key)?.tree.grouped ?? false,
    failure: section.failure?.summary,
    errorCode: state.kind === 'failed' && isNnsError(state.error) ? state.error.code : undefined,
    ...extra,
    get names() { return names(); },
  };
}

/**
 * The names a list shows, as of now, sorted and filtered only when read: a test that polls a view of
 * 100,000 names for its state would otherwise sort and copy them 40 times a second in the extension
 * host it measures. The loaded names only grow at the end of their array (a new load or a reset makes
 * a new one), so the prefix seen now is what was shown now.
 */
function shownNames(view: DomainView, section: ListSection | undefined): () => readonly string[] {
  if (!section) return () => [];
  const entries = section.loader.entries;
  const length = entries.length;
  const filter = view.filter;
  let names: readonly string[] | undefined;
  return () => {
    const current = section.loader.entries === entries && entries.length === length;
    names ??= filterEntries(current ? section.sortedEntries() : sortEntries(entries.slice(0, length)), filter).map((entry) => entry.name);
    return names;
  };
}

/** What a view shows right now. */
function snapshotOf(view: DomainView): ViewSnapshot {
  const owners = view.sections.flatMap((section): OwnerSnapshot[] => {
    const header = view.provider.headerOf(section.key);
    if (!header) return [];
    return [listSnapshot(view, section, { role: header.role, address: header.address, description: header.description })];
  });
  return listSnapshot(view, view.primary, {
    generation: view.generation,
    filter: view.filter,
    description: view.treeView.description,
    message: view.treeView.message,
    textsPending: view.textsPending,
    visible: view.treeView.visible,
    sortBy: view.sortBy,
    selected: view.treeView.selection.flatMap((node) => (node.kind === 'domain' ? [node.entry.name] : [])),
    owners,
  });
}
