// Which view a palette command acts on: the one on screen, or the user picks.
import * as vscode from 'vscode';
import { viewTitle } from '../../model/view/viewSections';
import type { CommandContext, CommandView } from '../commandContext';

/** The one visible view, or ask (`title` heads the pick); undefined on Escape. */
export async function pickView(context: CommandContext, title: string): Promise<CommandView | undefined> {
  const views = Object.values(context.views);
  const visible = views.filter((view) => view.treeView.visible);
  if (visible.length === 1) return visible[0];
  const picked = await vscode.window.showQuickPick(
    views.map((view) => ({ label: viewTitle(view.viewId, context.l10n), description: view.filter ? `"${view.filter}"` : undefined, view })),
    { title },
  );
  return picked?.view;
}
