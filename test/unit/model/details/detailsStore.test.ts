import assert from 'node:assert/strict';
import { NnsError, type DomainDetails } from '../../../../src/core';
import { DetailsStore, type DetailsChange, type DetailsFetch } from '../../../../src/model/details/detailsStore';

/** A fake `getDomainDetails` the test answers call by call. */
function fakeFetch() {
  const calls: Array<{ names: readonly string[]; signal: AbortSignal; answer: (batch: DomainDetails[]) => void; finish: () => void; fail: (error: unknown) => void }> = [];
  const fetch: DetailsFetch = (names, { signal, onDetails }) =>
    new Promise((resolve, reject) => {
      const answered: DomainDetails[] = [];
      signal.addEventListener('abort', () => reject(new NnsError('CANCELLED', 'cancelled')));
      calls.push({
        names, signal,
        answer: (batch) => {
          answered.push(...batch);
          onDetails(batch);
        },
        finish: () => resolve(answered),
        fail: reject,
      });
    });
  return { fetch, calls };
}
const active = (name: string): DomainDetails => ({ name, state: 'active', expiration: 1 });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('model/details/detailsStore', () => {
  it('keeps the chain\'s clock: this machine\'s clock moved by the offset the last details with the chain\'s time showed', async () => {
    // One clock for the offset and for now: the chain an hour ahead stays an hour ahead, exactly.
    let machine = 1_000_000;
    const store = new DetailsStore(() => machine);
    const { fetch, calls } = fakeFetch();
    assert.equal(store.now(), 1_000_000, 'this machine\'s clock until the chain\'s time is known');
    const done = store.request('node', ['a', 'b'], 'view', fetch);
    calls[0]?.answer([{ ...active('a'), chainTime: 1_000_000 + 3_600_000 }, active('b')]);
    calls[0]?.finish();
    await done;
    assert.equal(store.now(), 1_000_000 + 3_600_000);
    machine += 60_000;
    assert.equal(store.now(), 1_060_000 + 3_600_000, 'the chain\'s clock runs with this machine\'s');
    store.clear();
    assert.equal(store.now(), 1_060_000, 'another node: its own clock, not this one\'s');
  });

  it('asks once per name, batch by batch, and tells which names changed', async () => {
    const store = new DetailsStore();
    const { fetch, calls } = fakeFetch();
    const changes: DetailsChange[] = [];
    store.onDidChange((change) => changes.push(change));
    const done = store.request('node', ['a', 'b', 'a', 'c'], 'view', fetch);
    assert.deepEqual(calls[0]?.names, ['a', 'b', 'c']);
    assert.equal(store.pendingCount, 3);
    // Asked again while loading: no second request.
    const again = store.request('node', ['b', 'c'], 'other', fetch);
    assert.equal(calls.length, 1);
    calls[0]?.answer([active('a'), { name: 'b', state: 'expired' }]);
    assert.deepEqual(changes, [['a', 'b']]);
    assert.equal(store.get('b')?.state, 'expired');
    calls[0]?.answer([{ name: 'c', state: 'error', error: new NnsError('FAULT', 'no') }]);
    calls[0]?.finish();
    await Promise.all([done, again]);
    assert.equal(store.get('c')?.state, 'error');
    assert.equal(store.pendingCount, 0);
    // Known names, errors included, are not asked again; `force` asks anyway.
    await store.request('node', ['a', 'c'], 'view', fetch);
    assert.equal(calls.length, 1);
    void store.request('node', ['c'], 'view', fetch, { force: true });
    assert.deepEqual(calls[1]?.names, ['c']);
    assert.equal(store.get('c')?.state, 'error', 'the old details stay until the new ones arrive');
  });

  it('cancels a load only when no requester wants it any more', async () => {
    const store = new DetailsStore();
    const { fetch, calls } = fakeFetch();
    void store.request('node', ['a', 'b'], 'all', fetch);
    void store.request('node', ['b'], 'owner', fetch);
    store.cancel('all');
    assert.equal(calls[0]?.signal.aborted, false, 'the owner view still wants b');
    store.cancel('owner');
    assert.equal(calls[0]?.signal.aborted, true);
    assert.equal(store.pendingCount, 0);
    // A late answer of the cancelled load is ignored; the names can be asked for again.
    calls[0]?.answer([active('a')]);
    assert.equal(store.get('a'), undefined);
    void store.request('node', ['a'], 'all', fetch);
    assert.deepEqual(calls[1]?.names, ['a']);
  });

  it('forgets everything on clear and on another node, cancelling loads in flight', async () => {
    const store = new DetailsStore();
    const { fetch, calls } = fakeFetch();
    const changes: DetailsChange[] = [];
    store.onDidChange((change) => changes.push(change));
    const first = store.request('node-1', ['a'], 'v', fetch);
    calls[0]?.answer([active('a')]);
    calls[0]?.finish();
    await first;
    void store.request('node-1', ['b'], 'v', fetch);
    void store.request('node-2', ['a'], 'v', fetch);
    assert.equal(calls[1]?.signal.aborted, true);
    assert.equal(store.get('a'), undefined);
    assert.equal(store.sourceKey, 'node-2');
    assert.deepEqual(changes, [['a'], undefined]);
    store.clear();
    assert.equal(calls[2]?.signal.aborted, true);
    assert.equal(store.sourceKey, undefined);
  });

  it('marks every name failed when the whole call fails (invalid settings), and resolves', async () => {
    const store = new DetailsStore();
    const { fetch, calls } = fakeFetch();
    const done = store.request('node', ['a', 'b'], 'v', fetch);
    calls[0]?.answer([active('a')]);
    calls[0]?.fail(new NnsError('INVALID_INPUT', 'bad url', { field: 'rpcUrl' }));
    await done;
    assert.equal(store.get('a')?.state, 'active');
    assert.equal(store.get('b')?.state, 'error');
    assert.equal(store.get('b')?.error?.code, 'INVALID_INPUT');
    await tick();
    assert.equal(store.pendingCount, 0);
  });
});
