import assert from 'node:assert/strict';
import { generateNames, isValidSecondLevelName, SAMPLE_OWNER } from '../../devnet/index';
import { DEFAULT_NOW } from '../../devnet/constants';

describe('devnet generateNames', () => {
  it('is deterministic for the same options and differs for another seed', () => {
    assert.deepEqual(generateNames(300, { seed: 7 }), generateNames(300, { seed: 7 }));
    assert.notDeepEqual(generateNames(300, { seed: 7 }).map((r) => r.name), generateNames(300, { seed: 8 }).map((r) => r.name));
  });

  it('yields exactly `count` distinct, valid second-level names', () => {
    for (const count of [0, 1, 99, 100, 101, 5000]) {
      const names = generateNames(count).map((r) => String(r.name));
      assert.equal(names.length, count);
      assert.equal(new Set(names).size, count, 'names are distinct');
      for (const name of names) {
        assert.ok(isValidSecondLevelName(name), `valid: ${name}`);
        assert.match(name, /^[a-z0-9-]+\.[a-z][a-z0-9]*$/);
        const bytes = Buffer.byteLength(name);
        assert.ok(bytes >= 3 && bytes <= 255);
      }
    }
  });

  it('spreads names over several owners, owner 0 being the protocol-notes vector owner', () => {
    const records = generateNames(1000, { owners: 4 });
    const owners = new Set(records.map((r) => r.owner));
    assert.equal(owners.size, 4);
    assert.ok(owners.has(SAMPLE_OWNER));
    for (const owner of owners) assert.match(owner, /^0x[0-9a-f]{40}$/);
    assert.equal(new Set(generateNames(1000).map((r) => r.owner)).size, 5, 'default: 5 owners');
  });

  it('honours tlds and expiredShare relative to `now`', () => {
    const now = DEFAULT_NOW;
    const records = generateNames(2000, { tlds: ['neo', 'n3'], expiredShare: 0.25, now });
    assert.deepEqual(new Set(records.map((r) => String(r.name).split('.')[1])), new Set(['neo', 'n3']));
    const expired = records.filter((r) => (r.expiration ?? 0) < now).length;
    assert.ok(expired > 400 && expired < 600, `about a quarter expired, got ${expired}`);
    assert.equal(generateNames(500, { expiredShare: 0 }).filter((r) => (r.expiration ?? 0) < now).length, 0);
  });

  it('rejects invalid TLDs and counts', () => {
    assert.throws(() => generateNames(5, { tlds: ['Neo'] }), /invalid TLD/);
    assert.throws(() => generateNames(-1), /count/);
  });

  it('validates names like the NNS contract', () => {
    for (const good of ['abc.neo', 'a-b.neo', '1abc.neo', 'x.n3']) assert.ok(isValidSecondLevelName(good), good);
    for (const bad of ['ab', 'Abc.neo', 'a.b.neo', '-ab.neo', 'ab-.neo', 'abc.1neo', 'abc.', 'a_b.neo', `${'a'.repeat(63)}.neo`]) {
      assert.equal(isValidSecondLevelName(bad), false, bad);
    }
  });
});
