import { clientFor, type CallOptions } from '../rpc/client';
import { NnsError } from '../errors/nnsError';
import type { BatchOutcome, JsonRpcClient } from '../rpc/jsonRpc';
import type { NodeConfig } from '../rpc/types';
import { valueOf, type WriteProgress } from './prepare';
import { applicationLogSchema, blockCountSchema, transactionHeightSchema, verboseTransactionSchema, type ApplicationLog } from './writeSchemas';

/** What became of a sent transaction. */
export type TransactionOutcome =
  | {
    readonly kind: 'included';
    readonly hash: string;
    /** `HALT` or `FAULT`; undefined where the node tells neither (getrawtransaction of a C# node without application logs). */
    readonly vmState?: string;
    /** The execution's exception (a FAULT's reason). */
    readonly exception?: string;
    /** Datoshi, where the application log tells it. */
    readonly gasConsumed?: bigint;
    /** Where it was read: the application log, or the transaction's block where the node keeps no logs. */
    readonly source: 'applicationlog' | 'rawtransaction';
    /** The block the node says holds it, where it tells (gettransactionheight, or getrawtransaction's confirmations). */
    readonly blockIndex?: number;
  }
  /** The chain passed validUntilBlock without it: it will never be executed (nor cost anything). */
  | { readonly kind: 'expired'; readonly hash: string; readonly validUntilBlock: number; readonly blockCount: number };

export interface WaitOptions extends CallOptions {
  /** Milliseconds between two looks; default 500. */
  pollIntervalMs?: number;
  onProgress?: (progress: WriteProgress) => void;
}

const DEFAULT_POLL_MS = 500;

/**
 * Polls until the transaction is in a block, or the chain passes its validUntilBlock (EXPIRED).
 * Each look is one batch: `getblockcount`, then `getapplicationlog(hash)` (neo-go always; C# with the
 * ApplicationLogs plugin), or `getrawtransaction(hash, true)` from the first look on where the node
 * has no application logs. The count comes first: a transaction in a block up to its
 * validUntilBlock is seen by the look that sees the chain past it. Cancelled by the signal.
 */
export async function waitForTransaction(node: NodeConfig, hash: string, validUntilBlock: number, options: WaitOptions = {}): Promise<TransactionOutcome> {
  const { client } = clientFor(node, options);
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  let logs = true;
  for (;;) {
    const look = await lookFor(client, hash, logs);
    if (look.kind === 'noLogs') {
      logs = false;
      continue;
    }
    if (look.outcome) return look.outcome;
    if (look.blockCount - 1 > validUntilBlock) return { kind: 'expired', hash, validUntilBlock, blockCount: look.blockCount };
    options.onProgress?.({ step: 'waiting', blockCount: look.blockCount, validUntilBlock });
    await sleep(pollMs, client.signal);
  }
}

/** One look at a sent transaction whose outcome is not known: in a block, expired, or where it stands. */
export type TransactionLook =
  | TransactionOutcome
  /** In the node's memory pool: a block will tell (waitForTransaction). */
  | { readonly kind: 'pending'; readonly hash: string; readonly blockCount: number }
  /** The node does not know it, and the chain has not passed its validUntilBlock: it did not take it, or not yet. */
  | { readonly kind: 'unknown'; readonly hash: string; readonly validUntilBlock: number; readonly blockCount: number };

/**
 * Looks once for a transaction whose sending ended without an answer: `getrawtransaction(hash, true)`
 * with the block count (one batch) tells in a block, in the pool, or unknown; in a block, its
 * execution is read as waitForTransaction reads it (the application log where the node keeps one).
 */
