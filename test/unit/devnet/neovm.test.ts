import assert from 'node:assert/strict';
import { buildUnwrapScript } from '../../devnet/index';
import { callNns } from '../../devnet/contract';
import { flavourOf } from '../../devnet/flavours';
import { type VmResult, referenceCount, runScript } from '../../devnet/neovm';
import { profileOf } from '../../devnet/personalities';
import { parseContractParameter } from '../../devnet/script';
import { newArray, integer, type StackItem } from '../../devnet/stackItems';
import { NameTable } from '../../devnet/table';
import { NNS, OTHER_OWNER, OWNER, TOKENS_OF_VECTOR, TOKENS_VECTOR, simpleNames, storageOrder } from './helpers';

const TWENTY_GAS = 20_00000000n;
const FIFTEEN_GAS = 15_00000000n;

function run(table: NameTable, script: Uint8Array | string, gasLimit = TWENTY_GAS): VmResult {
  const bytes = typeof script === 'string' ? Uint8Array.from(Buffer.from(script, 'hex')) : script;
  return runScript(bytes, { gasLimit, host: { callContract: (hash, method, args) => (hash === NNS ? callNns({ table, flavour: flavourOf('mainnet'), now: Date.UTC(2026, 0, 1) }, method, args) : undefined) } });
}

function names(result: VmResult): string[] {
  assert.equal(result.state, 'HALT', result.fault ? JSON.stringify(result.fault) : '');
  assert.equal(result.stack.length, 1);
  const top = result.stack[0]!;
  assert.equal(top.type, 'Array');
  if (top.type !== 'Array') return [];
  return top.items.map((item) => {
    assert.equal(item.type, 'ByteString');
    return item.type === 'ByteString' ? Buffer.from(item.value).toString('utf8') : '';
  });
}

const owner = parseContractParameter({ type: 'Hash160', value: OWNER });
const unwrapTokens = (max: number) => buildUnwrapScript(NNS, 'tokens', [], max);

/**
 * GAS of the unwrap script, from the price table (× ExecFeeFactor 30), as an independent check:
 * prefix = PUSHINT8 1 + args + PUSH15 1 + PUSHDATA1 8 (method) + PUSHDATA1 8 (hash) + Contract.Call 32768
 *          + the method's own cost + NEWARRAY0 16;
 * per value copied = OVER 2, Next 32768, JMPIFNOT 2, DUP 2, PUSH2 1, PICK 2, Value 16, APPEND 8192,
 *          DUP 2, SIZE 4, PUSH3 1, PICK 2, GE 8, JMPIF 2, JMP 2 = 41006 (the last one skips JMP);
 * ending on an exhausted iterator = OVER 2 + Next 32768 + JMPIFNOT 2; NIP + NIP = 4.
 */
function expectedGas(argsUnits: number, methodUnits: number, copied: number, exhausted: boolean): bigint {
  const prefix = 1 + argsUnits + 1 + 8 + 8 + 32768 + methodUnits + 16;
  const loop = exhausted ? copied * 41006 + 32772 : copied * 41006 - 2;
  return BigInt((prefix + loop + 4) * 30);
}
// tokens(): GetReadOnlyContext 16 + PUSHDATA1 8 + PUSHINT8 1 + SWAP 2 + Storage.Find 32768 + RET 0.
const TOKENS_UNITS = 32795;
// tokensOf(owner): owner check (INITSLOT 64, LDARG0 ×3 6, ISNULL 2, JMPIF 2, SIZE 4, PUSHINT8 1, NUMEQUAL 8,
// JMPIFNOT 2, NZ 4, JMPIFNOT 2) + GetReadOnlyContext 16 + PUSHDATA1 8 + LDARG0 2 + CAT 2048 + PUSHINT8 1 + Find 32768.
const TOKENS_OF_UNITS = 95 + 16 + 8 + 2 + 2048 + 1 + 32768;
// NEWARRAY0 for no arguments; PUSHDATA1 8 + PUSH1 1 + PACK 2048 for one Hash160.
const NO_ARGS = 16;
const ONE_HASH = 8 + 1 + 2048;

