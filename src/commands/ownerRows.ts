// The actions of an owner's row in Owner Domains: make a looked-up owner the configured one (writes
// nns.owner), close it; and "Back to the Configured Owner" (closes every looked-up owner).
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

/** `nns.ownerDomains.setConfiguredOwner(row)`: writes the owner to nns.owner. */
export async function setConfiguredOwner(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = ownerOfArgument(arg);
  if (!owner) return undefined;
  await context.settings.write('owner', owner.address);
  // Its list stays as it is (now first); it is no longer one of the owners looked up.
  await context.owners.close(owner);
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
