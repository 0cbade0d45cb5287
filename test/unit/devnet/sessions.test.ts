import assert from 'node:assert/strict';
import { type Devnet, generateNames, startDevnet } from '../../devnet/index';
import { SessionStore, parseGuid } from '../../devnet/sessions';
import { ValueIterator } from '../../devnet/stackItems';
import { type InvokeResult, invoke, NNS as NNS_HASH, OWNER, rpc, simpleNames, sleep, storageOrder, tokens, tokensOf } from './helpers';

type Page = { type: string; value: string }[];

async function traverse(url: string, session: unknown, iterator: unknown, count: unknown) {
  return rpc<Page>(url, 'traverseiterator', [session, iterator, count]);
}

function names(page: Page): string[] {
  return page.map((v) => Buffer.from(v.value, 'base64').toString('utf8'));
}

async function drain(url: string, result: InvokeResult, count = 100): Promise<{ names: string[]; pages: number }> {
  const out: string[] = [];
  let pages = 0;
  for (;;) {
    const page = await traverse(url, result.session, result.stack[0]!.id, count);
    assert.ok(page.body.result, page.text);
    pages++;
    if (page.body.result.length === 0) return { names: out, pages };
    for (const v of page.body.result) assert.equal(v.type, 'ByteString');
    out.push(...names(page.body.result));
  }
}

