/**
 * The NNS contract's storage as `getstorage` / `findstorage` see it, built from a NameTable with the
 * contract's layout (neo-project/non-native-contracts NameService.cs):
 *
 * | key | value |
 * |---|---|
 * | `0x00` | total supply: the number of names (Integer bytes, little-endian two's complement; 0 is empty) |
 * | `0x01 ‖ owner` | the owner's balance; absent when 0 |
 * | `0x02 ‖ owner ‖ RIPEMD-160(name)` | the name's bytes |
 * | `0x20 ‖ root` | Integer 0 (empty) |
 * | `0x21 ‖ RIPEMD-160(name)` | StdLib.Serialize(NameState [owner, name, expiration, admin]): `40 04 28 14 <owner> 28 <len> <name> 21 <len> <expiration> (28 14 <admin> | 00)` |
 *
 * Owners are the 20 stored bytes (the display hash reversed). Expired names keep their NameState (the
 * contract deletes nothing when a name expires). Records (0x22) are not stored. Keys are kept in
 * ascending byte order, the order both nodes' Find and findstorage use.
 *
 * `mismatch` makes the storage disagree with what the contract methods return, as after an upgrade
 * that changed the layout: 'hash' keys names by SHA-256 (first 20 bytes) instead of RIPEMD-160;
 * 'value' serializes NameStates with a fifth item; 'names' leaves out the first name tokens() yields
 * (its NameState) and the first name tokensOf yields for each owner (its account entry), keeping the
 * counts, as if the methods read from elsewhere.
 */
import { createHash } from 'node:crypto';
import { displayHashToBytes } from './bytes';
import { bigintToBytes } from './stackItems';
import type { NameTable } from './table';

export type StorageMismatch = 'hash' | 'value' | 'names';
export const STORAGE_MISMATCHES: readonly StorageMismatch[] = ['hash', 'value', 'names'];

const PREFIX_TOTAL_SUPPLY = 0x00;
const PREFIX_BALANCE = 0x01;
const PREFIX_ACCOUNT_TOKEN = 0x02;
const PREFIX_ROOT = 0x20;
const PREFIX_NAME = 0x21;

/** One stored entry; `key` in latin1 so that string order is byte order. */
interface Entry {
  readonly key: string;
  readonly value: Buffer;
}

export interface FoundPage {
  /** Entries after skipping `start`, at most `take`, keys with the prefix. */
  readonly items: readonly { key: Buffer; value: Buffer }[];
  /** More entries with the prefix follow the page. */
  readonly truncated: boolean;
  /** Entries with the prefix that were skipped or returned (neo-go's `next`). */
  readonly seen: number;
  /**
   * Entries the node's iterator stepped over to answer: both nodes seek to the prefix, step over
   * `start` entries one by one (C# `.Skip(start)`, neo-go's loop in findStorageInternal), take the
   * page, and step onto one more entry to learn that the page is truncated.
   */
  readonly walked: number;
}

export class ContractStorage {
  private readonly keys: string[];
  private readonly values: Buffer[];
  private readonly index = new Map<string, number>();

