/**
 * The devnet's HTTP server: JSON-RPC 2.0 over POST (single requests and batches) on any path, as both
 * real nodes serve it; request logging; injected faults; gzip for the C# personalities.
 *
 * HTTP behaviour per node (see personalities.ts for sources):
 * - C# (Kestrel + RpcServer.ProcessAsync): every JSON-RPC answer is 200; an unparsable body answers
 *   -32700 with id null; a request without `id` is a notification and gets no answer; GET takes the
 *   request from the query string (`jsonrpc`, `id`, `method`, `params` as base64 or JSON), a GET without
 *   them answers -32700; other HTTP methods get an empty 200.
 * - neo-go (net/http + rpcsrv.handleHTTPRequest): a failed single request gets the status of
 *   getHTTPCodeForError (400/405/422/500), batches 200; any non-POST answers -32602 "invalid method
 *   'GET', please retry with 'POST'" (422). neo-go 0.107 and later answer 200 to everything.
 * - Limits (personalities.ts cites the sources): bodies over `maxRequestBodyBytes` are refused (C#:
 *   413, empty; neo-go: -32700 for the whole request), and so are neo-go batches over its batch size.
 * - Devnet options: `latencyMs` delays every answer; `noBatch` refuses arrays as a proxy without batch
 *   support would; `walkCostNs` delays an answer by the entries its findstorage calls walked.
 * - Cross-origin requests (CORS): answered before the JSON-RPC layer as each node does, see cors.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { normalizeHash } from './bytes';
import {
  DEFAULT_FIND_STORAGE_PAGE_SIZE, DEFAULT_MAX_ITERATOR_RESULT_ITEMS, DEVNET_BLOCK_COUNT, DEFAULT_MAX_REQUEST_BODY_BYTES, DEFAULT_NAME_COUNT, DEFAULT_NOW, DEFAULT_SESSION_EXPIRY_MS,
  MAINNET_ADDRESS_VERSION, MAINNET_MAGIC, NEOGO_SESSION_POOL_SIZE, NNS_MAINNET_HASH,
} from './constants';
import { contractDirectory } from './contracts';
import { type CorsSetting, corsOutcome, corsSettingOf } from './cors';
import { FaultController, HTML_BODY, streamOversized, truncateJson, wrongIdFor } from './faults';
import { flavourOf } from './flavours';
import { type Profile, type RpcErrorObject, profileOf } from './personalities';
import { type CallOutcome, type NodeState, handleCall } from './rpc';
import { generateNames } from './sampleNames';
import { SessionStore } from './sessions';
import { STORAGE_MISMATCHES, type StorageMismatch } from './storage';
import { NameTable } from './table';
import type { Devnet, DevnetOptions, FaultSpec, HttpRequestLogEntry, Personality, RequestLogEntry } from './types';

type ResponseObject = { jsonrpc: '2.0'; id: unknown; result: unknown } | { jsonrpc: '2.0'; id: unknown; error: RpcErrorObject };

interface Answer {
  status: number;
  /** undefined: an empty body (C# answering only notifications). */
  body: ResponseObject | ResponseObject[] | undefined;
}

function contractHashOf(value: string | undefined): string {
  const hash = normalizeHash(value ?? NNS_MAINNET_HASH);
  if (!hash) throw new Error(`devnet: contractHash must be 0x + 40 hex digits, got ${JSON.stringify(value)}`);
  return hash;
}

/** A network magic is a uint32. */
function networkOf(value: number | undefined): number {
  const v = value ?? MAINNET_MAGIC;
  if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new Error(`devnet: network must be a uint32, got ${v}`);
  return v;
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`devnet: ${name} must be a positive integer, got ${v}`);
  return v;
}

function addressVersionOf(value: number | undefined): number {
  const v = value ?? MAINNET_ADDRESS_VERSION;
  if (!Number.isInteger(v) || v < 0 || v > 255) throw new Error(`devnet: addressVersion must be a byte (0 to 255), got ${v}`);
  return v;
}

