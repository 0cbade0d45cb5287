import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { DETAILS_NAMES_PER_ROUND, getDomainDetails, listRecords, NodeKnowledge, scriptHashToAddress, type NodeConfig } from '../../../../src/core';
import { generateNames, startDevnet, type Devnet, type DomainRecord } from '../../../devnet';
import { serializeNameState } from '../../../devnet/storage';
import { halt, startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const ADMIN = '0x69ecca587293047be4c59159bf8bc399985c160d';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('core/names/details against the devnet', function () {
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
    devnet.configure({ names: table, personality: 'sessions', disabledMethods: [], storageMismatch: null, blockTime: JAN_2026 });
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  it('from storage: one getstorage per name beside the chain\'s time; an expired name keeps its expiration and last owner', async () => {
    const details = await getDomainDetails(node, ['alive.neo', 'no-admin.neo', 'gone.neo']);
    assert.deepEqual(details.map((d) => [d.name, d.state, d.source]),
      [['alive.neo', 'active', 'storage'], ['no-admin.neo', 'active', 'storage'], ['gone.neo', 'expired', 'storage']]);
    const [alive, noAdmin, gone] = details;
    assert.deepEqual(alive!.owner, { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: OWNER });
    assert.deepEqual(alive!.admin, { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN });
    assert.equal(alive!.expiration, JAN_2026 + 400 * DAY);
    assert.equal(noAdmin!.admin, null);
    assert.equal(gone!.error, undefined);
    assert.equal(gone!.expiration, JAN_2026 - 10 * DAY);
    assert.deepEqual(gone!.owner, { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: OWNER });
    assert.equal(gone!.admin, undefined, 'an expired name\'s admin is not shown');
    // The devnet's chain starts at 2026-01-01 and runs with the wall clock.
    for (const d of details) assert.ok(d.chainTime !== undefined && d.chainTime >= JAN_2026 && d.chainTime < JAN_2026 + 60_000, String(d.chainTime));
    // One request: Runtime.GetTime by invokescript, then 0x21 ‖ RIPEMD-160(name) for each name.
    assert.equal(devnet.httpRequests.length, 1);
    assert.deepEqual(devnet.httpRequests[0]!.methods, ['invokescript', 'getstorage', 'getstorage', 'getstorage']);
    assert.deepEqual(devnet.requests[0]!.params, ['QbfDiAM=']);
    const key = Buffer.concat([Buffer.of(0x21), Buffer.from(ripemd160(new TextEncoder().encode('alive.neo')))]).toString('base64');
    assert.deepEqual(devnet.requests[1]!.params, [NNS, key]);
  });

  it('a name registered with Buffers: its details from storage and from the contract alike', async () => {
    devnet.configure({ names: [...table, { name: 'buffer.neo', owner: OWNER, expiration: JAN_2026 + 400 * DAY, admin: ADMIN, buffers: true }] });
    const expected = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: OWNER };
    const [fromStorage] = await getDomainDetails(node, ['buffer.neo']);
    assert.equal(fromStorage!.error, undefined, fromStorage!.error?.message);
    assert.deepEqual([fromStorage!.state, fromStorage!.source, fromStorage!.owner], ['active', 'storage', expected]);
    assert.deepEqual(fromStorage!.admin, { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN });
    devnet.configure({ disabledMethods: ['getstorage'] });
    const [fromContract] = await getDomainDetails(node, ['buffer.neo']);
    assert.deepEqual([fromContract!.state, fromContract!.source, fromContract!.owner], ['active', 'contract', expected]);
    assert.deepEqual(fromContract!.admin, { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN });
  });

  for (const [label, configure] of [
    ['C# 3.7 with getstorage among DisabledMethods (-600)', { personality: 'sessions', disabledMethods: ['getstorage'] }],
    ['neo-go behind a proxy that filters getstorage (-32601)', { personality: 'neo-go', disabledMethods: ['getstorage'] }],
  ] as const) {
    it(`from the contract calls where the node refuses storage reads: ${label}; the refusal is remembered`, async () => {
      devnet.configure(configure);
      const knowledge = new NodeKnowledge();
      const details = await getDomainDetails(node, ['alive.neo', 'no-admin.neo', 'gone.neo'], { knowledge });
      assert.deepEqual(details.map((d) => [d.name, d.state, d.source]),
        [['alive.neo', 'active', 'contract'], ['no-admin.neo', 'active', 'contract'], ['gone.neo', 'expired', 'contract']]);
      assert.deepEqual(details[0]!.owner, { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: OWNER });
      assert.equal(details[0]!.expiration, JAN_2026 + 400 * DAY);
      assert.deepEqual(details[0]!.admin, { address: scriptHashToAddress(ADMIN), scriptHash: ADMIN });
      assert.equal(details[2]!.owner, undefined, 'the contract does not reveal an expired name\'s owner');
      assert.equal(details[2]!.expiration, undefined);
      devnet.clearRequests();
      await getDomainDetails(node, ['alive.neo'], { knowledge });
      assert.deepEqual(devnet.requests.map((r) => r.method), ['invokefunction', 'invokefunction']);
      assert.equal(knowledge.of(node.rpcUrl).storageReads, 'refused');
      devnet.configure({ disabledMethods: [] });
    });
  }

  it('judges expiry by the chain\'s time, not this machine\'s clock', async () => {
    // The chain is 500 days on: alive.neo (400 days after 2026-01-01) has expired there.
    devnet.configure({ blockTime: JAN_2026 + 500 * DAY });
    const later = await getDomainDetails(node, ['alive.neo', 'no-admin.neo']);
    assert.deepEqual(later.map((d) => d.state), ['expired', 'expired']);
    assert.ok(later[0]!.chainTime! >= JAN_2026 + 500 * DAY);
    // And 20 days before 2026-01-01: gone.neo (expired 10 days before it) is still active.
    devnet.configure({ blockTime: JAN_2026 - 20 * DAY });
    const earlier = await getDomainDetails(node, ['gone.neo']);
    assert.equal(earlier[0]!.state, 'active');
    assert.equal(earlier[0]!.source, 'storage');
    devnet.configure({ blockTime: JAN_2026 });
  });

  it('C# before 3.7 (-100 "Unknown storage" for an absent key) and neo-go (-104): the contract answers a name storage does not hold', async () => {
    for (const personality of ['csharp-nofindstorage', 'neo-go', 'sessions'] as const) {
      devnet.configure({ personality });
      const details = await getDomainDetails(node, ['alive.neo', 'unknown.neo']);
      assert.equal(details[0]!.source, 'storage', personality);
      assert.equal(details[1]!.state, 'error', personality);
      assert.equal(details[1]!.error?.code, 'FAULT', 'the contract\'s own answer for a name it does not hold');
      assert.equal(details[1]!.source, undefined);
    }
  });

  it('a malformed NameState is INVALID_RESPONSE for that name, never a crash', async () => {
    devnet.configure({ storageMismatch: 'value' });
    const details = await getDomainDetails(node, ['alive.neo', 'gone.neo']);
    for (const d of details) {
      assert.equal(d.state, 'error');
      assert.equal(d.error?.code, 'INVALID_RESPONSE');
      assert.match(d.error?.message ?? '', /NameState.*cannot be read: it has 5 items, not 4/);
    }
    devnet.configure({ storageMismatch: null });
  });

  it('storage holding another name under the key (not the NNS layout): the contract calls answer', async () => {
    devnet.configure({ storageMismatch: 'hash' });
    const details = await getDomainDetails(node, ['alive.neo', 'gone.neo']);
    // Keyed by SHA-256, the RIPEMD-160 keys are absent: both names asked of the contract.
    assert.deepEqual(details.map((d) => [d.state, d.source]), [['active', 'contract'], ['expired', 'contract']]);
    devnet.configure({ storageMismatch: null });
  });

  it('reports a failure per name without failing the rest', async () => {
    const details = await getDomainDetails(node, ['alive.neo', 'unknown.neo', 'gone.neo']);
    assert.equal(details[0]!.state, 'active');
    assert.equal(details[1]!.state, 'error');
    assert.equal(details[1]!.error?.code, 'FAULT');
    assert.equal(details[2]!.state, 'expired');
  });

  it('sends batches: 300 names cost 4 HTTP requests (up to 99 names and the chain\'s time each), not 300', async () => {
    const names = generateNames(300, { seed: 21, now: JAN_2026 });
    devnet.configure({ names });
    let requests = 0;
    const batches: number[] = [];
    const details = await getDomainDetails(node, names.map((r) => r.name as string), {
      onRequest: () => { requests++; }, onDetails: (batch) => batches.push(batch.length),
    });
    assert.equal(details.length, 300);
    assert.equal(requests, 4);
    assert.deepEqual(batches, [75, 75, 75, 75]);
    assert.equal(devnet.requests.length, 304, 'one getstorage per name and a chain time per request');
    const expired = names.filter((r) => (r.expiration ?? Infinity) <= JAN_2026).map((r) => r.name);
    assert.deepEqual(details.filter((d) => d.state === 'expired').map((d) => d.name), expired);
    assert.ok(details.every((d) => d.state !== 'error'));
    for (const [i, d] of details.entries()) assert.equal(d.owner?.scriptHash, names[i]!.owner, 'expired names too: their last owner');
  });

  it('a round of DETAILS_NAMES_PER_ROUND names is two full requests in flight', async () => {
    const names = generateNames(DETAILS_NAMES_PER_ROUND, { seed: 24, now: JAN_2026 });
    devnet.configure({ names });
    const details = await getDomainDetails(node, names.map((r) => r.name as string));
    assert.equal(details.length, 198);
    assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [100, 100], '99 names and the chain\'s time each');
  });

  it('keeps 2 requests in flight, or up to 4 when asked (a long load the user asked for)', async () => {
    const names = generateNames(800, { seed: 22, now: JAN_2026 });
    devnet.configure({ names, latencyMs: 30 });
    try {
      // Each request's interval from its event (it ends when reported, after its duration).
      const inFlightMost = async (parallelRequests?: number) => {
        const intervals: [number, number][] = [];
        const details = await getDomainDetails(node, names.map((r) => r.name as string), {
          ...(parallelRequests === undefined ? {} : { parallelRequests }),
          onRequest: (event) => { const end = performance.now(); intervals.push([end - event.durationMs, end]); },
        });
        assert.equal(details.length, 800);
        const edges = intervals.flatMap(([start, end]) => [[start, 1], [end, -1]] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
        let open = 0;
        let most = 0;
        for (const [, step] of edges) most = Math.max(most, (open += step));
        return most;
      };
      assert.equal(await inFlightMost(), 2);
      assert.equal(await inFlightMost(4), 4);
      assert.equal(await inFlightMost(64), 4, 'never more than 4');
    } finally {
      devnet.configure({ latencyMs: 0 });
    }
  });

  it('a batch the node fails marks its names as errors; the other batches still answer', async () => {
    const names = generateNames(100, { seed: 22, now: JAN_2026 });
    devnet.configure({ names });
    // The node has answered a batch before: a 500 now is a failure, not a refusal of batches.
    const knowledge = new NodeKnowledge();
    await getDomainDetails(node, ['alive.neo'], { knowledge });
    devnet.setFaults([{ kind: 'http500', times: 1 }]);
    const details = await getDomainDetails(node, names.map((r) => r.name as string), { namesPerRequest: 50, knowledge });
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

describe('core/names/details: how a getstorage answer that is not a NameState is taken', () => {
  /** A node whose getstorage answers `storage` for every name; properties and ownerOf answer as the contract does. */
  async function detailsWith(storage: (id: unknown) => unknown): Promise<{ details: Awaited<ReturnType<typeof getDomainDetails>>; asked: string[] }> {
    const asked: string[] = [];
    const owner = Buffer.from(OWNER.slice(2), 'hex').reverse().toString('base64');
    const server = await startFixtureServer((request) => {
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
      const params = request.params as unknown[];
      if (request.method === 'invokescript') return ok(halt([{ type: 'Integer', value: String(JAN_2026) }]));
      if (request.method === 'getstorage') return storage(request.id);
      asked.push(String(params[1]));
      if (params[1] === 'ownerOf') return ok(halt([{ type: 'ByteString', value: owner }]));
      return ok(halt([{ type: 'Map', value: [
        { key: { type: 'ByteString', value: Buffer.from('expiration').toString('base64') }, value: { type: 'Integer', value: String(JAN_2026 + DAY) } },
      ] }]));
    });
    try {
      return { details: await getDomainDetails({ rpcUrl: server.url, contractHash: NNS }, ['alive.neo']), asked };
    } finally {
      await server.close();
    }
  }

  it('a result of the wrong shape (not base64): INVALID_RESPONSE for that name, from storage; the contract is not asked', async () => {
    const { details, asked } = await detailsWith((id) => ({ jsonrpc: '2.0', id, result: 42 }));
    assert.equal(details[0]!.state, 'error');
    assert.equal(details[0]!.source, 'storage');
    assert.equal(details[0]!.error?.code, 'INVALID_RESPONSE');
    assert.match(details[0]!.error?.message ?? '', /result for getstorage does not have the expected shape/);
    assert.deepEqual(asked, []);
  });

  it('a JSON-RPC error that is no refusal (-32603): the contract answers', async () => {
    const { details, asked } = await detailsWith((id) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }));
    assert.deepEqual([details[0]!.state, details[0]!.source], ['active', 'contract']);
    assert.deepEqual(asked.sort(), ['ownerOf', 'properties']);
  });

  it('an answer that is no JSON-RPC response (no id): the contract answers', async () => {
    const { details } = await detailsWith(() => ({ jsonrpc: '2.0', result: 'AAAA' }));
    assert.deepEqual([details[0]!.state, details[0]!.source], ['active', 'contract']);
  });
});

describe('core/names/details: the chain\'s time and the size of requests', function () {
  this.timeout(60_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const names = generateNames(120, { seed: 23, now: JAN_2026 });
  const asked = names.map((r) => r.name as string);

  before(async () => {
    devnet = await startDevnet({ names, personality: 'sessions', blockTime: JAN_2026 });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ disabledMethods: [] });
    devnet.setFaults([]);
    devnet.clearRequests();
  });

  it('a node that will not tell the chain\'s time (invokescript refused): every name is asked of the contract, none fails', async () => {
    devnet.configure({ disabledMethods: ['invokescript'] });
    const details = await getDomainDetails(node, asked.slice(0, 3));
    assert.deepEqual(details.map((d) => [d.name, d.source]), asked.slice(0, 3).map((name) => [name, 'contract']));
    assert.ok(details.every((d) => d.state !== 'error' && d.chainTime === undefined), JSON.stringify(details));
    assert.deepEqual(devnet.httpRequests[0]!.methods, ['invokescript', 'getstorage', 'getstorage', 'getstorage']);
    assert.deepEqual(new Set(devnet.httpRequests[1]!.methods), new Set(['invokefunction']));
  });

  it('namesPerRequest: at least one name to a request, never more than 99 beside the chain\'s time', async () => {
    let requests = 0;
    await getDomainDetails(node, asked.slice(0, 3), { namesPerRequest: 0, onRequest: () => { requests++; } });
    assert.equal(requests, 3, 'one name to a request');
    devnet.clearRequests();
    await getDomainDetails(node, asked, { namesPerRequest: 1000 });
    assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [61, 61], '120 names in two even requests of 60 names and the chain\'s time');
    devnet.clearRequests();
    await getDomainDetails(node, asked.slice(0, 10), { namesPerRequest: 4.9 });
    assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [5, 5, 3], '4.9 is 4 names to a request: 10 names go 4, 4 and 2');
  });

  it('where the node refuses storage reads, 50 names to a request: two contract calls each', async () => {
    devnet.configure({ disabledMethods: ['getstorage'] });
    const knowledge = new NodeKnowledge();
    await getDomainDetails(node, asked.slice(0, 1), { knowledge });
    devnet.clearRequests();
    const details = await getDomainDetails(node, asked, { knowledge });
    assert.equal(details.length, 120);
    assert.ok(details.every((d) => d.source === 'contract'));
    assert.deepEqual(devnet.httpRequests.map((r) => r.calls), [80, 80, 80], '120 names in three even requests of 40');
  });

  it('no names: no request', async () => {
    assert.deepEqual(await getDomainDetails(node, []), []);
    assert.equal(devnet.httpRequests.length, 0);
  });
});

