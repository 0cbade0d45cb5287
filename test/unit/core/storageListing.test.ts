import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { listTokens, listTokensOf, type DomainList, type NodeConfig } from '../../../src/core';
import { JsonRpcClient, MAX_BATCH_BODY_BYTES } from '../../../src/core/jsonRpc';
import { clearNodeLimitsCache } from '../../../src/core/nodeLimits';
import { tokensLayout, tokensOfLayout } from '../../../src/core/nnsStorage';
import { partLevel, StorageListing } from '../../../src/core/storageListing';
import { generateNames, SAMPLE_OWNER, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../devnet';
import { startFixtureServer } from './fixtureServer';
import { storageOrder } from './storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OTHER = '0x2222222222222222222222222222222222222222';
const CALLS_PER_BATCH = 100;

/**
 * Issue 18's bound for a node without sessions: ≤ 5 + ⌈(N / page + 256) / 100⌉ HTTP requests (getversion
 * rides in the first): the contract's answer, the count and the first page, the parts' pages 100 to a
 * request (a part of 256 takes at most one page more than its share), and parts longer than planned.
 */
function storageBound(names: number, pageSize = 50): number {
  return 5 + Math.ceil((names / pageSize + 256) / CALLS_PER_BATCH);
}

/** At most this many storage entries walked by the node for each name listed (issue 18). */
const WALK_PER_NAME = 3;

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

/**
 * The findstorage calls, checked: each (prefix, start) asked once; the list's prefix once, from 0; every
 * other prefix the list's ‖ one byte (256 parts) or none but the list's; a part's pages from its own
 * start (0, or after the entries of it the first page held) a page apart. Returns the parts' prefixes.
 */
function assertPartsRead(devnet: Devnet, listPrefix: Buffer, pageSize: number): string[] {
  const byPrefix = new Map<string, number[]>();
  for (const request of devnet.requests.filter((r) => r.method === 'findstorage')) {
    const [, prefix, start] = request.params as [string, string, number];
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), start]);
  }
  // Batches in flight together may reach the node in any order.
  for (const starts of byPrefix.values()) starts.sort((a, b) => a - b);
  const list = listPrefix.toString('base64');
  const firstByte = (prefix: string) => Buffer.from(prefix, 'base64')[listPrefix.length]!;
  const parts = [...byPrefix.keys()].filter((prefix) => prefix !== list).sort((a, b) => firstByte(a) - firstByte(b));
  for (const [prefix, starts] of byPrefix) {
    assert.equal(new Set(starts).size, starts.length, `a page of ${prefix} asked twice: ${starts.join(', ')}`);
    starts.forEach((start, i) => assert.equal(start, starts[0]! + i * pageSize, `${prefix}: ${starts.join(', ')}`));
    if (prefix !== list) {
      const bytes = Buffer.from(prefix, 'base64');
      assert.equal(bytes.length, listPrefix.length + 1, `a part's prefix is the list's and a byte: ${bytes.toString('hex')}`);
      assert.ok(bytes.subarray(0, listPrefix.length).equals(listPrefix));
    }
  }
  assert.equal(byPrefix.get(list)?.[0], 0, 'the first page, from 0');
  if (parts.length > 0) assert.deepEqual(byPrefix.get(list), [0], 'the list\'s own prefix only for the first page once it is cut into parts');
  // The parts from the first page's last one to the end, each from its own start but the first.
  const bytes = parts.map(firstByte);
  if (bytes.length > 0) {
    assert.deepEqual(bytes, Array.from({ length: bytes.length }, (_, i) => bytes[0]! + i), 'every part once, in prefix order');
    assert.equal(bytes.at(-1), 255);
    for (const prefix of parts.slice(1)) assert.equal(byPrefix.get(prefix)![0], 0, `${prefix} from its start`);
  }
  return parts;
}

