// prepareTransaction: what it asks the node and in how many round trips, the fees and the balance it
// reports, and what stops it before anything is signed (a FAULT, too little GAS).
import assert from 'node:assert/strict';
import { base64, hex } from '@scure/base';
import { isNnsError } from '../../../../src/core/errors';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { unsignedWitness } from '../../../../src/core/signing/witnesses';
import { buildContractCallScript, type ContractCall } from '../../../../src/core/transactions/contractCall';
import { computeNetworkFee } from '../../../../src/core/transactions/fees';
import { formatGas, GAS_HASH, POLICY_HASH, prepareTransaction, type WriteProgress } from '../../../../src/core/transactions/prepare';
import { displayTransactionHash, serializeSigned, transactionHash } from '../../../../src/core/transactions/transaction';
import { isTransactionError } from '../../../../src/core/writeErrors';
import { halted, integer, result, rpcError, startFakeNode, version, type FakeNode } from './fakeNode';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const owner = accountFromPrivateKey(PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5'));
const committee = multisigAccount(1, [PrivateKey.fromHex('01'.padStart(64, '0')).publicKey]);
const register: ContractCall = { contractHash: NNS, method: 'register', args: [{ type: 'String', value: 'hello.neo' }, { type: 'Hash160', value: owner.scriptHash }], assertResult: true };

/** The stored bytes of an account, base64, as a notification's ByteString holds them. */
const stored = (scriptHash: string) => base64.encode(Uint8Array.from(hex.decode(scriptHash.slice(2))).reverse());

describe('core/transactions/prepare: prepareTransaction', () => {
  let node: FakeNode;
  afterEach(() => node.close());

  /** A node where register HALTs (system fee 1.0310 GAS) and the owner holds 50 GAS. */
  async function healthyNode(overrides: Parameters<typeof startFakeNode>[0] = {}): Promise<FakeNode> {
    node = await startFakeNode({
      invokescript: () => halted([{ type: 'Boolean', value: true }], '103100000'),
      getblockcount: () => result(1200),
      invokefunction: () => integer(5_000_000_000n),
      getversion: () => version(),
      calculatenetworkfee: () => result({ networkfee: '1234567' }),
      ...overrides,
    });
    return node;
  }

  it('asks in one batch (test invocation, block count, GAS balance, getversion), then the network fee: 2 requests, 5 calls', async () => {
    await healthyNode();
    const progress: WriteProgress[] = [];
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { onProgress: (p) => progress.push(p), nonce: 42 });
    assert.deepEqual(node.calls.map((c) => [c.request, c.method]), [
      [0, 'invokescript'], [0, 'getblockcount'], [0, 'invokefunction'], [0, 'getversion'], [1, 'calculatenetworkfee'],
    ]);
    assert.deepEqual([prepared.requests, prepared.calls], [2, 5]);
    assert.deepEqual(progress, [{ step: 'invoking' }, { step: 'networkFee' }]);
    const script = buildContractCallScript(register);
    assert.deepEqual(node.calls[0]!.params, [base64.encode(script), [{ account: owner.scriptHash, scopes: 'CalledByEntry' }]]);
    assert.deepEqual(node.calls[2]!.params, [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: owner.scriptHash }]]);
    // The transaction: the system fee is gasconsumed, validUntilBlock the block count + the window less one.
    const tx = prepared.transaction;
    assert.deepEqual([tx.nonce, tx.systemFee, tx.networkFee, tx.validUntilBlock], [42, 103_100_000n, 1_234_567n, 1200 + 5759]);
    assert.deepEqual(tx.signers, [{ account: owner.scriptHash, scopes: 'CalledByEntry' }]);
    assert.deepEqual(tx.script, script);
    // calculatenetworkfee got the transaction with its verification script and an empty invocation.
    assert.equal(node.calls[4]!.params[0], base64.encode(serializeSigned({ ...tx, networkFee: 0n }, [unsignedWitness(owner)])));
    assert.equal(prepared.hash, displayTransactionHash(transactionHash(tx)));
    assert.deepEqual(prepared.network, { magic: 56753, maxValidUntilBlockIncrement: 5760, addressVersion: 53, msPerBlock: 100 });
    assert.deepEqual(prepared.node, { rpcUrl: node.url, contractHash: NNS });
    assert.deepEqual([prepared.systemFee, prepared.networkFee, prepared.networkFeeSource, prepared.gasSent], [103_100_000n, 1_234_567n, 'node', 0n]);
    assert.deepEqual([prepared.balanceBefore, prepared.balanceAfter, prepared.blockCount], [5_000_000_000n, 5_000_000_000n - 103_100_000n - 1_234_567n, 1200]);
    assert.ok(Object.isFrozen(prepared));
  });

  it('leaves getversion out when the network is known, and keeps validUntilBlock inside the window asked', async () => {
    await healthyNode();
    const network = { magic: 56753, maxValidUntilBlockIncrement: 100, addressVersion: 53 };
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { network, validForBlocks: 10 });
    assert.deepEqual(node.calls.map((c) => c.method), ['invokescript', 'getblockcount', 'invokefunction', 'calculatenetworkfee']);
    assert.equal(prepared.validUntilBlock, 1210);
    const longest = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { network, validForBlocks: 1000 });
    assert.equal(longest.validUntilBlock, 1200 + 99, 'at most the window less one');
  });

  it('stops at a FAULT with the contract\'s words: FAULT, nothing asked after the first batch', async () => {
    await healthyNode({ invokescript: () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'at instruction 120 (ASSERT): ASSERT is failed', stack: [] }) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.equal(error.exception, 'at instruction 120 (ASSERT): ASSERT is failed');
      assert.equal(error.gasConsumed, 2000n);
      assert.equal(error.message, 'The contract refused register: at instruction 120 (ASSERT): ASSERT is failed. Nothing was signed or sent.');
      return true;
    });
    assert.equal(node.requests(), 1);
    assert.ok(!node.calls.some((c) => c.method === 'calculatenetworkfee' || c.method === 'sendrawtransaction'));
  });

  it('prepares several calls as one script, in order (a set-up: deploy, then the new contract\'s calls); a FAULT names them all', async () => {
    await healthyNode();
    const addRoot: ContractCall = { contractHash: NNS, method: 'addRoot', args: [{ type: 'String', value: 'neo' }] };
    const setPrice: ContractCall = { contractHash: NNS, method: 'setPrice', args: [{ type: 'Integer', value: 1_000_000n }] };
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, [addRoot, setPrice], [committee]);
    const script = Uint8Array.from([...buildContractCallScript(addRoot), ...buildContractCallScript(setPrice)]);
    assert.deepEqual(prepared.transaction.script, script);
    assert.equal(node.calls[0]!.params[0], base64.encode(script));
    assert.deepEqual(prepared.contractCalls, [addRoot, setPrice]);
    assert.equal(prepared.call, addRoot);
    // One call in a list is the same transaction as the call alone.
    const alone = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { nonce: 1 });
    const listed = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, [register], [owner], { nonce: 1 });
    assert.equal(listed.hash, alone.hash);
    assert.deepEqual(listed.contractCalls, [register]);

    node.handle('invokescript', () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'No authorization.', stack: [] }));
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, [addRoot, setPrice], [committee]), (error) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.equal(error.message, 'The transaction\'s script (addRoot, setPrice) failed: No authorization. Nothing was signed or sent.');
      return true;
    });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, [], [committee]), (error) => isNnsError(error, 'INVALID_INPUT'));
  });

  it('refuses a sender whose GAS does not cover the fees: INSUFFICIENT_GAS with the balance, the need and what is missing', async () => {
    await healthyNode({ invokefunction: () => integer(100_000_000n) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => {
      assert.ok(isTransactionError(error, 'INSUFFICIENT_GAS'));
      assert.deepEqual([error.balance, error.required, error.missing], [100_000_000n, 104_334_567n, 4_334_567n]);
      assert.equal(error.account, owner.address);
      assert.equal(error.message, `${owner.address} has 1 GAS; this transaction needs 1.04334567 GAS: 0.04334567 GAS is missing.`);
      return true;
    });
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
  });

  it('counts the GAS the script sends away from the sender, and what it receives back', async () => {
    const transfer = (from: string | null, to: string | null, amount: bigint) => ({
      contract: GAS_HASH, eventname: 'Transfer', state: { type: 'Array', value: [
        from === null ? { type: 'Any' } : { type: 'ByteString', value: stored(from) },
        to === null ? { type: 'Any' } : { type: 'ByteString', value: stored(to) },
        { type: 'Integer', value: String(amount) },
      ] },
    });
    const notifications = [
      transfer(committee.scriptHash, owner.scriptHash, 700_000_000n),
      transfer(owner.scriptHash, committee.scriptHash, 50_000_000n),
      { contract: NNS, eventname: 'Transfer', state: { type: 'Array', value: [] } },
      transfer(null, committee.scriptHash, 1n),
    ];
    await healthyNode({ invokescript: () => halted([{ type: 'Boolean', value: true }], '1000000', { notifications }) });
    const call: ContractCall = { contractHash: GAS_HASH, method: 'transfer', args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: owner.scriptHash }, { type: 'Integer', value: 700_000_000n }, { type: 'Any', value: null }], assertResult: true };
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, call, [committee]);
    // 7 GAS out, 0.5 GAS and 1 datoshi (minted: from null) back in.
    assert.equal(prepared.gasSent, 649_999_999n);
    assert.equal(prepared.balanceAfter, 5_000_000_000n - 649_999_999n - 1_000_000n - 1_234_567n);
  });

  it('computes the network fee from the Policy contract where calculatenetworkfee is not served (a second batch)', async () => {
    await healthyNode({
      calculatenetworkfee: () => rpcError(-32601, 'Method not found'),
      invokefunction: (params) => {
        if (params[0] === GAS_HASH) return integer(5_000_000_000n);
        if (params[1] === 'getFeePerByte') return integer(1000);
        if (params[1] === 'getExecFeeFactor') return integer(30);
        return result({ script: '', state: 'FAULT', gasconsumed: '0', exception: 'method not found: getExecPicoFeeFactor/0', stack: [] });
      },
    });
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner, committee]);
    assert.deepEqual(node.calls.map((c) => [c.request, c.method, c.params[1]]), [
      [0, 'invokescript', [{ account: owner.scriptHash, scopes: 'CalledByEntry' }, { account: committee.scriptHash, scopes: 'CalledByEntry' }]],
      [0, 'getblockcount', undefined], [0, 'invokefunction', 'balanceOf'], [0, 'getversion', undefined], [1, 'calculatenetworkfee', undefined],
      [2, 'invokefunction', 'getFeePerByte'], [2, 'invokefunction', 'getExecFeeFactor'], [2, 'invokefunction', 'getExecPicoFeeFactor'],
    ]);
    assert.ok(node.calls.slice(5).every((c) => c.params[0] === POLICY_HASH));
    assert.equal(prepared.networkFeeSource, 'computed');
    const expected = computeNetworkFee({ ...prepared.transaction, networkFee: 0n }, [owner, committee], { feePerByte: 1000n, execFeeFactorPico: 300_000n });
    assert.equal(prepared.networkFee, expected);
    assert.ok(expected > 2n * 983_520n);
  });

  it('takes the exact factor of getExecPicoFeeFactor where the node has it (Faun)', async () => {
    await healthyNode({
      calculatenetworkfee: () => rpcError(-32601, 'Method not found'),
      invokefunction: (params) => (params[0] === GAS_HASH ? integer(5_000_000_000n) : integer(params[1] === 'getExecPicoFeeFactor' ? 123_456 : params[1] === 'getFeePerByte' ? 20 : 12)),
    });
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.equal(prepared.networkFee, computeNetworkFee({ ...prepared.transaction, networkFee: 0n }, [owner], { feePerByte: 20n, execFeeFactorPico: 123_456n }));
  });

  it('passes on the node\'s failures: a JSON-RPC error of the invocation, a calculatenetworkfee error other than a missing method', async () => {
    await healthyNode({ invokescript: () => rpcError(-32602, 'Invalid params', 'bad signer') });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => isNnsError(error, 'RPC') && error.rpcCode === -32602);
    await node.close();
    await healthyNode({ calculatenetworkfee: () => rpcError(-508, 'Invalid signature', 'witness 0: bad') });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => isNnsError(error, 'RPC') && error.rpcCode === -508);
    for (const signers of [[], [owner, owner]]) {
      await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, signers), (error) => isNnsError(error, 'INVALID_INPUT') && error.field === 'signers');
    }
  });

  it('writes GAS with its decimals', () => {
    assert.deepEqual([0n, 1n, 100_000_000n, 104_334_567n, 1_050_000_000n, -5n].map(formatGas), ['0', '0.00000001', '1', '1.04334567', '10.5', '-0.00000005']);
  });
});
