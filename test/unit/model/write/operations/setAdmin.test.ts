import assert from 'node:assert/strict';
import { parseOwner } from '../../../../../src/core/encoding/address';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { setAdminSpec } from '../../../../../src/model/write/operations/setAdmin';
import { ALICE, API, callOf, operationDetail, OTHER, planOf, problemOf, signingAccount } from '../fixtures';

const ADMIN = parseOwner('NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW');
const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/operations/setAdmin', () => {
  it('the owner signs, and the new admin too; null removes it', () => {
    const set = planOf(setAdminSpec, { kind: 'setAdmin', name: 'alice.neo', admin: OTHER }, API.csharp);
    assert.deepEqual(callOf(set), ['setAdmin', ['alice.neo', OTHER.scriptHash], false]);
    assert.deepEqual(set.signers, [{ role: 'owner' }, { role: 'newAdmin', account: OTHER.scriptHash }]);
    assert.deepEqual(set.reload, { names: ['alice.neo'], owners: [], allDomains: false, roots: false });
    const removed = planOf(setAdminSpec, { kind: 'setAdmin', name: 'alice.neo', admin: null }, API.neoGo);
    assert.deepEqual(callOf(removed), ['setAdmin', ['alice.neo', null], false]);
    assert.deepEqual(removed.signers, [{ role: 'owner' }]);
    assert.match(problemOf(setAdminSpec, { kind: 'setAdmin', name: 'www.alice.neo', admin: null }, API.neoGo), /subdomain/);
  });

  it('says what the contract lacks instead of calling it', () => {
    const api = { ...API.neoGo, setAdmin: { unsupported: 'absent', methods: ['setAdmin'] } } as const;
    assert.equal(problemOf(setAdminSpec, { kind: 'setAdmin', name: 'alice.neo', admin: null }, api), 'NameService has no setAdmin method: this operation cannot be done on it.');
  });

  it('words: its title, its lines (the new admin signs too), a missing witness', () => {
    assert.deepEqual([
      setAdminSpec.title({ kind: 'setAdmin', name: 'alice.neo', admin: OTHER }, l10n), setAdminSpec.title({ kind: 'setAdmin', name: 'alice.neo', admin: null }, l10n),
    ], ['Make NZs2…j7UW the admin of alice.neo', 'Remove the admin of alice.neo']);
    const adminSigner = signingAccount({ address: ADMIN.address, scriptHash: ADMIN.scriptHash, label: '', wallet: 'bob', isDefault: false });
    assert.deepEqual(operationDetail(setAdminSpec, { kind: 'setAdmin', name: 'alice.neo', admin: ADMIN }, [ALICE, adminSigner]), [
      `Call: setAdmin(name: "alice.neo", admin: ${ADMIN.address})`, 'Name: "alice.neo"', `New admin: ${ADMIN.address}`, SIGNER,
      `Signer: ${ADMIN.address} (bob, default.neo-express)`,
    ]);
    assert.deepEqual(operationDetail(setAdminSpec, { kind: 'setAdmin', name: 'alice.neo', admin: null }, [ALICE]), [
      'Call: setAdmin(name: "alice.neo", admin: null)', 'Name: "alice.neo"', 'New admin: none (the admin is removed)', SIGNER,
    ]);
    assert.equal(setAdminSpec.fix?.({ kind: 'setAdmin', name: 'a.neo', admin: OTHER }, 'notWitnessed', l10n), 'Sign with the account that owns the name; the new admin signs too.');
    assert.equal(setAdminSpec.fix?.({ kind: 'setAdmin', name: 'a.neo', admin: null }, 'notWitnessed', l10n), undefined, 'removing the admin: the owner alone, the words every operation shares');
    assert.equal(setAdminSpec.fix?.({ kind: 'setAdmin', name: 'a.neo', admin: OTHER }, 'answeredFalse', l10n), undefined);
  });
});
