// The devnet kept honest: the same JSON-RPC calls (every method and error case the extension uses)
// go to the real neo-go node and to a devnet holding the same names, owners, records and contract
// hash, in the personality and contract flavour that claim to imitate it. Their answers must have the
// same shape: HTTP status, fields present or absent, JSON types, stack item types, error codes,
// messages and data, FAULT texts (without neo-go's "at instruction N (OP)", which depends on the
// compiled contract); where both hold the same bytes (storage keys, counts, `next`), the same values.
import assert from 'node:assert/strict';
import { startDevnet, buildUnwrapScript, type Devnet, type DevnetOptions, type DomainRecord, type Personality } from '../devnet';
import { rawRpc, realNode } from './support/realNode';

const node = realNode();
const settings = node.configuration.settings;

/** The devnet personality that imitates this configuration of neo-go 0.122. */
function personalityFor(): Personality {
  if (settings.expansion) return 'neo-go-expansion';
  return settings.sessions ? 'neo-go-sessions' : 'neo-go-nosession';
}

function devnetNames(): DomainRecord[] {
  const hashOf = new Map(node.seed.owners.map((o) => [o.address, o.scriptHash]));
  const admins = new Map(node.seed.admins.map((a) => [a.name, hashOf.get(a.owner) ?? null]));
  return [...node.names()].map(([name, owner]) => ({
    name,
    owner: hashOf.get(owner)!,
    admin: admins.get(name) ?? null,
    records: node.seed.records
      .filter((r) => r.name === name || r.name.endsWith(`.${name}`))
      .map((r) => ({ type: r.type, data: r.data, ...(r.name === name ? {} : { name: r.name }) })),
  }));
}

/** A value's shape: JSON types, sorted keys, and the values that must agree exactly. */
function shape(value: unknown, key = ''): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, shape(v, k)]));
  }
  if (EXACT.has(key)) return key === 'exception' && typeof value === 'string' ? value.replace(/^at instruction \d+ \(\w+\): /, '') : value;
  return typeof value;
}
const EXACT = new Set(['type', 'state', 'code', 'message', 'data', 'exception', 'truncated', 'jsonrpc', 'sessionenabled', 'sessionexpansionenabled', 'maxiteratorresultitems', 'addressversion']);

interface Call {
  readonly label: string;
  /** A JSON-RPC body to post, or the steps that make the answer (for calls that need a live session). */
  readonly body: unknown;
  readonly steps?: (url: string) => Promise<unknown>;
}

const H = node.seed.contractHash;
const owner = node.seed.owners[0]!.scriptHash;
const held = node.seed.names[5]!.name;
const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
const str = (value: string) => ({ type: 'String', value });
const int = (value: number) => ({ type: 'Integer', value: String(value) });
let nextId = 1;
const request = (method: string, params: unknown[]) => ({ jsonrpc: '2.0', id: nextId++, method, params });
const invoke = (method: string, params: unknown[] = []) => request('invokefunction', [H, method, params]);
const UNKNOWN = '7cf2a0b0-61a8-4d25-a6e8-8c6bb2a6c0a1';
const NO_CONTRACT = `0x${'12'.repeat(20)}`;

/** A session's iterator from `tokens`, for the session calls (undefined where sessions are off). */
async function tokensSession(url: string): Promise<{ session: string; id: string } | undefined> {
  const { json } = await rawRpc(url, invoke('tokens'));
  const result = (json as { result?: { session?: string; stack?: { id?: string }[] } }).result;
  const id = result?.stack?.[0]?.id;
  return result?.session && id ? { session: result.session, id } : undefined;
}

