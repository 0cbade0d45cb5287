import { base64 } from '@scure/base';
import { base64Bytes, bytesBase64 } from '../encoding/decode';
import { NnsError } from '../errors/nnsError';
import { storageChangedMessage, storageProblemMessage, type StorageMethod, type StorageMove, type StorageProblem } from './incomplete';
import { MAX_BATCH_CALLS, type BatchOutcome, type JsonRpcClient, type RpcCall } from '../rpc/jsonRpc';
import { decodeStoredInteger, MalformedValue } from './nameState';
import { compareBytes, equalBytes, startsWith, type StorageLayout } from './nnsStorage';
import { isUnknownStorageItem, storageRefusal } from '../rpc/nodeKnowledge';
import {
  blockCountSchema, blockHeaderSchema, bytesItemSchema, findStorageResultSchema, getStorageResultSchema, type BlockHeader, type FindStorageResult,
} from '../rpc/schemas';

/**
 * Lists a contract's names from its storage (`getstorage` for the count, then `findstorage` pages of the
 * list's parts, each from its own start; protocol notes §8), checked against what the contract itself
 * returned before any of it is trusted. Pages are separate reads of a node that persists blocks
 * between them: a list is called complete only when the reading shows it is one state of the
 * contract (`read`).
 */

/** A name as the contract's iterator yields it: a ByteString of its bytes. */
export interface NameValue {
  type: 'ByteString';
  value: string;
}

export type StorageOutcome =
  /** Every entry, in storage order (the contract's order), each once; `unreported`: the first values not passed to `onValues`. */
  | { kind: 'listed'; values: NameValue[]; unreported: number }
  /** The list moved while its pages were read, twice: what the second reading found; `move`: how (`reason` in words). */
  | { kind: 'changed'; values: NameValue[]; unreported: number; move: StorageMove; reason: string }
  /** The node does not serve what this needs (`findstorage` missing or refused); `problem`: what (`reason` in words). */
  | { kind: 'unavailable'; problem: StorageProblem; reason: string }
  /** The storage does not hold what the contract returned: not to be used; `problem`: how (`reason` in words). */
  | { kind: 'mismatch'; problem: StorageProblem; reason: string };

export interface StorageListingOptions {
  client: JsonRpcClient;
  contractHash: string;
  layout: StorageLayout;
  /**
   * Progress: names in order as their pages are checked; in the first reading those beyond the ones
   * the contract returned, in a second reading all of them.
   */
  onValues?: (values: readonly NameValue[]) => void;
  /**
   * How many more names the list may take (its bound, ItemCollector.room). Parts are added in key
   * order, so a part that never ends would hold its pages back without end: past this many held back,
   * they are added as they are, and `onValues` stops the list.
   */
  room?: () => number;
  /** A second reading starts: every name reported so far is void, the contract's too. */
  onRestart?: () => void;
}

/** Batches of pages in flight at once: enough to hide latency without crowding a public node. */
const PARALLEL_REQUESTS = 3;
/** The contract's answer ends with fewer names than storage holds; at most this many can be counted. */
const MAX_COUNT = 100_000_000;
/**
 * Pages planned for each part of a list. A node walks to a page's offset entry by entry, so the pages
 * of one part cost it about (pages + 1) / 2 entries a name: 4 pages, 2.5 (protocol notes §8).
 */
const PAGES_PER_PART = 4;
/** Parts of a list: one for each value of the bytes of the name's hash that follow the list's prefix. */
const PARTS_BY_LEVEL = [1, 256, 65_536] as const;

/**
 * Whether a mismatch compares storage with the contract's answer (its names, its count): storage read
 * in a later request than that answer shows it too where names were registered or transferred between
 * them, as storage of another layout would.
 */
export function comparesAnswer(problem: StorageProblem): boolean {
  return problem.cause === 'order' || problem.cause === 'counts-no-more' || problem.cause === 'holds-no-more';
}

/** Storage cannot be used for this listing; `problem` says why, and whether the node or the data is why. */
class Unusable extends Error {
  constructor(readonly problem: StorageProblem) {
    super(storageProblemMessage(problem));
  }
}

/** The first calls of a reading: the chain's height where the count cannot show the list stood still, the count, the first page. */
export type FirstCalls =
  | [count: RpcCall<string>, page: RpcCall<FindStorageResult>]
  | [height: RpcCall<number>, count: RpcCall<string>, page: RpcCall<FindStorageResult>];

