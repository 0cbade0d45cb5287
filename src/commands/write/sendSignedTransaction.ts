// nns.sendSignedTransaction and nns.inspectTransaction: a contract parameters context file (a lens's, or
// picked) read and checked by model/write/run/sendSignedTransaction, confirmed, sent and waited for under
// a progress notification; then the change shown as after a write. Inspect only decodes it into a document.
import * as vscode from 'vscode';
import type { ContractWriteInfo, NodeConfig } from '../../core';
import { ViewIds } from '../../model/ids';
import { contractUsedText } from '../../model/setup/setUpText';
import type { WriteModule } from '../../model/write/accounts/keySource';
import { reload } from '../../model/write/operations/operationSpec';
import { inspectSignedTransaction, sendSignedTransaction as runSend, type SendOutcome, type SignedStep } from '../../model/write/run/sendSignedTransaction';
import { setUpSentText, signedStepText } from '../../model/write/words/contextText';
import type { WriteService } from '../../services/write/writeService';
import type { CommandContext } from '../commandContext';
import { pickContextFile } from '../prompts/contextFilePick';
import { showTheChange } from './showTheChange';
import { writeModuleOf } from './writeFlow';

/** What the two commands use: the views and details to refresh, the settings (a set-up's contract), the log, and the write service. */
export type SignedContext = Pick<CommandContext, 'l10n' | 'views' | 'details' | 'documents' | 'lookups' | 'settings' | 'contracts' | 'log'> & {
  readonly write: Pick<WriteService, 'ready' | 'currentNode' | 'info' | 'contexts' | 'ask' | 'settingsNow' | 'forgetInfo'>;
};

interface Start {
  readonly write: WriteModule;
  readonly uri: vscode.Uri;
  readonly file: string;
  readonly text: string;
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo;
}

/** A window that signs, the file, the node of the settings and its chain read now, the file's text; undefined once the user left or was told why not. */
async function start(context: SignedContext, arg: unknown, title: string): Promise<Start | undefined> {
  const write = await writeModuleOf(context.write);
  if (!write) return undefined;
  const saved = context.write.contexts.saved.list();
  const uri = await pickContextFile(arg, title, (file) => saved.find((each) => each.file === file)?.title, context.l10n);
  if (!uri) return undefined;
  const node = context.write.currentNode();
  const info = await context.write.info(node, { fresh: true });
  const text = await context.write.contexts.read(uri);
  return { write, uri, file: vscode.workspace.asRelativePath(uri, false), text, node, info };
}

/** `nns.sendSignedTransaction(uri?)`: resolves with the outcome once said, or undefined when it stopped before reading a file. */
export async function sendSignedTransaction(context: SignedContext, arg?: unknown): Promise<SendOutcome | undefined> {
  const { l10n } = context;
  const title = l10n.t('Send Signed Transaction');
  const started = await start(context, arg, title);
  if (!started) return undefined;
  const { write, node, info, text, file } = started;
  const outcome = await withSignedProgress(title, l10n, (progress, signal) => runSend({
    write, node, info, text, file, l10n, progress, signal,
    saved: (hash) => context.write.contexts.saved.find(hash),
    confirm: (shown) => context.write.ask(shown, [shown.button, shown.show]),
    currentSettings: () => context.write.settingsNow(),
    log: (line) => context.log.note(line),
  }));
  switch (outcome.kind) {
    case 'declined':
      vscode.window.setStatusBarMessage(l10n.t('{0}: not sent.', outcome.title), 8000);
      break;
    case 'shown':
      await context.write.contexts.show(outcome.hash, outcome.document);
      break;
    case 'failed': {
      const { message, fix } = outcome.refusal;
      void vscode.window.showErrorMessage(fix ? `${message} ${fix}` : message);
      break;
    }
    case 'done':
      await context.write.contexts.saved.forget(outcome.hash);
      // What the saved operation changed; of a transaction from elsewhere, every list and name.
      await showTheChange(context, node, outcome.reload ?? reload({ allDomains: true }));
      if (!outcome.reload) {
        context.details.clear();
        context.documents.refreshOpenDocuments();
        await context.views[ViewIds.ownerDomains].reload();
      }
      if (outcome.setUpContract) await offerContract(context, outcome.message, outcome.setUpContract);
      else void vscode.window.showInformationMessage(outcome.message);
      break;
  }
  return outcome;
}

/** `nns.inspectTransaction(uri?)`: the file's transaction in a read-only document; nothing is sent. */
export async function inspectTransaction(context: SignedContext, arg?: unknown): Promise<vscode.Uri | undefined> {
  const started = await start(context, arg, context.l10n.t('Inspect Transaction'));
  if (!started) return undefined;
  const { write, node, info, text, file } = started;
  const inspected = inspectSignedTransaction({ write, node, info, text, file, l10n: context.l10n, saved: (hash) => context.write.contexts.saved.find(hash) });
  if (inspected.kind === 'failed') {
    void vscode.window.showErrorMessage(inspected.refusal.fix ? `${inspected.refusal.message} ${inspected.refusal.fix}` : inspected.refusal.message);
    return undefined;
  }
  return context.write.contexts.show(inspected.hash, inspected.document);
}

/** A set-up sent from a file: its contract written to the workspace settings only when the user clicks Use This Contract. */
async function offerContract(context: SignedContext, done: string, contractHash: string): Promise<void> {
  const words = setUpSentText(contractHash, context.l10n);
  const choice = await vscode.window.showInformationMessage(`${done} ${words.message}`, words.use);
  if (choice !== words.use) return;
  await context.settings.write('contractHash', contractHash, 'workspace');
  context.contracts.clear();
  context.write.forgetInfo();
  vscode.window.setStatusBarMessage(contractUsedText(contractHash, context.l10n), 5000);
}

/** The send under a cancellable progress notification, its steps in words. */
function withSignedProgress<T>(title: string, l10n: CommandContext['l10n'], task: (report: (step: SignedStep) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
  return Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
    const controller = new AbortController();
    const cancel = token.onCancellationRequested(() => controller.abort());
    try {
      return await task((step) => progress.report({ message: signedStepText(step, l10n) }), controller.signal);
    } finally {
      cancel.dispose();
    }
  }));
}
