import assert from 'node:assert/strict';
import { NNS_MAINNET_HASH, NodeKnowledge } from '../../../src/core';
import { generateNames, startDevnet } from '../../devnet';
import type { SettingName } from '../../../src/model/ids';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import { resolveSource, ViewSources } from '../../../src/services/viewSources';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const settingsOf = (values: Partial<Record<SettingName, unknown>>, trusted = true) =>
  validateSettings((name) => ({ globalValue: values[name], workspaceValue: name === 'rpcUrl' ? values.rpcUrl : undefined }), trusted);
const good = { rpcUrl: 'http://localhost:50012', contractHash: NNS_MAINNET_HASH, owner: '' };
const onRequest = () => {};
const calls = { onRequest };

describe('services/viewSources', () => {
  it('All Domains asks the configured node; its key names node and contract', () => {
    const source = resolveSource('tokens', settingsOf(good), calls);
    assert.equal(source.kind, 'request');
    assert.ok(source.kind === 'request');
    assert.deepEqual(source.node, { rpcUrl: 'http://localhost:50012/', contractHash: NNS_MAINNET_HASH });
    assert.equal(source.owner, undefined);
    assert.equal(source.key, JSON.stringify(['http://localhost:50012/', NNS_MAINNET_HASH, null]));
  });

  it('Owner Domains needs an owner: none set is "unconfigured", not an error', () => {
    assert.deepEqual(resolveSource('tokensOf', settingsOf(good), calls), { kind: 'unconfigured' });
    const source = resolveSource('tokensOf', settingsOf({ ...good, owner: ADDRESS }), calls);
    assert.ok(source.kind === 'request');
    assert.equal(source.owner?.address, ADDRESS);
    assert.notEqual(source.key, (resolveSource('tokens', settingsOf(good), calls) as { key: string }).key);
  });

  it('an invalid setting is the view\'s failure, with the URL as typed for the message', () => {
    const badOwner = resolveSource('tokensOf', settingsOf({ ...good, owner: 'bob' }), calls);
    assert.ok(badOwner.kind === 'invalid');
    assert.equal((badOwner.error as { field?: string }).field, 'owner');
    const badNode = resolveSource('tokens', settingsOf({ ...good, rpcUrl: 'ftp://x' }), calls);
    assert.ok(badNode.kind === 'invalid');
    assert.equal(badNode.rpcUrl, 'ftp://x');
    // The owner view reports the node too once its owner is fine.
    const both = resolveSource('tokensOf', settingsOf({ ...good, rpcUrl: 'ftp://x', owner: ADDRESS }), calls);
    assert.ok(both.kind === 'invalid' && both.owner?.address === ADDRESS);
  });

  it('notes in the log each workspace value that Restricted Mode ignores, at every resolve', () => {
    const notes: string[] = [];
    const sources = new ViewSources({ read: () => settingsOf({ ...good, rpcUrl: 'http://evil' }, false), knowledge: new NodeKnowledge() }, { note: (line) => notes.push(line), onRequest });
    sources.resolve('tokens');
    sources.resolve('tokensOf');
    assert.deepEqual(notes, [
      'Restricted Mode: ignoring the workspace value of nns.rpcUrl; the user setting applies.',
      'Restricted Mode: ignoring the workspace value of nns.rpcUrl; the user setting applies.',
    ]);
  });

  it('every list carries what the nodes taught: the page size a list learnt stays for the next', async () => {
    const devnet = await startDevnet({ personality: 'sessions', names: generateNames(120, { seed: 7 }), maxIteratorResultItems: 40 });
    try {
      const knowledge = new NodeKnowledge();
      const requests: string[] = [];
      const sources = new ViewSources({ read: () => settingsOf({ ...good, rpcUrl: devnet.url }), knowledge }, { note: () => {}, onRequest: (event) => requests.push(event.method) });
      const source = sources.resolve('tokens');
      assert.ok(source.kind === 'request');
      assert.equal((await source.request({})).names.length, 120);
      assert.equal(knowledge.of(source.node.rpcUrl).pageSize, 40);
      assert.ok(requests[0]?.includes('getversion'), requests[0]);
      requests.length = 0;
      await source.request({});
      assert.ok(!requests.some((method) => method.includes('getversion')), `asked again: ${requests.join('; ')}`);
    } finally {
      await devnet.close();
    }
  });
});
