/**
 * Injected faults: which requests they hit (`method`, `times`) and the bodies they produce.
 *
 * - HTTP level, one per HTTP request: 'latency' (a delay, then the normal answer or another fault),
 *   then at most one of 'drop', 'http500', 'html', 'malformedJson', 'oversized'.
 * - Per JSON-RPC call (each batch element alone): 'rpcError' (the call answers this error object),
 *   'wrongId' (the answer carries a different id).
 * - 'expireSession': a session dies once it has served `afterPages` traverseiterator pages (-107 next).
 * - 'forgetIterator': likewise, but the session lives on and only its iterator is gone (-108 next),
 *   as when a node restarts a traversal's state while the session is still registered.
 * - 'sessionsDisabled': likewise, but the page is answered -601 (sessions disabled) as by another node
 *   with sessions off behind a load balancer; the session lives on where it was opened.
 * - 'registerName', 'transferName', 'newBlock': a block is persisted between two findstorage pages
 *   (a name is registered; an owner's first name, or `name`, goes to another owner; nothing of the
 *   NNS contract changes), `afterPages` pages after the fault was set or last fired, `times` times
 *   (default once). Changes due after the same page land in one block. With `method`
 *   'invokefunction', the calls counted are the contract's answers instead of pages: the block lands
 *   right after an answer, before the client's next read of storage.
 * For a batch, a fault with `method` matches when any element has that method.
 */
import type { ServerResponse } from 'node:http';
import { DEFAULT_LATENCY_MS, DEFAULT_OVERSIZED_BYTES } from './constants';
import type { RpcErrorObject } from './personalities';
import type { FaultKind, FaultSpec } from './types';

const KINDS: readonly FaultKind[] = [
  'latency', 'http500', 'html', 'malformedJson', 'wrongId', 'rpcError', 'drop', 'oversized', 'expireSession', 'forgetIterator',
  'sessionsDisabled', 'registerName', 'transferName', 'newBlock',
];
const STORAGE_CHANGES: ReadonlySet<FaultKind> = new Set(['registerName', 'transferName', 'newBlock']);
/** The calls after which storage changes may fire (FaultSpec.method; findstorage by default). */
const STORAGE_CHANGE_METHODS: readonly string[] = ['findstorage', 'invokefunction'];
const TERMINAL: ReadonlySet<FaultKind> = new Set(['drop', 'http500', 'html', 'malformedJson', 'oversized']);

interface ActiveFault {
  readonly spec: FaultSpec;
  remaining: number;
  /** Storage changes: findstorage pages since it was set or last fired. */
  pages: number;
}

export interface HttpFaults {
  latencyMs: number;
  terminal?: FaultSpec;
}

export interface CallFaults {
  wrongId: boolean;
  rpcError?: RpcErrorObject;
}

export function validateFaults(faults: readonly FaultSpec[]): void {
  faults.forEach((f, i) => {
    if (!KINDS.includes(f.kind)) throw new Error(`devnet: fault ${i} has unknown kind ${JSON.stringify(f.kind)}`);
    if (f.times !== undefined && !(Number.isInteger(f.times) && f.times >= 0)) throw new Error(`devnet: fault ${i}: times must be an integer ≥ 0`);
    if (f.latencyMs !== undefined && !(f.latencyMs >= 0)) throw new Error(`devnet: fault ${i}: latencyMs must be ≥ 0`);
    if (f.afterPages !== undefined && !(Number.isInteger(f.afterPages) && f.afterPages >= 0)) throw new Error(`devnet: fault ${i}: afterPages must be an integer ≥ 0`);
    if (f.oversizedBytes !== undefined && !(Number.isInteger(f.oversizedBytes) && f.oversizedBytes > 0)) throw new Error(`devnet: fault ${i}: oversizedBytes must be a positive integer`);
    if (f.kind === 'registerName' && !f.record) throw new Error(`devnet: fault ${i}: registerName needs a record`);
    if (f.kind === 'transferName' && !f.from) throw new Error(`devnet: fault ${i}: transferName needs from (the owner)`);
    if (STORAGE_CHANGES.has(f.kind) && f.method !== undefined && !STORAGE_CHANGE_METHODS.includes(f.method)) {
      throw new Error(`devnet: fault ${i}: ${f.kind} counts calls of ${STORAGE_CHANGE_METHODS.join(' or ')}, not ${f.method}`);
    }
  });
}

export class FaultController {
  private active: ActiveFault[] = [];

  set(faults: readonly FaultSpec[]): void {
    validateFaults(faults);
    this.active = faults.map((spec) => ({
      spec: { ...spec },
      remaining: spec.times ?? (STORAGE_CHANGES.has(spec.kind) ? 1 : Number.POSITIVE_INFINITY),
      pages: 0,
    }));
  }

