/**
 * NeoVM opcodes (values from neo-vm OpCode.cs / neo-go pkg/vm/opcode) and their GAS prices.
 *
 * Prices are the C# ApplicationEngine.OpCodePrices table (neo-go's opcodeprice is the same table);
 * the engine charges `price × ExecFeeFactor` datoshi before executing each instruction.
 */

export const OpCode = {
  PUSHINT8: 0x00, PUSHINT16: 0x01, PUSHINT32: 0x02, PUSHINT64: 0x03, PUSHINT128: 0x04, PUSHINT256: 0x05,
  PUSHT: 0x08, PUSHF: 0x09, PUSHA: 0x0a, PUSHNULL: 0x0b,
  PUSHDATA1: 0x0c, PUSHDATA2: 0x0d, PUSHDATA4: 0x0e, PUSHM1: 0x0f,
  PUSH0: 0x10, PUSH1: 0x11, PUSH2: 0x12, PUSH3: 0x13, PUSH4: 0x14, PUSH5: 0x15, PUSH6: 0x16, PUSH7: 0x17,
  PUSH8: 0x18, PUSH9: 0x19, PUSH10: 0x1a, PUSH11: 0x1b, PUSH12: 0x1c, PUSH13: 0x1d, PUSH14: 0x1e, PUSH15: 0x1f,
  PUSH16: 0x20,
  NOP: 0x21, JMP: 0x22, JMP_L: 0x23, JMPIF: 0x24, JMPIF_L: 0x25, JMPIFNOT: 0x26, JMPIFNOT_L: 0x27,
  JMPEQ: 0x28, JMPEQ_L: 0x29, JMPNE: 0x2a, JMPNE_L: 0x2b, JMPGT: 0x2c, JMPGT_L: 0x2d, JMPGE: 0x2e, JMPGE_L: 0x2f,
  JMPLT: 0x30, JMPLT_L: 0x31, JMPLE: 0x32, JMPLE_L: 0x33,
  CALL: 0x34, CALL_L: 0x35, CALLA: 0x36, CALLT: 0x37, ABORT: 0x38, ASSERT: 0x39, THROW: 0x3a,
  TRY: 0x3b, TRY_L: 0x3c, ENDTRY: 0x3d, ENDTRY_L: 0x3e, ENDFINALLY: 0x3f, RET: 0x40, SYSCALL: 0x41,
  DEPTH: 0x43, DROP: 0x45, NIP: 0x46, XDROP: 0x48, CLEAR: 0x49, DUP: 0x4a, OVER: 0x4b, PICK: 0x4d, TUCK: 0x4e,
  SWAP: 0x50, ROT: 0x51, ROLL: 0x52, REVERSE3: 0x53, REVERSE4: 0x54, REVERSEN: 0x55,
  INITSSLOT: 0x56, INITSLOT: 0x57,
  LDSFLD0: 0x58, LDSFLD1: 0x59, LDSFLD2: 0x5a, LDSFLD3: 0x5b, LDSFLD4: 0x5c, LDSFLD5: 0x5d, LDSFLD6: 0x5e, LDSFLD: 0x5f,
  STSFLD0: 0x60, STSFLD1: 0x61, STSFLD2: 0x62, STSFLD3: 0x63, STSFLD4: 0x64, STSFLD5: 0x65, STSFLD6: 0x66, STSFLD: 0x67,
  LDLOC0: 0x68, LDLOC1: 0x69, LDLOC2: 0x6a, LDLOC3: 0x6b, LDLOC4: 0x6c, LDLOC5: 0x6d, LDLOC6: 0x6e, LDLOC: 0x6f,
  STLOC0: 0x70, STLOC1: 0x71, STLOC2: 0x72, STLOC3: 0x73, STLOC4: 0x74, STLOC5: 0x75, STLOC6: 0x76, STLOC: 0x77,
  LDARG0: 0x78, LDARG1: 0x79, LDARG2: 0x7a, LDARG3: 0x7b, LDARG4: 0x7c, LDARG5: 0x7d, LDARG6: 0x7e, LDARG: 0x7f,
  STARG0: 0x80, STARG1: 0x81, STARG2: 0x82, STARG3: 0x83, STARG4: 0x84, STARG5: 0x85, STARG6: 0x86, STARG: 0x87,
  NEWBUFFER: 0x88, MEMCPY: 0x89, CAT: 0x8b, SUBSTR: 0x8c, LEFT: 0x8d, RIGHT: 0x8e,
  INVERT: 0x90, AND: 0x91, OR: 0x92, XOR: 0x93, EQUAL: 0x97, NOTEQUAL: 0x98,
  SIGN: 0x99, ABS: 0x9a, NEGATE: 0x9b, INC: 0x9c, DEC: 0x9d, ADD: 0x9e, SUB: 0x9f, MUL: 0xa0, DIV: 0xa1, MOD: 0xa2,
  POW: 0xa3, SQRT: 0xa4, MODMUL: 0xa5, MODPOW: 0xa6, SHL: 0xa8, SHR: 0xa9, NOT: 0xaa, BOOLAND: 0xab, BOOLOR: 0xac,
  NZ: 0xb1, NUMEQUAL: 0xb3, NUMNOTEQUAL: 0xb4, LT: 0xb5, LE: 0xb6, GT: 0xb7, GE: 0xb8, MIN: 0xb9, MAX: 0xba, WITHIN: 0xbb,
  PACKMAP: 0xbe, PACKSTRUCT: 0xbf, PACK: 0xc0, UNPACK: 0xc1, NEWARRAY0: 0xc2, NEWARRAY: 0xc3, NEWARRAY_T: 0xc4,
  NEWSTRUCT0: 0xc5, NEWSTRUCT: 0xc6, NEWMAP: 0xc8, SIZE: 0xca, HASKEY: 0xcb, KEYS: 0xcc, VALUES: 0xcd,
  PICKITEM: 0xce, APPEND: 0xcf, SETITEM: 0xd0, REVERSEITEMS: 0xd1, REMOVE: 0xd2, CLEARITEMS: 0xd3, POPITEM: 0xd4,
  ISNULL: 0xd8, ISTYPE: 0xd9, CONVERT: 0xdb, ABORTMSG: 0xe0, ASSERTMSG: 0xe1,
} as const;

