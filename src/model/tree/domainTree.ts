// Sorting, filtering and grouping of domain names into a tree that never hands VS Code more than a few
// hundred siblings: one ordinal order of the whole name everywhere; a long list grouped by top-level domain,
// then in balanced ranges labelled like a dictionary's guide words, a level holding groups or names, never both.

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
 * `range`: a run of sorted names of one TLD, from `first` to `last` (full names); `key` is how its
 * label tells it from its neighbours: the shortest beginnings of its first and last labels that do.
 */
export interface DomainGroup {
  readonly kind: 'group';
  readonly grouping: 'tld' | 'range';
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
  /**
   * The first row of a name, for `reveal` (made if not yet, `make`) and for refreshes (only a row
   * made: VS Code has shown no other); undefined: not in the tree.
   */
  leafOf(name: string, make?: boolean): DomainLeaf | undefined;
}

export interface TreeLimits {
  /** Up to this many names show as a flat list. */
  flat: number;
  /** No node gets more children than this (except a flat root). */
  children: number;
}

export const DEFAULT_LIMITS: TreeLimits = { flat: 1000, children: 300 };

/** Ordinal order of the whole name: fast for 100,000 names and the same in every locale. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The entries in name order. Entries of valid names with the same name are alike, so those are sorted
 * as strings (V8 compares strings natively, several times faster than through a comparator) and
 * made anew; a list with an invalid name keeps every entry and
 * the order of equal names (stable).
 */
export function sortEntries(entries: readonly DomainEntry[]): DomainEntry[] {
  if (entries.some((entry) => entry.invalidUtf8)) return [...entries].sort((a, b) => compareNames(a.name, b.name));
  // The default order of `sort` is that of compareNames for strings: by UTF-16 code units.
  return entries.map((entry) => entry.name).sort().map((name) => ({ name, invalidUtf8: false }));
}

