import assert from 'node:assert/strict';
import { type Devnet, type Personality, startDevnet } from '../../devnet/index';
import {
  NNS, OTHER_OWNER, OWNER, TOKENS_VECTOR, type InvokeResult, arrayNames, b64, rpc, script, simpleNames, storageOrder,
  tokens, tokensOf,
} from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function names(values: readonly { value: string }[] | undefined): string[] {
  return (values ?? []).map((v) => Buffer.from(v.value, 'base64').toString('utf8'));
}

describe('devnet personalities: the iterator item and the result', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(250) });
  });
  after(() => devnet.close());

  const all = storageOrder(simpleNames(250).map((r) => String(r.name)));

  describe("'neo-go' (sessions off): expanded, empty fields omitted", () => {
    before(() => devnet.configure({ personality: 'neo-go', names: simpleNames(250) }));

    it('truncated list: the first 100 names and truncated: true, no session', async () => {
      const result = await tokens(devnet.url);
      assert.deepEqual(Object.keys(result), ['state', 'gasconsumed', 'script', 'stack', 'exception', 'notifications']);
      assert.equal(result.state, 'HALT');
      assert.equal(result.exception, null);
      assert.equal(result.stack.length, 1);
      const item = result.stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'iterator', 'truncated']);
      assert.equal(item.truncated, true);
      assert.deepEqual(names(item.iterator), all.slice(0, 100));
      assert.ok(!('session' in result));
    });

    it('complete list: `truncated` omitted', async () => {
      devnet.configure({ names: simpleNames(40) });
      const item = (await tokens(devnet.url)).stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'iterator']);
      assert.equal(item.iterator?.length, 40);
    });

    it('exactly 100 names: complete, `truncated` omitted', async () => {
      devnet.configure({ names: simpleNames(100) });
      const item = (await tokens(devnet.url)).stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'iterator']);
      assert.equal(item.iterator?.length, 100);
    });

    it('empty list: `{"type":"InteropInterface"}` alone', async () => {
      devnet.configure({ names: [] });
      assert.deepEqual((await tokens(devnet.url)).stack, [{ type: 'InteropInterface' }]);
      devnet.configure({ names: simpleNames(250) });
      assert.deepEqual((await tokensOf(devnet.url, '0x' + '77'.repeat(20))).stack, [{ type: 'InteropInterface' }]);
    });

    it('maxIteratorResultItems bounds the expansion', async () => {
      devnet.configure({ maxIteratorResultItems: 7 });
      const item = (await tokensOf(devnet.url, OWNER)).stack[0]!;
      assert.equal(item.iterator?.length, 7);
      assert.equal(item.truncated, true);
      devnet.configure({ maxIteratorResultItems: 100 });
    });
  });

  describe("'csharp-legacy' (C# 3.0–3.3.0): `iterator` + `truncated` always", () => {
    before(() => devnet.configure({ personality: 'csharp-legacy', names: simpleNames(250) }));

    it('truncated, complete and empty lists all carry both fields', async () => {
      let item = (await tokens(devnet.url)).stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'iterator', 'truncated']);
      assert.equal(item.truncated, true);
      assert.deepEqual(names(item.iterator), all.slice(0, 100));

      devnet.configure({ names: simpleNames(3) });
      item = (await tokens(devnet.url)).stack[0]!;
      assert.deepEqual(item, { type: 'InteropInterface', iterator: item.iterator, truncated: false });
      assert.equal(item.iterator?.length, 3);

      devnet.configure({ names: [] });
      assert.deepEqual((await tokens(devnet.url)).stack, [{ type: 'InteropInterface', iterator: [], truncated: false }]);
    });

    it('has no session methods at all', async () => {
      const answer = await rpc(devnet.url, 'traverseiterator', ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000', 10]);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.error, { code: -32601, message: 'Method not found' });
    });
  });

  describe("'sessions' (C# ≥ 3.3.1, sessions on): iterator id + result-level session", () => {
    before(() => devnet.configure({ personality: 'sessions', names: simpleNames(250) }));

    it('answers `interface` + `id` and a `session`, in C# key order', async () => {
      const result = await tokens(devnet.url);
      assert.deepEqual(Object.keys(result), ['script', 'state', 'gasconsumed', 'exception', 'notifications', 'stack', 'session']);
      const item = result.stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'interface', 'id']);
      assert.equal(item.interface, 'IIterator');
      assert.match(item.id ?? '', UUID);
      assert.match(result.session ?? '', UUID);
      assert.notEqual(item.id, result.session);
      await rpc(devnet.url, 'terminatesession', [result.session]);
    });

    it('an empty list still gets a session (the iterator is there, just exhausted)', async () => {
      const result = await tokensOf(devnet.url, '0x' + '77'.repeat(20));
      assert.match(result.session ?? '', UUID);
      const page = await rpc<unknown[]>(devnet.url, 'traverseiterator', [result.session, result.stack[0]!.id, 100]);
      assert.deepEqual(page.body.result, []);
    });

    it('no session for a result without iterators (invokescript → Array) or a FAULT', async () => {
      const unwrapped = await script(devnet.url, TOKENS_VECTOR);
      assert.equal(unwrapped.state, 'HALT');
      assert.ok(!('session' in unwrapped));
      const fault = await tokensOf(devnet.url, '0x' + '00'.repeat(20));
      assert.equal(fault.state, 'FAULT');
      assert.deepEqual(fault.stack, []);
      assert.ok(!('session' in fault));
    });
  });

  describe("'csharp-nosession' (C# ≥ 3.3.1, sessions off): id but no session", () => {
    before(() => devnet.configure({ personality: 'csharp-nosession', names: simpleNames(250) }));

    it('has interface + id and no session', async () => {
      const result: InvokeResult = await tokens(devnet.url);
      assert.deepEqual(Object.keys(result.stack[0]!), ['type', 'interface', 'id']);
      assert.ok(!('session' in result));
      assert.equal(devnet.openSessions, 0);
    });

    it('traverseiterator and terminatesession answer -601', async () => {
      const expected = { code: -601, message: 'State iterator sessions disabled' };
      const t = await rpc(devnet.url, 'traverseiterator', ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000', 10]);
      assert.equal(t.status, 200);
      assert.deepEqual(t.body.error, expected);
      assert.deepEqual((await rpc(devnet.url, 'terminatesession', ['00000000-0000-0000-0000-000000000000'])).body.error, expected);
    });
  });

  describe("'neo-go-expansion' (neo-go ≥ 0.109, sessions + SessionExpansionEnabled): values inline, the rest by session", () => {
    before(() => devnet.configure({ personality: 'neo-go-expansion', names: simpleNames(250) }));
    after(() => devnet.configure({ personality: 'sessions', names: simpleNames(250) }));

    it('more than a page: the first 100 inline, `interface` + `id` and a session for the rest, no `truncated`', async () => {
      const result = await tokens(devnet.url);
      assert.deepEqual(Object.keys(result), ['state', 'gasconsumed', 'script', 'stack', 'exception', 'notifications', 'session']);
      const item = result.stack[0]!;
      assert.deepEqual(Object.keys(item), ['type', 'interface', 'id', 'iterator']);
      assert.equal(item.interface, 'IIterator');
      assert.match(item.id ?? '', UUID);
      assert.match(result.session ?? '', UUID);
      assert.deepEqual(names(item.iterator), all.slice(0, 100));
      // traverseiterator goes on after the inline values: every value once.
      const rest: string[] = [];
      for (;;) {
        const page = (await rpc<{ value: string }[]>(devnet.url, 'traverseiterator', [result.session, item.id, 100])).body.result!;
        rest.push(...names(page));
        if (page.length < 100) break;
      }
      assert.deepEqual(rest, all.slice(100));
      assert.equal((await rpc(devnet.url, 'terminatesession', [result.session])).body.result, true);
    });

    it('a page or less: the values inline and nothing else, no session kept', async () => {
      for (const count of [80, 100]) {
        devnet.configure({ names: simpleNames(count) });
        const result = await tokens(devnet.url);
        assert.deepEqual(Object.keys(result.stack[0]!), ['type', 'iterator'], String(count));
        assert.equal(result.stack[0]!.iterator?.length, count);
        assert.ok(!('session' in result));
      }
      devnet.configure({ names: [] });
      const empty = await tokens(devnet.url);
      assert.deepEqual(empty.stack, [{ type: 'InteropInterface' }]);
      assert.ok(!('session' in empty));
      assert.equal(devnet.openSessions, 0);
      devnet.configure({ names: simpleNames(250) });
    });

    it('answers HTTP 200 even for a failed single request (neo-go ≥ 0.107)', async () => {
      const answer = await rpc(devnet.url, 'nosuchmethod', []);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.error?.code, -32601);
    });
  });

  it('every personality: HALT, exception null, notifications [], a plausible gasconsumed, the script it ran', async () => {
    devnet.configure({ names: simpleNames(250) });
    for (const personality of ['neo-go', 'csharp-legacy', 'sessions', 'csharp-nosession', 'neo-go-expansion', 'csharp-nofindstorage'] as Personality[]) {
      devnet.configure({ personality });
      const result = await tokens(devnet.url);
      assert.equal(result.state, 'HALT', personality);
      assert.equal(result.exception, null);
      assert.deepEqual(result.notifications, []);
      assert.equal(result.gasconsumed, '1967880', 'NEWARRAY0 PUSH15 PUSHDATA1 ×2 + Contract.Call + tokens() = 65596 × 30');
      assert.equal(result.script, 'wh8MBnRva2VucwwU3kZfXVBXzzMoR5TFz8IMaTccrFBBYn1bUg==');
      const unwrapped = await script(devnet.url, TOKENS_VECTOR);
      assert.deepEqual(arrayNames(unwrapped.stack[0]), all.slice(0, 100), personality);
      assert.equal(unwrapped.script, Buffer.from(TOKENS_VECTOR, 'hex').toString('base64'));
    }
    devnet.configure({ personality: 'sessions' });
  });

  it('getversion: user agent per node, rpc block present or omitted', async () => {
    const expected: Record<Personality, [string, Record<string, boolean>]> = {
      'neo-go': ['/NEO-GO:0.106.0/', { sessionenabled: false }], 'csharp-legacy': ['/Neo:3.3.0/', { sessionenabled: false }],
      sessions: ['/Neo:3.7.4/', { sessionenabled: true }], 'csharp-nosession': ['/Neo:3.7.4/', { sessionenabled: false }],
      // neo-go's extension field appears only when it is on (`omitzero`).
      'neo-go-expansion': ['/NEO-GO:0.122.0/', { sessionenabled: true, sessionexpansionenabled: true }],
      'csharp-nofindstorage': ['/Neo:3.5.0/', { sessionenabled: false }],
      'neo-go-sessions': ['/NEO-GO:0.122.0/', { sessionenabled: true }], 'neo-go-nosession': ['/NEO-GO:0.122.0/', { sessionenabled: false }],
    };
    for (const [personality, [agent, flags]] of Object.entries(expected) as [Personality, [string, Record<string, boolean>]][]) {
      devnet.configure({ personality, getversionRpc: true, maxIteratorResultItems: 42 });
      const version = (await rpc<Record<string, unknown>>(devnet.url, 'getversion', [])).body.result!;
      assert.equal(version.useragent, agent);
      assert.deepEqual(version.rpc, { maxiteratorresultitems: 42, ...flags });
      assert.equal((version.protocol as { network: number }).network, 860833102);
      assert.equal(typeof version.nonce, 'number');
      assert.equal(version.tcpport, 10333);
      devnet.configure({ getversionRpc: false });
      const without = (await rpc<Record<string, unknown>>(devnet.url, 'getversion', [])).body.result!;
      assert.ok(!('rpc' in without), 'older nodes omit rpc');
      assert.ok('protocol' in without);
    }
    devnet.configure({ personality: 'sessions', getversionRpc: true, maxIteratorResultItems: 100 });
  });

  it('getversion: protocol.addressversion 53 (MainNet, TestNet) unless a private chain\'s addressVersion is set', async () => {
    const versionOf = async () => ((await rpc<{ protocol: { addressversion: number } }>(devnet.url, 'getversion', [])).body.result!).protocol.addressversion;
    assert.equal(await versionOf(), 53);
    devnet.configure({ addressVersion: 0x42 });
    assert.equal(await versionOf(), 0x42);
    assert.throws(() => devnet.configure({ addressVersion: 256 }), /addressVersion must be a byte/);
    devnet.configure({ addressVersion: 53 });
  });

  it('tokensOf yields only the owner\'s names, in storage order, whatever the hash spelling', async () => {
    devnet.configure({ personality: 'neo-go', names: simpleNames(60) });
    const expected = storageOrder(simpleNames(60).filter((r) => r.owner === OTHER_OWNER).map((r) => String(r.name)));
    for (const spelling of [OTHER_OWNER, OTHER_OWNER.slice(2), OTHER_OWNER.toUpperCase().replace('0X', '0x')]) {
      assert.deepEqual(names((await tokensOf(devnet.url, spelling)).stack[0]!.iterator), expected, spelling);
    }
    for (const contract of [NNS.toUpperCase().replace('0X', '0x'), NNS.slice(2)]) {
      assert.equal((await tokens(devnet.url, contract)).state, 'HALT', contract);
    }
    devnet.configure({ personality: 'sessions' });
  });

  it('non-UTF-8 names travel as their bytes', async () => {
    const raw = Uint8Array.from([0x61, 0xff, 0xfe, 0x2e, 0x6e, 0x65, 0x6f]);
    devnet.configure({ personality: 'neo-go', names: [{ name: raw, owner: OWNER }, { name: 'plain.neo', owner: OWNER }] });
    const values = (await tokens(devnet.url)).stack[0]!.iterator!.map((v) => v.value);
    assert.ok(values.includes(Buffer.from(raw).toString('base64')));
    assert.ok(values.includes(b64('plain.neo')));
    devnet.configure({ personality: 'sessions' });
  });
});
