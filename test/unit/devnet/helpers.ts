/** Shared helpers for the devnet's own tests. */
import { request as httpRequest } from 'node:http';
import { ripemd160 } from '@noble/hashes/legacy.js';
import type { DomainRecord } from '../../devnet/index';

export const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
export const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
export const OTHER_OWNER = '0x2222222222222222222222222222222222222222';
export const ZERO_HASH = '0x0000000000000000000000000000000000000000';

/** Protocol notes §3 test vectors (MainNet NNS hash, max = 100). */
export const TOKENS_VECTOR = '0064c21f0c06746f6b656e730c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52c24b419c08ed9c26144a124d41f354bf1dcf4aca134db8240422e84646';
export const TOKENS_OF_VECTOR = '00640c140df06de9ec90c77f0f7769c46ea53199f5a68b1111c01f0c08746f6b656e734f660c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52c24b419c08ed9c26144a124d41f354bf1dcf4aca134db8240422e84646';

export function hexToBase64(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64');
}

export function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Names sorted the way the contract yields them: by RIPEMD-160 of the bytes. */
export function storageOrder(names: readonly string[]): string[] {
  const keyed = names.map((name) => ({ name, key: Buffer.from(ripemd160(Buffer.from(name, 'utf8'))).toString('hex') }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((k) => k.name);
}

/** `count` names owned by OWNER and OTHER_OWNER alternately: name-0.neo, name-1.neo, … */
export function simpleNames(count: number, owners: readonly string[] = [OWNER, OTHER_OWNER]): DomainRecord[] {
  return Array.from({ length: count }, (_, i) => ({ name: `name-${i}.neo`, owner: owners[i % owners.length]! }));
}

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export interface Envelope<T = unknown> {
  jsonrpc: string;
  id: unknown;
  result?: T;
  error?: RpcError;
}

export interface ItemJson {
  type: string;
  value?: string | boolean | ItemJson[];
  interface?: string;
  id?: string;
  iterator?: { type: string; value: string }[];
  truncated?: boolean;
}

export interface InvokeResult {
  script: string;
  state: 'HALT' | 'FAULT';
  gasconsumed: string;
  exception: string | null;
  notifications: unknown[];
  stack: ItemJson[];
  session?: string;
  diagnostics?: unknown;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (undefined when it is not JSON). */
  body: T;
}

let nextId = 1;

/** POSTs a body (JSON-encoded unless `raw`) and returns status, headers, text and parsed JSON. */
export async function post<T = unknown>(url: string, body: unknown, raw = false): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? String(body) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

export async function rpc<T = unknown>(url: string, method: string, params: unknown[], id: unknown = nextId++): Promise<Answer<Envelope<T>>> {
  return post<Envelope<T>>(url, { jsonrpc: '2.0', id, method, params });
}

/** invokefunction / invokescript result, asserting there is one. */
export async function invoke(url: string, method: 'invokefunction' | 'invokescript', params: unknown[]): Promise<InvokeResult> {
  const answer = await rpc<InvokeResult>(url, method, params);
  if (!answer.body.result) throw new Error(`no result: ${answer.text}`);
  return answer.body.result;
}

export function tokens(url: string, hash = NNS): Promise<InvokeResult> {
  return invoke(url, 'invokefunction', [hash, 'tokens', [], []]);
}

export function tokensOf(url: string, owner: string, hash = NNS): Promise<InvokeResult> {
  return invoke(url, 'invokefunction', [hash, 'tokensOf', [{ type: 'Hash160', value: owner }]]);
}

export function script(url: string, hex: string): Promise<InvokeResult> {
  return invoke(url, 'invokescript', [hexToBase64(hex)]);
}

/** Names of an Array stack item. */
export function arrayNames(item: ItemJson | undefined): string[] {
  if (!item || item.type !== 'Array' || !Array.isArray(item.value)) throw new Error(`not an Array: ${JSON.stringify(item)}`);
  return item.value.map((v) => Buffer.from(String(v.value), 'base64').toString('utf8'));
}

/** A raw HTTP exchange with node:http (no automatic decompression). */
export function rawRequest(url: string, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const target = new URL(options.path ?? '/', url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method: options.method ?? 'POST', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export function decodeItems(items: readonly { type: string; value: string }[]): string[] {
  return items.map((item) => Buffer.from(item.value, 'base64').toString('utf8'));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
