// Which owner a command is about: an Owner Domains row, an address or script hash (scripts and tests),
// or the owner of a domain, from the details loaded so far or asked of the node. Says why when there
// is none: the name expired, its details failed (with the actions that can fix that), nothing was chosen.
import * as vscode from 'vscode';
import type { Owner } from '../core';
import { checkOwner } from '../model/chains/settingsValidation';
import { describeFailure } from '../model/text/failureText';
import { forNotification } from '../model/text/untrustedText';
import type { OwnerNode } from '../model/view/treeNodes';
import { domainLabel } from '../model/view/viewTexts';
import type { CommandContext } from './commandContext';
import { targetDomain } from './domainArgument';

/** An owner's row of Owner Domains. */
export function isOwnerNode(value: unknown): value is OwnerNode {
  return typeof value === 'object' && value !== null && (value as Partial<OwnerNode>).kind === 'owner';
}

/** The owner of a row, or of an address or script hash (scripts and tests). */
export function ownerOfArgument(arg: unknown): Owner | undefined {
  if (isOwnerNode(arg)) return arg.address && arg.scriptHash ? { address: arg.address, scriptHash: arg.scriptHash } : undefined;
  if (typeof arg !== 'string') return undefined;
  // A script or a test names an account; an address of any version (but Neo Legacy's) does.
  const checked = checkOwner(arg, null);
  return checked.ok ? checked.value : undefined;
}

/** The owner of the domain `arg` names (a row, a name, a details document), or of an owner's row. */
export async function ownerOfDomain(context: CommandContext, arg: unknown): Promise<Owner | undefined> {
  const { l10n } = context;
  // An owner's row is that owner.
  if (isOwnerNode(arg)) return ownerOfArgument(arg);
  // A details document knows the owner it shows.
  if (arg instanceof vscode.Uri) {
    const shown = context.documents.modelOf(arg)?.owner;
    if (shown) return shown;
  }
  const name = targetDomain(context, arg);
  if (name === undefined) {
    void vscode.window.showInformationMessage(l10n.t('Select a domain in one of the NNS views first.'));
    return undefined;
  }
  const shownName = forNotification(domainLabel(name), 120);
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: l10n.t('Looking up the owner of {0}…', shownName) },
    () => context.details.one(name, { id: 'command', label: l10n.t('Command') }),
  );
  if (!result.ok) {
    const failure = describeFailure(result.error, result.rpcUrl, l10n);
    context.notices.notify(l10n.t('The owner of {0} could not be loaded: {1}', shownName, failure.summary), failure);
    return undefined;
  }
  const { details } = result;
  // An expired name's last owner is known where the node's storage kept its NameState.
  if (details.state === 'expired' && !details.owner) {
    void vscode.window.showWarningMessage(l10n.t('{0} has expired: the contract no longer reveals its owner.', shownName));
    return undefined;
  }
  if (details.state === 'error' || !details.owner) {
    if (details.error) {
      const failure = describeFailure(details.error, result.node.rpcUrl, l10n);
      context.notices.notify(l10n.t('The owner of {0} could not be loaded: {1}', shownName, failure.summary), failure);
    } else {
      void vscode.window.showErrorMessage(l10n.t('The owner of {0} could not be loaded: {1}', shownName, l10n.t('the node returned no owner')));
    }
    return undefined;
  }
  return details.owner;
}
