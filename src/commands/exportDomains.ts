// nns.exportDomains: a view's list as shown (filtered; every owner of Owner Domains) to a CSV or JSON file the
// user picks, saying where it comes from and whether it is complete. Details not loaded may be loaded first, in
// batches with progress and Cancel, or are exported as unknown.
import * as vscode from 'vscode';
import { exportChunks } from '../model/export/exportFormats';
import { exportedCount, namesWithoutDetails, type ExportFormat, type ExportSource } from '../model/export/exportRows';
import { forNotification } from '../model/text/untrustedText';
import { viewTitle } from '../model/view/viewSections';
import { writeExport } from '../services/exportWriter';
import { isViewId, type CommandContext, type CommandView } from './commandContext';
import { askLoadDetails, formatOfUri, isExportFormat, pickFile, pickFormat } from './prompts/exportPrompts';
import { pickView } from './prompts/viewPick';

/** The share of the progress bar the loading of details takes, when they are loaded: most of the time. */
const DETAILS_SHARE = 90;

/** Who asks for details during an export (cancelled with it). */
const REQUESTER = { id: 'nns.exportDomains', label: 'Export' };

/**
 * `nns.exportDomains(viewId?, options?)`. Options for scripts and tests: `uri` (a Uri or a URI string)
 * writes there without any dialog; `format` ('csv' | 'json'; else the file's extension, else CSV);
 * `loadDetails` loads the missing details first.
 */
export interface ExportOptions {
  readonly uri?: vscode.Uri;
  readonly format?: ExportFormat;
  readonly loadDetails?: boolean;
}

/** What an export wrote; also what the command resolves with. */
export interface ExportResult {
  readonly uri: string;
  readonly format: ExportFormat;
  readonly names: number;
  readonly bytes: number;
  readonly complete: boolean;
  readonly detailsUnknown: number;
  readonly durationMs: number;
  /** Slices of work between which the editor ran, and the longest. */
  readonly slices: number;
  readonly longestSliceMs: number;
  /** The one write of the file through workspace.fs. */
  readonly writeMs: number;
}

export function readExportOptions(arg: unknown): ExportOptions {
  if (typeof arg !== 'object' || arg === null) return {};
  const { uri, format, loadDetails } = arg as { uri?: unknown; format?: unknown; loadDetails?: unknown };
  const target = uri instanceof vscode.Uri ? uri : typeof uri === 'string' && uri !== '' ? vscode.Uri.parse(uri, true) : undefined;
  return {
    ...(target ? { uri: target } : {}),
    ...(isExportFormat(format) ? { format } : {}),
    ...(typeof loadDetails === 'boolean' ? { loadDetails } : {}),
  };
}

export async function exportDomains(context: CommandContext, viewArg?: unknown, optionsArg?: unknown): Promise<ExportResult | undefined> {
  const { l10n } = context;
  const options = readExportOptions(optionsArg);
  const view = isViewId(viewArg, context.views) ? context.views[viewArg] : await pickView(context, l10n.t('Export Which View?'));
  if (!view) return undefined;
  const title = viewTitle(view.viewId, context.l10n);
  // Every owner shown is exported: a looked-up owner never opened is loaded too.
  await vscode.window.withProgress({ location: { viewId: view.viewId } }, () => view.whenLoaded(true));
  const source = view.exportSource();
  if (!exportable(view, source, title, context)) return undefined;

  const count = exportedCount(source);
  const heading = count === 1 ? l10n.t('Export {0} (1 name)', title) : l10n.t('Export {0} ({1} names)', title, l10n.count(count));
  const format = options.format ?? (options.uri ? formatOfUri(options.uri) ?? 'csv' : await pickFormat(context, heading));
  if (!format) return undefined;
  let loadDetails = options.loadDetails ?? false;
  // Only when they may be loaded: a script that did not ask for them is not asked.
  const missing = source.node && (loadDetails || !options.uri) ? namesWithoutDetails(source) : [];
  if (!options.uri && missing.length > 0) {
    const answer = await askLoadDetails(context, missing.length);
    if (answer === undefined) return undefined;
    loadDetails = answer;
  }
  const uri = options.uri ?? (await pickFile(context, view.viewId, format, heading, Date.now()));
  if (!uri) return undefined;
  // A name typed with the other extension in the dialog asks for that format.
  const written = options.format ?? formatOfUri(uri) ?? format;
  return write(context, { source, uri, format: written, title, missing: loadDetails ? missing : [], scripted: options.uri !== undefined });
}