describe('core/names/details: a node\'s odd answers, name by name (fixtures)', function () {
  this.timeout(10_000);
  const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
  const ownerBytes = Buffer.from(OWNER.slice(2), 'hex').reverse();
  const adminBytes = Buffer.from(ADMIN.slice(2), 'hex').reverse();
  const fault = (exception: string) => ({ script: '', state: 'FAULT', gasconsumed: '1', exception, stack: [] });
  const bytes = (value: Uint8Array | string) => ({ type: 'ByteString', value: b64(value) });
  const properties = (entries: [string, unknown][]) => halt([{ type: 'Map', value: entries.map(([key, value]) => ({ key: bytes(key), value })) }]);
  const EXPIRED = 'The name has expired.';

  type Answer = { result: unknown } | { error: unknown } | { status: number };
  interface Node {
    time?: Answer;
    storage?: (key: string) => Answer;
    properties?: (name: string) => Answer;
    ownerOf?: (name: string) => Answer;
  }
  const ok = (result: unknown): Answer => ({ result });
  const absent: Answer = { error: { code: -104, message: 'item not found' } };

  async function detailsFrom(answers: Node, names: string[]) {
    const server = await startFixtureServer((request, _req, res) => {
      const params = request.params as [string, string, { value: string }[]];
      const answer = request.method === 'invokescript' ? answers.time ?? ok(halt([{ type: 'Integer', value: String(JAN_2026) }]))
        : request.method === 'getstorage' ? answers.storage?.(params[1]) ?? absent
          : params[1] === 'properties' ? answers.properties?.(params[2][0]!.value) ?? ok(properties([]))
            : answers.ownerOf?.(params[2][0]!.value) ?? ok(halt([bytes(ownerBytes)]));
      if ('status' in answer) {
        res.writeHead(answer.status);
        res.end();
        return undefined;
      }
      return { jsonrpc: '2.0', id: request.id, ...answer };
    });
    try {
      return await getDomainDetails({ rpcUrl: server.url, contractHash: NNS }, names);
    } finally {
      await server.close();
    }
  }

  it('a name whose expiration is exactly the chain\'s time has expired (the contract\'s rule); a millisecond later it is active', async () => {
    const stored = (expiration: number) => () => ok(b64(serializeNameState(ownerBytes, Buffer.from('edge.neo'), expiration, null)));
    const [expired] = await detailsFrom({ storage: stored(JAN_2026) }, ['edge.neo']);
    assert.deepEqual([expired!.state, expired!.source, expired!.expiration, expired!.chainTime], ['expired', 'storage', JAN_2026, JAN_2026]);
    const [active] = await detailsFrom({ storage: stored(JAN_2026 + 1) }, ['edge.neo']);
    assert.deepEqual([active!.state, active!.source, active!.admin], ['active', 'storage', null]);
  });

  it('a NameState that cannot be read: the name\'s error, said of getstorage, with the chain\'s time where the node told it', async () => {
    const storage = () => ok(b64(serializeNameState(ownerBytes, Buffer.from('odd.neo'), JAN_2026 + DAY, null, true)));
    const [timed] = await detailsFrom({ storage }, ['odd.neo']);
    assert.deepEqual([timed!.state, timed!.source, timed!.chainTime, timed!.error?.code, timed!.error?.method], ['error', 'storage', JAN_2026, 'INVALID_RESPONSE', 'getstorage']);
    const [untimed] = await detailsFrom({ storage, time: ok(fault('Insufficient GAS.')) }, ['odd.neo']);
    assert.deepEqual([untimed!.state, untimed!.source, untimed!.error?.code], ['error', 'storage', 'INVALID_RESPONSE']);
    assert.ok(!('chainTime' in untimed!), 'no chain time to show');
  });

  it('from the contract: either call\'s "expired" makes the name expired; other failures are the name\'s error, said of the call that failed', async () => {
    const answers: Record<string, { properties?: Answer; ownerOf?: Answer }> = {
      'props-expired.neo': { properties: ok(fault(EXPIRED)) },
      'owner-expired.neo': { ownerOf: ok(fault(EXPIRED)) },
      'props-gas.neo': { properties: ok(fault('Insufficient GAS.')) },
      'owner-gas.neo': { ownerOf: ok(fault('Insufficient GAS.')) },
      'props-two.neo': { properties: ok(halt([{ type: 'Any' }, { type: 'Any' }])) },
      'owner-two.neo': { ownerOf: ok(halt([{ type: 'Any' }, { type: 'Any' }])) },
      'props-int.neo': { properties: ok(halt([{ type: 'Integer', value: '1' }])) },
      'props-error.neo': { properties: { error: { code: -32603, message: 'internal error' } } },
      'expiration-text.neo': { properties: ok(properties([['expiration', bytes('soon')]])) },
      'admin-21.neo': { properties: ok(properties([['admin', bytes(Buffer.concat([adminBytes, Buffer.of(0)]))]])) },
      'admin-int.neo': { properties: ok(properties([['admin', { type: 'Integer', value: '1' }]])) },
      'owner-21.neo': { ownerOf: ok(halt([bytes(Buffer.concat([ownerBytes, Buffer.of(0)]))])) },
      'owner-int.neo': { ownerOf: ok(halt([{ type: 'Integer', value: '1' }])) },
    };
    const names = Object.keys(answers);
    const details = await detailsFrom({
      time: ok(fault('Insufficient GAS.')),
      properties: (name) => answers[name]?.properties ?? ok(properties([['expiration', { type: 'Integer', value: String(JAN_2026 + DAY) }]])),
      ownerOf: (name) => answers[name]?.ownerOf ?? ok(halt([bytes(ownerBytes)])),
    }, names);
    assert.deepEqual(details.map((d) => [d.name, d.state, d.error?.code ?? null, d.error?.message ?? null]), [
      ['props-expired.neo', 'expired', null, null],
      ['owner-expired.neo', 'expired', null, null],
      ['props-gas.neo', 'error', 'FAULT', 'The contract call properties failed on the node (state FAULT): Insufficient GAS.'],
      ['owner-gas.neo', 'error', 'FAULT', 'The contract call ownerOf failed on the node (state FAULT): Insufficient GAS.'],
      ['props-two.neo', 'error', 'INVALID_RESPONSE', 'The node\'s result for properties does not hold exactly one value.'],
      ['owner-two.neo', 'error', 'INVALID_RESPONSE', 'The node\'s result for ownerOf does not hold exactly one value.'],
      ['props-int.neo', 'error', 'INVALID_RESPONSE', details[6]!.error?.message],
      ['props-error.neo', 'error', 'RPC', details[7]!.error?.message],
      ['expiration-text.neo', 'error', 'INVALID_RESPONSE', details[8]!.error?.message],
      ['admin-21.neo', 'error', 'INVALID_RESPONSE', 'The node\'s result for properties has the admin of 21 bytes, not 20.'],
      ['admin-int.neo', 'error', 'INVALID_RESPONSE', details[10]!.error?.message],
      ['owner-21.neo', 'error', 'INVALID_RESPONSE', 'The node\'s result for ownerOf has the owner of 21 bytes, not 20.'],
      ['owner-int.neo', 'error', 'INVALID_RESPONSE', details[12]!.error?.message],
    ]);
    const starts = (i: number, text: string) => assert.ok(details[i]!.error?.message.startsWith(text), details[i]!.error?.message);
    starts(6, 'The node\'s result for properties has the properties of the wrong shape');
    assert.match(details[7]!.error?.message ?? '', /internal error/);
    starts(8, 'The node\'s result for properties has the expiration of the wrong shape');
    starts(10, 'The node\'s result for properties has the admin of the wrong shape');
    starts(12, 'The node\'s result for ownerOf has the owner of the wrong shape');
  });

  it('from the contract: an admin is shown, a null admin is none, no admin key says nothing', async () => {
    const answers: Record<string, Answer> = {
      'admin.neo': ok(properties([['admin', bytes(adminBytes)]])),
      'null-admin.neo': ok(properties([['admin', { type: 'Any' }]])),
      'no-admin.neo': ok(properties([])),
    };
    const details = await detailsFrom({ time: ok(fault('Insufficient GAS.')), properties: (name) => answers[name]! }, Object.keys(answers));
    assert.deepEqual(details.map((d) => [d.state, d.source, d.admin?.scriptHash ?? d.admin]), [['active', 'contract', ADMIN], ['active', 'contract', null], ['active', 'contract', undefined]]);
  });

  it('a contract request the node fails marks its names as errors', async () => {
    let contractRequests = 0;
    const details = await detailsFrom({
      time: ok(fault('Insufficient GAS.')),
      properties: () => (contractRequests++ === 0 ? { status: 500 } : ok(properties([]))),
    }, ['one.neo', 'two.neo']);
    assert.deepEqual(details.map((d) => [d.name, d.state, d.error?.code]), [['one.neo', 'error', 'HTTP'], ['two.neo', 'error', 'HTTP']]);
  });
});
