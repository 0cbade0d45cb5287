// What Apply Names File… and Renew Expiring Names… say: a transaction's title, the change a FAULT names,
// and how the whole ended (the transactions in their blocks, where it stopped, what the next Plan shows).
import type { Localizer } from '../text/localizer';
import { forNotification, singleLine } from '../text/untrustedText';
import type { NameChange } from './api';
import type { ApplyOutcome } from './applyOutcome';

/** A transaction's title: the progress notification's, the confirmation's first line, the log's. */
export function batchTitle(subject: string, changes: number, index: number, total: number, l10n: Localizer): string {
  const what = changes === 1 ? l10n.t('1 change') : l10n.t('{0} changes', l10n.count(changes));
  const shown = singleLine(subject, 80);
  return total === 1
    ? l10n.t('Apply {0}: {1}', shown, what)
    : l10n.t('Apply {0}: {1} (transaction {2} of {3})', shown, what, index, total);
}

/** A change in a line, as its first operation titles it ("Register alice.neo for NXku…xyLM"). */
export function changeTitle(change: NameChange, l10n: Localizer): string {
  const operation = change.operations[0];
  return operation ? operation.spec.title(operation.data, l10n) : singleLine(change.name, 80);
}

/** The change whose call the contract refused in the test invocation, and the refusal. */
export function failingChangeText(change: string, refusal: string, l10n: Localizer): string {
  return l10n.t('{0} fails: {1}', change, refusal);
}

/** A notification for how an apply ended; `kind` none: declined at the first transaction, said in the status bar. */
export type ApplyNotice =
  | { readonly kind: 'information' | 'warning' | 'error'; readonly text: string }
  | { readonly kind: 'none'; readonly status: string };

export function applyNotice(outcome: ApplyOutcome, subject: string, l10n: Localizer): ApplyNotice {
  const file = forNotification(subject, 80);
  const changes = outcome.done.reduce((sum, each) => sum + each.batch.changes.length, 0);
  const inBlocks = outcome.done.length === 1
    ? l10n.t('1 transaction is in a block ({0} changes)', l10n.count(changes))
    : l10n.t('{0} transactions are in blocks ({1} changes)', l10n.count(outcome.done.length), l10n.count(changes));
  const end = outcome.end;
  switch (end.kind) {
    case 'done': {
      const last = outcome.done.at(-1);
      const reported = last ? ` ${l10n.t('Last: {0}.', last.reported)}` : '';
      return { kind: 'information', text: `${l10n.t('{0} is applied: {1}.', file, inBlocks)}${reported}` };
    }
    case 'declined':
      return outcome.done.length === 0
        ? { kind: 'none', status: l10n.t('{0}: not signed, nothing was sent.', file) }
        : { kind: 'warning', text: l10n.t('{0}: {1}; the next was not signed. Plan Names File shows what is left.', file, inBlocks) };
    case 'failed': {
      const why = end.refusal.fix ? `${end.refusal.message} ${end.refusal.fix}` : end.refusal.message;
      return outcome.done.length === 0
        ? { kind: 'error', text: l10n.t('{0}: {1}', file, why) }
        : { kind: 'error', text: l10n.t('{0}: {1}; then: {2} Plan Names File shows what is left.', file, inBlocks, why) };
    }
  }
}

/** The progress notification's title while a file is applied. */
export function applyTitle(subject: string, l10n: Localizer): string {
  return l10n.t('Applying {0}', singleLine(subject, 80));
}

/** Apply found nothing to do: the chain is as the file says (save for the conflicts, which it leaves alone). */
export function nothingToApplyText(subject: string, conflicts: number, l10n: Localizer): string {
  const file = forNotification(subject, 80);
  if (conflicts === 0) return l10n.t('{0}: nothing to change, the chain is as the file says.', file);
  return conflicts === 1
    ? l10n.t('{0}: nothing to change; 1 conflict is left alone (Plan Names File lists it).', file)
    : l10n.t('{0}: nothing to change; {1} conflicts are left alone (Plan Names File lists them).', file, l10n.count(conflicts));
}

/** Apply stops before anything is read of the chain: the file has errors. */
export function fileErrorsText(subject: string, errors: number, l10n: Localizer): string {
  const file = forNotification(subject, 80);
  return errors === 1
    ? l10n.t('{0} has 1 error: fix it, then apply (the Problems view shows it).', file)
    : l10n.t('{0} has {1} errors: fix them, then apply (the Problems view shows them).', file, l10n.count(errors));
}

/** What an apply leaves alone, said after how it ended. */
export function conflictsLeftText(conflicts: number, l10n: Localizer): string {
  if (conflicts === 0) return '';
  return conflicts === 1 ? l10n.t('1 conflict was left alone.') : l10n.t('{0} conflicts were left alone.', l10n.count(conflicts));
}
