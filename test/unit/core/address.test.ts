import assert from 'node:assert/strict';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { addressToScriptHash, isValidAddress, parseOwner, scriptHashToAddress } from '../../../src/core/address';
import { NnsError } from '../../../src/core/errors';

// Address ⇄ display script hash: the protocol notes' vector, and two from NeoSwift's test suite.
const VECTORS = [
  ['NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', '0x118ba6f59931a56ec469770f7fc790ece96df00d'],
  ['NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', '0x69ecca587293047be4c59159bf8bc399985c160d'],
  ['NXXazKH39yNFWWZF5MJ8tEN98VYHwzn7g3', '0x05859de95ccbbd5668e0f055b208273634d4657f'],
] as const;

const base58check = createBase58check(sha256);
function encodeWithVersion(version: number, hashBytes = new Uint8Array(20).fill(7)): string {
  return base58check.encode(Uint8Array.from([version, ...hashBytes]));
}

function ownerError(input: string): NnsError {
  try {
    parseOwner(input);
  } catch (error) {
    assert.ok(error instanceof NnsError);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.equal(error.field, 'owner');
    return error;
  }
  assert.fail(`parseOwner accepted ${JSON.stringify(input)}`);
}

describe('core/address', () => {
  for (const [address, hash] of VECTORS) {
    it(`converts ${address} ⇄ ${hash}`, () => {
      assert.equal(addressToScriptHash(address), hash);
      assert.equal(scriptHashToAddress(hash), address);
      assert.deepEqual(parseOwner(address), { address, scriptHash: hash });
    });
  }

  it('accepts a script hash with or without 0x, in any case, and normalises it', () => {
    const [address, hash] = VECTORS[0];
    for (const input of [hash, hash.slice(2), hash.toUpperCase().replace('0X', '0x'), `  ${hash.slice(2).toUpperCase()}  `]) {
      assert.deepEqual(parseOwner(input), { address, scriptHash: hash });
    }
  });

  it('rejects a bad checksum', () => {
    const [address] = VECTORS[0];
    const mistyped = address.slice(0, -1) + (address.endsWith('r') ? 's' : 'r');
    assert.match(ownerError(mistyped).message, /checksum/);
    assert.equal(isValidAddress(mistyped), false);
  });

  it('rejects a Neo Legacy address and other version bytes', () => {
    const legacy = encodeWithVersion(0x17);
    assert.ok(legacy.startsWith('A'));
    assert.match(ownerError(legacy).message, /Neo Legacy/);
    assert.match(ownerError(encodeWithVersion(0x36)).message, /version byte is 0x36/);
  });

  it('rejects wrong lengths, non-Base58 characters and empty input', () => {
    assert.match(ownerError(base58check.encode(Uint8Array.from([0x35, 1, 2, 3]))).message, /an N3 address has 34 characters, this one has 11\.$/);
    for (const wrong of ['NMBfzaEq2c5zodiNbLPoohVENARMbJim1', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1rx', 'N123']) {
      assert.match(ownerError(wrong).message, new RegExp(`: an N3 address has 34 characters, this one has ${wrong.length}\\.$`));
    }
    assert.match(ownerError('NMBfzaEq2c5zodiNbLPoohVENARMbJim1O').message, /Base58/);
    assert.match(ownerError('0x118ba6f59931a56ec469770f7fc790ece96df0').message, /38 hex digits/);
    assert.match(ownerError('   ').message, /empty/);
    assert.match(ownerError('not an address!').message, /not a Neo N3 address/);
  });

  it('accepts every valid N3 address and says so', () => {
    for (const [address] of VECTORS) assert.equal(isValidAddress(address), true);
    assert.equal(isValidAddress(encodeWithVersion(0x35)), true);
  });

  describe('another address version (getversion\'s protocol.addressversion on a private chain)', () => {
    const [mainNet, hash] = VECTORS[0];
    const privateChain = scriptHashToAddress(hash, 0x42);

    it('writes and reads addresses with the node\'s version', () => {
      assert.notEqual(privateChain, mainNet);
      assert.equal(privateChain, encodeWithVersion(0x42, Uint8Array.from(Buffer.from(hash.slice(2), 'hex').reverse())));
      assert.deepEqual(parseOwner(privateChain, 0x42), { address: privateChain, scriptHash: hash });
      assert.equal(addressToScriptHash(privateChain, 0x42), hash);
      assert.deepEqual(parseOwner(hash, 0x42), { address: privateChain, scriptHash: hash }, 'a script hash is shown with the version');
      assert.equal(isValidAddress(privateChain, 0x42), true);
      assert.equal(isValidAddress(mainNet, 0x42), false);
    });

    it('says which version an address of another one has, and which the node uses', () => {
      assert.throws(() => parseOwner(mainNet, 0x42), /version byte is 0x35 \(53\), not 0x42 \(66, this node's address version\)/);
      assert.throws(() => parseOwner(privateChain), /version byte is 0x42 \(66\), not 0x35 \(53, Neo N3 MainNet and TestNet\)/);
    });

    it('a version of one byte of 33 characters is read (the length is told only for 53)', () => {
      const short = encodeWithVersion(0x00);
      assert.equal(short.length, 33);
      assert.equal(isValidAddress(short, 0x00), true);
    });

    it('not known yet (null): any version but Neo Legacy\'s is read; addresses are written with 53', () => {
      assert.deepEqual(parseOwner(privateChain, null), { address: privateChain, scriptHash: hash });
      assert.deepEqual(parseOwner(mainNet, null), { address: mainNet, scriptHash: hash });
      assert.throws(() => parseOwner(encodeWithVersion(0x17), null), /Neo Legacy/);
      assert.equal(scriptHashToAddress(hash, null), mainNet);
    });
  });
});
