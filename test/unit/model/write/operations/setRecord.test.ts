import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { RECORD_TYPE_ORDER } from '../../../../../src/model/write/contracts/recordValues';
import { recordTypeDescription, setRecordSpec } from '../../../../../src/model/write/operations/setRecord';
import { ALICE, API, callOf, operationDetail, planOf, problemOf } from '../fixtures';

const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/operations/setRecord', () => {
  it('(name, type, data); by id or added on NeoFS\'s; the value checked as the family checks it; subdomains', () => {
    assert.deepEqual(callOf(planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'A', value: '93.184.216.34' }, API.csharp)), ['setRecord', ['alice.neo', 1n, '93.184.216.34'], false]);
    const sub = planOf(setRecordSpec, { kind: 'setRecord', name: 'www.alice.neo', type: 'CNAME', value: 'alice.neo' }, API.neoGo);
    assert.deepEqual(callOf(sub), ['setRecord', ['www.alice.neo', 5n, 'alice.neo'], false]);
    assert.deepEqual(sub.signers, [{ role: 'ownerOrAdmin' }]);
    assert.deepEqual(sub.reload, { names: ['alice.neo'], owners: [], allDomains: false, roots: false });
    assert.deepEqual(callOf(planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi' }, API.neoFs)), ['addRecord', ['alice.neo', 16n, 'hi'], false]);
    assert.deepEqual(callOf(planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi', id: 0 }, API.neoFs)), ['setRecord', ['alice.neo', 16n, 0n, 'hi'], false]);
    assert.deepEqual(callOf(planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi', id: 255 }, API.neoFs)), ['setRecord', ['alice.neo', 16n, 255n, 'hi'], false]);
    for (const id of [-1, 256, 1.5]) assert.equal(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi', id }, API.neoFs), 'A record id is 0 to 255.');
    assert.match(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'A', value: '100.64.0.1' }, API.csharp), /reserved range/);
    assert.deepEqual(callOf(planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'A', value: '100.64.0.1' }, API.neoGo)), ['setRecord', ['alice.neo', 1n, '100.64.0.1'], false]);
    assert.match(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'AAAA', value: '::1' }, API.neoGo), /global unicast/);
    assert.match(problemOf(setRecordSpec, { kind: 'setRecord', name: 'Alice.neo', type: 'TXT', value: 'hi' }, API.csharp), /./, 'a name the contract refuses');
  });

  it('says what the contract lacks: setRecord, or which of NeoFS\'s two methods', () => {
    assert.equal(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi' }, { ...API.neoGo, setRecord: { unsupported: 'absent', methods: ['setRecord', 'addRecord'] } }),
      'NameService has none of the methods setRecord, addRecord: this operation cannot be done on it.');
    const byId = API.neoFs.setRecord;
    assert.ok(!('unsupported' in byId) && byId.byId);
    assert.equal(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi', id: 1 }, { ...API.neoFs, setRecord: { byId: true, add: byId.add! } }),
      'NameService has no setRecord method: this operation cannot be done on it.');
    assert.equal(problemOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi' }, { ...API.neoFs, setRecord: { byId: true, set: byId.set! } }),
      'NameService has no addRecord method: this operation cannot be done on it.');
  });

  it('words: its title, its lines, what NeoFS\'s contract does with it, a missing witness', () => {
    assert.equal(setRecordSpec.title({ kind: 'setRecord', name: 'alice.neo', type: 'A', value: '1.1.1.1' }, l10n), 'Set the A record of alice.neo');
    assert.deepEqual(operationDetail(setRecordSpec, { kind: 'setRecord', name: 'www.alice.neo', type: 'AAAA', value: '2a00:1450:4001:81a::200e' }, [ALICE]), [
      'Call: setRecord(name: "www.alice.neo", type: 28, data: "2a00:1450:4001:81a::200e")', 'Name: "www.alice.neo"', 'Record: AAAA (type 28)', 'Value: "2a00:1450:4001:81a::200e"', SIGNER,
    ]);
    assert.deepEqual(operationDetail(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hello' }, [ALICE], API.neoFs), [
      'Call: addRecord(name: "alice.neo", typ: 16, data: "hello")', 'Name: "alice.neo"', 'Record: TXT (type 16)', 'Value: "hello"',
      'This contract keeps several records of a type: this adds one.', SIGNER,
    ]);
    assert.deepEqual(operationDetail(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hello', id: 3 }, [ALICE], API.neoFs), [
      'Call: setRecord(name: "alice.neo", typ: 16, id: 3, data: "hello")', 'Name: "alice.neo"', 'Record: TXT (type 16)', 'Value: "hello"', 'Record id: 3', SIGNER,
    ]);
    const operation = { kind: 'setRecord', name: 'a.neo', type: 'A', value: '1.1.1.1' } as const;
    assert.equal(setRecordSpec.fix?.(operation, 'notWitnessed', l10n), 'Sign with the account that owns the name, or with its admin.');
    assert.equal(setRecordSpec.fix?.(operation, 'answeredFalse', l10n), undefined);
  });

  it('words what each type holds, in the pick\'s order', () => {
    assert.deepEqual(RECORD_TYPE_ORDER.map((type) => recordTypeDescription(type, l10n)), [
      'an IPv4 address, e.g. 93.184.216.34', 'an IPv6 address, e.g. 2a00:1450:4001:81a::200e', 'text up to 255 bytes, e.g. address=N… (NEP-18)', 'another name this one stands for, e.g. www.example.neo',
    ]);
  });
});
