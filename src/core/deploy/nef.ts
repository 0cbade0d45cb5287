import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToDisplayHash } from '../encoding/hex';
import { TransactionError } from '../errors/transactionError';

/**
 * A compiled contract's NEF file (NEF3; neo `NefFile.cs`, neo-go `pkg/smartcontract/nef`): magic, the
 * compiler (64 bytes, zero padded), the source (var string), a reserved byte, the method tokens, two
 * reserved bytes, the script (var bytes), and the checksum: the first 4 bytes of SHA-256(SHA-256(all
 * before it)), read little-endian. The checksum and the manifest's name make the contract's hash.
 */
export interface NefFile {
  readonly compiler: string;
  readonly source: string;
  readonly tokens: readonly MethodToken[];
  readonly script: Uint8Array;
  /** uint32, as the file holds it (and as it verified). */
  readonly checksum: number;
  /** The whole file, as ContractManagement.deploy takes it. */
  readonly bytes: Uint8Array;
}

/** A call to another contract's method that the script makes through CALLT. */
export interface MethodToken {
  /** Display form. */
  readonly hash: string;
  readonly method: string;
  readonly parametersCount: number;
  readonly hasReturnValue: boolean;
  readonly callFlags: number;
}

/** "NEF3" read as a little-endian uint32. */
export const NEF_MAGIC = 0x3346454e;
const COMPILER_BYTES = 64;
const MAX_SOURCE_BYTES = 256;
const MAX_TOKENS = 128;
const MAX_METHOD_BYTES = 32;
const CALL_FLAGS_ALL = 0x0f;
/** The largest item the VM holds (ExecutionEngineLimits.MaxItemSize): deploy's argument can be no larger. */
export const MAX_NEF_BYTES = 0xffff * 2;

/** Reads and verifies a NEF file; INVALID_CONTRACT_FILE says what is wrong and where. */
export function parseNef(given: Uint8Array): NefFile {
  const bytes = Uint8Array.from(given);
  if (bytes.length < 4 || readUint32(bytes, 0) !== NEF_MAGIC) {
    throw invalid('This is not a NEF file: a compiled Neo N3 contract (.nef) starts with "NEF3".');
  }
  if (bytes.length > MAX_NEF_BYTES) throw damaged(`it is ${bytes.length} bytes; a NEF file is at most ${MAX_NEF_BYTES}`);
  const reader = new Reader(bytes, 4);
  const compiler = decodeText(trimZeros(reader.take(COMPILER_BYTES, 'the compiler')), 'the compiler');
  const source = reader.varString(MAX_SOURCE_BYTES, 'the source');
  if (reader.byte('a reserved byte') !== 0) throw damaged('a reserved byte is not 0');
  const tokenCount = reader.varInt('the method tokens');
  if (tokenCount > MAX_TOKENS) throw damaged(`it lists ${tokenCount} method tokens; at most ${MAX_TOKENS} are allowed`);
  const tokens: MethodToken[] = [];
  for (let i = 0; i < tokenCount; i++) tokens.push(readToken(reader, i));
  if (reader.byte('the reserved bytes') !== 0 || reader.byte('the reserved bytes') !== 0) throw damaged('the reserved bytes are not 0');
  const script = reader.varBytes('the script');
  if (script.length === 0) throw damaged('its script is empty');
  const end = reader.offset;
  const checksum = readUint32(reader.take(4, 'the checksum'), 0);
  if (reader.offset !== bytes.length) throw damaged(`${bytes.length - reader.offset} bytes follow its checksum`);
  const computed = nefChecksum(bytes.subarray(0, end));
  if (computed !== checksum) {
    throw damaged(`its checksum is ${hex32(checksum)} but its contents give ${hex32(computed)} (the file was changed or cut short)`);
  }
  return Object.freeze({ compiler, source, tokens, script, checksum, bytes });
}

/** The first 4 bytes of SHA-256(SHA-256(data)), as a little-endian uint32. */
export function nefChecksum(data: Uint8Array): number {
  return readUint32(sha256(sha256(data)), 0);
}

function readToken(reader: Reader, index: number): MethodToken {
  const what = `method token ${index + 1}`;
  const hash = bytesToDisplayHash(reader.take(20, what));
  const method = reader.varString(MAX_METHOD_BYTES, what);
  if (method.startsWith('_')) throw damaged(`${what} calls "${method}": a method token's method cannot start with "_"`);
  const parametersCount = reader.byte(what) | (reader.byte(what) << 8);
  const returns = reader.byte(what);
  if (returns > 1) throw damaged(`${what} has an invalid return flag`);
  const callFlags = reader.byte(what);
  if ((callFlags & ~CALL_FLAGS_ALL) !== 0) throw damaged(`${what} has invalid call flags`);
  return { hash, method, parametersCount, hasReturnValue: returns === 1, callFlags };
}

class Reader {
  constructor(private readonly bytes: Uint8Array, public offset: number) {}

  take(length: number, what: string): Uint8Array {
    if (this.offset + length > this.bytes.length) throw damaged(`it ends early, at byte ${this.bytes.length}, in ${what}`);
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  byte(what: string): number {
    return this.take(1, what)[0]!;
  }

  varInt(what: string): number {
    const first = this.byte(what);
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const data = this.take(size, what);
    let value = 0;
    for (let i = size - 1; i >= 0; i--) value = value * 256 + data[i]!;
    if (!Number.isSafeInteger(value)) throw damaged(`the length of ${what} is out of range`);
    return value;
  }

  varBytes(what: string, max = MAX_NEF_BYTES): Uint8Array {
    const length = this.varInt(what);
    if (length > max) throw damaged(`${what} is ${length} bytes, more than the ${max} allowed`);
    return this.take(length, what);
  }

  varString(max: number, what: string): string {
    return decodeText(this.varBytes(what, max), what);
  }
}

function decodeText(data: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw damaged(`${what} is not UTF-8 text`);
  }
}

function trimZeros(data: Uint8Array): Uint8Array {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end--;
  return data.subarray(0, end);
}

function readUint32(data: Uint8Array, offset: number): number {
  return (data[offset]! | (data[offset + 1]! << 8) | (data[offset + 2]! << 16) | (data[offset + 3]! << 24)) >>> 0;
}

function hex32(value: number): string {
  return `0x${value.toString(16).padStart(8, '0')}`;
}

function invalid(message: string): TransactionError {
  return new TransactionError('INVALID_CONTRACT_FILE', message);
}

function damaged(why: string): TransactionError {
  return invalid(`The NEF file is damaged: ${why}.`);
}
