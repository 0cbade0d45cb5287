/** Every failure of the core is an NnsError with one of these codes. */
export type NnsErrorCode =
  | 'INVALID_INPUT'
  | 'NETWORK'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'HTTP'
  | 'RPC'
  | 'FAULT'
  | 'INVALID_RESPONSE';

/** Why no connection was made: the node's port refused it, its host name has no address, or no route reaches it. */
export type NotSentReason = 'connectionRefused' | 'hostNotFound' | 'unreachable';

/** A web page the node's URL answered with (a server's welcome page, a proxy's error page): see webPage.ts. */
export interface WebPage {
  /** The text of its <title>, as a short single line (untrusted: the page is anyone's). */
  readonly title?: string;
}

export interface NnsErrorDetails {
  /** INVALID_INPUT: the field that was wrong (`rpcUrl`, `contractHash`, `owner`). */
  field?: string;
  /** HTTP: the status code. */
  httpStatus?: number;
  /** RPC: the JSON-RPC error code, message and data as the node sent them. */
  rpcCode?: number;
  rpcMessage?: string;
  rpcData?: unknown;
  /** FAULT: the node's `exception` text. */
  exception?: string;
  /** INVALID_RESPONSE: a short excerpt of what came instead. */
  excerpt?: string;
  /** INVALID_RESPONSE or HTTP: what came was a web page (HTML), not JSON-RPC; what it says of itself. */
  webPage?: WebPage;
  /** The JSON-RPC method of the request that failed. */
  method?: string;
  /** NETWORK: no connection was made, so the request never left: why. */
  notSent?: NotSentReason;
  cause?: unknown;
}

export class NnsError extends Error {
  readonly code: NnsErrorCode;
  readonly field?: string;
  readonly httpStatus?: number;
  readonly rpcCode?: number;
  readonly rpcMessage?: string;
  readonly rpcData?: unknown;
  readonly exception?: string;
  readonly excerpt?: string;
  readonly webPage?: WebPage;
  readonly method?: string;
  readonly notSent?: NotSentReason;

  constructor(code: NnsErrorCode, message: string, details: NnsErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'NnsError';
    this.code = code;
    this.field = details.field;
    this.httpStatus = details.httpStatus;
    this.rpcCode = details.rpcCode;
    this.rpcMessage = details.rpcMessage;
    this.rpcData = details.rpcData;
    this.exception = details.exception;
    this.excerpt = details.excerpt;
    this.webPage = details.webPage;
    this.method = details.method;
    this.notSent = details.notSent;
  }
}

export function isNnsError(value: unknown, code?: NnsErrorCode): value is NnsError {
  return value instanceof NnsError && (code === undefined || value.code === code);
}

/** A short, single-line excerpt of untrusted text for error messages. */
export function excerptOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Containers deeper than this are shown as `[…]` / `{…}` in an excerpt. */
const EXCERPT_DEPTH = 16;

/**
 * A short excerpt of a value from the node, as JSON, however large or deeply nested: only what the
 * excerpt shows is written (JSON.stringify of 100,000 nested arrays throws a RangeError, and of a
 * 64 MiB answer costs its whole size). Text is written as the excerpt shows it, each run of white
 * space one space, so that what is counted is what is shown: a value padded with spaces still fills
 * the excerpt and ends with its ellipsis, never looking whole when it is not.
 */
export function excerptOfValue(value: unknown, max = 120): string {
  const out = { text: '' };
  writeExcerpt(value, 0, out, max);
  return excerptOf(out.text, max);
}

function writeExcerpt(value: unknown, depth: number, out: { text: string }, max: number): void {
  if (out.text.length > max) return;
  if (Array.isArray(value)) {
    if (depth >= EXCERPT_DEPTH) {
      out.text += '[…]';
      return;
    }
    out.text += '[';
    for (let i = 0; i < value.length && out.text.length <= max; i++) {
      if (i > 0) out.text += ',';
      writeExcerpt(value[i], depth + 1, out, max);
    }
    out.text += ']';
  } else if (value !== null && typeof value === 'object') {
    if (depth >= EXCERPT_DEPTH) {
      out.text += '{…}';
      return;
    }
    out.text += '{';
    let first = true;
    for (const key in value) {
      if (out.text.length > max) break;
      if (!first) out.text += ',';
      first = false;
      writeText(out, `${JSON.stringify(headOf(key, max))}:`);
      writeExcerpt((value as Record<string, unknown>)[key], depth + 1, out, max);
    }
    out.text += '}';
  } else if (typeof value === 'string') {
    writeText(out, JSON.stringify(headOf(value, max)));
  } else {
    out.text += value === undefined ? 'undefined' : String(JSON.stringify(value));
  }
}

/** Appends JSON text (a string or a key: quoted, so no run crosses two pieces) with each run of white space one space, as excerptOf shows it. */
function writeText(out: { text: string }, json: string): void {
  out.text += json.replace(/\s+/g, ' ');
}

/** The start of `text` that shows more than `max` characters once each run of white space is one space (or all of it). */
function headOf(text: string, max: number): string {
  const space = /\s+/y;
  let shown = 0;
  let end = 0;
  while (end < text.length && shown <= max) {
    space.lastIndex = end;
    end = space.test(text) ? space.lastIndex : end + 1;
    shown++;
  }
  return text.slice(0, end);
}
