// nns.setAdmin, Set Admin…'s prompt: the new admin among the workspace's other accounts for this
// network (it signs too), one that signs elsewhere (known without keys, or typed), or Remove the Admin.
import * as vscode from 'vscode';
import { walletName } from '../../../model/chains/walletName';
import { escapeIcons, forNotification } from '../../../model/text/untrustedText';
import type { SigningAccount } from '../../../model/write/accounts/signingAccounts';
import { setAdminSpec } from '../../../model/write/operations/setAdmin';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { chosenSigner, type ElsewhereItem } from '../elsewhereSigner';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

type AdminItem = vscode.QuickPickItem & { readonly admin: SigningAccount | null };

/** `nns.setAdmin(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function setAdmin(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const action = await startNameAction(context, arg, l10n.t('Set Admin'), 'owner');
  if (!action) return undefined;
  const { session, name, details, accounts, signer, elsewhere } = action;
  const current = details.admin?.address;
  const items: Array<AdminItem | ElsewhereItem> = [
    ...(current ? [{ label: `$(close) ${l10n.t('Remove the Admin')}`, description: l10n.t('now {0}', current), admin: null }] : []),
    ...accounts.filter((account) => account.address !== signer.address && account.address !== current).map((account): AdminItem => ({
      label: escapeIcons(account.label || account.address),
      description: account.label ? account.address : undefined,
      detail: escapeIcons([walletName(account.wallet, account.file), account.file].filter(Boolean).join(' · ')),
      iconPath: new vscode.ThemeIcon('person'),
      admin: account,
    })),
    ...elsewhere.items(new Set([signer.address, ...(current ? [current] : [])])),
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title: l10n.t('Set the admin of {0}', forNotification(name, 80)),
    placeHolder: current ? l10n.t('The new admin (it signs too), or remove {0}', current) : l10n.t('The admin (it signs too): it may change the records'),
    ignoreFocusOut: true,
  });
  if (!picked) return undefined;
  const title = l10n.t('Set the admin of {0}', forNotification(name, 80));
  const admin = 'admin' in picked ? picked.admin : await chosenSigner(picked, elsewhere, title);
  if (admin === undefined) return undefined;
  return runOperation(context, session, {
    spec: setAdminSpec,
    operation: { kind: 'setAdmin', name, admin: admin && { address: admin.address, scriptHash: admin.scriptHash, ...(admin.label ? { label: admin.label } : {}) } },
    signers: admin ? [signer, admin] : [signer],
    holder: holderOf(details),
  });
}
