// What the workspace remembers of the transactions saved for signing elsewhere: newest first, one per
// hash, at most MAX_SAVED for SAVED_FOR_MS; a record that does not read (a state written by another
// version, or by hand) is left out, never trusted.
import assert from 'node:assert/strict';
import { StateKeys } from '../../../../../src/model/ids';
import { MAX_SAVED, SAVED_FOR_MS, SavedTransactions, type SavedTransaction, type StateLike } from '../../../../../src/model/write/run/savedTransactions';

class State implements StateLike {
  readonly values = new Map<string, unknown>();
  updates = 0;
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
    this.updates += 1;
    return Promise.resolve();
  }
}

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const record = (n: number, savedAt = 1_000_000): SavedTransaction => ({
  hash: hashOf(n), network: 860833102, data: 'AA==', validUntilBlock: 100 + n, rpcUrl: 'http://node.example/', contractHash: `0x${'ab'.repeat(20)}`,
  title: `Register n${n}.neo`, message: 'Register?', detail: 'Operation: register', file: `register-n${n}.neo.context.json`, savedAt,
  reload: { names: [`n${n}.neo`], owners: [], allDomains: true, roots: false },
});

describe('model/write/run/savedTransactions', () => {
  let now = 1_000_000;
  const make = (state = new State()) => ({ state, saved: new SavedTransactions(state, () => now) });
  beforeEach(() => {
    now = 1_000_000;
  });

  it('remembers each saved transaction by its hash, newest first, saved again: once; finds it whatever the case; forgets it', async () => {
    const { saved } = make();
    await saved.remember(record(1));
    await saved.remember(record(2));
    await saved.remember({ ...record(1), title: 'again' });
    assert.deepEqual(saved.list().map((each) => each.title), ['again', 'Register n2.neo']);
    assert.equal(saved.find(hashOf(2).toUpperCase().replace('0X', '0x'))?.file, 'register-n2.neo.context.json');
    await saved.forget(hashOf(1));
    assert.deepEqual(saved.list().map((each) => each.hash), [hashOf(2)]);
    assert.equal(saved.find(hashOf(1)), undefined);
  });

  it('keeps at most MAX_SAVED, for SAVED_FOR_MS', async () => {
    const { saved } = make();
    for (let n = 0; n < MAX_SAVED + 3; n++) await saved.remember(record(n));
    assert.equal(saved.list().length, MAX_SAVED);
    assert.equal(saved.find(hashOf(0)), undefined, 'the oldest forgotten');
    now += SAVED_FOR_MS + 1;
    assert.deepEqual(saved.list(), []);
  });

  it('leaves out what does not read: not a list, a bad hash, a field missing or too long, a key it does not know of is dropped', async () => {
    const { state, saved } = make();
    state.values.set(StateKeys.savedTransactions, 'nonsense');
    assert.deepEqual(saved.list(), []);
    state.values.set(StateKeys.savedTransactions, [
      { ...record(1), hash: 'not a hash' }, { ...record(2), data: undefined }, { ...record(3), title: 'x'.repeat(2001) }, { ...record(4), privateKey: 'ab' }, record(5),
    ]);
    assert.deepEqual(saved.list().map((each) => each.hash), [hashOf(4), hashOf(5)]);
    assert.equal('privateKey' in saved.list()[0]!, false, 'only the fields it knows are kept');
  });

  it('keeps a transaction for a week to the millisecond, and reads back every field as it was saved', async () => {
    const week = 7 * 24 * 3600 * 1000;
    const { saved } = make();
    await saved.remember({ ...record(1), setUpContract: `0x${'cd'.repeat(20)}` });
    now += week;
    assert.deepEqual(saved.list(), [{ ...record(1), setUpContract: `0x${'cd'.repeat(20)}` }]);
    now += 1;
    assert.deepEqual(saved.list(), []);
  });

  it('never lets the state grow beyond MAX_SAVED records', async () => {
    const { state, saved } = make();
    for (let n = 0; n < MAX_SAVED + 3; n++) await saved.remember(record(n));
    const stored = state.values.get(StateKeys.savedTransactions);
    assert.ok(Array.isArray(stored));
    assert.equal(stored.length, MAX_SAVED);
    assert.equal((stored[0] as SavedTransaction).hash, hashOf(MAX_SAVED + 2), 'the newest first');
    // A state that holds more (written by hand, or by another version) is read as its newest MAX_SAVED.
    state.values.set(StateKeys.savedTransactions, Array.from({ length: MAX_SAVED + 3 }, (_, n) => record(n)));
    assert.deepEqual(saved.list().map((each) => each.hash), Array.from({ length: MAX_SAVED }, (_, n) => hashOf(n)));
  });

  it('leaves out a hash with anything before or after its digits, and a record whose refresh plan does not read', () => {
    const { state, saved } = make();
    state.values.set(StateKeys.savedTransactions, [
      { ...record(1), hash: `x${hashOf(1)}` }, { ...record(2), hash: `${hashOf(2)}0` }, { ...record(3), reload: { names: 'n3.neo' } }, record(4),
    ]);
    assert.deepEqual(saved.list().map((each) => each.hash), [hashOf(4)]);
  });

  it('writes nothing when asked to forget a transaction it does not remember', async () => {
    const { state, saved } = make();
    await saved.remember(record(1));
    await saved.remember(record(2));
    const before = state.updates;
    await saved.forget(hashOf(3));
    assert.equal(state.updates, before);
    await saved.forget(hashOf(2));
    assert.equal(state.updates, before + 1);
    assert.deepEqual(saved.list().map((each) => each.hash), [hashOf(1)]);
  });
});
