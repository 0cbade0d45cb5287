import assert from 'node:assert/strict';
import type { ContractWriteInfo } from '../../../../../src/core/contracts/contractWriteInfo';
import type { NodeConfig } from '../../../../../src/core/rpc/types';
import { WriteInfoCache } from '../../../../../src/model/write/run/writeInfoCache';
import { writeInfoAt } from '../../../core/transactions/fakeNode';

const HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const info = (magic: number): ContractWriteInfo => ({ ...writeInfoAt(magic), contract: undefined, committee: [] });

describe('model/write/run/writeInfoCache', () => {
  it('reads once per node and contract (the URL and hash as the core normalizes them), again after forget', async () => {
    const asked: NodeConfig[] = [];
    const cache = new WriteInfoCache(async (node) => {
      asked.push(node);
      return info(asked.length);
    });
    const node = { rpcUrl: 'http://localhost:50012', contractHash: HASH };
    assert.equal((await cache.get(node)).network.magic, 1);
    assert.equal((await cache.get({ rpcUrl: ' http://localhost:50012/ ', contractHash: HASH.toUpperCase().replace('0X', '0x') })).network.magic, 1);
    assert.equal((await cache.get({ ...node, contractHash: HASH.replace('50', '51') })).network.magic, 2);
    cache.forget(node);
    assert.equal((await cache.get(node)).network.magic, 3);
    cache.forget();
    assert.equal((await cache.get(node)).network.magic, 4);
  });

  it('keeps no failure: the next ask reads again', async () => {
    let calls = 0;
    const cache = new WriteInfoCache(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return info(7);
    });
    const node = { rpcUrl: 'http://localhost:50012', contractHash: HASH };
    await assert.rejects(cache.get(node), /down/);
    assert.equal((await cache.get(node)).network.magic, 7);
  });
});
