import assert from 'node:assert/strict';
import { hex } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { buildUnwrapIteratorScript, pushData, pushInteger } from '../../../../src/core/encoding/script';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

describe('core/encoding/script', () => {
  it('builds the tokens unwrap script of the protocol notes (max 100)', () => {
    assert.equal(hex.encode(buildUnwrapIteratorScript(NNS, 'tokens', [], 100)),
      '0064c21f0c06746f6b656e730c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52c24b419c08ed9c26144a124d41f354bf1dcf4aca134db8240422e84646');
  });

  it('builds the tokensOf unwrap script of the protocol notes (max 100)', () => {
    const owner = { type: 'Hash160', value: '0x118ba6f59931a56ec469770f7fc790ece96df00d' } as const;
    assert.equal(hex.encode(buildUnwrapIteratorScript(NNS, 'tokensOf', [owner], 100)),
      '00640c140df06de9ec90c77f0f7769c46ea53199f5a68b1111c01f0c08746f6b656e734f660c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52c24b419c08ed9c26144a124d41f354bf1dcf4aca134db8240422e84646');
  });

  it('uses the syscall ids SHA-256 gives for their names', () => {
    const id = (name: string) => hex.encode(sha256(new TextEncoder().encode(name)).subarray(0, 4));
    assert.equal(id('System.Contract.Call'), '627d5b52');
    assert.equal(id('System.Iterator.Next'), '9c08ed9c');
    assert.equal(id('System.Iterator.Value'), 'f354bf1d');
    const script = hex.encode(buildUnwrapIteratorScript(NNS, 'tokens', [], 5));
    for (const name of ['System.Contract.Call', 'System.Iterator.Next', 'System.Iterator.Value']) assert.ok(script.includes(`41${id(name)}`));
  });

  it('pushes integers in the smallest form', () => {
    assert.deepEqual(pushInteger(0), [0x10]);
    assert.deepEqual(pushInteger(16), [0x20]);
    assert.deepEqual(pushInteger(-1), [0x0f]);
    assert.deepEqual(pushInteger(100), [0x00, 0x64]);
    assert.deepEqual(pushInteger(127), [0x00, 0x7f]);
    assert.deepEqual(pushInteger(128), [0x01, 0x80, 0x00]);
    assert.deepEqual(pushInteger(1001), [0x01, 0xe9, 0x03]);
    assert.deepEqual(pushInteger(40000), [0x02, 0x40, 0x9c, 0x00, 0x00]);
    assert.throws(() => pushInteger(1.5), RangeError);
  });
});

describe('core/encoding/script arguments', () => {
  it('pushes String arguments as UTF-8 data, PUSHDATA2 beyond 255 bytes', () => {
    const script = hex.encode(buildUnwrapIteratorScript(NNS, 'getAllRecords', [{ type: 'String', value: 'ab.neo' }], 10));
    assert.ok(script.startsWith('1a' + '0c06' + hex.encode(new TextEncoder().encode('ab.neo')) + '11c0'));
    const long = hex.encode(buildUnwrapIteratorScript(NNS, 'getAllRecords', [{ type: 'String', value: 'x'.repeat(300) }], 10));
    assert.ok(long.startsWith('1a' + '0d2c01' + '78'.repeat(300)));
  });
});

describe('core/encoding/script: the limits of what a script can carry', () => {
  it('pushes integers at the edge of each form: PUSHINT8, PUSHINT16, PUSHINT32, negatives in two\'s complement', () => {
    assert.deepEqual(pushInteger(17), [0x00, 0x11], 'the first beyond PUSH16');
    assert.deepEqual(pushInteger(-2), [0x00, 0xfe]);
    assert.deepEqual(pushInteger(-128), [0x00, 0x80]);
    assert.deepEqual(pushInteger(-129), [0x01, 0x7f, 0xff]);
    assert.deepEqual(pushInteger(32767), [0x01, 0xff, 0x7f]);
    assert.deepEqual(pushInteger(32768), [0x02, 0x00, 0x80, 0x00, 0x00]);
    assert.deepEqual(pushInteger(-32769), [0x02, 0xff, 0x7f, 0xff, 0xff]);
    assert.deepEqual(pushInteger(2 ** 31 - 1), [0x02, 0xff, 0xff, 0xff, 0x7f]);
    assert.deepEqual(pushInteger(-(2 ** 31)), [0x02, 0x00, 0x00, 0x00, 0x80]);
  });

  it('refuses integers it cannot push, with the number in the message', () => {
    assert.throws(() => pushInteger(2 ** 31), { name: 'RangeError', message: 'integer out of the supported range: 2147483648' });
    assert.throws(() => pushInteger(-(2 ** 31) - 1), /out of the supported range: -2147483649/);
    assert.throws(() => pushInteger(Number.NaN), { name: 'RangeError', message: 'not an integer: NaN' });
    assert.throws(() => pushInteger(2 ** 60), /not an integer/);
  });

  it('pushes data of 255 bytes with PUSHDATA1 and of 256 to 65,535 bytes with PUSHDATA2, and no more', () => {
    assert.deepEqual(pushData(new Uint8Array(0)), [0x0c, 0x00]);
    const at255 = pushData(new Uint8Array(255).fill(7));
    assert.deepEqual(at255.slice(0, 2), [0x0c, 0xff]);
    assert.equal(at255.length, 2 + 255);
    const at256 = pushData(new Uint8Array(256).fill(7));
    assert.deepEqual(at256.slice(0, 3), [0x0d, 0x00, 0x01]);
    assert.equal(at256.length, 3 + 256);
    const at65535 = pushData(new Uint8Array(0xffff));
    assert.deepEqual(at65535.slice(0, 3), [0x0d, 0xff, 0xff]);
    assert.throws(() => pushData(new Uint8Array(0x10000)), { name: 'RangeError', message: 'arguments over 65,535 bytes are not supported' });
  });

  it('packs several arguments in reverse order, the count before PACK', () => {
    const script = hex.encode(buildUnwrapIteratorScript(NNS, 'm', [{ type: 'String', value: 'a' }, { type: 'String', value: 'b' }], 1));
    assert.ok(script.startsWith('11' + '0c0162' + '0c0161' + '12c0' + '1f'), script);
  });
});
