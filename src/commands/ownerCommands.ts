// The small commands about owners: look one up or set it, show or copy the owner of a domain, the order of Owner
// Domains, and the actions of an owner's row. Browsing is view state, kept for the workspace: only
// nns.setOwner and Set as Configured Owner write nns.owner.
import * as vscode from 'vscode';
import type { Owner } from '../core';
import { ViewIds } from '../model/ids';
import type { SortMode } from '../model/tree/sortOrder';
import type { CommandContext } from './commandContext';
import { isOwnerNode, ownerOfArgument, ownerOfDomain } from './ownerArgument';
import { acceptOwner, askOwner } from './prompts/ownerPrompt';

/** `nns.lookUpOwner(owner?)`: shows an owner's domains beside the configured owner; with an address or hash, skips the prompt (scripts and tests). */
export async function lookUpOwner(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const input = typeof given === 'string' ? given : await askOwner(context, context.l10n.t('Look Up Domains of Owner'));
  const owner = await acceptOwner(context, input);
  if (!owner) return undefined;
  await context.owners.browse(owner);
  return owner.address;
}

/**
 * `nns.setOwner(owner?)`: asks for an owner and writes it to nns.owner (the workspace settings when a
 * folder is open): the explicit way to make an owner the configured one, which the welcome of Owner
 * Domains offers. With an address or hash, skips the prompt. Resolves with the address written.
 */
export async function setOwner(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const input = typeof given === 'string' ? given : await askOwner(context, context.l10n.t('Set Owner'));
  const owner = await acceptOwner(context, input);
  if (!owner) return undefined;
  await context.settings.write('owner', owner.address);
  // Shows its row open and loads it anew, also when it was the configured owner already.
  await context.owners.browse(owner);
  return owner.address;
}

/**
 * `nns.showOwnerDomains(nameOrRowOrDocument?)`: the owner of a domain (from its details document or
 * row) in Owner Domains, by the same path as nns.lookUpOwner. Resolves with the owner's address.
 */
export async function showOwnerDomains(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = await ownerOfDomain(context, arg);
  return owner ? lookUpOwner(context, owner.address) : undefined;
}

/** `nns.copyOwnerAddress(nameOrRowOrDocument?)`: copies the N3 address of a domain's owner (its details are loaded if needed). */
export async function copyOwnerAddress(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = await ownerOfDomain(context, arg);
  if (!owner) return undefined;
  await vscode.env.clipboard.writeText(owner.address);
  vscode.window.setStatusBarMessage(context.l10n.t('Copied the owner address {0} to the clipboard.', owner.address), 3000);
  return owner.address;
}

/** nns.ownerDomains.sortByName / sortByExpiration: the order of Owner Domains, kept for the workspace. */
export async function sortOwnerDomains(context: CommandContext, mode: SortMode): Promise<SortMode> {
  await context.views[ViewIds.ownerDomains].setSort(mode);
  return mode;
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