export async function lookUpTransaction(node: NodeConfig, hash: string, validUntilBlock: number, options: CallOptions = {}): Promise<TransactionLook> {
  const { client } = clientFor(node, options);
  const [count, raw] = await client.batch([
    { method: 'getblockcount', params: [], result: blockCountSchema },
    { method: 'getrawtransaction', params: [hash, true], result: verboseTransactionSchema },
  ]);
  const blockCount = valueOf(count);
  if (notFound(raw)) {
    return blockCount - 1 > validUntilBlock ? { kind: 'expired', hash, validUntilBlock, blockCount } : { kind: 'unknown', hash, validUntilBlock, blockCount };
  }
  if (valueOf(raw).blockhash === undefined) return { kind: 'pending', hash, blockCount };
  let look = await lookFor(client, hash, true);
  if (look.kind === 'noLogs') look = await lookFor(client, hash, false);
  // Seen in a block a moment ago: its log follows it (a node's logs lag its blocks by nothing, but a look may fall between).
  return (look.kind === 'seen' && look.outcome) || { kind: 'pending', hash, blockCount };
}

type Look = { kind: 'noLogs' } | { kind: 'seen'; blockCount: number; outcome?: TransactionOutcome };

async function lookFor(client: JsonRpcClient, hash: string, logs: boolean): Promise<Look> {
  const countCall = { method: 'getblockcount', params: [], result: blockCountSchema };
  if (logs) {
    const [count, log] = await client.batch([countCall, { method: 'getapplicationlog', params: [hash], result: applicationLogSchema }]);
    if (!log.ok && log.error.code === 'RPC' && log.error.rpcCode === -32601) return { kind: 'noLogs' };
    const blockCount = valueOf(count);
    if (notFound(log)) return { kind: 'seen', blockCount };
    const outcome = fromLog(hash, valueOf(log));
    const blockIndex = await heightOf(client, hash, blockCount);
    return { kind: 'seen', blockCount, outcome: blockIndex === undefined ? outcome : { ...outcome, blockIndex } };
  }
  const [count, raw] = await client.batch([countCall, { method: 'getrawtransaction', params: [hash, true], result: verboseTransactionSchema }]);
  const blockCount = valueOf(count);
  if (notFound(raw)) return { kind: 'seen', blockCount };
  const tx = valueOf(raw);
  // In the memory pool still: no block yet.
  if (tx.blockhash === undefined) return { kind: 'seen', blockCount };
  const blockIndex = tx.confirmations !== undefined && tx.confirmations >= 1 && tx.confirmations <= blockCount ? blockCount - tx.confirmations : undefined;
  return {
    kind: 'seen', blockCount,
    outcome: { kind: 'included', hash, ...(tx.vmstate === undefined ? {} : { vmState: tx.vmstate }), source: 'rawtransaction', ...(blockIndex === undefined ? {} : { blockIndex }) },
  };
}

/** The block the node says holds the transaction (`gettransactionheight`); undefined where it does not say, or says a block not yet made. */
async function heightOf(client: JsonRpcClient, hash: string, blockCount: number): Promise<number | undefined> {
  try {
    const height = await client.call('gettransactionheight', [hash], transactionHeightSchema);
    return height < blockCount ? height : undefined;
  } catch (error) {
    if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
    return undefined;
  }
}

function fromLog(hash: string, log: ApplicationLog): Extract<TransactionOutcome, { kind: 'included' }> {
  const execution = log.executions.find((e) => e.trigger === undefined || e.trigger.toLowerCase() === 'application') ?? log.executions[0]!;
  return {
    kind: 'included', hash, vmState: execution.vmstate, source: 'applicationlog',
    ...(execution.exception ? { exception: execution.exception } : {}),
    ...(execution.gasconsumed === undefined ? {} : { gasConsumed: execution.gasconsumed }),
  };
}

/**
 * The node does not know the transaction (yet): neo-go -105 (unknown script container) or -103, C#
 * -100 (ApplicationLogs before 3.7) or -32602 "Unknown transaction/blockhash", -103 from getrawtransaction.
 */
function notFound<T>(outcome: BatchOutcome<T>): boolean {
  if (outcome.ok || outcome.error.code !== 'RPC') return false;
  const code = outcome.error.rpcCode;
  if (code === -100 || code === -103 || code === -105) return true;
  return code === -32602 && /unknown (transaction|script container)/i.test(`${outcome.error.rpcMessage ?? ''} ${String(outcome.error.rpcData ?? '')}`);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function cancelled(): NnsError {
  return new NnsError('CANCELLED', 'Cancelled while waiting for the transaction to be in a block.', { method: 'getapplicationlog' });
}
