/**
 * The contracts a devnet holds, for `getcontractstate`: the NNS contract and, on a local chain, the
 * others a developer deployed (a token, an oracle consumer…). Deployed contracts have ids from 1 up
 * (ContractManagement's counter); natives have negative ids and are not listed here.
 *
 * `getcontractstate [hash | id]`: C# RpcServer (≥ 3.7) `GetContractState` takes a hash, a native
 * name or an integer id (number or numeric string) and throws RpcError.UnknownContract (−102
 * "Unknown contract") when there is none; before 3.7 −100 "Unknown contract". neo-go
 * (`pkg/services/rpcsrv/server.go`, `contractScriptHashFromParam`) reads the parameter as a string
 * (a JSON number too), tries hash/address, native name, then `strconv.Atoi`; an id without a
 * contract is `neorpc.ErrUnknownContract` (−102 "Unknown contract"). The answer is the ContractState:
 * `{id, updatecounter, hash, nef, manifest}`.
 */
import { normalizeHash } from './bytes';

/** A contract deployed beside the NNS contract. */
export interface DeployedContract {
  readonly hash: string;
  readonly name: string;
  readonly methods: readonly string[];
  readonly standards?: readonly string[];
}

/** The NNS contract's ABI as MainNet's NameService has it (non-native-contracts, NameService.cs). */
export const NNS_MANIFEST_METHODS: readonly string[] = [
  'symbol', 'decimals', 'totalSupply', 'ownerOf', 'properties', 'balanceOf', 'tokens', 'tokensOf', 'transfer',
  'update', 'addRoot', 'roots', 'setPrice', 'getPrice', 'isAvailable', 'register', 'renew', 'setAdmin',
  'setRecord', 'getRecord', 'getAllRecords', 'deleteRecord', 'resolve',
];

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
  byId(id: number, nnsHash: string): ContractStateJson | undefined;
  byHash(hash: string, nnsHash: string): ContractStateJson | undefined;
}

export type ContractStateJson = Record<string, unknown>;

export function contractDirectory(deployed: readonly DeployedContract[], nnsId: number): ContractDirectory {
  if (!Number.isInteger(nnsId) || nnsId < 0 || nnsId > deployed.length + 1) throw new Error(`devnet: nnsContractId must be 0…${deployed.length + 1}, got ${nnsId}`);
  for (const contract of deployed) if (!normalizeHash(contract.hash)) throw new Error(`devnet: not a contract hash: ${contract.hash}`);
  const idOf = (index: number) => (nnsId > 0 && index + 1 >= nnsId ? index + 2 : index + 1);
  const stateOf = (id: number, contract: DeployedContract) => contractState(id, normalizeHash(contract.hash) ?? contract.hash, contract.name, contract.methods, contract.standards ?? []);
  const nnsState = (nnsHash: string) => contractState(nnsId, nnsHash, 'NameService', NNS_MANIFEST_METHODS, ['NEP-11']);
  return {
    nnsId,
    deployed,
    byId(id, nnsHash) {
      if (nnsId > 0 && id === nnsId) return nnsState(nnsHash);
      const index = deployed.findIndex((_, i) => idOf(i) === id);
      const contract = deployed[index];
      return contract ? stateOf(id, contract) : undefined;
    },
    byHash(hash, nnsHash) {
      if (nnsId > 0 && hash === nnsHash) return nnsState(nnsHash);
      const index = deployed.findIndex((contract) => normalizeHash(contract.hash) === hash);
      const contract = deployed[index];
      return contract ? stateOf(idOf(index), contract) : undefined;
    },
  };
}

/** A ContractState as both nodes render it (fields in C#'s order); the NEF script is a stand-in. */
function contractState(id: number, hash: string, name: string, methods: readonly string[], standards: readonly string[]): ContractStateJson {
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
        methods: methods.map((method, offset) => ({ name: method, parameters: [], returntype: 'Any', offset, safe: true })),
        events: [],
      },
      permissions: [{ contract: '*', methods: '*' }],
      trusts: [],
      extra: null,
    },
  };
}