/** The answers to `firstCalls()`, in their order. */
export type FirstOutcomes =
  | [count: BatchOutcome<string>, page: BatchOutcome<FindStorageResult>]
  | [height: BatchOutcome<number>, count: BatchOutcome<string>, page: BatchOutcome<FindStorageResult>];

interface Page {
  truncated: boolean;
  entries: { key: Uint8Array; keyText: string; name: Uint8Array }[];
}

/** One reading: the count, then every page, and what shows whether the list stood still meanwhile (`read`). */
interface Reading {
  count: number;
  values: NameValue[];
  /** The check before the first page (the count, or the chain's height) and one after the pages that differs from it, if the list may have moved. */
  moved?: { from: number; to: number };
  /** Names a page held behind the reading's position (Collected.add): the list moved. */
  behind: number;
}

/** A part of the list: the entries whose keys start with its prefix, read page by page from its start. */
interface Part {
  /** Pages answered, in the order of their offsets. */
  pages: Page[];
  /** Entries of the part seen so far (the first page's included). */
  seen: number;
  /** The offset of the first page not asked for yet. */
  nextOffset: number;
  /** Pages asked for and not answered yet. */
  pending: number;
  /** The greatest key the part has sent. */
  lastKey: Uint8Array | undefined;
  done: boolean;
}

/** One findstorage call of a part: the part's index and the page's offset within it. */
interface PartCall {
  part: number;
  offset: number;
}

export class StorageListing {
  constructor(private readonly options: StorageListingOptions) {}

  /**
   * The first calls of a reading: `getblockcount` where the count cannot show that the list stood
   * still (`read`), `getstorage` of the count and `findstorage` from 0. They may ride in an earlier
   * batch; a node runs a batch's calls in order (protocol notes §7), so both checks precede the page.
   */
  firstCalls(): FirstCalls {
    const { contractHash, layout } = this.options;
    const page = findStorageCall(contractHash, layout.prefix, 0);
    return layout.countOnlyGrows ? [this.countCall(), page] : [heightCall(), this.countCall(), page];
  }

  /** `call`, then the first calls of a reading, in one request: its outcome, and theirs for `read`. */
  async firstCallsAfter<T>(call: RpcCall<T>): Promise<[BatchOutcome<T>, FirstOutcomes]> {
    const calls: [RpcCall<T>, ...FirstCalls] = [call, ...this.firstCalls()];
    const [outcome, ...first] = await this.options.client.batch(calls);
    return [outcome, first];
  }

  /**
   * `call` (the contract's answer that storage is checked against) and the first calls of a reading,
   * in one request between two reads of the chain's height: `first` for `read`, and whether the chain
   * moved while they were read (blocks came between the heights, and their headers do not show that
   * none holds a transaction: a block without one changes no contract's storage). `moved` is undefined
   * where the node will not tell its height: nothing shows it stood still, nor that it moved.
   */
  async firstCallsBetweenHeights<T>(call: RpcCall<T>): Promise<{ outcome: BatchOutcome<T>; first: FirstOutcomes; moved?: { from: number; to: number } | false }> {
    const calls: [RpcCall<number>, RpcCall<T>, ...FirstCalls, RpcCall<number>] = [heightCall(), call, ...this.firstCalls(), heightCall()];
    const [before, outcome, ...rest] = await this.options.client.batch(calls);
    // The node answers in order, each call by its own schema: those between are the first calls', the last the height.
    const after = rest.pop() as BatchOutcome<number>;
    const first = rest as FirstOutcomes;
    if (!before.ok || !after.ok) return { outcome, first };
    const [from, to] = [before.value, after.value];
    const still = to === from || (to > from && await this.withoutTransactions(from, to));
    return { outcome, first, moved: still ? false : { from, to } };
  }

  private countCall(): RpcCall<string> {
    const { contractHash, layout } = this.options;
    return { method: 'getstorage', params: [contractHash, base64.encode(layout.countKey)], result: getStorageResultSchema };
  }

