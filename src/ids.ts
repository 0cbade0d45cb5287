// Identifiers shared by the manifest (package.json) and the code. A unit test keeps them in sync.

export const VIEW_CONTAINER_ID = 'nns';

export const ViewIds = {
  allDomains: 'nns.allDomains',
  ownerDomains: 'nns.ownerDomains',
} as const;
export type ViewId = (typeof ViewIds)[keyof typeof ViewIds];
export const VIEW_IDS: readonly ViewId[] = [ViewIds.allDomains, ViewIds.ownerDomains];

/** Commands users see in the palette (category "NNS"). */
export const CommandIds = {
  refresh: 'nns.refresh',
  lookUpOwner: 'nns.lookUpOwner',
  findDomain: 'nns.findDomain',
  selectNode: 'nns.selectNode',
  copyName: 'nns.copyName',
  filter: 'nns.filter',
  clearFilter: 'nns.clearFilter',
  showLog: 'nns.showLog',
} as const;

/**
 * Title-bar buttons get no argument telling which view they belong to, so each view has its own
 * hidden filter commands that call `nns.filter` / `nns.clearFilter` for that view.
 */
export const ViewCommandIds = {
  filter: { [ViewIds.allDomains]: 'nns.allDomains.filter', [ViewIds.ownerDomains]: 'nns.ownerDomains.filter' },
  clearFilter: { [ViewIds.allDomains]: 'nns.allDomains.clearFilter', [ViewIds.ownerDomains]: 'nns.ownerDomains.clearFilter' },
} as const satisfies Record<string, Record<ViewId, string>>;

export const SettingKeys = {
  section: 'nns',
  rpcUrl: 'rpcUrl',
  contractHash: 'contractHash',
  owner: 'owner',
} as const;
export type SettingName = 'rpcUrl' | 'contractHash' | 'owner';

/** `setContext` keys read by `when` clauses in package.json. */
export const ContextKeys = {
  ownerUnset: 'nns.ownerUnset',
  filtered: { [ViewIds.allDomains]: 'nns.allDomains.filtered', [ViewIds.ownerDomains]: 'nns.ownerDomains.filtered' },
} as const satisfies { ownerUnset: string; filtered: Record<ViewId, string> };

/** TreeItem.contextValue of the rows, for menus. */
export const ItemContext = {
  domain: 'nns.domain',
  group: 'nns.group',
  owner: 'nns.owner',
  action: 'nns.action',
} as const;

export const StateKeys = {
  /** workspaceState: the filter text of a view. */
  filter: (view: ViewId) => `nns.filter:${view}`,
  /** globalState: owners looked up recently, newest first. */
  recentOwners: 'nns.recentOwners',
} as const;

export const LOG_CHANNEL_NAME = 'NNS Explorer';
