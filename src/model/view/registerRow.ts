// All Domains of a contract that lists no name yet (an NNS contract just set up on a private chain):
// a row that offers Register Name… above the empty list, where the workspace may sign.
import { CommandIds, type ViewId } from '../ids';
import type { Localizer } from '../text/localizer';
import type { ActionNode } from './treeNodes';
import type { SectionFacts } from './viewContent';

/** The row, or none: the view lists the whole contract, loaded and empty, no filter set, and `canSign` (a trusted workspace). */
export function registerRows(viewId: ViewId, sections: readonly SectionFacts[], filter: string, canSign: boolean, l10n: Localizer): ActionNode[] {
  const [only] = sections;
  const list = only?.list;
  if (!canSign || filter || sections.length !== 1 || only?.role !== 'all' || only.state !== 'loaded' || !list?.complete) return [];
  if (list.names.length > 0 || list.invalidUtf8.length > 0) return [];
  return [{
    kind: 'action', id: `${viewId}/${only.key}/action/registerName`, label: l10n.t('Register Name…'), icon: 'add', command: CommandIds.registerName, args: [],
    tooltip: l10n.t('The contract holds no name yet: register the first one, signed by one of the workspace\'s accounts.'),
  }];
}
