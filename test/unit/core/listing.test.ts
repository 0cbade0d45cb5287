import assert from 'node:assert/strict';
import { listTokens, listTokensOf, type DomainList, type NodeConfig } from '../../../src/core';
import { isResourceLimitFault } from '../../../src/core/listing';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';
import { generateNames, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../devnet';
import { halt, startFixtureServer } from './fixtureServer';
import { storageOrder } from './storageOrder';

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

describe('core/listing against the devnet', function () {
  this.timeout(120_000);
  let devnet: Devnet;

  before(async () => {
    devnet = await startDevnet({ names: [] });
  });
  after(async () => {
    await devnet.close();
  });
  beforeEach(() => {
    clearNodeLimitsCache();
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

    clearNodeLimitsCache();
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
    assert.equal(list.incompleteKind, 'node-limits', 'the node cannot hand out more');
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
      await listTokensOf(node(devnet), owner.address);
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
      await listTokensOf(node(devnet), owner.address);
      const known = JSON.parse(devnet.requests[0]!.body) as Record<string, unknown>[];
      assert.ok(Array.isArray(known));
      assert.equal(known.length, 2);
      assertSeedEnvelope(known[0]!, expected);
      assertSeedEnvelope(known[1]!, [NNS, 'balanceOf', [{ type: 'Hash160', value: owner.hash }]]);
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

describe('core/listing: the contract\'s count beside the list', () => {
  /** A node that returns `names` whole (expanded) and answers totalSupply with `count` (a FAULT when undefined). */
  async function listAgainst(names: string[], count: number | undefined): Promise<DomainList> {
    clearNodeLimitsCache();
    const server = await startFixtureServer((request) => {
      const params = request.params as unknown[];
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
      if (request.method === 'getversion') return ok({ useragent: '/fixture/' });
      if (params[1] === 'totalSupply') {
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
  });

  for (const count of [1, 3]) {
    it(`a list of 2 where the contract counts ${count}: not complete, saying so`, async () => {
      const list = await listAgainst(['a.neo', 'b.neo'], count);
      assert.deepEqual(list.names, ['a.neo', 'b.neo']);
      assert.equal(list.complete, false);
      assert.equal(list.incompleteReason, `The contract counts ${count} names (totalSupply) but the node listed 2: names may have been registered `
        + 'or transferred while the list was read, or the node\'s answer is not whole. Refresh to read it again.');
      assert.equal(list.incompleteKind, 'changed', 'a list that does not add up is read again, not from another node');
    });
  }

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

describe('core/listing: which FAULTs mean "ask for fewer"', () => {
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
