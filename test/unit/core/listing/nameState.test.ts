import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { getDomainDetails } from '../../../../src/core';
import { CHAIN_TIME_SCRIPT } from '../../../../src/core/names/chainTime';
import { decodeNameState, decodeStoredInteger, MalformedValue } from '../../../../src/core/listing/nameState';
import { nameStateKey, tokensLayout, tokensOfLayout } from '../../../../src/core/listing/nnsStorage';
import { halt, startFixtureServer } from '../fixtureServer';

const OWNER = Buffer.from('118ba6f59931a56ec469770f7fc790ece96df00d', 'hex').reverse();
const ADMIN = Buffer.from('69ecca587293047be4c59159bf8bc399985c160d', 'hex').reverse();
const NAME = Buffer.from('alive.neo');
/** 2027-01-01T00:00:00Z = 1,798,761,600,000 ms = 0x01A2CE8BD400 → 6 bytes little-endian. */
const EXPIRATION = Date.UTC(2027, 0, 1);
const EXPIRATION_BYTES = Buffer.from([0x00, 0xd4, 0x8b, 0xce, 0xa2, 0x01]);

/** The protocol notes' example: `40 04 | 28 14 <owner> | 28 <len> <name> | 21 06 <expiration> | 00`. */
function nameState(options: { type?: number; count?: number; admin?: Buffer | null; tail?: Buffer; expiration?: Buffer } = {}): Buffer {
  const admin = options.admin === undefined ? null : options.admin;
  const expiration = options.expiration ?? EXPIRATION_BYTES;
  return Buffer.concat([
    Buffer.of(options.type ?? 0x40, options.count ?? 4),
    Buffer.of(0x28, 20), OWNER,
    Buffer.of(0x28, NAME.length), NAME,
    Buffer.of(0x21, expiration.length), expiration,
    admin ? Buffer.concat([Buffer.of(0x28, 20), admin]) : Buffer.of(0x00),
    options.tail ?? Buffer.alloc(0),
  ]);
}

function malformed(bytes: Uint8Array, message: RegExp): void {
  assert.throws(() => decodeNameState(bytes), (error: Error) => {
    assert.ok(error instanceof MalformedValue, String(error));
    assert.equal(error.name, 'MalformedValue');
    assert.match(error.message, message);
    return true;
  });
}