/** False (after saying why) when the view has nothing to export. */
function exportable(view: CommandView, source: ExportSource, title: string, context: CommandContext): boolean {
  const status = view.status();
  if (status.state === 'failed') {
    void vscode.window.showWarningMessage(context.l10n.t('Nothing to export: {0}', forNotification(status.failure ?? context.l10n.t('Loading failed.'), 300)));
    return false;
  }
  if (source.lists.length === 0) {
    void vscode.window.showInformationMessage(context.l10n.t('{0} shows no list: there is nothing to export.', title));
    return false;
  }
  return true;
}

interface WriteJob {
  readonly source: ExportSource;
  readonly uri: vscode.Uri;
  readonly format: ExportFormat;
  readonly title: string;
  /** Names whose details are loaded first. */
  readonly missing: readonly string[];
  /** Asked for by a script or test (a URI given): the outcome goes to the status bar, not a notification. */
  readonly scripted: boolean;
}

async function write(context: CommandContext, job: WriteJob): Promise<ExportResult | undefined> {
  const { l10n } = context;
  const file = fileName(job.uri);
  const started = performance.now();
  let result: ExportResult | undefined;
  try {
    result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: l10n.t('Exporting {0}', job.title), cancellable: true },
      async (progress, token) => {
        const { node } = job.source;
        // The bar: the details' share of the work first (when loaded), then the writing's.
        const detailsShare = node && job.missing.length > 0 ? DETAILS_SHARE : 0;
        if (node && job.missing.length > 0) {
          const cancel = token.onCancellationRequested(() => context.details.cancel(REQUESTER.id));
          const count = job.missing.length;
          let settled = 0;
          try {
            progress.report({ message: l10n.t('details: 0 of {0} names…', l10n.count(count)) });
            if (!token.isCancellationRequested) {
              await context.details.loadMany(node, job.missing, REQUESTER, (done) => {
                progress.report({ message: l10n.t('details: {0} of {1} names…', l10n.count(done), l10n.count(count)), increment: ((done - settled) / count) * detailsShare });
                settled = done;
              });
            }
          } finally {
            cancel.dispose();
          }
          if (token.isCancellationRequested) return undefined;
        }
        // The details are read as the text is made: those just loaded are in.
        const total = exportedCount(job.source);
        const text = exportChunks(job.format, job.source, Date.now());
        let reported = 0;
        const written = await writeExport(job.uri, text, {
          token,
          onProgress: (names) => {
            const increment = total > 0 ? ((names - reported) / total) * (100 - detailsShare) : 0;
            reported = names;
            progress.report({ message: l10n.t('{0} of {1} names', l10n.count(names), l10n.count(total)), increment });
          },
        });
        if (!written) return undefined;
        return {
          uri: job.uri.toString(), format: job.format, names: written.names, bytes: written.bytes, complete: job.source.lists.every((list) => list.complete),
          detailsUnknown: text.header?.detailsUnknown ?? 0, durationMs: performance.now() - started, slices: written.slices, longestSliceMs: written.longestSliceMs, writeMs: written.writeMs,
        };
      },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(l10n.t('Could not write {0}: {1}', forNotification(file, 120), forNotification(reason, 300)));
    return undefined;
  }
  if (!result) {
    vscode.window.setStatusBarMessage(l10n.t('Export cancelled: nothing was written.'), 5000);
    return undefined;
  }
  context.log.note(`Exported ${result.names} names of ${job.title} as ${job.format.toUpperCase()} to ${job.uri.toString()} (${result.bytes} bytes) in ${Math.round(result.durationMs)} ms; ` +
    `${result.slices} slices, the longest ${result.longestSliceMs.toFixed(1)} ms; the write ${Math.round(result.writeMs)} ms.`);
  void announce(context, job, result, file);
  return result;
}

/** The outcome in words: how many names, whether the list is complete, details not loaded. */
async function announce(context: CommandContext, job: WriteJob, result: ExportResult, file: string): Promise<void> {
  const { l10n } = context;
  const parts = [result.names === 1 ? l10n.t('Exported 1 name to {0}.', file) : l10n.t('Exported {0} names to {1}.', l10n.count(result.names), file)];
  if (!result.complete) parts.push(l10n.t('The list is not complete: the file says why.'));
  if (result.detailsUnknown > 0) parts.push(l10n.t('Details not loaded for {0} names: exported as unknown.', l10n.count(result.detailsUnknown)));
  const text = forNotification(parts.join(' '), 400);
  if (job.scripted) {
    vscode.window.setStatusBarMessage(text, 5000);
    return;
  }
  const open = l10n.t('Open File');
  if ((await vscode.window.showInformationMessage(text, open)) === open) await vscode.window.showTextDocument(job.uri);
}

function fileName(uri: vscode.Uri): string {
  return uri.path.split('/').pop() || uri.toString();
}
