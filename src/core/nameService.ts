import { parseOwner } from './address';
import { normalizeNodeConfig } from './config';
import { listIterator } from './listing';
import type { DomainList, ListOptions, NodeConfig } from './types';

/** Every second-level domain the NNS contract knows, expired ones included (`tokens`). */
export async function listTokens(node: NodeConfig, options?: ListOptions): Promise<DomainList> {
  const checked = normalizeNodeConfig(node);
  return listIterator(checked, { operation: 'tokens', args: [], trailingParams: [[], []] }, options);
}

/** The second-level domains of `owner` (an N3 address or script hash), expired ones included (`tokensOf`). */
export async function listTokensOf(node: NodeConfig, owner: string, options?: ListOptions): Promise<DomainList> {
  const checked = normalizeNodeConfig(node);
  const { scriptHash } = parseOwner(owner);
  const argument = { type: 'Hash160', value: scriptHash } as const;
  return listIterator(checked, { operation: 'tokensOf', args: [argument], trailingParams: [[argument]] }, options);
}
