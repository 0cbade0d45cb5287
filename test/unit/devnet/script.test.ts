import assert from 'node:assert/strict';
import { buildInvocationScript, buildUnwrapScript } from '../../devnet/index';
import { ParamError, ScriptBuilder, parseContractParameter } from '../../devnet/script';
import { syscallBytes } from '../../devnet/syscalls';
import { NNS, OWNER, TOKENS_OF_VECTOR, TOKENS_VECTOR } from './helpers';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('devnet script builder', () => {
  it('computes syscall ids as the first 4 bytes of SHA-256 of the name', () => {
    assert.equal(hex(syscallBytes('System.Contract.Call')), '627d5b52');
    assert.equal(hex(syscallBytes('System.Iterator.Next')), '9c08ed9c');
    assert.equal(hex(syscallBytes('System.Iterator.Value')), 'f354bf1d');
  });

  it('rebuilds both protocol-notes unwrap vectors byte for byte', () => {
    assert.equal(hex(buildUnwrapScript(NNS, 'tokens', [], 100)), TOKENS_VECTOR);
    const owner = parseContractParameter({ type: 'Hash160', value: OWNER });
    assert.equal(hex(buildUnwrapScript(NNS, 'tokensOf', [owner], 100)), TOKENS_OF_VECTOR);
  });

  it('builds the invokefunction script as EmitDynamicCall does', () => {
    assert.equal(hex(buildInvocationScript(NNS, 'tokens', [])),
      'c21f0c06746f6b656e730c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52');
    const owner = parseContractParameter({ type: 'Hash160', value: OWNER.toUpperCase().replace('0X', '') });
    assert.equal(hex(buildInvocationScript(NNS, 'tokensOf', [owner])),
      '0c140df06de9ec90c77f0f7769c46ea53199f5a68b1111c01f0c08746f6b656e734f660c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52');
  });

  it('pushes integers in the smallest encoding', () => {
    const push = (v: bigint | number) => hex(new ScriptBuilder().pushInteger(v).toBytes());
    assert.equal(push(-1), '0f');
    assert.equal(push(0), '10');
    assert.equal(push(16), '20');
    assert.equal(push(17), '0011');
    assert.equal(push(100), '0064');
    assert.equal(push(127), '007f');
    assert.equal(push(128), '018000');
    assert.equal(push(-129), '017fff');
    assert.equal(push(1001), '01e903');
    assert.equal(push(2n ** 40n), '030000000000010000');
  });

  it('rejects malformed contract parameters', () => {
    for (const bad of [
      { type: 'Hash160', value: '0x1234' }, { type: 'Hash160', value: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r' },
      { type: 'Integer', value: '1.5' }, { type: 'Unknown', value: 1 }, 'Hash160', null,
    ]) {
      assert.throws(() => parseContractParameter(bad), ParamError, JSON.stringify(bad));
    }
    assert.deepEqual(parseContractParameter({ type: 'Boolean', value: true }), { type: 'Boolean', value: true });
  });
});
