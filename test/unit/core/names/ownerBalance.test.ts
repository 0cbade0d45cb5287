import assert from 'node:assert/strict';
import { getNameCount, isNnsError } from '../../../../src/core';
import { halt, startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

describe('core/names/ownerBalance: a node\'s odd answers to balanceOf (fixtures)', () => {
  async function countFrom(result: unknown) {
    const server = await startFixtureServer((request) => ({ jsonrpc: '2.0', id: request.id, result }));
    try {
      return await getNameCount({ rpcUrl: server.url, contractHash: NNS }, OWNER);
    } finally {
      await server.close();
    }
  }

  it('reads the count the contract returned', async () => {
    assert.equal(await countFrom(halt([{ type: 'Integer', value: '12' }])), 12);
  });

  it('a FAULT is a FAULT of balanceOf with the contract\'s words', async () => {
    await assert.rejects(countFrom({ script: '', state: 'FAULT', gasconsumed: '1', exception: 'Insufficient GAS.', stack: [] }), (error: unknown) =>
      isNnsError(error, 'FAULT') && error.message === 'The contract call balanceOf failed on the node (state FAULT): Insufficient GAS.');
  });

  it('a count that is not one Integer is INVALID_RESPONSE of balanceOf, saying what was wrong', async () => {
    await assert.rejects(countFrom(halt([{ type: 'ByteString', value: 'AQ==' }])), (error: unknown) =>
      isNnsError(error, 'INVALID_RESPONSE') && error.method === 'balanceOf' && error.message.startsWith('The node\'s result for balanceOf has the balance of the wrong shape'));
    await assert.rejects(countFrom(halt([])), (error: unknown) =>
      isNnsError(error, 'INVALID_RESPONSE') && error.message === 'The node\'s result for balanceOf does not hold exactly one value.');
  });
});
