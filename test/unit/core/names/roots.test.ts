import assert from 'node:assert/strict';
import { isNnsError, listRoots } from '../../../../src/core';
import { halt, startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const text = (value: string) => ({ type: 'ByteString', value: Buffer.from(value).toString('base64') });

describe('core/names/roots: a node\'s odd answers to roots() (fixtures)', () => {
  /** The unwrap script's result: the iterator's values in one Array. */
  async function rootsFrom(values: unknown[]) {
    const server = await startFixtureServer((request) => ({ jsonrpc: '2.0', id: request.id, result: halt([{ type: 'Array', value: values }]) }));
    try {
      return await listRoots({ rpcUrl: server.url, contractHash: NNS });
    } finally {
      await server.close();
    }
  }

  it('reads each root as text', async () => {
    assert.deepEqual(await rootsFrom([text('neo'), text('n3')]), { roots: ['neo', 'n3'], complete: true });
  });

  it('an entry that is not a root is INVALID_RESPONSE of roots, saying so', async () => {
    await assert.rejects(rootsFrom([text('neo'), { type: 'Integer', value: '1' }]), (error: unknown) =>
      isNnsError(error, 'INVALID_RESPONSE') && error.method === 'roots' && error.message.startsWith('The node\'s result for roots holds an entry that is not a root ('));
  });
});
