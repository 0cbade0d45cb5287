import assert from 'node:assert/strict';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { addressToScriptHash, isScriptHashInput, isValidAddress, parseOwner, scriptHashBytesToAddress, scriptHashToAddress } from '../../../../src/core/encoding/address';
import { NnsError } from '../../../../src/core/errors/nnsError';

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

function ownerError(input: string, version?: number | null): NnsError {
  try {
    parseOwner(input, version);
  } catch (error) {
    assert.ok(error instanceof NnsError);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.equal(error.field, 'owner');
    return error;
  }
  assert.fail(`parseOwner accepted ${JSON.stringify(input)}`);
}

describe('core/encoding/address', () => {
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
  describe('the message a user reads for an owner that is not one', () => {
    const [mainNet, hash] = VECTORS[0];
    const base58Refusal = 'it contains characters that Base58 does not use (0, O, I, l or non-alphanumerics).';

    it('names the characters Base58 does not use, wherever the wrong one is', () => {
      for (const typo of [`${mainNet.slice(0, -1)}O`, `0${mainNet.slice(1)}`, `${mainNet.slice(0, 10)}l${mainNet.slice(11)}`, 'Nhello world']) {
        assert.equal(ownerError(typo).message, `Owner "${typo}" is not a Neo N3 address: ${base58Refusal}`);
      }
    });

    it('tells a wrong length before the checksum, also for a typed address that starts with 1', () => {
      const typed = `1${mainNet.slice(2)}`;
      assert.equal(typed.length, 33);
      assert.equal(ownerError(typed).message, `Owner "${typed}" is not a Neo N3 address: an N3 address has 34 characters, this one has 33.`);
    });

    it('tells a wrong length before the node was asked for its version (null), as for 53', () => {
      for (const wrong of ['N123', mainNet.slice(0, -1), `${mainNet}x`]) {
        assert.equal(ownerError(wrong, null).message, `Owner "${wrong}" is not a Neo N3 address: an N3 address has 34 characters, this one has ${wrong.length}.`);
      }
    });

    it('tells a wrong length from version 3 up, the smallest version whose addresses all have 34 characters', () => {
      const three = encodeWithVersion(3);
      assert.equal(three.length, 34);
      assert.equal(isValidAddress(three, 3), true);
      const cut = three.slice(0, -1);
      assert.equal(ownerError(cut, 3).message, `Owner "${cut}" is not a Neo N3 address: an N3 address has 34 characters, this one has 33.`);
    });

    it('a checksum that does not match says so, with the whole address quoted', () => {
      const mistyped = `${mainNet.slice(0, -1)}s`;
      assert.equal(ownerError(mistyped).message, `Owner "${mistyped}" is not a Neo N3 address: its checksum does not match (a mistyped character?).`);
    });

    it('an address of a short version that encodes more than 21 bytes says how many (lengths are not fixed below version 3)', () => {
      const long = base58check.encode(Uint8Array.from([0, ...new Uint8Array(21).fill(7)]));
      assert.equal(ownerError(long, 0).message, `Owner "${long}" is not a Neo N3 address: it encodes 22 bytes instead of 21.`);
      const short = base58check.encode(Uint8Array.from([0, ...new Uint8Array(19).fill(7)]));
      assert.match(ownerError(short, null).message, /: it encodes 20 bytes instead of 21\.$/);
    });

    it('a version byte below 16 is written with two hex digits', () => {
      const five = encodeWithVersion(5);
      assert.equal(ownerError(five).message, `Owner "${five}" is not a Neo N3 address: its version byte is 0x05 (5), not 0x35 (53, Neo N3 MainNet and TestNet).`);
    });

    it('hex of the wrong length is told as a script hash with its count of digits, with 0x, 0X or none', () => {
      const digits38 = hash.slice(2, -2);
      for (const input of [digits38, `0x${digits38}`, `0X${digits38.toUpperCase()}`]) {
        assert.equal(ownerError(input).message, `Owner "${input}" is not a script hash: it has 38 hex digits, a script hash has 40.`);
      }
    });

    it('a long paste is quoted by its first 60 characters and an ellipsis; 60 characters are quoted whole', () => {
      const sixty = `N${'a'.repeat(59)}`;
      assert.match(ownerError(sixty).message, new RegExp(`^Owner "${sixty}" is not a Neo N3 address: an N3 address has 34 characters, this one has 60\\.$`));
      const pasted = `${sixty}b and then the rest of a sentence`;
      assert.match(ownerError(pasted).message, new RegExp(`^Owner "${sixty}…" is not a Neo N3 address: ${base58Refusal.replace(/[()]/g, '\\$&')}$`));
    });

    it('an address pasted with spaces around it is valid', () => {
      assert.equal(isValidAddress(`  ${mainNet}\n`), true);
      assert.equal(isValidAddress(` ${mainNet.slice(0, -1)}s `), false);
    });
  });

  describe('script hashes', () => {
    const [mainNet, hash] = VECTORS[0];

    it('a script hash is told from an address, in every form a user types it', () => {
      for (const input of [hash, hash.slice(2), hash.toUpperCase().replace('0X', '0x'), `0X${hash.slice(2)}`]) assert.equal(isScriptHashInput(input), true, input);
      for (const input of [mainNet, hash.slice(0, -1), `${hash}0`, '', 'NNS']) assert.equal(isScriptHashInput(input), false, input);
    });

    it('the 20 stored bytes (little-endian) make the address; other lengths are refused', () => {
      const stored = Uint8Array.from(Buffer.from(hash.slice(2), 'hex').reverse());
      assert.equal(scriptHashBytesToAddress(stored), mainNet);
      assert.throws(() => scriptHashBytesToAddress(stored.subarray(1)), { name: 'RangeError', message: 'a script hash has 20 bytes, not 19' });
      assert.throws(() => scriptHashBytesToAddress(new Uint8Array(21)), { name: 'RangeError', message: 'a script hash has 20 bytes, not 21' });
    });

    it('only a display script hash is converted to an address', () => {
      for (const wrong of [mainNet, hash.slice(0, -2), '']) {
        assert.throws(() => scriptHashToAddress(wrong), { name: 'RangeError', message: 'not a script hash in display form' });
      }
    });
  });
});