  /**
   * Reads every entry. `first`: the answers to `firstCalls()` when they were already sent. `verify`:
   * the values the contract returned from its first, where more exist beyond them: the first page of
   * storage (read in the same request as the contract's answer, or the one after it) must hold the
   * same names in the same order before any of it is used (where it came in the request after, blocks
   * between the two differ as another layout does: the caller reads both again, firstCallsBetweenHeights);
   * later pages may differ from the contract's answer, which is older by then.
   *
   * A reading is the list only when it is one state of the contract, whole. Storage changes only when
   * the node persists a block, and each page is a read of its own, so the reading shows what changed
   * between its first read and its last:
   * - A list of one page is one read: C# pages from a snapshot of its store; neo-go copies the
   *   changes it holds in memory under its store's lock (where a block's changes land whole), then
   *   walks the database below.
   * - Otherwise a check is read before the first page (in its batch) and after the pages of every
   *   batch that may be read last (`rest`), and all must be equal. Where the count only grows
   *   (tokens: no name is deleted, and every new one is counted), the check is the count: all equal,
   *   no name was added between the first read and the last, and blocks of other transactions do
   *   not matter. A count that moved is not taken even where the names read add up to it: a page of
   *   a part served before the page ahead of it (batches in flight together are served in any order)
   *   misses an old name when a new one came between them.
   *   Elsewhere (an owner's names, which leave on a transfer) a count that went down and up again
   *   looks the same: the check is the chain's height (getblockcount), and all equal means no block
   *   was persisted between the first read and the last. Where blocks came, their headers (one
   *   request) tell whether any holds a transaction: a block without one (a Merkle root of zeros)
   *   runs only the native contracts' OnPersist and PostPersist. C# reads the height from the
   *   Ledger contract's storage, written with the block's in one commit. neo-go's storeBlock makes a
   *   block's storage visible a few statements before it raises the height, and its RPC server reads
   *   both without a lock: a page read in those microseconds, with every check after it, would not
   *   see that block.
   * A reading that is not shown to be one state (names registered or transferred meanwhile; where
   * the height is the check, a block of other transactions too) is repeated once; where the list
   * moved through that one as well, what it found is returned as changed.
   */
  async read(first: FirstOutcomes | undefined, verify: readonly unknown[]): Promise<StorageOutcome> {
    try {
      const expected = verify.map(contractBytes);
      const reading = await this.reading(first, expected, verify.length, verify.length);
      if (this.isWhole(reading)) return { kind: 'listed', values: reading.values, unreported: verify.length };
      this.options.onRestart?.();
      const again = await this.reading(undefined, [], verify.length, 0);
      if (this.isWhole(again)) return { kind: 'listed', values: again.values, unreported: 0 };
      const move = this.moveOf(again);
      return { kind: 'changed', values: again.values, unreported: 0, move, reason: storageChangedMessage(move) };
    } catch (error) {
      if (error instanceof Unusable) return { kind: error.problem.problem, problem: error.problem, reason: error.message };
      throw error;
    }
  }

  /**
   * One reading: the count, the first page (checked against `expected`, the contract's first names),
   * then the rest of the list part by part. `returned`: how many names the contract returned (more
   * exist); `reportFrom`: the first value passed to `onValues`.
   */
  private async reading(
    first: FirstOutcomes | undefined, expected: readonly Uint8Array[], returned: number, reportFrom: number,
  ): Promise<Reading> {
    const outcomes = first ?? await this.options.client.batch(this.firstCalls());
    const [heightOutcome, countOutcome, firstPage] = outcomes.length === 3 ? outcomes : [undefined, ...outcomes];
    const count = this.count(countOutcome);
    if (count <= returned) throw new Unusable({ problem: 'mismatch', cause: 'counts-no-more', count, returned });
    const collected = new Collected(reportFrom, this.options.onValues);
    const page = this.page(firstPage, this.options.layout.prefix);
    if (page.truncated && page.entries.length === 0) throw new Unusable({ problem: 'unavailable', cause: 'empty-page' });
    page.entries.slice(0, expected.length).forEach((entry, index) => {
      if (!equalBytes(expected[index]!, entry.name)) {
        throw new Unusable({ problem: 'mismatch', cause: 'order', position: index + 1 });
      }
    });
    collected.add([page]);
    let moved: Reading['moved'];
    if (page.truncated) {
      // The check before the first page: the count where it only grows, else the height.
      const before = heightOutcome ? this.height(heightOutcome) : count;
      const after = await this.rest(page, count, collected);
      const to = after.find((check) => check !== before);
      // Blocks without a transaction change no contract's storage but the native contracts': the list stood still.
      const quiet = heightOutcome !== undefined && to !== undefined && after.every((height) => height >= before)
        && collected.size === count && collected.behind === 0 && await this.withoutTransactions(before, Math.max(...after));
      if (to !== undefined && !quiet) moved = { from: before, to };
    }
    // The contract said more exist beyond what it returned: storage must hold more.
    if (collected.size <= returned) {
      throw new Unusable({ problem: 'mismatch', cause: 'holds-no-more', count: collected.size, returned });
    }
    return { count, values: collected.values, behind: collected.behind, ...(moved ? { moved } : {}) };
  }

