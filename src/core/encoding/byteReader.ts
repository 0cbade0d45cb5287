// Neo's binary encoding read back (the reverse of ByteWriter), each read naming what it reads for the error.
// Var-ints only in their shortest form: the C# node hashes what it writes back, so a longer one would give a
// transaction a hash other than the one of its bytes.
export type ReadFailure = (reason: string, offset: number) => Error;

export class ByteReader {
  #offset: number;

  constructor(private readonly data: Uint8Array, private readonly failure: ReadFailure, offset = 0) {
    this.#offset = offset;
  }

  get offset(): number {
    return this.#offset;
  }

  get remaining(): number {
    return this.data.length - this.#offset;
  }

  /** Throws the caller's error for `reason` at `offset` (by default, where the reader stands). */
  fail(reason: string, offset = this.#offset): never {
    throw this.failure(reason, offset);
  }

  u8(what: string): number {
    return this.take(1, what)[0]!;
  }

  u16(what: string): number {
    return Number(this.unsigned(2, what));
  }

  u32(what: string): number {
    return Number(this.unsigned(4, what));
  }

  u64(what: string): bigint {
    return this.unsigned(8, what);
  }

  i64(what: string): bigint {
    return BigInt.asIntN(64, this.unsigned(8, what));
  }

  /** 0 or 1, as neo's ReadBoolean takes it (neo-go reads any other byte as true but writes 1 back). */
  boolean(what: string): boolean {
    const start = this.#offset;
    const value = this.u8(what);
    if (value > 1) this.fail(`${what} is ${value}, not 0 or 1`, start);
    return value === 1;
  }

  /** The next `length` bytes, copied. */
  bytes(length: number, what: string): Uint8Array {
    return Uint8Array.from(this.take(length, what));
  }

  /** A var-int count of at most `max`, in its shortest form. */
  varInt(max: number, what: string): number {
    return this.count(max, what, (value) => `${what} number ${value}; at most ${max} are allowed`);
  }

  /** A var-int length of at most `max`, then as many bytes. */
  varBytes(max: number, what: string): Uint8Array {
    return this.bytes(this.count(max, what, (value) => `${what} is ${value} bytes long; at most ${max} are allowed`), what);
  }

  private count(max: number, what: string, tooMany: (value: bigint) => string): number {
    const start = this.#offset;
    const prefix = this.u8(what);
    const size = prefix === 0xfd ? 2 : prefix === 0xfe ? 4 : prefix === 0xff ? 8 : 0;
    const value = size === 0 ? BigInt(prefix) : this.unsigned(size, what);
    const shortest = value < 0xfdn ? 1 : value <= 0xffffn ? 3 : value <= 0xffff_ffffn ? 5 : 9;
    if (shortest < 1 + size) this.fail(`the size of ${what} (${value}) is written in ${1 + size} bytes where ${shortest} would do`, start);
    if (value > BigInt(max)) this.fail(tooMany(value), start);
    return Number(value);
  }

  private take(length: number, what: string): Uint8Array {
    if (length > this.remaining) {
      this.fail(`the bytes end inside ${what}: ${length} byte${length === 1 ? '' : 's'} needed, ${this.remaining} left`);
    }
    const out = this.data.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return out;
  }

  private unsigned(size: number, what: string): bigint {
    const bytes = this.take(size, what);
    let value = 0n;
    for (let i = size - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
    return value;
  }
}
