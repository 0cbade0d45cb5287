import * as z from '../zod';
import { isOpaqueFetchFailure, opaqueFetchReason } from './browserFetch';
import { excerptOf, excerptOfValue, NnsError, type NotSentReason } from '../errors/nnsError';
import { webPageOf } from './webPage';
import { NodeKnowledge, type NodeFacts } from './nodeKnowledge';
import { responseEnvelopeSchema } from './schemas';
import type { RequestEvent } from './types';

export const DEFAULT_TIMEOUT_MS = 20_000;
/** Larger bodies are cut off, never buffered whole. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** neo-go refuses a batch of more calls than this (protocol notes §7); C# has no limit. */
export const MAX_BATCH_CALLS = 100;
/** Both nodes refuse request bodies over 1 MiB by default; a batch stays well under that. */
export const MAX_BATCH_BODY_BYTES = 256 * 1024;

export interface JsonRpcClientOptions {
  url: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  maxResponseBytes?: number;
  onRequest?: (event: RequestEvent) => void;
  /** Where what the node teaches is kept; a client given none keeps it for itself. */
  knowledge?: NodeKnowledge;
}

/** One JSON-RPC call and the schema its result must pass before it is used. */
export interface RpcCall<T = unknown> {
  method: string;
  params: unknown[];
  result: z.ZodMiniType<T>;
}

export interface BatchOptions {
  /**
   * Whether the calls may run twice (true: read-only invocations, getversion). A refused batch of
   * repeatable calls is sent again one call per request. A refused batch of calls that are not
   * repeatable (iterator pages: each moves the iterator) throws BatchRefused when nothing in it ran,
   * and the plain failure when that is not certain; the caller goes on from there.
   */
  repeatable?: boolean;
}

/**
 * One call of a batch: its validated result, or the error for that call alone. `malformed`: the node
 * answered the call, but its result does not pass the call's schema (INVALID_RESPONSE); otherwise the
 * call failed (a JSON-RPC error, an answer that is no JSON-RPC response, none at all).
 */
export type BatchOutcome<T> = { ok: true; value: T } | { ok: false; error: NnsError; malformed?: true };

/** The outcomes of a batch, each typed by its own call's schema. */
export type BatchOutcomes<C extends readonly RpcCall[]> = { -readonly [K in keyof C]: BatchOutcome<z.output<C[K]['result']>> };

/** The node (or a proxy before it) refused a batch in which nothing ran; calls now go one per request. */
export class BatchRefused extends Error {
  constructor(readonly failure: NnsError) {
    super(failure.message, { cause: failure });
    this.name = 'BatchRefused';
  }
}

/** A non-array answer to a batch that refuses it; `definite` when the calls certainly did not run. */
class Refusal extends Error {
  constructor(readonly failure: NnsError, readonly definite: boolean) {
    super(failure.message);
  }
}

interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

interface EncodedCall {
  call: RpcCall;
  id: number;
  json: string;
}

const utf8 = new TextEncoder();

/**
 * JSON-RPC 2.0 over HTTP POST with fetch: a per-request timeout, cancellation, a size cap, the
 * response `id` checked against the request, every failure mapped to an NnsError, and batches kept
 * within what real nodes accept, falling back to single requests where batches are refused.
 */
export class JsonRpcClient {
  /** HTTP requests made so far. */
  requests = 0;
  /** JSON-RPC calls sent so far (a batch carries several). */
  calls = 0;
  /** What this node taught so far (whether it takes batches, its page size, …), kept in the knowledge given. */
  readonly learnt: NodeFacts;
  private nextId = 1;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;

  constructor(private readonly options: JsonRpcClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.learnt = (options.knowledge ?? new NodeKnowledge()).of(options.url);
  }

  get signal(): AbortSignal | undefined {
    return this.options.signal;
  }

  /** Calls `method` and validates its `result` with `schema`. */
  async call<T>(method: string, params: unknown[], schema: z.ZodMiniType<T>, signal = this.options.signal): Promise<T> {
    const id = this.nextId++;
    return this.track(method, 1, async () => {
      const response = await this.post(JSON.stringify({ jsonrpc: '2.0', method, id, params }), method, signal, 1);
      if (!response.ok) throw httpFailure(response, method);
      return parseResult(checkEnvelope(parseJson(response.text, method), id, method), method, schema);
    });
  }

