import assert from 'node:assert/strict';
import { LookupCache } from '../../../../src/model/hover/lookupCache';

/** A load the test settles by hand, recording whether it was aborted. */
function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const state = { calls: 0, aborted: 0 };
  const load = (signal: AbortSignal) => {
    state.calls++;
    signal.addEventListener('abort', () => state.aborted++);
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { load, state, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

describe('model/hover/lookupCache', () => {
  let now = 0;
  const cache = () => new LookupCache<number>({ ttlMs: 1000, failureTtlMs: 100, now: () => now });
  beforeEach(() => (now = 0));

  it('loads once for everyone who asks while it loads, then answers from memory until the answer is old', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const first = lookups.get('k', source.load);
    const second = lookups.get('k', source.load);
    source.resolve(7);
    assert.deepEqual(await first.settled, { ok: true, value: 7 });
    assert.deepEqual(await second.settled, { ok: true, value: 7 });
    assert.deepEqual(lookups.peek('k'), { ok: true, value: 7 });
    now = 999;
    assert.deepEqual(await lookups.get('k', source.load).settled, { ok: true, value: 7 });
    assert.equal(source.state.calls, 1);
    now = 1000;
    assert.equal(lookups.peek('k'), undefined);
    lookups.get('k', source.load);
    assert.equal(source.state.calls, 2);
  });

  it('keeps a failure briefly, so a dead node is not asked on every hover', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const lookup = lookups.get('k', source.load);
    source.reject(new Error('down'));
    assert.equal((await lookup.settled).ok, false);
    now = 99;
    assert.equal(lookups.peek('k')?.ok, false);
    now = 100;
    assert.equal(lookups.peek('k'), undefined);
  });

  it('aborts a load only when every asker cancelled; one that stopped waiting keeps it going', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const a = lookups.get('k', source.load);
    const b = lookups.get('k', source.load);
    a.cancel();
    a.cancel();
    assert.equal(source.state.aborted, 0);
    b.cancel();
    assert.equal(source.state.aborted, 1);
    // Forgotten: the next ask loads afresh.
    lookups.get('k', source.load);
    assert.equal(source.state.calls, 2);
    source.resolve(1);
  });

  it('clear() aborts loads and forgets answers', async () => {
    const lookups = cache();
    const source = controlled<number>();
    lookups.get('k', source.load);
    lookups.clear();
    assert.equal(source.state.aborted, 1);
    const fresh = controlled<number>();
    const again = lookups.get('k', fresh.load);
    fresh.resolve(3);
    assert.deepEqual(await again.settled, { ok: true, value: 3 });
  });
});

describe('model/hover/lookupCache: answers kept, cancels and clears', () => {
  let now = 0;
  const cache = () => new LookupCache<number>({ ttlMs: 1000, failureTtlMs: 100, now: () => now });
  beforeEach(() => (now = 0));

  it('a known answer is given again without a load, and cancelling it does nothing', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const first = lookups.get('k', source.load);
    source.resolve(5);
    await first.settled;
    now = 500;
    const again = lookups.get('k', source.load);
    again.cancel();
    assert.deepEqual(await again.settled, { ok: true, value: 5 });
    assert.deepEqual([source.state.calls, source.state.aborted], [1, 0]);
    assert.deepEqual(lookups.peek('k'), { ok: true, value: 5 }, 'still known');
  });

  it('a cancelled load that a newer ask replaced does not forget the newer one', async () => {
    const lookups = cache();
    const old = controlled<number>();
    const a = lookups.get('k', old.load);
    lookups.clear();
    const fresh = controlled<number>();
    const b = lookups.get('k', fresh.load);
    a.cancel();
    assert.equal(fresh.state.aborted, 0);
    fresh.resolve(9);
    assert.deepEqual(await b.settled, { ok: true, value: 9 });
    assert.deepEqual(lookups.peek('k'), { ok: true, value: 9 });
  });

  it('clear() does not abort loads that have already answered', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const done = lookups.get('k', source.load);
    source.resolve(1);
    await done.settled;
    const pending = controlled<number>();
    lookups.get('other', pending.load);
    lookups.clear();
    assert.deepEqual([source.state.aborted, pending.state.aborted], [0, 1]);
  });

  it('an answer\'s age counts from when it came, not from the first ask', async () => {
    const lookups = cache();
    const source = controlled<number>();
    const lookup = lookups.get('k', source.load);
    now = 600;
    source.resolve(2);
    await lookup.settled;
    now = 1500;
    assert.deepEqual(lookups.peek('k'), { ok: true, value: 2 }, '900 ms old');
    now = 1600;
    assert.equal(lookups.peek('k'), undefined);
  });
});
