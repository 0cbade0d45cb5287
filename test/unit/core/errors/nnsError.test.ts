import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { isNnsError, listRecords, listTokens, listTokensOf, NnsError, type NnsErrorCode, type NodeConfig } from '../../../../src/core';
import { excerptOf, excerptOfValue } from '../../../../src/core/errors/nnsError';
import { generateNames, startDevnet, type Devnet, type FaultSpec } from '../../../devnet';
import { halt, RawJson, startFixtureServer, type Responder } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

async function rejection(promise: Promise<unknown>, code: NnsErrorCode): Promise<NnsError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof NnsError, `not an NnsError: ${String(error)}`);
    assert.equal(error.code, code, error.message);
    return error;
  }
  assert.fail(`resolved instead of failing with ${code}`);
}

describe('core errors', function () {
  this.timeout(30_000);
  let devnet: Devnet;
  let node: NodeConfig;

  before(async () => {
    devnet = await startDevnet({ names: generateNames(150, { seed: 2 }), personality: 'sessions' });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  it('INVALID_INPUT: a bad URL or contract hash fails before any request, naming the field', async () => {
    assert.equal((await rejection(listTokens({ rpcUrl: 'ftp://x', contractHash: NNS }), 'INVALID_INPUT')).field, 'rpcUrl');
    assert.equal((await rejection(listTokens({ rpcUrl: devnet.url, contractHash: '0x12' }), 'INVALID_INPUT')).field, 'contractHash');
    assert.equal(devnet.requests.length, 0);
  });

  it('NETWORK: connection refused', async () => {
    const closed = await startDevnet({ names: [] });
    const url = closed.url;
    await closed.close();
    const error = await rejection(listTokens({ rpcUrl: url, contractHash: NNS }), 'NETWORK');
    assert.match(error.message, /refused/);
  });

  it('NETWORK: a connection dropped without an answer', async () => {
    devnet.setFaults([{ kind: 'drop' }]);
    await rejection(listTokens(node), 'NETWORK');
  });

  it('TIMEOUT: a node slower than timeoutMs', async () => {
    devnet.setFaults([{ kind: 'latency', latencyMs: 3000 }]);
    const error = await rejection(listTokens(node, { timeoutMs: 200 }), 'TIMEOUT');
    assert.match(error.message, /0\.2 s/);
  });

  it('CANCELLED: an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await rejection(listTokens(node, { signal: controller.signal }), 'CANCELLED');
    assert.equal(devnet.requests.length, 0);
  });

  it('CANCELLED: aborting while a request waits', async () => {
    devnet.setFaults([{ kind: 'latency', latencyMs: 2000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await rejection(listTokens(node, { signal: controller.signal }), 'CANCELLED');
  });

  it('HTTP: a non-2xx status', async () => {
    devnet.setFaults([{ kind: 'http500' }]);
    const error = await rejection(listTokens(node), 'HTTP');
    assert.equal(error.httpStatus, 500);
    assert.match(error.message, /HTTP 500/);
  });

  it('RPC: a JSON-RPC error object, with its code, message and data', async () => {
    devnet.setFaults([{ kind: 'rpcError', rpcError: { code: -32602, message: 'Invalid params', data: 'bad script hash' } }]);
    const error = await rejection(listTokens(node), 'RPC');
    assert.equal(error.rpcCode, -32602);
    assert.equal(error.rpcMessage, 'Invalid params');
    assert.equal(error.rpcData, 'bad script hash');
    assert.match(error.message, /-32602.*Invalid params.*bad script hash/);
  });

  it('FAULT: an unknown contract, with the node\'s exception text and a hint', async () => {
    const error = await rejection(listTokens({ ...node, contractHash: '0x' + '12'.repeat(20) }), 'FAULT');
    assert.ok(error.exception && error.exception.length > 0);
    assert.ok(error.message.includes(error.exception));
    assert.match(error.message, /contract hash/);
  });

  const invalidResponses: [string, FaultSpec][] = [
    ['an HTML body', { kind: 'html' }],
    ['malformed JSON', { kind: 'malformedJson' }],
    ['a wrong id', { kind: 'wrongId' }],
  ];
  for (const [what, fault] of invalidResponses) {
    it(`INVALID_RESPONSE: ${what}`, async () => {
      devnet.setFaults([fault]);
      const error = await rejection(listTokens(node), 'INVALID_RESPONSE');
      assert.ok(error.excerpt !== undefined);
      if (fault.kind === 'html') assert.match(error.message, /HTML/);
      if (fault.kind === 'wrongId') assert.match(error.message, /id/);
    });
  }

  it('INVALID_RESPONSE: an oversized body is cut off at the cap, not buffered', async () => {
    devnet.setFaults([{ kind: 'oversized', oversizedBytes: 8 * 1024 * 1024 }]);
    const before = process.memoryUsage().arrayBuffers;
    const error = await rejection(listTokens(node, { maxResponseBytes: 1024 * 1024 }), 'INVALID_RESPONSE');
    assert.match(error.message, /larger than 1 MiB/);
    assert.ok(process.memoryUsage().arrayBuffers - before < 6 * 1024 * 1024);
  });

  it('INVALID_RESPONSE: a small compressed body that inflates past the cap is cut off, not buffered', async () => {
    // 16 MiB of JSON-looking text gzips to about 16 KB: its Content-Length says nothing of its real size.
    const inflated = Buffer.from(`{"jsonrpc":"2.0","id":1,"result":"${'A'.repeat(16 * 1024 * 1024)}"}`);
    const compressed = gzipSync(inflated, { level: 9 });
    const server = await startFixtureServer((_request, _raw, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': compressed.length });
      res.end(compressed);
    });
    try {
      const before = process.memoryUsage().arrayBuffers;
      const error = await rejection(listTokens({ rpcUrl: server.url, contractHash: NNS }, { maxResponseBytes: 1024 * 1024 }), 'INVALID_RESPONSE');
      assert.ok(compressed.length < 1024 * 1024, `the compressed body (${compressed.length} bytes) is under the cap`);
      assert.match(error.message, /larger than 1 MiB/);
      assert.ok(process.memoryUsage().arrayBuffers - before < 6 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  describe('responses that break the seed\'s rules', () => {
    const cases: [string, (id: unknown) => unknown, RegExp][] = [
      ['no result and no error', (id) => ({ jsonrpc: '2.0', id }), /not a JSON-RPC 2.0 response/],
      ['jsonrpc 1.0', (id) => ({ jsonrpc: '1.0', id, result: halt([]) }), /not a JSON-RPC 2.0 response/],
      ['a string id', (id) => ({ jsonrpc: '2.0', id: String(id), result: halt([]) }), /not a JSON-RPC 2.0 response/],
      ['an empty stack', (id) => ({ jsonrpc: '2.0', id, result: halt([]) }), /exactly one iterator/],
      ['two stack items', (id) => ({ jsonrpc: '2.0', id, result: halt([{ type: 'InteropInterface' }, { type: 'InteropInterface' }]) }), /exactly one iterator/],
      ['an Integer instead of an iterator', (id) => ({ jsonrpc: '2.0', id, result: halt([{ type: 'Integer', value: '5' }]) }), /exactly one iterator/],
      ['an iterator entry that is not a ByteString', (id) => ({ jsonrpc: '2.0', id, result: halt([{ type: 'InteropInterface', iterator: [{ type: 'Integer', value: '1' }], truncated: false }]) }), /ByteString|type/],
      ['a value that is not base64', (id) => ({ jsonrpc: '2.0', id, result: halt([{ type: 'InteropInterface', iterator: [{ type: 'ByteString', value: 'not base64!' }], truncated: false }]) }), /base64/],
      ['gasconsumed that is not a decimal', (id) => ({ jsonrpc: '2.0', id, result: { ...halt([]), gasconsumed: '1.5' } }), /gasconsumed/],
      ['a result without stack', (id) => ({ jsonrpc: '2.0', id, result: { script: '', state: 'HALT', gasconsumed: '1', exception: null } }), /stack/],
    ];
    for (const [what, answer, message] of cases) {
      it(`INVALID_RESPONSE: ${what}`, async () => {
        const respond: Responder = (request) => answer(request.id);
        const server = await startFixtureServer(respond);
        try {
          const error = await rejection(listTokens({ rpcUrl: server.url, contractHash: NNS }), 'INVALID_RESPONSE');
          assert.match(error.message, message);
        } finally {
          await server.close();
        }
      });
    }

    it('decides success by state: an exception text on HALT is not a failure', async () => {
      const server = await startFixtureServer((request) => ({
        jsonrpc: '2.0', id: request.id,
        result: halt([{ type: 'InteropInterface', iterator: [{ type: 'ByteString', value: Buffer.from('a.neo').toString('base64') }], truncated: false }], { exception: 'wallet not opened' }),
      }));
      try {
        const list = await listTokens({ rpcUrl: server.url, contractHash: NNS });
        assert.deepEqual(list.names, ['a.neo']);
        assert.equal(list.gasConsumed, 1000n);
      } finally {
        await server.close();
      }
    });

    it('a FAULT without exception text is still a FAULT', async () => {
      const server = await startFixtureServer((request) => ({ jsonrpc: '2.0', id: request.id, result: { ...halt([]), state: 'FAULT', exception: null } }));
      try {
        await rejection(listTokens({ rpcUrl: server.url, contractHash: NNS }), 'FAULT');
      } finally {
        await server.close();
      }
    });
  });
});

describe('core errors: neo-go answers failed requests with HTTP 4xx/5xx and the JSON-RPC error', () => {
  it('reports the JSON-RPC error, not just the status', async () => {
    const server = await startFixtureServer((request, _raw, res) => {
      res.writeHead(422, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32602, message: 'Invalid params', data: 'can\'t create invocation script' } }));
    });
    try {
      const error = await rejection(listTokens({ rpcUrl: server.url, contractHash: NNS }), 'RPC');
      assert.equal(error.rpcCode, -32602);
      assert.equal(error.rpcData, 'can\'t create invocation script');
    } finally {
      await server.close();
    }
  });

  it('an HTTP error without a JSON-RPC body stays HTTP, with an excerpt', async () => {
    const server = await startFixtureServer((_request, _raw, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    try {
      const error = await rejection(listTokens({ rpcUrl: server.url, contractHash: NNS }), 'HTTP');
      assert.equal(error.httpStatus, 502);
      assert.match(error.excerpt ?? '', /Bad gateway/);
    } finally {
      await server.close();
    }
  });
});

describe('core errors: answers nested without end are INVALID_RESPONSE, never a RangeError', () => {
  const DEPTH = 100_000;
  const nested = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  const owner = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
  const calls: [string, (node: NodeConfig) => Promise<unknown>][] = [
    ['listTokens', (node) => listTokens(node)],
    ['listTokensOf', (node) => listTokensOf(node, owner)],
    ['listRecords', (node) => listRecords(node, 'alice.neo')],
  ];
  /** Where the nesting is: the invocation's stack, an iterator value, a JSON-RPC error's data, the result itself. */
  const places: [string, (id: unknown) => string][] = [
    ['in the stack', (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"script":"","state":"HALT","gasconsumed":"1","exception":null,"stack":${nested}}}`],
    ['as an iterator value', (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"script":"","state":"HALT","gasconsumed":"1","exception":null,`
      + `"stack":[{"type":"InteropInterface","iterator":[${nested}],"truncated":false}]}}`],
    ['as a JSON-RPC error\'s data', (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"error":{"code":-1,"message":"x","data":${nested}}}`],
    ['as the result', (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${nested}}`],
  ];
  for (const [name, call] of calls) {
    for (const [where, body] of places) {
      it(`${name}: 100,000 levels of [ ${where}`, async () => {
        const server = await startFixtureServer((request) => {
          const params = request.params as unknown[];
          // The list's own invocation is nested; getversion and the count answer as a node does.
          if (request.method === 'getversion') return { jsonrpc: '2.0', id: request.id, result: { useragent: '/fixture/' } };
          if (params[1] === 'totalSupply' || params[1] === 'balanceOf') return { jsonrpc: '2.0', id: request.id, result: halt([{ type: 'Integer', value: '1' }]) };
          return new RawJson(body(request.id));
        });
        try {
          const error = await rejection(call({ rpcUrl: server.url, contractHash: NNS }), where.includes('error') ? 'RPC' : 'INVALID_RESPONSE');
          assert.ok((error.excerpt ?? error.message).length < 400);
        } finally {
          await server.close();
        }
      });
    }
  }

  it('excerptOfValue: a short excerpt of any value, however large or nested', () => {
    let deep: unknown = [];
    for (let i = 0; i < DEPTH; i++) deep = [deep];
    assert.equal(excerptOfValue(deep), `${'['.repeat(16)}[…]${']'.repeat(16)}`);
    assert.equal(excerptOfValue({ a: 'x'.repeat(1_000_000) }).length, 121);
    assert.equal(excerptOfValue({ type: 'Integer', value: '1' }), '{"type":"Integer","value":"1"}');
    assert.equal(excerptOfValue(undefined), 'undefined');
    assert.equal(excerptOfValue(Array.from({ length: 1_000_000 }, () => 1)).length, 121);
  });
});

describe('core errors: what a failure carries to the user', () => {
  it('an NnsError names itself and keeps the node\'s own words beside its message', () => {
    const error = new NnsError('RPC', 'The node returned JSON-RPC error -32602 for invokefunction: Invalid params', {
      rpcCode: -32602, rpcMessage: 'Invalid params', rpcData: { reason: 'bad hash' }, method: 'invokefunction',
    });
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'NnsError');
    assert.match(String(error), /^NnsError: The node returned JSON-RPC error -32602/);
    assert.equal(error.code, 'RPC');
    assert.deepEqual([error.rpcCode, error.rpcMessage, error.rpcData, error.method], [-32602, 'Invalid params', { reason: 'bad hash' }, 'invokefunction']);
    const fault = new NnsError('FAULT', 'The contract failed', { exception: 'The name has expired.' });
    assert.equal(fault.exception, 'The name has expired.');
    const http = new NnsError('HTTP', 'HTTP 502', { httpStatus: 502, excerpt: 'Bad gateway' });
    assert.deepEqual([http.httpStatus, http.excerpt], [502, 'Bad gateway']);
    assert.equal(new NnsError('INVALID_INPUT', 'Not an address', { field: 'owner' }).field, 'owner');
  });

  it('keeps the underlying failure as its cause, and has none when there was none', () => {
    const refused = new TypeError('fetch failed');
    assert.equal(new NnsError('NETWORK', 'Could not reach the node', { cause: refused }).cause, refused);
    const plain = new NnsError('TIMEOUT', 'The node did not answer within 0.2 s');
    assert.equal(plain.cause, undefined);
    assert.equal('cause' in plain, false, 'no cause property at all: a log prints no "[cause]: undefined"');
  });

  it('isNnsError tells an NnsError, of any code or of the code asked, from anything else', () => {
    const timeout = new NnsError('TIMEOUT', 'slow');
    assert.equal(isNnsError(timeout), true);
    assert.equal(isNnsError(timeout, 'TIMEOUT'), true);
    assert.equal(isNnsError(timeout, 'CANCELLED'), false);
    assert.equal(isNnsError(new Error('slow')), false);
    assert.equal(isNnsError({ code: 'TIMEOUT', message: 'slow', name: 'NnsError' }, 'TIMEOUT'), false, 'a look-alike object is not one');
    assert.equal(isNnsError(undefined), false);
  });

  it('an excerpt of a node\'s answer is one line, trimmed, and cut at 120 characters with an ellipsis', () => {
    assert.equal(excerptOf('  <html>\n\t<body>Bad   gateway</body>\r\n</html>  '), '<html> <body>Bad gateway</body> </html>');
    const exactly = 'x'.repeat(120);
    assert.equal(excerptOf(exactly), exactly, '120 characters stay whole');
    assert.equal(excerptOf(`${exactly}y`), `${exactly}…`);
    assert.equal(excerptOf('abcdef', 3), 'abc…');
    assert.equal(excerptOf(''), '');
  });
});
