// The questions Export Domains… asks: the format (the last one chosen offered first), whether to load
// the details the list lacks (how many requests, how long), and the file, in a save dialog: nothing
// is written anywhere unasked.
import * as vscode from 'vscode';
import type { ExportFormat } from '../../model/export/exportRows';
import { detailsEstimate, estimateText } from '../../model/details/detailsEstimate';
import { StateKeys, ViewIds, type ViewId } from '../../model/ids';
import type { CommandContext } from '../commandContext';

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', json: 'json' };

export function isExportFormat(value: unknown): value is ExportFormat {
  return value === 'csv' || value === 'json';
}

/** The format a file name asks for by its extension, if it does. */
export function formatOfUri(uri: vscode.Uri): ExportFormat | undefined {
  const match = /\.(csv|json)$/i.exec(uri.path);
  const extension = match?.[1]?.toLowerCase();
  return isExportFormat(extension) ? extension : undefined;
}

/** `nns-all-domains-2026-01-01.csv`: the view and the day, so that exports do not overwrite each other by default. */
export function defaultFileName(viewId: ViewId, format: ExportFormat, now: number): string {
  const view = viewId === ViewIds.allDomains ? 'all-domains' : 'owner-domains';
  return `nns-${view}-${new Date(now).toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}

type FormatItem = vscode.QuickPickItem & { readonly format: ExportFormat };

/** CSV or JSON; the format chosen last comes first. Undefined on Escape. */
export async function pickFormat(context: CommandContext, title: string): Promise<ExportFormat | undefined> {
  const { l10n } = context;
  const items: FormatItem[] = [
    { label: 'CSV', description: l10n.t('for spreadsheets: one row per name, the header in # comment lines'), format: 'csv' },
    { label: 'JSON', description: l10n.t('for scripts: the header, then one object per name'), format: 'json' },
  ];
  const last = context.globalState.get<unknown>(StateKeys.exportFormat);
  if (last === 'json') items.reverse();
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: l10n.t('Export as') });
  if (picked) await context.globalState.update(StateKeys.exportFormat, picked.format);
  return picked?.format;
}

type DetailsItem = vscode.QuickPickItem & { readonly load: boolean };

/**
 * Whether to load the details of `count` names first, saying what it costs (requests, round trips,
 * time, from how fast the node answered lately); undefined on Escape.
 */
export async function askLoadDetails(context: CommandContext, count: number): Promise<boolean | undefined> {
  const { l10n } = context;
  const estimate = detailsEstimate(count, context.log.roundTripMs());
  const items: DetailsItem[] = [
    {
      label: l10n.t('Load Them First'), description: l10n.t('their expiration and owner, from the node, in batches (Cancel stops it)'),
      detail: estimateText(estimate, l10n), load: true,
    },
    { label: l10n.t('Export Without Them'), description: l10n.t('their state is exported as unknown'), load: false },
  ];
  const title = count === 1 ? l10n.t('The details of 1 name are not loaded') : l10n.t('The details of {0} names are not loaded', l10n.count(count));
  const picked = await vscode.window.showQuickPick(items, { title });
  return picked?.load;
}

/** The file to write, from a save dialog in the workspace folder; undefined when dismissed. */
export async function pickFile(context: CommandContext, viewId: ViewId, format: ExportFormat, title: string, now: number): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const name = defaultFileName(viewId, format, now);
  return vscode.window.showSaveDialog({
    ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, name) } : {}),
    filters: format === 'csv' ? { [context.l10n.t('CSV')]: ['csv'] } : { [context.l10n.t('JSON')]: ['json'] },
    saveLabel: context.l10n.t('Export'),
    title,
  });
}
