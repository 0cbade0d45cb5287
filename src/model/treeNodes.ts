// The kinds of rows a domain view shows besides domains and groups.
import type { DomainTreeNode } from './domainTree';

/** A row that runs a command: Retry, Select Node…, Open Settings, Show Log. */
export interface ActionNode {
  readonly kind: 'action';
  readonly id: string;
  readonly label: string;
  readonly icon: string;
  readonly command: string;
  readonly args: readonly unknown[];
  readonly tooltip?: string;
}

/** The first row of the owner view: whose domains these are (address; script hash in the tooltip). */
export interface OwnerNode {
  readonly kind: 'owner';
  readonly id: string;
  readonly address: string;
  readonly scriptHash: string;
}

export type TreeNode = DomainTreeNode | ActionNode | OwnerNode;
