// NEF files: read as neo reads them, the checksum pinned against neon-core's NEF (an independent
// implementation), and every way a file can be something else or damaged told in words.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { nefChecksum, parseNef, MAX_NEF_BYTES } from '../../../../src/core/deploy/nef';
import { isTransactionError } from '../../../../src/core/errors/transactionError';

const MANAGEMENT = '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd';
const STD_LIB = '0xacce6fd80d44e1796aa0c2c625e9e4e0ce39efc0';
/** neon-core's MethodToken takes a hash as stored (display form reversed, no 0x). */
const stored = (display: string) => hex.encode(hex.decode(display.slice(2)).reverse());

/** A NEF made by neon-core: its bytes, and neon's own reading of them. */
function neonNef(script: Uint8Array, { compiler = 'neon-core-test', source = 'https://example.org/nns', tokens = true } = {}): { bytes: Uint8Array; neon: sc.NEF } {
  const neon = new sc.NEF({
    compiler, source, script: hex.encode(script),
    tokens: tokens
      ? [
        new sc.MethodToken({ hash: stored(MANAGEMENT), method: 'update', parametersCount: 3, hasReturnValue: false, callFlags: 15 }),
        new sc.MethodToken({ hash: stored(STD_LIB), method: 'deserialize', parametersCount: 1, hasReturnValue: true, callFlags: 0 }),
      ]
      : [],
  });
  return { bytes: hex.decode(neon.serialize()), neon };
}

const SCRIPT = Uint8Array.from([0x57, 0x01, 0x02, 0x79, 0x26, 0x03, 0x40, 0x11, 0x40]);

function rejects(bytes: Uint8Array, message: RegExp): void {
  assert.throws(() => parseNef(bytes), (error: unknown) => {
    assert.ok(isTransactionError(error, 'INVALID_CONTRACT_FILE'), String(error));
    assert.match(error.message, message);
    return true;
  });
}

/** A copy of `bytes` with the checksum made right again after a change (to reach the checks before it). */
function resealed(bytes: Uint8Array): Uint8Array {
  const out = Uint8Array.from(bytes);
  const checksum = nefChecksum(out.subarray(0, out.length - 4));
  new DataView(out.buffer).setUint32(out.length - 4, checksum, true);
  return out;
}

