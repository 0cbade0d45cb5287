import assert from 'node:assert/strict';
import { NnsError } from '../../../../src/core';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { planNames } from '../../../../src/model/namesFile/plan';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { YEAR_MS } from '../../../../src/model/write/operations/renew';
import { ALICE, API, BOB, CAROL, DAY, free, GAS, held, JAN_2026, stateOf, STRANGER, WORKSPACE } from './fixtures';
import { changesOf, conflictsOf, planOf } from './planTestSupport';

describe('model/namesFile/plan: planNames', () => {
  it('registers a free name for its owner with its price, its records and admin in the same signers\' order', () => {
    const plan = planOf({ 'new.neo': { owner: ALICE.address, admin: BOB.address, records: { A: '93.184.216.34', TXT: 'hello', AAAA: null } } }, stateOf(free('new.neo')));
    assert.deepEqual(changesOf(plan), {
      'new.neo': [
        ['register', { owner: ALICE.address, wasExpired: false, price: 2n * GAS }, ['Alice'], ['register']],
        ['setAdmin', { old: null, admin: BOB.address }, ['Alice', 'Bob'], ['setAdmin']],
        ['setRecord', { type: 'A', old: [], values: ['93.184.216.34'] }, ['Alice'], ['setRecord']],
        ['setRecord', { type: 'TXT', old: [], values: ['hello'] }, ['Alice'], ['setRecord']],
      ],
    });
    assert.equal(plan.changeCount, 4);
    assert.deepEqual(plan.names[0]!.changes[0]!.needs, [{ role: 'owner', account: ALICE.scriptHash }]);
    assert.deepEqual(plan.names[0]!.changes[1]!.needs, [{ role: 'owner' }, { role: 'newAdmin', account: BOB.scriptHash }]);
    assert.deepEqual(plan.names[0]!.changes[0]!.operations[0]!.plan.call.args.map((arg) => arg.value), ['new.neo', ALICE.scriptHash]);
  });

  it('an expired name is registered again, with a note; its price read or not', () => {
    const plan = planOf({ 'old.neo': { owner: BOB.address } }, stateOf({ name: 'old.neo', state: 'expired', owner: STRANGER, expiration: JAN_2026 - 5 * DAY }));
    assert.deepEqual(changesOf(plan), { 'old.neo': [['register', { owner: BOB.address, wasExpired: true }, ['Bob'], ['register']]] });
    assert.deepEqual(plan.names[0]!.notes, ['old.neo expired on 2025-12-27: it is registered again, for a year.']);
  });

  it('a name held by another workspace account: a transfer (which removes the admin), then the new owner\'s changes', () => {
    const state = stateOf(held('moving.neo', ALICE, { TXT: ['old'] }, { admin: CAROL }));
    const plan = planOf({ 'moving.neo': { owner: BOB.address, records: { TXT: 'new' } } }, state);
    assert.deepEqual(changesOf(plan), {
      'moving.neo': [
        ['transfer', { from: ALICE.address, to: BOB.address }, ['Alice'], ['transfer']],
        ['setRecord', { type: 'TXT', old: ['old'], values: ['new'] }, ['Bob'], ['setRecord']],
      ],
    });
    assert.deepEqual(plan.names[0]!.notes, [`The transfer removes the admin (${CAROL.address}).`]);
    const again = planOf({ 'moving.neo': { owner: BOB.address, admin: CAROL.address } }, state);
    assert.deepEqual(changesOf(again)['moving.neo']!.map(([kind, values, signers]) => [kind, values, signers]), [
      ['transfer', { from: ALICE.address, to: BOB.address }, ['Alice']], ['setAdmin', { old: null, admin: CAROL.address }, ['Bob', 'Carol']],
    ], 'the admin the transfer removed is set again by the new owner');
  });

  it('a transfer to an account outside the workspace runs last, the other changes signed before it by the giver; an admin cannot follow it', () => {
    const state = stateOf(held('gift.neo', ALICE, { TXT: ['old'] }));
    const plan = planOf({ 'gift.neo': { owner: STRANGER.address, admin: null, records: { TXT: 'for you' } } }, state);
    assert.deepEqual(changesOf(plan)['gift.neo']!.map(([kind, , signers]) => [kind, signers]), [['setRecord', ['Alice']], ['transfer', ['Alice']]]);
    assert.deepEqual(conflictsOf(planOf({ 'gift.neo': { owner: STRANGER.address, admin: BOB.address } }, state)), [['gift.neo', 'cannotSign']]);
  });

  it('records: set, replaced (old → new), deleted with null; a type the file leaves out, or already so, is not touched', () => {
    const state = stateOf(held('rec.neo', ALICE, { A: ['93.184.216.34'], TXT: ['same'], AAAA: ['2a00:1450:4001:81a::200e'], CNAME: ['x.neo'] }));
    const plan = planOf({ 'rec.neo': { records: { A: '93.184.216.35', TXT: 'same', AAAA: null, '99': undefined } } }, state);
    assert.deepEqual(changesOf(plan), {
      'rec.neo': [
        ['setRecord', { type: 'A', old: ['93.184.216.34'], values: ['93.184.216.35'] }, ['Alice'], ['setRecord']],
        ['deleteRecord', { type: 'AAAA', old: ['2a00:1450:4001:81a::200e'] }, ['Alice'], ['deleteRecord']],
      ],
    });
    assert.deepEqual(planOf({ 'rec.neo': { records: { CNAME: 'x.neo', TXT: ['same'] } } }, state).unchanged, ['rec.neo']);
  });

  it('NeoFS\'s NNS keeps several records of a type: those there deleted, each value added', () => {
    const state = stateOf(held('multi.neo', ALICE, { TXT: ['a'] }));
    const plan = planOf({ 'multi.neo': { records: { TXT: ['a', 'b'], A: ['93.184.216.34'] } } }, state, { api: API.neoFs });
    assert.deepEqual(changesOf(plan), {
      'multi.neo': [
        ['setRecord', { type: 'TXT', old: ['a'], values: ['a', 'b'] }, ['Alice'], ['deleteRecords', 'addRecord', 'addRecord']],
        ['setRecord', { type: 'A', old: [], values: ['93.184.216.34'] }, ['Alice'], ['addRecord']],
      ],
    });
    assert.deepEqual(plan.names[0]!.notes, ['The TXT records of multi.neo are deleted, then added as the file gives them.']);
    assert.deepEqual(planOf({ 'multi.neo': { records: { TXT: ['b', 'a'] } } }, stateOf(held('multi.neo', ALICE, { TXT: ['a', 'b'] })), { api: API.neoFs }).unchanged, ['multi.neo'], 'the same values in another order');
  });

  it('the admin: set (the new admin signs too), removed with null, left alone when absent', () => {
    const withAdmin = stateOf(held('adm.neo', ALICE, {}, { admin: BOB }));
    assert.deepEqual(changesOf(planOf({ 'adm.neo': { admin: null } }, withAdmin)), { 'adm.neo': [['removeAdmin', { old: BOB.address }, ['Alice'], ['setAdmin']]] });
    assert.deepEqual(changesOf(planOf({ 'adm.neo': { admin: CAROL.scriptHash } }, withAdmin)), { 'adm.neo': [['setAdmin', { old: BOB.address, admin: CAROL.address }, ['Alice', 'Carol'], ['setAdmin']]] });
    assert.deepEqual(changesOf(planOf({ 'adm.neo': { admin: ALICE.address } }, withAdmin)), { 'adm.neo': [['setAdmin', { old: BOB.address, admin: ALICE.address }, ['Alice'], ['setAdmin']]] }, 'the owner as its own admin signs once');
    assert.deepEqual(planOf({ 'adm.neo': {} }, withAdmin).unchanged, ['adm.neo']);
    assert.deepEqual(planOf({ 'adm.neo': { admin: BOB.address } }, withAdmin).unchanged, ['adm.neo']);
    assert.deepEqual(planOf({ 'adm.neo': { admin: null } }, stateOf(held('adm.neo', ALICE))).unchanged, ['adm.neo']);
  });

  it('renewals: within the rule\'s days of the chain\'s time, old → new expiry, the price for the years; a year at a time where the contract takes no years', () => {
    const expiring = (days: number) => stateOf(held('exp.neo', ALICE, {}, { expiration: JAN_2026 + days * DAY }));
    const rule = { 'exp.neo': { renew: { withinDays: 60, years: 2 } } };
    assert.deepEqual(changesOf(planOf(rule, expiring(30))), {
      'exp.neo': [['renew', { years: 2, oldExpiration: JAN_2026 + 30 * DAY, newExpiration: JAN_2026 + 30 * DAY + 2 * YEAR_MS, price: 4n * GAS }, ['Alice'], ['renew']]],
    });
    assert.equal(planOf(rule, expiring(60)).changeCount, 1, 'on the day the window opens');
    assert.deepEqual(planOf(rule, expiring(61)).unchanged, ['exp.neo']);
    const neoGo = planOf(rule, expiring(30), { api: API.neoGo });
    assert.deepEqual(changesOf(neoGo)['exp.neo']![0]![3], ['renew', 'renew'], 'renew(name) twice');
    assert.deepEqual(neoGo.names[0]!.changes[0]!.operations.map((operation) => (operation.data as { expiration?: number }).expiration), [JAN_2026 + 30 * DAY, JAN_2026 + 30 * DAY + YEAR_MS]);
    const capped = stateOf(held('exp.neo', ALICE, {}, { expiration: JAN_2026 + 9 * YEAR_MS + 300 * DAY }));
    assert.deepEqual(conflictsOf(planOf({ 'exp.neo': { renew: { withinDays: 3650, years: 1 } } }, capped)), [['exp.neo', 'contractCannot']], 'beyond ten years ahead');
    const registered = planOf({ 'fresh.neo': { owner: ALICE.address, renew: { withinDays: 400, years: 1 } } }, stateOf(free('fresh.neo')));
    assert.deepEqual(changesOf(registered)['fresh.neo']!.map(([kind, values]) => [kind, kind === 'renew' ? values['oldExpiration'] : undefined]), [['register', undefined], ['renew', JAN_2026 + YEAR_MS]], 'a name registered now expires in a year');
    assert.equal(DAY, DAY_MS);
  });

  it('renewing a name held outside: anyone pays where the contract asks no witness; NeoFS\'s asks the owner or admin', () => {
    const state = stateOf(held('theirs.neo', STRANGER, {}, { expiration: JAN_2026 + 10 * DAY }));
    const rule = { 'theirs.neo': { renew: { withinDays: 60, years: 1 } } };
    assert.deepEqual(changesOf(planOf(rule, state))['theirs.neo']!.map(([kind, , signers]) => [kind, signers]), [['renew', ['Alice']]]);
    assert.deepEqual(conflictsOf(planOf(rule, state, { api: API.neoFs })), [['theirs.neo', 'heldOutside']]);
  });

  it('conflicts: held outside, no owner, cannot sign, no root, not open, the contract cannot, unknown, invalid', () => {
    const state = stateOf(
      held('theirs.neo', STRANGER),
      free('noowner.neo'),
      free('unsignable.neo'),
      free('x.nowhere', { noRoot: true }),
      free('ab.neo', { price: -1n }),
      held('two.neo', ALICE),
      { name: 'lost.neo', state: 'unknown', error: new NnsError('NETWORK', 'timeout') },
      held('adminless.neo', ALICE),
    );
    const plan = planOf({
      'theirs.neo': { owner: ALICE.address },
      'noowner.neo': { records: { TXT: 'x' } },
      'unsignable.neo': { owner: STRANGER.address },
      'x.nowhere': { owner: ALICE.address },
      'ab.neo': { owner: ALICE.address },
      'two.neo': { records: { TXT: ['a', 'b'] } },
      'lost.neo': { owner: ALICE.address },
      'adminless.neo': { admin: STRANGER.address },
      'absent.neo': { owner: ALICE.address },
    }, state, { api: { ...API.csharp, family: 'neoFs' } });
    assert.deepEqual(conflictsOf(plan), [
      ['theirs.neo', 'heldOutside'], ['noowner.neo', 'noOwner'], ['unsignable.neo', 'cannotSign'], ['x.nowhere', 'noRoot'], ['ab.neo', 'contractCannot'],
      ['two.neo', 'contractCannot'], ['lost.neo', 'unknown'], ['adminless.neo', 'cannotSign'], ['absent.neo', 'unknown'],
    ]);
    assert.deepEqual(plan.names, []);
    assert.equal(plan.conflicts[0]!.message, `theirs.neo is held by ${STRANGER.address}, an account outside the workspace: nothing is done for it.`);
    assert.match(plan.conflicts[6]!.message, /timeout/);
    assert.deepEqual(conflictsOf(planOf({ 'theirs.neo': { records: { TXT: 'x' } } }, stateOf(held('theirs.neo', STRANGER)))), [['theirs.neo', 'heldOutside']]);
    assert.deepEqual(changesOf(planOf({ 'theirs.neo': { records: { TXT: 'x' } } }, stateOf(held('theirs.neo', STRANGER, {}, { admin: BOB }))))['theirs.neo']!.map(([kind, , signers]) => [kind, signers]),
      [['setRecord', ['Bob']]], 'the admin of a name held outside sets its records');
    assert.deepEqual(conflictsOf(planOf({ 'abc.neo': { owner: ALICE.address } }, stateOf(free('abc.neo')), { api: { ...API.csharp, register: { unsupported: 'absent', methods: ['register'] } } })), [['abc.neo', 'contractCannot']]);
  });

  it('a free name the file asks nothing of is as the file says; invalid entries are conflicts, not plans', () => {
    assert.deepEqual(planOf({ 'idle.neo': { admin: null, records: { A: null } } }, stateOf(free('idle.neo'))).unchanged, ['idle.neo']);
    const { file } = parseNamesFile(`{ "names": { "Bad.neo": {}, "ok.neo": { "owner": "nope" }, "fine.neo": { "renew": { "years": 1 } } } }`, { l10n });
    const plan = planNames(file, stateOf(free('Bad.neo'), free('ok.neo'), held('fine.neo', ALICE)), { api: API.csharp, accounts: WORKSPACE, chainTime: JAN_2026, l10n });
    assert.deepEqual(conflictsOf(plan), [['Bad.neo', 'invalid'], ['ok.neo', 'invalid'], ['fine.neo', 'invalid']]);
  });

  it('sub-names on the C# NameService and neo-go\'s port: records under the parent, signed by its (planned) owner or admin', () => {
    for (const api of [API.csharp, API.neoGo]) {
      const planned = planOf(
        { 'www.mydapp.neo': { records: { CNAME: 'mydapp.neo' } }, 'mydapp.neo': { owner: ALICE.address } },
        stateOf({ name: 'www.mydapp.neo', parent: 'mydapp.neo', state: 'free' }, free('mydapp.neo')), { api },
      );
      assert.deepEqual(changesOf(planned), {
        'www.mydapp.neo': [['setRecord', { type: 'CNAME', old: [], values: ['mydapp.neo'] }, ['Alice'], ['setRecord']]],
        'mydapp.neo': [['register', { owner: ALICE.address, wasExpired: false, price: 2n * GAS }, ['Alice'], ['register']]],
      }, api.family);
      const sub = (over = {}) => held('www.held.neo', ALICE, { CNAME: ['held.neo'] }, { parent: 'held.neo', ...over });
      assert.deepEqual(changesOf(planOf({ 'www.held.neo': { records: { CNAME: 'other.neo', TXT: null } } }, stateOf(sub()), { api })), {
        'www.held.neo': [['setRecord', { type: 'CNAME', old: ['held.neo'], values: ['other.neo'] }, ['Alice'], ['setRecord']]],
      });
      assert.deepEqual(planOf({ 'www.held.neo': { owner: ALICE.address, admin: null, records: { CNAME: 'held.neo' } } }, stateOf(sub()), { api }).unchanged, ['www.held.neo'], 'the parent\'s owner and admin');
      assert.deepEqual(conflictsOf(planOf({ 'www.held.neo': { owner: BOB.address } }, stateOf(sub()), { api })), [['www.held.neo', 'contractCannot']]);
      assert.deepEqual(conflictsOf(planOf({ 'www.held.neo': { renew: { withinDays: 30, years: 1 } } }, stateOf(sub()), { api })), [['www.held.neo', 'contractCannot']]);
      assert.deepEqual(conflictsOf(planOf({ 'www.held.neo': { records: { TXT: 'x' } } }, stateOf(sub({ owner: STRANGER })), { api })), [['www.held.neo', 'heldOutside']]);
      assert.deepEqual(conflictsOf(planOf({ 'www.free.neo': { records: { TXT: 'x' } } }, stateOf({ name: 'www.free.neo', parent: 'free.neo', state: 'free' }), { api })), [['www.free.neo', 'parentNotHeld']]);
    }
  });

  it('sub-names on NeoFS\'s NNS: registered by the holder of the name above (its owner and the new owner sign)', () => {
    const soa = { email: 'ops@mydapp.neo' };
    const state = { ...stateOf(free('www.mydapp.neo', { price: 2n * GAS })), ancestors: [held('mydapp.neo', ALICE)] };
    const plan = planOf({ 'www.mydapp.neo': { owner: BOB.address, records: { A: ['93.184.216.34'] } } }, state, { api: API.neoFs, soa });
    assert.deepEqual(changesOf(plan), {
      'www.mydapp.neo': [
        ['register', { owner: BOB.address, wasExpired: false, price: 2n * GAS }, ['Bob', 'Alice'], ['register']],
        ['setRecord', { type: 'A', old: [], values: ['93.184.216.34'] }, ['Bob'], ['addRecord']],
      ],
    });
    assert.deepEqual(plan.names[0]!.changes[0]!.needs, [{ role: 'owner', account: BOB.scriptHash }, { role: 'ownerOrAdmin' }]);
    const parentPlanned = planOf({ 'a.b.new.neo': { owner: BOB.address }, 'new.neo': { owner: CAROL.address } }, stateOf(free('a.b.new.neo'), free('new.neo')), { api: API.neoFs, soa });
    assert.deepEqual(changesOf(parentPlanned)['a.b.new.neo']![0]![2], ['Bob', 'Carol'], 'the closest name above that will be held');
    assert.deepEqual(conflictsOf(planOf({ 'www.mydapp.neo': { owner: BOB.address } }, { ...state, ancestors: [held('mydapp.neo', STRANGER)] }, { api: API.neoFs, soa })), [['www.mydapp.neo', 'parentNotHeld']]);
    assert.deepEqual(conflictsOf(planOf({ 'www.mydapp.neo': { owner: BOB.address } }, { ...state, ancestors: [free('mydapp.neo')] }, { api: API.neoFs, soa })), [['www.mydapp.neo', 'parentNotHeld']]);
    assert.deepEqual(conflictsOf(planOf({ 'www.mydapp.neo': { owner: BOB.address } }, state, { api: API.neoFs })), [['www.mydapp.neo', 'contractCannot']], 'no e-mail for the SOA record');
    const heldSub = stateOf(held('www.mydapp.neo', BOB, {}, { expiration: JAN_2026 + 5 * DAY }));
    assert.deepEqual(changesOf(planOf({ 'www.mydapp.neo': { renew: { withinDays: 30, years: 1 } } }, heldSub, { api: API.neoFs }))['www.mydapp.neo']!.map(([kind, , signers]) => [kind, signers]), [['renew', ['Bob']]]);
  });

  it('names in the file\'s order; changes counted', () => {
    const plan = planOf({ 'b.neo': { owner: ALICE.address }, 'a.neo': { owner: ALICE.address }, 'same.neo': { owner: ALICE.address } }, stateOf(free('b.neo'), free('a.neo'), held('same.neo', ALICE)));
    assert.deepEqual(plan.names.map((name) => name.name), ['b.neo', 'a.neo']);
    assert.deepEqual(plan.unchanged, ['same.neo']);
    assert.equal(plan.changeCount, 2);
  });
});