describe('core/listing/nameState: neo\'s binary serialization of a NameState', () => {
  it('decodes the protocol notes\' example: an Array of 4, no admin', () => {
    assert.equal(EXPIRATION, 0x01a2ce8bd400);
    const state = decodeNameState(nameState());
    assert.deepEqual(Buffer.from(state.owner), OWNER);
    assert.equal(Buffer.from(state.name).toString(), 'alive.neo');
    assert.equal(state.expiration, EXPIRATION);
    assert.equal(state.admin, null);
  });

  it('accepts a Struct (0x41) as well, and an admin of 20 bytes', () => {
    const state = decodeNameState(nameState({ type: 0x41, admin: ADMIN }));
    assert.deepEqual(Buffer.from(state.admin!), ADMIN);
  });

  it('reads owner, name and admin stored as Buffers (0x30), as a contract that called register with Buffers leaves them', () => {
    const bytes = Buffer.concat([
      Buffer.of(0x40, 0x04, 0x30, 20), OWNER, Buffer.of(0x30, NAME.length), NAME, Buffer.of(0x21, 6), EXPIRATION_BYTES, Buffer.of(0x30, 20), ADMIN,
    ]);
    const state = decodeNameState(bytes);
    assert.deepEqual(Buffer.from(state.owner), OWNER);
    assert.equal(Buffer.from(state.name).toString(), 'alive.neo');
    assert.deepEqual(Buffer.from(state.admin!), ADMIN);
    assert.equal(state.expiration, EXPIRATION);
  });

  it('reads var-int lengths of 0xFD + uint16 and integers of any minimal length', () => {
    const long = Buffer.alloc(300, 0x61);
    const bytes = Buffer.concat([
      Buffer.of(0x40, 0x04, 0x28, 0x14), OWNER, Buffer.of(0x28, 0xfd, 0x2c, 0x01), long, Buffer.of(0x21, 0x00), Buffer.of(0x00),
    ]);
    const state = decodeNameState(bytes);
    assert.equal(state.name.length, 300);
    assert.equal(state.expiration, 0, 'Integer 0 is zero bytes');
  });

  it('refuses what is not a 4-item NameState, saying what is wrong', () => {
    malformed(nameState({ type: 0x48 }), /not an Array or Struct \(type 0x48\)/);
    malformed(nameState({ count: 5, tail: Buffer.of(0x21, 0x00) }), /has 5 items, not 4/);
    malformed(nameState({ tail: Buffer.of(0x00) }), /bytes follow its last item/);
    malformed(nameState().subarray(0, 30), /ends before|runs past the end/);
    malformed(Buffer.alloc(0), /ends before its type/);
    malformed(nameState({ expiration: Buffer.of(0xff) }), /expiration -1 is out of range/);
    malformed(nameState({ expiration: Buffer.alloc(33, 1) }), /expiration has 33 bytes/);
    const shortOwner = Buffer.concat([Buffer.of(0x40, 0x04, 0x28, 0x13), OWNER.subarray(1)]);
    malformed(shortOwner, /the owner has 19 bytes, not 20/);
    const integerName = Buffer.concat([Buffer.of(0x40, 0x04, 0x28, 0x14), OWNER, Buffer.of(0x21, 0x01, 0x05)]);
    malformed(integerName, /the name is not a ByteString or Buffer \(type 0x21\)/);
    const nullOwner = Buffer.of(0x40, 0x04, 0x00);
    malformed(nullOwner, /the owner is not a ByteString or Buffer \(type 0x00\)/);
  });

  it('reads var-ints of 0xFE + uint32 and 0xFF + uint64 (neo does not require the shortest form)', () => {
    const withLength = (length: Buffer) => Buffer.concat([Buffer.of(0x40, 0x04, 0x28, 0x14), OWNER, Buffer.of(0x28), length, NAME, Buffer.of(0x21, 0x00, 0x00)]);
    assert.equal(Buffer.from(decodeNameState(withLength(Buffer.of(0xfe, NAME.length, 0, 0, 0))).name).toString(), 'alive.neo');
    assert.equal(Buffer.from(decodeNameState(withLength(Buffer.of(0xff, NAME.length, 0, 0, 0, 0, 0, 0, 0))).name).toString(), 'alive.neo');
    malformed(withLength(Buffer.of(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)), /^the length of the name is out of range$/);
    // A name one byte longer than what is left after its length.
    malformed(withLength(Buffer.of(NAME.length + 4)), /^the name runs past the end of the value$/);
  });

  it('an expiration from 0 to 2^53 − 1 ms, stored in up to 32 bytes; past them, or of another type, refused', () => {
    const max = Buffer.from(BigInt(Number.MAX_SAFE_INTEGER).toString(16).padStart(14, '0'), 'hex').reverse();
    assert.equal(decodeNameState(nameState({ expiration: max })).expiration, Number.MAX_SAFE_INTEGER);
    const past = Buffer.from((BigInt(Number.MAX_SAFE_INTEGER) + 1n).toString(16).padStart(14, '0'), 'hex').reverse();
    malformed(nameState({ expiration: past }), /^the expiration 9007199254740992 is out of range$/);
    const padded = Buffer.concat([EXPIRATION_BYTES, Buffer.alloc(32 - EXPIRATION_BYTES.length)]);
    assert.equal(decodeNameState(nameState({ expiration: padded })).expiration, EXPIRATION);
    const asText = Buffer.concat([Buffer.of(0x40, 0x04, 0x28, 0x14), OWNER, Buffer.of(0x28, NAME.length), NAME, Buffer.of(0x28, 0x01, 0x05, 0x00)]);
    malformed(asText, /^the expiration is not an Integer \(type 0x28\)$/);
  });

  it('says which part ends too soon or has the wrong size', () => {
    malformed(Buffer.of(0x40), /^it ends before its item count$/);
    const shortAdmin = Buffer.concat([nameState().subarray(0, -1), Buffer.of(0x28, 19), ADMIN.subarray(1)]);
    malformed(shortAdmin, /^the admin has 19 bytes, not 20$/);
  });

  it('stored integers: little-endian two\'s complement, nothing is 0', () => {
    assert.equal(decodeStoredInteger(new Uint8Array()), 0n);
    assert.equal(decodeStoredInteger(Uint8Array.of(0x80)), -128n);
    assert.equal(decodeStoredInteger(Uint8Array.of(0x00, 0x80)), -32768n);
    assert.equal(decodeStoredInteger(new Uint8Array(32).fill(0xff)), -1n, 'an Integer holds 32 bytes at most');
    assert.equal(decodeStoredInteger(Uint8Array.of(0x88, 0x13)), 5000n);
    assert.equal(decodeStoredInteger(Uint8Array.of(0x80, 0x00)), 128n);
    assert.equal(decodeStoredInteger(Uint8Array.of(0xff)), -1n);
    assert.throws(() => decodeStoredInteger(new Uint8Array(33)), (error: Error) => error instanceof MalformedValue && error.message === 'an integer of 33 bytes');
  });
});

