import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { listTokens, listTokensOf, type DomainList, type NodeConfig } from '../../../src/core';
import { MAX_BATCH_BODY_BYTES } from '../../../src/core/jsonRpc';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';
import { generateNames, SAMPLE_OWNER, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../devnet';
import { startFixtureServer } from './fixtureServer';
import { storageOrder } from './storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OTHER = '0x2222222222222222222222222222222222222222';
const CALLS_PER_BATCH = 100;

/** Issue 11's bound for a node without sessions: ≤ 4 + ⌈N / 5,000⌉ HTTP requests (getversion rides in the first). */
function storageBound(names: number): number {
  return 4 + Math.ceil(names / 5_000);
}

function node(devnet: Devnet): NodeConfig {
  return { rpcUrl: devnet.url, contractHash: NNS };
}

function assertWithinLimits(devnet: Devnet): void {
  for (const request of devnet.httpRequests) {
    assert.ok(request.calls <= CALLS_PER_BATCH, `a request carried ${request.calls} calls`);
    assert.ok(request.bodyBytes <= MAX_BATCH_BODY_BYTES, `a request body of ${request.bodyBytes} bytes`);
  }
}

function assertComplete(list: DomainList, records: readonly DomainRecord[]): void {
  assert.equal(list.complete, true, list.incompleteReason);
  assert.equal(list.incompleteReason, undefined);
  assert.equal(list.strategy, 'storage');
  assert.equal(new Set(list.names).size, list.names.length, 'a name was listed twice');
  assert.deepEqual(list.names, storageOrder(records), 'every name once, in the contract\'s own order');
}

/** The `start` of each findstorage call, in the order they were sent. */
function findStorageStarts(devnet: Devnet): number[] {
  return devnet.requests.filter((r) => r.method === 'findstorage').map((r) => (r.params as unknown[])[2] as number);
}

/** `count` names of one owner, with some of other owners around them. */
function ownerTable(count: number, others = 500): DomainRecord[] {
  const mine = generateNames(count, { seed: 77, owners: 1 }).map((r) => ({ ...r, owner: SAMPLE_OWNER }));
  const rest = generateNames(others, { seed: 78 }).filter((r) => !mine.some((m) => m.name === r.name)).map((r) => ({ ...r, owner: OTHER }));
  return [...mine, ...rest];
}

/** A name not in `records` whose RIPEMD-160 sorts after the first `after` names of the table. */
function laterName(records: readonly DomainRecord[], after: number): string {
  const keys = records.map((r) => Buffer.from(ripemd160(new TextEncoder().encode(r.name as string))).toString('hex')).sort();
  const bound = keys[after]!;
  for (let i = 0; ; i++) {
    const name = `registered-between-pages-${i}.neo`;
    if (Buffer.from(ripemd160(new TextEncoder().encode(name))).toString('hex') > bound) return name;
  }
}

describe('core: complete lists where sessions are off, read from the contract\'s storage', function () {
  this.timeout(180_000);
  let devnet: Devnet;

  before(async () => {
    devnet = await startDevnet({ names: [] });
  });
  after(() => devnet.close());
  beforeEach(() => {
    clearNodeLimitsCache();
    devnet.configure({
      personality: 'csharp-nosession', names: [], faults: [], findStoragePageSize: 50, storageMismatch: null, disabledMethods: [],
      maxGasInvoke: 20_00000000n, latencyMs: 0, noBatch: false,
    });
    devnet.clearRequests();
  });

  for (const personality of ['csharp-nosession', 'neo-go'] as Personality[]) {
    for (const size of [5_000, 20_000]) {
      it(`${personality}: tokens() of ${size.toLocaleString('en-US')} names: complete, from storage, in order, ≤ ${storageBound(size)} requests`, async () => {
        const records = generateNames(size, { seed: size + 3 });
        devnet.configure({ personality, names: records });
        const progress: number[] = [];
        const list = await listTokens(node(devnet), { onPage: (_, soFar) => progress.push(soFar) });
        assertComplete(list, records);
        assert.equal(list.requests, devnet.httpRequests.length);
        assert.ok(list.requests <= storageBound(size), `${list.requests} requests`);
        assert.equal(progress.at(-1), size, 'the last progress report is the whole list');
        assert.ok(progress.every((n, i) => i === 0 || n > progress[i - 1]!), 'progress only grows');
        // The first request: the seed's call and getversion; the second: what storage is checked
        // against (the unwrap script where the answer held no names) with the count and the first page.
        assert.deepEqual(devnet.httpRequests[0]?.methods, ['invokefunction', 'getversion', 'invokefunction']);
        assert.deepEqual(devnet.httpRequests[1]?.methods,
          personality === 'neo-go' ? ['getstorage', 'findstorage'] : ['invokescript', 'getstorage', 'findstorage']);
        // Every page once, at multiples of the page size, the count read once.
        assert.deepEqual(findStorageStarts(devnet), Array.from({ length: size / 50 }, (_, i) => i * 50));
        assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 1);
        assertWithinLimits(devnet);
      });
    }
  }

  for (const personality of ['csharp-nosession', 'neo-go'] as Personality[]) {
    it(`${personality}: tokensOf(owner) of 3,000 names among others: complete, from storage, in order, within the bound`, async () => {
      const records = ownerTable(3_000);
      devnet.configure({ personality, names: records });
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
      assertComplete(list, records.filter((r) => r.owner === SAMPLE_OWNER));
      assert.ok(list.requests <= storageBound(3_000), `${list.requests} requests`);
      // The owner's entries: 0x02 ‖ owner (20 stored bytes); the count: 0x01 ‖ owner.
      const owner = Buffer.from(SAMPLE_OWNER.slice(2), 'hex').reverse();
      const find = devnet.requests.find((r) => r.method === 'findstorage')!;
      assert.deepEqual((find.params as unknown[]).slice(0, 2), [NNS, Buffer.concat([Buffer.of(0x02), owner]).toString('base64')]);
      const count = devnet.requests.find((r) => r.method === 'getstorage')!;
      assert.deepEqual(count.params, [NNS, Buffer.concat([Buffer.of(0x01), owner]).toString('base64')]);
      assertWithinLimits(devnet);
    });
  }

  it('tokens() asks for the total supply (key 0x00) and the NameStates (prefix 0x21), and always sends the start', async () => {
    devnet.configure({ personality: 'neo-go', names: generateNames(300, { seed: 5 }) });
    await listTokens(node(devnet));
    const count = devnet.requests.find((r) => r.method === 'getstorage')!;
    assert.deepEqual(count.params, [NNS, 'AA==']);
    for (const find of devnet.requests.filter((r) => r.method === 'findstorage')) {
      const params = find.params as unknown[];
      assert.equal(params.length, 3);
      assert.equal(params[1], 'IQ==');
      assert.ok(Number.isInteger(params[2]));
    }
  });

  for (const pageSize of [20, 100, 7]) {
    it(`learns a page size of ${pageSize} from the node's first page and asks for the pages at its multiples`, async () => {
      const records = generateNames(2_345, { seed: pageSize });
      devnet.configure({ personality: 'csharp-nosession', names: records, findStoragePageSize: pageSize });
      const list = await listTokens(node(devnet));
      assertComplete(list, records);
      assert.deepEqual(findStorageStarts(devnet), Array.from({ length: Math.ceil(2_345 / pageSize) }, (_, i) => i * pageSize));
      assert.ok(list.requests <= storageBound(2_345) + Math.ceil(2_345 / pageSize / 100), `${list.requests} requests`);
      assertWithinLimits(devnet);
    });
  }

  it('a tokens() list of 1,000 names or fewer on C# is the script\'s, complete in two requests', async () => {
    const records = generateNames(1_000, { seed: 4 });
    devnet.configure({ personality: 'csharp-nosession', names: records });
    const list = await listTokens(node(devnet));
    assert.equal(list.strategy, 'script');
    assert.equal(list.complete, true);
    assert.deepEqual(list.names, storageOrder(records));
    assert.equal(list.requests, 2);
  });

  describe('paging is not one snapshot', () => {
    it('a name registered between two pages: every name once, the new one in its place', async () => {
      const records = generateNames(5_000, { seed: 41 });
      const added: DomainRecord = { name: laterName(records, 200), owner: OTHER };
      devnet.configure({ personality: 'neo-go', names: records });
      // After the first page: the later pages shift by one, and one name appears in two of them.
      devnet.setFaults([{ kind: 'registerName', afterPages: 1, record: added }]);
      const list = await listTokens(node(devnet));
      assertComplete(list, [...records, added]);
      assert.ok(list.requests <= storageBound(5_001), `${list.requests} requests`);
      // The last page said more follow: one more page was asked for.
      assert.equal(findStorageStarts(devnet).at(-1), 5_000);
    });

    for (const personality of ['neo-go', 'csharp-nosession'] as Personality[]) {
      it(`${personality}: an owner's name transferred between two pages: fewer than counted, read again, complete`, async () => {
        const records = ownerTable(3_000);
        devnet.configure({ personality, names: records });
        // The owner's first name leaves after the first page: the later pages shift back and skip one.
        devnet.setFaults([{ kind: 'transferName', afterPages: 1, from: SAMPLE_OWNER, to: OTHER }]);
        const [gone] = storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER));
        let resets = 0;
        const list = await listTokensOf(node(devnet), SAMPLE_OWNER, { onReset: () => { resets++; } });
        assertComplete(list, records.filter((r) => r.owner === SAMPLE_OWNER && r.name !== gone));
        assert.ok(!list.names.includes(gone!));
        assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 2, 'the count read again');
        assert.equal(resets, 1, 'the names of the first reading were withdrawn');
        assert.ok(list.requests <= storageBound(3_000), `${list.requests} requests`);
      });
    }

    it('names that keep moving while they are read: the list says it may have changed', async () => {
      const records = ownerTable(600, 100);
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults([{ kind: 'transferName', afterPages: 1, times: 1_000, from: SAMPLE_OWNER, to: OTHER }]);
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
      assert.equal(list.complete, false);
      assert.equal(list.strategy, 'storage');
      assert.match(list.incompleteReason ?? '', /may have changed while it was read/);
      assert.match(list.incompleteReason ?? '', /Refresh/);
      const owned = new Set(records.filter((r) => r.owner === SAMPLE_OWNER).map((r) => r.name));
      assert.ok(list.names.length > 0, 'the second reading\'s names are listed');
      assert.ok(list.names.every((name) => owned.has(name)), 'only names the owner held');
      assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 2, 'read twice, not more');
    });
  });

  describe('storage that does not match what the contract returns is never used', () => {
    for (const mismatch of ['hash', 'value', 'names'] as const) {
      for (const personality of ['neo-go', 'csharp-nosession'] as Personality[]) {
        it(`${personality}, storage ${mismatch === 'hash' ? 'keyed by SHA-256' : mismatch === 'value' ? 'with 5-item NameStates' : 'missing the first name'}: the honest partial list, saying why`, async () => {
          const records = generateNames(3_000, { seed: 17 });
          devnet.configure({ personality, names: records, storageMismatch: mismatch });
          const list = await listTokens(node(devnet));
          assert.equal(list.complete, false);
          assert.equal(list.strategy, 'script');
          assert.ok(list.names.length >= 1_000, `${list.names.length} names`);
          assert.deepEqual(list.names, storageOrder(records).slice(0, list.names.length), 'only names the contract returned, in its order');
          assert.match(list.incompleteReason ?? '', /storage cannot be used/);
          assert.match(list.incompleteReason ?? '',
            mismatch === 'hash' ? /RIPEMD-160/ : mismatch === 'value' ? /not a NameState: it has 5 items/ : /not the names the contract returned.*the 1st differs/);
          assert.match(list.incompleteReason ?? '', /sessions enabled lists them all/);
        });
      }
    }

    it('tokensOf over storage missing the owner\'s first name: the partial list', async () => {
      const records = ownerTable(3_000);
      devnet.configure({ personality: 'neo-go', names: records, storageMismatch: 'names' });
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
      assert.equal(list.complete, false);
      assert.deepEqual(list.names, storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER)).slice(0, list.names.length));
      assert.match(list.incompleteReason ?? '', /the 1st differs/);
    });
  });

  describe('a node without findstorage (C# before 3.6, neo-go before 0.102, or turned off)', () => {
    for (const [label, configure] of [
      ['C# 3.5 (-32601)', { personality: 'csharp-nofindstorage' }],
      ['C# 3.7 with findstorage among DisabledMethods (-600)', { personality: 'csharp-nosession', disabledMethods: ['findstorage'] }],
      ['neo-go behind a proxy that filters findstorage (-32601)', { personality: 'neo-go', disabledMethods: ['findstorage'] }],
    ] as const) {
      it(`${label}: as long a partial list as one invocation allows, its reason naming both causes and what helps`, async () => {
        const records = generateNames(5_000, { seed: 23 });
        devnet.configure({ names: records, ...configure });
        const list = await listTokens(node(devnet));
        assert.equal(list.complete, false);
        assert.equal(list.strategy, 'script');
        // 20 GAS pays for 1,624 values of the unwrap loop: the search gets within 1% of it (asking for one more than it keeps).
        assert.ok(list.names.length >= 1_600 && list.names.length <= 1_623, `${list.names.length} names`);
        assert.deepEqual(list.names, storageOrder(records).slice(0, list.names.length));
        const reason = list.incompleteReason ?? '';
        assert.match(reason, /sessions disabled/);
        assert.match(reason, /findstorage/);
        assert.match(reason, /C# 3\.6 or later, neo-go 0\.102 or later/);
        assert.match(reason, new RegExp(`first ${list.names.length.toLocaleString('en-US')} names`));
        assert.ok(list.requests <= storageBound(5_000), `${list.requests} requests`);
      });
    }

    it('C# 3.5: the unwrap search goes past its first try of 1,000 names (no failure yet is no reason to stop)', async () => {
      const records = generateNames(3_000, { seed: 24 });
      devnet.configure({ personality: 'csharp-nofindstorage', names: records });
      const list = await listTokens(node(devnet));
      const asked = devnet.requests.filter((r) => r.method === 'invokescript').length;
      assert.ok(asked >= 3, `${asked} scripts`);
      assert.ok(list.names.length > 1_500, `${list.names.length} names`);
    });
  });

  it('sessions that vanish at once (-107 again right after a restart): the list from storage', async () => {
    const records = generateNames(5_000, { seed: 29 });
    devnet.configure({ personality: 'sessions', names: records });
    devnet.setFaults([{ kind: 'expireSession', afterPages: 0 }]);
    const list = await listTokens(node(devnet));
    assertComplete(list, records);
    assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 2, 'one restart, then storage');
    assert.equal(devnet.openSessions, 0);
  });

  it('a session that expires again after pages came back is still the RPC error', async () => {
    devnet.configure({ personality: 'sessions', names: generateNames(450, { seed: 12 }) });
    devnet.setFaults([{ kind: 'expireSession', afterPages: 1 }]);
    await assert.rejects(listTokens(node(devnet)), { code: 'RPC' });
  });
});

