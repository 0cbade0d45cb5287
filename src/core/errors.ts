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
  /** The JSON-RPC method of the request that failed. */
  method?: string;
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
  readonly method?: string;

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
    this.method = details.method;
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
