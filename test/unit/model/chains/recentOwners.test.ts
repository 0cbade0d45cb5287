import assert from 'node:assert/strict';
import { MAX_RECENT_OWNERS, readRecentOwners, withRecentOwner } from '../../../../src/model/chains/recentOwners';
import { DEFAULT_RPC_URL, NODE_PRESETS, presetById } from '../../../../src/model/chains/nodePresets';

describe('model/chains/recentOwners and nodePresets', () => {
  it('keeps recent owners newest first, unique, bounded', () => {
    assert.deepEqual(withRecentOwner(['a', 'b', 'c'], 'b'), ['b', 'a', 'c']);
    const many = Array.from({ length: 20 }, (_, i) => `o${i}`);
    assert.equal(withRecentOwner(many, 'new').length, MAX_RECENT_OWNERS);
  });

  it('reads stored owners defensively', () => {
    assert.deepEqual(readRecentOwners(undefined), []);
    assert.deepEqual(readRecentOwners('x'), []);
    assert.deepEqual(readRecentOwners(['a', 3, '', 'b', 'x'.repeat(100)]), ['a', 'b']);
  });

  it('offers MainNet, TestNet and a local node', () => {
    assert.deepEqual(NODE_PRESETS.map((p) => p.url), ['https://mainnet1.neo.coz.io:443', 'https://testnet1.neo.coz.io:443', 'http://localhost:50012']);
    assert.equal(presetById('local')?.url, 'http://localhost:50012');
    assert.equal(presetById('nope'), undefined);
    assert.equal(DEFAULT_RPC_URL, NODE_PRESETS[0]?.url);
  });
});

describe('model/chains/recentOwners: what storage may hold', () => {
  it('keeps entries of 1 to 64 characters, nothing else', () => {
    assert.deepEqual(readRecentOwners(['', 'a', 'x'.repeat(64), 'y'.repeat(65), 3]), ['a', 'x'.repeat(64)]);
  });
});
