import { NnsError } from '../errors/nnsError';
import { BatchRefused, firstIssue, invalidValue, JsonRpcClient, MAX_BATCH_CALLS, type BatchOutcome } from '../rpc/jsonRpc';
import {
  DEFAULT_MAX_BYTES, DEFAULT_MAX_ITEMS, ItemCollector, ListBoundReached, type ContractCount, type ItemDecoder,
} from './collector';
import { invocationOf, isUnrendered, renderedStack } from '../rpc/invocation';
import { DEFAULT_MAX_ITERATOR_ITEMS } from '../rpc/nodeKnowledge';
import type { StorageLayout } from './nnsStorage';
import {
  invokeResultSchema, iteratorStackSchema, terminateResultSchema, traverseResultSchema, unwrappedStackSchema, versionSchema,
  type InvokeResult, type IteratorItem, type Version,
} from '../rpc/schemas';
import type { ScriptArgument } from '../encoding/script';
import { readInteger } from '../rpc/stackValues';
import { incompleteMessage, type BoundReason, type IncompleteReason, type ListNoun, type SessionsRefusal, type StorageProblem } from './incomplete';
import { isSessionPoolFull, KEY_NOT_FOUND_HRESULT, sessionLoss, type SessionLoss } from './sessionErrors';
import { comparesAnswer, StorageListing, type FirstOutcomes, type StorageOutcome } from './storageListing';
import type { ListOptions, NodeConfig } from '../rpc/types';
import type { ListingOutcome, ListingStrategy } from './types';
import { UnwrapSearch } from './unwrapSearch';

/** A contract method that returns an iterator, with the exact `invokefunction` params to send. */
export interface IteratorCall<T> {
  operation: string;
  args: ScriptArgument[];
  /** Positions 2 and on of `invokefunction`'s params (the seed sends `[[], []]` for tokens, `[[owner]]` for tokensOf). */
  trailingParams: unknown[];
  /** Turns one iterator value into what the caller lists. */
  decode: ItemDecoder<T>;
  /** The bytes of an item's text (UTF-8), counted against the list's bound. */
  sizeOf: (item: T) => number;
  /** What the items are, plural, for messages. */
  noun: ListNoun;
  /**
   * The contract method that counts the items (`totalSupply`, `balanceOf`), with its `invokefunction`
   * params after the operation: asked in the same request as the list, it bounds the list and a list
   * read from one snapshot (not storage pages) is complete only when it holds exactly that many.
   */
  count?: { operation: string; trailingParams: unknown[] };
  /**
   * Where the contract keeps the items, when its values are ByteStrings of names stored under known
   * keys: with sessions off, the list is read from storage (checked against the contract) instead.
   */
  storage?: StorageLayout;
}

/** Everything an iterator yielded (or as much as the node allowed), and how it was obtained. */
export interface IteratorListing<T> extends ListingOutcome {
  items: T[];
  /** JSON-RPC calls the requests carried. */
  calls: number;
}

export interface IteratorListOptions<T> extends Omit<ListOptions, 'onPage'> {
  onPage?: (items: readonly T[], loadedSoFar: number) => void;
}

/** A list from storage: what it read, or storage not checked against the contract's answer because the chain kept moving (`checkedAgain`). */
type CheckedOutcome = StorageOutcome | { kind: 'moving'; from: number; to: number; readings: number };

/** Readings of the contract's answer with storage's first page, the first included, while the chain keeps moving between them. */
const STORAGE_READINGS = 4;

/** terminatesession must not wait long: it also runs after a cancel or a failure. */
const TERMINATE_TIMEOUT_MS = 5000;

/**
 * The node no longer knows the session (-107), only its iterator (-108), or the page reached a node
 * with sessions disabled (-601, `elsewhere`): the listing starts over.
 */
class SessionExpired extends Error {
  /** `atOnce`: before a single page of the session came back. */
  constructor(readonly gone: SessionLoss, cause: NnsError, readonly atOnce: boolean) {
    super(`${gone} expired`, { cause });
  }
}

