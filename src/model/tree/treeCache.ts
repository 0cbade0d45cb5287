// Each list's tree and what it was built from: a render whose names and filter did not change (the
// view shown again, a change of texts only) reuses it, as grouping a long list is a render's cost.
import { buildDomainTree, filterEntries, type DomainEntry, type DomainTree } from './domainTree';

export class TreeCache {
  private readonly trees = new Map<string, { readonly sorted: readonly DomainEntry[]; readonly filter: string; readonly tree: DomainTree }>();

  /** The list `key`'s names (`sorted`) after `filter`, grouped; `id` names its groups. */
  treeOf(key: string, sorted: readonly DomainEntry[], filter: string, id: string): DomainTree {
    const cached = this.trees.get(key);
    if (cached && cached.sorted === sorted && cached.filter === filter) return cached.tree;
    const tree = buildDomainTree(filterEntries(sorted, filter), id);
    this.trees.set(key, { sorted, filter, tree });
    return tree;
  }

  /** The list is no longer shown. */
  forget(key: string): void {
    this.trees.delete(key);
  }
}
