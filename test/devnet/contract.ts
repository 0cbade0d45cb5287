/**
 * The NNS contract's read-only methods over a NameTable, as `System.Contract.Call` reaches them.
 *
 * Behaviour follows neo-project/non-native-contracts NameService (an NEP-11 contract): `tokens()` and
 * `tokensOf(owner)` return storage iterators yielding the names as ByteStrings; `tokensOf` and
 * `balanceOf` throw `The argument "owner" is invalid.` for an owner that is not a valid, non-zero
 * UInt160 (a 20-byte ByteString). Methods are looked up by name and argument count, as the manifest
 * ABI lookup of both nodes does.
 *
 * Cost: the contract's own instructions are not interpreted; each method is charged the prices of the
 * instructions and syscalls its compiled body executes (listed per method below, base units before
 * ExecFeeFactor). System.Storage.Find / Get are 1<<15, System.Storage.GetReadOnlyContext 1<<4.
 */
import { utf8 } from './bytes';
import { priceOf } from './opcodes';
import { type StackItem, ValueIterator, byteString, integer } from './stackItems';
import type { NameTable } from './table';

const STORAGE_FIND = 1 << 15;
const STORAGE_GET = 1 << 15;
const GET_READONLY_CONTEXT = 1 << 4;

/** The owner-validity check compiled from `owner is null || !owner.IsValid` (+ non-zero). */
const OWNER_CHECK = priceOf('INITSLOT') + priceOf('LDARG0') * 3 + priceOf('ISNULL') + priceOf('JMPIF')
  + priceOf('SIZE') + priceOf('PUSHINT8') + priceOf('NUMEQUAL') + priceOf('JMPIFNOT') + priceOf('NZ') + priceOf('JMPIFNOT');
const THROW_PATH = priceOf('PUSHDATA1') + priceOf('THROW');

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
} as const;

export type ContractCallResult =
  | { readonly ok: true; readonly result: StackItem; readonly cost: number }
  /** The contract executed THROW: `message` is the thrown string, `offset` where in its script. */
  | { readonly ok: false; readonly kind: 'throw'; readonly message: string; readonly cost: number; readonly offset: number }
  | { readonly ok: false; readonly kind: 'methodNotFound' };

interface Method {
  readonly params: number;
  run(table: NameTable, args: readonly StackItem[]): ContractCallResult;
}

const OWNER_INVALID = 'The argument "owner" is invalid.';

/** A valid, non-zero UInt160 argument: its display hash; undefined otherwise. */
function ownerArgument(item: StackItem | undefined): string | undefined {
  if (!item || item.type !== 'ByteString' || item.value.length !== 20) return undefined;
  if (item.value.every((b) => b === 0)) return undefined;
  return `0x${Buffer.from(Uint8Array.from(item.value).reverse()).toString('hex')}`;
}

function iteratorOver(values: ReturnType<NameTable['valuesOf']>): StackItem {
  return { type: 'InteropInterface', iterator: new ValueIterator(values) };
}

/** Where THROW sits in the compiled contract (used in neo-go's "at instruction N" fault text). */
const THROW_OFFSETS = { balanceOf: 1589, tokensOf: 1796 };

const METHODS: Record<string, Method> = {
  symbol: { params: 0, run: () => ({ ok: true, result: byteString(utf8('NNS')), cost: METHOD_COSTS.symbol }) },
  decimals: { params: 0, run: () => ({ ok: true, result: integer(0), cost: METHOD_COSTS.decimals }) },
  totalSupply: { params: 0, run: (table) => ({ ok: true, result: integer(table.size), cost: METHOD_COSTS.totalSupply }) },
  balanceOf: {
    params: 1,
    run: (table, args) => {
      const owner = ownerArgument(args[0]);
      if (!owner) return { ok: false, kind: 'throw', message: OWNER_INVALID, cost: OWNER_CHECK + THROW_PATH, offset: THROW_OFFSETS.balanceOf };
      return { ok: true, result: integer(table.valuesOf(owner).length), cost: METHOD_COSTS.balanceOf };
    },
  },
  tokens: { params: 0, run: (table) => ({ ok: true, result: iteratorOver(table.values), cost: METHOD_COSTS.tokens }) },
  tokensOf: {
    params: 1,
    run: (table, args) => {
      const owner = ownerArgument(args[0]);
      if (!owner) return { ok: false, kind: 'throw', message: OWNER_INVALID, cost: OWNER_CHECK + THROW_PATH, offset: THROW_OFFSETS.tokensOf };
      return { ok: true, result: iteratorOver(table.valuesOf(owner)), cost: METHOD_COSTS.tokensOf };
    },
  },
  roots: { params: 0, run: (table) => ({ ok: true, result: iteratorOver(table.roots()), cost: METHOD_COSTS.roots }) },
};

/** Calls `method` with `args` (already popped from the VM, in parameter order). */
export function callNns(table: NameTable, method: string, args: readonly StackItem[]): ContractCallResult {
  const entry = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
  if (!entry || entry.params !== args.length) return { ok: false, kind: 'methodNotFound' };
  return entry.run(table, args);
}
