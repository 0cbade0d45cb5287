import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { knownContract, NATIVE_CONTRACTS } from '../../../../src/model/hover/knownContracts';

/** A native contract's hash: Hash160 of ABORT, PUSHDATA1 of the zero sender, PUSH0 (NEF checksum 0), PUSHDATA1 of its name. */
function nativeHash(name: string): string {
  const bytes = new TextEncoder().encode(name);
  const script = Uint8Array.from([0x38, 0x0c, 0x14, ...new Array<number>(20).fill(0), 0x10, 0x0c, bytes.length, ...bytes]);
  return `0x${Array.from(ripemd160(sha256(script)).reverse(), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

describe('model/hover/knownContracts', () => {
  it('holds the native contracts of Neo N3 under the hashes every network gives them', () => {
    for (const [hash, name] of Object.entries(NATIVE_CONTRACTS)) assert.equal(nativeHash(name), hash, name);
    assert.equal(NATIVE_CONTRACTS['0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5'], 'NeoToken');
    assert.equal(Object.keys(NATIVE_CONTRACTS).length, 10);
  });

  it('knows the NNS contract in use, a native contract, and nothing else', () => {
    const nns = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
    assert.deepEqual(knownContract(nns, nns), { kind: 'nns' });
    assert.deepEqual(knownContract('0xd2a4cff31913016155e38e474a2c06d08be276cf', nns), { kind: 'native', name: 'GasToken' });
    assert.equal(knownContract('0x118ba6f59931a56ec469770f7fc790ece96df00d', nns), undefined);
    assert.equal(knownContract('0xtoString', undefined), undefined);
    assert.equal(knownContract('constructor', undefined), undefined);
  });
});
