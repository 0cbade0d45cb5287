/**
 * NeoVM's instruction set as a script reader needs it (neo-vm `src/Neo.VM/OpCode.cs`, its
 * `OperandSize` attributes): each opcode's name, and its operand: none, a fixed number of bytes, or
 * (PUSHDATA) a little-endian length of `prefix` bytes followed by that many bytes.
 */
export interface OpCodeInfo {
  readonly name: string;
  /** Bytes of operand after the opcode; 0 for none. */
  readonly size: number;
  /** PUSHDATA1/2/4: the bytes of the operand's length, which then follows. */
  readonly prefix?: number;
}

const TABLE = new Map<number, OpCodeInfo>();

function add(code: number, name: string, size = 0, prefix?: number): void {
  TABLE.set(code, prefix === undefined ? { name, size } : { name, size, prefix });
}

['PUSHINT8', 'PUSHINT16', 'PUSHINT32', 'PUSHINT64', 'PUSHINT128', 'PUSHINT256'].forEach((name, i) => add(i, name, 1 << i));
add(0x08, 'PUSHT');
add(0x09, 'PUSHF');
add(0x0a, 'PUSHA', 4);
add(0x0b, 'PUSHNULL');
add(0x0c, 'PUSHDATA1', 0, 1);
add(0x0d, 'PUSHDATA2', 0, 2);
add(0x0e, 'PUSHDATA4', 0, 4);
add(0x0f, 'PUSHM1');
for (let n = 0; n <= 16; n++) add(0x10 + n, `PUSH${n}`);
add(0x21, 'NOP');
// Each jump has a short form (a 1-byte offset) and a long one (_L, 4 bytes).
['JMP', 'JMPIF', 'JMPIFNOT', 'JMPEQ', 'JMPNE', 'JMPGT', 'JMPGE', 'JMPLT', 'JMPLE', 'CALL'].forEach((name, i) => {
  add(0x22 + 2 * i, name, 1);
  add(0x23 + 2 * i, `${name}_L`, 4);
});
add(0x36, 'CALLA');
add(0x37, 'CALLT', 2);
add(0x38, 'ABORT');
add(0x39, 'ASSERT');
add(0x3a, 'THROW');
add(0x3b, 'TRY', 2);
add(0x3c, 'TRY_L', 8);
add(0x3d, 'ENDTRY', 1);
add(0x3e, 'ENDTRY_L', 4);
add(0x3f, 'ENDFINALLY');
add(0x40, 'RET');
add(0x41, 'SYSCALL', 4);
for (const [code, name] of [
  [0x43, 'DEPTH'], [0x45, 'DROP'], [0x46, 'NIP'], [0x48, 'XDROP'], [0x49, 'CLEAR'], [0x4a, 'DUP'], [0x4b, 'OVER'], [0x4d, 'PICK'],
  [0x4e, 'TUCK'], [0x50, 'SWAP'], [0x51, 'ROT'], [0x52, 'ROLL'], [0x53, 'REVERSE3'], [0x54, 'REVERSE4'], [0x55, 'REVERSEN'],
] as const) add(code, name);
add(0x56, 'INITSSLOT', 1);
add(0x57, 'INITSLOT', 2);
// Slots: seven numbered forms, then one that takes the index as its operand.
['LDSFLD', 'STSFLD', 'LDLOC', 'STLOC', 'LDARG', 'STARG'].forEach((name, i) => {
  for (let n = 0; n <= 6; n++) add(0x58 + 8 * i + n, `${name}${n}`);
  add(0x5f + 8 * i, name, 1);
});
for (const [code, name] of [
  [0x88, 'NEWBUFFER'], [0x89, 'MEMCPY'], [0x8b, 'CAT'], [0x8c, 'SUBSTR'], [0x8d, 'LEFT'], [0x8e, 'RIGHT'],
  [0x90, 'INVERT'], [0x91, 'AND'], [0x92, 'OR'], [0x93, 'XOR'], [0x97, 'EQUAL'], [0x98, 'NOTEQUAL'],
  [0x99, 'SIGN'], [0x9a, 'ABS'], [0x9b, 'NEGATE'], [0x9c, 'INC'], [0x9d, 'DEC'], [0x9e, 'ADD'], [0x9f, 'SUB'], [0xa0, 'MUL'],
  [0xa1, 'DIV'], [0xa2, 'MOD'], [0xa3, 'POW'], [0xa4, 'SQRT'], [0xa5, 'MODMUL'], [0xa6, 'MODPOW'], [0xa8, 'SHL'], [0xa9, 'SHR'],
  [0xaa, 'NOT'], [0xab, 'BOOLAND'], [0xac, 'BOOLOR'], [0xb1, 'NZ'], [0xb3, 'NUMEQUAL'], [0xb4, 'NUMNOTEQUAL'], [0xb5, 'LT'],
  [0xb6, 'LE'], [0xb7, 'GT'], [0xb8, 'GE'], [0xb9, 'MIN'], [0xba, 'MAX'], [0xbb, 'WITHIN'],
  [0xbe, 'PACKMAP'], [0xbf, 'PACKSTRUCT'], [0xc0, 'PACK'], [0xc1, 'UNPACK'], [0xc2, 'NEWARRAY0'], [0xc3, 'NEWARRAY'],
  [0xc5, 'NEWSTRUCT0'], [0xc6, 'NEWSTRUCT'], [0xc8, 'NEWMAP'], [0xca, 'SIZE'], [0xcb, 'HASKEY'], [0xcc, 'KEYS'], [0xcd, 'VALUES'],
  [0xce, 'PICKITEM'], [0xcf, 'APPEND'], [0xd0, 'SETITEM'], [0xd1, 'REVERSEITEMS'], [0xd2, 'REMOVE'], [0xd3, 'CLEARITEMS'],
  [0xd4, 'POPITEM'], [0xd8, 'ISNULL'], [0xe0, 'ABORTMSG'], [0xe1, 'ASSERTMSG'],
] as const) add(code, name);
add(0xc4, 'NEWARRAY_T', 1);
add(0xd9, 'ISTYPE', 1);
add(0xdb, 'CONVERT', 1);

/** The opcode's name and operand, or undefined for a byte that is no opcode. */
export function opCodeInfo(code: number): OpCodeInfo | undefined {
  return TABLE.get(code);
}

/** Every opcode, by value. */
export function allOpCodes(): ReadonlyMap<number, OpCodeInfo> {
  return TABLE;
}
