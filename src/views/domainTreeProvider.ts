// The TreeDataProvider of one domain view: serves the rows its DomainView computed, in the view's
// order, tells the view which rows VS Code asked for (to load their details) and resolves a hovered
// row's tooltip once its details are loaded.
import * as vscode from 'vscode';
import type { DomainLeaf, DomainTree, DomainTreeNode } from '../model/domainTree';
import type { ActionNode, OwnerNode, TreeNode } from '../model/treeNodes';
import { domainTooltipOf, toTreeItem, type ItemContextInfo } from './treeItems';

export interface ProviderContent {
  readonly tree: DomainTree;
  /** Rows above the domains: the owner, then actions (retry, pick another node…). */
  readonly header: ReadonlyArray<OwnerNode | ActionNode>;
  readonly info: ItemContextInfo;
}

export interface ProviderHooks {
  /** VS Code asked for the root, i.e. the view is on screen. */
  readonly onRootRequested: () => void;
  /** VS Code asked for these rows: the root's, or an opened group's. */
  readonly onRowsShown: (rows: readonly TreeNode[]) => void;
  /** The rows of one level in the view's order. */
  readonly order: (rows: readonly DomainTreeNode[]) => readonly DomainTreeNode[];
  /** A domain row is hovered: resolves when its details are there (or the hover ended). */
  readonly loadDetails: (leaf: DomainLeaf, token: vscode.CancellationToken) => Promise<void>;
}

export class DomainTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | TreeNode[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private content: ProviderContent;

  constructor(
    initial: ProviderContent,
    private readonly hooks: ProviderHooks,
  ) {
    this.content = initial;
  }

  get current(): ProviderContent {
    return this.content;
  }

  update(content: ProviderContent): void {
    this.content = content;
    this.changed.fire(undefined);
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
    if (!node) this.hooks.onRootRequested();
    const rows = this.childrenOf(node);
    this.hooks.onRowsShown(rows);
    return rows;
  }

  /** The rows under `node` (the root when undefined), in order, without loading anything. */
  childrenOf(node?: TreeNode): TreeNode[] {
    if (!node) return [...this.content.header, ...this.hooks.order(this.content.tree.roots)];
    return node.kind === 'group' ? [...this.hooks.order(node.children)] : [];
  }

  /** Needed by `TreeView.reveal`. */
  getParent(node: TreeNode): TreeNode | undefined {
    return node.kind === 'domain' || node.kind === 'group' ? node.parent : undefined;
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
    if (node.kind === 'domain') return domainTooltipOf(node, this.content.info);
    const tooltip = this.getTreeItem(node).tooltip;
    return typeof tooltip === 'string' ? tooltip : tooltip?.value;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
