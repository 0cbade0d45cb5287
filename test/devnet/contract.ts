/** The NNS contract's read-only methods over a NameTable, as `System.Contract.Call` reaches them (its
 *  writes are refused before they get here: rpc.ts). Behaviour and costs: METHODS and METHOD_COSTS. */
import { displayHashToBytes, toBase64, utf8 } from './bytes';
import { priceOf } from './opcodes';
import {
  type StackItem, type StackItemJson, NULL_ITEM, ValueIterator, bigintToBytes, boolean, byteString, integer, toInteger,
} from './stackItems';
import { getRecord, recordName, resolve, type ReadToken } from './resolver';
import type { FlavourProfile } from './flavours';
import type { NameTable } from './table';
import { createHash } from 'node:crypto';

const STORAGE_FIND = 1 << 15;
const STORAGE_GET = 1 << 15;
const GET_READONLY_CONTEXT = 1 << 4;
const CALL_NATIVE = priceOf('CALLT');
const RIPEMD160 = 1 << 15;
const DESERIALIZE = 1 << 14;
const GET_TIME = 1 << 3;

/** The owner-validity check compiled from `owner is null || !owner.IsValid` (+ non-zero). */
const OWNER_CHECK = priceOf('INITSLOT') + priceOf('LDARG0') * 3 + priceOf('ISNULL') + priceOf('JMPIF')
  + priceOf('SIZE') + priceOf('PUSHINT8') + priceOf('NUMEQUAL') + priceOf('JMPIFNOT') + priceOf('NZ') + priceOf('JMPIFNOT');
const THROW_PATH = priceOf('PUSHDATA1') + priceOf('THROW');
/** Reading a NameState: GetKey (ripemd160 via CALLT), Storage.Get, StdLib.deserialize via CALLT. */
const NAME_LOOKUP = priceOf('INITSLOT') + GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('LDARG0')
  + CALL_NATIVE + RIPEMD160 + priceOf('CAT') + STORAGE_GET + CALL_NATIVE + DESERIALIZE;
/** EnsureNotExpired: Runtime.Time, the Expiration field, the comparison. */
const EXPIRY_CHECK = GET_TIME + priceOf('DUP') + priceOf('PUSH2') + priceOf('PICKITEM') + priceOf('GE') + priceOf('JMPIFNOT');

/** SplitAndCheck: StdLib.stringSplit through CALLT, then a few instructions per character (approximate). */
const NAME_CHECK = CALL_NATIVE + (1 << 8) + 64 * (priceOf('PICKITEM') + priceOf('LT') + priceOf('JMPIF'));

/**
 * Cost: the contract's own instructions are not interpreted; each method is charged the prices of the
 * instructions, syscalls and native calls its compiled body executes (base units before ExecFeeFactor):
 * System.Storage.Find / Get 1<<15, GetReadOnlyContext 1<<4, CALLT 1<<15 plus the native method's
 * price (CryptoLib.ripemd160 1<<15, StdLib.deserialize 1<<14), Runtime.GetTime 1<<3.
 */