describe('devnet sessions (C# RpcServer with SessionEnabled)', () => {
  let devnet: Devnet;
  const records = simpleNames(250);
  before(async () => {
    devnet = await startDevnet({ names: records, personality: 'sessions' });
  });
  after(() => devnet.close());

  it('pages through every name in storage order, then answers [] when exhausted', async () => {
    const result = await tokens(devnet.url);
    const { names: listed, pages } = await drain(devnet.url, result);
    assert.deepEqual(listed, storageOrder(records.map((r) => String(r.name))));
    assert.equal(pages, 4, '100 + 100 + 50, then the empty page');
    assert.deepEqual((await traverse(devnet.url, result.session, result.stack[0]!.id, 100)).body.result, [], 'stays exhausted');
  });

  it('pages tokensOf and honours smaller counts; count ≤ 0 returns []', async () => {
    const result = await tokensOf(devnet.url, OWNER);
    const first = await traverse(devnet.url, result.session, result.stack[0]!.id, 7);
    assert.equal(first.body.result?.length, 7);
    assert.deepEqual((await traverse(devnet.url, result.session, result.stack[0]!.id, 0)).body.result, []);
    assert.deepEqual((await traverse(devnet.url, result.session, result.stack[0]!.id, -5)).body.result, []);
    const rest = await drain(devnet.url, result, 50);
    const expected = storageOrder(records.filter((r) => r.owner === OWNER).map((r) => String(r.name)));
    assert.deepEqual([...names(first.body.result!), ...rest.names], expected);
  });

  it('count above MaxIteratorResultItems → -32602 Invalid params', async () => {
    const result = await tokens(devnet.url);
    const answer = await traverse(devnet.url, result.session, result.stack[0]!.id, 101);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.error, {
      code: -32602, message: 'Invalid params - Invalid iterator items count count', data: 'Invalid iterator items count count',
    });
    devnet.configure({ maxIteratorResultItems: 10 });
    assert.equal((await traverse(devnet.url, result.session, result.stack[0]!.id, 11)).body.error?.code, -32602);
    assert.equal((await traverse(devnet.url, result.session, result.stack[0]!.id, 10)).body.result?.length, 10);
    devnet.configure({ maxIteratorResultItems: 100 });
  });

  it('unknown session -107, unknown iterator -108, malformed ids -32602 (C# texts)', async () => {
    const result = await tokens(devnet.url);
    const unknownSession = await traverse(devnet.url, '8a6d8b1e-0000-4000-8000-000000000000', result.stack[0]!.id, 10);
    assert.deepEqual(unknownSession.body.error, { code: -107, message: 'Unknown session' });
    const unknownIterator = await traverse(devnet.url, result.session, '8a6d8b1e-0000-4000-8000-000000000000', 10);
    assert.deepEqual(unknownIterator.body.error, { code: -108, message: 'Unknown iterator' });
    assert.deepEqual((await traverse(devnet.url, 'nope', result.stack[0]!.id, 10)).body.error,
      { code: -32602, message: 'Invalid params - Invalid session id sid', data: 'Invalid session id sid' });
    assert.equal((await traverse(devnet.url, result.session, 'nope', 10)).body.error?.code, -32602);
    // .NET Guid.Parse accepts upper case, braces and the 32-digit form.
    const upper = String(result.session).toUpperCase();
    assert.ok((await traverse(devnet.url, `{${upper}}`, result.stack[0]!.id, 1)).body.result);
    assert.ok((await traverse(devnet.url, String(result.session).replace(/-/g, ''), result.stack[0]!.id, 1)).body.result);
  });

  it('terminatesession: true once, then false (C#), and the session is gone', async () => {
    const result = await tokens(devnet.url);
    const before = devnet.openSessions;
    assert.equal((await rpc(devnet.url, 'terminatesession', [result.session])).body.result, true);
    assert.equal(devnet.openSessions, before - 1);
    assert.equal((await rpc(devnet.url, 'terminatesession', [result.session])).body.result, false);
    assert.equal((await traverse(devnet.url, result.session, result.stack[0]!.id, 10)).body.error?.code, -107);
    assert.equal((await rpc(devnet.url, 'terminatesession', ['x'])).body.error?.code, -32602);
  });

  it('openSessions counts live sessions', async () => {
    devnet.configure({ personality: 'csharp-nosession' });
    devnet.configure({ personality: 'sessions' }); // switching personality restarts the node: no sessions
    assert.equal(devnet.openSessions, 0);
    const a = await tokens(devnet.url);
    const b = await tokensOf(devnet.url, OWNER);
    assert.equal(devnet.openSessions, 2);
    await rpc(devnet.url, 'terminatesession', [a.session]);
    await rpc(devnet.url, 'terminatesession', [b.session]);
    assert.equal(devnet.openSessions, 0);
  });

  it('sessions expire after sessionExpiryMs without use', async () => {
    devnet.configure({ sessionExpiryMs: 250 });
    const idle = await tokens(devnet.url);
    await sleep(600);
    assert.equal(devnet.openSessions, 0);
    assert.equal((await traverse(devnet.url, idle.session, idle.stack[0]!.id, 1)).body.error?.code, -107);
    devnet.configure({ sessionExpiryMs: 60000 });
  });

  it('each traverseiterator resets the expiry clock', async function () {
    this.timeout(30_000);
    devnet.configure({ sessionExpiryMs: 1500 });
    const busy = await tokens(devnet.url);
    for (let i = 0; i < 4; i++) {
      await sleep(500);
      assert.ok((await traverse(devnet.url, busy.session, busy.stack[0]!.id, 1)).body.result, `alive after ${(i + 1) * 500} ms`);
    }
    assert.equal(devnet.openSessions, 1, 'alive after 2 s although the expiry is 1.5 s');
    devnet.configure({ sessionExpiryMs: 60000 });
    await rpc(devnet.url, 'terminatesession', [busy.session]);
  });

  it('serves 100,000 names over 1,000 pages of 100', async function () {
    this.timeout(180_000); // correctness only; no timing is asserted
    const big = generateNames(100_000, { seed: 3 });
    devnet.configure({ names: big });
    const result = await tokens(devnet.url);
    const { names: listed, pages } = await drain(devnet.url, result);
    assert.equal(listed.length, 100_000);
    assert.equal(pages, 1001);
    assert.equal(new Set(listed).size, 100_000);
    assert.deepEqual(listed.slice(0, 50), storageOrder(big.map((r) => String(r.name))).slice(0, 50));
    await rpc(devnet.url, 'terminatesession', [result.session]);
    devnet.configure({ names: records });
  });
});

describe('devnet sessions under neo-go (sessions off)', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(10), personality: 'neo-go' });
  });
  after(() => devnet.close());

  it('traverseiterator and terminatesession answer -601 "Sessions disabled" with HTTP 422', async () => {
    for (const [method, params] of [['traverseiterator', ['a', 'b', 1]], ['terminatesession', ['a']]] as const) {
      const answer = await rpc(devnet.url, method, [...params]);
      assert.equal(answer.status, 422, 'neo-go maps JSON-RPC errors of single requests to HTTP statuses');
      assert.deepEqual(answer.body.error, { code: -601, message: 'Sessions disabled' });
    }
  });
});

describe('devnet SessionStore (clock injected)', () => {
  it('expires exactly at lastUsed + expiry; use() resets the clock', () => {
    let now = 1000;
    const store = new SessionStore(100, () => now);
    const a = store.create(new Map([['i', new ValueIterator([])]]));
    const b = store.create(new Map());
    now = 1099;
    assert.ok(store.use(a.id));
    assert.equal(store.size, 2);
    now = 1100;
    assert.equal(store.use(b.id), undefined, 'b idle for 100 ms: gone');
    assert.equal(store.size, 1);
    now = 1198;
    assert.ok(store.use(a.id), 'a was used at 1099');
    now = 1298;
    assert.equal(store.size, 0);
    assert.equal(store.delete(a.id), false);
  });

  it('parses GUIDs like .NET Guid.Parse', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    assert.equal(parseGuid(id.toUpperCase()), id);
    assert.equal(parseGuid(`{${id}}`), id);
    assert.equal(parseGuid(id.replace(/-/g, '')), id);
    assert.equal(parseGuid('0f8fad5b-d9cb-469f'), undefined);
    assert.equal(parseGuid(42), undefined);
  });
});