  constructor(table: NameTable, mismatch?: StorageMismatch, nameStateType: 0x40 | 0x41 = 0x40) {
    const entries: Entry[] = [];
    const put = (key: Buffer, value: Buffer) => entries.push({ key: key.toString('latin1'), value });
    const records = table.records();
    const balances = new Map<string, number>();
    const roots = new Set<string>();
    records.forEach((record, position) => {
      const name = Buffer.from(record.name as Uint8Array);
      const owner = Buffer.from(displayHashToBytes(record.owner));
      balances.set(record.owner, (balances.get(record.owner) ?? 0) + 1);
      roots.add(name.subarray(name.lastIndexOf(0x2e) + 1).toString('latin1'));
      const hash = createHash(mismatch === 'hash' ? 'sha256' : 'ripemd160').update(name).digest().subarray(0, 20);
      const first = balances.get(record.owner) === 1;
      if (!(mismatch === 'names' && position === 0)) {
        put(Buffer.concat([Buffer.of(PREFIX_NAME), hash]), serializeNameState(owner, name, record.expiration ?? 0, record.admin ?? null, mismatch === 'value', nameStateType, record.buffers));
      }
      if (!(mismatch === 'names' && first)) put(Buffer.concat([Buffer.of(PREFIX_ACCOUNT_TOKEN), owner, hash]), name);
    });
    put(Buffer.of(PREFIX_TOTAL_SUPPLY), Buffer.from(bigintToBytes(BigInt(records.length))));
    for (const [owner, balance] of balances) {
      put(Buffer.concat([Buffer.of(PREFIX_BALANCE), Buffer.from(displayHashToBytes(owner))]), Buffer.from(bigintToBytes(BigInt(balance))));
    }
    for (const root of roots) put(Buffer.concat([Buffer.of(PREFIX_ROOT), Buffer.from(root, 'latin1')]), Buffer.alloc(0));
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((e) => e.key);
    this.values = entries.map((e) => e.value);
    this.keys.forEach((key, i) => this.index.set(key, i));
  }

  get size(): number {
    return this.keys.length;
  }

  get(key: Uint8Array): Buffer | undefined {
    const i = this.index.get(Buffer.from(key).toString('latin1'));
    return i === undefined ? undefined : this.values[i];
  }

  /**
   * Storage.Find over `prefix` from the `start`-th entry, `take` at most (findstorage's page). The
   * entries are found by binary search, and `walked` counts what a real node would have stepped over.
   */
  find(prefix: Uint8Array, start: number, take: number): FoundPage {
    const text = Buffer.from(prefix).toString('latin1');
    let first = lowerBound(this.keys, text);
    // Keys are latin1 (chars up to 0xff): every key with the prefix sorts before prefix ‖ U+0100.
    const end = lowerBound(this.keys, `${text}\u0100`);
    const total = end - first;
    const skipped = Math.min(Math.max(start, 0), total);
    first += skipped;
    const last = Math.min(first + take, end);
    const items = [];
    for (let i = first; i < last; i++) items.push({ key: Buffer.from(this.keys[i]!, 'latin1'), value: this.values[i]! });
    const truncated = last < end;
    return { items, truncated, seen: skipped + items.length, walked: skipped + items.length + (truncated ? 1 : 0) };
  }
}

/**
 * StdLib.Serialize of a NameState: an Array (MainNet's contract) or a Struct (neo-go's port, `type`
 * 0x41) of 4 items (5 with `extraField`, a layout this client must refuse); `buffers`: the owner, name
 * and admin as Buffers (0x30), as a contract that called `register` with Buffers leaves them, else
 * ByteStrings (0x28).
 */
export function serializeNameState(
  owner: Buffer, name: Buffer, expiration: number, admin: string | null, extraField = false, type: 0x40 | 0x41 = 0x40, buffers = false,
): Buffer {
  const expirationBytes = Buffer.from(bigintToBytes(BigInt(expiration)));
  const bytesType = buffers ? 0x30 : 0x28;
  const parts: Buffer[] = [
    Buffer.of(type, extraField ? 5 : 4),
    Buffer.of(bytesType, owner.length), owner,
    Buffer.of(bytesType), varInt(name.length), name,
    Buffer.of(0x21, expirationBytes.length), expirationBytes,
    admin ? Buffer.concat([Buffer.of(bytesType, 20), Buffer.from(displayHashToBytes(admin))]) : Buffer.of(0x00),
  ];
  if (extraField) parts.push(Buffer.of(0x21, 0));
  return Buffer.concat(parts);
}

function varInt(value: number): Buffer {
  if (value < 0xfd) return Buffer.of(value);
  if (value <= 0xffff) return Buffer.of(0xfd, value & 0xff, value >> 8);
  const bytes = Buffer.alloc(5);
  bytes[0] = 0xfe;
  bytes.writeUInt32LE(value, 1);
  return bytes;
}

function lowerBound(keys: readonly string[], target: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
