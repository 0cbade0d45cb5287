import assert from 'node:assert/strict';
import { NnsError, type DomainList, type ListOptions } from '../../../../src/core';
import { DomainLoader, GenerationCounter, type ListRequest } from '../../../../src/model/tree/domainLoader';

const list = (names: string[], over: Partial<DomainList> = {}): DomainList => ({
  names, invalidUtf8: [], complete: true, strategy: 'expanded', gasConsumed: 0n, requests: 1, addressVersion: 53, ...over,
});

/** A fake core call that the test drives page by page. */
function controlled() {
  let options: Pick<ListOptions, 'signal' | 'onPage' | 'onReset'> = {};
  let resolve: (value: DomainList) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const request: ListRequest = (opts) => {
    options = opts;
    return new Promise<DomainList>((res, rej) => {
      resolve = res;
      reject = rej;
      opts.signal?.addEventListener('abort', () => rej(new NnsError('CANCELLED', 'cancelled')));
    });
  };
  return {
    request,
    page: (names: string[], soFar: number) => options.onPage?.(names, soFar),
    reset: () => options.onReset?.(),
    get signal() {
      return options.signal;
    },
    resolve: (value: DomainList) => resolve(value),
    reject: (error: unknown) => reject(error),
  };
}

/** A loader that has loaded `names` from source 'k': a refresh of it keeps them shown. */
async function loadedWith(names: string[]): Promise<DomainLoader> {
  const loader = new DomainLoader();
  const first = controlled();
  const loaded = loader.load('k', first.request);
  first.resolve(list(names));
  await loaded;
  return loader;
}

describe('model/tree/domainLoader', () => {
  it('fills entries page by page, then takes the final list with its UTF-8 flags', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const changes: string[] = [];
    loader.onDidChange((change) => changes.push(change));
    const done = loader.load('k', call.request);
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 0 });
    call.page(['a.neo', 'b.neo'], 2);
    call.page(['c.neo'], 3);
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 3 });
    assert.deepEqual(loader.entries.map((e) => e.name), ['a.neo', 'b.neo', 'c.neo']);
    call.resolve(list(['a.neo', 'b.neo', 'c\ufffd.neo'], { invalidUtf8: [2] }));
    await done;
    assert.equal(loader.state.kind, 'loaded');
    assert.deepEqual(loader.entries.map((e) => e.invalidUtf8), [false, false, true]);
    assert.deepEqual(changes, ['state', 'page', 'page', 'state']);
  });

  it('keeps the pages\' entries when the final list is what they held: what was sorted of them stays sorted', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const done = loader.load('k', call.request);
    call.page(['b.neo', 'a.neo'], 2);
    const during = loader.entries;
    call.page(['c.neo'], 3);
    assert.equal(loader.entries, during, 'one array, growing');
    call.resolve(list(['b.neo', 'a.neo', 'c.neo']));
    await done;
    assert.equal(loader.entries, during, 'the same array: the view does not sort 100,000 names again');
    // A list that differs from its pages (a name kept once) is taken as the list says.
    const again = controlled();
    const next = loader.load('other', again.request);
    again.page(['x.neo', 'x.neo'], 2);
    again.resolve(list(['x.neo']));
    await next;
    assert.deepEqual(loader.entries.map((e) => e.name), ['x.neo']);
  });

  it('starts over when the core resets (expired session)', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const done = loader.load('k', call.request);
    call.page(['a.neo', 'b.neo'], 2);
    call.reset();
    assert.equal(loader.entries.length, 0);
    call.page(['a.neo'], 1);
    assert.deepEqual(loader.entries.map((e) => e.name), ['a.neo']);
    call.resolve(list(['a.neo']));
    await done;
  });

  it('a new load cancels the one in flight; the old result is ignored', async () => {
    const loader = new DomainLoader();
    const first = controlled();
    const second = controlled();
    const one = loader.load('k1', first.request);
    const firstSignal = first.signal;
    const two = loader.load('k2', second.request);
    assert.equal(firstSignal?.aborted, true);
    await one;
    second.resolve(list(['x.neo']));
    await two;
    assert.equal(loader.key, 'k2');
    assert.deepEqual(loader.entries.map((e) => e.name), ['x.neo']);
  });

  it('keeps the previous names while refreshing the same source', async () => {
    const loader = await loadedWith(['old.neo']);
    const second = controlled();
    const b = loader.load('k', second.request);
    second.page(['new.neo'], 1);
    assert.deepEqual(loader.entries.map((e) => e.name), ['old.neo']);
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 1 });
    second.resolve(list(['new.neo']));
    await b;
    assert.deepEqual(loader.entries.map((e) => e.name), ['new.neo']);
  });

  it('restores the previous list when a refresh is cancelled', async () => {
    const loader = await loadedWith(['old.neo']);
    const b = loader.load('k', controlled().request);
    loader.cancel();
    await b;
    assert.equal(loader.state.kind, 'loaded');
    assert.deepEqual(loader.entries.map((e) => e.name), ['old.neo']);
  });

  it('records failures and clears the names', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const done = loader.load('k', call.request);
    call.page(['a.neo'], 1);
    const error = new NnsError('FAULT', 'boom', { exception: 'boom' });
    call.reject(error);
    await done;
    assert.deepEqual(loader.state, { kind: 'failed', error });
    assert.equal(loader.entries.length, 0);
  });

  it('lets callers wait for the next settled load', async () => {
    const loader = new DomainLoader();
    const before = loader.generation;
    let settled = false;
    const waiting = loader.whenSettled(before).then(() => (settled = true));
    const call = controlled();
    const done = loader.load('k', call.request);
    await Promise.resolve();
    assert.equal(settled, false);
    call.resolve(list([]));
    await done;
    await waiting;
    assert.equal(settled, true);
    loader.settle({ kind: 'unconfigured' });
    assert.equal(loader.state.kind, 'unconfigured');
    await loader.whenSettled(before + 1);
  });
});

