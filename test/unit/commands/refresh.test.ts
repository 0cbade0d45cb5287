import assert from 'node:assert/strict';
import { refresh } from '../../../src/commands/refresh';
import { batchSupport, cachedPageSize, rememberBatchSupport, rememberVersion } from '../../../src/core/rpc/nodeLimits';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext, NODE } from './fakeContext';

describe('commands/refresh', () => {
  it('reloads the views on screen and marks the others, asking for details anew', async () => {
    const context = fakeContext();
    context.views[ViewIds.ownerDomains].treeView.visible = false;
    await refresh(context);
    assert.deepEqual(context.views[ViewIds.allDomains].calls, ['reload']);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['invalidate']);
    assert.equal(context.details.cleared, 1);
    assert.equal(context.documents.refreshedOpen, 1);
  });

  it('reloads only the view it is given', async () => {
    const context = fakeContext();
    await refresh(context, ViewIds.ownerDomains);
    assert.deepEqual(context.views[ViewIds.allDomains].calls, []);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['reload']);
  });

  it('forgets what was learnt about nodes: the page size and a refusal of batches are asked anew', async () => {
    rememberVersion(NODE.rpcUrl, { rpc: { maxiteratorresultitems: 50, sessionenabled: true } });
    rememberBatchSupport(NODE.rpcUrl, 'refused');
    assert.equal(cachedPageSize(NODE.rpcUrl), 50);
    await refresh(fakeContext());
    assert.equal(cachedPageSize(NODE.rpcUrl), undefined);
    assert.equal(batchSupport(NODE.rpcUrl), undefined);
  });
});
