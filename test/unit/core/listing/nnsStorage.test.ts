import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { MalformedValue } from '../../../../src/core/listing/nameState';
import { compareBytes, concat, equalBytes, startsWith, tokensLayout, tokensOfLayout } from '../../../../src/core/listing/nnsStorage';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('core/listing/nnsStorage: storage keys, compared as the node orders them', () => {
  it('compareBytes: byte by byte, and a key before every longer key it begins', () => {
    assert.ok(compareBytes(bytes(1, 2), bytes(1, 3)) < 0);
    assert.ok(compareBytes(bytes(1, 3), bytes(1, 2)) > 0);
    assert.ok(compareBytes(bytes(2), bytes(1, 255)) > 0, 'the first byte that differs decides, not the length');
    assert.ok(compareBytes(bytes(1, 2), bytes(1, 2, 0)) < 0);
    assert.ok(compareBytes(bytes(1, 2, 0), bytes(1, 2)) > 0);
    assert.equal(compareBytes(bytes(7, 8, 9), bytes(7, 8, 9)), 0);
    assert.equal(compareBytes(bytes(), bytes()), 0);
    // Sorting keys with it is storage order.
    const keys = [bytes(0x21, 5), bytes(0x21), bytes(0x02, 0xff), bytes(0x21, 4, 9), bytes(0x21, 4)];
    assert.deepEqual(keys.sort(compareBytes).map((key) => [...key]), [[0x02, 0xff], [0x21], [0x21, 4], [0x21, 4, 9], [0x21, 5]]);
  });

  it('equalBytes: the same bytes, and as many', () => {
    assert.equal(equalBytes(bytes(1, 2, 3), bytes(1, 2, 3)), true);
    assert.equal(equalBytes(bytes(), bytes()), true);
    assert.equal(equalBytes(bytes(1, 2, 3), bytes(1, 2, 4)), false);
    assert.equal(equalBytes(bytes(1, 2), bytes(1, 2, 3)), false);
    assert.equal(equalBytes(bytes(1, 2, 3), bytes(1, 2)), false);
  });

  it('startsWith: every byte of the prefix in place; a key shorter than the prefix does not', () => {
    assert.equal(startsWith(bytes(0x02, 9, 9, 1), bytes(0x02, 9, 9)), true);
    assert.equal(startsWith(bytes(0x02, 9), bytes()), true);
    assert.equal(startsWith(bytes(0x02, 9, 8, 1), bytes(0x02, 9, 9)), false);
    assert.equal(startsWith(bytes(0x02, 9), bytes(0x02, 9, 9)), false);
  });

  it('concat: the first bytes, then the second', () => {
    assert.deepEqual([...concat(bytes(1, 2), bytes(3))], [1, 2, 3]);
    assert.deepEqual([...concat(bytes(), bytes(3))], [3]);
  });

  it('a key that is not the prefix ‖ 20 bytes, or a value that is no NameState, is refused saying which', () => {
    const owner = new Uint8Array(20).fill(0x11);
    const name = new TextEncoder().encode('alice.neo');
    const layout = tokensOfLayout(owner);
    const key = concat(layout.prefix, ripemd160(name));
    const refused = (run: () => unknown, message: string) => assert.throws(run, (error: unknown) => {
      assert.ok(error instanceof MalformedValue);
      assert.equal(error.message, message);
      return true;
    });
    refused(() => layout.nameOf(key.subarray(0, -1), name), 'a key is not the prefix followed by 20 bytes (40 bytes)');
    refused(() => layout.nameOf(concat(key, bytes(0)), name), 'a key is not the prefix followed by 20 bytes (42 bytes)');
    refused(() => tokensLayout().nameOf(concat(bytes(0x21), ripemd160(name)), name), 'a value under 0x21 is not a NameState: '
      + 'it is not an Array or Struct (type 0x61)');
  });
});