/** Why sessions are given up after a restart lost them again. */
function sessionsLost(loss: SessionExpired): SessionsRefusal {
  if (loss.gone === 'elsewhere') return { cause: 'sessions-elsewhere' };
  const code = loss.cause instanceof NnsError ? loss.cause.rpcCode : undefined;
  return { cause: 'sessions-lost', keyNotFound: code === KEY_NOT_FOUND_HRESULT };
}

/**
 * Lists everything an iterator-returning method yields, choosing the route by what the node answers
 * (protocol notes §3): the expanded iterator, session traversal, or the unwrap script.
 */
export async function listIterator<T>(node: NodeConfig, call: IteratorCall<T>, options: IteratorListOptions<T> = {}): Promise<IteratorListing<T>> {
  const client = new JsonRpcClient({
    url: node.rpcUrl, timeoutMs: options.timeoutMs, signal: options.signal,
    maxResponseBytes: options.maxResponseBytes, onRequest: options.onRequest, knowledge: options.knowledge,
  });
  const collector = new ItemCollector(call.decode, {
    maxItems: options.maxItems ?? DEFAULT_MAX_ITEMS, maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES, sizeOf: call.sizeOf, noun: call.noun,
  }, options.onPage, options.onReset);
  const listing = new Listing(client, node, call, collector);
  try {
    return await listAll(listing, collector);
  } catch (error) {
    // The node sent more than the list may hold, on any route: what came up to the bound, partial.
    if (error instanceof ListBoundReached) return listing.stopped(error.bound);
    throw error;
  }
}

async function listAll<T>(listing: Listing<T>, collector: ItemCollector<T>): Promise<IteratorListing<T>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listing.run();
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
      collector.reset();
      // An expired session means start over, once (protocol notes §3, Sessions).
      if (attempt === 0) continue;
      // Gone again before its first page, or unreachable again: sessions cannot be used here; list as where they are off.
      if (error.gone === 'elsewhere' || (error.gone === 'session' && error.atOnce)) return await listing.withoutSessions(sessionsLost(error), []);
      throw error.cause;
    }
  }
}

class Listing<T> {
  private gas = 0n;
  /** Whether the current session has returned a page. */
  private paged = false;
  /** The route the items come from now. */
  private route: ListingStrategy = 'expanded';

  constructor(
    private readonly client: JsonRpcClient,
    private readonly node: NodeConfig,
    private readonly call: IteratorCall<T>,
    private readonly collector: ItemCollector<T>,
  ) {}

  async run(): Promise<IteratorListing<T>> {
    this.route = 'expanded';
    let invoked: InvokeResult;
    try {
      invoked = await this.invoke();
    } catch (error) {
      // A full session pool is not a failure: the routes that need no session remain.
      if (isSessionPoolFull(error)) return this.withoutSessions({ cause: 'pool-full' }, []);
      throw error;
    }
    const result = this.halted(invoked, 'invokefunction');
    let item: IteratorItem;
    try {
      item = this.iteratorItem(result);
    } catch (error) {
      // A session this listing cannot use is closed at once.
      if (result.session !== undefined) await this.terminate(result.session);
      throw error;
    }
    if (item.id !== undefined) {
      if (result.session !== undefined) return this.traverse(result.session, item.id, item.iterator ?? []);
      return this.withoutSessions({ cause: 'sessions-disabled' }, []);
    }
    this.collector.add(item.iterator ?? []);
    if (!item.truncated) return this.done('expanded', true);
    return this.withoutSessions({ cause: 'truncated', returned: item.iterator?.length ?? 0 }, item.iterator ?? []);
  }

