// Asking for an owner (Look Up Domains of Owner…, Set Owner…): the workspace's wallet accounts and the
// recent owners offered, an address or script hash typed or pasted is checked as it is typed and taken
// with one Enter.
import * as vscode from 'vscode';
import type { AddressVersion, Owner } from '../../core';
import { StateKeys } from '../../model/ids';
import type { Localizer } from '../../model/text/localizer';
import { readRecentOwners, withRecentOwner } from '../../model/chains/recentOwners';
import { checkOwner, ownerInputProblem } from '../../model/chains/settingsValidation';
import { walletName } from '../../model/chains/walletName';
import { escapeIcons } from '../../model/text/untrustedText';
import type { WorkspaceAccount } from '../../model/chains/workspaceChain';
import type { CommandContext } from '../commandContext';
import { pickOrEnter, type ChoiceItem } from './pickOrEnter';

/**
 * The workspace's accounts (label, address, file: read while the list is open) and the recent owners,
 * or straight to the input box when there can be neither (no recent owner, no trusted folder).
 */
export function askOwner(context: CommandContext, title: string): Promise<string | undefined> {
  const { l10n } = context;
  const recent = readRecentOwners(context.globalState.get(StateKeys.recentOwners));
  const mayHaveAccounts = vscode.workspace.isTrusted && (vscode.workspace.workspaceFolders?.length ?? 0) > 0;
  const build = (accounts: readonly WorkspaceAccount[]): ChoiceItem[] => {
    const inWorkspace = new Set(accounts.map((account) => account.address));
    const recentItems = recent.filter((owner) => !inWorkspace.has(owner));
    if (accounts.length === 0 && recentItems.length === 0) return [enterItem(l10n)];
    return [
      enterItem(l10n),
      ...(accounts.length === 0 ? [] : [{ label: l10n.t('Workspace Wallets'), kind: vscode.QuickPickItemKind.Separator }]),
      ...accounts.map((account): ChoiceItem => ({
        label: escapeIcons(account.label || account.address),
        description: account.label ? account.address : undefined,
        detail: escapeIcons([walletName(account.wallet, account.file), account.file].filter(Boolean).join(' · ')),
        value: account.address,
        iconPath: new vscode.ThemeIcon('key'),
      })),
      ...(recentItems.length === 0 ? [] : [{ label: l10n.t('Recent'), kind: vscode.QuickPickItemKind.Separator }]),
      ...recentItems.map((owner): ChoiceItem => ({ label: owner, value: owner, iconPath: new vscode.ThemeIcon('account') })),
    ];
  };
  return pickOrEnter({
    title,
    choices: recent.length === 0 && !mayHaveAccounts ? [] : build([]),
    later: mayHaveAccounts ? context.chains.accounts().then(build) : undefined,
    pickPlaceholder: l10n.t('Pick an account or a recent owner, or paste an address or script hash'),
    prompt: l10n.t('An N3 address (N…) or a script hash (0x followed by 40 hex digits).'),
    inputPlaceholder: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
    typedDescription: l10n.t('this owner'),
    problem: (text) => ownerInputProblem(text, context.settings.read().addressVersion),
  });
}

function enterItem(l10n: Localizer): ChoiceItem {
  return { label: `$(edit) ${l10n.t('Enter an Address or Script Hash…')}`, alwaysShow: true };
}

/**
 * The owner `input` names, an address read with the node's `version`; undefined when nothing was
 * entered, or (saying why) when it names none.
 */
export function ownerOfInput(input: string | undefined, l10n: Localizer, version: AddressVersion): Owner | undefined {
  if (input === undefined || input.trim() === '') return undefined;
  const owner = checkOwner(input, version);
  if (!owner.ok || !owner.value) {
    void vscode.window.showErrorMessage(owner.ok ? l10n.t('Enter an N3 address or a script hash.') : owner.error.message);
    return undefined;
  }
  return owner.value;
}

/** The owner `input` names, remembered first among the recent ones; undefined (and why) when none. */
export async function acceptOwner(context: CommandContext, input: string | undefined): Promise<Owner | undefined> {
  const owner = ownerOfInput(input, context.l10n, context.settings.read().addressVersion);
  if (!owner) return undefined;
  const recent = readRecentOwners(context.globalState.get(StateKeys.recentOwners));
  await context.globalState.update(StateKeys.recentOwners, withRecentOwner(recent, owner.address));
  return owner;
}
