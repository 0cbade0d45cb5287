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

  it('says each refusal in words, with the code and the node\'s reason', () => {
    const said: Array<[number, string]> = [
      [-501, 'it is already on the chain'], [-502, 'its memory pool is full'], [-503, 'it is already in its memory pool, waiting for a block'],
      [-504, 'the network fee is below what its policy asks'], [-505, 'its policy refuses it (a signer may be blocked)'], [-506, 'the script is invalid'],
      [-507, 'an attribute is invalid'], [-508, 'a signature does not verify'], [-509, 'the transaction is too large'], [-510, 'its valid-until block has passed'],
      [-511, 'the sender\'s GAS does not cover the fees of this and its other pending transactions'], [-512, 'a signer\'s verification contract is invalid'],
      [-500, 'it did not pass verification'],
    ];
    for (const [code, words] of said) {
      assert.equal(refusalOf(rpc(code, 'whatever', 'some reason'), '0xabc').message, `The node refused the transaction: ${words} (code ${code}: some reason).`);
    }
  });

  it('takes the reason from the data when it is text, else from the message; none at all is said as none', () => {
    assert.equal(refusalOf(rpc(-510, 'Expired transaction', ''), '0xabc').message, 'The node refused the transaction: its valid-until block has passed (code -510: Expired transaction).');
    assert.equal(refusalOf(rpc(-510, 'Expired transaction', { height: 20 }), '0xabc').message, 'The node refused the transaction: its valid-until block has passed (code -510: Expired transaction).');
    const bare = new NnsError('RPC', 'x', { rpcCode: -500, method: 'sendrawtransaction' });
    assert.equal(refusalOf(bare, '0xabc').message, 'The node refused the transaction: it did not pass verification (code -500).');
    assert.equal(refusalOf(bare, '0xabc').refusal, 'verificationFailed');
  });

  it('reads an old node\'s words in its message even when its data says something else', () => {
    assert.equal(refusalOf(rpc(-500, 'AlreadyExists', 'block 123'), '0xabc').refusal, 'alreadyExists');
  });

  // The words, whatever their spacing: C#'s VerifyResult names (AlreadyInPool), neo-go's sentences.
  const spellings: Array<[RefusalKind, string[]]> = [
    ['alreadyInPool', ['AlreadyInPool', 'already in the memory pool', 'AlreadyInTheMemoryPool', 'already in the mempool']],
    ['alreadyExists', ['already exists']],
    ['mempoolFull', ['out of memory', 'mempool is full', 'MempoolCapacityReached', 'capacity reached']],
    ['insufficientNetworkFee', ['InsufficientNetworkFee', 'insufficient network fee', 'SmallNetworkFee', 'small network fee', 'NetworkFeeIsTooSmall', 'network fee is too low', 'network fee low']],
    ['insufficientFunds', ['InsufficientBalance', 'insufficient balance', 'HasConflicts']],
    ['expired', ['NotYetValid', 'not yet valid']],
    ['invalidScript', ['InvalidScript', 'invalid script']],
    ['invalidAttribute', ['InvalidAttribute', 'invalid attribute']],
    ['invalidSignature', ['InvalidSignature', 'signature check failed', 'witness check']],
    ['oversized', ['TooBig', 'OverSize', 'InvalidSize', 'invalid size', 'InvalidInventorySize', 'invalid inventory size']],
  ];
  for (const [kind, words] of spellings) {
    it(`reads an old node's -500 as ${kind} however it spaces its words`, () => {
      for (const word of words) assert.equal(refusalOf(rpc(-500, 'Internal error', word), '0xabc').refusal, kind, word);
    });
  }

  it('is a refusal from -500 to -599, both included', () => {
    assert.ok(isRefusal(rpc(-599, 'x')));
    assert.ok(!isRefusal(rpc(-499, 'x')));
    assert.ok(!isRefusal(rpc(-600, 'x')));
  });
});