describe('core/deploy/nef: parseNef', () => {
  it('reads what neon-core writes: compiler, source, method tokens, script, and the same checksum', () => {
    const { bytes, neon } = neonNef(SCRIPT);
    assert.deepEqual(sc.NEF.fromBuffer(Buffer.from(bytes)).checksum, neon.checksum);
    const nef = parseNef(bytes);
    assert.equal(nef.compiler, 'neon-core-test');
    assert.equal(nef.source, 'https://example.org/nns');
    assert.deepEqual(nef.tokens, [
      { hash: MANAGEMENT, method: 'update', parametersCount: 3, hasReturnValue: false, callFlags: 15 },
      { hash: STD_LIB, method: 'deserialize', parametersCount: 1, hasReturnValue: true, callFlags: 0 },
    ]);
    assert.deepEqual(nef.script, SCRIPT);
    assert.equal(nef.checksum, neon.checksum);
    assert.deepEqual(nef.bytes, bytes);
    assert.ok(Object.isFrozen(nef));
    // A copy: changing the caller's buffer afterwards changes nothing read.
    const before = bytes[bytes.length - 10];
    bytes[bytes.length - 10] = before! ^ 0xff;
    assert.equal(nef.bytes[nef.bytes.length - 10], before);
  });

  it('computes the checksum as neon-core does (first 4 bytes of double SHA-256, little-endian), for any contents', () => {
    for (const script of [Uint8Array.of(0x40), new Uint8Array(300).fill(0x21), new Uint8Array(70_000).fill(0x11)]) {
      const { bytes, neon } = neonNef(script, { tokens: false, source: '' });
      assert.equal(nefChecksum(bytes.subarray(0, bytes.length - 4)), neon.checksum);
      assert.equal(parseNef(bytes).script.length, script.length);
    }
  });

  it('says a file that is not a NEF is not one (empty, JSON, a manifest, another binary)', () => {
    for (const text of ['', '{"name":"NameService","abi":{}}', 'NEF']) rejects(new TextEncoder().encode(text), /^This is not a NEF file: a compiled Neo N3 contract \(\.nef\) starts with "NEF3"\.$/);
    rejects(Uint8Array.of(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), /not a NEF file/);
  });

  it('says a damaged file is damaged, and what is wrong', () => {
    const { bytes } = neonNef(SCRIPT);
    const flipped = Uint8Array.from(bytes, (byte, i) => (i === bytes.length - 6 ? byte ^ 0x01 : byte));
    rejects(flipped, /^The NEF file is damaged: its checksum is 0x[0-9a-f]{8} but its contents give 0x[0-9a-f]{8} \(the file was changed or cut short\)\.$/);
    rejects(bytes.subarray(0, bytes.length - 7), /damaged: it ends early, at byte \d+, in the script/);
    rejects(bytes.subarray(0, 40), /damaged: it ends early, at byte 40, in the compiler/);
    rejects(Uint8Array.from([...bytes, 0]), /damaged: 1 bytes follow its checksum/);
  });

  it('checks the fields neo checks: reserved bytes, the script, the tokens, the text', () => {
    const { bytes } = neonNef(SCRIPT, { tokens: false, source: 'src' });
    // magic 4, compiler 64, source var string (1 + 3), reserved 1, tokens (1), reserved 2, script.
    const reserved = 4 + 64 + 4;
    const changed = (offset: number, value: number) => {
      const out = Uint8Array.from(bytes);
      out[offset] = value;
      return resealed(out);
    };
    rejects(changed(reserved, 1), /a reserved byte is not 0/);
    rejects(changed(reserved + 2, 1), /the reserved bytes are not 0/);
    rejects(changed(4, 0xff), /the compiler is not UTF-8 text/);
    const empty = neonNef(Uint8Array.of(0x40), { tokens: false, source: 'src' }).bytes;
    const noScript = resealed(Uint8Array.from([...empty.subarray(0, empty.length - 6), 0, 0, 0, 0, 0]));
    rejects(noScript.subarray(0, noScript.length - 1), /its script is empty/);
    rejects(neonNef(SCRIPT, { source: 'x'.repeat(257) }).bytes, /the source is 257 bytes, more than the 256 allowed/);

    const withTokens = neonNef(SCRIPT, { source: '' }).bytes;
    // The first token's method name starts after magic, compiler, source (1), reserved (1), count (1), hash (20): its length, then "update".
    const method = 4 + 64 + 1 + 1 + 1 + 20 + 1;
    rejects(resealed(Uint8Array.from(withTokens, (byte, i) => (i === method ? 0x5f : byte))), /method token 1 calls "_pdate": a method token's method cannot start with "_"/);
    const flags = method + 6 + 2 + 1;
    rejects(resealed(Uint8Array.from(withTokens, (byte, i) => (i === flags ? 0x10 : byte))), /method token 1 has invalid call flags/);
    rejects(resealed(Uint8Array.from(withTokens, (byte, i) => (i === flags - 1 ? 2 : byte))), /method token 1 has an invalid return flag/);
  });

  it('refuses a file larger than the VM holds as one item', () => {
    const huge = new Uint8Array(MAX_NEF_BYTES + 1);
    huge.set([0x4e, 0x45, 0x46, 0x33]);
    rejects(huge, /damaged: it is 131071 bytes; a NEF file is at most 131070/);
  });
  it('says in which field a file ends early, counts tokens against the limit, and reads every length size', () => {
    const { bytes } = neonNef(SCRIPT, { tokens: false, source: 'src' });
    // magic 4, compiler 64, source (1 + 3), reserved 1, token count 1, reserved 2, script, checksum 4.
    rejects(bytes.subarray(0, 4), /ends early, at byte 4, in the compiler\.$/);
    rejects(bytes.subarray(0, 72), /ends early, at byte 72, in a reserved byte\.$/);
    rejects(bytes.subarray(0, 73), /ends early, at byte 73, in the method tokens\.$/);
    rejects(bytes.subarray(0, 74), /ends early, at byte 74, in the reserved bytes\.$/);
    rejects(bytes.subarray(0, 75), /ends early, at byte 75, in the reserved bytes\.$/);
    rejects(bytes.subarray(0, bytes.length - 2), /ends early, at byte \d+, in the checksum\.$/);
    const withCount = (prefix: number[]) => Uint8Array.from([...bytes.subarray(0, 72), 0, ...prefix]);
    rejects(withCount([129]), /^The NEF file is damaged: it lists 129 method tokens; at most 128 are allowed\.$/);
    rejects(withCount([128]), /ends early, at byte 74, in method token 1\.$/);
    const withSource = (prefix: number[]) => Uint8Array.from([...bytes.subarray(0, 68), ...prefix]);
    rejects(withSource([0xfe, 0, 0, 1, 0]), /^The NEF file is damaged: the source is 65536 bytes, more than the 256 allowed\.$/);
    rejects(withSource([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), /^The NEF file is damaged: the length of the source is out of range\.$/);
    assert.equal(parseNef(neonNef(SCRIPT, { source: 'x'.repeat(256) }).bytes).source.length, 256);
  });

  it('shows checksums as 8 hex digits, and a file of exactly the largest size is not refused for its size', () => {
    const { bytes } = neonNef(SCRIPT);
    const zeroed = Uint8Array.from(bytes);
    zeroed.fill(0, bytes.length - 4);
    rejects(zeroed, /its checksum is 0x00000000 but/);
    const largest = new Uint8Array(MAX_NEF_BYTES);
    largest.set([0x4e, 0x45, 0x46, 0x33]);
    rejects(largest, /its script is empty/);
  });
});
