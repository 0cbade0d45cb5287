// NEP-2: the standard's own test vectors (Neo Legacy addresses: version 0x17 and its verification
// script), neo-go's test wallet (wallet1_solo.json, N3, its scrypt parameters), and neon-core both
// ways for N3 keys; a wrong password is WRONG_PASSWORD, and no error says the password or the key.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { wallet } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { accountFromPrivateKey } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { decryptNep2, DEFAULT_SCRYPT, encryptNep2, LEGACY_ADDRESS_VERSION, type ScryptParams } from '../../../../src/core/signing/nep2';
import { isTransactionError, type TransactionError } from '../../../../src/core/writeErrors';

/** neo-project/proposals nep-2.mediawiki, "Test vectors" (scrypt n 16384, r 8, p 8). */
const STANDARD = [
  { password: 'TestingOneTwoThree', encrypted: '6PYVPVe1fQznphjbUxXP9KZJqPMVnVwCx5s5pr5axRJ8uHkMtZg97eT5kL', key: 'cbf4b9f70470856bb4f40f80b87edb90865997ffee6df315ab166d713af433a5' },
  { password: 'Satoshi', encrypted: '6PYN6mjwYfjPUuYT3Exajvx25UddFVLpCw4bMsmtLdnKwZ9t1Mi3CfKe8S', key: '09c2686880095b1a4c249ee3ac4eea8a014f11e6f986d0b5025ac1f39afbd9ae' },
];
/** neo-go cli/testdata/wallet1_solo.json: the validator's key, password "one", the wallet's scrypt. */
const SOLO = {
  encrypted: '6PYM8VdX3hY4B51UJxmm8D41RQMbpJT8aYHibyQ67gjkUPmvQgu51Y5UQR', password: 'one', scrypt: { n: 2, r: 1, p: 1 },
  publicKey: '02b3622bf4017bdfe317c58aed5f4c753f206b7db896046fa7d774bbc4bf7f8dc2', address: 'Nhfg3TbpwogLvDGVvAvqyThbsHgoSUKwtn',
};
const FAST: ScryptParams = { n: 256, r: 1, p: 1 };

/** src/core/write.ts bundled by esbuild (as scripts/bundles.mjs does), loaded from a temporary file. */
type WriteModule = typeof import('../../../../src/core/write');

