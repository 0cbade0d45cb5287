/**
 * The NNS contract's storage as the devnet holds it: the names in storage order with their iterator
 * values precomputed, so an iterator is just a position and a page is a slice.
 *
 * Storage order: the NNS contract keys a name by RIPEMD-160 of its bytes (NameService GetKey →
 * CryptoLib.ripemd160), and storage Find yields keys in ascending byte order; `tokensOf` keys
 * (owner + the same hash) come out in the same relative order.
 */
import { createHash } from 'node:crypto';
import { bytesToHex, normalizeHash, toBase64, utf8 } from './bytes';
import { DEFAULT_EXPIRATION } from './constants';
import type { IteratorValue } from './stackItems';
import type { DomainRecord } from './types';

export interface TableEntry {
  readonly value: IteratorValue;
  /** Display hash of the owner, lower-case. */
  readonly owner: string;
  readonly expiration: number;
  readonly admin: string | null;
  readonly records: readonly { type: number; data: string }[];
  /** RIPEMD-160 of the name, hex: the storage key and sort key. */
  readonly key: string;
}

export class NameTable {
  /** All names in storage order. */
  readonly entries: readonly TableEntry[];
  readonly values: readonly IteratorValue[];
  private byOwnerCache: Map<string, IteratorValue[]> | undefined;
  private rootsCache: IteratorValue[] | undefined;

  constructor(records: readonly DomainRecord[]) {
    const seen = new Set<string>();
    const entries = records.map((record, index): TableEntry => {
      const bytes = typeof record.name === 'string' ? utf8(record.name) : Uint8Array.from(record.name);
      const key = createHash('ripemd160').update(bytes).digest('hex');
      if (seen.has(key)) throw new Error(`devnet: duplicate name at index ${index}: ${JSON.stringify(String(record.name))}`);
      seen.add(key);
      const owner = normalizeHash(record.owner);
      if (!owner) throw new Error(`devnet: name ${index} has an invalid owner ${JSON.stringify(record.owner)} (expected 0x + 40 hex)`);
      let admin: string | null = null;
      if (record.admin !== undefined && record.admin !== null) {
        admin = normalizeHash(record.admin) ?? null;
        if (!admin) throw new Error(`devnet: name ${index} has an invalid admin ${JSON.stringify(record.admin)}`);
      }
      const b64 = toBase64(bytes);
      return {
        value: { bytes, json: { type: 'ByteString', value: b64 } },
        owner,
        expiration: record.expiration ?? DEFAULT_EXPIRATION,
        admin,
        records: record.records ?? [],
        key,
      };
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.entries = entries;
    this.values = entries.map((e) => e.value);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The owner's names in storage order (owner in display form, any case). */
  valuesOf(owner: string): readonly IteratorValue[] {
    if (!this.byOwnerCache) {
      const map = new Map<string, IteratorValue[]>();
      for (const entry of this.entries) {
        let list = map.get(entry.owner);
        if (!list) map.set(entry.owner, (list = []));
        list.push(entry.value);
      }
      this.byOwnerCache = map;
    }
    return this.byOwnerCache.get(owner.toLowerCase()) ?? [];
  }

  /** Top-level domains of the names (NNS `roots`), in storage order of the root keys (the bytes). */
  roots(): readonly IteratorValue[] {
    if (!this.rootsCache) {
      const roots = new Map<string, Uint8Array>();
      for (const entry of this.entries) {
        const bytes = entry.value.bytes;
        const dot = bytes.lastIndexOf(0x2e);
        const root = bytes.slice(dot + 1);
        roots.set(bytesToHex(root), root);
      }
      this.rootsCache = [...roots.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, bytes]) => ({ bytes, json: { type: 'ByteString' as const, value: toBase64(bytes) } }));
    }
    return this.rootsCache;
  }

  /** Distinct owners in first-seen storage order. */
  owners(): string[] {
    return [...new Set(this.entries.map((e) => e.owner))];
  }
}