  /** Whether a reading is the list (`read`): it did not move, and holds as many names as counted. */
  private isWhole({ count, values, moved, behind }: Reading): boolean {
    return behind === 0 && values.length === count && moved === undefined;
  }

  /**
   * Whether the blocks `from` … `to` − 1 (those a block count of `from`, then of `to`, tells came in
   * between) hold no transaction: their headers' Merkle root is all zeros. At most a request of them.
   */
  private async withoutTransactions(from: number, to: number): Promise<boolean> {
    if (to - from > MAX_BATCH_CALLS) return false;
    const headers = Array.from({ length: to - from }, (_, i): RpcCall<BlockHeader> => ({ method: 'getblockheader', params: [from + i, true], result: blockHeaderSchema }));
    const outcomes = await this.options.client.batch(headers);
    return outcomes.every((outcome) => outcome.ok && /^(0x)?0{64}$/i.test(outcome.value.merkleroot));
  }

  /** Why the second reading is not the list either: how it moved. */
  private moveOf({ count, values, moved }: Reading): StorageMove {
    if (values.length !== count) return { how: 'count-differs', count, yielded: values.length };
    if (moved === undefined) return { how: 'went-back' };
    return { how: this.options.layout.countOnlyGrows ? 'count-grew' : 'height', from: moved.from, to: moved.to };
  }

