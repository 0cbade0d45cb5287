// listTokens and listTokensOf on a real neo-go node, by the route its configuration allows:
// sessions (traverseiterator pages), session expansion, sessions off (the inline, truncated page, then
// the contract's storage), other page sizes. The lists must equal what the seed registered.
import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { listTokens, listTokensOf, type DomainList, type ListOptions } from '../../../src/core';
import { rawRpc, realNode } from '../support/realNode';
import { startRefusingProxy } from '../support/refusingProxy';

const real = realNode();
const { node } = real;
const { name: configuration } = real.configuration;
/** The route the core takes on this configuration: sessions on → session; off → storage. */
const expectedStrategy = real.sessions ? 'session' : 'storage';

/** At most this many HTTP requests (protocol notes §3 over a session, §8 from storage), counting the first getversion. */
function requestBound(count: number): number {
  return real.sessions
    ? 3 + Math.ceil((count + 1) / (100 * real.pageSize))
    : 5 + Math.ceil((count / real.storagePageSize + 256) / 100);
}

function assertSameNames(list: DomainList, expected: ReadonlySet<string>, what: string): void {
  assert.equal(list.complete, true, `${what}: ${list.incompleteReason ?? ''}`);
  assert.equal(new Set(list.names).size, list.names.length, `${what}: a name listed twice`);
  const missing = [...expected].filter((name) => !list.names.includes(name));
  const extra = list.names.filter((name) => !expected.has(name));
  assert.deepEqual({ missing: missing.slice(0, 5), extra: extra.slice(0, 5) }, { missing: [], extra: [] }, `${what}: ${missing.length} missing, ${extra.length} not registered`);
  assert.deepEqual(list.invalidUtf8, []);
}

const utf8 = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