  /** Finds the first live fault of these kinds matching `methods`, and uses one of its firings. */
  private take(kinds: (kind: FaultKind) => boolean, methods: readonly string[]): FaultSpec | undefined {
    const hit = this.active.find((f) => f.remaining > 0 && kinds(f.spec.kind)
      && (f.spec.method === undefined || methods.includes(f.spec.method)));
    if (!hit) return undefined;
    hit.remaining--;
    return hit.spec;
  }

  forHttp(methods: readonly string[]): HttpFaults {
    const latency = this.take((k) => k === 'latency', methods);
    const terminal = this.take((k) => TERMINAL.has(k), methods);
    return { latencyMs: latency ? latency.latencyMs ?? DEFAULT_LATENCY_MS : 0, ...(terminal ? { terminal } : {}) };
  }

  forCall(method: string): CallFaults {
    const wrongId = this.take((k) => k === 'wrongId', [method]) !== undefined;
    const error = this.take((k) => k === 'rpcError', [method]);
    const faults: CallFaults = { wrongId };
    if (error) faults.rpcError = error.rpcError ? { ...error.rpcError } : { code: -32603, message: 'Internal error' };
    return faults;
  }

  /** Whether a session that has served `pages` traverseiterator pages dies now (uses a firing if so). */
  expireSession(pages: number): boolean {
    return this.afterPages('expireSession', pages);
  }

  /** Whether a page of a session that has served `pages` pages reaches a node with sessions off (uses a firing if so). */
  sessionsDisabled(pages: number): boolean {
    return this.afterPages('sessionsDisabled', pages);
  }

  /** Whether a session that has served `pages` pages forgets its iterators now (uses a firing if so). */
  forgetIterator(pages: number): boolean {
    return this.afterPages('forgetIterator', pages);
  }

  /** A call of `method` (findstorage, invokefunction) was answered: the storage changes that fire now (each uses a firing). */
  storageChangesDue(method: string): FaultSpec[] {
    const due: FaultSpec[] = [];
    for (const fault of this.active) {
      if (fault.remaining <= 0 || !STORAGE_CHANGES.has(fault.spec.kind)) continue;
      if ((fault.spec.method ?? 'findstorage') !== method) continue;
      fault.pages++;
      if (fault.pages < (fault.spec.afterPages ?? 1)) continue;
      fault.pages = 0;
      fault.remaining--;
      due.push(fault.spec);
    }
    return due;
  }

  private afterPages(kind: 'expireSession' | 'forgetIterator' | 'sessionsDisabled', pages: number): boolean {
    const hit = this.active.find((f) => f.remaining > 0 && f.spec.kind === kind && pages >= (f.spec.afterPages ?? 0));
    if (!hit) return false;
    hit.remaining--;
    return true;
  }
}

/** A different id of the same JSON type. */
export function wrongIdFor(id: unknown): unknown {
  if (typeof id === 'number') return id + 1;
  if (typeof id === 'string') return `${id}-wrong`;
  return 424242;
}

/** What a reverse proxy in front of a node answers when the node is down. */
export const HTML_BODY = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n'
  + '<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The first half of a JSON body: never valid JSON (the closing brace is gone). */
export function truncateJson(body: string): string {
  return body.slice(0, Math.max(1, Math.floor(body.length / 2)));
}

/**
 * Streams a JSON-RPC answer of exactly `size` bytes (when size allows): a plausible invoke result
 * whose expanded iterator never ends, written chunk by chunk with backpressure, never held in memory.
 */
export async function streamOversized(res: ServerResponse, id: unknown, size = DEFAULT_OVERSIZED_BYTES): Promise<void> {
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id ?? null)},"result":{"script":"","state":"HALT","gasconsumed":"0",`
    + '"exception":null,"notifications":[],"stack":[{"type":"InteropInterface","iterator":[';
  const tail = '],"truncated":true}]}}';
  const element = '{"type":"ByteString","value":"b3ZlcnNpemVkLm5lbw=="}';
  res.writeHead(200, { 'Content-Type': 'application/json' });
  let remaining = Math.max(0, size - head.length - tail.length);
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  let open = true;
  void closed.then(() => { open = false; });
  const write = async (chunk: string): Promise<void> => {
    if (!open) return;
    if (!res.write(chunk)) await Promise.race([new Promise<void>((resolve) => res.once('drain', resolve)), closed]);
  };
  await write(head);
  const perChunk = 1024;
  const block = `${element}${`,${element}`.repeat(perChunk - 1)}`;
  const blockMore = `,${element}`.repeat(perChunk);
  let first = true;
  while (open && remaining > 0) {
    const candidate = first ? block : blockMore;
    if (candidate.length <= remaining) {
      await write(candidate);
      remaining -= candidate.length;
      first = false;
      continue;
    }
    // The rest: whole elements, then JSON whitespace to land exactly on `size`.
    let rest = '';
    for (let leading = first; ; leading = false) {
      const piece = leading ? element : `,${element}`;
      if (rest.length + piece.length > remaining) break;
      rest += piece;
    }
    rest += ' '.repeat(remaining - rest.length);
    await write(rest);
    remaining = 0;
  }
  if (open) res.end(tail);
}
