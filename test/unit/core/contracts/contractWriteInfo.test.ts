import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { result, rpcError, startFakeNode, version, type FakeNode } from '../transactions/fakeNode';

const state = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'write', 'nameservice-csharp.contractstate.json'), 'utf8')) as { hash: string };
const KEY = `02${'a'.repeat(64)}`;

describe('core/contracts/contractWriteInfo: readContractWriteInfo', () => {
  let node: FakeNode;
  afterEach(() => node?.close());

  it('reads the network, the height, the ABI and the committee in one batch', async () => {
    node = await startFakeNode({ getversion: () => version(860833102), getcontractstate: () => result(state), getcommittee: () => result([KEY.toUpperCase()]), getblockcount: () => result(77) });
    const info = await readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash }, { now: () => 1234 });
    assert.equal(node.requests(), 1);
    assert.deepEqual(node.calls.map((c) => c.method), ['getversion', 'getcontractstate', 'getcommittee', 'getblockcount']);
    assert.deepEqual(info.network, { magic: 860833102, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 15_000 });
    assert.deepEqual([info.blockCount, info.readAt], [77, 1234]);
    assert.deepEqual(info.committee, [KEY]);
    assert.equal(info.contract?.name, 'NameService');
    assert.equal(info.contract?.isNameService, true);
    assert.deepEqual(info.contract?.methods.find((m) => m.name === 'getPrice'), { name: 'getPrice', parameters: [{ name: 'length', type: 'Integer' }], returnType: 'Integer', safe: true });
  });

  it('says no contract (-102, -100) and no committee (-32601) without failing; other errors fail', async () => {
    node = await startFakeNode({
      getversion: () => version(5), getcontractstate: () => rpcError(-102, 'Unknown contract'), getcommittee: () => rpcError(-32601, 'Method not found'), getblockcount: () => result(3),
    });
    const info = await readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash });
    assert.deepEqual([info.contract, info.committee], [undefined, undefined]);
    node.handle('getcontractstate', () => rpcError(-32603, 'Internal error'));
    await assert.rejects(readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash }), (error) => isNnsError(error, 'RPC'));
    // The network and the height are needed: their failures fail.
    node.handle('getcontractstate', () => result(state));
    node.handle('getblockcount', () => rpcError(-32603, 'Internal error'));
    await assert.rejects(readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash }), (error) => isNnsError(error, 'RPC') && error.method === 'getblockcount');
  });

  it('refuses a contract state for another hash than the one asked: the calls are never built from the node\'s hash', async () => {
    const other = '0x0123456789abcdef0123456789abcdef01234567';
    node = await startFakeNode({ getversion: () => version(5), getcontractstate: () => result({ ...state, hash: other }), getcommittee: () => result([]), getblockcount: () => result(3) });
    await assert.rejects(readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash }), (error) => {
      assert.ok(isNnsError(error, 'INVALID_RESPONSE'));
      assert.equal(error.method, 'getcontractstate');
      assert.equal(error.message, `The node was asked for the contract ${state.hash} and answered with the contract "${other}".`);
      return true;
    });
    // The same hash in another case or without 0x is the same contract.
    node.handle('getcontractstate', () => result({ ...state, hash: state.hash.slice(2).toUpperCase() }));
    assert.equal((await readContractWriteInfo({ rpcUrl: node.url, contractHash: state.hash })).contract?.hash, state.hash);
  });
});