const TOKENS_PREFIX = Buffer.of(0x21);

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
      it(`${personality}: tokens() of ${size.toLocaleString('en-US')} names: complete, from storage, in order, ≤ ${storageBound(size)} requests, ≤ 3 entries walked a name`, async () => {
        const records = generateNames(size, { seed: size + 3 });
        devnet.configure({ personality, names: records });
        const walked = devnet.storageEntriesWalked;
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
        // Cut into 256 parts by the hash's first byte, each read once from its own start; the count read once.
        assert.equal(assertPartsRead(devnet, TOKENS_PREFIX, 50).length > 250, true);
        assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 1);
        assert.ok((devnet.storageEntriesWalked - walked) / size <= WALK_PER_NAME, `${(devnet.storageEntriesWalked - walked) / size} entries walked a name`);
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

  it('tokens() asks for the total supply (key 0x00) and the NameStates (prefix 0x21, then 0x21 ‖ a byte), and always sends the start', async () => {
    devnet.configure({ personality: 'neo-go', names: generateNames(300, { seed: 5 }) });
    await listTokens(node(devnet));
    const count = devnet.requests.find((r) => r.method === 'getstorage')!;
    assert.deepEqual(count.params, [NNS, 'AA==']);
    const finds = devnet.requests.filter((r) => r.method === 'findstorage');
    assert.equal((finds[0]!.params as unknown[])[1], 'IQ==');
    for (const find of finds) {
      const params = find.params as unknown[];
      assert.equal(params.length, 3);
      assert.equal(Buffer.from(params[1] as string, 'base64')[0], 0x21);
      assert.ok(Number.isInteger(params[2]));
    }
  });

  for (const pageSize of [1, 7, 20, 50, 100]) {
    it(`learns a page size of ${pageSize} from the node's first page and asks for each part's pages at its multiples`, async () => {
      const records = generateNames(2_345, { seed: pageSize });
      devnet.configure({ personality: 'csharp-nosession', names: records, findStoragePageSize: pageSize });
      const walked = devnet.storageEntriesWalked;
      const list = await listTokens(node(devnet));
      assertComplete(list, records);
      assertPartsRead(devnet, TOKENS_PREFIX, pageSize);
      assert.ok(list.requests <= storageBound(2_345, pageSize), `${list.requests} requests`);
      // Pages of 1 cut 256 parts of ~9 pages (65,536 parts would take 25 times the calls): a part's
      // walk, ~8 a name, not the list's (1,173 a name at growing offsets of one prefix).
      const perName = (devnet.storageEntriesWalked - walked) / 2_345;
      assert.ok(perName <= (pageSize === 1 ? 10 : WALK_PER_NAME), `${perName} entries walked a name`);
      assertWithinLimits(devnet);
    });
  }

  it('50,000 names: the node walks at most 3 entries a name (pages at growing offsets of one prefix walked 500)', async () => {
    const records = generateNames(50_000, { seed: 50 });
    devnet.configure({ personality: 'neo-go', names: records });
    const walked = devnet.storageEntriesWalked;
    const list = await listTokens(node(devnet));
    assertComplete(list, records);
    const perName = (devnet.storageEntriesWalked - walked) / 50_000;
    assert.ok(perName <= WALK_PER_NAME, `${perName.toFixed(2)} entries walked a name`);
    assert.ok(list.requests <= storageBound(50_000), `${list.requests} requests`);
    assertPartsRead(devnet, TOKENS_PREFIX, 50);
    // 256 parts of ~195 names, 4 pages planned each: the longer ones went on at 200.
    const wentOn = devnet.requests.filter((r) => r.method === 'findstorage' && (r.params as unknown[])[2] === 200).length;
    assert.ok(wentOn > 10 && wentOn < 256, `${wentOn} parts went on`);
    assertWithinLimits(devnet);
  });

  it('a tokens() list of 1,000 names or fewer on C# is the script\'s, complete in two requests', async () => {
    const records = generateNames(1_000, { seed: 4 });
    devnet.configure({ personality: 'csharp-nosession', names: records });
    const list = await listTokens(node(devnet));
    assert.equal(list.strategy, 'script');
    assert.equal(list.complete, true);
    assert.deepEqual(list.names, storageOrder(records));
    assert.equal(list.requests, 2);
  });

  describe('the list cut into parts by the first byte of the names\' hashes', () => {
    /** Reads `layout`'s entries straight from storage (nothing to check them against). */
    async function readStorage(layout: ReturnType<typeof tokensLayout>): Promise<{ names: string[]; walked: number; requests: number }> {
      const client = new JsonRpcClient({ url: devnet.url });
      const walked = devnet.storageEntriesWalked;
      const outcome = await new StorageListing({ client, contractHash: NNS, layout }).read(undefined, []);
      assert.equal(outcome.kind, 'listed', 'reason' in outcome ? outcome.reason : '');
      const names = outcome.kind === 'listed' ? outcome.values.map((v) => Buffer.from(v.value, 'base64').toString()) : [];
      return { names, walked: devnet.storageEntriesWalked - walked, requests: client.requests };
    }

    it('the parts: none while a list is at most 4 pages, then 256 (the first byte), 65,536 only where their calls are few beside the pages', () => {
      assert.equal(partLevel(200, 50), 0);
      assert.equal(partLevel(201, 50), 1);
      assert.equal(partLevel(51_200, 50), 1);
      assert.equal(partLevel(200_000, 50), 1, '256 parts of 16 pages: 65,536 parts would take 16 times the calls');
      assert.equal(partLevel(2_000_000, 50), 2);
      assert.equal(partLevel(4, 1), 0);
      assert.equal(partLevel(1_024, 1), 1);
      assert.equal(partLevel(50_000, 1), 2);
    });

    for (const pageSize of [1, 7, 50, 100]) {
      for (const size of new Set([1, 2, pageSize, pageSize + 1, 4 * pageSize + 1, 300, 1_000])) {
        it(`pages of ${pageSize}: ${size} names, every one once, in key order, within the walk and the requests`, async () => {
          const records = generateNames(size, { seed: size * 7 + pageSize });
          devnet.configure({ names: records, findStoragePageSize: pageSize });
          const { names, walked, requests } = await readStorage(tokensLayout());
          assert.deepEqual(names, storageOrder(records));
          if (size <= pageSize) assert.equal(requests, 1, 'the first page was the whole list');
          if (pageSize === 1) {
            // No node ships pages of 1: a part's names vary by more than a page, and parts take up to
            // twice the calls they need; each walks about its own length, never the list's.
            assert.ok(requests <= 5 + Math.ceil((2 * size + 512) / CALLS_PER_BATCH), `${requests} requests`);
            assert.ok(walked / size <= 4 + size / 256, `${walked / size} entries walked a name`);
          } else {
            assert.ok(requests <= storageBound(size, pageSize) - 2, `${requests} requests`);
            assert.ok(walked / size <= WALK_PER_NAME, `${walked / size} entries walked a name`);
          }
          assertWithinLimits(devnet);
        });
      }
    }

    it('empty parts: a part without names answers an empty page, and the list goes on past it', async () => {
      const records = generateNames(30, { seed: 3 });
      devnet.configure({ names: records, findStoragePageSize: 2 });
      const { names } = await readStorage(tokensLayout());
      assert.deepEqual(names, storageOrder(records));
      const empty = devnet.requests.filter((r) => r.method === 'findstorage' && (r.params as unknown[])[1] !== 'IQ==')
        .filter((r) => !records.some((record) => ripemd160(new TextEncoder().encode(record.name as string))[0] === Buffer.from((r.params as string[])[1]!, 'base64')[1]));
      assert.ok(empty.length > 200, `${empty.length} empty parts asked`);
    });

    it('a batch of pages whose connection closes before its answer goes once more (pages are only read)', async () => {
      const records = generateNames(2_000, { seed: 37 });
      devnet.configure({ names: records });
      const client = new JsonRpcClient({ url: devnet.url });
      const listing = new StorageListing({ client, contractHash: NNS, layout: tokensLayout() });
      const first = await client.batch(listing.firstCalls());
      devnet.setFaults([{ kind: 'drop', method: 'findstorage', times: 1 }]);
      const outcome = await listing.read(first, []);
      assert.equal(outcome.kind, 'listed', 'reason' in outcome ? outcome.reason : '');
      assert.deepEqual(outcome.kind === 'listed' ? outcome.values.map((v) => Buffer.from(v.value, 'base64').toString()) : [], storageOrder(records));
      const parts = devnet.httpRequests.filter((r) => r.methods.includes('findstorage')).slice(1);
      assert.equal(parts[0]?.status, 0, 'the first batch of pages was dropped');
      assert.equal(parts.filter((r) => r.status === 200).length, parts.length - 1);
    });

    it('a node that answers a part with keys outside its prefix (it cuts the prefix short): storage is not used, and the list says why', async () => {
      const records = generateNames(3_000, { seed: 31 });
      devnet.configure({ personality: 'neo-go', names: records });
      // In front of the devnet: every findstorage prefix cut to its first byte, as a node reading only that would.
      const proxy = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
          const cut = (call: { method?: string; params?: unknown[] }) => (call.method === 'findstorage' && call.params
            ? { ...call, params: [call.params[0], Buffer.from(call.params[1] as string, 'base64').subarray(0, 1).toString('base64'), call.params[2]] }
            : call);
          fetch(devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Array.isArray(body) ? body.map(cut) : cut(body as object)) })
            .then(async (answer) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(await answer.text()); })
            .catch((error: unknown) => { res.writeHead(502); res.end(String(error)); });
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      try {
        const list = await listTokens({ rpcUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`, contractHash: NNS });
        assert.equal(list.complete, false);
        assert.equal(list.strategy, 'script');
        assert.match(list.incompleteReason ?? '', /keys that do not start with the prefix asked for/);
        assert.deepEqual(list.names, storageOrder(records).slice(0, list.names.length));
      } finally {
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
      }
    });

    for (const [label, count] of [['an owner with 1 name', 1], ['an owner with 2 names and pages of 1', 2], ['an owner with 9 names and pages of 2', 9]] as const) {
      it(`tokensOf: ${label}`, async () => {
        const records = ownerTable(count, 300);
        devnet.configure({ names: records, findStoragePageSize: count === 1 ? 50 : count === 2 ? 1 : 2 });
        const owner = Buffer.from(SAMPLE_OWNER.slice(2), 'hex').reverse();
        const { names } = await readStorage(tokensOfLayout(owner));
        assert.deepEqual(names, storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER)));
        for (const find of devnet.requests.filter((r) => r.method === 'findstorage')) {
          assert.ok(Buffer.from((find.params as string[])[1]!, 'base64').subarray(0, 21).equals(Buffer.concat([Buffer.of(0x02), owner])), 'only the owner\'s entries');
        }
      });
    }
  });

  describe('paging is not one snapshot', () => {
    it('a name registered between two pages: every name once, the new one in its place', async () => {
      const records = generateNames(5_000, { seed: 41 });
      const added: DomainRecord = { name: laterName(records, 200), owner: OTHER };
      devnet.configure({ personality: 'neo-go', names: records });
      // After the first page, in a part read later from its own start.
      devnet.setFaults([{ kind: 'registerName', afterPages: 1, record: added }]);
      const list = await listTokens(node(devnet));
      assertComplete(list, [...records, added]);
      assert.ok(list.requests <= storageBound(5_001), `${list.requests} requests`);
    });

    it('a name registered inside a part before the page that goes on with it: the repeated name is dropped by key', async () => {
      const records = generateNames(5_000, { seed: 43 });
      const keys = records.map((r) => Buffer.from(ripemd160(new TextEncoder().encode(r.name as string)))).sort(Buffer.compare);
      // The first page ends inside a part; that part goes on at the number of its names the page held.
      const last = keys[49]!;
      const held = keys.slice(0, 50).filter((k) => k[0] === last[0]).length;
      assert.ok(held >= 2, 'the first page holds more than one name of its last part');
      let added = '';
      for (let i = 0; !added; i++) {
        const hash = Buffer.from(ripemd160(new TextEncoder().encode(`early-${i}.neo`)));
        if (hash[0] === last[0] && Buffer.compare(hash, last) < 0) added = `early-${i}.neo`;
      }
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults([{ kind: 'registerName', afterPages: 1, record: { name: added, owner: OTHER } }]);
      const list = await listTokens(node(devnet));
      // The part's next page starts with the page's last name again; the new name came before what was read.
      assertComplete(list, records);
      const goesOn = devnet.requests.find((r) => r.method === 'findstorage' && (r.params as unknown[])[2] === held);
      assert.ok(goesOn, `the part went on at ${held}`);
      assert.deepEqual(Buffer.from((goesOn.params as string[])[1]!, 'base64'), Buffer.of(0x21, last[0]!));
    });

    for (const personality of ['neo-go', 'csharp-nosession'] as Personality[]) {
      it(`${personality}: an owner's name transferred between two pages: fewer than counted, read again, complete`, async () => {
        const records = ownerTable(3_000);
        // Pages of 5: the first page ends inside the first part (7 of the owner's names), which goes on at 5.
        devnet.configure({ personality, names: records, findStoragePageSize: 5 });
        // The owner's first name leaves after the first page: the part's next page shifts back and skips one.
        devnet.setFaults([{ kind: 'transferName', afterPages: 1, from: SAMPLE_OWNER, to: OTHER }]);
        const [gone] = storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER));
        let resets = 0;
        const list = await listTokensOf(node(devnet), SAMPLE_OWNER, { onReset: () => { resets++; } });
        assertComplete(list, records.filter((r) => r.owner === SAMPLE_OWNER && r.name !== gone));
        assert.ok(!list.names.includes(gone!));
        assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 2, 'the count read again');
        assert.equal(resets, 1, 'the names of the first reading were withdrawn');
        assert.ok(list.requests <= 2 * storageBound(3_000, 5) - 3, `${list.requests} requests (read twice)`);
      });
    }

    it('names that keep moving while they are read: the list says it may have changed', async () => {
      // 150 names: one part read at growing offsets, which every transfer shifts.
      const records = ownerTable(150, 100);
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults([{ kind: 'transferName', afterPages: 1, times: 1_000, from: SAMPLE_OWNER, to: OTHER }]);
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
      assert.equal(list.complete, false);
      assert.equal(list.strategy, 'storage');
      assert.match(list.incompleteReason ?? '', /may have changed while it was read/);
      assert.match(list.incompleteReason ?? '', /Refresh/);
      assert.equal(list.incompleteKind, 'changed');
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
