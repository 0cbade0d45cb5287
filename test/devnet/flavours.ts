/** Which NNS contract the devnet serves: MainNet's C# NameService or neo-go's port. Both keep the same
 *  storage layout and `Find` options (§8 of shared/neo-nns-protocol.md); they differ in what a client sees. */

/**
 * - 'mainnet': neo-project/non-native-contracts NameService (C#, the contract deployed on MainNet and
 *   TestNet): NameState stored as an Array, `properties` with an `image`, RecordState
 *   [name, type, data, id], its FAULT texts, and a name it does not hold failing in StdLib.Deserialize.
 * - 'neo-go': neo-go's port, examples/nft-nd-nns (the contract the real-node suites deploy): NameState
 *   stored as a Struct, no `image`, RecordState [name, type, data], `getAllRecords` of a name without
 *   its subdomains' records, its own THROW texts (`token not
 *   found`, `invalid domain name format`, `root not found`, `invalid redirect`, `name has expired`).
 *   Read off a real neo-go v0.122.0 node running that contract (test/realnode/differential.test.ts
 *   compares the two).
 */
export type NnsFlavour = 'mainnet' | 'neo-go';

export const NNS_FLAVOURS: readonly NnsFlavour[] = ['mainnet', 'neo-go'];

/** What a contract call of an unknown name ends in. */
export type UnknownName =
  | { readonly kind: 'fault'; readonly csharp: string; readonly neoGo: string }
  | { readonly kind: 'throw'; readonly message: string };

export interface FlavourProfile {
  readonly nameExpired: string;
  readonly nameFormat: string;
  readonly rootMissing: string;
  readonly tooManyRedirections: string;
  readonly ownerInvalid: string;
  readonly unknownName: UnknownName;
  /** `properties` carries `image`. */
  readonly image: boolean;
  /** RecordState carries its `id` as a fourth item. */
  readonly recordId: boolean;
  /** `getAllRecords(name)` also yields the records of its subdomains (`www.name`). */
  readonly subdomainRecords: boolean;
  /** The type byte of a serialized NameState: 0x40 Array, 0x41 Struct. */
  readonly nameStateType: 0x40 | 0x41;
  /** Its ABI, as getcontractstate answers it: a file of test/fixtures/write (`<name>.contractstate.json`). */
  readonly abi: 'nameservice-csharp' | 'nft-nd-nns-neo-go';
  /** `getPrice(length)` (the C# contract's price list) or `getPrice()` (one price for every name). */
  readonly priceByLength: boolean;
}

const FLAVOURS: Record<NnsFlavour, FlavourProfile> = {
  mainnet: {
    nameExpired: 'The name has expired.',
    nameFormat: 'The format of the name is incorrect.',
    rootMissing: 'The root does not exist.',
    tooManyRedirections: 'Too many redirections.',
    ownerInvalid: 'The argument "owner" is invalid.',
    // Inferred: C# MemoryReader throws a FormatException (default .NET message) on empty input;
    // neo-go fails decoding the empty item. Not observed on a node.
    unknownName: {
      kind: 'fault',
      csharp: 'One of the identified items was in an invalid format.',
      neoGo: 'CALLT failed: StdLib.deserialize: unexpected EOF',
    },
    image: true,
    recordId: true,
    subdomainRecords: true,
    nameStateType: 0x40,
    abi: 'nameservice-csharp',
    priceByLength: true,
  },
  'neo-go': {
    nameExpired: 'name has expired',
    nameFormat: 'invalid domain name format',
    rootMissing: 'root not found',
    tooManyRedirections: 'invalid redirect',
    ownerInvalid: 'invalid owner',
    unknownName: { kind: 'throw', message: 'token not found' },
    image: false,
    recordId: false,
    subdomainRecords: false,
    nameStateType: 0x41,
    abi: 'nft-nd-nns-neo-go',
    priceByLength: false,
  },
};

export function flavourOf(flavour: NnsFlavour | undefined): FlavourProfile {
  const profile = FLAVOURS[flavour ?? 'mainnet'];
  if (!profile) throw new Error(`devnet: unknown NNS contract ${JSON.stringify(flavour)} (expected ${NNS_FLAVOURS.join(', ')})`);
  return profile;
}
