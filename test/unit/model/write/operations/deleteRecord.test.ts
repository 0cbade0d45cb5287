import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { deleteRecordSpec } from '../../../../../src/model/write/operations/deleteRecord';
import { ALICE, API, callOf, operationDetail, planOf, problemOf } from '../fixtures';

const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/operations/deleteRecord', () => {
  it('deleteRecord(name, type), or NeoFS\'s deleteRecords; the owner or the admin signs; the name the records belong to reloads', () => {
    const plan = planOf(deleteRecordSpec, { kind: 'deleteRecord', name: 'www.alice.neo', type: 'TXT' }, API.csharp);
    assert.deepEqual(callOf(plan), ['deleteRecord', ['www.alice.neo', 16n], false]);
    assert.deepEqual(plan.signers, [{ role: 'ownerOrAdmin' }]);
    assert.deepEqual(plan.reload, { names: ['alice.neo'], owners: [], allDomains: false, roots: false });
    assert.deepEqual(callOf(planOf(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'AAAA' }, API.neoFs)), ['deleteRecords', ['alice.neo', 28n], false]);
    assert.match(problemOf(deleteRecordSpec, { kind: 'deleteRecord', name: 'Alice.neo', type: 'A' }, API.neoGo), /./, 'a name the contract refuses');
    assert.match(problemOf(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'A' }, { ...API.neoGo, deleteRecord: { unsupported: 'absent', methods: ['deleteRecord', 'deleteRecords'] } }),
      /has none of the methods deleteRecord, deleteRecords/);
  });

  it('words: its title, its lines, NeoFS\'s every record of the type, a missing witness', () => {
    assert.equal(deleteRecordSpec.title({ kind: 'deleteRecord', name: 'alice.neo', type: 'TXT' }, l10n), 'Delete the TXT record of alice.neo');
    assert.deepEqual(operationDetail(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'CNAME' }, [ALICE], API.neoFs), [
      'Call: deleteRecords(name: "alice.neo", typ: 5)', 'Name: "alice.neo"', 'Record: CNAME (type 5)', 'This contract deletes every CNAME record of the name.', SIGNER,
    ]);
    assert.deepEqual(operationDetail(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'A' }, [ALICE]), [
      'Call: deleteRecord(name: "alice.neo", type: 1)', 'Name: "alice.neo"', 'Record: A (type 1)', SIGNER,
    ]);
    // The values deleted, exactly, as the name has them now; beyond five, counted.
    assert.deepEqual(operationDetail(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'TXT', values: ['hello\tworld', 'b'] }, [ALICE]), [
      'Call: deleteRecord(name: "alice.neo", type: 16)', 'Name: "alice.neo"', 'Record: TXT (type 16)', 'Deleted: "hello\\tworld"', 'Deleted: "b"', SIGNER,
    ]);
    const many = operationDetail(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'A', values: ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6', '1.1.1.7'] }, [ALICE]);
    assert.deepEqual(many.filter((line) => line.startsWith('Deleted')).slice(4), ['Deleted: "1.1.1.5"', 'Deleted: 2 more A records']);
    const five = operationDetail(deleteRecordSpec, { kind: 'deleteRecord', name: 'alice.neo', type: 'A', values: ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5'] }, [ALICE]);
    assert.deepEqual(five.filter((line) => line.startsWith('Deleted')).slice(3), ['Deleted: "1.1.1.4"', 'Deleted: "1.1.1.5"'], 'five: each shown, none counted');
    const operation = { kind: 'deleteRecord', name: 'a.neo', type: 'A' } as const;
    assert.equal(deleteRecordSpec.fix?.(operation, 'notWitnessed', l10n), 'Sign with the account that owns the name, or with its admin.');
    assert.equal(deleteRecordSpec.fix?.(operation, 'answeredFalse', l10n), undefined);
  });
});
