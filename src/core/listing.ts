import { base64 } from '@scure/base';
import * as z from 'zod';
import { NnsError } from './errors';
import { BatchRefused, firstIssue, invalid, JsonRpcClient, MAX_BATCH_CALLS, parseResult, type BatchOutcome } from './jsonRpc';
import { ItemCollector, type ItemDecoder } from './collector';
import { cachedPageSize, DEFAULT_MAX_ITERATOR_ITEMS, rememberVersion } from './nodeLimits';
import {
  invokeResultSchema, iteratorStackSchema, terminateResultSchema, traverseResultSchema, unwrappedStackSchema,
  type InvokeResult, type IteratorItem,
} from './schemas';
import { buildUnwrapIteratorScript, type ScriptArgument } from './script';
import type { ListingStrategy, ListOptions, NodeConfig } from './types';

/** A contract method that returns an iterator, with the exact `invokefunction` params to send. */
export interface IteratorCall<T> {
  operation: string;
  args: ScriptArgument[];
  /** Positions 2 and on of `invokefunction`'s params (the seed sends `[[], []]` for tokens, `[[owner]]` for tokensOf). */
  trailingParams: unknown[];
  /** Turns one iterator value into what the caller lists. */
  decode: ItemDecoder<T>;
  /** What the items are, plural, for messages: "names", "records". */
  noun: string;
}

/** Everything an iterator yielded (or as much as the node allowed), and how it was obtained. */
export interface IteratorListing<T> {
  items: T[];
  complete: boolean;
  incompleteReason?: string;
  strategy: ListingStrategy;
  gasConsumed: bigint;
  /** HTTP requests made. */
  requests: number;
  /** JSON-RPC calls they carried. */
  calls: number;
}

export interface IteratorListOptions<T> extends Omit<ListOptions, 'onPage'> {
  onPage?: (items: readonly T[], loadedSoFar: number) => void;
}

/** The script route never asks for more: the VM allows 2048 stack items in all. */
const SCRIPT_MAX_ITEMS = 2000;
/** First try of the script route; most nodes' GAS cap allows about 1,200–1,600 names. */
const SCRIPT_FIRST_TRY = 1000;
const SCRIPT_MIN_ITEMS = 16;
const SCRIPT_MAX_ATTEMPTS = 6;
/** terminatesession must not wait long: it also runs after a cancel or a failure. */
const TERMINATE_TIMEOUT_MS = 5000;

/** The node no longer knows the session (-107) or only its iterator (-108): the listing starts over. */
class SessionExpired extends Error {
  constructor(readonly gone: 'session' | 'iterator', cause: NnsError) {
    super(`${gone} expired`, { cause });
  }
}

/**
 * Lists everything an iterator-returning method yields, choosing the route by what the node answers
 * (protocol notes §3): the expanded iterator, session traversal, or the unwrap script.
 */
export async function listIterator<T>(node: NodeConfig, call: IteratorCall<T>, options: IteratorListOptions<T> = {}): Promise<IteratorListing<T>> {
  const client = new JsonRpcClient({
    url: node.rpcUrl, timeoutMs: options.timeoutMs, signal: options.signal,
    maxResponseBytes: options.maxResponseBytes, onRequest: options.onRequest,
  });
  const collector = new ItemCollector(call.decode, options.onPage, options.onReset);
  const listing = new Listing(client, node, call, collector);
  for (let attempt = 0; ; attempt++) {
    try {
      return await listing.run();
    } catch (error) {
      // An expired session means start over, once (protocol notes §3, Sessions).
      if (!(error instanceof SessionExpired) || attempt > 0) throw error instanceof SessionExpired ? error.cause : error;
      collector.reset();
    }
  }
}

class Listing<T> {
  private gas = 0n;

  constructor(
    private readonly client: JsonRpcClient,
    private readonly node: NodeConfig,
    private readonly call: IteratorCall<T>,
    private readonly collector: ItemCollector<T>,
  ) {}

