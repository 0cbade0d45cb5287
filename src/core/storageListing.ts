import { base64 } from '@scure/base';
import * as z from 'zod';
import { base64Bytes, bytesBase64 } from './decode';
import { NnsError } from './errors';
import { MAX_BATCH_CALLS, parseResult, type BatchOutcome, type JsonRpcClient, type RpcCall } from './jsonRpc';
import { decodeStoredInteger, MalformedValue } from './nameState';
import { compareBytes, equalBytes, type StorageLayout } from './nnsStorage';
import { storageRefusal } from './nodeLimits';
import { bytesItemSchema, findStorageResultSchema, getStorageResultSchema, type FindStorageResult } from './schemas';

/**
 * Lists a contract's names from its storage (`getstorage` for the count, `findstorage` pages at
 * computed offsets; protocol notes §8), checked against what the contract itself returned before
 * any of it is trusted.
 */

/** A name as the contract's iterator yields it: a ByteString of its bytes. */
export interface NameValue {
  type: 'ByteString';
  value: string;
}

export type StorageOutcome =
  /** Every entry, in storage order (the contract's order), each once; `unreported`: the first values not passed to `onValues`. */
  | { kind: 'listed'; values: NameValue[]; unreported: number }
  /** Entries vanished while the pages were read, twice: what the second reading found. */
  | { kind: 'changed'; values: NameValue[]; unreported: number; reason: string }
  /** The node does not serve what this needs (`findstorage` missing or refused). */
  | { kind: 'unavailable'; reason: string }
  /** The storage does not hold what the contract returned: not to be used. */
  | { kind: 'mismatch'; reason: string };

export interface StorageListingOptions {
  client: JsonRpcClient;
  contractHash: string;
  layout: StorageLayout;
  /**
   * Progress: names in order as their pages are checked; in the first reading those beyond the ones
   * the contract returned, in a second reading all of them.
   */
  onValues?: (values: readonly NameValue[]) => void;
  /** A second reading starts: every name reported so far is void, the contract's too. */
  onRestart?: () => void;
}

/** Batches of pages in flight at once: enough to hide latency without crowding a public node. */
const PARALLEL_REQUESTS = 2;
/** The contract's answer ends with fewer names than storage holds; at most this many can be counted. */
const MAX_COUNT = 100_000_000;

/** Storage cannot be used for this listing; `kind` says whether the node or the data is why. */
class Unusable extends Error {
  constructor(readonly kind: 'unavailable' | 'mismatch', reason: string) {
    super(reason);
  }
}

interface Page {
  offset: number;
  truncated: boolean;
  entries: { key: Uint8Array; keyText: string; name: Uint8Array }[];
}

/** One reading: the count, then every page. */
interface Reading {
  count: number;
  values: NameValue[];
}

export class StorageListing {
  constructor(private readonly options: StorageListingOptions) {}

  /** The first calls of a reading, `getstorage` of the count and `findstorage` from 0: they may ride in an earlier batch. */
  firstCalls(): RpcCall[] {
    const { contractHash, layout } = this.options;
    return [
      { method: 'getstorage', params: [contractHash, base64.encode(layout.countKey)] },
      findStorageCall(contractHash, layout.prefix, 0),
    ];
  }

  /**
   * Reads every entry. `first`: the answers to `firstCalls()` when they were already sent. `verify`:
   * the values the contract returned from its first, where more exist beyond them: the first page of
   * storage (read in the same request as the contract's answer, or the one after it) must hold the
   * same names in the same order before any of it is used; later pages may differ from the contract's
   * answer, which is older by then. A reading that finds fewer entries than counted (an owner's name
   * transferred between two pages) is repeated once.
   */
  async read(first: readonly BatchOutcome<unknown>[] | undefined, verify: readonly unknown[]): Promise<StorageOutcome> {
    try {
      const expected = verify.map(contractBytes);
      const reading = await this.reading(first, expected, verify.length, verify.length);
      if (reading.values.length >= reading.count) return { kind: 'listed', values: reading.values, unreported: verify.length };
      this.options.onRestart?.();
      const again = await this.reading(undefined, [], verify.length, 0);
      if (again.values.length >= again.count) return { kind: 'listed', values: again.values, unreported: 0 };
      return {
        kind: 'changed',
        values: again.values,
        unreported: 0,
        reason: `the list may have changed while it was read: the contract counts ${again.count.toLocaleString('en-US')} names ` +
          `but its storage yielded ${again.values.length.toLocaleString('en-US')} (names were transferred meanwhile?), twice. Refresh to read it again`,
      };
    } catch (error) {
      if (error instanceof Unusable) return { kind: error.kind, reason: error.message };
      throw error;
    }
  }

