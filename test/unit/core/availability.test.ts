import assert from 'node:assert/strict';
import { isAvailable, isNnsError, type NodeConfig } from '../../../src/core';
import { startDevnet, type Devnet, type DomainRecord } from '../../devnet';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('core/availability: isAvailable against the devnet', function () {
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