  /**
   * The entries after the first page. A node walks to a page's offset entry by entry, so the list is
   * cut into parts by the first byte or two of the names' hashes (spread evenly; protocol notes §8),
   * each part a few pages long, read from its own start: each part's prefix is the list's ‖ those
   * bytes, and its parts in prefix order are the list in key order. A part longer than planned goes on
   * at its next offset. The first page holds every entry up to its last key: the parts before that
   * key's are complete, and that key's part goes on after the entries the page holds of it.
   *
   * Returns the checks read after the pages (`read`). Batches are in flight PARALLEL_REQUESTS at a
   * time and the node may serve them in any order, but each is sent only once the one PARALLEL_REQUESTS
   * before it was answered. A batch sent with more than PARALLEL_REQUESTS requests' worth of calls
   * queued (its own included) is followed by at least that many: the last batch, sent after its
   * answer, reads its check after its pages, so it goes without one. The others end with their own
   * (a node runs a batch in order) in place of a page, so a request still carries at most
   * MAX_BATCH_CALLS calls.
   */
  private async rest(first: Page, count: number, collected: Collected): Promise<number[]> {
    const { client, contractHash, layout } = this.options;
    const pageSize = first.entries.length;
    const level = partLevel(count, pageSize);
    const partCount = PARTS_BY_LEVEL[level];
    const prefixOf = (index: number): Uint8Array => partPrefix(layout.prefix, level, index);
    const indexOf = (key: Uint8Array): number => partIndex(key, layout.prefix.length, level);
    const from = indexOf(first.entries.at(-1)!.key);
    const held = first.entries.filter((entry) => indexOf(entry.key) === from).length;
    const expectedLength = count / partCount;
    const parts = new Map<number, Part>();
    const queue: PartCall[] = [];
    let queued = 0;
    const plan = (index: number, part: Part, pages: number): void => {
      for (let i = 0; i < pages; i++, part.nextOffset += pageSize) queue.push({ part: index, offset: part.nextOffset });
      part.pending += pages;
    };
    for (let index = from; index < partCount; index++) {
      const start = index === from ? held : 0;
      const part: Part = { pages: [], seen: start, nextOffset: start, pending: 0, lastKey: index === from ? first.entries.at(-1)!.key : undefined, done: false };
      parts.set(index, part);
      plan(index, part, Math.max(1, Math.ceil((expectedLength - start) / pageSize)));
    }
    let emitted = from;
    let heldBack = 0;
    const answered = (call: PartCall, outcome: BatchOutcome<FindStorageResult> | undefined): void => {
      const part = parts.get(call.part)!;
      const page = this.page(outcome, prefixOf(call.part));
      if (page.truncated && page.entries.length !== pageSize) {
        throw new Unusable({ problem: 'unavailable', cause: 'page-sizes', size: page.entries.length, pageSize });
      }
      const lastKey = page.entries.at(-1)?.key;
      const moved = lastKey !== undefined && (part.lastKey === undefined || compareBytes(lastKey, part.lastKey) > 0);
      if (page.truncated && !moved) throw new Unusable({ problem: 'unavailable', cause: 'no-progress' });
      if (moved) part.lastKey = lastKey;
      part.pages.push(page);
      part.seen += page.entries.length;
      heldBack += page.entries.length;
      part.pending--;
      if (part.pending > 0) return;
      // Its last page says more follow (names registered meanwhile, or a part longer than most): the
      // pages the rest of the part should take, from how far into the part's hashes its last key is.
      if (page.truncated) plan(call.part, part, remainingPages(part.seen, part.lastKey!, layout.prefix.length + level, pageSize));
      else part.done = true;
    };
    const checks: number[] = [];
    const check = layout.countOnlyGrows ? this.countCall() : heightCall();
    const send = (calls: readonly PartCall[], checked: boolean) => {
      const pages = calls.map((call) => findStorageCall(contractHash, prefixOf(call.part), call.offset));
      const batch = () => pagesThenCheck(client, pages, checked ? check : undefined);
      // Pages only read: a batch whose connection failed (a kept-alive connection the node closed just
      // then, likelier with several in flight) goes once more.
      const sent = batch().catch((error: unknown) => {
        if (error instanceof NnsError && error.code === 'NETWORK') return batch();
        throw error;
      });
      sent.catch(() => undefined); // awaited in order below; never an unhandled rejection meanwhile
      return { calls, sent };
    };
    const inFlight: ReturnType<typeof send>[] = [];
    const planned = queue.length;
    const fill = (): void => {
      while (inFlight.length < PARALLEL_REQUESTS && queued < queue.length) {
        // Continuations found once every planned page is asked for wait for the batches in flight, which
        // may find more: together they take a request or two, not one each.
        if (queued >= planned && queue.length - queued < MAX_BATCH_CALLS && inFlight.length > 0) return;
        const checked = queue.length - queued <= PARALLEL_REQUESTS * MAX_BATCH_CALLS;
        const calls = queue.slice(queued, queued + MAX_BATCH_CALLS - (checked ? 1 : 0));
        queued += calls.length;
        inFlight.push(send(calls, checked));
      }
    };
    try {
      fill();
      while (inFlight.length > 0) {
        const { calls, sent } = inFlight[0]!;
        const outcomes = await sent;
        inFlight.shift();
        calls.forEach((call, i) => answered(call, outcomes.pages[i]));
        if (outcomes.check) checks.push(this.checked(outcomes.check, check));
        // More held back than the list may take: a part keeps saying more follow. What is held goes to
        // the list in key order, gaps and all, and the list's bound stops it (onValues throws).
        if (this.options.room && heldBack > this.options.room()) {
          collected.add([...parts.values()].flatMap((part) => part.pages));
          throw new Unusable({ problem: 'unavailable', cause: 'endless' });
        }
        // Ask for more before the names of this answer are added: the node works meanwhile.
        fill();
        const done: Page[] = [];
        for (; emitted < partCount && parts.get(emitted)!.done; emitted++) {
          done.push(...parts.get(emitted)!.pages);
          heldBack -= parts.get(emitted)!.pages.reduce((sum, page) => sum + page.entries.length, 0);
          parts.delete(emitted);
        }
        if (done.length > 0) collected.add(done);
      }
    } finally {
      // A batch still in flight (a failure, a cancel) settles before the listing goes on.
      await Promise.allSettled(inFlight.map((batch) => batch.sent));
    }
    return checks;
  }