export const METHOD_COSTS = {
  symbol: priceOf('PUSHDATA1') + priceOf('RET'),
  decimals: priceOf('PUSH0') + priceOf('RET'),
  totalSupply: GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + STORAGE_GET + priceOf('CONVERT') + priceOf('RET'),
  balanceOf: OWNER_CHECK + GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('LDARG0') + priceOf('CAT')
    + STORAGE_GET + priceOf('CONVERT') + priceOf('RET'),
  // GetReadOnlyContext, PUSHDATA1 prefix, PUSHINT8 find options, SWAP, Storage.Find, RET.
  tokens: GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('PUSHINT8') + priceOf('SWAP') + STORAGE_FIND + priceOf('RET'),
  // Owner check, GetReadOnlyContext, PUSHDATA1 prefix, LDARG0, CAT, PUSHINT8 options, Storage.Find, RET.
  tokensOf: OWNER_CHECK + GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('LDARG0') + priceOf('CAT')
    + priceOf('PUSHINT8') + STORAGE_FIND + priceOf('RET'),
  roots: GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('PUSHINT8') + priceOf('SWAP') + STORAGE_FIND + priceOf('RET'),
  ownerOf: NAME_LOOKUP + EXPIRY_CHECK + priceOf('PUSH0') + priceOf('PICKITEM') + priceOf('RET'),
  // The lookup, then NEWMAP and four SETITEMs (name, expiration, admin, image), each after a field read.
  properties: NAME_LOOKUP + EXPIRY_CHECK + priceOf('NEWMAP')
    + 4 * (priceOf('DUP') + priceOf('PUSHDATA1') + priceOf('PUSH1') + priceOf('PICKITEM') + priceOf('SETITEM')) + priceOf('RET'),
  getAllRecords: NAME_LOOKUP + EXPIRY_CHECK + GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + priceOf('CAT')
    + priceOf('PUSHINT8') + STORAGE_FIND + priceOf('RET'),
  // Approximate: the format check (StdLib.stringSplit via CALLT and a loop per character), the root's
  // Storage.Get, GetPrice (Storage.Get + deserialize), the name's lookup and the time comparison.
  isAvailable: NAME_CHECK + GET_READONLY_CONTEXT + STORAGE_GET + STORAGE_GET + CALL_NATIVE + DESERIALIZE
    + NAME_LOOKUP + GET_TIME + priceOf('GE') + priceOf('RET'),
} as const;

/** NameState.Image of the NNS contract. */
const IMAGE = 'https://neo3.azureedge.net/images/neons.png';

export type ContractCallResult =
  | { readonly ok: true; readonly result: StackItem; readonly cost: number }
  /** The contract executed THROW: `message` is the thrown string, `offset` where in its script. */
  | { readonly ok: false; readonly kind: 'throw'; readonly message: string; readonly cost: number; readonly offset: number }
  /** A failure inside the contract that is not a THROW (texts per node, as each would word it). */
  | { readonly ok: false; readonly kind: 'fault'; readonly csharp: string; readonly neoGo: string; readonly cost: number; readonly offset: number }
  | { readonly ok: false; readonly kind: 'methodNotFound' };

export interface ContractContext {
  table: NameTable;
  /** Which NNS contract answers (flavours.ts): its texts and shapes. */
  flavour: FlavourProfile;
  /** Runtime.Time of the invocation, in milliseconds since the epoch. */
  now: number;
}

interface Method {
  readonly params: number;
  run(context: ContractContext, args: readonly StackItem[]): ContractCallResult;
}

/** Where the failing instruction sits in the compiled contract (neo-go's "at instruction N"). */
const OFFSETS = { balanceOf: 1589, tokensOf: 1796, expired: 3172, deserialize: 3118, nameFormat: 2291, rootMissing: 2318 };

/** A valid, non-zero UInt160 argument: its display hash; undefined otherwise. */
function ownerArgument(item: StackItem | undefined): string | undefined {
  if (!item || item.type !== 'ByteString' || item.value.length !== 20) return undefined;
  if (item.value.every((b) => b === 0)) return undefined;
  return `0x${Buffer.from(Uint8Array.from(item.value).reverse()).toString('hex')}`;
}

/** A ByteString parameter (`ByteString tokenId` / `string name`): its bytes; integers convert. */
function bytesArgument(item: StackItem | undefined): Uint8Array | undefined {
  if (item?.type === 'ByteString') return item.value;
  if (item?.type === 'Integer') return bigintToBytes(item.value);
  return undefined;
}

function iteratorOver(values: readonly StackItemJson[]): StackItem {
  return { type: 'InteropInterface', iterator: new ValueIterator(values) };
}

