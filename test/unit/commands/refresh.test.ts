import assert from 'node:assert/strict';
import { refresh } from '../../../src/commands/refresh';
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
    const context = fakeContext();
    const { knowledge } = context.settings;
    knowledge.of(NODE.rpcUrl).learnVersion({ rpc: { maxiteratorresultitems: 50, sessionenabled: true } });
    knowledge.of(NODE.rpcUrl).batches = 'refused';
    assert.equal(knowledge.of(NODE.rpcUrl).pageSize, 50);
    await refresh(context);
    assert.equal(knowledge.of(NODE.rpcUrl).pageSize, undefined);
    assert.equal(knowledge.of(NODE.rpcUrl).batches, undefined);
  });
});
