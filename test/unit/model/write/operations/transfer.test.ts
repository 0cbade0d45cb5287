import assert from 'node:assert/strict';
import { parseOwner } from '../../../../../src/core/encoding/address';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { transferSpec } from '../../../../../src/model/write/operations/transfer';
import { ALICE, API, callOf, operationDetail, OTHER, planOf, problemOf } from '../fixtures';

const ADMIN = parseOwner('NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW');

describe('model/write/operations/transfer', () => {
  it('NEP-11 transfer(to, name bytes, null), asserted; the receiver\'s list reloads, and the signer\'s once known', () => {
    const transfer = planOf(transferSpec, { kind: 'transfer', name: 'alice.neo', to: OTHER }, API.neoGo);
    assert.deepEqual(callOf(transfer), ['transfer', [OTHER.scriptHash, 'alice.neo', null], true]);
    assert.equal(transfer.call.args[1]?.type, 'ByteArray');
    assert.deepEqual(transfer.signers, [{ role: 'owner' }]);
    assert.deepEqual(transfer.reload, { names: ['alice.neo'], owners: [OTHER.address], allDomains: false, roots: false });
    assert.equal(transfer.reloadsSigner, true);
    assert.match(problemOf(transferSpec, { kind: 'transfer', name: 'alice', to: OTHER }, API.neoGo), /top-level domain/);
    assert.match(problemOf(transferSpec, { kind: 'transfer', name: 'alice.neo', to: OTHER }, { ...API.neoGo, transfer: { unsupported: 'shape', method: 'transfer', signatures: ['transfer(Hash160)'] } }),
      /declares transfer\(Hash160\), which NNS Explorer does not know how to call/);
  });

  it('words: its title, its lines (the admin goes too, where there is one), a false answer', () => {
    assert.equal(transferSpec.title({ kind: 'transfer', name: 'alice.neo', to: { ...OTHER, viaName: 'bob.neo' } }, l10n), 'Transfer alice.neo to bob.neo (NZs2…j7UW)');
    assert.deepEqual(operationDetail(transferSpec, { kind: 'transfer', name: 'alice.neo', to: { ...ADMIN, viaName: 'bob.neo' }, admin: OTHER.address }, [ALICE], API.neoGo), [
      `Call: transfer(to: ${ADMIN.address}, tokenID: "alice.neo", data: null) + ASSERT`, 'Name: "alice.neo"', `New owner: ${ADMIN.address}, resolved from bob.neo`,
      `The transfer also removes the name's admin, ${OTHER.address}.`, 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)',
    ]);
    assert.deepEqual(operationDetail(transferSpec, { kind: 'transfer', name: 'alice.neo', to: ADMIN }, [ALICE], API.neoGo), [
      `Call: transfer(to: ${ADMIN.address}, tokenID: "alice.neo", data: null) + ASSERT`, 'Name: "alice.neo"', `New owner: ${ADMIN.address}`,
      'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)',
    ], 'no admin: none said to be removed, and no note at all');
    assert.match(operationDetail(transferSpec, { kind: 'transfer', name: 'alice.neo', to: { ...ADMIN, label: 'Bob' } }, [ALICE], API.neoGo)[2] ?? '', /^New owner: NZs2\w+ \(Bob\)$/);
    const operation = { kind: 'transfer', name: 'a.neo', to: OTHER } as const;
    assert.equal(transferSpec.fix?.(operation, 'answeredFalse', l10n), 'The contract answered false: the signer is not the name\'s owner. Sign with the account that holds it.');
    assert.equal(transferSpec.fix?.(operation, 'notWitnessed', l10n), undefined);
  });
});
