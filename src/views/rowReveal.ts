// Reveals a view's rows without losing the reveal: VS Code drops a reveal when rows change under it,
// so details arriving meanwhile for the groups it opens redraw their rows only once it is done.
import type * as vscode from 'vscode';
import type { TreeNode } from '../model/view/treeNodes';

export class RowReveal {
  /** Reveals in flight, and the details held back meanwhile (`all`: any name's). */
  private revealing = 0;
  private held: Set<string> | 'all' | undefined;

  constructor(
    private readonly treeView: Pick<vscode.TreeView<TreeNode>, 'reveal'>,
    /** Redraws the rows of these names (undefined: every row). */
    private readonly redraw: (names: readonly string[] | undefined) => void,
  ) {}

  async reveal(row: TreeNode, options: { select: boolean; focus: boolean; expand?: boolean }): Promise<void> {
    this.revealing++;
    try {
      await this.treeView.reveal(row, options);
    } finally {
      this.revealing--;
      if (this.revealing === 0 && this.held) {
        const held = this.held;
        this.held = undefined;
        this.redraw(held === 'all' ? undefined : [...held]);
      }
    }
  }

  /** Details of these names arrived (undefined: any may have): redrawn now, or once the reveals are done. */
  detailsArrived(names: readonly string[] | undefined): void {
    if (this.revealing === 0) {
      this.redraw(names);
      return;
    }
    this.held = names === undefined || this.held === 'all' ? 'all' : new Set([...(this.held ?? []), ...names]);
  }
}
