import assert from 'node:assert/strict';
import type { ApplyOutcome } from '../../../../src/model/namesFile/applyBatches';
import {
  applyNotice, applyTitle, batchTitle, changeTitle, conflictsLeftText, failingChangeText, fileErrorsText, nothingToApplyText,
} from '../../../../src/model/namesFile/applyText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { batchOf, registerChange, setRecordChange } from './namesFileFixtures';

const ALICE = { address: 'NUnEVtga4FSuiaRsWaU6FTrzv5r9NMMEuV', scriptHash: '0x' + '11'.repeat(20) } as SigningAccount;
const reload = { names: [], owners: [], allDomains: false, roots: false };
const fees = { systemFee: 1n, networkFee: 1n };

describe('model/namesFile/applyText', () => {
  it('titles a transaction, its place among several, on one line', () => {
    assert.equal(batchTitle('a.nns.json', 1, 1, 1, l10n), 'Apply a.nns.json: 1 change');
    assert.equal(batchTitle('a.nns.json', 3, 2, 4, l10n), 'Apply a.nns.json: 3 changes (transaction 2 of 4)');
    assert.equal(batchTitle('a\nb.nns.json', 2, 1, 1, l10n), 'Apply a b.nns.json: 2 changes');
    assert.equal(applyTitle('a.nns.json', l10n), 'Applying a.nns.json');
  });

  it('names a change by its first operation, and the one that fails', () => {
    assert.match(changeTitle(registerChange('alice.neo', ALICE), l10n), /^Register alice\.neo for N\w+…\w+$/);
    assert.equal(changeTitle({ ...setRecordChange('alice.neo', 'A', '1.2.3.4', ALICE), operations: [] }, l10n), 'alice.neo');
    assert.equal(failingChangeText('Set A of x.neo', 'refused.', l10n), 'Set A of x.neo fails: refused.');
  });

  it('says how an apply ended: all in blocks, declined first (status bar) or later, failed first or later', () => {
    const batch = batchOf([registerChange('alice.neo', ALICE), setRecordChange('alice.neo', 'A', '1.2.3.4', ALICE)]);
    const done = { batch, hash: '0x1', fees, reported: 'the node reports the transaction 0x1 in block 7' };
    const outcome = (end: ApplyOutcome['end'], count: number): ApplyOutcome => ({ done: Array.from({ length: count }, () => done), end, reload, transactions: 2 });
    assert.deepEqual(applyNotice(outcome({ kind: 'done' }, 1), 'a.nns.json', l10n), {
      kind: 'information', text: 'a.nns.json is applied: 1 transaction is in a block (2 changes). Last: the node reports the transaction 0x1 in block 7.',
    });
    assert.deepEqual(applyNotice(outcome({ kind: 'done' }, 2), 'a.nns.json', l10n).kind, 'information');
    assert.match((applyNotice(outcome({ kind: 'done' }, 2), 'a.nns.json', l10n) as { text: string }).text, /2 transactions are in blocks \(4 changes\)/);
    assert.deepEqual(applyNotice(outcome({ kind: 'declined', batch }, 0), 'a.nns.json', l10n), { kind: 'none', status: 'a.nns.json: not signed, nothing was sent.' });
    assert.deepEqual(applyNotice(outcome({ kind: 'declined', batch }, 1), 'a.nns.json', l10n), {
      kind: 'warning', text: 'a.nns.json: 1 transaction is in a block (2 changes); the next was not signed. Plan Names File shows what is left.',
    });
    const refusal = { message: 'The contract refused register.', fix: 'Choose another name.', spent: false };
    assert.deepEqual(applyNotice(outcome({ kind: 'failed', batch, stage: 'prepare', refusal }, 0), 'a.nns.json', l10n), {
      kind: 'error', text: 'a.nns.json: The contract refused register. Choose another name.',
    });
    assert.deepEqual(applyNotice(outcome({ kind: 'failed', batch, stage: 'send', refusal: { ...refusal, fix: '' } }, 1), 'a.nns.json', l10n), {
      kind: 'error', text: 'a.nns.json: 1 transaction is in a block (2 changes); then: The contract refused register. Plan Names File shows what is left.',
    });
  });

  it('says why nothing was applied, and what was left alone', () => {
    assert.equal(nothingToApplyText('a.nns.json', 0, l10n), 'a.nns.json: nothing to change, the chain is as the file says.');
    assert.equal(nothingToApplyText('a.nns.json', 1, l10n), 'a.nns.json: nothing to change; 1 conflict is left alone (Plan Names File lists it).');
    assert.equal(nothingToApplyText('a.nns.json', 3, l10n), 'a.nns.json: nothing to change; 3 conflicts are left alone (Plan Names File lists them).');
    assert.equal(fileErrorsText('a.nns.json', 1, l10n), 'a.nns.json has 1 error: fix it, then apply (the Problems view shows it).');
    assert.equal(fileErrorsText('a.nns.json', 2, l10n), 'a.nns.json has 2 errors: fix them, then apply (the Problems view shows them).');
    assert.equal(conflictsLeftText(0, l10n), '');
    assert.equal(conflictsLeftText(1, l10n), '1 conflict was left alone.');
    assert.equal(conflictsLeftText(2, l10n), '2 conflicts were left alone.');
  });
});
