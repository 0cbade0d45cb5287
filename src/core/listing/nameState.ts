// The NNS contract's NameState as it lies in storage (StdLib.Serialize of owner, name, expiration, admin;
// protocol notes §8), its byte fields as Buffers or ByteStrings; any other item type is a malformed value.

const TYPE_NULL = 0x00;
const TYPE_INTEGER = 0x21;
const TYPE_BYTESTRING = 0x28;
/** A Buffer holds bytes as a ByteString does: a contract that called `register` with one stored it so. */
const TYPE_BUFFER = 0x30;
const TYPE_ARRAY = 0x40;
const TYPE_STRUCT = 0x41;
const NAME_STATE_FIELDS = 4;
const HASH160_BYTES = 20;
/** NeoVM integers are at most 32 bytes. */
const MAX_INTEGER_BYTES = 32;

export interface NameState {
  /** The 20 stored bytes of the owner's script hash. */
  owner: Uint8Array;
  /** The name's bytes as the contract keeps them (UTF-8 for every name it registered). */
  name: Uint8Array;
  /** Milliseconds since the epoch. */
  expiration: number;
  /** The 20 stored bytes of the admin, or null when the name has none. */
  admin: Uint8Array | null;
}

/** A stored value that does not have the layout it should; `message` says what is wrong. */
export class MalformedValue extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedValue';
  }
}

/** Reads serialized items from a byte array, refusing anything that runs past its end. */
class Reader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset === this.bytes.length;
  }

  byte(what: string): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new MalformedValue(`it ends before ${what}`);
    this.offset++;
    return value;
  }

  /** neo's var-int: below 0xFD one byte; 0xFD + uint16, 0xFE + uint32, 0xFF + uint64, little-endian. */
  varInt(what: string): number {
    const first = this.byte(what);
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : first === 0xff ? 8 : 0;
    if (width === 0) return first;
    let value = 0;
    for (let i = 0; i < width; i++) value += this.byte(what) * 2 ** (8 * i);
    if (!Number.isSafeInteger(value)) throw new MalformedValue(`${what} is out of range`);
    return value;
  }

  varBytes(what: string): Uint8Array {
    const length = this.varInt(`the length of ${what}`);
    if (length > this.bytes.length - this.offset) throw new MalformedValue(`${what} runs past the end of the value`);
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}

/** Decodes a serialized NameState; throws MalformedValue saying what is wrong. */
export function decodeNameState(bytes: Uint8Array): NameState {
  const reader = new Reader(bytes);
  const type = reader.byte('its type');
  if (type !== TYPE_ARRAY && type !== TYPE_STRUCT) throw new MalformedValue(`it is not an Array or Struct (type 0x${hexByte(type)})`);
  const count = reader.varInt('its item count');
  if (count !== NAME_STATE_FIELDS) throw new MalformedValue(`it has ${count} items, not ${NAME_STATE_FIELDS}`);
  const owner = hash160(reader, 'the owner', false);
  const name = byteString(reader, 'the name');
  const expiration = integer(reader, 'the expiration');
  if (expiration < 0n || expiration > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedValue(`the expiration ${expiration} is out of range`);
  const admin = hash160(reader, 'the admin', true);
  if (!reader.done) throw new MalformedValue('bytes follow its last item');
  return { owner: owner!, name, expiration: Number(expiration), admin };
}

/** A stored Integer (StdLib.Serialize of a number, or the raw bytes Storage.Put keeps for one). */
export function decodeStoredInteger(bytes: Uint8Array): bigint {
  if (bytes.length > MAX_INTEGER_BYTES) throw new MalformedValue(`an integer of ${bytes.length} bytes`);
  return littleEndianSigned(bytes);
}

function byteString(reader: Reader, what: string): Uint8Array {
  const type = reader.byte(what);
  if (type !== TYPE_BYTESTRING && type !== TYPE_BUFFER) throw new MalformedValue(`${what} is not a ByteString or Buffer (type 0x${hexByte(type)})`);
  return reader.varBytes(what);
}

function hash160(reader: Reader, what: string, nullable: boolean): Uint8Array | null {
  const type = reader.byte(what);
  if (type === TYPE_NULL && nullable) return null;
  if (type !== TYPE_BYTESTRING && type !== TYPE_BUFFER) throw new MalformedValue(`${what} is not a ByteString or Buffer (type 0x${hexByte(type)})`);
  const bytes = reader.varBytes(what);
  if (bytes.length !== HASH160_BYTES) throw new MalformedValue(`${what} has ${bytes.length} bytes, not ${HASH160_BYTES}`);
  return bytes;
}

function integer(reader: Reader, what: string): bigint {
  const type = reader.byte(what);
  if (type !== TYPE_INTEGER) throw new MalformedValue(`${what} is not an Integer (type 0x${hexByte(type)})`);
  const bytes = reader.varBytes(what);
  if (bytes.length > MAX_INTEGER_BYTES) throw new MalformedValue(`${what} has ${bytes.length} bytes`);
  return littleEndianSigned(bytes);
}

/** Little-endian two's complement; no bytes is 0. */
function littleEndianSigned(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  const last = bytes[bytes.length - 1];
  if (last !== undefined && last >= 0x80) value -= 1n << BigInt(8 * bytes.length);
  return value;
}

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}
