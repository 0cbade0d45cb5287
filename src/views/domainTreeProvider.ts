// The TreeDataProvider of one domain view: serves the rows its DomainView computed, in the view's
// order, tells the view which rows VS Code asked for (to load lists and details) and resolves a
// hovered row's tooltip once its details are loaded.
import * as vscode from 'vscode';
import type { ListingStrategy } from '../core';
import type { DomainLeaf, DomainTree, DomainTreeNode } from '../model/tree/domainTree';
import type { ActionNode, FilterNode, OwnerNode, TreeNode } from '../model/view/treeNodes';
import { domainTooltipOf, toTreeItem, type ItemContextInfo } from './treeItems';

/** The rows of one list: under its owner row (Owner Domains) or at the root (All Domains). */
export interface SectionContent {
  readonly key: string;
  /** The owner row; undefined: the list's rows are the view's roots. */
  readonly header?: OwnerNode;
  /** Fix-it rows above the names: after a failure, above a partial list. */
  readonly actions: readonly ActionNode[];
  readonly tree: DomainTree;
  /** The list is loaded: the details of the rows shown may be asked for. */
  readonly loaded: boolean;
  /** How it was listed (the last line of its names' tooltips). */
  readonly strategy: ListingStrategy | undefined;
}

export interface ProviderContent {
  /** Rows above every list: the active filter; the fix-it rows of a failure several lists share. */
  readonly top: readonly (FilterNode | ActionNode)[];
  readonly sections: readonly SectionContent[];
  readonly info: ItemContextInfo;
}

export interface ProviderHooks {
  /** VS Code asked for the rows of this list: it is on screen. */
  readonly onSectionRequested: (key: string) => void;
  /** VS Code asked for these rows of a loaded list: the root's, an owner's or an opened group's. */
  readonly onRowsShown: (rows: readonly TreeNode[]) => void;
  /** The rows of one level in the view's order. */
  readonly order: (rows: readonly DomainTreeNode[]) => readonly DomainTreeNode[];
  /** A domain row is hovered: resolves when its details are there (or the hover ended). */
  readonly loadDetails: (leaf: DomainLeaf, token: vscode.CancellationToken) => Promise<void>;
  /** VS Code fetched the root of this content: its rows and the view's texts arrive together. */
  readonly onRootServed: (content: ProviderContent) => void;
}