async function bundledWriteModule(): Promise<WriteModule> {
  const dir = mkdtempSync(join(tmpdir(), 'nns-write-'));
  try {
    const file = join(dir, 'write.js');
    await build({ entryPoints: [join(__dirname, '../../../../src/core/write.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: file, logLevel: 'silent' });
    // A CommonJS file: its exports, or (imported natively) the namespace whose default they are.
    const loaded = (await import(pathToFileURL(file).href)) as WriteModule & { default?: WriteModule };
    return loaded.default ?? loaded;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function secretHex(key: PrivateKey): string {
  // The only way out of a key is a signature; compare keys by their public key and a signature.
  return hex.encode(key.publicKey) + hex.encode(key.sign(Uint8Array.of(1)));
}

describe('core/signing/nep2', function () {
  this.timeout(60_000);

  // scrypt with the standard's parameters takes 2-3 s in the bundle, but ten times that here: the test
  // runner turns @noble/hashes into CommonJS, where every helper its inner loop calls is a getter. So
  // the standard's vectors run through the write module bundled as it ships.
  it('decrypts and encrypts the standard\'s vectors (Neo Legacy addresses, default scrypt), bundled', async () => {
    assert.deepEqual(DEFAULT_SCRYPT, { n: 16384, r: 8, p: 8 });
    const bundled = await bundledWriteModule();
    for (const vector of STANDARD) {
      const key = await bundled.decryptNep2(vector.encrypted, vector.password, bundled.DEFAULT_SCRYPT, bundled.LEGACY_ADDRESS_VERSION);
      assert.equal(hex.encode(key.publicKey), hex.encode(PrivateKey.fromHex(vector.key).publicKey));
      assert.equal(hex.encode(key.sign(Uint8Array.of(1))), hex.encode(PrivateKey.fromHex(vector.key).sign(Uint8Array.of(1))));
      assert.equal(await bundled.encryptNep2(key, vector.password, undefined, bundled.LEGACY_ADDRESS_VERSION), vector.encrypted);
    }
  });

  it('decrypts neo-go\'s test wallet key with its scrypt parameters (N3), and tells its progress', async () => {
    const progress: number[] = [];
    const key = await decryptNep2(SOLO.encrypted, SOLO.password, SOLO.scrypt, undefined, { onProgress: (fraction) => progress.push(fraction) });
    assert.equal(hex.encode(key.publicKey), SOLO.publicKey);
    assert.equal(accountFromPrivateKey(key).address, SOLO.address);
    assert.equal(await encryptNep2(key, SOLO.password, SOLO.scrypt), SOLO.encrypted);
    assert.ok(progress.length > 0 && progress.at(-1) === 1, JSON.stringify(progress));
  });

  it('agrees with neon-core both ways for N3 keys, NFC-normalizing the password', async () => {
    const secret = '84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5';
    const decomposed = 'pa\u0073\u0301ss';
    const theirs = await wallet.encrypt(secret, decomposed, FAST);
    const ours = await encryptNep2(PrivateKey.fromHex(secret), 'pa\u015bss', FAST);
    assert.equal(ours, theirs, 'the composed and decomposed password encrypt alike');
    assert.equal(secretHex(await decryptNep2(theirs, 'pa\u015bss', FAST)), secretHex(PrivateKey.fromHex(secret)));
    assert.equal(wallet.getPrivateKeyFromWIF(await wallet.decrypt(ours, decomposed, FAST)), secret);
  });

  function assertWrongPassword(error: unknown, password: string): boolean {
    assert.ok(isTransactionError(error, 'WRONG_PASSWORD'), String(error));
    const shown = `${(error as TransactionError).message} ${JSON.stringify(error)} ${String(error)}`;
    assert.equal((error as TransactionError).message, 'The password does not decrypt this key.');
    assert.ok(!shown.includes(password));
    return true;
  }

  it('says WRONG_PASSWORD for a wrong password, with neither the password nor the key in the error', async () => {
    await assert.rejects(decryptNep2(SOLO.encrypted, 'two-secret-words', SOLO.scrypt), (error) => assertWrongPassword(error, 'two-secret-words'));
    await assert.rejects(decryptNep2(SOLO.encrypted, 'One', SOLO.scrypt), (error) => assertWrongPassword(error, 'One'));
  });

  it('says WRONG_PASSWORD for the right password with another address version (the address check)', async () => {
    await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, SOLO.scrypt, LEGACY_ADDRESS_VERSION), (error) => assertWrongPassword(error, SOLO.password));
  });

  it('says INVALID_NEP2 for text that is not NEP-2, and for unusable scrypt parameters', async () => {
    const invalid = (error: unknown) => isTransactionError(error, 'INVALID_NEP2');
    await assert.rejects(decryptNep2('KwYgW8gcxj1JWJXhPSu4Fqwzfhp5Yfi42mdYmMa4XqK7NJxXUSK7', 'x', FAST), invalid, 'a WIF');
    await assert.rejects(decryptNep2(`${SOLO.encrypted.slice(0, -1)}S`, 'one', SOLO.scrypt), invalid, 'a bad checksum');
    await assert.rejects(decryptNep2('not base58: 0OIl', 'one', SOLO.scrypt), invalid);
    await assert.rejects(decryptNep2(SOLO.encrypted, 'one', { n: 3, r: 1, p: 1 }), invalid, 'n not a power of 2');
    await assert.rejects(decryptNep2(SOLO.encrypted, 'one', { n: 2, r: 0, p: 1 }), invalid, 'r of 0');
  });
});