describe('model/tree/domainLoader: what a view shows while lists load, fail and are cancelled', () => {
  it('a new loader shows nothing and is not loading; "loading" while a load runs; the pages it received', async () => {
    const loader = new DomainLoader();
    assert.deepEqual([loader.state, loader.entries, loader.key, loader.loading, loader.pages, loader.generation], [{ kind: 'idle' }, [], undefined, false, 0, 0]);
    const call = controlled();
    const done = loader.load('k', call.request);
    assert.equal(loader.loading, true);
    call.page(['a.neo'], 1);
    call.page(['b.neo'], 2);
    assert.equal(loader.pages, 2);
    assert.deepEqual(loader.entries, [{ name: 'a.neo', invalidUtf8: false }, { name: 'b.neo', invalidUtf8: false }]);
    call.resolve(list(['a.neo', 'b.neo']));
    await done;
    assert.equal(loader.loading, false);
    assert.equal(loader.pages, 2, 'the last load\'s pages, for the log');
    const again = controlled();
    const next = loader.load('k', again.request);
    assert.equal(loader.pages, 0, 'a new load counts its own pages');
    again.resolve(list([]));
    await next;
  });

  it('a page that starts over (loadedSoFar falls back) replaces what it redoes, never duplicating a name', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const done = loader.load('k', call.request);
    call.page(['a.neo', 'b.neo'], 2);
    call.page(['c.neo', 'd.neo'], 4);
    call.page(['c.neo', 'd.neo'], 4);
    assert.deepEqual(loader.entries.map((e) => e.name), ['a.neo', 'b.neo', 'c.neo', 'd.neo']);
    call.page(['b.neo', 'c.neo'], 3);
    assert.deepEqual(loader.entries.map((e) => e.name), ['a.neo', 'b.neo', 'c.neo']);
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 3 });
    call.resolve(list(['a.neo', 'b.neo', 'c.neo']));
    await done;
  });

  it('pages and a reset of a load that was replaced change nothing', async () => {
    const loader = new DomainLoader();
    const first = controlled();
    const one = loader.load('k1', first.request);
    const second = controlled();
    const two = loader.load('k2', second.request);
    second.page(['new.neo'], 1);
    const changes: string[] = [];
    loader.onDidChange((change) => changes.push(change));
    first.page(['stale.neo'], 1);
    first.reset();
    assert.deepEqual(loader.entries.map((e) => e.name), ['new.neo']);
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 1 });
    assert.deepEqual(changes, []);
    await one;
    loader.cancel();
    assert.equal(second.signal?.aborted, true, 'the replaced load, ending, leaves Cancel to the one in flight');
    await two;
  });

  it('a reset while refreshing the same source keeps the old names shown, its count starting again', async () => {
    const loader = await loadedWith(['old.neo']);
    const second = controlled();
    const b = loader.load('k', second.request);
    second.page(['x.neo', 'y.neo'], 2);
    second.reset();
    assert.deepEqual(loader.state, { kind: 'loading', loaded: 0 });
    assert.deepEqual(loader.entries.map((e) => e.name), ['old.neo']);
    second.resolve(list(['x.neo']));
    await b;
  });

  it('a cancelled first load of a source leaves the view empty and idle; so does a refresh after a failure', async () => {
    const loader = new DomainLoader();
    const call = controlled();
    const done = loader.load('k', call.request);
    call.page(['a.neo'], 1);
    loader.cancel();
    await done;
    assert.deepEqual([loader.state, loader.entries], [{ kind: 'idle' }, []]);

    const failing = controlled();
    const failed = loader.load('k', failing.request);
    failing.reject(new NnsError('TIMEOUT', 'slow'));
    await failed;
    const retry = controlled();
    const retried = loader.load('k', retry.request);
    retry.page(['b.neo'], 1);
    assert.deepEqual(loader.entries.map((e) => e.name), ['b.neo'], 'after a failure the same source fills page by page');
    loader.cancel();
    await retried;
    assert.deepEqual([loader.state, loader.entries], [{ kind: 'idle' }, []]);
  });

  it('a failure other than a cancel, after the caller aborted, is still a cancel', async () => {
    const loader = await loadedWith(['old.neo']);
    let reject: (error: unknown) => void = () => undefined;
    const b = loader.load('k', () => new Promise<DomainList>((_resolve, rej) => { reject = rej; }));
    loader.cancel();
    reject(new NnsError('NETWORK', 'The operation was aborted'));
    await b;
    assert.equal(loader.state.kind, 'loaded');
    assert.deepEqual(loader.entries.map((e) => e.name), ['old.neo']);
  });

  it('a load whose request fails at once still settles; settling cancels the load in flight', async () => {
    const loader = new DomainLoader();
    await loader.load('k', () => Promise.reject(new NnsError('INVALID_INPUT', 'bad url', { field: 'rpcUrl' })));
    assert.equal(loader.state.kind, 'failed');
    const call = controlled();
    const done = loader.load('k', call.request);
    const signal = call.signal;
    loader.settle({ kind: 'idle' });
    assert.equal(signal?.aborted, true, 'settling cancels the load in flight');
    await done;
    assert.deepEqual([loader.state, loader.entries, loader.key], [{ kind: 'idle' }, [], undefined]);
  });

  it('a listener that is disposed hears nothing more; waiters hear only of loads newer than they asked', async () => {
    const loader = new DomainLoader();
    const changes: string[] = [];
    const listening = loader.onDidChange((change) => changes.push(change));
    loader.settle({ kind: 'unconfigured' });
    listening.dispose();
    loader.settle({ kind: 'idle' });
    assert.deepEqual(changes, ['state']);

    const now = loader.generation;
    assert.equal(now, 2);
    let early = false;
    let late = false;
    void loader.whenSettled(now).then(() => (late = true));
    void loader.whenSettled(now + 1).then(() => (early = true));
    loader.settle({ kind: 'idle' });
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual([late, early], [true, false], 'generation 3 settles a wait after 2, not one after 3');
    await loader.whenSettled(now - 1);
  });

  it('loaders sharing a counter number their loads in one sequence', () => {
    const generations = new GenerationCounter();
    const a = new DomainLoader(generations);
    const b = new DomainLoader(generations);
    a.settle({ kind: 'idle' });
    b.settle({ kind: 'idle' });
    a.settle({ kind: 'idle' });
    assert.deepEqual([a.generation, b.generation, generations.current], [3, 2, 3]);
  });
});

