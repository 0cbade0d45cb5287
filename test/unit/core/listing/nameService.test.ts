import assert from 'node:assert/strict';
import { getDomainDetails, getNameCount, isNnsError, listTokens, listTokensOf, NodeKnowledge, scriptHashToAddress, type NodeConfig } from '../../../../src/core';
import { generateNames, SAMPLE_OWNER, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../../devnet';
import { storageOrder } from '../storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

/** Every third name registered by a contract that passed Buffers: `tokens()` yields those as Buffer items. */
function withBuffers(records: readonly DomainRecord[]): DomainRecord[] {
  return records.map((record, i) => (i % 3 === 0 ? { ...record, buffers: true } : record));
}

describe('core/listing/nameService: names a contract registered with Buffers', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  before(async () => {
    devnet = await startDevnet({ names: [] });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());

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

describe('core/listing/nameService: the node\'s address version (getversion protocol.addressversion)', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const records = generateNames(500, { seed: 61 });
  const owned = storageOrder(records.filter((record) => record.owner === SAMPLE_OWNER));
  assert.ok(owned.length > 10);
  before(async () => {
    devnet = await startDevnet({ names: records, personality: 'neo-go', addressVersion: 0x42 });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ addressVersion: 0x42 });
  });

  it('a list carries the version it learnt with the page size; 53 where the node says so', async () => {
    assert.equal((await listTokens(node)).addressVersion, 0x42);
    devnet.configure({ addressVersion: 53 });
    assert.equal((await listTokens(node)).addressVersion, 53);
  });

  it('an owner\'s address of the private chain lists its names, first contact or not', async () => {
    const address = scriptHashToAddress(SAMPLE_OWNER, 0x42);
    const first = await listTokensOf(node, address);
    assert.deepEqual(first.names, owned);
    assert.equal(first.addressVersion, 0x42);
    assert.deepEqual((await listTokensOf(node, address)).names, owned);
    assert.equal(await getNameCount(node, address), owned.length);
  });

  it('a MainNet address on that chain is refused: at once once the version is known, after the first listing otherwise', async () => {
    const mainNet = scriptHashToAddress(SAMPLE_OWNER);
    const refused = (error: unknown) => isNnsError(error, 'INVALID_INPUT') && /not 0x42 \(66, this node's address version\)/.test(error.message);
    const knowledge = new NodeKnowledge();
    await assert.rejects(listTokensOf(node, mainNet, { knowledge }), refused);
    devnet.clearRequests();
    await assert.rejects(listTokensOf(node, mainNet, { knowledge }), refused);
    await assert.rejects(getNameCount(node, mainNet, { knowledge }), refused);
    assert.equal(devnet.requests.length, 0, 'nothing asked once the version is known');
    // A script hash is the same on every chain.
    assert.deepEqual((await listTokensOf(node, SAMPLE_OWNER)).names, owned);
  });

  it('details show owners with the version learnt', async () => {
    const knowledge = new NodeKnowledge();
    await listTokens(node, { knowledge });
    const [details] = await getDomainDetails(node, [owned[0]!], { knowledge });
    assert.deepEqual(details!.owner, { address: scriptHashToAddress(SAMPLE_OWNER, 0x42), scriptHash: SAMPLE_OWNER });
    const [unknown] = await getDomainDetails(node, [owned[0]!]);
    assert.deepEqual(unknown!.owner, { address: scriptHashToAddress(SAMPLE_OWNER), scriptHash: SAMPLE_OWNER }, 'no listing asked the node: N3\'s version');
  });
});

describe('core/listing/nameService: a list\'s size in bytes counts a name as UTF-8', function () {
  this.timeout(30_000);
  let devnet: Devnet;
  const records = ['éé-1.neo', 'éé-2.neo', 'éé-3.neo', 'éé-4.neo', 'éé-5.neo', 'éé-6.neo'].map((name) => ({ name, owner: SAMPLE_OWNER }));
  before(async () => {
    devnet = await startDevnet({ personality: 'sessions', names: records });
  });
  after(() => devnet.close());

  it('names that are not ASCII (10 bytes of 8 characters each) stop a list at maxBytes by their bytes', async () => {
    const list = await listTokens({ rpcUrl: devnet.url, contractHash: NNS }, { maxBytes: 35 });
    assert.equal(list.complete, false);
    assert.deepEqual(list.names, storageOrder(records).slice(0, 3));
    assert.deepEqual(list.invalidUtf8, []);
  });
});
