import assert from 'node:assert/strict';
import { buildContractCallScript, MAX_SCRIPT_BYTES, MAX_TRANSACTION_SIZE } from '../../../../src/core/write';
import type { BatchLimits, PlannedBatch } from '../../../../src/model/namesFile/api';
import { groupPlan, splitBatch } from '../../../../src/model/namesFile/group';
import { ALICE, API, BOB, free, held, stateOf } from './fixtures';
import { planOf, type FileNames } from './planTestSupport';

const NODE: BatchLimits = { maxScriptBytes: MAX_SCRIPT_BYTES, maxTransactionBytes: MAX_TRANSACTION_SIZE };
const write = { buildContractCallScript };

/** Each batch as [stage, signers, its changes as "name kind"]. */
function shape(batches: readonly PlannedBatch[]): [number, string[], string[]][] {
  return batches.map((batch) => [batch.stage, batch.signers.map((signer) => signer.label), batch.changes.map((change) => `${change.name} ${change.kind}`)]);
}

const scriptBytes = (batch: PlannedBatch) => batch.calls.reduce((sum, call) => sum + buildContractCallScript(call).length, 0);

function twentyNewNames(): { names: FileNames; state: ReturnType<typeof stateOf> } {
  const list = Array.from({ length: 20 }, (_, i) => `app-${String(i).padStart(2, '0')}.neo`);
  return {
    names: Object.fromEntries(list.map((name, i) => [name, { owner: ALICE.address, records: { A: `93.184.216.${i + 10}`, TXT: `app ${String(i).padStart(2, '0')}` } }])),
    state: stateOf(...list.map((name) => free(name))),
  };
}

