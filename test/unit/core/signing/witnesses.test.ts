// Witnesses: the invocation script of a signature or multisig account over the data signed, its
// signatures in the order of the account's keys.
import assert from 'node:assert/strict';
import { wallet } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey, verifySignature } from '../../../../src/core/signing/keys';
import { buildWitness, invocationScript, unsignedWitness } from '../../../../src/core/signing/witnesses';
import { isTransactionError } from '../../../../src/core/errors/transactionError';

describe('core/signing/witnesses: buildWitness', () => {
  const keys = ['01', '02', '03'].map((last) => PrivateKey.fromHex(last.padStart(64, '0')));
  const data = hex.decode('b1dd0000'.padEnd(72, '5'));

  it('signs a signature account: PUSHDATA1 64 <signature>, and its verification script', () => {
    const account = accountFromPrivateKey(keys[0]!);
    const witness = buildWitness(account, [keys[2]!, keys[0]!], data);
    assert.equal(hex.encode(witness.invocation), `0c40${wallet.sign(hex.encode(data), '01'.padStart(64, '0'))}`);
    assert.deepEqual(witness.verification, account.verificationScript);
  });

  it('signs a 2-of-3 multisig with the first two keys of the script, in the script\'s order', () => {
    const account = multisigAccount(2, keys.map((key) => key.publicKey));
    const given = [keys[2]!, keys[1]!, keys[0]!];
    const witness = buildWitness(account, given, data);
    assert.equal(witness.invocation.length, 2 * 66);
    const signers = account.publicKeys.slice(0, 2);
    for (const [i, publicKey] of signers.entries()) {
      const signature = witness.invocation.subarray(66 * i + 2, 66 * i + 66);
      assert.deepEqual(witness.invocation.subarray(66 * i, 66 * i + 2), Uint8Array.of(0x0c, 0x40));
      assert.ok(verifySignature(signature, data, publicKey), `signature ${i} is by key ${i} of the script`);
    }
  });

  it('says MISSING_KEYS with how many are needed and given, and no key material', () => {
    const account = multisigAccount(2, keys.map((key) => key.publicKey));
    const outsider = PrivateKey.fromHex('04'.padStart(64, '0'));
    assert.throws(() => buildWitness(account, [keys[1]!, outsider], data), (error) => {
      assert.ok(isTransactionError(error, 'MISSING_KEYS'));
      assert.deepEqual([error.needed, error.available, error.account], [2, 1, account.address]);
      assert.equal(error.message, `The account ${account.address} needs 2 signatures; only 1 key of it was given.`);
      return true;
    });
    assert.throws(() => buildWitness(accountFromPrivateKey(keys[0]!), [], data),
      (error) => isTransactionError(error, 'MISSING_KEYS') && error.message.endsWith('needs 1 signature; no key of it was given.'));
    const threeOfThree = multisigAccount(3, keys.map((key) => key.publicKey));
    assert.throws(() => buildWitness(threeOfThree, keys.slice(1), data),
      (error) => isTransactionError(error, 'MISSING_KEYS') && error.message.endsWith('needs 3 signatures; only 2 keys of it were given.'));
  });

  it('pushes each 64-byte signature with PUSHDATA1; calculatenetworkfee\'s witness has an empty invocation', () => {
    assert.equal(hex.encode(invocationScript([new Uint8Array(64).fill(1), new Uint8Array(64).fill(2)])), `0c40${'01'.repeat(64)}0c40${'02'.repeat(64)}`);
    assert.throws(() => invocationScript([new Uint8Array(63)]), (error) => error instanceof RangeError && error.message === 'a signature has 64 bytes, not 63');
    const account = accountFromPrivateKey(keys[0]!);
    assert.deepEqual(unsignedWitness(account), { invocation: new Uint8Array(0), verification: account.verificationScript });
  });
});
