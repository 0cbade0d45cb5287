import assert from 'node:assert/strict';
import { NnsError } from '../../../src/core/errors';
import { storageRefusal } from '../../../src/core/nodeLimits';

describe('core/nodeLimits', () => {
  it('tells how a node refuses a storage method: not served, or denied by its operator; other failures are not refusals', () => {
    const rpc = (code: number) => new NnsError('RPC', 'refused', { rpcCode: code });
    assert.equal(storageRefusal(rpc(-32601)), 'missing');
    assert.equal(storageRefusal(rpc(-600)), 'denied', 'C# DisabledMethods');
    assert.equal(storageRefusal(rpc(-400)), 'denied', 'C# DisabledMethods before 3.7');
    assert.equal(storageRefusal(rpc(-100)), undefined, 'an unknown key is no refusal');
    assert.equal(storageRefusal(new NnsError('NETWORK', 'down')), undefined);
  });
});