  /**
   * The `invokefunction` call, exactly as the seed sends it. When the node's page size is not known
   * yet, `getversion` rides in the same HTTP request (a batch), so learning it costs no round trip;
   * so does the contract's count of the list, after the list's own call (a node known to refuse
   * batches is not asked for it: it would cost a round trip).
   */
  private async invoke(): Promise<InvokeResult> {
    const params = [this.node.contractHash, this.call.operation, ...this.call.trailingParams];
    const known = this.client.learnt.pageSize !== undefined;
    const counting = this.call.count && this.client.learnt.batches !== 'refused' ? this.call.count : undefined;
    if (known && !counting) return this.client.call('invokefunction', params, invokeResultSchema);
    const invocation = { method: 'invokefunction', params, result: invokeResultSchema };
    const versionCall = { method: 'getversion', params: [], result: versionSchema };
    const countCall = counting && {
      method: 'invokefunction', params: [this.node.contractHash, counting.operation, ...counting.trailingParams], result: invokeResultSchema,
    };
    let invoked: BatchOutcome<InvokeResult>;
    let version: BatchOutcome<Version> | undefined;
    let count: BatchOutcome<InvokeResult> | undefined;
    if (!countCall) [invoked, version] = await this.client.batch([invocation, versionCall]);
    else if (known) [invoked, count] = await this.client.batch([invocation, countCall]);
    else [invoked, version, count] = await this.client.batch([invocation, versionCall, countCall]);
    // A node whose getversion fails still lists: its page size is taken to be the default.
    if (version?.ok) this.client.learnt.learnVersion(version.value);
    // A count that cannot be read bounds nothing: the absolute bound still holds.
    if (counting) this.collector.expect(countOf(count, counting.operation));
    if (!invoked.ok) throw invoked.error;
    return invoked.value;
  }

  /** What came before the list ran past its bound, partial, with the reason it stopped. */
  stopped(bound: BoundReason): IteratorListing<T> {
    return this.done(this.route, false, bound);
  }

  private done(strategy: ListingStrategy, whole: boolean, why?: IncompleteReason): IteratorListing<T> {
    // A list read from one snapshot holds what the contract counts beside it; pages of storage are not one snapshot.
    const counted = this.collector.contractCount;
    const miscounted = whole && strategy !== 'storage' && counted !== undefined && counted.count !== this.collector.count;
    const complete = whole && !miscounted;
    const incomplete: IncompleteReason | undefined = miscounted
      ? { kind: 'changed', cause: 'miscounted', counted: counted.count, method: counted.method, listed: this.collector.count, noun: this.call.noun }
      : why;
    return {
      items: this.collector.items,
      complete,
      ...(!complete && incomplete ? { incompleteReason: incompleteMessage(incomplete), incomplete } : {}),
      ...(counted ? { contractCount: counted.count } : {}),
      strategy,
      gasConsumed: this.gas,
      requests: this.client.requests,
      calls: this.client.calls,
    };
  }

  /** Counts the GAS and turns anything but HALT into a FAULT error. */
  private halted(result: InvokeResult, method: string): InvokeResult {
    this.gas += BigInt(result.gasconsumed);
    if (result.state !== 'HALT') throw faultError(this.call.operation, method, result);
    return result;
  }

  private iteratorItem(result: InvokeResult): IteratorItem {
    const parsed = iteratorStackSchema.safeParse(renderedStack(result, this.call.operation));
    if (!parsed.success) {
      throw invalidValue(`The node's result for ${this.call.operation} does not hold exactly one iterator (${firstIssue(parsed.error)}).`,
        result.stack, 'invokefunction');
    }
    return parsed.data[0];
  }

  /**
   * Pages through a session-backed iterator, always closing the session: batches of
   * MAX_BATCH_CALLS `traverseiterator` calls (one HTTP request each) until a page comes back short,
   * or one page per request where the node refuses batches. `inline`: the values neo-go's session
   * expansion sent with the iterator; the session's pages follow them.
   */
  private async traverse(session: string, iteratorId: string, inline: readonly unknown[]): Promise<IteratorListing<T>> {
    const pageSize = this.client.learnt.pageSize ?? DEFAULT_MAX_ITERATOR_ITEMS;
    const params = [session, iteratorId, pageSize];
    let gone: SessionLoss | undefined;
    let closing: Promise<void> | undefined;
    this.paged = false;
    this.route = 'session';
    // Once the last page is in, the session is closed while that page's names are decoded.
    const close = () => {
      closing ??= this.terminate(session);
    };
    try {
      this.collector.add(inline);
      const exhausted = await this.traverseBatched(params, pageSize, close);
      if (!exhausted) await this.traverseSingly(params, pageSize, close);
    } catch (error) {
      const kind = sessionLoss(error);
      if (kind) {
        gone = kind;
        throw new SessionExpired(kind, error as NnsError, !this.paged);
      }
      throw error;
    } finally {
      // After -107 the session is gone; after -108 it still holds the node's resources, and after -601 another node holds it.
      if (gone !== 'session') close();
      await closing;
    }
    return this.done('session', true);
  }

