/**
 * NeoVM stack items as the devnet models them, their conversions, and their JSON form
 * (C# StackItem.ToJson / neo-go stackitem.ToJSONWithTypes: `{"type": …, "value": …}`).
 */
import { toBase64 } from './bytes';

/**
 * One precomputed iterator value: the JSON stack item of a name (`{"type":"ByteString","value":b64}`).
 * Only the JSON is kept (a page is a slice of these objects); the VM decodes the bytes when a script
 * reads a value with System.Iterator.Value.
 */
export type IteratorValue = ByteStringJson;

export interface ByteStringJson {
  readonly type: 'ByteString';
  readonly value: string;
}

/**
 * An iterator is a position over a precomputed, immutable list (like a storage Find iterator over a
 * snapshot): Next advances, Value reads the current element.
 */
export class ValueIterator {
  private position = -1;
  constructor(private readonly values: readonly IteratorValue[]) {}

  next(): boolean {
    if (this.position < this.values.length) this.position++;
    return this.position < this.values.length;
  }

  /** The current value; undefined before the first Next or after the end. */
  value(): IteratorValue | undefined {
    return this.position >= 0 ? this.values[this.position] : undefined;
  }

  /** Advances up to `count` times and returns the values passed (what traverseiterator returns). */
  take(count: number): ByteStringJson[] {
    if (count <= 0) return [];
    const start = this.position + 1;
    if (start >= this.values.length) {
      this.position = this.values.length;
      return [];
    }
    const end = Math.min(this.values.length, start + count);
    this.position = end - 1;
    const out = new Array<ByteStringJson>(end - start);
    for (let i = start; i < end; i++) out[i - start] = this.values[i]!;
    return out;
  }

  /** Whether another value follows the current one (without moving). */
  hasMore(): boolean {
    return this.position + 1 < this.values.length;
  }
}

export type StackItem =
  | { readonly type: 'Integer'; readonly value: bigint }
  | { readonly type: 'Boolean'; readonly value: boolean }
  | { readonly type: 'ByteString'; readonly value: Uint8Array; readonly json?: ByteStringJson }
  | VmArray
  | { readonly type: 'InteropInterface'; readonly iterator: ValueIterator }
  | { readonly type: 'Any' };

/** Arrays are reference types: identity matters for APPEND and for reference counting. */
export interface VmArray {
  readonly type: 'Array';
  readonly items: StackItem[];
  /** How many of `items` are arrays (reference counting only descends when this is > 0). */
  compoundChildren: number;
}

export const NULL_ITEM: StackItem = { type: 'Any' };

export function integer(value: bigint | number): StackItem {
  return { type: 'Integer', value: BigInt(value) };
}

export function boolean(value: boolean): StackItem {
  return { type: 'Boolean', value };
}

export function byteString(value: Uint8Array, json?: ByteStringJson): StackItem {
  return json ? { type: 'ByteString', value, json } : { type: 'ByteString', value };
}

export function newArray(items: StackItem[] = []): VmArray {
  return { type: 'Array', items, compoundChildren: items.filter((i) => i.type === 'Array').length };
}

export function appendToArray(array: VmArray, item: StackItem): void {
  array.items.push(item);
  if (item.type === 'Array') array.compoundChildren++;
}

/** Signed little-endian two's complement, as NeoVM integers are stored (0 → empty). */
export function bigintToBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array(0);
  const out: number[] = [];
  let v = value;
  for (;;) {
    const byte = Number(BigInt.asUintN(8, v));
    out.push(byte);
    v >>= 8n;
    if ((v === 0n && (byte & 0x80) === 0) || (v === -1n && (byte & 0x80) !== 0)) break;
  }
  return Uint8Array.from(out);
}

export function bytesToBigint(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return BigInt.asIntN(bytes.length * 8, v);
}

/** Thrown by conversions the real VM would refuse; the interpreter turns it into a FAULT. */
export class ConversionError extends Error {}

/** NeoVM GetInteger: Integer, Boolean, or a ByteString of at most 32 bytes. */
export function toInteger(item: StackItem): bigint {
  switch (item.type) {
    case 'Integer': return item.value;
    case 'Boolean': return item.value ? 1n : 0n;
    case 'ByteString':
      if (item.value.length > 32) throw new ConversionError('Can not convert a ByteString longer than 32 bytes to an Integer.');
      return bytesToBigint(item.value);
    default: throw new ConversionError(`Can not convert ${item.type} to an Integer.`);
  }
}

/** NeoVM GetBoolean. */
export function toBoolean(item: StackItem): boolean {
  switch (item.type) {
    case 'Integer': return item.value !== 0n;
    case 'Boolean': return item.value;
    case 'ByteString':
      if (item.value.length > 32) throw new ConversionError('Can not convert a ByteString longer than 32 bytes to a Boolean.');
      return item.value.some((b) => b !== 0);
    case 'Any': return false;
    default: return true;
  }
}

export function itemSize(item: StackItem): number {
  switch (item.type) {
    case 'Integer': return bigintToBytes(item.value).length;
    case 'Boolean': return 1;
    case 'ByteString': return item.value.length;
    case 'Array': return item.items.length;
    default: throw new ConversionError(`Can not get the size of ${item.type}.`);
  }
}

export type StackItemJson =
  | { type: 'Integer'; value: string }
  | { type: 'Boolean'; value: boolean }
  | ByteStringJson
  | { type: 'Array'; value: StackItemJson[] }
  | { type: 'Any' }
  | InteropJson;

export interface InteropJson {
  type: 'InteropInterface';
  interface?: 'IIterator';
  id?: string;
  iterator?: ByteStringJson[];
  truncated?: boolean;
}

/**
 * JSON of an item. `interop` renders iterators (top-level items only, as both nodes do: an iterator
 * nested in an array is just `{"type":"InteropInterface"}`).
 */
export function stackItemToJson(item: StackItem, interop?: (iterator: ValueIterator) => InteropJson): StackItemJson {
  switch (item.type) {
    case 'Integer': return { type: 'Integer', value: item.value.toString() };
    case 'Boolean': return { type: 'Boolean', value: item.value };
    case 'ByteString': return item.json ?? { type: 'ByteString', value: toBase64(item.value) };
    case 'Array': return { type: 'Array', value: item.items.map((child) => stackItemToJson(child)) };
    case 'Any': return { type: 'Any' };
    case 'InteropInterface': return interop ? interop(item.iterator) : { type: 'InteropInterface' };
  }
}
