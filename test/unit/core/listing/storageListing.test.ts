import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { listTokens, listTokensOf, type DomainList, type NodeConfig } from '../../../../src/core';
import { JsonRpcClient, MAX_BATCH_BODY_BYTES } from '../../../../src/core/rpc/jsonRpc';
import { tokensLayout, tokensOfLayout } from '../../../../src/core/listing/nnsStorage';
import { partIndex, partLevel, partPrefix, remainingPages, StorageListing, type StorageOutcome } from '../../../../src/core/listing/storageListing';
import { generateNames, SAMPLE_OWNER, type Devnet, type DomainRecord, type Personality } from '../../../devnet';
import { sharedDevnet } from '../sharedDevnet';
import { bigintToBytes } from '../../../devnet/stackItems';
import { startFixtureServer } from '../fixtureServer';
import { storageOrder } from '../storageOrder';

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

/**
 * What shows that a reading from storage is one state (storageListing.ts `read`): `check` (the count of
 * tokens, the height for an owner's names) before the first page, in its request; after it, at most one
 * check a request, always its last call, and in each of the last three requests of pages (batches in
 * flight together: any of them may be read last).
 */
function assertChecks(devnet: Devnet, check: 'getstorage' | 'getblockcount'): void {
  const [first, ...pages] = devnet.httpRequests.filter((r) => r.methods.includes('findstorage'));
  assert.ok(first && first.methods.indexOf(check) >= 0 && first.methods.indexOf(check) < first.methods.indexOf('findstorage'), `${check} before the first page`);
  pages.forEach((request, i) => {
    const checks = request.methods.filter((method) => method !== 'findstorage');
    assert.ok(checks.length === 0 || (checks.length === 1 && request.methods.at(-1) === check), `a request of pages: ${request.methods.join(', ')}`);
    if (i >= pages.length - 3) assert.equal(request.methods.at(-1), check, `request ${i + 2} of ${pages.length + 1} of pages ends with ${check}`);
  });
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
  sharedDevnet([{
    personality: 'csharp-nosession', names: [], faults: [], findStoragePageSize: 50, storageMismatch: null, disabledMethods: [],
    maxGasInvoke: 20_00000000n, latencyMs: 0, noBatch: false,
  }], (started) => { devnet = started; });

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
        // Cut into 256 parts by the hash's first byte, each read once from its own start; the count before
        // the first page and after the pages of the last requests, the check that the list stood still.
        assert.equal(assertPartsRead(devnet, TOKENS_PREFIX, 50).length > 250, true);
        assertChecks(devnet, 'getstorage');
        assert.ok(devnet.requests.every((r) => r.method !== 'getblockcount'), 'the count shows it: no height');
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
      // The balance goes down as well as up: the chain's height shows the list stood still, the count is read once.
      assertChecks(devnet, 'getblockcount');
      assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 1);
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
      // The bound of 65,536 parts: their calls (32,512 pages and 65,536 parts) at most twice those of 256 parts.
      assert.equal(partLevel(1_625_599, 50), 1);
      assert.equal(partLevel(1_625_600, 50), 2);
    });

    it('a part\'s prefix is the list\'s ‖ the first bytes of the hash, big-endian, and a key is in the part its bytes name', () => {
      const list = Uint8Array.of(0x02, 0xaa);
      assert.deepEqual(partPrefix(list, 0, 0), list);
      assert.deepEqual(partPrefix(list, 1, 0xc3), Uint8Array.of(0x02, 0xaa, 0xc3));
      assert.deepEqual(partPrefix(list, 2, 0x12ab), Uint8Array.of(0x02, 0xaa, 0x12, 0xab));
      const key = Uint8Array.of(0x02, 0xaa, 0x12, 0xab, 0x77, ...new Uint8Array(16));
      assert.equal(partIndex(key, 2, 0), 0);
      assert.equal(partIndex(key, 2, 1), 0x12);
      assert.equal(partIndex(key, 2, 2), 0x12ab);
    });

    it('a part longer than planned goes on for as many pages as its last key\'s place among its hashes leaves, one at least and a batch at most', () => {
      const part = Uint8Array.of(0x21, 0xf0);
      const keyAt = (...bytes: number[]) => Uint8Array.of(...part, ...bytes, ...new Uint8Array(20 - bytes.length));
      // 20 names up to a quarter of the part's hashes: about 60 more, 12 pages of 5.
      assert.equal(remainingPages(20, keyAt(0x40), part.length, 5), 12);
      // Halfway after 10: about 10 more, 2 pages; 3 once the key is just short of half.
      assert.equal(remainingPages(10, keyAt(0x80), part.length, 5), 2);
      assert.equal(remainingPages(10, keyAt(0x7f, 0xff, 0xff, 0xff), part.length, 5), 3);
      // Only the bytes after the part's prefix say where in it a key is: halfway after 495 names, 99 pages.
      assert.equal(remainingPages(495, keyAt(0x80), part.length, 5), 99);
      // The last hashes: one page; the first (a key of zeros too): a batch.
      assert.equal(remainingPages(10, keyAt(0xff, 0xff, 0xff, 0xff), part.length, 5), 1);
      assert.equal(remainingPages(10, keyAt(0x00, 0x00, 0x01), part.length, 5), 100);
      assert.equal(remainingPages(10, keyAt(), part.length, 5), 100);
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
      // The part's next page starts with the page's last name again; the new name came before what was
      // read, and the count read after the pages shows it: read again, the list after it.
      assertComplete(list, [...records, { name: added, owner: OTHER }]);
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
      // The sentence a user reads, from its capital to its full stop.
      assert.match(list.incompleteReason ?? '', /^The list may have changed while it was read: the contract counts [\d,]+ names but its storage yielded [\d,]+ \(names were transferred meanwhile\?\), twice\. Refresh to read it again\.$/);
      assert.equal(list.incomplete?.kind, 'changed');
      const owned = new Set(records.filter((r) => r.owner === SAMPLE_OWNER).map((r) => r.name));
      assert.ok(list.names.length > 0, 'the second reading\'s names are listed');
      assert.ok(list.names.every((name) => owned.has(name)), 'only names the owner held');
      assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, 2, 'read twice, not more');
    });
  });

  describe('a list called complete is one state of the contract (issue 27)', () => {
    const keyOf = (name: string) => Buffer.from(ripemd160(new TextEncoder().encode(name))).toString('hex');

    /** A name not in `records` whose key sorts before their `before`-th key (first in key order: 0), or after all of them. */
    function nameAt(where: { before: number } | 'end', records: readonly DomainRecord[], tag: string): string {
      const keys = records.map((r) => keyOf(r.name as string)).sort();
      for (let i = 0; ; i++) {
        const name = `${tag}-${i}.neo`;
        const key = keyOf(name);
        if (where === 'end' ? key > keys.at(-1)! : key < keys[where.before]!) return name;
      }
    }

    interface Reading {
      outcome: StorageOutcome;
      names: string[];
      /** Readings of the list: 1, or 2 where the first was not one state. */
      readings: number;
    }

    /** Reads `layout`'s entries straight from the devnet's storage (nothing to check them against). */
    async function readList(layout: ReturnType<typeof tokensLayout>): Promise<Reading> {
      let readings = 1;
      const client = new JsonRpcClient({ url: devnet.url });
      const outcome = await new StorageListing({ client, contractHash: NNS, layout, onRestart: () => { readings++; } }).read(undefined, []);
      const names = 'values' in outcome ? outcome.values.map((v) => Buffer.from(v.value, 'base64').toString()) : [];
      return { outcome, names, readings };
    }

    const owner = Buffer.from(SAMPLE_OWNER.slice(2), 'hex').reverse();
    const reasonOf = (outcome: StorageOutcome) => ('reason' in outcome ? outcome.reason : '');

    // One part: 18 names in pages of 5, read at growing offsets of the list's prefix; across parts: 300
    // names in pages of 5, 256 parts by the hash's first byte, each from its own start.
    for (const [shape, size] of [['in one part', 18], ['across parts', 300]] as const) {
      describe(`tokens(), ${shape} (${size} names, pages of 5): names registered after the first page`, () => {
        const records = generateNames(size, { seed: size + 27 });
        const before = (tag: string) => ({ name: nameAt({ before: 0 }, records, tag), owner: OTHER });
        const after = (tag: string) => ({ name: nameAt('end', records, tag), owner: OTHER });
        const register = (...added: DomainRecord[]) => {
          devnet.configure({ personality: 'neo-go', names: records, findStoragePageSize: 5 });
          devnet.setFaults(added.map((record) => ({ kind: 'registerName' as const, afterPages: 1, record })));
        };

        for (const [label, added] of [
          ['one whose key sorts before what was read', [before('early')]],
          ['one whose key sorts after what was read', [after('late')]],
          ['one before and one after (a list that never existed, which the count alone took for whole)', [before('early'), after('late')]],
          ['several on each side', [before('early-a'), before('early-b'), after('late-a'), after('late-b'), after('late-c')]],
        ] as const) {
          it(`${label}: the count moved, read again, the list after ${added.length > 1 ? 'them all' : 'it'}`, async () => {
            register(...added);
            const { outcome, names, readings } = await readList(tokensLayout());
            assert.equal(outcome.kind, 'listed', reasonOf(outcome));
            assert.deepEqual(names, storageOrder([...records, ...added]));
            assert.equal(readings, 2);
          });
        }

        it('registered on both sides through the second reading too: the second reading\'s names, changed, saying why', async () => {
          // A pair every few pages through both readings (a few pages in one part, a page a part across
          // parts): names land on both sides of each reading.
          const every = shape === 'in one part' ? 1 : 20;
          devnet.configure({ personality: 'neo-go', names: records, findStoragePageSize: 5 });
          devnet.setFaults(Array.from({ length: 40 }, (_, i) => [
            { kind: 'registerName' as const, afterPages: every * (i + 1), record: before(`early-${i}`) },
            { kind: 'registerName' as const, afterPages: every * (i + 1), record: after(`late-${i}`) },
          ]).flat());
          const { outcome, names, readings } = await readList(tokensLayout());
          assert.equal(outcome.kind, 'changed', reasonOf(outcome));
          assert.match(reasonOf(outcome), /^the list may have changed while it was read: (the contract counts [\d,]+ names but its storage yielded [\d,]+|its count of names went from [\d,]+ to [\d,]+ as its pages were read) \(names were registered meanwhile\?\), twice\. Refresh to read it again$/);
          assert.equal(readings, 2);
          assert.ok(records.every((r) => names.includes(r.name as string)), 'every name held from the start is there');
        });

        it('blocks that register no name: the count shows nothing moved, one reading', async () => {
          devnet.configure({ personality: 'neo-go', names: records, findStoragePageSize: 5 });
          devnet.setFaults([{ kind: 'newBlock', afterPages: 1, times: 1_000 }]);
          const { outcome, names, readings } = await readList(tokensLayout());
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          assert.deepEqual(names, storageOrder(records));
          assert.equal(readings, 1);
        });
      });

      describe(`tokensOf(owner), ${shape} (${size} of the owner's names, pages of 5)`, () => {
        // Many other owners' names: some sort on either side of the owner's first page, to be transferred in.
        const records = ownerTable(size, 1_000);
        const mine = records.filter((r) => r.owner === SAMPLE_OWNER);
        const others = records.filter((r) => r.owner === OTHER);
        const configure = (faults: Parameters<Devnet['setFaults']>[0]) => {
          devnet.configure({ personality: 'neo-go', names: records, findStoragePageSize: 5 });
          devnet.setFaults(faults);
        };

        it('one registered for the owner after the first page, its key after what was read: read again (its balance moved), the list after it', async () => {
          const added = { name: nameAt('end', mine, 'late'), owner: SAMPLE_OWNER };
          configure([{ kind: 'registerName', afterPages: 1, record: added }]);
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          assert.deepEqual(names, storageOrder([...mine, added]));
          assert.equal(readings, 2);
        });

        it('one registered before what was read and one after: read again, the list after both', async () => {
          const added = [{ name: nameAt({ before: 0 }, mine, 'early'), owner: SAMPLE_OWNER }, { name: nameAt('end', mine, 'late'), owner: SAMPLE_OWNER }];
          configure(added.map((record) => ({ kind: 'registerName' as const, afterPages: 1, record })));
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          assert.deepEqual(names, storageOrder([...mine, ...added]));
          assert.equal(readings, 2);
        });

        it('two transferred in and two out, one of each on either side of what was read (the balance unchanged): read again, the list after them', async () => {
          // In: another owner's name that sorts before the first page's last key, and one after all of the
          // owner's. Out: the owner's first (already read) and last (not yet read).
          const byKey = (list: readonly DomainRecord[]) => storageOrder(list);
          const mineInOrder = byKey(mine);
          const inEarly = byKey(others).find((name) => keyOf(name) < keyOf(mineInOrder[4]!))!;
          const inLate = byKey(others).find((name) => keyOf(name) > keyOf(mineInOrder.at(-1)!))!;
          assert.ok(inEarly && inLate, 'other names on both sides of the owner\'s first page');
          const [outEarly, outLate] = [mineInOrder[0]!, mineInOrder.at(-1)!];
          configure([
            { kind: 'transferName', afterPages: 1, from: OTHER, to: SAMPLE_OWNER, name: inEarly },
            { kind: 'transferName', afterPages: 1, from: OTHER, to: SAMPLE_OWNER, name: inLate },
            { kind: 'transferName', afterPages: 1, from: SAMPLE_OWNER, to: OTHER, name: outEarly },
            { kind: 'transferName', afterPages: 1, from: SAMPLE_OWNER, to: OTHER, name: outLate },
          ]);
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          // The first reading held as many names as counted, but with the late one in and the late one out
          // only: a list the owner never had. The height showed blocks came meanwhile.
          assert.equal(readings, 2);
          assert.deepEqual(names, byKey([...mineInOrder.filter((n) => n !== outEarly && n !== outLate), inEarly, inLate].map((name) => ({ name, owner: SAMPLE_OWNER }))));
        });

        it('blocks without a transaction: the height moved, their headers (a Merkle root of zeros) show nothing could, one reading and one request more', async () => {
          // A block every page in one part, every 20 across parts: fewer than a request of headers a reading.
          configure([{ kind: 'newBlock', afterPages: shape === 'in one part' ? 1 : 20, times: 1_000 }]);
          const requests = devnet.httpRequests.length;
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          assert.deepEqual(names, storageOrder(mine));
          assert.equal(readings, 1);
          const headers = devnet.httpRequests.slice(requests).filter((r) => r.methods.includes('getblockheader'));
          assert.equal(headers.length, 1, 'the headers in one request');
          assert.deepEqual(headers[0]!.methods, headers[0]!.methods.map(() => 'getblockheader'));
        });

        it('a block with a transaction that leaves the owner\'s names as they were (another owner\'s registration): read again, the same list', async () => {
          configure([{ kind: 'registerName', afterPages: 1, record: { name: nameAt('end', records, 'theirs'), owner: OTHER } }]);
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'listed', reasonOf(outcome));
          assert.deepEqual(names, storageOrder(mine));
          assert.equal(readings, 2);
        });

        it('blocks with transactions through the second reading too: the second reading\'s names, changed, saying why', async () => {
          // Another owner's name registered every few pages through both readings.
          const every = shape === 'in one part' ? 1 : 20;
          configure(Array.from({ length: 40 }, (_, i) => ({ kind: 'registerName' as const, afterPages: every * (i + 1), record: { name: nameAt('end', records, `theirs-${i}`), owner: OTHER } })));
          const { outcome, names, readings } = await readList(tokensOfLayout(owner));
          assert.equal(outcome.kind, 'changed');
          assert.match(reasonOf(outcome), /^the list may have changed while it was read: the chain went from [\d,]+ to [\d,]+ blocks as its pages were read \(names were transferred meanwhile\?\), twice\. Refresh to read it again$/);
          assert.deepEqual(names, storageOrder(mine));
          assert.equal(readings, 2);
        });
      });
    }

    it('a list of one page is one read of the node: whole though blocks come right after it', async () => {
      const records = ownerTable(4, 100);
      devnet.configure({ personality: 'neo-go', names: records, findStoragePageSize: 5 });
      devnet.setFaults([{ kind: 'newBlock', afterPages: 1, times: 1_000 }]);
      const { outcome, names, readings } = await readList(tokensOfLayout(owner));
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(names, storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER)));
      assert.equal(readings, 1);
      assert.deepEqual(devnet.httpRequests.map((r) => r.methods), [['getblockcount', 'getstorage', 'findstorage']]);
    });

    it('listTokens, 5,000 names on neo-go, one registered before the reading position and one after: the list after both, complete, read twice', async () => {
      const records = generateNames(5_000, { seed: 61 });
      const added = [{ name: nameAt({ before: 10 }, records, 'early'), owner: OTHER }, { name: nameAt('end', records, 'late'), owner: OTHER }];
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults(added.map((record) => ({ kind: 'registerName' as const, afterPages: 1, record })));
      let resets = 0;
      const list = await listTokens(node(devnet), { onReset: () => { resets++; } });
      assertComplete(list, [...records, ...added]);
      assert.equal(resets, 1, 'the first reading\'s names withdrawn');
      assert.equal(devnet.requests.filter((r) => r.method === 'findstorage' && (r.params as unknown[])[1] === 'IQ==').length, 2, 'read twice');
      assertWithinLimits(devnet);
    });

    for (const transactions of [false, true]) {
      it(`listTokensOf, 3,000 names on C#, a block ${transactions ? 'with another owner\'s registration' : 'without a transaction'} during the first reading: complete, ${transactions ? 'read twice' : 'one reading and its header'}`, async () => {
        const records = ownerTable(3_000);
        devnet.configure({ personality: 'csharp-nosession', names: records });
        devnet.setFaults([transactions
          ? { kind: 'registerName', afterPages: 1, record: { name: nameAt('end', records, 'theirs'), owner: OTHER } }
          : { kind: 'newBlock', afterPages: 1 }]);
        const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
        assertComplete(list, records.filter((r) => r.owner === SAMPLE_OWNER));
        // The count is read once a reading; the new block's header is asked for either way.
        assert.equal(devnet.requests.filter((r) => r.method === 'getstorage').length, transactions ? 2 : 1);
        assert.equal(devnet.requests.filter((r) => r.method === 'getblockheader').length, 1);
        assertWithinLimits(devnet);
      });
    }
  });

  describe('the routes that read no storage: one invocation, or one session (the node\'s snapshot)', () => {
    /**
     * listTokens from `personality` holding `size` names, with a name whose key sorts first registered
     * after the listing's first answer, before its next request.
     */
    async function listWithRegistration(personality: Personality, size: number): Promise<{ list: DomainList; records: DomainRecord[]; registered: DomainRecord }> {
      const records = generateNames(size, { seed: size });
      const registered = { name: nameBefore(records), owner: OTHER };
      devnet.configure({ personality, names: records });
      const original = globalThis.fetch;
      let answered = false;
      globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await original(...args);
        if (!answered) devnet.configure({ names: [...records, registered] });
        answered = true;
        return response;
      };
      try {
        return { list: await listTokens(node(devnet)), records, registered };
      } finally {
        globalThis.fetch = original;
      }
    }

    it('sessions: the pages come from the iterator the invocation made, so a name registered after its answer is not in the list, which is whole', async () => {
      const { list, records } = await listWithRegistration('sessions', 450);
      assert.equal(list.strategy, 'session');
      assert.equal(list.complete, true, list.incompleteReason);
      assert.deepEqual(list.names, storageOrder(records));
      assert.ok(devnet.requests.some((r) => r.method === 'traverseiterator'), 'pages were traversed after the registration');
    });

    it('the unwrap script: its values are one invocation\'s, never joined to another request\'s; a count read before it no longer matching, the list says it changed', async () => {
      // C# with sessions off: the first request, the contract's call and its count; the script comes after
      // the registration, 1,000 names then, which the first script (up to 1,000) returns whole.
      const { list, records, registered } = await listWithRegistration('csharp-nosession', 999);
      assert.equal(list.strategy, 'script');
      assert.deepEqual(list.names, storageOrder([...records, registered]), 'the script\'s values: the list after the registration, whole');
      assert.equal(list.complete, false);
      assert.equal(list.incomplete?.kind, 'changed');
    });

    /** A name whose key sorts before all of `records`: first in the list. */
    function nameBefore(records: readonly DomainRecord[]): string {
      const first = storageOrder(records)[0]!;
      const key = (name: string) => Buffer.from(ripemd160(new TextEncoder().encode(name))).toString('hex');
      for (let i = 0; ; i++) if (key(`first-${i}.neo`) < key(first)) return `first-${i}.neo`;
    }
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

  describe('the contract\'s inline page and storage read in two requests: a block between them is not another layout', () => {
    const keyOf = (name: string) => Buffer.from(ripemd160(new TextEncoder().encode(name))).toString('hex');

    /** A name not in `records` whose key sorts `position`-th (from 1) among theirs and it. */
    function nameAt(position: number, records: readonly DomainRecord[], tag: string): string {
      const keys = records.map((r) => keyOf(r.name as string)).sort();
      const [low, high] = [keys[position - 2] ?? '', keys[position - 1]!];
      for (let i = 0; ; i++) {
        const key = keyOf(`${tag}-${i}.neo`);
        if (key > low && key < high) return `${tag}-${i}.neo`;
      }
    }

    /** The storage reason of a list that fell back to the script, if any. */
    const storageCause = (list: DomainList) => (list.incomplete?.kind === 'node-limits' ? list.incomplete.storage?.cause : undefined);

    it('tokens: a name registered right after the inline page, 3rd in storage: read again with storage in one request, complete with the new name, no mismatch', async () => {
      const records = generateNames(5_000, { seed: 71 });
      const added = { name: nameAt(3, records, 'between'), owner: OTHER };
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults([{ kind: 'registerName', method: 'invokefunction', afterPages: 1, record: added }]);
      let resets = 0;
      const list = await listTokens(node(devnet), { onReset: () => { resets++; } });
      assertComplete(list, [...records, added]);
      assert.equal(list.names[2], added.name);
      // The contract's answer once more, in the request of storage's first calls, between two heights.
      const again = devnet.httpRequests.filter((r) => r.methods.includes('invokefunction'))[1]!;
      assert.deepEqual(again.methods, ['getblockcount', 'invokefunction', 'getstorage', 'findstorage', 'getblockcount']);
      assert.equal(resets, 1, 'the first inline page withdrawn');
      assert.ok(list.requests <= storageBound(5_001) + 1, `${list.requests} requests`);
      assertWithinLimits(devnet);
    });

    it('no block between them: not one request more than the listing without the check', async () => {
      const records = generateNames(5_000, { seed: 71 });
      devnet.configure({ personality: 'neo-go', names: records });
      const list = await listTokens(node(devnet));
      assertComplete(list, records);
      assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 1, 'the contract asked once');
      assert.equal(devnet.requests.filter((r) => r.method === 'getblockcount').length, 0, 'no height asked');
    });

    it('tokensOf: one of the owner\'s names transferred right after the inline page, leaving as many as the page holds: the contract\'s answer read again is the whole list', async () => {
      const records = ownerTable(101);
      devnet.configure({ personality: 'neo-go', names: records });
      devnet.setFaults([{ kind: 'transferName', method: 'invokefunction', afterPages: 1, from: SAMPLE_OWNER, to: OTHER }]);
      const [gone] = storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER));
      const list = await listTokensOf(node(devnet), SAMPLE_OWNER);
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'expanded');
      assert.deepEqual(list.names, storageOrder(records.filter((r) => r.owner === SAMPLE_OWNER && r.name !== gone)));
    });

    it('a name registered after every answer of the contract: read 4 times, then the script\'s partial list, saying plainly that the chain kept changing', async () => {
      const records = generateNames(3_000, { seed: 73 });
      devnet.configure({ personality: 'neo-go', names: records });
      // A registration after each invokefunction (tokens, totalSupply, each reading again): one block each, all before the first name.
      const added = Array.from({ length: 20 }, (_, i) => ({ name: nameAt(1, records, `moving-${i}`), owner: OTHER }));
      devnet.setFaults(added.map((record, i) => ({ kind: 'registerName' as const, method: 'invokefunction', afterPages: i + 1, record })));
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, false);
      assert.equal(list.strategy, 'script');
      assert.equal(list.incomplete?.kind, 'changed');
      // The sentence a user reads, from its capital to its full stop: the chain moved, not storage of another layout, nor the node's limits.
      assert.match(list.incompleteReason ?? '', /^The chain kept changing while the list was read \(from [\d,]+ to [\d,]+ blocks, read 4 times\), so the contract's storage could not be checked against the names the contract returned: only the first [\d,]+ names are listed, as one invocation returned them\. Refresh to read it again\.$/);
      assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 4, 'the inline page read 4 times');
      assert.ok(list.names.length > 100, `${list.names.length} names`);
      // The script's values: the list as it stood after those 5 invocations (the unwrap script is invokescript).
      assert.deepEqual(list.names, storageOrder([...records, ...added.slice(0, 5)]).slice(0, list.names.length));
    });

    it('a node that will not tell its height (getblockcount turned off): the answer read again agrees with storage, complete; nothing shows the chain moved where it does not', async () => {
      const records = generateNames(3_000, { seed: 73 });
      const added = Array.from({ length: 2 }, (_, i) => ({ name: nameAt(1, records, `unheight-${i}`), owner: OTHER }));
      devnet.configure({ personality: 'neo-go', names: records, disabledMethods: ['getblockcount'] });
      devnet.setFaults([{ kind: 'registerName', method: 'invokefunction', afterPages: 1, record: added[0]! }]);
      assertComplete(await listTokens(node(devnet)), [...records, added[0]!]);
      // A registration after every reading of the answer too: with no height to show the chain moved, the mismatch as found.
      devnet.configure({ names: records });
      devnet.setFaults(added.map((record, i) => ({ kind: 'registerName' as const, method: 'invokefunction', afterPages: 2 * i + 1, record })));
      const list = await listTokens(node(devnet));
      assert.equal(storageCause(list), 'order');
    });

    it('storage of another layout while blocks without a transaction come: their headers show the chain stood still, the mismatch as before', async () => {
      const records = generateNames(3_000, { seed: 17 });
      devnet.configure({ personality: 'neo-go', names: records, storageMismatch: 'names' });
      devnet.setFaults([{ kind: 'newBlock', method: 'invokefunction', afterPages: 1, times: 1_000 }]);
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, false);
      assert.equal(storageCause(list), 'order');
      assert.match(list.incompleteReason ?? '', /storage cannot be used: the names in its storage are not the names the contract returned, in the same order \(the 1st differs\)/);
      assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 2, 'read again once');
      assert.equal(devnet.requests.filter((r) => r.method === 'getblockheader').length, 1, 'the header of the block between the heights');
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