  /**
   * Batches of pages. The next batch is sent as soon as an answer shows that more remain, and this
   * answer is decoded while the node works on it. Returns false when the node refused a batch
   * before anything in it ran: the traversal goes on one page per request from the same place.
   * `close` is called as soon as the last page is in.
   */
  private async traverseBatched(params: unknown[], pageSize: number, close: () => void): Promise<boolean> {
    const calls = Array.from({ length: MAX_BATCH_CALLS }, () => ({ method: 'traverseiterator', params, result: traverseResultSchema }));
    const send = () => {
      const sent = this.client.batch(calls, { repeatable: false });
      sent.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
      return sent;
    };
    let next: Promise<BatchOutcome<unknown[]>[]> | undefined = send();
    try {
      while (next) {
        let outcomes: BatchOutcome<unknown[]>[];
        try {
          outcomes = await next;
        } catch (error) {
          if (error instanceof BatchRefused) return false;
          throw error;
        }
        next = undefined;
        // A page came back, even if a later one of the batch found the session gone: not "at once".
        if (outcomes[0]?.ok) this.paged = true;
        const { pages, exhausted } = pagesOf(outcomes, pageSize);
        if (exhausted) close();
        else next = send();
        // Let fetch put the request on the wire before the decoding below holds the thread.
        await nextTurn();
        this.collector.addPages(pages);
      }
      return true;
    } finally {
      // A batch still in flight (a decoding error, a cancel) settles before the session is closed.
      if (next) await next.catch(() => undefined);
    }
  }

  private async traverseSingly(params: unknown[], pageSize: number, close: () => void): Promise<void> {
    for (;;) {
      const page = await this.client.call('traverseiterator', params, traverseResultSchema);
      // Both nodes fill a page while the iterator has items: a short page is the last one.
      const last = page.length < pageSize;
      if (last) close();
      this.collector.add(page);
      this.paged = true;
      if (last) return;
    }
  }

  private async terminate(session: string): Promise<void> {
    const signal = AbortSignal.timeout(TERMINATE_TIMEOUT_MS);
    await this.client.call('terminatesession', [session], terminateResultSchema, signal).catch(() => undefined);
  }

