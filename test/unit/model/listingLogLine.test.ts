import assert from 'node:assert/strict';
import type { DomainList } from '../../../src/core';
import { listingLogLine } from '../../../src/model/listingLogLine';

const list = (over: Partial<DomainList>): DomainList => ({
  names: ['a.neo', 'b.neo'], invalidUtf8: [], complete: true, strategy: 'storage', gasConsumed: 0n, requests: 3, addressVersion: 53, ...over,
});

describe('model/listingLogLine', () => {
  it('names the route of each list, the contract\'s storage included, and why a list is partial', () => {
    assert.match(listingLogLine('All Domains', list({}), 120, 2, 'http://127.0.0.1:50012/'),
      /^All Domains: 2 names from http:\/\/127\.0\.0\.1:50012\/ from the contract's storage \(findstorage\) \(2 pages, 3 requests, 120 ms, /);
    const partial = listingLogLine('All Domains', list({ strategy: 'script', complete: false, incompleteReason: 'no findstorage' }), 1500, 1, 'http://x/');
    assert.match(partial, / by a script the node ran \(1 page, 3 requests, 1\.5 s, .*\); partial: no findstorage$/);
  });
});
