// Sorting, filtering and grouping of domain names into a tree that never hands VS Code more than
// a few hundred siblings. The tree provider (src/views) renders these nodes.

export interface DomainEntry {
  readonly name: string;
  /** The bytes were not valid UTF-8; the name was decoded with U+FFFD. */
  readonly invalidUtf8: boolean;
}

export interface DomainLeaf {
  readonly kind: 'domain';
  readonly id: string;
  readonly entry: DomainEntry;
  parent: DomainGroup | undefined;
}

/**
 * `tld`: names of one top-level domain (`key` is the TLD, '' when the name has no dot).
 * `prefix`: names of one TLD whose label starts with `key`.
 * `range`: a slice of sorted siblings, from `first` to `last`, when there would be too many.
 */
export interface DomainGroup {
  readonly kind: 'group';
  readonly grouping: 'tld' | 'prefix' | 'range';
  readonly id: string;
  readonly tld: string;
  readonly key: string;
  readonly first: string;
  readonly last: string;
  /** Domains below this group, at any depth. */
  readonly count: number;
  readonly children: readonly DomainTreeNode[];
  parent: DomainGroup | undefined;
}

export type DomainTreeNode = DomainLeaf | DomainGroup;

export interface DomainTree {
  readonly roots: readonly DomainTreeNode[];
  readonly grouped: boolean;
  /** Domains in the tree (after filtering). */
  readonly count: number;
  /** The first leaf of each name, for `reveal`. */
  readonly leafByName: ReadonlyMap<string, DomainLeaf>;
}

export interface TreeLimits {
  /** Up to this many names show as a flat list. */
  flat: number;
  /** No node gets more children than this (except a flat root). */
  children: number;
}

export const DEFAULT_LIMITS: TreeLimits = { flat: 1000, children: 300 };

/** Beyond this prefix length, long buckets are cut into ranges instead. */
const MAX_PREFIX_DEPTH = 32;

/** Ordinal order: fast for 100,000 names and the same in every locale. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortEntries(entries: readonly DomainEntry[]): DomainEntry[] {
  return [...entries].sort((a, b) => compareNames(a.name, b.name));
}

/** `alice.neo` → { label: 'alice', tld: 'neo' }; a name without a dot has tld ''. */
export function splitName(name: string): { label: string; tld: string } {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? { label: name, tld: '' } : { label: name.slice(0, dot), tld: name.slice(dot + 1) };
}

/**
 * What a filter is matched against: the name before its top-level domain (`e` would otherwise match
 * every `.neo` name), or the whole name once the filter has a dot (`.n3`, `bank.neo`).
 */
export function filterTarget(filter: string): 'label' | 'name' {
  return filter.includes('.') ? 'name' : 'label';
}

/** Case-insensitive substring filter (see `filterTarget`); blank keeps everything. */
export function filterEntries(entries: readonly DomainEntry[], filter: string | undefined): readonly DomainEntry[] {
  const needle = filter?.trim().toLowerCase();
  if (!needle) return entries;
  const part = filterTarget(needle) === 'name' ? (name: string) => name : (name: string) => splitName(name).label;
  return entries.filter((entry) => part(entry.name).toLowerCase().includes(needle));
}

interface Item {
  readonly entry: DomainEntry;
  readonly label: string;
  /** The label's code points, so a prefix never splits a surrogate pair. */
  readonly chars: readonly string[];
}

/** Builds the tree of already sorted entries. `idPrefix` keeps ids of different views apart. */
export function buildDomainTree(sorted: readonly DomainEntry[], idPrefix: string, limits: TreeLimits = DEFAULT_LIMITS): DomainTree {
  const builder = new TreeBuilder(idPrefix, limits);
  if (sorted.length <= limits.flat) {
    const roots = sorted.map((entry) => builder.leaf(entry));
    return { roots, grouped: false, count: sorted.length, leafByName: builder.leafByName };
  }
  const byTld = new Map<string, Item[]>();
  for (const entry of sorted) {
    const { label, tld } = splitName(entry.name);
    let bucket = byTld.get(tld);
    if (!bucket) byTld.set(tld, (bucket = []));
    bucket.push({ entry, label, chars: Array.from(label) });
  }
  const tlds = [...byTld.keys()].sort(compareNames);
  const tldGroups = tlds.map((tld) => {
    const items = byTld.get(tld) ?? [];
    // Within a TLD, order by label: "a-b.neo" vs "a.neo" sorts differently by full name.
    items.sort((a, b) => compareNames(a.label, b.label) || compareNames(a.entry.name, b.entry.name));
    let children = builder.prefixLevel(tld, items, 0);
    // One prefix group alone under the TLD adds a level and no choice: show its children instead.
    const only = children.length === 1 ? children[0] : undefined;
    if (only?.kind === 'group' && only.grouping === 'prefix') children = [...only.children];
    return builder.group('tld', tld, tld, children, items.length);
  });
  const roots = builder.cap(tldGroups, '');
  return { roots, grouped: true, count: sorted.length, leafByName: builder.leafByName };
}