  /**
   * Where sessions are off: the list from the contract's storage when the call has a storage layout
   * and the node serves `findstorage`, checked against what the contract returned; otherwise (or when
   * storage does not match) as much as one unwrap script can return, reported as incomplete.
   * `returned`: the values the contract's answer carried (neo-go's truncated iterator), if any.
   */
  async withoutSessions(sessions: SessionsRefusal, returned: readonly unknown[]): Promise<IteratorListing<T>> {
    this.route = 'script';
    const search = new UnwrapSearch(this.node.contractHash, this.call.operation, this.call.args);
    const layout = this.call.storage;
    let problem: StorageProblem | undefined;
    let moved: Extract<CheckedOutcome, { kind: 'moving' }> | undefined;
    if (layout) {
      let verify = returned;
      const storage = new StorageListing({
        client: this.client, contractHash: this.node.contractHash, layout,
        onValues: (values) => this.collector.add(values),
        room: () => this.collector.room,
        onRestart: () => this.collector.reset(),
      });
      // Nothing to check storage against yet: the first script rides in the same request as the count and the first page.
      let first: FirstOutcomes;
      if (returned.length === 0) {
        let script: BatchOutcome<InvokeResult>;
        [script, first] = await storage.firstCallsAfter(search.call());
        let complete = this.unwrapped(search, script);
        while (!complete && !search.best && search.max !== undefined) complete = this.unwrapped(search, await this.runScript(search));
        if (complete) return this.done('script', true);
        verify = search.best ?? [];
      } else {
        first = await this.client.batch(storage.firstCalls());
      }
      if (verify.length > 0) {
        this.route = 'storage';
        let outcome: CheckedOutcome = await storage.read(first, verify);
        if (returned.length > 0 && outcome.kind === 'mismatch' && comparesAnswer(outcome.problem)) {
          const checked = await this.checkedAgain(storage, outcome, verify);
          if ('items' in checked) return checked;
          ({ outcome, verify } = checked);
        }
        if (outcome.kind === 'listed' || outcome.kind === 'changed') {
          // The names are storage's from the first: the contract's answer is older than its later pages.
          // Those after the contract's came from these very values (`onValues`): only the first are compared.
          this.collector.replaceWith(outcome.values, outcome.unreported);
          return outcome.kind === 'listed' ? this.done('storage', true) : this.done('storage', false, { kind: 'changed', cause: 'storage', move: outcome.move });
        }
        if (outcome.kind === 'moving') moved = outcome;
        else problem = outcome.problem;
        this.route = 'script';
        // What storage added is not used: back to the contract's own values.
        this.collector.replaceWith(verify);
      }
    }
    while (search.max !== undefined) {
      if (this.unwrapped(search, await this.runScript(search))) return this.done('script', true);
    }
    const { count: listed } = this.collector;
    const { noun } = this.call;
    // The chain kept moving: not the node's limits, and read again it may list them all.
    if (moved) return this.done('script', false, { kind: 'changed', cause: 'chain-moved', from: moved.from, to: moved.to, readings: moved.readings, listed, noun });
    return this.done('script', false, { kind: 'node-limits', sessions, ...(problem ? { storage: problem } : {}), listed, noun });
  }

  /**
   * neo-go's inline page came a request before storage's first: blocks between them (a name registered
   * or transferred) make storage differ from it as storage of another layout would (`mismatch`). The
   * contract's answer and storage's first calls are read again in one request, between two heights of
   * the chain, until they agree, or differ while the chain stood still (or would not tell its height):
   * then the layout is another's, as found. Where the chain moved through every reading, storage could
   * not be checked (`moving`): the list is the script's, saying so. Resolves with the outcome and the
   * contract's values it was compared with, or with the listing done where the contract's answer is now whole.
   */
  private async checkedAgain(
    storage: StorageListing, mismatch: StorageOutcome, verify: readonly unknown[],
  ): Promise<{ outcome: CheckedOutcome; verify: readonly unknown[] } | IteratorListing<T>> {
    const call = {
      method: 'invokefunction', params: [this.node.contractHash, this.call.operation, ...this.call.trailingParams], result: invokeResultSchema,
    };
    let from: number | undefined;
    for (let reading = 2; ; reading++) {
      const again = await storage.firstCallsBetweenHeights(call);
      if (!again.outcome.ok) throw again.outcome.error;
      const result = this.halted(again.outcome.value, 'invokefunction');
      const item = this.iteratorItem(result);
      if (item.id !== undefined) {
        // Not an inline page any more (another node behind a load balancer): nothing to check storage against; the mismatch as found.
        if (result.session !== undefined) await this.terminate(result.session);
        return { outcome: mismatch, verify };
      }
      const values = item.iterator ?? [];
      this.collector.replaceWith(values);
      // Names that left since (an owner's, transferred): the contract's answer is the whole list now.
      if (!item.truncated) return this.done('expanded', true);
      const outcome = await storage.read(again.first, values);
      if (outcome.kind !== 'mismatch' || !comparesAnswer(outcome.problem) || !again.moved) return { outcome, verify: values };
      from ??= again.moved.from;
      if (reading >= STORAGE_READINGS) {
        return { outcome: { kind: 'moving', from, to: again.moved.to, readings: reading }, verify: values };
      }
    }
  }

  private async runScript(search: UnwrapSearch): Promise<BatchOutcome<InvokeResult>> {
    const { method, params, result } = search.call();
    return { ok: true, value: await this.client.call(method, params, result) };
  }

