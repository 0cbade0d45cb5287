// Identifiers shared by the manifest (package.json) and the code. A unit test keeps them in sync.

export const VIEW_CONTAINER_ID = 'nns';

export const ViewIds = {
  allDomains: 'nns.allDomains',
  ownerDomains: 'nns.ownerDomains',
} as const;
export type ViewId = (typeof ViewIds)[keyof typeof ViewIds];
export const VIEW_IDS: readonly ViewId[] = [ViewIds.allDomains, ViewIds.ownerDomains];

/** Commands users see in the palette (category "Neo Name Service", the view container's title). */
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
  /** Set-up (a trusted workspace): NNS on a private chain without it, then the committee's calls on a contract (commands/setup). */
  setUpNns: 'nns.setUpNns',
  addRoot: 'nns.addRoot',
  setPrice: 'nns.setPrice',
  /** Asks for an owner and writes it to nns.owner (the welcome's button). */
  setOwner: 'nns.setOwner',
  /** Owner Domains: only the configured owner again (the looked-up owners close). */
  backToConfiguredOwner: 'nns.ownerDomains.backToConfiguredOwner',
  /** A looked-up owner's row: write it to nns.owner; close it. */
  setConfiguredOwner: 'nns.ownerDomains.setConfiguredOwner',
  closeOwner: 'nns.ownerDomains.closeOwner',
  /** Internal: opens the Settings editor where the value of a setting in force is (user or workspace). */
  openSettings: 'nns.openSettings',
  /** Owner Domains title bar (and palette): the order of the names. */
  sortOwnerDomainsByName: 'nns.ownerDomains.sortByName',
  sortOwnerDomainsByExpiration: 'nns.ownerDomains.sortByExpiration',
  /**
   * The same orders in the view's "…" menu while they are the current one, titled with a ✓: VS Code
   * draws no check mark on an extension's menu item, so the menu shows the current order this way.
   */
  sortOwnerDomainsByNameCurrent: 'nns.ownerDomains.sortByName.current',
  sortOwnerDomainsByExpirationCurrent: 'nns.ownerDomains.sortByExpiration.current',
  /** Writes a view's list to a CSV or JSON file the user picks. */
  exportDomains: 'nns.exportDomains',
  /** Internal: a failure row's "Use NameService 0x… found on this node": writes nns.contractHash. */
  useFoundContract: 'nns.useFoundContract',
  /** The write commands (a trusted workspace, a Node extension host): they sign with the workspace's accounts. */
  registerName: 'nns.registerName',
  renewName: 'nns.renewName',
  setRecord: 'nns.setRecord',
  deleteRecord: 'nns.deleteRecord',
  setAdmin: 'nns.setAdmin',
  transferName: 'nns.transferName',
  /** Forgets the wallet passwords kept in memory (offered while one is). */
  forgetWalletPasswords: 'nns.forgetWalletPasswords',
  /** A contract parameters context file signed elsewhere: checked, confirmed and sent; or only shown (palette, a lens on `*.context.json`). */
  sendSignedTransaction: 'nns.sendSignedTransaction',
  inspectTransaction: 'nns.inspectTransaction',
  /** Names as code (`*.nns.json`): what the chain lacks of a file, made so, a file of an owner's names, the configured owner's expiring names renewed. */
  planNamesFile: 'nns.planNamesFile',
  applyNamesFile: 'nns.applyNamesFile',
  exportNamesFile: 'nns.exportNamesFile',
  renewExpiringNames: 'nns.renewExpiringNames',
} as const;

/**
 * Title-bar buttons get no argument telling which view they belong to, so each view has its own
 * hidden filter commands that call `nns.filter` / `nns.clearFilter` for that view.
 */
