// nns.applyNamesFile: a names file's plan made so, through the signing path every write takes: a window
// that signs, the plan read anew, its changes grouped into the fewest transactions the node's limits
// allow, each confirmed once with its changes, fees and signers, then how it ended and the change shown.
import * as vscode from 'vscode';
import { namesFileText } from '../../documents/planDocuments';
import type { NamesPlan } from '../../model/namesFile/api';
import { applyBatches, type ApplyOutcome } from '../../model/namesFile/applyBatches';
import { applyNotice, applyTitle, conflictsLeftText, fileErrorsText, nothingToApplyText } from '../../model/namesFile/applyText';
import { isUnsupported, type ContractWriteApi } from '../../model/write/contracts/contractApi';
import type { SoaFields } from '../../model/write/contracts/contractArguments';
import { noAccountsText } from '../../model/write/words/commandText';
import { batchLimits } from '../../services/namesFile/planCosts';
import type { CommandContext } from '../commandContext';
import { showTheChange } from '../write/showTheChange';
import { namesFileTarget } from './namesFileTarget';

export type ApplyContext = Pick<CommandContext, 'l10n' | 'namesFiles' | 'write' | 'views' | 'details' | 'documents' | 'lookups'>;

/** `nns.applyNamesFile(file?)`: resolves with how it ended, or undefined when it stopped before a confirmation. */
export async function applyNamesFile(context: ApplyContext, arg?: unknown): Promise<ApplyOutcome | undefined> {
  const { l10n } = context;
  const file = await namesFileTarget(arg, l10n.t('Apply Names File'), l10n);
  if (!file) return undefined;
  // A window that signs (not the web build, not Restricted Mode: said why), and its write service.
  const loaded = await context.write.commands();
  if (!loaded) return undefined;
  const { service } = loaded;
  const write = await service.ready();
  const editor = await context.namesFiles.editor();
  const subject = vscode.workspace.asRelativePath(file, false);

  const text = await namesFileText(file);
  const planning = (soa?: SoaFields) => vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: l10n.t('Planning {0}…', subject) },
    () => editor.reader.plan(text, { fresh: true, ...(soa ? { soa } : {}) }),
  );
  let planned = await planning();
  editor.lens.planned(file, text, planned);
  if (planned.kind === 'invalid') {
    void vscode.window.showErrorMessage(fileErrorsText(subject, planned.parse.problems.filter((problem) => problem.severity === 'error').length, l10n));
    return undefined;
  }
  if (planned.plan.changeCount === 0) {
    void vscode.window.showInformationMessage(nothingToApplyText(subject, planned.plan.conflicts.length, l10n));
    return undefined;
  }
  if (planned.chain.accounts.length === 0) {
    void vscode.window.showErrorMessage(noAccountsText(planned.chain.info.network.magic, l10n));
    return undefined;
  }
  // NeoFS's NNS records an e-mail address with each name it registers: the user's, asked once.
  if (takesSoa(planned.chain.api) && registers(planned.plan)) {
    const email = await askEmail(subject, l10n);
    if (email === undefined) return undefined;
    planned = await planning({ email });
    if (planned.kind === 'invalid') return undefined;
  }

  const { chain, plan } = planned;
  const batches = editor.model.groupPlan(plan, batchLimits(write), write);
  const outcome = await service.withTransactions(write, chain.info, applyTitle(subject, l10n), (io, stage) => applyBatches({
    ...io, node: chain.node, info: chain.info, api: chain.api, subject, batches,
    lines: (batch) => editor.model.batchConfirmationLines(batch, l10n),
    split: editor.model.splitBatch,
    onBatch: (title) => stage(title),
  }));

  if (outcome.done.length > 0) await showTheChange(context, chain.node, outcome.reload);
  editor.chainChanged();
  const notice = applyNotice(outcome, subject, l10n);
  const left = conflictsLeftText(plan.conflicts.length, l10n);
  const withLeft = (text: string) => (left ? `${text} ${left}` : text);
  if (notice.kind === 'none') vscode.window.setStatusBarMessage(notice.status, 8000);
  else if (notice.kind === 'information') void vscode.window.showInformationMessage(withLeft(notice.text));
  else if (notice.kind === 'warning') void vscode.window.showWarningMessage(withLeft(notice.text));
  else void vscode.window.showErrorMessage(notice.text);
  return outcome;
}

function takesSoa(api: ContractWriteApi): boolean {
  return !isUnsupported(api.register) && api.register.soa === true;
}

function registers(plan: NamesPlan): boolean {
  return plan.names.some((name) => name.changes.some((change) => change.kind === 'register'));
}

async function askEmail(subject: string, l10n: CommandContext['l10n']): Promise<string | undefined> {
  const email = await vscode.window.showInputBox({
    title: l10n.t('Apply {0}', subject),
    prompt: l10n.t('This contract (NeoFS\'s NNS) records an e-mail address with each name it registers (its SOA record).'),
    placeHolder: 'admin@example.com',
    ignoreFocusOut: true,
    validateInput: (value) => (/^[^\s@]+@[^\s@]+$/.test(value.trim()) ? undefined : l10n.t('An e-mail address, e.g. admin@example.com.')),
  });
  return email?.trim();
}
