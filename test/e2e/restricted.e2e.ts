// An untrusted workspace (Restricted Mode) whose settings point nns.rpcUrl at another node: the
// extension must keep to the user's node and never contact the workspace's. Here the workspace's
// "node" is a local server that records every connection, and the user's node is a devnet.
import assert from 'node:assert/strict';
import { startDevnet, type Devnet } from '../devnet';
import { playgroundSample } from '../devnet/samplePlayground';
import { shortAddress } from '../../src/model/text/addressText';
import { startContactRecorder, type ContactRecorder } from './support/recorder';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { ordinal, UI_TIMEOUT_MS } from './support/workbench';

const nameOf = (name: string | Uint8Array) => (typeof name === 'string' ? name : new TextDecoder().decode(name));

describe('NNS Explorer in an untrusted workspace (Restricted Mode)', function () {
  this.timeout(5 * 60_000);

  const now = Date.now();
  const sample = playgroundSample({ count: 120, seed: 5, now });
  let userNode: Devnet;
  let recorder: ContactRecorder;
  let session: Session;

  before(async () => {
    userNode = await startDevnet({ names: sample.names, personality: 'neo-go', blockTime: now });
    recorder = await startContactRecorder();
    session = await Session.open({
      name: 'restricted',
      trust: false, // no --disable-workspace-trust: the folder opens in Restricted Mode
      userSettings: { 'nns.rpcUrl': userNode.url },
      workspaceSettings: {
        'nns.rpcUrl': recorder.url,
        'nns.contractHash': `0x${'ab'.repeat(20)}`,
        'nns.owner': sample.featured.address, // only selects names: a workspace may set it
      },
    });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await recorder?.close();
    await userNode?.close();
  });

  it('opens in Restricted Mode and lists the names of the user\'s node', async () => {
    const wb = session.workbench;
    await session.page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await wb.openContainer('Neo Name Service');
    await wb.waitForDescription('All Domains', /^120$/);
    const rows = await wb.readRowsWhen('All Domains', (read) => read.length === sample.names.length);
    assert.deepEqual(rows.map((r) => r.label), sample.names.map((r) => nameOf(r.name)).sort(ordinal));
    // The workspace's owner applies (it chooses names, not where to connect).
    await wb.waitForDescription('Owner Domains', new RegExp(`^${sample.featured.count}$`));
    const owners = await wb.readRowsWhen('Owner Domains', (read) => read.length === sample.featured.count + 1);
    assert.equal(owners[0]?.label, shortAddress(sample.featured.address));
    await session.shot('restricted mode lists the user node');
  });

  it('never contacts the node named in the workspace settings, also on refresh and find', async () => {
    const wb = session.workbench;
    const asked = userNode.requests.length;
    await wb.runCommand('Neo Name Service: Refresh');
    // Settled again (the refresh reached the user's node and came back).
    await until('the refresh to reach the user node', () => userNode.requests.length > asked || undefined, UI_TIMEOUT_MS);
    await wb.waitForDescription('All Domains', /^120$/);
    const input = await wb.runCommandAsking('Neo Name Service: Find Domain…', 'Find Domain');
    const target = nameOf(sample.names[0]!.name);
    await input.fill(target);
    await wb.pickItem(target);
    await session.page.locator('.sidebar .pane .monaco-list-row[aria-selected="true"] .label-name', { hasText: target }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await session.shot('restricted mode after refresh and find');
    assert.deepEqual(recorder.contacts, [], 'the workspace node was contacted');
    assert.ok(userNode.requests.length > asked);
  });
});
