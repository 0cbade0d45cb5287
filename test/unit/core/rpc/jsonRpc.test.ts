import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { BatchRefused, JsonRpcClient, MAX_BATCH_BODY_BYTES, type JsonRpcClientOptions } from '../../../../src/core/rpc/jsonRpc';
import { NnsError } from '../../../../src/core/errors/nnsError';
import type { RequestEvent } from '../../../../src/core/rpc/types';

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

describe('core/rpc/jsonRpc: batch() checks each call by its own schema', () => {

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

interface Recorded { body: string; calls: number; headers: Record<string, string | string[] | undefined> }

/** A node whose every answer is written by `reply`; it records each HTTP request it got. */
async function startRawNode(reply: (body: string, res: ServerResponse) => void): Promise<{ url: string; seen: Recorded[]; close: () => Promise<void> }> {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      const parsed = JSON.parse(body) as unknown;
      seen.push({ body, calls: Array.isArray(parsed) ? parsed.length : 1, headers: req.headers });
      reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    seen,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

type Call = { method: string; id: number; params: unknown[] };

/** Answers every call with `answer(call)` (arrays element by element), as JSON with status 200. */
function json(answer: (call: Call) => unknown, status = 200): (body: string, res: ServerResponse) => void {
  return (body, res) => {
    const parsed = JSON.parse(body) as Call | Call[];
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
  };
}

const echo = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: call.method });
const calls = (n: number, params: unknown[] = []) => Array.from({ length: n }, (_, i) => ({ method: `m${i}`, params, result: z.string() }));

async function rejection(promise: Promise<unknown>): Promise<NnsError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof NnsError, `not an NnsError: ${String(error)}`);
    return error;
  }
  assert.fail('resolved instead of failing');
}

