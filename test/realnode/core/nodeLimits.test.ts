// The limits as neo-go enforces them, and the core within them: calls in a batch (counted before each
// element), the size of a request's body, the iterator's page size, and the session pool.
import assert from 'node:assert/strict';
import { listTokens, type RequestEvent } from '../../../src/core';
import { rawRpc, realNode } from '../support/realNode';

const real = realNode();
const { node } = real;
const MIB = 1024 * 1024;

const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params });
type RpcAnswer = { id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** A getblockcount request padded to exactly `bytes` of JSON (an unknown member neo-go ignores). */
function paddedBody(bytes: number): string {
  const base = JSON.stringify({ ...call(1, 'getblockcount'), pad: '' });
  return JSON.stringify({ ...call(1, 'getblockcount'), pad: 'x'.repeat(bytes - base.length) });
}

async function postRaw(body: string): Promise<{ status: number; json: RpcAnswer }> {
  const response = await fetch(real.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, json: await response.json() as RpcAnswer };
}

describe(`real node (${real.configuration.name}): limits`, function () {
  this.timeout(120_000);

  it('answers batches of 100 and 101 calls, refuses 102 with one -32700 error (HTTP 200)', async () => {
    for (const size of [100, 101]) {
      const { status, json } = await rawRpc(real.rpcUrl, Array.from({ length: size }, (_, i) => call(i, 'getblockcount')));
      assert.equal(status, 200);
      assert.equal(Array.isArray(json) ? json.length : -1, size);
    }
    const { status, json } = await rawRpc(real.rpcUrl, Array.from({ length: 102 }, (_, i) => call(i, 'getblockcount')));
    assert.equal(status, 200);
    assert.deepEqual(json, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error', data: 'the number of requests in batch shouldn\'t exceed 100' } });
  });

  it('answers a body of 1 MiB, refuses one byte more with -32700 "request body too large" (HTTP 200)', async () => {
    const fits = await postRaw(paddedBody(MIB));
    assert.equal(typeof fits.json.result, 'number');
    const over = await postRaw(paddedBody(MIB + 1));
    assert.equal(over.status, 200);
    assert.deepEqual([over.json.id, over.json.error?.code, over.json.error?.data], [null, -32700, 'error parsing JSON payload: http: request body too large']);
  });

  it('the core\'s listing keeps each request within 100 calls', async () => {
    const events: RequestEvent[] = [];
    const list = await listTokens(node, { onRequest: (e) => events.push(e) });
    assert.equal(list.complete, true);
    assert.ok(events.every((e) => e.outcome === 'ok' && (e.calls ?? 1) <= 100), JSON.stringify(events.map((e) => e.calls)));
  });

  if (real.sessions) {
    it('refuses a page larger than MaxIteratorResultItems (-32602), an unknown session (-107)', async () => {
      const { json } = await rawRpc(real.rpcUrl, call(1, 'invokefunction', [node.contractHash, 'tokens', []]));
      const result = (json as { result: { session: string; stack: { id?: string }[] } }).result;
      const id = result.stack[0]?.id;
      if (id) {
        const over = await rawRpc(real.rpcUrl, call(2, 'traverseiterator', [result.session, id, real.pageSize + 1]));
        assert.deepEqual((over.json as RpcAnswer).error, {
          code: -32602, message: 'Invalid params', data: `iterator items count (${real.pageSize + 1}) is out of range (${real.pageSize} at max)`,
        });
      }
      assert.deepEqual((await rawRpc(real.rpcUrl, call(3, 'terminatesession', [result.session]))).json, { id: 3, jsonrpc: '2.0', result: true });
      // Terminated: neo-go says -107 where C# answers false.
      assert.deepEqual(((await rawRpc(real.rpcUrl, call(4, 'terminatesession', [result.session]))).json as RpcAnswer).error, { code: -107, message: 'Unknown session' });
    });
  } else {
    it('refuses session calls with sessions off (-601)', async () => {
      const { json } = await rawRpc(real.rpcUrl, call(1, 'traverseiterator', ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000', 10]));
      assert.equal((json as RpcAnswer).error?.code, -601);
    });
  }

  if (real.configuration.settings.sessionPoolSize !== undefined) {
    const poolSize = real.configuration.settings.sessionPoolSize;

    /** Opens sessions until the pool is full; returns them to terminate. */
    async function fillPool(): Promise<{ sessions: string[]; refusal: RpcAnswer['error'] }> {
      const sessions: string[] = [];
      for (let i = 0; i <= poolSize; i++) {
        const { json } = await rawRpc(real.rpcUrl, call(i, 'invokefunction', [node.contractHash, 'tokens', []]));
        const answer = json as RpcAnswer & { result?: { session?: string } };
        if (answer.error) return { sessions, refusal: answer.error };
        if (answer.result?.session) sessions.push(answer.result.session);
      }
      return { sessions, refusal: undefined };
    }
    const terminate = (sessions: readonly string[]) => Promise.all(sessions.map((s, i) => rawRpc(real.rpcUrl, call(i, 'terminatesession', [s]))));

    it(`answers -32603 "max session capacity reached" once ${poolSize} sessions are open`, async () => {
      const { sessions, refusal } = await fillPool();
      try {
        assert.equal(sessions.length, poolSize);
        assert.deepEqual(refusal, { code: -32603, message: 'Internal error', data: 'max session capacity reached' });
      } finally {
        await terminate(sessions);
      }
      // Terminated sessions free the pool at once.
      assert.equal((await listTokens(node)).complete, true);
    });

    it('lists every name while the session pool is full: -32603 takes the sessions-off routes (the contract\'s storage)', async () => {
      const { sessions } = await fillPool();
      try {
        const list = await listTokens(node);
        assert.equal(list.complete, true, list.incompleteReason);
        assert.equal(list.strategy, 'storage');
        assert.equal(list.names.length, real.names().size);
      } finally {
        await terminate(sessions);
      }
    });
  }
});
