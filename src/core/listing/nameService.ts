import { ADDRESS_VERSION, isScriptHashInput, parseOwner } from '../encoding/address';
import { utf8Length } from './collector';
import { normalizeNodeConfig } from '../rpc/config';
import { asciiName, decodeName, type DecodedName } from '../encoding/decode';
import { firstIssue, invalidValue } from '../rpc/jsonRpc';
import { displayHashToBytes } from '../encoding/hex';
import { listIterator, type IteratorListing } from './listing';
import { NodeKnowledge } from '../rpc/nodeKnowledge';
import { tokensLayout, tokensOfLayout, type StorageLayout } from './nnsStorage';
import { bytesItemSchema } from '../rpc/schemas';
import type { ListOptions, NodeConfig } from '../rpc/types';
import type { DomainList } from './types';

/** Every second-level domain the NNS contract knows, expired ones included (`tokens`). */
export async function listTokens(node: NodeConfig, options: ListOptions = {}): Promise<DomainList> {
  const checked = normalizeNodeConfig(node);
  return listNames(checked, 'tokens', [], [[], []], { operation: 'totalSupply', trailingParams: [[]] }, tokensLayout(), options);
}

/**
 * The second-level domains of `owner` (an N3 address of the node's address version, or a script
 * hash), expired ones included (`tokensOf`).
 */
export async function listTokensOf(node: NodeConfig, owner: string, options: ListOptions = {}): Promise<DomainList> {
  const checked = normalizeNodeConfig(node);
  // Before the node is asked, an address of any version but Neo Legacy's is read.
  const known = options.knowledge?.addressVersion(checked.rpcUrl) ?? null;
  const { scriptHash } = parseOwner(owner, known);
  const argument = { type: 'Hash160', value: scriptHash } as const;
  const list = await listNames(
    checked, 'tokensOf', [argument], [[argument]], { operation: 'balanceOf', trailingParams: [[argument]] },
    tokensOfLayout(displayHashToBytes(scriptHash)), options,
  );
  // The node's version, learnt with the page size: an address of another one is an account of another chain.
  if (known === null && !isScriptHashInput(owner)) parseOwner(owner, list.addressVersion);
  return list;
}

async function listNames(
  node: NodeConfig, operation: string, args: { type: 'Hash160'; value: string }[], trailingParams: unknown[],
  count: { operation: string; trailingParams: unknown[] }, storage: StorageLayout, options: ListOptions,
): Promise<DomainList> {
  const { onPage, knowledge = new NodeKnowledge(), ...rest } = options;
  const listing = await listIterator(node, {
    operation, args, trailingParams, noun: 'names', storage, count, decode: (item) => decodeNameItem(item, operation), sizeOf: nameBytes,
  }, { ...rest, knowledge, onPage: onPage && ((page, soFar) => onPage(page.map(nameOf), soFar)) });
  return toDomainList(listing, knowledge.addressVersion(node.rpcUrl) ?? ADDRESS_VERSION);
}

/** A listed name: the text of an ASCII name as it is (nearly all of them), any other name decoded. */
type ListedName = string | DecodedName;

function nameOf(listed: ListedName): string {
  return typeof listed === 'string' ? listed : listed.name;
}

/** An ASCII name's length is its bytes; another name is measured as UTF-8. */
function nameBytes(listed: ListedName): number {
  return typeof listed === 'string' ? listed.length : utf8Length(listed.name);
}

/** Iterator entries of tokens/tokensOf are ByteStrings holding base64 (the seed's rule 3), or Buffers where a contract registered one. */
function decodeNameItem(item: unknown, operation: string): ListedName {
  const parsed = bytesItemSchema.safeParse(item);
  if (!parsed.success) {
    throw invalidValue(`The node's result for ${operation} holds an entry that is not a name (${firstIssue(parsed.error)}).`, item, operation);
  }
  return asciiName(parsed.data.value) ?? decodeName(parsed.data.value);
}

function toDomainList(listing: IteratorListing<ListedName>, addressVersion: number): DomainList {
  const names: string[] = new Array<string>(listing.items.length);
  const invalidUtf8: number[] = [];
  listing.items.forEach((listed, i) => {
    names[i] = nameOf(listed);
    if (typeof listed !== 'string' && !listed.validUtf8) invalidUtf8.push(i);
  });
  const { items: _items, ...rest } = listing;
  return { ...rest, names, invalidUtf8, addressVersion };
}