  /**
   * One reading: the count, the first page (checked against `expected`, the contract's first names),
   * then the other pages. `returned`: how many names the contract returned (more exist); `reportFrom`:
   * the first value passed to `onValues`.
   */
  private async reading(
    first: readonly BatchOutcome<unknown>[] | undefined, expected: readonly Uint8Array[], returned: number, reportFrom: number,
  ): Promise<Reading> {
    const [countOutcome, firstPage] = first ?? await this.options.client.batch(this.firstCalls(), z.unknown());
    const count = this.count(countOutcome);
    if (count <= returned) throw new Unusable('mismatch', `its storage counts ${count} names where the contract returned ${returned} and said more exist`);
    const collected = new Collected(reportFrom, this.options.onValues);
    const page = this.page(firstPage, 0);
    const pageSize = page.entries.length;
    if (page.truncated && pageSize === 0) throw new Unusable('unavailable', 'its findstorage answered an empty page that says more follow');
    page.entries.slice(0, expected.length).forEach((entry, index) => {
      if (!equalBytes(expected[index]!, entry.name)) {
        throw new Unusable('mismatch',
          `the names in its storage are not the names the contract returned, in the same order (the ${ordinal(index + 1)} differs): ` +
          'the contract may keep them in another way than the NNS contract does');
      }
    });
    collected.add([page]);
    let last = page;
    let offsets: number[] = [];
    if (last.truncated) {
      for (let offset = pageSize; offset < count; offset += pageSize) offsets.push(offset);
      if (offsets.length === 0) offsets.push(pageSize);
    }
    while (offsets.length > 0) {
      const before = collected.size;
      last = await this.pages(offsets, pageSize, collected);
      // Names registered while the pages were read: the last page says more follow.
      offsets = last.truncated ? [last.offset + pageSize] : [];
      if (last.truncated && collected.size === before) throw new Unusable('unavailable', 'its findstorage says more follow but sends nothing new');
    }
    // The contract said more exist beyond what it returned: storage must hold more.
    if (collected.size <= returned) {
      throw new Unusable('mismatch', `its storage holds ${collected.size} names where the contract returned ${returned} and said more exist`);
    }
    return { count, values: collected.values };
  }

  /** Sends the pages at `offsets` in batches, a few in flight, and adds them in order; returns the last. */
  private async pages(offsets: readonly number[], pageSize: number, collected: Collected): Promise<Page> {
    const { client, contractHash, layout } = this.options;
    const chunks: number[][] = [];
    for (let i = 0; i < offsets.length; i += MAX_BATCH_CALLS) chunks.push(offsets.slice(i, i + MAX_BATCH_CALLS));
    const send = (chunk: readonly number[]) => {
      const sent = client.batch(chunk.map((offset) => findStorageCall(contractHash, layout.prefix, offset)), z.unknown());
      sent.catch(() => undefined); // awaited in order below; never an unhandled rejection meanwhile
      return sent;
    };
    const inFlight = chunks.slice(0, PARALLEL_REQUESTS).map(send);
    let last: Page | undefined;
    try {
      for (const [index, chunk] of chunks.entries()) {
        const outcomes = await inFlight[index]!;
        const following = chunks[index + PARALLEL_REQUESTS];
        if (following) inFlight.push(send(following));
        const pages = chunk.map((offset, i) => this.page(outcomes[i], offset));
        for (const page of pages) {
          if (page.truncated && page.entries.length !== pageSize) {
            throw new Unusable('unavailable', `its findstorage pages differ in size (${page.entries.length} after ${pageSize})`);
          }
        }
        collected.add(pages);
        last = pages.at(-1);
      }
    } finally {
      // A batch still in flight (a failure, a cancel) settles before the listing goes on.
      await Promise.allSettled(inFlight);
    }
    return last!;
  }

