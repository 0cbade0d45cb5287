// The list of owners looked up recently, newest first, without duplicates.
export const MAX_RECENT_OWNERS = 8;

/** Keeps only well-formed entries of a stored value (storage is not typed). */
export function readRecentOwners(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= 64).slice(0, MAX_RECENT_OWNERS);
}

/** Puts `address` first; the same owner never appears twice. */
export function withRecentOwner(list: readonly string[], address: string, max = MAX_RECENT_OWNERS): string[] {
  return [address, ...list.filter((item) => item !== address)].slice(0, max);
}
