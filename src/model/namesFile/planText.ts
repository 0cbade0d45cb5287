// A plan in words: the read-only plan document (the changes name by name, the conflicts, the names
// already as the file says, what the changes cost) and a transaction's changes for its confirmation.
// Plain text; every name and value from the file or the chain passes singleLine or exactValue.
import { formatDate } from '../details/expiry';
import { formatGas } from '../text/gas';
import type { Localizer } from '../text/localizer';
import { exactValue, singleLine } from '../text/untrustedText';
import type { NameChange, NamesPlan, PlanCosts, PlannedBatch } from './api';

/** The longest record value shown whole. */
const MAX_VALUE = 120;

/** The plan document's text. */
export function planText(plan: NamesPlan, costs: PlanCosts | undefined, l10n: Localizer): string {
  const lines: string[] = [summaryLine(plan, l10n)];
  for (const name of plan.names) {
    lines.push('', shown(name.name));
    for (const change of name.changes) lines.push(`  ${MARKS[change.kind]} ${changeText(change, l10n)}`);
    for (const note of name.notes) lines.push(`    ${l10n.t('Note: {0}', note)}`);
  }
  if (plan.conflicts.length > 0) {
    lines.push('', l10n.t('Conflicts: nothing is done for these names'));
    for (const conflict of plan.conflicts) lines.push(`  ! ${shown(conflict.name)}: ${singleLine(conflict.message, 400)}`);
  }
  if (plan.unchanged.length > 0) {
    lines.push('', l10n.t('As the file says'));
    for (const name of plan.unchanged) lines.push(`  = ${shown(name)}`);
  }
  if (plan.changeCount > 0) lines.push('', costText(plan, costs, l10n));
  return `${lines.join('\n')}\n`;
}

/** A transaction's changes, one a line, for its confirmation. */
export function batchConfirmationLines(batch: PlannedBatch, l10n: Localizer): string[] {
  return batch.changes.map((change) => changeText(change, l10n));
}

/** What a change does, in a line: "Register mydapp.neo for N…, for 2 GAS". */
export function changeText(change: NameChange, l10n: Localizer): string {
  const name = shown(change.name);
  switch (change.kind) {
    case 'register': {
      const owner = change.owner.address;
      const text = change.price === undefined
        ? l10n.t('Register {0} for {1}', name, owner)
        : l10n.t('Register {0} for {1}, for {2}', name, owner, formatGas(change.price));
      return change.wasExpired ? l10n.t('{0} (it had expired)', text) : text;
    }
    case 'transfer': return l10n.t('Transfer {0} from {1} to {2}', name, change.from.address, change.to.address);
    case 'setAdmin': return change.old === null
      ? l10n.t('Make {0} the admin of {1}', change.admin.address, name)
      : l10n.t('Make {0} the admin of {1}, instead of {2}', change.admin.address, name, change.old.address);
    case 'removeAdmin': return l10n.t('Remove the admin of {0} ({1})', name, change.old.address);
    case 'setRecord': return change.old.length === 0
      ? l10n.t('Set the {0} record of {1}: {2}', change.type, name, valuesText(change.values, l10n))
      : l10n.t('Replace the {0} record of {1}: {2} → {3}', change.type, name, valuesText(change.old, l10n), valuesText(change.values, l10n));
    case 'deleteRecord': return l10n.t('Delete the {0} record of {1}: {2}', change.type, name, valuesText(change.old, l10n));
    case 'renew': {
      const years = change.years === 1 ? l10n.t('a year') : l10n.t('{0} years', change.years);
      const dates = `${formatDate(change.oldExpiration)} → ${formatDate(change.newExpiration)}`;
      return change.price === undefined
        ? l10n.t('Renew {0} for {1}: expires {2}', name, years, dates)
        : l10n.t('Renew {0} for {1}: expires {2}, for {3}', name, years, dates, formatGas(change.price));
    }
  }
}

/** A mark for each kind of change: + adds, ~ changes, - removes. */
const MARKS: Record<NameChange['kind'], string> = { register: '+', transfer: '~', setAdmin: '~', removeAdmin: '-', setRecord: '~', deleteRecord: '-', renew: '~' };

function summaryLine(plan: NamesPlan, l10n: Localizer): string {
  const parts = [
    plan.changeCount === 0
      ? l10n.t('Nothing to change')
      : plan.changeCount === 1 ? l10n.t('1 change') : l10n.t('{0} changes to {1} names', l10n.count(plan.changeCount), l10n.count(plan.names.length)),
  ];
  if (plan.conflicts.length > 0) parts.push(plan.conflicts.length === 1 ? l10n.t('1 conflict') : l10n.t('{0} conflicts', l10n.count(plan.conflicts.length)));
  if (plan.unchanged.length > 0) parts.push(plan.unchanged.length === 1 ? l10n.t('1 name as the file says') : l10n.t('{0} names as the file says', l10n.count(plan.unchanged.length)));
  return parts.join(' · ');
}

/** The total from the test invocations; the prices the changes burn where the costs are not known. */
function costText(plan: NamesPlan, costs: PlanCosts | undefined, l10n: Localizer): string {
  if (costs) {
    const total = formatGas(costs.systemFee + costs.networkFee);
    const fees = l10n.t('system fees {0}, network fees {1}', formatGas(costs.systemFee), formatGas(costs.networkFee));
    return costs.transactions === 1
      ? l10n.t('Cost: {0} in all ({1}), in 1 transaction.', total, fees)
      : l10n.t('Cost: {0} in all ({1}), in {2} transactions.', total, fees, l10n.count(costs.transactions));
  }
  const prices = plan.names.flatMap((name) => name.changes).flatMap((change) => (change.kind === 'register' || change.kind === 'renew') && change.price !== undefined ? [change.price] : []);
  const burnt = prices.reduce((sum, price) => sum + price, 0n);
  return prices.length === 0
    ? l10n.t('Cost: not known yet (the fees come from a test of each transaction).')
    : l10n.t('Cost: {0} of prices, plus the fees (not known yet: they come from a test of each transaction).', formatGas(burnt));
}

function valuesText(values: readonly string[], l10n: Localizer): string {
  return values.length === 0 ? l10n.t('none') : values.map((value) => exactValue(value, MAX_VALUE, l10n)).join(', ');
}

const shown = (name: string): string => singleLine(name, 120);
