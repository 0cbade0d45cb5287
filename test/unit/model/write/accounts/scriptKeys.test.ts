import assert from 'node:assert/strict';
import * as write from '../../../../../src/core/write';
import { scriptBytes, scriptKeys } from '../../../../../src/model/write/accounts/scriptKeys';

const keys = ['01', '02', '03', '04', '05'].map((last) => write.PrivateKey.fromHex(last.padStart(64, '0')).publicKey);
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('model/write/accounts/scriptKeys', () => {
  it('reads the key of a signature script and the m and keys of a multisig one, as the write module builds them', () => {
    assert.deepEqual(scriptKeys(write.signatureScript(keys[0]!)), { kind: 'signature', threshold: 1, publicKeys: [hexOf(keys[0]!)] });
    const multisig = write.multisigAccount(3, keys);
    assert.deepEqual(scriptKeys(multisig.verificationScript), { kind: 'multisig', threshold: 3, publicKeys: multisig.publicKeys.map(hexOf) });
    const wide = write.multisigAccount(17, Array.from({ length: 17 }, (_, i) => write.PrivateKey.fromHex((i + 1).toString(16).padStart(64, '0')).publicKey));
    assert.equal(scriptKeys(wide.verificationScript)?.threshold, 17, 'm above 16 is PUSHINT8');
    assert.equal(scriptKeys(Uint8Array.of(0x21, ...wide.verificationScript.slice(2))), undefined, 'the opcode after PUSH16 pushes no 17');
  });

  it('refuses any other script: a truncated one, m above n, another syscall, trailing bytes', () => {
    const signature = write.signatureScript(keys[0]!);
    const multisig = write.multisigAccount(2, keys.slice(0, 3)).verificationScript;
    for (const script of [signature.slice(0, -1), Uint8Array.of(...signature, 0), Uint8Array.of(0x14, ...multisig.slice(1)), Uint8Array.of(...multisig.slice(0, -4), 0x56, 0xe7, 0xb3, 0x27), new Uint8Array(0), Uint8Array.of(0x40)]) {
      assert.equal(scriptKeys(script), undefined, hexOf(script));
    }
  });

  it('refuses a signature script whose push, key length, key prefix or syscall is another', () => {
    const signature = write.signatureScript(keys[0]!);
    const changed = (at: number, byte: number) => Uint8Array.from(signature, (each, i) => (i === at ? byte : each));
    assert.ok(scriptKeys(signature), 'the script itself is read');
    const keyPrefix = signature[2]!;
    for (const [at, byte, what] of [[0, 0x0d, 'PUSHDATA2'], [1, 0x20, 'a 32-byte push'], [2, 0x04, 'an uncompressed prefix'], [2, keyPrefix === 0x02 ? 0x05 : 0x04, 'another prefix'], [35, 0x40, 'not SYSCALL'], [36, 0x9e, 'CheckMultisig\'s first byte'], [39, 0x28, 'the last byte of the syscall']] as const) {
      assert.equal(scriptKeys(changed(at, byte)), undefined, what);
    }
    assert.equal(scriptKeys(Uint8Array.of(...signature.slice(0, 35), 0x41, 0x9e, 0xd0, 0xdc, 0x3a)), undefined, 'CheckMultisig after one key and no m');
    assert.deepEqual(scriptKeys(changed(2, keyPrefix === 0x02 ? 0x03 : 0x02))?.kind, 'signature', 'either compressed prefix');
  });

  it('reads m and n pushed as PUSHINT8 or PUSHINT16, and refuses other pushes and counts that do not match', () => {
    const three = write.multisigAccount(2, keys.slice(0, 3));
    const script = three.verificationScript;
    const body = script.slice(1, 1 + 3 * 35);
    const multisigEnd = [0x41, 0x9e, 0xd0, 0xdc, 0x3a];
    const expected = { kind: 'multisig', threshold: 2, publicKeys: three.publicKeys.map(hexOf) };
    assert.deepEqual(scriptKeys(script), expected);
    assert.deepEqual(scriptKeys(Uint8Array.of(0x00, 2, ...body, 0x00, 3, ...multisigEnd)), expected, 'PUSHINT8');
    assert.deepEqual(scriptKeys(Uint8Array.of(0x01, 2, 0, ...body, 0x01, 3, 0, ...multisigEnd)), expected, 'PUSHINT16');
    assert.equal(scriptKeys(Uint8Array.of(0x01, 2, 1, ...body, 0x13, ...multisigEnd)), undefined, 'm of 258 over three keys');
    assert.equal(scriptKeys(Uint8Array.of(0x12, ...body, 0x01, 3, 1, ...multisigEnd)), undefined, 'n of 259 over three keys');
    for (const [m, what] of [[[0x02, 2], 'PUSHINT32 is not how neo pushes m'], [[0x02, 2, 0], 'nor with two bytes'], [[0x03, 2, 0], 'nor PUSHINT64'], [[0x00, 0], 'm of zero'], [[0x21], 'an opcode after PUSH16'], [[0x10], 'PUSH0']] as const) {
      assert.equal(scriptKeys(Uint8Array.of(...m, ...body, 0x13, ...multisigEnd)), undefined, what);
    }
    assert.equal(scriptKeys(Uint8Array.of(0x12, ...body, 0x12, ...multisigEnd)), undefined, 'n of two over three keys');
    assert.equal(scriptKeys(Uint8Array.of(0x12, ...body, 0x14, ...multisigEnd)), undefined, 'n of four over three keys');
    assert.equal(scriptKeys(Uint8Array.of(0x12, ...body)), undefined, 'no n');
    assert.equal(scriptKeys(Uint8Array.of(0x12, ...body, 0x13, 0x41, 0x56, 0xe7, 0xb3, 0x27)), undefined, 'CheckSig after m keys n');
  });

  it('reads sixteen keys pushed with PUSH16', () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => write.PrivateKey.fromHex((i + 1).toString(16).padStart(64, '0')).publicKey);
    const account = write.multisigAccount(16, sixteen);
    assert.equal(account.verificationScript[0], 0x20);
    assert.deepEqual(scriptKeys(account.verificationScript), { kind: 'multisig', threshold: 16, publicKeys: account.publicKeys.map(hexOf) });
  });

  it('decodes hex (neo-express) and base64 (NEP-6)', () => {
    const script = write.signatureScript(keys[0]!);
    assert.deepEqual(scriptBytes(hexOf(script).toUpperCase(), 'hex'), script);
    assert.deepEqual(scriptBytes(Buffer.from(script).toString('base64'), 'base64'), script);
    assert.equal(scriptBytes('abc', 'hex'), undefined);
    assert.equal(scriptBytes('%%', 'base64'), undefined);
  });
});
