/**
 * Neo's binary encoding of transactions (neo `BinaryWriter` / neo-go `io.BinWriter`): little-endian
 * integers, and var-int lengths (below 0xFD one byte; 0xFD + uint16; 0xFE + uint32; 0xFF + uint64).
 */
export class ByteWriter {
  private readonly parts: Uint8Array[] = [];
  private size = 0;

  bytes(data: Uint8Array): this {
    this.parts.push(data);
    this.size += data.length;
    return this;
  }

  u8(value: number): this {
    return this.bytes(Uint8Array.of(value));
  }

  u32(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff_ffff) throw new RangeError(`not a uint32: ${value}`);
    return this.bytes(littleEndian(BigInt(value), 4));
  }

  /** A signed 64-bit integer (fees, in datoshi). */
  i64(value: bigint): this {
    if (value < -(2n ** 63n) || value >= 2n ** 63n) throw new RangeError(`not an int64: ${value}`);
    return this.bytes(littleEndian(BigInt.asUintN(64, value), 8));
  }

  varInt(value: number): this {
    return this.bytes(varInt(value));
  }

  /** A var-int length, then the bytes. */
  varBytes(data: Uint8Array): this {
    return this.varInt(data.length).bytes(data);
  }

  toBytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

export function varInt(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a length: ${value}`);
  if (value < 0xfd) return Uint8Array.of(value);
  if (value <= 0xffff) return Uint8Array.of(0xfd, ...littleEndian(BigInt(value), 2));
  if (value <= 0xffff_ffff) return Uint8Array.of(0xfe, ...littleEndian(BigInt(value), 4));
  return Uint8Array.of(0xff, ...littleEndian(BigInt(value), 8));
}

/** The size of a var-int length followed by `length` bytes. */
export function varBytesSize(length: number): number {
  return varInt(length).length + length;
}

function littleEndian(value: bigint, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let rest = value;
  for (let i = 0; i < size; i++) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const writer = new ByteWriter();
  for (const part of parts) writer.bytes(part);
  return writer.toBytes();
}
