// nns.findDomain: a QuickPick over all domains, matched here as the user types (model/tree/nameSearch)
// and shown with their expiry; the one chosen is selected in All Domains. A name typed that is not
// listed is offered for its details; the view's filter is cleared only when it hides the name chosen.
import * as vscode from 'vscode';
import type { DomainEntry } from '../model/tree/domainTree';
import { CommandIds, ViewIds } from '../model/ids';
import { escapeIcons, singleLine } from '../model/text/untrustedText';
import type { CommandContext, CommandView } from './commandContext';
import { acceptedName, loadedNameItem, typedNameItem, type NameItem, type TypedNameItem } from './prompts/nameItems';
import { showDomainDetails } from './showDomainDetails';

/** Items handed to VS Code at most: enough to pick from, few enough to render at once. */
export const FIND_ITEMS = 300;

/** How long a status-bar note stays. */
const NOTE_MS = 8000;

/** The items a quick pick shows before scrolling: their details are asked for first, the rest after. */
const FIRST_SCREEN = 20;

/** `nns.findDomain(name?)`: with a name, reveals it without the picker. Resolves with the name found. */
export async function findDomain(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const view = context.views[ViewIds.allDomains];
  let name: string | undefined;
  if (typeof given === 'string') {
    await view.whenLoaded();
    name = given;
  } else {
    const picked = await pickDomain(view, context);
    if (picked?.register) {
      // A name nobody holds, typed: Register Name… with it (its checks and price come there).
      await vscode.commands.executeCommand(CommandIds.registerName, picked.name);
      return picked.name;
    }
    name = picked?.name;
  }
  if (name === undefined) return undefined;

  let revealed = await view.reveal(name);
  const filter = view.filter;
  if (!revealed && filter && view.sortedEntries().some((entry) => entry.name === name)) {
    // Hidden by the filter: clearing it is what the user asked for by choosing the name; say so.
    await view.setFilter('');
    revealed = await view.reveal(name);
    if (revealed) vscode.window.setStatusBarMessage(context.l10n.t('Filter "{0}" cleared to show {1}.', singleLine(filter, 40), singleLine(name, 80)), NOTE_MS);
  }
  if (revealed) return name;
  // Not in the list (beyond a partial one, or not held at all): the node can still tell about it.
  if (typeof given !== 'string' || !view.status().complete) {
    await showDomainDetails(context, name);
    return name;
  }
  void vscode.window.showWarningMessage(context.l10n.t('That domain is not in the list of All Domains.'));
  return undefined;
}

/**
 * The name an Enter chose. The items change as the user types, and VS Code may answer with an item
 * of the list before the last keystroke (by its index): one that does not contain the text typed is
 * not trusted, and the first item for the text is taken, as VS Code shows it first.
 */
function pickedName(quickPick: vscode.QuickPick<NameItem | TypedNameItem>): string | undefined {
  const typed = quickPick.value.trim().toLowerCase();
  const name = acceptedName(quickPick);
  if (name !== undefined && name.toLowerCase().includes(typed)) return name;
  const [first] = quickPick.items;
  if (!first || ('problem' in first && first.problem)) return undefined;
  return 'name' in first ? first.name : first.typed;
}

/** The title: how many names match the text typed (the best of how many, when not all are offered). */
function findTitle(typed: string, shown: number, total: number, l10n: CommandContext['l10n']): string {
  const title = l10n.t('Find Domain');
  if (total > shown) return l10n.t('{0}: the best {1} of {2} matches, type more to narrow', title, l10n.count(shown), l10n.count(total));
  if (typed === '') return title;
  if (total === 0) return l10n.t('{0}: no match', title);
  return total === 1 ? l10n.t('{0}: 1 match', title) : l10n.t('{0}: {1} matches', title, l10n.count(total));
}

function sameItems(shown: readonly (NameItem | TypedNameItem)[], next: readonly (NameItem | TypedNameItem)[]): boolean {
  if (shown.length !== next.length) return false;
  return shown.every((item, i) => {
    const other = next[i]!;
    return item.label === other.label && item.description === other.description && item.detail === other.detail;
  });
}

/**
 * `QuickPick.sortByLabel` (default true: VS Code sorts the items it shows by its own score, shorter
 * labels first). Proposed API ("quickPickSortByLabel") that VS Code's extension hosts apply without the
 * proposal being enabled (1.100, Node and web worker alike); not in @types/vscode.
 */
type SortableQuickPick<T extends vscode.QuickPickItem> = vscode.QuickPick<T> & { sortByLabel: boolean };