  /** The value of a check (`rest`): the count, or the chain's height. */
  private checked(outcome: BatchOutcome<unknown>, call: RpcCall<string> | RpcCall<number>): number {
    // The batch answered each call by its own schema: the check's outcome is its call's.
    return call.method === 'getblockcount' ? this.height(outcome as BatchOutcome<number>) : this.count(outcome as BatchOutcome<string>);
  }

  /** The chain's height (`getblockcount`): a node that will not tell it cannot show that its list stood still. */
  private height(outcome: BatchOutcome<number>): number {
    if (!outcome.ok) throw new Unusable(unusable(outcome, 'getblockcount'));
    return outcome.value;
  }

  private count(outcome: BatchOutcome<string> | undefined): number {
    // Stryker disable next-line ConditionalExpression,StringLiteral: JsonRpcClient.batch answers every call it was given (an error for one the node left out), so this never happens
    if (!outcome) throw new Unusable({ problem: 'unavailable', cause: 'no-answer', method: 'getstorage' });
    if (!outcome.ok) {
      if (!outcome.malformed && isUnknownStorageItem(outcome.error)) return 0;
      throw new Unusable(unusable(outcome, 'getstorage'));
    }
    const text = outcome.value;
    let count: bigint;
    try {
      count = decodeStoredInteger(base64Bytes(text));
    } catch (error) {
      if (error instanceof MalformedValue) throw new Unusable({ problem: 'mismatch', cause: 'count-not-integer', detail: error.message });
      throw error;
    }
    if (count < 0n || count > BigInt(MAX_COUNT)) throw new Unusable({ problem: 'mismatch', cause: 'count-out-of-range', count: String(count) });
    return Number(count);
  }

  /** One findstorage answer for `prefix`: every key must start with the prefix, and hold its name. */
  private page(outcome: BatchOutcome<FindStorageResult> | undefined, prefix: Uint8Array): Page {
    // Stryker disable next-line ConditionalExpression,StringLiteral: JsonRpcClient.batch answers every call it was given (an error for one the node left out), so this never happens
    if (!outcome) throw new Unusable({ problem: 'unavailable', cause: 'no-answer', method: 'findstorage' });
    if (!outcome.ok) throw new Unusable(unusable(outcome, 'findstorage'));
    const result = outcome.value;
    const entries = (result.results ?? []).map(({ key, value }) => {
      const keyBytes = base64Bytes(key);
      if (!startsWith(keyBytes, prefix)) throw new Unusable({ problem: 'unavailable', cause: 'foreign-keys' });
      try {
        return { key: keyBytes, keyText: key, name: this.options.layout.nameOf(keyBytes, base64Bytes(value)) };
      } catch (error) {
        if (error instanceof MalformedValue) throw new Unusable({ problem: 'mismatch', cause: 'layout', detail: error.message });
        throw error;
      }
    });
    return { truncated: result.truncated, entries };
  }
}

/**
 * How many bytes of the names' hashes cut a list of `count` names into parts, for pages of
 * `pageSize`: none while the list is at most PAGES_PER_PART pages long, then one (256 parts), two
 * (65,536) only where they need no more than about twice the calls of 256 (very small pages): a part's
 * call is a request's share too, and calls cost round trips. 256 parts are then always too long (over
 * 127 pages each), so that is not asked apart.
 */
export function partLevel(count: number, pageSize: number): 0 | 1 | 2 {
  if (count <= PAGES_PER_PART * pageSize) return 0;
  return PARTS_BY_LEVEL[2] <= 2 * (count / pageSize + PARTS_BY_LEVEL[1]) ? 2 : 1;
}

/** The prefix of part `index` of a list: the list's prefix ‖ `level` bytes of the hash (big-endian index). */
export function partPrefix(listPrefix: Uint8Array, level: number, index: number): Uint8Array {
  const prefix = new Uint8Array(listPrefix.length + level);
  prefix.set(listPrefix);
  for (let i = 0; i < level; i++) prefix[listPrefix.length + i] = (index >> (8 * (level - 1 - i))) & 0xff;
  return prefix;
}

/** The part a key of the list is in: the `level` bytes after the list's prefix. */
export function partIndex(key: Uint8Array, listPrefixLength: number, level: number): number {
  let index = 0;
  for (let i = 0; i < level; i++) index = index * 256 + key[listPrefixLength + i]!;
  return index;
}