/** Runs `run` with fetch replaced by `fake` (a browser's or a proxy's answer no local server gives). */
async function withFetch<T>(fake: typeof fetch, run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = fake;
  try {
    return await run();
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('core/rpc/jsonRpc: batches stay within what nodes accept', () => {

  it('250 calls go as batches of 100, 100 and 50, their outcomes in order', async () => {
    const node = await startRawNode(json(echo));
    try {
      const client = new JsonRpcClient({ url: node.url });
      const outcomes = await client.batch(calls(250));
      assert.deepEqual(node.seen.map((r) => r.calls), [100, 100, 50]);
      assert.deepEqual(outcomes.map((o) => o.ok && o.value), calls(250).map((c) => c.method));
      assert.equal(client.requests, 3);
      assert.equal(client.calls, 250);
    } finally {
      await node.close();
    }
  });

  it('no calls: no request, no outcome', async () => {
    const node = await startRawNode(json(echo));
    try {
      const client = new JsonRpcClient({ url: node.url });
      assert.deepEqual(await client.batch([]), []);
      assert.equal(node.seen.length, 0);
      assert.equal(client.requests, 0);
    } finally {
      await node.close();
    }
  });

  it('a body stays under MAX_BATCH_BODY_BYTES: one byte under goes as one request, at the limit it is split', async () => {
    // Two calls whose JSON array is `total` bytes long (ids 1 and 2 of a new client).
    const pair = (total: number) => {
      const first = { method: 'a', params: ['x'.repeat(1000)], result: z.string() };
      const base = JSON.stringify({ jsonrpc: '2.0', method: 'b', id: 2, params: [''] }).length;
      const rest = total - 3 - JSON.stringify({ jsonrpc: '2.0', method: 'a', id: 1, params: first.params }).length - base;
      return [first, { method: 'b', params: ['y'.repeat(rest)], result: z.string() }];
    };
    for (const [total, requests] of [[MAX_BATCH_BODY_BYTES - 1, [2]], [MAX_BATCH_BODY_BYTES, [1, 1]]] as const) {
      const node = await startRawNode(json(echo));
      try {
        const outcomes = await new JsonRpcClient({ url: node.url }).batch(pair(total));
        assert.deepEqual(outcomes.map((o) => o.ok && o.value), ['a', 'b']);
        assert.deepEqual(node.seen.map((r) => r.calls), requests);
        if (requests.length === 1) assert.equal(node.seen[0]!.body.length, total);
      } finally {
        await node.close();
      }
    }
  });

  it('a call larger than the body limit goes alone, and no empty batch is sent before it', async () => {
    const node = await startRawNode(json(echo));
    try {
      const big = { method: 'big', params: ['z'.repeat(MAX_BATCH_BODY_BYTES)], result: z.string() };
      const outcomes = await new JsonRpcClient({ url: node.url }).batch([big, { method: 'small', params: [], result: z.string() }]);
      assert.deepEqual(outcomes.map((o) => o.ok && o.value), ['big', 'small']);
      assert.deepEqual(node.seen.map((r) => r.calls), [1, 1]);
      assert.ok(node.seen.every((r) => r.body !== '[]'));
    } finally {
      await node.close();
    }
  });

  it('sends JSON and asks for JSON (a proxy that negotiates on Accept answers it)', async () => {
    const node = await startRawNode(json(echo));
    try {
      await new JsonRpcClient({ url: node.url }).call('getversion', [], z.string());
      assert.equal(node.seen[0]!.headers['content-type'], 'application/json');
      assert.equal(node.seen[0]!.headers.accept, 'application/json');
      assert.deepEqual(JSON.parse(node.seen[0]!.body), { jsonrpc: '2.0', method: 'getversion', id: 1, params: [] });
    } finally {
      await node.close();
    }
  });
});

describe('core/rpc/jsonRpc: a batch answer matched to its calls', () => {

  async function answered(reply: (parsed: Call[]) => unknown, n = 3) {
    const node = await startRawNode((body, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply(JSON.parse(body) as Call[])));
    });
    try {
      return await new JsonRpcClient({ url: node.url }).batch(calls(n));
    } finally {
      await node.close();
    }
  }

  it('responses in another order are matched by id', async () => {
    const outcomes = await answered((parsed) => parsed.map(echo).reverse());
    assert.deepEqual(outcomes.map((o) => o.ok && o.value), ['m0', 'm1', 'm2']);
  });

  it('a missing response fails its call alone, naming its id; the others are matched by id', async () => {
    const [first, second, third] = await answered((parsed) => [echo(parsed[2]!), echo(parsed[0]!)]);
    assert.deepEqual([first, third], [{ ok: true, value: 'm0' }, { ok: true, value: 'm2' }]);
    assert.ok(second && !second.ok);
    assert.equal(second.error.code, 'INVALID_RESPONSE');
    assert.match(second.error.message, /^The batch answer has no response with id \d+\.$/);
  });

  it('errors whose id is null are read by position: each call gets its own JSON-RPC error', async () => {
    const outcomes = await answered((parsed) => parsed.map((call) => ({ jsonrpc: '2.0', id: null, error: { code: -32602, message: `bad ${call.method}` } })));
    assert.deepEqual(outcomes.map((o) => !o.ok && [o.error.code, o.error.rpcMessage]), [['RPC', 'bad m0'], ['RPC', 'bad m1'], ['RPC', 'bad m2']]);
  });

  it('a null in the answer fails its call alone as no JSON-RPC response', async () => {
    const outcomes = await answered((parsed) => [null, echo(parsed[1]!), echo(parsed[2]!)]);
    const first = outcomes[0];
    assert.ok(first && !first.ok);
    assert.match(first.error.message, /^The node's answer to m0 is not a JSON-RPC 2\.0 response \(the value: /);
    assert.deepEqual(outcomes.slice(1).map((o) => o.ok && o.value), ['m1', 'm2']);
  });
});

describe('core/rpc/jsonRpc: nodes and proxies that refuse batches', () => {

  /** Arrays get `refuse` (status, body); single calls are answered. */
  function refusing(status: number, body: string) {
    return (raw: string, res: ServerResponse) => {
      if (raw.startsWith('[')) {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body);
      } else json(echo)(raw, res);
    };
  }
  const errorObject = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });

  it('calls that may not run twice: an error object throws BatchRefused, and later batches are refused without a request', async () => {
    const node = await startRawNode(refusing(200, errorObject));
    try {
      const client = new JsonRpcClient({ url: node.url });
      const first = await client.batch(calls(2), { repeatable: false }).then(() => undefined, (error: unknown) => error);
      assert.ok(first instanceof BatchRefused);
      assert.equal(first.name, 'BatchRefused');
      assert.match(first.message, /^The node returned JSON-RPC error -32600 for batch of 2 \(m0, m1\): Invalid Request$/);
      assert.ok(first.cause instanceof NnsError && first.cause === first.failure && first.failure.code === 'RPC');
      assert.equal(node.seen.length, 1);
      const second = await client.batch(calls(2), { repeatable: false }).then(() => undefined, (error: unknown) => error);
      assert.ok(second instanceof BatchRefused);
      assert.equal(second.message, 'This node refuses batches.');
      assert.ok(second.failure.code === 'RPC' && second.failure.message === 'This node refuses batches.');
      assert.equal(node.seen.length, 1, 'nothing sent: the node is known to refuse');
      // Calls that may run twice go one per request.
      const singles = await client.batch(calls(2));
      assert.deepEqual(singles.map((o) => o.ok && o.value), ['m0', 'm1']);
      assert.deepEqual(node.seen.slice(1).map((r) => r.calls), [1, 1]);
    } finally {
      await node.close();
    }
  });

  for (const code of [500, 503]) {
    it(`calls that may not run twice: a bare ${code} is the failure itself (they may have run), not BatchRefused`, async () => {
      const node = await startRawNode(refusing(code, 'busy'));
      try {
        const error = await rejection(new JsonRpcClient({ url: node.url }).batch(calls(2), { repeatable: false }));
        assert.equal(error.code, 'HTTP');
        assert.equal(error.httpStatus, code);
      } finally {
        await node.close();
      }
    });
  }

  it('calls that may not run twice: a proxy\'s 413 refuses the batch (nothing ran): BatchRefused', async () => {
    const node = await startRawNode(refusing(413, 'too large'));
    try {
      const error = await new JsonRpcClient({ url: node.url }).batch(calls(2), { repeatable: false }).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof BatchRefused);
      assert.equal(error.message, 'The node answered HTTP 413 Payload Too Large to batch of 2 (m0, m1).');
    } finally {
      await node.close();
    }
  });

  it('repeatable calls: a node never asked that answers a batch with a bare 5xx gets the calls one per request, and is remembered', async () => {
    const node = await startRawNode(refusing(502, 'bad gateway'));
    try {
      const client = new JsonRpcClient({ url: node.url });
      assert.deepEqual((await client.batch(calls(2))).map((o) => o.ok && o.value), ['m0', 'm1']);
      assert.deepEqual((await client.batch(calls(2))).map((o) => o.ok && o.value), ['m0', 'm1']);
      assert.deepEqual(node.seen.map((r) => r.body.startsWith('[')), [true, false, false, false, false], 'no second array');
    } finally {
      await node.close();
    }
  });

  it('repeatable calls: a bare 5xx from a node that has answered batches before is a failure, not a refusal', async () => {
    let failing = false;
    const node = await startRawNode((raw, res) => (failing ? refusing(503, 'busy') : json(echo))(raw, res));
    try {
      const client = new JsonRpcClient({ url: node.url });
      await client.batch(calls(2));
      failing = true;
      const error = await rejection(client.batch(calls(2)));
      assert.equal(error.code, 'HTTP');
      assert.equal(error.httpStatus, 503);
      assert.equal(node.seen.length, 2, 'no call sent alone');
    } finally {
      await node.close();
    }
  });

  it('a node that answered batches before and then answers one with an error object: the calls go one per request', async () => {
    let refuse = false;
    const node = await startRawNode((raw, res) => (refuse ? refusing(200, errorObject) : json(echo))(raw, res));
    try {
      const client = new JsonRpcClient({ url: node.url });
      await client.batch(calls(2));
      refuse = true;
      const outcomes = await client.batch(calls(2));
      assert.deepEqual(outcomes.map((o) => o.ok && o.value), ['m0', 'm1']);
      assert.deepEqual(node.seen.map((r) => r.calls), [2, 2, 1, 1]);
    } finally {
      await node.close();
    }
  });

  it('one per request: a call answered with no JSON-RPC response fails alone; a transport failure rejects them all', async () => {
    const node = await startRawNode((raw, res) => {
      if (raw.startsWith('[')) return refusing(200, errorObject)(raw, res);
      const call = JSON.parse(raw) as Call;
      if (call.method === 'm1') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"jsonrpc":"2.0"}');
      } else if (call.method === 'm3') {
        res.writeHead(500);
        res.end();
      } else json(echo)(raw, res);
    });
    try {
      const client = new JsonRpcClient({ url: node.url });
      const outcomes = await client.batch(calls(3));
      assert.deepEqual(outcomes.map((o) => o.ok ? o.value : o.error.code), ['m0', 'INVALID_RESPONSE', 'm2']);
      const error = await rejection(client.batch(calls(4)));
      assert.equal(error.code, 'HTTP');
    } finally {
      await node.close();
    }
  });

  it('a batch answered 200 with one result object is INVALID_RESPONSE, not a refusal', async () => {
    const node = await startRawNode(refusing(200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'one' })));
    try {
      const client = new JsonRpcClient({ url: node.url });
      const error = await rejection(client.batch(calls(2)));
      assert.equal(error.code, 'INVALID_RESPONSE');
      assert.equal(error.message, 'The node did not answer the batch with an array.');
      assert.equal(node.seen.length, 1);
    } finally {
      await node.close();
    }
  });
});

