// Scripts read back into contract calls: every call the write path builds, the scripts of neon-core's
// ScriptBuilder (other call flags, public keys, maps, its PUSH0 PACK for an empty array), the shapes of
// neo's C# ScriptBuilder (NEWARRAY0, PACKSTRUCT, NEWMAP) and wider encodings of the same values; every
// script that is something else, with where; compareCalls' answers; random calls built and read back.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import fc from 'fast-check';
import { displayHashToBytes } from '../../../../src/core/encoding/hex';
import { concatBytes } from '../../../../src/core/encoding/binary';
import { buildContractCallScript, type ContractArgument, type ContractCall } from '../../../../src/core/transactions/contractCall';
import {
  bytesAsHash160, bytesAsString, compareCalls, decodeContractCalls, sameCalls, type DecodedArgument, type DecodedCall, type ScriptCalls,
} from '../../../../src/core/transactions/decodeScript';
import { syscallId } from '../../../../src/core/transactions/disassemble';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const OTHER = '0xe5a0dae5628e031da1d85bf1211510a03fd767ee';
const KEY = '02028a99826edc0c97d18e22b6932373d908d323aa7f92656a77ec26e8861699ef';

const utf8 = (text: string) => new TextEncoder().encode(text);
const string = (value: string): ContractArgument => ({ type: 'String', value });
const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
const integer = (value: bigint): ContractArgument => ({ type: 'Integer', value });
const NULL: ContractArgument = { type: 'Any', value: null };
const bytes = (value: Uint8Array): DecodedArgument => ({ type: 'ByteArray', value });
const int = (value: bigint): DecodedArgument => ({ type: 'Integer', value });

/** What a typed argument pushes, written here from its definition: text as UTF-8, a hash as stored. */
function pushedOf(arg: ContractArgument): DecodedArgument {
  switch (arg.type) {
    case 'String': return bytes(utf8(arg.value));
    case 'Hash160': return bytes(hex.decode(arg.value.slice(2)).reverse());
    case 'Array': return { type: 'Array', value: arg.value.map(pushedOf) };
    default: return arg;
  }
}

/** An assembler for the shapes no builder here writes: opcodes by name, data pushed as given. */
const OP = {
  PUSHINT8: 0x00, PUSHINT32: 0x02, PUSHINT64: 0x03, PUSHT: 0x08, PUSHNULL: 0x0b, PUSHDATA1: 0x0c, PUSHDATA2: 0x0d, PUSHM1: 0x0f,
  PUSH0: 0x10, PUSH1: 0x11, PUSH2: 0x12, PUSH3: 0x13, PUSH15: 0x1f, PUSH16: 0x20, NOP: 0x21, JMP: 0x22, ASSERT: 0x39, SYSCALL: 0x41,
  DROP: 0x45, DUP: 0x4a, PACKMAP: 0xbe, PACKSTRUCT: 0xbf, PACK: 0xc0, NEWARRAY0: 0xc2, NEWSTRUCT0: 0xc5, NEWMAP: 0xc8,
} as const;
const data = (value: Uint8Array) => Uint8Array.of(OP.PUSHDATA1, value.length, ...value);
const asm = (...parts: Array<number | Uint8Array>) => concatBytes(...parts.map((part) => (typeof part === 'number' ? Uint8Array.of(part) : part)));
const CALL = asm(OP.SYSCALL, syscallId('System.Contract.Call'));
/** Flags, method and contract after the arguments, then the syscall. */
const callTail = (method: string, contract = NNS, flags: number = OP.PUSH15) => asm(flags, data(utf8(method)), data(displayHashToBytes(contract)), CALL);

function plainCalls(read: ScriptCalls): readonly DecodedCall[] {
  assert.ok(read.plain, read.plain ? '' : `${read.reason} @${read.offset}`);
  return read.calls;
}