  /**
   * Sends the calls as JSON-RPC batches, in order: at most MAX_BATCH_CALLS calls and
   * MAX_BATCH_BODY_BYTES per HTTP request (one request when they fit). Each call succeeds or fails
   * alone, its result checked by its own schema; transport failures reject the whole call.
   */
  async batch<const C extends readonly RpcCall[]>(calls: C, options: BatchOptions = {}): Promise<BatchOutcomes<C>> {
    const repeatable = options.repeatable ?? true;
    const outcomes: BatchOutcome<unknown>[] = [];
    for (const chunk of this.chunks(calls)) {
      // A node known to refuse batches gets every call alone.
      if (this.learnt.batches === 'refused') {
        if (!repeatable) throw new BatchRefused(new NnsError('RPC', 'This node refuses batches.'));
        outcomes.push(...await this.singles(chunk, false));
        continue;
      }
      try {
        outcomes.push(...await this.sendBatch(chunk));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const accepted = this.learnt.batches === 'accepted';
        if (!repeatable) {
          if (!error.definite) throw error.failure;
          this.learnt.batches = 'refused';
          throw new BatchRefused(error.failure);
        }
        // A bare 5xx from a node that has answered batches before is a failure, not a refusal.
        if (!error.definite && accepted) throw error.failure;
        outcomes.push(...await this.singles(chunk, true));
      }
    }
    // Each outcome was checked by the schema of the call at its place.
    return outcomes as BatchOutcomes<C>;
  }

  /** Splits the calls into batches within the call and body limits, assigning their ids. */
  private chunks(calls: readonly RpcCall[]): EncodedCall[][] {
    const chunks: EncodedCall[][] = [];
    let current: EncodedCall[] = [];
    let bytes = 2;
    for (const call of calls) {
      const id = this.nextId++;
      const json = JSON.stringify({ jsonrpc: '2.0', method: call.method, id, params: call.params });
      const size = utf8.encode(json).length + 1;
      if (current.length > 0 && (current.length >= MAX_BATCH_CALLS || bytes + size > MAX_BATCH_BODY_BYTES)) {
        chunks.push(current);
        current = [];
        bytes = 2;
      }
      current.push({ call, id, json });
      bytes += size;
    }
    if (current.length > 0) chunks.push(current);
    return chunks;
  }

  /** One HTTP request carrying a JSON array; throws Refusal when the answer refuses the batch. */
  private async sendBatch(chunk: readonly EncodedCall[]): Promise<BatchOutcome<unknown>[]> {
    const label = `batch of ${chunk.length} (${[...new Set(chunk.map((c) => c.call.method))].join(', ')})`;
    return this.track(label, chunk.length, async () => {
      const response = await this.post(`[${chunk.map((c) => c.json).join(',')}]`, label, this.options.signal, chunk.length);
      let parsed: unknown;
      let json = true;
      try {
        parsed = JSON.parse(response.text);
      } catch {
        json = false;
      }
      if (json && Array.isArray(parsed)) {
        this.learnt.batches ??= 'accepted';
        return outcomesOf(parsed, chunk, response.text);
      }
      // A node or proxy that refuses arrays answers one error object, or an HTTP error status.
      const single = json ? responseEnvelopeSchema.safeParse(parsed) : undefined;
      if (single?.success && 'error' in single.data) throw new Refusal(rpcError(single.data.error, label), true);
      if (!response.ok) throw new Refusal(httpFailure(response, label), response.status < 500);
      if (!json) parseJson(response.text, label);
      throw invalid('The node did not answer the batch with an array.', response.text, label);
    });
  }

  /**
   * The calls one per request, in order. JSON-RPC errors and malformed results stay with their call;
   * a transport failure rejects. `confirm`: the node refused a batch; once a single request is
   * answered, that is remembered for the node.
   */
  private async singles(chunk: readonly EncodedCall[], confirm: boolean): Promise<BatchOutcome<unknown>[]> {
    const outcomes: BatchOutcome<unknown>[] = [];
    for (const { call } of chunk) {
      try {
        // The result is taken as it came and checked by the call's schema, so that its flaw is told from a failure.
        outcomes.push(resultOutcome(await this.call(call.method, call.params, z.unknown()), call));
      } catch (error) {
        if (!(error instanceof NnsError) || (error.code !== 'RPC' && error.code !== 'INVALID_RESPONSE')) throw error;
        outcomes.push({ ok: false, error });
      }
      if (confirm) this.learnt.batches = 'refused';
    }
    return outcomes;
  }

