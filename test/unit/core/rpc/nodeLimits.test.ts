import assert from 'node:assert/strict';
import { NnsError } from '../../../../src/core/errors/nnsError';
import {
  batchSupport, cachedPageSize, clearNodeLimitsCache, DEFAULT_MAX_ITERATOR_ITEMS, rememberBatchSupport, rememberStorageReads, rememberVersion,
  storageReads, storageRefusal,
} from '../../../../src/core/rpc/nodeLimits';

describe('core/rpc/nodeLimits', () => {
  it('tells how a node refuses a storage method: not served, or denied by its operator; other failures are not refusals', () => {
    const rpc = (code: number) => new NnsError('RPC', 'refused', { rpcCode: code });
    assert.equal(storageRefusal(rpc(-32601)), 'missing');
    assert.equal(storageRefusal(rpc(-600)), 'denied', 'C# DisabledMethods');
    assert.equal(storageRefusal(rpc(-400)), 'denied', 'C# DisabledMethods before 3.7');
    assert.equal(storageRefusal(rpc(-100)), undefined, 'an unknown key is no refusal');
    assert.equal(storageRefusal(new NnsError('NETWORK', 'down')), undefined);
  });
});

describe('core/rpc/nodeLimits: what is learnt about a node', () => {
  const A = 'http://127.0.0.1:10332/';
  const B = 'http://127.0.0.1:20332/';
  beforeEach(() => clearNodeLimitsCache());
  after(() => clearNodeLimitsCache());

  it('the page size is the node\'s maxiteratorresultitems, learnt from getversion', () => {
    assert.equal(cachedPageSize(A), undefined, 'nothing known before getversion');
    assert.equal(rememberVersion(A, { useragent: '/Neo:3.7.4/', rpc: { maxiteratorresultitems: 40, sessionenabled: true } }), 40);
    assert.equal(cachedPageSize(A), 40);
  });

  it('a node that does not say (older nodes omit rpc) pages by 100, as both nodes do by default', () => {
    assert.equal(rememberVersion(A, { useragent: '/Neo:3.5.0/' }), DEFAULT_MAX_ITERATOR_ITEMS);
    assert.equal(DEFAULT_MAX_ITERATOR_ITEMS, 100);
    assert.equal(rememberVersion(B, { rpc: { sessionenabled: false } }), 100);
    assert.equal(cachedPageSize(B), 100);
  });

  it('a node allowing huge pages is asked for 1,000 items at most: bounded memory per response', () => {
    assert.equal(rememberVersion(A, { rpc: { maxiteratorresultitems: 1_000_000 } }), 1000);
    assert.equal(rememberVersion(B, { rpc: { maxiteratorresultitems: 1000 } }), 1000);
    assert.equal(rememberVersion(B, { rpc: { maxiteratorresultitems: 999 } }), 999);
  });

  it('a getversion of the wrong shape teaches nothing', () => {
    for (const result of [null, 'Neo', { rpc: { maxiteratorresultitems: 0 } }, { rpc: { maxiteratorresultitems: -5 } }, { rpc: { maxiteratorresultitems: 2.5 } }, { rpc: 'yes' }]) {
      assert.equal(rememberVersion(A, result), undefined, JSON.stringify(result));
      assert.equal(cachedPageSize(A), undefined, JSON.stringify(result));
    }
  });

  it('remembers each node apart, and forgets all when asked (a user switching nodes)', () => {
    rememberVersion(A, { rpc: { maxiteratorresultitems: 40 } });
    rememberBatchSupport(B, 'refused');
    rememberStorageReads(B, 'refused');
    assert.equal(cachedPageSize(B), undefined);
    assert.equal(batchSupport(A), undefined);
    assert.equal(storageReads(A), undefined);
    assert.equal(batchSupport(B), 'refused');
    assert.equal(storageReads(B), 'refused');
    rememberBatchSupport(A, 'accepted');
    assert.equal(batchSupport(A), 'accepted');
    assert.equal(cachedPageSize(A), 40, 'what else was known of A stays');
    clearNodeLimitsCache();
    assert.deepEqual([cachedPageSize(A), batchSupport(A), batchSupport(B), storageReads(B)], [undefined, undefined, undefined, undefined]);
  });
});
