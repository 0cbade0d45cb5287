// The accounts of a chain's consensus nodes among the workspace's: one whose key is a committee member's,
// or a multisig of committee keys. A user's own accounts are offered before them, and they are marked.
import type { Localizer } from '../../text/localizer';
import type { SigningAccount } from './signingAccounts';

/** A consensus node's own account, or a multisig of the committee's keys (a consensus wallet's). */
export type NodeRole = 'node' | 'multisig';

/** The account's part in running the chain, by the committee's public keys (hex); undefined: a user's own. */
export function nodeRoleOf(account: Pick<SigningAccount, 'kind' | 'publicKeys'>, committee: readonly string[] | undefined): NodeRole | undefined {
  if (!committee?.length) return undefined;
  const keys = new Set(committee.map((key) => key.toLowerCase()));
  const members = account.publicKeys.filter((key) => keys.has(key.toLowerCase()));
  if (account.kind === 'signature') return members.length === 1 ? 'node' : undefined;
  return members.length === account.publicKeys.length ? 'multisig' : undefined;
}

/** The user's own accounts first, then the consensus nodes' (each group in its order). */
export function ownAccountsFirst<A extends Pick<SigningAccount, 'kind' | 'publicKeys'>>(accounts: readonly A[], committee: readonly string[] | undefined): A[] {
  const own = accounts.filter((account) => !nodeRoleOf(account, committee));
  return [...own, ...accounts.filter((account) => nodeRoleOf(account, committee))];
}

/** How a pick marks a consensus node's account. */
export function nodeRoleText(role: NodeRole, l10n: Localizer): string {
  return role === 'node' ? l10n.t('a consensus node\'s account') : l10n.t('a multisig of consensus nodes');
}
