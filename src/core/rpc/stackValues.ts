import * as z from '../zod';
import { base64Bytes, decodeName } from '../encoding/decode';
import { firstIssue, invalidValue } from './jsonRpc';
import { stackItemSchema, type StackItem } from './schemas';

/** Readers for the stack items a contract returns; each throws INVALID_RESPONSE for anything else. */

const bytesItem = z.object({ type: z.enum(['ByteString', 'Buffer']), value: z.base64() });
const integerItem = z.object({ type: z.literal('Integer'), value: z.string().check(z.regex(/^-?\d+$/)) });
const mapItem = z.object({ type: z.literal('Map'), value: z.array(z.object({ key: stackItemSchema, value: stackItemSchema })) });
const structItem = z.object({ type: z.enum(['Struct', 'Array']), value: z.array(stackItemSchema) });

function read<T>(schema: z.ZodMiniType<T>, item: unknown, what: string, method: string): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw invalidValue(`The node's result for ${method} has ${what} of the wrong shape (${firstIssue(parsed.error)}).`, item, method);
  return parsed.data;
}

export function readBytes(item: unknown, what: string, method: string): Uint8Array {
  return base64Bytes(read(bytesItem, item, what, method).value);
}

/** A string value: UTF-8 as the contract stores it; invalid bytes shown as U+FFFD. */
export function readText(item: unknown, what: string, method: string): string {
  return decodeName(read(bytesItem, item, what, method).value).name;
}

export function readInteger(item: unknown, what: string, method: string): bigint {
  return BigInt(read(integerItem, item, what, method).value);
}

export function isNull(item: StackItem): boolean {
  return item.type === 'Any';
}

/** A Map keyed by strings → its entries by key. */
export function readStringMap(item: unknown, what: string, method: string): Map<string, StackItem> {
  const entries = new Map<string, StackItem>();
  for (const entry of read(mapItem, item, what, method).value) entries.set(readText(entry.key, `a key of ${what}`, method), entry.value);
  return entries;
}

export function readStruct(item: unknown, what: string, method: string): StackItem[] {
  return read(structItem, item, what, method).value;
}
