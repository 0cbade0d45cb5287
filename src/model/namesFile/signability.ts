// Warnings for the owners and admins a names file declares that no account of the workspace signs for:
// registering for such an owner, or making such an admin, cannot be done from here.
import type { Localizer } from '../text/localizer';
import type { DeclaredAccount, Field, FileProblem, NamesFile } from './api';

/** A warning at each owner and admin (not null) that none of `accounts` is. */
export function signabilityProblems(file: NamesFile, accounts: readonly { readonly address: string }[], l10n: Localizer): FileProblem[] {
  const signable = new Set(accounts.map((account) => account.address));
  const problems: FileProblem[] = [];
  const check = (field: Field<DeclaredAccount | null | undefined> | undefined, message: (address: string) => string) => {
    const account = field?.value;
    if (!field || !account || signable.has(account.address)) return;
    problems.push({ offset: field.range.offset, length: field.range.length, severity: 'warning', message: message(account.address) });
  };
  for (const name of file.names) {
    check(name.owner, (address) => l10n.t('No account of the workspace signs for {0}: the name cannot be registered for it, nor changed by it, from here.', address));
    check(name.admin, (address) => l10n.t('No account of the workspace signs for {0}: it cannot be made the admin from here (the new admin signs too).', address));
  }
  return problems;
}