describe(`real node (${configuration}): listTokens and listTokensOf`, function () {
  this.timeout(120_000);

  it(`lists every registered name, complete, by the ${expectedStrategy} route, within the request bound`, async () => {
    const list = await listTokens(node);
    assertSameNames(list, new Set(real.names().keys()), 'tokens');
    assert.equal(list.strategy, expectedStrategy);
    assert.ok(list.requests <= requestBound(list.names.length), `${list.requests} requests for ${list.names.length} names (bound ${requestBound(list.names.length)})`);
    process.stdout.write(`      ${list.names.length} names in ${list.requests} requests, ${list.calls ?? '?'} calls (${configuration})\n`);
  });

  it('lists each owner\'s names, the transferred name with its new owner', async () => {
    for (const owner of real.seed.owners) {
      const list = await listTokensOf(node, owner.address);
      assertSameNames(list, real.namesOf(owner.address), `tokensOf owner ${owner.index}`);
      assert.equal(list.strategy, expectedStrategy);
      assert.ok(list.requests <= requestBound(list.names.length), `${list.requests} requests for ${list.names.length} names`);
    }
    for (const transfer of real.seed.transfers) {
      assert.ok((await listTokensOf(node, transfer.to)).names.includes(transfer.name));
      assert.ok(!(await listTokensOf(node, transfer.from)).names.includes(transfer.name));
    }
  });

  it('lists an owner with no names as an empty, complete list', async () => {
    const list = await listTokensOf(node, real.seed.committee);
    assert.deepEqual([list.names, list.complete], [[], true]);
  });

  it('answers tokens as this configuration says (the shape the route is chosen by)', async () => {
    const { json } = await rawRpc(real.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [node.contractHash, 'tokens', []] });
    const result = (json as { result: { session?: string; stack: { type: string; id?: string; iterator?: { value: string }[]; truncated?: boolean }[] } }).result;
    const [item] = result.stack;
    assert.equal(item?.type, 'InteropInterface');
    const list = await listTokens(node);
    if (!real.sessions) {
      // neo-go's inline page: MaxIteratorResultItems values and truncated: true; no session.
      assert.equal(result.session, undefined);
      assert.equal(item?.truncated, true);
      assert.equal(item?.iterator?.length, real.pageSize);
      // The storage route's list starts with exactly the names the contract returned, in order.
      assert.deepEqual(list.names.slice(0, real.pageSize), item?.iterator?.map((v) => utf8(v.value)));
    } else if (real.expansion) {
      // Expansion: the first page inline, and an id because more remain.
      assert.equal(item?.iterator?.length, real.pageSize);
      assert.ok(item?.id && result.session);
      assert.deepEqual(list.names.slice(0, real.pageSize), item.iterator.map((v) => utf8(v.value)));
    } else {
      assert.ok(item?.id && result.session);
      assert.equal(item.iterator, undefined);
    }
    if (result.session) await rawRpc(real.rpcUrl, { jsonrpc: '2.0', id: 2, method: 'terminatesession', params: [result.session] });
    // getversion tells the page size the core pages by.
    const version = await rawRpc(real.rpcUrl, { jsonrpc: '2.0', id: 3, method: 'getversion', params: [] });
    const rpc = (version.json as { result: { rpc: unknown } }).result.rpc;
    // sessionexpansionenabled only when true (omitempty).
    assert.deepEqual(rpc, { maxiteratorresultitems: real.pageSize, sessionenabled: real.sessions, ...(real.expansion ? { sessionexpansionenabled: true } : {}) });
  });

  if (!real.sessions) {
    it('sessions off and storage refused: the unwrap script lists what MaxGasInvoke allows, and says the list is partial', async () => {
      const proxy = await startRefusingProxy(real.rpcUrl, ['getstorage', 'findstorage']);
      try {
        const list = await listTokens({ ...node, rpcUrl: proxy.url });
        assert.equal(list.strategy, 'script');
        assert.equal(list.complete, false);
        assert.match(list.incompleteReason ?? '', /sessions disabled.*does not serve getstorage/s);
        assert.ok(list.names.length > real.pageSize && list.names.length < real.names().size, `${list.names.length} names`);
        const held = real.names();
        assert.deepEqual(list.names.filter((n) => !held.has(n)), []);
        // The same order as the complete list from storage: a prefix of it.
        assert.deepEqual(list.names, (await listTokens(node)).names.slice(0, list.names.length));
        process.stdout.write(`      the unwrap script listed ${list.names.length} names within MaxGasInvoke (${list.requests} requests)\n`);
      } finally {
        await proxy.close();
      }
    });
  }

  it('lists a name registered while the list is read once, with the names it had before', async () => {
    const owner = real.seed.owners[4];
    assert.ok(owner);
    const before = new Set(real.names().keys());
    // Third in key order: sessions off, storage's first page then differs from the contract's inline page, read before it.
    const fresh = nameAt(3, before, `while-reading-${Date.now()}`);
    // The registration lands between the first answer and the next request.
    const list = await withPauseAfterFirstAnswer(() => registered([fresh], owner.index), (options) => listTokens(node, options));
    assert.equal(list.complete, true, `incomplete: ${list.incompleteReason ?? ''}`);
    assert.equal(new Set(list.names).size, list.names.length, 'a name listed twice');
    for (const name of before) assert.ok(list.names.includes(name), `${name} missing`);
    assert.deepEqual(list.names.filter((n) => !before.has(n)).filter((n) => n !== fresh), []);
    process.stdout.write(`      the name registered while reading is ${list.names.includes(fresh) ? '' : 'not '}in that list (${list.strategy})\n`);
    // The next list has it, and so has its owner's.
    assert.ok((await listTokens(node)).names.includes(fresh));
    const ofOwner = await withPauseAfterFirstAnswer(() => registered([`o-${fresh}`], owner.index), (options) => listTokensOf(node, owner.address, options));
    assert.equal(ofOwner.complete, true);
    for (const name of real.namesOf(owner.address)) {
      if (name !== `o-${fresh}`) assert.ok(ofOwner.names.includes(name), `${name} missing from the owner's list`);
    }
    assert.deepEqual((await listTokensOf(node, owner.address)).names.sort(), [...real.namesOf(owner.address)].sort());
  });

  // Issue 27: two names registered while a list is read, one whose key sorts before every name of the
  // list (before the first page) and one after every name (after the reading position). The list is
  // the one before or the one after, or partial saying it changed: never a mix called complete.
  for (const of of ['tokens', 'tokensOf'] as const) {
    it(`${of}: two names registered while the list is read, at both ends of the key order: one of the two lists, never a mix called complete`, async () => {
      const owner = real.seed.owners[3];
      assert.ok(owner);
      const listed = () => (of === 'tokens' ? new Set(real.names().keys()) : real.namesOf(owner.address));
      const before = listed();
      const [early, late] = namesAtBothEnds(before, `ends-${of.toLowerCase()}-${Date.now()}`);
      // The registration lands after the second answer: sessions off, the count and the first page of
      // storage (the first answer is the contract's); sessions on, a page of the session.
      const list = await withPauseAfterAnswers(2, () => registered([early, late], owner.index),
        (options) => (of === 'tokens' ? listTokens(node, options) : listTokensOf(node, owner.address, options)));
      const after = listed();
      assert.ok(after.has(early) && after.has(late));
      assert.equal(new Set(list.names).size, list.names.length, 'a name listed twice');
      const held = new Set(list.names);
      const is = (state: ReadonlySet<string>) => state.size === held.size && [...state].every((name) => held.has(name));
      if (list.complete) {
        assert.ok(is(before) || is(after), `complete with ${held.size} names, ${[early, late].filter((n) => held.has(n)).length} of the two new: neither the list before (${before.size}) nor after (${after.size})`);
      } else {
        assert.equal(list.incomplete?.kind, 'changed', list.incompleteReason);
        assert.match(list.incompleteReason ?? '', /^The list may have changed while it was read: /);
      }
      const state = !list.complete ? `partial (${list.incompleteReason ?? ''})` : is(before) ? 'the list before' : 'the list after';
      process.stdout.write(`      ${of}: ${state}, ${list.strategy}, ${list.requests} requests\n`);
      // The sessions' iterator is the node's snapshot at the invocation: the list before, whole.
      if (real.sessions) assert.ok(list.complete && is(before), 'a session lists the state of its invocation');
    });
  }
});

