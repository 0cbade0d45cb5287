// nns.setUpNns, Set Up NNS on This Chain…: the contract's files, the committee's account (or one signing
// elsewhere), the first root and the price, then model/setup/runSetUp under one progress notification. The
// contract is written to nns.contractHash (workspace settings) only when the user clicks Use This Contract.
import * as vscode from 'vscode';
import { PUBLIC_NETWORKS, type NodeConfig } from '../../core';
import { ViewIds } from '../../model/ids';
import { checkSetUp, runSetUp, type SetUpOutcome, type SetUpRunStep } from '../../model/setup/runSetUp';
import { alreadySetUpText, contractUsedText, publicNetworkText, setUpFailedText, setUpProbingText, setUpPromptText, setUpSubject, setUpTitle } from '../../model/setup/setUpText';
import { checkAgainButton, runStepText } from '../../model/write/run/runText';
import { elsewhereSigner } from '../../model/write/accounts/elsewhereAccount';
import { noCommitteeKeyText } from '../../model/write/words/commandText';
import { elsewherePromptText } from '../../model/write/words/elsewhereText';
import { refusalText } from '../../model/write/words/refusalText';
import { isWriteUnavailable } from '../../services/write/writeModule';
import type { WriteService } from '../../services/write/writeService';
import type { CommandContext } from '../commandContext';
import { elsewhereRows } from '../write/elsewhereSigner';
import { askRoot } from '../write/operations/addRoot';
import { askPrice } from '../write/operations/setPrice';
import type { WriteContext } from '../write/writeFlow';
import { pickContractFiles } from './contractFilePick';
import { pickSetUpAccount } from './setUpPrompts';

/** The window's write service as the write commands get it (LazyWrite loaded it), and the settings, log and contract searches. */
export type SetUpContext = Pick<WriteContext, 'l10n'> & Pick<CommandContext, 'settings' | 'log' | 'contracts'> & {
  /** All Domains, which offers the contract once it is deployed. */
  readonly views: Pick<CommandContext['views'], typeof ViewIds.allDomains>;
  readonly write: Pick<WriteService, 'ready' | 'currentNode' | 'info' | 'accounts' | 'elsewhereAccounts' | 'committee' | 'keySource' | 'confirm' | 'forgetInfo' | 'contexts'>;
};

/** What the command did: for tests and scripts. */
export type SetUpResult =
  | { readonly kind: 'dismissed' | 'refused' }
  | SetUpOutcome & { readonly used?: boolean };

