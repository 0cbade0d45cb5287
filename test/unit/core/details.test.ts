import assert from 'node:assert/strict';
import { getDomainDetails, listRecords, scriptHashToAddress, type NodeConfig } from '../../../src/core';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';
import { generateNames, startDevnet, type Devnet, type DomainRecord } from '../../devnet';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const ADMIN = '0x69ecca587293047be4c59159bf8bc399985c160d';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('core/details against the devnet', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const table: DomainRecord[] = [
    { name: 'alive.neo', owner: OWNER, expiration: JAN_2026 + 400 * DAY, admin: ADMIN, records: [
      { type: 1, data: '10.0.0.1' }, { type: 5, data: 'other.neo' }, { type: 16, data: 'hello <b>world</b>' }, { type: 28, data: '::1' }, { type: 99, data: 'mystery' },
    ] },
    { name: 'no-admin.neo', owner: OWNER, expiration: JAN_2026 + 30 * DAY, admin: null },
    { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - 10 * DAY },
  ];

  before(async () => {
    devnet = await startDevnet({ names: table, personality: 'sessions' });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    clearNodeLimitsCache();
    devnet.configure({ names: table, personality: 'sessions' });
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  it('reads owner, expiration and admin; an expired name is expired, not an error', async () => {
    const details = await getDomainDetails(node, ['alive.neo', 'no-admin.neo', 'gone.neo']);
    assert.deepEqual(details.map((d) => [d.name, d.state]), [['alive.neo', 'active'], ['no-admin.neo', 'active'], ['gone.neo', 'expired']]);
    const [alive, noAdmin, gone] = details;
    assert.deepEqual(alive!.owner, { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: OWNER });
    assert.deepEqual(alive!.admin, { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN });
    assert.equal(alive!.expiration, JAN_2026 + 400 * DAY);
    assert.equal(noAdmin!.admin, null);
    assert.equal(gone!.error, undefined);
    assert.equal(gone!.owner, undefined);
  });

  it('reports a failure per name without failing the rest', async () => {
    const details = await getDomainDetails(node, ['alive.neo', 'unknown.neo', 'gone.neo']);
    assert.equal(details[0]!.state, 'active');
    assert.equal(details[1]!.state, 'error');
    assert.equal(details[1]!.error?.code, 'FAULT');
    assert.equal(details[2]!.state, 'expired');
  });

  it('sends batches: 300 names cost 6 HTTP requests, not 600', async () => {
    const names = generateNames(300, { seed: 21, now: JAN_2026 });
    devnet.configure({ names });
    let requests = 0;
    const batches: number[] = [];
    const details = await getDomainDetails(node, names.map((r) => r.name as string), {
      onRequest: () => { requests++; }, onDetails: (batch) => batches.push(batch.length),
    });
    assert.equal(details.length, 300);
    assert.equal(requests, 6);
    assert.deepEqual(batches, [50, 50, 50, 50, 50, 50]);
    assert.equal(devnet.requests.length, 600, 'two calls per name, inside the batches');
    const expired = names.filter((r) => (r.expiration ?? Infinity) <= JAN_2026).map((r) => r.name);
    assert.deepEqual(details.filter((d) => d.state === 'expired').map((d) => d.name), expired);
    assert.ok(details.every((d) => d.state !== 'error'));
    for (const [i, d] of details.entries()) if (d.state === 'active') assert.equal(d.owner?.scriptHash, names[i]!.owner);
  });

  it('a batch the node fails marks its names as errors; the other batches still answer', async () => {
    const names = generateNames(100, { seed: 22, now: JAN_2026 });
    devnet.configure({ names });
    // The node has answered a batch before: a 500 now is a failure, not a refusal of batches.
    await getDomainDetails(node, ['alive.neo']);
    devnet.setFaults([{ kind: 'http500', times: 1 }]);
    const details = await getDomainDetails(node, names.map((r) => r.name as string), { namesPerRequest: 50 });
    const errors = details.filter((d) => d.state === 'error');
    assert.equal(errors.length, 50);
    assert.ok(errors.every((d) => d.error?.code === 'HTTP'));
  });

  it('a cancel rejects the whole call', async () => {
    devnet.setFaults([{ kind: 'latency', latencyMs: 2000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await assert.rejects(getDomainDetails(node, ['alive.neo'], { signal: controller.signal }), { code: 'CANCELLED' });
  });

  it('lists records with their type names, unknown types as numbers, by every route', async () => {
    for (const personality of ['sessions', 'neo-go', 'csharp-nosession'] as const) {
      devnet.configure({ personality });
      const list = await listRecords(node, 'alive.neo');
      assert.equal(list.complete, true, personality);
      assert.deepEqual(list.records.map((r) => [r.typeName, r.data]).sort(),
        [['A', '10.0.0.1'], ['AAAA', '::1'], ['CNAME', 'other.neo'], ['TXT', 'hello <b>world</b>'], ['99', 'mystery']].sort());
      assert.ok(list.records.every((r) => r.name === 'alive.neo'));
      assert.deepEqual(list.records.find((r) => r.type === 99), { name: 'alive.neo', type: 99, typeName: '99', data: 'mystery' });
    }
  });

  it('records of an expired name: the contract FAULTs', async () => {
    await assert.rejects(listRecords(node, 'gone.neo'), (error: Error & { code?: string; exception?: string }) => {
      assert.equal(error.code, 'FAULT');
      assert.match(error.exception ?? '', /expired/);
      return true;
    });
  });
});
