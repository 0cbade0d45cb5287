// nns.findDomain: a QuickPick over all domains (loading them first if needed), each with its expiry
// as in the tree; the chosen one is selected in All Domains (the selection is the feedback). When the
// node could list only part of the names, the pick says so and offers the name typed: its details.
import * as vscode from 'vscode';
import { ViewIds } from '../model/ids';
import type { CommandContext, CommandView } from './commandContext';
import { acceptedName, loadedNameItem, typedNameItem, type NameItem, type TypedNameItem } from './nameItems';
import { showDomainDetails } from './showDomainDetails';

/** `nns.findDomain(name?)`: with a name, reveals it without the picker. Resolves with the name found. */
export async function findDomain(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const view = context.views[ViewIds.allDomains];
  let name: string | undefined;
  if (typeof given === 'string') {
    await view.whenLoaded();
    name = given;
  } else {
    name = await pickDomain(view, context);
  }
  if (name === undefined) return undefined;

  let revealed = await view.reveal(name);
  if (!revealed && view.filter && view.sortedEntries().some((entry) => entry.name === name)) {
    // Hidden by the filter: clearing it is what the user asked for by choosing the name.
    await view.setFilter('');
    revealed = await view.reveal(name);
  }
  if (revealed) return name;
  if (!view.status().complete) {
    // Beyond what this node could list: the node can still tell about the name itself.
    await showDomainDetails(context, name);
    return name;
  }
  void vscode.window.showWarningMessage(context.l10n.t('That domain is not in the list of All Domains.'));
  return undefined;
}

function toItems(view: CommandView, context: CommandContext): NameItem[] {
  const now = context.details.now();
  return view.sortedEntries().map((entry) => loadedNameItem(entry, context, now));
}

async function pickDomain(view: CommandView, context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const quickPick = vscode.window.createQuickPick<NameItem | TypedNameItem>();
  quickPick.title = l10n.t('Find Domain');
  quickPick.placeholder = l10n.t('Type to search all domains');
  quickPick.matchOnDescription = false;
  const disposables: vscode.Disposable[] = [quickPick];

  let items: NameItem[] = [];
  let names = new Set<string>();
  const showItems = () => {
    const status = view.status();
    // On a partial list a name typed may exist beyond it: offer it.
    const typed = !status.complete && !names.has(quickPick.value.trim())
      ? typedNameItem(quickPick.value, l10n.t('not in the partial list: show its details'), l10n)
      : undefined;
    quickPick.items = typed ? [...items, typed] : items;
  };
  const refill = () => {
    items = toItems(view, context);
    names = new Set(items.map((item) => item.name));
    const status = view.status();
    if (status.state === 'loading') quickPick.placeholder = l10n.t('Loading domains… {0}', l10n.count(items.length));
    else if (status.state === 'failed') quickPick.placeholder = status.failure ?? l10n.t('Loading failed.');
    else if (!status.complete) quickPick.placeholder = l10n.t('Only the first {0} names could be listed: type a full name to look it up', l10n.count(items.length));
    else quickPick.placeholder = l10n.t('Type to search {0} domains', l10n.count(items.length));
    showItems();
  };
  if (view.status().state !== 'loaded') {
    quickPick.busy = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    disposables.push(
      view.onDidChangeList(() => {
        timer ??= setTimeout(() => {
          timer = undefined;
          refill();
        }, 300);
      }),
      { dispose: () => timer && clearTimeout(timer) },
    );
    void vscode.window.withProgress({ location: { viewId: ViewIds.allDomains } }, () =>
      view.whenLoaded().finally(() => {
        quickPick.busy = false;
        refill();
      }),
    );
  }
  refill();

  try {
    return await new Promise<string | undefined>((resolve) => {
      disposables.push(
        quickPick.onDidChangeValue(() => showItems()),
        quickPick.onDidAccept(() => {
          const name = acceptedName(quickPick);
          if (name === undefined) return;
          resolve(name);
          quickPick.hide();
        }),
        quickPick.onDidHide(() => resolve(undefined)),
      );
      quickPick.show();
    });
  } finally {
    for (const disposable of disposables) disposable.dispose();
  }
}
