// readNamesState against the devnet: the C# NameService and neo-go's port, each name's state and
// records by type in the fewest requests; the fallbacks where storage cannot say or a script fails.
import assert from 'node:assert/strict';
import { readNamesState, scriptHashToAddress, type NameOnChain, type NodeConfig } from '../../../../src/core';
import { generateNames, startDevnet, type Devnet, type DomainRecord } from '../../../devnet';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const ADMIN = '0x69ecca587293047be4c59159bf8bc399985c160d';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const owner = { address: scriptHashToAddress(OWNER), scriptHash: OWNER };
const admin = { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN };

/** The records' names, all strings in these tables. */
const nameOf = (record: DomainRecord): string => String(record.name);

/** A state as plain values: records as sorted entries. */
function plain(state: NameOnChain): Record<string, unknown> {
  const { records, error, ...rest } = state;
  return { ...rest, ...(records ? { records: Object.fromEntries([...records].sort()) } : {}), ...(error ? { error: error.code } : {}) };
}

describe('core/names/nameSet: readNamesState against the devnet', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const table: DomainRecord[] = [
    { name: 'alive.neo', owner: OWNER, expiration: JAN_2026 + 400 * DAY, admin: ADMIN, records: [
      { type: 1, data: '93.184.216.34' }, { type: 16, data: 'hello' }, { type: 99, data: 'mystery' },
      { name: 'www.alive.neo', type: 5, data: 'alive.neo' }, { name: 'api.alive.neo', type: 16, data: 'v=1' },
    ] },
    { name: 'bare.neo', owner: OWNER, expiration: JAN_2026 + 30 * DAY, admin: null },
    { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - 10 * DAY },
  ];

  before(async () => {
    devnet = await startDevnet({ names: table, personality: 'sessions' });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ names: table, personality: 'sessions', nnsContract: 'mainnet', disabledMethods: [], storageMismatch: null, blockTime: JAN_2026 });
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  it('reads held, free, expired and rootless names, a sub-name\'s records under its held parent and the prices, in two requests', async () => {
    const read = await readNamesState(node, ['alive.neo', 'www.alive.neo', 'bare.neo', 'gone.neo', 'fresh.neo', 'x.nowhere', 'www.fresh.neo', 'alive.neo'], {
      price: { method: 'getPrice', byLength: true },
    });
    assert.equal(read.requests, 2);
    assert.equal(read.chainTime !== undefined && Math.abs(read.chainTime - JAN_2026) < 60_000, true, String(read.chainTime));
    assert.deepEqual(read.names.map(plain), [
      { name: 'alive.neo', state: 'held', owner, admin, expiration: JAN_2026 + 400 * DAY, price: 100_000_000n, records: { '99': ['mystery'], A: ['93.184.216.34'], TXT: ['hello'] } },
      { name: 'www.alive.neo', parent: 'alive.neo', state: 'held', owner, admin, expiration: JAN_2026 + 400 * DAY, records: { CNAME: ['alive.neo'] } },
      { name: 'bare.neo', state: 'held', owner, admin: null, expiration: JAN_2026 + 30 * DAY, price: 100_000_000n, records: {} },
      { name: 'gone.neo', state: 'expired', owner, expiration: JAN_2026 - 10 * DAY, price: 100_000_000n },
      { name: 'fresh.neo', state: 'free', price: 100_000_000n },
      { name: 'x.nowhere', state: 'free', noRoot: true, price: -1n },
      { name: 'www.fresh.neo', parent: 'fresh.neo', state: 'free' },
    ]);
  });

  it('reads 200 names on neo-go (100 calls to a request) in at most 4 requests, the NameStates\' in flight together', async () => {
    const many = generateNames(150, { seed: 7, now: JAN_2026 }).map((record, i) => ({
      ...record, records: i % 3 === 0 ? [{ type: 16, data: `txt-${i}` }, { type: 1, data: '93.184.216.34' }] : [],
    }));
    devnet.configure({ names: many, personality: 'neo-go' });
    const names = [...many.map(nameOf), ...Array.from({ length: 50 }, (_, i) => `new-name-${i}.neo`)];
    devnet.clearRequests();
    const read = await readNamesState(node, names, { price: { method: 'getPrice', byLength: true } });
    assert.ok(read.requests <= 4, `${read.requests} requests`);
    assert.equal(devnet.httpRequests.length, read.requests);
    assert.ok(devnet.httpRequests.every((request) => request.calls <= 100));
    assert.equal(read.names.length, 200);
    for (const [i, record] of many.entries()) {
      const state = read.names[i]!;
      const expired = record.expiration !== undefined && record.expiration <= (read.chainTime ?? 0);
      assert.equal(state.state, expired ? 'expired' : 'held', nameOf(record));
      if (expired) continue;
      const txt = state.records?.get('TXT');
      assert.deepEqual(txt, i % 3 === 0 ? [`txt-${i}`] : undefined, nameOf(record));
    }
    assert.ok(read.names.slice(150).every((state) => state.state === 'free' && state.price === 100_000_000n));
  });

  it('on neo-go\'s port: its own records of a name (no subdomains\' in getAllRecords), a sub-name\'s by getRecord, its texts', async () => {
    devnet.configure({ personality: 'neo-go-nosession', nnsContract: 'neo-go' });
    const read = await readNamesState(node, ['alive.neo', 'api.alive.neo', 'fresh.neo', 'x.nowhere'], { price: { method: 'getPrice', byLength: false } });
    assert.equal(read.requests, 2);
    assert.deepEqual(read.names.map(plain), [
      { name: 'alive.neo', state: 'held', owner, admin, expiration: JAN_2026 + 400 * DAY, price: 100_000_000n, records: { '99': ['mystery'], A: ['93.184.216.34'], TXT: ['hello'] } },
      { name: 'api.alive.neo', parent: 'alive.neo', state: 'held', owner, admin, expiration: JAN_2026 + 400 * DAY, records: { TXT: ['v=1'] } },
      { name: 'fresh.neo', state: 'free', price: 100_000_000n },
      { name: 'x.nowhere', state: 'free', noRoot: true, price: 100_000_000n },
    ]);
  });

  it('where the node refuses storage reads: the details from the contract, freedom from isAvailable', async () => {
    devnet.configure({ disabledMethods: ['getstorage'] });
    const read = await readNamesState(node, ['alive.neo', 'bare.neo', 'gone.neo', 'fresh.neo', 'www.alive.neo']);
    assert.deepEqual(read.names.map((state) => [state.name, state.state, state.owner?.scriptHash, state.records && Object.fromEntries(state.records)]), [
      ['alive.neo', 'held', OWNER, { A: ['93.184.216.34'], TXT: ['hello'], 99: ['mystery'] }],
      ['bare.neo', 'held', OWNER, {}],
      ['gone.neo', 'expired', undefined, undefined],
      ['fresh.neo', 'free', undefined, undefined],
      ['www.alive.neo', 'held', OWNER, { CNAME: ['alive.neo'] }],
    ]);
  });

  it('where storage lacks a name the contract holds (another layout): isAvailable says it is taken, the contract says by whom', async () => {
    devnet.configure({ storageMismatch: 'names' });
    const read = await readNamesState(node, table.map(nameOf));
    assert.deepEqual(read.names.map((state) => [state.name, state.state]), [['alive.neo', 'held'], ['bare.neo', 'held'], ['gone.neo', 'expired']]);
    assert.ok(devnet.requests.some((request) => request.method === 'invokefunction'), 'the contract was asked');
    assert.equal(read.requests, 4, 'NameStates; records and isAvailable; the details; the records of the name storage lacked');
  });

  it('splits a gathering script the node cannot run within its GAS, until each name stands alone', async () => {
    const many = Array.from({ length: 12 }, (_, i): DomainRecord => ({ name: `held-${i}.neo`, owner: OWNER, expiration: JAN_2026 + 100 * DAY, records: [{ type: 16, data: `t${i}` }] }));
    devnet.configure({ names: many, maxGasInvoke: 30_000_000n });
    const read = await readNamesState(node, many.map(nameOf));
    assert.deepEqual(read.names.map((state) => state.records?.get('TXT')), many.map((_, i) => [`t${i}`]));
    assert.ok(read.requests > 2, `${read.requests} requests`);
    devnet.configure({ maxGasInvoke: 2_000_000_000n });
  });

  it('lists whole the records of a name with more than a script copies', async () => {
    const crowded: DomainRecord = { name: 'crowded.neo', owner: OWNER, expiration: JAN_2026 + 100 * DAY, records: Array.from({ length: 70 }, (_, i) => ({ name: `s${i}.crowded.neo`, type: 16, data: `v${i}` })).concat([{ name: 'crowded.neo', type: 16, data: 'own' }]) };
    devnet.configure({ names: [crowded] });
    const read = await readNamesState(node, ['crowded.neo']);
    assert.deepEqual(read.names[0]!.records && Object.fromEntries(read.names[0]!.records), { TXT: ['own'] });
  });

  it('reads a sub-name the contract keeps as a token of its own (NeoFS\'s NNS) as a name', async () => {
    devnet.configure({ names: [...table, { name: 'www.alive.neo', owner: ADMIN, expiration: JAN_2026 + 50 * DAY, records: [{ type: 1, data: '93.184.216.35' }] }] });
    const read = await readNamesState(node, ['www.alive.neo'], { subnames: 'asNames' });
    assert.deepEqual(read.names.map(plain), [{ name: 'www.alive.neo', state: 'held', owner: admin, admin: null, expiration: JAN_2026 + 50 * DAY, records: { A: ['93.184.216.35'] } }]);
    assert.deepEqual(read.ancestors?.map(plain), [{ name: 'alive.neo', state: 'held', owner, admin, expiration: JAN_2026 + 400 * DAY }], 'the name above it, whose holder registers it');
    assert.equal(read.requests, 2);
    const asked = await readNamesState(node, ['a.b.alive.neo', 'alive.neo'], { subnames: 'asNames' });
    assert.deepEqual(asked.ancestors?.map((state) => state.name), ['b.alive.neo'], 'an ancestor asked is among the names, not again');
    assert.deepEqual(asked.names.map((state) => [state.name, state.state]), [['a.b.alive.neo', 'unknown'], ['alive.neo', 'held']], 'the devnet\'s contract takes no sub-name in isAvailable');
  });

  it('says which names it cannot read, without a request for them', async () => {
    const read = await readNamesState(node, ['neo', 'a..neo']);
    assert.deepEqual(read.names.map((state) => [state.name, state.state, state.error?.code]), [['neo', 'unknown', 'INVALID_INPUT'], ['a..neo', 'unknown', 'INVALID_INPUT']]);
  });
});
