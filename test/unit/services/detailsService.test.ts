import assert from 'node:assert/strict';
import '../support/fakeVscode';
import { NNS_MAINNET_HASH, NodeKnowledge } from '../../../src/core';
import { generateNames, startDevnet } from '../../devnet';
import type { SettingName } from '../../../src/model/ids';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import { DetailsService } from '../../../src/services/detailsService';

/** Settings in memory, changed by the test. */
function settingsOf(values: Partial<Record<SettingName, unknown>>) {
  const knowledge = new NodeKnowledge();
  return { values, knowledge, read: () => validateSettings((name) => ({ globalValue: values[name] }), true, knowledge) };
}

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    onRequest: () => {},
    note: (line: string) => lines.push(`note ${line}`),
    detailsStarted: (requester: string, count: number, rpcUrl: string) => lines.push(`started ${requester} ${count} ${rpcUrl}`),
    detailsBatch: (requester: string, batch: readonly unknown[]) => lines.push(`batch ${requester} ${batch.length}`),
    detailsFinished: (requester: string, all: readonly unknown[]) => lines.push(`finished ${requester} ${all.length}`),
  };
}

describe('services/detailsService', () => {
  it('holds the warning period from nns.expiryWarningDays and says when it changes', () => {
    const settings = settingsOf({ expiryWarningDays: 7 });
    const log = recordingLog();
    const service = new DetailsService(settings, log);
    let changes = 0;
    service.onDidChangeWarningDays(() => changes++);
    assert.equal(service.warningDays, 7);
    service.readWarningDays();
    assert.equal(changes, 0, 'the same value is no change');
    settings.values.expiryWarningDays = 2.5;
    service.readWarningDays();
    assert.deepEqual([service.warningDays, changes], [30, 1]);
    assert.deepEqual(log.lines, ['note nns.expiryWarningDays must be a whole number from 0 to 3650; using 30.']);
    service.dispose();
  });

  it('answers one name with why not when the node settings are invalid, asking nothing', async () => {
    const log = recordingLog();
    const service = new DetailsService(settingsOf({ rpcUrl: 'localhost:1', contractHash: NNS_MAINNET_HASH }), log);
    const result = await service.one('alice.neo', { id: 'command', label: 'Command' });
    assert.ok(!result.ok);
    assert.equal(result.rpcUrl, 'localhost:1');
    assert.equal((result.error as { field?: string }).field, 'rpcUrl');
    assert.deepEqual(log.lines, []);
    service.dispose();
  });

  it('loads one name from the configured node through the shared store, and logs the batch', async () => {
    const log = recordingLog();
    // Nothing listens on port 1: the name's details fail, which is an answer too.
    const service = new DetailsService(settingsOf({ rpcUrl: 'http://127.0.0.1:2', contractHash: NNS_MAINNET_HASH }), log);
    const result = await service.one('alice.neo', { id: 'command', label: 'Command' });
    assert.ok(result.ok);
    assert.equal(result.details.state, 'error');
    assert.equal(service.get('alice.neo'), result.details);
    assert.equal(log.lines[0], 'started Command 1 http://127.0.0.1:2/');
    service.dispose();
  });

  it('loads many names for an export from a devnet, saying how many have settled batch by batch', async () => {
    const names = generateNames(1000, { seed: 9 });
    const devnet = await startDevnet({ names, personality: 'sessions', latencyMs: 20 });
    try {
      const node = { rpcUrl: devnet.url, contractHash: NNS_MAINNET_HASH };
      const service = new DetailsService(settingsOf({ rpcUrl: devnet.url }), recordingLog());
      const settled: number[] = [];
      const asked = names.map((r) => r.name as string);
      await service.loadMany(node, asked, { id: 'export', label: 'Export' }, (count) => settled.push(count));
      assert.ok(asked.every((name) => service.get(name) && service.get(name)?.state !== 'error'));
      assert.ok(settled.length >= 10, `${settled.length} batches`);
      assert.deepEqual(settled, [...settled].sort((a, b) => a - b), 'growing');
      assert.equal(settled[settled.length - 1], 1000);
      const inFlight = devnet.httpRequests.length;
      assert.equal(inFlight, 11, 'requests of 99 names at most (and the chain\'s time)');
      service.dispose();
    } finally {
      await devnet.close();
    }
  });
});
