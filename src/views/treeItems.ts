// How each kind of node becomes a VS Code TreeItem. Labels and tooltips are plain text.
import * as vscode from 'vscode';
import type { ListingStrategy } from '../core';
import { detailsTooltipLines } from '../model/details/detailsTooltip';
import type { DomainGroup, DomainLeaf } from '../model/tree/domainTree';
import { expiryStatus } from '../model/details/expiry';
import { expiryDescription, rowMarks } from '../model/details/expiryMarks';
import { CommandIds, ItemContext } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import type { DetailsLookup } from '../model/tree/sortOrder';
import type { ActionNode, FilterNode, OwnerNode, TreeNode } from '../model/view/treeNodes';
import { domainCount, domainLabel, domainTooltip, groupLabel, groupTooltip } from '../model/view/viewTexts';
import { domainUri } from '../services/uris';

export interface ItemContextInfo {
  readonly l10n: Localizer;
  /** Details loaded so far from the view's node. */
  readonly details: DetailsLookup;
  /** `nns.expiryWarningDays`, read when an item is made. */
  readonly warningDays: () => number;
  /** Now by the chain's clock, which decides expiry. */
  readonly now: () => number;
  /** The node the names came from, for failure texts. */
  readonly rpcUrl: string | undefined;
}

export function toTreeItem(node: TreeNode, info: ItemContextInfo): vscode.TreeItem {
  switch (node.kind) {
    case 'domain':
      return domainItem(node, info);
    case 'group':
      return groupItem(node, info);
    case 'action':
      return actionItem(node);
    case 'owner':
      return ownerItem(node);
    case 'filter':
      return filterItem(node, info);
  }
}

function domainItem(leaf: DomainLeaf, info: ItemContextInfo): vscode.TreeItem {
  const { name, invalidUtf8 } = leaf.entry;
  const item = new vscode.TreeItem(domainLabel(name), vscode.TreeItemCollapsibleState.None);
  item.id = leaf.id;
  const details = info.details(name);
  const now = info.now();
  // An expired name has no owner the contract would reveal: its menus leave out the owner's actions.
  item.contextValue = expiryStatus(details, now, info.warningDays()) === 'expired' ? ItemContext.expiredDomain : ItemContext.domain;
  const { icon, description } = rowMarks(invalidUtf8, details, now, info.warningDays(), info.l10n, 'row');
  item.description = description;
  item.iconPath = new vscode.ThemeIcon(icon.id, icon.color ? new vscode.ThemeColor(icon.color) : undefined);
  // The decoration provider marks expired and expiring names by this opaque URI (never the name as a path).
  item.resourceUri = domainUri(name);
  // Left undefined so that a hover calls resolveTreeItem, which loads the details first.
  item.tooltip = undefined;
  // Enter, a click (or a double-click, with workbench.list.openMode) opens the details. The command
  // is always the same; the row travels as its argument, never as text in the command.
  item.command = { command: CommandIds.showDomainDetails, title: info.l10n.t('Show Domain Details'), arguments: [leaf] };
  // A screen reader gets the words the short description leaves out (`expires 2027-03-01`).
  const spoken = invalidUtf8 ? undefined : expiryDescription(details, now, info.warningDays(), info.l10n, 'pick');
  if (spoken !== undefined) item.accessibilityInformation = { label: `${domainLabel(name)}, ${spoken}` };
  return item;
}

/** The tooltip of a domain row with the details known now (resolveTreeItem loads them first); `strategy`: how its list was made. */
export function domainTooltipOf(leaf: DomainLeaf, info: ItemContextInfo, strategy: ListingStrategy | undefined): string {
  const lines = leaf.entry.invalidUtf8
    ? [info.l10n.t('Owner and expiration cannot be looked up: the name is not valid UTF-8.')]
    : detailsTooltipLines({ details: info.details(leaf.entry.name), now: info.now(), warningDays: info.warningDays(), rpcUrl: info.rpcUrl }, info.l10n);
  return domainTooltip(leaf.entry, strategy, info.l10n, lines);
}

const GROUP_ICONS: Record<DomainGroup['grouping'], string> = { tld: 'folder-library', range: 'folder' };

function groupItem(group: DomainGroup, info: ItemContextInfo): vscode.TreeItem {
  const item = new vscode.TreeItem(groupLabel(group, info.l10n), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = group.id;
  item.contextValue = ItemContext.group;
  item.description = info.l10n.count(group.count);
  item.tooltip = groupTooltip(group, info.l10n);
  item.iconPath = new vscode.ThemeIcon(GROUP_ICONS[group.grouping]);
  item.accessibilityInformation = { label: `${groupLabel(group, info.l10n)}, ${domainCount(group.count, info.l10n)}` };
  return item;
}

function actionItem(action: ActionNode): vscode.TreeItem {
  const item = new vscode.TreeItem(action.label, vscode.TreeItemCollapsibleState.None);
  item.id = action.id;
  item.contextValue = ItemContext.action;
  item.iconPath = new vscode.ThemeIcon(action.icon);
  item.command = { command: action.command, title: action.label, arguments: [...action.args] };
  if (action.tooltip) item.tooltip = action.tooltip;
  return item;
}

const OWNER_ICONS: Record<OwnerNode['role'], string> = { configured: 'home', browsed: 'account', invalid: 'warning' };
const OWNER_CONTEXT: Record<OwnerNode['role'], string> = {
  configured: ItemContext.configuredOwner, browsed: ItemContext.browsedOwner, invalid: ItemContext.invalidOwner,
};

/** One owner of Owner Domains: expands to its names. */
function ownerItem(owner: OwnerNode): vscode.TreeItem {
  const item = new vscode.TreeItem(owner.label, owner.expanded ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
  item.id = owner.id;
  item.contextValue = OWNER_CONTEXT[owner.role];
  if (owner.description) item.description = owner.description;
  item.iconPath = new vscode.ThemeIcon(OWNER_ICONS[owner.role]);
  // The label is the address shortened in the middle: the tooltip and a screen reader get it whole.
  item.tooltip = owner.tooltip;
  item.accessibilityInformation = { label: [owner.address ?? owner.label, owner.description].filter(Boolean).join(', ') };
  return item;
}

/** The active filter: a click changes it, the inline × clears it. */
function filterItem(filter: FilterNode, info: ItemContextInfo): vscode.TreeItem {
  const item = new vscode.TreeItem(info.l10n.t('Filter: "{0}"', filter.text), vscode.TreeItemCollapsibleState.None);
  item.id = filter.id;
  item.contextValue = ItemContext.filter;
  item.description = filter.description;
  item.iconPath = new vscode.ThemeIcon('filter');
  item.tooltip = filter.tooltip;
  item.command = { command: CommandIds.filter, title: info.l10n.t('Change the Filter'), arguments: [filter.viewId] };
  return item;
}
