import assert from 'node:assert/strict';
import { listRecords, listTokens, NnsError, type NodeConfig } from '../../../../src/core';
import { isSessionPoolFull, KEY_NOT_FOUND_HRESULT, sessionLoss } from '../../../../src/core/listing/sessionErrors';
import { generateNames, SAMPLE_OWNER, type Devnet } from '../../../devnet';
import { sharedDevnet } from '../sharedDevnet';
import { storageOrder } from '../storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

function node(devnet: Devnet): NodeConfig {
  return { rpcUrl: devnet.url, contractHash: NNS };
}

function rpcError(code: number, message: string, data?: unknown): NnsError {
  return new NnsError('RPC', message, { rpcCode: code, rpcMessage: message, rpcData: data });
}

/** Opens a session by hand and leaves it open (another client of the node). */
async function openSession(devnet: Devnet, method = 'tokens', args: unknown[] = []): Promise<void> {
  const response = await fetch(devnet.url, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [NNS, method, args] }),
  });
  const body = await response.json() as { result?: { session?: string } };
  assert.ok(body.result?.session, JSON.stringify(body));
}

describe('core/listing/sessionErrors: what nodes answer when a session cannot be used', function () {
  this.timeout(60_000);

  describe('the errors', () => {
    it('a full pool is -32603 with data "max session capacity reached", and nothing else', () => {
      assert.equal(isSessionPoolFull(rpcError(-32603, 'Internal error', 'max session capacity reached')), true);
      assert.equal(isSessionPoolFull(rpcError(-32603, 'Internal error', 'something else')), false);
      assert.equal(isSessionPoolFull(rpcError(-32603, 'Internal error')), false);
      assert.equal(isSessionPoolFull(rpcError(-32602, 'Invalid params', 'max session capacity reached')), false);
      assert.equal(isSessionPoolFull(new Error('max session capacity reached')), false);
    });

    it('a rejection that is not an Error at all (undefined, null) is neither a full pool nor a lost session', () => {
      for (const reason of [undefined, null]) {
        assert.equal(isSessionPoolFull(reason), false);
        assert.equal(sessionLoss(reason), undefined);
      }
    });

    it('the NEP-23 code decides whatever the message says (a node or a proxy that words it otherwise, or gives none)', () => {
      assert.equal(sessionLoss(rpcError(-107, 'Session expired')), 'session');
      assert.equal(sessionLoss(new NnsError('RPC', 'no message', { rpcCode: -107 })), 'session');
      assert.equal(sessionLoss(rpcError(-108, 'Iterator expired')), 'iterator');
      assert.equal(sessionLoss(new NnsError('RPC', 'no message', { rpcCode: -108 })), 'iterator');
    });

    it('older C# nodes\' -100 is read by its message: "Unknown session" loses the session, "Unknown iterator" the iterator', () => {
      assert.equal(sessionLoss(rpcError(-100, 'Unknown session')), 'session');
      assert.equal(sessionLoss(rpcError(-100, 'Unknown iterator')), 'iterator');
      assert.equal(sessionLoss(rpcError(-100, 'Unknown contract')), undefined);
      assert.equal(sessionLoss(new NnsError('RPC', 'no message', { rpcCode: -100 })), undefined);
    });

    it('-107 and KeyNotFoundException lose the session, -108 the iterator, -601 reaches a node without sessions', () => {
      assert.equal(sessionLoss(rpcError(-107, 'Unknown session')), 'session');
      assert.equal(sessionLoss(rpcError(KEY_NOT_FOUND_HRESULT, "The given key '8a6d8b1e-0000-4000-8000-000000000000' was not present in the dictionary.")), 'session');
      assert.equal(sessionLoss(rpcError(-108, 'Unknown iterator')), 'iterator');
      assert.equal(sessionLoss(rpcError(-601, 'Sessions disabled')), 'elsewhere');
      assert.equal(sessionLoss(rpcError(-601, 'State iterator sessions disabled')), 'elsewhere');
      assert.equal(sessionLoss(rpcError(-32603, 'Internal error')), undefined);
      assert.equal(sessionLoss(new NnsError('HTTP', 'HTTP 500')), undefined);
    });
  });

  describe('against the devnet', () => {
    let devnet: Devnet;
    // A personality change restarts the node: no sessions left from the test before.
    sharedDevnet([
      { personality: 'sessions' },
      { personality: 'neo-go-expansion', names: [], faults: [], sessionPoolSize: 20, keyNotFoundSessions: false },
    ], (started) => { devnet = started; });

    it('neo-go\'s full session pool: the list from storage, complete, with no session of its own', async () => {
      const records = generateNames(3_000, { seed: 41 });
      devnet.configure({ names: records, sessionPoolSize: 2 });
      await openSession(devnet);
      await openSession(devnet);
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'storage');
      assert.deepEqual(list.names, storageOrder(records));
      assert.equal(devnet.requests.filter((r) => r.method === 'traverseiterator').length, 0);
      assert.equal(devnet.openSessions, 2, 'only the other client\'s sessions');
    });

    it('neo-go\'s full session pool: records by the unwrap script', async () => {
      const records = Array.from({ length: 150 }, (_, i) => ({ type: 16, data: `text ${i}` }));
      devnet.configure({ names: [{ name: 'many.neo', owner: SAMPLE_OWNER, records }], sessionPoolSize: 1 });
      await openSession(devnet, 'getAllRecords', [{ type: 'String', value: 'many.neo' }]);
      const list = await listRecords(node(devnet), 'many.neo');
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'script');
      assert.equal(list.records.length, 150);
    });

    it('another -32603 is still the listing\'s error', async () => {
      devnet.configure({ names: generateNames(300, { seed: 42 }) });
      devnet.setFaults([{ kind: 'rpcError', method: 'invokefunction', rpcError: { code: -32603, message: 'Internal error', data: 'disk on fire' } }]);
      await assert.rejects(listTokens(node(devnet)), { code: 'RPC', rpcCode: -32603 });
    });

    it('-601 on a page (a load balancer reached a node without sessions): the listing restarts and is complete', async () => {
      const records = generateNames(3_000, { seed: 43 });
      devnet.configure({ names: records, faults: [{ kind: 'sessionsDisabled', afterPages: 5, times: 1 }] });
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'session');
      assert.deepEqual(list.names, storageOrder(records));
      assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 2, 'one restart');
      assert.equal(devnet.openSessions, 0, 'both sessions closed: the first lives on where it was opened');
    });

    it('-601 again after the restart, even after pages came back: the list from storage, never the error', async () => {
      const records = generateNames(3_000, { seed: 44 });
      devnet.configure({ names: records, faults: [{ kind: 'sessionsDisabled', afterPages: 3 }] });
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'storage');
      assert.deepEqual(list.names, storageOrder(records));
      assert.equal(devnet.openSessions, 0);
    });

    it('C# 3.3–3.6\'s KeyNotFoundException for a lost session: restarts as after -107', async () => {
      const records = generateNames(3_000, { seed: 45 });
      devnet.configure({ personality: 'sessions', names: records, keyNotFoundSessions: true, faults: [{ kind: 'expireSession', afterPages: 5, times: 1 }] });
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'session');
      assert.deepEqual(list.names, storageOrder(records));
      assert.equal(devnet.requests.filter((r) => r.method === 'invokefunction' && (r.params as unknown[])[1] === 'tokens').length, 2, 'one restart');
    });

    it('C# 3.3–3.6\'s KeyNotFoundException again at once: the list as without sessions', async () => {
      const records = generateNames(2_000, { seed: 46 });
      devnet.configure({ personality: 'sessions', names: records, keyNotFoundSessions: true, faults: [{ kind: 'expireSession', afterPages: 0 }] });
      const list = await listTokens(node(devnet));
      assert.equal(list.complete, true, list.incompleteReason);
      assert.equal(list.strategy, 'storage');
      assert.deepEqual(list.names, storageOrder(records));
    });
  });
});