const CALLS: Call[] = [
  { label: 'getversion', body: request('getversion', []) },
  { label: 'tokens', body: invoke('tokens') },
  { label: 'tokensOf', body: invoke('tokensOf', [{ type: 'Hash160', value: owner }]) },
  { label: 'tokensOf of a bad owner (FAULT)', body: invoke('tokensOf', [{ type: 'ByteArray', value: b64('0102') }]) },
  { label: 'balanceOf', body: invoke('balanceOf', [{ type: 'Hash160', value: owner }]) },
  { label: 'totalSupply', body: invoke('totalSupply') },
  { label: 'properties', body: invoke('properties', [str(held)]) },
  { label: 'properties of a name with an admin', body: invoke('properties', [str(node.seed.admins[0]!.name)]) },
  { label: 'properties of a name nobody holds (FAULT)', body: invoke('properties', [str('nobodyhasthis.neo')]) },
  { label: 'ownerOf', body: invoke('ownerOf', [str(held)]) },
  { label: 'ownerOf of a name nobody holds (FAULT)', body: invoke('ownerOf', [str('nobodyhasthis.neo')]) },
  { label: 'roots', body: invoke('roots') },
  { label: 'isAvailable of a free name', body: invoke('isAvailable', [str('nobodyhasthis.neo')]) },
  { label: 'isAvailable of a held name', body: invoke('isAvailable', [str(held)]) },
  { label: 'isAvailable of a bad name (FAULT)', body: invoke('isAvailable', [str('-bad-.neo')]) },
  { label: 'isAvailable under no root (FAULT)', body: invoke('isAvailable', [str('abc.zzz')]) },
  { label: 'resolve A', body: invoke('resolve', [str(node.seed.resolve.name), int(1)]) },
  { label: 'resolve through a CNAME chain', body: invoke('resolve', [str(node.seed.resolve.chain), int(1)]) },
  { label: 'resolve, too many redirections (FAULT)', body: invoke('resolve', [str(node.seed.resolve.far), int(1)]) },
  { label: 'resolve of a type with no record', body: invoke('resolve', [str(node.seed.resolve.name), int(5)]) },
  { label: 'getRecord', body: invoke('getRecord', [str(node.seed.resolve.name), int(1)]) },
  { label: 'getRecord of a type with no record', body: invoke('getRecord', [str(node.seed.resolve.name), int(5)]) },
  { label: 'getAllRecords', body: invoke('getAllRecords', [str(node.seed.resolve.name)]) },
  { label: 'an unknown method of the contract (FAULT)', body: invoke('nosuchmethod') },
  { label: 'a contract that does not exist (FAULT)', body: request('invokefunction', [NO_CONTRACT, 'tokens', []]) },
  { label: 'invokefunction with a bad hash', body: request('invokefunction', ['0x12', 'tokens', []]) },
  { label: 'invokescript: the unwrap script of tokens, 100 names', body: request('invokescript', [Buffer.from(buildUnwrapScript(H, 'tokens', [], 100)).toString('base64')]) },
  { label: 'invokescript: Runtime.GetTime', body: request('invokescript', [b64('41b7c38803')]) },
  { label: 'invokescript that is not base64', body: request('invokescript', ['%%%']) },
  { label: 'traverseiterator of an unknown session', body: request('traverseiterator', [UNKNOWN, UNKNOWN, 10]) },
  { label: 'terminatesession of an unknown session', body: request('terminatesession', [UNKNOWN]) },
  {
    label: 'traverseiterator of a live session, one page',
    body: undefined,
    steps: async (url: string) => {
      const it = await tokensSession(url);
      return it ? rawRpc(url, request('traverseiterator', [it.session, it.id, 10])) : { skipped: 'no session' };
    },
  },
  {
    label: 'traverseiterator of a live session, an unknown iterator',
    body: undefined,
    steps: async (url: string) => {
      const it = await tokensSession(url);
      return it ? rawRpc(url, request('traverseiterator', [it.session, UNKNOWN, 10])) : { skipped: 'no session' };
    },
  },
  {
    label: 'traverseiterator asking more than MaxIteratorResultItems',
    body: undefined,
    steps: async (url: string) => {
      const it = await tokensSession(url);
      return it ? rawRpc(url, request('traverseiterator', [it.session, it.id, node.pageSize + 1])) : { skipped: 'no session' };
    },
  },
  {
    label: 'terminatesession of a live session',
    body: undefined,
    steps: async (url: string) => {
      const it = await tokensSession(url);
      return it ? rawRpc(url, request('terminatesession', [it.session])) : { skipped: 'no session' };
    },
  },
  { label: 'getblockcount', body: request('getblockcount', []) },
  { label: 'getblockheader: block 1, verbose', body: request('getblockheader', [1, true]) },
  { label: 'getstorage: the total supply', body: request('getstorage', [H, b64('00')]) },
  { label: 'getstorage: a missing key', body: request('getstorage', [H, b64('ff00')]) },
  { label: 'getstorage: an unknown contract', body: request('getstorage', [NO_CONTRACT, b64('00')]) },
  { label: 'findstorage: names, first page', body: request('findstorage', [H, b64('21'), 0]) },
  { label: 'findstorage: names, a later page', body: request('findstorage', [H, b64('21'), 4321]) },
  { label: 'findstorage: past the end', body: request('findstorage', [H, b64('21'), 100_000]) },
  { label: 'findstorage: a prefix with nothing', body: request('findstorage', [H, b64('77'), 0]) },
  { label: 'findstorage: an unknown contract', body: request('findstorage', [NO_CONTRACT, b64('21'), 0]) },
  { label: 'an unknown RPC method', body: request('nosuchmethod', []) },
  { label: 'a batch of 101 calls (neo-go lets the 101st through)', body: Array.from({ length: 101 }, () => request('getversion', [])) },
  { label: 'a batch of 102 calls', body: Array.from({ length: 102 }, () => request('getversion', [])) },
  { label: 'a body over 1 MiB', body: request('getversion', ['x'.repeat(1_100_000)]) },
  { label: 'not JSON', body: undefined, steps: async (url: string) => rawText(url, '{"jsonrpc":') },
];