/** Looks a name up and checks its expiry, as the contract's NameState read + EnsureNotExpired do. */
function withName(
  context: ContractContext, args: readonly StackItem[], cost: number,
  then: (position: number) => ContractCallResult,
): ContractCallResult {
  const name = bytesArgument(args[0]);
  const position = name ? context.table.positionOf(name) : undefined;
  if (position === undefined) {
    const unknown = context.flavour.unknownName;
    return unknown.kind === 'fault'
      ? { ok: false, kind: 'fault', csharp: unknown.csharp, neoGo: unknown.neoGo, cost: NAME_LOOKUP, offset: OFFSETS.deserialize }
      : { ok: false, kind: 'throw', message: unknown.message, cost: NAME_LOOKUP + THROW_PATH, offset: OFFSETS.deserialize };
  }
  const entry = context.table.entry(position)!;
  if (context.now >= entry.expiration) {
    return { ok: false, kind: 'throw', message: context.flavour.nameExpired, cost: NAME_LOOKUP + EXPIRY_CHECK + THROW_PATH, offset: OFFSETS.expired };
  }
  const result = then(position);
  return result.ok ? { ...result, cost } : result;
}

/**
 * CheckFragment of the deployed contract: a root has 1 to 16 characters and starts with a letter,
 * another fragment 1 to 63 and starts with a letter or digit; both end with a letter or digit, with
 * letters, digits and hyphens between.
 */
function validFragment(fragment: string, isRoot: boolean): boolean {
  const first = isRoot ? '[a-z]' : '[a-z0-9]';
  const max = isRoot ? 16 : 63;
  return fragment.length <= max && new RegExp(`^${first}(?:[a-z0-9-]*[a-z0-9])?$`).test(fragment);
}

/** SplitAndCheck(name, false): 3 to 255 characters, exactly two valid fragments; else undefined. */
function secondLevelFragments(name: string): [string, string] | undefined {
  if (name.length < 3 || name.length > 255) return undefined;
  const fragments = name.split('.');
  if (fragments.length !== 2) return undefined;
  const [label, root] = fragments as [string, string];
  return validFragment(label, false) && validFragment(root, true) ? [label, root] : undefined;
}

const text = (value: string): StackItem => byteString(utf8(value));
/** Bytes of a NameState field: a Buffer item where the name was registered with Buffers. */
const field = (bytes: Uint8Array, buffer: boolean): StackItem => (buffer ? byteString(bytes, { type: 'Buffer', value: toBase64(bytes) }) : byteString(bytes));
const hash160Field = (display: string | null, buffer: boolean): StackItem => (display ? field(displayHashToBytes(display), buffer) : NULL_ITEM);

/**
 * The devnet's price list, as the C# contract's `setPrice` stores it (datoshi): an entry per length of
 * the first label, the first for every length past the list; -1 closes a length (only the committee
 * registers such names). neo-go's port has one price for all names: the list's first.
 */
export const DEVNET_PRICE_LIST: readonly bigint[] = [100_000_000n, -1n, -1n];

/** GetPrice: the price list read from storage and deserialized, one item picked. */
const GET_PRICE_COST = GET_READONLY_CONTEXT + priceOf('PUSHDATA1') + STORAGE_GET + CALL_NATIVE + DESERIALIZE
  + priceOf('LDARG0') + priceOf('SIZE') + priceOf('GE') + priceOf('JMPIFNOT') + priceOf('PICKITEM') + priceOf('RET');

/** The price of a name whose first label has `length` characters. */
function priceOfLength(length: number): bigint {
  return DEVNET_PRICE_LIST[length < DEVNET_PRICE_LIST.length ? length : 0]!;
}

/** `getPrice(length)` of the C# contract, `getPrice()` of neo-go's port. */
function getPriceMethod(flavour: FlavourProfile): Method {
  if (!flavour.priceByLength) return { params: 0, run: () => ({ ok: true, result: integer(DEVNET_PRICE_LIST[0]!), cost: GET_PRICE_COST }) };
  return {
    params: 1,
    run: (_context, args) => {
      // A byte parameter (a conversion the VM refuses FAULTs); its THROW's place in the compiled contract is not known here.
      const length = toInteger(args[0] ?? NULL_ITEM) & 0xffn;
      if (length === 0n) return { ok: false, kind: 'throw', message: 'Length cannot be 0.', cost: GET_PRICE_COST + THROW_PATH, offset: 0 };
      return { ok: true, result: integer(priceOfLength(Number(length))), cost: GET_PRICE_COST };
    },
  };
}

