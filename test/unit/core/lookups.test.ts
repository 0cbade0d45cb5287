import assert from 'node:assert/strict';
import { getNameCount, isNnsError, listRecords, listRoots, previewRecords, type NodeConfig } from '../../../src/core';
import { startDevnet, type Devnet, type DomainRecord } from '../../devnet';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const OTHER = `0x${'22'.repeat(20)}`;
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('core: roots, name counts and record previews, one round trip each', function () {
  this.timeout(30_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const table: DomainRecord[] = [
    { name: 'alice.neo', owner: OWNER, expiration: JAN_2026 + 100 * DAY, records: [
      { type: 1, data: '203.0.113.7' }, { type: 16, data: 'one' }, { type: 28, data: '2001:db8::1' }, { name: 'www.alice.neo', type: 5, data: 'alice.neo' },
    ] },
    { name: 'bob.n3', owner: OWNER, expiration: JAN_2026 - DAY },
    { name: 'carol.neo', owner: OTHER, expiration: JAN_2026 + 100 * DAY },
  ];

  before(async () => {
    devnet = await startDevnet({ names: table, personality: 'sessions', blockTime: JAN_2026 });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => devnet.clearRequests());

  for (const personality of ['sessions', 'neo-go', 'csharp-nosession'] as const) {
    it(`roots() in one invokescript, no session (${personality})`, async () => {
      devnet.configure({ personality });
      assert.deepEqual(await listRoots(node), { roots: ['n3', 'neo'], complete: true });
      assert.deepEqual(devnet.requests.map((request) => request.method), ['invokescript']);
      assert.equal(devnet.openSessions, 0);
    });
  }

  it('balanceOf counts an owner\'s names, expired ones included, by address or script hash', async () => {
    devnet.configure({ personality: 'sessions' });
    assert.equal(await getNameCount(node, 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r'), 2);
    assert.equal(await getNameCount(node, OTHER), 1);
    assert.equal(await getNameCount(node, `0x${'33'.repeat(20)}`), 0);
    await assert.rejects(getNameCount(node, 'Nnot-an-address'), (error: unknown) => isNnsError(error, 'INVALID_INPUT'));
    await assert.rejects(getNameCount(node, `0x${'00'.repeat(20)}`), (error: unknown) => isNnsError(error, 'FAULT') && /owner.*invalid/.test(error.message));
  });

  it('previews the first records of a name and says whether there are more', async () => {
    const two = await previewRecords(node, 'alice.neo', 2);
    assert.equal(two.items.length, 2);
    assert.equal(two.more, true);
    const all = await previewRecords(node, 'alice.neo', 10);
    assert.equal(all.more, false);
    assert.deepEqual(all.items.map((record) => [record.name, record.typeName, record.data]).sort(), [
      ['alice.neo', 'A', '203.0.113.7'], ['alice.neo', 'AAAA', '2001:db8::1'], ['alice.neo', 'TXT', 'one'], ['www.alice.neo', 'CNAME', 'alice.neo'],
    ]);
    assert.deepEqual(devnet.requests.map((request) => request.method), ['invokescript', 'invokescript']);
    await assert.rejects(previewRecords(node, 'bob.n3', 5), (error: unknown) =>
      isNnsError(error, 'FAULT') && /expired/.test(error.message) && error.method === 'getAllRecords' && /call getAllRecords failed/.test(error.message));
  });

  it('a record list bounded by bytes counts each record\'s name and data in UTF-8', async () => {
    devnet.configure({ personality: 'sessions' });
    const all = await listRecords(node, 'alice.neo');
    assert.equal(all.records.length, 4);
    const bytes = all.records.reduce((sum, record) => sum + Buffer.byteLength(record.name) + Buffer.byteLength(record.data), 0);
    assert.equal((await listRecords(node, 'alice.neo', { maxBytes: bytes })).records.length, 4, 'exactly at the bound: all of them');
    const bounded = await listRecords(node, 'alice.neo', { maxBytes: bytes - 1 });
    assert.equal(bounded.records.length, 3, 'a byte short: the last record is left out');
    assert.deepEqual(bounded.records, all.records.slice(0, 3));
  });
});