/** Two sorted lists as one, in O(n): a page of names sorted on its own joins those sorted before. */
export function mergeSorted(a: readonly DomainEntry[], b: readonly DomainEntry[]): DomainEntry[] {
  const out = new Array<DomainEntry>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compareNames(b[j]!.name, a[i]!.name) < 0 ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
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

/**
 * Builds the tree of entries already sorted (`sortEntries`). `idPrefix` keeps ids of different views
 * apart. A grouped tree makes the rows of a range's names when they are first asked for (a range
 * opened, a name revealed): a long list costs its groups only until then.
 */
export function buildDomainTree(sorted: readonly DomainEntry[], idPrefix: string, limits: TreeLimits = DEFAULT_LIMITS): DomainTree {
  const builder = new TreeBuilder(idPrefix, Math.max(2, limits.children));
  if (sorted.length <= limits.flat) {
    const roots = sorted.map((entry) => builder.flatLeaf(entry));
    const leaves = builder.flatLeaves;
    return { roots, grouped: false, count: sorted.length, leafOf: (name: string) => leaves.get(name) };
  }
  // Each TLD keeps the names in the list's order. A name of the previous name's TLD (most of them)
  // joins its run without a new string or a look-up.
  const byTld = new Map<string, DomainEntry[]>();
  let tld: string | undefined;
  let run: DomainEntry[] = [];
  for (const entry of sorted) {
    const { name } = entry;
    if (tld === undefined || !hasTld(name, tld)) {
      const dot = name.lastIndexOf('.');
      tld = dot < 0 ? '' : name.slice(dot + 1);
      let found = byTld.get(tld);
      if (!found) byTld.set(tld, (found = []));
      run = found;
    }
    run.push(entry);
  }
  const tldGroups = new Map<string, Group>();
  for (const tld of [...byTld.keys()].sort(compareNames)) tldGroups.set(tld, builder.tldGroup(tld, byTld.get(tld) ?? []));
  const roots = builder.capRoots([...tldGroups.values()]);
  const leafOf = (name: string, make = true): DomainLeaf | undefined => {
    const group = tldGroups.get(splitName(name).tld);
    return group ? builder.leafIn(group, byTld.get(group.tld) ?? [], name, make) : undefined;
  };
  return { roots, grouped: true, count: sorted.length, leafOf };
}

/** `name`'s top-level domain is `tld` (the part after its last dot; '' when it has none). */
function hasTld(name: string, tld: string): boolean {
  // A TLD holds no dot: a name ending in `.tld` has its last dot right before it.
  if (tld === '') return !name.includes('.');
  return name.length > tld.length && name.charCodeAt(name.length - tld.length - 1) === 0x2e && name.endsWith(tld);
}

/** A group whose children are made when first read. */
class Group implements DomainGroup {
  readonly kind = 'group';
  parent: DomainGroup | undefined = undefined;
  private made: readonly DomainTreeNode[] | undefined;

  constructor(
    readonly grouping: DomainGroup['grouping'],
    readonly id: string,
    readonly tld: string,
    readonly key: string,
    readonly first: string,
    readonly last: string,
    readonly count: number,
    /** Where its names are in their TLD's run (a TLD's group: all of them). */
    readonly from: number,
    readonly to: number,
    private readonly make: () => DomainTreeNode[],
  ) {}

  /** The children if made already. */
  get madeChildren(): readonly DomainTreeNode[] | undefined {
    return this.made;
  }

  get children(): readonly DomainTreeNode[] {
    if (!this.made) {
      const children = this.make();
      for (const child of children) child.parent = this;
      this.made = children;
    }
    return this.made;
  }
}

class TreeBuilder {
  readonly flatLeaves = new Map<string, DomainLeaf>();
  private readonly usedIds = new Set<string>();

  constructor(
    private readonly idPrefix: string,
    private readonly most: number,
  ) {}

  flatLeaf(entry: DomainEntry): DomainLeaf {
    const node: DomainLeaf = { kind: 'domain', id: this.uniqueId(`d:${entry.name}`), entry, parent: undefined };
    if (!this.flatLeaves.has(entry.name)) this.flatLeaves.set(entry.name, node);
    return node;
  }

  /** The row of run[index]; a name listed twice gets `#2` (its copies are next to each other). */
  private leafAt(run: readonly DomainEntry[], index: number): DomainLeaf {
    const entry = run[index]!;
    let copy = 1;
    while (index - copy >= 0 && run[index - copy]!.name === entry.name) copy++;
    const id = `${this.idPrefix}/d:${entry.name}${copy > 1 ? `#${copy}` : ''}`;
    return { kind: 'domain', id, entry, parent: undefined };
  }

  tldGroup(tld: string, run: readonly DomainEntry[]): Group {
    let depth = 0;
    for (let size = this.most; size < run.length; size *= this.most) depth++;
    return this.group('tld', tld, tld, tld, tld, run, 0, run.length, depth);
  }

  /** A group of run[from, to): its names, or balanced ranges `depth` levels deep (0: the names themselves). */
  private group(grouping: DomainGroup['grouping'], tld: string, key: string, first: string, last: string, run: readonly DomainEntry[], from: number, to: number, depth: number): Group {
    const id = this.uniqueId(`${grouping}:${tld}\u0000${first}\u0000${last}`);
    const make = depth === 0
      ? () => Array.from({ length: to - from }, (_, i) => this.leafAt(run, from + i))
      : () => this.ranges(tld, run, from, to, depth);
    return new Group(grouping, id, tld, key, first, last, to - from, from, to, make);
  }

  /** run[from, to) cut into balanced ranges (sizes differ by one at most: none is tiny). */
  private ranges(tld: string, run: readonly DomainEntry[], from: number, to: number, depth: number): Group[] {
    const length = to - from;
    const count = Math.ceil(length / this.most ** depth);
    const label = (i: number) => (i >= 0 && i < run.length ? splitName(run[i]!.name).label : undefined);
    const nodes: Group[] = [];
    for (let i = 0; i < count; i++) {
      const start = from + Math.floor((i * length) / count);
      const end = from + Math.floor(((i + 1) * length) / count);
      const key = `${guide(label(start)!, label(start - 1))}\u0000${guide(label(end - 1)!, label(end))}`;
      nodes.push(this.group('range', tld, key, run[start]!.name, run[end - 1]!.name, run, start, end, depth - 1));
    }
    return nodes;
  }

  /** The first row of `name` under its TLD's group, its groups' children made on the way (`make`). */
  leafIn(tldGroup: Group, run: readonly DomainEntry[], name: string, make: boolean): DomainLeaf | undefined {
    // The first index whose name is not before `name` (the run is in name order).
    let low = 0;
    let high = run.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareNames(run[middle]!.name, name) < 0) low = middle + 1;
      else high = middle;
    }
    if (run[low]?.name !== name) return undefined;
    let group = tldGroup;
    for (;;) {
      const children = make ? group.children : group.madeChildren;
      if (!children) return undefined;
      const first = children[0];
      if (first?.kind === 'domain') {
        const leaf = children[low - group.from];
        return leaf?.kind === 'domain' ? leaf : undefined;
      }
      const next = children.find((child): child is Group => child instanceof Group && child.from <= low && low < child.to);
      if (!next) return undefined;
      group = next;
    }
  }

  /** More TLDs than a level may hold: ranges of them (and ranges of those). */
  capRoots(nodes: DomainTreeNode[]): DomainTreeNode[] {
    if (nodes.length <= this.most) return nodes;
    const out: DomainTreeNode[] = [];
    const count = Math.ceil(nodes.length / this.most);
    for (let i = 0; i < count; i++) {
      const slice = nodes.slice(Math.floor((i * nodes.length) / count), Math.floor(((i + 1) * nodes.length) / count));
      const first = edgeName(slice[0], 'first');
      const last = edgeName(slice[slice.length - 1], 'last');
      const key = `.${splitName(first).tld}\u0000.${splitName(last).tld}`;
      const id = this.uniqueId(`range:\u0000${first}\u0000${last}`);
      out.push(new Group('range', id, '', key, first, last, slice.reduce((sum, node) => sum + countOf(node), 0), 0, 0, () => slice));
    }
    return this.capRoots(out);
  }

  private uniqueId(base: string): string {
    let id = `${this.idPrefix}/${base}`;
    for (let n = 2; this.usedIds.has(id); n++) id = `${this.idPrefix}/${base}#${n}`;
    this.usedIds.add(id);
    return id;
  }
}

/**
 * The guide word of a range's edge: the shortest beginning of `label` that its neighbour across the
 * edge does not share (whole code points); the whole label when the neighbour begins with it.
 */
export function guide(label: string, neighbour: string | undefined): string {
  if (neighbour === undefined) return firstCodePoint(label);
  let shared = 0;
  while (shared < label.length && label[shared] === neighbour[shared]) shared++;
  if (shared >= label.length) return label;
  const end = shared + 1;
  // Never end inside a surrogate pair.
  const cut = /[\ud800-\udbff]/.test(label[end - 1] ?? '') ? end + 1 : end;
  return label.slice(0, cut);
}

function firstCodePoint(label: string): string {
  const first = label.codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first);
}

function countOf(node: DomainTreeNode): number {
  return node.kind === 'domain' ? 1 : node.count;
}

/** The first or last domain name under a node. */
function edgeName(node: DomainTreeNode | undefined, edge: 'first' | 'last'): string {
  if (!node) return '';
  if (node.kind === 'domain') return node.entry.name;
  return edge === 'first' ? node.first : node.last;
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
