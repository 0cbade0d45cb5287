import assert from 'node:assert/strict';
import { listRoots, MAX_ROOTS, NnsError } from '../../../../src/core';
import { invokeResultSchema, type InvokeResult } from '../../../../src/core/rpc/schemas';
import { unwrapCall, unwrapResult } from '../../../../src/core/listing/unwrap';
import { halt, startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

const MAX_BY_SCRIPT = new Map(Array.from({ length: MAX_ROOTS }, (_, i) => [String(unwrapCall(NNS, 'roots', [], i + 1).params[0]), i + 1]));

function rootItems(count: number): { type: string; value: string }[] {
  return Array.from({ length: count }, (_, i) => ({ type: 'ByteString', value: Buffer.from(`root${i}`).toString('base64') }));
}

/**
 * A node answering the unwrap script of `roots()`: `roots` values, of which it renders at most
 * `renders` in one answer (neo-go: over 131,070 bytes of JSON, `stack: null`), or this very result.
 */
async function listRootsOn(options: { roots: number; renders?: number; result?: Record<string, unknown> }) {
  const asked: number[] = [];
  const server = await startFixtureServer((request) => {
    const max = MAX_BY_SCRIPT.get(String((request.params as unknown[])[0]));
    assert.ok(request.method === 'invokescript' && max !== undefined, 'the unwrap script of roots');
    asked.push(max);
    if (options.result) return { jsonrpc: '2.0', id: request.id, result: options.result };
    const copied = Math.min(max + 1, options.roots);
    const result = copied > (options.renders ?? Infinity)
      ? halt([], { stack: null, exception: null })
      : halt([{ type: 'Array', value: rootItems(copied) }]);
    return { jsonrpc: '2.0', id: request.id, result };
  });
  try {
    return { outcome: await listRoots({ rpcUrl: server.url, contractHash: NNS }).catch((error: unknown) => error), asked };
  } finally {
    await server.close();
  }
}

describe('core/listing/unwrap: the first values of an iterator in one invocation', () => {
  describe('unwrapResult', () => {
    /** A HALT around `stack`, read as every answer is. */
    const halted = (stack: unknown[]): InvokeResult => invokeResultSchema.parse(halt(stack));
    const decode = (item: unknown) => item;
    it('exactly max values: all of them, and no more exist; one more: max of them, and more exist', () => {
      const three = [{ type: 'Integer', value: '1' }, { type: 'Integer', value: '2' }, { type: 'Integer', value: '3' }];
      assert.deepEqual(unwrapResult(halted([{ type: 'Array', value: three.slice(0, 2) }]), 'roots', 2, decode), { items: three.slice(0, 2), more: false });
      assert.deepEqual(unwrapResult(halted([{ type: 'Array', value: three }]), 'roots', 2, decode), { items: three.slice(0, 2), more: true });
    });

    it('a HALT with two values: INVALID_RESPONSE naming invokescript', () => {
      const array = { type: 'Array', value: [] };
      assert.throws(() => unwrapResult(halted([array, array]), 'roots', 2, decode), (error: unknown) => {
        assert.ok(error instanceof NnsError);
        assert.equal(error.code, 'INVALID_RESPONSE');
        assert.equal(error.method, 'invokescript');
        assert.equal(error.message, 'The node\'s result for invokescript does not hold exactly one value.');
        return true;
      });
    });

    it('a HALT with one value that is not an Array: INVALID_RESPONSE saying so', () => {
      assert.throws(() => unwrapResult(halted([{ type: 'Integer', value: '7' }]), 'roots', 2, decode), (error: unknown) => {
        assert.ok(error instanceof NnsError);
        assert.equal(error.code, 'INVALID_RESPONSE');
        assert.match(error.message, /^The node's result for roots is not an Array of values \(.+\)\.$/);
        return true;
      });
    });
  });

  describe('previewIterator (the roots)', () => {
    it(`exactly ${MAX_ROOTS} roots: all, complete, in one call`, async () => {
      const { outcome, asked } = await listRootsOn({ roots: MAX_ROOTS });
      assert.deepEqual(outcome, { roots: Array.from({ length: MAX_ROOTS }, (_, i) => `root${i}`), complete: true });
      assert.deepEqual(asked, [MAX_ROOTS]);
    });

    it('values the node will not render together: asked again, half as many each time; the first that fit, and more', async () => {
      const { outcome, asked } = await listRootsOn({ roots: 300, renders: 100 });
      assert.deepEqual(asked, [256, 128, 64]);
      assert.deepEqual(outcome, { roots: Array.from({ length: 64 }, (_, i) => `root${i}`), complete: false });
    });

    it('not even one value rendered: down to one, then the error says the value is too large to send', async () => {
      const { outcome, asked } = await listRootsOn({ roots: 300, renders: 1 });
      assert.deepEqual(asked, [256, 128, 64, 32, 16, 8, 4, 2, 1]);
      assert.ok(outcome instanceof NnsError);
      assert.equal(outcome.code, 'INVALID_RESPONSE');
      assert.equal(outcome.method, 'invokescript');
      assert.equal(outcome.message, 'The node ran invokescript but would not send its result: the value is too large for it to render as JSON; '
        + 'neo-go sends at most 131,070 bytes of JSON per value.');
    });

    it('a FAULT without a reason: the contract\'s error, naming roots and saying the node gave none', async () => {
      const { outcome } = await listRootsOn({ roots: 0, result: halt([], { state: 'FAULT', exception: null }) });
      assert.ok(outcome instanceof NnsError);
      assert.equal(outcome.code, 'FAULT');
      assert.equal(outcome.method, 'roots');
      assert.equal(outcome.exception, '(the node gave no reason)');
      assert.equal(outcome.message, 'The contract call roots failed on the node (state FAULT): (the node gave no reason)');
    });
  });
});
