import assert from 'node:assert/strict';
import { invalidPlanText, planDocumentText, planFailedText, type PlanDocumentInput } from '../../../../src/model/namesFile/planDocument';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { fakeModel, planOf, registerChange } from './namesFileFixtures';

const ALICE = { address: 'NUnEVtga4FSuiaRsWaU6FTrzv5r9NMMEuV', scriptHash: '0x' + '11'.repeat(20) } as SigningAccount;
const { planText } = fakeModel();

describe('model/namesFile/planDocument', () => {
  const input: PlanDocumentInput = {
    file: 'app/mydapp.nns.json',
    node: { rpcUrl: 'http://user:secret@localhost:10332/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' },
    api: { name: 'NameService', hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de', family: 'neoGoExample' },
    readAt: Date.UTC(2026, 0, 1, 12, 0),
    plan: planOf([registerChange('alice.neo', ALICE)]),
  };

  it('heads the model\'s plan with the file, the node (its credentials hidden), the contract and when it was read', () => {
    const text = planDocumentText(input, planText, l10n);
    const [title, from, blank, body] = text.split('\n');
    assert.equal(title, 'Plan of app/mydapp.nns.json');
    assert.equal(from, 'Node http://localhost:10332/ · contract NameService 0x50ac1c37690cc2cfc594472833cf57505d5f46de (neo-go\'s NNS example (nft-nd-nns)) · read 2026-01-01 12:00:00 UTC');
    assert.ok(!text.includes('secret'));
    assert.equal(blank, '');
    assert.equal(body, 'alice.neo: register');
    assert.ok(text.endsWith('no cost\n'));
  });

  it('says how many transactions Apply sends, what the cost leaves out, and why this window cannot apply', () => {
    const text = planDocumentText({ ...input, costs: { systemFee: 3n, networkFee: 1n, transactions: 1 }, transactions: 3, untested: 2, cannotApply: 'Managing names needs VS Code desktop.' }, planText, l10n);
    assert.match(text, /cost 4\n\nApply sends 3 transactions, one after the other\.\nThe cost of 2 of them is not counted: they act on what an earlier one does, and can be tested only once it is in a block\.\nManaging names needs VS Code desktop\.\n$/);
    const failed = planDocumentText({ ...input, transactions: 1, untested: 1, costFailure: 'The contract refused register.' }, planText, l10n);
    assert.match(failed, /Apply sends 1 transaction\.\nThe cost of 1 of them is not counted: their test failed \(The contract refused register\.\)\.\n$/);
    const nothing = planDocumentText({ ...input, plan: planOf([]), transactions: 0, cannotApply: 'no' }, planText, l10n);
    assert.ok(!nothing.includes('Apply sends') && !nothing.includes('no\n'), 'nothing to apply: no note');
  });

  it('lists the file\'s errors at their lines and columns, warnings left out', () => {
    const text = invalidPlanText('a.nns.json', [
      { offset: 0, length: 1, severity: 'error', message: 'bad\nname', line: 2, character: 4 },
      { offset: 0, length: 1, severity: 'warning', message: 'nobody signs', line: 3, character: 0 },
    ], l10n);
    assert.equal(text, 'Plan of a.nns.json\n\nThe file has 1 error: fix it, then plan again.\n  line 3, column 5: bad name\n');
    assert.match(invalidPlanText('a.nns.json', [
      { offset: 0, length: 1, severity: 'error', message: 'x', line: 0, character: 0 }, { offset: 0, length: 1, severity: 'error', message: 'y', line: 0, character: 1 },
    ], l10n), /The file has 2 errors: fix them, then plan again\./);
  });

  it('says why there is no plan', () => {
    assert.equal(planFailedText('a.nns.json', 'Node unreachable.', l10n), 'Plan of a.nns.json\n\nThe plan could not be made: Node unreachable.\n');
  });
});
