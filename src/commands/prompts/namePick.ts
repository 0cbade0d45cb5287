// Asking for a name to act on (Show Domain Details…, the write commands from the palette): the names
// loaded in both views, each with its expiry, and the name typed, checked as it is typed.
import * as vscode from 'vscode';
import { ViewIds } from '../../model/ids';
import type { CommandContext } from '../commandContext';
import { acceptedName, loadedNameItem, typedNameItem, type NameItem, type TypedNameItem } from './nameItems';

/** The names loaded in both views, and the name typed, checked as it is typed; `action` says what Enter on it does. */
export async function pickName(context: Pick<CommandContext, 'views' | 'details' | 'l10n'>, title: string, action: string): Promise<string | undefined> {
  const { l10n } = context;
  const seen = new Set<string>();
  const now = context.details.now();
  const items: NameItem[] = [];
  for (const viewId of [ViewIds.ownerDomains, ViewIds.allDomains]) {
    for (const entry of context.views[viewId].sortedEntries()) {
      if (seen.has(entry.name)) continue;
      seen.add(entry.name);
      items.push(loadedNameItem(entry, context, now));
    }
  }
  const quickPick = vscode.window.createQuickPick<NameItem | TypedNameItem>();
  quickPick.title = title;
  quickPick.placeholder = items.length > 0 ? l10n.t('Pick a loaded domain or type a name') : l10n.t('Type a domain name, e.g. neo.neo');
  quickPick.matchOnDescription = false;
  quickPick.items = items;
  try {
    return await new Promise<string | undefined>((resolve) => {
      quickPick.onDidChangeValue((text) => {
        const typed = seen.has(text.trim()) ? undefined : typedNameItem(text, action, l10n);
        quickPick.items = typed ? [...items, typed] : items;
      });
      quickPick.onDidAccept(() => {
        const name = acceptedName(quickPick);
        if (name === undefined) return;
        resolve(name);
        quickPick.hide();
      });
      quickPick.onDidHide(() => resolve(undefined));
      quickPick.show();
    });
  } finally {
    quickPick.dispose();
  }
}
