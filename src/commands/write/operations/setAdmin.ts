// nns.setAdmin, Set Admin…'s prompt: the new admin among the workspace's other accounts for this network,
// or typed as an address or an NNS name (whose address is confirmed), or Remove the Admin. The new admin
// signs too: here, or elsewhere (an account known without keys, or its keys typed).
import * as vscode from 'vscode';
import { walletName } from '../../../model/chains/walletName';
import { escapeIcons, forNotification } from '../../../model/text/untrustedText';
import { parseTargetInput, resolvedTargetQuestion } from '../../../model/write/accounts/targetInput';
import type { SigningAccount } from '../../../model/write/accounts/signingAccounts';
import { setAdminSpec } from '../../../model/write/operations/setAdmin';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { pickOrEnter, type ChoiceItem } from '../../prompts/pickOrEnter';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

/** The value of Remove the Admin: nothing a user can type. */
const REMOVE = '\u0000remove';

/** `nns.setAdmin(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function setAdmin(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const action = await startNameAction(context, arg, l10n.t('Set Admin'), 'owner');
  if (!action) return undefined;
  const { session, name, details, accounts, signer, elsewhere } = action;
  const current = details.admin?.address;
  const version = session.info.network.addressVersion;
  const others = accounts.filter((account) => account.address !== signer.address && account.address !== current);
  const title = l10n.t('Set the admin of {0}', forNotification(name, 80));
  const held = (address: string) => accounts.find((account) => account.address === address);
  const knownElsewhere = elsewhere.known.filter((account) => account.address !== signer.address && account.address !== current && !held(account.address));
  const choices: ChoiceItem[] = [
    ...(current ? [{ label: `$(close) ${l10n.t('Remove the Admin')}`, description: l10n.t('now {0}', current), value: REMOVE }] : []),
    ...others.map((account): ChoiceItem => ({
      label: escapeIcons(account.label || account.address),
      description: account.label ? account.address : undefined,
      detail: escapeIcons([walletName(account.wallet, account.file), account.file].filter(Boolean).join(' · ')),
      iconPath: new vscode.ThemeIcon('person'),
      value: account.address,
    })),
    ...knownElsewhere.map((account): ChoiceItem => ({
      label: escapeIcons(account.label || account.address),
      description: l10n.t('signs elsewhere'),
      iconPath: new vscode.ThemeIcon('person'),
      value: account.address,
    })),
    { label: `$(edit) ${l10n.t('Enter an Address or NNS Name…')}`, alwaysShow: true },
  ];
  const chosen = await pickOrEnter({
    title,
    choices,
    pickPlaceholder: current ? l10n.t('The new admin (it signs too), or remove {0}', current) : l10n.t('The admin (it signs too): it may change the records'),
    prompt: l10n.t('The new admin: an N3 address (N…), a script hash (0x…), or an NNS name whose address record is shown to you before anything is signed. It signs too: here if the workspace holds its key, else elsewhere.'),
    inputPlaceholder: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
    typedDescription: l10n.t('this account'),
    // Checked as typed: what the contract would refuse.
    problem: (text) => {
      const target = parseTargetInput(text, version, l10n);
      if (target.kind === 'invalid') return target.problem;
      if (target.kind === 'account') return adminProblem(target.account.address);
      return undefined;
    },
  });
  if (chosen === undefined || chosen.trim() === '') return undefined;
  let admin: SigningAccount | null;
  if (chosen === REMOVE) {
    admin = null;
  } else {
    const target = parseTargetInput(chosen, version, l10n);
    let address: string;
    if (target.kind === 'invalid') {
      void vscode.window.showErrorMessage(target.problem);
      return undefined;
    } else if (target.kind === 'name') {
      const resolved = resolvedTargetQuestion(await context.lookups.resolve(session.node, target.name, 'TXT'), 'admin', version, l10n);
      if (resolved.kind === 'none') {
        void vscode.window.showErrorMessage(resolved.problem);
        return undefined;
      }
      if ((await vscode.window.showWarningMessage(resolved.question, { modal: true, detail: resolved.detail }, resolved.button)) !== resolved.button) return undefined;
      address = resolved.account.address;
    } else {
      address = target.account.address;
    }
    const problem = adminProblem(address);
    if (problem) {
      void vscode.window.showErrorMessage(problem);
      return undefined;
    }
    // An account whose key the workspace lacks signs elsewhere: known without keys, or its keys asked for.
    const found = held(address) ?? elsewhere.known.find((account) => account.address === address) ?? await elsewhere.ask(title, address);
    if (!found) return undefined;
    admin = found;
  }
  return runOperation(context, session, {
    spec: setAdminSpec,
    operation: { kind: 'setAdmin', name, admin: admin && { address: admin.address, scriptHash: admin.scriptHash, ...(admin.label ? { label: admin.label } : {}) } },
    signers: admin ? [signer, admin] : [signer],
    holder: holderOf(details),
  });

  function adminProblem(address: string): string | undefined {
    if (address === current) return l10n.t('{0} is the admin of {1} already.', address, forNotification(name, 80));
    if (address === signer.address) return l10n.t('{0} owns {1}: the owner may set its records already.', address, forNotification(name, 80));
    return undefined;
  }
}