  /**
   * Takes one unwrap script's answer: its values replace what was collected. Returns true when they
   * are the whole list; a FAULT that is not about limits is the listing's error.
   */
  private unwrapped(search: UnwrapSearch, outcome: BatchOutcome<InvokeResult>): boolean {
    if (!outcome.ok) throw outcome.error;
    const result = outcome.value;
    this.gas += BigInt(result.gasconsumed);
    if (result.state !== 'HALT' && !isResourceLimitFault(result.exception)) throw faultError(this.call.operation, 'invokescript', result);
    // A HALT whose values the node would not render (neo-go: over 131,070 bytes of JSON) is a limit too: ask for fewer.
    const step = search.record(result, result.state === 'HALT' && !isUnrendered(result) ? this.unwrappedValues(result) : undefined);
    if (step.kind === 'limit') return false;
    this.collector.replaceWith(step.values);
    return step.kind === 'complete';
  }

  private unwrappedValues(result: InvokeResult): unknown[] {
    const parsed = unwrappedStackSchema.safeParse(result.stack);
    if (!parsed.success) {
      throw invalidValue(`The node's result for the ${this.call.operation} script does not hold one array of ${this.call.noun} (${firstIssue(parsed.error)}).`,
        result.stack, 'invokescript');
    }
    return parsed.data[0].value;
  }
}

/** The contract's count from its answer: a HALT with one Integer from 0 up; undefined for anything else. */
function countOf(outcome: BatchOutcome<InvokeResult> | undefined, method: string): ContractCount | undefined {
  if (!outcome?.ok) return undefined;
  try {
    const invocation = invocationOf(outcome.value, method);
    if (invocation.kind !== 'value') return undefined;
    const count = readInteger(invocation.item, 'the count', method);
    return count >= 0n && count <= BigInt(Number.MAX_SAFE_INTEGER) ? { count: Number(count), method } : undefined;
  } catch (error) {
    if (error instanceof NnsError) return undefined;
    throw error;
  }
}

/** Resolves on the next turn of the event loop, after what is pending, without setTimeout's 1 ms clamp. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * The pages of one batch in order, up to the first short page (the iterator's end). Pages after it
 * must be empty: anything else means the node did not run the batch in order.
 */
function pagesOf(outcomes: readonly BatchOutcome<unknown[]>[], pageSize: number): { pages: unknown[][]; exhausted: boolean } {
  const pages: unknown[][] = [];
  for (const [index, outcome] of outcomes.entries()) {
    if (!outcome.ok) throw outcome.error;
    pages.push(outcome.value);
    if (outcome.value.length < pageSize) {
      const later = outcomes.slice(index + 1).find((o) => o.ok && o.value.length > 0);
      if (later) {
        throw new NnsError('INVALID_RESPONSE', 'The node answered the iterator pages of a batch out of order: a page followed the last one.', {
          method: 'traverseiterator',
        });
      }
      return { pages, exhausted: true };
    }
  }
  return { pages, exhausted: false };
}

/** FAULTs that mean "ask for fewer": out of GAS, or too many stack items. */
export function isResourceLimitFault(exception: string | null | undefined): boolean {
  // C#: "Insufficient GAS.", "MaxStackSize exceed: 2049"; neo-go: "gas limit is exceeded",
  // "insufficient amount of gas", "stack is too big". Anything else is a real failure, not "ask for fewer".
  return /insufficient (amount of )?gas|gas limit|MaxStackSize|stack is too big/i.test(exception ?? '');
}

function faultError(operation: string, method: string, result: InvokeResult): NnsError {
  const exception = result.exception ?? '(the node gave no reason)';
  const hint = /contract.*(does not exist|not found)|not found.*contract/i.test(exception)
    ? ' Check the contract hash and that the node is on the network where the contract is deployed.'
    : '';
  return new NnsError('FAULT', `The contract call ${operation} failed on the node (state ${result.state}): ${exception}.${hint}`, {
    exception, method,
  });
}
