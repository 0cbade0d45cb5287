// The disassembler and NeoVM's instruction set: every opcode's name and value as neon-core's OpCode
// has them, every operand read as neon-core's OpToken tokenizes a script holding them all, the
// syscall names by the ids neon-core knows, and a script that cannot be read stopping where it breaks.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { concatBytes } from '../../../../src/core/encoding/binary';
import { buildContractCallScript } from '../../../../src/core/transactions/contractCall';
import { disassemble, syscallId, syscallName } from '../../../../src/core/transactions/disassemble';
import { allOpCodes, opCodeInfo } from '../../../../src/core/transactions/opcodes';

const op = (name: string): number => [...allOpCodes()].find(([, info]) => info.name === name)![0];

describe('core/transactions/disassemble', () => {
  it('knows every opcode neon-core knows, by the same name and value, and no other', () => {
    const neon = Object.entries(sc.OpCode).filter(([, value]) => typeof value === 'number') as Array<[string, number]>;
    assert.equal(allOpCodes().size, neon.length);
    for (const [name, value] of neon) assert.equal(opCodeInfo(value)?.name, name, `0x${value.toString(16)}`);
    assert.equal(opCodeInfo(0x06), undefined);
  });

  it('gives an opcode\'s operand as its size, and a length prefix only for PUSHDATA', () => {
    assert.deepEqual(opCodeInfo(op('SYSCALL')), { name: 'SYSCALL', size: 4 });
    assert.deepEqual(opCodeInfo(op('PUSH1')), { name: 'PUSH1', size: 0 });
    assert.deepEqual(opCodeInfo(op('PUSHDATA2')), { name: 'PUSHDATA2', size: 0, prefix: 2 });
    assert.deepEqual([...allOpCodes().values()].filter((info) => 'prefix' in info).map((info) => info.name), ['PUSHDATA1', 'PUSHDATA2', 'PUSHDATA4']);
  });

  it('reads each opcode\'s operand as neon-core\'s OpToken tokenizes a script holding every opcode', () => {
    const parts = [...allOpCodes()].map(([code, info]) => {
      if (info.prefix === undefined) return Uint8Array.of(code, ...Array.from({ length: info.size }, (_, i) => (code + i) & 0xff));
      const data = Uint8Array.from({ length: 3 + info.prefix }, (_, i) => i + 1);
      const length = Uint8Array.from({ length: info.prefix }, (_, i) => (i === 0 ? data.length : 0));
      return concatBytes(Uint8Array.of(code), length, data);
    });
    const script = concatBytes(...parts);
    const ours = disassemble(script);
    const neon = sc.OpToken.fromScript(hex.encode(script));
    assert.equal(ours.length, neon.length);
    let offset = 0;
    for (const [i, token] of neon.entries()) {
      const instruction = ours[i]!;
      assert.equal(instruction.offset, offset);
      assert.equal(instruction.opcode, token.code);
      assert.equal(instruction.name, sc.OpCode[token.code]);
      assert.equal(hex.encode(instruction.operand), token.params ?? '');
      assert.equal(instruction.invalid, undefined);
      offset += parts[i]!.length;
    }
  });

  it('names every interop service neon-core knows by the same id', () => {
    const names = Object.entries(sc.InteropServiceCode);
    assert.ok(names.length > 30);
    for (const [key, id] of names) {
      const name = syscallName(hex.decode(id));
      assert.ok(name, key);
      assert.equal(name.toUpperCase().replace(/\./g, '_'), key);
      assert.equal(hex.encode(syscallId(name)), id);
    }
    assert.equal(syscallName(Uint8Array.of(1, 2, 3, 4)), undefined);
  });

  it('shows a contract call\'s operands: integers, text, hashes in hex, the syscall by name', () => {
    const script = buildContractCallScript({
      contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de', method: 'register',
      args: [{ type: 'String', value: 'hello.neo' }, { type: 'Integer', value: -300n }, { type: 'Boolean', value: true }, { type: 'Any', value: null }],
    });
    assert.deepEqual(disassemble(script).map(({ offset, name, text }) => [offset, name, text]), [
      [0, 'PUSHNULL', ''], [1, 'PUSHT', ''], [2, 'PUSHINT16', '-300'], [5, 'PUSHDATA1', '"hello.neo"'], [16, 'PUSH4', ''], [17, 'PACK', ''],
      [18, 'PUSH15', ''], [19, 'PUSHDATA1', '"register"'], [29, 'PUSHDATA1', '0xde465f5d5057cf33284794c5cfc20c69371cac50'],
      [51, 'SYSCALL', 'System.Contract.Call'],
    ]);
  });

  it('shows data that is not printable text in hex, and jumps, TRY and types by what they mean', () => {
    const script = Uint8Array.of(
      op('PUSHDATA1'), 2, 0xc3, 0x28, // not UTF-8
      op('PUSHDATA1'), 1, 0x07, // a control character
      op('PUSHDATA1'), 0, // nothing
      op('JMP'), 0xfe, // back two bytes
      op('JMP_L'), 0x10, 0, 0, 0,
      op('TRY'), 4, 0,
      op('ISTYPE'), 0x28,
      op('CONVERT'), 0x99,
      op('INITSLOT'), 2, 1,
      op('LDLOC'), 9,
      op('SYSCALL'), 1, 2, 3, 4,
      op('PUSHINT64'), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
    );
    assert.deepEqual(disassemble(script).map(({ name, text }) => [name, text]), [
      ['PUSHDATA1', '0xc328'], ['PUSHDATA1', '0x07'], ['PUSHDATA1', '""'], ['JMP', '7'], ['JMP_L', '27'], ['TRY', 'catch 20, finally none'],
      ['ISTYPE', 'ByteString'], ['CONVERT', '0x99'], ['INITSLOT', '2 locals, 1 arguments'], ['LDLOC', '9'], ['SYSCALL', '0x01020304'],
      ['PUSHINT64', (2n ** 63n - 1n).toString()],
    ]);
  });

  it('stops at a byte that is no opcode, or an operand the script cuts short, and says so', () => {
    const unknown = disassemble(Uint8Array.of(op('PUSH1'), 0x06, op('PUSH2')));
    assert.deepEqual(unknown.map(({ offset, name }) => [offset, name]), [[0, 'PUSH1'], [1, '0x06']]);
    assert.match(unknown[1]!.invalid!, /0x06 is no NeoVM opcode/);

    const cutData = disassemble(Uint8Array.of(op('PUSHDATA1'), 5, 1, 2));
    assert.equal(cutData.length, 1);
    assert.match(cutData[0]!.invalid!, /PUSHDATA1 needs 6 bytes of operand; the script ends after 3/);
    assert.deepEqual(cutData[0]!.operand, Uint8Array.of(1, 2));

    const hugeData = disassemble(Uint8Array.of(op('PUSHDATA4'), 0xff, 0xff, 0xff, 0xff));
    assert.match(hugeData[0]!.invalid!, /needs 4294967299 bytes/);
    assert.match(disassemble(Uint8Array.of(op('PUSHDATA2'), 1))[0]!.invalid!, /needs 2 bytes of operand; the script ends after 1/);
    assert.match(disassemble(Uint8Array.of(op('PUSHINT64'), 1, 2))[0]!.invalid!, /needs 8 bytes/);
    assert.deepEqual(disassemble(new Uint8Array(0)), []);
  });

  it('names the storage services of a contract\'s own storage too (System.Storage.Local.*), which neon-core does not know', () => {
    for (const name of ['System.Storage.Local.Get', 'System.Storage.Local.Find', 'System.Storage.Local.Put', 'System.Storage.Local.Delete']) {
      assert.equal(syscallName(syscallId(name)), name);
    }
  });

  it('names every stack item type ISTYPE, CONVERT and NEWARRAY_T take', () => {
    const types: Array<[number, string]> = [
      [0x00, 'Any'], [0x10, 'Pointer'], [0x20, 'Boolean'], [0x21, 'Integer'], [0x28, 'ByteString'], [0x30, 'Buffer'],
      [0x40, 'Array'], [0x41, 'Struct'], [0x48, 'Map'], [0x60, 'InteropInterface'],
    ];
    for (const [code, name] of types) assert.equal(disassemble(Uint8Array.of(op('ISTYPE'), code))[0]!.text, name);
    assert.equal(disassemble(Uint8Array.of(op('NEWARRAY_T'), 0x21))[0]!.text, 'Integer');
  });

  it('shows TRY_L\'s and TRY\'s two targets, CALLT\'s token, and text with a byte order mark in hex', () => {
    const script = Uint8Array.of(
      op('TRY'), 4, 6,
      op('TRY_L'), 8, 0, 0, 0, 0, 0, 0, 0,
      op('CALLT'), 3, 0,
      op('PUSHDATA1'), 4, 0xef, 0xbb, 0xbf, 0x61,
    );
    assert.deepEqual(disassemble(script).map(({ name, text }) => [name, text]), [
      ['TRY', 'catch 4, finally 6'], ['TRY_L', 'catch 11, finally none'], ['CALLT', '3'], ['PUSHDATA1', '0xefbbbf61'],
    ]);
  });

  it('shows nothing as the text of an instruction it cannot read, and counts a single missing byte as one', () => {
    const [unknown] = disassemble(Uint8Array.of(0x06));
    assert.equal(unknown!.text, '');
    const [cut] = disassemble(Uint8Array.of(op('PUSHINT8')));
    assert.deepEqual({ text: cut!.text, invalid: cut!.invalid }, { text: '', invalid: 'PUSHINT8 needs 1 byte of operand; the script ends after 0' });
  });
});
