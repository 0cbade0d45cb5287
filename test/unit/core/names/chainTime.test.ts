import assert from 'node:assert/strict';
import { chainTimeCall, CHAIN_TIME_SCRIPT, readChainTime } from '../../../../src/core/names/chainTime';
import { NnsError } from '../../../../src/core/errors/nnsError';
import type { BatchOutcome } from '../../../../src/core/rpc/jsonRpc';
import type { InvokeResult } from '../../../../src/core/rpc/schemas';

const JAN_2026 = Date.UTC(2026, 0, 1);

/** The node's answer to `invokescript` of Runtime.GetTime, as it arrives in a batch. */
function answer(result: Partial<InvokeResult>): BatchOutcome<InvokeResult> {
  return { ok: true, value: { script: 'QbfDiAM=', state: 'HALT', gasconsumed: '30', exception: null, stack: [], ...result } };
}
const time = (value: string) => answer({ stack: [{ type: 'Integer', value }] });

describe('core/names/chainTime', () => {
  it('asks invokescript of SYSCALL System.Runtime.GetTime (interop id 0x0388c3b7 little-endian)', () => {
    assert.deepEqual([...CHAIN_TIME_SCRIPT], [0x41, 0xb7, 0xc3, 0x88, 0x03]);
    const call = chainTimeCall();
    assert.deepEqual([call.method, call.params], ['invokescript', ['QbfDiAM=']]);
  });

  it('reads the time a HALTed GetTime returned, in milliseconds since the epoch', () => {
    assert.equal(readChainTime(time(String(JAN_2026))), JAN_2026);
    assert.equal(readChainTime(time('0')), 0, 'the epoch itself is a time');
    assert.equal(readChainTime(time(String(Number.MAX_SAFE_INTEGER))), Number.MAX_SAFE_INTEGER);
  });

  it('a node whose GetTime FAULTs has no chain time (the names are then asked of the contract)', () => {
    const fault = answer({ state: 'FAULT', exception: 'System.Runtime.GetTime is not allowed', stack: [{ type: 'Integer', value: String(JAN_2026) }] });
    assert.equal(readChainTime(fault), undefined);
  });

  it('a node that refused the call, or left it unanswered in the batch, has no chain time', () => {
    const refused: BatchOutcome<InvokeResult> = { ok: false, error: new NnsError('RPC', 'Access denied', { rpcCode: -600, method: 'invokescript' }) };
    assert.equal(readChainTime(refused), undefined);
    assert.equal(readChainTime(undefined), undefined);
  });

  it('an answer of the wrong shape is no time, never a crash', () => {
    const malformed: BatchOutcome<InvokeResult> = { ok: false, malformed: true, error: new NnsError('INVALID_RESPONSE', 'not an invocation result') };
    assert.equal(readChainTime(malformed), undefined, 'not an invocation result');
    assert.equal(readChainTime(answer({ stack: null })), undefined, 'a result neo-go would not render');
    assert.equal(readChainTime(answer({ stack: [] })), undefined, 'nothing returned');
    assert.equal(readChainTime(answer({ stack: [{ type: 'Integer', value: '1' }, { type: 'Integer', value: '2' }] })), undefined, 'two items');
    assert.equal(readChainTime(answer({ stack: [{ type: 'ByteString', value: 'AQ==' }] })), undefined, 'not an Integer');
    assert.equal(readChainTime(time('-1')), undefined, 'before the epoch');
    assert.equal(readChainTime(time(String(BigInt(Number.MAX_SAFE_INTEGER) + 1n))), undefined, 'beyond what a number holds exactly');
  });
});
