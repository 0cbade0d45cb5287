import assert from 'node:assert/strict';
import type { DomainEntry } from '../../../../src/model/tree/domainTree';
import { TreeCache } from '../../../../src/model/tree/treeCache';

const entries = (names: readonly string[]): DomainEntry[] => names.map((name) => ({ name, invalidUtf8: false }));

describe('model/tree/treeCache', () => {
  it('builds a list\'s tree from its names after the filter', () => {
    const tree = new TreeCache().treeOf('all', entries(['a.neo', 'b.neo', 'ab.neo']), 'a', 'nns.allDomains/all');
    assert.equal(tree.count, 2);
    assert.ok(tree.leafOf('ab.neo') && !tree.leafOf('b.neo'));
  });

  it('keeps the tree while the names (the same array) and the filter are the same; builds anew otherwise', () => {
    const cache = new TreeCache();
    const sorted = entries(['a.neo', 'b.neo']);
    const first = cache.treeOf('all', sorted, '', 'id');
    assert.equal(cache.treeOf('all', sorted, '', 'id'), first);
    assert.notEqual(cache.treeOf('all', entries(['a.neo', 'b.neo']), '', 'id'), first, 'other names: a new array');
    const filtered = cache.treeOf('all', sorted, 'b', 'id');
    assert.equal(filtered.count, 1);
    assert.notEqual(cache.treeOf('all', sorted, '', 'id'), filtered);
  });

  it('keeps each list apart, and forgets one no longer shown', () => {
    const cache = new TreeCache();
    const sorted = entries(['a.neo']);
    const one = cache.treeOf('owner:1', sorted, '', 'id/1');
    const two = cache.treeOf('owner:2', sorted, '', 'id/2');
    assert.notEqual(one, two);
    assert.equal(cache.treeOf('owner:1', sorted, '', 'id/1'), one);
    cache.forget('owner:1');
    assert.notEqual(cache.treeOf('owner:1', sorted, '', 'id/1'), one);
    assert.equal(cache.treeOf('owner:2', sorted, '', 'id/2'), two);
  });
});
