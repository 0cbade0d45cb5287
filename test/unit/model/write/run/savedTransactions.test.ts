// What the workspace remembers of the transactions saved for signing elsewhere: newest first, one per
// hash, at most MAX_SAVED for SAVED_FOR_MS; a record that does not read (a state written by another
// version, or by hand) is left out, never trusted.
import assert from 'node:assert/strict';
import { StateKeys } from '../../../../../src/model/ids';
import { MAX_SAVED, SAVED_FOR_MS, SavedTransactions, type SavedTransaction, type StateLike } from '../../../../../src/model/write/run/savedTransactions';

class State implements StateLike {
  readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
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
});
