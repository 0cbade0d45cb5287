// How the core explains a browser's opaque fetch failure (VS Code for the Web): the TypeError itself,
// and the NETWORK error a listing ends with when fetch rejects that way.
import assert from 'node:assert/strict';
import { isOpaqueFetchFailure, listTokens, NnsError } from '../../../../src/core';
import { opaqueFetchReason } from '../../../../src/core/rpc/browserFetch';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

describe('core/rpc/browserFetch', () => {
  it('recognises the bare TypeError of Chromium, Firefox and WebKit', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'NetworkError when attempting to fetch resource', 'Load failed']) {
      assert.ok(isOpaqueFetchFailure(new TypeError(message)), message);
    }
  });

  it("does not take Node's fetch failures, other TypeErrors or other errors for it", () => {
    const node = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
    assert.ok(!isOpaqueFetchFailure(node));
    assert.ok(!isOpaqueFetchFailure(new TypeError('Failed to fetch', { cause: new Error('x') })), 'a cause says more: not opaque');
    assert.ok(!isOpaqueFetchFailure(new TypeError("Cannot read properties of undefined (reading 'x')")));
    // Messages that hold one of the opaque ones but say more: another failure.
    assert.ok(!isOpaqueFetchFailure(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/x.js')));
    assert.ok(!isOpaqueFetchFailure(new TypeError('Polyfill: Failed to fetch')));
    assert.ok(!isOpaqueFetchFailure(new Error('Failed to fetch')));
    assert.ok(!isOpaqueFetchFailure('Failed to fetch'));
    assert.ok(!isOpaqueFetchFailure(undefined));
  });

  it('names the origin the requests come from when the environment has one', () => {
    const global = globalThis as { origin?: unknown };
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'origin');
    try {
      global.origin = 'http://127.0.0.1:8080';
      assert.equal(opaqueFetchReason(new TypeError('Failed to fetch')),
        'the node refused a cross-origin request from http://127.0.0.1:8080 (CORS) or is unreachable; the browser reports only "Failed to fetch"');
      global.origin = 'null'; // an opaque origin (a sandboxed frame) says nothing
      assert.equal(opaqueFetchReason(new TypeError('Load failed')),
        'the node refused a cross-origin request (CORS) or is unreachable; the browser reports only "Load failed"');
    } finally {
      if (saved) Object.defineProperty(globalThis, 'origin', saved);
      else delete global.origin;
    }
  });

  it('makes a listing fail with NETWORK naming CORS, the opaque TypeError kept as its cause', async () => {
    const realFetch = globalThis.fetch;
    const refused = new TypeError('Failed to fetch');
    let calls = 0;
    globalThis.fetch = () => {
      calls++;
      return Promise.reject(refused);
    };
    try {
      await assert.rejects(listTokens({ rpcUrl: 'http://127.0.0.1:50012', contractHash: NNS }), (error: unknown) => {
        assert.ok(error instanceof NnsError);
        assert.equal(error.code, 'NETWORK');
        assert.equal(error.message, 'Could not reach the node at http://127.0.0.1:50012/: the node refused a cross-origin request (CORS) or is unreachable; '
          + 'the browser reports only "Failed to fetch".');
        assert.equal(error.cause, refused);
        return true;
      });
      assert.equal(calls, 1, 'a transport failure is not retried call by call');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
