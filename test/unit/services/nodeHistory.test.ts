import assert from 'node:assert/strict';
import { StateKeys } from '../../../src/model/ids';
import { NodeHistory } from '../../../src/services/nodeHistory';
import { FakeMemento } from '../commands/fakeContext';

describe('services/nodeHistory', () => {
  it('remembers the node that answered first, once, and keeps only what storage may hold', async () => {
    const state = new FakeMemento();
    await state.update(StateKeys.recentNodes, ['http://127.0.0.1:7000/', 'ftp://evil', 42]);
    const nodes = new NodeHistory(state);
    assert.deepEqual(nodes.recent(), ['http://127.0.0.1:7000/']);
    nodes.remember('http://localhost:50012');
    assert.deepEqual(nodes.recent(), ['http://localhost:50012', 'http://127.0.0.1:7000/']);
    // The newest again (written otherwise): nothing is written.
    const written = state.values.get(StateKeys.recentNodes);
    nodes.remember('http://localhost:50012/');
    assert.equal(state.values.get(StateKeys.recentNodes), written);
  });
});
