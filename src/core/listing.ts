import { base64 } from '@scure/base';
import { NnsError } from './errors';
import { firstIssue, invalid, JsonRpcClient } from './jsonRpc';
import { ItemCollector, type ItemDecoder } from './collector';
import { iteratorPageSize } from './nodeLimits';
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
  requests: number;
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

class SessionExpired extends Error {}

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
    const params = [this.node.contractHash, this.call.operation, ...this.call.trailingParams];
    const result = this.halted(await this.client.call('invokefunction', params, invokeResultSchema), 'invokefunction');
    const item = this.iteratorItem(result);
    if (item.id !== undefined) {
      if (result.session !== undefined) return this.traverse(result.session, item.id);
      return this.unwrap('This node returns iterators by session id but has sessions disabled');
    }
    this.collector.add(item.iterator ?? []);
    if (!item.truncated) return this.done('expanded', true);
    return this.unwrap(`This node returns at most the first ${item.iterator?.length ?? 0} values of an iterator and has sessions disabled`);
  }

  private done(strategy: ListingStrategy, complete: boolean, incompleteReason?: string): IteratorListing<T> {
    return {
      items: this.collector.items,
      complete,
      ...(complete ? {} : { incompleteReason }),
      strategy,
      gasConsumed: this.gas,
      requests: this.client.requests,
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

  /** Pages through a session-backed iterator, always closing the session. */
  private async traverse(session: string, iteratorId: string): Promise<IteratorListing<T>> {
    let expired = false;
    try {
      const pageSize = await iteratorPageSize(this.client, this.node.rpcUrl);
      for (;;) {
        let page: unknown[];
        try {
          page = await this.client.call('traverseiterator', [session, iteratorId, pageSize], traverseResultSchema);
        } catch (error) {
          if (isSessionGone(error)) {
            expired = true;
            throw new SessionExpired('session expired', { cause: error });
          }
          throw error;
        }
        this.collector.add(page);
        // Both nodes fill a page while the iterator has items: a short page is the last one.
        if (page.length < pageSize) break;
      }
    } finally {
      if (!expired) await this.terminate(session);
    }
    return this.done('session', true);
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

function isSessionGone(error: unknown): boolean {
  return error instanceof NnsError && error.code === 'RPC'
    && (error.rpcCode === -107 || error.rpcCode === -108 || /unknown (session|iterator)/i.test(error.rpcMessage ?? ''));
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
