import assert from 'node:assert/strict';
import type { DomainList } from '../../../../src/core';
import { listingLogLine } from '../../../../src/model/text/listingLogLine';

const list = (over: Partial<DomainList>): DomainList => ({
  names: ['a.neo', 'b.neo'], invalidUtf8: [], complete: true, strategy: 'storage', gasConsumed: 0n, requests: 3, addressVersion: 53, ...over,
});

describe('model/text/listingLogLine', () => {
  it('names the route of each list, the contract\'s storage included, and why a list is partial', () => {
    assert.match(listingLogLine('All Domains', list({}), 120, 2, 'http://127.0.0.1:50012/'),
      /^All Domains: 2 names from http:\/\/127\.0\.0\.1:50012\/ from the contract's storage \(findstorage\) \(2 pages, 3 requests, 120 ms, /);
    const incomplete = { kind: 'node-limits', sessions: { cause: 'pool-full' }, listed: 2, noun: 'names' } as const;
    const partial = listingLogLine('All Domains', list({ strategy: 'script', complete: false, incompleteReason: 'the core\'s message', incomplete }), 1500, 1, 'http://x/');
    assert.match(partial, / by a script the node ran \(1 page, 3 requests, 1\.5 s, .*\); partial: This node's iterator sessions are all in use \(-32603, .* lists them all\.$/);
    assert.match(listingLogLine('All Domains', list({ strategy: 'script', complete: false }), 1500, 1, 'http://x/'), /; partial: unknown reason$/);
  });
});

describe('model/text/listingLogLine: the words of each count', () => {
  const list = (over: Partial<DomainList>): DomainList => ({ names: ['a.neo'], invalidUtf8: [], complete: true, strategy: 'expanded', gasConsumed: 100_000n, requests: 1, addressVersion: 53, ...over });

  it('one page, one request, one name in the singular; the route in words', () => {
    assert.equal(listingLogLine('All Domains', list({}), 999.6, 1, 'http://127.0.0.1:1/'), 'All Domains: 1 name from http://127.0.0.1:1/ in one reply (1 page, 1 request, 1000 ms, 0.001 GAS)');
    assert.match(listingLogLine('All Domains', list({ strategy: 'session', names: [], requests: 2 }), 1000, 0, 'http://h/'), /^All Domains: 0 names from http:\/\/h\/ through an iterator session \(0 pages, 2 requests, 1\.0 s,/);
  });

  it('names that are not valid UTF-8 are counted; a partial list without a reason says so', () => {
    const line = listingLogLine('Owner Domains', list({ invalidUtf8: [0], complete: false }), 5, 1, 'http://h/');
    assert.match(line, /, 1 not valid UTF-8\); partial: unknown reason$/);
  });
});
