// Private keys: the public key, address and ECDSA signature pinned against neon-core (an independent
// implementation), and a secret that no serialization, conversion or inspection shows.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { wallet } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { checkPublicKey, PrivateKey, verifySignature } from '../../../../src/core/signing/keys';
import { isTransactionError } from '../../../../src/core/errors/transactionError';

const SECRETS = [
  '0000000000000000000000000000000000000000000000000000000000000001',
  '84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5',
  'cbf4b9f70470856bb4f40f80b87edb90865997ffee6df315ab166d713af433a5',
];
/** The order of secp256r1: no key from there up. */
const ORDER = 'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551';

describe('core/signing/keys: PrivateKey', () => {
  for (const secret of SECRETS) {
    it(`derives the compressed public key neon-core derives (${secret.slice(0, 8)}…)`, () => {
      const key = PrivateKey.fromHex(secret);
      assert.equal(hex.encode(key.publicKey), new wallet.Account(secret).publicKey);
    });

    it(`signs SHA-256 of the message with the very signature neon-core makes (RFC 6979, low S) (${secret.slice(0, 8)}…)`, () => {
      const key = PrivateKey.fromHex(secret);
      const message = hex.decode('b1dd0000' + 'aa'.repeat(32));
      const signature = key.sign(message);
      assert.equal(signature.length, 64);
      assert.equal(hex.encode(signature), wallet.sign(hex.encode(message), secret));
      assert.ok(wallet.verify(hex.encode(message), hex.encode(signature), hex.encode(key.publicKey)));
      assert.ok(verifySignature(signature, message, key.publicKey));
      assert.ok(!verifySignature(signature, hex.decode('b1dd0000' + 'ab'.repeat(32)), key.publicKey), 'another message');
    });
  }

  it('keeps s in the lower half of the order, and accepts a signature with the upper half as Neo does', () => {
    const key = PrivateKey.fromHex(SECRETS[1]!);
    const half = BigInt(`0x${ORDER}`) / 2n;
    for (let i = 0; i < 16; i++) {
      const message = Uint8Array.of(i);
      const signature = key.sign(message);
      const s = BigInt(`0x${hex.encode(signature.subarray(32))}`);
      assert.ok(s <= half, `message ${i}: s in the lower half`);
      const flipped = Uint8Array.from([...signature.subarray(0, 32), ...hex.decode((BigInt(`0x${ORDER}`) - s).toString(16).padStart(64, '0'))]);
      assert.ok(verifySignature(flipped, message, key.publicKey), 'the upper-half twin verifies');
    }
  });

  it('verifies a signature neon-core made, and refuses it for another key', () => {
    const message = hex.decode('00112233');
    const signature = hex.decode(wallet.sign('00112233', SECRETS[1]!));
    assert.ok(verifySignature(signature, message, PrivateKey.fromHex(SECRETS[1]!).publicKey));
    assert.ok(!verifySignature(signature, message, PrivateKey.fromHex(SECRETS[2]!).publicKey));
    assert.ok(!verifySignature(signature.subarray(1), message, PrivateKey.fromHex(SECRETS[1]!).publicKey), 'a truncated signature');
  });

  it('refuses what is not a key of the curve: INVALID_KEY', () => {
    for (const bad of ['00'.repeat(32), ORDER, 'ff'.repeat(32), '01'.repeat(31), 'zz'.repeat(32)]) {
      assert.throws(() => PrivateKey.fromHex(bad), (error) => isTransactionError(error, 'INVALID_KEY'), bad);
    }
    assert.throws(() => PrivateKey.fromBytes(new Uint8Array(33).fill(1)), (error) => isTransactionError(error, 'INVALID_KEY'));
    // One below the order is the largest key.
    assert.doesNotThrow(() => PrivateKey.fromHex(`${ORDER.slice(0, -1)}0`));
  });

  it('never shows its secret: JSON, strings, template literals, inspection, spreading, structuredClone', () => {
    const secret = SECRETS[1]!;
    const key = PrivateKey.fromHex(secret);
    const shown = [
      JSON.stringify(key), JSON.stringify({ key }), String(key), `${key}`, inspect(key), inspect({ key }, { showHidden: true, depth: 5 }),
      JSON.stringify({ ...key }), JSON.stringify(structuredClone({ ...key })), Object.keys(key).join(),
    ];
    for (const text of shown) {
      assert.ok(!text.includes(secret), text);
      assert.ok(!text.includes(hex.encode(hex.decode(secret).subarray(0, 8))), text);
    }
    assert.equal(JSON.stringify(key), '"PrivateKey [redacted]"');
    assert.equal(inspect(key), 'PrivateKey [redacted]');
  });

  it('wipes its secret: signing afterwards is KEY_WIPED', () => {
    const key = PrivateKey.fromHex(SECRETS[1]!);
    const bytes = hex.decode(SECRETS[1]!);
    const copy = PrivateKey.fromBytes(bytes);
    bytes.fill(0);
    assert.equal(hex.encode(copy.sign(Uint8Array.of(1))), hex.encode(key.sign(Uint8Array.of(1))), 'the key holds a copy of the bytes it was given');
    key.wipe();
    assert.equal(key.wiped, true);
    assert.throws(() => key.sign(Uint8Array.of(1)), (error) => isTransactionError(error, 'KEY_WIPED'));
  });

  it('generates distinct valid keys', () => {
    const a = PrivateKey.generate();
    const b = PrivateKey.generate();
    assert.notEqual(hex.encode(a.publicKey), hex.encode(b.publicKey));
    assert.ok(verifySignature(a.sign(Uint8Array.of(7)), Uint8Array.of(7), a.publicKey));
  });

  it('says what a key is when it refuses one: 64 hex digits and nothing around them, 32 bytes below the order', () => {
    const hexWords = 'A private key in hex has 64 hex digits; this one does not.';
    for (const bad of [`zz${SECRETS[1]!}`, `${SECRETS[1]!}zz`, ` ${SECRETS[1]!}`]) {
      assert.throws(() => PrivateKey.fromHex(bad), (error) => isTransactionError(error, 'INVALID_KEY') && error.message === hexWords, bad);
    }
    assert.throws(() => PrivateKey.fromHex(ORDER), (error) => isTransactionError(error, 'INVALID_KEY') && error.message === 'A private key is 32 bytes below the order of secp256r1; this one is not.');
    const key = PrivateKey.fromHex(SECRETS[1]!);
    key.wipe();
    assert.throws(() => key.sign(Uint8Array.of(1)), (error) => isTransactionError(error, 'KEY_WIPED') && error.message === 'This private key was wiped after use; read it again to sign.');
  });

  it('converts to the redaction as a string', () => {
    const key = PrivateKey.fromHex(SECRETS[1]!);
    assert.equal(String(key), 'PrivateKey [redacted]');
    assert.equal(`${key}`, 'PrivateKey [redacted]');
  });

  it('answers false, never anything else, for a signature it cannot read', () => {
    const key = PrivateKey.fromHex(SECRETS[1]!);
    assert.equal(verifySignature(key.sign(Uint8Array.of(1)).subarray(1), Uint8Array.of(1), key.publicKey), false);
    assert.equal(verifySignature(key.sign(Uint8Array.of(1)), Uint8Array.of(1), new Uint8Array(33)), false);
  });

  it('takes a public key compressed only (33 bytes), in its words otherwise', () => {
    const key = PrivateKey.fromHex(SECRETS[1]!);
    assert.deepEqual(checkPublicKey(key.publicKey), key.publicKey);
    const uncompressed = hex.decode(new wallet.Account(SECRETS[1]!).getPublicKey(false));
    assert.equal(uncompressed.length, 65);
    for (const bad of [uncompressed, Uint8Array.from([0x04, ...key.publicKey.subarray(1)])]) {
      assert.throws(() => checkPublicKey(bad),
        (error) => isTransactionError(error, 'INVALID_KEY') && error.message === 'A public key here is 33 bytes (02 or 03, then X) of a point of secp256r1; this one is not.');
    }
  });
});
