import assert from 'node:assert/strict';
import {
  getDomainDetails, listTokens, NnsError, listTokensOf, NodeKnowledge, normalizeContractHash, parseOwner, type DomainList, type NodeConfig, type RequestEvent,
} from '../../../src/core';
import { MAX_BATCH_BODY_BYTES } from '../../../src/core/rpc/jsonRpc';
import { generateNames, SAMPLE_OWNER, type Devnet, type DomainRecord } from '../../devnet';
import { sharedDevnet } from './sharedDevnet';
import { halt, startFixtureServer } from './fixtureServer';
import { storageOrder } from './storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const CALLS_PER_BATCH = 100;

/** Issue 9's bound: HTTP requests ≤ 3 + ⌈(N + 1) / (100 × page)⌉, counting a first getversion. */
function requestBound(names: number, page = 100): number {
  return 3 + Math.ceil((names + 1) / (CALLS_PER_BATCH * page));
}

/** Batches of pages one listing needs: enough pages to see a short one. */
function pageBatches(names: number, page = 100): number {
  return Math.ceil((names + 1) / (CALLS_PER_BATCH * page));
}

function node(devnet: Devnet): NodeConfig {
  return { rpcUrl: devnet.url, contractHash: NNS };
}

/** What every listing must respect: no batch over 100 calls, no body near 1 MiB, every session closed. */
function assertWithinLimits(devnet: Devnet): void {
  assert.ok(MAX_BATCH_BODY_BYTES <= 1024 * 1024 / 2, 'the body budget is well under the nodes\' 1 MiB');
  for (const request of devnet.httpRequests) {
    assert.ok(request.calls <= CALLS_PER_BATCH, `a request carried ${request.calls} calls`);
    assert.ok(request.bodyBytes <= MAX_BATCH_BODY_BYTES, `a request body of ${request.bodyBytes} bytes`);
  }
  assert.equal(devnet.openSessions, 0, 'a session was left open');
}

function assertExactlyOnce(list: DomainList, records: readonly DomainRecord[]): void {
  assert.equal(list.complete, true);
  assert.equal(new Set(list.names).size, list.names.length, 'a name was listed twice');
  assert.deepEqual(list.names, storageOrder(records));
}

