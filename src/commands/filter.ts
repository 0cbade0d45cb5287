// nns.filter / nns.clearFilter: a substring filter per view, shown in its description.
import * as vscode from 'vscode';
import type { ViewId } from '../model/ids';
import { isViewId, type CommandContext, type CommandView } from './commandContext';

/** `nns.filter(viewId?, text?)`: with a text, applies it without asking (scripts and tests). */
export async function filter(context: CommandContext, viewId?: unknown, text?: unknown): Promise<void> {
  const view = isViewId(viewId, context.views) ? context.views[viewId] : await pickView(context);
  if (!view) return;
  if (typeof text === 'string') {
    await view.setFilter(text);
    return;
  }
  const value = await vscode.window.showInputBox({
    title: context.l10n.t('Filter {0}', viewTitle(view.viewId, context)),
    prompt: context.l10n.t('Show only domains that contain this text. Leave empty to show all.'),
    placeHolder: context.l10n.t('e.g. neo'),
    value: view.filter,
  });
  if (value !== undefined) await view.setFilter(value);
}

/** `nns.clearFilter(viewIdOrFilterRow?)`: without a view, clears the filter of every view. */
export async function clearFilter(context: CommandContext, target?: unknown): Promise<void> {
  // The filter row's × passes the row, which names its view.
  const viewId = typeof target === 'object' && target !== null ? (target as { viewId?: unknown }).viewId : target;
  const views = isViewId(viewId, context.views) ? [context.views[viewId]] : Object.values(context.views);
  await Promise.all(views.map((view) => view.setFilter('')));
}

function viewTitle(viewId: ViewId, context: CommandContext): string {
  return viewId === 'nns.allDomains' ? context.l10n.t('All Domains') : context.l10n.t('Owner Domains');
}

/** The one visible view, or ask. */
async function pickView(context: CommandContext): Promise<CommandView | undefined> {
  const views = Object.values(context.views);
  const visible = views.filter((view) => view.treeView.visible);
  if (visible.length === 1) return visible[0];
  const picked = await vscode.window.showQuickPick(
    views.map((view) => ({ label: viewTitle(view.viewId, context), description: view.filter ? `"${view.filter}"` : undefined, view })),
    { title: context.l10n.t('Filter Which View?') },
  );
  return picked?.view;
}
