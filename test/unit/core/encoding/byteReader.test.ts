// The binary reader: little-endian integers and var-ints read back from what ByteWriter writes, at the
// edges of each var-int form; longer forms than needed, counts over their limit and bytes that end
// early refused, each where it happens.
import assert from 'node:assert/strict';
import { hex } from '@scure/base';
import { ByteWriter, varInt } from '../../../../src/core/encoding/binary';
import { ByteReader } from '../../../../src/core/encoding/byteReader';

class ReadError extends Error {
  constructor(readonly reason: string, readonly offset: number) {
    super(`${reason} @${offset}`);
  }
}

const reader = (text: string) => new ByteReader(hex.decode(text.replace(/ /g, '')), (reason, offset) => new ReadError(reason, offset));

function refuses(read: () => unknown, offset: number, words: RegExp): void {
  assert.throws(read, (error: unknown) => error instanceof ReadError && error.offset === offset && words.test(error.reason));
}

describe('core/encoding/byteReader', () => {
  it('reads back what ByteWriter writes: bytes, uint32, int64 (negative too), little-endian', () => {
    const written = new ByteWriter().u8(0xab).u32(0x12345678).i64(-2n).i64(2n ** 63n - 1n).bytes(Uint8Array.of(1, 2, 3)).toBytes();
    const read = new ByteReader(written, (reason) => new Error(reason));
    assert.equal(read.u8('a'), 0xab);
    assert.equal(read.u32('b'), 0x12345678);
    assert.equal(read.i64('c'), -2n);
    assert.equal(read.i64('d'), 2n ** 63n - 1n);
    assert.deepEqual(read.bytes(3, 'e'), Uint8Array.of(1, 2, 3));
    assert.equal(read.remaining, 0);
    assert.equal(read.offset, written.length);
    assert.equal(reader('3412').u16('x'), 0x1234);
    assert.equal(reader('ffffffffffffffff').u64('x'), 2n ** 64n - 1n);
  });

  it('reads every var-int form at its edges, as ByteWriter writes them', () => {
    for (const value of [0, 1, 0xfc, 0xfd, 0xfe, 0xff, 0xffff, 0x1_0000, 0xffff_ffff, 0x1_0000_0000, Number.MAX_SAFE_INTEGER]) {
      const read = new ByteReader(varInt(value), (reason) => new Error(reason));
      assert.equal(read.varInt(Number.MAX_SAFE_INTEGER, 'n'), value);
      assert.equal(read.remaining, 0);
    }
  });

  it('refuses a var-int written longer than it needs, at its first byte', () => {
    refuses(() => reader('fd fc00').varInt(1000, 'the signers'), 0, /the signers \(252\) is written in 3 bytes where 1 would do/);
    refuses(() => reader('fe ffff0000').varInt(1e6, 'n'), 0, /written in 5 bytes where 3 would do/);
    refuses(() => reader('ff ffffffff00000000').varInt(2 ** 40, 'n'), 0, /written in 9 bytes where 5 would do/);
    const second = reader('00 ff 0000000000000000');
    assert.deepEqual(second.varBytes(10, 'n'), new Uint8Array(0));
    refuses(() => second.varBytes(10, 'n'), 1, /written in 9 bytes where 1 would do/);
    assert.equal(reader('fd fd00').varInt(1000, 'n'), 0xfd);
  });

  it('refuses a count or length over its limit, before reading what it counts', () => {
    refuses(() => reader('11').varInt(16, 'the signers'), 0, /the signers number 17; at most 16/);
    refuses(() => reader('fd0104').varBytes(1024, 'the script'), 0, /the script is 1025 bytes long; at most 1024/);
    refuses(() => reader('ff ffffffffffffffff').varBytes(2 ** 53, 'x'), 0, /at most/);
  });

  it('refuses bytes that end inside what it reads, where they end', () => {
    refuses(() => reader('').u8('the version'), 0, /end inside the version: 1 byte needed, 0 left/);
    refuses(() => reader('0102').u32('the nonce'), 0, /end inside the nonce: 4 bytes needed, 2 left/);
    refuses(() => reader('05 0102').varBytes(100, 'the script'), 1, /end inside the script: 5 bytes needed, 2 left/);
    refuses(() => reader('fd01').varInt(100, 'n'), 1, /2 bytes needed, 1 left/);
  });

  it('reads a Boolean as 0 or 1 only', () => {
    assert.equal(reader('00').boolean('b'), false);
    assert.equal(reader('01').boolean('b'), true);
    refuses(() => reader('02').boolean('the expression'), 0, /the expression is 2, not 0 or 1/);
  });

  it('fails with the caller\'s error where it stands or where it is told', () => {
    const read = reader('0102');
    read.u8('x');
    refuses(() => read.fail('why'), 1, /^why$/);
    refuses(() => read.fail('why', 0), 0, /^why$/);
  });
});