function notPlain(script: Uint8Array, offset: number, reason: RegExp): void {
  const read = decodeContractCalls(script);
  assert.ok(!read.plain, 'read as plain calls');
  assert.equal(read.offset, offset, read.reason);
  assert.match(read.reason, reason);
  assert.ok(read.instructions.length > 0 || script.length === 0);
}

const BUILT: ContractCall[] = [
  { contractHash: NNS, method: 'register', args: [string('hello.neo'), hash160(OWNER)] },
  { contractHash: NNS, method: 'renew', args: [string('hello.neo'), integer(3n)] },
  { contractHash: NNS, method: 'setRecord', args: [string('hello.neo'), integer(28n), string('2a00:1450:4001:81a::200e')] },
  { contractHash: NNS, method: 'deleteRecord', args: [string('hello.neo'), integer(1n)] },
  { contractHash: NNS, method: 'setAdmin', args: [string('hello.neo'), NULL] },
  { contractHash: NNS, method: 'transfer', args: [hash160(OTHER), { type: 'ByteArray', value: utf8('hello.neo') }, NULL], assertResult: true },
  { contractHash: NNS, method: 'addRoot', args: [string('neo')] },
  { contractHash: NNS, method: 'setPrice', args: [{ type: 'Array', value: [integer(-1n), integer(0n), integer(2_000_000_000n), integer(500_000_000n)] }] },
  { contractHash: GAS, method: 'transfer', args: [hash160(OWNER), hash160(OTHER), integer(1_000_000_000_000n), NULL], assertResult: true },
  // ContractManagement.deploy: a NEF beyond PUSHDATA2's reach, its result dropped.
  { contractHash: '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd', method: 'deploy',
    args: [{ type: 'ByteArray', value: new Uint8Array(70_000).fill(7) }, string('{"name":"NameService"}'), NULL], dropResult: true },
  { contractHash: NNS, method: 'symbol', args: [] },
  { contractHash: NNS, method: 'flags', args: [{ type: 'Boolean', value: true }, { type: 'Boolean', value: false }, { type: 'Array', value: [] }] },
];

