/**
 * The NNS contract's storage as the devnet holds it: the names in storage order with their iterator
 * values precomputed, so an iterator is just a position and a page is a slice.
 *
 * Storage order: the NNS contract keys a name by RIPEMD-160 of its bytes (NameService GetKey →
 * CryptoLib.ripemd160), and storage Find yields keys in ascending byte order; `tokensOf` keys
 * (owner + the same hash) come out in the same relative order.
 *
 * Kept lean for 100,000-name tables: one JSON object and one base64 string per name, per-name
 * attributes in parallel arrays, owner strings shared.
 */
import { createHash } from 'node:crypto';
import { normalizeHash, toBase64, utf8 } from './bytes';
import { DEFAULT_EXPIRATION } from './constants';
import type { ByteStringJson } from './stackItems';
import type { DomainRecord } from './types';

export interface TableEntry {
  readonly value: ByteStringJson;
  /** Display hash of the owner, lower-case. */
  readonly owner: string;
  readonly expiration: number;
  readonly admin: string | null;
  readonly records: readonly { type: number; data: string; name?: string }[];
  /** The NameState holds Buffers (DomainRecord.buffers). */
  readonly buffers: boolean;
}

const NO_RECORDS: readonly { type: number; data: string; name?: string }[] = Object.freeze([]);

export class NameTable {
  /** All names in storage order. */
  readonly values: readonly ByteStringJson[];
  private readonly ownerOf: readonly string[];
  private readonly expirationOf: Float64Array;
  private readonly adminOf: readonly (string | null)[];
  private readonly recordsOf: readonly (readonly { type: number; data: string; name?: string }[])[];
  private readonly buffersAt: Uint8Array;
  private byOwnerCache: Map<string, ByteStringJson[]> | undefined;
  private byNameCache: Map<string, number> | undefined;
  private rootsCache: ByteStringJson[] | undefined;

  constructor(records: readonly DomainRecord[]) {
    const hashes = new Map<string, string>();
    const intern = (text: string, index: number, field: string): string => {
      let hash = hashes.get(text);
      if (hash === undefined) {
        hash = normalizeHash(text);
        if (!hash) throw new Error(`devnet: name ${index} has an invalid ${field} ${JSON.stringify(text)} (expected 0x + 40 hex)`);
        hashes.set(text, hash);
      }
      return hash;
    };
    const keys = new Array<string>(records.length);
    const b64s = new Array<string>(records.length);
    records.forEach((record, index) => {
      const bytes = typeof record.name === 'string' ? utf8(record.name) : record.name;
      keys[index] = createHash('ripemd160').update(bytes).digest().toString('latin1');
      b64s[index] = toBase64(bytes);
    });
    const order = Array.from({ length: records.length }, (_, i) => i)
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    for (let i = 1; i < order.length; i++) {
      if (keys[order[i]!] === keys[order[i - 1]!]) {
        throw new Error(`devnet: duplicate name at index ${order[i]}: ${JSON.stringify(String(records[order[i]!]!.name))}`);
      }
    }
    const values = new Array<ByteStringJson>(order.length);
    const owners = new Array<string>(order.length);
    const expirations = new Float64Array(order.length);
    const admins = new Array<string | null>(order.length);
    const recordLists = new Array<readonly { type: number; data: string; name?: string }[]>(order.length);
    const buffers = new Uint8Array(order.length);
    order.forEach((index, position) => {
      const record = records[index]!;
      buffers[position] = record.buffers ? 1 : 0;
      values[position] = { type: record.buffers ? 'Buffer' : 'ByteString', value: b64s[index]! };
      owners[position] = intern(record.owner, index, 'owner');
      expirations[position] = record.expiration ?? DEFAULT_EXPIRATION;
      admins[position] = record.admin === undefined || record.admin === null ? null : intern(record.admin, index, 'admin');
      recordLists[position] = record.records && record.records.length > 0 ? record.records : NO_RECORDS;
    });
    this.values = values;
    this.ownerOf = owners;
    this.expirationOf = expirations;
    this.adminOf = admins;
    this.recordsOf = recordLists;
    this.buffersAt = buffers;
  }

