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
  });

  it('refuses any other script: a truncated one, m above n, another syscall, trailing bytes', () => {
    const signature = write.signatureScript(keys[0]!);
    const multisig = write.multisigAccount(2, keys.slice(0, 3)).verificationScript;
    for (const script of [signature.slice(0, -1), Uint8Array.of(...signature, 0), Uint8Array.of(0x14, ...multisig.slice(1)), Uint8Array.of(...multisig.slice(0, -4), 0x56, 0xe7, 0xb3, 0x27), new Uint8Array(0), Uint8Array.of(0x40)]) {
      assert.equal(scriptKeys(script), undefined, hexOf(script));
    }
  });

  it('decodes hex (neo-express) and base64 (NEP-6)', () => {
    const script = write.signatureScript(keys[0]!);
    assert.deepEqual(scriptBytes(hexOf(script).toUpperCase(), 'hex'), script);
    assert.deepEqual(scriptBytes(Buffer.from(script).toString('base64'), 'base64'), script);
    assert.equal(scriptBytes('abc', 'hex'), undefined);
    assert.equal(scriptBytes('%%', 'base64'), undefined);
  });
});
