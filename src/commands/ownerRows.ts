// The actions of an owner's row in Owner Domains: make a looked-up owner the configured one (writes
// nns.owner), close it; and "Close Looked-Up Owners" (closes every looked-up owner).
import * as vscode from 'vscode';
import type { Owner } from '../core';
import { checkOwner } from '../model/settingsValidation';
import type { OwnerNode } from '../model/treeNodes';
import type { CommandContext } from './commandContext';

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

/**
 * `nns.ownerDomains.setConfiguredOwner(rowOrOwner)`: writes the owner to nns.owner, from a row's button
 * after the user confirms (an address or hash, from scripts and tests, is written without asking); the
 * owner configured until then stays in Owner Domains, as the newest of the owners looked up.
 */
export async function setConfiguredOwner(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = ownerOfArgument(arg);
  if (!owner) return undefined;
  const { l10n } = context;
  const previous = context.owners.configured();
  if (previous?.scriptHash === owner.scriptHash) return owner.address;
  const confirm = l10n.t('Set as Configured Owner');
  const detail = previous
    ? l10n.t('This writes the setting nns.owner (in the workspace settings when a folder is open). {0}, configured until now, stays in Owner Domains as a looked-up owner.', previous.address)
    : l10n.t('This writes the setting nns.owner (in the workspace settings when a folder is open).');
  if (isOwnerNode(arg)) {
    const answer = await vscode.window.showWarningMessage(l10n.t('Make {0} the configured owner?', owner.address), { modal: true, detail }, confirm);
    if (answer !== confirm) return undefined;
  }
  // Kept before the setting changes, so that its list (already loaded) stays as it is.
  if (previous) await context.owners.keepLookedUp(previous);
  await context.settings.write('owner', owner.address);
  // Its list stays as it is (now first); it is no longer one of the owners looked up.
  await context.owners.close(owner);
  vscode.window.setStatusBarMessage(l10n.t('nns.owner is now {0}.', owner.address), 5000);
  return owner.address;
}

/** `nns.ownerDomains.closeOwner(row)`: removes a looked-up owner from Owner Domains. */
export async function closeOwner(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = ownerOfArgument(arg);
  if (!owner || owner.scriptHash === context.owners.configured()?.scriptHash) return undefined;
  await context.owners.close(owner);
  return owner.address;
}

/** `nns.ownerDomains.backToConfiguredOwner`: Owner Domains shows the configured owner alone. */
export async function backToConfiguredOwner(context: CommandContext): Promise<void> {
  await context.owners.closeAll();
}
