import assert from 'node:assert/strict';
import { Uri } from '../support/fakeVscode';
import { detailsUri, domainUri, nameOfDetailsUri, nameOfDomainUri } from '../../../src/services/uris';

describe('services/uris', () => {
  it('carries a name only as the hex of its bytes, and reads it back', () => {
    const name = 'a/../b?#\u202e.neo';
    const row = domainUri(name);
    assert.equal(row.scheme, 'nns-domain');
    assert.match(row.path, /^\/[0-9a-f]+$/);
    assert.equal(nameOfDomainUri(row), name);
    const document = detailsUri(name);
    assert.equal(document.scheme, 'nns-details');
    assert.equal(document.path, '/a\u2215..\u2215b?#\\u{202e}.neo', 'one path segment, hidden characters shown');
    assert.equal(nameOfDetailsUri(document), name);
    assert.equal(detailsUri('alice.neo').path, '/alice.neo');
  });

  it('reads no name from another scheme or a key that is not one', () => {
    assert.equal(nameOfDomainUri(detailsUri('alice.neo')), undefined);
    assert.equal(nameOfDetailsUri(domainUri('alice.neo')), undefined);
    assert.equal(nameOfDetailsUri(Uri.from({ scheme: 'nns-details', path: '/alice.neo', query: 'zz' })), undefined);
    assert.equal(nameOfDomainUri(Uri.from({ scheme: 'nns-domain', path: '/abc' })), undefined);
  });
});
