// The hash a deployed contract gets: pinned against neon-core's ScriptBuilder and hash160 building the
// same script (ABORT, sender, checksum, name), against the native contracts' hashes (the zero sender,
// checksum 0), and against the hash neo-go's real node gave the NNS contract the tests deploy.
import assert from 'node:assert/strict';
import { sc, u } from '@cityofzion/neon-core';
import { contractHashOf } from '../../../../src/core/deploy/contractHash';
import { addressToScriptHash } from '../../../../src/core/encoding/address';
import { isNnsError } from '../../../../src/core/errors/nnsError';

const ZERO = `0x${'0'.repeat(40)}`;

function neonContractHash(sender: string, checksum: number, name: string): string {
  const script = new sc.ScriptBuilder()
    .emit(sc.OpCode.ABORT)
    .emitHexString(u.reverseHex(sender.slice(2)))
    .emitNumber(checksum)
    .emitString(name)
    .build();
  return `0x${u.reverseHex(u.hash160(script))}`;
}

describe('core/deploy/contractHash: contractHashOf', () => {
  it('is the native contracts\' hashes for the zero sender and checksum 0', () => {
    const natives: Record<string, string> = {
      ContractManagement: '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd',
      StdLib: '0xacce6fd80d44e1796aa0c2c625e9e4e0ce39efc0',
      CryptoLib: '0x726cb6e0cd8628a1350a611384688911ab75f51b',
      LedgerContract: '0xda65b600f7124ce6c79950c1772a36403104f2be',
      NeoToken: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
      GasToken: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
      PolicyContract: '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b',
      RoleManagement: '0x49cf4e5378ffcd4dec034fd98a174c5491e395e2',
      OracleContract: '0xfe924b7cfe89ddd271abaf7210a80a7e11178758',
    };
    for (const [name, hash] of Object.entries(natives)) assert.equal(contractHashOf(ZERO, 0, name), hash, name);
  });

  it('is what neon-core computes for the same script, across the integer sizes a checksum takes', () => {
    const senders = ['0x56c989e76f9a2ca05bb5caa6c96f524d905accd8', '0x118ba6f59931a56ec469770f7fc790ece96df00d'];
    const checksums = [0, 1, 16, 17, 127, 128, 255, 32_767, 32_768, 2 ** 31 - 1, 2 ** 31, 3_529_860_758, 2 ** 32 - 1];
    for (const sender of senders) {
      for (const checksum of checksums) {
        for (const name of ['NameService', 'NNS', 'Ünïcode name']) {
          assert.equal(contractHashOf(sender, checksum, name), neonContractHash(sender, checksum, name), `${sender} ${checksum} ${name}`);
        }
      }
    }
  });

  it('is the hash the real neo-go node gave the NNS contract the committee deployed (nnsfixture\'s seed)', () => {
    // neo-go v0.122.0's single-node committee; the NEF's checksum (0xd2656696) and the manifest's name.
    const committee = addressToScriptHash('NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP');
    assert.equal(contractHashOf(committee, 0xd2656696, 'NameService'), '0xe5a0dae5628e031da1d85bf1211510a03fd767ee');
    // Another sender, another hash; another name, another hash.
    assert.notEqual(contractHashOf(ZERO, 0xd2656696, 'NameService'), '0xe5a0dae5628e031da1d85bf1211510a03fd767ee');
    assert.notEqual(contractHashOf(committee, 0xd2656696, 'NameService2'), '0xe5a0dae5628e031da1d85bf1211510a03fd767ee');
  });

  it('takes the sender in any display form, and refuses what is not a script hash or a checksum', () => {
    const lower = contractHashOf('0x56c989e76f9a2ca05bb5caa6c96f524d905accd8', 7, 'NNS');
    assert.equal(contractHashOf('56C989E76F9A2CA05BB5CAA6C96F524D905ACCD8', 7, 'NNS'), lower);
    assert.throws(() => contractHashOf('NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP', 7, 'NNS'), (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_INPUT'));
      assert.deepEqual([error.message, error.field], ['The sender "NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP" is not a script hash.', 'sender']);
      return true;
    });
    for (const checksum of [-1, 2 ** 32, 1.5]) assert.throws(() => contractHashOf(lower, checksum, 'NNS'), new RangeError(`not a NEF checksum: ${checksum}`));
  });
});
