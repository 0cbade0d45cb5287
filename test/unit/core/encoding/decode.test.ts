import assert from 'node:assert/strict';
import { asciiName, base64Bytes, bytesBase64, decodeName } from '../../../../src/core/encoding/decode';

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Uint8Array.from(bytes)).toString('base64');

describe('core/encoding/decode', () => {
  it('base64 to bytes and back, every byte value, with and without padding', () => {
    const all = Array.from({ length: 256 }, (_, i) => i);
    for (const bytes of [all, all.slice(0, 1), all.slice(0, 2), all.slice(250), []]) {
      assert.deepEqual([...base64Bytes(b64(bytes))], bytes);
      assert.equal(bytesBase64(Uint8Array.from(bytes)), b64(bytes));
    }
  });

  it('decodes UTF-8 names', () => {
    assert.deepEqual(decodeName(b64('alpha.neo')), { name: 'alpha.neo', validUtf8: true });
    assert.deepEqual(decodeName(b64('ünï.neo')), { name: 'ünï.neo', validUtf8: true });
    assert.deepEqual(decodeName(''), { name: '', validUtf8: true });
  });

  it('reads base64 with stray bits in its padding as the platform does (atob), never failing with a bare Error', () => {
    // é.neo is `w6kubmVv`; é alone `w6k=`, and `w6l=` sets a bit the padding drops (no node writes it so, zod lets it pass).
    assert.deepEqual(decodeName('w6l='), { name: 'é', validUtf8: true });
    assert.deepEqual([...base64Bytes('w6l=')], [0xc3, 0xa9]);
  });

  it('keeps every ASCII byte as it is, control characters included', () => {
    const ascii = Array.from({ length: 128 }, (_, i) => i);
    assert.deepEqual(decodeName(b64(ascii)), { name: String.fromCharCode(...ascii), validUtf8: true });
  });

  it('an ASCII name is read as its text at once; any byte from 0x80 up leaves it to UTF-8', () => {
    assert.equal(asciiName(b64('alice.neo')), 'alice.neo');
    assert.equal(asciiName(b64('')), '');
    assert.equal(asciiName(b64([0x7f, 0x41])), '\u007fA');
    assert.equal(asciiName(b64('é.neo')), undefined);
    assert.equal(asciiName(b64([0x61, 0xff])), undefined);
  });

  it('reads bytes from 0x80 up as UTF-8, not as Latin-1', () => {
    assert.deepEqual(decodeName(b64([0xc3, 0xa9, 0x2e, 0x6e, 0x65, 0x6f])), { name: 'é.neo', validUtf8: true });
    assert.deepEqual(decodeName(b64([0xe9, 0x2e, 0x6e, 0x65, 0x6f])), { name: '\uFFFD.neo', validUtf8: false });
  });

  it('keeps names that are not valid UTF-8, with U+FFFD, and says so', () => {
    const decoded = decodeName(b64([0x61, 0xff, 0x2e, 0x6e, 0x65, 0x6f]));
    assert.equal(decoded.validUtf8, false);
    assert.equal(decoded.name, 'a\uFFFD.neo');
  });
});