describe('core/rpc/jsonRpc: what a failed request tells the user', () => {

  /** The error of one `getversion` call to a node answering with `reply`. */
  async function failureOf(reply: (body: string, res: ServerResponse) => void, options: Partial<JsonRpcClientOptions> = {}): Promise<NnsError> {
    const node = await startRawNode(reply);
    try {
      return await rejection(new JsonRpcClient({ url: node.url, ...options }).call('getversion', [], z.unknown()));
    } finally {
      await node.close();
    }
  }
  const status = (code: number, body: string, reason?: string) => (_raw: string, res: ServerResponse) => {
    if (reason === undefined) res.writeHead(code, { 'Content-Type': 'application/json' });
    else res.writeHead(code, reason, { 'Content-Type': 'application/json' });
    res.end(body);
  };

  it('HTTP: the status and its text; a JSON body that is no JSON-RPC error stays HTTP', async () => {
    const error = await failureOf(status(503, '{"message":"upstream down"}'));
    assert.equal(error.code, 'HTTP');
    assert.equal(error.message, 'The node answered HTTP 503 Service Unavailable to getversion.');
    assert.equal(error.excerpt, '{"message":"upstream down"}');
    const result = await failureOf(status(500, JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x' }), 'Oops'));
    assert.equal(result.message, 'The node answered HTTP 500 Oops to getversion.');
  });

  it('HTTP: a status without text (HTTP/2 has none) reads without a gap', async () => {
    const error = await withFetch(() => Promise.resolve(new Response('no', { status: 502, statusText: '' })),
      () => rejection(new JsonRpcClient({ url: 'http://127.0.0.1:1/' }).call('getversion', [], z.unknown())));
    assert.equal(error.message, 'The node answered HTTP 502 to getversion.');
  });

  it('RPC: the error\'s data follows its message, a string as it is, a value as JSON, none when absent', async () => {
    const rpc = (error: unknown) => json((call) => ({ jsonrpc: '2.0', id: call.id, error }));
    assert.equal((await failureOf(rpc({ code: -32601, message: 'Method not found' }))).message,
      'The node returned JSON-RPC error -32601 for getversion: Method not found');
    assert.equal((await failureOf(rpc({ code: -32602, message: 'Invalid params', data: 'bad hash' }))).message,
      'The node returned JSON-RPC error -32602 for getversion: Invalid params: bad hash');
    assert.equal((await failureOf(rpc({ code: -32602, message: 'Invalid params', data: { at: 1 } }))).message,
      'The node returned JSON-RPC error -32602 for getversion: Invalid params: {"at":1}');
  });

  it('RPC: an error answered with another request\'s id is INVALID_RESPONSE', async () => {
    const error = await failureOf(json(() => ({ jsonrpc: '2.0', id: 7, error: { code: -1, message: 'x' } })));
    assert.equal(error.code, 'INVALID_RESPONSE');
    assert.equal(error.message, 'The node answered getversion with id 7, not 1.');
  });

  it('INVALID_RESPONSE: HTML after white space is HTML; text with a < inside is not JSON', async () => {
    assert.equal((await failureOf(status(200, '\n  <!doctype html><p>hi</p>'))).message,
      'The node answered getversion with HTML instead of JSON: is the URL a Neo JSON-RPC endpoint?');
    assert.equal((await failureOf(status(200, 'error: <nil>'))).message, 'The node\'s answer to getversion is not valid JSON.');
  });

  it('a web page for an answer (a web server\'s welcome page) is a case of its own: its title, and the excerpt kept', async () => {
    const nginx = '<!DOCTYPE html>\n<html>\n<head>\n<title>Welcome to   nginx!</title>\n<style>html { color-scheme: light dark; }</style></head><body><h1>Welcome to nginx!</h1></body></html>';
    const page = await failureOf(status(200, nginx));
    assert.deepEqual([page.code, page.webPage, page.excerpt?.startsWith('<!DOCTYPE html> <html> <head> <title>Welcome')], ['INVALID_RESPONSE', { title: 'Welcome to nginx!' }, true]);
    // A proxy's error page in an HTTP error; a page without a title; markup that is no page.
    const gateway = await failureOf(status(502, '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'));
    assert.deepEqual([gateway.code, gateway.httpStatus, gateway.webPage], ['HTTP', 502, { title: '502 Bad Gateway' }]);
    assert.match(gateway.message, /with a web page\.$/);
    assert.deepEqual((await failureOf(status(200, '<html><body>hi &amp; bye</body></html>'))).webPage, {});
    assert.equal((await failureOf(status(200, '<p>hi</p>'))).webPage, undefined);
    assert.equal((await failureOf(status(502, 'Bad gateway'))).webPage, undefined);
  });

  it('INVALID_RESPONSE: 204 No Content is an empty answer, not JSON', async () => {
    const error = await failureOf((_raw, res) => {
      res.writeHead(204);
      res.end();
    });
    assert.equal(error.message, 'The node\'s answer to getversion is not valid JSON.');
    assert.equal(error.excerpt, '');
  });

  it('INVALID_RESPONSE: a result of the wrong shape names where it is wrong', async () => {
    const node = await startRawNode(json((call) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'flat' ? 'text' : { stack: [{ type: 1 }] } })));
    try {
      const client = new JsonRpcClient({ url: node.url });
      const flat = await rejection(client.call('flat', [], z.number()));
      assert.equal(flat.message, 'The node\'s result for flat does not have the expected shape (the value: Invalid input: expected number, received string).');
      const nested = await rejection(client.call('nested', [], z.object({ stack: z.array(z.object({ type: z.string() })) })));
      assert.equal(nested.message, 'The node\'s result for nested does not have the expected shape (stack.0.type: Invalid input: expected string, received number).');
      assert.equal(nested.code, 'INVALID_RESPONSE');
    } finally {
      await node.close();
    }
  });

  it('the size cap: an answer of exactly maxResponseBytes is read; one byte more is cut off, in bytes below 1 MiB', async () => {
    const answer = JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'ü'.repeat(300) });
    const size = Buffer.byteLength(answer);
    for (const chunked of [false, true]) {
      const reply = (_raw: string, res: ServerResponse) => {
        res.writeHead(200, chunked ? {} : { 'Content-Length': size });
        if (chunked) {
          res.write(answer.slice(0, 100));
          res.end(answer.slice(100));
        } else res.end(answer);
      };
      const node = await startRawNode(reply);
      try {
        assert.equal(await new JsonRpcClient({ url: node.url, maxResponseBytes: size }).call('getversion', [], z.string()), 'ü'.repeat(300));
        const error = await rejection(new JsonRpcClient({ url: node.url, maxResponseBytes: size - 1 }).call('getversion', [], z.string()));
        assert.equal(error.message, `The node's answer to getversion is larger than ${size - 1} bytes; it was cut off.`);
        assert.equal(error.method, 'getversion');
      } finally {
        await node.close();
      }
    }
  });

  it('the size cap: a declared Content-Length over the cap is refused before the body arrives', async () => {
    const error = await failureOf((_raw, res) => {
      res.writeHead(200, { 'Content-Length': 10 * 1024 * 1024 });
      res.write('{"jsonrpc":"2.0",'); // and nothing more: a node that never finishes its answer
    }, { maxResponseBytes: 1024 * 1024, timeoutMs: 10_000 });
    assert.equal(error.code, 'INVALID_RESPONSE');
    assert.equal(error.message, 'The node\'s answer to getversion is larger than 1 MiB; it was cut off.');
  });

  it('the size cap: a 204 from a proxy that declares a large Content-Length is refused too', async () => {
    const error = await withFetch(() => Promise.resolve(new Response(null, { status: 204, headers: { 'Content-Length': String(2 * 1024 * 1024) } })),
      () => rejection(new JsonRpcClient({ url: 'http://127.0.0.1:1/', maxResponseBytes: 1024 * 1024 }).call('getversion', [], z.unknown())));
    assert.equal(error.message, 'The node\'s answer to getversion is larger than 1 MiB; it was cut off.');
  });

  it('TIMEOUT: whole seconds read without a decimal, others with one; the error keeps the method and the cause', async () => {
    const never = () => undefined; // a node that never answers
    const whole = await failureOf(never, { timeoutMs: 1000 });
    assert.equal(whole.code, 'TIMEOUT');
    assert.equal(whole.message, 'The node did not answer getversion within 1 s.');
    assert.equal(whole.method, 'getversion');
    assert.ok(whole.cause !== undefined);
    assert.equal((await failureOf(never, { timeoutMs: 1234 })).message, 'The node did not answer getversion within 1.2 s.');
  });

  it('CANCELLED: aborting while the node is still answering', async () => {
    const controller = new AbortController();
    const node = await startRawNode(() => controller.abort()); // the request arrived; no answer comes
    try {
      const error = await rejection(new JsonRpcClient({ url: node.url, signal: controller.signal, timeoutMs: 10_000 }).call('getversion', [], z.unknown()));
      assert.equal(error.code, 'CANCELLED');
    } finally {
      await node.close();
    }
  });

  it('CANCELLED: the message names the call; one signal over many calls keeps no listener behind', async () => {
    const node = await startRawNode(json(echo));
    try {
      const controller = new AbortController();
      const client = new JsonRpcClient({ url: node.url, signal: controller.signal });
      assert.equal(client.signal, controller.signal);
      for (let i = 0; i < 20; i++) await client.call('getversion', [], z.string());
      assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
      controller.abort();
      const error = await rejection(client.call('getversion', [], z.string()));
      assert.equal(error.code, 'CANCELLED');
      assert.equal(error.message, 'Cancelled while waiting for getversion.');
      assert.equal(error.method, 'getversion');
    } finally {
      await node.close();
    }
  });

  describe('NETWORK: why the node could not be reached', () => {
    const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });
    const cases: [string, unknown, string][] = [
      ['connection refused', fetchFailed({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }), 'connection refused (is the node running and the port right?)'],
      ['an unknown host', fetchFailed({ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND' }), 'the host name could not be resolved'],
      ['no DNS answer', fetchFailed({ code: 'EAI_AGAIN', message: 'getaddrinfo EAI_AGAIN' }), 'the host name could not be resolved'],
      ['a reset connection', fetchFailed({ code: 'ECONNRESET', message: 'read ECONNRESET' }), 'the connection was closed before an answer arrived'],
      ['a socket closed by the other side', fetchFailed({ code: 'UND_ERR_SOCKET', message: 'other side closed' }), 'the connection was closed before an answer arrived'],
      ['another socket error', fetchFailed({ code: 'CERT_HAS_EXPIRED', message: 'certificate has expired' }), 'certificate has expired'],
      ['an error without a cause', new Error('boom'), 'boom'],
      ['a rejection that is no error', undefined, 'undefined'],
      ['a browser\'s opaque failure', new TypeError('Failed to fetch'), 'the node refused a cross-origin request (CORS) or is unreachable; the browser reports only "Failed to fetch"'],
    ];
    for (const [what, failure, reason] of cases) {
      it(what, async () => {
        const error = await withFetch(() => Promise.reject(failure),
          () => rejection(new JsonRpcClient({ url: 'http://127.0.0.1:1/' }).call('getversion', [], z.unknown())));
        assert.equal(error.code, 'NETWORK');
        assert.equal(error.message, `Could not reach the node at http://127.0.0.1:1/: ${reason}.`);
        assert.equal(error.method, 'getversion');
        assert.equal(error.cause, failure);
      });
    }

    it('a real refused connection', async () => {
      const node = await startRawNode(json(echo));
      await node.close();
      const error = await rejection(new JsonRpcClient({ url: node.url }).call('getversion', [], z.unknown()));
      assert.equal(error.message, `Could not reach the node at ${node.url}: connection refused (is the node running and the port right?).`);
      assert.equal(error.notSent, 'connectionRefused');
    });

    it('says when no connection was made, so the request never left; never for a failure after it may have', async () => {
      const failing = (code: string) => Object.assign(new Error(code), { code });
      const cases: [string, unknown, string | undefined][] = [
        ['refused', fetchFailed(failing('ECONNREFUSED')), 'connectionRefused'],
        ['each address refused (localhost)', fetchFailed(new AggregateError([failing('ECONNREFUSED'), failing('ECONNREFUSED')])), 'connectionRefused'],
        ['a host without an address', fetchFailed(failing('ENOTFOUND')), 'hostNotFound'],
        ['no DNS answer', fetchFailed(failing('EAI_AGAIN')), 'hostNotFound'],
        ['no route', fetchFailed(failing('EHOSTUNREACH')), 'unreachable'],
        ['no connection in time', fetchFailed(failing('UND_ERR_CONNECT_TIMEOUT')), 'unreachable'],
        ['addresses failing differently', fetchFailed(new AggregateError([failing('ECONNREFUSED'), failing('ECONNRESET')])), undefined],
        ['a reset connection', fetchFailed(failing('ECONNRESET')), undefined],
        ['a socket closed by the other side', fetchFailed(failing('UND_ERR_SOCKET')), undefined],
        ['a code of Object.prototype', fetchFailed(failing('constructor')), undefined],
        ['a browser\'s opaque failure', new TypeError('Failed to fetch'), undefined],
      ];
      for (const [what, failure, notSent] of cases) {
        const error = await withFetch(() => Promise.reject(failure),
          () => rejection(new JsonRpcClient({ url: 'http://127.0.0.1:1/' }).call('sendrawtransaction', [], z.unknown())));
        assert.equal(error.notSent, notSent, what);
      }
    });
  });
});

