// Signing a prepared transaction and sending it: the bytes sent, the node and contract checked
// against the settings of the moment, and the node's refusals as REFUSED with their kind.
import assert from 'node:assert/strict';
import { base64 } from '@scure/base';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey, verifySignature } from '../../../../src/core/signing/keys';
import { prepareTransaction, type PreparedTransaction, type WriteProgress } from '../../../../src/core/transactions/prepare';
import { sendTransaction, signTransaction } from '../../../../src/core/transactions/send';
import { serializeSigned, signData } from '../../../../src/core/transactions/transaction';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { halted, policyAnswers, result, rpcError, startFakeNode, version, type Answer, type FakeNode } from './fakeNode';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const ownerKey = PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5');
const adminKeys = ['01', '02', '03'].map((last) => PrivateKey.fromHex(last.padStart(64, '0')));
const owner = accountFromPrivateKey(ownerKey);
const admins = multisigAccount(2, adminKeys.map((key) => key.publicKey));

describe('core/transactions/send: signTransaction, sendTransaction', () => {
  let node: FakeNode;
  let prepared: PreparedTransaction;
  let relay: (params: unknown[]) => Answer;

  beforeEach(async () => {
    relay = () => result({ hash: signTransaction(prepared, [ownerKey, ...adminKeys]).hash });
    node = await startFakeNode({
      invokescript: () => halted([], '5000000'),
      getblockcount: () => result(10),
      invokefunction: policyAnswers({ balance: 10_000_000_000n }),
      getversion: () => version(860833102),
      calculatenetworkfee: () => result({ networkfee: '2500000' }),
      sendrawtransaction: (params) => relay(params),
    });
    const call = { contractHash: NNS, method: 'setAdmin', args: [{ type: 'String', value: 'hello.neo' }, { type: 'Hash160', value: admins.scriptHash }] } as const;
    prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, call, [owner, admins]);
  });
  afterEach(() => node.close());

  it('signs each signer\'s witness over the network magic and the hash, in the order of the signers', () => {
    const signed = signTransaction(prepared, [...adminKeys].reverse().concat(ownerKey));
    const data = signData(prepared.transaction, 860833102);
    assert.equal(signed.hash, prepared.hash);
    assert.equal(signed.prepared, prepared);
    const ownerSignature = signed.bytes.subarray(-(1 + 66 + 1 + 40 + 1 + 132 + 1 + admins.verificationScript.length) + 3).subarray(0, 64);
    assert.ok(verifySignature(ownerSignature, data, ownerKey.publicKey), 'the first witness is the owner\'s');
    const expected = serializeSigned(prepared.transaction, [
      { invocation: Uint8Array.of(0x0c, 0x40, ...ownerKey.sign(data)), verification: owner.verificationScript },
      { invocation: Uint8Array.of(...admins.publicKeys.slice(0, 2).flatMap((key) => [0x0c, 0x40, ...adminKeys.find((k) => k.publicKey.join() === key.join())!.sign(data)])), verification: admins.verificationScript },
    ]);
    assert.deepEqual(signed.bytes, expected);
  });

  it('says MISSING_KEYS when a signer lacks its keys, before anything is sent', () => {
    assert.throws(() => signTransaction(prepared, [ownerKey, adminKeys[0]!]), (error) => isTransactionError(error, 'MISSING_KEYS') && error.account === admins.address);
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
  });

  it('sends the signed bytes once, in base64, and returns the hash the node confirms', async () => {
    const signed = signTransaction(prepared, [ownerKey, ...adminKeys]);
    const hash = await sendTransaction(signed, { rpcUrl: `  ${node.url}`, contractHash: NNS.toUpperCase().replace('0X', '0x') });
    assert.equal(hash, signed.hash);
    const sent = node.calls.filter((c) => c.method === 'sendrawtransaction');
    assert.deepEqual(sent.map((c) => c.params), [[base64.encode(signed.bytes)]]);
  });

  it('sends nothing when the settings now name another node or contract: NODE_CHANGED', async () => {
    const signed = signTransaction(prepared, [ownerKey, ...adminKeys]);
    for (const configured of [{ rpcUrl: 'http://127.0.0.1:1/', contractHash: NNS }, { rpcUrl: node.url, contractHash: `0x${'ab'.repeat(20)}` }, { rpcUrl: 'not a url', contractHash: NNS }]) {
      await assert.rejects(sendTransaction(signed, configured), (error) => {
        assert.ok(isTransactionError(error, 'NODE_CHANGED'));
        assert.deepEqual(error.preparedFor, { rpcUrl: node.url, contractHash: NNS });
        assert.equal(error.configured?.contractHash, configured.contractHash);
        return true;
      });
    }
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
  });

  it('sends nothing to another node the settings name now, and says which it was prepared for and which is named', async () => {
    const signed = signTransaction(prepared, [ownerKey, ...adminKeys]);
    const other = 'http://127.0.0.1:10332/';
    await assert.rejects(sendTransaction(signed, { rpcUrl: other, contractHash: NNS }), (error) => {
      assert.ok(isTransactionError(error, 'NODE_CHANGED'));
      assert.equal(error.message, `The transaction was prepared for the contract ${NNS} on ${node.url}; the settings now name ${NNS} on ${other}. It was not sent: prepare it again.`);
      assert.deepEqual(error.configured, { rpcUrl: other, contractHash: NNS });
      return true;
    });
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
  });

  it('says it is sending, and names the call whose answer gives another hash', async () => {
    const signed = signTransaction(prepared, [ownerKey, ...adminKeys]);
    const progress: WriteProgress[] = [];
    assert.equal(await sendTransaction(signed, prepared.node, { onProgress: (step) => progress.push(step) }), signed.hash);
    assert.deepEqual(progress, [{ step: 'sending' }]);
    const other = `0x${'00'.repeat(32)}`;
    relay = () => result({ hash: other });
    await assert.rejects(sendTransaction(signed, prepared.node), (error) => {
      assert.ok(isNnsError(error, 'INVALID_RESPONSE'));
      assert.equal(error.message, `The node accepted the transaction under the hash ${other}, not ${signed.hash}.`);
      assert.equal(error.method, 'sendrawtransaction');
      return true;
    });
  });

  it('maps a refusal to REFUSED with its kind, the node\'s code and reason', async () => {
    relay = () => rpcError(-501, 'Inventory already exists on chain', 'already exists: tx 0x…');
    await assert.rejects(sendTransaction(signTransaction(prepared, [ownerKey, ...adminKeys]), prepared.node), (error) => {
      assert.ok(isTransactionError(error, 'REFUSED'));
      assert.deepEqual([error.refusal, error.rpcCode, error.rpcData, error.transactionHash], ['alreadyExists', -501, 'already exists: tx 0x…', prepared.hash]);
      assert.equal(error.message, 'The node refused the transaction: it is already on the chain (code -501: already exists: tx 0x…).');
      return true;
    });
  });

  it('leaves other failures as they are: a proxy without sendrawtransaction (RPC -32601), a hash that is not the transaction\'s', async () => {
    const signed = signTransaction(prepared, [ownerKey, ...adminKeys]);
    relay = () => rpcError(-32601, 'Method not found');
    await assert.rejects(sendTransaction(signed, prepared.node), (error) => isNnsError(error, 'RPC') && error.rpcCode === -32601);
    relay = () => result({ hash: `0x${'00'.repeat(32)}` });
    await assert.rejects(sendTransaction(signed, prepared.node), (error) => isNnsError(error, 'INVALID_RESPONSE') && /not 0x/.test(error.message));
  });
});
