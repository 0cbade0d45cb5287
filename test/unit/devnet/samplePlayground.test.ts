import assert from 'node:assert/strict';
import { isValidSecondLevelName, SAMPLE_OWNER } from '../../devnet';
import { resolveName } from '../../../src/core';
import { startDevnet } from '../../devnet';
import { MAX_NAMES_PER_OWNER, playgroundSample } from '../../devnet/samplePlayground';

const NOW = Date.UTC(2026, 5, 1);

describe('devnet playground sample', () => {
  const sample = playgroundSample({ count: 3000, now: NOW });
  const nameOf = (name: string | Uint8Array) => (typeof name === 'string' ? name : new TextDecoder().decode(name));

  it('holds the asked number of distinct, valid names under .neo and a second TLD', () => {
    const names = sample.names.map((r) => nameOf(r.name));
    assert.equal(names.length, 3000);
    assert.equal(new Set(names).size, 3000);
    assert.ok(names.every(isValidSecondLevelName));
    assert.deepEqual(Object.keys(sample.tlds).sort(), ['n3', 'neo']);
    assert.ok(sample.tlds.neo! > sample.tlds.n3! && sample.tlds.n3! > 0);
    assert.equal(sample.tlds.neo! + sample.tlds.n3!, 3000);
  });

  it('has several owners holding between 1 and 300 names, one of each extreme', () => {
    const counts = new Map<string, number>();
    for (const r of sample.names) counts.set(r.owner, (counts.get(r.owner) ?? 0) + 1);
    assert.ok(counts.size >= 10);
    assert.deepEqual([...counts.values()].sort((a, b) => a - b), sample.owners.map((o) => o.count).sort((a, b) => a - b));
    assert.equal(Math.max(...counts.values()), MAX_NAMES_PER_OWNER);
    assert.equal(Math.min(...counts.values()), 1);
    assert.ok(sample.owners.every((o) => o.address.startsWith('N') && o.address.length === 34));
  });

  it('features SAMPLE_OWNER (the address vector) with 42 names', () => {
    assert.equal(sample.featured.scriptHash, SAMPLE_OWNER);
    assert.equal(sample.featured.address, 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    assert.equal(sample.names.filter((r) => r.owner === SAMPLE_OWNER).length, 42);
  });

  it('has a share of expired names around now, and counts them per owner', () => {
    const expired = sample.names.filter((r) => (r.expiration ?? Infinity) <= NOW).length;
    assert.equal(expired, sample.expired);
    assert.ok(expired > 3000 * 0.07 && expired < 3000 * 0.18, `${expired} expired`);
    assert.equal(sample.owners.reduce((sum, o) => sum + o.expired, 0), expired);
  });

  it('is deterministic, and small or empty counts work', () => {
    assert.deepEqual(playgroundSample({ count: 200, now: NOW }).names, playgroundSample({ count: 200, now: NOW }).names);
    assert.notDeepEqual(playgroundSample({ count: 200, now: NOW, seed: 1 }).names, playgroundSample({ count: 200, now: NOW, seed: 2 }).names);
    assert.equal(playgroundSample({ count: 5 }).owners.length, 1);
    assert.equal(playgroundSample({ count: 0 }).names.length, 0);
    assert.throws(() => playgroundSample({ count: -1 }), /count/);
  });
});

describe('devnet/samplePlayground: names to resolve', () => {
  it('gives the featured owner a NEP-18 name with a subdomain and a name whose A record is two CNAMEs away', async () => {
    const now = Date.UTC(2026, 0, 1);
    const sample = playgroundSample({ count: 300, now });
    assert.ok(sample.resolvable);
    const devnet = await startDevnet({ names: sample.names, blockTime: now });
    try {
      const node = { rpcUrl: devnet.url, contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
      const txt = await resolveName(node, sample.resolvable.address, 'TXT');
      assert.equal(txt.kind === 'found' && txt.data, `address=${sample.featured.address}`);
      const chain = await resolveName(node, sample.resolvable.chain, 'A');
      assert.equal(chain.kind === 'found' && chain.data, '203.0.113.200');
      assert.deepEqual(chain.steps.map((step) => step.name), [sample.resolvable.chain, `www.${sample.resolvable.address}`, sample.resolvable.address]);
    } finally {
      await devnet.close();
    }
  });
});
