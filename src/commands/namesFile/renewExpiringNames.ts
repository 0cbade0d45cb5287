// nns.renewExpiringNames: the configured owner's names that expire within nns.expiryWarningDays (by the
// chain's time), offered all ticked, renewed in one transaction (for the years picked where the contract
// takes them) through the signing path Apply takes: one confirmation, then how it ended and the change shown.
import * as vscode from 'vscode';
import { applyBatches, type ApplyOutcome } from '../../model/namesFile/applyBatches';
import { applyNotice } from '../../model/namesFile/applyText';
import {
  commonYears, expiringDescription, expiringWithin, noneExpiringText, ownerKeyMissingText, renewalBatch, renewalTitle, type ExpiringName,
} from '../../model/namesFile/renewExpiring';
import { CommandIds } from '../../model/ids';
import { escapeIcons } from '../../model/text/untrustedText';
import { isUnsupported } from '../../model/write/contracts/contractApi';
import { renewalCappedText, renewedExpiration, renewSigner, yearsText } from '../../model/write/operations/renew';
import { formatDate } from '../../model/details/expiry';
import { noAccountsText } from '../../model/write/words/commandText';
import type { SigningAccount } from '../../model/write/accounts/signingAccounts';
import { subnamesOf } from '../../services/namesFile/namesFileReader';
import type { CommandContext } from '../commandContext';
import { pickAccount, type WriteSession } from '../write/writeFlow';
import { showTheChange } from '../write/showTheChange';

export type RenewExpiringContext = Pick<CommandContext, 'l10n' | 'namesFiles' | 'write' | 'owners' | 'details' | 'settings' | 'views' | 'documents' | 'lookups'>;

type NameItem = vscode.QuickPickItem & { readonly expiring: ExpiringName };
type YearsItem = vscode.QuickPickItem & { readonly years: number };

/** `nns.renewExpiringNames()`: resolves with how it ended, or undefined when it stopped before the confirmation. */
export async function renewExpiringNames(context: RenewExpiringContext): Promise<ApplyOutcome | undefined> {
  const { l10n } = context;
  const title = l10n.t('Renew Expiring Names');
  const owner = context.owners.configured();
  if (!owner) {
    const set = l10n.t('Set Owner…');
    const choice = await vscode.window.showInformationMessage(l10n.t('Renew Expiring Names renews the names of the configured owner (nns.owner): set one first.'), set);
    if (choice === set) await vscode.commands.executeCommand(CommandIds.setOwner);
    return undefined;
  }
  // A window that signs (not the web build, not Restricted Mode: said why), and its write service.
  const loaded = await context.write.commands();
  if (!loaded) return undefined;
  const { service } = loaded;
  const write = await service.ready();
  const editor = await context.namesFiles.editor();
  const warningDays = context.details.warningDays;

  const found = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: l10n.t('Reading the names of {0}', owner.address), cancellable: true },
    async (_progress, token) => {
      const controller = new AbortController();
      const cancel = token.onCancellationRequested(() => controller.abort());
      try {
        const chain = await editor.reader.chain({ fresh: true });
        const calls = { signal: controller.signal, onRequest: editor.parts.log.onRequest, knowledge: context.settings.knowledge };
        const { names } = await editor.ownerNames(chain.node, owner.scriptHash, calls);
        const price = isUnsupported(chain.api.getPrice) ? undefined : chain.api.getPrice;
        const state = await editor.model.readNamesState(chain.node, names, { ...calls, subnames: subnamesOf(chain.api.family), ...(price ? { price } : {}) });
        const now = state.chainTime ?? Date.now();
        return { chain, now, expiring: expiringWithin(state.names, now, warningDays) };
      } finally {
        cancel.dispose();
      }
    },
  );
  const { chain, now, expiring } = found;
  if (expiring.length === 0) {
    void vscode.window.showInformationMessage(noneExpiringText(owner.address, warningDays, l10n));
    return undefined;
  }

  const items = expiring.map((name): NameItem => ({ label: escapeIcons(name.name), description: expiringDescription(name, now, l10n), picked: true, expiring: name }));
  const picked = await vscode.window.showQuickPick(items, {
    title, canPickMany: true, ignoreFocusOut: true,
    placeHolder: l10n.t('The names to renew, in one transaction (all ticked)'),
  });
  if (!picked || picked.length === 0) return undefined;
  const names = picked.map((item) => item.expiring);

  const years = await pickYears(context, chain.api, names, now, title);
  if (years === undefined) return undefined;
  const signer = await payer(context, chain, renewSigner(chain.api), owner.address, title);
  if (!signer) return undefined;
  const built = renewalBatch(names, years, chain.api, signer, l10n);
  if ('problem' in built) {
    void vscode.window.showErrorMessage(built.problem);
    return undefined;
  }

  const subject = renewalTitle(names.length, owner.address, l10n);
  const outcome = await service.withTransactions(write, chain.info, subject, (io, stage) => applyBatches({
    ...io, node: chain.node, info: chain.info, api: chain.api, subject, batches: [built.batch],
    lines: (batch) => editor.model.batchConfirmationLines(batch, l10n),
    split: editor.model.splitBatch,
    titleOf: (batch, index, total) => (total === 1 ? renewalTitle(batch.changes.length, owner.address, l10n) : l10n.t('{0} (transaction {1} of {2})', renewalTitle(batch.changes.length, owner.address, l10n), index, total)),
    onBatch: (text) => stage(text),
  }));
  if (outcome.done.length > 0) await showTheChange(context, chain.node, outcome.reload);
  editor.chainChanged();
  const notice = applyNotice(outcome, subject, l10n);
  if (notice.kind === 'none') vscode.window.setStatusBarMessage(notice.status, 8000);
  else if (notice.kind === 'information') void vscode.window.showInformationMessage(notice.text);
  else if (notice.kind === 'warning') void vscode.window.showWarningMessage(notice.text);
  else void vscode.window.showErrorMessage(notice.text);
  return outcome;
}