function latencyOf(value: number | undefined): number {
  const v = value ?? 0;
  if (!Number.isFinite(v) || v < 0) throw new Error(`devnet: latencyMs must be a number ≥ 0, got ${v}`);
  return v;
}

function walkCostOf(value: number | undefined): number {
  const v = value ?? 0;
  if (!Number.isFinite(v) || v < 0) throw new Error(`devnet: walkCostNs must be a number ≥ 0, got ${v}`);
  return v;
}

function noBatchOf(value: boolean | number | undefined): boolean | number {
  const v = value ?? false;
  if (typeof v === 'number' && !(Number.isInteger(v) && v >= 100 && v <= 599)) throw new Error(`devnet: noBatch must be a boolean or an HTTP status, got ${v}`);
  return v;
}

function storageMismatchOf(value: string | null | undefined): StorageMismatch | undefined {
  if (value === undefined || value === null) return undefined;
  if (!(STORAGE_MISMATCHES as readonly string[]).includes(value)) throw new Error(`devnet: storageMismatch must be one of ${STORAGE_MISMATCHES.join(', ')}, got ${value}`);
  return value as StorageMismatch;
}

/** What a proxy without batch support says, as data or as text. */
const NO_BATCH_TEXT = 'batch requests are not supported';

class DevnetServer implements Devnet {
  readonly requests: RequestLogEntry[] = [];
  readonly httpRequests: HttpRequestLogEntry[] = [];
  private latencyMs: number;
  private walkCostNs: number;
  /** Walk time not yet waited (timers wait whole milliseconds): the rest carries to the next answer. */
  private walkDebtMs = 0;
  private noBatch: boolean | number;
  private maxRequestBodyBytes: number;
  private readonly sockets = new Set<Socket>();
  private readonly waits = new Set<() => void>();
  private readonly state: NodeState;
  private explicitMaxGas: bigint | undefined;
  /** As given; undefined: the personality's default. */
  private explicitCors: CorsSetting | undefined;
  private cors: CorsSetting;
  private chainStart: number;
  private wallStart = Date.now();
  private baseUrl = '';
  private closed = false;