describe('devnet: what real nodes answer about sessions beyond -107 / -108', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(250), personality: 'neo-go-expansion' });
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ personality: 'sessions' });
    devnet.configure({ personality: 'neo-go-expansion', sessionPoolSize: 20, keyNotFoundSessions: false, faults: [] });
  });

  it('neo-go: a full session pool (SessionPoolSize, 20 by default) answers invokefunction -32603 "max session capacity reached"', async () => {
    for (let i = 0; i < 20; i++) assert.ok((await tokens(devnet.url)).session, `session ${i + 1}`);
    assert.equal(devnet.openSessions, 20);
    const full = await rpc(devnet.url, 'invokefunction', [NNS_HASH, 'tokens', [], []]);
    assert.equal(full.status, 200, 'neo-go 0.107 and later answer 200');
    assert.deepEqual(full.body.error, { code: -32603, message: 'Internal error', data: 'max session capacity reached' });
    assert.equal(devnet.openSessions, 20, 'no session was added');
    // An invocation that needs no session is served.
    assert.ok((await invoke(devnet.url, 'invokefunction', [NNS_HASH, 'totalSupply', []])).stack[0]);
  });

  it('sessionPoolSize sets the cap; C# personalities have none', async () => {
    devnet.configure({ sessionPoolSize: 2 });
    const a = await tokens(devnet.url);
    await tokens(devnet.url);
    assert.equal((await rpc(devnet.url, 'invokefunction', [NNS_HASH, 'tokens', [], []])).body.error?.code, -32603);
    await rpc(devnet.url, 'terminatesession', [a.session]);
    assert.ok((await tokens(devnet.url)).session, 'a place freed by terminatesession is taken again');
    devnet.configure({ personality: 'sessions' });
    for (let i = 0; i < 3; i++) assert.ok((await tokens(devnet.url)).session);
  });

  it('sessionsDisabled fault: a page answers -601 as a node with sessions off behind a load balancer; the session lives on', async () => {
    devnet.configure({ faults: [{ kind: 'sessionsDisabled', afterPages: 1, times: 1 }] });
    const result = await tokens(devnet.url);
    const page = (n: number) => rpc<unknown[]>(devnet.url, 'traverseiterator', [result.session, result.stack[0]!.id, n]);
    assert.ok((await page(10)).body.result);
    assert.deepEqual((await page(10)).body.error, { code: -601, message: 'Sessions disabled' });
    assert.equal((await page(10)).body.result?.length, 10, 'the next page reaches the node with the session again');
    devnet.configure({ personality: 'sessions', faults: [{ kind: 'sessionsDisabled', times: 1 }] });
    const csharp = await tokens(devnet.url);
    const answer = await rpc(devnet.url, 'traverseiterator', [csharp.session, csharp.stack[0]!.id, 10]);
    assert.deepEqual(answer.body.error, { code: -601, message: 'State iterator sessions disabled' });
  });

  it('keyNotFoundSessions: C# 3.3–3.6 answers an unknown session or iterator with KeyNotFoundException\'s HResult', async () => {
    devnet.configure({ personality: 'sessions', keyNotFoundSessions: true });
    const result = await tokens(devnet.url);
    const sid = '8a6d8b1e-0000-4000-8000-000000000000';
    const unknownSession = await rpc(devnet.url, 'traverseiterator', [sid, result.stack[0]!.id, 10]);
    assert.deepEqual(unknownSession.body.error, { code: -2146232969, message: `The given key '${sid}' was not present in the dictionary.` });
    const unknownIterator = await rpc(devnet.url, 'traverseiterator', [result.session, sid, 10]);
    assert.equal(unknownIterator.body.error?.code, -2146232969);
    assert.equal((await rpc(devnet.url, 'terminatesession', [sid])).body.result, false, 'terminatesession still answers false');
    devnet.configure({ personality: 'neo-go-expansion' });
    const neoGo = await rpc(devnet.url, 'traverseiterator', [sid, sid, 10]);
    assert.equal(neoGo.body.error?.code, -107, 'neo-go is not affected');
  });
});
