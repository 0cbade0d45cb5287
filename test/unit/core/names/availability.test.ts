import assert from 'node:assert/strict';
import { isAvailable, isNnsError, type NodeConfig } from '../../../../src/core';
import { startDevnet, type Devnet, type DomainRecord } from '../../../devnet';
import { halt, startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('core/names/availability: isAvailable against the devnet', function () {
  this.timeout(30_000);
  let devnet: Devnet;
  let node: NodeConfig;
  const table: DomainRecord[] = [
    { name: 'alive.neo', owner: OWNER, expiration: JAN_2026 + 40 * DAY },
    { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - DAY },
  ];

  before(async () => {
    devnet = await startDevnet({ names: table, personality: 'sessions' });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());

  it('says available for a free or expired name, unavailable for a held one', async () => {
    assert.deepEqual(await isAvailable(node, 'free.neo'), { kind: 'available' });
    assert.deepEqual(await isAvailable(node, 'gone.neo'), { kind: 'available' });
    assert.deepEqual(await isAvailable(node, 'alive.neo'), { kind: 'unavailable' });
  });

  it('tells a refused format and a missing root apart from other FAULTs, in both nodes\' wording', async () => {
    for (const personality of ['sessions', 'neo-go'] as const) {
      devnet.configure({ personality });
      const format = await isAvailable(node, 'www.alice.neo');
      assert.equal(format.kind, 'invalidName', personality);
      const root = await isAvailable(node, 'alice.xyz');
      assert.equal(root.kind, 'noRoot', personality);
      assert.match(root.kind === 'noRoot' ? root.exception : '', /The root does not exist/);
    }
    devnet.configure({ personality: 'sessions' });
    await assert.rejects(isAvailable({ ...node, contractHash: `0x${'12'.repeat(20)}` }, 'alice.neo'), (error: unknown) => isNnsError(error, 'FAULT'));
  });

  it('asks once, through invokefunction, and reports the request', async () => {
    devnet.clearRequests();
    const events: string[] = [];
    await isAvailable(node, 'free.neo', { onRequest: (event) => events.push(`${event.method} ${event.outcome}`) });
    assert.deepEqual(devnet.requests.map((r) => [r.method, (r.params as unknown[])[1]]), [['invokefunction', 'isAvailable']]);
    assert.deepEqual(events, ['invokefunction ok']);
  });
});

describe('core/names/availability: a node\'s odd answers to isAvailable (fixtures)', () => {
  async function availabilityFrom(result: unknown) {
    const server = await startFixtureServer((request) => ({ jsonrpc: '2.0', id: request.id, result }));
    try {
      return await isAvailable({ rpcUrl: server.url, contractHash: NNS }, 'alice.neo');
    } finally {
      await server.close();
    }
  }

  it('a FAULT without a reason, or with one it does not act on, is a FAULT of isAvailable the user reads', async () => {
    await assert.rejects(availabilityFrom({ script: '', state: 'FAULT', gasconsumed: '1', exception: null, stack: [] }), (error: unknown) =>
      isNnsError(error, 'FAULT') && error.message === 'The contract call isAvailable failed on the node (state FAULT): (the node gave no reason)');
    await assert.rejects(availabilityFrom({ script: '', state: 'FAULT', gasconsumed: '1', exception: 'Insufficient GAS.', stack: [] }), (error: unknown) =>
      isNnsError(error, 'FAULT') && error.method === 'isAvailable' && error.exception === 'Insufficient GAS.');
  });

  it('a HALT with anything but one Boolean is INVALID_RESPONSE of isAvailable', async () => {
    for (const stack of [[], [{ type: 'Integer', value: '1' }], [{ type: 'Boolean', value: true }, { type: 'Boolean', value: true }]]) {
      await assert.rejects(availabilityFrom(halt(stack)), (error: unknown) =>
        isNnsError(error, 'INVALID_RESPONSE') && error.method === 'isAvailable' && error.message.startsWith('The node\'s result for isAvailable is not one Boolean ('),
      JSON.stringify(stack));
    }
    // neo-go would not render the value (stack null): said of isAvailable.
    await assert.rejects(availabilityFrom(halt([], { stack: null, exception: 'json error: too big' })), (error: unknown) =>
      isNnsError(error, 'INVALID_RESPONSE') && error.message.startsWith('The node ran isAvailable but would not send its result'));
    assert.deepEqual(await availabilityFrom(halt([{ type: 'Boolean', value: false }])), { kind: 'unavailable' });
  });
});
