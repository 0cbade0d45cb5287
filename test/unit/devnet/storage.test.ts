import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { type Devnet, type DomainRecord, startDevnet } from '../../devnet/index';
import { NNS, OTHER_OWNER, OWNER, invoke, post, rpc, simpleNames, storageOrder, tokens } from './helpers';

interface FoundPage {
  truncated: boolean;
  next: number;
  results: { key: string; value: string }[];
}

const DAY = 86_400_000;
const JAN_2026 = Date.UTC(2026, 0, 1);
const stored = (display: string) => Buffer.from(display.slice(2), 'hex').reverse();
const key = (...parts: (number | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'number' ? Buffer.of(p) : p))).toString('base64');
const hash = (name: string) => Buffer.from(ripemd160(Buffer.from(name)));

async function find(devnet: Devnet, prefix: string, start: number): Promise<FoundPage> {
  const answer = await rpc<FoundPage>(devnet.url, 'findstorage', [NNS, prefix, start]);
  assert.ok(answer.body.result, answer.text);
  return answer.body.result;
}

async function findAll(devnet: Devnet, prefix: string): Promise<{ key: Buffer; value: Buffer }[]> {
  const all: { key: Buffer; value: Buffer }[] = [];
  for (let start = 0; ; ) {
    const page = await find(devnet, prefix, start);
    all.push(...page.results.map((r) => ({ key: Buffer.from(r.key, 'base64'), value: Buffer.from(r.value, 'base64') })));
    if (!page.truncated) return all;
    start += page.results.length;
  }
}