async function pickDomain(view: CommandView, context: CommandContext): Promise<{ readonly name: string; readonly register?: true } | undefined> {
  const { l10n } = context;
  const quickPick = vscode.window.createQuickPick<NameItem | TypedNameItem>() as SortableQuickPick<NameItem | TypedNameItem>;
  quickPick.title = l10n.t('Find Domain');
  quickPick.placeholder = l10n.t('Type to search all domains');
  quickPick.matchOnDescription = false;
  // The items come in the search's order (model/tree/nameSearch): VS Code would sort them again, by its own score.
  quickPick.sortByLabel = false;
  const disposables: vscode.Disposable[] = [quickPick];
  let open = true;
  disposables.push({ dispose: () => { open = false; } });

  let search = view.nameSearch();
  /** Each name offered shows its expiry: the details missing are loaded, those on screen first, and the items redrawn. */
  const loadDetails = (matches: readonly DomainEntry[]) => {
    const missing = matches.filter((entry) => !entry.invalidUtf8 && !context.details.get(entry.name)).map((entry) => entry.name);
    for (const part of [missing.slice(0, FIRST_SCREEN), missing.slice(FIRST_SCREEN)]) {
      if (part.length > 0) void view.loadDetails(part).then(() => open && showItems(true), () => undefined);
    }
  };
  /** `details`: only details arrived, the text is the same: the item the user moved to stays the active one. */
  const showItems = (details = false) => {
    const status = view.status();
    const text = quickPick.value;
    const { matches, total } = search.find(text, FIND_ITEMS);
    const now = context.details.now();
    const items: Array<NameItem | TypedNameItem> = matches.map((entry) => loadedNameItem(entry, context, now));
    const typed = text.trim();
    const exact = matches[0]?.name === typed;
    if (typed !== '' && !exact && (!status.complete || (total === 0 && status.state === 'loaded'))) {
      // Beyond a partial list, or nothing matches: the name typed, for its details from the node.
      const action = status.complete
        ? l10n.t('no domain in the list contains it: Enter shows its details from the node')
        : l10n.t('not in the partial list: show its details');
      const item = typedNameItem(text, action, l10n);
      if (item?.problem && status.complete) {
        items.push({ ...item, label: l10n.t('No domain contains "{0}"', singleLine(typed, 60)), detail: l10n.t('Enter does nothing: change the text, or press Escape to close. ({0})', item.problem) });
      } else if (item) {
        items.push(item);
        // Nobody holds it, as far as the whole list tells: it may be registered (a trusted workspace signs).
        if (status.complete && vscode.workspace.isTrusted) {
          items.push({ ...item, label: escapeIcons(l10n.t('Register {0}…', typed)), description: l10n.t('not in the list: register it for one of the workspace\'s accounts'), iconPath: new vscode.ThemeIcon('add'), register: true });
        }
      }
    }
    quickPick.title = findTitle(typed, matches.length, total, l10n);
    // The same items again would only reset what VS Code shows (and race with an Enter).
    if (!sameItems(quickPick.items, items)) {
      const active = details ? quickPick.activeItems[0] : undefined;
      quickPick.items = items;
      const same = active && items.find((item) => item.label === active.label);
      if (same) quickPick.activeItems = [same];
    }
    if (!details) loadDetails(matches);
  };
  const refill = () => {
    search = view.nameSearch();
    const status = view.status();
    const count = search.size;
    const filter = view.filter ? l10n.t(' (a name outside the filter "{0}" clears it)', singleLine(view.filter, 40)) : '';
    if (status.state === 'loading') quickPick.placeholder = l10n.t('Loading domains… {0}', l10n.count(count));
    else if (status.state === 'failed') quickPick.placeholder = status.failure ?? l10n.t('Loading failed.');
    else if (!status.complete) {
      quickPick.placeholder = status.total !== undefined && status.total > count
        ? l10n.t('Only the first {0} of {1} names could be listed: type a full name to look it up', l10n.count(count), l10n.count(status.total))
        : l10n.t('Only the first {0} names could be listed: type a full name to look it up', l10n.count(count));
    }
    else quickPick.placeholder = l10n.t('Type to search {0} domains{1}', l10n.count(count), filter);
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
    return await new Promise<{ readonly name: string; readonly register?: true } | undefined>((resolve) => {
      disposables.push(
        quickPick.onDidChangeValue(() => showItems()),
        quickPick.onDidAccept(() => {
          const picked = quickPick.selectedItems[0] ?? quickPick.activeItems[0];
          const name = picked && 'register' in picked && picked.register ? picked.typed : pickedName(quickPick);
          if (name === undefined) return;
          resolve(picked && 'register' in picked && picked.register ? { name, register: true } : { name });
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