  constructor(private readonly server: Server, options: DevnetOptions) {
    const profile = profileOf(options.personality ?? 'sessions');
    this.explicitMaxGas = options.maxGasInvoke;
    this.chainStart = options.blockTime ?? DEFAULT_NOW;
    this.latencyMs = latencyOf(options.latencyMs);
    this.walkCostNs = walkCostOf(options.walkCostNs);
    this.noBatch = noBatchOf(options.noBatch);
    this.maxRequestBodyBytes = positiveInteger(options.maxRequestBodyBytes, DEFAULT_MAX_REQUEST_BODY_BYTES, 'maxRequestBodyBytes');
    this.explicitCors = options.cors;
    this.cors = corsSettingOf(options.cors, profile.node);
    const faults = new FaultController();
    faults.set(options.faults ?? []);
    this.state = {
      table: new NameTable(options.names ?? generateNames(DEFAULT_NAME_COUNT)),
      contractHash: contractHashOf(options.contractHash),
      profile,
      maxIteratorResultItems: positiveInteger(options.maxIteratorResultItems, DEFAULT_MAX_ITERATOR_RESULT_ITEMS, 'maxIteratorResultItems'),
      getversionRpc: options.getversionRpc ?? true,
      addressVersion: addressVersionOf(options.addressVersion),
      maxGasInvoke: options.maxGasInvoke ?? profile.defaultMaxGasInvoke,
      sessions: new SessionStore(positiveInteger(options.sessionExpiryMs, DEFAULT_SESSION_EXPIRY_MS, 'sessionExpiryMs')),
      sessionPoolSize: positiveInteger(options.sessionPoolSize, NEOGO_SESSION_POOL_SIZE, 'sessionPoolSize'),
      keyNotFoundSessions: options.keyNotFoundSessions ?? false,
      faults,
      nonce: Math.floor(Math.random() * 0xffffffff),
      blockTime: () => this.chainStart + (Date.now() - this.wallStart),
      findStoragePageSize: positiveInteger(options.findStoragePageSize, DEFAULT_FIND_STORAGE_PAGE_SIZE, 'findStoragePageSize'),
      storageMismatch: storageMismatchOf(options.storageMismatch),
      flavour: flavourOf(options.nnsContract),
      disabledMethods: new Set(options.disabledMethods ?? []),
      network: networkOf(options.network),
      contracts: contractDirectory(options.deployedContracts ?? [], options.nnsContractId ?? 1),
      storageEntriesWalked: 0,
      chain: { count: DEVNET_BLOCK_COUNT, empty: new Set() },
    };
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      this.onRequest(req, res).catch((error: unknown) => {
        console.error('devnet: internal error', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`devnet internal error: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  }

  setUrl(url: string): void {
    this.baseUrl = url;
  }

  get url(): string {
    return this.baseUrl;
  }

  get openSessions(): number {
    return this.state.sessions.size;
  }

  /** The active node personality (for tools such as the CLI). */
  get personality(): Personality {
    return this.state.profile.personality;
  }

  get nameCount(): number {
    return this.state.table.size;
  }

  get storageEntriesWalked(): number {
    return this.state.storageEntriesWalked;
  }

  configure(options: Partial<Omit<DevnetOptions, 'port' | 'host'>>): void {
    const s = this.state;
    if (options.names !== undefined) s.table = new NameTable(options.names);
    if (options.contractHash !== undefined) s.contractHash = contractHashOf(options.contractHash);
    if (options.network !== undefined) s.network = networkOf(options.network);
    if (options.deployedContracts !== undefined || options.nnsContractId !== undefined) {
      s.contracts = contractDirectory(options.deployedContracts ?? s.contracts.deployed, options.nnsContractId ?? s.contracts.nnsId);
    }
    if (options.personality !== undefined && options.personality !== s.profile.personality) {
      s.profile = profileOf(options.personality);
      s.sessions.clear();
    }
    if ('cors' in options) this.explicitCors = options.cors; // given as undefined: back to the personality's own
    this.cors = corsSettingOf(this.explicitCors, s.profile.node);
    if (options.maxGasInvoke !== undefined) this.explicitMaxGas = options.maxGasInvoke;
    s.maxGasInvoke = this.explicitMaxGas ?? s.profile.defaultMaxGasInvoke;
    if (options.maxIteratorResultItems !== undefined) {
      s.maxIteratorResultItems = positiveInteger(options.maxIteratorResultItems, DEFAULT_MAX_ITERATOR_RESULT_ITEMS, 'maxIteratorResultItems');
    }
    if (options.getversionRpc !== undefined) s.getversionRpc = options.getversionRpc;
    if (options.addressVersion !== undefined) s.addressVersion = addressVersionOf(options.addressVersion);
    if (options.sessionExpiryMs !== undefined) {
      s.sessions.setExpiry(positiveInteger(options.sessionExpiryMs, DEFAULT_SESSION_EXPIRY_MS, 'sessionExpiryMs'));
    }
    if (options.sessionPoolSize !== undefined) s.sessionPoolSize = positiveInteger(options.sessionPoolSize, NEOGO_SESSION_POOL_SIZE, 'sessionPoolSize');
    if (options.keyNotFoundSessions !== undefined) s.keyNotFoundSessions = options.keyNotFoundSessions;
    if (options.faults !== undefined) s.faults.set(options.faults);
    if (options.latencyMs !== undefined) this.latencyMs = latencyOf(options.latencyMs);
    if (options.walkCostNs !== undefined) this.walkCostNs = walkCostOf(options.walkCostNs);
    if (options.noBatch !== undefined) this.noBatch = noBatchOf(options.noBatch);
    if (options.maxRequestBodyBytes !== undefined) {
      this.maxRequestBodyBytes = positiveInteger(options.maxRequestBodyBytes, DEFAULT_MAX_REQUEST_BODY_BYTES, 'maxRequestBodyBytes');
    }
    if (options.findStoragePageSize !== undefined) {
      s.findStoragePageSize = positiveInteger(options.findStoragePageSize, DEFAULT_FIND_STORAGE_PAGE_SIZE, 'findStoragePageSize');
    }
    if (options.storageMismatch !== undefined) s.storageMismatch = storageMismatchOf(options.storageMismatch);
    if (options.nnsContract !== undefined) s.flavour = flavourOf(options.nnsContract);
    if (options.disabledMethods !== undefined) s.disabledMethods = new Set(options.disabledMethods);
    if (options.blockTime !== undefined) {
      this.chainStart = options.blockTime;
      this.wallStart = Date.now();
    }
  }

  setFaults(faults: FaultSpec[]): void {
    this.state.faults.set(faults);
  }

  clearRequests(): void {
    this.requests.length = 0;
    this.httpRequests.length = 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const wake of this.waits) wake();
    this.waits.clear();
    this.state.sessions.clear();
    const done = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections?.();
    await done;
  }

  /** Waits `ms`, returning early when the devnet closes or the client goes away. */
  private delay(ms: number, req: IncomingMessage): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.waits.delete(finish);
        req.socket.off('close', finish);
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.waits.add(finish);
      req.socket.once('close', finish);
    });
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Read to the end, keeping no more than the cap (and a byte to know it was passed).
    const chunks: Buffer[] = [];
    let bodyBytes = 0;
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      if (bodyBytes <= this.maxRequestBodyBytes) chunks.push(buffer);
      bodyBytes += buffer.length;
    }
    const tooLarge = bodyBytes > this.maxRequestBodyBytes;
    const body = tooLarge ? '' : Buffer.concat(chunks).toString('utf8');
    const httpMethod = req.method ?? 'GET';
    const path = req.url ?? '/';
    const parsed = parseBody(body, tooLarge);
    const entry = this.logHttp(httpMethod, parsed, bodyBytes, res);
    if (this.latencyMs > 0) await this.delay(this.latencyMs, req);
    if (this.closed || req.socket.destroyed) return;
    const profile = this.state.profile;

    // The CORS layer sits in front of the node: its headers go on every answer (setHeader merges them
    // into each writeHead below), and it answers preflights itself.
    const cors = corsOutcome(profile.node, this.cors, httpMethod, req.headers);
    for (const [name, value] of Object.entries(cors.headers)) res.setHeader(name, value);
    if (cors.preflightStatus !== undefined) {
      res.writeHead(cors.preflightStatus);
      res.end();
      return;
    }

    if (httpMethod === 'POST') return this.onPost(req, res, body, path, parsed, tooLarge, entry);

    if (profile.node === 'neo-go') {
      const error = profile.errors.invalidParams(`invalid method '${httpMethod}', please retry with 'POST'`);
      return this.send(req, res, { status: profile.httpStatusFor(error), body: { jsonrpc: '2.0', id: null, error } }, false);
    }
    if (httpMethod !== 'GET') {
      res.writeHead(200, { 'Content-Length': 0 });
      res.end();
      return;
    }
    // C#: a GET request carries the call in its query string.
    const query = new URL(path, 'http://devnet').searchParams;
    const id = query.get('id');
    const method = query.get('method');
    const rawParams = query.get('params');
    if (!id || !method || !rawParams) {
      return this.send(req, res, { status: 200, body: { jsonrpc: '2.0', id: null, error: profile.errors.parse('') } }, false);
    }
    let paramsText = rawParams;
    const decoded = Buffer.from(rawParams, 'base64').toString('utf8');
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(rawParams) && rawParams.length % 4 === 0) paramsText = decoded;
    let params: unknown;
    try {
      params = JSON.parse(paramsText);
    } catch {
      return this.send(req, res, { status: 200, body: { jsonrpc: '2.0', id: null, error: profile.errors.parse('') } }, false);
    }
    const request = { jsonrpc: query.get('jsonrpc') ?? undefined, id, method, params };
    this.log(req, body, path, request);
    const walkedBefore = this.state.storageEntriesWalked;
    const answer = this.answerSingle(request);
    await this.walkTime(walkedBefore, req);
    if (this.closed || req.socket.destroyed) return;
    return this.send(req, res, answer, false);
  }

  /** The HTTP log entry of a request; its status is filled in when the answer is sent. */
  private logHttp(httpMethod: string, body: ParsedBody, bodyBytes: number, res: ServerResponse): HttpRequestLogEntry {
    const elements = Array.isArray(body.value) ? body.value : [body.value];
    const entry: HttpRequestLogEntry = {
      httpMethod,
      batch: Array.isArray(body.value),
      calls: elements.length,
      bodyBytes,
      methods: elements.map(methodOf),
      status: 0,
    };
    this.httpRequests.push(entry);
    res.once('finish', () => { entry.status = res.statusCode; });
    return entry;
  }

  private log(req: IncomingMessage, body: string, path: string, element: unknown): void {
    const record = typeof element === 'object' && element !== null && !Array.isArray(element) ? element as Record<string, unknown> : {};
    this.requests.push({
      method: typeof record.method === 'string' ? record.method : '',
      params: record.params,
      id: record.id,
      body,
      headers: { ...req.headers },
      httpMethod: req.method ?? 'POST',
      path,
    });
  }

  private async onPost(
    req: IncomingMessage, res: ServerResponse, body: string, path: string, parsedBody: ParsedBody, tooLarge: boolean, entry: HttpRequestLogEntry,
  ): Promise<void> {
    const profile = this.state.profile;
    const { value: parsed, error: parseError } = parsedBody;
    const elements = parseError === undefined ? (Array.isArray(parsed) ? parsed : [parsed]) : [undefined];
    for (const element of elements) this.log(req, body, path, element);
    const methods = entry.methods;

    const faults = this.state.faults.forHttp(methods);
    if (faults.latencyMs > 0) await this.delay(faults.latencyMs, req);
    if (this.closed || req.socket.destroyed) return;

    const terminal = faults.terminal;
    if (terminal?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (terminal?.kind === 'http500') {
      res.writeHead(500, { 'Content-Length': 0 });
      res.end();
      return;
    }
    if (terminal?.kind === 'html') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(HTML_BODY) });
      res.end(HTML_BODY);
      return;
    }
    if (terminal?.kind === 'oversized') {
      const first = elements[0];
      const id = typeof first === 'object' && first !== null ? (first as { id?: unknown }).id : null;
      await streamOversized(res, id, terminal.oversizedBytes);
      return;
    }

    if (tooLarge && profile.node === 'csharp') {
      // Kestrel refuses the body before RpcServer runs: 413, nothing else.
      res.writeHead(413, { 'Content-Length': 0 });
      res.end();
      return;
    }
    if (Array.isArray(parsed) && this.noBatch !== false) return this.refuseBatch(res, this.noBatch);

    const walkedBefore = this.state.storageEntriesWalked;
    let answer: Answer;
    if (parseError !== undefined) {
      // neo-go wraps what its JSON decoder said (Go's words: a body cut short is "unexpected EOF").
      const goError = /Unexpected end of JSON input/.test(parseError) ? 'unexpected EOF' : parseError;
      const error = profile.errors.parse(profile.node === 'neo-go' ? `error parsing JSON payload: ${goError}` : parseError);
      answer = { status: profile.httpStatusFor(error), body: { jsonrpc: '2.0', id: null, error } };
    } else if (Array.isArray(parsed)) {
      if (profile.maxBatchSize !== undefined && parsed.length > profile.maxBatchSize + 1) {
        // neo-go compares the count decoded so far before decoding each element: the 102nd fails.
        const error = profile.errors.parse(`the number of requests in batch shouldn't exceed ${profile.maxBatchSize}`);
        answer = { status: profile.httpStatusFor(error), body: { jsonrpc: '2.0', id: null, error } };
      } else if (parsed.length === 0) {
        const error = profile.node === 'neo-go' ? profile.errors.parse('empty request') : profile.errors.invalidRequest();
        answer = { status: profile.httpStatusFor(error), body: { jsonrpc: '2.0', id: null, error } };
      } else {
        const responses = parsed.map((element) => this.respond(handleCall(this.state, element)))
          .filter((r): r is ResponseObject => r !== undefined);
        answer = { status: 200, body: responses.length > 0 || profile.node === 'neo-go' ? responses : undefined };
      }
    } else {
      answer = this.answerSingle(parsed);
    }
    await this.walkTime(walkedBefore, req);
    if (this.closed || req.socket.destroyed) return;
    return this.send(req, res, answer, terminal?.kind === 'malformedJson');
  }

  /**
   * The time the node spent walking storage for this request (`walkCostNs` per entry its findstorage
   * calls walked), waited rather than computed: requests in flight together overlap, as on a node
   * with cores to spare.
   */
  private async walkTime(walkedBefore: number, req: IncomingMessage): Promise<void> {
    if (this.walkCostNs === 0) return;
    this.walkDebtMs += (this.state.storageEntriesWalked - walkedBefore) * this.walkCostNs / 1e6;
    const wait = Math.floor(this.walkDebtMs);
    if (wait < 1) return;
    this.walkDebtMs -= wait;
    await this.delay(wait, req);
  }

  /** A proxy without batch support: one JSON-RPC error object at HTTP 200, or a bare HTTP error status. */
  private refuseBatch(res: ServerResponse, mode: true | number): void {
    if (mode === true) {
      const text = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request', data: NO_BATCH_TEXT } });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    res.writeHead(mode, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(NO_BATCH_TEXT) });
    res.end(NO_BATCH_TEXT);
  }

  private answerSingle(request: unknown): Answer {
    const response = this.respond(handleCall(this.state, request));
    if (!response) return { status: 200, body: undefined };
    return { status: 'error' in response ? this.state.profile.httpStatusFor(response.error) : 200, body: response };
  }

  /** The response object for one call, with per-call faults applied; undefined for a notification. */
  private respond(outcome: CallOutcome): ResponseObject | undefined {
    if (outcome.kind === 'none') return undefined;
    const faults = this.state.faults.forCall(outcome.method);
    const id = faults.wrongId ? wrongIdFor(outcome.id) : outcome.id;
    if (faults.rpcError) return { jsonrpc: '2.0', id, error: faults.rpcError };
    if (outcome.kind === 'error') return { jsonrpc: '2.0', id, error: outcome.error };
    return { jsonrpc: '2.0', id, result: outcome.result };
  }

  private send(req: IncomingMessage, res: ServerResponse, answer: Answer, malformed: boolean): void {
    const profile: Profile = this.state.profile;
    if (answer.body === undefined) {
      res.writeHead(answer.status, { 'Content-Length': 0 });
      res.end();
      return;
    }
    let text = JSON.stringify(answer.body);
    if (profile.trailingNewline) text += '\n';
    if (malformed) text = truncateJson(text);
    const headers: Record<string, string | number> = { 'Content-Type': profile.contentType };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let payload: Buffer = Buffer.from(text, 'utf8');
    if (profile.gzip && !malformed && /\bgzip\b/i.test(accepts)) {
      payload = gzipSync(payload, { level: 1 });
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(answer.status, headers);
    res.end(payload);
  }
}

interface ParsedBody {
  value?: unknown;
  /** Why the body is not JSON (or is too large to be read). */
  error?: string;
}

function parseBody(body: string, tooLarge: boolean): ParsedBody {
  if (tooLarge) return { error: 'http: request body too large' };
  try {
    return { value: JSON.parse(body) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function methodOf(element: unknown): string {
  return typeof element === 'object' && element !== null && typeof (element as { method?: unknown }).method === 'string'
    ? (element as { method: string }).method : '';
}

/** Starts a devnet; resolves once it listens. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  // Idle connections stay open a minute, as real nodes keep them (Kestrel: 130 s). With Node's 5 s, a
  // client kept busy past it (a loaded machine, a mutation run) sent its next request on a connection
  // the devnet was closing, and failed with ECONNRESET.
  const server = createServer({ keepAliveTimeout: 60_000 });
  const devnet = new DevnetServer(server, options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('devnet: could not determine the listening address');
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  devnet.setUrl(`http://${shownHost}:${address.port}/`);
  return devnet;
}
