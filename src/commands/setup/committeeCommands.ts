// nns.addRoot (Add Root…) and nns.setPrice (Set Price…): the committee's calls on the contract of the
// settings, signed by the committee's account assembled from the workspace's keys (a workspace that
// holds too few of them is told so before anything is asked). The root and the price are checked as
// typed by the contract's own rules; the rest is the write commands' (commands/write/writeFlow:
// a window that signs, the contract of the settings, runOperation with its confirmation, keys only
// after it, progress, the outcome's words, and the change shown).
import * as vscode from 'vscode';
import { committeePromptText, noCommitteeKeyText } from '../../model/setup/setUpText';
import type { NameOperation } from '../../model/write/operations';
import type { RunOutcome } from '../../model/write/runNameOperation';
import type { SigningAccount } from '../../model/write/signingAccounts';
import type { WriteService } from '../../services/write/writeService';
import { runOperation, startWrite, type WriteContext, type WriteSession } from '../write/writeFlow';
import { askPrice, askRoot } from './setUpPrompts';

/** The write commands' context, whose write service also assembles the committee's account. */
export type CommitteeContext = WriteContext & { readonly write: Pick<WriteService, 'committee'> };

/** What a committee command did, for tests and scripts: undefined when the user left or was told why not. */
export type CommitteeResult = RunOutcome | undefined;

/** `nns.addRoot(root?)`: the root asked for, the one given offered. */
export async function addRoot(context: CommitteeContext, given?: unknown): Promise<CommitteeResult> {
  const ready = await committeeSession(context);
  if (!ready) return undefined;
  const { session } = ready;
  const family = session.write.administrationOf({ abi: { methods: session.info.contract?.methods ?? [] } }).family;
  const typed = typeof given === 'string' ? given.trim() : undefined;
  const root = await askRoot(session.write, family, context.l10n, { title: committeePromptText(context.l10n).addRootTitle, ...(typed ? { value: typed } : {}) });
  if (root === undefined) return undefined;
  return run(context, ready, { kind: 'addRoot', root });
}

/** `nns.setPrice()`: the price of a name, one for every length (a contract that prices by length takes it as its base price). */
export async function setPrice(context: CommitteeContext): Promise<CommitteeResult> {
  const ready = await committeeSession(context);
  if (!ready) return undefined;
  const price = await askPrice(ready.session.write, context.l10n, committeePromptText(context.l10n).setPriceTitle);
  if (price === undefined) return undefined;
  return run(context, ready, { kind: 'setPrice', prices: [price] });
}

/** A window that signs, the contract of the settings, and the committee's account; undefined once the user was told why not. */
async function committeeSession(context: CommitteeContext): Promise<{ readonly session: WriteSession; readonly committee: SigningAccount } | undefined> {
  const session = await startWrite(context);
  if (!session) return undefined;
  const { write, info } = session;
  const committee = context.write.committee(write, info, await context.write.accounts(info));
  if (!committee.ok) {
    const address = info.committee?.length ? write.committeeAccountOf(info.committee, info.network.addressVersion).address : '';
    void vscode.window.showErrorMessage(noCommitteeKeyText(address, committee.held, committee.needed, context.l10n));
    return undefined;
  }
  return { session, committee: committee.account };
}

function run(context: CommitteeContext, ready: { readonly session: WriteSession; readonly committee: SigningAccount }, operation: NameOperation): Promise<RunOutcome> {
  return runOperation(context, ready.session, { operation, signers: [ready.committee] });
}
