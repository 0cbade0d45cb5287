import assert from 'node:assert/strict';
import { buildContractCallScript, MAX_SCRIPT_BYTES, MAX_TRANSACTION_SIZE } from '../../../../src/core/write';
import { groupPlan } from '../../../../src/model/namesFile/group';
import { batchConfirmationLines, planText } from '../../../../src/model/namesFile/planText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { ALICE, BOB, CAROL, DAY, free, GAS, held, JAN_2026, stateOf, STRANGER } from './fixtures';
import { planOf } from './planTestSupport';

describe('model/namesFile/planText', () => {
  const state = stateOf(
    free('mydapp.neo'),
    held('moving.neo', ALICE, { TXT: ['old\nline'], A: ['93.184.216.34'] }, { admin: CAROL, expiration: JAN_2026 + 20 * DAY }),
    held('theirs.neo', STRANGER),
    held('same.neo', ALICE),
    { name: 'gone.neo', state: 'expired', owner: STRANGER, expiration: JAN_2026 - 3 * DAY, price: 2n * GAS },
  );
  const plan = planOf({
    'mydapp.neo': { owner: ALICE.address, admin: BOB.address, records: { TXT: 'hello' } },
    'moving.neo': { owner: BOB.address, records: { TXT: 'new', A: null }, renew: { withinDays: 30, years: 2 } },
    'theirs.neo': { owner: ALICE.address },
    'same.neo': {},
    'gone.neo': { owner: ALICE.address },
  }, state);

  it('the document: each name\'s changes (old → new), its notes, the conflicts, the names as the file says, the cost', () => {
    assert.equal(planText(plan, { systemFee: 8n * GAS + 1_234_567n, networkFee: 345_678n, transactions: 2 }, l10n), [
      '8 changes to 3 names · 1 conflict · 1 name as the file says',
      '',
      'mydapp.neo',
      `  + Register mydapp.neo for ${ALICE.address}, for 2 GAS`,
      `  ~ Make ${BOB.address} the admin of mydapp.neo`,
      '  ~ Set the TXT record of mydapp.neo: "hello"',
      '',
      'moving.neo',
      `  ~ Transfer moving.neo from ${ALICE.address} to ${BOB.address}`,
      '  ~ Replace the TXT record of moving.neo: "old\\nline" → "new"',
      '  - Delete the A record of moving.neo: "93.184.216.34"',
      '  ~ Renew moving.neo for 2 years: expires 2026-01-21 → 2028-01-21, for 4 GAS',
      `    Note: The transfer removes the admin (${CAROL.address}).`,
      '',
      'gone.neo',
      `  + Register gone.neo for ${ALICE.address}, for 2 GAS (it had expired)`,
      '    Note: gone.neo expired on 2025-12-29: it is registered again, for a year.',
      '',
      'Conflicts: nothing is done for these names',
      `  ! theirs.neo: theirs.neo is held by ${STRANGER.address}, an account outside the workspace: nothing is done for it.`,
      '',
      'As the file says',
      '  = same.neo',
      '',
      'Cost: 8.01580245 GAS in all (system fees 8.01234567 GAS, network fees 0.00345678 GAS), in 2 transactions.',
      '',
    ].join('\n'));
  });

  it('without the test invocations\' costs: the prices, and that the fees are not known yet; a plan with nothing to change', () => {
    assert.match(planText(plan, undefined, l10n), /\nCost: 8 GAS of prices, plus the fees \(not known yet/);
    assert.equal(planText(planOf({ 'same.neo': {} }, stateOf(held('same.neo', ALICE))), undefined, l10n), 'Nothing to change · 1 name as the file says\n\nAs the file says\n  = same.neo\n');
    assert.equal(planText(planOf({}, stateOf()), undefined, l10n), 'Nothing to change\n');
  });

  it('a transaction\'s confirmation lines: its changes, one a line', () => {
    const batches = groupPlan(plan, { maxScriptBytes: MAX_SCRIPT_BYTES, maxTransactionBytes: MAX_TRANSACTION_SIZE }, { buildContractCallScript });
    assert.deepEqual(batches.map((batch) => batchConfirmationLines(batch, l10n)), [
      [`Register mydapp.neo for ${ALICE.address}, for 2 GAS`, `Make ${BOB.address} the admin of mydapp.neo`, 'Set the TXT record of mydapp.neo: "hello"'],
      [`Transfer moving.neo from ${ALICE.address} to ${BOB.address}`, `Register gone.neo for ${ALICE.address}, for 2 GAS (it had expired)`],
      ['Replace the TXT record of moving.neo: "old\\nline" → "new"', 'Delete the A record of moving.neo: "93.184.216.34"', 'Renew moving.neo for 2 years: expires 2026-01-21 → 2028-01-21, for 4 GAS'],
    ]);
  });
});
