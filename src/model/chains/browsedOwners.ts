// The owners Owner Domains shows besides the configured one: looked up by the user, kept for the
// workspace (workspaceState), newest first. Never the settings: browsing leaves the project's files alone.
import type { Owner } from '../../core';
import { checkOwner } from './settingsValidation';

export const MAX_BROWSED_OWNERS = 8;

/** Keeps the well-formed owners of a stored value (storage is not typed). */
export function readBrowsedOwners(stored: unknown): Owner[] {
  if (!Array.isArray(stored)) return [];
  const owners: Owner[] = [];
  for (const item of stored) {
    if (typeof item !== 'string' || item.length > 64) continue;
    // Stored as they were shown: read whatever the address version of the node they were looked up on.
    const checked = checkOwner(item, null);
    if (checked.ok && checked.value && !owners.some((owner) => owner.scriptHash === checked.value?.scriptHash)) owners.push(checked.value);
  }
  return owners.slice(0, MAX_BROWSED_OWNERS);
}

/** What is stored: the addresses. */
export function storedBrowsedOwners(owners: readonly Owner[]): string[] {
  return owners.map((owner) => owner.address);
}

/** Puts `owner` first; the same owner never appears twice; the oldest go beyond the maximum. */
export function withBrowsedOwner(owners: readonly Owner[], owner: Owner, max = MAX_BROWSED_OWNERS): Owner[] {
  return [owner, ...owners.filter((other) => other.scriptHash !== owner.scriptHash)].slice(0, max);
}

export function withoutBrowsedOwner(owners: readonly Owner[], scriptHash: string): Owner[] {
  return owners.filter((owner) => owner.scriptHash !== scriptHash);
}