async function rawText(url: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: `not JSON: ${text.slice(0, 80)}` };
  }
}

async function answer(call: Call, url: string): Promise<unknown> {
  return call.steps ? call.steps(url) : rawRpc(url, call.body);
}

/** Values both must hold byte for byte: the storage's keys and counts, the page's `next`. */
function exactValues(label: string, json: unknown): unknown {
  const result = (json as { result?: unknown } | undefined)?.result;
  if (label.startsWith('findstorage') && result && typeof result === 'object') {
    const page = result as { results?: { key: string }[]; next?: number; truncated?: boolean };
    return { keys: (page.results ?? []).map((r) => r.key), next: page.next, truncated: page.truncated };
  }
  if (label.startsWith('getstorage')) return result;
  // How many records a name has (a subdomain's are not among them on neo-go's contract).
  if (label === 'getAllRecords') return ((result as { stack?: { iterator?: unknown[] }[] } | undefined)?.stack?.[0]?.iterator ?? []).length;
  if (label === 'totalSupply' || label === 'balanceOf') return (result as { stack?: unknown } | undefined)?.stack;
  return undefined;
}

describe(`differential: the devnet answers like neo-go v0.122.0 (${node.configuration.name})`, function () {
  this.timeout(120_000);
  let devnet: Devnet;

  before(async function () {
    // Every call that returns an iterator opens a session: a pool of a few is full within the first
    // calls, which is the conformance suite's subject there, not a difference of shape.
    if (settings.sessionPoolSize !== undefined && settings.sessionPoolSize < 20) this.skip();
    const options: DevnetOptions = {
      names: devnetNames(),
      personality: personalityFor(),
      nnsContract: 'neo-go',
      contractHash: H,
      maxIteratorResultItems: node.pageSize,
      findStoragePageSize: node.storagePageSize,
      // The real chain's clock: names were registered for a year from now.
      blockTime: Date.now(),
    };
    devnet = await startDevnet(options);
  });
  after(async () => devnet?.close());

  for (const call of CALLS) {
    it(call.label, async () => {
      const real = await answer(call, node.rpcUrl);
      const imitation = await answer(call, devnet.url);
      const realShape = shape(real);
      const devnetShape = shape(imitation);
      assert.deepEqual(devnetShape, realShape, `the devnet's answer differs from neo-go's:\n  neo-go: ${JSON.stringify(realShape)}\n  devnet: ${JSON.stringify(devnetShape)}`);
      const json = (real as { json?: unknown }).json;
      const realValues = exactValues(call.label, json);
      if (realValues !== undefined) assert.deepEqual(exactValues(call.label, (imitation as { json?: unknown }).json), realValues, 'the same bytes');
    });
  }
});