/** `nns.setUpNns()`: resolves once the outcome's message is answered (and the setting written, if asked). */
export async function setUpNns(context: SetUpContext): Promise<SetUpResult> {
  const { l10n } = context;
  const refuse = async (message: string): Promise<SetUpResult> => {
    context.log.note(`${setUpTitle(l10n)}: ${message}`);
    await vscode.window.showErrorMessage(message);
    return { kind: 'refused' };
  };
  // A trusted workspace in a Node extension host only: otherwise why not, in words.
  let write;
  try {
    write = await context.write.ready();
  } catch (error) {
    if (isWriteUnavailable(error)) return refuse(error.message);
    throw error;
  }
  const node = context.write.currentNode();

  // The network and committee first, read anew: the network the set-up shows and signs for. MainNet and TestNet have their contract, refused before any file is read.
  const info = await context.write.info(node, { fresh: true });
  const publicNetwork = PUBLIC_NETWORKS[info.network.magic];
  if (publicNetwork) return refuse(publicNetworkText(publicNetwork, l10n));
  // The settings' contract is an NNS contract here: a second one only when asked for.
  if (info.contract?.isNameService) {
    const already = alreadySetUpText(info.contract.hash, l10n);
    if ((await vscode.window.showWarningMessage(already.message, already.button)) !== already.button) return { kind: 'dismissed' };
  }

  let chosen;
  try {
    chosen = await pickContractFiles(write, l10n);
  } catch (error) {
    const refusal = refusalText(error, { subject: setUpSubject(['deploy']), signers: [], rpcUrl: node.rpcUrl }, l10n);
    return refuse(setUpFailedText(refusal.message, refusal.fix, l10n));
  }
  if (!chosen) return { kind: 'dismissed' };

  const accounts = await context.write.accounts(info);
  const committee = context.write.committee(write, info, accounts);
  const committeeAccount = info.committee?.length ? write.committeeAccountOf(info.committee, info.network.addressVersion) : undefined;
  if (!committee.ok && accounts.length === 0) {
    // No key here: the committee may sign elsewhere, the set-up saved for it.
    const message = noCommitteeKeyText(committeeAccount?.address ?? '', committee.held, committee.needed, l10n);
    const button = committeeAccount ? elsewherePromptText(l10n).signElsewhere : undefined;
    if ((await vscode.window.showErrorMessage(message, ...(button ? [button] : []))) !== button || !button) {
      context.log.note(`${setUpTitle(l10n)}: ${message}`);
      return { kind: 'refused' };
    }
  }
  const elsewhere = {
    rows: elsewhereRows({ write, info }, await context.write.elsewhereAccounts(info), accounts, l10n),
    ...(committeeAccount ? { committeeHash: committeeAccount.scriptHash } : {}),
    ...(!committee.ok && committeeAccount ? { committee: { ...elsewhereSigner(committeeAccount, accounts), committee: true as const } } : {}),
  };
  const signer = await pickSetUpAccount(committee.ok ? committee.account : undefined, accounts, l10n, elsewhere);
  if (!signer) return { kind: 'dismissed' };
  const administration = write.administrationOf(chosen.files.manifest.manifest);
  const words = setUpPromptText(l10n);
  const root = await askRoot(write, administration.family, l10n, { title: words.rootTitle });
  if (root === undefined) return { kind: 'dismissed' };
  const price = administration.setPrice ? await askPrice(write, l10n, words.priceTitle) : null;
  if (price === undefined) return { kind: 'dismissed' };

  let chain;
  try {
    chain = write.operationChainOf(info.network, info.blockCount, info.readAt);
  } catch (error) {
    const refusal = refusalText(error, { subject: setUpSubject(['deploy']), signers: [], rpcUrl: node.rpcUrl }, l10n);
    return refuse(setUpFailedText(refusal.message, refusal.fix, l10n));
  }
  let outcome = await withSetUpProgress(context, (progress, signal) => runSetUp({
    write, node, chain, files: chosen.files, paths: chosen.paths, signer, root, price,
    addressVersion: info.network.addressVersion,
    keySource: context.write.keySource(write, info),
    confirm: (text) => context.write.confirm(text),
    saveContext: (request) => context.write.contexts.save(request),
    currentSettings: () => settingsNow(context),
    l10n, progress, signal,
    log: (line) => context.log.note(line),
  }));
  // Sent without an answer: Check Again looks the transaction up, as often as asked.
  while (outcome.kind === 'failed' && outcome.check) {
    const { check } = outcome;
    const button = checkAgainButton(l10n);
    if ((await vscode.window.showErrorMessage(setUpFailedText(outcome.refusal.message, outcome.refusal.fix, l10n), button)) !== button) return outcome;
    outcome = await withSetUpProgress(context, (progress, signal) => checkSetUp({ write, check, l10n, progress, signal, log: (line) => context.log.note(line) }));
  }
  switch (outcome.kind) {
    case 'declined':
      vscode.window.setStatusBarMessage(l10n.t('{0}: not signed, nothing was sent.', setUpTitle(l10n)), 5000);
      return outcome;
    case 'failed':
      if (outcome.refusal.cancelled) {
        vscode.window.setStatusBarMessage(`${setUpTitle(l10n)}: ${outcome.refusal.message}`, 8000);
        return outcome;
      }
      await vscode.window.showErrorMessage(setUpFailedText(outcome.refusal.message, outcome.refusal.fix, l10n));
      return outcome;
    case 'saved':
      void vscode.window.showInformationMessage(`${setUpTitle(l10n)}: ${outcome.message}`);
      return outcome;
    case 'done': {
      // All Domains offers the contract now, whether or not Use This Contract is clicked.
      context.contracts.clear();
      context.write.forgetInfo();
      void context.views[ViewIds.allDomains].reload();
      const choice = await vscode.window.showInformationMessage(outcome.text.message, outcome.text.use);
      if (choice !== outcome.text.use) return { ...outcome, used: false };
      // The contract is the workspace's chain's: its setting goes to the workspace. A changed nns.contractHash reloads the views.
      await context.settings.write('contractHash', outcome.contractHash, 'workspace');
      vscode.window.setStatusBarMessage(contractUsedText(outcome.contractHash, l10n), 5000);
      return { ...outcome, used: true };
    }
  }
}

/** The set-up under a cancellable progress notification: its probe's words, then the transaction's. */
function withSetUpProgress<T>(context: SetUpContext, task: (report: (step: SetUpRunStep) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
  const { l10n } = context;
  return Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: setUpTitle(l10n), cancellable: true }, async (progress, token) => {
    const controller = new AbortController();
    const cancel = token.onCancellationRequested(() => controller.abort());
    try {
      return await task((step) => progress.report({ message: step.step === 'probing' ? setUpProbingText(l10n) : runStepText(step, l10n) }), controller.signal);
    } finally {
      cancel.dispose();
    }
  }));
}

/** The node and contract in the settings now (invalid settings match nothing, so nothing is sent). */
function settingsNow(context: SetUpContext): NodeConfig {
  try {
    return context.write.currentNode();
  } catch {
    return { rpcUrl: '', contractHash: '' };
  }
}
