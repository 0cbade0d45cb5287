// What every write command does around its own questions: a window that may sign, the node and contract
// of the settings now, the name's holder and the account that signs (the committee's, assembled from the
// workspace's keys), then the operation through the write service, its outcome said and the change shown.
import * as vscode from 'vscode';
import type { ContractWriteInfo, DomainDetails, NodeConfig } from '../../core';
import { walletName } from '../../model/chains/walletName';
import { escapeIcons, redactUrl } from '../../model/text/untrustedText';
import { elsewhereSigner } from '../../model/write/accounts/elsewhereAccount';
import type { Localizer } from '../../model/text/localizer';
import type { WriteModule } from '../../model/write/accounts/keySource';
import { nodeRoleOf, nodeRoleText, ownAccountsFirst } from '../../model/write/accounts/nodeAccounts';
import type { SigningAccount } from '../../model/write/accounts/signingAccounts';
import { contractWriteApi, type ContractWriteApi } from '../../model/write/contracts/contractApi';
import type { OperationData, OperationSpec } from '../../model/write/operations/operationSpec';
import type { RunOptions, RunOutcome } from '../../model/write/run/runNameOperation';
import { checkAgainButton, outcomeNotice } from '../../model/write/run/runText';
import { noAccountsText, noCommitteeKeyText, notHeldText, signerMissingText } from '../../model/write/words/commandText';
import { elsewherePromptText } from '../../model/write/words/elsewhereText';
import { isWriteUnavailable } from '../../services/write/writeModule';
import type { WriteService } from '../../services/write/writeService';
import type { CommandContext } from '../commandContext';
import { domainNameOf } from '../domainArgument';
import { pickName } from '../prompts/namePick';
import { chosenSigner, elsewhereRows, type ElsewhereItem, type ElsewhereRows } from './elsewhereSigner';
import { showTheChange } from './showTheChange';

/** Who may sign for a name: its owner, its owner or admin, or anyone who pays. */
type Signs = 'owner' | 'ownerOrAdmin' | 'payer';

/** What the write commands work with: the command context, with the window's write service (LazyWrite loaded it). */
export type WriteContext = Pick<CommandContext, 'l10n' | 'details' | 'views' | 'documents' | 'lookups'> & {
  readonly write: Pick<WriteService, 'ready' | 'currentNode' | 'info' | 'accounts' | 'elsewhereAccounts' | 'run' | 'check'>;
};

/** The write commands' context, whose write service also assembles the committee's account. */
export type CommitteeContext = WriteContext & { readonly write: Pick<WriteService, 'committee'> };

/** A write under way: the module, and the node and contract it is for. */
export interface WriteSession {
  readonly write: WriteModule;
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo;
  readonly api: ContractWriteApi;
}

/** The write module, or undefined once the user was told why this window does not sign (the web build, Restricted Mode). */
export async function writeModuleOf(service: Pick<WriteService, 'ready'>): Promise<WriteModule | undefined> {
  try {
    return await service.ready();
  } catch (error) {
    if (!isWriteUnavailable(error)) throw error;
    void vscode.window.showInformationMessage(error.message);
    return undefined;
  }
}

/**
 * The session, or undefined once the user was told why this window does not sign (the web build,
 * Restricted Mode) or why this contract cannot be written to. The settings' errors throw (the
 * boundary words them).
 */
export async function startWrite(context: WriteContext): Promise<WriteSession | undefined> {
  const write = await writeModuleOf(context.write);
  if (!write) return undefined;
  const node = context.write.currentNode();
  // Read anew: the network and height of this operation's start, what it shows and signs for.
  const info = await context.write.info(node, { fresh: true });
  if (!info.contract) {
    void vscode.window.showErrorMessage(context.l10n.t('There is no contract {0} on {1}: set nns.contractHash to the NNS contract of this node.', node.contractHash, redactUrl(node.rpcUrl)));
    return undefined;
  }
  return { write, node, info, api: contractWriteApi(info.contract) };
}

/**
 * The workspace's accounts for the session's network, the user's own before the consensus nodes';
 * none: the user is told which files are read and how to make one, and may go on with accounts that sign
 * elsewhere only (an empty list).
 */
export async function signingAccountsOf(context: WriteContext, session: WriteSession): Promise<SigningAccount[] | undefined> {
  const accounts = ownAccountsFirst((await context.write.accounts(session.info)).filter((account) => !account.committee), session.info.committee);
  if (accounts.length > 0) return accounts;
  const elsewhere = elsewherePromptText(context.l10n).signElsewhere;
  return (await vscode.window.showErrorMessage(noAccountsText(session.info.network.magic, context.l10n), elsewhere)) === elsewhere ? [] : undefined;
}

/** The accounts of this session that sign elsewhere (known without keys, or typed), beside the workspace's `accounts`. */
export async function elsewhereOf(context: WriteContext, session: WriteSession, accounts: readonly SigningAccount[]): Promise<ElsewhereRows> {
  return elsewhereRows(session, await context.write.elsewhereAccounts(session.info), accounts, context.l10n);
}