describe('core/rpc/jsonRpc: what each HTTP request reports', () => {

  it('onRequest: the method or the batch\'s label, the calls it carried, its outcome, and the failure\'s message', async () => {
    const node = await startRawNode(json((call) => call.method === 'bad'
      ? { jsonrpc: '2.0', id: call.id, error: { code: -1, message: 'no' } }
      : echo(call)));
    try {
      const events: RequestEvent[] = [];
      const client = new JsonRpcClient({ url: node.url, onRequest: (event) => events.push(event) });
      const started = Date.now();
      await client.call('getversion', [], z.string());
      await rejection(client.call('bad', [], z.string()));
      await client.batch([...calls(2), { method: 'm0', params: [], result: z.string() }]);
      const elapsed = Date.now() - started;
      assert.deepEqual(events.map(({ durationMs: _, ...rest }) => rest), [
        { method: 'getversion', outcome: 'ok', calls: 1 },
        { method: 'bad', outcome: 'error', detail: 'The node returned JSON-RPC error -1 for bad: no', calls: 1 },
        { method: 'batch of 3 (m0, m1)', outcome: 'ok', calls: 3 },
      ]);
      assert.ok(events.every((event) => event.durationMs >= 0 && event.durationMs <= elapsed));
      assert.equal(client.requests, 3);
      assert.equal(client.calls, 5);
    } finally {
      await node.close();
    }
  });
});
