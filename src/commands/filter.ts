// nns.filter / nns.clearFilter: a substring filter per view, shown in its description.
import * as vscode from 'vscode';
import { viewTitle } from '../model/view/viewSections';
import { isViewId, type CommandContext } from './commandContext';
import { pickView } from './prompts/viewPick';

/** `nns.filter(viewId?, text?)`: with a text, applies it without asking (scripts and tests). */
export async function filter(context: CommandContext, viewId?: unknown, text?: unknown): Promise<void> {
  const view = isViewId(viewId, context.views) ? context.views[viewId] : await pickView(context, context.l10n.t('Filter Which View?'));
  if (!view) return;
  if (typeof text === 'string') {
    await view.setFilter(text);
    return;
  }
  const value = await vscode.window.showInputBox({
    title: context.l10n.t('Filter {0}', viewTitle(view.viewId, context.l10n)),
    prompt: context.l10n.t('Show only domains whose name before the top-level domain contains this text; with a dot, the whole name (".n3", "bank.neo"). Leave empty to show all.'),
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
