import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  buildDomainTree, compareNames, filterEntries, filterTarget, guide, leavesOf, mergeSorted, sortEntries, splitName,
  type DomainEntry, type DomainGroup, type DomainTreeNode,
} from '../../../../src/model/tree/domainTree';

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

describe('model/tree/domainTree', () => {
  it('sorts names ordinally, the same in every locale', () => {
    const sorted = sortEntries(entries(['b.neo', 'a.neo', 'B.neo', 'aa.neo', '10.neo', '9.neo', 'bank.neo', 'bank-bear.neo']));
    assert.deepEqual(sorted.map((e) => e.name), ['10.neo', '9.neo', 'B.neo', 'a.neo', 'aa.neo', 'b.neo', 'bank-bear.neo', 'bank.neo']);
    assert.equal(compareNames('a', 'a'), 0);
  });

  it('sorts any names as compareNames orders them (surrogate pairs, control characters), equal names included', () => {
    fc.assert(fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 5 }), { maxLength: 60 }), (names) => {
      const doubled = [...names, ...names.slice(0, 3)];
      assert.deepEqual(sortEntries(entries(doubled)).map((e) => e.name), [...doubled].sort(compareNames));
    }), { numRuns: 300 });
  });

  it('keeps each entry and the order of equal names when a name was not valid UTF-8', () => {
    const invalid = { name: 'a\ufffd.neo', invalidUtf8: true };
    const same = { name: 'a\ufffd.neo', invalidUtf8: false };
    const list = [{ name: 'b.neo', invalidUtf8: false }, invalid, same];
    const sorted = sortEntries(list);
    assert.equal(sorted[0], invalid);
    assert.equal(sorted[1], same);
    assert.deepEqual(sortEntries([same, invalid]).map((e) => e.invalidUtf8), [false, true]);
  });

  it('merges two sorted lists into one sorted list', () => {
    const a = sortEntries(entries(makeNames(500, ['neo', 'n3'], 3)));
    const b = sortEntries(entries(makeNames(300, ['neo'], 4)));
    assert.deepEqual(mergeSorted(a, b).map((e) => e.name), sortEntries([...a, ...b]).map((e) => e.name));
    assert.deepEqual(mergeSorted([], b), b);
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

  it('matches a filter without a dot against the name before its top-level domain, one with a dot against the whole name', () => {
    const list = entries(['bob.neo', 'bank.n3', 'eve.neo', 'n3x.neo']);
    // "e" is in every .neo, and "n3" in every .n3: neither matches through the top-level domain.
    assert.deepEqual(filterEntries(list, 'e').map((e) => e.name), ['eve.neo']);
    assert.deepEqual(filterEntries(list, 'N3').map((e) => e.name), ['n3x.neo']);
    assert.deepEqual(filterEntries(list, '.n3').map((e) => e.name), ['bank.n3']);
    assert.deepEqual(filterEntries(list, 'b.neo').map((e) => e.name), ['bob.neo']);
    assert.equal(filterTarget('e'), 'label');
    assert.equal(filterTarget('.neo'), 'name');
  });

  it('groups every name under the top-level domain after its last dot, however the names interleave', () => {
    const part = fc.string({ unit: fc.constantFrom('a', 'n', 'e', 'o', '.', '-'), maxLength: 6 });
    fc.assert(fc.property(fc.array(part, { minLength: 1, maxLength: 80 }), (names) => {
      const tree = buildDomainTree(sortEntries(entries(names)), 'v', { flat: 0, children: 300 });
      const expected = new Map<string, number>();
      for (const name of names) expected.set(splitName(name).tld, (expected.get(splitName(name).tld) ?? 0) + 1);
      const groups = tree.roots.map((node) => (node.kind === 'group' ? [node.tld, node.count, leavesOf(node.children).every((e) => splitName(e.name).tld === node.tld)] : ['leaf']));
      assert.deepEqual(groups, [...expected].sort(([a], [b]) => compareNames(a, b)).map(([tld, count]) => [tld, count, true]));
    }), { numRuns: 300 });
  });

  it('shows up to 1,000 names as a flat sorted list', () => {
    const names = makeNames(1000, ['neo', 'gas']);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    assert.equal(tree.grouped, false);
    assert.equal(tree.roots.length, 1000);
    assert.ok(tree.roots.every((node) => node.kind === 'domain' && node.parent === undefined));
    assert.deepEqual(leavesOf(tree.roots).map((e) => e.name), [...names].sort(compareNames));
  });

  it('groups longer lists by TLD, then in ranges, each group counted', () => {
    const names = makeNames(5000, ['neo', 'gas']);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    assert.equal(tree.grouped, true);
    assert.deepEqual(tree.roots.map((n) => (n.kind === 'group' ? [n.grouping, n.key] : n.kind)), [['tld', 'gas'], ['tld', 'neo']]);
    const neo = tree.roots[1] as DomainGroup;
    assert.ok(neo.children.every((n) => n.kind === 'group' && n.grouping === 'range'));
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
    assert.equal(tree.leafOf(names[4321]!)?.entry.name, names[4321]);
    checkParents(tree.roots, undefined);
  });

  it('has no tiny group and no name among groups, in the flat list\'s order (bank-bear.neo, bank.neo)', () => {
    // Names that made groups of 2 and a loose name among prefix groups: bank, bank-…, banka…
    const names = [...makeNames(3000, ['neo']), 'bank.neo', 'bank-bear.neo', 'bank-bull.neo', 'banka.neo', 'bankb.neo'];
    const sorted = sortEntries(entries(names));
    const tree = buildDomainTree(sorted, 'v');
    assert.deepEqual(leavesOf(tree.roots).map((e) => e.name), sorted.map((e) => e.name), 'the tree read in order is the flat list');
    const flat = sorted.map((e) => e.name);
    assert.ok(flat.indexOf('bank-bull.neo') + 1 === flat.indexOf('bank.neo'), 'bank.neo right after the bank-… names');
    const walk = (nodes: readonly DomainTreeNode[]): void => {
      const groups = nodes.filter((n) => n.kind === 'group');
      assert.ok(groups.length === 0 || groups.length === nodes.length, 'a level holds groups or names, never both');
      for (const node of groups) {
        if (node.grouping === 'range') assert.ok(node.count >= 150, `a tiny group: ${node.key} (${node.count})`);
        walk(node.children);
      }
    };
    walk(tree.roots);
  });

  it('makes the rows of a range when first asked for: opened, or a name revealed', () => {
    const names = makeNames(5000, ['neo'], 8);
    const sorted = sortEntries(entries([...names, names[10]!]));
    const tree = buildDomainTree(sorted, 'v');
    const target = sorted[2500]!.name;
    assert.equal(tree.leafOf(target, false), undefined, 'not made before anything asks');
    const leaf = tree.leafOf(target);
    assert.equal(leaf?.entry.name, target);
    assert.equal(tree.leafOf(target, false), leaf, 'made once, the same row after');
    const range = leaf?.parent;
    assert.ok(range?.grouping === 'range' && range.children.includes(leaf!));
    assert.equal(range.parent?.grouping, 'tld');
    assert.equal(tree.leafOf('absent.neo'), undefined);
    assert.equal(tree.leafOf('x.gas'), undefined);
    // A name listed twice: its first row; its copy has an id of its own.
    const twice = names[10]!;
    const ids = leavesOf(tree.roots).length && allIds(tree.roots).filter((id) => id.startsWith(`v/d:${twice}`));
    assert.deepEqual(ids, [`v/d:${twice}`, `v/d:${twice}#2`]);
    assert.equal(tree.leafOf(twice)?.id, `v/d:${twice}`);
  });

  it('labels ranges by guide words: the shortest beginnings that tell them from their neighbours', () => {
    assert.equal(guide('bank-bear', 'bank'), 'bank-');
    assert.equal(guide('bank', 'bank-bear'), 'bank');
    assert.equal(guide('carrot', 'apple'), 'c');
    assert.equal(guide('zebra', undefined), 'z');
    assert.equal(guide('😀b', '😀a'), '😀b');
    assert.equal(guide('a😀', 'a'), 'a😀', 'never half a surrogate pair');
    const names = Array.from({ length: 2000 }, (_, i) => `aaa${i.toString(36).padStart(3, '0')}.neo`);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v');
    const neo = tree.roots[0] as DomainGroup;
    const [first, second] = neo.children as DomainGroup[];
    assert.equal(first?.key, 'a\u0000aaa07w');
    assert.equal(second?.key, 'aaa07x\u0000aaa0fu');
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
        for (const part of node.key.split('\u0000')) assert.ok(!/[\ud800-\udbff]$/.test(part), `key ${node.key}`);
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
    assert.deepEqual([empty.roots, empty.grouped, empty.count, empty.leafOf('a.neo')], [[], false, 0, undefined]);
  });

  it('respects custom limits', () => {
    const names = makeNames(50);
    const tree = buildDomainTree(sortEntries(entries(names)), 'v', { flat: 10, children: 5 });
    assert.equal(tree.grouped, true);
    assert.ok(maxChildren(tree.roots) <= 5);
    assert.equal(leavesOf(tree.roots).length, 50);
  });
});
