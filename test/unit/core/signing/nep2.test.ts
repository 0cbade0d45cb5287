// NEP-2: the standard's own test vectors (Neo Legacy addresses: version 0x17 and its verification
// script), neo-go's test wallet (wallet1_solo.json, N3, its scrypt parameters), and neon-core both
// ways for N3 keys; a wrong password is WRONG_PASSWORD, and no error says the password or the key.
// A wallet's scrypt beyond MAX_SCRYPT is refused before any work, and an abort stops scrypt midway.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { wallet } from '@cityofzion/neon-core';
import { ecb } from '@noble/ciphers/aes.js';
import { scrypt as scryptSync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { MAX_SCRYPT } from '../../../../src/core/signing/scryptLimits';
import { accountFromPrivateKey } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { decryptNep2, DEFAULT_SCRYPT, encryptNep2, LEGACY_ADDRESS_VERSION, type Nep2Options, type ScryptParams } from '../../../../src/core/signing/nep2';
import { isTransactionError, type TransactionError } from '../../../../src/core/errors/transactionError';

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

  describe('the work a wallet may ask for', () => {
    /**
     * The rejection of `run`, which must come before the event loop's next turn (scrypt yields to it
     * between its blocks, so nothing of scrypt ran), with onProgress never called.
     */
    async function refusedBeforeAnyWork(run: (options: { onProgress: (fraction: number) => void }) => Promise<unknown>): Promise<TransactionError> {
      const progress: number[] = [];
      let turned = false;
      const turn = setImmediate(() => { turned = true; });
      try {
        await run({ onProgress: (fraction) => progress.push(fraction) });
      } catch (error) {
        assert.equal(turned, false, 'refused within the same turn of the event loop');
        assert.deepEqual(progress, [], 'scrypt never called back');
        assert.ok(isTransactionError(error, 'INVALID_NEP2'), String(error));
        return error;
      } finally {
        clearImmediate(turn);
      }
      assert.fail('the parameters were accepted');
    }

    it('refuses each parameter above its limit before any work, saying which and the limit', async () => {
      const cases: Array<[ScryptParams, 'n' | 'r' | 'p' | 'memory', RegExp]> = [
        // Each would run for hours (scrypt's time grows with n·r·p), or not fit in memory.
        [{ n: 16384, r: 8, p: 2 ** 30 }, 'p', /scrypt's p of 1073741824, where at most 16 is accepted/],
        [{ n: 16384, r: 8, p: 2 ** 19 }, 'p', /scrypt's p of 524288, where at most 16 is accepted/],
        [{ n: 2, r: 1, p: 17 }, 'p', /p of 17, where at most 16/],
        [{ n: 2 ** 21, r: 1, p: 1 }, 'n', /scrypt's n of 2097152, where at most 1048576 is accepted/],
        [{ n: 2 ** 40, r: 8, p: 8 }, 'n', /n of 1099511627776/],
        [{ n: 2, r: 17, p: 1 }, 'r', /scrypt's r of 17, where at most 16 is accepted/],
        [{ n: 2, r: 2 ** 24, p: 1 }, 'r', /r of 16777216/],
        [{ n: 2 ** 20, r: 16, p: 1 }, 'memory', /2048 MiB of memory \(128 × n × r\), where at most 1024 MiB is accepted/],
        [{ n: 2 ** 20, r: 9, p: 1 }, 'memory', /1152 MiB of memory/],
      ];
      for (const [scrypt, parameter, said] of cases) {
        for (const run of [
          (options: Nep2Options) => decryptNep2(SOLO.encrypted, SOLO.password, scrypt, undefined, options),
          (options: Nep2Options) => encryptNep2(PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5'), 'x', scrypt, undefined, options),
        ]) {
          const error = await refusedBeforeAnyWork(run);
          assert.equal(error.scryptLimit?.parameter, parameter, JSON.stringify(scrypt));
          assert.match(error.message, /^The wallet file asks for more work to open its key than a wallet needs \(/);
          assert.match(error.message, said);
          assert.match(error.message, /so it is not opened\.$/);
        }
      }
    });

    it('accepts each parameter at its limit, the others small', async () => {
      const key = PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5');
      for (const scrypt of [{ n: 2, r: MAX_SCRYPT.r, p: 1 }, { n: 2, r: 1, p: MAX_SCRYPT.p }, { n: 4, r: MAX_SCRYPT.r, p: MAX_SCRYPT.p }]) {
        const encrypted = await encryptNep2(key, 'limit', scrypt);
        assert.equal(secretHex(await decryptNep2(encrypted, 'limit', scrypt)), secretHex(key), JSON.stringify(scrypt));
      }
      // n at its limit is a long derivation here: that scrypt starts is shown by its progress, then the run is stopped.
      const controller = new AbortController();
      const progress: number[] = [];
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, { n: MAX_SCRYPT.n, r: 1, p: 1 }, undefined, {
        signal: controller.signal,
        onProgress: (fraction) => {
          progress.push(fraction);
          controller.abort();
        },
      }), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.equal(progress.length, 1, 'scrypt ran: the parameters were accepted');
    });
  });

  describe('cancel', () => {
    const KEY = '84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5';

    it('stops scrypt midway once the signal aborts: no progress after it, and CANCELLED', async () => {
      const controller = new AbortController();
      const before: number[] = [];
      const after: number[] = [];
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, { n: 2 ** 16, r: 1, p: 1 }, undefined, {
        signal: controller.signal,
        onProgress: (fraction) => {
          (controller.signal.aborted ? after : before).push(fraction);
          if (fraction > 0.1) controller.abort();
        },
      }), (error: unknown) => {
        assert.ok(isNnsError(error, 'CANCELLED'), String(error));
        assert.equal(error.message, 'Cancelled while the wallet\'s key was being opened.');
        return true;
      });
      assert.deepEqual(after, [], 'scrypt did not call back once aborted');
      assert.ok(before.at(-1)! > 0.1 && before.at(-1)! < 0.2, `stopped midway, at ${before.at(-1)}`);
    });

    it('stops on an abort from outside, between two of scrypt\'s turns', async () => {
      const controller = new AbortController();
      const progress: number[] = [];
      await assert.rejects(encryptNep2(PrivateKey.fromHex(KEY), 'x', { n: 2 ** 16, r: 1, p: 1 }, undefined, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (progress.push(fraction) === 1) setImmediate(() => controller.abort());
        },
      }), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.ok(progress.at(-1)! < 1, 'scrypt did not finish');
    });

    it('does not start when the signal is aborted already', async () => {
      const progress: number[] = [];
      const options = { signal: AbortSignal.abort(), onProgress: (fraction: number) => progress.push(fraction) };
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, SOLO.scrypt, undefined, options), (error: unknown) => isNnsError(error, 'CANCELLED'));
      await assert.rejects(encryptNep2(PrivateKey.fromHex(KEY), 'x', SOLO.scrypt, undefined, options), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.deepEqual(progress, []);
    });

    it('opens the key when the signal never aborts', async () => {
      const key = await decryptNep2(SOLO.encrypted, SOLO.password, SOLO.scrypt, undefined, { signal: new AbortController().signal });
      assert.equal(hex.encode(key.publicKey), SOLO.publicKey);
    });
  });

  describe('what it refuses, in its words', () => {
    const base58check = createBase58check(sha256);
    const nep2Of = (payload: number[]) => base58check.encode(Uint8Array.from(payload));

    it('text that is not NEP-2: not Base58Check, another prefix, another length; spaces around a key are not part of it', async () => {
      const said = (message: string) => (error: unknown) => isTransactionError(error, 'INVALID_NEP2') && error.message === message;
      await assert.rejects(decryptNep2('not base58: 0OIl', 'one', SOLO.scrypt),
        said('The encrypted key is not NEP-2: it is not valid Base58Check (a NEP-2 key is 58 characters starting with 6P).'));
      const shape = said('The encrypted key is not NEP-2: it does not start with the bytes 01 42 E0 of a NEP-2 key, or has the wrong length.');
      const body = Array.from({ length: 36 }, (_, i) => i);
      await assert.rejects(decryptNep2(nep2Of([0x01, 0x42, 0xe1, ...body]), 'one', SOLO.scrypt), shape, 'one byte of the prefix');
      await assert.rejects(decryptNep2(nep2Of([0x01, 0x42, 0xe0, ...body, 0]), 'one', SOLO.scrypt), shape, 'a byte more');
      const key = await decryptNep2(` \n${SOLO.encrypted} \n`, SOLO.password, SOLO.scrypt);
      assert.equal(hex.encode(key.publicKey), SOLO.publicKey);
    });

    it('scrypt parameters that are no scrypt\'s: n a power of 2 above 1, r and p positive integers', async () => {
      for (const [n, r, p] of [[1, 1, 1], [3, 1, 1], [2.5, 1, 1], [2, 0, 1], [2, 1.5, 1], [2, 1, 0], [2, 1, 1.5]] as const) {
        await assert.rejects(decryptNep2(SOLO.encrypted, 'one', { n, r, p }), (error: unknown) => isTransactionError(error, 'INVALID_NEP2')
          && error.message === `The wallet's scrypt parameters are unusable (n must be a power of 2 above 1, r and p positive): n ${n}, r ${r}, p ${p}.`, `${n} ${r} ${p}`);
      }
    });

    it('a password that opens bytes no key has (zero) is a wrong password', async () => {
      // A NEP-2 text built as the standard says, around 32 zero bytes.
      const addressHash = [1, 2, 3, 4];
      const derived = scryptSync(new TextEncoder().encode('zero'), Uint8Array.from(addressHash), { N: 2, r: 1, p: 1, dkLen: 64 });
      const encrypted = ecb(derived.subarray(32), { disablePadding: true }).encrypt(derived.slice(0, 32));
      await assert.rejects(decryptNep2(nep2Of([0x01, 0x42, 0xe0, ...addressHash, ...encrypted]), 'zero', { n: 2, r: 1, p: 1 }),
        (error) => assertWrongPassword(error, 'zero'));
    });
  });

  describe('the work at the memory limit and the ends of a derivation', () => {
    it('accepts a table of exactly 1 GiB with r and p at their limits: scrypt starts', async () => {
      const controller = new AbortController();
      let progressed = 0;
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, { n: MAX_SCRYPT.n / 2, r: MAX_SCRYPT.r, p: MAX_SCRYPT.p }, undefined, {
        signal: controller.signal,
        onProgress: () => {
          progressed++;
          controller.abort();
        },
      }), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.equal(progressed, 1, 'scrypt ran: the parameters were accepted');
    });

    it('an aborted signal stops it before any work: rejected within the same turn of the event loop', async () => {
      let turned = false;
      const turn = setImmediate(() => { turned = true; });
      try {
        // The largest work accepted: begun, scrypt would yield to the event loop long before its first progress.
        await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, { n: MAX_SCRYPT.n, r: 8, p: MAX_SCRYPT.p }, undefined, { signal: AbortSignal.abort() }),
          (error: unknown) => isNnsError(error, 'CANCELLED'));
        assert.equal(turned, false);
      } finally {
        clearImmediate(turn);
      }
    });

    it('an abort at scrypt\'s last step still opens no key', async () => {
      const controller = new AbortController();
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, { n: 256, r: 1, p: 1 }, undefined, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (fraction === 1) controller.abort();
        },
      }), (error: unknown) => isNnsError(error, 'CANCELLED'));
    });

    it('a progress callback that throws stops it: no key, its error kept as the cause; with an abort, a cancel', async () => {
      const thrown = new Error('the progress bar is gone');
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, FAST, undefined, { onProgress: () => { throw thrown; } }),
        (error: unknown) => isTransactionError(error, 'INVALID_NEP2') && error.cause === thrown && error.message === 'scrypt refused the wallet\'s parameters (n 256, r 1, p 1).');
      const controller = new AbortController();
      await assert.rejects(decryptNep2(SOLO.encrypted, SOLO.password, FAST, undefined, {
        signal: controller.signal,
        onProgress: () => {
          controller.abort();
          throw thrown;
        },
      }), (error: unknown) => isNnsError(error, 'CANCELLED') && error.cause === thrown);
    });
  });
});