describe('core/listing/nnsStorage: the NNS contract\'s keys', () => {
  const hash = Buffer.from(ripemd160(NAME));

  it('a name\'s NameState lies under 0x21 ‖ RIPEMD-160(name)', () => {
    assert.equal(Buffer.from(ripemd160(new TextEncoder().encode(''))).toString('hex'), '9c1185a5c5e9fc54612808977ee8f548b2258d31', 'the standard RIPEMD-160');
    assert.deepEqual(Buffer.from(nameStateKey(NAME)), Buffer.concat([Buffer.of(0x21), hash]));
  });

  it('tokens(): the name is field 1 of the value, and the key must be its hash', () => {
    const layout = tokensLayout();
    assert.deepEqual([...layout.prefix], [0x21]);
    assert.deepEqual([...layout.countKey], [0x00]);
    assert.equal(Buffer.from(layout.nameOf(Buffer.concat([Buffer.of(0x21), hash]), nameState())).toString(), 'alive.neo');
    assert.throws(() => layout.nameOf(Buffer.concat([Buffer.of(0x21), Buffer.alloc(20)]), nameState()), /does not end with RIPEMD-160/);
    assert.throws(() => layout.nameOf(Buffer.concat([Buffer.of(0x21), hash, Buffer.of(1)]), nameState()), /not the prefix followed by 20 bytes/);
    assert.throws(() => layout.nameOf(Buffer.concat([Buffer.of(0x22), hash]), nameState()), /not the prefix/);
    assert.throws(() => layout.nameOf(Buffer.concat([Buffer.of(0x21), hash]), NAME), /not a NameState/);
  });

  it('tokensOf(owner): 0x02 ‖ owner ‖ RIPEMD-160(name), counted under 0x01 ‖ owner, the value is the name', () => {
    const layout = tokensOfLayout(OWNER);
    assert.deepEqual(Buffer.from(layout.prefix), Buffer.concat([Buffer.of(0x02), OWNER]));
    assert.deepEqual(Buffer.from(layout.countKey), Buffer.concat([Buffer.of(0x01), OWNER]));
    const key = Buffer.concat([Buffer.of(0x02), OWNER, hash]);
    assert.equal(Buffer.from(layout.nameOf(key, NAME)).toString(), 'alive.neo');
    assert.throws(() => layout.nameOf(key, Buffer.from('other.neo')), /does not end with RIPEMD-160/);
    assert.throws(() => layout.nameOf(Buffer.concat([Buffer.of(0x02), ADMIN, hash]), NAME), /not the prefix/);
  });

  it('the chain\'s time: SYSCALL System.Runtime.GetTime (interop id 0x0388c3b7)', () => {
    assert.equal(Buffer.from(CHAIN_TIME_SCRIPT).toString('hex'), '41b7c38803');
  });
});

describe('core/names/details: a malformed value of one name', () => {
  it('is INVALID_RESPONSE for that name alone; the others are read', async () => {
    const other = Buffer.from('other.neo');
    const server = await startFixtureServer((request) => {
      const params = request.params as string[];
      if (request.method === 'invokescript') {
        return { jsonrpc: '2.0', id: request.id, result: halt([{ type: 'Integer', value: String(Date.UTC(2026, 0, 1)) }]) };
      }
      const key = Buffer.from(params[1]!, 'base64');
      const value = key.equals(Buffer.from(nameStateKey(NAME))) ? nameState() : Buffer.concat([nameState().subarray(0, 12), other]);
      return { jsonrpc: '2.0', id: request.id, result: value.toString('base64') };
    });
    try {
      const details = await getDomainDetails({ rpcUrl: server.url, contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' }, ['alive.neo', 'other.neo']);
      assert.equal(details[0]!.state, 'active');
      assert.equal(details[0]!.expiration, EXPIRATION);
      assert.equal(details[1]!.state, 'error');
      assert.equal(details[1]!.error?.code, 'INVALID_RESPONSE');
      assert.match(details[1]!.error?.message ?? '', /cannot be read/);
    } finally {
      await server.close();
    }
  });
});