class TreeBuilder {
  readonly leafByName = new Map<string, DomainLeaf>();
  private readonly usedIds = new Set<string>();

  constructor(
    private readonly idPrefix: string,
    private readonly limits: TreeLimits,
  ) {}

  leaf(entry: DomainEntry): DomainLeaf {
    const node: DomainLeaf = { kind: 'domain', id: this.uniqueId(`d:${entry.name}`), entry, parent: undefined };
    if (!this.leafByName.has(entry.name)) this.leafByName.set(entry.name, node);
    return node;
  }

  group(grouping: DomainGroup['grouping'], tld: string, key: string, children: DomainTreeNode[], count: number, first = key, last = key): DomainGroup {
    const id = this.uniqueId(`${grouping}:${JSON.stringify([tld, key, first, last])}`);
    const node: DomainGroup = { kind: 'group', grouping, id, tld, key, first, last, count, children, parent: undefined };
    for (const child of children) child.parent = node;
    return node;
  }

  /** Children of items of one TLD that share their first `depth` code points. */
  prefixLevel(tld: string, items: readonly Item[], depth: number): DomainTreeNode[] {
    if (items.length <= this.limits.children) return items.map((item) => this.leaf(item.entry));
    if (depth >= MAX_PREFIX_DEPTH) return this.cap(items.map((item) => this.leaf(item.entry)), tld);

    // Sorted items are contiguous per next character; a label no longer than the prefix is a leaf here.
    const nodes: DomainTreeNode[] = [];
    let bucket: Item[] = [];
    let bucketChar: string | undefined;
    const flush = () => {
      if (bucket.length > 0) nodes.push(this.prefixGroup(tld, bucket, depth));
      bucket = [];
      bucketChar = undefined;
    };
    for (const item of items) {
      const ch = item.chars[depth];
      if (ch === undefined) {
        flush();
        nodes.push(this.leaf(item.entry));
        continue;
      }
      if (ch !== bucketChar) flush();
      bucketChar = ch;
      bucket.push(item);
    }
    flush();
    return this.cap(nodes, tld);
  }

  /** A group of items sharing `depth + 1` code points; a group with a single subgroup is skipped. */
  private prefixGroup(tld: string, items: readonly Item[], depth: number): DomainTreeNode {
    const first = items[0];
    if (!first) throw new Error('empty prefix group');
    if (items.length === 1) return this.leaf(first.entry);
    const children = this.prefixLevel(tld, items, depth + 1);
    const only = children.length === 1 ? children[0] : undefined;
    if (only?.kind === 'group' && only.grouping === 'prefix') return only;
    const key = first.chars.slice(0, depth + 1).join('');
    return this.group('prefix', tld, key, children, items.length);
  }

  /** Wraps too many siblings into ranges, nesting ranges when even those would be too many. */
  cap(nodes: DomainTreeNode[], tld: string): DomainTreeNode[] {
    const max = this.limits.children;
    if (nodes.length <= max) return nodes;
    const chunkCount = Math.min(max, Math.ceil(nodes.length / max));
    const size = Math.ceil(nodes.length / chunkCount);
    const ranges: DomainTreeNode[] = [];
    for (let start = 0; start < nodes.length; start += size) {
      const slice = nodes.slice(start, start + size);
      const children = this.cap(slice, tld);
      const count = slice.reduce((sum, node) => sum + countOf(node), 0);
      const first = edgeName(slice[0], 'first');
      const last = edgeName(slice[slice.length - 1], 'last');
      ranges.push(this.group('range', tld, `${first}\u0000${last}`, children, count, first, last));
    }
    return this.cap(ranges, tld);
  }

  private uniqueId(base: string): string {
    let id = `${this.idPrefix}/${base}`;
    for (let n = 2; this.usedIds.has(id); n++) id = `${this.idPrefix}/${base}#${n}`;
    this.usedIds.add(id);
    return id;
  }
}

function countOf(node: DomainTreeNode): number {
  return node.kind === 'domain' ? 1 : node.count;
}

/** The first or last domain name under a node. */
function edgeName(node: DomainTreeNode | undefined, edge: 'first' | 'last'): string {
  if (!node) return '';
  if (node.kind === 'domain') return node.entry.name;
  if (node.grouping === 'range') return edge === 'first' ? node.first : node.last;
  return edgeName(edge === 'first' ? node.children[0] : node.children[node.children.length - 1], edge);
}

/** Every domain entry below the given nodes, in tree order. */
export function leavesOf(nodes: readonly DomainTreeNode[]): DomainEntry[] {
  const out: DomainEntry[] = [];
  const walk = (list: readonly DomainTreeNode[]) => {
    for (const node of list) {
      if (node.kind === 'domain') out.push(node.entry);
      else walk(node.children);
    }
  };
  walk(nodes);
  return out;
}
