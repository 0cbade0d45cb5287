// nns.showOwnerDomains: the owner of a domain (from its details document or row) in Owner Domains,
// by the same path as nns.lookUpOwner: shown beside the configured owner, the settings left alone.
import type { CommandContext } from './commandContext';
import { ownerOfDomain } from './domainOwner';
import { lookUpOwner } from './lookUpOwner';

/** `nns.showOwnerDomains(nameOrRowOrDocument?)`: resolves with the owner's address. */
export async function showOwnerDomains(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = await ownerOfDomain(context, arg);
  return owner ? lookUpOwner(context, owner.address) : undefined;
}
