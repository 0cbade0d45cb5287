import assert from 'node:assert/strict';
import { NnsError, type DomainDetails } from '../../../../src/core';
import type { DomainEntry } from '../../../../src/model/tree/domainTree';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { expiringNames, expiryBadge, nextBadgeChange, type BadgeInput } from '../../../../src/model/view/expiryBadge';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const OWNER = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const entry = (name: string, invalidUtf8 = false): DomainEntry => ({ name, invalidUtf8 });
const expiresIn = (name: string, days: number): DomainDetails => ({ name, state: 'active', expiration: NOW + days * DAY_MS });

function input(table: DomainDetails[], extra: DomainEntry[] = [], warningDays = 30, now = NOW): BadgeInput {
  const byName = new Map(table.map((d) => [d.name, d]));
  return { owner: OWNER, entries: [...table.map((d) => entry(d.name)), ...extra], details: (name) => byName.get(name), now, warningDays };
}

describe('model/view/expiryBadge', () => {
  it('counts the names expiring within the warning period, not the expired, not the later ones', () => {
    const table = [
      expiresIn('soon.neo', 3), expiresIn('edge.neo', 30), expiresIn('later.neo', 30.01), expiresIn('past.neo', -1),
      { name: 'gone.neo', state: 'expired' } as DomainDetails, { name: 'forever.neo', state: 'active' } as DomainDetails,
      { name: 'broken.neo', state: 'error', error: new NnsError('NETWORK', 'down') } as DomainDetails,
    ];
    assert.deepEqual(expiringNames(input(table)).map((e) => e.name), ['soon.neo', 'edge.neo']);
    const badge = expiryBadge(input(table), l10n);
    assert.equal(badge?.value, 2);
    assert.equal(badge?.tooltip, `2 names of ${OWNER} expire within 30 days: soon.neo (in 3 days), edge.neo (in 30 days). The expiration of 1 name is not known. Renew Expiring Names… renews them.`);
  });

  it('is cleared when none expires within the period, and with no warning period at all', () => {
    assert.equal(expiryBadge(input([expiresIn('later.neo', 90), { name: 'gone.neo', state: 'expired' }]), l10n), undefined);
    assert.equal(expiryBadge(input([expiresIn('soon.neo', 3)], [], 0), l10n), undefined);
    assert.equal(expiryBadge(input([]), l10n), undefined);
  });

  it('follows the warning period: a longer one counts more', () => {
    const table = [expiresIn('a.neo', 5), expiresIn('b.neo', 50), expiresIn('c.neo', 500)];
    assert.deepEqual([7, 60, 3650].map((days) => expiryBadge(input(table, [], days), l10n)?.value), [1, 2, 3]);
  });

  it('names the soonest five, then how many more; one name in the singular', () => {
    const table = Array.from({ length: 8 }, (_, i) => expiresIn(`n${i}.neo`, 10 - i));
    const badge = expiryBadge(input(table), l10n);
    assert.equal(badge?.value, 8);
    assert.equal(badge?.tooltip, `8 names of ${OWNER} expire within 30 days: n7.neo (in 3 days), n6.neo (in 4 days), n5.neo (in 5 days), n4.neo (in 6 days), n3.neo (in 7 days) and 3 more. Renew Expiring Names… renews them.`);
    assert.equal(expiryBadge(input([expiresIn('only.neo', 1.5)]), l10n)?.tooltip, `1 name of ${OWNER} expires within 30 days: only.neo (in 1 day). Renew Expiring Names… renews them.`);
  });

  it('counts names whose details are not loaded as unknown, and never a name that was not UTF-8', () => {
    const badge = expiryBadge(input([expiresIn('soon.neo', 2)], [entry('new-a.neo'), entry('new-b.neo'), entry('bad\ufffd.neo', true)]), l10n);
    assert.match(badge?.tooltip ?? '', /The expiration of 2 names is not known\. Renew Expiring Names… renews them\.$/);
  });

  it('shows hostile names on one line, invisible characters escaped', () => {
    const badge = expiryBadge(input([expiresIn('evil\u202e\nname.neo', 1.5)]), l10n);
    assert.equal(badge?.tooltip, `1 name of ${OWNER} expires within 30 days: evil\\u{202e} name.neo (in 1 day). Renew Expiring Names… renews them.`);
  });

  it('knows when the clock alone changes the count: a name entering the period, or one in it expiring', () => {
    const table = [expiresIn('in.neo', 10), expiresIn('out.neo', 45), { name: 'gone.neo', state: 'expired' } as DomainDetails];
    assert.equal(nextBadgeChange(input(table)), NOW + 10 * DAY_MS, 'in.neo expires before out.neo enters (at 15 days)');
    assert.equal(nextBadgeChange(input([expiresIn('out.neo', 45)])), NOW + 15 * DAY_MS);
    assert.equal(nextBadgeChange(input([expiresIn('out.neo', 45)], [], 0)), undefined);
    assert.equal(nextBadgeChange(input([expiresIn('past.neo', -2)])), undefined);
    // At that moment the badge does change.
    const later = NOW + 15 * DAY_MS;
    assert.equal(expiryBadge(input([expiresIn('out.neo', 45)], [], 30, later - 1), l10n), undefined);
    assert.equal(expiryBadge(input([expiresIn('out.neo', 45)], [], 30, later), l10n)?.value, 1);
  });
});

describe('model/view/expiryBadge: order, unknowns and the next change', () => {
  it('names expiring at the same moment are listed by name', () => {
    const table = [expiresIn('c.neo', 5), expiresIn('a.neo', 5), expiresIn('b.neo', 5), expiresIn('a.neo', 5)];
    assert.deepEqual(expiringNames(input(table)).map((item) => item.name), ['a.neo', 'a.neo', 'b.neo', 'c.neo']);
  });

  it('a name that was not UTF-8 never counts, expiring or not; a failed name\'s expiration is not known', () => {
    const bad = entry('bad\ufffd.neo', true);
    const badge = expiryBadge({
      owner: OWNER, entries: [bad, entry('soon.neo'), entry('failed.neo')], now: NOW, warningDays: 30,
      details: (name) => (name === 'failed.neo' ? { name, state: 'error', error: new NnsError('TIMEOUT', 't') } : expiresIn(name, 2)),
    }, l10n);
    assert.equal(badge?.value, 1);
    assert.match(badge?.tooltip ?? '', /soon\.neo \(in 2 days\)\. The expiration of 1 name is not known\. Renew Expiring Names… renews them\.$/);
  });

  it('the next change ignores names that are not active, without an expiration or not UTF-8, and picks the soonest', () => {
    const details = new Map<string, DomainDetails>([
      ['far.neo', expiresIn('far.neo', 100)],
      ['near.neo', expiresIn('near.neo', 50)],
      ['old.neo', { name: 'old.neo', state: 'expired', expiration: NOW + 40 * DAY_MS }],
      ['bare.neo', { name: 'bare.neo', state: 'active' }],
      ['bad.neo', expiresIn('bad.neo', 31)],
    ]);
    const entries = [entry('far.neo'), entry('near.neo'), entry('old.neo'), entry('bare.neo'), entry('bad.neo', true), entry('unknown.neo')];
    assert.equal(nextBadgeChange({ entries, details: (name) => details.get(name), now: NOW, warningDays: 30 }), NOW + 20 * DAY_MS);
    assert.equal(nextBadgeChange({ entries: [entry('edge.neo')], details: () => expiresIn('edge.neo', 30), now: NOW, warningDays: 30 }), NOW + 30 * DAY_MS,
      'entering the period now is no change to come: its expiration is');
  });
});
