import * as z from '../zod';
import { clientFor, type CallOptions } from '../rpc/client';
import { isNameServiceManifest } from './contractSearch';
import { NnsError } from '../errors/nnsError';
import { parseDisplayHash } from '../encoding/hex';
import type { BatchOutcome } from '../rpc/jsonRpc';
import { networkInfoOf, networkVersionSchema, type NetworkInfo } from '../rpc/networkVersion';
import { blockCountSchema } from '../rpc/schemas';
import type { NodeConfig } from '../rpc/types';

/**
 * What a write needs to know of the node and the NNS contract before anything is built (issue 30):
 * the network (its magic tells which workspace accounts may sign: a neo-express chain's are for its
 * own magic only), the contract's ABI (the NNS contracts differ in their methods' parameters: protocol
 * notes §12) and the committee (addRoot and setPrice need its multisig). One batch: `getversion`,
 * `getcontractstate`, `getcommittee`.
 */

/** A method of the contract's ABI: what the call must pass, and what it returns. */
export interface AbiMethod {
  readonly name: string;
  /** ContractParameterType names (`String`, `Hash160`, `Integer`, `Array`, `ByteArray`, `Any`, …). */
  readonly parameters: readonly { readonly name: string; readonly type: string }[];
  readonly returnType: string;
  readonly safe: boolean;
}

export interface ContractAbi {
  /** `0x` + 40 lower-case hex digits. */
  readonly hash: string;
  /** The manifest's name, as deployed (untrusted text). */
  readonly name: string;
  readonly standards: readonly string[];
  readonly methods: readonly AbiMethod[];
  /** Whether the manifest is an NNS contract's (every NNS read method, and NEP-11). */
  readonly isNameService: boolean;
}

export interface ContractWriteInfo {
  /** `getversion`'s network and limits: an operation started on this read shows and signs for this network. */
  readonly network: NetworkInfo;
  /** `getblockcount` and when it was read: the height an operation started on this read counts from. */
  readonly blockCount: number;
  readonly readAt: number;
  /** Undefined when no contract has this hash on the node. */
  readonly contract: ContractAbi | undefined;
  /**
   * The committee's public keys (66 hex digits each), as `getcommittee` lists them; undefined where
   * the node does not serve it (the committee's operations then say so).
   */
  readonly committee: readonly string[] | undefined;
}


/** The manifest's ABI, bounded: a contract's manifest is anyone's. */
export const contractAbiStateSchema = z.looseObject({
  id: z.number().check(z.int()),
  hash: z.string().check(z.maxLength(42)),
  manifest: z.looseObject({
    name: z.string().check(z.maxLength(1024)),
    supportedstandards: z.optional(z.array(z.string().check(z.maxLength(256))).check(z.maxLength(256))),
    abi: z.looseObject({
      methods: z.array(z.looseObject({
        name: z.string().check(z.maxLength(256)),
        parameters: z._default(z.array(z.looseObject({ name: z.string().check(z.maxLength(256)), type: z.string().check(z.maxLength(32)) })).check(z.maxLength(64)), []),
        returntype: z.string().check(z.maxLength(32)),
        safe: z.optional(z.boolean()),
      })).check(z.maxLength(4096)),
    }),
  }),
});
export type ContractAbiState = z.infer<typeof contractAbiStateSchema>;

const committeeSchema = z.array(z.pipe(z.string().check(z.regex(/^(02|03)[0-9a-fA-F]{64}$/, 'not a compressed public key')), z.transform((key) => key.toLowerCase()))).check(z.maxLength(1024));

/**
 * The ABI of a `getcontractstate` answer (or of a manifest read elsewhere: a fixture, a file).
 * `asked`: the hash the answer is for; INVALID_RESPONSE when the node answered for another.
 */
export function contractAbiOf(state: ContractAbiState, asked?: string): ContractAbi {
  const hash = parseDisplayHash(state.hash) ?? state.hash.toLowerCase();
  if (asked !== undefined && hash !== parseDisplayHash(asked)) {
    throw new NnsError('INVALID_RESPONSE', `The node was asked for the contract ${asked} and answered with the contract ${JSON.stringify(state.hash)}.`, { method: 'getcontractstate' });
  }
  return {
    hash,
    name: state.manifest.name,
    standards: state.manifest.supportedstandards ?? [],
    methods: state.manifest.abi.methods.map((method) => ({
      name: method.name,
      parameters: method.parameters.map((parameter) => ({ name: parameter.name, type: parameter.type })),
      returnType: method.returntype,
      safe: method.safe ?? false,
    })),
    isNameService: isNameServiceManifest(state.manifest),
  };
}

/**
 * "No contract of this hash": −102 "Unknown contract" (C# ≥ 3.7, neo-go), −100 "Unknown contract"
 * (C# before 3.7, older neo-go), as core/contractSearch reads them.
 */
export function isUnknownContract(outcome: BatchOutcome<unknown>): boolean {
  if (outcome.ok) return false;
  const error: NnsError = outcome.error;
  return error.code === 'RPC' && (error.rpcCode === -102 || (error.rpcCode === -100 && /unknown contract/i.test(error.rpcMessage ?? '')));
}

/**
 * One batch: the network, the height, the contract's ABI and the committee. Throws NnsError (the
 * network or the node failing; INVALID_RESPONSE when it describes another contract than the one asked).
 */
export async function readContractWriteInfo(node: NodeConfig, options: CallOptions & { now?: () => number } = {}): Promise<ContractWriteInfo> {
  const { node: checked, client } = clientFor(node, options);
  const [version, state, committee, count] = await client.batch([
    { method: 'getversion', params: [], result: networkVersionSchema },
    { method: 'getcontractstate', params: [checked.contractHash], result: contractAbiStateSchema },
    { method: 'getcommittee', params: [], result: committeeSchema },
    { method: 'getblockcount', params: [], result: blockCountSchema },
  ] as const, { repeatable: true });
  if (!version.ok) throw version.error;
  if (!count.ok) throw count.error;
  let contract: ContractAbi | undefined;
  if (state.ok) contract = contractAbiOf(state.value, checked.contractHash);
  else if (!isUnknownContract(state)) throw state.error;
  return {
    network: networkInfoOf(version.value),
    blockCount: count.value,
    readAt: (options.now ?? Date.now)(),
    contract,
    committee: committee.ok ? committee.value : undefined,
  };
}
