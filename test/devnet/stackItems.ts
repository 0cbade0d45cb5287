/**
 * NeoVM stack items as the devnet models them, their conversions, and their JSON form
 * (C# StackItem.ToJson / neo-go stackitem.ToJSONWithTypes: `{"type": …, "value": …}`).
 */
import { toBase64 } from './bytes';

/**
 * One precomputed iterator value: its JSON stack item (a name is `{"type":"ByteString","value":b64}`,
 * a record a Struct). Only the JSON is kept (a page is a slice of these objects); the VM turns it back
 * into a stack item when a script reads it with System.Iterator.Value.
 */
export type IteratorValue = StackItemJson;

/**
 * A value of bytes as JSON: a ByteString, or a Buffer (a NameState field stored as one by a contract
 * that called `register` with Buffers). The VM reads both as bytes; the JSON keeps which it was.
 */
export interface ByteStringJson {
  readonly type: 'ByteString' | 'Buffer';
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
  take(count: number): IteratorValue[] {
    if (count <= 0) return [];
    const start = this.position + 1;
    if (start >= this.values.length) {
      this.position = this.values.length;
      return [];
    }
    const end = Math.min(this.values.length, start + count);
    this.position = end - 1;
    const out = new Array<IteratorValue>(end - start);
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
  | VmMap
  | { readonly type: 'InteropInterface'; readonly iterator: ValueIterator }
  | { readonly type: 'Any' };

/** Arrays and Structs are reference types: identity matters for APPEND and for reference counting. */
export interface VmArray {
  readonly type: 'Array' | 'Struct';
  readonly items: StackItem[];
  /** How many of `items` are compound (reference counting only descends when this is > 0). */
  compoundChildren: number;
}

/** A Map (only produced by contract methods, e.g. `properties`); keys are primitive. */
export interface VmMap {
  readonly type: 'Map';
  readonly entries: [StackItem, StackItem][];
}

function isCompound(item: StackItem): boolean {
  return item.type === 'Array' || item.type === 'Struct' || item.type === 'Map';
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

export function newArray(items: StackItem[] = [], type: 'Array' | 'Struct' = 'Array'): VmArray {
  return { type, items, compoundChildren: items.filter(isCompound).length };
}

export function appendToArray(array: VmArray, item: StackItem): void {
  array.items.push(item);
  if (isCompound(item)) array.compoundChildren++;
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
    case 'Array': case 'Struct': return item.items.length;
    case 'Map': return item.entries.length;
    default: throw new ConversionError(`Can not get the size of ${item.type}.`);
  }
}

export type StackItemJson =
  | { type: 'Integer'; value: string }
  | { type: 'Boolean'; value: boolean }
  | ByteStringJson
  | { type: 'Array' | 'Struct'; value: StackItemJson[] }
  | { type: 'Map'; value: { key: StackItemJson; value: StackItemJson }[] }
  | { type: 'Any' }
  | InteropJson;

export interface InteropJson {
  type: 'InteropInterface';
  interface?: 'IIterator';
  id?: string;
  iterator?: IteratorValue[];
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
    case 'Array': case 'Struct': return { type: item.type, value: item.items.map((child) => stackItemToJson(child)) };
    case 'Map': return { type: 'Map', value: item.entries.map(([k, v]) => ({ key: stackItemToJson(k), value: stackItemToJson(v) })) };
    case 'Any': return { type: 'Any' };
    case 'InteropInterface': return interop ? interop(item.iterator) : { type: 'InteropInterface' };
  }
}

/** The stack item a JSON value stands for (iterator values are stored as JSON). */
export function jsonToStackItem(json: StackItemJson): StackItem {
  switch (json.type) {
    case 'ByteString': case 'Buffer': return byteString(Uint8Array.from(Buffer.from(json.value, 'base64')), json);
    case 'Integer': return integer(BigInt(json.value));
    case 'Boolean': return boolean(json.value);
    case 'Array': case 'Struct': return newArray(json.value.map(jsonToStackItem), json.type);
    case 'Map': return { type: 'Map', entries: json.value.map((e): [StackItem, StackItem] => [jsonToStackItem(e.key), jsonToStackItem(e.value)]) };
    case 'Any': return NULL_ITEM;
    case 'InteropInterface': throw new ConversionError('an InteropInterface cannot be rebuilt from JSON');
  }
}
