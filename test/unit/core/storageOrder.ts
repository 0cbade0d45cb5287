import { ripemd160 } from '@noble/hashes/legacy.js';
import type { DomainRecord } from '../../devnet';

/** The real contract yields names in storage order: ascending RIPEMD-160 of the name. */
export function storageOrder(records: readonly DomainRecord[]): string[] {
  const keyed = records.map((r) => {
    const bytes = typeof r.name === 'string' ? new TextEncoder().encode(r.name) : r.name;
    return { name: new TextDecoder().decode(bytes), key: Buffer.from(ripemd160(bytes)).toString('hex') };
  });
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((k) => k.name);
}
