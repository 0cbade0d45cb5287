// The items of the name pickers (Find Domain…, Show Domain Details…): a loaded name with its expiry
// as its row shows it, and the item for the text typed (the name itself when the NNS could hold it,
// else why not, checked as the user types); and which name an accept chose.
import * as vscode from 'vscode';
import type { DomainEntry } from '../../model/tree/domainTree';
import { rowMarks } from '../../model/details/expiryMarks';
import type { Localizer } from '../../model/text/localizer';
import { nameProblem } from '../../model/names/nameSyntax';
import { escapeIcons } from '../../model/text/untrustedText';
import { domainLabel } from '../../model/view/viewTexts';
import type { CommandContext } from '../commandContext';

/** A name loaded in a view, with its mark and expiry. */
export type NameItem = vscode.QuickPickItem & { readonly name: string };

export type TypedNameItem = vscode.QuickPickItem & {
  /** The name typed (trimmed). */
  readonly typed: string;
  /** Why it cannot be a name; accepting the item then does nothing. */
  readonly problem?: string;
  /** Find Domain…'s item that registers the name typed. */
  readonly register?: true;
};

/**
 * The item for `text` (undefined when nothing is typed). A valid name is labelled with itself, so
 * VS Code ranks it first; an invalid one leads with "Not a valid NNS name", so that the names it
 * partly matches come before it.
 */
export function typedNameItem(text: string, action: string, l10n: Localizer): TypedNameItem | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const problem = nameProblem(typed, l10n);
  if (problem) {
    return { label: escapeIcons(l10n.t('Not a valid NNS name: {0}', typed)), detail: problem, typed, problem, iconPath: new vscode.ThemeIcon('warning'), alwaysShow: true };
  }
  return { label: escapeIcons(typed), description: action, typed, iconPath: new vscode.ThemeIcon('search'), alwaysShow: true };
}

/** The item of a loaded name: its label escaped, its icon and expiry as its row shows them. */
export function loadedNameItem(entry: DomainEntry, context: Pick<CommandContext, 'details' | 'l10n'>, now: number): NameItem {
  const marks = rowMarks(entry.invalidUtf8, context.details.get(entry.name), now, context.details.warningDays, context.l10n, 'pick');
  const color = marks.icon.color ? new vscode.ThemeColor(marks.icon.color) : undefined;
  return { label: escapeIcons(domainLabel(entry.name)), description: marks.description, name: entry.name, iconPath: new vscode.ThemeIcon(marks.icon.id, color) };
}

/**
 * The name an accept chose: the picked item's, or the one typed; undefined when nothing is picked or
 * the text typed is no name (it stays in the field, its problem shown on the item).
 */
export function acceptedName(quickPick: vscode.QuickPick<NameItem | TypedNameItem>): string | undefined {
  const picked = quickPick.selectedItems[0] ?? quickPick.activeItems[0];
  if (!picked || ('problem' in picked && picked.problem)) return undefined;
  return 'name' in picked ? picked.name : picked.typed;
}
