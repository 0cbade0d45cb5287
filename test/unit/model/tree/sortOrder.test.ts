import assert from 'node:assert/strict';
import type { DomainDetails } from '../../../../src/core';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { compareByExpiration, orderChildren, readSortMode } from '../../../../src/model/tree/sortOrder';
import { buildDomainTree, sortEntries, type DomainTreeNode } from '../../../../src/model/tree/domainTree';

const NOW = Date.UTC(2026, 0, 1);
const table: Record<string, DomainDetails> = {
  'late.neo': { name: 'late.neo', state: 'active', expiration: NOW + 300 * DAY_MS },
  'soon.neo': { name: 'soon.neo', state: 'active', expiration: NOW + 3 * DAY_MS },
  'gone.neo': { name: 'gone.neo', state: 'expired' },
  'past.neo': { name: 'past.neo', state: 'active', expiration: NOW - DAY_MS },
  'long-gone.neo': { name: 'long-gone.neo', state: 'expired', expiration: NOW - 90 * DAY_MS },
  'forever.neo': { name: 'forever.neo', state: 'active' },
  'broken.neo': { name: 'broken.neo', state: 'error' },
};
const lookup = (name: string) => table[name];
const names = (nodes: readonly DomainTreeNode[]) => nodes.map((node) => (node.kind === 'domain' ? node.entry.name : `[${node.key}]`));

describe('model/tree/sortOrder', () => {
  it('reads the stored mode, defaulting to by name', () => {
    assert.equal(readSortMode('expiration'), 'expiration');
    assert.equal(readSortMode('name'), 'name');
    assert.equal(readSortMode(42), 'name');
    assert.equal(readSortMode(undefined), 'name');
  });

  it('sorts by expiration: live names soonest first, expired names after them (the latest first), then no expiration, failed, not loaded; ties by name', () => {
    const all = [...Object.keys(table), 'unknown-b.neo', 'unknown-a.neo'];
    const sorted = [...all].sort((a, b) => compareByExpiration(a, b, lookup, NOW));
    assert.deepEqual(sorted, ['soon.neo', 'late.neo', 'past.neo', 'long-gone.neo', 'gone.neo', 'forever.neo', 'broken.neo', 'unknown-a.neo', 'unknown-b.neo']);
  });

  it('orders a flat list by name as built, or by expiration', () => {
    const entries = sortEntries(Object.keys(table).map((name) => ({ name, invalidUtf8: false })));
    const tree = buildDomainTree(entries, 'v');
    assert.deepEqual(names(orderChildren(tree.roots, 'name', lookup, NOW)), ['broken.neo', 'forever.neo', 'gone.neo', 'late.neo', 'long-gone.neo', 'past.neo', 'soon.neo']);
    assert.deepEqual(names(orderChildren(tree.roots, 'expiration', lookup, NOW)), ['soon.neo', 'late.neo', 'past.neo', 'long-gone.neo', 'gone.neo', 'forever.neo', 'broken.neo']);
  });

  it('keeps a level of groups in name order; the names of a group opened are sorted by expiration', () => {
    const entries = sortEntries([...Array.from({ length: 12 }, (_, i) => ({ name: `ab${i}.neo`, invalidUtf8: false })), { name: 'a.neo', invalidUtf8: false }, { name: 'soon.neo', invalidUtf8: false }]);
    const tree = buildDomainTree(entries, 'v', { flat: 5, children: 4 });
    const tld = tree.roots[0];
    assert.ok(tld?.kind === 'group');
    assert.deepEqual(orderChildren(tld.children, 'expiration', lookup, NOW), tld.children, 'ranges in name order');
    const last = tld.children[tld.children.length - 1];
    assert.ok(last?.kind === 'group');
    assert.ok(last.children.length > 1 && last.children.every((node) => node.kind === 'domain'));
    assert.equal(names(orderChildren(last.children, 'expiration', lookup, NOW))[0], 'soon.neo');
  });
});
