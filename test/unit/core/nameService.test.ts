import assert from 'node:assert/strict';
import { listTokens, listTokensOf, type NodeConfig } from '../../../src/core';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';
import { generateNames, SAMPLE_OWNER, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../devnet';
import { storageOrder } from './storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

/** Every third name registered by a contract that passed Buffers: `tokens()` yields those as Buffer items. */
function withBuffers(records: readonly DomainRecord[]): DomainRecord[] {
  return records.map((record, i) => (i % 3 === 0 ? { ...record, buffers: true } : record));
}

describe('core/nameService: names a contract registered with Buffers', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  before(async () => {
    devnet = await startDevnet({ names: [] });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => clearNodeLimitsCache());

  const routes: [Personality, string, number][] = [
    ['sessions', 'session', 3_000], ['neo-go', 'storage', 3_000], ['neo-go-expansion', 'session', 3_000], ['csharp-nosession', 'script', 800],
    ['csharp-legacy', 'expanded', 80],
  ];
  for (const [personality, strategy, count] of routes) {
    it(`${personality}: tokens lists them with the rest (${strategy}), in order`, async () => {
      const records = withBuffers(generateNames(count, { seed: 51 }));
      devnet.configure({ personality, names: records });
      const list = await listTokens(node);
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, strategy);
      assert.deepEqual(list.names, storageOrder(records));
    });
  }

  it('neo-go: storage holding Buffer NameStates matches what the contract returned', async () => {
    const records = generateNames(2_000, { seed: 52 }).map((record) => ({ ...record, buffers: true }));
    devnet.configure({ personality: 'neo-go', names: records });
    const list = await listTokens(node);
    assert.equal(list.strategy, 'storage');
    assert.equal(list.complete, true, list.incompleteReason);
    assert.deepEqual(list.names, storageOrder(records));
  });

  it('tokensOf: an owner\'s names, Buffer NameStates among them', async () => {
    const records = withBuffers(generateNames(2_000, { seed: 53 }));
    devnet.configure({ personality: 'neo-go', names: records });
    const list = await listTokensOf(node, SAMPLE_OWNER);
    assert.equal(list.complete, true, list.incompleteReason);
    assert.deepEqual(list.names, storageOrder(records.filter((record) => record.owner === SAMPLE_OWNER)));
  });
});
