import assert from 'node:assert/strict';
import type { DomainDetails } from '../../../src/core';
import { DAY_MS } from '../../../src/model/expiry';
import { compareByExpiration, orderChildren, readSortMode } from '../../../src/model/sortOrder';
import { buildDomainTree, sortEntries, type DomainTreeNode } from '../../../src/model/domainTree';

const NOW = Date.UTC(2026, 0, 1);
const table: Record<string, DomainDetails> = {
  'late.neo': { name: 'late.neo', state: 'active', expiration: NOW + 300 * DAY_MS },
  'soon.neo': { name: 'soon.neo', state: 'active', expiration: NOW + 3 * DAY_MS },
  'gone.neo': { name: 'gone.neo', state: 'expired' },
  'past.neo': { name: 'past.neo', state: 'active', expiration: NOW - DAY_MS },
  'forever.neo': { name: 'forever.neo', state: 'active' },
  'broken.neo': { name: 'broken.neo', state: 'error' },
};
const lookup = (name: string) => table[name];
const names = (nodes: readonly DomainTreeNode[]) => nodes.map((node) => (node.kind === 'domain' ? node.entry.name : `[${node.key}]`));

describe('model/sortOrder', () => {
  it('reads the stored mode, defaulting to by name', () => {
    assert.equal(readSortMode('expiration'), 'expiration');
    assert.equal(readSortMode('name'), 'name');
    assert.equal(readSortMode(42), 'name');
    assert.equal(readSortMode(undefined), 'name');
  });

  it('sorts by expiration: expired first, soonest next, then no expiration, failed, not loaded; ties by name', () => {
    const all = [...Object.keys(table), 'unknown-b.neo', 'unknown-a.neo'];
    const sorted = [...all].sort((a, b) => compareByExpiration(a, b, lookup, NOW));
    assert.deepEqual(sorted, ['gone.neo', 'past.neo', 'soon.neo', 'late.neo', 'forever.neo', 'broken.neo', 'unknown-a.neo', 'unknown-b.neo']);
  });

  it('orders a flat list by name as built, or by expiration', () => {
    const entries = sortEntries(Object.keys(table).map((name) => ({ name, invalidUtf8: false })));
    const tree = buildDomainTree(entries, 'v');
    assert.deepEqual(names(orderChildren(tree.roots, 'name', lookup, NOW)), ['broken.neo', 'forever.neo', 'gone.neo', 'late.neo', 'past.neo', 'soon.neo']);
    assert.deepEqual(names(orderChildren(tree.roots, 'expiration', lookup, NOW)), ['gone.neo', 'past.neo', 'soon.neo', 'late.neo', 'forever.neo', 'broken.neo']);
  });

  it('puts the domain rows of a level first by expiration, its groups after in name order', () => {
    const entries = sortEntries([...Array.from({ length: 12 }, (_, i) => ({ name: `ab${i}.neo`, invalidUtf8: false })), { name: 'a.neo', invalidUtf8: false }, { name: 'soon.neo', invalidUtf8: false }]);
    const tree = buildDomainTree(entries, 'v', { flat: 5, children: 4 });
    const tld = tree.roots[0];
    assert.ok(tld?.kind === 'group');
    const byName = names(tld.children);
    const byExpiration = names(orderChildren(tld.children, 'expiration', lookup, NOW));
    assert.deepEqual([...byExpiration].sort(), [...byName].sort(), 'the same rows');
    const firstGroup = byExpiration.findIndex((label) => label.startsWith('['));
    assert.ok(byExpiration.slice(firstGroup).every((label) => label.startsWith('[')), byExpiration.join(' '));
    assert.equal(byExpiration[0], 'soon.neo');
  });
});
