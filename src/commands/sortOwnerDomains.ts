// nns.ownerDomains.sortByName / sortByExpiration: the order of Owner Domains, kept for the workspace.
import { ViewIds } from '../model/ids';
import type { SortMode } from '../model/tree/sortOrder';
import type { CommandContext } from './commandContext';

export async function sortOwnerDomains(context: CommandContext, mode: SortMode): Promise<SortMode> {
  await context.views[ViewIds.ownerDomains].setSort(mode);
  return mode;
}