export const ViewCommandIds = {
  filter: { [ViewIds.allDomains]: 'nns.allDomains.filter', [ViewIds.ownerDomains]: 'nns.ownerDomains.filter' },
  clearFilter: { [ViewIds.allDomains]: 'nns.allDomains.clearFilter', [ViewIds.ownerDomains]: 'nns.ownerDomains.clearFilter' },
  /** VS Code's own Collapse All cannot be hidden on a flat list, so each view has its own. */
  collapseAll: { [ViewIds.allDomains]: 'nns.allDomains.collapseAll', [ViewIds.ownerDomains]: 'nns.ownerDomains.collapseAll' },
  /** Export Domains… from the view's "…" menu. */
  exportDomains: { [ViewIds.allDomains]: 'nns.allDomains.exportDomains', [ViewIds.ownerDomains]: 'nns.ownerDomains.exportDomains' },
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
  /**
   * activate() has created the views' tree views (their data providers go to VS Code before this key).
   * Until then the views' welcome says that NNS Explorer is starting: VS Code would otherwise show
   * "There is no data provider registered…" in views opened before the extension has started.
   */
  viewsReady: 'nns.viewsReady',
  /** Owner Domains shows no owner: its welcome offers to set one. */
  ownerUnset: 'nns.ownerUnset',
  /** Owner Domains shows owners looked up besides the configured one. */
  browsing: 'nns.ownerDomains.browsing',
  filtered: { [ViewIds.allDomains]: 'nns.allDomains.filtered', [ViewIds.ownerDomains]: 'nns.ownerDomains.filtered' },
  /** The view has rows that expand (groups, owners): Collapse All is offered. */
  collapsible: { [ViewIds.allDomains]: 'nns.allDomains.collapsible', [ViewIds.ownerDomains]: 'nns.ownerDomains.collapsible' },
  /** 'name' or 'expiration': the order of Owner Domains, which its "…" menu marks with a ✓. */
  ownerSortBy: 'nns.ownerDomains.sortBy',
  /** The active editor is a details document of a name whose owner is known. */
  detailsHaveOwner: 'nns.detailsHaveOwner',
  /** A name's row is selected in the view: the palette offers the commands that act on it. */
  domainSelected: { [ViewIds.allDomains]: 'nns.allDomains.domainSelected', [ViewIds.ownerDomains]: 'nns.ownerDomains.domainSelected' },
  /** A wallet's password is kept in memory (the user chose to keep it unlocked): Forget Wallet Passwords is offered. */
  walletsUnlocked: 'nns.walletsUnlocked',
} as const satisfies {
  viewsReady: string; ownerUnset: string; browsing: string; filtered: Record<ViewId, string>; collapsible: Record<ViewId, string>; ownerSortBy: string; detailsHaveOwner: string;
  domainSelected: Record<ViewId, string>; walletsUnlocked: string;
};

/** TreeItem.contextValue of the rows, for menus. */
export const ItemContext = {
  domain: 'nns.domain',
  /** A domain the contract says is expired: no owner to show or copy. */
  expiredDomain: 'nns.domain.expired',
  group: 'nns.group',
  /** Owner Domains' rows: the owner in nns.owner, one looked up, an nns.owner that is not valid. */
  configuredOwner: 'nns.owner.configured',
  browsedOwner: 'nns.owner.browsed',
  invalidOwner: 'nns.owner.invalid',
  filter: 'nns.filter',
  action: 'nns.action',
} as const;

export const StateKeys = {
  /** workspaceState: the filter text of a view. */
  filter: (view: ViewId) => `nns.filter:${view}`,
  /** workspaceState: the order of a view's names ('name' or 'expiration'). */
  sort: (view: ViewId) => `nns.sort:${view}`,
  /** globalState: owners looked up recently, newest first. */
  recentOwners: 'nns.recentOwners',
  /** workspaceState: the owners Owner Domains shows besides the configured one, newest first. */
  browsedOwners: 'nns.browsedOwners',
  /** workspaceState: the nodes that answered a list recently, newest first (Select Node… offers them). */
  recentNodes: 'nns.recentNodes',
  /** globalState: the format of the last export ('csv' or 'json'), offered first next time. */
  exportFormat: 'nns.exportFormat',
  /** workspaceState: the transactions saved for signing elsewhere (their unsigned bytes and words, never a key), newest first. */
  savedTransactions: 'nns.savedTransactions',
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
  /** The read-only document of a contract parameters context's transaction: `nns-transaction:/<hash>.txt`. */
  transaction: 'nns-transaction',
  /** The read-only plans of names files: `nns-plan:/<file name> (plan)?<the file's URI>`. */
  plan: 'nns-plan',
} as const;

/** The names files (issue 36): any workspace file named `*.nns.json`. */
export const NAMES_FILE_SUFFIX = '.nns.json';
export const NAMES_FILE_GLOB = '**/*.nns.json';
