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

  it('forget(node) drops the entry of that node only', async () => {
    let calls = 0;
    const cache = new WriteInfoCache(async () => info(++calls));
    const a = { rpcUrl: 'http://localhost:50012', contractHash: HASH };
    const b = { rpcUrl: 'http://localhost:50022', contractHash: HASH };
    await cache.get(a);
    await cache.get(b);
    cache.forget(a);
    assert.equal((await cache.get(b)).network.magic, 2, 'the other node is still cached');
    assert.equal((await cache.get(a)).network.magic, 3);
  });

  it('a read that fails after its entry was forgotten and read again does not drop the newer entry', async () => {
    let fail!: (error: Error) => void;
    let calls = 0;
    const cache = new WriteInfoCache((): Promise<ContractWriteInfo> => {
      calls++;
      if (calls === 1) return new Promise((_, reject) => { fail = reject; });
      return Promise.resolve(info(calls));
    });
    const node = { rpcUrl: 'http://localhost:50012', contractHash: HASH };
    const first = cache.get(node);
    cache.forget(node);
    assert.equal((await cache.get(node)).network.magic, 2);
    fail(new Error('down'));
    await assert.rejects(first, /down/);
    assert.equal((await cache.get(node)).network.magic, 2, 'the newer entry is kept');
    assert.equal(calls, 2);
  });

  it('settings the core cannot read are cached by their own text, each apart', async () => {
    let calls = 0;
    const cache = new WriteInfoCache(async () => info(++calls));
    const bad = { rpcUrl: 'not a url', contractHash: HASH };
    const other = { rpcUrl: 'not a url either', contractHash: HASH };
    assert.equal((await cache.get(bad)).network.magic, 1);
    assert.equal((await cache.get(bad)).network.magic, 1);
    assert.equal((await cache.get(other)).network.magic, 2);
    assert.equal((await cache.get({ rpcUrl: 'not a url', contractHash: 'nor a hash' })).network.magic, 3);
  });
});
