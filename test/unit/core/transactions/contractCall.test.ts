// Contract-call scripts: every NNS method the write path calls and GAS's transfer, pinned byte for
// byte against neon-core's ScriptBuilder (System.Contract.Call with CallFlags.All), and the integer
// and argument encodings at their edges.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { buildContractCallScript, pushInteger, type ContractArgument, type ContractCall } from '../../../../src/core/transactions/contractCall';
import { isNnsError } from '../../../../src/core/errors/nnsError';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const OTHER = '0xe5a0dae5628e031da1d85bf1211510a03fd767ee';

const string = (value: string): ContractArgument => ({ type: 'String', value });
const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
const integer = (value: bigint): ContractArgument => ({ type: 'Integer', value });
const NULL: ContractArgument = { type: 'Any', value: null };

/** neon-core's script for the same call (its hashes without 0x). */
function neon(contract: string, method: string, args: sc.ContractParam[]): string {
  return sc.createScript({ scriptHash: contract.slice(2), operation: method, args });
}

const CALLS: Array<{ title: string; call: ContractCall; neon: string }> = [
  { title: 'register(name, owner)', call: { contractHash: NNS, method: 'register', args: [string('hello.neo'), hash160(OWNER)] },
    neon: neon(NNS, 'register', [sc.ContractParam.string('hello.neo'), sc.ContractParam.hash160(OWNER.slice(2))]) },
  { title: 'renew(name)', call: { contractHash: NNS, method: 'renew', args: [string('hello.neo')] },
    neon: neon(NNS, 'renew', [sc.ContractParam.string('hello.neo')]) },
  { title: 'renew(name, years)', call: { contractHash: NNS, method: 'renew', args: [string('hello.neo'), integer(3n)] },
    neon: neon(NNS, 'renew', [sc.ContractParam.string('hello.neo'), sc.ContractParam.integer(3)]) },
  ...([[1, '1.2.3.4'], [28, '2a00:1450:4001:81a::200e'], [16, 'address=NMBfzaEq2c5zodiNbLPoohVENARMbJim1r'], [5, 'www.hello.neo']] as const).map(([type, data]) => ({
    title: `setRecord(name, ${type}, data)`,
    call: { contractHash: NNS, method: 'setRecord', args: [string('hello.neo'), integer(BigInt(type)), string(data)] },
    neon: neon(NNS, 'setRecord', [sc.ContractParam.string('hello.neo'), sc.ContractParam.integer(type), sc.ContractParam.string(data)]),
  })),
  { title: 'deleteRecord(name, type)', call: { contractHash: NNS, method: 'deleteRecord', args: [string('hello.neo'), integer(28n)] },
    neon: neon(NNS, 'deleteRecord', [sc.ContractParam.string('hello.neo'), sc.ContractParam.integer(28)]) },
  { title: 'setAdmin(name, admin)', call: { contractHash: NNS, method: 'setAdmin', args: [string('hello.neo'), hash160(OTHER)] },
    neon: neon(NNS, 'setAdmin', [sc.ContractParam.string('hello.neo'), sc.ContractParam.hash160(OTHER.slice(2))]) },
  { title: 'setAdmin(name, null)', call: { contractHash: NNS, method: 'setAdmin', args: [string('hello.neo'), NULL] },
    neon: neon(NNS, 'setAdmin', [sc.ContractParam.string('hello.neo'), sc.ContractParam.any(null)]) },
  { title: 'transfer(to, tokenId, data)',
    call: { contractHash: NNS, method: 'transfer', args: [hash160(OTHER), { type: 'ByteArray', value: new TextEncoder().encode('hello.neo') }, NULL] },
    neon: neon(NNS, 'transfer', [sc.ContractParam.hash160(OTHER.slice(2)), sc.ContractParam.byteArray(Buffer.from('hello.neo').toString('base64')), sc.ContractParam.any(null)]) },
  { title: 'addRoot(root)', call: { contractHash: NNS, method: 'addRoot', args: [string('neo')] },
    neon: neon(NNS, 'addRoot', [sc.ContractParam.string('neo')]) },
  { title: 'setPrice(int)', call: { contractHash: NNS, method: 'setPrice', args: [integer(100_000_000n)] },
    neon: neon(NNS, 'setPrice', [sc.ContractParam.integer(100_000_000)]) },
  { title: 'setPrice(long[])', call: { contractHash: NNS, method: 'setPrice', args: [{ type: 'Array', value: [integer(-1n), integer(0n), integer(2_000_000_000n), integer(500_000_000n), integer(200_000_000n), integer(100_000_000n)] }] },
    neon: neon(NNS, 'setPrice', [sc.ContractParam.array(...[-1, 0, 2_000_000_000, 500_000_000, 200_000_000, 100_000_000].map((v) => sc.ContractParam.integer(v)))]) },
  { title: 'GAS transfer(from, to, amount, data)', call: { contractHash: GAS, method: 'transfer', args: [hash160(OWNER), hash160(OTHER), integer(1_000_000_000_000n), NULL] },
    neon: neon(GAS, 'transfer', [sc.ContractParam.hash160(OWNER.slice(2)), sc.ContractParam.hash160(OTHER.slice(2)), sc.ContractParam.integer('1000000000000'), sc.ContractParam.any(null)]) },
  { title: 'a method without arguments', call: { contractHash: NNS, method: 'symbol', args: [] }, neon: neon(NNS, 'symbol', []) },
  { title: 'Booleans', call: { contractHash: NNS, method: 'flags', args: [{ type: 'Boolean', value: true }, { type: 'Boolean', value: false }] },
    neon: neon(NNS, 'flags', [sc.ContractParam.boolean(true), sc.ContractParam.boolean(false)]) },
];