describe('core/listing/storageListing: how a storage answer that cannot be used is told', () => {
  const names = ['alpha.neo', 'bravo.neo', 'charlie.neo'];

  /** Sessions off (neo-go's truncated iterator of one name); getstorage and findstorage answer as told; every script runs out of GAS. */
  async function reasonWith(getstorage: (id: unknown) => unknown, findstorage: (id: unknown) => unknown): Promise<DomainList> {
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

describe('core/listing/storageListing: what a node\'s storage answers may hold', () => {
  const OWNER = new Uint8Array(20).fill(0x5a);
  const LIST_PREFIX = Buffer.concat([Buffer.of(0x02), OWNER]);
  const encoder = new TextEncoder();

  interface Entry { key: Buffer; name: string }
  /** A findstorage call the node received; `request`: which of its HTTP requests carried it (in the order they came). */
  interface FindStorage { prefix: Buffer; start: number; request: number }
  interface FindAnswer { truncated: boolean; results: { key: string; value: string }[] | null }

  const hashOf = (name: string) => Buffer.from(ripemd160(encoder.encode(name)));
  const nameItem = (name: string) => ({ type: 'ByteString', value: Buffer.from(name).toString('base64') });
  const integer = (value: bigint) => Buffer.from(bigintToBytes(value)).toString('base64');

  /** The owner's entries as the NNS contract keeps them (0x02 ‖ owner ‖ RIPEMD-160 of the name → the name), in key order. */
  function ownerEntries(names: readonly string[]): Entry[] {
    return names.map((name) => ({ key: Buffer.concat([LIST_PREFIX, hashOf(name)]), name })).sort((a, b) => Buffer.compare(a.key, b.key));
  }

  /** `count` names whose hashes start with `byte`: a part of their own once the list is cut by the first byte. */
  function namesInPart(byte: number, count: number, tag: string): string[] {
    const names: string[] = [];
    for (let i = 0; names.length < count; i++) if (hashOf(`${tag}-${i}.neo`)[0] === byte) names.push(`${tag}-${i}.neo`);
    return names;
  }

  /** The names of `count` entries' worth, spread over the hashes. */
  const spread = (count: number, tag = 'name') => Array.from({ length: count }, (_, i) => `${tag}-${i}.neo`);

  interface OwnerNode {
    names: readonly string[];
    /** getstorage's answer for the count (default: the names' count). */
    count?: (id: unknown) => unknown;
    /** getblockcount's answer (default: 1,000, a chain that stands still). */
    height?: (id: unknown) => unknown;
    /** getblockheader's answer (default: -32601, as from a node that does not serve it). */
    header?: (params: unknown[], id: unknown) => unknown;
    /** Entries a findstorage page holds (default 5). */
    pageSize?: number;
    /** findstorage's answer; `honest`: what a node holding `names` answers. */
    findstorage?: (find: FindStorage, honest: FindAnswer, id: unknown, res: ServerResponse) => unknown;
  }

  interface Read {
    outcome: StorageOutcome;
    /** The names of a listed or changed outcome. */
    listed: string[];
    /** What `onValues` was given, call by call. */
    reported: string[][];
    finds: FindStorage[];
  }

  /**
   * Reads the owner's names (`tokensOf`) from a node that answers as `node` says. `contract`: what the
   * contract returned from its first; `bound`: the most names the list may hold (its room: what is
   * left of it after the names reported).
   */
  async function readOwner(node: OwnerNode, contract: readonly unknown[] = [], options: { bound?: number; onRestart?: () => void } = {}): Promise<Read> {
    const entries = ownerEntries(node.names);
    const pageSize = node.pageSize ?? 5;
    const finds: FindStorage[] = [];
    const requests = new Map<IncomingMessage, number>();
    const server = await startFixtureServer((request, raw, res) => {
      const params = request.params as unknown[];
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
      if (request.method === 'getstorage') return node.count ? node.count(request.id) : ok(integer(BigInt(node.names.length)));
      if (request.method === 'getblockcount') return node.height ? node.height(request.id) : ok(1_000);
      if (request.method === 'getblockheader') {
        return node.header ? node.header(params, request.id) : { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
      }
      if (!requests.has(raw)) requests.set(raw, requests.size);
      const find = { prefix: Buffer.from(params[1] as string, 'base64'), start: params[2] as number, request: requests.get(raw)! };
      finds.push(find);
      const under = entries.filter((entry) => entry.key.subarray(0, find.prefix.length).equals(find.prefix));
      const honest: FindAnswer = {
        truncated: find.start + pageSize < under.length,
        results: under.slice(find.start, find.start + pageSize).map((entry) => ({ key: entry.key.toString('base64'), value: Buffer.from(entry.name).toString('base64') })),
      };
      return node.findstorage ? node.findstorage(find, honest, request.id, res) : ok(honest);
    });
    try {
      const reported: string[][] = [];
      const text = (values: readonly { value: string }[]) => values.map((v) => Buffer.from(v.value, 'base64').toString());
      const { bound, onRestart } = options;
      const outcome = await new StorageListing({
        client: new JsonRpcClient({ url: server.url }), contractHash: NNS, layout: tokensOfLayout(OWNER), onValues: (values) => reported.push(text(values)),
        ...(bound === undefined ? {} : { room: () => bound - reported.flat().length }), ...(onRestart ? { onRestart } : {}),
      }).read(undefined, contract);
      return { outcome, listed: 'values' in outcome ? text(outcome.values) : [], reported, finds };
    } finally {
      await server.close();
    }
  }

  const reasonOf = (outcome: StorageOutcome) => ('reason' in outcome ? outcome.reason : '');
  const ordered = (names: readonly string[]) => ownerEntries(names).map((entry) => entry.name);

  describe('the count', () => {
    for (const [label, answer] of [
      ['-104 (neo-go ≥ 0.102, C# ≥ 3.x)', { error: { code: -104, message: 'Unknown storage item' } }],
      ['-104 in other words', { error: { code: -104, message: 'Item not found' } }],
      ['another code whose message says unknown storage item', { error: { code: -100, message: 'Unknown storage item' } }],
      ['an empty value (neo-go before 0.102)', { result: '' }],
    ] as const) {
      it(`an owner without a balance key (${label}): counted 0, so storage cannot hold the names the contract returned`, async () => {
        const names = spread(3);
        const { outcome } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, ...answer }) }, [nameItem(ordered(names)[0]!)]);
        assert.equal(outcome.kind, 'mismatch');
        assert.equal(reasonOf(outcome), 'its storage counts 0 names where the contract returned 1 and said more exist');
      });
    }

    it('a count no greater than what the contract returned, which said more exist: storage is not used', async () => {
      const names = ordered(spread(3));
      const { outcome, finds } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, result: integer(2n) }) }, names.slice(0, 2).map(nameItem));
      assert.equal(outcome.kind, 'mismatch');
      assert.equal(reasonOf(outcome), 'its storage counts 2 names where the contract returned 2 and said more exist');
      assert.equal(finds.length, 1, 'no page past the first');
    });

    it('getstorage failing otherwise (-32603): the node\'s error, storage unavailable', async () => {
      const { outcome } = await readOwner({ names: spread(3), count: (id) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }) });
      assert.equal(outcome.kind, 'unavailable');
      assert.match(reasonOf(outcome), /^its getstorage failed: The node returned JSON-RPC error -32603 for getstorage: Internal error/);
    });

    it('getstorage refused by the operator (-600): it refuses getstorage', async () => {
      const { outcome } = await readOwner({ names: spread(3), count: (id) => ({ jsonrpc: '2.0', id, error: { code: -600, message: 'Access denied' } }) });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'it refuses getstorage (access denied by its operator)');
    });

    it('a count and the contract\'s names in base64 with stray bits in the padding: read as the pages\' keys are (atob), not a crash', async () => {
      const names = ordered(spread(12));
      // The same bytes with a stray bit in the padding (the character before `=` one higher), as no node writes them: 12 is `DA==`, here `DB==`.
      const strayBits = (text: string) => text.replace(/.(=+)$/, (last, padding: string) => `${String.fromCharCode(last.charCodeAt(0) + 1)}${padding}`);
      const contract = names.slice(0, 2).map((name) => ({ type: 'ByteString', value: strayBits(Buffer.from(name).toString('base64')) }));
      assert.notEqual(contract[0]!.value, nameItem(names[0]!).value);
      const { outcome, listed } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, result: strayBits(integer(12n)) }) }, contract);
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, names);
    });

    for (const [label, bytes, reason] of [
      ['33 bytes (more than any Integer)', new Uint8Array(33).fill(1), /^its stored count is not an integer \(an integer of 33 bytes\)$/],
      ['-1', bigintToBytes(-1n), /^its stored count -1 is not a number of names$/],
      ['100,000,001', bigintToBytes(100_000_001n), /^its stored count 100000001 is not a number of names$/],
    ] as const) {
      it(`a stored count of ${label}: storage does not have the NNS layout`, async () => {
        const { outcome } = await readOwner({ names: spread(3), count: (id) => ({ jsonrpc: '2.0', id, result: Buffer.from(bytes).toString('base64') }) });
        assert.equal(outcome.kind, 'mismatch');
        assert.match(reasonOf(outcome), reason);
      });
    }
  });

  describe('the chain\'s height, the check of an owner\'s names', () => {
    /** Heights: `first` before the first page of each reading, then `then` after the pages of the first reading. */
    const heights = (first: number, then: number) => {
      let asked = 0;
      return (id: unknown) => ({ jsonrpc: '2.0', id, result: asked++ === 0 ? first : asked <= 4 ? then : first });
    };
    const zero = `0x${'0'.repeat(64)}`;
    // 30 names in pages of 5: the first page, then 256 parts (a batch of pages and the height after them).
    const names = spread(30);

    it('blocks came but hold no transaction (a Merkle root of zeros): one reading, their headers asked by index', async () => {
      const asked: unknown[][] = [];
      let restarts = 0;
      const { outcome, listed } = await readOwner({
        names, height: heights(1_000, 1_002),
        header: (params, id) => { asked.push(params); return { jsonrpc: '2.0', id, result: { index: params[0], merkleroot: zero } }; },
      }, [], { onRestart: () => { restarts++; } });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, ordered(names));
      assert.equal(restarts, 0);
      assert.deepEqual(asked, [[1_000, true], [1_001, true]], 'the blocks from the first count on, to the last count');
    });

    for (const [label, header] of [
      ['one holds a transaction', (params: unknown[], id: unknown) => ({ jsonrpc: '2.0', id, result: { merkleroot: params[0] === 1_001 ? `0x${'ab'.repeat(32)}` : zero } })],
      ['the node does not serve getblockheader', undefined],
      ['a header of the wrong shape', (_: unknown[], id: unknown) => ({ jsonrpc: '2.0', id, result: { root: zero } })],
    ] as const) {
      it(`blocks came and ${label}: read again`, async () => {
        let restarts = 0;
        const { outcome, listed } = await readOwner({ names, height: heights(1_000, 1_002), ...(header ? { header } : {}) }, [], { onRestart: () => { restarts++; } });
        assert.equal(outcome.kind, 'listed', reasonOf(outcome));
        assert.deepEqual(listed, ordered(names));
        assert.equal(restarts, 1);
      });
    }

    for (const [label, then] of [
      ['a height lower than before the first page (another node behind a balancer?)', 999],
      ['more blocks than a request of headers', 1_101],
    ] as const) {
      it(`${label}: read again, no header asked`, async () => {
        let restarts = 0;
        let headers = 0;
        const { outcome } = await readOwner({
          names, height: heights(1_000, then), header: (_, id) => { headers++; return { jsonrpc: '2.0', id, result: { merkleroot: zero } }; },
        }, [], { onRestart: () => { restarts++; } });
        assert.equal(outcome.kind, 'listed', reasonOf(outcome));
        assert.equal(restarts, 1);
        assert.equal(headers, 0);
      });
    }

    it('getblockcount not served: storage cannot show its list stood still, and says so', async () => {
      const { outcome } = await readOwner({ names, height: (id) => ({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }) });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'it does not serve getblockcount');
    });
  });

  describe('the first page, checked against the contract\'s answer', () => {
    it('an empty first page that says more follow: the node\'s findstorage cannot be used', async () => {
      const { outcome } = await readOwner({ names: spread(12), findstorage: (_, __, id) => ({ jsonrpc: '2.0', id, result: { truncated: true, results: [] } }) });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'its findstorage answered an empty page that says more follow');
    });

    for (const [position, nth] of [
      [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [22, '22nd'], [23, '23rd'],
      [101, '101st'], [111, '111th'], [112, '112th'],
    ] as const) {
      it(`the contract's ${nth} name not storage's: the message names which one differs`, async () => {
        const names = ordered(spread(120));
        const contract = names.slice(0, position).map(nameItem);
        contract[position - 1] = nameItem('another.neo');
        const { outcome } = await readOwner({ names, pageSize: 120 }, contract);
        assert.equal(outcome.kind, 'mismatch');
        assert.equal(reasonOf(outcome), `the names in its storage are not the names the contract returned, in the same order (the ${nth} differs): `
          + 'the contract may keep them in another way than the NNS contract does');
      });
    }

    it('the contract returned a value that is not a ByteString or Buffer: storage is not compared', async () => {
      const { outcome, finds } = await readOwner({ names: spread(12) }, [{ type: 'Integer', value: '7' }]);
      assert.equal(outcome.kind, 'mismatch');
      assert.equal(reasonOf(outcome), 'the contract returned a value that is not a ByteString or Buffer');
      assert.equal(finds.length, 0);
    });

    it('storage holds only the names the contract returned, though both counts say more exist: not used', async () => {
      const names = ordered(spread(4));
      const { outcome } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, result: integer(6n) }) }, names.map(nameItem));
      assert.equal(outcome.kind, 'mismatch');
      assert.equal(reasonOf(outcome), 'its storage holds 4 names where the contract returned 4 and said more exist');
    });

    it('the names beyond the contract\'s are reported as their pages are checked, each once, in key order', async () => {
      const names = ordered(spread(300));
      const { outcome, listed, reported } = await readOwner({ names }, names.slice(0, 3).map(nameItem));
      assert.equal(outcome.kind, 'listed');
      assert.deepEqual(listed, names);
      assert.equal(outcome.kind === 'listed' ? outcome.unreported : -1, 3);
      assert.ok(reported.length > 1 && reported.every((values) => values.length > 0), 'reports, each with names');
      assert.deepEqual(reported.flat(), names.slice(3));
    });
  });

  describe('the pages of the parts', () => {
    it('names in the first few parts only: the batches of empty parts after them report nothing', async () => {
      const names = [1, 2, 3, 4, 5].flatMap((byte) => namesInPart(byte, 5, `few-${byte}`));
      const { outcome, listed, reported } = await readOwner({ names });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, ordered(names));
      assert.ok(reported.every((values) => values.length > 0), `reports of ${reported.map((values) => values.length).join(', ')} names`);
      assert.deepEqual(reported.flat(), ordered(names));
    });

    it('a part answered with results null (an empty list, as Go writes it): the part is empty, the list goes on', async () => {
      const names = ordered(spread(40));
      const { outcome, listed } = await readOwner({
        names, findstorage: (_, honest, id) => ({ jsonrpc: '2.0', id, result: { ...honest, results: honest.results!.length === 0 ? null : honest.results } }),
      });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, names);
    });

    it('a part\'s page shorter than the first though it says more follow: the node\'s pages differ in size, storage is not used', async () => {
      // A part of 12 names among 60 others (about one name a part): the only part with more than a page.
      const names = [...spread(60), ...namesInPart(0x80, 12, 'crowd')];
      const { outcome } = await readOwner({
        names, findstorage: (find, honest, id) => ({ jsonrpc: '2.0', id, result: find.prefix.length > LIST_PREFIX.length && honest.truncated ? { ...honest, results: honest.results!.slice(0, 3) } : honest }),
      });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'its findstorage pages differ in size (3 after 5)');
    });

    it('a node that ignores the start: the first page that repeats what was read ends it, storage is not used', async () => {
      // 9 names in pages of 5: no parts; the list goes on at 5, which this node answers from 0.
      const names = spread(9);
      const { outcome, finds } = await readOwner({
        names, count: (id) => ({ jsonrpc: '2.0', id, result: integer(10n) }),
        findstorage: (_, __, id) => ({ jsonrpc: '2.0', id, result: { truncated: true, results: ownerEntries(names).slice(0, 5).map((e) => ({ key: e.key.toString('base64'), value: Buffer.from(e.name).toString('base64') })) } }),
      });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'its findstorage says more follow but sends nothing new');
      assert.deepEqual(finds.map((find) => find.start), [0, 5]);
    });

    it('a part\'s keys outside its prefix (the node cut the prefix short): storage unavailable', async () => {
      const names = spread(60);
      const entries = ownerEntries(names);
      const { outcome } = await readOwner({
        names, findstorage: (find, honest, id) => ({
          jsonrpc: '2.0', id,
          result: find.prefix.length > LIST_PREFIX.length ? { ...honest, results: entries.slice(0, 1).map((e) => ({ key: e.key.toString('base64'), value: Buffer.from(e.name).toString('base64') })) } : honest,
        }),
      });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'its findstorage answered keys that do not start with the prefix asked for');
    });

    it('a value that is not the name its key\'s hash says: storage does not have the NNS layout', async () => {
      const names = spread(60);
      const { outcome } = await readOwner({
        names, findstorage: (find, honest, id) => ({
          jsonrpc: '2.0', id,
          result: { ...honest, results: honest.results!.map((entry, i) => (find.prefix.length > LIST_PREFIX.length && i === 0 ? { ...entry, value: Buffer.from('forged.neo').toString('base64') } : entry)) },
        }),
      });
      assert.equal(outcome.kind, 'mismatch');
      assert.equal(reasonOf(outcome), 'its storage does not have the NNS layout: a key does not end with RIPEMD-160 of the name stored under it');
    });

    it('a page whose entries are not in key order: storage does not have the NNS layout', async () => {
      const names = spread(60);
      const { outcome } = await readOwner({ names, findstorage: (_, honest, id) => ({ jsonrpc: '2.0', id, result: { ...honest, results: [...honest.results!].reverse() } }) });
      assert.equal(outcome.kind, 'mismatch');
      assert.equal(reasonOf(outcome), 'its findstorage pages are not in key order');
    });

    it('a later page holding a new name before the last one read: the list moved under the reading (not a layout fault), though its checks did not show it: read again', async () => {
      // 12 names in pages of 5, one part. In the first reading, the pages after the first answer as after
      // three names registered before them, one between the 3rd and the 4th: shifted by three, the page
      // at 5 starting with that one. Count and height stay (a node whose checks missed the block).
      const names = spread(12);
      const entries = ownerEntries(names);
      const between = (() => {
        for (let i = 0; ; i++) {
          const key = Buffer.concat([LIST_PREFIX, hashOf(`between-${i}.neo`)]);
          if (Buffer.compare(key, entries[2]!.key) > 0 && Buffer.compare(key, entries[3]!.key) < 0) return { key, name: `between-${i}.neo` };
        }
      })();
      const shifted = new Map<number, Entry[]>([[5, [between, ...entries.slice(3, 7)]], [10, entries.slice(7, 12)]]);
      let restarts = 0;
      const { outcome, listed } = await readOwner({
        names, findstorage: (find, honest, id) => {
          const page = restarts === 0 ? shifted.get(find.start) : undefined;
          if (!page) return { jsonrpc: '2.0', id, result: honest };
          return { jsonrpc: '2.0', id, result: { truncated: find.start === 5, results: page.map((e) => ({ key: e.key.toString('base64'), value: Buffer.from(e.name).toString('base64') })) } };
        },
      }, [], { onRestart: () => { restarts++; } });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, ordered(names));
      assert.equal(restarts, 1, 'the first reading, with every old name and as many as counted, was not taken');
    });

    it('fewer names than counted, twice (names transferred meanwhile): the second reading, saying the list may have changed', async () => {
      const names = ordered(spread(30));
      let restarts = 0;
      const { outcome, listed } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, result: integer(32n) }) }, [], { onRestart: () => { restarts++; } });
      assert.equal(outcome.kind, 'changed');
      assert.deepEqual(listed, names);
      assert.equal(restarts, 1);
      assert.equal(reasonOf(outcome), 'the list may have changed while it was read: the contract counts 32 names but its storage yielded 30 '
        + '(names were transferred meanwhile?), twice. Refresh to read it again');
    });

    it('a second reading without onRestart: the list read again all the same', async () => {
      const names = ordered(spread(30));
      const { outcome, finds } = await readOwner({ names, count: (id) => ({ jsonrpc: '2.0', id, result: integer(31n) }) });
      assert.equal(outcome.kind, 'changed');
      assert.equal(finds.filter((find) => find.start === 0 && find.prefix.equals(LIST_PREFIX)).length, 2);
    });
  });

  describe('the bound of the list (room)', () => {
    it('a list exactly as long as the room left after its first page is complete', async () => {
      const names = ordered(spread(20));
      const { outcome, listed } = await readOwner({ names }, [], { bound: 20 });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, names);
    });

    it('a part that keeps saying more follow, past the room: what is held goes to the list in key order, and storage is given up', async () => {
      // 300 names counted and spread over the 256 parts; the last part holds 150 more (registered meanwhile, or a node that invents them).
      const counted = spread(300);
      const extra = namesInPart(0xff, 150, 'late');
      const { outcome, reported } = await readOwner({ names: [...counted, ...extra], count: (id) => ({ jsonrpc: '2.0', id, result: integer(300n) }) }, [], { bound: 350 });
      assert.equal(outcome.kind, 'unavailable');
      assert.equal(reasonOf(outcome), 'its findstorage keeps saying more follow, past the names a list may hold');
      const all = ordered([...counted, ...extra]);
      const got = reported.flat();
      assert.ok(got.length > 350, `${got.length} names reported: the held pages too`);
      assert.deepEqual(got, all.slice(0, got.length), 'in key order');
    });
  });

  describe('the batches of pages', () => {
    it('parts longer than planned, found while the planned pages are in flight: their next pages wait for those and go together in one request', async () => {
      // About one name a part, and two parts of 8 or more: one read in the first batch of pages, the other in the last.
      const names = [...spread(200), ...namesInPart(0x10, 8, 'early'), ...namesInPart(0xf0, 8, 'late')];
      const perPart = new Map<number, number>();
      for (const name of names) perPart.set(hashOf(name)[0]!, (perPart.get(hashOf(name)[0]!) ?? 0) + 1);
      assert.deepEqual([...perPart].filter(([, count]) => count > 5).map(([part]) => part).sort((a, b) => a - b), [0x10, 0xf0], 'only those two parts take more than a page');
      assert.ok(perPart.get(0x10)! <= 10 && perPart.get(0xf0)! <= 10, 'each within two pages');
      const { outcome, listed, finds } = await readOwner({ names });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, ordered(names));
      const isPart = (find: FindStorage, byte: number) => find.prefix.equals(Buffer.concat([LIST_PREFIX, Buffer.of(byte)]));
      const goneOn = finds.filter((find) => find.start === 5 && (isPart(find, 0x10) || isPart(find, 0xf0)));
      assert.equal(goneOn.length, 2);
      // The first page, the planned pages (a page a part, 100 to a request, all in flight at once), then the two parts' next pages.
      const last = Math.max(...finds.map((find) => find.request));
      assert.deepEqual(goneOn.map((find) => find.request), [last, last], 'the next pages in one request, the last');
      assert.equal(finds.filter((find) => find.request === last).length, 2, 'that request holds only them');
      assert.equal(last, 4);
    });

    it('a full request\'s worth of parts longer than planned goes on at once, without waiting for the batches in flight', async () => {
      // Parts 0x00–0x7f of 7 names (the first of 12), none after: a page planned for each, and each of the
      // first request's 99 parts (and the check of the owner's list, the chain's height) goes on past it.
      const wanted = (byte: number) => (byte === 0 ? 12 : byte < 0x80 ? 7 : 0);
      const buckets = new Map<number, string[]>();
      for (let i = 0; [...Array(256).keys()].some((byte) => (buckets.get(byte)?.length ?? 0) < wanted(byte)); i++) {
        const name = `crowded-${i}.neo`;
        const byte = hashOf(name)[0]!;
        const bucket = buckets.get(byte) ?? [];
        if (bucket.length < wanted(byte)) buckets.set(byte, [...bucket, name]);
      }
      const names = [...buckets.values()].flat();
      const kind = new Map<number, 'fast' | 'slow'>();
      let slowPending = 0;
      let pendingWhenGoingOn: number | undefined;
      const { outcome, listed } = await readOwner({
        names, findstorage: (find, honest, id) => {
          const part = find.prefix.length > LIST_PREFIX.length ? find.prefix.at(-1)! : undefined;
          if (!kind.has(find.request)) {
            // The first request of pages leads with part 0 after the first page's names of it; the other two planned ones wait.
            kind.set(find.request, part !== undefined && find.start === 0 ? 'slow' : 'fast');
            // A part's page past its planned one (part 0's at 5, after the first page's names of it; the others' at 0).
            if (part !== undefined && find.start > (part === 0 ? 5 : 0)) pendingWhenGoingOn ??= slowPending;
          }
          if (kind.get(find.request) === 'fast') return { jsonrpc: '2.0', id, result: honest };
          slowPending++;
          return new Promise((resolve) => setTimeout(() => { slowPending--; resolve({ jsonrpc: '2.0', id, result: honest }); }, 200));
        },
      });
      assert.equal(outcome.kind, 'listed', reasonOf(outcome));
      assert.deepEqual(listed, ordered(names));
      // The slow requests hold the planned pages of parts 99–255: not one of them is answered yet (the
      // last may reach the node after the parts going on, so at least the 99 of the first).
      assert.ok(pendingWhenGoingOn !== undefined && pendingWhenGoingOn >= 99, `the parts went on with ${pendingWhenGoingOn} pages still unanswered`);
    });

    it('a page that cannot be used while other batches are in flight: the listing settles after them, no request of it left open', async () => {
      const names = spread(200);
      const entries = ownerEntries(names);
      const fast = new Set<number>();
      let delayed = 0;
      let answered = 0;
      const { outcome } = await readOwner({
        names, findstorage: (find, honest, id) => {
          // The first part's page (the one after the first page's names of it) holds a key of the last part; its batch is answered at once, the others later.
          if (find.prefix.length > LIST_PREFIX.length && find.start > 0) {
            fast.add(find.request);
            return { jsonrpc: '2.0', id, result: { truncated: false, results: entries.slice(-1).map((e) => ({ key: e.key.toString('base64'), value: Buffer.from(e.name).toString('base64') })) } };
          }
          if (find.prefix.length === LIST_PREFIX.length || fast.has(find.request)) return { jsonrpc: '2.0', id, result: honest };
          delayed++;
          return new Promise((resolve) => setTimeout(() => { answered++; resolve({ jsonrpc: '2.0', id, result: honest }); }, 100));
        },
      });
      assert.equal(outcome.kind, 'unavailable');
      assert.ok(delayed > 0, 'batches were in flight');
      assert.equal(answered, delayed, 'each answered before the listing went on');
    });
  });

  describe('a batch of pages that fails', () => {
    it('an HTTP 500 to a batch of pages is not sent again: the listing fails with it', async () => {
      const names = spread(60);
      let failed: FindStorage | undefined;
      let asked = 0;
      await assert.rejects(readOwner({
        names, findstorage: (find, honest, id, res) => {
          if (failed && find.prefix.equals(failed.prefix) && find.start === failed.start) asked++;
          if (find.prefix.length > LIST_PREFIX.length && !failed) {
            failed = find;
            asked = 1;
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end('Internal Server Error');
          }
          return { jsonrpc: '2.0', id, result: honest };
        },
      }), { code: 'HTTP' });
      assert.equal(asked, 1, 'the batch was not sent again');
    });
  });
});