/** The years, where the contract renews by years and every name can take more than one; undefined when the user leaves or none fits. */
async function pickYears(context: RenewExpiringContext, api: Parameters<typeof renewalBatch>[2], names: readonly ExpiringName[], now: number, title: string): Promise<number | undefined> {
  const { l10n } = context;
  const byYears = !isUnsupported(api.renew) && api.renew.years !== undefined;
  const offered = byYears ? commonYears(names, now) : [1];
  if (offered.length === 0) {
    const latest = names.reduce((last, name) => (name.expiration > last.expiration ? name : last));
    void vscode.window.showInformationMessage(renewalCappedText(latest.name, latest.expiration, l10n));
    return undefined;
  }
  if (offered.length === 1) return offered[0];
  const soonest = names[0]?.expiration;
  const items = offered.map((years): YearsItem => ({
    label: yearsText(years, l10n),
    ...(soonest === undefined ? {} : { description: l10n.t('the soonest until {0}', formatDate(renewedExpiration(soonest, years))) }),
    years,
  }));
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: l10n.t('How many years to renew the names for'), ignoreFocusOut: true });
  return picked?.years;
}

/**
 * The account that signs: the owner's where the contract asks its witness (NeoFS's NNS); elsewhere
 * whoever pays, the owner's offered first (taken alone when it is the only one).
 */
async function payer(
  context: RenewExpiringContext, chain: Pick<WriteSession, 'info'> & { readonly accounts: readonly SigningAccount[] }, who: 'ownerOrAdmin' | 'payer', owner: string, title: string,
): Promise<SigningAccount | undefined> {
  const { l10n } = context;
  const { accounts } = chain;
  if (accounts.length === 0) {
    void vscode.window.showErrorMessage(noAccountsText(chain.info.network.magic, l10n));
    return undefined;
  }
  const own = accounts.filter((account) => account.address === owner);
  if (who === 'ownerOrAdmin') {
    if (own[0]) return own[0];
    void vscode.window.showErrorMessage(ownerKeyMissingText(owner, l10n));
    return undefined;
  }
  const ordered = [...own, ...accounts.filter((account) => account.address !== owner)];
  if (own.length === 1 || ordered.length === 1) return ordered[0];
  return pickAccount(l10n, chain, ordered, title, l10n.t('The account that signs and pays'), new Map([[owner, l10n.t('owner')]]));
}
