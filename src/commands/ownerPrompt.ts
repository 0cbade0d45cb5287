// Asking for an owner (Look Up Domains of Owner…, Set Owner…): recent owners offered, an address or
// script hash typed or pasted is checked as it is typed and taken with one Enter.
import * as vscode from 'vscode';
import type { AddressVersion, Owner } from '../core';
import { StateKeys } from '../model/ids';
import type { Localizer } from '../model/localizer';
import { readRecentOwners, withRecentOwner } from '../model/recentOwners';
import { checkOwner, ownerInputProblem } from '../model/settingsValidation';
import type { CommandContext } from './commandContext';
import { pickOrEnter, type ChoiceItem } from './pickOrEnter';

/** Recent owners first (when there are any), or straight to the input box. */
export function askOwner(context: CommandContext, title: string): Promise<string | undefined> {
  const { l10n } = context;
  const recent = readRecentOwners(context.globalState.get(StateKeys.recentOwners));
  const choices: ChoiceItem[] = recent.length === 0 ? [] : [
    { label: `$(edit) ${l10n.t('Enter an Address or Script Hash…')}`, alwaysShow: true },
    { label: l10n.t('Recent'), kind: vscode.QuickPickItemKind.Separator },
    ...recent.map((owner): ChoiceItem => ({ label: owner, value: owner, iconPath: new vscode.ThemeIcon('account') })),
  ];
  return pickOrEnter({
    title,
    choices,
    pickPlaceholder: l10n.t('Pick a recent owner, or paste an address or script hash'),
    prompt: l10n.t('An N3 address (N…) or a script hash (0x followed by 40 hex digits).'),
    inputPlaceholder: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
    typedDescription: l10n.t('this owner'),
    problem: (text) => ownerInputProblem(text, context.settings.read().addressVersion),
  });
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