/**
 * Behaviour follows neo-project/non-native-contracts src/NameService (NameService.cs, NameState.cs,
 * RecordState.cs), an NEP-11 contract (the flavour 'mainnet'; neo-go's port differs as flavours.ts says):
 * - `tokens()` iterates the name map (ValuesOnly | DeserializeValues | PickField1: the names);
 *   `tokensOf(owner)` the owner's account map (ValuesOnly: the names). Keys are RIPEMD-160 of the name,
 *   so both yield storage order (see table.ts).
 * - `tokensOf` / `balanceOf` throw `The argument "owner" is invalid.` unless the owner is a valid
 *   UInt160 (a 20-byte ByteString); the devnet also refuses the zero hash, as this project requires.
 * - `ownerOf(name)`, `properties(name)` and `getAllRecords(name)` read the NameState and call
 *   EnsureNotExpired: `The name has expired.` once Runtime.Time ≥ expiration. `properties` is a Map
 *   {name, expiration, admin (Hash160 or null), image}; `getAllRecords` iterates RecordState structs
 *   [name, type, data, id].
 * - A name the contract does not hold makes StdLib.Deserialize fail on the missing NameState; the text
 *   of that FAULT is inferred, not taken from a node (flavours.ts; the neo-go port THROWs `token not found`).
 * - `isAvailable(name)` checks the name's format (SplitAndCheck without subdomains: `The format of the
 *   name is incorrect.`) and its root (`The root does not exist.`; here a root exists when a name of
 *   the table has it), answers false for a first fragment whose length DEVNET_PRICE_LIST closes, true
 *   for a name the table does not hold, and for a held name whether Runtime.Time has reached its
 *   expiration. `getPrice` (getPriceMethod) reads DEVNET_PRICE_LIST.
 * Methods are looked up by name and argument count, as the manifest ABI lookup of both nodes does.
 */
