import assert from 'node:assert/strict';
import type { DomainDetails } from '../../../../src/core';
import { NnsError } from '../../../../src/core';
import { DAY_MS, expiryStatus, formatDate, formatDateTime, relativeTime } from '../../../../src/model/details/expiry';
import { expiryDescription } from '../../../../src/model/details/expiryMarks';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const active = (expiration?: number): DomainDetails => ({ name: 'a.neo', state: 'active', expiration });

describe('model/details/expiry', () => {
  it('describes when a name expires, with a fixed clock', () => {
    const describe = (details: DomainDetails | undefined, days = 30) => expiryDescription(details, NOW, days, l10n);
    assert.equal(describe(active(Date.UTC(2027, 2, 1, 8, 30))), 'expires 2027-03-01');
    assert.equal(describe(active(NOW + 12 * DAY_MS + 3_600_000)), 'expires in 12 days');
    assert.equal(describe(active(NOW + 30 * DAY_MS)), 'expires in 30 days');
    assert.equal(describe(active(NOW + 30 * DAY_MS + 1)), 'expires 2026-01-31');
    assert.equal(describe(active(NOW + DAY_MS + 1)), 'expires in 1 day');
    assert.equal(describe(active(NOW + 60_000)), 'expires in less than a day');
    assert.equal(describe(active(NOW + 12 * DAY_MS), 0), 'expires 2026-01-13', 'no warning period: always the date');
    assert.equal(describe(active(NOW + 400 * DAY_MS), 500), 'expires in 400 days');
    assert.equal(describe(active(NOW + 2000 * DAY_MS), 3650), 'expires in 2,000 days');
    assert.equal(describe({ name: 'a.neo', state: 'expired' }), 'expired', 'the contract said so and revealed nothing more');
    assert.equal(describe({ name: 'a.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1, 9) }), 'expired 2025-03-01', 'storage told when');
    assert.equal(describe(active(NOW - 1)), 'expired 2026-01-01', 'past by the clock given, even if the details said active');
    assert.equal(describe(active(NOW)), 'expired 2026-01-01');
    assert.equal(describe({ name: 'a.neo', state: 'error', error: new NnsError('NETWORK', 'down') }), 'details unavailable');
    assert.equal(describe(undefined), undefined, 'not loaded: no description');
    assert.equal(describe(active(undefined)), undefined);
  });

  it('a row says it shorter than a quick pick: the date, the days left, expired; the tooltip has the rest', () => {
    const row = (details: DomainDetails | undefined) => expiryDescription(details, NOW, 30, l10n, 'row');
    assert.equal(row(active(Date.UTC(2027, 2, 1, 8, 30))), '2027-03-01');
    assert.equal(row(active(NOW + 12 * DAY_MS + 3_600_000)), 'in 12 days');
    assert.equal(row({ name: 'a.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1, 9) }), 'expired');
    assert.equal(row({ name: 'a.neo', state: 'error', error: new NnsError('NETWORK', 'down') }), 'no details');
    assert.equal(row(undefined), undefined);
    // "expired 2026-…" and "expires 2028-…" were cut at the sidebar's default width.
    for (const details of [active(Date.UTC(2027, 2, 1)), active(NOW + 29 * DAY_MS), { name: 'a.neo', state: 'expired', expiration: NOW - DAY_MS } as const]) {
      assert.ok((row(details) ?? '').length <= 10, row(details));
    }
  });

  it('chooses the status that marks a row', () => {
    assert.equal(expiryStatus(undefined, NOW, 30), 'unknown');
    assert.equal(expiryStatus(active(NOW + 31 * DAY_MS), NOW, 30), 'active');
    assert.equal(expiryStatus(active(NOW + 29 * DAY_MS), NOW, 30), 'expiring');
    assert.equal(expiryStatus(active(NOW + 29 * DAY_MS), NOW, 0), 'active');
    assert.equal(expiryStatus(active(NOW - DAY_MS), NOW, 0), 'expired');
    assert.equal(expiryStatus({ name: 'x', state: 'expired' }, NOW, 30), 'expired');
    assert.equal(expiryStatus({ name: 'x', state: 'error' }, NOW, 30), 'error');
    assert.equal(expiryStatus(active(), NOW, 30), 'active');
  });

  it('formats dates in UTC and survives expirations no Date can hold', () => {
    assert.equal(formatDate(Date.UTC(2027, 2, 1, 23, 59)), '2027-03-01');
    assert.equal(formatDateTime(Date.UTC(2027, 2, 1, 23, 59, 5)), '2027-03-01 23:59:05 UTC');
    assert.equal(formatDate(1e300), '1e+300');
    assert.equal(formatDateTime(-1e20), '-100000000000000000000');
    assert.equal(expiryDescription(active(1e300), NOW, 30, l10n), 'expires 1e+300');
  });

  it('says how far away a time is', () => {
    assert.equal(relativeTime(NOW + 3 * DAY_MS, NOW, l10n), 'in 3 days');
    assert.equal(relativeTime(NOW - 3 * DAY_MS, NOW, l10n), '3 days ago');
    assert.equal(relativeTime(NOW - DAY_MS, NOW, l10n), '1 day ago');
    assert.equal(relativeTime(NOW - 1000, NOW, l10n), 'less than a day ago');
  });
});
