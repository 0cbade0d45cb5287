// waitForTransaction: one batch per look (the block count, then the application log or, where the
// node keeps none, the transaction), until the transaction is in a block or its validUntilBlock passes;
// lookUpTransaction: one look at a transaction whose sending ended without an answer.
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { lookUpTransaction, waitForTransaction } from '../../../../src/core/transactions/confirmation';
import type { WriteProgress } from '../../../../src/core/transactions/prepare';
import { result, rpcError, startFakeNode, type FakeNode } from './fakeNode';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const HASH = `0x${'ab'.repeat(32)}`;
const BLOCK = `0x${'cd'.repeat(32)}`;

describe('core/transactions/confirmation: waitForTransaction', () => {
  let node: FakeNode;
  afterEach(() => node.close());

  it('looks with getblockcount then getapplicationlog, one batch a look, until the log is there', async () => {
    node = await startFakeNode({
      getblockcount: (_, call) => result(100 + call),
      getapplicationlog: (_, call) => (call < 2
        ? rpcError(-105, 'Unknown script container', 'failed to locate application log: key not found')
        : result({ txid: HASH, executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '2030480', stack: [], notifications: [] }] })),
      gettransactionheight: () => result(101),
    });
    const progress: WriteProgress[] = [];
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 10, onProgress: (p) => progress.push(p) });
    assert.deepEqual(outcome, { kind: 'included', hash: HASH, vmState: 'HALT', gasConsumed: 2_030_480n, source: 'applicationlog', blockIndex: 101 });
    // Once the log is there, the block the node says holds it.
    assert.deepEqual(node.calls.map((c) => [c.request, c.method]), [
      [0, 'getblockcount'], [0, 'getapplicationlog'], [1, 'getblockcount'], [1, 'getapplicationlog'], [2, 'getblockcount'], [2, 'getapplicationlog'], [3, 'gettransactionheight'],
    ]);
    assert.deepEqual(node.calls[6]!.params, [HASH]);
    assert.deepEqual(node.calls[1]!.params, [HASH]);
    assert.deepEqual(progress, [{ step: 'waiting', blockCount: 100, validUntilBlock: 200 }, { step: 'waiting', blockCount: 101, validUntilBlock: 200 }]);
  });

  it('reports a FAULT in the block with its exception', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: () => result({ txid: HASH, executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'token not found', gasconsumed: '1000' }] }),
    });
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200);
    // gettransactionheight not served: no block told.
    assert.deepEqual(outcome, { kind: 'included', hash: HASH, vmState: 'FAULT', exception: 'token not found', gasConsumed: 1000n, source: 'applicationlog' });
  });

  it('tells no block where the node names one it has not made yet', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: () => result({ txid: HASH, executions: [{ trigger: 'Application', vmstate: 'HALT' }] }),
      gettransactionheight: () => result(100),
    });
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200);
    assert.equal(outcome.kind === 'included' && outcome.blockIndex, undefined);
    node.handle('gettransactionheight', () => result(99));
    const seen = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200);
    assert.equal(seen.kind === 'included' && seen.blockIndex, 99);
  });

  it('takes C#\'s "Unknown transaction/blockhash" (-100, or -32602 since 3.7) as not yet', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: (_, call) => (call === 0 ? rpcError(-100, 'Unknown transaction/blockhash')
        : call === 1 ? rpcError(-32602, 'Invalid params', 'Unknown transaction/blockhash')
          : result({ txid: HASH, executions: [{ trigger: 'Application', vmstate: 'HALT' }] })),
    });
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5 });
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
  });

  it('falls back to getrawtransaction where the node has no application logs (C# without the plugin)', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: () => rpcError(-32601, 'Method not found'),
      getrawtransaction: (params, call) => {
        assert.deepEqual(params, [HASH, true]);
        if (call === 0) return rpcError(-103, 'Unknown transaction');
        if (call === 1) return result({ hash: HASH, size: 250 });
        return result({ hash: HASH, blockhash: BLOCK, confirmations: 1, blocktime: 1 });
      },
    });
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5 });
    assert.deepEqual(outcome, { kind: 'included', hash: HASH, source: 'rawtransaction', blockIndex: 99 });
    assert.deepEqual(node.calls.map((c) => c.method), [
      'getblockcount', 'getapplicationlog', 'getblockcount', 'getrawtransaction', 'getblockcount', 'getrawtransaction', 'getblockcount', 'getrawtransaction',
    ]);
  });

  it('tells the VM state where getrawtransaction carries it (neo-go)', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: () => rpcError(-32601, 'Method not found'),
      getrawtransaction: () => result({ hash: HASH, blockhash: BLOCK, confirmations: 3, vmstate: 'FAULT' }),
    });
    assert.deepEqual(await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200), { kind: 'included', hash: HASH, vmState: 'FAULT', source: 'rawtransaction', blockIndex: 97 });
  });

  it('says EXPIRED once a block past validUntilBlock exists without the transaction', async () => {
    node = await startFakeNode({
      getblockcount: (_, call) => result(199 + call),
      getapplicationlog: () => rpcError(-105, 'Unknown script container'),
    });
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5 });
    // Block 200 (count 201) may still hold it; block 201 (count 202) exists without it.
    assert.deepEqual(outcome, { kind: 'expired', hash: HASH, validUntilBlock: 200, blockCount: 202 });
    assert.equal(node.calls.filter((c) => c.method === 'getblockcount').length, 4);
  });

  it('stops when cancelled: CANCELLED', async () => {
    node = await startFakeNode({ getblockcount: () => result(100), getapplicationlog: () => rpcError(-105, 'Unknown script container') });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 20, signal: controller.signal }),
      (error) => isNnsError(error, 'CANCELLED'));
  });

  it('passes on an error that is not "not yet"', async () => {
    node = await startFakeNode({ getblockcount: () => result(100), getapplicationlog: () => rpcError(-32603, 'Internal error', 'disk') });
    await assert.rejects(waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200), (error) => isNnsError(error, 'RPC') && error.rpcCode === -32603);
  });

  const HALT = { trigger: 'Application', vmstate: 'HALT' };

  it('reads the Application execution of a log that holds others, the first where none says its trigger; the fee only where told', async () => {
    const executions: unknown[][] = [
      [{ trigger: 'Verification', vmstate: 'FAULT' }, { ...HALT, gasconsumed: '7' }],
      [{ vmstate: 'HALT' }],
      [{ trigger: 'OnPersist', vmstate: 'FAULT' }],
    ];
    node = await startFakeNode({ getblockcount: () => result(100), getapplicationlog: (_, call) => result({ txid: HASH, executions: executions[call] }) });
    const config = { rpcUrl: node.url, contractHash: NNS };
    assert.deepEqual(await waitForTransaction(config, HASH, 200), { kind: 'included', hash: HASH, vmState: 'HALT', gasConsumed: 7n, source: 'applicationlog' });
    assert.deepEqual(await waitForTransaction(config, HASH, 200), { kind: 'included', hash: HASH, vmState: 'HALT', source: 'applicationlog' });
    assert.deepEqual(await waitForTransaction(config, HASH, 200), { kind: 'included', hash: HASH, vmState: 'FAULT', source: 'applicationlog' });
    assert.deepEqual(node.calls.find((call) => call.method === 'getblockcount')!.params, []);
  });

  it('without application logs: counts the chain at each look (not yet known, in the memory pool), and expires', async () => {
    node = await startFakeNode({
      getblockcount: (_, call) => result(199 + call),
      getapplicationlog: () => rpcError(-32601, 'Method not found'),
      getrawtransaction: (_, call) => (call === 0 ? rpcError(-103, 'Unknown transaction') : result({ hash: HASH, size: 250 })),
    });
    const progress: WriteProgress[] = [];
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5, onProgress: (p) => progress.push(p) });
    assert.deepEqual(outcome, { kind: 'expired', hash: HASH, validUntilBlock: 200, blockCount: 202 });
    assert.deepEqual(progress, [{ step: 'waiting', blockCount: 200, validUntilBlock: 200 }, { step: 'waiting', blockCount: 201, validUntilBlock: 200 }]);
  });

  it('takes a block from getrawtransaction\'s confirmations only where it names one the chain has', async () => {
    const cases: Array<[number | undefined, number | undefined]> = [[100, 0], [1, 99], [0, undefined], [101, undefined], [undefined, undefined]];
    for (const [confirmations, blockIndex] of cases) {
      node = await startFakeNode({
        getblockcount: () => result(100),
        getapplicationlog: () => rpcError(-32601, 'Method not found'),
        getrawtransaction: () => result({ hash: HASH, blockhash: BLOCK, ...(confirmations === undefined ? {} : { confirmations }) }),
      });
      assert.deepEqual(await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200),
        { kind: 'included', hash: HASH, source: 'rawtransaction', ...(blockIndex === undefined ? {} : { blockIndex }) }, String(confirmations));
      node.close();
    }
    node = await startFakeNode({});
  });

  it('takes "unknown transaction" as not yet only in a -32602 answer, said in its message or its data', async () => {
    const answers = [rpcError(-32602, 'Unknown transaction/blockhash'), rpcError(-32602, 'Invalid params', 'unknown script container'), { result: { txid: HASH, executions: [HALT] } }];
    node = await startFakeNode({ getblockcount: () => result(100), getapplicationlog: (_, call) => answers[call] ?? answers[2]! });
    assert.equal((await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5 })).kind, 'included');
    for (const refused of [rpcError(-32602, 'Invalid params', 'bad hash'), rpcError(-32603, 'Unknown transaction')]) {
      node.handle('getapplicationlog', () => refused);
      await assert.rejects(waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 5 }), (error) => isNnsError(error, 'RPC'));
    }
  });

  it('waits half a second between looks unless told otherwise', async () => {
    const looks: number[] = [];
    node = await startFakeNode({
      getblockcount: () => {
        looks.push(performance.now());
        return result(100);
      },
      getapplicationlog: (_, call) => (call === 0 ? rpcError(-105, 'Unknown script container') : result({ txid: HASH, executions: [HALT] })),
    });
    await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200);
    assert.equal(looks.length, 2);
    assert.ok(looks[1]! - looks[0]! >= 490, `${looks[1]! - looks[0]!} ms`);
  });

  it('a cancel while it waits between looks, or as it is about to: at once, in its own words', async () => {
    const cancelledWords = (error: unknown) => isNnsError(error, 'CANCELLED') && error.message === 'Cancelled while waiting for the transaction to be in a block.' && error.method === 'getapplicationlog';
    node = await startFakeNode({ getblockcount: () => result(100), getapplicationlog: () => rpcError(-105, 'Unknown script container') });
    const config = { rpcUrl: node.url, contractHash: NNS };
    const during = new AbortController();
    await assert.rejects(waitForTransaction(config, HASH, 200, { pollIntervalMs: 2000, signal: during.signal, onProgress: () => setImmediate(() => during.abort()) }), cancelledWords);
    const before = new AbortController();
    await assert.rejects(waitForTransaction(config, HASH, 200, { pollIntervalMs: 2000, signal: before.signal, onProgress: () => before.abort() }), cancelledWords);
    assert.equal(node.calls.filter((call) => call.method === 'getblockcount').length, 2, 'one look each');
  });

  it('leaves no listener on the caller\'s signal once it is done, however many looks it took', async () => {
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: (_, call) => (call < 12 ? rpcError(-105, 'Unknown script container') : result({ txid: HASH, executions: [HALT] })),
    });
    const controller = new AbortController();
    const outcome = await waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { pollIntervalMs: 1, signal: controller.signal });
    assert.equal(outcome.kind, 'included');
    assert.equal(node.calls.filter((call) => call.method === 'getblockcount').length, 13);
    assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
  });

  it('a cancel while it asks which block holds the transaction stops it', async () => {
    const controller = new AbortController();
    node = await startFakeNode({
      getblockcount: () => result(100),
      getapplicationlog: () => result({ txid: HASH, executions: [HALT] }),
      gettransactionheight: () => {
        controller.abort();
        return result(99);
      },
    });
    await assert.rejects(waitForTransaction({ rpcUrl: node.url, contractHash: NNS }, HASH, 200, { signal: controller.signal }), (error) => isNnsError(error, 'CANCELLED'));
  });
});

