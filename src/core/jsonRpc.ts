import type { z } from 'zod';
import { excerptOf, NnsError } from './errors';
import { responseEnvelopeSchema } from './schemas';
import type { RequestEvent } from './types';

export const DEFAULT_TIMEOUT_MS = 20_000;
/** Larger bodies are cut off, never buffered whole. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export interface JsonRpcClientOptions {
  url: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  maxResponseBytes?: number;
  onRequest?: (event: RequestEvent) => void;
}

export interface RpcCall {
  method: string;
  params: unknown[];
}

/** One call of a batch: its validated result, or the error for that call alone. */
export type BatchOutcome<T> = { ok: true; value: T } | { ok: false; error: NnsError };

/**
 * JSON-RPC 2.0 over HTTP POST with fetch: a per-request timeout, cancellation, a size cap, the
 * response `id` checked against the request, and every failure mapped to an NnsError.
 */
export class JsonRpcClient {
  /** HTTP requests made so far. */
  requests = 0;
  private nextId = 1;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;

  constructor(private readonly options: JsonRpcClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  }

  get signal(): AbortSignal | undefined {
    return this.options.signal;
  }

  /** Calls `method` and validates its `result` with `schema`. */
  async call<T>(method: string, params: unknown[], schema: z.ZodType<T>, signal = this.options.signal): Promise<T> {
    const id = this.nextId++;
    return this.track(method, async () => {
      const body = await this.post(JSON.stringify({ jsonrpc: '2.0', method, id, params }), method, signal);
      return parseResult(envelopeFor(body, id, method), method, schema);
    });
  }

  /** Sends the calls as one JSON-RPC batch (one HTTP request); each call succeeds or fails alone. */
  async batch<T>(calls: readonly RpcCall[], schema: z.ZodType<T>): Promise<BatchOutcome<T>[]> {
    if (calls.length === 0) return [];
    const ids = calls.map(() => this.nextId++);
    const label = `batch of ${calls.length} (${[...new Set(calls.map((c) => c.method))].join(', ')})`;
    return this.track(label, async () => {
      const requestBody = JSON.stringify(calls.map((c, i) => ({ jsonrpc: '2.0', method: c.method, id: ids[i], params: c.params })));
      const body = await this.post(requestBody, label, this.options.signal);
      const parsed = parseJson(body, label);
      if (!Array.isArray(parsed)) {
        // A node that rejects the whole batch answers with one error envelope.
        const single = responseEnvelopeSchema.safeParse(parsed);
        if (single.success && 'error' in single.data) throw rpcError(single.data.error, label);
        throw invalid(`The node did not answer the batch with an array.`, body, label);
      }
      const byId = new Map<number, unknown>();
      for (const entry of parsed) {
        const id = (entry as { id?: unknown } | null)?.id;
        if (typeof id === 'number') byId.set(id, entry);
      }
      return calls.map((call, i): BatchOutcome<T> => {
        const entry = byId.get(ids[i]!);
        try {
          if (entry === undefined) throw invalid(`The batch answer has no response with id ${ids[i]}.`, body, call.method);
          return { ok: true, value: parseResult(checkEnvelope(entry, ids[i]!, call.method), call.method, schema) };
        } catch (error) {
          return { ok: false, error: error as NnsError };
        }
      });
    });
  }

  private async track<T>(method: string, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const value = await run();
      this.options.onRequest?.({ method, durationMs: Date.now() - started, outcome: 'ok' });
      return value;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.options.onRequest?.({ method, durationMs: Date.now() - started, outcome: 'error', detail });
      throw error;
    }
  }

  /** POSTs the body and returns the response text, mapping transport failures to NnsError. */
  private async post(body: string, method: string, signal: AbortSignal | undefined): Promise<string> {
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
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal: controller.signal,
      });
      const text = await readCapped(response, this.maxResponseBytes, method);
      if (!response.ok) {
        // neo-go answers a failed single request with 4xx/5xx and the JSON-RPC error in the body.
        const carried = rpcErrorIn(text, method);
        if (carried) throw carried;
        throw new NnsError('HTTP', `The node answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} to ${method}.`, {
          httpStatus: response.status, excerpt: excerptOf(text), method,
        });
      }
      return text;
    } catch (error) {
      if (error instanceof NnsError) throw error;
      if (signal?.aborted) throw cancelled(method);
      if (timedOut) throw new NnsError('TIMEOUT', `The node did not answer ${method} within ${formatSeconds(this.timeoutMs)}.`, { method, cause: error });
      throw new NnsError('NETWORK', `Could not reach the node at ${this.options.url}: ${networkReason(error)}.`, { method, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
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
    const looksHtml = /^\s*</.test(body);
    throw invalid(looksHtml
      ? `The node answered ${method} with HTML instead of JSON: is the URL a Neo JSON-RPC endpoint?`
      : `The node's answer to ${method} is not valid JSON.`, body, method);
  }
}

function envelopeFor(body: string, id: number, method: string): { result: unknown } {
  return checkEnvelope(parseJson(body, method), id, method);
}

/** Validates a response envelope against its request id; a JSON-RPC error becomes NnsError RPC. */
function checkEnvelope(value: unknown, id: number, method: string): { result: unknown } {
  const parsed = responseEnvelopeSchema.safeParse(value);
  if (!parsed.success) {
    throw invalid(`The node's answer to ${method} is not a JSON-RPC 2.0 response (${firstIssue(parsed.error)}).`, JSON.stringify(value), method);
  }
  const envelope = parsed.data;
  if ('error' in envelope) {
    if (envelope.id !== null && envelope.id !== id) {
      throw invalid(`The node answered ${method} with id ${envelope.id}, not ${id}.`, JSON.stringify(value), method);
    }
    throw rpcError(envelope.error, method);
  }
  if (envelope.id !== id) {
    throw invalid(`The node answered ${method} with id ${envelope.id}, not ${id}.`, JSON.stringify(value), method);
  }
  return envelope;
}

function parseResult<T>(envelope: { result: unknown }, method: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(envelope.result);
  if (!parsed.success) {
    throw invalid(`The node's result for ${method} does not have the expected shape (${firstIssue(parsed.error)}).`, JSON.stringify(envelope.result) ?? 'undefined', method);
  }
  return parsed.data;
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
  const data = error.data === undefined ? '' : `: ${excerptOf(typeof error.data === 'string' ? error.data : JSON.stringify(error.data))}`;
  return new NnsError('RPC', `The node returned JSON-RPC error ${error.code} for ${method}: ${excerptOf(error.message)}${data}`, {
    rpcCode: error.code, rpcMessage: error.message, rpcData: error.data, method,
  });
}

export function invalid(message: string, body: string, method: string): NnsError {
  return new NnsError('INVALID_RESPONSE', message, { excerpt: excerptOf(body), method });
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const path = issue.path.length ? issue.path.join('.') : 'the value';
  return `${path}: ${issue.message}`;
}

function cancelled(method: string): NnsError {
  return new NnsError('CANCELLED', `Cancelled while waiting for ${method}.`, { method });
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (is the node running and the port right?)';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'the host name could not be resolved';
  if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET') return 'the connection was closed before an answer arrived';
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${bytes} bytes`;
}