  private async track<T>(method: string, calls: number, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const value = await run();
      this.options.onRequest?.({ method, durationMs: Date.now() - started, outcome: 'ok', calls });
      return value;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.options.onRequest?.({ method, durationMs: Date.now() - started, outcome: 'error', detail, calls });
      throw error;
    }
  }

  /** POSTs the body and returns the response as it came, mapping transport failures to NnsError. */
  private async post(body: string, method: string, signal: AbortSignal | undefined, calls: number): Promise<RawResponse> {
    if (signal?.aborted) throw cancelled(method);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    this.requests++;
    this.calls += calls;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal: controller.signal,
      });
      const text = await readCapped(response, this.maxResponseBytes, method);
      return { ok: response.ok, status: response.status, statusText: response.statusText, text };
    } catch (error) {
      if (error instanceof NnsError) throw error;
      if (signal?.aborted) throw cancelled(method);
      if (timedOut) throw new NnsError('TIMEOUT', `The node did not answer ${method} within ${formatSeconds(this.timeoutMs)}.`, { method, cause: error });
      throw new NnsError('NETWORK', `Could not reach the node at ${this.options.url}: ${networkReason(error)}.`, { method, cause: error, ...notSentOf(error) });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** A call's result checked by its schema: the value, or the flaw (`malformed`). */
function resultOutcome<T>(result: unknown, call: RpcCall<T>): BatchOutcome<T> {
  const parsed = call.result.safeParse(result);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, malformed: true, error: shapeError(parsed.error, result, call.method) };
}

/** The batch's responses matched to its calls by id. */
function outcomesOf(parsed: unknown[], chunk: readonly EncodedCall[], body: string): BatchOutcome<unknown>[] {
  const byId = new Map<number, unknown>();
  for (const entry of parsed) {
    const id = (entry as { id?: unknown } | null)?.id;
    if (typeof id === 'number') byId.set(id, entry);
  }
  // An answer whose ids cannot be matched is read position by position, so its own flaw is reported.
  const byPosition = parsed.length === chunk.length;
  return chunk.map(({ call, id }, index): BatchOutcome<unknown> => {
    const entry = byId.get(id) ?? (byPosition ? parsed[index] : undefined);
    let envelope: { result: unknown };
    try {
      if (entry === undefined) throw invalid(`The batch answer has no response with id ${id}.`, body, call.method);
      envelope = checkEnvelope(entry, id, call.method);
    } catch (error) {
      return { ok: false, error: error as NnsError };
    }
    return resultOutcome(envelope.result, call);
  });
}

/** A non-2xx answer: the JSON-RPC error it carries (neo-go puts it in a 4xx/5xx body), else HTTP. */
function httpFailure(response: RawResponse, method: string): NnsError {
  const carried = rpcErrorIn(response.text, method);
  if (carried) return carried;
  const webPage = webPageOf(response.text);
  return new NnsError('HTTP', `The node answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} to ${method}${webPage ? ' with a web page' : ''}.`, {
    httpStatus: response.status, excerpt: excerptOf(response.text), method, ...(webPage ? { webPage } : {}),
  });
}

/** Reads the body as UTF-8, refusing (and cancelling) bodies over `limit` bytes. */
async function readCapped(response: Response, limit: number, method: string): Promise<string> {
  const tooLarge = () => new NnsError('INVALID_RESPONSE', `The node's answer to ${method} is larger than ${formatBytes(limit)}; it was cut off.`, { method });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  // Counted as it arrives even when a length is declared: a compressed body's length says nothing of
  // what it inflates to, and a browser may hide Content-Encoding from the script.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks, size);
  return new TextDecoder().decode(bytes);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJson(body: string, method: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    // A web page (a server's welcome page at the URL) is a case of its own: the model says so in words.
    const webPage = webPageOf(body);
    const looksHtml = webPage !== undefined || /^\s*</.test(body);
    throw new NnsError('INVALID_RESPONSE', looksHtml
      ? `The node answered ${method} with HTML instead of JSON: is the URL a Neo JSON-RPC endpoint?`
      : `The node's answer to ${method} is not valid JSON.`, { excerpt: excerptOf(body), method, ...(webPage ? { webPage } : {}) });
  }
}

