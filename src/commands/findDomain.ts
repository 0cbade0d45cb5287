// nns.findDomain: a QuickPick over all domains (loading them first if needed); the chosen one is
// revealed in All Domains and can be copied.
import * as vscode from 'vscode';
import { ViewIds } from '../model/ids';
import { escapeIcons, forNotification } from '../model/untrustedText';
import { domainLabel } from '../model/viewTexts';
import type { CommandContext, CommandView } from './commandContext';
import { copyName } from './copyName';

type DomainItem = vscode.QuickPickItem & { name: string };

/** `nns.findDomain(name?)`: with a name, reveals it without the picker. Resolves with what was revealed. */
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
  if (!revealed) {
    void vscode.window.showWarningMessage(context.l10n.t('That domain is not in the list of All Domains.'));
    return undefined;
  }
  const copy = context.l10n.t('Copy Name');
  const found = name;
  void vscode.window
    .showInformationMessage(context.l10n.t('Selected {0} in All Domains.', forNotification(domainLabel(found), 120)), copy)
    .then((choice) => (choice === copy ? copyName(context, found) : undefined));
  return found;
}

function toItems(view: CommandView): DomainItem[] {
  return view.sortedEntries().map((entry) => ({
    label: escapeIcons(domainLabel(entry.name)),
    name: entry.name,
    iconPath: new vscode.ThemeIcon(entry.invalidUtf8 ? 'warning' : 'globe'),
  }));
}

async function pickDomain(view: CommandView, context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const quickPick = vscode.window.createQuickPick<DomainItem>();
  quickPick.title = l10n.t('Find Domain');
  quickPick.placeholder = l10n.t('Type to search all domains');
  quickPick.matchOnDescription = false;
  const disposables: vscode.Disposable[] = [quickPick];

  const loading = view.loader.state.kind !== 'loaded';
  const showItems = () => {
    const items = toItems(view);
    quickPick.items = items;
    const state = view.loader.state;
    if (state.kind === 'loading') quickPick.placeholder = l10n.t('Loading domains… {0}', l10n.count(items.length));
    else if (state.kind === 'failed') quickPick.placeholder = view.lastFailure?.summary ?? l10n.t('Loading failed.');
    else quickPick.placeholder = l10n.t('Type to search {0} domains', l10n.count(items.length));
  };
  if (loading) {
    quickPick.busy = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    disposables.push(
      view.loader.onDidChange(() => {
        timer ??= setTimeout(() => {
          timer = undefined;
          showItems();
        }, 300);
      }),
      { dispose: () => timer && clearTimeout(timer) },
    );
    void vscode.window.withProgress({ location: { viewId: ViewIds.allDomains } }, () =>
      view.whenLoaded().finally(() => {
        quickPick.busy = false;
        showItems();
      }),
    );
  }
  showItems();

  try {
    return await new Promise<string | undefined>((resolve) => {
      disposables.push(
        quickPick.onDidAccept(() => {
          resolve(quickPick.selectedItems[0]?.name);
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
