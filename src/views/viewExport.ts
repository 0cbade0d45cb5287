// What an export of a view holds, read from the view as it is now: each list after the view's
// filter, in name order, with whether the node handed out all of it and why not; the details known.
import type { ExportList, ExportSource } from '../model/export/exportRows';
import { filterEntries } from '../model/tree/domainTree';
import { incompleteText } from '../model/text/incompleteText';
import type { Localizer } from '../model/text/localizer';
import type { ListSection } from './listSection';
import type { ViewDetails } from './viewDetails';

export interface ExportedView {
  readonly title: string;
  readonly filter: string;
  readonly sections: readonly ListSection[];
  readonly details: Pick<ViewDetails, 'get' | 'node' | 'warningDays' | 'now'>;
}

export function exportSourceOf(view: ExportedView, l10n: Localizer): ExportSource {
  const lists = view.sections.flatMap((section): ExportList[] => {
    const state = section.loader.state;
    // An owner not set shows nothing, so there is nothing of it to export.
    if (state.kind === 'unconfigured') return [];
    const role = section.role;
    const owner = section.owner;
    const base = { role, ...(owner ? { owner } : {}) };
    if (state.kind === 'loaded') {
      const { list } = state;
      return [{
        ...base, entries: filterEntries(section.sortedEntries(), view.filter), loaded: section.loadedCount(), complete: list.complete,
        ...(list.complete ? {} : { incompleteReason: incompleteText(list.incomplete, l10n) }),
        ...(list.contractCount === undefined ? {} : { contractCount: list.contractCount }),
      }];
    }
    const reason = state.kind === 'failed' ? section.failure?.summary ?? l10n.t('Loading failed.') : l10n.t('The list was not loaded.');
    return [{ ...base, entries: [], loaded: 0, complete: false, incompleteReason: reason }];
  });
  return { view: view.title, node: view.details.node, filter: view.filter, warningDays: view.details.warningDays, lists, details: (name) => view.details.get(name), chainNow: view.details.now() };
}