/** Validates a response envelope against its request id; a JSON-RPC error becomes NnsError RPC. */
function checkEnvelope(value: unknown, id: number, method: string): { result: unknown } {
  const parsed = responseEnvelopeSchema.safeParse(value);
  if (!parsed.success) {
    throw invalidValue(`The node's answer to ${method} is not a JSON-RPC 2.0 response (${firstIssue(parsed.error)}).`, value, method);
  }
  const envelope = parsed.data;
  if ('error' in envelope) {
    if (envelope.id !== null && envelope.id !== id) {
      throw invalidValue(`The node answered ${method} with id ${envelope.id}, not ${id}.`, value, method);
    }
    throw rpcError(envelope.error, method);
  }
  if (envelope.id !== id) {
    throw invalidValue(`The node answered ${method} with id ${envelope.id}, not ${id}.`, value, method);
  }
  return envelope;
}

export function parseResult<T>(envelope: { result: unknown }, method: string, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(envelope.result);
  if (!parsed.success) throw shapeError(parsed.error, envelope.result, method);
  return parsed.data;
}

function shapeError(error: z.core.$ZodError, result: unknown, method: string): NnsError {
  return invalidValue(`The node's result for ${method} does not have the expected shape (${firstIssue(error)}).`, result, method);
}

function rpcErrorIn(body: string, method: string): NnsError | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = responseEnvelopeSchema.safeParse(value);
  return parsed.success && 'error' in parsed.data ? rpcError(parsed.data.error, method) : undefined;
}

function rpcError(error: { code: number; message: string; data?: unknown }, method: string): NnsError {
  const data = error.data === undefined ? '' : `: ${typeof error.data === 'string' ? excerptOf(error.data) : excerptOfValue(error.data)}`;
  return new NnsError('RPC', `The node returned JSON-RPC error ${error.code} for ${method}: ${excerptOf(error.message)}${data}`, {
    rpcCode: error.code, rpcMessage: error.message, rpcData: error.data, method,
  });
}

export function invalid(message: string, body: string, method: string): NnsError {
  return new NnsError('INVALID_RESPONSE', message, { excerpt: excerptOf(body), method });
}

/** INVALID_RESPONSE for a value from the node (parsed JSON), with a bounded excerpt of it. */
export function invalidValue(message: string, value: unknown, method: string): NnsError {
  return new NnsError('INVALID_RESPONSE', message, { excerpt: excerptOfValue(value), method });
}

export function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const path = issue.path.length ? issue.path.join('.') : 'the value';
  return `${path}: ${issue.message}`;
}

function cancelled(method: string): NnsError {
  return new NnsError('CANCELLED', `Cancelled while waiting for ${method}.`, { method });
}

function networkReason(error: unknown): string {
  if (isOpaqueFetchFailure(error)) return opaqueFetchReason(error);
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (is the node running and the port right?)';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'the host name could not be resolved';
  if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET') return 'the connection was closed before an answer arrived';
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Node's fetch failed before a connection was made: the request never left. Browsers do not say
 * (their opaque failure may follow a request the node received), and a reset or a timeout may too.
 */
function notSentOf(error: unknown): { notSent?: NotSentReason } {
  const cause = (error as { cause?: { code?: unknown; errors?: unknown } } | undefined)?.cause;
  // Several addresses tried (localhost: ::1 and 127.0.0.1): each must have failed the same way.
  const codes = Array.isArray(cause?.errors) && cause.errors.length > 0
    ? (cause.errors as Array<{ code?: unknown } | undefined>).map((each) => each?.code)
    : [cause?.code];
  const reasons = new Set(codes.map((code) => (typeof code === 'string' ? NOT_CONNECTED.get(code) : undefined)));
  const [reason] = reasons;
  return reasons.size === 1 && reason ? { notSent: reason } : {};
}

/** Socket errors of a connection that was never made. */
const NOT_CONNECTED = new Map<string, NotSentReason>([
  ['ECONNREFUSED', 'connectionRefused'], ['ENOTFOUND', 'hostNotFound'], ['EAI_AGAIN', 'hostNotFound'],
  ['EHOSTUNREACH', 'unreachable'], ['ENETUNREACH', 'unreachable'], ['UND_ERR_CONNECT_TIMEOUT', 'unreachable'],
]);

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${bytes} bytes`;
}
