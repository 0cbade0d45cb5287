import assert from 'node:assert/strict';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { readNamePrice } from '../../../../src/core/names/namePrice';
import { halted, integer, result, startFakeNode, type FakeNode } from '../transactions/fakeNode';

const state = { hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };

describe('core/names/namePrice: readNamePrice', () => {
  let node: FakeNode;
  afterEach(() => node?.close());

  it('reads the price by the first label\'s length, or the one price, with isAvailable in the same batch', async () => {
    node = await startFakeNode({
      invokefunction: (params) => (params[1] === 'getPrice' ? integer((params[2] as unknown[]).length === 1 ? -1 : 100) : halted([{ type: 'Boolean', value: true }])),
    });
    const config = { rpcUrl: node.url, contractHash: state.hash };
    assert.deepEqual(await readNamePrice(config, 'ab.neo', { method: 'getPrice', byLength: true }, { availability: true }), { price: -1n, availability: { kind: 'available' } });
    assert.deepEqual(node.calls[0]?.params, [state.hash, 'getPrice', [{ type: 'Integer', value: '2' }]]);
    assert.equal(node.requests(), 1);
    assert.deepEqual(await readNamePrice(config, 'ab.neo', { method: 'getPrice', byLength: false }), { price: 100n });
    node.handle('invokefunction', () => result({ script: '', state: 'FAULT', gasconsumed: '1', exception: 'boom', stack: [] }));
    await assert.rejects(readNamePrice(config, 'ab.neo', { method: 'getPrice', byLength: false }), (error) => isNnsError(error, 'FAULT'));
  });
});