describe('core: lists at network speed (batched traversal, every session shape)', function () {
  this.timeout(180_000);
  let devnet: Devnet;
  sharedDevnet([{
    personality: 'sessions', names: [], faults: [], maxIteratorResultItems: 100, getversionRpc: true, latencyMs: 0, noBatch: false,
  }], (started) => { devnet = started; });

  describe('sessions: pages travel in batches of 100 calls, until a short page', () => {
    for (const count of [0, 1, 99, 100, 101, 10_000, 100_000]) {
      it(`${count.toLocaleString('en-US')} names: complete, in order, within ${requestBound(count)} HTTP requests, first contact and after`, async () => {
        const records = generateNames(count, { seed: count + 3 });
        devnet.configure({ names: records });
        const knowledge = new NodeKnowledge();
        const cold = await listTokens(node(devnet), { knowledge });
        assertExactlyOnce(cold, records);
        assert.equal(cold.strategy, 'session');
        // invokefunction + getversion + the count (totalSupply) in one request, the page batches, terminatesession.
        assert.equal(cold.requests, 2 + pageBatches(count));
        assert.ok(cold.requests <= requestBound(count));
        assert.equal(cold.requests, devnet.httpRequests.length);
        assert.equal(cold.calls, devnet.requests.length);
        const http = devnet.httpRequests;
        assert.deepEqual(http[0]!.methods, ['invokefunction', 'getversion', 'invokefunction']);
        for (const batch of http.slice(1, -1)) {
          assert.deepEqual(new Set(batch.methods), new Set(['traverseiterator']));
          assert.equal(batch.calls, CALLS_PER_BATCH);
        }
        assert.deepEqual(http.at(-1)!.methods, ['terminatesession']);
        assert.ok(http.every((request) => request.status === 200));
        assertWithinLimits(devnet);

        // A known node: the seed's invokefunction and the count, no getversion.
        devnet.clearRequests();
        const warm = await listTokens(node(devnet), { knowledge });
        assert.deepEqual(warm.names, cold.names);
        assert.equal(warm.requests, 1 + pageBatches(count) + 1);
        assert.deepEqual(devnet.httpRequests[0], { ...devnet.httpRequests[0]!, batch: true, methods: ['invokefunction', 'invokefunction'] });
        assertWithinLimits(devnet);
      });
    }

    it('pages of the node\'s size: maxiteratorresultitems 40 makes batches of 100 pages of 40', async () => {
      const records = generateNames(9_000, { seed: 40 });
      devnet.configure({ names: records, maxIteratorResultItems: 40 });
      const list = await listTokens(node(devnet));
      assertExactlyOnce(list, records);
      assert.equal(list.requests, 2 + pageBatches(9_000, 40));
      assert.ok(list.requests <= requestBound(9_000, 40));
      const counts = new Set(devnet.requests.filter((r) => r.method === 'traverseiterator').map((r) => (r.params as unknown[])[2]));
      assert.deepEqual(counts, new Set([40]));
      assertWithinLimits(devnet);
    });

    it('reports progress once per batch, with the count so far', async () => {
      const records = generateNames(25_000, { seed: 25 });
      devnet.configure({ names: records });
      const progress: [number, number][] = [];
      await listTokens(node(devnet), { onPage: (page, soFar) => progress.push([page.length, soFar]) });
      assert.deepEqual(progress, [[10_000, 10_000], [10_000, 20_000], [5_000, 25_000]]);
    });

    it('tokensOf too, and each HTTP request is reported with the calls it carried', async () => {
      const records = generateNames(30_000, { seed: 30, owners: 2 });
      devnet.configure({ names: records });
      const events: RequestEvent[] = [];
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER, { onRequest: (event) => events.push(event) });
      assertExactlyOnce(list, records.filter((r) => r.owner === SAMPLE_OWNER));
      assert.deepEqual(events.map((e) => [e.method, e.calls, e.outcome]), [
        ['batch of 3 (invokefunction, getversion)', 3, 'ok'],
        ['batch of 100 (traverseiterator)', 100, 'ok'],
        ['batch of 100 (traverseiterator)', 100, 'ok'],
        ['terminatesession', 1, 'ok'],
      ]);
    });

    it('a node whose getversion fails still lists, with pages of 100, and is asked again next time', async () => {
      const records = generateNames(500, { seed: 50 });
      devnet.configure({ names: records, maxIteratorResultItems: 100 });
      devnet.setFaults([{ kind: 'rpcError', method: 'getversion', rpcError: { code: -32601, message: 'Method not found' } }]);
      const knowledge = new NodeKnowledge();
      const list = await listTokens(node(devnet), { knowledge });
      assertExactlyOnce(list, records);
      assert.deepEqual(new Set(devnet.requests.filter((r) => r.method === 'traverseiterator').map((r) => (r.params as unknown[])[2])), new Set([100]));
      devnet.clearRequests();
      await listTokens(node(devnet), { knowledge });
      assert.deepEqual(devnet.httpRequests[0]!.methods, ['invokefunction', 'getversion', 'invokefunction']);
    });
  });

  describe('neo-go\'s limits', () => {
    it('neo-go-expansion, 20,000 names: no request over 100 calls, none refused', async () => {
      const records = generateNames(20_000, { seed: 20 });
      devnet.configure({ personality: 'neo-go-expansion', names: records });
      const events: RequestEvent[] = [];
      const list = await listTokens(node(devnet), { onRequest: (event) => events.push(event) });
      assertExactlyOnce(list, records);
      assert.ok(events.every((e) => e.outcome === 'ok'), JSON.stringify(events.filter((e) => e.outcome !== 'ok')));
      assert.ok(list.requests <= requestBound(20_000));
      assertWithinLimits(devnet);
    });

    it('details: at most 99 names (their getstorage and the chain\'s time: 100 calls) per request, even when asked for more', async () => {
      const records = generateNames(240, { seed: 12 });
      devnet.configure({ personality: 'neo-go', names: records });
      const details = await getDomainDetails(node(devnet), records.map((r) => r.name as string), { namesPerRequest: 500 });
      assert.equal(details.length, 240);
      assert.ok(details.every((d) => d.state !== 'error' && d.source === 'storage'), JSON.stringify(details.find((d) => d.state === 'error')?.error?.message));
      // ⌈240 / 99⌉ = 3 requests of 80 names each, beside the chain's time.
      assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [81, 81, 81]);
      assertWithinLimits(devnet);
    });

    it('details: at most 50 names (100 calls) per request where they come from the contract calls', async () => {
      const records = generateNames(120, { seed: 12 });
      devnet.configure({ personality: 'neo-go', names: records, disabledMethods: ['getstorage'] });
      const knowledge = new NodeKnowledge();
      const first = await getDomainDetails(node(devnet), records.slice(0, 2).map((r) => r.name as string), { knowledge });
      assert.ok(first.every((d) => d.state !== 'error' && d.source === 'contract'));
      devnet.clearRequests();
      const details = await getDomainDetails(node(devnet), records.map((r) => r.name as string), { namesPerRequest: 500, knowledge });
      assert.equal(details.length, 120);
      assert.ok(details.every((d) => d.state !== 'error' && d.source === 'contract'), JSON.stringify(details.find((d) => d.state === 'error')?.error?.message));
      // The refusal is remembered: no getstorage any more, 40 names (80 calls) in each of 3 requests.
      assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [80, 80, 80]);
      assert.ok(devnet.requests.every((r) => r.method === 'invokefunction'));
      assertWithinLimits(devnet);
      devnet.configure({ disabledMethods: [] });
    });

    it('details: long names are split by body size, counted in UTF-8 bytes, and all answered', async () => {
      // 50 names of 21,000 UTF-8 bytes (7,000 characters each): two calls each, over 2 MiB in all.
      const names = Array.from({ length: 50 }, (_, i) => `${'€'.repeat(7_000)}${i}.neo`);
      const details = await getDomainDetails(node(devnet), names);
      assert.equal(details.length, 50);
      assert.ok(details.every((d) => d.state === 'error' && d.error?.code === 'FAULT'), 'each name answered by the contract');
      assert.ok(devnet.httpRequests.length >= 8, `${devnet.httpRequests.length} requests`);
      assert.ok(devnet.httpRequests.every((r) => r.status === 200));
      assertWithinLimits(devnet);
    });
  });

  describe('batches refused (a proxy, an old node): single requests, remembered per node', () => {
    for (const refusal of [true, 400, 502] as const) {
      it(`refused with ${refusal === true ? 'one error object' : `HTTP ${refusal}`}: the list is complete, and later lists send no batch`, async () => {
        const records = generateNames(1_000, { seed: 8 });
        devnet.configure({ names: records, noBatch: refusal });
        const knowledge = new NodeKnowledge();
        const first = await listTokens(node(devnet), { knowledge });
        assertExactlyOnce(first, records);
        // The refused batch, invokefunction, getversion and the count alone, ⌈1001/100⌉ pages, terminatesession.
        assert.equal(first.requests, 1 + 3 + 11 + 1);
        assert.deepEqual(devnet.httpRequests.map((r) => r.batch), [true, ...Array<boolean>(15).fill(false)]);
        assertWithinLimits(devnet);

        devnet.clearRequests();
        const second = await listTokens(node(devnet), { knowledge });
        assertExactlyOnce(second, records);
        // No count: on a node that refuses batches it would cost a round trip.
        assert.equal(second.requests, 1 + 11 + 1);
        const details = await getDomainDetails(node(devnet), records.slice(0, 60).map((r) => r.name as string), { knowledge });
        assert.ok(details.every((d) => d.state !== 'error'));
        assert.ok(devnet.httpRequests.every((r) => !r.batch), 'a batch was sent to a node known to refuse them');
      });
    }

    it('refused in the middle of a traversal: the pages go on one per request from where they stopped', async () => {
      const records = generateNames(35_000, { seed: 35 });
      devnet.configure({ names: records });
      let switched = false;
      const list = await listTokens(node(devnet), {
        onPage: () => {
          // After the first batch's names: from now on the proxy refuses arrays with HTTP 400.
          if (!switched) devnet.configure({ noBatch: 400 });
          switched = true;
        },
      });
      assertExactlyOnce(list, records);
      const refused = devnet.httpRequests.findIndex((r) => r.batch && r.status === 400);
      assert.deepEqual(devnet.httpRequests[refused]?.methods[0], 'traverseiterator');
      const after = devnet.httpRequests.slice(refused + 1);
      assert.ok(after.every((r) => !r.batch), 'a batch after the refusal');
      assert.ok(after.filter((r) => r.methods[0] === 'traverseiterator').length >= 150);
      assertWithinLimits(devnet);
    });

    it('a 5xx to the first batch that single requests get too: the error, and nothing remembered', async () => {
      devnet.configure({ names: generateNames(10, { seed: 1 }) });
      devnet.setFaults([{ kind: 'http500' }]);
      await assert.rejects(listTokens(node(devnet)), { code: 'HTTP', httpStatus: 500 });
      devnet.setFaults([]);
      devnet.clearRequests();
      await listTokens(node(devnet));
      assert.equal(devnet.httpRequests[0]!.batch, true, 'the node is not taken to refuse batches');
    });

    it('a bare 5xx to a page batch of a node that answered batches: the listing fails, the session is closed', async () => {
      devnet.configure({ names: generateNames(500, { seed: 6 }) });
      devnet.setFaults([{ kind: 'http500', method: 'traverseiterator', times: 1 }]);
      await assert.rejects(listTokens(node(devnet)), { code: 'HTTP', httpStatus: 500 });
      assert.equal(devnet.openSessions, 0);
    });
  });

  describe('neo-go\'s session expansion: inline values, then the session, every value once', () => {
    for (const count of [80, 250, 1_000]) {
      it(`${count.toLocaleString('en-US')} names`, async () => {
        const records = generateNames(count, { seed: count });
        devnet.configure({ personality: 'neo-go-expansion', names: records });
        const list = await listTokens(node(devnet));
        assertExactlyOnce(list, records);
        assertWithinLimits(devnet);
        if (count <= 100) {
          assert.equal(list.strategy, 'expanded');
          assert.equal(list.requests, 1);
          assert.ok(!devnet.requests.some((r) => r.method === 'terminatesession'), 'no session to close');
        } else {
          assert.equal(list.strategy, 'session');
          assert.equal(list.requests, 3);
          assert.deepEqual(devnet.httpRequests.at(-1)!.methods, ['terminatesession']);
        }
      });
    }

    it('with a page size of 40: 40 inline, the rest by pages of 40', async () => {
      const records = generateNames(1_000, { seed: 41 });
      devnet.configure({ personality: 'neo-go-expansion', names: records, maxIteratorResultItems: 40 });
      const list = await listTokens(node(devnet));
      assertExactlyOnce(list, records);
      assert.equal(list.requests, 3);
    });
  });

  describe('sessions are always closed, and restarted cleanly', () => {
    it('a cancel between two batches: CANCELLED, no further batch, the session terminated', async () => {
      devnet.configure({ names: generateNames(40_000, { seed: 4 }), latencyMs: 40 });
      const controller = new AbortController();
      const listing = listTokens(node(devnet), { signal: controller.signal, onPage: () => controller.abort() });
      await assert.rejects(listing, { code: 'CANCELLED' });
      // Allow the devnet to finish with a batch whose client went away.
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(devnet.openSessions, 0);
      const pageBatchesSent = devnet.httpRequests.filter((r) => r.methods[0] === 'traverseiterator').length;
      assert.ok(pageBatchesSent <= 2, `${pageBatchesSent} page batches for 4 needed`);
      assert.ok(devnet.httpRequests.some((r) => r.methods[0] === 'terminatesession' && r.status === 200));
    });

    it('-108 (unknown iterator): the listing restarts and the old session, still alive, is terminated too', async () => {
      const records = generateNames(25_000, { seed: 108 });
      devnet.configure({ names: records });
      devnet.setFaults([{ kind: 'forgetIterator', afterPages: 150, times: 1 }]);
      let resets = 0;
      const list = await listTokens(node(devnet), { onReset: () => { resets++; } });
      assertExactlyOnce(list, records);
      assert.equal(resets, 1);
      const sessions = new Set(devnet.requests.filter((r) => r.method === 'traverseiterator').map((r) => (r.params as string[])[0]));
      const terminated = new Set(devnet.requests.filter((r) => r.method === 'terminatesession').map((r) => (r.params as string[])[0]));
      assert.equal(sessions.size, 2);
      assert.deepEqual(terminated, sessions);
      assert.equal(devnet.openSessions, 0);
    });

    it('-107 (unknown session): the listing restarts; the dead session is not asked to terminate', async () => {
      const records = generateNames(25_000, { seed: 107 });
      devnet.configure({ names: records });
      devnet.setFaults([{ kind: 'expireSession', afterPages: 150, times: 1 }]);
      const list = await listTokens(node(devnet));
      assertExactlyOnce(list, records);
      const terminated = devnet.requests.filter((r) => r.method === 'terminatesession');
      assert.equal(terminated.length, 1);
      assert.equal(devnet.openSessions, 0);
    });

    it('a JSON-RPC error on one page of a batch fails the listing with that error, the session closed', async () => {
      devnet.configure({ names: generateNames(20_000, { seed: 9 }) });
      devnet.setFaults([{ kind: 'rpcError', method: 'traverseiterator', times: 1, rpcError: { code: -32603, message: 'Internal error' } }]);
      await assert.rejects(listTokens(node(devnet)), { code: 'RPC', rpcCode: -32603 });
      assert.equal(devnet.openSessions, 0);
    });

    it('a page after the last one in the same batch (calls not run in order) is INVALID_RESPONSE, the session closed', async () => {
      const value = { type: 'ByteString', value: Buffer.from('a.neo').toString('base64') };
      const terminated: unknown[] = [];
      let traversed = 0;
      const server = await startFixtureServer((request) => {
        switch (request.method) {
          case 'invokefunction':
            return { jsonrpc: '2.0', id: request.id, result: halt([{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1' }], { session: 's-1' }) };
          case 'traverseiterator':
            // Full, short, then full again: the node did not run the pages in order.
            traversed++;
            return { jsonrpc: '2.0', id: request.id, result: Array<unknown>([100, 5, 100][traversed - 1] ?? 0).fill(value) };
          case 'terminatesession':
            terminated.push(request.params);
            return { jsonrpc: '2.0', id: request.id, result: true };
          default:
            return { jsonrpc: '2.0', id: request.id, result: { useragent: '/fixture/', rpc: { maxiteratorresultitems: 100 } } };
        }
      });
      try {
        await assert.rejects(listTokens({ rpcUrl: server.url, contractHash: NNS }), (error: Error & { code?: string }) => {
          assert.equal(error.code, 'INVALID_RESPONSE');
          assert.match(error.message, /out of order/);
          assert.equal((error as NnsError).method, 'traverseiterator', 'the error names the call whose answers were out of order');
          return true;
        });
        assert.deepEqual(terminated, [['s-1']]);
      } finally {
        await server.close();
      }
    });
  });

  describe('a session that cannot be used is closed at once', () => {
    const cases: [string, unknown[]][] = [
      ['an inline value that is not a name (session expansion)', [{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1', iterator: [{ type: 'Integer', value: '1' }] }]],
      ['two iterators where one is expected', [{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1' }, { type: 'InteropInterface', interface: 'IIterator', id: 'it-2' }]],
    ];
    for (const [what, stack] of cases) {
      it(`${what}: INVALID_RESPONSE, and terminatesession for it`, async () => {
        const terminated: unknown[] = [];
        const server = await startFixtureServer((request) => {
          if (request.method === 'invokefunction') return { jsonrpc: '2.0', id: request.id, result: halt(stack, { session: 's-9' }) };
          if (request.method === 'terminatesession') terminated.push(request.params);
          return { jsonrpc: '2.0', id: request.id, result: request.method === 'terminatesession' ? true : { useragent: '/fixture/' } };
        });
        try {
          await assert.rejects(listTokens({ rpcUrl: server.url, contractHash: NNS }), { code: 'INVALID_RESPONSE' });
          assert.deepEqual(terminated, [['s-9']]);
        } finally {
          await server.close();
        }
      });
    }
  });

  describe('an owner typed with an upper-case 0X prefix', () => {
    it('is a script hash like 0x…, in parseOwner, listTokensOf and the contract hash', async () => {
      const upper = `0X${SAMPLE_OWNER.slice(2).toUpperCase()}`;
      assert.deepEqual(parseOwner(upper), parseOwner(SAMPLE_OWNER));
      assert.equal(parseOwner(upper).scriptHash, SAMPLE_OWNER);
      assert.equal(normalizeContractHash(`0X${NNS.slice(2)}`), NNS);
      assert.throws(() => parseOwner('0X1234'), /4 hex digits/);
      const records = generateNames(300, { seed: 3, owners: 3 });
      devnet.configure({ names: records });
      const list = await listTokensOf(node(devnet), upper);
      assertExactlyOnce(list, records.filter((r) => r.owner === SAMPLE_OWNER));
    });
  });
});