/**
 * Two new names for `tag`: one whose RIPEMD-160 (the storage key, protocol notes §8) sorts before every
 * name of `names`, one after every one.
 */
function namesAtBothEnds(names: ReadonlySet<string>, tag: string): [string, string] {
  const key = (name: string) => Buffer.from(ripemd160(Buffer.from(name))).toString('hex');
  const keys = [...names].map(key).sort();
  const find = (fits: (k: string) => boolean, side: string) => {
    for (let i = 0; ; i++) if (fits(key(`${tag}-${side}-${i}.neo`))) return `${tag}-${side}-${i}.neo`;
  };
  return [find((k) => k < keys[0]!, 'a'), find((k) => k > keys.at(-1)!, 'z')];
}

/** A new name for `tag` whose RIPEMD-160 (the storage key) sorts `position`-th (from 1) among `names` and it. */
function nameAt(position: number, names: ReadonlySet<string>, tag: string): string {
  const key = (name: string) => Buffer.from(ripemd160(Buffer.from(name))).toString('hex');
  const keys = [...names].map(key).sort();
  const [low, high] = [keys[position - 2] ?? '', keys[position - 1]!];
  for (let i = 0; ; i++) {
    const k = key(`${tag}-${i}.neo`);
    if (k > low && k < high) return `${tag}-${i}.neo`;
  }
}

const directFetch = globalThis.fetch;

/**
 * Registers, then waits until the chain is a block past the one that holds it: neo-go shows a block's
 * storage a moment before it raises its height, and a reading must not end inside that moment.
 */
async function registered(names: readonly string[], ownerIndex: number): Promise<void> {
  const real = realNode();
  // Past the pause the list's requests wait behind: the fetch of before it.
  const height = async () => {
    const response = await directFetch(real.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getblockcount', params: [] }) });
    return Number(((await response.json()) as { result: number }).result);
  };
  await real.register(names, ownerIndex);
  const after = await height();
  while (await height() < after + 2) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Runs `list` with fetch paused after its first HTTP answer until `between` has finished: whatever
 * `between` changes on the chain happens between two requests of one listing.
 */
function withPauseAfterFirstAnswer(between: () => Promise<void>, list: (options: ListOptions) => Promise<DomainList>): Promise<DomainList> {
  return withPauseAfterAnswers(1, between, list);
}

/** As withPauseAfterFirstAnswer, after `answers` HTTP answers. */
async function withPauseAfterAnswers(answers: number, between: () => Promise<void>, list: (options: ListOptions) => Promise<DomainList>): Promise<DomainList> {
  const original = globalThis.fetch;
  let pause: Promise<void> | undefined;
  let answered = 0;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    if (pause) await pause;
    const response = await original(...args);
    if (++answered === answers) pause = between();
    return response;
  };
  try {
    const result = await list({});
    await pause;
    return result;
  } finally {
    globalThis.fetch = original;
  }
}