describe('model/namesFile/group: groupPlan and splitBatch', () => {
  it('one transaction for the changes of the same signers: 20 new names, each registered with its two records', () => {
    const { names, state } = twentyNewNames();
    const batches = groupPlan(planOf(names, state), NODE, write);
    assert.equal(batches.length, 1);
    assert.equal(batches[0]!.changes.length, 60);
    assert.deepEqual(batches[0]!.calls.slice(0, 3).map((call) => call.method), ['register', 'setRecord', 'setRecord']);
    assert.deepEqual(batches[0]!.signers.map((signer) => signer.label), ['Alice']);
    assert.equal(batches[0]!.stage, 0);
  });

  it('splits by the script\'s size, a name\'s changes together; and by the transaction\'s size with its witnesses', () => {
    const { names, state } = twentyNewNames();
    const plan = planOf(names, state);
    const perName = scriptBytes(groupPlan(planOf({ 'app-00.neo': names['app-00.neo'] }, stateOf(free('app-00.neo'))), NODE, write)[0]!);
    const small = groupPlan(plan, { maxScriptBytes: perName * 3 + 10, maxTransactionBytes: NODE.maxTransactionBytes }, write);
    assert.equal(small.length, 7);
    for (const batch of small) {
      assert.ok(scriptBytes(batch) <= perName * 3 + 10);
      assert.equal(batch.changes.length % 3, 0, 'a register and its records together');
      assert.equal(batch.changes[0]!.kind, 'register');
    }
    assert.deepEqual(small.map((batch) => batch.stage), [0, 0, 0, 0, 0, 0, 0], 'independent transactions');
    assert.deepEqual(small.flatMap((batch) => batch.changes), plan.names.flatMap((name) => name.changes), 'every change once, in order');
    const bySize = groupPlan(plan, { maxScriptBytes: NODE.maxScriptBytes, maxTransactionBytes: perName * 3 + 100 }, write);
    assert.equal(bySize.length, 10, `${bySize.length} transactions: the witness counts too`);
  });

  it('signers differ: one transaction per set; a register and its admin (which signs too) together', () => {
    const batches = groupPlan(planOf({
      'a.neo': { owner: ALICE.address, records: { TXT: 'a' } },
      'b.neo': { owner: BOB.address },
      'c.neo': { owner: ALICE.address, admin: BOB.address },
      'd.neo': { owner: ALICE.address },
    }, stateOf(free('a.neo'), free('b.neo'), free('c.neo'), free('d.neo'))), NODE, write);
    assert.deepEqual(shape(batches), [
      [0, ['Alice'], ['a.neo register', 'a.neo setRecord', 'd.neo register']],
      [0, ['Bob'], ['b.neo register']],
      [0, ['Alice', 'Bob'], ['c.neo register', 'c.neo setAdmin']],
    ]);
  });

  it('stages: a transfer before the new owner\'s changes; the giver\'s other changes beside the transfer', () => {
    const batches = groupPlan(planOf({
      'moving.neo': { owner: BOB.address, records: { TXT: 'new' } },
      'stay.neo': { records: { TXT: 'x' } },
    }, stateOf(held('moving.neo', ALICE), held('stay.neo', ALICE))), NODE, write);
    assert.deepEqual(shape(batches), [
      [0, ['Alice'], ['moving.neo transfer', 'stay.neo setRecord']],
      [1, ['Bob'], ['moving.neo setRecord']],
    ]);
  });

  it('a sub-name after its parent\'s register: together where the signers are the same (the parent first), a stage later where not', () => {
    const together = groupPlan(planOf({ 'www.mydapp.neo': { records: { CNAME: 'mydapp.neo' } }, 'mydapp.neo': { owner: ALICE.address } },
      stateOf({ name: 'www.mydapp.neo', parent: 'mydapp.neo', state: 'free' }, free('mydapp.neo'))), NODE, write);
    assert.deepEqual(shape(together), [[0, ['Alice'], ['mydapp.neo register', 'www.mydapp.neo setRecord']]]);
    const minted = groupPlan(planOf({ 'www.mydapp.neo': { owner: BOB.address }, 'mydapp.neo': { owner: ALICE.address } },
      stateOf(free('www.mydapp.neo'), free('mydapp.neo')), { api: API.neoFs, soa: { email: 'a@b.c' } }), NODE, write);
    assert.deepEqual(shape(minted), [[0, ['Alice'], ['mydapp.neo register']], [1, ['Bob', 'Alice'], ['www.mydapp.neo register']]]);
  });

  it('a sub-name split from its parent by the size limit runs a stage later', () => {
    const plan = planOf({ 'mydapp.neo': { owner: ALICE.address }, 'www.mydapp.neo': { records: { CNAME: 'mydapp.neo' } } },
      stateOf(free('mydapp.neo'), { name: 'www.mydapp.neo', parent: 'mydapp.neo', state: 'free' }));
    const one = Math.max(...plan.names.map((name) => scriptBytes({ changes: name.changes, calls: name.changes.flatMap((change) => change.operations.map((operation) => operation.plan.call)), signers: [], stage: 0 })));
    assert.deepEqual(shape(groupPlan(plan, { ...NODE, maxScriptBytes: one }, write)), [
      [0, ['Alice'], ['mydapp.neo register']], [1, ['Alice'], ['www.mydapp.neo setRecord']],
    ]);
  });

  it('a name whose changes do not fit one transaction is cut between its changes, each part after the one before', () => {
    const values = Array.from({ length: 12 }, (_, i) => `value number ${i} `.padEnd(200, 'x'));
    const plan = planOf({ 'big.neo': { records: { TXT: values.slice(0, 6), CNAME: ['big.neo'], A: ['93.184.216.34'] } }, 'other.neo': { records: { TXT: values.slice(6) } } },
      stateOf(held('big.neo', ALICE), held('other.neo', ALICE)), { api: API.neoFs });
    const batches = groupPlan(plan, { ...NODE, maxScriptBytes: 1400 }, write);
    assert.ok(batches.length >= 2);
    assert.ok(batches.every((batch) => scriptBytes(batch) <= 1400 || batch.changes.length === 1));
    const big = batches.filter((batch) => batch.changes.some((change) => change.name === 'big.neo'));
    assert.deepEqual(big.map((batch) => batch.stage), big.map((_, i) => i), 'the parts of big.neo in successive stages');
  });

  it('splitBatch: in two at a name\'s boundary near the middle, the signers each half needs, the same stage; one change is not split', () => {
    const batches = groupPlan(planOf({
      'a.neo': { owner: ALICE.address, records: { TXT: 'a', A: '93.184.216.34' } },
      'b.neo': { owner: ALICE.address },
      'c.neo': { owner: ALICE.address, records: { TXT: 'c' } },
    }, stateOf(free('a.neo'), free('b.neo'), free('c.neo'))), NODE, write);
    assert.equal(batches.length, 1);
    const halves = splitBatch({ ...batches[0]!, stage: 2 })!;
    assert.deepEqual(shape(halves), [[2, ['Alice'], ['a.neo register', 'a.neo setRecord', 'a.neo setRecord']], [2, ['Alice'], ['b.neo register', 'c.neo register', 'c.neo setRecord']]]);
    assert.deepEqual(halves[1].calls.map((call) => call.method), ['register', 'register', 'setRecord']);
    const [admin] = groupPlan(planOf({ 'c.neo': { owner: ALICE.address, admin: BOB.address } }, stateOf(free('c.neo'))), NODE, write);
    assert.deepEqual(shape(splitBatch(admin!)!), [[0, ['Alice'], ['c.neo register']], [0, ['Alice', 'Bob'], ['c.neo setAdmin']]], 'one name\'s changes split between them');
    assert.equal(splitBatch(splitBatch(admin!)![0]), undefined);
  });
});
