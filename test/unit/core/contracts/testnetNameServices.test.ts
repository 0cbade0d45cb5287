import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTestnetNameServices, TESTNET_MAGIC, TESTNET_NAME_SERVICES } from '../../../../src/core/contracts/testnetNameServices';
import { halted, result, rpcError, startFakeNode, version, type FakeNode } from '../transactions/fakeNode';

const state = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'write', 'nameservice-csharp.contractstate.json'), 'utf8')) as { hash: string };
const bytes = (text: string) => ({ type: 'ByteString', value: Buffer.from(text).toString('base64') });

describe('core/contracts/testnetNameServices: checkTestnetNameServices', () => {
  let node: FakeNode;
  afterEach(() => node?.close());

  it('looks up the known TestNet NNS contracts and their roots in one batch, on TestNet only', async () => {
    const [first, second] = TESTNET_NAME_SERVICES;
    node = await startFakeNode({
      getversion: () => version(TESTNET_MAGIC),
      getcontractstate: (params) => (params[0] === second!.hash ? result({ ...state, hash: second!.hash, manifest: { ...(state as unknown as { manifest: object }).manifest, name: 'NeoNS' } }) : rpcError(-102, 'Unknown contract')),
      invokescript: () => halted([{ type: 'Array', value: [bytes('neo'), bytes('test')] }]),
    });
    const check = await checkTestnetNameServices(node.url);
    assert.equal(node.requests(), 1);
    assert.deepEqual(check, { kind: 'testnet', contracts: [
      { kind: 'missing', known: first },
      { kind: 'deployed', known: second, name: 'NeoNS', isNameService: true, roots: ['neo', 'test'], rootsComplete: true },
    ] });
    node.handle('getversion', () => version(860833102));
    assert.deepEqual(await checkTestnetNameServices(node.url), { kind: 'notTestnet', magic: 860833102, network: 'MainNet' });
  });
});