describe('model/tree/domainLoader: the names arriving', () => {
  it('are the names shown on a first load, and apart from them while a refresh keeps the old ones shown', async () => {
    const loader = new DomainLoader();
    const first = controlled();
    const a = loader.load('k', first.request);
    first.page(['b.neo', 'a.neo'], 2);
    assert.equal(loader.arriving, loader.entries);
    first.resolve(list(['b.neo', 'a.neo']));
    await a;
    assert.equal(loader.arriving, loader.entries);
    const second = controlled();
    const b = loader.load('k', second.request);
    second.page(['x.neo'], 1);
    const arriving = loader.arriving;
    assert.deepEqual(arriving.map((e) => e.name), ['x.neo']);
    assert.deepEqual(loader.entries.map((e) => e.name), ['b.neo', 'a.neo']);
    second.page(['y.neo'], 2);
    assert.equal(loader.arriving, arriving, 'one array, growing at its end');
    second.reset();
    assert.notEqual(loader.arriving, arriving, 'a reset starts a new array');
    assert.equal(loader.arriving.length, 0);
    second.page(['z.neo'], 1);
    second.resolve(list(['z.neo']));
    await b;
    assert.equal(loader.arriving, loader.entries, 'nothing in flight: the names shown');
  });

  it('are the names shown again once a refresh is cancelled or fails', async () => {
    const loader = await loadedWith(['old.neo']);
    const second = controlled();
    const b = loader.load('k', second.request);
    second.page(['new.neo'], 1);
    loader.cancel();
    await b;
    assert.equal(loader.arriving, loader.entries);
    const third = controlled();
    const c = loader.load('k', third.request);
    third.page(['new.neo'], 1);
    third.reject(new NnsError('NETWORK', 'down'));
    await c;
    assert.equal(loader.arriving, loader.entries);
  });
});
