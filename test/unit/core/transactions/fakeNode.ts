// A node for the write path's unit tests: each JSON-RPC method answered by a handler (a result, or
// an error object), every call recorded with the HTTP request that carried it.
import { startFixtureServer, type FixtureServer } from '../fixtureServer';

export interface RecordedCall {
  method: string;
  params: unknown[];
  /** The HTTP request (0, 1, …) that carried the call. */
  request: number;
}

export type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };
/** An answer given at once. */
export type SyncHandler = (params: unknown[], call: number) => Answer;
/** An answer, or a promise of one (a node that takes its time). */
export type Handler = (params: unknown[], call: number) => Answer | Promise<Answer>;

export interface FakeNode extends FixtureServer {
  calls: RecordedCall[];
  /** HTTP requests received. */
  requests(): number;
  handle(method: string, handler: Handler): void;
}

/** `options`: as startFixtureServer's. */
export async function startFakeNode(handlers: Record<string, Handler>, options: Parameters<typeof startFixtureServer>[1] = {}): Promise<FakeNode> {
  const calls: RecordedCall[] = [];
  const table = new Map(Object.entries(handlers));
  const counts = new Map<string, number>();
  let requests = 0;
  let lastRaw: unknown;
  const server = await startFixtureServer((request, raw) => {
    if (raw !== lastRaw) {
      lastRaw = raw;
      requests++;
    }
    const params = (request.params ?? []) as unknown[];
    calls.push({ method: request.method, params, request: requests - 1 });
    const handler = table.get(request.method);
    const count = counts.get(request.method) ?? 0;
    counts.set(request.method, count + 1);
    const answer = handler ? handler(params, count) : { error: { code: -32601, message: 'Method not found' } };
    return answer instanceof Promise ? answer.then((later) => ({ jsonrpc: '2.0', id: request.id, ...later })) : { jsonrpc: '2.0', id: request.id, ...answer };
  }, options);
  return { ...server, calls, requests: () => requests, handle: (method, handler) => table.set(method, handler) };
}

export const result = (value: unknown): Answer => ({ result: value });
export const rpcError = (code: number, message: string, data?: unknown): Answer => ({ error: { code, message, ...(data === undefined ? {} : { data }) } });

/** An invoke result that HALTed with `stack`. */
export function halted(stack: unknown[], gasconsumed = '1000', extra: Record<string, unknown> = {}): Answer {
  return result({ script: '', state: 'HALT', gasconsumed, exception: null, notifications: [], stack, ...extra });
}

export function integer(value: bigint | number): Answer {
  return halted([{ type: 'Integer', value: String(value) }]);
}

/** getversion: a private chain makes a block every 100 ms, MainNet and TestNet every 15 s. */
export function version(magic = 56753, maxValidUntilBlockIncrement = 5760): Answer {
  const msperblock = magic === 860833102 || magic === 894710606 ? 15_000 : 100;
  return result({ useragent: '/NEO-GO:0.122.0/', protocol: { network: magic, maxvaliduntilblockincrement: maxValidUntilBlockIncrement, addressversion: 53, msperblock } });
}

export interface PolicyAnswers {
  /** The GAS balanceOf answers (datoshi). */
  balance?: bigint;
  feePerByte?: bigint;
  execFeeFactor?: bigint;
  /** getExecPicoFeeFactor's answer; undefined: a node before Faun, where the method FAULTs. */
  execPicoFeeFactor?: bigint;
  /** Other invokefunction calls (getPrice, isAvailable…). */
  other?: SyncHandler;
}

/** invokefunction as a node answers the Policy contract's fee settings (its defaults unless told) and GAS's balanceOf. */
export function policyAnswers(answers: PolicyAnswers = {}): SyncHandler {
  return (params, call) => {
    switch (params[1]) {
      case 'balanceOf': return integer(answers.balance ?? 5_000_000_000n);
      case 'getFeePerByte': return integer(answers.feePerByte ?? 1000n);
      case 'getExecFeeFactor': return integer(answers.execFeeFactor ?? 30n);
      case 'getExecPicoFeeFactor': return answers.execPicoFeeFactor === undefined
        ? result({ script: '', state: 'FAULT', gasconsumed: '0', exception: 'method not found: getExecPicoFeeFactor/0', stack: [] })
        : integer(answers.execPicoFeeFactor);
      default: return answers.other ? answers.other(params, call) : rpcError(-32602, `no answer for ${String(params[1])}`);
    }
  };
}

/** The network and start of an operation as readContractWriteInfo reads them from these fake nodes (version(), a height of 100). */
export function writeInfoAt(magic: number): { network: { magic: number; addressVersion: number; maxValidUntilBlockIncrement: number; msPerBlock: number }; blockCount: number; readAt: number } {
  return { network: { magic, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 100 }, blockCount: 100, readAt: Date.now() };
}
