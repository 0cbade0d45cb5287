// Which domain a command is about: a row (context menu, inline button), a name (scripts and tests),
// a details document (its title bar and lenses); from the palette, the selected row or the details
// document in the active editor.
import * as vscode from 'vscode';
import type { DomainLeaf } from '../model/tree/domainTree';
import { UriSchemes } from '../model/ids';
import { nameOfDetailsUri } from '../services/uris';
import type { CommandContext } from './commandContext';

/** A domain row of a view (a click or Enter on it, its menu or buttons pass it). */
export function isDomainLeaf(value: unknown): value is DomainLeaf {
  return typeof value === 'object' && value !== null && (value as Partial<DomainLeaf>).kind === 'domain';
}

/** The name an argument stands for, if it stands for one. */
export function domainNameOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  if (arg instanceof vscode.Uri) return nameOfDetailsUri(arg);
  if (isDomainLeaf(arg)) return arg.entry.name;
  return undefined;
}

/** The selected domain row of a view (the first view with one). */
export function selectedDomain(context: CommandContext): string | undefined {
  for (const view of Object.values(context.views)) {
    const name = view.treeView.selection.map(domainNameOf).find((selected) => selected !== undefined);
    if (name !== undefined) return name;
  }
  return undefined;
}

/** The name of the details document in the active editor, if that is one. */
export function activeDetailsName(): string | undefined {
  const active = vscode.window.activeTextEditor?.document.uri;
  return active?.scheme === UriSchemes.details ? nameOfDetailsUri(active) : undefined;
}

/** The argument's name; without one, the active details document's, else the selected row's. */
export function targetDomain(context: CommandContext, arg: unknown): string | undefined {
  const given = domainNameOf(arg);
  if (given !== undefined || arg !== undefined) return given;
  return activeDetailsName() ?? selectedDomain(context);
}