describe('core/transactions/decodeScript', () => {
  it('reads back each call the write path builds: contract, method, arguments, flags, ASSERT or DROP', () => {
    for (const call of BUILT) {
      const [read, ...rest] = plainCalls(decodeContractCalls(buildContractCallScript(call)));
      assert.equal(rest.length, 0);
      assert.deepEqual(read, {
        contractHash: call.contractHash, method: call.method, args: call.args.map(pushedOf), callFlags: 0x0f, offset: 0,
        ...(call.assertResult ? { assertResult: true } : {}), ...(call.dropResult ? { dropResult: true } : {}),
      });
      assert.deepEqual(compareCalls(buildContractCallScript(call), [call]), { same: true });
    }
  });

  it('reads the calls of one script in order, each where it starts', () => {
    const scripts = BUILT.map(buildContractCallScript);
    const calls = plainCalls(decodeContractCalls(concatBytes(...scripts)));
    assert.deepEqual(calls.map((call) => call.method), BUILT.map((call) => call.method));
    let offset = 0;
    for (const [i, call] of calls.entries()) {
      assert.equal(call.offset, offset);
      offset += scripts[i]!.length;
    }
    assert.ok(sameCalls(concatBytes(...scripts), BUILT));
  });

  it('reads neon-core\'s scripts: other call flags, a public key, nested and empty arrays (PUSH0 PACK), a map', () => {
    const script = sc.createScript(
      { scriptHash: NNS.slice(2), operation: 'balanceOf', args: [sc.ContractParam.hash160(OWNER.slice(2))], callFlags: sc.CallFlags.ReadStates },
      {
        scriptHash: GAS.slice(2), operation: 'mixed', args: [
          sc.ContractParam.publicKey(KEY), sc.ContractParam.integer('-1180591620717411303424'), sc.ContractParam.integer(-129),
          sc.ContractParam.array(sc.ContractParam.string('é'), sc.ContractParam.array(), sc.ContractParam.boolean(false)),
          sc.ContractParam.map({ key: { type: 'String', value: 'a' }, value: { type: 'Integer', value: '1' } }, { key: { type: 'Integer', value: '2' }, value: { type: 'Any', value: null } }),
          sc.ContractParam.byteArray(Buffer.from([0, 255]).toString('base64')), sc.ContractParam.any(null),
        ],
      },
    );
    const [balance, mixed] = plainCalls(decodeContractCalls(hex.decode(script)));
    assert.deepEqual(balance, { contractHash: NNS, method: 'balanceOf', args: [pushedOf(hash160(OWNER))], callFlags: 1, offset: 0 });
    assert.equal(mixed!.callFlags, 0x0f);
    assert.deepEqual(mixed!.args, [
      bytes(hex.decode(KEY)), int(-(2n ** 70n)), int(-129n),
      { type: 'Array', value: [bytes(utf8('é')), { type: 'Array', value: [] }, { type: 'Boolean', value: false }] },
      // neon pushes the first entry first: NeoVM inserts the last one first.
      { type: 'Map', value: [{ key: int(2n), value: { type: 'Any', value: null } }, { key: bytes(utf8('a')), value: int(1n) }] },
      bytes(Uint8Array.of(0, 255)), { type: 'Any', value: null },
    ]);
    const comparison = compareCalls(hex.decode(script), [{ contractHash: NNS, method: 'balanceOf', args: [hash160(OWNER)] }]);
    assert.deepEqual(comparison, { same: false, index: 0, reason: 'call 1 (balanceOf): its call flags are 0x01, not All' });
  });

  it('reads the shapes of neo\'s C# ScriptBuilder and wider encodings of the same values alike', () => {
    // C#: CreateArray writes NEWARRAY0 for an empty array, CreateStruct PACKSTRUCT or NEWSTRUCT0, CreateMap NEWMAP.
    const script = asm(
      OP.NEWMAP, OP.NEWSTRUCT0, OP.PUSH1, OP.PUSH2, OP.PUSH2, OP.PACKSTRUCT, OP.NEWARRAY0, OP.PUSH0, OP.PACK,
      OP.PUSHINT32, Uint8Array.of(5, 0, 0, 0), OP.PUSHDATA2, Uint8Array.of(2, 0), utf8('hi'), OP.PUSHM1, OP.PUSHINT8, Uint8Array.of(0x80),
      OP.PUSHINT8, Uint8Array.of(9), OP.PACK, callTail('csharp'),
    );
    const [call] = plainCalls(decodeContractCalls(script));
    assert.deepEqual(call!.args, [
      int(-128n), int(-1n), bytes(utf8('hi')), int(5n), { type: 'Array', value: [] }, { type: 'Array', value: [] },
      { type: 'Struct', value: [int(2n), int(1n)] }, { type: 'Struct', value: [] }, { type: 'Map', value: [] },
    ]);
    // The same values as the write path would push them: compareCalls tells no difference.
    const same = asm(OP.PUSHINT64, Uint8Array.of(3, 0, 0, 0, 0, 0, 0, 0), OP.PUSHDATA2, Uint8Array.of(5, 0), utf8('a.neo'), OP.PUSH2, OP.PACK, callTail('renew'));
    assert.ok(sameCalls(same, [{ contractHash: NNS, method: 'renew', args: [string('a.neo'), integer(3n)] }]));
    const emptyArray = asm(OP.PUSH0, OP.PACK, OP.PUSH1, OP.PACK, callTail('setPrice'));
    assert.ok(sameCalls(emptyArray, [{ contractHash: NNS, method: 'setPrice', args: [{ type: 'Array', value: [] }] }]));
  });

  it('says where and why a script is something else than contract calls', () => {
    const register = buildContractCallScript(BUILT[0]!);
    notPlain(new Uint8Array(0), 0, /the script is empty/);
    notPlain(asm(register, OP.JMP, 0), register.length, /JMP is not part of a contract call/);
    notPlain(asm(OP.NOP, register), 0, /NOP is not part/);
    notPlain(asm(OP.PUSH1, OP.SYSCALL, syscallId('System.Runtime.CheckWitness')), 1, /calls System\.Runtime\.CheckWitness, not System\.Contract\.Call/);
    notPlain(asm(OP.SYSCALL, Uint8Array.of(1, 2, 3, 4)), 0, /calls 0x01020304/);
    notPlain(asm(register, 0x06), register.length, /0x06 is no NeoVM opcode/);
    notPlain(asm(register, OP.PUSHDATA1, 9, 1), register.length, /needs 10 bytes/);
    notPlain(asm(register, OP.PUSH1), register.length, /values are pushed that no call takes/);
    notPlain(asm(OP.PUSH1, register), 1 + register.length - 5, /1 value pushed before the call is left unused/);
    notPlain(asm(OP.PUSH15, data(utf8('m')), data(displayHashToBytes(NNS)), CALL), 26, /takes the arguments, call flags, method and contract; 3 values are pushed/);
    notPlain(asm(OP.NEWARRAY0, callTail('m', NNS).subarray(0, 4), data(Uint8Array.of(1, 2)), CALL), 9, /the contract called is not a script hash/);
    notPlain(asm(OP.NEWARRAY0, OP.PUSH15, data(Uint8Array.of(0xff)), data(displayHashToBytes(NNS)), CALL), 27, /the method called is not a name/);
    notPlain(asm(OP.NEWARRAY0, callTail('_deploy')), 33, /"_deploy" starts with "_"/);
    notPlain(asm(OP.NEWARRAY0, callTail('m', NNS, OP.PUSH16)), 27, /call flags are not CallFlags/);
    notPlain(asm(OP.PUSH1, callTail('m')), 27, /the arguments are not an Array/);
    notPlain(asm(OP.NEWSTRUCT0, callTail('m')), 27, /the arguments are not an Array/);
    notPlain(asm(OP.PUSH1, OP.PUSH2, OP.PACK), 2, /PACK takes 2 items, more than were pushed/);
    notPlain(asm(OP.PUSH1, OP.PUSHM1, OP.PACK), 2, /PACK takes -1 items/);
    notPlain(asm(OP.PUSHT, OP.PACK), 1, /PACK takes its count from a value pushed before it, and none is/);
    notPlain(asm(OP.PACK), 0, /none is/);
    notPlain(asm(OP.PUSH1, OP.NEWARRAY0, OP.PUSH1, OP.PACKMAP), 3, /a key of PACKMAP is an Array/);
    notPlain(asm(OP.PUSH1, OP.PUSHNULL, OP.PUSH1, OP.PACKMAP), 3, /a key of PACKMAP is null/);
    notPlain(asm(OP.PUSH1, OP.PUSH2, OP.PUSH1, OP.PUSH2, OP.PUSH2, OP.PACKMAP), 5, /the same key twice/);
    notPlain(asm(OP.PUSH1, OP.PUSHDATA1, 65, new Uint8Array(65), OP.PUSH1, OP.PACKMAP), 69, /longer than 64 bytes/);
    notPlain(asm(register, OP.DROP, OP.DROP), register.length + 1, /DROP does not follow a contract call/);
    notPlain(asm(OP.ASSERT, register), 0, /ASSERT does not follow a contract call/);
    notPlain(asm(OP.DUP), 0, /DUP is not part/);
    notPlain(new Uint8Array(2049).fill(OP.PUSH1), 2048, /more than 2048 values/);
  });

  it('keeps the disassembly of a script that is not plain calls, whole', () => {
    const read = decodeContractCalls(asm(buildContractCallScript(BUILT[1]!), OP.DUP, OP.PUSH1));
    assert.ok(!read.plain);
    assert.deepEqual(read.instructions.slice(-2).map((instruction) => instruction.name), ['DUP', 'PUSH1']);
  });

  it('tells which call differs, and how', () => {
    const [register, renew] = BUILT as [ContractCall, ContractCall];
    const script = concatBytes(buildContractCallScript(register), buildContractCallScript(renew));
    const compare = (calls: ContractCall[]) => compareCalls(script, calls);
    assert.deepEqual(compare([register, renew]), { same: true });
    assert.deepEqual(compare([register]), { same: false, index: 1, reason: 'the script makes 2 calls, not 1' });
    assert.deepEqual(compare([register, renew, register]), { same: false, index: 2, reason: 'the script makes 2 calls, not 3' });
    assert.deepEqual(compare([register, { ...renew, contractHash: GAS }]), { same: false, index: 1, reason: `call 2 (renew): it calls ${NNS}, not ${GAS}` });
    assert.deepEqual(compare([{ ...register, contractHash: NNS.toUpperCase().replace('0X', '0x') }, renew]), { same: true });
    assert.deepEqual(compare([{ ...register, method: 'Register' }, renew]), { same: false, index: 0, reason: 'call 1 (register): it calls "register", not "Register"' });
    assert.deepEqual(compare([register, { ...renew, assertResult: true }]), { same: false, index: 1, reason: 'call 2 (renew): it does not assert its result' });
    assert.deepEqual(compare([register, { ...renew, dropResult: true }]), { same: false, index: 1, reason: 'call 2 (renew): it keeps its result' });
    assert.deepEqual(compare([register, { ...renew, args: [string('hello.neo')] }]), { same: false, index: 1, reason: 'call 2 (renew): 2 arguments, not 1' });
    assert.deepEqual(compare([register, { ...renew, args: [string('hello.neo'), integer(4n)] }]), { same: false, index: 1, reason: 'call 2 (renew): argument 2 is not the Integer expected' });
    assert.deepEqual(compare([{ ...register, args: [string('hello.neo'), hash160(OTHER)] }, renew]), { same: false, index: 0, reason: 'call 1 (register): argument 2 is not the Hash160 expected' });
    assert.deepEqual(compare([{ ...register, args: [string('hello.neo'), hash160('0x12')] }, renew]), { same: false, index: 0, reason: 'call 1 (register): argument 2 is expected to be "0x12", which is not a script hash' });
    assert.deepEqual(compare([{ ...register, args: [string('hello.neo'), { type: 'Boolean', value: true }] }, renew]), { same: false, index: 0, reason: 'call 1 (register): argument 2 is not the Boolean expected' });
    // A script carries no types: the same bytes as a ByteArray are the same argument.
    assert.deepEqual(compare([{ ...register, args: [{ type: 'ByteArray', value: utf8('hello.neo') }, { type: 'ByteArray', value: displayHashToBytes(OWNER) }] }, renew]), { same: true });
    const prices = buildContractCallScript(BUILT[7]!);
    assert.deepEqual(compareCalls(prices, [{ ...BUILT[7]!, args: [{ type: 'Array', value: [integer(-1n), integer(0n), integer(2_000_000_000n), integer(1n)] }] }]),
      { same: false, index: 0, reason: 'call 1 (setPrice): argument 1, item 4 is not the Integer expected' });
    assert.deepEqual(compareCalls(prices, [{ ...BUILT[7]!, args: [integer(1n)] }]), { same: false, index: 0, reason: 'call 1 (setPrice): argument 1 is not the Integer expected' });
    assert.deepEqual(compareCalls(asm(OP.DUP), [register]), { same: false, reason: 'the script does more than call contracts: DUP is not part of a contract call (at byte 0)' });
    assert.equal(sameCalls(script, [renew, register]), false);
  });

  it('reads pushed bytes as text or as a script hash where they can be one', () => {
    assert.equal(bytesAsString(bytes(utf8('hello.neo'))), 'hello.neo');
    assert.equal(bytesAsString(bytes(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61))), '\ufeffa');
    assert.equal(bytesAsString(bytes(Uint8Array.of(0xc3, 0x28))), undefined);
    assert.equal(bytesAsString(int(1n)), undefined);
    assert.equal(bytesAsHash160(bytes(displayHashToBytes(OWNER))), OWNER);
    assert.equal(bytesAsHash160(bytes(new Uint8Array(21))), undefined);
    assert.equal(bytesAsHash160({ type: 'Any', value: null }), undefined);
  });

  it('reads back any list of calls it builds (random calls)', () => {
    const hash = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((value) => `0x${hex.encode(value)}`);
    const { argument } = fc.letrec<{ argument: ContractArgument }>((tie) => ({
      argument: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string({ unit: 'grapheme', maxLength: 40 }).map(string),
        hash.map(hash160),
        fc.bigInt({ min: -(2n ** 255n), max: 2n ** 255n - 1n }).map(integer),
        fc.uint8Array({ maxLength: 300 }).map((value): ContractArgument => ({ type: 'ByteArray', value })),
        fc.boolean().map((value): ContractArgument => ({ type: 'Boolean', value })),
        fc.constant(NULL),
        fc.array(tie('argument'), { maxLength: 4 }).map((value): ContractArgument => ({ type: 'Array', value })),
      ),
    }));
    const call = fc.record({
      contractHash: hash,
      method: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((name) => !name.startsWith('_')),
      args: fc.array(argument, { maxLength: 5 }),
      result: fc.constantFrom('keep', 'assert', 'drop'),
    }).map(({ result, ...rest }): ContractCall => ({ ...rest, ...(result === 'assert' ? { assertResult: true } : result === 'drop' ? { dropResult: true } : {}) }));
    fc.assert(fc.property(fc.array(call, { minLength: 1, maxLength: 4 }), (calls) => {
      const script = concatBytes(...calls.map(buildContractCallScript));
      const read = plainCalls(decodeContractCalls(script));
      assert.deepEqual(read.map(({ args, method, contractHash }) => ({ args, method, contractHash })),
        calls.map(({ args, method, contractHash }) => ({ args: args.map(pushedOf), method, contractHash })));
      assert.deepEqual(compareCalls(script, calls), { same: true });
      const changed = calls.map((each, i) => (i === calls.length - 1 ? { ...each, method: `${each.method}x` } : each));
      assert.equal(compareCalls(script, changed).same, false);
    }), { numRuns: 150 });
  });

  it('answers any bytes without throwing (random scripts)', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (script) => {
      const read = decodeContractCalls(script);
      if (!read.plain) assert.ok(read.offset >= 0 && read.offset <= script.length);
    }), { numRuns: 500 });
  });

  it('says each count in its number, and what the values before a call are not', () => {
    notPlain(asm(OP.PUSH1, OP.PUSH1, OP.PACKMAP), 2, /^PACKMAP takes 1 item, more than were pushed for it$/);
    notPlain(asm(data(utf8('m')), CALL), 3, /^System\.Contract\.Call takes the arguments, call flags, method and contract; 1 value is pushed for it$/);
    notPlain(asm(OP.PUSH1, OP.PUSH2, OP.NEWARRAY0, callTail('m')), 29, /^2 values pushed before the call are left unused$/);
    notPlain(asm(OP.NEWARRAY0, OP.PUSH15, data(utf8('m')), OP.PUSHNULL, CALL), 6, /^the contract called is not a script hash$/);
    notPlain(asm(OP.NEWARRAY0, OP.PUSH15, OP.PUSHNULL, data(displayHashToBytes(NNS)), CALL), 25, /^the method called is not a name$/);
    for (const flags of [OP.PUSHT, OP.PUSHM1]) notPlain(asm(OP.NEWARRAY0, callTail('m', NNS, flags)), 27, /^the call flags are not CallFlags$/);
  });

  it('counts two values for each entry of PACKMAP: two entries need four values pushed before their count; none is an empty map', () => {
    notPlain(asm(OP.PUSH1, OP.PUSH2, OP.PUSH3, OP.PUSH2, OP.PACKMAP), 4, /^PACKMAP takes 2 items, more than were pushed for it$/);
    const [call] = plainCalls(decodeContractCalls(asm(OP.PUSH0, OP.PACKMAP, OP.PUSH1, OP.PACK, callTail('m'))));
    assert.deepEqual(call!.args, [{ type: 'Map', value: [] }]);
  });

  it('takes call flags None (0), Boolean map keys, keys of 64 bytes, and distinct keys of one type', () => {
    const [call] = plainCalls(decodeContractCalls(asm(OP.NEWARRAY0, callTail('m', NNS, OP.PUSH0))));
    assert.equal(call!.callFlags, 0);
    const map = (...entries: Array<number | Uint8Array>) => {
      const [read] = plainCalls(decodeContractCalls(asm(...entries, OP.PUSH1, OP.PACK, callTail('m'))));
      return read!.args[0];
    };
    const entries = (arg: DecodedArgument | undefined) => (arg?.type === 'Map' ? arg.value.length : -1);
    assert.deepEqual(map(OP.PUSH1, OP.PUSHT, OP.PUSH1, OP.PACKMAP), { type: 'Map', value: [{ key: { type: 'Boolean', value: true }, value: int(1n) }] });
    assert.equal(entries(map(OP.PUSH1, data(new Uint8Array(64)), OP.PUSH1, OP.PACKMAP)), 1);
    assert.equal(entries(map(OP.PUSH1, OP.PUSH1, OP.PUSH2, OP.PUSH2, OP.PUSH2, OP.PACKMAP)), 2);
    assert.equal(entries(map(OP.PUSH1, data(utf8('a')), OP.PUSH2, data(utf8('b')), OP.PUSH2, OP.PACKMAP)), 2);
    notPlain(asm(OP.PUSH1, data(utf8('a')), OP.PUSH2, data(utf8('a')), OP.PUSH2, OP.PACKMAP), 9, /^PACKMAP is given the same key twice$/);
  });

  it('tells a call that asserts or drops its result where none was expected, and arguments that differ only in their bytes', () => {
    const renew = BUILT[1]!;
    assert.deepEqual(compareCalls(buildContractCallScript({ ...renew, assertResult: true }), [renew]), { same: false, index: 0, reason: 'call 1 (renew): it asserts its result' });
    assert.deepEqual(compareCalls(buildContractCallScript({ ...renew, dropResult: true }), [renew]), { same: false, index: 0, reason: 'call 1 (renew): it drops its result' });
    const withArgs = (args: ContractArgument[]) => buildContractCallScript({ ...renew, args });
    const differs = (script: Uint8Array, args: ContractArgument[], reason: string) => assert.deepEqual(compareCalls(script, [{ ...renew, args }]), { same: false, index: 0, reason: `call 1 (renew): ${reason}` });
    differs(withArgs([string('other.neo')]), [string('hello.neo')], 'argument 1 is not the String expected');
    differs(withArgs([string('hello')]), [string('hello.neo')], 'argument 1 is not the String expected');
    differs(withArgs([{ type: 'Array', value: [] }]), [string('')], 'argument 1 is not the String expected');
    differs(withArgs([{ type: 'ByteArray', value: Uint8Array.of(1) }]), [{ type: 'ByteArray', value: Uint8Array.of(2) }], 'argument 1 is not the ByteArray expected');
    differs(withArgs([{ type: 'Array', value: [] }]), [{ type: 'ByteArray', value: new Uint8Array(0) }], 'argument 1 is not the ByteArray expected');
    differs(withArgs([integer(1n)]), [{ type: 'Array', value: [integer(1n)] }], 'argument 1 is not the Array expected');
  });
});