type AccountItem = vscode.QuickPickItem & { readonly account: SigningAccount };

function accountItem(account: SigningAccount, note?: string): AccountItem {
  return {
    label: escapeIcons(account.label || account.address),
    description: [account.label ? account.address : '', note ?? ''].filter(Boolean).join(' · '),
    detail: escapeIcons([walletName(account.wallet, account.file), account.file, account.needsPassword ? 'NEP-6' : ''].filter(Boolean).join(' · ')),
    iconPath: new vscode.ThemeIcon(account.needsPassword ? 'lock' : 'key'),
    account,
  };
}

/**
 * One account picked among `accounts` (the first offered first), those of the consensus nodes marked
 * (`session`: its committee), or one that signs `elsewhere`; undefined when the user leaves.
 */
export async function pickAccount(
  l10n: Localizer, session: Pick<WriteSession, 'info'>, accounts: readonly SigningAccount[], title: string, placeHolder: string,
  notes: ReadonlyMap<string, string> = new Map(), elsewhere?: ElsewhereRows,
): Promise<SigningAccount | undefined> {
  const noteOf = (account: SigningAccount) => {
    const role = nodeRoleOf(account, session.info.committee);
    return [notes.get(account.address), role ? nodeRoleText(role, l10n) : undefined].filter(Boolean).join(' · ') || undefined;
  };
  const items: Array<AccountItem | ElsewhereItem> = [...accounts.map((account) => accountItem(account, noteOf(account))), ...(elsewhere?.items() ?? [])];
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder, ignoreFocusOut: true, matchOnDescription: true });
  return chosenSigner(picked, elsewhere, title);
}

/**
 * The name a command acts on: its argument (a row, a details document's lens, a name); from the
 * palette always one picked or typed, never the selection taken silently: a write names its name.
 */
export async function nameToManage(context: WriteContext, arg: unknown, title: string): Promise<string | undefined> {
  return domainNameOf(arg) ?? (arg === undefined ? pickName(context, title, context.l10n.t('this name')) : undefined);
}

/** A name's details read now (owner, admin, expiration); undefined once the user was told nobody holds it. */
export async function heldName(context: WriteContext, name: string): Promise<DomainDetails | undefined> {
  const result = await context.details.one(name, { id: 'write', label: context.l10n.t('Before a write'), anyName: true }, true);
  if (!result.ok) throw result.error;
  const notHeld = notHeldText(name, result.details, context.l10n);
  if (notHeld) {
    void vscode.window.showErrorMessage(notHeld);
    return undefined;
  }
  if (result.details.state === 'error') throw result.details.error ?? new Error(context.l10n.t('The details of the name could not be read.'));
  return result.details;
}

/**
 * The account that signs for the holder: the owner (or, for records, the owner or the admin) among
 * the workspace's accounts; one found is taken, several are offered; none: the user is told whose
 * key is needed.
 */
export async function holderSigner(
  context: WriteContext, session: Pick<WriteSession, 'info'>, accounts: readonly SigningAccount[], name: string, details: DomainDetails, who: 'owner' | 'ownerOrAdmin', title: string, elsewhere?: ElsewhereRows,
): Promise<SigningAccount | undefined> {
  const allowed = new Set([details.owner?.address, ...(who === 'ownerOrAdmin' && details.admin ? [details.admin.address] : [])].filter((address): address is string => address !== undefined));
  const candidates = accounts.filter((account) => allowed.has(account.address));
  if (candidates.length === 0) {
    // The holder signs elsewhere, when asked: its account known without keys, or its keys typed.
    const button = elsewhere && allowed.size > 0 ? elsewherePromptText(context.l10n).signElsewhere : undefined;
    const answer = await vscode.window.showErrorMessage(signerMissingText(name, who, details, context.l10n), ...(button ? [button] : []));
    if (!elsewhere || answer === undefined || answer !== button) return undefined;
    const holders = [...allowed];
    const address = holders.length === 1 ? holders[0] : (await vscode.window.showQuickPick(holders, { title, placeHolder: context.l10n.t('The account that signs elsewhere'), ignoreFocusOut: true }));
    if (address === undefined) return undefined;
    return elsewhere.known.find((account) => account.address === address) ?? elsewhere.ask(title, address);
  }
  if (candidates.length === 1) return candidates[0];
  const notes = new Map<string, string>();
  if (details.owner) notes.set(details.owner.address, context.l10n.t('owner'));
  if (details.admin && details.admin.address !== details.owner?.address) notes.set(details.admin.address, context.l10n.t('admin'));
  return pickAccount(context.l10n, session, candidates, title, context.l10n.t('The account that signs'), notes);
}

/** The holder as runNameOperation checks the signers against it. */
export function holderOf(details: DomainDetails): NonNullable<RunOptions['holder']> {
  return { ...(details.owner ? { owner: details.owner.address } : {}), admin: details.admin ? details.admin.address : null };
}

