import assert from 'node:assert/strict';
import {
  buildDomainTree, compareNames, filterEntries, leavesOf, sortEntries, splitName,
  type DomainEntry, type DomainGroup, type DomainTreeNode,
} from '../../../src/model/domainTree';

const entries = (names: readonly string[]): DomainEntry[] => names.map((name) => ({ name, invalidUtf8: false }));

/** Deterministic names: `count` labels over the given TLDs. */
function makeNames(count: number, tlds = ['neo'], seed = 1): string[] {
  let state = seed >>> 0;
  // mulberry32: a small, well-spread PRNG in 32-bit integer arithmetic.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  const names = new Set<string>();
  while (names.size < count) {
    const length = 3 + (next() % 10);
    let label = '';
    for (let i = 0; i < length; i++) label += alphabet[next() % (i === 0 ? 26 : alphabet.length)];
    names.add(`${label}.${tlds[next() % tlds.length]}`);
  }
  return [...names];
}

function maxChildren(nodes: readonly DomainTreeNode[]): number {
  let max = nodes.length;
  for (const node of nodes) if (node.kind === 'group') max = Math.max(max, maxChildren(node.children));
  return max;
}

function checkParents(nodes: readonly DomainTreeNode[], parent: DomainGroup | undefined): void {
  for (const node of nodes) {
    assert.equal(node.parent, parent);
    if (node.kind === 'group') {
      assert.equal(node.count, leavesOf(node.children).length, `count of ${node.id}`);
      checkParents(node.children, node);
    }
  }
}

function allIds(nodes: readonly DomainTreeNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    out.push(node.id);
    if (node.kind === 'group') allIds(node.children, out);
  }
  return out;
}

describe('model/domainTree', () => {
  it('sorts names ordinally, the same in every locale', () => {
    const sorted = sortEntries(entries(['b.neo', 'a.neo', 'B.neo', 'aa.neo', '10.neo', '9.neo']));
    assert.deepEqual(sorted.map((e) => e.name), ['10.neo', '9.neo', 'B.neo', 'a.neo', 'aa.neo', 'b.neo']);
    assert.equal(compareNames('a', 'a'), 0);
  });

  it('splits a name into label and top-level domain', () => {
    assert.deepEqual(splitName('alice.neo'), { label: 'alice', tld: 'neo' });
    assert.deepEqual(splitName('a.b.neo'), { label: 'a.b', tld: 'neo' });
    assert.deepEqual(splitName('nodot'), { label: 'nodot', tld: '' });
  });

  it('filters by case-insensitive substring; blank keeps all', () => {
    const list = entries(['alice.neo', 'bob.neo', 'ALICIA.neo']);
    assert.deepEqual(filterEntries(list, 'ali').map((e) => e.name), ['alice.neo', 'ALICIA.neo']);
    assert.equal(filterEntries(list, '   '), list);
    assert.equal(filterEntries(list, undefined), list);
    assert.deepEqual(filterEntries(list, 'zzz'), []);
  });

  it('shows up to 1,000 names as a flat sorted list', () => {
    const names = makeNames(1000, ['neo', 'gas']);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    assert.equal(tree.grouped, false);
    assert.equal(tree.roots.length, 1000);
    assert.ok(tree.roots.every((node) => node.kind === 'domain' && node.parent === undefined));
    assert.deepEqual(leavesOf(tree.roots).map((e) => e.name), [...names].sort(compareNames));
  });

  it('groups longer lists by TLD, then first character, each group counted', () => {
    const names = makeNames(5000, ['neo', 'gas']);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    assert.equal(tree.grouped, true);
    assert.deepEqual(tree.roots.map((n) => (n.kind === 'group' ? [n.grouping, n.key] : n.kind)), [['tld', 'gas'], ['tld', 'neo']]);
    const neo = tree.roots[1] as DomainGroup;
    assert.ok(neo.children.every((n) => n.kind === 'group' && n.grouping === 'prefix' && [...n.key].length === 1));
    assert.equal(tree.count, 5000);
    assert.deepEqual(new Set(leavesOf(tree.roots).map((e) => e.name)), new Set(names));
    assert.ok(maxChildren(tree.roots) <= 300);
    checkParents(tree.roots, undefined);
  });

  // No timed assertion: the machine is shared, and mutation testing runs this instrumented (8 s).
  it('keeps 100,000 names under a few hundred children per node', () => {
    const names = makeNames(100_000, ['neo']);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    assert.ok(maxChildren(tree.roots) <= 300, `max children ${maxChildren(tree.roots)}`);
    assert.equal(leavesOf(tree.roots).length, 100_000);
    assert.equal(tree.leafByName.size, 100_000);
    checkParents(tree.roots, undefined);
  });

  it('splits a huge bucket further and skips levels with a single group', () => {
    // 2,000 names all starting with "aaa": no "a…" or "aa…" levels of one group each.
    const names = Array.from({ length: 2000 }, (_, i) => `aaa${i.toString(36).padStart(3, '0')}.neo`);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    const neo = tree.roots[0] as DomainGroup;
    assert.equal(neo.children.length > 1, true);
    for (const child of neo.children) {
      assert.equal(child.kind, 'group');
      assert.ok((child as DomainGroup).key.startsWith('aaa'));
    }
    assert.ok(maxChildren(tree.roots) <= 300);
    assert.equal(leavesOf(tree.roots).length, 2000);
  });

  it('cuts too many distinct first characters into ranges', () => {
    // 1,500 names each starting with a different character.
    const names = Array.from({ length: 1500 }, (_, i) => `${String.fromCodePoint(0x4e00 + i)}x.neo`);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    const neo = tree.roots[0] as DomainGroup;
    assert.ok(neo.children.length <= 300);
    assert.ok(neo.children.some((n) => n.kind === 'group' && n.grouping === 'range'));
    assert.ok(maxChildren(tree.roots) <= 300);
    assert.equal(leavesOf(tree.roots).length, 1500);
  });

  it('never splits a surrogate pair and gives every row a unique id, duplicates included', () => {
    const names = [...makeNames(1200), '😀a.neo', '😀b.neo', 'dup.neo', 'dup.neo'];
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    const ids = allIds(tree.roots);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(leavesOf(tree.roots).length, names.length);
    const walk = (nodes: readonly DomainTreeNode[]): void => {
      for (const node of nodes) if (node.kind === 'group') {
        assert.ok(!/[\ud800-\udbff]$/.test(node.key), `key ${node.key}`);
        walk(node.children);
      }
    };
    walk(tree.roots);
  });

  it('keeps ids stable between builds so expansion survives a refresh', () => {
    const names = makeNames(3000);
    const a = buildDomainTree(sortEntries(entries(names)), 'v');
    const b = buildDomainTree(sortEntries(entries([...names].reverse())), 'v');
    assert.deepEqual(allIds(a.roots), allIds(b.roots));
  });

  it('handles names without a dot and an empty list', () => {
    const names = [...makeNames(1500), 'plain', 'other'];
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    const noTld = tree.roots.find((n) => n.kind === 'group' && n.key === '');
    assert.ok(noTld && noTld.kind === 'group' && noTld.count === 2);
    const empty = buildDomainTree([], 'v');
    assert.deepEqual(empty, { roots: [], grouped: false, count: 0, leafByName: new Map() });
  });

  it('respects custom limits', () => {
    const names = makeNames(50);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v', { flat: 10, children: 5 });
    assert.equal(tree.grouped, true);
    assert.ok(maxChildren(tree.roots) <= 5);
    assert.equal(leavesOf(tree.roots).length, 50);
  });
});
