// The read-only plans of names files (`nns-plan:` URIs, whose query is the file's URI): each time one is
// opened or refreshed, the file as the editor holds it is planned against the chain now, and its cost
// tested where this window has the write module. What was planned is kept for the lens and Apply.
import * as vscode from 'vscode';
import type { WriteModule } from '../model/write/accounts/keySource';
import { UriSchemes } from '../model/ids';
import { invalidPlanText, planDocumentText, planFailedText } from '../model/namesFile/planDocument';
import { describeFailure } from '../model/text/failureText';
import type { Localizer } from '../model/text/localizer';
import type { NamesModel } from '../model/namesFile/namesModel';
import type { FilePlan, NamesFileReader } from '../services/namesFile/namesFileReader';
import { planCosts } from '../services/namesFile/planCosts';
import type { RequestLog } from '../services/requestLog';
import type { SettingsService } from '../services/settings';

export interface PlanDocumentParts {
  readonly reader: Pick<NamesFileReader, 'plan'>;
  readonly settings: Pick<SettingsService, 'read'>;
  readonly log: Pick<RequestLog, 'onRequest' | 'note'>;
  readonly l10n: Localizer;
  readonly model: Pick<NamesModel, 'planText' | 'groupPlan'>;
  /** The write module where this window signs (it groups and tests the transactions); undefined elsewhere. */
  readonly loadWrite: () => Promise<WriteModule | undefined>;
  /** Why this window cannot apply a plan (the web build, Restricted Mode); undefined where it can. */
  readonly cannotApply: () => string | undefined;
}

/** The plan document of a names file. */
export function planUri(file: vscode.Uri): vscode.Uri {
  const base = file.path.split('/').pop() || 'names';
  return vscode.Uri.from({ scheme: UriSchemes.plan, path: `/${base} (plan)`, query: file.toString() });
}

/** The names file a plan document is of. */
export function fileOfPlan(uri: vscode.Uri): vscode.Uri | undefined {
  if (uri.scheme !== UriSchemes.plan || uri.query === '') return undefined;
  try {
    return vscode.Uri.parse(uri.query, true);
  } catch {
    return undefined;
  }
}

/** A names file's text as the editor holds it (unsaved edits too), else as saved. */
export async function namesFileText(file: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === file.toString());
  if (open) return open.getText();
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
}

/** A file's text as it was planned, and its plan. */
export interface PlannedFile {
  readonly file: vscode.Uri;
  readonly text: string;
  readonly plan: FilePlan;
}

export class PlanDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly provided = new vscode.EventEmitter<PlannedFile>();
  /** A plan document was made anew: the file's text planned and its plan. */
  readonly onDidPlan = this.provided.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly parts: PlanDocumentParts) {
    this.disposables.push(this.changed, this.provided, vscode.workspace.registerTextDocumentContentProvider(UriSchemes.plan, this));
  }

  /** Plans a plan document again, when it is open (showing it again would show what it said before). */
  refresh(uri: vscode.Uri): void {
    if (vscode.workspace.textDocuments.some((document) => document.uri.toString() === uri.toString())) this.changed.fire(uri);
  }

  /** Plans the open plan documents again (of one file, or all): after an apply, a Refresh, another node. */
  refreshOpen(file?: vscode.Uri): void {
    const seen = new Set<string>();
    for (const tab of vscode.window.tabGroups.all.flatMap((group) => group.tabs)) {
      const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
      if (uri?.scheme !== UriSchemes.plan || seen.has(uri.toString())) continue;
      if (file && fileOfPlan(uri)?.toString() !== file.toString()) continue;
      seen.add(uri.toString());
      this.changed.fire(uri);
    }
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const { l10n } = this.parts;
    const file = fileOfPlan(uri);
    if (!file) return `${l10n.t('This is not the plan of a names file.')}\n`;
    const shown = vscode.workspace.asRelativePath(file, false);
    const controller = new AbortController();
    const cancel = token.onCancellationRequested(() => controller.abort());
    try {
      const text = await namesFileText(file);
      const plan = await this.parts.reader.plan(text, { signal: controller.signal });
      this.provided.fire({ file, text, plan });
      if (plan.kind === 'invalid') {
        const located = plan.parse.problems.map((problem) => ({ ...problem, ...lineOf(text, problem.offset) }));
        return invalidPlanText(shown, located, l10n);
      }
      const write = plan.plan.changeCount > 0 ? await this.parts.loadWrite().catch(() => undefined) : undefined;
      const costs = write ? await planCosts(write, this.parts.model.groupPlan, plan.chain, plan.plan, { signal: controller.signal, onRequest: this.parts.log.onRequest }) : undefined;
      const cannotApply = this.parts.cannotApply();
      return planDocumentText({
        file: shown, node: plan.chain.node, api: plan.chain.api, readAt: plan.chain.info.readAt, plan: plan.plan,
        ...(costs?.costs ? { costs: costs.costs } : {}),
        ...(costs ? { transactions: costs.transactions, untested: costs.untested } : {}),
        ...(costs?.failure === undefined ? {} : { costFailure: describeFailure(costs.failure, plan.chain.node.rpcUrl, l10n).summary }),
        ...(cannotApply ? { cannotApply } : {}),
      }, this.parts.model.planText, l10n);
    } catch (error) {
      const failure = describeFailure(error, this.parts.settings.read().rpcUrlText, l10n);
      this.parts.log.note(`Plan of ${shown} failed: ${failure.detail}`);
      return planFailedText(shown, failure.summary, l10n);
    } finally {
      cancel.dispose();
    }
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/** The line and column (both from 0) of a UTF-16 offset. */
export function lineOf(text: string, offset: number): { readonly line: number; readonly character: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length - 1;
  return { line, character: before.length - (before.lastIndexOf('\n') + 1) };
}
