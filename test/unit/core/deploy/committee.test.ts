// The committee's account from getcommittee's keys (n − (n − 1) / 2 of n), pinned against neon-core's
// multisig script hash; a wrong account refused in words before anything is signed.
import assert from 'node:assert/strict';
import { wallet } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { committeeAccountOf, readCommittee, requireCommittee } from '../../../../src/core/deploy/committee';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { accountFromPrivateKey, sortPublicKeys } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { result, startFakeNode, version } from '../transactions/fakeNode';

/** neo-go's single validator (config/protocol.unit_testnet.single.yml). */
const VALIDATOR = '02b3622bf4017bdfe317c58aed5f4c753f206b7db896046fa7d774bbc4bf7f8dc2';
const keys = (count: number) => Array.from({ length: count }, (_, i) => hex.encode(PrivateKey.fromHex((i + 1).toString(16).padStart(64, '0')).publicKey));

describe('core/deploy/committee', () => {
  it('a one-node chain\'s committee is the 1-of-1 multisig of its key (neo-go\'s NfgHwwTi…)', () => {
    const committee = committeeAccountOf([VALIDATOR]);
    assert.deepEqual([committee.kind, committee.threshold], ['multisig', 1]);
    assert.equal(committee.address, 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP');
  });

  it('n keys, in any order: signed by n − (n − 1) / 2 of them, as neon-core builds the account of the sorted keys', () => {
    for (const [n, m] of [[1, 1], [2, 2], [4, 3], [7, 4], [21, 11]] as const) {
      const publicKeys = keys(n);
      const committee = committeeAccountOf([...publicKeys].reverse());
      assert.equal(committee.threshold, m, `${n} keys`);
      // neon-core keeps the order it is given: neo's (by X, then Y) is given.
      const sorted = sortPublicKeys(publicKeys.map((key) => hex.decode(key))).map((key) => hex.encode(key));
      assert.equal(committee.address, wallet.Account.createMultiSig(m, sorted).address, `${n} keys`);
    }
  });

  it('requireCommittee: the committee passes; another account is refused, naming both and the method', () => {
    const committee = committeeAccountOf([VALIDATOR]);
    requireCommittee(committee, committee, 'addRoot');
    const other = accountFromPrivateKey(PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5'));
    assert.throws(() => requireCommittee(other, committee, 'addRoot'), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_COMMITTEE'));
      assert.equal(error.message, `${other.address} is not the chain's committee (NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP): addRoot needs the committee's signature.`);
      assert.deepEqual([error.account, error.method], [other.address, 'addRoot']);
      return true;
    });
  });

  it('readCommittee: getcommittee and getversion in one request; keys that are not keys are INVALID_RESPONSE', async () => {
    const node = await startFakeNode({ getcommittee: () => result([VALIDATOR]), getversion: () => version() });
    try {
      const committee = await readCommittee({ rpcUrl: node.url, contractHash: `0x${'1'.repeat(40)}` });
      assert.equal(committee.address, 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP');
      assert.deepEqual([node.requests(), node.calls.map((c) => c.method)], [1, ['getcommittee', 'getversion']]);
      node.handle('getcommittee', () => result(['04abc']));
      await assert.rejects(readCommittee({ rpcUrl: node.url, contractHash: `0x${'1'.repeat(40)}` }), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE'));
    } finally {
      node.close();
    }
  });
  it('readCommittee: the address in the node\'s address version; a key with anything around it is not a key, in words', async () => {
    const node = await startFakeNode({
      getcommittee: () => result([VALIDATOR]),
      getversion: () => result({ useragent: '/NEO-GO:0.122.0/', protocol: { network: 1, maxvaliduntilblockincrement: 5760, addressversion: 23, msperblock: 100 } }),
    });
    try {
      const at = { rpcUrl: node.url, contractHash: `0x${'1'.repeat(40)}` };
      const committee = await readCommittee(at);
      assert.equal(committee.address, committeeAccountOf([VALIDATOR], 23).address);
      assert.notEqual(committee.address, 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP');
      for (const key of [`x${VALIDATOR}`, `${VALIDATOR}0`]) {
        node.handle('getcommittee', () => result([key]));
        await assert.rejects(readCommittee(at), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE') && /not a compressed public key/.test(error.message));
      }
    } finally {
      node.close();
    }
  });
});
