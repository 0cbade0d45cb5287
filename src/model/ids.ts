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
  showDomainDetails: 'nns.showDomainDetails',
  showOwnerDomains: 'nns.showOwnerDomains',
  copyOwnerAddress: 'nns.copyOwnerAddress',
  /** Resolves a record of a name (palette, a row's context menu, a details document, a hover). */
  resolveName: 'nns.resolveName',
  /** Copies a script hash; from a hover's link (hidden in the palette: it takes the hash as argument). */
  copyScriptHash: 'nns.copyScriptHash',
  /** Owner Domains title bar (and palette): the order of the names. */
  sortOwnerDomainsByName: 'nns.ownerDomains.sortByName',
  sortOwnerDomainsByExpiration: 'nns.ownerDomains.sortByExpiration',
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
  expiryWarningDays: 'expiryWarningDays',
  hoversEnabled: 'hovers.enabled',
} as const;
export type SettingName = 'rpcUrl' | 'contractHash' | 'owner' | 'expiryWarningDays' | 'hovers.enabled';

/** `setContext` keys read by `when` clauses in package.json. */
export const ContextKeys = {
  ownerUnset: 'nns.ownerUnset',
  filtered: { [ViewIds.allDomains]: 'nns.allDomains.filtered', [ViewIds.ownerDomains]: 'nns.ownerDomains.filtered' },
  /** 'name' or 'expiration': which sort button the Owner Domains title bar offers. */
  ownerSortBy: 'nns.ownerDomains.sortBy',
} as const satisfies { ownerUnset: string; filtered: Record<ViewId, string>; ownerSortBy: string };

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
  /** workspaceState: the order of a view's names ('name' or 'expiration'). */
  sort: (view: ViewId) => `nns.sort:${view}`,
  /** globalState: owners looked up recently, newest first. */
  recentOwners: 'nns.recentOwners',
} as const;

export const LOG_CHANNEL_NAME = 'NNS Explorer';

/**
 * URI schemes of this extension. Domain names are untrusted, so a URI never carries one as its path:
 * only the hex of its UTF-8 bytes (see `domainKey.ts`).
 */
export const UriSchemes = {
  /** TreeItem.resourceUri of domain rows, for the expiry decorations: `nns-domain:/<hex>`. */
  domain: 'nns-domain',
  /** The read-only details documents: `nns-details:/<display title>?<hex>`. */
  details: 'nns-details',
} as const;