export class DomainTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | TreeNode[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private content: ProviderContent;
  /** The list each section's top rows (and its owner row) belong to. */
  private sectionOf = new Map<TreeNode, SectionContent>();

  constructor(
    initial: ProviderContent,
    private readonly hooks: ProviderHooks,
  ) {
    this.content = initial;
    this.index();
  }

  get current(): ProviderContent {
    return this.content;
  }

  /**
   * Shows `content`; false when its rows are those shown already (a refresh while the old names stay,
   * a count that grew): VS Code is not asked to fetch them again, and its rows keep their objects.
   * Each change VS Code is told of holds the next back for up to 200 ms (its debounce): a change for
   * nothing would delay the one that brings the new names.
   */
  update(content: ProviderContent): boolean {
    const previous = this.content;
    const same = sameRows(previous, content);
    // The same rows keep the objects VS Code holds; what is not drawn (loaded, strategy) is the new content's.
    this.content = same
      ? { ...content, top: previous.top, sections: content.sections.map((section, i) => ({ ...section, header: previous.sections[i]?.header, actions: previous.sections[i]?.actions ?? [] })) }
      : content;
    this.index();
    if (!same) this.changed.fire(undefined);
    return !same;
  }

  /** The same rows with new details: only `rows`, or all (also when the order may change). */
  refresh(rows?: readonly TreeNode[]): void {
    if (rows && rows.length === 0) return;
    this.changed.fire(rows ? [...rows] : undefined);
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return toTreeItem(node, this.content.info);
  }

  getChildren(node?: TreeNode): TreeNode[] {
    const rows = this.childrenOf(node);
    const section = this.sectionOfNode(node);
    if (section && (!node || node.kind === 'owner')) this.hooks.onSectionRequested(section.key);
    if (!node) this.hooks.onRootServed(this.content);
    // Details only for the rows of a loaded list: never for names while their pages still arrive.
    if (section?.loaded) this.hooks.onRowsShown(rows);
    return rows;
  }

  /** The rows under `node` (the root when undefined), in order, without loading anything. */
  childrenOf(node?: TreeNode): TreeNode[] {
    if (!node) {
      const headless = this.headless();
      const rows = headless ? this.sectionRows(headless) : this.content.sections.flatMap((section) => (section.header ? [section.header] : []));
      return [...this.content.top, ...rows];
    }
    if (node.kind === 'owner') {
      const section = this.sectionOf.get(node);
      return section ? this.sectionRows(section) : [];
    }
    return node.kind === 'group' ? [...this.hooks.order(node.children)] : [];
  }

  /** Needed by `TreeView.reveal`. */
  getParent(node: TreeNode): TreeNode | undefined {
    if ((node.kind === 'domain' || node.kind === 'group') && node.parent) return node.parent;
    if (node.kind === 'owner' || node.kind === 'filter') return undefined;
    return this.sectionOf.get(node)?.header;
  }

  /** The first row of `name` in any list; `make` false: only a row made already (shown, or revealed). */
  leafByName(name: string, make = true): DomainLeaf | undefined {
    for (const section of this.content.sections) {
      const leaf = section.tree.leafOf(name, make);
      if (leaf) return leaf;
    }
    return undefined;
  }

  /** The owner row of the list `key`. */
  headerOf(key: string): OwnerNode | undefined {
    return this.content.sections.find((section) => section.key === key)?.header;
  }

  /** Only a domain row's tooltip is left to resolve: it needs the name's details. */
  async resolveTreeItem(item: vscode.TreeItem, node: TreeNode, token: vscode.CancellationToken): Promise<vscode.TreeItem> {
    if (node.kind !== 'domain') return item;
    await this.hooks.loadDetails(node, token);
    item.tooltip = this.tooltipOf(node);
    return item;
  }

  /** The tooltip a hover shows, with the details known now. */
  tooltipOf(node: TreeNode): string | undefined {
    if (node.kind === 'domain') return domainTooltipOf(node, this.content.info, this.sectionOfNode(node)?.strategy);
    const tooltip = this.getTreeItem(node).tooltip;
    return typeof tooltip === 'string' ? tooltip : tooltip?.value;
  }

  /** The list whose rows are under `node` (the root: All Domains' one list). */
  private sectionOfNode(node: TreeNode | undefined): SectionContent | undefined {
    if (!node) return this.headless();
    let top: TreeNode = node;
    while ((top.kind === 'domain' || top.kind === 'group') && top.parent) top = top.parent;
    return this.sectionOf.get(top) ?? (top.kind === 'owner' || top.kind === 'filter' ? undefined : this.headless());
  }

  /** All Domains: one list without an owner row. */
  private headless(): SectionContent | undefined {
    const [only] = this.content.sections;
    return only && !only.header && this.content.sections.length === 1 ? only : undefined;
  }

  private sectionRows(section: SectionContent): TreeNode[] {
    return [...section.actions, ...this.hooks.order(section.tree.roots)];
  }

  private index(): void {
    const map = new Map<TreeNode, SectionContent>();
    for (const section of this.content.sections) {
      if (!section.header) continue;
      map.set(section.header, section);
      for (const row of section.actions) map.set(row, section);
      for (const row of section.tree.roots) map.set(row, section);
    }
    this.sectionOf = map;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/**
 * Both contents draw the same rows: the same trees, and rows above and around them alike in every
 * field. Whether a list is loaded and how it was listed change no row (only what a hover or an
 * opened group asks for next).
 */
export function sameRows(a: ProviderContent, b: ProviderContent): boolean {
  if (a.info.rpcUrl !== b.info.rpcUrl || !alike(a.top, b.top) || a.sections.length !== b.sections.length) return false;
  return a.sections.every((section, i) => {
    const other = b.sections[i];
    return other !== undefined && section.key === other.key && section.tree === other.tree
      && alike(section.header, other.header) && alike(section.actions, other.actions);
  });
}

/** Plain rows (strings, numbers, flags, arrays of them) equal field by field. */
function alike(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? `${field}n` : field));
  return text(a) === text(b);
}
