// The kinds of rows a domain view shows besides domains and groups.
import type { DomainTreeNode } from '../tree/domainTree';

/** A row that runs a command: Retry, Select Another Node…, Open Settings, Show Log. */
export interface ActionNode {
  readonly kind: 'action';
  readonly id: string;
  readonly label: string;
  readonly icon: string;
  readonly command: string;
  readonly args: readonly unknown[];
  readonly tooltip?: string;
}

/**
 * A top-level row of Owner Domains: one owner, expanding to its names. `configured` is the owner in
 * `nns.owner` (first); `browsed` one looked up, kept for the workspace only; `invalid` stands for an
 * `nns.owner` that is not an owner (its failure is shown below it).
 */
export interface OwnerNode {
  readonly kind: 'owner';
  readonly id: string;
  /** The key of the list below it (see DomainView sections). */
  readonly section: string;
  readonly role: 'configured' | 'browsed' | 'invalid';
  readonly label: string;
  readonly address?: string;
  readonly scriptHash?: string;
  readonly description?: string;
  readonly tooltip: string;
  /** Shown expanded until the user collapses it (VS Code remembers that by the row's id). */
  readonly expanded: boolean;
}

/** The first row of a filtered view: the filter, how many names it lets through; click to change, × to clear. */
export interface FilterNode {
  readonly kind: 'filter';
  readonly id: string;
  readonly viewId: string;
  readonly text: string;
  readonly description: string;
  readonly tooltip: string;
}

export type TreeNode = DomainTreeNode | ActionNode | OwnerNode | FilterNode;
