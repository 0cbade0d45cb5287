// The two domain views and who fills Owner Domains: All Domains with its one list, Owner Domains with
// the lists the OwnerBrowser keeps (the configured owner, those looked up). Which lists each shows is
// planned in model/view/viewSections.ts; here each plan gets its source and its view.
import type * as vscode from 'vscode';
import { ViewIds, type ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import { allDomainsSections, viewTitle } from '../model/view/viewSections';
import type { ContractFinder } from '../services/contractFinder';
import type { DetailsService } from '../services/detailsService';
import type { NodeHistory } from '../services/nodeHistory';
import type { SettingsService } from '../services/settings';
import type { ViewSources } from '../services/viewSources';
import { DomainView } from './domainView';
import { sectionSpec, type SectionLog } from './listSection';
import { OwnerBrowser } from './ownerBrowser';

export interface DomainViewParts {
  readonly l10n: Localizer;
  readonly log: SectionLog;
  readonly details: DetailsService;
  readonly contracts: Pick<ContractFinder, 'stateOf' | 'onDidChange'>;
  readonly settings: Pick<SettingsService, 'read'>;
  readonly sources: Pick<ViewSources, 'resolve'>;
  readonly nodes: Pick<NodeHistory, 'remember'>;
  /** The workspace's state: each view's filter and order, the owners looked up. */
  readonly state: vscode.Memento;
}

export function createDomainViews(parts: DomainViewParts): { readonly views: Record<ViewId, DomainView>; readonly owners: OwnerBrowser } {
  const { l10n, log, details, contracts, nodes, state, sources } = parts;
  const shared = { l10n, log, details, contracts, nodes, state };
  const views: Record<ViewId, DomainView> = {
    [ViewIds.allDomains]: new DomainView({
      ...shared, viewId: ViewIds.allDomains, title: viewTitle(ViewIds.allDomains, l10n), listSource: 'tokens', sortable: false,
      sections: allDomainsSections().map((plan) => sectionSpec(plan, sources)),
    }),
    // Its lists, one per owner, come from the OwnerBrowser.
    [ViewIds.ownerDomains]: new DomainView({
      ...shared, viewId: ViewIds.ownerDomains, title: viewTitle(ViewIds.ownerDomains, l10n), listSource: 'tokensOf', sortable: true, sections: [],
    }),
  };
  const owners = new OwnerBrowser(views[ViewIds.ownerDomains], parts.settings, sources, state);
  return { views, owners };
}