/**
 * Pages the rest of a part should take: hashes are spread evenly, so `seen` entries up to `lastKey`,
 * a share x of the part's hashes (from the bytes after the part's prefix), leave about seen × (1 − x) / x.
 * At least one page, at most a batch.
 */
export function remainingPages(seen: number, lastKey: Uint8Array, partPrefixLength: number, pageSize: number): number {
  let share = 0;
  for (let i = 0; i < 4; i++) share += (lastKey[partPrefixLength + i] ?? 0) / 256 ** (i + 1);
  share = Math.max(share, 1 / 256 ** 4);
  return Math.min(MAX_BATCH_CALLS, Math.max(1, Math.ceil((seen * (1 - share)) / share / pageSize)));
}

/** The entries of one reading, each once, in key order. */
class Collected {
  readonly values: NameValue[] = [];
  /** Keys new to the reading that a later page held before the last key added: the list moved under it (`add`). */
  behind = 0;
  private readonly keys = new Set<string>();
  private lastKey: Uint8Array | undefined;
  private reported = 0;

  /** `reportFrom`: the first value reported (those before it are the contract's, already shown). */
  constructor(private readonly reportFrom: number, private readonly onValues?: (values: readonly NameValue[]) => void) {}

  get size(): number {
    return this.values.length;
  }

  /**
   * Consecutive pages, each in key order. A key seen before (a page shifted by names registered
   * before it) is dropped; so is a new key before the last one added, which a page can hold only
   * when names came and went before it since the pages before it were read (counted in `behind`).
   */
  add(pages: readonly Page[]): void {
    for (const page of pages) {
      page.entries.forEach((entry, i) => {
        if (i > 0 && compareBytes(entry.key, page.entries[i - 1]!.key) <= 0) throw new Unusable({ problem: 'mismatch', cause: 'key-order' });
      });
      for (const entry of page.entries) {
        if (this.keys.has(entry.keyText)) continue;
        if (this.lastKey && compareBytes(entry.key, this.lastKey) <= 0) {
          this.behind++;
          continue;
        }
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

function heightCall(): RpcCall<number> {
  return { method: 'getblockcount', params: [], result: blockCountSchema };
}

/** A batch of pages, then `check` when given: the pages' outcomes and the check's. */
async function pagesThenCheck(
  client: JsonRpcClient, pages: readonly RpcCall<FindStorageResult>[], check: RpcCall<string> | RpcCall<number> | undefined,
): Promise<{ pages: BatchOutcome<FindStorageResult>[]; check?: BatchOutcome<unknown> }> {
  if (!check) return { pages: await client.batch(pages) };
  const outcomes: BatchOutcome<unknown>[] = await client.batch([...pages, check]);
  // The node answers in order, each call by its own schema: all but the last are pages.
  return { pages: outcomes.slice(0, -1) as BatchOutcome<FindStorageResult>[], check: outcomes.at(-1)! };
}

function findStorageCall(contractHash: string, prefix: Uint8Array, start: number): RpcCall<FindStorageResult> {
  // `start` always goes along: early C# versions fail without it.
  return { method: 'findstorage', params: [contractHash, base64.encode(prefix), start], result: findStorageResultSchema };
}

/** The bytes of a value the contract returned (a ByteString or a Buffer); any other value cannot match storage. */
function contractBytes(value: unknown): Uint8Array {
  const parsed = bytesItemSchema.safeParse(value);
  if (!parsed.success) throw new Unusable({ problem: 'mismatch', cause: 'not-bytes' });
  return base64Bytes(parsed.data.value);
}

/** Why a storage call's answer cannot be used: a result of the wrong shape says its flaw, a failure how the node refused. */
function unusable(outcome: Extract<BatchOutcome<unknown>, { ok: false }>, method: StorageMethod): StorageProblem {
  return outcome.malformed ? { problem: 'unavailable', cause: 'malformed', detail: outcome.error.message } : refusal(outcome.error, method);
}

/** Why the node would not answer a storage method. */
function refusal(error: NnsError, method: StorageMethod): StorageProblem {
  switch (storageRefusal(error)) {
    case 'missing':
      return { problem: 'unavailable', cause: 'not-served', method };
    case 'denied':
      return { problem: 'unavailable', cause: 'denied', method };
    default:
      return { problem: 'unavailable', cause: 'failed', method, detail: error.message };
  }
}
