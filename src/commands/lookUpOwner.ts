// nns.lookUpOwner: asks for an owner (validated as you type, recent owners offered), writes
// nns.owner and shows that owner's domains.
import * as vscode from 'vscode';
import { StateKeys, ViewIds } from '../model/ids';
import { readRecentOwners, withRecentOwner } from '../model/recentOwners';
import { checkOwner, ownerInputProblem } from '../model/settingsValidation';
import type { CommandContext } from './commandContext';
import { pickOrEnter, type ChoiceItem } from './pickOrEnter';

/** `nns.lookUpOwner(owner?)`: with an address or hash, skips the prompts (scripts and tests). */
export async function lookUpOwner(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const input = typeof given === 'string' ? given : await askOwner(context);
  if (input === undefined || input.trim() === '') return undefined;
  const owner = checkOwner(input);
  if (!owner.ok || !owner.value) {
    void vscode.window.showErrorMessage(owner.ok ? context.l10n.t('Enter an N3 address or a script hash.') : owner.error.message);
    return undefined;
  }
  const { address } = owner.value;
  await context.globalState.update(StateKeys.recentOwners, withRecentOwner(readRecentOwners(context.globalState.get(StateKeys.recentOwners)), address));

  const before = context.settings.read().owner;
  await context.settings.write('owner', address);
  const view = context.views[ViewIds.ownerDomains];
  await vscode.commands.executeCommand(`${ViewIds.ownerDomains}.focus`);
  // The same owner again changes no setting, so no reload would follow: look it up anyway.
  if (before.ok && before.value?.address === address) await view.reload();
  return address;
}

/** Recent owners first (when there are any), or straight to the input box. */
function askOwner(context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const recent = readRecentOwners(context.globalState.get(StateKeys.recentOwners));
  const choices: ChoiceItem[] = recent.length === 0 ? [] : [
    { label: `$(edit) ${l10n.t('Enter an Address or Script Hash…')}`, alwaysShow: true },
    { label: l10n.t('Recent'), kind: vscode.QuickPickItemKind.Separator },
    ...recent.map((owner): ChoiceItem => ({ label: owner, value: owner, iconPath: new vscode.ThemeIcon('account') })),
  ];
  return pickOrEnter({
    title: l10n.t('Look Up Domains of Owner'),
    choices,
    pickPlaceholder: l10n.t('Pick a recent owner or enter a new one'),
    prompt: l10n.t('An N3 address (N…) or a script hash (0x followed by 40 hex digits).'),
    inputPlaceholder: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
    problem: ownerInputProblem,
  });
}
