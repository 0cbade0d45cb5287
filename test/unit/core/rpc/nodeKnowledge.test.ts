import assert from 'node:assert/strict';
import { NnsError } from '../../../../src/core/errors/nnsError';
import { DEFAULT_MAX_ITERATOR_ITEMS, NodeKnowledge, storageRefusal } from '../../../../src/core/rpc/nodeKnowledge';

describe('core/rpc/nodeKnowledge', () => {
  it('tells how a node refuses a storage method: not served, or denied by its operator; other failures are not refusals', () => {
    const rpc = (code: number) => new NnsError('RPC', 'refused', { rpcCode: code });
    assert.equal(storageRefusal(rpc(-32601)), 'missing');
    assert.equal(storageRefusal(rpc(-600)), 'denied', 'C# DisabledMethods');
    assert.equal(storageRefusal(rpc(-400)), 'denied', 'C# DisabledMethods before 3.7');
    assert.equal(storageRefusal(rpc(-100)), undefined, 'an unknown key is no refusal');
    assert.equal(storageRefusal(new NnsError('NETWORK', 'down')), undefined);
  });
});

describe('core/rpc/nodeKnowledge: what is learnt about a node', () => {
  const A = 'http://127.0.0.1:10332/';
  const B = 'http://127.0.0.1:20332/';
  let knowledge: NodeKnowledge;
  beforeEach(() => {
    knowledge = new NodeKnowledge();
  });

  it('the page size is the node\'s maxiteratorresultitems, learnt from getversion', () => {
    assert.equal(knowledge.of(A).pageSize, undefined, 'nothing known before getversion');
    assert.equal(knowledge.of(A).learnVersion({ useragent: '/Neo:3.7.4/', rpc: { maxiteratorresultitems: 40, sessionenabled: true } }), 40);
    assert.equal(knowledge.of(A).pageSize, 40);
  });

  it('a node that does not say (older nodes omit rpc) pages by 100, as both nodes do by default', () => {
    assert.equal(knowledge.of(A).learnVersion({ useragent: '/Neo:3.5.0/' }), DEFAULT_MAX_ITERATOR_ITEMS);
    assert.equal(DEFAULT_MAX_ITERATOR_ITEMS, 100);
    assert.equal(knowledge.of(B).learnVersion({ rpc: { sessionenabled: false } }), 100);
    assert.equal(knowledge.of(B).pageSize, 100);
  });

  it('a node allowing huge pages is asked for 1,000 items at most: bounded memory per response', () => {
    assert.equal(knowledge.of(A).learnVersion({ rpc: { maxiteratorresultitems: 1_000_000 } }), 1000);
    assert.equal(knowledge.of(B).learnVersion({ rpc: { maxiteratorresultitems: 1000 } }), 1000);
    assert.equal(knowledge.of(B).learnVersion({ rpc: { maxiteratorresultitems: 999 } }), 999);
  });

  it('the address version from getversion: N3\'s where the node does not say, null before it was asked', () => {
    assert.equal(knowledge.addressVersion(A), null);
    knowledge.of(A).learnVersion({ protocol: { addressversion: 0x42 } });
    knowledge.of(B).learnVersion({ rpc: { maxiteratorresultitems: 40 } });
    assert.equal(knowledge.addressVersion(A), 0x42);
    assert.equal(knowledge.addressVersion(B), 53);
  });

  it('a getversion of the wrong shape teaches nothing', () => {
    for (const result of [null, 'Neo', { rpc: { maxiteratorresultitems: 0 } }, { rpc: { maxiteratorresultitems: -5 } }, { rpc: { maxiteratorresultitems: 2.5 } }, { rpc: 'yes' }]) {
      assert.equal(knowledge.of(A).learnVersion(result), undefined, JSON.stringify(result));
      assert.equal(knowledge.of(A).pageSize, undefined, JSON.stringify(result));
      assert.equal(knowledge.addressVersion(A), null, JSON.stringify(result));
    }
  });

  it('remembers each node apart, and forgets all when asked (Refresh)', () => {
    knowledge.of(A).learnVersion({ rpc: { maxiteratorresultitems: 40 } });
    knowledge.of(B).batches = 'refused';
    knowledge.of(B).storageReads = 'refused';
    assert.equal(knowledge.of(B).pageSize, undefined);
    assert.equal(knowledge.of(A).batches, undefined);
    assert.equal(knowledge.of(A).storageReads, undefined);
    assert.equal(knowledge.of(B).batches, 'refused');
    assert.equal(knowledge.of(B).storageReads, 'refused');
    knowledge.of(A).batches = 'accepted';
    assert.equal(knowledge.of(A).batches, 'accepted');
    assert.equal(knowledge.of(A).pageSize, 40, 'what else was known of A stays');
    knowledge.clear();
    assert.deepEqual([knowledge.of(A).pageSize, knowledge.of(A).batches, knowledge.of(B).batches, knowledge.of(B).storageReads], [undefined, undefined, undefined, undefined]);
  });

  it('two holders know apart: what one learnt, the other has not', () => {
    const other = new NodeKnowledge();
    knowledge.of(A).learnVersion({ rpc: { maxiteratorresultitems: 40 }, protocol: { addressversion: 0x42 } });
    assert.equal(other.of(A).pageSize, undefined);
    assert.equal(other.addressVersion(A), null);
  });
});
