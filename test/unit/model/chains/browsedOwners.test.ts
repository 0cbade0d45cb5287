import assert from 'node:assert/strict';
import { scriptHashToAddress } from '../../../../src/core';
import { MAX_BROWSED_OWNERS, readBrowsedOwners, storedBrowsedOwners, withBrowsedOwner, withoutBrowsedOwner } from '../../../../src/model/chains/browsedOwners';

const owner = (n: number) => {
  const scriptHash = `0x${n.toString(16).padStart(2, '0').repeat(20)}`;
  return { address: scriptHashToAddress(scriptHash), scriptHash };
};

describe('model/chains/browsedOwners', () => {
  it('reads only well-formed owners from storage, once each, at most the maximum', () => {
    const stored = [owner(1).address, 'nonsense', 42, owner(1).scriptHash, owner(2).scriptHash, '', ...Array.from({ length: 12 }, (_, i) => owner(i + 3).address)];
    const read = readBrowsedOwners(stored);
    assert.equal(read.length, MAX_BROWSED_OWNERS);
    assert.deepEqual(read.slice(0, 2), [owner(1), owner(2)]);
    assert.deepEqual(readBrowsedOwners('x'), []);
    assert.deepEqual(readBrowsedOwners(undefined), []);
  });

  it('puts the newest first without duplicates, and removes by script hash', () => {
    let list = withBrowsedOwner([], owner(1));
    list = withBrowsedOwner(list, owner(2));
    list = withBrowsedOwner(list, owner(1));
    assert.deepEqual(list, [owner(1), owner(2)]);
    assert.deepEqual(withoutBrowsedOwner(list, owner(1).scriptHash), [owner(2)]);
    assert.deepEqual(storedBrowsedOwners(list), [owner(1).address, owner(2).address]);
    assert.equal(Array.from({ length: 20 }, (_, i) => owner(i + 1)).reduce((list, next) => withBrowsedOwner(list, next), [] as Array<ReturnType<typeof owner>>).length, MAX_BROWSED_OWNERS);
  });
});

describe('model/chains/browsedOwners: what storage may hold', () => {
  it('skips entries that are not text or longer than an owner can be, and keeps a 0x script hash of 42 characters', () => {
    const hash = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
    const read = readBrowsedOwners([7, null, { address: 'x' }, `${hash}${' '.repeat(23)}`, hash]);
    assert.deepEqual(read.map((o) => o.scriptHash), [hash]);
    assert.deepEqual(readBrowsedOwners([`${' '.repeat(22)}${hash}`]).map((o) => o.scriptHash), [hash], '64 characters, blanks around: read');
    assert.deepEqual(readBrowsedOwners(['not an owner', '']), []);
  });
});
