// Accounts: signature and multisig verification scripts, script hashes and addresses, pinned against
// neon-core and against neo-go's own test wallet (cli/testdata/wallet1_solo.json: its 3-of-4 and
// 1-of-1 multisig accounts, script and address as neo-go wrote them).
import assert from 'node:assert/strict';
import { wallet } from '@cityofzion/neon-core';
import { p256 } from '@noble/curves/nist.js';
import { base64, hex } from '@scure/base';
import {
  accountFromPrivateKey, accountFromPublicKey, accountFromVerificationScript, MAX_MULTISIG_KEYS, multisigAccount, multisigScript, sortPublicKeys,
} from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { isTransactionError } from '../../../../src/core/errors/transactionError';

/** neo-go's privnet committee (config/protocol.privnet.yml) and its wallet1_solo.json accounts. */
const COMMITTEE = [
  '02b3622bf4017bdfe317c58aed5f4c753f206b7db896046fa7d774bbc4bf7f8dc2',
  '02103a7f7dd016558597f7960d27c516a4394fd968b9e65155eb4b013e4040406e',
  '03d90c07df63e690ce77912e10ab51acc944b66860237b608c4f8f8309e71ee699',
  '02a7bc55fe8684e0119768d104ba30795bdcc86619e864add26156723ed185cd62',
].map((key) => hex.decode(key));
const THREE_OF_FOUR = {
  address: 'NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq',
  script: 'EwwhAhA6f33QFlWFl/eWDSfFFqQ5T9loueZRVetLAT5AQEBuDCECp7xV/oaE4BGXaNEEujB5W9zIZhnoZK3SYVZyPtGFzWIMIQKzYiv0AXvf4xfFiu1fTHU/IGt9uJYEb6fXdLvEv3+NwgwhA9kMB99j5pDOd5EuEKtRrMlEtmhgI3tgjE+PgwnnHuaZFEGe0Nw6',
};
const ONE_OF_ONE = { address: 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP', script: 'EQwhArNiK/QBe9/jF8WK7V9MdT8ga324lgRvp9d0u8S/f43CEUGe0Nw6' };
/** `count` distinct compressed public keys: G, 2G, 3G, … */
function publicKeys(count: number): Uint8Array[] {
  const keys: Uint8Array[] = [];
  let point = p256.Point.BASE;
  for (let i = 0; i < count; i++, point = point.add(p256.Point.BASE)) keys.push(point.toBytes(true));
  return keys;
}
const SINGLE = { address: 'Nhfg3TbpwogLvDGVvAvqyThbsHgoSUKwtn', script: 'DCECs2Ir9AF73+MXxYrtX0x1PyBrfbiWBG+n13S7xL9/jcJBVuezJw==' };

describe('core/signing/accounts', () => {
  it('makes the signature account neon-core makes: PUSHDATA1 33 <key> SYSCALL CheckSig, its hash and address', () => {
    for (const secret of ['84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5', '0000000000000000000000000000000000000000000000000000000000000007']) {
      const account = accountFromPrivateKey(PrivateKey.fromHex(secret));
      const neon = new wallet.Account(secret);
      assert.equal(hex.encode(account.verificationScript), wallet.getVerificationScriptFromPublicKey(neon.publicKey));
      assert.equal(hex.encode(account.verificationScript), `0c21${neon.publicKey}4156e7b327`);
      assert.equal(account.scriptHash, `0x${neon.scriptHash}`);
      assert.equal(account.address, neon.address);
      assert.deepEqual([account.kind, account.threshold], ['signature', 1]);
    }
  });

  it('makes neo-go\'s own accounts of wallet1_solo.json: the validator, its 1-of-1 and the 3-of-4 committee', () => {
    const single = accountFromPublicKey(COMMITTEE[0]!);
    assert.equal(base64.encode(single.verificationScript), SINGLE.script);
    assert.equal(single.address, SINGLE.address);
    const solo = multisigAccount(1, [COMMITTEE[0]!]);
    assert.equal(base64.encode(solo.verificationScript), ONE_OF_ONE.script);
    assert.equal(solo.address, ONE_OF_ONE.address);
    const committee = multisigAccount(3, COMMITTEE);
    assert.equal(base64.encode(committee.verificationScript), THREE_OF_FOUR.script);
    assert.equal(committee.address, THREE_OF_FOUR.address);
    assert.deepEqual([committee.kind, committee.threshold, committee.publicKeys.length], ['multisig', 3, 4]);
  });

  it('matches neon-core\'s multisig script and address for keys given in neo\'s order', () => {
    const sorted = sortPublicKeys(COMMITTEE).map((key) => hex.encode(key));
    const neon = wallet.Account.createMultiSig(2, sorted);
    const account = multisigAccount(2, COMMITTEE);
    assert.equal(hex.encode(account.verificationScript), wallet.constructMultiSigVerificationScript(2, sorted));
    assert.equal(account.address, neon.address);
  });

  it('sorts keys by X, then Y, not by their bytes (an 03 key of a smaller X comes before an 02 key)', () => {
    // Generated until an 03 key with a smaller X than an 02 key turns up.
    let odd: Uint8Array | undefined;
    let even: Uint8Array | undefined;
    for (let i = 1; i < 200 && !(odd && even); i++) {
      const publicKey = PrivateKey.fromHex(i.toString(16).padStart(64, '0')).publicKey;
      if (publicKey[0] === 0x03 && publicKey[1]! < 0x40 && !odd) odd = publicKey;
      if (publicKey[0] === 0x02 && publicKey[1]! > 0xc0 && !even) even = publicKey;
    }
    assert.ok(odd && even);
    assert.deepEqual(sortPublicKeys([even, odd]), [odd, even]);
    const script = multisigScript(1, [even, odd]);
    assert.equal(hex.encode(script.subarray(3, 36)), hex.encode(odd), 'the first key of the script is the 03 key');
  });

  it('is the same account whatever order the keys come in', () => {
    assert.equal(multisigAccount(3, [...COMMITTEE].reverse()).address, THREE_OF_FOUR.address);
  });

  it('refuses impossible multisig accounts: m of 0, m > n, a key twice, not a key (INVALID_KEY)', () => {
    const refused = (run: () => unknown) => assert.throws(run, (error) => isTransactionError(error, 'INVALID_KEY'));
    refused(() => multisigAccount(0, COMMITTEE));
    refused(() => multisigAccount(5, COMMITTEE));
    refused(() => multisigAccount(1, []));
    refused(() => multisigAccount(2, [COMMITTEE[0]!, COMMITTEE[0]!]));
    refused(() => multisigAccount(1, [hex.decode('04'.padEnd(66, '1'))]));
    refused(() => accountFromPublicKey(COMMITTEE[0]!.subarray(1)));
  });

  it('reads the account of a wallet file\'s verification script, and refuses any other script', () => {
    for (const known of [SINGLE, ONE_OF_ONE, THREE_OF_FOUR]) {
      const account = accountFromVerificationScript(base64.decode(known.script));
      assert.equal(account.address, known.address);
      assert.equal(base64.encode(account.verificationScript), known.script);
    }
    const refused = (script: Uint8Array) => assert.throws(() => accountFromVerificationScript(script), (error) => isTransactionError(error, 'INVALID_KEY'));
    const committee = base64.decode(THREE_OF_FOUR.script);
    refused(committee.subarray(0, committee.length - 1));
    refused(Uint8Array.from([...committee.subarray(0, 1), 0x0b, ...committee.subarray(1)]));
    // Keys out of neo's order: a script neo would never emit for this account.
    const [a, b] = [COMMITTEE[1]!, COMMITTEE[3]!];
    refused(Uint8Array.from([0x11, 0x0c, 0x21, ...b, 0x0c, 0x21, ...a, 0x12, 0x41, 0x9e, 0xd0, 0xdc, 0x3a]));
    refused(Uint8Array.from([0x13, 0x0c, 0x21, ...a, 0x0c, 0x21, ...b, 0x12, 0x41, 0x9e, 0xd0, 0xdc, 0x3a]));
    refused(hex.decode('40'));
  });

  it('says why a multisig account is impossible, and takes up to neo\'s 1,024 keys', () => {
    const said = (run: () => unknown, message: string) => assert.throws(run, (error) => isTransactionError(error, 'INVALID_KEY') && error.message === message);
    said(() => multisigAccount(5, COMMITTEE), 'A multisig account needs 1 ≤ m ≤ n ≤ 1024 (m = 5, n = 4).');
    said(() => multisigAccount(2, [COMMITTEE[0]!, COMMITTEE[0]!]), 'A multisig account has a key twice.');
    const many = publicKeys(MAX_MULTISIG_KEYS + 1);
    said(() => multisigScript(1, many), 'A multisig account needs 1 ≤ m ≤ n ≤ 1024 (m = 1, n = 1025).');
    assert.equal(multisigAccount(1, many.slice(0, MAX_MULTISIG_KEYS)).publicKeys.length, 1024);
  });

  it('orders a key and its mirror image (the same X) by Y', () => {
    const point = p256.Point.fromBytes(COMMITTEE[0]!);
    const [low, high] = [point, point.negate()].sort((a, b) => (a.toAffine().y < b.toAffine().y ? -1 : 1)).map((p) => p.toBytes(true));
    assert.deepEqual(sortPublicKeys([high!, low!]), [low, high]);
    assert.deepEqual(sortPublicKeys([low!, high!]), [low, high]);
  });

  it('reads multisig scripts whose m is pushed by PUSH16, PUSHINT8 (33 of 33) and PUSHINT16 (128 and 256 of as many)', () => {
    for (const [threshold, first] of [[16, '20'], [33, '0021'], [128, '018000'], [256, '010001']] as const) {
      const account = multisigAccount(threshold, publicKeys(threshold));
      assert.equal(hex.encode(account.verificationScript.subarray(0, first.length / 2)), first);
      const read = accountFromVerificationScript(account.verificationScript);
      assert.deepEqual([read.address, read.threshold, read.publicKeys.length], [account.address, threshold, threshold]);
    }
  });

  it('refuses, in its words, scripts that merely look like a signature or a multisig one', () => {
    const neither = 'This verification script is neither a signature nor a multisig account script; it cannot be signed for here.';
    const said = (script: Uint8Array) => assert.throws(() => accountFromVerificationScript(script), (error) => isTransactionError(error, 'INVALID_KEY') && error.message === neither, hex.encode(script));
    const notAKey = new Uint8Array(33).fill(5);
    const checkSig = [0x41, 0x56, 0xe7, 0xb3, 0x27];
    said(Uint8Array.from([0x0d, 0x21, ...notAKey, ...checkSig]));
    said(Uint8Array.from([0x0c, 0x20, ...notAKey, ...checkSig]));
    said(Uint8Array.from([0x0c, 0x21, ...notAKey, ...checkSig, 0x00]));
    assert.throws(() => accountFromVerificationScript(Uint8Array.from([0x0c, 0x21, ...notAKey, ...checkSig])),
      (error) => isTransactionError(error, 'INVALID_KEY') && error.message === 'A public key here is 33 bytes (02 or 03, then X) of a point of secp256r1; this one is not.');
    // A real key, but another SYSCALL than CheckSig.
    said(Uint8Array.from([0x0c, 0x21, ...COMMITTEE[0]!, 0x41, 0x9e, 0xd0, 0xdc, 0x3a]));
    // A multisig account's script with a byte more.
    said(Uint8Array.from([...base64.decode(THREE_OF_FOUR.script), 0x40]));
    said(new Uint8Array(0));
  });
});