describe('core/transactions/confirmation: lookUpTransaction (Check Again)', () => {
  let node: FakeNode;
  afterEach(() => node.close());
  const at = () => ({ rpcUrl: node.url, contractHash: NNS });

  it('unknown to the node: unknown while the chain is within validUntilBlock, expired past it; one batch', async () => {
    node = await startFakeNode({ getblockcount: () => result(150), getrawtransaction: () => rpcError(-100, 'Unknown transaction') });
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'unknown', hash: HASH, validUntilBlock: 200, blockCount: 150 });
    assert.deepEqual(node.calls.map((c) => [c.request, c.method, c.params]), [[0, 'getblockcount', []], [0, 'getrawtransaction', [HASH, true]]]);
    node.handle('getblockcount', () => result(202));
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'expired', hash: HASH, validUntilBlock: 200, blockCount: 202 });
  });

  it('in the memory pool: pending', async () => {
    node = await startFakeNode({ getblockcount: () => result(150), getrawtransaction: () => result({ hash: HASH }) });
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'pending', hash: HASH, blockCount: 150 });
    // Told by the one batch: nothing more is asked of a transaction in no block.
    assert.deepEqual(node.calls.map((c) => [c.request, c.method]), [[0, 'getblockcount'], [0, 'getrawtransaction']]);
  });

  it('unknown to the node while its last block may still be made, or is the chain\'s newest: unknown, not expired', async () => {
    node = await startFakeNode({ getblockcount: () => result(201), getrawtransaction: () => rpcError(-103, 'Unknown transaction') });
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'unknown', hash: HASH, validUntilBlock: 200, blockCount: 201 });
  });

  it('in a block whose application log is not there yet: pending, for a later look to tell', async () => {
    node = await startFakeNode({
      getblockcount: () => result(150),
      getrawtransaction: () => result({ hash: HASH, blockhash: BLOCK, confirmations: 1 }),
      getapplicationlog: () => rpcError(-105, 'Unknown script container'),
    });
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'pending', hash: HASH, blockCount: 150 });
  });

  it('in a block: its execution from the application log, or from the transaction where the node keeps no log', async () => {
    node = await startFakeNode({
      getblockcount: () => result(150),
      getrawtransaction: () => result({ hash: HASH, blockhash: BLOCK, confirmations: 3 }),
      getapplicationlog: () => result({ txid: HASH, executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'expired', gasconsumed: '7' }] }),
      gettransactionheight: () => result(147),
    });
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'included', hash: HASH, vmState: 'FAULT', exception: 'expired', gasConsumed: 7n, source: 'applicationlog', blockIndex: 147 });
    node.handle('getapplicationlog', () => rpcError(-32601, 'Method not found'));
    assert.deepEqual(await lookUpTransaction(at(), HASH, 200), { kind: 'included', hash: HASH, source: 'rawtransaction', blockIndex: 147 });
  });

  it('a node that cannot be reached: the error, for the caller to word (nothing is known)', async () => {
    node = await startFakeNode({});
    const url = node.url;
    await node.close();
    await assert.rejects(lookUpTransaction({ rpcUrl: url, contractHash: NNS }, HASH, 200), (error) => isNnsError(error, 'NETWORK'));
  });
});
