import assert from 'node:assert/strict';
import { type Devnet, type Personality, buildUnwrapScript, startDevnet } from '../../devnet/index';
import {
  type Envelope, type InvokeResult, NNS, decodeItems, post, rawRequest, rpc, simpleNames, storageOrder, tokens,
} from './helpers';

const MiB = 1024 * 1024;

function getversions(count: number, firstId = 1): unknown[] {
  return Array.from({ length: count }, (_, i) => ({ jsonrpc: '2.0', id: firstId + i, method: 'getversion', params: [] }));
}

/** A single getversion padded with a long extra string to `bytes` bytes of body. */
function paddedBody(bytes: number): string {
  const head = '{"jsonrpc":"2.0","id":1,"method":"getversion","params":[],"pad":"';
  const tail = '"}';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

describe('devnet: latency, batch and body limits, refused batches, the HTTP log', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(250) });
  });
  after(() => devnet.close());
  afterEach(() => devnet.configure({ personality: 'sessions', latencyMs: 0, noBatch: false, maxRequestBodyBytes: MiB, faults: [] }));

  describe('latencyMs', () => {
    it('delays every HTTP request, a batch once, and answers normally', async () => {
      devnet.configure({ latencyMs: 150 });
      let started = Date.now();
      const single = await rpc(devnet.url, 'getversion', []);
      assert.ok(Date.now() - started >= 140, `single answered after ${Date.now() - started} ms`);
      assert.ok(single.body.result);
      started = Date.now();
      const batch = await post<Envelope[]>(devnet.url, getversions(20));
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 140 && elapsed < 20 * 140, `batch answered after ${elapsed} ms: one delay, not one per call`);
      assert.equal(batch.body.length, 20);
      started = Date.now();
      await rawRequest(devnet.url, { method: 'GET', path: '/?jsonrpc=2.0&id=1&method=getversion&params=W10=' });
      assert.ok(Date.now() - started >= 140, 'GET requests wait too');
    });

    it('adds to a latency fault', async () => {
      devnet.configure({ latencyMs: 100, faults: [{ kind: 'latency', latencyMs: 200, times: 1 }] });
      const started = Date.now();
      await rpc(devnet.url, 'getversion', []);
      assert.ok(Date.now() - started >= 280, `answered after ${Date.now() - started} ms`);
    });

    it('refuses a negative latency', () => {
      assert.throws(() => devnet.configure({ latencyMs: -1 }), /latencyMs/);
    });
  });

  describe('neo-go batch size (maxBatchSize 100, checked before each element is decoded)', () => {
    for (const [personality, status] of [['neo-go', 400], ['neo-go-expansion', 200]] as [Personality, number][]) {
      it(`${personality}: 101 calls are answered, 102 get one -32700 for the whole request (HTTP ${status})`, async () => {
        devnet.configure({ personality });
        const accepted = await post<Envelope[]>(devnet.url, getversions(101));
        assert.equal(accepted.status, 200);
        assert.equal(accepted.body.length, 101);
        const refused = await post<Envelope>(devnet.url, getversions(102));
        assert.equal(refused.status, status);
        assert.ok(!Array.isArray(refused.body));
        assert.deepEqual(refused.body, {
          jsonrpc: '2.0', id: null,
          error: { code: -32700, message: 'Parse error', data: 'the number of requests in batch shouldn\'t exceed 100' },
        });
      });
    }

    it('C#: no call limit', async () => {
      const answer = await post<Envelope[]>(devnet.url, getversions(500));
      assert.equal(answer.status, 200);
      assert.equal(answer.body.length, 500);
    });
  });

  describe('request body limit (1 MiB by default)', () => {
    it('C#: a body over the limit gets HTTP 413 and no body (Kestrel); one at the limit is served', async () => {
      const over = await post(devnet.url, paddedBody(MiB + 1), true);
      assert.equal(over.status, 413);
      assert.equal(over.text, '');
      const at = await post<Envelope>(devnet.url, paddedBody(MiB), true);
      assert.equal(at.status, 200);
      assert.ok(at.body.result);
    });

    for (const [personality, status] of [['neo-go', 400], ['neo-go-expansion', 200]] as [Personality, number][]) {
      it(`${personality}: a body over the limit gets -32700 "request body too large" (HTTP ${status})`, async () => {
        devnet.configure({ personality });
        const over = await post<Envelope>(devnet.url, paddedBody(MiB + 1), true);
        assert.equal(over.status, status);
        assert.deepEqual(over.body.error, { code: -32700, message: 'Parse error', data: 'error parsing JSON payload: http: request body too large' });
        assert.equal(over.body.id, null);
      });
    }

    it('the limit is configurable', async () => {
      devnet.configure({ maxRequestBodyBytes: 1000 });
      assert.equal((await post(devnet.url, paddedBody(1001), true)).status, 413);
      assert.equal((await post(devnet.url, paddedBody(1000), true)).status, 200);
      assert.throws(() => devnet.configure({ maxRequestBodyBytes: 0 }), /maxRequestBodyBytes/);
    });
  });

  describe('noBatch: a proxy without batch support', () => {
    it('true: any array gets one JSON-RPC error object at HTTP 200; single requests are served', async () => {
      devnet.configure({ noBatch: true });
      const refused = await post<Envelope>(devnet.url, getversions(2));
      assert.equal(refused.status, 200);
      assert.deepEqual(refused.body, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request', data: 'batch requests are not supported' } });
      assert.ok((await rpc(devnet.url, 'getversion', [])).body.result);
    });

    it('a status: any array gets that status and a plain-text body', async () => {
      for (const status of [400, 502]) {
        devnet.configure({ noBatch: status });
        const refused = await post(devnet.url, getversions(1));
        assert.equal(refused.status, status);
        assert.equal(refused.text, 'batch requests are not supported');
        assert.match(refused.headers.get('content-type') ?? '', /^text\/plain/);
      }
      assert.throws(() => devnet.configure({ noBatch: 42 }), /noBatch/);
    });

    it('runs nothing of a refused batch: an iterator page asked in one is still there', async () => {
      const result = await tokens(devnet.url);
      devnet.configure({ noBatch: true });
      await post(devnet.url, [{ jsonrpc: '2.0', id: 1, method: 'traverseiterator', params: [result.session, result.stack[0]!.id, 100] }]);
      const page = await rpc<{ type: string; value: string }[]>(devnet.url, 'traverseiterator', [result.session, result.stack[0]!.id, 100]);
      const all = storageOrder(simpleNames(250).map((r) => String(r.name)));
      assert.deepEqual(decodeItems(page.body.result ?? []), all.slice(0, 100), 'the first page, not the second');
      await rpc(devnet.url, 'terminatesession', [result.session]);
    });
  });

  it('httpRequests: one entry per HTTP request, with batch, calls, body size, methods and status', async () => {
    devnet.clearRequests();
    const single = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getversion', params: [] });
    await post(devnet.url, single, true);
    const batch = JSON.stringify([{ jsonrpc: '2.0', id: 2, method: 'getversion', params: [] }, { jsonrpc: '2.0', id: 3, method: 'invokefunction', params: [NNS, 'symbol', []] }]);
    await post(devnet.url, batch, true);
    devnet.configure({ faults: [{ kind: 'drop', times: 1 }] });
    await post(devnet.url, single, true).catch(() => undefined);
    assert.deepEqual(devnet.httpRequests, [
      { httpMethod: 'POST', batch: false, calls: 1, bodyBytes: single.length, methods: ['getversion'], status: 200 },
      { httpMethod: 'POST', batch: true, calls: 2, bodyBytes: batch.length, methods: ['getversion', 'invokefunction'], status: 200 },
      { httpMethod: 'POST', batch: false, calls: 1, bodyBytes: single.length, methods: ['getversion'], status: 0 },
    ]);
    assert.equal(devnet.requests.length, 4, 'requests still lists each call');
    devnet.clearRequests();
    assert.deepEqual(devnet.httpRequests, []);
  });

  it('forgetIterator: the session stays, its iterator is gone (-108), and it can still be terminated', async () => {
    devnet.configure({ faults: [{ kind: 'forgetIterator', afterPages: 1, times: 1 }] });
    const result: InvokeResult = await tokens(devnet.url);
    const params = [result.session, result.stack[0]!.id, 100];
    assert.equal((await rpc<unknown[]>(devnet.url, 'traverseiterator', params)).body.result?.length, 100);
    assert.deepEqual((await rpc(devnet.url, 'traverseiterator', params)).body.error, { code: -108, message: 'Unknown iterator' });
    assert.equal(devnet.openSessions, 1);
    assert.equal((await rpc(devnet.url, 'terminatesession', [result.session])).body.result, true);
    assert.equal(devnet.openSessions, 0);
  });

  describe('neo-go renders at most 131,070 bytes of JSON per result item (stackitem.MaxSize)', () => {
    /** 600 names of 200 characters: an Array of all of them is ~180 KB of JSON, one of 300 ~90 KB. */
    const long = Array.from({ length: 600 }, (_, i) => ({ name: `${String(i).padStart(4, '0')}${'x'.repeat(192)}.neo`, owner: simpleNames(1)[0]!.owner }));
    const unwrap = (max: number) => Buffer.from(buildUnwrapScript(NNS, 'tokens', [], max)).toString('base64');
    after(() => devnet.configure({ names: simpleNames(250), maxGasInvoke: 20_00000000n }));

    for (const personality of ['neo-go', 'neo-go-expansion'] as const) {
      it(`${personality}: over it, HALT with stack null and exception "json error: too big: size"; under it, the values`, async () => {
        devnet.configure({ personality, names: long, maxGasInvoke: 100_00000000n });
        const tooBig = await rpc<InvokeResult>(devnet.url, 'invokescript', [unwrap(600)]);
        assert.equal(tooBig.status, 200);
        const result = tooBig.body.result as unknown as Record<string, unknown>;
        assert.equal(result.state, 'HALT');
        assert.equal(result.stack, null);
        assert.equal(result.exception, 'json error: too big: size');
        const fits = (await rpc<InvokeResult>(devnet.url, 'invokescript', [unwrap(300)])).body.result!;
        assert.equal(fits.state, 'HALT');
        assert.equal((fits.stack[0]!.value as unknown[]).length, 300);
        assert.ok(Buffer.byteLength(JSON.stringify(fits.stack[0])) <= 131_070);
        // An iterator is rendered value by value: never refused as a whole.
        const iterator = (await rpc<InvokeResult>(devnet.url, 'invokefunction', [NNS, 'tokens', [], []])).body.result!;
        assert.ok(Array.isArray(iterator.stack));
      });
    }

    it('C#: no such limit', async () => {
      devnet.configure({ personality: 'sessions', names: long, maxGasInvoke: 100_00000000n });
      const result = (await rpc<InvokeResult>(devnet.url, 'invokescript', [unwrap(600)])).body.result!;
      assert.equal(result.state, 'HALT');
      assert.equal((result.stack[0]!.value as unknown[]).length, 600);
    });
  });
});
