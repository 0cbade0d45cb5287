// The refusals of sendrawtransaction: the codes both node implementations share (-501 … -512), and
// the words of older nodes that answer -500 for all (C# before 3.7: VerifyResult; neo-go before 0.105).
import assert from 'node:assert/strict';
import { NnsError } from '../../../../src/core/errors/nnsError';
import { isRefusal, refusalOf } from '../../../../src/core/transactions/refusals';
import type { RefusalKind } from '../../../../src/core/errors/transactionError';

const rpc = (rpcCode: number, rpcMessage: string, rpcData?: unknown) =>
  new NnsError('RPC', 'x', { rpcCode, rpcMessage, rpcData, method: 'sendrawtransaction' });

describe('core/transactions/refusals', () => {
  const byCode: Array<[number, RefusalKind]> = [
    [-501, 'alreadyExists'], [-502, 'mempoolFull'], [-503, 'alreadyInPool'], [-504, 'insufficientNetworkFee'], [-505, 'policy'],
    [-506, 'invalidScript'], [-507, 'invalidAttribute'], [-508, 'invalidSignature'], [-509, 'oversized'], [-510, 'expired'],
    [-511, 'insufficientFunds'], [-512, 'invalidVerificationFunction'], [-500, 'verificationFailed'],
  ];
  for (const [code, kind] of byCode) {
    it(`reads ${code} as ${kind}`, () => {
      assert.equal(refusalOf(rpc(code, 'whatever', 'some reason'), '0xabc').refusal, kind);
    });
  }

  const byWords: Array<[string, string | undefined, RefusalKind]> = [
    ['AlreadyExists', undefined, 'alreadyExists'],
    ['OutOfMemory', undefined, 'mempoolFull'],
    ['InsufficientFunds', undefined, 'insufficientFunds'],
    ['Expired', undefined, 'expired'],
    ['PolicyFail', undefined, 'policy'],
    ['Invalid', 'invalid signature', 'invalidSignature'],
    ['Unknown', undefined, 'verificationFailed'],
    ['Internal error', 'already in the memory pool', 'alreadyInPool'],
    ['Internal error', 'insufficient funds: balance 0, need 100', 'insufficientFunds'],
    ['Internal error', 'transaction has expired: ValidUntilBlock = 10, current height = 20', 'expired'],
    ['Internal error', 'network fee is too small', 'insufficientNetworkFee'],
    ['Internal error', 'tx too big', 'oversized'],
  ];
  for (const [message, data, kind] of byWords) {
    it(`reads an old node's -500 "${message}${data ? `: ${data}` : ''}" as ${kind}`, () => {
      assert.equal(refusalOf(rpc(-500, message, data), '0xabc').refusal, kind);
    });
  }

  it('is a refusal only for the -500 range; other errors are the call\'s', () => {
    assert.ok(isRefusal(rpc(-500, 'x')));
    assert.ok(isRefusal(rpc(-512, 'x')));
    assert.ok(!isRefusal(rpc(-32601, 'Method not found')));
    assert.ok(!isRefusal(rpc(-32602, 'Invalid params')));
    assert.ok(!isRefusal(rpc(-600, 'Access denied')));
    assert.ok(!isRefusal(new NnsError('NETWORK', 'x')));
  });

  it('says the code and a bounded excerpt of the node\'s reason', () => {
    const refused = refusalOf(rpc(-511, 'Insufficient funds for fee', `insufficient funds ${'x'.repeat(500)}`), '0xabc');
    assert.match(refused.message, /^The node refused the transaction: the sender's GAS does not cover the fees of this and its other pending transactions \(code -511: insufficient funds x+…\)\.$/);
    assert.ok(refused.message.length < 400);
    assert.equal(refusalOf(rpc(-510, 'Expired transaction'), '0xabc').message, 'The node refused the transaction: its valid-until block has passed (code -510: Expired transaction).');
  });
});
