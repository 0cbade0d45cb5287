import { base64 } from '@scure/base';
import * as z from '../zod';
import { clientFor, type CallOptions } from '../rpc/client';
import { isUnknownContract, PUBLIC_NETWORKS } from '../contracts/contractSearch';
import { decodeName } from '../encoding/decode';
import { NnsError } from '../errors/nnsError';
import { parseDisplayHash } from '../encoding/hex';
import { firstIssue, invalidValue, type BatchOutcome } from '../rpc/jsonRpc';
import { MAX_ROOTS } from '../names/roots';
import { bytesItemSchema, invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import { buildUnwrapIteratorScript } from '../encoding/script';
import type { VerificationAccount } from '../signing/accounts';
import { concatBytes } from '../encoding/binary';
import { buildContractCallScript, pushInteger, type ContractCall } from '../transactions/contractCall';
import { valueOf } from '../transactions/prepare';
import { networkInfoOf, operationChainOf, type NetworkInfo, type OperationChain } from '../transactions/operationChain';
import { blockCountSchema, networkVersionSchema } from '../transactions/writeSchemas';
import type { NodeConfig } from '../rpc/types';
import { TransactionError } from '../errors/transactionError';
import { committeeAccountOf, committeeSchema, requireCommittee } from './committee';
import { contractHashOf } from './contractHash';
import { checkManifestMatchesScript, isNnsManifest, type ManifestFile, type ManifestLike } from './manifest';
import type { NefFile } from './nef';
import { addRootCall, administrationOf, DEVELOPMENT_PRICE, setPriceCall, type NnsAdministration } from './nnsAdmin';

/**
 * Setting up NNS on a private chain (issue 31): deploy the contract from the committee's account, add
 * a root, set a development price. Two steps, both before anything is signed:
 *
 * 1. `probeSetUp`: one batch that reads the chain (its network, its committee, whether the contract
 *    this NEF and sender would make exists already) and test-runs the deploy followed by reads of
 *    the new contract (roots, total supply, price): what the contract's `_deploy` does on this chain,
 *    read rather than assumed (the C# NameService may add the root `neo` and register names there).
 * 2. `planSetUp`: from what the probe read, the calls still needed, in ONE transaction whose script
 *    deploys and then calls the new contract (a contract deployed earlier in a script exists for the
 *    calls after it; the committee's CalledByEntry witness covers the calls from the script), checked:
 *    the committee's account, the root's syntax, the price, the contract's ABI.
 *
 * The plan's transactions are then prepared (prepareTransaction takes a list of calls), confirmed,
 * signed, sent and waited for like any other write.
 */

/** The native ContractManagement contract (the same hash on every N3 network). */
export const CONTRACT_MANAGEMENT_HASH = '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd';
/** The root a set-up adds unless told otherwise. */
export const DEFAULT_ROOT = 'neo';
/** Name lengths whose price is read from a contract with prices by length (getPrice(length)). */
export const PRICE_LENGTHS_READ = 8;

/** The NEF and manifest files of the contract to deploy, read and checked. */
export interface ContractFiles {
  readonly nef: NefFile;
  readonly manifest: ManifestFile;
}

/** `ContractManagement.deploy(nefFile, manifest)`; its result (the contract's state) dropped. */
export function deployCall({ nef, manifest }: ContractFiles): ContractCall {
  return {
    contractHash: CONTRACT_MANAGEMENT_HASH, method: 'deploy', dropResult: true,
    args: [{ type: 'ByteArray', value: nef.bytes }, { type: 'ByteArray', value: new TextEncoder().encode(manifest.json) }],
  };
}

/** A contract's registration price, as its getPrice tells it (datoshi). */
export type PriceReadout =
  /** One price for every name (neo-go's port). */
  | { readonly kind: 'single'; readonly price: bigint }
  /** By the length of the first label: `byLength[i]` for names of i + 1 characters; -1: closed (C# NameService). */
  | { readonly kind: 'byLength'; readonly byLength: readonly bigint[] }
  | { readonly kind: 'unknown' };

/** What an NNS contract holds, read right after its deploy (in the probe) or as deployed. */
export interface ContractReadout {
  readonly roots: readonly string[];
  /** False when it has more roots than were read. */
  readonly rootsComplete: boolean;
  /** Names registered (totalSupply): a `_deploy` may register some. */
  readonly totalSupply: bigint;
  readonly price: PriceReadout;
}

/** The contract at the hash a deploy would make, when it exists already. */
export interface ExistingContract {
  readonly id: number;
  readonly hash: string;
  /** The deployed manifest's name (untrusted text). */
  readonly name: string;
  readonly nefChecksum: number;
  /** Its manifest is an NNS contract's. */
  readonly nns: boolean;
  /** What it holds; undefined where the reads failed (their FAULT in `readFault`). */
  readonly readout?: ContractReadout;
  readonly readFault?: string;
}

export interface SetUpProbe {
  readonly node: NodeConfig;
  readonly network: NetworkInfo & { readonly publicNetwork?: 'MainNet' | 'TestNet' };
  /** The chain as the set-up started on it: its transaction is prepared, shown and signed for this network. */
  readonly chain: OperationChain;
  /** The sender the probe deployed as (display form): the contract's hash depends on it. */
  readonly sender: string;
  /** The hash the contract gets when `sender` deploys these files. */
  readonly contractHash: string;
  /** The chain's committee (getcommittee): its multisig account. */
  readonly committee: VerificationAccount;
  /** The contract at `contractHash`, when one is deployed already. */
  readonly existing?: ExistingContract;
  /** The test deploy: what the new contract holds after `_deploy`, and the GAS it consumed; or its FAULT. */
  readonly deploy:
    | { readonly kind: 'deployed'; readonly readout: ContractReadout; readonly gasConsumed: bigint }
    | { readonly kind: 'fault'; readonly exception: string };
  /** HTTP requests and JSON-RPC calls the probe made. */
  readonly requests: number;
  readonly calls: number;
}

/**
 * Reads everything the set-up needs in one batch (see the file's comment). `sender`: the account that
 * will deploy (the committee's, for the set-up). Throws NnsError for the transport; a FAULT of the test
 * deploy is part of the answer (`deploy.kind`), not an error.
 */
export async function probeSetUp(
  node: NodeConfig, files: ContractFiles, sender: VerificationAccount, options: CallOptions & { now?: () => number } = {},
): Promise<SetUpProbe> {
  checkFiles(files);
  const { node: checked, client } = clientFor(node, options);
  const contractHash = contractHashOf(sender.scriptHash, files.nef.checksum, files.manifest.manifest.name);
  const administration = administrationOf(files.manifest.manifest);
  const reads = readoutScript(contractHash, administration);
  const probeScript = concatBytes(buildContractCallScript(deployCall(files)), reads);
  const signers = [{ account: sender.scriptHash, scopes: 'CalledByEntry' }];
  const [version, count, committee, state, probe, existingReads] = await client.batch([
    { method: 'getversion', params: [], result: networkVersionSchema },
    { method: 'getblockcount', params: [], result: blockCountSchema },
    { method: 'getcommittee', params: [], result: committeeSchema },
    { method: 'getcontractstate', params: [contractHash], result: contractStateSchema },
    { method: 'invokescript', params: [base64.encode(probeScript), signers], result: invokeResultSchema },
    { method: 'invokescript', params: [base64.encode(reads), signers], result: invokeResultSchema },
  ] as const);
  const network = networkInfoOf(valueOf(version));
  const chain = operationChainOf(network, valueOf(count), (options.now ?? Date.now)());
  const { addressVersion } = network;
  const publicNetwork = PUBLIC_NETWORKS[network.magic];
  const existing = existingOf(state, contractHash, administration, valueOf(existingReads));
  const probed = valueOf(probe);
  return {
    node: checked,
    network: { ...network, ...(publicNetwork ? { publicNetwork } : {}) },
    chain,
    sender: sender.scriptHash,
    contractHash,
    committee: committeeAccountOf(valueOf(committee), addressVersion),
    ...(existing ? { existing } : {}),
    deploy: probed.state === 'HALT'
      ? { kind: 'deployed', readout: readoutOf(probed, administration, 'the test deploy'), gasConsumed: BigInt(probed.gasconsumed) }
      : { kind: 'fault', exception: probed.exception ?? '(the node gave no reason)' },
    requests: client.requests,
    calls: client.calls,
  };
}

/** One step of a set-up, for the confirmation and the progress (in order). */
export type SetUpStep =
  | { readonly kind: 'deploy'; readonly contractHash: string }
  /** The contract is already deployed at this hash (same NEF and sender): used, not deployed again. */
  | { readonly kind: 'useExisting'; readonly contractHash: string }
  | { readonly kind: 'addRoot'; readonly root: string }
  /** The root is there already (added by `_deploy`, or by an earlier set-up). */
  | { readonly kind: 'rootPresent'; readonly root: string }
  | { readonly kind: 'setPrice'; readonly price: bigint; readonly before: PriceReadout }
  | { readonly kind: 'pricePresent'; readonly price: bigint };

/** A transaction of the plan: its calls in one script, and who signs (the first pays). */
export interface PlannedTransaction {
  readonly calls: readonly ContractCall[];
  readonly signers: readonly VerificationAccount[];
}

export interface SetUpPlan {
  readonly node: NodeConfig;
  /** Where the NNS contract is once the plan has run: the value for `nns.contractHash`. */
  readonly contractHash: string;
  /** False: the contract is already deployed (same NEF and sender), and the plan only completes it. */
  readonly deploys: boolean;
  readonly steps: readonly SetUpStep[];
  /** In order; one when anything is left to do (deploy and the committee's calls in one script), none otherwise. */
  readonly transactions: readonly PlannedTransaction[];
  /** What the contract held before the plan's committee calls (after `_deploy`, for a new one). */
  readonly before: ContractReadout;
}

export interface SetUpChoices {
  /** The account that deploys and signs the committee's calls: the committee's. */
  readonly account: VerificationAccount;
  /** The first root (default DEFAULT_ROOT). */
  readonly root?: string;
  /** The price for every name, in datoshi (default DEVELOPMENT_PRICE); null keeps the contract's. */
  readonly price?: bigint | null;
}

/**
 * The set-up's steps and its transaction, from the probe: refuses, before anything is signed, an
 * account that is not the committee (NOT_COMMITTEE), a public network, a contract whose ABI lacks
 * what the set-up calls (NOT_SUPPORTED), a root the contract would refuse (INVALID_INPUT), a deploy
 * the node refused in the test (FAULT; ALREADY_DEPLOYED when the contract exists).
 */
export function planSetUp(probe: SetUpProbe, files: ContractFiles, choices: SetUpChoices): SetUpPlan {
  const { account } = choices;
  const manifest = files.manifest.manifest;
  if (probe.network.publicNetwork) {
    throw new TransactionError('NOT_SUPPORTED', `This node is on ${probe.network.publicNetwork}, whose NNS contract exists already: set-up is for private chains.`);
  }
  const contractHash = contractHashOf(account.scriptHash, files.nef.checksum, manifest.name);
  if (account.scriptHash !== probe.sender || contractHash !== probe.contractHash) {
    throw new NnsError('INVALID_INPUT', 'The set-up was probed for another account or other files: probe it again.', { field: 'account' });
  }
  if (!isNnsManifest(manifest)) {
    throw new TransactionError('NOT_SUPPORTED', `The manifest "${manifest.name}" is not an NNS contract's: it lacks the NNS methods (tokens, tokensOf, roots, register…) or NEP-11.`, { contractHash });
  }
  const existing = probe.existing;
  let before: ContractReadout;
  if (existing) {
    if (!existing.readout) {
      throw new TransactionError('NOT_SUPPORTED', `A contract with this NEF and sender is already deployed at ${contractHash}, but reading it failed: ${existing.readFault ?? 'no answer'}.`, { contractHash });
    }
    before = existing.readout;
  } else if (probe.deploy.kind === 'fault') {
    throw setUpFault(probe.deploy.exception, contractHash);
  } else {
    before = probe.deploy.readout;
  }

  const calls: ContractCall[] = existing ? [] : [deployCall(files)];
  const steps: SetUpStep[] = [existing ? { kind: 'useExisting', contractHash } : { kind: 'deploy', contractHash }];
  const root = choices.root ?? DEFAULT_ROOT;
  if (before.roots.includes(root)) {
    steps.push({ kind: 'rootPresent', root });
  } else {
    calls.push(addRootCall(contractHash, manifest, root));
    steps.push({ kind: 'addRoot', root });
  }
  const price = choices.price === undefined ? DEVELOPMENT_PRICE : choices.price;
  if (price !== null) {
    if (hasPrice(before.price, price)) {
      steps.push({ kind: 'pricePresent', price });
    } else {
      calls.push(setPriceCall(contractHash, manifest, price));
      steps.push({ kind: 'setPrice', price, before: before.price });
    }
  }
  // The committee signs every set-up transaction, a deploy alone too: what the node says the contract
  // holds must not decide whether an ordinary account signs.
  const firstCall = calls[0];
  if (firstCall) requireCommittee(account, probe.committee, firstCall.method);
  return {
    node: probe.node, contractHash, deploys: !existing, steps, before,
    transactions: calls.length === 0 ? [] : [{ calls, signers: [account] }],
  };
}

/**
 * A set-up's FAULT in words (the probe's, or the set-up transaction's test invocation's):
 * ALREADY_DEPLOYED where the node says the contract exists (neo-go: "contract already exists"; C#:
 * "Contract Already Exists"); the node's GAS limit for test invocations (neo-go: "GAS limit
 * exceeded"; C#: "Insufficient GAS"), which a deploy reaches first; else the node's reason.
 */
export function setUpFault(exception: string, contractHash: string): TransactionError {
  if (/already exists/i.test(exception)) {
    return new TransactionError('ALREADY_DEPLOYED',
      `A contract with this NEF and sender is already deployed at ${contractHash}: use it rather than deploying it again.`, { exception, contractHash });
  }
  const reason = exception.replace(/\.$/, '');
  if (/gas limit exceeded|insufficient gas/i.test(exception)) {
    return new TransactionError('FAULT',
      `The node stopped the test deploy at its GAS limit for test invocations (${reason}): deploying costs more than its MaxGasInvoke setting allows. ` +
      'Raise it in the node\'s RPC settings, then set up again. Nothing was signed or sent.', { exception, contractHash });
  }
  return new TransactionError('FAULT', `The node refused to deploy the contract: ${reason}. Nothing was signed or sent.`, { exception, contractHash });
}

/** Whether the contract already asks `price` for every name (every length read, for prices by length). */
function hasPrice(readout: PriceReadout, price: bigint): boolean {
  if (readout.kind === 'single') return readout.price === price;
  if (readout.kind === 'byLength') return readout.byLength.every((value) => value === price);
  return false;
}

function checkFiles({ nef, manifest }: ContractFiles): void {
  checkManifestMatchesScript(manifest.manifest, nef.script);
}

/**
 * Reads of the contract at `hash`, packed into one Array: totalSupply, the first roots (unwrapped in
 * the VM), and getPrice (once, or for each length up to PRICE_LENGTHS_READ). PACK puts the last value
 * pushed first.
 */
function readoutScript(hash: string, administration: NnsAdministration): Uint8Array {
  const call = (method: string, args: ContractCall['args'] = []) => buildContractCallScript({ contractHash: hash, method, args });
  const parts = [call('totalSupply'), buildUnwrapIteratorScript(hash, 'roots', [], MAX_ROOTS + 1)];
  if (administration.getPrice === 'single') parts.push(call('getPrice'));
  if (administration.getPrice === 'byLength') {
    for (let length = 1; length <= PRICE_LENGTHS_READ; length++) parts.push(call('getPrice', [{ type: 'Integer', value: BigInt(length) }]));
  }
  return concatBytes(...parts, pushInteger(BigInt(parts.length)), Uint8Array.of(PACK));
}
const PACK = 0xc0;

const integerItem = z.object({ type: z.literal('Integer'), value: z.string().check(z.regex(/^-?\d+$/)) });
const readoutSchema = z.tuple([z.object({ type: z.literal('Array'), value: z.array(z.unknown()) })]);

function readoutOf(result: InvokeResult, administration: NnsAdministration, what: string): ContractReadout {
  const parsed = readoutSchema.safeParse(result.stack);
  if (!parsed.success) throw invalidValue(`The node's result for ${what} is not the values asked for (${firstIssue(parsed.error)}).`, result.stack, 'invokescript');
  const values = [...parsed.data[0].value].reverse();
  const integer = (item: unknown, method: string): bigint => {
    const checked = integerItem.safeParse(item);
    if (!checked.success) throw invalidValue(`The node's result for ${method} is not an Integer.`, item, method);
    return BigInt(checked.data.value);
  };
  const [supply, rootsItem, ...prices] = values;
  const roots = z.object({ type: z.literal('Array'), value: z.array(bytesItemSchema) }).safeParse(rootsItem);
  if (!roots.success) throw invalidValue(`The node's result for roots is not a list of roots (${firstIssue(roots.error)}).`, rootsItem, 'roots');
  const rootNames = roots.data.value.map((item) => decodeName(item.value).name);
  let price: PriceReadout = { kind: 'unknown' };
  if (administration.getPrice === 'single') price = { kind: 'single', price: integer(prices[0], 'getPrice') };
  if (administration.getPrice === 'byLength') price = { kind: 'byLength', byLength: prices.map((item) => integer(item, 'getPrice')) };
  return {
    roots: rootNames.slice(0, MAX_ROOTS), rootsComplete: rootNames.length <= MAX_ROOTS,
    totalSupply: integer(supply, 'totalSupply'), price,
  };
}

/** Only what is read of the contract at the computed hash. */
const contractStateSchema = z.looseObject({
  id: z.number().check(z.int()),
  hash: z.string(),
  nef: z.looseObject({ checksum: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)) }),
  manifest: z.looseObject({
    name: z.string(),
    supportedstandards: z.optional(z.array(z.string())),
    abi: z.looseObject({ methods: z.array(z.looseObject({ name: z.string(), parameters: z.optional(z.array(z.looseObject({ type: z.string() }))) })) }),
  }),
});

/** The contract at the computed hash, or undefined where the node knows none (-100 / -102 "Unknown contract"). */
function existingOf(
  outcome: BatchOutcome<z.infer<typeof contractStateSchema>>, contractHash: string, administration: NnsAdministration, reads: InvokeResult,
): ExistingContract | undefined {
  if (!outcome.ok) {
    if (isUnknownContract(outcome.error)) return undefined;
    throw outcome.error;
  }
  const state = outcome.value;
  if (parseDisplayHash(state.hash) !== contractHash) {
    throw new NnsError('INVALID_RESPONSE', `The node was asked for the contract ${contractHash} and answered with the contract ${JSON.stringify(state.hash.slice(0, 80))}.`, { method: 'getcontractstate' });
  }
  const manifest: ManifestLike = state.manifest;
  const base = { id: state.id, hash: contractHash, name: state.manifest.name, nefChecksum: state.nef.checksum, nns: isNnsManifest(manifest) };
  if (reads.state !== 'HALT') return { ...base, readFault: reads.exception ?? '(the node gave no reason)' };
  return { ...base, readout: readoutOf(reads, administration, 'the deployed contract') };
}
