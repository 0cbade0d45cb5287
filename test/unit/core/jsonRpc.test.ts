import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { JsonRpcClient } from '../../../src/core/jsonRpc';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';

/** Answers `number`, `text` and `wrong` (a result that is no number); other methods are unknown. `refuse`: arrays get one error object. */
async function startNode(refuse: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const answer = (request: { method: string; id: unknown }) => {
    const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
    if (request.method === 'number') return ok(42);
    if (request.method === 'text') return ok('forty-two');
    if (request.method === 'wrong') return ok({ not: 'a number' });
    return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      const parsed = JSON.parse(body) as { method: string; id: unknown } | { method: string; id: unknown }[];
      const reply = Array.isArray(parsed)
        ? refuse ? { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } } : parsed.map(answer)
        : answer(parsed);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('core/jsonRpc: batch() checks each call by its own schema', () => {
  beforeEach(() => clearNodeLimitsCache());

  for (const refuse of [false, true]) {
    it(`${refuse ? 'batches refused, one call per request' : 'one batch'}: each outcome checked by its call's schema; a flawed result is malformed, an error is not`, async () => {
      const node = await startNode(refuse);
      try {
        const client = new JsonRpcClient({ url: node.url });
        const [number, text, wrong, missing] = await client.batch([
          { method: 'number', params: [], result: z.number() },
          { method: 'text', params: [], result: z.string() },
          { method: 'wrong', params: [], result: z.number() },
          { method: 'nope', params: [], result: z.number() },
        ]);
        assert.deepEqual(number, { ok: true, value: 42 });
        assert.deepEqual(text, { ok: true, value: 'forty-two' });
        assert.ok(!wrong.ok && wrong.malformed === true && wrong.error.code === 'INVALID_RESPONSE');
        assert.match(wrong.error.message, /The node's result for wrong does not have the expected shape/);
        assert.ok(!missing.ok && missing.malformed === undefined && missing.error.code === 'RPC');
        assert.equal(client.requests, refuse ? 5 : 1);
      } finally {
        await node.close();
      }
    });
  }
});