describe('devnet: the NNS contract\'s storage (getstorage, findstorage)', () => {
  let devnet: Devnet;
  const table: DomainRecord[] = [
    ...simpleNames(120),
    { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - 10 * DAY },
    { name: 'admin.neo', owner: OTHER_OWNER, expiration: JAN_2026 + DAY, admin: OTHER_OWNER },
  ];

  before(async () => {
    devnet = await startDevnet({ names: table });
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ personality: 'sessions', names: table, findStoragePageSize: 50, storageMismatch: null, disabledMethods: [], faults: [] });
  });

  it('getstorage: the total supply under 0x00 and each owner\'s balance under 0x01 ‖ owner, as Integer bytes', async () => {
    const total = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)]);
    assert.equal(total.body.result, Buffer.of(122).toString('base64'));
    const balance = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x01, stored(OWNER))]);
    assert.equal(Buffer.from(balance.body.result!, 'base64').readUInt8(0), 61);
    // 128 needs a second byte: 0x80 alone would be -128.
    devnet.configure({ names: simpleNames(128) });
    const big = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)]);
    assert.deepEqual([...Buffer.from(big.body.result!, 'base64')], [0x80, 0x00]);
  });

  it('a NameState under 0x21 ‖ RIPEMD-160(name): 40 04 28 14 <owner> 28 <len> <name> 21 <len> <expiration> (00 | 28 14 <admin>); expired names keep theirs', async () => {
    const gone = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x21, hash('gone.neo'))]);
    // 2025-12-22T00:00:00Z in 6 bytes, little-endian (its top byte 0x01 needs no sign byte).
    const expiration = Buffer.from([0x00, 0x10, 0x5b, 0x43, 0x9b, 0x01]);
    assert.equal(expiration.readUIntLE(0, 6), JAN_2026 - 10 * DAY);
    assert.deepEqual(Buffer.from(gone.body.result!, 'base64'), Buffer.concat([
      Buffer.of(0x40, 0x04, 0x28, 0x14), stored(OWNER), Buffer.of(0x28, 8), Buffer.from('gone.neo'), Buffer.of(0x21, 6), expiration, Buffer.of(0x00),
    ]));
    const admin = Buffer.from((await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x21, hash('admin.neo'))])).body.result!, 'base64');
    assert.deepEqual(admin.subarray(admin.length - 22), Buffer.concat([Buffer.of(0x28, 0x14), stored(OTHER_OWNER)]));
  });

  it('buffers: a name registered with Buffers keeps name, owner and admin as 0x30 and returns them as Buffer items; tokensOf a ByteString', async () => {
    devnet.configure({ names: [...table, { name: 'buf.neo', owner: OWNER, admin: OTHER_OWNER, buffers: true }] });
    const state = Buffer.from((await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x21, hash('buf.neo'))])).body.result!, 'base64');
    assert.deepEqual(state.subarray(0, 24), Buffer.concat([Buffer.of(0x40, 0x04, 0x30, 0x14), stored(OWNER)]));
    assert.deepEqual(state.subarray(24, 33), Buffer.concat([Buffer.of(0x30, 7), Buffer.from('buf.neo')]));
    assert.deepEqual(state.subarray(state.length - 22), Buffer.concat([Buffer.of(0x30, 0x14), stored(OTHER_OWNER)]));
    const listed = await tokens(devnet.url);
    const items: { type: string; value: string }[] = [];
    for (let page = 0; page < 2; page++) {
      const answer = await rpc<{ type: string; value: string }[]>(devnet.url, 'traverseiterator', [listed.session, listed.stack[0]!.id, 100]);
      items.push(...answer.body.result!);
    }
    const entry = items.find((item) => Buffer.from(item.value, 'base64').toString() === 'buf.neo');
    assert.equal(entry?.type, 'Buffer');
    assert.equal(items.filter((item) => item.type === 'Buffer').length, 1, 'only that name');
    const args = [{ type: 'String', value: 'buf.neo' }];
    assert.deepEqual((await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', args])).stack[0], { type: 'Buffer', value: stored(OWNER).toString('base64') });
    const properties = (await invoke(devnet.url, 'invokefunction', [NNS, 'properties', args])).stack[0]!.value as unknown as { key: { value: string }; value: unknown }[];
    const byKey = new Map(properties.map((p) => [Buffer.from(p.key.value, 'base64').toString(), p.value]));
    assert.deepEqual(byKey.get('name'), { type: 'Buffer', value: Buffer.from('buf.neo').toString('base64') });
    assert.deepEqual(byKey.get('admin'), { type: 'Buffer', value: stored(OTHER_OWNER).toString('base64') });
    devnet.configure({ personality: 'neo-go' });
    const owned = (await invoke(devnet.url, 'invokefunction', [NNS, 'tokensOf', [{ type: 'Hash160', value: OWNER }]])).stack[0]!;
    assert.ok(owned.iterator?.every((item) => item.type === 'ByteString'), 'tokensOf reads the raw account entry');
  });

  it('an absent key: -104 "Unknown storage item" (C# 3.7, neo-go), -100 "Unknown storage" (C# 3.5); an unknown contract: -102 / -100', async () => {
    for (const [personality, code, message] of [
      ['sessions', -104, 'Unknown storage item'], ['neo-go', -104, 'Unknown storage item'], ['csharp-nofindstorage', -100, 'Unknown storage'],
    ] as const) {
      devnet.configure({ personality });
      const absent = await rpc(devnet.url, 'getstorage', [NNS, key(0x21, hash('absent.neo'))]);
      assert.equal(absent.body.error?.code, code, personality);
      assert.equal(absent.body.error?.message, message);
      const unknown = await rpc(devnet.url, 'getstorage', [`0x${'ab'.repeat(20)}`, key(0x00)]);
      assert.equal(unknown.body.error?.code, personality === 'csharp-nofindstorage' ? -100 : -102);
    }
  });

  it('findstorage: keys with the prefix (no contract id), ascending, 50 a page by default', async () => {
    const page = await find(devnet, key(0x21), 0);
    assert.equal(page.results.length, 50);
    assert.equal(page.truncated, true);
    const all = await findAll(devnet, key(0x21));
    assert.equal(all.length, 122);
    for (const [i, entry] of all.entries()) {
      assert.equal(entry.key[0], 0x21);
      assert.equal(entry.key.length, 21);
      if (i > 0) assert.ok(Buffer.compare(all[i - 1]!.key, entry.key) < 0, 'ascending keys');
    }
  });

  it('tokens() yields its names in the order of the keys under 0x21: storage order', async () => {
    const all = await findAll(devnet, key(0x21));
    // The name is field 1 of the NameState: after 40 04 28 14 <20 bytes> 28 <len> (byte 25).
    const names = all.map(({ value }) => value.subarray(26, 26 + value[25]!).toString());
    assert.deepEqual(names, storageOrder(table.map((r) => r.name as string)));
    devnet.configure({ personality: 'neo-go' });
    const answer = await tokens(devnet.url);
    const first = (answer.stack[0]!.iterator ?? []).map((item) => Buffer.from(item.value, 'base64').toString());
    assert.deepEqual(first, names.slice(0, 100));
  });

  it('an owner\'s names under 0x02 ‖ owner ‖ RIPEMD-160(name), the value the name itself', async () => {
    const all = await findAll(devnet, key(0x02, stored(OWNER)));
    assert.equal(all.length, 61);
    for (const entry of all) assert.deepEqual(entry.key, Buffer.concat([Buffer.of(0x02), stored(OWNER), hash(entry.value.toString())]));
  });

  it('the page size option; C# says next = start + items, neo-go next = items seen, also past the end', async () => {
    devnet.configure({ findStoragePageSize: 20 });
    const csharp = await rpc<FoundPage>(devnet.url, 'findstorage', [NNS, key(0x21), 110]);
    assert.deepEqual(Object.keys(csharp.body.result!), ['truncated', 'next', 'results']);
    assert.equal(csharp.body.result!.results.length, 12);
    assert.equal(csharp.body.result!.next, 122);
    assert.equal(csharp.body.result!.truncated, false);
    assert.equal((await find(devnet, key(0x21), 500)).next, 500);
    devnet.configure({ personality: 'neo-go' });
    const neoGo = await rpc<FoundPage>(devnet.url, 'findstorage', [NNS, key(0x21), 40]);
    assert.deepEqual(Object.keys(neoGo.body.result!), ['results', 'next', 'truncated']);
    assert.equal(neoGo.body.result!.results.length, 20);
    assert.equal(neoGo.body.result!.next, 60);
    assert.equal((await find(devnet, key(0x21), 500)).next, 122);
  });

  for (const personality of ['csharp-nosession', 'neo-go'] as const) {
    it(`${personality}: findstorage walks as the real node does: the start entries one by one, the page, one more when truncated`, async () => {
      devnet.configure({ personality });
      const walks: number[] = [];
      const walk = async (prefix: string, start: number): Promise<FoundPage> => {
        const before = devnet.storageEntriesWalked;
        const page = await find(devnet, prefix, start);
        walks.push(devnet.storageEntriesWalked - before);
        return page;
      };
      await walk(key(0x21), 0); // 50 and a 51st to say more follow
      await walk(key(0x21), 100); // 100 stepped over, the last 22
      await walk(key(0x21), 500); // past the end: every entry stepped over
      // A longer prefix: the node seeks to it, and walks only its own entries.
      const byFirstByte = new Map<number, number>();
      for (const record of table) byFirstByte.set(hash(record.name as string)[0]!, (byFirstByte.get(hash(record.name as string)[0]!) ?? 0) + 1);
      const [byte, entries] = [...byFirstByte].sort((a, b) => b[1] - a[1])[0]!;
      const part = await walk(key(0x21, Buffer.of(byte)), 1);
      assert.equal(part.results.length, entries - 1);
      assert.equal(part.truncated, false);
      assert.deepEqual(walks, [51, 122, 122, entries]);
      // A batch walks the sum of its calls; clearRequests leaves the count.
      const before = devnet.storageEntriesWalked;
      devnet.clearRequests();
      await post(devnet.url, [0, 50].map((start, id) => ({ jsonrpc: '2.0', id, method: 'findstorage', params: [NNS, key(0x21), start] })));
      assert.equal(devnet.storageEntriesWalked - before, 51 + 101);
    });
  }

  it('walkCostNs: an answer waits for the time its findstorage calls spent walking', async () => {
    devnet.configure({ walkCostNs: 2_000_000 });
    try {
      const started = performance.now();
      await find(devnet, key(0x21), 100); // 122 entries walked at 2 ms each
      assert.ok(performance.now() - started >= 240, `${performance.now() - started} ms`);
      const cheap = performance.now();
      await find(devnet, key(0x21, hash('gone.neo').subarray(0, 2)), 0); // its own entry only
      const walked = performance.now() - cheap;
      assert.ok(walked >= 2, `${walked} ms`);
    } finally {
      devnet.configure({ walkCostNs: 0 });
    }
  });

  it('C# before 3.6 has no findstorage (-32601); an operator can disable it (C# 3.7: -600, C# 3.5: -400; neo-go: -32601)', async () => {
    for (const personality of ['csharp-nofindstorage', 'csharp-legacy'] as const) {
      devnet.configure({ personality });
      const answer = await rpc(devnet.url, 'findstorage', [NNS, key(0x21), 0]);
      assert.equal(answer.body.error?.code, -32601, personality);
      assert.ok((await rpc(devnet.url, 'getstorage', [NNS, key(0x00)])).body.result, 'getstorage is served');
    }
    for (const [personality, code] of [['csharp-nosession', -600], ['csharp-nofindstorage', -400], ['neo-go', -32601]] as const) {
      devnet.configure({ personality, disabledMethods: ['getstorage'] });
      const answer = await rpc(devnet.url, 'getstorage', [NNS, key(0x00)]);
      assert.equal(answer.body.error?.code, code, personality);
    }
  });

  it('registerName and transferName change the storage between two findstorage pages', async () => {
    devnet.configure({ faults: [
      { kind: 'registerName', afterPages: 1, record: { name: 'new.neo', owner: OWNER } },
      { kind: 'transferName', afterPages: 2, from: OTHER_OWNER, to: OWNER },
    ] });
    const before = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)]);
    assert.equal(Buffer.from(before.body.result!, 'base64')[0], 122);
    await find(devnet, key(0x21), 0);
    const after = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)]);
    assert.equal(Buffer.from(after.body.result!, 'base64')[0], 123, 'registered after the first page');
    assert.ok((await rpc(devnet.url, 'getstorage', [NNS, key(0x21, hash('new.neo'))])).body.result);
    await find(devnet, key(0x21), 50);
    const other = await findAll(devnet, key(0x02, stored(OTHER_OWNER)));
    assert.equal(other.length, 60, 'the other owner\'s first name moved after the second page');
  });

  it('storage faults with method invokefunction fire after the contract\'s answers, not after pages: one block after the answer', async () => {
    const count = async () => (await rpc<number>(devnet.url, 'getblockcount', [])).body.result!;
    const total = async () => Buffer.from((await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)])).body.result!, 'base64')[0];
    devnet.configure({ personality: 'neo-go', faults: [
      { kind: 'registerName', method: 'invokefunction', afterPages: 2, record: { name: 'answered.neo', owner: OWNER } },
    ] });
    const start = await count();
    await find(devnet, key(0x21), 0);
    assert.equal(await total(), 122, 'a page is not counted');
    await tokens(devnet.url);
    assert.equal(await count(), start, 'one answer: not yet');
    await tokens(devnet.url);
    assert.equal(await total(), 123, 'registered right after the second answer');
    assert.equal(await count(), start + 1, 'in one block');
    await tokens(devnet.url);
    assert.equal(await total(), 123, 'once');
    assert.throws(() => devnet.setFaults([{ kind: 'newBlock', method: 'getstorage' }]), /counts calls of findstorage or invokefunction, not getstorage/);
  });

  it('each page after which storage faults fire persists one block: getblockcount goes up, and a newBlock block\'s header has a Merkle root of zeros', async () => {
    const count = async () => (await rpc<number>(devnet.url, 'getblockcount', [])).body.result!;
    const header = async (index: number) => (await rpc<Record<string, unknown>>(devnet.url, 'getblockheader', [index, true])).body;
    devnet.configure({ personality: 'neo-go', faults: [
      { kind: 'registerName', afterPages: 1, record: { name: 'block.neo', owner: OWNER } },
      { kind: 'transferName', afterPages: 1, from: OTHER_OWNER, to: OWNER },
      { kind: 'newBlock', afterPages: 2 },
    ] });
    const start = await count();
    assert.equal(typeof start, 'number');
    await find(devnet, key(0x21), 0);
    assert.equal(await count(), start + 1, 'a registration and a transfer after the same page: one block');
    await find(devnet, key(0x21), 50);
    assert.equal(await count(), start + 2, 'an empty block after the second page');
    const zero = `0x${'0'.repeat(64)}`;
    assert.notEqual((await header(start)).result?.merkleroot, zero, 'the block with transactions');
    assert.equal((await header(start + 1)).result?.merkleroot, zero, 'the block without');
    // neo-go: the metadata first; the top block has no next block.
    const top = (await header(start + 1)).result!;
    assert.deepEqual(Object.keys(top), ['size', 'confirmations', 'hash', 'version', 'previousblockhash', 'merkleroot', 'time', 'nonce', 'index', 'primary', 'nextconsensus', 'witnesses']);
    assert.equal(top.index, start + 1);
    assert.equal((await header(start)).result?.nextblockhash, top.hash);
    assert.deepEqual((await header(start + 2)).error, {
      code: -109, message: 'Unknown height', data: `param at index 0 should be greater than or equal to 0 and less than or equal to current block height, got: ${start + 2}`,
    });
    devnet.configure({ personality: 'csharp-nosession' });
    assert.deepEqual(Object.keys((await header(start)).result!), [
      'hash', 'size', 'version', 'previousblockhash', 'merkleroot', 'time', 'nonce', 'index', 'primary', 'nextconsensus', 'witnesses', 'confirmations', 'nextblockhash',
    ]);
    assert.equal((await header(start + 2)).error?.code, -101);
  });

  it('storageMismatch: keys by SHA-256, NameStates of 5 items, the first names missing', async () => {
    devnet.configure({ storageMismatch: 'hash' });
    assert.equal((await rpc(devnet.url, 'getstorage', [NNS, key(0x21, hash('gone.neo'))])).body.error?.code, -104);
    devnet.configure({ storageMismatch: 'value' });
    const value = Buffer.from((await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x21, hash('gone.neo'))])).body.result!, 'base64');
    assert.deepEqual([...value.subarray(0, 2)], [0x40, 0x05]);
    devnet.configure({ storageMismatch: 'names' });
    const all = await findAll(devnet, key(0x21));
    assert.equal(all.length, 121);
    const total = await rpc<string>(devnet.url, 'getstorage', [NNS, key(0x00)]);
    assert.equal(Buffer.from(total.body.result!, 'base64')[0], 122, 'the count is kept');
  });

  it('Runtime.GetTime in invokescript: the chain\'s time, the same the contract judges expiry by', async () => {
    devnet.configure({ blockTime: JAN_2026 + 5 * DAY });
    const result = await invoke(devnet.url, 'invokescript', [Buffer.from('41b7c38803', 'hex').toString('base64')]);
    assert.equal(result.state, 'HALT');
    const time = Number(result.stack[0]!.value);
    assert.ok(time >= JAN_2026 + 5 * DAY && time < JAN_2026 + 5 * DAY + 60_000, String(time));
    // SYSCALL costs 0; GetTime 1 << 3, times ExecFeeFactor 30.
    assert.equal(result.gasconsumed, String(8 * 30));
    devnet.configure({ blockTime: JAN_2026 });
  });
});
