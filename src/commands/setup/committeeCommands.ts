// nns.addRoot (Add Root…) and nns.setPrice (Set Price…): the committee's calls on the contract of the
// settings, signed by the committee's account assembled from the workspace's keys (a workspace that
// holds too few of them is told so before anything is asked). The root and the price are checked as
// typed by the contract's own rules; the rest — the confirmation, keys only after it, progress, the
// log, the outcome — is the write service's runNameOperation, and what changed reloads after.
import * as vscode from 'vscode';
import type { ContractWriteInfo } from '../../core/contractWriteInfo';
import type { NodeConfig } from '../../core/types';
import { committeePromptText, noCommitteeKeyText, noContractText } from '../../model/setup/setUpText';
import type { WriteModule } from '../../model/write/keySource';
import { operationTitle, type NameOperation } from '../../model/write/operations';
import { outcomeNotice } from '../../model/write/runText';
import type { SigningAccount } from '../../model/write/signingAccounts';
import type { RunOutcome } from '../../model/write/runNameOperation';
import { isWriteUnavailable } from '../../services/write/writeModule';
import type { CommandContext } from '../commandContext';
import { showTheChange } from '../write/showTheChange';
import { askPrice, askRoot } from './setUpPrompts';

export type CommitteeContext = Pick<CommandContext, 'write' | 'l10n' | 'log' | 'views' | 'details' | 'documents' | 'lookups'>;

/** What a committee command did: for tests and scripts. */
export type CommitteeResult = { readonly kind: 'dismissed' | 'refused' } | RunOutcome;

interface Ready {
  readonly write: WriteModule;
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo & { readonly contract: NonNullable<ContractWriteInfo['contract']> };
  readonly committee: SigningAccount;
}

/** `nns.addRoot(root?)`: the root asked for unless given. */
export async function addRoot(context: CommitteeContext, given?: unknown): Promise<CommitteeResult> {
  const ready = await prepare(context);
  if ('kind' in ready) return ready;
  const family = ready.write.administrationOf({ abi: { methods: ready.info.contract.methods } }).family;
  const typed = typeof given === 'string' ? given.trim() : undefined;
  const root = typed !== undefined && ready.write.rootProblem(typed, family) === undefined ? typed : await askRoot(ready.write, family, context.l10n, { title: committeePromptText(context.l10n).addRootTitle, ...(typed ? { value: typed } : {}) });
  if (root === undefined) return { kind: 'dismissed' };
  return run(context, ready, { kind: 'addRoot', root });
}

/** `nns.setPrice()`: the price of a name, one for every length (a contract that prices by length takes it as its base price). */
export async function setPrice(context: CommitteeContext): Promise<CommitteeResult> {
  const ready = await prepare(context);
  if ('kind' in ready) return ready;
  const price = await askPrice(ready.write, context.l10n, committeePromptText(context.l10n).setPriceTitle);
  if (price === undefined) return { kind: 'dismissed' };
  return run(context, ready, { kind: 'setPrice', prices: [price] });
}

/** The write module, the contract of the settings and the committee's account; or refused in words. */
async function prepare(context: CommitteeContext): Promise<Ready | { readonly kind: 'refused' }> {
  const refuse = async (message: string) => {
    context.log.note(message);
    await vscode.window.showErrorMessage(message);
    return { kind: 'refused' } as const;
  };
  let write: WriteModule;
  try {
    write = await context.write.ready();
  } catch (error) {
    if (isWriteUnavailable(error)) return refuse(error.message);
    throw error;
  }
  const node = context.write.currentNode();
  const info = await context.write.info(node);
  const { contract } = info;
  if (!contract) return refuse(noContractText(node.contractHash, context.l10n));
  const accounts = await context.write.accounts(info);
  const committee = context.write.committee(write, info, accounts);
  if (!committee.ok) {
    const address = info.committee?.length ? write.committeeAccountOf(info.committee, info.network.addressVersion).address : '';
    return refuse(noCommitteeKeyText(address, committee.held, committee.needed, context.l10n));
  }
  return { write, node, info: { ...info, contract }, committee: committee.account };
}

async function run(context: CommitteeContext, ready: Ready, operation: NameOperation): Promise<RunOutcome> {
  const { write, node, info, committee } = ready;
  const outcome = await context.write.run({ write, node, info, operation, signers: [committee] }, operationTitle(operation, context.l10n));
  const notice = outcomeNotice(outcome, context.l10n);
  if (notice.kind === 'none') vscode.window.setStatusBarMessage(notice.status, 5000);
  else if (notice.kind === 'error') void vscode.window.showErrorMessage(notice.text);
  else void vscode.window.showInformationMessage(notice.text);
  if (outcome.kind === 'done') await showTheChange(context, node, outcome.reload);
  return outcome;
}