  async run(): Promise<IteratorListing<T>> {
    const result = this.halted(await this.invoke(), 'invokefunction');
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
      return this.unwrap('This node returns iterators by session id but has sessions disabled');
    }
    this.collector.add(item.iterator ?? []);
    if (!item.truncated) return this.done('expanded', true);
    return this.unwrap(`This node returns at most the first ${item.iterator?.length ?? 0} values of an iterator and has sessions disabled`);
  }

  /**
   * The `invokefunction` call, exactly as the seed sends it. When the node's page size is not known
   * yet, `getversion` rides in the same HTTP request (a batch), so learning it costs no round trip.
   */
  private async invoke(): Promise<InvokeResult> {
    const params = [this.node.contractHash, this.call.operation, ...this.call.trailingParams];
    if (cachedPageSize(this.node.rpcUrl) !== undefined) return this.client.call('invokefunction', params, invokeResultSchema);
    const [invoked, version] = await this.client.batch([
      { method: 'invokefunction', params },
      { method: 'getversion', params: [] },
    ], z.unknown());
    // A node whose getversion fails still lists: its page size is taken to be the default.
    if (version?.ok) rememberVersion(this.node.rpcUrl, version.value);
    if (!invoked) throw new NnsError('INVALID_RESPONSE', 'The node did not answer invokefunction.', { method: 'invokefunction' });
    if (!invoked.ok) throw invoked.error;
    return parseResult({ result: invoked.value }, 'invokefunction', invokeResultSchema);
  }

  private done(strategy: ListingStrategy, complete: boolean, incompleteReason?: string): IteratorListing<T> {
    return {
      items: this.collector.items,
      complete,
      ...(complete ? {} : { incompleteReason }),
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
    const parsed = iteratorStackSchema.safeParse(result.stack);
    if (!parsed.success) {
      throw invalid(`The node's result for ${this.call.operation} does not hold exactly one iterator (${firstIssue(parsed.error)}).`,
        JSON.stringify(result.stack), 'invokefunction');
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
    const pageSize = cachedPageSize(this.node.rpcUrl) ?? DEFAULT_MAX_ITERATOR_ITEMS;
    const params = [session, iteratorId, pageSize];
    let gone: 'session' | 'iterator' | undefined;
    let closing: Promise<void> | undefined;
    // Once the last page is in, the session is closed while that page's names are decoded.
    const close = () => {
      closing ??= this.terminate(session);
    };
    try {
      this.collector.add(inline);
      const exhausted = this.client.batchesRefused ? false : await this.traverseBatched(params, pageSize, close);
      if (!exhausted) await this.traverseSingly(params, pageSize, close);
    } catch (error) {
      const kind = goneKind(error);
      if (kind) {
        gone = kind;
        throw new SessionExpired(kind, error as NnsError);
      }
      throw error;
    } finally {
      // After -107 the session is gone; after -108 it still holds the node's resources.
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
    const calls = Array.from({ length: MAX_BATCH_CALLS }, () => ({ method: 'traverseiterator', params }));
    const send = () => {
      const sent = this.client.batch(calls, traverseResultSchema, { repeatable: false });
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
      if (last) return;
    }
  }

  private async terminate(session: string): Promise<void> {
    const signal = AbortSignal.timeout(TERMINATE_TIMEOUT_MS);
    await this.client.call('terminatesession', [session], terminateResultSchema, signal).catch(() => undefined);
  }

  /**
   * The unwrap script via `invokescript`, asking for max + 1 values to learn whether more exist.
   * Each call starts from the beginning, so it searches for the largest `max` the node's GAS and
   * stack limits allow; what is still beyond that is reported as incomplete.
   */
  private async unwrap(why: string): Promise<IteratorListing<T>> {
    let fits = 0;
    let failsAt = Infinity;
    let max = SCRIPT_FIRST_TRY;
    for (let attempt = 0; attempt < SCRIPT_MAX_ATTEMPTS; attempt++) {
      const script = buildUnwrapIteratorScript(this.node.contractHash, this.call.operation, this.call.args, max + 1);
      const result = await this.client.call('invokescript', [base64.encode(script)], invokeResultSchema);
      this.gas += BigInt(result.gasconsumed);
      if (result.state !== 'HALT') {
        if (!isResourceLimitFault(result.exception)) throw faultError(this.call.operation, 'invokescript', result);
        failsAt = max;
      } else {
        const values = this.unwrappedValues(result);
        if (values.length <= max) {
          this.collector.replaceWith(values);
          return this.done('script', true);
        }
        fits = max;
        this.collector.replaceWith(values.slice(0, max));
      }
      const next = failsAt === Infinity ? Math.min(max * 2, SCRIPT_MAX_ITEMS) : Math.floor((fits + failsAt) / 2);
      if (next <= fits || next === max || next < SCRIPT_MIN_ITEMS || failsAt - fits <= Math.max(SCRIPT_MIN_ITEMS, failsAt / 20)) break;
      max = next;
    }
    const listed = this.collector.count;
    return this.done('script', false,
      `${why}, so only the first ${listed.toLocaleString('en-US')} ${this.call.noun} could be listed: more exist, but one invocation ` +
      `cannot return them within the node's GAS and stack limits. A node with iterator sessions enabled lists them all.`);
  }

  private unwrappedValues(result: InvokeResult): unknown[] {
    const parsed = unwrappedStackSchema.safeParse(result.stack);
    if (!parsed.success) {
      throw invalid(`The node's result for the ${this.call.operation} script does not hold one array of ${this.call.noun} (${firstIssue(parsed.error)}).`,
        JSON.stringify(result.stack), 'invokescript');
    }
    return parsed.data[0].value;
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

/** Whether the error says the node no longer knows the session (-107) or its iterator (-108). */
function goneKind(error: unknown): 'session' | 'iterator' | undefined {
  if (!(error instanceof NnsError) || error.code !== 'RPC') return undefined;
  if (error.rpcCode === -107 || /unknown session/i.test(error.rpcMessage ?? '')) return 'session';
  if (error.rpcCode === -108 || /unknown iterator/i.test(error.rpcMessage ?? '')) return 'iterator';
  return undefined;
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
