import * as z from '../zod';
import { NNS_MAINNET_HASH, normalizeRpcUrl } from '../rpc/config';
import type { NnsError } from '../errors/nnsError';
import { parseDisplayHash } from '../encoding/hex';
import { JsonRpcClient, type RpcCall } from '../rpc/jsonRpc';
import type { CallOptions } from '../rpc/client';
import { PUBLIC_NETWORKS } from '../rpc/networkVersion';

/**
 * Finding the NNS contract on a node whose configured contract does not exist there (a local chain:
 * neo-express, a neo-go private net, where the hash depends on who deployed it). Deployed contracts
 * have ids from 1 up; `getcontractstate` by id is asked in batches until the node says there are no
 * more, and the NNS contract is the one whose manifest has the NNS methods and NEP-11. MainNet and
 * TestNet are recognised by `getversion`'s network magic and never searched: their NNS hash is known.
 */

/** The methods every NNS contract has (MainNet's NameService and neo-go's nft-nd-nns alike). */
export const NNS_METHODS: readonly string[] = ['tokens', 'tokensOf', 'roots', 'resolve', 'isAvailable', 'getAllRecords'];

/** Network magics of the public networks (protocol notes §6). */
export { PUBLIC_NETWORKS };

/** Ids asked per request; a local chain holds a handful of contracts, so one request usually ends it. */
export const CONTRACT_IDS_PER_REQUEST = 20;
/** This many unknown ids in a row end the search: destroyed contracts leave gaps, but short ones. */
export const UNKNOWN_IDS_TO_STOP = 10;
/** A chain with more contracts than this is not a local one: the search stops and says so. */
export const MAX_CONTRACT_IDS = 1000;

/** A contract whose manifest is that of an NNS contract. */
export interface FoundContract {
  readonly id: number;
  /** `0x` + 40 lower-case hex digits. */
  readonly hash: string;
  /** The manifest's name, as deployed (untrusted text). */
  readonly name: string;
}

export type NameServiceSearch =
  /** The NNS contracts found (lowest id first) among `contracts` deployed contracts. */
  | { readonly kind: 'found'; readonly contracts: number; readonly found: readonly FoundContract[] }
  /** None of the `contracts` deployed contracts is one; `complete` false when MAX_CONTRACT_IDS stopped it. */
  | { readonly kind: 'none'; readonly contracts: number; readonly complete: boolean }
  /** A public network: not searched; its NNS contract is `hash`. */
  | { readonly kind: 'publicNetwork'; readonly network: 'MainNet' | 'TestNet'; readonly hash: string };

export interface SearchOptions extends CallOptions {
  /** Ids per request (default CONTRACT_IDS_PER_REQUEST, at most 100). */
  readonly idsPerRequest?: number;
  /** Default MAX_CONTRACT_IDS. */
  readonly maxIds?: number;
}

const versionSchema = z.looseObject({ protocol: z.looseObject({ network: z.number().check(z.int()) }) });

/** Only what is read: the manifest's name, standards and method names; the rest may be anything. */
const contractStateSchema = z.looseObject({
  id: z.number().check(z.int()),
  hash: z.string().check(z.maxLength(42)),
  manifest: z.looseObject({
    name: z.string().check(z.maxLength(1024)),
    supportedstandards: z.optional(z.array(z.string().check(z.maxLength(256))).check(z.maxLength(256))),
    abi: z.looseObject({ methods: z.array(z.looseObject({ name: z.string().check(z.maxLength(256)) })).check(z.maxLength(4096)) }),
  }),
});
type ContractState = z.infer<typeof contractStateSchema>;

/** Whether a manifest is an NNS contract's: every NNS method, and NEP-11. */
export function isNameServiceManifest(manifest: ContractState['manifest']): boolean {
  const methods = new Set(manifest.abi.methods.map((method) => method.name));
  return NNS_METHODS.every((method) => methods.has(method)) && (manifest.supportedstandards ?? []).includes('NEP-11');
}

/**
 * "No contract of this id": −102 "Unknown contract" (C# ≥ 3.7, neo-go), −100 "Unknown contract"
 * (C# before 3.7, neo-go before the error codes).
 */
export function isUnknownContract(error: NnsError): boolean {
  return error.code === 'RPC' && (error.rpcCode === -102 || (error.rpcCode === -100 && /unknown contract/i.test(error.rpcMessage ?? '')));
}

/** Looks for the NNS contract on the node at `rpcUrl`; see the file's comment. Throws NnsError. */
export async function findNameService(rpcUrl: string, options: SearchOptions = {}): Promise<NameServiceSearch> {
  const client = new JsonRpcClient({
    url: normalizeRpcUrl(rpcUrl), timeoutMs: options.timeoutMs, signal: options.signal,
    maxResponseBytes: options.maxResponseBytes, onRequest: options.onRequest, knowledge: options.knowledge,
  });
  const version = await client.call('getversion', [], versionSchema);
  const network = PUBLIC_NETWORKS[version.protocol.network];
  if (network) return { kind: 'publicNetwork', network, hash: NNS_MAINNET_HASH };

  const perRequest = Math.min(Math.max(1, options.idsPerRequest ?? CONTRACT_IDS_PER_REQUEST), 100);
  const maxIds = options.maxIds ?? MAX_CONTRACT_IDS;
  const found: FoundContract[] = [];
  let contracts = 0;
  let unknownInARow = 0;
  for (let first = 1; first <= maxIds; first += perRequest) {
    const ids = Array.from({ length: Math.min(perRequest, maxIds - first + 1) }, (_, index) => first + index);
    const calls = ids.map((id): RpcCall<z.infer<typeof contractStateSchema>> => ({ method: 'getcontractstate', params: [id], result: contractStateSchema }));
    const outcomes = await client.batch(calls);
    for (const outcome of outcomes) {
      if (!outcome.ok) {
        if (isUnknownContract(outcome.error)) {
          unknownInARow++;
          continue;
        }
        // A manifest that does not parse is some other contract's: it exists, and is not the NNS one.
        if (outcome.malformed) {
          contracts++;
          unknownInARow = 0;
          continue;
        }
        throw outcome.error;
      }
      contracts++;
      unknownInARow = 0;
      const hash = parseDisplayHash(outcome.value.hash);
      if (hash && isNameServiceManifest(outcome.value.manifest)) found.push({ id: outcome.value.id, hash, name: outcome.value.manifest.name });
    }
    if (unknownInARow >= UNKNOWN_IDS_TO_STOP) {
      return found.length > 0 ? { kind: 'found', contracts, found } : { kind: 'none', contracts, complete: true };
    }
  }
  return found.length > 0 ? { kind: 'found', contracts, found } : { kind: 'none', contracts, complete: false };
}
