// The TreeDataProvider of one domain view: serves the rows its DomainView computed.
import * as vscode from 'vscode';
import type { DomainTree } from './domainTree';
import { toTreeItem, type ItemContextInfo } from './treeItems';
import type { ActionNode, OwnerNode, TreeNode } from './treeNodes';

export interface ProviderContent {
  readonly tree: DomainTree;
  /** Rows above the domains: the owner, then actions (retry, pick another node…). */
  readonly header: ReadonlyArray<OwnerNode | ActionNode>;
  readonly info: ItemContextInfo;
}

export class DomainTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private content: ProviderContent;

  constructor(
    initial: ProviderContent,
    /** Called when VS Code asks for the root, i.e. the view is on screen. */
    private readonly onRootRequested: () => void,
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

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return toTreeItem(node, this.content.info);
  }

  getChildren(node?: TreeNode): TreeNode[] {
    if (!node) this.onRootRequested();
    return this.childrenOf(node);
  }

  /** The rows under `node` (the root when undefined), without starting a load. */
  childrenOf(node?: TreeNode): TreeNode[] {
    if (!node) return [...this.content.header, ...this.content.tree.roots];
    return node.kind === 'group' ? [...node.children] : [];
  }

  /** Needed by `TreeView.reveal`. */
  getParent(node: TreeNode): TreeNode | undefined {
    return node.kind === 'domain' || node.kind === 'group' ? node.parent : undefined;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