  private count(outcome: BatchOutcome<unknown> | undefined): number {
    if (!outcome) throw new Unusable('unavailable', 'the node did not answer getstorage');
    if (!outcome.ok) {
      if (isUnknownStorageItem(outcome.error)) return 0;
      throw new Unusable('unavailable', refusal(outcome.error, 'getstorage'));
    }
    const text = parseStorage(() => parseResult({ result: outcome.value }, 'getstorage', getStorageResultSchema));
    let count: bigint;
    try {
      count = decodeStoredInteger(base64.decode(text));
    } catch (error) {
      if (error instanceof MalformedValue) throw new Unusable('mismatch', `its stored count is not an integer (${error.message})`);
      throw error;
    }
    if (count < 0n || count > BigInt(MAX_COUNT)) throw new Unusable('mismatch', `its stored count ${count} is not a number of names`);
    return Number(count);
  }

  private page(outcome: BatchOutcome<unknown> | undefined, offset: number): Page {
    if (!outcome) throw new Unusable('unavailable', 'the node did not answer findstorage');
    if (!outcome.ok) throw new Unusable('unavailable', refusal(outcome.error, 'findstorage'));
    const result: FindStorageResult = parseStorage(() => parseResult({ result: outcome.value }, 'findstorage', findStorageResultSchema));
    const entries = (result.results ?? []).map(({ key, value }) => {
      const keyBytes = base64Bytes(key);
      try {
        return { key: keyBytes, keyText: key, name: this.options.layout.nameOf(keyBytes, base64Bytes(value)) };
      } catch (error) {
        if (error instanceof MalformedValue) throw new Unusable('mismatch', `its storage does not have the NNS layout: ${error.message}`);
        throw error;
      }
    });
    return { offset, truncated: result.truncated, entries };
  }
}

/** The entries of one reading, each once, in key order. */
class Collected {
  readonly values: NameValue[] = [];
  private readonly keys = new Set<string>();
  private lastKey: Uint8Array | undefined;
  private reported = 0;

  /** `reportFrom`: the first value reported (those before it are the contract's, already shown). */
  constructor(private readonly reportFrom: number, private readonly onValues?: (values: readonly NameValue[]) => void) {}

  get size(): number {
    return this.values.length;
  }

  /** Consecutive pages. A key seen before (a page shifted by a registration) is dropped. */
  add(pages: readonly Page[]): void {
    for (const page of pages) {
      for (const entry of page.entries) {
        if (this.keys.has(entry.keyText)) continue;
        if (this.lastKey && compareBytes(entry.key, this.lastKey) <= 0) throw new Unusable('mismatch', 'its findstorage pages are not in key order');
        this.keys.add(entry.keyText);
        this.lastKey = entry.key;
        this.values.push({ type: 'ByteString', value: bytesBase64(entry.name) });
      }
    }
    this.report();
  }

  private report(): void {
    const from = Math.max(this.reported, this.reportFrom);
    if (this.values.length > from) this.onValues?.(this.values.slice(from));
    this.reported = Math.max(this.reported, this.values.length);
  }
}

function findStorageCall(contractHash: string, prefix: Uint8Array, start: number): RpcCall {
  // `start` always goes along: early C# versions fail without it.
  return { method: 'findstorage', params: [contractHash, base64.encode(prefix), start] };
}

/** The bytes of a value the contract returned (a ByteString or a Buffer); any other value cannot match storage. */
function contractBytes(value: unknown): Uint8Array {
  const parsed = bytesItemSchema.safeParse(value);
  if (!parsed.success) throw new Unusable('mismatch', 'the contract returned a value that is not a ByteString or Buffer');
  return base64.decode(parsed.data.value);
}

function parseStorage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof NnsError) throw new Unusable('unavailable', error.message);
    throw error;
  }
}

/** `-104` (neo-go ≥ 0.102, C# ≥ 3.x "Unknown storage item"): the key is absent, the count is 0. */
function isUnknownStorageItem(error: NnsError): boolean {
  return error.code === 'RPC' && (error.rpcCode === -104 || /unknown storage/i.test(error.rpcMessage ?? ''));
}

/** Why the node would not answer a storage method, in words for the reason of a partial list. */
function refusal(error: NnsError, method: string): string {
  switch (storageRefusal(error)) {
    case 'missing':
      return `it does not serve ${method} (C# nodes before 3.6 and neo-go before 0.102 do not, and an operator can turn it off)`;
    case 'denied':
      return `it refuses ${method} (access denied by its operator)`;
    default:
      return `its ${method} failed: ${error.message}`;
  }
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
