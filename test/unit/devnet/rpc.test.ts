import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { type Devnet, startDevnet } from '../../devnet/index';
import {
  type Envelope, type InvokeResult, NNS, OWNER, ZERO_HASH, invoke, post, rawRequest, rpc, simpleNames, tokens, tokensOf,
} from './helpers';

const UNKNOWN = '0x' + 'ab'.repeat(20);

describe('devnet JSON-RPC', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(30) });
  });
  after(() => devnet.close());
  afterEach(() => devnet.configure({ personality: 'sessions' }));

  describe('getcontractstate by id and by hash, as the nodes answer it', () => {
    it('answers the NNS contract (id 1 unless configured) and the deployed others; an unknown id or hash is "Unknown contract"', async () => {
      const other = { hash: '0x' + '0a'.repeat(20), name: 'Token', methods: ['symbol', 'transfer'], standards: ['NEP-17'] };
      devnet.configure({ deployedContracts: [other], nnsContractId: 2 });
      try {
        for (const [personality, unknown] of [['sessions', { code: -102, message: 'Unknown contract' }], ['neo-go', { code: -102, message: 'Unknown contract' }], ['csharp-legacy', { code: -100, message: 'Unknown contract' }]] as const) {
          devnet.configure({ personality });
          const byId = await rpc<{ id: number; hash: string; manifest: { name: string; supportedstandards: string[] } }>(devnet.url, 'getcontractstate', [2]);
          assert.deepEqual([byId.body.result?.id, byId.body.result?.hash, byId.body.result?.manifest.name, byId.body.result?.manifest.supportedstandards], [2, NNS, 'NameService', ['NEP-11']]);
          const byString = await rpc<{ hash: string }>(devnet.url, 'getcontractstate', ['1']);
          assert.equal(byString.body.result?.hash, other.hash);
          const byHash = await rpc<{ id: number }>(devnet.url, 'getcontractstate', [other.hash.toUpperCase().replace('0X', '0x')]);
          assert.equal(byHash.body.result?.id, 1);
          for (const missing of [3, UNKNOWN]) assert.deepEqual((await rpc<unknown>(devnet.url, 'getcontractstate', [missing])).body.error, unknown, `${personality} ${missing}`);
        }
      } finally {
        devnet.configure({ deployedContracts: [], nnsContractId: 1 });
      }
    });
  });

  describe('FAULTs like the real nodes (HALT/FAULT is a result, not a JSON-RPC error)', () => {
    it('C#: unknown contract, unknown method, wrong argument count, invalid owner', async () => {
      const cases: [unknown[], string][] = [
        [[UNKNOWN, 'tokens', []], `Called Contract Does Not Exist: ${UNKNOWN}`],
        [[NNS, 'tokenz', []], `Method "tokenz" with 0 parameter(s) doesn't exist in the contract ${NNS}.`],
        [[NNS, 'tokens', [{ type: 'Integer', value: '1' }]], `Method "tokens" with 1 parameter(s) doesn't exist in the contract ${NNS}.`],
        [[NNS, 'tokensOf', []], `Method "tokensOf" with 0 parameter(s) doesn't exist in the contract ${NNS}.`],
        [[NNS, 'TOKENS', []], `Method "TOKENS" with 0 parameter(s) doesn't exist in the contract ${NNS}.`],
        [[NNS, 'tokensOf', [{ type: 'Hash160', value: ZERO_HASH }]], 'An unhandled exception was thrown. The argument "owner" is invalid.'],
        [[NNS, 'tokensOf', [{ type: 'Integer', value: '5' }]], 'An unhandled exception was thrown. The argument "owner" is invalid.'],
      ];
      for (const personality of ['sessions', 'csharp-nosession', 'csharp-legacy'] as const) {
        devnet.configure({ personality });
        for (const [params, exception] of cases) {
          const answer = await rpc<InvokeResult>(devnet.url, 'invokefunction', params);
          assert.equal(answer.status, 200);
          const result = answer.body.result!;
          assert.equal(result.state, 'FAULT', JSON.stringify(params));
          assert.equal(result.exception, exception);
          assert.deepEqual(result.stack, [], 'C# has an empty result stack on FAULT');
          assert.ok(!('session' in result));
          assert.ok(Number(result.gasconsumed) > 0);
        }
      }
    });

    it('neo-go: "at instruction N (OP): …" texts', async () => {
      devnet.configure({ personality: 'neo-go' });
      const cases: [unknown[], string][] = [
        [[UNKNOWN, 'tokens', []], `at instruction 32 (SYSCALL): System.Contract.Call failed: called contract ${UNKNOWN.slice(2)} not found: key not found`],
        [[NNS, 'tokenz', []], 'at instruction 32 (SYSCALL): System.Contract.Call failed: method not found: tokenz/0'],
        [[NNS, 'tokensOf', []], 'at instruction 34 (SYSCALL): System.Contract.Call failed: method not found: tokensOf/0'],
        [[NNS, 'tokensOf', [{ type: 'Hash160', value: ZERO_HASH }]], 'at instruction 1796 (THROW): unhandled exception: "The argument \\"owner\\" is invalid."'],
      ];
      for (const [params, exception] of cases) {
        const answer = await rpc<InvokeResult>(devnet.url, 'invokefunction', params);
        assert.equal(answer.status, 200);
        assert.equal(answer.body.result?.state, 'FAULT');
        assert.equal(answer.body.result?.exception, exception);
      }
    });

    it('GAS consumed is consistent: an unknown contract costs the script plus the call only', async () => {
      const unknown = await invoke(devnet.url, 'invokefunction', [UNKNOWN, 'tokens', []]);
      const known = await tokens(devnet.url);
      assert.equal(unknown.gasconsumed, String((16 + 1 + 8 + 8 + 32768) * 30));
      assert.equal(BigInt(known.gasconsumed) - BigInt(unknown.gasconsumed), BigInt(32795 * 30), 'plus the tokens() body');
    });
  });

  describe('invalid params', () => {
    it('a malformed Hash160 argument → -32602 (C#: message "Invalid params - …" with data)', async () => {
      for (const value of ['0x1234', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', 42, '0x' + 'zz'.repeat(20)]) {
        const answer = await rpc(devnet.url, 'invokefunction', [NNS, 'tokensOf', [{ type: 'Hash160', value }]]);
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.body.error, {
          code: -32602,
          message: 'Invalid params - One of the identified items was in an invalid format.',
          data: 'One of the identified items was in an invalid format.',
        });
      }
    });

    it('neo-go: -32602 "Invalid params" with the detail in data, HTTP 422', async () => {
      devnet.configure({ personality: 'neo-go' });
      const answer = await rpc(devnet.url, 'invokefunction', [NNS, 'tokensOf', [{ type: 'Hash160', value: '0x1234' }]]);
      assert.equal(answer.status, 422);
      assert.equal(answer.body.error?.code, -32602);
      assert.equal(answer.body.error?.message, 'Invalid params');
      assert.match(String(answer.body.error?.data), /^can't create invocation script: /);
    });

    it('bad contract hash, missing method, bad script base64', async () => {
      assert.deepEqual((await rpc(devnet.url, 'invokefunction', ['0x12', 'tokens'])).body.error,
        { code: -32602, message: 'Invalid params - Invalid script hash script_hash', data: 'Invalid script hash script_hash' });
      assert.deepEqual((await rpc(devnet.url, 'invokefunction', [NNS])).body.error, { code: -32602, message: 'Invalid params' });
      assert.deepEqual((await rpc(devnet.url, 'invokescript', ['not base64!'])).body.error, { code: -32602, message: 'Invalid params' });
      assert.equal((await rpc(devnet.url, 'invokefunction', [NNS, 'tokens', 'x'])).body.error?.code, -32602);
    });
  });

  describe('envelopes', () => {
    it('unknown method → -32601 (C#: "Method not found - name")', async () => {
      const answer = await rpc(devnet.url, 'getblockz', [], 'abc');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { jsonrpc: '2.0', id: 'abc', error: { code: -32601, message: 'Method not found - getblockz', data: 'getblockz' } });
      devnet.configure({ personality: 'neo-go' });
      const neoGo = await rpc(devnet.url, 'getblockz', [], 7);
      assert.equal(neoGo.status, 405);
      assert.deepEqual(neoGo.body.error, { code: -32601, message: 'Method not found', data: 'method "getblockz" not supported' });
    });

    it('unparsable JSON → -32700 with id null (C# 200 "Bad request", neo-go 400 "Parse error")', async () => {
      const csharp = await post<Envelope>(devnet.url, '{"jsonrpc":"2.0","id":1,', true);
      assert.equal(csharp.status, 200);
      assert.deepEqual(csharp.body, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Bad request' } });
      devnet.configure({ personality: 'csharp-legacy' });
      assert.deepEqual((await post<Envelope>(devnet.url, 'nope', true)).body.error, { code: -32700, message: 'Parse error' });
      devnet.configure({ personality: 'neo-go' });
      const neoGo = await post<Envelope>(devnet.url, '{', true);
      assert.equal(neoGo.status, 400);
      assert.equal(neoGo.body.error?.code, -32700);
      assert.equal(neoGo.body.error?.message, 'Parse error');
      assert.equal(neoGo.body.id, null);
      assert.ok(neoGo.text.endsWith('}\n'), 'neo-go json.Encoder adds a newline');
    });

    it('echoes the id unchanged (number, string, null)', async () => {
      for (const id of [0, 17, 'req-1', null]) {
        assert.deepEqual((await rpc(devnet.url, 'getversion', [], id)).body.id, id);
      }
    });

    it('invalid request objects → -32600', async () => {
      assert.deepEqual((await post<Envelope>(devnet.url, { jsonrpc: '2.0', id: 1, params: [] })).body.error, { code: -32600, message: 'Invalid request' });
      assert.deepEqual((await post<Envelope>(devnet.url, { jsonrpc: '2.0', id: 1, method: 'getversion', params: {} })).body.error,
        { code: -32600, message: 'Invalid request' });
    });

    it('C#: a request without id is a notification and gets no answer', async () => {
      const answer = await post(devnet.url, { jsonrpc: '2.0', method: 'getversion', params: [] });
      assert.equal(answer.status, 200);
      assert.equal(answer.text, '');
    });

    it('neo-go: jsonrpc must be "2.0"', async () => {
      devnet.configure({ personality: 'neo-go' });
      const answer = await post<Envelope>(devnet.url, { jsonrpc: '1.0', id: 1, method: 'getversion', params: [] });
      assert.equal(answer.status, 422);
      assert.equal(answer.body.error?.code, -32602);
    });

    it('serves any path, like both nodes', async () => {
      const answer = await post<Envelope>(new URL('/some/path', devnet.url).href, { jsonrpc: '2.0', id: 1, method: 'getversion', params: [] });
      assert.ok(answer.body.result);
      assert.equal(devnet.requests.at(-1)?.path, '/some/path');
    });

    it('content type, and gzip when accepted (C# only)', async () => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [NNS, 'tokens', [], []] });
      const gz = await rawRequest(devnet.url, { headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate' }, body });
      assert.equal(gz.headers['content-type'], 'application/json');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const unpacked = JSON.parse(gunzipSync(gz.body).toString('utf8')) as Envelope<InvokeResult>;
      assert.equal(unpacked.result?.state, 'HALT');
      const plain = await rawRequest(devnet.url, { headers: { 'content-type': 'application/json' }, body });
      assert.equal(plain.headers['content-encoding'], undefined);
      devnet.configure({ personality: 'neo-go' });
      const neoGo = await rawRequest(devnet.url, { headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body });
      assert.equal(neoGo.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(neoGo.headers['content-encoding'], undefined);
    });

    it('GET: C# reads the call from the query string; neo-go refuses with 422', async () => {
      const params = Buffer.from(JSON.stringify([])).toString('base64');
      const get = await rawRequest(devnet.url, { method: 'GET', path: `/?jsonrpc=2.0&id=5&method=getversion&params=${encodeURIComponent(params)}` });
      const parsed = JSON.parse(get.body.toString('utf8')) as Envelope<{ useragent: string }>;
      assert.equal(get.status, 200);
      assert.equal(parsed.id, '5');
      assert.equal(parsed.result?.useragent, '/Neo:3.7.4/');
      const bare = await rawRequest(devnet.url, { method: 'GET' });
      assert.deepEqual(JSON.parse(bare.body.toString('utf8')), { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Bad request' } });
      devnet.configure({ personality: 'neo-go' });
      const neoGo = await rawRequest(devnet.url, { method: 'GET' });
      assert.equal(neoGo.status, 422);
      assert.deepEqual((JSON.parse(neoGo.body.toString('utf8')) as Envelope).error,
        { code: -32602, message: 'Invalid params', data: "invalid method 'GET', please retry with 'POST'" });
    });
  });

  describe('batches', () => {
    it('answers an array, one response per request, each succeeding or failing alone', async () => {
      const batch = [
        { jsonrpc: '2.0', id: 1, method: 'getversion', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'invokefunction', params: [NNS, 'tokensOf', [{ type: 'Hash160', value: OWNER }]] },
        { jsonrpc: '2.0', id: 3, method: 'nope', params: [] },
        { jsonrpc: '2.0', id: 4, method: 'invokefunction', params: [NNS, 'tokensOf', [{ type: 'Hash160', value: 'bad' }]] },
      ];
      devnet.clearRequests();
      const answer = await post<Envelope<InvokeResult>[]>(devnet.url, batch);
      assert.equal(answer.status, 200);
      assert.ok(Array.isArray(answer.body));
      assert.deepEqual(answer.body.map((r) => r.id), [1, 2, 3, 4]);
      assert.ok(answer.body[0]!.result);
      assert.equal(answer.body[1]!.result?.state, 'HALT');
      assert.equal(answer.body[2]!.error?.code, -32601);
      assert.equal(answer.body[3]!.error?.code, -32602);
      assert.deepEqual(devnet.requests.map((r) => r.method), ['getversion', 'invokefunction', 'nope', 'invokefunction']);
      assert.ok(devnet.requests.every((r) => r.body === JSON.stringify(batch)));
    });

    it('neo-go answers a batch with HTTP 200 even when elements fail', async () => {
      devnet.configure({ personality: 'neo-go' });
      const answer = await post<Envelope[]>(devnet.url, [{ jsonrpc: '2.0', id: 1, method: 'nope', params: [] }]);
      assert.equal(answer.status, 200);
      assert.equal(answer.body[0]!.error?.code, -32601);
    });

    it('an empty batch is one -32600 error (C#)', async () => {
      const answer = await post<Envelope>(devnet.url, []);
      assert.deepEqual(answer.body, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } });
    });
  });

  describe('request log', () => {
    it('records method, params, id, raw body, headers, HTTP method and path, in order', async () => {
      devnet.clearRequests();
      assert.equal(devnet.requests.length, 0);
      await tokens(devnet.url);
      await tokensOf(devnet.url, OWNER);
      const [first, second] = devnet.requests;
      assert.equal(devnet.requests.length, 2);
      assert.equal(first!.method, 'invokefunction');
      assert.deepEqual(first!.params, [NNS, 'tokens', [], []]);
      assert.deepEqual(second!.params, [NNS, 'tokensOf', [{ type: 'Hash160', value: OWNER }]]);
      assert.equal(typeof first!.id, 'number');
      assert.equal(JSON.parse(first!.body).method, 'invokefunction');
      assert.equal(first!.headers['content-type'], 'application/json');
      assert.equal(first!.httpMethod, 'POST');
      assert.equal(first!.path, '/');
    });

    it('logs unparsable bodies with an empty method', async () => {
      devnet.clearRequests();
      await post(devnet.url, '{oops', true);
      assert.deepEqual(devnet.requests.map((r) => [r.method, r.body]), [['', '{oops']]);
    });
  });

  describe('invokefunction extras', () => {
    it('accepts signers and the diagnostic flag (invocation tree, no storage changes)', async () => {
      const withSigners = await invoke(devnet.url, 'invokefunction', [NNS, 'tokens', [], [{ account: OWNER, scopes: 'CalledByEntry' }], true]);
      assert.equal(withSigners.state, 'HALT');
      const diag = withSigners.diagnostics as { invokedcontracts: { hash: string; call: { hash: string }[] }; storagechanges: unknown[] };
      assert.match(diag.invokedcontracts.hash, /^0x[0-9a-f]{40}$/);
      assert.deepEqual(diag.invokedcontracts.call, [{ hash: NNS }]);
      assert.deepEqual(diag.storagechanges, []);
    });

    it('other read-only NNS methods: symbol, decimals, totalSupply, balanceOf, roots', async () => {
      devnet.configure({ personality: 'neo-go' });
      const symbol = await invoke(devnet.url, 'invokefunction', [NNS, 'symbol', []]);
      assert.deepEqual(symbol.stack, [{ type: 'ByteString', value: Buffer.from('NNS').toString('base64') }]);
      assert.deepEqual((await invoke(devnet.url, 'invokefunction', [NNS, 'decimals', []])).stack, [{ type: 'Integer', value: '0' }]);
      assert.deepEqual((await invoke(devnet.url, 'invokefunction', [NNS, 'totalSupply', []])).stack, [{ type: 'Integer', value: '30' }]);
      assert.deepEqual((await invoke(devnet.url, 'invokefunction', [NNS, 'balanceOf', [{ type: 'Hash160', value: OWNER }]])).stack,
        [{ type: 'Integer', value: '15' }]);
      const roots = await invoke(devnet.url, 'invokefunction', [NNS, 'roots', []]);
      assert.deepEqual(roots.stack, [{ type: 'InteropInterface', iterator: [{ type: 'ByteString', value: Buffer.from('neo').toString('base64') }] }]);
    });
  });
});
