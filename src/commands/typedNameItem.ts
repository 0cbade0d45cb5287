// The item a name picker adds for the text typed into it (Show Domain Details…, Find Domain… on a
// partial list): the name itself when the NNS could hold it, else why not, checked as the user types.
import * as vscode from 'vscode';
import type { Localizer } from '../model/localizer';
import { nameProblem } from '../model/nameSyntax';
import { escapeIcons } from '../model/untrustedText';

export type TypedNameItem = vscode.QuickPickItem & {
  /** The name typed (trimmed). */
  readonly typed: string;
  /** Why it cannot be a name; accepting the item then does nothing. */
  readonly problem?: string;
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