describe('core/storageListing: how a storage answer that cannot be used is told', () => {
  const names = ['alpha.neo', 'bravo.neo', 'charlie.neo'];

  /** Sessions off (neo-go's truncated iterator of one name); getstorage and findstorage answer as told; every script runs out of GAS. */
  async function reasonWith(getstorage: (id: unknown) => unknown, findstorage: (id: unknown) => unknown): Promise<DomainList> {
    clearNodeLimitsCache();
    const server = await startFixtureServer((request) => {
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
      const params = request.params as unknown[];
      const byteString = (name: string) => ({ type: 'ByteString', value: Buffer.from(name).toString('base64') });
      switch (request.method) {
        case 'getversion': return ok({ useragent: '/NEO-GO:0.122.0/' });
        case 'invokefunction':
          if (params[1] === 'totalSupply') return ok({ script: '', state: 'HALT', gasconsumed: '1', stack: [{ type: 'Integer', value: '3' }] });
          return ok({ script: '', state: 'HALT', gasconsumed: '1', stack: [{ type: 'InteropInterface', iterator: [byteString(names[0]!)], truncated: true }] });
        case 'invokescript': return ok({ script: '', state: 'FAULT', gasconsumed: '1', exception: 'gas limit exceeded', stack: [] });
        case 'getstorage': return getstorage(request.id);
        case 'findstorage': return findstorage(request.id);
        default: return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
      }
    });
    try {
      return await listTokens({ rpcUrl: server.url, contractHash: NNS });
    } finally {
      await server.close();
    }
  }
  const count = (id: unknown) => ({ jsonrpc: '2.0', id, result: Buffer.of(3).toString('base64') });
  const page = (id: unknown) => ({ jsonrpc: '2.0', id, result: { truncated: false, results: [] } });

  it('a findstorage result of the wrong shape: its flaw is the reason, the list the script\'s', async () => {
    const list = await reasonWith(count, (id) => ({ jsonrpc: '2.0', id, result: { truncated: 'yes', results: [] } }));
    assert.equal(list.complete, false);
    assert.equal(list.strategy, 'script');
    assert.match(list.incompleteReason ?? '', /, and The node's result for findstorage does not have the expected shape \(truncated:/);
    assert.match(list.incompleteReason ?? '', /one that serves findstorage/);
  });

  it('a getstorage result of the wrong shape: its flaw is the reason', async () => {
    const list = await reasonWith((id) => ({ jsonrpc: '2.0', id, result: 7 }), page);
    assert.match(list.incompleteReason ?? '', /, and The node's result for getstorage does not have the expected shape/);
  });

  it('findstorage not served (-32601): the node does not serve it', async () => {
    const list = await reasonWith(count, (id) => ({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    assert.match(list.incompleteReason ?? '', /, and it does not serve findstorage \(C# nodes before 3\.6/);
  });

  it('findstorage failing otherwise (-32603): it failed, with the node\'s error', async () => {
    const list = await reasonWith(count, (id) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }));
    assert.match(list.incompleteReason ?? '', /, and its findstorage failed: The node returned JSON-RPC error -32603 for findstorage: Internal error/);
  });

  it('a findstorage answer that is no JSON-RPC response (no id): it failed, with the flaw', async () => {
    const list = await reasonWith(count, () => ({ jsonrpc: '2.0', result: { truncated: false, results: [] } }));
    assert.match(list.incompleteReason ?? '', /, and its findstorage failed: The node's answer to findstorage is not a JSON-RPC 2\.0 response/);
  });
});
