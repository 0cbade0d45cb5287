import assert from 'node:assert/strict';
import { findNameService, isNnsError, listTokens } from '../../../src/core';
import { CONTRACT_IDS_PER_REQUEST } from '../../../src/core/contractSearch';
import { MAINNET_MAGIC, SAMPLE_DEPLOYED_CONTRACTS, startDevnet, type DeployedContract, type Devnet } from '../../devnet';

/** A local chain's magic (neo-express makes one per instance). */
const LOCAL_MAGIC = 1234567890;
const TESTNET_MAGIC = 894710606;
const LOCAL_NNS = '0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665';

describe('core: the NNS contract found on a node (getcontractstate by id)', function () {
  this.timeout(30_000);
  let devnet: Devnet;

  before(async () => {
    devnet = await startDevnet({ contractHash: LOCAL_NNS, network: LOCAL_MAGIC, deployedContracts: SAMPLE_DEPLOYED_CONTRACTS, nnsContractId: 3 });
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ contractHash: LOCAL_NNS, network: LOCAL_MAGIC, deployedContracts: SAMPLE_DEPLOYED_CONTRACTS, nnsContractId: 3, personality: 'sessions' });
    devnet.clearRequests();
  });

  for (const personality of ['sessions', 'neo-go', 'csharp-legacy'] as const) {
    it(`finds it among the contracts of a local chain, in one batch after getversion (${personality})`, async () => {
      devnet.configure({ personality });
      const search = await findNameService(devnet.url);
      assert.deepEqual(search, { kind: 'found', contracts: 4, found: [{ id: 3, hash: LOCAL_NNS, name: 'NameService' }] });
      assert.deepEqual(devnet.httpRequests.map((request) => request.methods.length), [1, CONTRACT_IDS_PER_REQUEST]);
      assert.deepEqual(devnet.requests[1]?.params, [1], 'ids from 1 up');
      // The hash found is the one the contract answers at.
      const list = await listTokens({ rpcUrl: devnet.url, contractHash: LOCAL_NNS });
      assert.ok(list.names.length > 0);
    });
  }

  it('does not take a NEP-11 contract without the NNS methods for it', async () => {
    devnet.configure({ deployedContracts: SAMPLE_DEPLOYED_CONTRACTS.filter((contract) => contract.standards?.includes('NEP-11')), nnsContractId: 2 });
    const search = await findNameService(devnet.url);
    assert.equal(search.kind, 'found');
    assert.deepEqual(search.kind === 'found' ? search.found.map((contract) => contract.id) : [], [2]);
  });

  it('says plainly that none was found, and how many contracts it looked at', async () => {
    devnet.configure({ nnsContractId: 0 });
    assert.deepEqual(await findNameService(devnet.url), { kind: 'none', contracts: 3, complete: true });
    // More contracts than it reads: not complete.
    devnet.configure({ nnsContractId: 4 });
    assert.deepEqual(await findNameService(devnet.url, { maxIds: 2 }), { kind: 'none', contracts: 2, complete: false });
  });

  it('reads batch after batch until ten ids in a row are unknown', async () => {
    const many: DeployedContract[] = Array.from({ length: 30 }, (_, index) => ({ hash: `0x${(index + 1).toString(16).padStart(40, '0')}`, name: `C${index}`, methods: ['main'] }));
    devnet.configure({ deployedContracts: many, nnsContractId: 31 });
    const search = await findNameService(devnet.url, { idsPerRequest: 8 });
    assert.deepEqual(search.kind === 'found' ? search.found.map((contract) => contract.id) : search, [31]);
    assert.equal(search.kind === 'found' ? search.contracts : 0, 31);
    // 31 contracts, then ten unknown ids: ids 1–48 in batches of 8, after getversion.
    assert.equal(devnet.httpRequests.length, 1 + 6);
  });

  for (const [network, magic] of [['MainNet', MAINNET_MAGIC], ['TestNet', TESTNET_MAGIC]] as const) {
    it(`does not search ${network}: its NNS hash is known`, async () => {
      devnet.configure({ network: magic });
      assert.deepEqual(await findNameService(devnet.url), { kind: 'publicNetwork', network, hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' });
      assert.deepEqual(devnet.requests.map((request) => request.method), ['getversion']);
    });
  }

  it('fails with the node\'s error when it refuses getcontractstate', async () => {
    devnet.configure({ disabledMethods: ['getcontractstate'] });
    await assert.rejects(findNameService(devnet.url), (error: unknown) => isNnsError(error, 'RPC') && error.rpcCode === -600);
    devnet.configure({ disabledMethods: [] });
  });
});