  get size(): number {
    return this.values.length;
  }

  /** The name at `position` in storage order with its attributes. */
  entry(position: number): TableEntry | undefined {
    const value = this.values[position];
    if (!value) return undefined;
    return {
      value,
      owner: this.ownerOf[position]!,
      expiration: this.expirationOf[position]!,
      admin: this.adminOf[position] ?? null,
      records: this.recordsOf[position] ?? NO_RECORDS,
      buffers: this.buffersAt[position] === 1,
    };
  }

  /** Position of a name given as its bytes; undefined when the table does not hold it. */
  positionOf(name: Uint8Array): number | undefined {
    if (!this.byNameCache) {
      const map = new Map<string, number>();
      this.values.forEach((value, position) => map.set(value.value, position));
      this.byNameCache = map;
    }
    return this.byNameCache.get(toBase64(name));
  }

  /** The owner's names in storage order (owner in display form, any case). */
  valuesOf(owner: string): readonly ByteStringJson[] {
    if (!this.byOwnerCache) {
      const map = new Map<string, ByteStringJson[]>();
      this.values.forEach((value, position) => {
        const key = this.ownerOf[position]!;
        let list = map.get(key);
        if (!list) map.set(key, (list = []));
        // tokensOf reads the account entry, the raw bytes: a ByteString whatever the NameState holds.
        list.push(value.type === 'ByteString' ? value : { type: 'ByteString', value: value.value });
      });
      this.byOwnerCache = map;
    }
    return this.byOwnerCache.get(owner.toLowerCase()) ?? [];
  }

  /** Top-level domains of the names (NNS `roots`), in storage order of the root keys (the bytes). */
  roots(): readonly ByteStringJson[] {
    if (!this.rootsCache) {
      const roots = new Map<string, ByteStringJson>();
      for (const value of this.values) {
        const bytes = Buffer.from(value.value, 'base64');
        const root = bytes.subarray(bytes.lastIndexOf(0x2e) + 1);
        const key = root.toString('latin1');
        if (!roots.has(key)) roots.set(key, { type: 'ByteString', value: root.toString('base64') });
      }
      this.rootsCache = [...roots.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    }
    return this.rootsCache;
  }

  /** Distinct owners in first-seen storage order. */
  owners(): string[] {
    return [...new Set(this.ownerOf)];
  }

  /** The table as records again, in storage order (names as bytes). */
  records(): DomainRecord[] {
    return this.values.map((value, position) => ({
      name: Uint8Array.from(Buffer.from(value.value, 'base64')),
      owner: this.ownerOf[position]!,
      expiration: this.expirationOf[position]!,
      admin: this.adminOf[position] ?? null,
      records: [...(this.recordsOf[position] ?? NO_RECORDS)],
      ...(this.buffersAt[position] === 1 ? { buffers: true } : {}),
    }));
  }

  /** A table with `record` registered too (as the contract's register does for a new name). */
  withRegistered(record: DomainRecord): NameTable {
    return new NameTable([...this.records(), record]);
  }

  /**
   * A table where `name` (default: the first name of `from` in storage order) belongs to `to` (as the
   * contract's transfer does: the owner's account entry moves, the admin is cleared); undefined when
   * `from` has no such name.
   */
  withTransferred(from: string, to: string, name?: string): { table: NameTable; name: string } | undefined {
    const owner = from.toLowerCase();
    const position = name === undefined
      ? this.ownerOf.indexOf(owner)
      : this.values.findIndex((value, i) => this.ownerOf[i] === owner && Buffer.from(value.value, 'base64').toString('utf8') === name);
    if (position < 0) return undefined;
    const records = this.records();
    records[position] = { ...records[position]!, owner: to, admin: null };
    return { table: new NameTable(records), name: Buffer.from(this.values[position]!.value, 'base64').toString('utf8') };
  }
}
