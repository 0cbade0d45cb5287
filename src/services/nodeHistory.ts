// The nodes that answered a list recently in this workspace, newest first (workspaceState, never the
// settings): each view remembers the node that answered it, Select Node… offers them, so that a wrong
// URL does not lose the node that worked. What the stored value may hold: model/chains/recentNodes.ts.
import type * as vscode from 'vscode';
import { normalized, readRecentNodes, withRecentNode } from '../model/chains/recentNodes';
import { StateKeys } from '../model/ids';

export class NodeHistory {
  constructor(private readonly state: Pick<vscode.Memento, 'get' | 'update'>) {}

  /** The recent nodes, newest first. */
  recent(): readonly string[] {
    return readRecentNodes(this.state.get<unknown>(StateKeys.recentNodes));
  }

  /** A node answered a list: it becomes the newest (nothing is written when it is already). */
  remember(url: string): void {
    const recent = this.recent();
    if (recent[0] !== undefined && normalized(recent[0]) === normalized(url)) return;
    void this.state.update(StateKeys.recentNodes, withRecentNode(recent, url));
  }
}
