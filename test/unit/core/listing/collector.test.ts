import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { listRecords, listTokens, listTokensOf, type DomainList, type NodeConfig } from '../../../../src/core';
import { countMargin, ItemCollector, ListBoundReached, utf8Length } from '../../../../src/core/listing/collector';
import { serializeNameState } from '../../../devnet/storage';
import { bigintToBytes } from '../../../devnet/stackItems';
import { displayHashToBytes } from '../../../devnet/bytes';
import { SAMPLE_OWNER } from '../../../devnet';
import { halt, startFixtureServer, type FixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const PAGE = 100;
const STORAGE_PAGE = 50;

const utf8 = new TextEncoder();
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const nameItem = (name: string) => ({ type: 'ByteString', value: b64(utf8.encode(name)) });
const integerResult = (value: number) => halt([{ type: 'Integer', value: String(value) }]);

describe('core/listing/collector: every list is bounded, whatever the node sends', () => {
  describe('ItemCollector', () => {
    const bounds = { maxItems: 10, maxBytes: 1000, sizeOf: (item: string) => item.length, noun: 'names' as const };
    const decode = (value: unknown) => String(value);

    it('keeps the items up to maxItems, reports them, and says why it stopped', () => {
      const reported: number[] = [];
      const collector = new ItemCollector(decode, bounds, (_, soFar) => reported.push(soFar));
      collector.add(['a', 'b', 'c']);
      assert.throws(() => collector.addPages([['d', 'e', 'f', 'g'], ['h', 'i', 'j', 'k', 'l']]), (error: unknown) => {
        assert.ok(error instanceof ListBoundReached);
        assert.match(error.reason, /stops after 10 names, the most one list may hold/);
        assert.equal(error.name, 'ListBoundReached', 'what a log line shows of it');
        return true;
      });
      assert.deepEqual(collector.items, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
      assert.deepEqual(reported, [3, 10]);
    });

    it('stops at maxBytes of text', () => {
      const collector = new ItemCollector(decode, { ...bounds, maxItems: 1000, maxBytes: 25 }, undefined);
      assert.throws(() => collector.add(['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']), /together they reach 25 bytes of text/);
      assert.deepEqual(collector.items, ['aaaaaaaaaa', 'bbbbbbbbbb']);
      // A reset frees the budget.
      collector.reset();
      collector.add(['aaaaaaaaaa', 'bbbbbbbbbb']);
      assert.equal(collector.count, 2);
    });

    it('stops past the contract\'s count and its margin, naming both', () => {
      const collector = new ItemCollector(decode, { ...bounds, maxItems: 1_000_000, maxBytes: 1_000_000 });
      collector.expect({ count: 5, method: 'totalSupply' });
      const values = Array.from({ length: 5 + countMargin(5) + 7 }, (_, i) => `n${i}`);
      assert.throws(() => collector.add(values), (error: unknown) => {
        assert.ok(error instanceof ListBoundReached);
        assert.match(error.reason, /past the 5 the contract counts \(totalSupply\), so the list stops after 1,005 names/);
        return true;
      });
      assert.equal(collector.count, 1005);
    });

    it('a page that does not decode adds nothing', () => {
      const collector = new ItemCollector((value) => {
        if (value === 'bad') throw new Error('bad');
        return String(value);
      }, bounds);
      collector.add(['a']);
      assert.throws(() => collector.add(['b', 'bad']), /bad/);
      assert.deepEqual(collector.items, ['a']);
    });

    it('keeps items up to exactly maxBytes of text, and reports only pages that added items', () => {
      const reported: string[][] = [];
      const collector = new ItemCollector(decode, { ...bounds, maxBytes: 20 }, (items) => reported.push([...items]));
      collector.add([]);
      collector.addPages([['aaaaaaaaaa'], [], ['bbbbbbbbbb']]);
      assert.deepEqual(collector.items, ['aaaaaaaaaa', 'bbbbbbbbbb']);
      assert.deepEqual(reported, [['aaaaaaaaaa', 'bbbbbbbbbb']], 'one report for the batch, none for the empty page');
      assert.throws(() => collector.add(['c']), /together they reach 20 bytes of text/);
    });

    it('a list that reaches its count of items says so, though its text is exactly the most it may hold', () => {
      const collector = new ItemCollector(decode, { ...bounds, maxItems: 2, maxBytes: 25 });
      assert.throws(() => collector.add(['aaaaaaaaaa', 'bbbbbbbbbb', 'ccccc']), { reason: 'The list stops after 2 names, the most one list may hold. The node kept sending more.' });
    });

    it('a page that does not decode leaves the text budget as it was', () => {
      const collector = new ItemCollector((value) => {
        if (value === 'bad') throw new Error('bad');
        return String(value);
      }, { ...bounds, maxBytes: 5 });
      collector.add(['ab']);
      assert.throws(() => collector.add(['cd', 'bad']), /bad/);
      collector.add(['cde']);
      assert.deepEqual(collector.items, ['ab', 'cde']);
    });

    it('says a bound in MiB to a tenth, and one under a MiB in bytes', () => {
      const over = (maxBytes: number) => {
        const collector = new ItemCollector(decode, { ...bounds, maxItems: 10, maxBytes, sizeOf: () => maxBytes });
        collector.add(['a']);
        try {
          collector.add(['b']);
        } catch (error) {
          return error instanceof ListBoundReached ? error.reason : '';
        }
        return '';
      };
      assert.equal(over(1.5 * 1024 * 1024), 'The list stops after 1 names: together they reach 1.5 MiB of text, the most one list may hold. The node kept sending more.');
      assert.match(over(32 * 1024 * 1024), /together they reach 32 MiB of text/);
      assert.match(over(1_000_000), /together they reach 1,000,000 bytes of text/);
    });

    it('room: what the list may still take, within maxItems or the contract\'s count and its margin, never below 0', () => {
      const collector = new ItemCollector(decode, { ...bounds, maxItems: 5_000, maxBytes: 1_000_000 });
      assert.equal(collector.room, 5_000);
      collector.add(['a', 'b']);
      assert.equal(collector.room, 4_998);
      collector.expect({ count: 100, method: 'balanceOf' });
      assert.equal(collector.contractCount?.count, 100);
      assert.equal(collector.room, 100 + 1_000 - 2);
      collector.expect({ count: 1_000_000, method: 'totalSupply' });
      assert.equal(collector.room, 4_998, 'maxItems holds below a greater count');
      collector.expect(undefined);
      assert.throws(() => collector.add(Array.from({ length: 5_000 }, (_, i) => `n${i}`)), ListBoundReached);
      assert.equal(collector.room, 0);
      // A count learnt after more items than it allows: no room, not less.
      collector.expect({ count: 10, method: 'balanceOf' });
      assert.equal(collector.room, 0);
    });

    it('the margin past the contract\'s count: 1,000 names, or 1% of a count over 100,000', () => {
      assert.equal(countMargin(0), 1_000);
      assert.equal(countMargin(100_000), 1_000);
      assert.equal(countMargin(100_001), 1_001);
      assert.equal(countMargin(250_000), 2_500);
    });

    it('replaceWith: an answer that extends the items adds only what is new; one that differs starts over', () => {
      const reported: string[][] = [];
      let resets = 0;
      const collector = new ItemCollector(decode, bounds, (items) => reported.push([...items]), () => { resets++; });
      collector.replaceWith(['a', 'b']);
      collector.replaceWith(['a', 'b', 'c']);
      // The same answer again: nothing new.
      collector.replaceWith(['a', 'b', 'c']);
      assert.deepEqual(collector.items, ['a', 'b', 'c']);
      assert.deepEqual(reported, [['a', 'b'], ['c']]);
      assert.equal(resets, 0);
      // Another first item: everything again.
      collector.replaceWith(['x', 'b', 'c', 'd']);
      assert.deepEqual(collector.items, ['x', 'b', 'c', 'd']);
      assert.equal(resets, 1);
      assert.deepEqual(reported.at(-1), ['x', 'b', 'c', 'd']);
      // Shorter than what is held: everything again.
      collector.replaceWith(['x', 'b']);
      assert.deepEqual(collector.items, ['x', 'b']);
      assert.equal(resets, 2);
      // `sameFrom`: the items from there on came from these values; only those before it are compared.
      collector.replaceWith(['x', 'B', 'z'], 1);
      assert.deepEqual(collector.items, ['x', 'b', 'z']);
      assert.equal(resets, 2);
      collector.replaceWith(['X', 'b', 'z', 'w'], 1);
      assert.deepEqual(collector.items, ['X', 'b', 'z', 'w']);
      assert.equal(resets, 3);
      // Shorter than what is held, though its first items are the same: everything again.
      collector.replaceWith(['X', 'b'], 2);
      assert.deepEqual(collector.items, ['X', 'b']);
      assert.equal(resets, 4);
    });

    it('a reset of an empty list tells no one', () => {
      let resets = 0;
      const collector = new ItemCollector(decode, bounds, undefined, () => { resets++; });
      collector.reset();
      assert.equal(resets, 0);
      collector.add(['a']);
      collector.reset();
      assert.equal(resets, 1);
      assert.equal(collector.count, 0);
    });

    it('measures text in UTF-8 bytes', () => {
      assert.equal(utf8Length('abc'), 3);
      assert.equal(utf8Length('é'), 2);
      assert.equal(utf8Length('€'), 3);
      assert.equal(utf8Length('😀'), 4);
      assert.equal(utf8Length('a😀é€'), utf8.encode('a😀é€').length);
      // At each boundary of UTF-8's lengths, as TextEncoder counts them.
      for (const ch of ['\u007f', '\u0080', '\u07ff', '\u0800', '\ud7ff', '\ue000', '\uffff', '\u{10000}', '\u{10ffff}']) {
        assert.equal(utf8Length(ch), utf8.encode(ch).length, `U+${ch.codePointAt(0)!.toString(16)}`);
      }
    });
  });

  describe('a node that never ends', function () {
    this.timeout(60_000);
    let server: FixtureServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    /** Counts what the fixture served, the proxy for memory: what is never sent is never held. */
    interface Served { pages: number; names: number; terminated: unknown[] }

    /** A session node whose iterator answers full pages forever; `count` answers totalSupply and balanceOf (a FAULT when undefined). */
    async function endlessSession(count: number | undefined, options: { inline?: boolean; nameLength?: number } = {}): Promise<Served> {
      const served: Served = { pages: 0, names: 0, terminated: [] };
      const fresh = () => {
        const n = served.names++;
        const name = `endless-${n}.neo`;
        return nameItem(options.nameLength ? name.padEnd(options.nameLength, 'x') : name);
      };
      server = await startFixtureServer((request) => {
        const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
        const params = request.params as unknown[];
        switch (request.method) {
          case 'getversion': return ok({ useragent: '/fixture/', rpc: { maxiteratorresultitems: PAGE, sessionenabled: true } });
          case 'invokefunction': {
            if (params[1] === 'totalSupply' || params[1] === 'balanceOf') {
              return ok(count === undefined ? halt([], { state: 'FAULT', exception: 'no such method' }) : integerResult(count));
            }
            const inline = options.inline ? Array.from({ length: PAGE }, fresh) : undefined;
            return ok(halt([{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1', ...(inline ? { iterator: inline } : {}) }], { session: 's-1' }));
          }
          case 'traverseiterator':
            served.pages++;
            return ok(Array.from({ length: PAGE }, fresh));
          case 'terminatesession':
            served.terminated.push(params[0]);
            return ok(true);
          default: return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
        }
      });
      return served;
    }

    function assertStopped(list: DomainList, length: number, reason: RegExp, strategy: DomainList['strategy']): void {
      assert.equal(list.complete, false);
      assert.equal(list.names.length, length);
      assert.equal(new Set(list.names).size, length);
      assert.match(list.incompleteReason ?? '', reason);
      assert.equal(list.incomplete?.kind, 'bound', 'the node sent more than the list may hold');
      assert.equal(list.strategy, strategy);
    }

    const node = (): NodeConfig => ({ rpcUrl: server!.url, contractHash: NNS });
    /** Pages of one batch in flight beyond the bound, at most, and the bound's own. */
    const pagesFor = (names: number) => Math.ceil(names / PAGE) + 2 * 100;

    it('sessions, tokens: stops past totalSupply and its margin, says so, closes the session', async () => {
      const served = await endlessSession(2_000);
      const list = await listTokens(node());
      assertStopped(list, 2_000 + countMargin(2_000), /past the 2,000 the contract counts \(totalSupply\), so the list stops after 3,000 names/, 'session');
      assert.deepEqual(served.terminated, ['s-1']);
      assert.ok(served.pages <= pagesFor(3_000), `${served.pages} pages served`);
    });

    it('session expansion, tokensOf: the inline values count too; stops past balanceOf and its margin', async () => {
      const served = await endlessSession(40, { inline: true });
      const list = await listTokensOf(node(), SAMPLE_OWNER);
      assertStopped(list, 40 + countMargin(40), /past the 40 the contract counts \(balanceOf\)/, 'session');
      assert.deepEqual(served.terminated, ['s-1']);
      assert.ok(served.pages <= pagesFor(1_040), `${served.pages} pages served`);
    });

    it('no count from the contract: the absolute bound (maxItems) stops it', async () => {
      const served = await endlessSession(undefined);
      const list = await listTokens(node(), { maxItems: 25_000 });
      assertStopped(list, 25_000, /stops after 25,000 names, the most one list may hold/, 'session');
      assert.ok(served.pages <= pagesFor(25_000), `${served.pages} pages served`);
      assert.deepEqual(served.terminated, ['s-1']);
    });

    it('a count far beyond maxItems does not lift it', async () => {
      await endlessSession(Number.MAX_SAFE_INTEGER);
      const list = await listTokensOf(node(), SAMPLE_OWNER, { maxItems: 12_345 });
      assertStopped(list, 12_345, /the most one list may hold/, 'session');
    });

    it('long names: the bound in bytes (maxBytes) stops it', async () => {
      await endlessSession(undefined, { nameLength: 250 });
      const list = await listTokens(node(), { maxBytes: 1024 * 1024 });
      assertStopped(list, Math.floor((1024 * 1024) / 250), /together they reach 1 MiB of text/, 'session');
    });

    it('records (no count in the contract): the absolute bound', async () => {
      let served = 0;
      server = await startFixtureServer((request) => {
        const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
        if (request.method === 'invokefunction') return ok(halt([{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1' }], { session: 's-1' }));
        if (request.method === 'traverseiterator') {
          return ok(Array.from({ length: PAGE }, () => {
            const n = served++;
            return { type: 'Struct', value: [{ type: 'ByteString', value: b64(utf8.encode('alice.neo')) }, { type: 'Integer', value: '16' }, { type: 'ByteString', value: b64(utf8.encode(`txt ${n}`)) }] };
          }));
        }
        return ok(request.method === 'terminatesession' ? true : { useragent: '/fixture/' });
      });
      const list = await listRecords(node(), 'alice.neo', { maxItems: 3_000 });
      assert.equal(list.complete, false);
      assert.equal(list.records.length, 3_000);
      assert.match(list.incompleteReason ?? '', /stops after 3,000 records/);
      assert.equal(list.incomplete?.kind, 'bound');
    });

    it('the unwrap script: an array longer than asked is cut at the bound too', async () => {
      server = await startFixtureServer((request) => {
        const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
        const params = request.params as unknown[];
        if (request.method === 'invokefunction' && params[1] === 'tokens') return ok(halt([{ type: 'InteropInterface', interface: 'IIterator', id: 'it-1' }]));
        if (request.method === 'invokefunction') return ok(integerResult(100));
        if (request.method === 'invokescript') return ok(halt([{ type: 'Array', value: Array.from({ length: 5_000 }, (_, i) => nameItem(`script-${i}.neo`)) }]));
        if (request.method === 'getversion') return ok({ useragent: '/fixture/' });
        return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
      });
      const list = await listTokens(node(), { maxItems: 500 });
      assertStopped(list, 500, /stops after 500 names/, 'script');
    });

    describe('storage pages that say more follow, without end', () => {
      const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

      /** A storage of `size` names (in key order) whose count says `count`; sessions off, neo-go's truncated iterator. */
      async function endlessStorage(kind: 'tokens' | 'tokensOf', count: number, size: number): Promise<Served> {
        const served: Served = { pages: 0, names: 0, terminated: [] };
        const owner = Buffer.from(displayHashToBytes(OWNER));
        const prefix = kind === 'tokens' ? Buffer.of(0x21) : Buffer.concat([Buffer.of(0x02), owner]);
        const countKey = kind === 'tokens' ? Buffer.of(0x00) : Buffer.concat([Buffer.of(0x01), owner]);
        const entries = Array.from({ length: size }, (_, i) => {
          const name = Buffer.from(`stored-${i}.neo`);
          const key = Buffer.concat([prefix, Buffer.from(ripemd160(name))]);
          const value = kind === 'tokens' ? serializeNameState(owner, name, 4_102_444_800_000, null) : name;
          return { name, key, value };
        }).sort((a, b) => Buffer.compare(a.key, b.key));
        server = await startFixtureServer((request) => {
          const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
          const params = request.params as unknown[];
          switch (request.method) {
            case 'getversion': return ok({ useragent: '/NEO-GO:0.122.0/', rpc: { maxiteratorresultitems: PAGE, sessionenabled: false } });
            // A chain without new blocks: the storage grows all the same (a node that invents names).
            case 'getblockcount': return ok(1_000);
            case 'invokefunction':
              if (params[1] === 'totalSupply' || params[1] === 'balanceOf') return ok(integerResult(count));
              return ok(halt([{ type: 'InteropInterface', iterator: entries.slice(0, PAGE).map((e) => ({ type: 'ByteString', value: b64(e.name) })), truncated: true }]));
            case 'getstorage': {
              const key = Buffer.from(String(params[1]), 'base64');
              if (key.equals(countKey)) return ok(b64(bigintToBytes(BigInt(count))));
              return { jsonrpc: '2.0', id: request.id, error: { code: -104, message: 'Unknown storage item' } };
            }
            case 'findstorage': {
              served.pages++;
              const searched = Buffer.from(String(params[1]), 'base64');
              const start = Number(params[2]);
              // Entries are in key order: the prefix's run starts at its lower bound.
              let low = 0;
              for (let high = entries.length; low < high;) {
                const middle = (low + high) >> 1;
                if (Buffer.compare(entries[middle]!.key, searched) < 0) low = middle + 1;
                else high = middle;
              }
              let end = low;
              while (end < entries.length && entries[end]!.key.subarray(0, searched.length).equals(searched)) end++;
              const matching = entries.slice(low, end);
              const page = matching.slice(start, start + STORAGE_PAGE);
              served.names += page.length;
              return ok({
                truncated: start + STORAGE_PAGE < matching.length, next: start + page.length,
                results: page.map((e) => ({ key: b64(e.key), value: b64(e.value) })),
              });
            }
            default: return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
          }
        });
        return served;
      }

      for (const kind of ['tokens', 'tokensOf'] as const) {
        it(`${kind}: a storage that keeps growing as it is read stops past the contract's count and its margin`, async () => {
          const served = await endlessStorage(kind, 300, 20_000);
          const list = kind === 'tokens' ? await listTokens(node()) : await listTokensOf(node(), OWNER);
          const method = kind === 'tokens' ? 'totalSupply' : 'balanceOf';
          assertStopped(list, 300 + countMargin(300), new RegExp(`past the 300 the contract counts \\(${method}\\)`), 'storage');
          // The storage route's first round asks each of the 256 parts for one page; the bound stops it there.
          assert.ok(served.pages <= 1 + 256, `${served.pages} pages served`);
          assert.ok(served.names <= 257 * STORAGE_PAGE, `${served.names} of 20,000 entries served`);
        });
      }

      it('maxItems holds for the storage route too', async () => {
        const served = await endlessStorage('tokens', 300, 20_000);
        const list = await listTokens(node(), { maxItems: 800 });
        assertStopped(list, 800, /stops after 800 names, the most one list may hold/, 'storage');
        assert.ok(served.pages <= 1 + 256, `${served.pages} pages served`);
        assert.ok(served.names <= 257 * STORAGE_PAGE, `${served.names} of 20,000 entries served`);
      });
    });
  });
});
