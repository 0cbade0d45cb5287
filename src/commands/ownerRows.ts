// The actions of an owner's row in Owner Domains: make a looked-up owner the configured one (writes
// nns.owner), close it; and "Close Looked-Up Owners" (closes every looked-up owner).
import * as vscode from 'vscode';
import type { Owner } from '../core';
import { checkOwner } from '../model/chains/settingsValidation';
import type { OwnerNode } from '../model/view/treeNodes';
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
 * `nns.ownerDomains.setConfiguredOwner(rowOrOwner)`: writes the owner to nns.owner at once (a change
 * undone in one click asks nothing first); the owner configured until then stays in Owner Domains, as
 * the newest of the owners looked up. From a row's button, a message says so and offers Undo.
 */
export async function setConfiguredOwner(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = ownerOfArgument(arg);
  if (!owner) return undefined;
  const { l10n } = context;
  const previous = context.owners.configured();
  if (previous?.scriptHash === owner.scriptHash) return owner.address;
  // Kept before the setting changes, so that its list (already loaded) stays as it is.
  if (previous) await context.owners.keepLookedUp(previous);
  const undo = await context.settings.writeUndoably('owner', owner.address);
  // Its list stays as it is (now first); it is no longer one of the owners looked up.
  await context.owners.close(owner);
  if (!isOwnerNode(arg)) {
    vscode.window.setStatusBarMessage(l10n.t('nns.owner is now {0}.', owner.address), 5000);
    return owner.address;
  }
  const undoLabel = l10n.t('Undo');
  const text = previous
    ? l10n.t('{0} is the configured owner now (setting nns.owner); {1} stays in Owner Domains, looked up.', owner.address, previous.address)
    : l10n.t('{0} is the configured owner now (setting nns.owner).', owner.address);
  void vscode.window.showInformationMessage(text, undoLabel).then(async (choice) => {
    if (choice !== undoLabel) return;
    try {
      await undoSetConfiguredOwner(context, owner, previous, undo);
    } catch (error) {
      void vscode.window.showErrorMessage(l10n.t('Could not undo: {0}', error instanceof Error ? error.message : String(error)));
    }
  });
  return owner.address;
}

/** Undo of Set as Configured Owner: `owner` looked up again, `previous` configured again (unless nns.owner changed meanwhile). */
async function undoSetConfiguredOwner(context: CommandContext, owner: Owner, previous: Owner | undefined, undo: () => Promise<void>): Promise<void> {
  if (context.owners.configured()?.scriptHash !== owner.scriptHash) return;
  await context.owners.keepLookedUp(owner);
  await undo();
  if (previous) await context.owners.close(previous);
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
