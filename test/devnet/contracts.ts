/** The contracts a devnet holds, for `getcontractstate`: the NNS contract, with the ABI of the contract
 *  it imitates, and on a local chain the others a developer deployed (a token, an oracle consumer…). */
import nameServiceState from '../fixtures/write/nameservice-csharp.contractstate.json';
import neoGoState from '../fixtures/write/nft-nd-nns-neo-go.contractstate.json';
import { normalizeHash } from './bytes';
import type { FlavourProfile } from './flavours';

/** A contract deployed beside the NNS contract. */
export interface DeployedContract {
  readonly hash: string;
  readonly name: string;
  readonly methods: readonly string[];
  readonly standards?: readonly string[];
}

/** A method of a manifest's ABI, as getcontractstate renders it. */
interface AbiMethodJson {
  readonly name: string;
  readonly parameters: readonly { readonly name: string; readonly type: string }[];
  readonly returntype: string;
  readonly safe: boolean;
}

const nnsAbis = new Map<FlavourProfile['abi'], readonly AbiMethodJson[]>();

/** The contract states of test/fixtures/write, imported: the devnet runs from a bundle of the tests too. */
const STATES: Record<FlavourProfile['abi'], { manifest: { abi: { methods: readonly { name: string; parameters: readonly { name: string; type: string }[]; returntype: string; safe?: boolean }[] } } }> = {
  'nameservice-csharp': nameServiceState,
  'nft-nd-nns-neo-go': neoGoState,
};

/**
 * The NNS contract's ABI methods, as the contract of the flavour declares them (its parameters and
 * their types, what it returns, whether it is safe).
 */
export function nnsAbiMethods(abi: FlavourProfile['abi']): readonly AbiMethodJson[] {
  let methods = nnsAbis.get(abi);
  if (!methods) {
    methods = STATES[abi].manifest.abi.methods.map(({ name, parameters, returntype, safe }) => ({ name, parameters, returntype, safe: safe === true }));
    nnsAbis.set(abi, methods);
  }
  return methods;
}

/** The NNS contract's methods that change its storage (not `safe`): what only a transaction runs. */
export function nnsWriteMethods(abi: FlavourProfile['abi']): ReadonlySet<string> {
  return new Set(nnsAbiMethods(abi).filter((method) => !method.safe && !method.name.startsWith('_')).map((method) => method.name));
}

/** Contracts a local chain typically holds besides NNS: a NEP-17 token, a NEP-11 collection (no NNS methods), a plain one. */
export const SAMPLE_DEPLOYED_CONTRACTS: readonly DeployedContract[] = [
  { hash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f80910111213', name: 'SampleToken', methods: ['symbol', 'decimals', 'totalSupply', 'balanceOf', 'transfer'], standards: ['NEP-17'] },
  { hash: '0x2b3c4d5e6f708192a3b4c5d6e7f8091011121314', name: 'SampleNft', methods: ['symbol', 'decimals', 'totalSupply', 'balanceOf', 'tokensOf', 'ownerOf', 'transfer', 'tokens', 'properties'], standards: ['NEP-11'] },
  { hash: '0x3c4d5e6f708192a3b4c5d6e7f809101112131415', name: 'HelloWorld', methods: ['sayHello', 'update', 'destroy'] },
];

/** `--local-chain`: a neo-express-like chain with a magic of its own and the NNS contract deployed second, at a hash of its own. */
export const LOCAL_CHAIN = {
  network: 1431045385,
  contractHash: '0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665',
  deployedContracts: SAMPLE_DEPLOYED_CONTRACTS,
  nnsContractId: 2,
} as const;

/** The contracts by id: the NNS contract at `nnsId` (0: none deployed), the others in order on the ids left. */
export interface ContractDirectory {
  readonly nnsId: number;
  readonly deployed: readonly DeployedContract[];
  byId(id: number, nns: NnsContract): ContractStateJson | undefined;
  byHash(hash: string, nns: NnsContract): ContractStateJson | undefined;
}

export type ContractStateJson = Record<string, unknown>;

/** The NNS contract of a devnet: its hash and which contract it is (its ABI). */
export interface NnsContract {
  readonly hash: string;
  readonly flavour: Pick<FlavourProfile, 'abi'>;
}

/**
 * Deployed contracts have ids from 1 up (ContractManagement's counter); natives have negative ids and
 * are not listed here. `getcontractstate [hash | id]`: C# RpcServer (≥ 3.7) `GetContractState` takes a
 * hash, a native name or an integer id (number or numeric string) and throws RpcError.UnknownContract
 * (−102 "Unknown contract") when there is none; before 3.7 −100 "Unknown contract". neo-go
 * (`pkg/services/rpcsrv/server.go`, `contractScriptHashFromParam`) reads the parameter as a string
 * (a JSON number too), tries hash/address, native name, then `strconv.Atoi`; an id without a
 * contract is `neorpc.ErrUnknownContract` (−102 "Unknown contract"). The answer is the ContractState:
 * `{id, updatecounter, hash, nef, manifest}`.
 */
export function contractDirectory(deployed: readonly DeployedContract[], nnsId: number): ContractDirectory {
  if (!Number.isInteger(nnsId) || nnsId < 0 || nnsId > deployed.length + 1) throw new Error(`devnet: nnsContractId must be 0…${deployed.length + 1}, got ${nnsId}`);
  for (const contract of deployed) if (!normalizeHash(contract.hash)) throw new Error(`devnet: not a contract hash: ${contract.hash}`);
  const idOf = (index: number) => (nnsId > 0 && index + 1 >= nnsId ? index + 2 : index + 1);
  const stateOf = (id: number, contract: DeployedContract) => contractState(
    id, normalizeHash(contract.hash) ?? contract.hash, contract.name,
    contract.methods.map((name) => ({ name, parameters: [], returntype: 'Any', safe: true })), contract.standards ?? [],
  );
  const nnsState = (nns: NnsContract) => contractState(nnsId, nns.hash, 'NameService', nnsAbiMethods(nns.flavour.abi), ['NEP-11']);
  return {
    nnsId,
    deployed,
    byId(id, nns) {
      if (nnsId > 0 && id === nnsId) return nnsState(nns);
      const index = deployed.findIndex((_, i) => idOf(i) === id);
      const contract = deployed[index];
      return contract ? stateOf(id, contract) : undefined;
    },
    byHash(hash, nns) {
      if (nnsId > 0 && hash === nns.hash) return nnsState(nns);
      const index = deployed.findIndex((contract) => normalizeHash(contract.hash) === hash);
      const contract = deployed[index];
      return contract ? stateOf(idOf(index), contract) : undefined;
    },
  };
}

/** A ContractState as both nodes render it (fields in C#'s order); the NEF script is a stand-in. */
function contractState(id: number, hash: string, name: string, methods: readonly AbiMethodJson[], standards: readonly string[]): ContractStateJson {
  return {
    id,
    updatecounter: 0,
    hash,
    nef: { magic: 860243278, compiler: 'devnet', source: '', tokens: [], script: 'QA==', checksum: 0 },
    manifest: {
      name,
      groups: [],
      features: {},
      supportedstandards: standards,
      abi: {
        methods: methods.map((method, offset) => ({ ...method, offset })),
        events: [],
      },
      permissions: [{ contract: '*', methods: '*' }],
      trusts: [],
      extra: null,
    },
  };
}
