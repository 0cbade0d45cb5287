import * as z from '../zod';
import { clientFor, type CallOptions } from '../rpc/client';
import { NNS_MAINNET_HASH } from '../rpc/config';
import { contractAbiOf, contractAbiStateSchema, isUnknownContract } from './contractWriteInfo';
import { PUBLIC_NETWORKS } from './contractSearch';
import type { NnsError } from '../errors/nnsError';
import { decodeRoot, MAX_ROOTS } from '../names/roots';
import type { NodeConfig } from '../rpc/types';
import { unwrapCall, unwrapResult } from '../listing/unwrap';

/**
 * TestNet's NNS contracts (issue 30 §1). neo-node's `config.testnet.json` names the MainNet hash for
 * TestNet too, but neow3j's TestNet constants, NeoLine and the dApps built on TestNet use another
 * deployment ("NeoNS"). Where the configured contract is not on a TestNet node, both known hashes are
 * looked up in one batch (`getcontractstate` and the unwrap script of `roots()` for each), so that
 * the user chooses among those that exist, by their manifest name and roots.
 */

export const TESTNET_MAGIC = 894710606;

export interface KnownNameService {
  readonly hash: string;
  /** Who uses this hash, in words. */
  readonly usedBy: string;
}

export const TESTNET_NAME_SERVICES: readonly KnownNameService[] = [
  { hash: NNS_MAINNET_HASH, usedBy: 'neo-node\'s config.testnet.json' },
  { hash: '0xd4dbd72c8965b8f12c14d37ad57ddd91ee1d98cb', usedBy: 'neow3j, NeoLine and dApps on TestNet ("NeoNS")' },
];

export type KnownContractState =
  | { readonly kind: 'missing'; readonly known: KnownNameService }
  | {
    readonly kind: 'deployed';
    readonly known: KnownNameService;
    /** The manifest's name (untrusted text). */
    readonly name: string;
    /** Whether the manifest is an NNS contract's (its read methods and NEP-11). */
    readonly isNameService: boolean;
    /** Its roots, when `roots()` answered; `rootsComplete` false when there are more than MAX_ROOTS. */
    readonly roots?: readonly string[];
    readonly rootsComplete?: boolean;
    /** Why the roots could not be read (a FAULT, a node refusing the script). */
    readonly rootsFailure?: string;
  };

export type TestnetCheck =
  /** The node is not on TestNet: nothing was looked up. */
  | { readonly kind: 'notTestnet'; readonly magic: number; readonly network?: 'MainNet' }
  | { readonly kind: 'testnet'; readonly contracts: readonly KnownContractState[] };

const versionSchema = z.looseObject({ protocol: z.looseObject({ network: z.number().check(z.int()) }) });

/**
 * One batch: `getversion`, then for each known hash `getcontractstate` and `roots()`. On a node whose
 * magic is not TestNet's the answers are not read (they say nothing of TestNet). Throws NnsError
 * where the node fails.
 */
export async function checkTestnetNameServices(
  rpcUrl: string, options: CallOptions = {}, known: readonly KnownNameService[] = TESTNET_NAME_SERVICES,
): Promise<TestnetCheck> {
  const { client } = clientFor({ rpcUrl, contractHash: NNS_MAINNET_HASH } satisfies NodeConfig, options);
  const calls = [
    { method: 'getversion', params: [], result: versionSchema },
    ...known.flatMap((contract) => [
      { method: 'getcontractstate', params: [contract.hash], result: contractAbiStateSchema },
      unwrapCall(contract.hash, 'roots', [], MAX_ROOTS),
    ]),
  ];
  const [version, ...answers] = await client.batch(calls, { repeatable: true });
  if (!version!.ok) throw version!.error;
  const magic = (version!.value as z.infer<typeof versionSchema>).protocol.network;
  if (magic !== TESTNET_MAGIC) return { kind: 'notTestnet', magic, ...(PUBLIC_NETWORKS[magic] === 'MainNet' ? { network: 'MainNet' as const } : {}) };
  return {
    kind: 'testnet',
    contracts: known.map((contract, index): KnownContractState => {
      const state = answers[2 * index]!;
      const roots = answers[2 * index + 1]!;
      if (!state.ok) {
        if (isUnknownContract(state)) return { kind: 'missing', known: contract };
        throw state.error;
      }
      const abi = contractAbiOf(state.value as z.infer<typeof contractAbiStateSchema>, contract.hash);
      let read: Pick<Extract<KnownContractState, { kind: 'deployed' }>, 'roots' | 'rootsComplete' | 'rootsFailure'>;
      try {
        if (!roots.ok) throw roots.error;
        const preview = unwrapResult(roots.value as z.infer<ReturnType<typeof unwrapCall>['result']>, 'roots', MAX_ROOTS, decodeRoot);
        read = { roots: preview.items, rootsComplete: !preview.more };
      } catch (error) {
        read = { rootsFailure: (error as NnsError).message ?? String(error) };
      }
      return { kind: 'deployed', known: contract, name: abi.name, isNameService: abi.isNameService, ...read };
    }),
  };
}
