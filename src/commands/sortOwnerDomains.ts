// nns.ownerDomains.sortByName / sortByExpiration: the order of Owner Domains, kept for the workspace.
import type { SortMode } from '../details/sortOrder';
import { ViewIds } from '../ids';
import type { CommandContext } from './commandContext';

export async function sortOwnerDomains(context: CommandContext, mode: SortMode): Promise<SortMode> {
  await context.views[ViewIds.ownerDomains].setSort(mode);
  return mode;
}
