import assert from 'node:assert/strict';
import { MAX_RECENT_NODES, normalized, readRecentNodes, withRecentNode } from '../../../../src/model/chains/recentNodes';

describe('model/chains/recentNodes', () => {
  it('puts the node that answered first, once, however its URL was written', () => {
    const list = ['http://127.0.0.1:7000/', 'https://testnet1.neo.coz.io/', 'http://localhost:50012/'];
    assert.deepEqual(withRecentNode(list, 'HTTPS://TestNet1.neo.coz.io:443'),
      ['HTTPS://TestNet1.neo.coz.io:443', 'http://127.0.0.1:7000/', 'http://localhost:50012/']);
    assert.deepEqual(withRecentNode(list, 'http://127.0.0.1:7001'), ['http://127.0.0.1:7001', ...list]);
  });

  it(`keeps at most ${MAX_RECENT_NODES} nodes, the oldest dropped`, () => {
    const many = Array.from({ length: MAX_RECENT_NODES }, (_, i) => `http://127.0.0.1:${7000 + i}/`);
    const list = withRecentNode(many, 'http://127.0.0.1:9000/');
    assert.equal(list.length, MAX_RECENT_NODES);
    assert.deepEqual(list, ['http://127.0.0.1:9000/', ...many.slice(0, MAX_RECENT_NODES - 1)]);
    assert.deepEqual(withRecentNode(many, 'http://127.0.0.1:9000/', 2), ['http://127.0.0.1:9000/', 'http://127.0.0.1:7000/']);
  });

  it('reads what the workspace stored defensively: only http(s) node URLs of sane length, at most the maximum', () => {
    assert.deepEqual(readRecentNodes(undefined), []);
    assert.deepEqual(readRecentNodes('http://127.0.0.1:7000/'), [], 'not a list');
    assert.deepEqual(readRecentNodes([
      'http://127.0.0.1:7000/', 7, null, '', 'ftp://127.0.0.1/', 'not a url', 'http://127.0.0.1:9/', 'http://user:pw@127.0.0.1/',
      `http://127.0.0.1/${'a'.repeat(2048)}`, 'https://mainnet1.neo.coz.io:443',
    ]), ['http://127.0.0.1:7000/', 'https://mainnet1.neo.coz.io:443']);
    const exactly = `http://127.0.0.1/${'a'.repeat(2048 - 'http://127.0.0.1/'.length)}`;
    assert.deepEqual(readRecentNodes([exactly]), [exactly], '2,048 characters is still a URL to keep');
    const many = Array.from({ length: MAX_RECENT_NODES + 3 }, (_, i) => `http://127.0.0.1:${7000 + i}/`);
    assert.deepEqual(readRecentNodes(many), many.slice(0, MAX_RECENT_NODES));
  });

  it('compares URLs normalized, and an invalid one as it is', () => {
    assert.equal(normalized(' HTTP://LocalHost:50012 '), 'http://localhost:50012/');
    assert.equal(normalized('https://mainnet1.neo.coz.io:443'), 'https://mainnet1.neo.coz.io/');
    assert.equal(normalized('not a url'), 'not a url');
    assert.equal(normalized('ftp://host/'), 'ftp://host/');
  });
});
