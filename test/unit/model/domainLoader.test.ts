import assert from 'node:assert/strict';
import { NnsError, type DomainList, type ListOptions } from '../../../src/core';
import { DomainLoader, type ListRequest } from '../../../src/model/domainLoader';

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

describe('model/domainLoader', () => {
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
    const loader = new DomainLoader();
    const first = controlled();
    const a = loader.load('k', first.request);
    first.resolve(list(['old.neo']));
    await a;
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
    const loader = new DomainLoader();
    const first = controlled();
    const a = loader.load('k', first.request);
    first.resolve(list(['old.neo']));
    await a;
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