/**
 * Runs the operation (its title on the progress notification), says how it ended (a message for
 * done or refused, the status bar for declined or cancelled), and once in a block shows the change.
 * An outcome not known (sent, no answer) offers Check Again, which looks the transaction up, as often
 * as asked. Resolves with the last outcome once the views and documents have it.
 */
export async function runOperation<O extends OperationData>(
  context: WriteContext, session: WriteSession,
  request: { spec: OperationSpec<O>; operation: O; signers: readonly SigningAccount[]; holder?: RunOptions['holder']; price?: bigint },
  after?: (outcome: Extract<RunOutcome, { kind: 'done' }>) => string | undefined,
): Promise<RunOutcome> {
  const { l10n } = context;
  const title = request.spec.title(request.operation, l10n);
  let outcome = await context.write.run({ write: session.write, node: session.node, info: session.info, ...request }, title);
  for (;;) {
    const notice = outcomeNotice(outcome, l10n);
    if (outcome.kind === 'done') {
      await showTheChange(context, session.node, outcome.reload);
      const more = after?.(outcome);
      void vscode.window.showInformationMessage(more ? `${outcome.message} ${more}` : outcome.message);
      return outcome;
    }
    if (notice.kind === 'none') {
      vscode.window.setStatusBarMessage(notice.status, 8000);
      return outcome;
    }
    if (notice.kind === 'information') {
      // Saved for signing elsewhere: where, and whose signatures are missing.
      void vscode.window.showInformationMessage(notice.text);
      return outcome;
    }
    if (notice.kind !== 'error') return outcome;
    const check = outcome.kind === 'failed' ? outcome.check : undefined;
    if (!check) {
      void vscode.window.showErrorMessage(notice.text);
      return outcome;
    }
    const button = checkAgainButton(l10n);
    if ((await vscode.window.showErrorMessage(notice.text, button)) !== button) return outcome;
    outcome = await context.write.check(check, session.write, title);
  }
}

/** A held name's operation ready to be asked about: the session, the name, its details, the workspace's accounts and the signer. */
export interface NameAction {
  readonly session: WriteSession;
  readonly name: string;
  readonly details: DomainDetails;
  readonly accounts: readonly SigningAccount[];
  readonly signer: SigningAccount;
  /** The accounts that sign elsewhere, for the operation's other signers. */
  readonly elsewhere: ElsewhereRows;
}

/**
 * The start every command on a held name shares: a window that signs, the name, its holder, the
 * account that signs (`payer`: any, the owner's offered first); undefined once the user left or was
 * told why not.
 */
export async function startNameAction(context: WriteContext, arg: unknown, title: string, signs: Signs | ((api: ContractWriteApi) => Signs)): Promise<NameAction | undefined> {
  const session = await startWrite(context);
  if (!session) return undefined;
  const who = typeof signs === 'function' ? signs(session.api) : signs;
  const name = await nameToManage(context, arg, title);
  if (name === undefined) return undefined;
  const details = await heldName(context, name);
  if (!details) return undefined;
  const accounts = await signingAccountsOf(context, session);
  if (!accounts) return undefined;
  const elsewhere = await elsewhereOf(context, session, accounts);
  let signer: SigningAccount | undefined;
  if (who === 'payer') {
    const owner = details.owner?.address;
    const ordered = [...accounts.filter((account) => account.address === owner), ...accounts.filter((account) => account.address !== owner)];
    signer = ordered.length === 1
      ? ordered[0]
      : await pickAccount(context.l10n, session, ordered, title, context.l10n.t('The account that signs and pays'), new Map(owner ? [[owner, context.l10n.t('owner')]] : []), elsewhere);
  } else {
    signer = await holderSigner(context, session, accounts, name, details, who, title, elsewhere);
  }
  return signer && { session, name, details, accounts, signer, elsewhere };
}

/** A committee's operation ready to be asked about: the session, and the committee's account. */
export interface CommitteeAction {
  readonly session: WriteSession;
  readonly committee: SigningAccount;
}

/**
 * The start every committee operation shares: a window that signs, the contract of the settings, and
 * the committee's account from the workspace's keys; undefined once the user was told why not.
 */
export async function startCommitteeAction(context: CommitteeContext): Promise<CommitteeAction | undefined> {
  const session = await startWrite(context);
  if (!session) return undefined;
  const { write, info } = session;
  const accounts = await context.write.accounts(info);
  const committee = context.write.committee(write, info, accounts);
  if (!committee.ok) {
    const account = info.committee?.length ? write.committeeAccountOf(info.committee, info.network.addressVersion) : undefined;
    // The committee's script is known from its keys: it may sign elsewhere, the workspace adding the signatures it holds.
    const button = account ? elsewherePromptText(context.l10n).signElsewhere : undefined;
    const answer = await vscode.window.showErrorMessage(noCommitteeKeyText(account?.address ?? '', committee.held, committee.needed, context.l10n), ...(button ? [button] : []));
    if (!account || answer === undefined || answer !== button) return undefined;
    return { session, committee: { ...elsewhereSigner(account, accounts), committee: true } };
  }
  return { session, committee: committee.account };
}