const METHODS: Record<string, Method> = {
  symbol: { params: 0, run: () => ({ ok: true, result: text('NNS'), cost: METHOD_COSTS.symbol }) },
  decimals: { params: 0, run: () => ({ ok: true, result: integer(0), cost: METHOD_COSTS.decimals }) },
  totalSupply: { params: 0, run: ({ table }) => ({ ok: true, result: integer(table.size), cost: METHOD_COSTS.totalSupply }) },
  balanceOf: {
    params: 1,
    run: ({ table, flavour }, args) => {
      const owner = ownerArgument(args[0]);
      if (!owner) return { ok: false, kind: 'throw', message: flavour.ownerInvalid, cost: OWNER_CHECK + THROW_PATH, offset: OFFSETS.balanceOf };
      return { ok: true, result: integer(table.valuesOf(owner).length), cost: METHOD_COSTS.balanceOf };
    },
  },
  tokens: { params: 0, run: ({ table }) => ({ ok: true, result: iteratorOver(table.values), cost: METHOD_COSTS.tokens }) },
  tokensOf: {
    params: 1,
    run: ({ table, flavour }, args) => {
      const owner = ownerArgument(args[0]);
      if (!owner) return { ok: false, kind: 'throw', message: flavour.ownerInvalid, cost: OWNER_CHECK + THROW_PATH, offset: OFFSETS.tokensOf };
      return { ok: true, result: iteratorOver(table.valuesOf(owner)), cost: METHOD_COSTS.tokensOf };
    },
  },
  roots: { params: 0, run: ({ table }) => ({ ok: true, result: iteratorOver(table.roots()), cost: METHOD_COSTS.roots }) },
  ownerOf: {
    params: 1,
    run: (context, args) => withName(context, args, METHOD_COSTS.ownerOf, (position) => ({
      ok: true, result: hash160Field(context.table.entry(position)!.owner, context.table.entry(position)!.buffers), cost: 0,
    })),
  },
  properties: {
    params: 1,
    run: (context, args) => withName(context, args, METHOD_COSTS.properties, (position) => {
      const entry = context.table.entry(position)!;
      const name = Uint8Array.from(Buffer.from(entry.value.value, 'base64'));
      return {
        ok: true,
        cost: 0,
        result: {
          type: 'Map',
          entries: [
            [text('name'), field(name, entry.buffers)],
            [text('expiration'), integer(entry.expiration)],
            [text('admin'), hash160Field(entry.admin, entry.buffers)],
            ...(context.flavour.image ? [[text('image'), text(IMAGE)] as [StackItem, StackItem]] : []),
          ],
        },
      };
    }),
  },
  isAvailable: {
    params: 1,
    run: (context, args) => {
      const bytes = bytesArgument(args[0]);
      const name = bytes ? new TextDecoder().decode(bytes) : '';
      const fragments = secondLevelFragments(name);
      if (!fragments) return { ok: false, kind: 'throw', message: context.flavour.nameFormat, cost: NAME_CHECK + THROW_PATH, offset: OFFSETS.nameFormat };
      const root = toBase64(utf8(fragments[1]));
      if (!context.table.roots().some((value) => value.value === root)) {
        return { ok: false, kind: 'throw', message: context.flavour.rootMissing, cost: NAME_CHECK + STORAGE_GET + THROW_PATH, offset: OFFSETS.rootMissing };
      }
      const cost = METHOD_COSTS.isAvailable;
      // A name whose length the price list closes is not open for registration.
      if (priceOfLength(fragments[0].length) < 0n) return { ok: true, result: boolean(false), cost };
      const position = context.table.positionOf(utf8(name));
      if (position === undefined) return { ok: true, result: boolean(true), cost };
      return { ok: true, result: boolean(context.now >= context.table.entry(position)!.expiration), cost };
    },
  },
  getAllRecords: {
    params: 1,
    run: (context, args) => withName(context, args, METHOD_COSTS.getAllRecords, (position) => {
      const entry = context.table.entry(position)!;
      const ids = new Map<number, number>();
      // Storage order: the record key is RIPEMD-160 of the (sub)domain, then the type.
      const token = Buffer.from(entry.value.value, 'base64').toString('utf8');
      const key = (record: { type: number; name?: string }) => `${createHash('ripemd160').update(recordName(record, token)).digest('hex')}${String(record.type).padStart(3, '0')}`;
      const own = context.flavour.subdomainRecords ? entry.records : entry.records.filter((record) => recordName(record, token) === token);
      const records = [...own].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).map((record): StackItemJson => {
        const id = ids.get(record.type) ?? 0;
        ids.set(record.type, id + 1);
        const name = recordName(record, token);
        return {
          type: 'Struct',
          value: [
            // A record's name is setRecord's own argument: a ByteString.
            { type: 'ByteString', value: name === token ? entry.value.value : Buffer.from(name, 'utf8').toString('base64') },
            { type: 'Integer', value: String(record.type) },
            { type: 'ByteString', value: Buffer.from(record.data, 'utf8').toString('base64') },
            ...(context.flavour.recordId ? [{ type: 'Integer', value: String(id) } as const] : []),
          ],
        };
      });
      return { ok: true, result: iteratorOver(records), cost: 0 };
    }),
  },
  getRecord: { params: 2, run: (context, args) => getRecord(args, readToken(context), context.flavour) },
  resolve: { params: 2, run: (context, args) => resolve(args, readToken(context), context.flavour) },
};

/** For resolver.ts: a second-level name's state, read and checked for expiry as `withName` does. */
function readToken(context: ContractContext): ReadToken {
  return (tokenName, then) => withName(context, [text(tokenName)], NAME_LOOKUP + EXPIRY_CHECK, (position) => then(context.table.entry(position)!));
}

/** Calls `method` with `args` (already popped from the VM, in parameter order). */
export function callNns(context: ContractContext, method: string, args: readonly StackItem[]): ContractCallResult {
  const entry = method === 'getPrice' ? getPriceMethod(context.flavour) : Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
  if (!entry || entry.params !== args.length) return { ok: false, kind: 'methodNotFound' };
  return entry.run(context, args);
}