describe('devnet NeoVM', () => {
  const table = new NameTable(simpleNames(150));
  const all = storageOrder(simpleNames(150).map((r) => String(r.name)));
  const ownersNames = storageOrder(simpleNames(150).filter((r) => r.owner === OWNER).map((r) => String(r.name)));

  it('runs the protocol-notes tokens vector: the first 100 names in storage (RIPEMD-160) order', () => {
    const result = run(table, TOKENS_VECTOR);
    assert.deepEqual(names(result), all.slice(0, 100));
    assert.equal(result.gasConsumed, expectedGas(NO_ARGS, TOKENS_UNITS, 100, false));
  });

  it('runs the protocol-notes tokensOf vector: all 75 names of the owner, in storage order', () => {
    const result = run(table, TOKENS_OF_VECTOR);
    assert.equal(ownersNames.length, 75);
    assert.deepEqual(names(result), ownersNames);
    assert.equal(result.gasConsumed, expectedGas(ONE_HASH, TOKENS_OF_UNITS, 75, true));
  });

  it('pins the GAS of both vectors (datoshi)', () => {
    // 150 names, 75 owned by OWNER: tokens copies 100 (max reached), tokensOf copies 75 (iterator exhausted).
    assert.equal(run(table, TOKENS_VECTOR).gasConsumed, 124_986_450n);
    assert.equal(run(table, TOKENS_OF_VECTOR).gasConsumed, 95_340_690n);
    // Over an empty table: the call plus one exhausted Next.
    assert.equal(run(new NameTable([]), TOKENS_VECTOR).gasConsumed, 2_951_670n);
    assert.equal(run(new NameTable([]), TOKENS_VECTOR).gasConsumed, expectedGas(NO_ARGS, TOKENS_UNITS, 0, true));
  });

  it('asking for max + 1 tells whether more exist', () => {
    const exact = new NameTable(simpleNames(100));
    assert.equal(names(run(exact, unwrapTokens(101))).length, 100, '100 names: 100 < 101, the list is complete');
    const more = new NameTable(simpleNames(102));
    assert.equal(names(run(more, unwrapTokens(101))).length, 101, '102 names: 101 returned, so more exist');
    assert.equal(names(run(new NameTable([]), unwrapTokens(101))).length, 0);
  });

  it('an owner without names yields an empty Array; another owner only its names', () => {
    const none = buildUnwrapScript(NNS, 'tokensOf', [parseContractParameter({ type: 'Hash160', value: '0x' + '12'.repeat(20) })], 100);
    assert.deepEqual(names(run(table, none)), []);
    const other = buildUnwrapScript(NNS, 'tokensOf', [parseContractParameter({ type: 'Hash160', value: OTHER_OWNER })], 100);
    assert.equal(names(run(table, other)).length, 75);
  });

  describe('GAS limit', () => {
    const big = new NameTable(simpleNames(3000));

    it('with 20 GAS (C# default) copies at most 1,624 names; 1,625 FAULTs with "Insufficient GAS."', () => {
      const ok = run(big, unwrapTokens(1624));
      assert.equal(names(ok).length, 1624);
      assert.equal(ok.gasConsumed, 1_999_780_770n);
      assert.ok(ok.gasConsumed <= TWENTY_GAS);
      const over = run(big, unwrapTokens(1625));
      assert.equal(over.state, 'FAULT');
      assert.equal(over.fault?.reason.kind, 'insufficientGas');
      assert.ok(over.gasConsumed > TWENTY_GAS, 'the reported consumption includes the charge that exceeded');
      assert.equal(profileOf('sessions').faultMessage(over.fault!), 'Insufficient GAS.');
    });

    it('with 15 GAS (neo-go default) the cap is 1,217 names, with neo-go fault texts', () => {
      assert.equal(names(run(big, unwrapTokens(1217), FIFTEEN_GAS)).length, 1217);
      const over = run(big, unwrapTokens(1218), FIFTEEN_GAS);
      assert.equal(over.state, 'FAULT');
      assert.match(profileOf('neo-go').faultMessage(over.fault!),
        /^at instruction \d+ \((SYSCALL\): System\.Iterator\.Next failed: insufficient amount of gas|[A-Z0-9]+\): gas limit is exceeded)$/);
    });

    it('a fault inside Iterator.Next is reported at the SYSCALL by neo-go', () => {
      // With this limit the 1,218th Next is the charge that exceeds.
      const limit = BigInt(30 * (1 + 16 + 1 + 8 + 8 + 32768 + TOKENS_UNITS + 16 + 1217 * 41006 + 2 + 32768 - 1));
      const over = run(big, unwrapTokens(2000), limit);
      assert.equal(over.state, 'FAULT');
      assert.equal(profileOf('neo-go').faultMessage(over.fault!), 'at instruction 42 (SYSCALL): System.Iterator.Next failed: insufficient amount of gas');
      assert.equal(over.stack.length, 4, 'the fee is charged before Next pops: [max, iterator, array, iterator]');
    });
  });

  describe('MaxStackSize 2048', () => {
    const big = new NameTable(simpleNames(2100));
    const plenty = 100_00000000n;

    it('2,043 names fit; the 2,044th pushes the reference count to 2,049 and FAULTs', () => {
      assert.equal(names(run(big, unwrapTokens(2043), plenty)).length, 2043);
      const over = run(big, unwrapTokens(2044), plenty);
      assert.equal(over.state, 'FAULT');
      assert.deepEqual(over.fault?.reason, { kind: 'stackOverflow', count: 2049 });
      assert.equal(profileOf('sessions').faultMessage(over.fault!), 'MaxStackSize exceed: 2049');
      assert.equal(profileOf('neo-go').faultMessage(over.fault!), 'at instruction 60 (PUSH3): stack is too big');
    });

    it('counts every stack slot plus the elements of each reachable array once', () => {
      const arr = newArray([integer(1), integer(2), integer(3)]);
      const stack: StackItem[] = [integer(0), arr, arr];
      assert.equal(referenceCount(stack), 3 + 3);
      const outer = newArray([arr, integer(9)]);
      assert.equal(referenceCount([outer]), 1 + 2 + 3);
    });
  });

  describe('faults', () => {
    it('unknown contract', () => {
      const result = run(table, buildUnwrapScript('0x' + 'ab'.repeat(20), 'tokens', [], 10));
      assert.equal(result.state, 'FAULT');
      assert.deepEqual(result.fault?.reason, { kind: 'contractNotFound', hash: '0x' + 'ab'.repeat(20), method: 'tokens' });
      assert.equal(result.fault?.ip, 33, 'PUSH10 NEWARRAY0 PUSH15 PUSHDATA1(8) PUSHDATA1(22), then SYSCALL');
    });

    it('unknown method and wrong argument count', () => {
      assert.deepEqual(run(table, buildUnwrapScript(NNS, 'tokenz', [], 10)).fault?.reason,
        { kind: 'methodNotFound', hash: NNS, method: 'tokenz', argCount: 0 });
      assert.deepEqual(run(table, buildUnwrapScript(NNS, 'tokens', [owner], 10)).fault?.reason,
        { kind: 'methodNotFound', hash: NNS, method: 'tokens', argCount: 1 });
      assert.deepEqual(run(table, buildUnwrapScript(NNS, 'tokensOf', [], 10)).fault?.reason,
        { kind: 'methodNotFound', hash: NNS, method: 'tokensOf', argCount: 0 });
    });

    it('the zero owner makes the contract throw', () => {
      const zero = parseContractParameter({ type: 'Hash160', value: '0x' + '00'.repeat(20) });
      const result = run(table, buildUnwrapScript(NNS, 'tokensOf', [zero], 10));
      assert.equal(result.fault?.reason.kind, 'contractThrow');
      assert.equal(profileOf('sessions').faultMessage(result.fault!), 'An unhandled exception was thrown. The argument "owner" is invalid.');
    });

    it('an opcode outside the supported set FAULTs with a clear message', () => {
      const result = run(table, '8b'); // CAT
      assert.equal(result.state, 'FAULT');
      assert.equal(result.fault?.reason.kind, 'unsupportedOpcode');
      assert.match(profileOf('sessions').faultMessage(result.fault!), /CAT \(0x8b\) at offset 0 is not implemented/);
    });

    it('an unknown syscall, stack underflow and a bad jump FAULT', () => {
      assert.equal(run(table, '4101020304').fault?.reason.kind, 'unknownSyscall');
      assert.equal(run(table, '45').fault?.reason.kind, 'invalid'); // DROP on an empty stack
      assert.equal(run(table, '2250').fault?.reason.kind, 'invalid'); // JMP +0x50 out of the script
    });
  });

  it('running past the end is an implicit RET; the stack is returned bottom first', () => {
    const result = run(table, '1112130c03616263');
    assert.equal(result.state, 'HALT');
    assert.deepEqual(result.stack.map((i) => (i.type === 'Integer' ? Number(i.value) : i.type)), [1, 2, 3, 'ByteString']);
    assert.equal(result.gasConsumed, BigInt((1 + 1 + 1 + 8) * 30));
  });

  it('executes the remaining supported opcodes', () => {
    // PUSH5 PUSH3 SWAP GT → 3 > 5 = false; PUSH2 PUSH7 LT → true; PUSHT PUSHF PUSHNULL DROP NIP → false;
    // PUSHINT16 300; PUSHDATA1 "hi" SIZE → 2.
    const result = run(table, '15135 0b7 12 17 b5 08 09 0b 45 46 01 2c01 0c 02 6869 ca'.replace(/ /g, '').replace('50b7', '50b7'));
    assert.equal(result.state, 'HALT', JSON.stringify(result.fault));
    const values = result.stack.map((i) => (i.type === 'Boolean' ? i.value : i.type === 'Integer' ? Number(i.value) : i.type));
    assert.deepEqual(values, [false, true, false, 300, 2]);
  });
});
