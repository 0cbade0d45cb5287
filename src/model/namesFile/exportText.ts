// What Export Names File… says: the file it offers to write, and what it wrote (the names held now; those
// it left out because nobody holds them; an owner's list the node could not give whole).
import type { NameOnChain } from '../../core';
import type { Localizer } from '../text/localizer';
import { forNotification } from '../text/untrustedText';

/** The file name offered: the owner's address, or "names". */
export function exportFileName(owner: string | undefined): string {
  return `${owner && /^[A-Za-z0-9]+$/.test(owner) ? owner : 'names'}.nns.json`;
}

/** The names an export describes: those held now (a name nobody holds has no owner to write). */
export function exportedStates(states: readonly NameOnChain[]): { readonly held: NameOnChain[]; readonly left: string[] } {
  const held: NameOnChain[] = [];
  const left: string[] = [];
  for (const state of states) {
    if (state.state === 'held') held.push(state);
    else left.push(state.name);
  }
  return { held, left };
}

/** There is nothing to export. */
export function nothingToExportText(subject: string, l10n: Localizer): string {
  return l10n.t('{0}: no name held now, nothing to export.', forNotification(subject, 120));
}

/** What was written, and what was left out. */
export function exportedText(count: number, file: string, left: number, incomplete: boolean, l10n: Localizer): string {
  const parts = [count === 1 ? l10n.t('Wrote 1 name to {0}.', forNotification(file, 120)) : l10n.t('Wrote {0} names to {1}.', l10n.count(count), forNotification(file, 120))];
  if (left > 0) parts.push(left === 1 ? l10n.t('1 name nobody holds now was left out.') : l10n.t('{0} names nobody holds now were left out.', l10n.count(left)));
  if (incomplete) parts.push(l10n.t('The node did not give the owner\'s whole list: the file holds the names it gave.'));
  return parts.join(' ');
}
