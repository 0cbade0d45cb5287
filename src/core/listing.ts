import * as z from 'zod';
import { NnsError } from './errors';
import { BatchRefused, firstIssue, invalid, JsonRpcClient, MAX_BATCH_CALLS, parseResult, type BatchOutcome, type RpcCall } from './jsonRpc';
import { ItemCollector, type ItemDecoder } from './collector';
import { cachedPageSize, DEFAULT_MAX_ITERATOR_ITEMS, rememberVersion } from './nodeLimits';
import type { StorageLayout } from './nnsStorage';
import {
  invokeResultSchema, iteratorStackSchema, terminateResultSchema, traverseResultSchema, unwrappedStackSchema,
  type InvokeResult, type IteratorItem,
} from './schemas';
import type { ScriptArgument } from './script';
import { StorageListing, type StorageOutcome } from './storageListing';
import type { ListingOutcome, ListingStrategy, ListOptions, NodeConfig } from './types';
import { UnwrapSearch } from './unwrapSearch';

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

/** terminatesession must not wait long: it also runs after a cancel or a failure. */
const TERMINATE_TIMEOUT_MS = 5000;
const SESSIONS_VANISH = 'This node loses iterator sessions at once (-107, unknown session, again right after a restart, as behind '
  + 'a load balancer that spreads requests over several nodes)';

/** The node no longer knows the session (-107) or only its iterator (-108): the listing starts over. */
class SessionExpired extends Error {
  /** `atOnce`: before a single page of the session came back. */
  constructor(readonly gone: 'session' | 'iterator', cause: NnsError, readonly atOnce: boolean) {
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
      if (!(error instanceof SessionExpired)) throw error;
      collector.reset();
      // An expired session means start over, once (protocol notes §3, Sessions).
      if (attempt === 0) continue;
      // Gone again before its first page: sessions cannot be used here; list as where they are off.
      if (error.gone === 'session' && error.atOnce) return listing.withoutSessions(SESSIONS_VANISH, []);
      throw error.cause;
    }
  }
}

class Listing<T> {
  private gas = 0n;
  /** Whether the current session has returned a page. */
  private paged = false;

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
      return this.withoutSessions('This node returns iterators by session id but has sessions disabled', []);
    }
    this.collector.add(item.iterator ?? []);
    if (!item.truncated) return this.done('expanded', true);
    return this.withoutSessions(`This node returns at most the first ${item.iterator?.length ?? 0} values of an iterator and has sessions disabled`, item.iterator ?? []);
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
    this.paged = false;
    // Once the last page is in, the session is closed while that page's names are decoded.
    const close = () => {
      closing ??= this.terminate(session);
    };
    try {
      this.collector.add(inline);
      const exhausted = await this.traverseBatched(params, pageSize, close);
      if (!exhausted) await this.traverseSingly(params, pageSize, close);
    } catch (error) {
      const kind = goneKind(error);
      if (kind) {
        gone = kind;
        throw new SessionExpired(kind, error as NnsError, !this.paged);
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
  async withoutSessions(why: string, returned: readonly unknown[]): Promise<IteratorListing<T>> {
    const search = new UnwrapSearch(this.node.contractHash, this.call.operation, this.call.args);
    const layout = this.call.storage;
    let problem: StorageOutcome | undefined;
    if (layout) {
      let verify = returned;
      const storage = new StorageListing({
        client: this.client, contractHash: this.node.contractHash, layout,
        onValues: (values) => this.collector.add(values),
        onRestart: () => this.collector.reset(),
      });
      // Nothing to check storage against yet: the first script rides in the same request as the count and the first page.
      const calls: RpcCall[] = returned.length === 0 ? [search.call(), ...storage.firstCalls()] : storage.firstCalls();
      const outcomes = await this.client.batch(calls, z.unknown());
      if (returned.length === 0) {
        let complete = this.unwrapped(search, outcomes[0]);
        while (!complete && !search.best && search.max !== undefined) complete = this.unwrapped(search, await this.runScript(search));
        if (complete) return this.done('script', true);
        verify = search.best ?? [];
      }
      if (verify.length > 0) {
        const outcome = await storage.read(returned.length === 0 ? outcomes.slice(1) : outcomes, verify);
        if (outcome.kind === 'listed' || outcome.kind === 'changed') {
          // The names are storage's from the first: the contract's answer is older than its later pages.
          // Those after the contract's came from these very values (`onValues`): only the first are compared.
          this.collector.replaceWith(outcome.values, outcome.unreported);
          return outcome.kind === 'listed' ? this.done('storage', true) : this.done('storage', false, `${capitalize(outcome.reason)}.`);
        }
        problem = outcome;
        // What storage added is not used: back to the contract's own values.
        this.collector.replaceWith(verify);
      }
    }
    while (search.max !== undefined) {
      if (this.unwrapped(search, await this.runScript(search))) return this.done('script', true);
    }
    return this.done('script', false, partialReason(why, problem, this.collector.count, this.call.noun));
  }

  private async runScript(search: UnwrapSearch): Promise<BatchOutcome<unknown>> {
    const { method, params } = search.call();
    return { ok: true, value: await this.client.call(method, params, z.unknown()) };
  }

  /**
   * Takes one unwrap script's answer: its values replace what was collected. Returns true when they
   * are the whole list; a FAULT that is not about limits is the listing's error.
   */
  private unwrapped(search: UnwrapSearch, outcome: BatchOutcome<unknown> | undefined): boolean {
    if (!outcome) throw new NnsError('INVALID_RESPONSE', 'The node did not answer invokescript.', { method: 'invokescript' });
    if (!outcome.ok) throw outcome.error;
    const result = parseResult({ result: outcome.value }, 'invokescript', invokeResultSchema);
    this.gas += BigInt(result.gasconsumed);
    if (result.state !== 'HALT' && !isResourceLimitFault(result.exception)) throw faultError(this.call.operation, 'invokescript', result);
    const step = search.record(result, result.state === 'HALT' ? this.unwrappedValues(result) : undefined);
    if (step.kind === 'limit') return false;
    this.collector.replaceWith(step.values);
    return step.kind === 'complete';
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

/** Why a list from a node without sessions is partial, and what lists it whole. */
function partialReason(why: string, problem: StorageOutcome | undefined, listed: number, noun: string): string {
  const storage = problem && problem.kind !== 'listed' && problem.kind !== 'changed'
    ? problem.kind === 'unavailable' ? `, and ${problem.reason}` : `, and the contract's storage cannot be used: ${problem.reason}`
    : '';
  const helps = problem?.kind === 'unavailable'
    ? 'A node with iterator sessions enabled lists them all, and so does one that serves findstorage (C# 3.6 or later, neo-go 0.102 or later).'
    : 'A node with iterator sessions enabled lists them all.';
  return `${why}${storage}, so only the first ${listed.toLocaleString('en-US')} ${noun} could be listed: more exist, but one invocation ` +
    `cannot return them within the node's GAS and stack limits. ${helps}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