describe('core/transactions/contractCall: buildContractCallScript', () => {
  for (const { title, call, neon: expected } of CALLS) {
    it(`emits neon-core's bytes for ${title}`, () => {
      assert.equal(hex.encode(buildContractCallScript(call)), expected);
    });
  }

  it('pins one whole script: register("hello.neo", owner) on the MainNet contract', () => {
    assert.equal(hex.encode(buildContractCallScript(CALLS[0]!.call)),
      '0c140df06de9ec90c77f0f7769c46ea53199f5a68b11' + '0c0968656c6c6f2e6e656f' + '12c0' + '1f' + '0c087265676973746572'
      + '0c14de465f5d5057cf33284794c5cfc20c69371cac50' + '41627d5b52');
  });

  it('appends ASSERT (0x39) for a method whose false means nothing happened', () => {
    const gas = CALLS.find((c) => c.title.startsWith('GAS'))!;
    assert.equal(hex.encode(buildContractCallScript({ ...gas.call, assertResult: true })), `${gas.neon}39`);
  });

  it('appends DROP (0x45) for a result of no use to the calls after it (deploy\'s contract state); never both', () => {
    const gas = CALLS.find((c) => c.title.startsWith('GAS'))!;
    assert.equal(hex.encode(buildContractCallScript({ ...gas.call, dropResult: true })), `${gas.neon}45`);
    assert.throws(() => buildContractCallScript({ ...gas.call, dropResult: true, assertResult: true }), (error) => isNnsError(error, 'INVALID_INPUT'));
  });

  it('pushes ByteArray arguments up to 65,535 bytes as neon-core does, and larger ones (a NEF file) with PUSHDATA4', () => {
    for (const size of [255, 256, 65_535]) {
      const data = new Uint8Array(size).fill(0x21);
      const call: ContractCall = { contractHash: NNS, method: 'deploy', args: [{ type: 'ByteArray', value: data }] };
      assert.equal(hex.encode(buildContractCallScript(call)), neon(NNS, 'deploy', [sc.ContractParam.byteArray(Buffer.from(data).toString('base64'))]), `${size} bytes`);
    }
    const large = new Uint8Array(70_000).fill(0x21);
    const script = buildContractCallScript({ contractHash: NNS, method: 'deploy', args: [{ type: 'ByteArray', value: large }] });
    // PUSHDATA4, the length (70,000 = 0x00011170, little-endian), the bytes, then PUSH1 PACK.
    assert.equal(hex.encode(script.subarray(0, 5)), '0e70110100');
    assert.deepEqual(script.subarray(5, 5 + large.length), large);
    assert.equal(hex.encode(script.subarray(5 + large.length, 7 + large.length)), '11c0');
  });

  it('takes the contract and Hash160 arguments in any display form (0x/0X/bare, any case)', () => {
    const bare = buildContractCallScript({ contractHash: NNS.slice(2).toUpperCase(), method: 'register', args: [string('hello.neo'), hash160(`0X${OWNER.slice(2).toUpperCase()}`)] });
    assert.deepEqual(bare, buildContractCallScript(CALLS[0]!.call));
  });

  it('refuses what is not a script hash, an empty method, an integer over 256 bits: INVALID_INPUT', () => {
    const refused = (call: ContractCall) => assert.throws(() => buildContractCallScript(call), (error) => isNnsError(error, 'INVALID_INPUT'));
    refused({ contractHash: '0x1234', method: 'register', args: [] });
    refused({ contractHash: NNS, method: '', args: [] });
    refused({ contractHash: NNS, method: 'register', args: [hash160('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r')] });
    refused({ contractHash: NNS, method: 'setPrice', args: [integer(1n << 255n)] });
    assert.doesNotThrow(() => buildContractCallScript({ contractHash: NNS, method: 'setPrice', args: [integer(-(1n << 255n))] }));
  });

  it('says which part of the call it cannot build, in its words, as a problem of the arguments', () => {
    const refused = (call: ContractCall, why: string) => assert.throws(() => buildContractCallScript(call), (error) => {
      assert.ok(isNnsError(error, 'INVALID_INPUT'));
      assert.equal(error.message, `Cannot build the contract call: ${why}.`);
      assert.equal(error.field, 'arguments');
      return true;
    });
    refused({ contractHash: '0x1234', method: 'register', args: [] }, 'the contract hash "0x1234" is not a script hash');
    refused({ contractHash: NNS, method: '', args: [] }, 'the method name is empty');
    refused({ contractHash: NNS, method: 'transfer', args: [], assertResult: true, dropResult: true }, 'a result is asserted or dropped, not both');
    refused({ contractHash: NNS, method: 'register', args: [hash160('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r')] },
      '"NMBfzaEq2c5zodiNbLPoohVENARMbJim1r" is not a script hash (0x followed by 40 hex digits)');
    refused({ contractHash: NNS, method: 'setPrice', args: [integer(1n << 255n)] }, `the integer ${1n << 255n} does not fit in 256 bits`);
  });
});

describe('core/transactions/contractCall: pushInteger', () => {
  const cases: Array<[bigint, string]> = [
    [-1n, '0f'], [0n, '10'], [16n, '20'], [17n, '0011'], [127n, '007f'], [128n, '018000'], [-2n, '00fe'], [-128n, '0080'], [-129n, '017fff'],
    [32767n, '01ff7f'], [32768n, '0200800000'], [2n ** 31n, '030000008000000000'], [-(2n ** 63n), '030000000000000080'],
    [2n ** 63n, `04${'00'.repeat(7)}80${'00'.repeat(8)}`], [2n ** 127n, `05${'00'.repeat(15)}80${'00'.repeat(16)}`],
  ];
  for (const [value, expected] of cases) {
    it(`pushes ${value} as ${expected} (neon-core: ${value >= -(2n ** 53n) && value <= 2n ** 53n ? 'the same' : 'not compared'})`, () => {
      assert.equal(hex.encode(pushInteger(value)), expected);
      if (value >= -(2n ** 53n) && value <= 2n ** 53n) assert.equal(new sc.ScriptBuilder().emitNumber(Number(value)).build(), expected);
    });
  }
});
