// The nodes that answered a list recently in this workspace, newest first (workspaceState, never the
// settings): Select Node… offers them, so that a wrong URL does not lose the node that worked.
import { normalizeRpcUrl } from '../../core';

export const MAX_RECENT_NODES = 5;

/** Keeps only valid http(s) URLs of a stored value (storage is not typed). */
export function readRecentNodes(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((item): item is string => typeof item === 'string' && item.length <= 2048 && isNodeUrl(item)).slice(0, MAX_RECENT_NODES);
}

/** Puts `url` first; the same node (compared normalized) never appears twice. */
export function withRecentNode(list: readonly string[], url: string, max = MAX_RECENT_NODES): string[] {
  const key = normalized(url);
  return [url, ...list.filter((item) => normalized(item) !== key)].slice(0, max);
}

/** The URL compared with others: normalized, or as given when it is not a valid one. */
export function normalized(url: string): string {
  try {
    return normalizeRpcUrl(url);
  } catch {
    return url;
  }
}

function isNodeUrl(text: string): boolean {
  try {
    normalizeRpcUrl(text);
    return true;
  } catch {
    return false;
  }
}
