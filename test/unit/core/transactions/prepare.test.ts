// prepareTransaction: what it asks the node and in how many round trips, the fees and the balance it
// reports, and what stops it before anything is signed (a FAULT, too little GAS).
import assert from 'node:assert/strict';
import { base64, hex } from '@scure/base';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { unsignedWitness } from '../../../../src/core/signing/witnesses';
import { buildContractCallScript, type ContractCall } from '../../../../src/core/transactions/contractCall';
import { computeNetworkFee, verificationUnits, witnessSize } from '../../../../src/core/transactions/fees';
import { operationChainOf } from '../../../../src/core/transactions/operationChain';
import { formatGas, GAS_HASH, POLICY_HASH, prepareTransaction, type WriteProgress } from '../../../../src/core/transactions/prepare';
import { displayTransactionHash, serializeSigned, transactionHash } from '../../../../src/core/transactions/transaction';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { halted, policyAnswers, result, rpcError, startFakeNode, version, type FakeNode } from './fakeNode';

/** The bytes of an account's witness as calculatenetworkfee gets it: an empty invocation and the verification script, each with its length. */
const unsignedWitnessBytes = (account: typeof owner) => 1 + 1 + account.verificationScript.length;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const owner = accountFromPrivateKey(PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5'));
const committee = multisigAccount(1, [PrivateKey.fromHex('01'.padStart(64, '0')).publicKey]);
const register: ContractCall = { contractHash: NNS, method: 'register', args: [{ type: 'String', value: 'hello.neo' }, { type: 'Hash160', value: owner.scriptHash }], assertResult: true };

/** The stored bytes of an account, base64, as a notification's ByteString holds them. */
const stored = (scriptHash: string) => base64.encode(Uint8Array.from(hex.decode(scriptHash.slice(2))).reverse());

describe('core/transactions/prepare: prepareTransaction', () => {
  let node: FakeNode;
  afterEach(() => node.close());
  const chainAt = (blockCount = 1200, readAt = Date.now()) => operationChainOf({ magic: 56753, maxValidUntilBlockIncrement: 5760, addressVersion: 53, msPerBlock: 100 }, blockCount, readAt);

  /** A node where register HALTs (system fee 1.0310 GAS), the owner holds 50 GAS, the Policy's defaults, and calculatenetworkfee agrees with the fee computed here. */
  async function healthyNode(overrides: Parameters<typeof startFakeNode>[0] = {}): Promise<FakeNode> {
    node = await startFakeNode({
      invokescript: () => halted([{ type: 'Boolean', value: true }], '103100000'),
      getblockcount: () => result(1200),
      invokefunction: policyAnswers(),
      getversion: () => version(),
      calculatenetworkfee: (params) => result({ networkfee: String(localFee(String(params[0]))) }),
      ...overrides,
    });
    return node;
  }

  /** The fee computed here for the single-signature transaction calculatenetworkfee was given, at the Policy's defaults. */
  function localFee(tx: string): bigint {
    const bytes = base64.decode(tx);
    return BigInt(bytes.length - unsignedWitnessBytes(owner) + witnessSize(owner)) * 1000n + ceilDiv(verificationUnits(owner) * 300_000n, 10_000n);
  }

  it('asks everything in ONE batch: test invocation, block count, GAS balance, getversion, the Policy\'s fee settings, the node\'s network fee', async () => {
    await healthyNode();
    const progress: WriteProgress[] = [];
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { onProgress: (p) => progress.push(p), nonce: 42 });
    assert.deepEqual(node.calls.map((c) => [c.request, c.method, c.params[1]]), [
      [0, 'invokescript', [{ account: owner.scriptHash, scopes: 'CalledByEntry' }]], [0, 'getblockcount', undefined], [0, 'invokefunction', 'balanceOf'],
      [0, 'getversion', undefined], [0, 'invokefunction', 'getFeePerByte'], [0, 'invokefunction', 'getExecFeeFactor'], [0, 'invokefunction', 'getExecPicoFeeFactor'],
      [0, 'calculatenetworkfee', undefined],
    ]);
    assert.deepEqual([prepared.requests, prepared.calls], [1, 8]);
    assert.deepEqual(progress, [{ step: 'invoking' }]);
    const script = buildContractCallScript(register);
    assert.equal(node.calls[0]!.params[0], base64.encode(script));
    assert.deepEqual(node.calls[2]!.params, [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: owner.scriptHash }]]);
    assert.ok(node.calls.slice(4, 7).every((c) => c.params[0] === POLICY_HASH));
    // The transaction: the system fee is gasconsumed; validUntilBlock the height (1199) + an hour of 100 ms blocks.
    const tx = prepared.transaction;
    assert.deepEqual([tx.nonce, tx.systemFee, tx.validUntilBlock], [42, 103_100_000n, 1199 + 5760]);
    assert.deepEqual(tx.signers, [{ account: owner.scriptHash, scopes: 'CalledByEntry' }]);
    assert.deepEqual(tx.script, script);
    // calculatenetworkfee got a transaction of the same size, with the verification script and an empty invocation.
    const asked = base64.decode(String(node.calls[7]!.params[0]));
    assert.equal(asked.length, serializeSigned({ ...tx, networkFee: 0n }, [unsignedWitness(owner)]).length);
    assert.deepEqual(asked, serializeSigned({ ...tx, systemFee: 0n, networkFee: 0n, validUntilBlock: 0 }, [unsignedWitness(owner)]));
    // The network fee is the one computed here, which the node's equals.
    const expected = computeNetworkFee(tx, [owner], { feePerByte: 1000n, execFeeFactorPico: 300_000n });
    assert.deepEqual([tx.networkFee, prepared.networkFee, prepared.nodeNetworkFee], [expected, expected, expected]);
    assert.deepEqual(prepared.feePolicy, { feePerByte: 1000n, execFeeFactorPico: 300_000n });
    assert.equal(prepared.hash, displayTransactionHash(transactionHash(tx)));
    assert.deepEqual(prepared.network, { magic: 56753, maxValidUntilBlockIncrement: 5760, addressVersion: 53, msPerBlock: 100 });
    assert.deepEqual(prepared.node, { rpcUrl: node.url, contractHash: NNS });
    assert.deepEqual([prepared.systemFee, prepared.gasSent], [103_100_000n, 0n]);
    assert.deepEqual([prepared.balanceBefore, prepared.balanceAfter, prepared.blockCount], [5_000_000_000n, 5_000_000_000n - 103_100_000n - expected, 1200]);
    assert.ok(Object.isFrozen(prepared));
  });

  it('signs for the network of the operation\'s start: another magic later is NETWORK_CHANGED, nothing prepared', async () => {
    await healthyNode({ getversion: () => version(860833102) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { chain: chainAt() }), (error) => {
      assert.ok(isTransactionError(error, 'NETWORK_CHANGED'));
      assert.deepEqual([error.networkMagic, error.answeredMagic], [56753, 860833102]);
      assert.match(error.message, /changed its network during the operation: it first said magic 56753, now 860833102\. Nothing was signed\./);
      return true;
    });
    // Another address version is another network too.
    node.handle('getversion', () => result({ protocol: { network: 56753, maxvaliduntilblockincrement: 5760, addressversion: 23, msperblock: 100 } }));
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { chain: chainAt() }), (error) => isTransactionError(error, 'NETWORK_CHANGED'));
    // The same magic: the start's network is the one used, whatever limits the node says now.
    node.handle('getversion', () => version(56753, 1_000_000));
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { chain: chainAt() });
    assert.equal(prepared.network.maxValidUntilBlockIncrement, 5760);
    assert.equal(prepared.validUntilBlock, 1199 + 5760);
  });

  it('keeps a transaction\'s life short: the node\'s increment, about an hour of its blocks, and 86,400 blocks at most', async () => {
    await healthyNode({ getversion: () => version(56753, 1_000_000) });
    // 100 ms blocks: an hour is 36,000 blocks, below the node's 1,000,000.
    const hour = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.equal(hour.validUntilBlock, 1199 + 36_000);
    // 15 s blocks: 240.
    node.handle('getversion', () => result({ protocol: { network: 56753, maxvaliduntilblockincrement: 1_000_000, addressversion: 53, msperblock: 15_000 } }));
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner])).validUntilBlock, 1199 + 240);
    // No block time told: the protocol's 15 s.
    node.handle('getversion', () => result({ protocol: { network: 56753, maxvaliduntilblockincrement: 1_000_000, addressversion: 53 } }));
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner])).validUntilBlock, 1199 + 240);
    // 1 ms blocks: capped at 86,400.
    node.handle('getversion', () => result({ protocol: { network: 56753, maxvaliduntilblockincrement: 1_000_000, addressversion: 53, msperblock: 1 } }));
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner])).validUntilBlock, 1199 + 86_400);
    // A node's increment below the hour.
    node.handle('getversion', () => version(56753, 100));
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner])).validUntilBlock, 1199 + 100);
    // validForBlocks asks for less, never more.
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { validForBlocks: 10 })).validUntilBlock, 1209);
    assert.equal((await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { validForBlocks: 1000 })).validUntilBlock, 1299);
  });

  it('refuses heights and limits no chain has, and a height that goes back or runs ahead during the operation: IMPLAUSIBLE_CHAIN', async () => {
    await healthyNode();
    const refused = async (options: Parameters<typeof prepareTransaction>[3], words: RegExp) => {
      await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], options), (error) => {
        assert.ok(isTransactionError(error, 'IMPLAUSIBLE_CHAIN'), String(error));
        assert.match(error.message, words);
        return true;
      });
    };
    for (const count of [0, -5, 0xffff_ffff]) {
      node.handle('getblockcount', () => result(count));
      await refused({}, /which no Neo chain can have/);
    }
    node.handle('getblockcount', () => result(1200));
    node.handle('getversion', () => version(56753, 1));
    await refused({}, /valid for 1 blocks, which no Neo network allows/);
    node.handle('getversion', () => version());
    // Back from the start's height.
    await refused({ chain: chainAt(1300) }, /went back from block 1299 to 1199/);
    // Far ahead of the start's height, minutes after it on a chain of 100 ms blocks: the blocks made since, twice, and a slack.
    const start = Date.now();
    node.handle('getblockcount', () => result(1200 + 1000 + 1_200 + 5_000));
    await refused({ chain: chainAt(1200, start), now: () => start + 60_000 }, /jumped from block 1199 to/);
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { chain: chainAt(1200, start), now: () => start + 600_000 });
    assert.equal(prepared.blockCount, 8400);
  });

  it('checks the node\'s network fee against the one computed here: more is FEE_MISMATCH, less is taken at the computed figure', async () => {
    await healthyNode({ calculatenetworkfee: (params) => result({ networkfee: String(localFee(String(params[0])) + 1n) }) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => {
      assert.ok(isTransactionError(error, 'FEE_MISMATCH'));
      assert.equal(error.nodeFee, error.computedFee! + 1n);
      assert.match(error.message, /^The node asks a network fee of [0-9.]+ GAS; these signatures cost [0-9.]+ GAS by the network's own fee settings\. Nothing was signed\.$/);
      return true;
    });
    node.handle('calculatenetworkfee', () => result({ networkfee: '1' }));
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.equal(prepared.nodeNetworkFee, 1n);
    assert.equal(prepared.networkFee, computeNetworkFee(prepared.transaction, [owner], prepared.feePolicy));
    assert.equal(prepared.transaction.networkFee, prepared.networkFee);
  });

  it('stops at a FAULT with the contract\'s words: FAULT, nothing asked after the one batch', async () => {
    await healthyNode({ invokescript: () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'at instruction 120 (ASSERT): ASSERT is failed', stack: [] }) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]), (error) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.equal(error.exception, 'at instruction 120 (ASSERT): ASSERT is failed');
      assert.equal(error.gasConsumed, 2000n);
      assert.equal(error.message, 'The contract refused register: at instruction 120 (ASSERT): ASSERT is failed. Nothing was signed or sent.');
      return true;
    });
    assert.equal(node.requests(), 1);
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
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
    await healthyNode({ invokefunction: policyAnswers({ balance: 100_000_000n }) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner], { nonce: 1 }), (error) => {
      assert.ok(isTransactionError(error, 'INSUFFICIENT_GAS'));
      const fee = localFee(String(node.calls[7]!.params[0]));
      assert.deepEqual([error.balance, error.required, error.missing], [100_000_000n, 103_100_000n + fee, 3_100_000n + fee]);
      assert.equal(error.account, owner.address);
      assert.equal(error.message, `${owner.address} has 1 GAS; this transaction needs ${formatGas(103_100_000n + fee)} GAS: ${formatGas(3_100_000n + fee)} GAS is missing.`);
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
    assert.equal(prepared.balanceAfter, 5_000_000_000n - 649_999_999n - 1_000_000n - prepared.networkFee);
  });

  it('computes the network fee alone where calculatenetworkfee is not served: still one request', async () => {
    await healthyNode({ calculatenetworkfee: () => rpcError(-32601, 'Method not found') });
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner, committee]);
    assert.deepEqual(node.calls.map((c) => c.request), [0, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(node.calls[0]!.params[1] instanceof Array && (node.calls[0]!.params[1] as unknown[]).length, 2);
    assert.equal(prepared.nodeNetworkFee, undefined);
    const expected = computeNetworkFee(prepared.transaction, [owner, committee], { feePerByte: 1000n, execFeeFactorPico: 300_000n });
    assert.equal(prepared.networkFee, expected);
    assert.ok(expected > 2n * 983_520n);
  });

  it('takes the exact factor of getExecPicoFeeFactor where the node has it (Faun)', async () => {
    await healthyNode({
      calculatenetworkfee: () => rpcError(-32601, 'Method not found'),
      invokefunction: policyAnswers({ feePerByte: 20n, execFeeFactor: 12n, execPicoFeeFactor: 123_456n }),
    });
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.deepEqual(prepared.feePolicy, { feePerByte: 20n, execFeeFactorPico: 123_456n });
    assert.equal(prepared.networkFee, computeNetworkFee(prepared.transaction, [owner], { feePerByte: 20n, execFeeFactorPico: 123_456n }));
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

  it('asks the Policy contract (0xcc5e4edd…) for its three fee settings, with no arguments', async () => {
    await healthyNode();
    await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.deepEqual(node.calls.slice(4, 7).map((c) => c.params), ['getFeePerByte', 'getExecFeeFactor', 'getExecPicoFeeFactor'].map((method) => ['0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b', method, []]));
  });

  it('says what is wrong with what it is given: no call, no sender, a signer twice, more than 16; takes 16', async () => {
    await healthyNode();
    const config = { rpcUrl: node.url, contractHash: NNS };
    const input = (field: string, message: string) => (error: unknown) => isNnsError(error, 'INVALID_INPUT') && error.field === field && error.message === message;
    await assert.rejects(prepareTransaction(config, [], [owner]), input('calls', 'A transaction needs at least one contract call.'));
    await assert.rejects(prepareTransaction(config, register, []), input('signers', 'A transaction needs a sender: give at least one signer.'));
    await assert.rejects(prepareTransaction(config, register, [owner, owner]), input('signers', 'A transaction has at most 16 signers, each once.'));
    const many = Array.from({ length: 17 }, (_, i) => accountFromPrivateKey(PrivateKey.fromHex((i + 1).toString(16).padStart(64, '0'))));
    await assert.rejects(prepareTransaction(config, register, many), input('signers', 'A transaction has at most 16 signers, each once.'));
    node.handle('calculatenetworkfee', () => rpcError(-32601, 'Method not found'));
    assert.equal((await prepareTransaction(config, register, many.slice(0, 16))).signers.length, 16);
  });

  it('a FAULT without a reason says so; a reason\'s own full stop is not doubled, its inner ones kept', async () => {
    await healthyNode({ invokescript: () => result({ script: '', state: 'FAULT', gasconsumed: '2000', stack: [] }) });
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]),
      (error) => isTransactionError(error, 'FAULT') && error.message === 'The contract refused register: (the node gave no reason). Nothing was signed or sent.');
    node.handle('invokescript', () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'Value 1.5 is invalid.', stack: [] }));
    await assert.rejects(prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]),
      (error) => isTransactionError(error, 'FAULT') && error.message === 'The contract refused register: Value 1.5 is invalid. Nothing was signed or sent.');
  });

  it('names the read that failed: the balance, each fee setting; a FAULT or a value that is no Integer', async () => {
    const faulted = (exception?: string) => result({ script: '', state: 'FAULT', gasconsumed: '0', stack: [], ...(exception === undefined ? {} : { exception }) });
    const notInteger = halted([{ type: 'Boolean', value: true }]);
    await healthyNode();
    const config = { rpcUrl: node.url, contractHash: NNS };
    const answering = (method: string, answer: ReturnType<typeof result>) => (params: unknown[], call: number) => (params[1] === method ? answer : policyAnswers({ execPicoFeeFactor: 300_000n })(params, call));
    const said = async (method: string, answer: ReturnType<typeof result>, words: (error: unknown) => boolean) => {
      node.handle('invokefunction', answering(method, answer));
      await assert.rejects(prepareTransaction(config, register, [owner]), words, method);
    };
    await said('balanceOf', faulted('no balance'), (error) => isNnsError(error, 'FAULT') && error.message === 'The contract call balanceOf failed on the node (state FAULT): no balance' && error.method === 'balanceOf' && error.exception === 'no balance');
    await said('balanceOf', faulted(), (error) => isNnsError(error, 'FAULT') && error.message === 'The contract call balanceOf failed on the node (state FAULT): (the node gave no reason)');
    await said('balanceOf', notInteger, (error) => isNnsError(error, 'INVALID_RESPONSE') && error.message.startsWith('The node\'s result for balanceOf is not one Integer ('));
    await said('getFeePerByte', faulted('x'), (error) => isNnsError(error, 'FAULT') && error.method === 'getFeePerByte');
    await said('getExecPicoFeeFactor', notInteger, (error) => isNnsError(error, 'INVALID_RESPONSE') && error.message.startsWith('The node\'s result for getExecPicoFeeFactor'));
    node.handle('invokefunction', (params, call) => (params[1] === 'getExecFeeFactor' ? faulted('x') : policyAnswers()(params, call)));
    await assert.rejects(prepareTransaction(config, register, [owner]), (error) => isNnsError(error, 'FAULT') && error.method === 'getExecFeeFactor');
  });

  it('takes a balance that covers the fees exactly, and an invocation that tells no notifications; keeps no node fee where none was told', async () => {
    await healthyNode({ calculatenetworkfee: () => rpcError(-32601, 'Method not found'), invokescript: () => result({ script: '', state: 'HALT', gasconsumed: '103100000', stack: [] }) });
    const config = { rpcUrl: node.url, contractHash: NNS };
    const first = await prepareTransaction(config, register, [owner], { nonce: 1 });
    assert.equal(first.gasSent, 0n);
    assert.ok(!('nodeNetworkFee' in first));
    node.handle('invokefunction', policyAnswers({ balance: first.systemFee + first.networkFee }));
    const exact = await prepareTransaction(config, register, [owner], { nonce: 1 });
    assert.equal(exact.balanceAfter, 0n);
  });

  it('counts only GAS\'s Transfer notifications that have a transfer\'s shape (another token\'s, another event, a damaged one: none)', async () => {
    const from = { type: 'ByteString', value: stored(owner.scriptHash) };
    const to = { type: 'ByteString', value: stored(committee.scriptHash) };
    const amount = { type: 'Integer', value: '500' };
    const notifications = [
      { contract: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', eventname: 'Transfer', state: { type: 'Array', value: [from, to, amount] } },
      { contract: GAS_HASH, eventname: 'Approval', state: { type: 'Array', value: [from, to, amount] } },
      { contract: GAS_HASH, eventname: 'Transfer', state: { type: 'Array', value: [from, to] } },
      { contract: GAS_HASH.toUpperCase().replace('0X', '0x'), eventname: 'Transfer', state: { type: 'Array', value: [from, to, { type: 'Integer', value: '7' }] } },
    ];
    await healthyNode({ invokescript: () => halted([{ type: 'Boolean', value: true }], '1000000', { notifications }) });
    const prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, register, [owner]);
    assert.equal(prepared.gasSent, 7n);
  });
});
