import assert from 'node:assert/strict';
import { listTokens, listTokensOf, NnsError, NodeKnowledge, type DomainList, type NodeConfig } from '../../../../src/core';
import { isResourceLimitFault } from '../../../../src/core/listing/listing';
import { generateNames, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../../devnet';
import { halt, startFixtureServer } from '../fixtureServer';
import { unwrapCall } from '../../../../src/core/listing/unwrap';
import { storageOrder } from '../storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

function node(devnet: Devnet): NodeConfig {
  return { rpcUrl: devnet.url, contractHash: NNS };
}

/** `large`: over 100 names; `storage` from 1,001 (C# sessions off: the first script returns up to 1,000 whole). */
const PERSONALITIES: { personality: Personality; small: DomainList['strategy']; large: DomainList['strategy'] }[] = [
  { personality: 'neo-go', small: 'expanded', large: 'storage' },
  { personality: 'csharp-legacy', small: 'expanded', large: 'script' },
  { personality: 'sessions', small: 'session', large: 'session' },
  { personality: 'csharp-nosession', small: 'script', large: 'script' },
  { personality: 'neo-go-expansion', small: 'expanded', large: 'session' },
  { personality: 'csharp-nofindstorage', small: 'script', large: 'script' },
];

describe('core/listing/listing against the devnet', function () {
  this.timeout(120_000);
  let devnet: Devnet;

  before(async () => {
    devnet = await startDevnet({ names: [] });
  });
  after(async () => {
    await devnet.close();
  });
  beforeEach(() => {
    devnet.configure({ personality: 'sessions', names: [], faults: [], maxIteratorResultItems: 100 });
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  for (const { personality, small, large } of PERSONALITIES) {
    for (const size of [0, 1, 99, 100, 101, 1000]) {
      const strategy = size <= 100 ? small : large;
      it(`${personality}: lists all ${size} names, complete, via ${strategy}`, async () => {
        const names = generateNames(size, { seed: size + 1 });
        devnet.configure({ personality, names });
        const pages: number[] = [];
        const list = await listTokens(node(devnet), { onPage: (page, soFar) => pages.push(page.length, soFar) });
        assert.deepEqual(list.names, storageOrder(names));
        assert.equal(list.complete, true);
        assert.equal(list.incompleteReason, undefined);
        assert.equal(list.strategy, strategy);
        assert.deepEqual(list.invalidUtf8, []);
        assert.equal(list.requests, devnet.httpRequests.length);
        assert.equal(list.calls, devnet.requests.length);
        assert.ok(list.gasConsumed > 0n);
        if (size > 0) assert.equal(pages.at(-1), size, 'the last page reports the full count');
        // The first request carries invokefunction, getversion (the node is not known yet) and the contract's count.
        assert.deepEqual(devnet.httpRequests[0]?.methods, ['invokefunction', 'getversion', 'invokefunction']);
        if (strategy === 'expanded') assert.equal(list.requests, 1);
        if (strategy === 'session') {
          // invokefunction + getversion, one batch of pages (up to 10,000 names), terminatesession
          assert.equal(list.requests, 3);
          assert.deepEqual(devnet.httpRequests.at(-1)?.methods, ['terminatesession']);
          assert.equal(devnet.openSessions, 0);
        }
        if (strategy === 'script') assert.equal(devnet.requests.filter((r) => r.method === 'invokescript').length, 1);
        if (strategy === 'storage') {
          // invokefunction + getversion; the count and the first page; the rest: 101 names are one part
          // (at most 4 pages), 1,000 names 256 parts in three batches sent together.
          assert.equal(list.requests, size <= 200 ? 3 : 5);
          assert.deepEqual(devnet.httpRequests[1]?.methods, ['getstorage', 'findstorage']);
          assert.equal(devnet.requests.filter((r) => r.method === 'invokescript').length, 0, 'the truncated iterator\'s values are what storage is checked against');
        }
      });
    }
  }

  it('sessions: pages by the node\'s maxiteratorresultitems, and by 100 when getversion does not say', async () => {
    const names = generateNames(250, { seed: 3 });
    devnet.configure({ personality: 'sessions', names, maxIteratorResultItems: 40 });
    const list = await listTokens(node(devnet));
    assert.equal(list.names.length, 250);
    const counts = devnet.requests.filter((r) => r.method === 'traverseiterator').map((r) => (r.params as unknown[])[2]);
    assert.deepEqual(new Set(counts), new Set([40]));
    assert.equal(list.requests, 3, 'one batch of 100 pages of 40 holds them all');

    devnet.configure({ maxIteratorResultItems: 100, getversionRpc: false });
    devnet.clearRequests();
    await listTokens(node(devnet));
    const defaults = devnet.requests.filter((r) => r.method === 'traverseiterator').map((r) => (r.params as unknown[])[2]);
    assert.deepEqual(new Set(defaults), new Set([100]));
    devnet.configure({ getversionRpc: true });
  });

  it('sessions: an expired session restarts the listing once and still returns every name', async () => {
    // The session dies in the second batch of pages, after the first batch's names were reported.
    const names = generateNames(15_000, { seed: 11 });
    devnet.configure({ personality: 'sessions', names });
    devnet.setFaults([{ kind: 'expireSession', afterPages: 120, times: 1 }]);
    let resets = 0;
    const list = await listTokens(node(devnet), { onReset: () => { resets++; } });
    assert.deepEqual(list.names, storageOrder(names));
    assert.equal(list.complete, true);
    assert.equal(resets, 1);
    assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 2);
  });

  it('sessions: a session that expires again is an RPC error, not a partial list', async () => {
    devnet.configure({ personality: 'sessions', names: generateNames(450, { seed: 12 }) });
    devnet.setFaults([{ kind: 'expireSession', afterPages: 1 }]);
    await assert.rejects(listTokens(node(devnet)), (error: Error & { code?: string; rpcCode?: number }) => {
      assert.equal(error.code, 'RPC');
      assert.ok(error.rpcCode === -107 || error.rpcCode === -108, `rpcCode ${error.rpcCode}`);
      return true;
    });
  });

  it('sessions: a failing page still closes the session', async () => {
    devnet.configure({ personality: 'sessions', names: generateNames(500, { seed: 6 }) });
    devnet.setFaults([{ kind: 'http500', method: 'traverseiterator', times: 1 }]);
    await assert.rejects(listTokens(node(devnet)), { code: 'HTTP', httpStatus: 500 });
    assert.equal(devnet.openSessions, 0);
  });

  it('script route: a list beyond the GAS cap is returned as incomplete, saying why and what helps', async () => {
    const names = generateNames(3000, { seed: 9 });
    devnet.configure({ personality: 'csharp-legacy', names });
    const list = await listTokens(node(devnet));
    assert.equal(list.complete, false);
    assert.equal(list.strategy, 'script');
    assert.ok(list.names.length >= 1000 && list.names.length < 3000, `listed ${list.names.length}`);
    assert.deepEqual(list.names, storageOrder(names).slice(0, list.names.length), 'a prefix of the contract order');
    assert.match(list.incompleteReason ?? '', /sessions disabled/);
    assert.match(list.incompleteReason ?? '', new RegExp(list.names.length.toLocaleString('en-US')));
    assert.match(list.incompleteReason ?? '', /sessions enabled lists them all/);
    assert.match(list.incompleteReason ?? '', /does not serve findstorage/);
    assert.equal(list.incomplete?.kind, 'node-limits', 'the node cannot hand out more');
    // The contract's count came in the first request: the list can say of how many it is the first.
    assert.equal(list.contractCount, 3000);
  });

  it('script route: a low GAS cap makes it ask for fewer, and what fits is returned as incomplete', async () => {
    const names = generateNames(300, { seed: 10 });
    devnet.configure({ personality: 'csharp-nofindstorage', names, maxGasInvoke: 2_00000000n });
    const list = await listTokens(node(devnet));
    const scripts = devnet.requests.filter((r) => r.method === 'invokescript');
    assert.ok(scripts.length >= 2, 'retried with a smaller max after the GAS FAULT');
    assert.equal(list.complete, false);
    assert.ok(list.names.length >= 16 && list.names.length < 300, `listed ${list.names.length}`);
    assert.deepEqual(list.names, storageOrder(names).slice(0, list.names.length));
    assert.match(list.incompleteReason ?? '', /sessions disabled/);
    devnet.configure({ maxGasInvoke: 20_00000000n });
  });

  it('script route: a FAULT that is not about limits is an error, not a shorter list', async () => {
    devnet.configure({ personality: 'csharp-nosession', names: generateNames(10) });
    devnet.setFaults([{ kind: 'rpcError', method: 'invokescript', rpcError: { code: -32603, message: 'Internal error' } }]);
    await assert.rejects(listTokens(node(devnet)), { code: 'RPC', rpcCode: -32603 });
  });

  it('keeps names that are not valid UTF-8, marked, so the count matches what the node yielded', async () => {
    const names: DomainRecord[] = [
      { name: 'valid.neo', owner: '0x118ba6f59931a56ec469770f7fc790ece96df00d' },
      { name: Uint8Array.from([0x62, 0xff, 0x2e, 0x6e, 0x65, 0x6f]), owner: '0x118ba6f59931a56ec469770f7fc790ece96df00d' },
    ];
    for (const personality of ['neo-go', 'sessions'] as const) {
      devnet.configure({ personality, names });
      const list = await listTokens(node(devnet));
      assert.equal(list.names.length, 2);
      assert.equal(list.invalidUtf8.length, 1);
      assert.equal(list.names[list.invalidUtf8[0]!], 'b\uFFFD.neo');
    }
  });

  describe('tokensOf', () => {
    const owner = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', hash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
    const table = (): DomainRecord[] => [
      ...generateNames(200, { seed: 4 }),
      ...['mine-1.neo', 'mine-2.neo', 'mine-3.neo'].map((name) => ({ name, owner: owner.hash })),
    ];

    it('lists the names of an owner given as an address or as a script hash in any form', async () => {
      const names = table();
      devnet.configure({ personality: 'sessions', names });
      const expected = storageOrder(names.filter((r) => r.owner === owner.hash));
      for (const input of [owner.address, owner.hash, owner.hash.slice(2).toUpperCase()]) {
        const list = await listTokensOf(node(devnet), input);
        assert.deepEqual(list.names, expected);
        assert.equal(list.complete, true);
      }
    });

    it('sends the request exactly as the seed describes (position 3 omitted), with getversion and balanceOf beside it', async () => {
      devnet.configure({ personality: 'neo-go', names: table() });
      const expected = [NNS, 'tokensOf', [{ type: 'Hash160', value: owner.hash }]];
      // A node not known yet: one batch, the seed's call first, getversion and the contract's count riding along.
      const knowledge = new NodeKnowledge();
      await listTokensOf(node(devnet), owner.address, { knowledge });
      const [request] = devnet.requests;
      assert.ok(request);
      assert.equal(request.httpMethod, 'POST');
      assert.equal(request.path, '/');
      assert.match(String(request.headers['content-type']), /^application\/json/);
      const batch = JSON.parse(request.body) as Record<string, unknown>[];
      assert.ok(Array.isArray(batch));
      assert.deepEqual(batch.map((call) => call.method), ['invokefunction', 'getversion', 'invokefunction']);
      assertSeedEnvelope(batch[0]!, expected);
      assert.deepEqual(batch[1]!.params, []);
      assertSeedEnvelope(batch[2]!, [NNS, 'balanceOf', [{ type: 'Hash160', value: owner.hash }]]);
      // A known node: the seed's request first, byte for byte the same shape, the count beside it.
      devnet.clearRequests();
      await listTokensOf(node(devnet), owner.address, { knowledge });
      const known = JSON.parse(devnet.requests[0]!.body) as Record<string, unknown>[];
      assert.ok(Array.isArray(known));
      assert.equal(known.length, 2);
      assertSeedEnvelope(known[0]!, expected);
      assertSeedEnvelope(known[1]!, [NNS, 'balanceOf', [{ type: 'Hash160', value: owner.hash }]]);
      // A call given no knowledge learns for itself only: the node is asked again.
      devnet.clearRequests();
      await listTokensOf(node(devnet), owner.address);
      assert.deepEqual((JSON.parse(devnet.requests[0]!.body) as Record<string, unknown>[]).map((call) => call.method), ['invokefunction', 'getversion', 'invokefunction']);
    });

    it('turns the contract\'s rejection of an owner into a FAULT with its text', async () => {
      devnet.configure({ personality: 'sessions', names: table() });
      await assert.rejects(listTokensOf(node(devnet), '0x0000000000000000000000000000000000000000'), (error: Error & { code?: string; exception?: string }) => {
        assert.equal(error.code, 'FAULT');
        assert.match(error.exception ?? '', /owner/);
        assert.match(error.message, /tokensOf/);
        return true;
      });
    });

    it('rejects a bad owner before any request', async () => {
      await assert.rejects(listTokensOf(node(devnet), 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1s'), { code: 'INVALID_INPUT', field: 'owner' });
      assert.equal(devnet.requests.length, 0);
    });
  });

  it('sends tokens exactly as the seed describes (empty arrays at 2 and 3)', async () => {
    devnet.configure({ personality: 'neo-go', names: generateNames(3) });
    await listTokens({ rpcUrl: devnet.url, contractHash: NNS.toUpperCase().replace('0X', '') });
    const [invoke, , count] = JSON.parse(devnet.requests[0]!.body) as Record<string, unknown>[];
    assertSeedEnvelope(invoke!, [NNS, 'tokens', [], []]);
    assertSeedEnvelope(count!, [NNS, 'totalSupply', []]);
  });
});

describe('core/listing/listing: the contract\'s count beside the list', () => {
  /** A node that returns `names` whole (expanded) and answers totalSupply with `count` (a FAULT when undefined). */
  async function listAgainst(names: string[], count: number | undefined | 'rpcError'): Promise<DomainList> {
    const server = await startFixtureServer((request) => {
      const params = request.params as unknown[];
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
      if (request.method === 'getversion') return ok({ useragent: '/fixture/' });
      if (params[1] === 'totalSupply') {
        if (count === 'rpcError') return { jsonrpc: '2.0', id: request.id, error: { code: -32602, message: 'Invalid params' } };
        return ok(count === undefined ? halt([], { state: 'FAULT', exception: 'Method "totalSupply" with 0 parameter(s) doesn\'t exist' }) : halt([{ type: 'Integer', value: String(count) }]));
      }
      const iterator = names.map((name) => ({ type: 'ByteString', value: Buffer.from(name).toString('base64') }));
      return ok(halt([{ type: 'InteropInterface', iterator, truncated: false }]));
    });
    try {
      return await listTokens({ rpcUrl: server.url, contractHash: NNS });
    } finally {
      await server.close();
    }
  }

  it('a list that holds the count is complete', async () => {
    const list = await listAgainst(['a.neo', 'b.neo'], 2);
    assert.equal(list.complete, true);
    assert.equal(list.contractCount, 2);
  });

  for (const count of [1, 3]) {
    it(`a list of 2 where the contract counts ${count}: not complete, saying so`, async () => {
      const list = await listAgainst(['a.neo', 'b.neo'], count);
      assert.deepEqual(list.names, ['a.neo', 'b.neo']);
      assert.equal(list.complete, false);
      assert.equal(list.incompleteReason, `The contract counts ${count} names (totalSupply) but the node listed 2: names may have been registered `
        + 'or transferred while the list was read, or the node\'s answer is not whole. Refresh to read it again.');
      assert.equal(list.incomplete?.kind, 'changed', 'a list that does not add up is read again, not from another node');
    });
  }

  it('a contract that counts 0 where the node listed 2: not complete (0 is a count like any other)', async () => {
    const list = await listAgainst(['a.neo', 'b.neo'], 0);
    assert.equal(list.complete, false);
    assert.equal(list.incomplete?.kind, 'changed');
  });

  it('the largest count a number holds exactly (2^53 - 1) is still a count: not complete, the figure as the contract gave it', async () => {
    const list = await listAgainst(['a.neo', 'b.neo'], Number.MAX_SAFE_INTEGER);
    assert.equal(list.complete, false);
    assert.match(list.incompleteReason ?? '', /^The contract counts 9,007,199,254,740,991 names \(totalSupply\)/);
  });

  for (const count of [-1, 2 ** 53]) {
    it(`a count no list can have (${count}): it bounds nothing, the list as it came, complete`, async () => {
      const list = await listAgainst(['a.neo', 'b.neo'], count);
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.contractCount, undefined, 'no count is told');
    });
  }

  it('a count the node answered with a JSON-RPC error: it bounds nothing, the list as it came, complete', async () => {
    const list = await listAgainst(['a.neo', 'b.neo'], 'rpcError');
    assert.equal(list.complete, true, list.incompleteReason);
    assert.deepEqual(list.names, ['a.neo', 'b.neo']);
  });

  it('a contract that cannot count: the list as it came, complete', async () => {
    const list = await listAgainst(['a.neo', 'b.neo'], undefined);
    assert.equal(list.complete, true);
  });
});

/** The seed's invokefunction envelope: exactly jsonrpc, method, id and params, with these params. */
function assertSeedEnvelope(call: Record<string, unknown>, params: unknown[]): void {
  assert.deepEqual(Object.keys(call), ['jsonrpc', 'method', 'id', 'params']);
  assert.equal(call.jsonrpc, '2.0');
  assert.equal(call.method, 'invokefunction');
  assert.ok(Number.isInteger(call.id));
  assert.deepEqual(call.params, params);
}

describe('core/listing/listing: which FAULTs mean "ask for fewer"', () => {
  it('recognises the GAS and stack-limit texts of both nodes, and nothing else', () => {
    for (const text of ['Insufficient GAS.', 'MaxStackSize exceed: 2049', 'at instruction 40 (APPEND): gas limit is exceeded',
      'at instruction 12 (SYSCALL): System.Iterator.Next failed: insufficient amount of gas', 'at instruction 5 (PICK): stack is too big']) {
      assert.equal(isResourceLimitFault(text), true, text);
    }
    for (const text of ['An unhandled exception was thrown. The argument "owner" is invalid.', 'GasToken transfer failed', null, undefined]) {
      assert.equal(isResourceLimitFault(text), false, String(text));
    }
  });
});

/** One JSON-RPC error as a node sends it. */
interface RpcFailure { code: number; message: string; data?: unknown }

interface FakeNodeOptions {
  /** The names `tokens` yields, in order. */
  names: string[];
  /** getversion's maxiteratorresultitems: the size of a traverseiterator page. */
  pageSize?: number;
  /**
   * How `invokefunction tokens` answers: an iterator in a session (`session`), the values themselves
   * (`expanded`; neo-go with sessions off cuts them at the page size, `truncated: true`), an RPC
   * error, or this very result.
   */
  tokens?: 'session' | 'expanded' | { error: RpcFailure } | { result: Record<string, unknown> };
  /** The nth traverseiterator call (from 0) answered with this error instead of its page. */
  traverseError?: (n: number) => RpcFailure | undefined;
  /** How many values an unwrap script copies before its GAS runs out (a FAULT "Insufficient GAS."). */
  scriptCap?: number;
  /** Every unwrap script answered with this result. */
  script?: Record<string, unknown>;
  /** A node (or proxy) that refuses JSON-RPC batches. */
  batches?: false;
  /** The nth traverseiterator call's answer in place of `page` (or a promise of it: a node that takes its time); `log` as FakeNode's. */
  page?: (n: number, page: unknown[], log: string[]) => unknown;
}

interface FakeNode {
  url: string;
  calls: { method: string; params: unknown[]; inBatch: boolean }[];
  /** Each call's method as it arrives, and what `page` adds. */
  log: string[];
  close(): Promise<void>;
}

const UNWRAP_MAX_BY_SCRIPT = new Map(Array.from({ length: 2_000 }, (_, i) => [String(unwrapCall(NNS, 'tokens', [], i + 1).params[0]), i + 1]));

/**
 * A node that serves `tokens` of `names` on every route (expanded, sessions, the unwrap script) and
 * has no findstorage (-32601, as C# before 3.6), the GAS a script costs growing with what it copies.
 */
async function startFakeNode(options: FakeNodeOptions): Promise<FakeNode> {
  const pageSize = options.pageSize ?? 100;
  const values = options.names.map((name) => ({ type: 'ByteString', value: Buffer.from(name).toString('base64') }));
  const calls: FakeNode['calls'] = [];
  const log: string[] = [];
  const positions = new Map<string, number>();
  let traversed = 0;
  const server = await startFixtureServer((request, _raw, res, inBatch) => {
    const params = request.params as unknown[];
    calls.push({ method: request.method, params, inBatch });
    log.push(request.method);
    const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
    const fail = (error: RpcFailure) => ({ jsonrpc: '2.0', id: request.id, error });
    if (inBatch && options.batches === false) {
      if (!res.writableEnded) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }));
      }
      return undefined;
    }
    switch (request.method) {
      case 'getversion':
        return ok({ useragent: '/fake/', rpc: { maxiteratorresultitems: pageSize } });
      case 'invokefunction': {
        if (params[1] === 'totalSupply') return ok(halt([], { state: 'FAULT', exception: 'Method "totalSupply" with 0 parameter(s) doesn\'t exist' }));
        const tokens = options.tokens ?? 'session';
        if (tokens === 'session') {
          const session = `s-${positions.size + 1}`;
          positions.set(session, 0);
          return ok(halt([{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1' }], { session }));
        }
        if (tokens === 'expanded') {
          const truncated = values.length > pageSize;
          return ok(halt([{ type: 'InteropInterface', iterator: values.slice(0, pageSize), truncated }]));
        }
        return 'error' in tokens ? fail(tokens.error) : ok(tokens.result);
      }
      case 'traverseiterator': {
        const n = traversed++;
        const error = options.traverseError?.(n);
        if (error) return fail(error);
        const session = String(params[0]);
        const from = positions.get(session) ?? 0;
        positions.set(session, from + Number(params[2]));
        const page = values.slice(from, from + Number(params[2]));
        if (!options.page) return ok(page);
        const answer = options.page(n, page, log);
        return answer instanceof Promise ? answer.then(ok) : ok(answer);
      }
      case 'terminatesession':
        return ok(true);
      case 'invokescript': {
        if (options.script) return ok(options.script);
        const max = UNWRAP_MAX_BY_SCRIPT.get(String(params[0]));
        assert.ok(max !== undefined, 'an unwrap script of tokens');
        const copied = Math.min(max + 1, values.length);
        const gas = 1_000_000 + copied * 1_000_000;
        if (copied > (options.scriptCap ?? Infinity)) {
          return ok(halt([], { state: 'FAULT', exception: 'Insufficient GAS.', gasconsumed: String(1_000_000 + ((options.scriptCap ?? 0) + 1) * 1_000_000) }));
        }
        return ok(halt([{ type: 'Array', value: values.slice(0, copied) }], { gasconsumed: String(gas) }));
      }
      default:
        return fail({ code: -32601, message: 'Method not found' });
    }
  });
  return { url: server.url, calls, log, close: () => server.close() };
}

function namesUpTo(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `name${String(i).padStart(3, '0')}.neo`);
}

describe('core/listing/listing: a node\'s odd answers on each route (a fake node)', () => {
  async function listOn(options: FakeNodeOptions, listOptions: Parameters<typeof listTokens>[1] = {}): Promise<{ list: DomainList; calls: FakeNode['calls'] }> {
    const node = await startFakeNode(options);
    try {
      return { list: await listTokens({ rpcUrl: node.url, contractHash: NNS }, listOptions), calls: node.calls };
    } finally {
      await node.close();
    }
  }

  async function failureOn(options: FakeNodeOptions): Promise<{ error: NnsError; calls: FakeNode['calls']; log: string[] }> {
    const node = await startFakeNode(options);
    try {
      await listTokens({ rpcUrl: node.url, contractHash: NNS });
    } catch (error) {
      assert.ok(error instanceof NnsError, String(error));
      return { error, calls: node.calls, log: node.log };
    } finally {
      await node.close();
    }
    assert.fail('the listing did not fail');
  }

  const count = (calls: FakeNode['calls'], method: string) => calls.filter((c) => c.method === method).length;

  /** What a user reads after `why` when 31 names fitted one script and the node has no findstorage. */
  const NO_FINDSTORAGE_31 = ', and it does not serve getstorage (C# nodes before 3.6 and neo-go before 0.102 do not, and an operator can turn it off), '
    + 'so only the first 31 names could be listed: more exist, but one invocation cannot return them within the node\'s GAS, stack and result-size '
    + 'limits. A node with iterator sessions enabled lists them all, and so does one that serves findstorage (C# 3.6 or later, neo-go 0.102 or later).';

  describe('sessions lost at once, again after the restart: the list as without sessions, saying why', () => {
    const lostAtOnce = (error: RpcFailure): FakeNodeOptions => ({ names: namesUpTo(300), pageSize: 10, traverseError: () => error, scriptCap: 40 });

    it('-107 (unknown session) twice before a page', async () => {
      const { list, calls } = await listOn(lostAtOnce({ code: -107, message: 'Unknown session' }));
      assert.equal(list.complete, false);
      assert.equal(list.strategy, 'script');
      assert.equal(list.incomplete?.kind, 'node-limits');
      assert.equal(list.incompleteReason, 'This node loses iterator sessions at once (-107, unknown session, again right after a restart, as behind '
        + 'a load balancer that spreads requests over several nodes)' + NO_FINDSTORAGE_31);
      assert.deepEqual(list.names, namesUpTo(31));
      assert.equal(calls.filter((c) => c.method === 'invokefunction' && c.params[1] === 'tokens').length, 2, 'one restart, then no session again');
      assert.equal(count(calls, 'terminatesession'), 0, 'a session the node no longer knows is not asked to close');
    });

    it('C# 3.3–3.6\'s KeyNotFoundException twice before a page: named as such', async () => {
      const { list } = await listOn(lostAtOnce({ code: -2146232969, message: 'The given key \'s-1\' was not present in the dictionary.' }));
      assert.equal(list.strategy, 'script');
      assert.equal(list.incompleteReason, 'This node loses iterator sessions at once (-2146232969, KeyNotFoundException: an unknown session on C# '
        + '3.3–3.6, again right after a restart, as behind a load balancer that spreads requests over several nodes)' + NO_FINDSTORAGE_31);
    });

    it('-601 (sessions disabled) twice, even after pages came back: a load balancer mixing nodes', async () => {
      const { list, calls } = await listOn({
        names: namesUpTo(3_000), pageSize: 10, scriptCap: 40,
        traverseError: (n) => (n === 150 || n === 400 ? { code: -601, message: 'Sessions disabled' } : undefined),
      });
      assert.equal(list.strategy, 'script');
      assert.equal(list.incompleteReason, 'This node answers iterator pages with -601 (sessions disabled), again right after a restart: a load '
        + 'balancer seems to send requests to several nodes, some of them without sessions' + NO_FINDSTORAGE_31);
      assert.deepEqual(calls.filter((c) => c.method === 'terminatesession').map((c) => c.params), [['s-1'], ['s-2']], 'both sessions closed');
    });

    it('-108 (unknown iterator) twice before a page is the listing\'s error: the node knows its sessions', async () => {
      const { error } = await failureOn(lostAtOnce({ code: -108, message: 'Unknown iterator' }));
      assert.equal(error.code, 'RPC');
      assert.equal(error.rpcCode, -108);
    });

    it('a node refusing batches loses the session again after pages came back: the listing\'s error, not a shorter list', async () => {
      const { error, calls } = await failureOn({
        names: namesUpTo(300), pageSize: 10, batches: false, scriptCap: 40,
        traverseError: (n) => (n === 3 || n === 6 ? { code: -107, message: 'Unknown session' } : undefined),
      });
      assert.equal(error.rpcCode, -107);
      assert.ok(calls.some((c) => c.method === 'traverseiterator' && !c.inBatch), 'pages one per request');
    });
  });

  it('a name that cannot be decoded while the next batch is on its way: that batch settles before the session is closed', async () => {
    const { error, log } = await failureOn({
      names: namesUpTo(3_000), pageSize: 10,
      page: (n, page, events) => {
        if (n === 0) return [{ type: 'Integer', value: '1' }, ...page.slice(1)];
        // The second batch takes its time: its answers come after the first batch was decoded.
        if (n >= 100 && n < 200) return new Promise((resolve) => setTimeout(() => { if (n === 199) events.push('second batch answered'); resolve(page); }, 300));
        return page;
      },
    });
    assert.equal(error.code, 'INVALID_RESPONSE');
    assert.deepEqual(log.filter((entry) => entry !== 'traverseiterator'), ['invokefunction', 'getversion', 'invokefunction', 'second batch answered', 'terminatesession']);
  });

  it('neo-go\'s full session pool: the list by the unwrap script, saying the pool is full', async () => {
    const { list, calls } = await listOn({ names: namesUpTo(300), tokens: { error: { code: -32603, message: 'Internal error', data: 'max session capacity reached' } }, scriptCap: 40 });
    assert.equal(list.strategy, 'script');
    assert.equal(list.incompleteReason, 'This node\'s iterator sessions are all in use (-32603, max session capacity reached: neo-go\'s SessionPoolSize)'
      + NO_FINDSTORAGE_31);
    assert.equal(count(calls, 'traverseiterator') + count(calls, 'terminatesession'), 0);
  });

  it('a full pool and no unwrap script that fits at all: six tries, no names, and no word of storage (nothing to check it against)', async () => {
    const { list, calls } = await listOn({ names: namesUpTo(300), tokens: { error: { code: -32603, message: 'Internal error', data: 'max session capacity reached' } }, scriptCap: 0 });
    assert.deepEqual(list.names, []);
    assert.equal(list.complete, false);
    assert.equal(list.incompleteReason, 'This node\'s iterator sessions are all in use (-32603, max session capacity reached: neo-go\'s SessionPoolSize), '
      + 'so only the first 0 names could be listed: more exist, but one invocation cannot return them within the node\'s GAS, stack and '
      + 'result-size limits. A node with iterator sessions enabled lists them all.');
    assert.equal(count(calls, 'invokescript'), 6);
    assert.equal(count(calls, 'findstorage'), 1, 'asked beside the first script only');
  });

  it('neo-go with sessions off cuts the expanded iterator at its page size: the reason names that size', async () => {
    const { list } = await listOn({ names: namesUpTo(300), tokens: 'expanded', pageSize: 50, scriptCap: 40 });
    assert.equal(list.strategy, 'script');
    assert.match(list.incompleteReason ?? '', /^This node returns at most the first 50 values of an iterator and has sessions disabled, and /);
  });

  it('an expanded iterator marked truncated but holding no values: listed by the unwrap script, the reason saying 0', async () => {
    const { list } = await listOn({ names: namesUpTo(300), tokens: { result: halt([{ type: 'InteropInterface', truncated: true }]) }, scriptCap: 40 });
    assert.equal(list.strategy, 'script');
    assert.deepEqual(list.names, namesUpTo(31));
    assert.equal(list.incompleteReason, 'This node returns at most the first 0 values of an iterator and has sessions disabled' + NO_FINDSTORAGE_31);
  });

  it('the bound of a list reached on the expanded route, and on the script route: each says its route', async () => {
    const expanded = await listOn({ names: namesUpTo(30), tokens: 'expanded' }, { maxItems: 10 });
    assert.equal(expanded.list.strategy, 'expanded');
    assert.equal(expanded.list.incomplete?.kind, 'bound');
    assert.equal(expanded.list.names.length, 10);
    const script = await listOn({ names: namesUpTo(300), tokens: 'expanded', pageSize: 20 }, { maxItems: 30 });
    assert.equal(script.list.strategy, 'script');
    assert.equal(script.list.incomplete?.kind, 'bound');
    assert.equal(script.list.names.length, 30);
    const session = await listOn({ names: namesUpTo(300), pageSize: 10 }, { maxItems: 30 });
    assert.equal(session.list.strategy, 'session');
    assert.equal(session.list.incomplete?.kind, 'bound');
    const poolFull = await listOn({ names: namesUpTo(300), tokens: { error: { code: -32603, message: 'Internal error', data: 'max session capacity reached' } } }, { maxItems: 30 });
    assert.equal(poolFull.list.strategy, 'script', 'the first script, sent beside storage\'s first page');
    assert.equal(poolFull.list.incomplete?.kind, 'bound');
  });

  it('a FAULT of tokens without a reason: the error says the node gave none, and names invokefunction', async () => {
    const { error } = await failureOn({ names: [], tokens: { result: halt([], { state: 'FAULT', exception: null }) } });
    assert.equal(error.code, 'FAULT');
    assert.equal(error.method, 'invokefunction');
    assert.equal(error.message, 'The contract call tokens failed on the node (state FAULT): (the node gave no reason).');
  });

  it('a FAULT of a contract that is not there (neo-go\'s words): the error says to check the hash and the network', async () => {
    const exception = 'at instruction 0 (SYSCALL): failed to invoke syscall 1381727586: called contract 50ac1c37690cc2cfc594472833cf57505d5f46de not found: key not found';
    const { error } = await failureOn({ names: [], tokens: { result: halt([], { state: 'FAULT', exception }) } });
    assert.equal(error.message, `The contract call tokens failed on the node (state FAULT): ${exception}. Check the contract hash and that the node is `
      + 'on the network where the contract is deployed.');
  });

  for (const [session, closed] of [[undefined, []], ['s-9', [['s-9']]]] as const) {
    it(`an answer that is not one iterator${session ? ', in a session' : ''}: INVALID_RESPONSE naming invokefunction${session ? ', the session closed' : ', nothing to close'}`, async () => {
      const item = { type: 'InteropInterface', interface: 'IIterator', id: 'it-1' };
      const { error, calls } = await failureOn({ names: [], tokens: { result: halt([item, item], session ? { session } : {}) } });
      assert.equal(error.code, 'INVALID_RESPONSE');
      assert.equal(error.method, 'invokefunction');
      assert.match(error.message, /^The node's result for tokens does not hold exactly one iterator \(.+\)\.$/);
      assert.deepEqual(calls.filter((c) => c.method === 'terminatesession').map((c) => c.params), closed);
    });
  }

  it('an unwrap script\'s FAULT that is not about limits is the listing\'s error, naming invokescript', async () => {
    const { error } = await failureOn({
      names: namesUpTo(300), tokens: 'expanded', script: halt([], { state: 'FAULT', exception: 'An unhandled exception was thrown. boom' }),
    });
    assert.equal(error.code, 'FAULT');
    assert.equal(error.method, 'invokescript');
    assert.match(error.message, /^The contract call tokens failed on the node \(state FAULT\): An unhandled exception was thrown\. boom\.$/);
  });

  it('an unwrap script that HALTs without one Array: INVALID_RESPONSE naming invokescript', async () => {
    const { error } = await failureOn({ names: namesUpTo(300), tokens: 'expanded', script: halt([{ type: 'Integer', value: '1' }]) });
    assert.equal(error.code, 'INVALID_RESPONSE');
    assert.equal(error.method, 'invokescript');
    assert.match(error.message, /^The node's result for the tokens script does not hold one array of names \(/);
  });
});
