import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { type Devnet, startDevnet } from '../../devnet/index';
import { type Envelope, type InvokeResult, NNS, post, rawRequest, rpc, simpleNames, tokens } from './helpers';

const call = { jsonrpc: '2.0', id: 41, method: 'getversion', params: [] };

/** Reads a response body, counting bytes without keeping them. */
function countBody(url: string, body: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number; head: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let bytes = 0;
      let head = '';
      res.on('data', (chunk: Buffer) => {
        if (head.length < 200) head += chunk.toString('utf8', 0, Math.min(chunk.length, 200));
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, head }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('devnet faults', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(250) });
  });
  after(() => devnet.close());
  afterEach(() => devnet.setFaults([]));

  it('latency: answers normally after the delay', async () => {
    devnet.setFaults([{ kind: 'latency', latencyMs: 300 }]);
    const started = Date.now();
    const answer = await post<Envelope>(devnet.url, call);
    assert.ok(Date.now() - started >= 270, 'not earlier than the delay');
    assert.ok(answer.body.result);
  });

  it('http500: HTTP 500 with an empty body', async () => {
    devnet.setFaults([{ kind: 'http500' }]);
    const answer = await post(devnet.url, call);
    assert.equal(answer.status, 500);
    assert.equal(answer.text, '');
  });

  it('html: 200 text/html, a proxy error page', async () => {
    devnet.setFaults([{ kind: 'html' }]);
    const answer = await post(devnet.url, call);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/html');
    assert.match(answer.text, /^<html>/);
  });

  it('malformedJson: 200 application/json, the answer cut in half', async () => {
    devnet.setFaults([{ kind: 'malformedJson' }]);
    const answer = await post(devnet.url, call);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/json');
    assert.ok(answer.text.startsWith('{"jsonrpc":"2.0","id":41'));
    assert.throws(() => JSON.parse(answer.text));
  });

  it('wrongId: the answer carries another id', async () => {
    devnet.setFaults([{ kind: 'wrongId' }]);
    assert.equal((await post<Envelope>(devnet.url, call)).body.id, 42);
    assert.equal((await rpc(devnet.url, 'getversion', [], 'a')).body.id, 'a-wrong');
  });

  it('rpcError: the configured error object (default -32603 Internal error)', async () => {
    devnet.setFaults([{ kind: 'rpcError', rpcError: { code: -100, message: 'Unknown error', data: 'boom' } }]);
    const answer = await post<Envelope>(devnet.url, call);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { jsonrpc: '2.0', id: 41, error: { code: -100, message: 'Unknown error', data: 'boom' } });
    devnet.setFaults([{ kind: 'rpcError' }]);
    assert.deepEqual((await post<Envelope>(devnet.url, call)).body.error, { code: -32603, message: 'Internal error' });
  });

  it('drop: the connection closes without an answer', async () => {
    devnet.setFaults([{ kind: 'drop', times: 1 }]);
    await assert.rejects(post(devnet.url, call));
    assert.ok((await post<Envelope>(devnet.url, call)).body.result, 'the next request is served');
  });

  it('oversized: streams exactly oversizedBytes of plausible JSON, chunked, no Content-Length', async () => {
    devnet.setFaults([{ kind: 'oversized', oversizedBytes: 300_000 }]);
    const small = await post<Envelope<InvokeResult>>(devnet.url, call);
    assert.equal(small.text.length, 300_000);
    assert.equal(small.body.result?.stack[0]?.type, 'InteropInterface', 'it parses as an invoke result');
    assert.ok((small.body.result?.stack[0]?.iterator?.length ?? 0) > 1000);

    devnet.setFaults([{ kind: 'oversized', oversizedBytes: 20 * 1024 * 1024 + 3 }]);
    const big = await countBody(devnet.url, JSON.stringify(call));
    assert.equal(big.status, 200);
    assert.equal(big.headers['content-length'], undefined);
    assert.equal(big.headers['transfer-encoding'], 'chunked');
    assert.equal(big.bytes, 20 * 1024 * 1024 + 3);
    assert.ok(big.head.startsWith('{"jsonrpc":"2.0","id":41,"result":{'));
  });

  it('oversized: a client that gives up stops the stream', async () => {
    devnet.setFaults([{ kind: 'oversized' }]); // 80 MiB by default
    const controller = new AbortController();
    const response = await fetch(devnet.url, { method: 'POST', body: JSON.stringify(call), signal: controller.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    assert.ok(first.value && first.value.length > 0);
    controller.abort();
    devnet.setFaults([]);
    assert.ok((await post<Envelope>(devnet.url, call)).body.result, 'the devnet keeps serving');
  });

  it('expireSession: the session dies after `afterPages` pages; the next call gets -107', async () => {
    devnet.setFaults([{ kind: 'expireSession', afterPages: 2 }]);
    const result = await tokens(devnet.url);
    const page = () => rpc<unknown[]>(devnet.url, 'traverseiterator', [result.session, result.stack[0]!.id, 100]);
    assert.equal((await page()).body.result?.length, 100);
    assert.equal((await page()).body.result?.length, 100);
    assert.deepEqual((await page()).body.error, { code: -107, message: 'Unknown session' });
    assert.equal((await rpc(devnet.url, 'terminatesession', [result.session])).body.result, false);
  });

  it('expireSession without afterPages: the first traverse already fails', async () => {
    devnet.setFaults([{ kind: 'expireSession', times: 1 }]);
    const doomed = await tokens(devnet.url);
    assert.equal((await rpc(devnet.url, 'traverseiterator', [doomed.session, doomed.stack[0]!.id, 10])).body.error?.code, -107);
    const fine = await tokens(devnet.url);
    assert.equal((await rpc<unknown[]>(devnet.url, 'traverseiterator', [fine.session, fine.stack[0]!.id, 10])).body.result?.length, 10);
  });

  it('`method` narrows a fault to one JSON-RPC method; `times` limits its firings', async () => {
    devnet.setFaults([{ kind: 'http500', method: 'traverseiterator', times: 2 }]);
    const result = await tokens(devnet.url);
    assert.equal(result.state, 'HALT', 'invokefunction is not hit');
    const page = () => rawRequest(devnet.url, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'traverseiterator', params: [result.session, result.stack[0]!.id, 10] }),
    });
    assert.equal((await page()).status, 500);
    assert.equal((await page()).status, 500);
    assert.equal((await page()).status, 200, 'two firings, then normal');
  });

  it('in a batch, HTTP-level faults hit the whole answer and per-call faults one element', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'getversion', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'invokefunction', params: [NNS, 'tokens', []] },
    ];
    devnet.setFaults([{ kind: 'rpcError', method: 'invokefunction', rpcError: { code: -32000, message: 'nope' } }]);
    const answer = await post<Envelope[]>(devnet.url, batch);
    assert.ok(answer.body[0]!.result);
    assert.deepEqual(answer.body[1], { jsonrpc: '2.0', id: 2, error: { code: -32000, message: 'nope' } });
    devnet.setFaults([{ kind: 'html', method: 'invokefunction' }]);
    assert.equal((await post(devnet.url, batch)).headers.get('content-type'), 'text/html');
  });

  it('faults given at start and through configure() work too; bad specs are refused', async () => {
    const other = await startDevnet({ names: [], faults: [{ kind: 'http500', times: 1 }] });
    try {
      assert.equal((await post(other.url, call)).status, 500);
      assert.equal((await post(other.url, call)).status, 200);
      other.configure({ faults: [{ kind: 'wrongId', times: 1 }] });
      assert.equal((await post<Envelope>(other.url, call)).body.id, 42);
    } finally {
      await other.close();
    }
    assert.throws(() => devnet.setFaults([{ kind: 'explode' as 'drop' }]), /unknown kind/);
    assert.throws(() => devnet.setFaults([{ kind: 'drop', times: -1 }]), /times/);
  });

  it('latency does not hold up close()', async () => {
    const slow = await startDevnet({ names: [], faults: [{ kind: 'latency', latencyMs: 60_000 }] });
    const pending = post(slow.url, call).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await slow.close();
    assert.ok((await pending) instanceof Error, 'the waiting client sees the connection close');
  });
});