export type OpCodeName = keyof typeof OpCode;

const NAMES = new Map<number, OpCodeName>(
  (Object.entries(OpCode) as [OpCodeName, number][]).map(([name, value]) => [value, name]),
);

/** C# spelling (JMPIF_L); undefined for a byte that is no opcode. */
export function opcodeName(op: number): OpCodeName | undefined {
  return NAMES.get(op);
}

/** neo-go spells the long forms without the underscore (JMPIFL, NEWARRAYT) in its fault messages. */
export function neoGoOpcodeName(op: number): string {
  const name = NAMES.get(op);
  if (!name) return `0x${op.toString(16).padStart(2, '0').toUpperCase()}`;
  return name.replace('_', '');
}

/** Base prices (before ExecFeeFactor), from ApplicationEngine.OpCodePrices. Unlisted opcodes cost 0. */
const PRICES: Partial<Record<OpCodeName, number>> = {
  PUSHINT8: 1, PUSHINT16: 1, PUSHINT32: 1, PUSHINT64: 1, PUSHINT128: 1 << 2, PUSHINT256: 1 << 2,
  PUSHT: 1, PUSHF: 1, PUSHA: 1 << 2, PUSHNULL: 1,
  PUSHDATA1: 1 << 3, PUSHDATA2: 1 << 9, PUSHDATA4: 1 << 12, PUSHM1: 1,
  PUSH0: 1, PUSH1: 1, PUSH2: 1, PUSH3: 1, PUSH4: 1, PUSH5: 1, PUSH6: 1, PUSH7: 1, PUSH8: 1,
  PUSH9: 1, PUSH10: 1, PUSH11: 1, PUSH12: 1, PUSH13: 1, PUSH14: 1, PUSH15: 1, PUSH16: 1,
  NOP: 1,
  JMP: 1 << 1, JMP_L: 1 << 1, JMPIF: 1 << 1, JMPIF_L: 1 << 1, JMPIFNOT: 1 << 1, JMPIFNOT_L: 1 << 1,
  JMPEQ: 1 << 1, JMPEQ_L: 1 << 1, JMPNE: 1 << 1, JMPNE_L: 1 << 1, JMPGT: 1 << 1, JMPGT_L: 1 << 1,
  JMPGE: 1 << 1, JMPGE_L: 1 << 1, JMPLT: 1 << 1, JMPLT_L: 1 << 1, JMPLE: 1 << 1, JMPLE_L: 1 << 1,
  CALL: 1 << 9, CALL_L: 1 << 9, CALLA: 1 << 9, CALLT: 1 << 15, ABORT: 0, ABORTMSG: 0, ASSERT: 1, ASSERTMSG: 1,
  THROW: 1 << 9, TRY: 1 << 2, TRY_L: 1 << 2, ENDTRY: 1 << 2, ENDTRY_L: 1 << 2, ENDFINALLY: 1 << 2,
  RET: 0, SYSCALL: 0,
  DEPTH: 1 << 1, DROP: 1 << 1, NIP: 1 << 1, XDROP: 1 << 4, CLEAR: 1 << 4, DUP: 1 << 1, OVER: 1 << 1,
  PICK: 1 << 1, TUCK: 1 << 1, SWAP: 1 << 1, ROT: 1 << 1, ROLL: 1 << 4, REVERSE3: 1 << 1, REVERSE4: 1 << 1,
  REVERSEN: 1 << 4, INITSSLOT: 1 << 4, INITSLOT: 1 << 6,
  LDSFLD0: 2, LDSFLD1: 2, LDSFLD2: 2, LDSFLD3: 2, LDSFLD4: 2, LDSFLD5: 2, LDSFLD6: 2, LDSFLD: 2,
  STSFLD0: 2, STSFLD1: 2, STSFLD2: 2, STSFLD3: 2, STSFLD4: 2, STSFLD5: 2, STSFLD6: 2, STSFLD: 2,
  LDLOC0: 2, LDLOC1: 2, LDLOC2: 2, LDLOC3: 2, LDLOC4: 2, LDLOC5: 2, LDLOC6: 2, LDLOC: 2,
  STLOC0: 2, STLOC1: 2, STLOC2: 2, STLOC3: 2, STLOC4: 2, STLOC5: 2, STLOC6: 2, STLOC: 2,
  LDARG0: 2, LDARG1: 2, LDARG2: 2, LDARG3: 2, LDARG4: 2, LDARG5: 2, LDARG6: 2, LDARG: 2,
  STARG0: 2, STARG1: 2, STARG2: 2, STARG3: 2, STARG4: 2, STARG5: 2, STARG6: 2, STARG: 2,
  NEWBUFFER: 1 << 8, MEMCPY: 1 << 11, CAT: 1 << 11, SUBSTR: 1 << 11, LEFT: 1 << 11, RIGHT: 1 << 11,
  INVERT: 1 << 2, AND: 1 << 3, OR: 1 << 3, XOR: 1 << 3, EQUAL: 1 << 5, NOTEQUAL: 1 << 5,
  SIGN: 1 << 2, ABS: 1 << 2, NEGATE: 1 << 2, INC: 1 << 2, DEC: 1 << 2, ADD: 1 << 3, SUB: 1 << 3, MUL: 1 << 3,
  DIV: 1 << 3, MOD: 1 << 3, POW: 1 << 6, SQRT: 1 << 6, MODMUL: 1 << 5, MODPOW: 1 << 11, SHL: 1 << 3, SHR: 1 << 3,
  NOT: 1 << 2, BOOLAND: 1 << 3, BOOLOR: 1 << 3, NZ: 1 << 2, NUMEQUAL: 1 << 3, NUMNOTEQUAL: 1 << 3,
  LT: 1 << 3, LE: 1 << 3, GT: 1 << 3, GE: 1 << 3, MIN: 1 << 3, MAX: 1 << 3, WITHIN: 1 << 3,
  PACKMAP: 1 << 11, PACKSTRUCT: 1 << 11, PACK: 1 << 11, UNPACK: 1 << 11, NEWARRAY0: 1 << 4, NEWARRAY: 1 << 9,
  NEWARRAY_T: 1 << 9, NEWSTRUCT0: 1 << 4, NEWSTRUCT: 1 << 9, NEWMAP: 1 << 3, SIZE: 1 << 2, HASKEY: 1 << 6,
  KEYS: 1 << 4, VALUES: 1 << 13, PICKITEM: 1 << 6, APPEND: 1 << 13, SETITEM: 1 << 13, REVERSEITEMS: 1 << 13,
  REMOVE: 1 << 4, CLEARITEMS: 1 << 4, POPITEM: 1 << 4, ISNULL: 1 << 1, ISTYPE: 1 << 1, CONVERT: 1 << 13,
};

const PRICE_TABLE: number[] = Array.from({ length: 256 }, (_, op) => {
  const name = NAMES.get(op);
  return name ? PRICES[name] ?? 0 : 0;
});

/** Base price of an opcode (multiply by ExecFeeFactor for datoshi). */
export function opcodePrice(op: number): number {
  return PRICE_TABLE[op] ?? 0;
}

/** Base price of a named opcode. */
export function priceOf(name: OpCodeName): number {
  return opcodePrice(OpCode[name]);
}
