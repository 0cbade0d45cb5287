import assert from 'node:assert/strict';
import type { DomainDetails } from '../../../../src/core';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { decorationFor, domainIcon } from '../../../../src/model/details/expiryMarks';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const NOW = Date.UTC(2026, 0, 1);

describe('model/details/expiryMarks', () => {
  it('decorates expired names with a red ✕ and names expiring within the warning period with a yellow !', () => {
    const expired = decorationFor({ name: 'x', state: 'expired' }, NOW, 30, l10n);
    assert.deepEqual(expired, { badge: '✕', tooltip: 'Expired', color: 'list.errorForeground' });
    const soon = decorationFor({ name: 'x', state: 'active', expiration: NOW + 12 * DAY_MS + 5 }, NOW, 30, l10n);
    assert.deepEqual(soon, { badge: '!', tooltip: 'Expires in 12 days', color: 'list.warningForeground' });
    const pastByClock = decorationFor({ name: 'x', state: 'active', expiration: NOW - 5 }, NOW, 30, l10n);
    assert.equal(pastByClock?.badge, '✕');
  });

  it('leaves other names undecorated', () => {
    const cases: Array<[DomainDetails | undefined, number]> = [
      [undefined, 30],
      [{ name: 'x', state: 'active', expiration: NOW + 31 * DAY_MS }, 30],
      [{ name: 'x', state: 'active', expiration: NOW + 12 * DAY_MS }, 0],
      [{ name: 'x', state: 'active' }, 30],
      [{ name: 'x', state: 'error' }, 30],
    ];
    for (const [details, days] of cases) assert.equal(decorationFor(details, NOW, days, l10n), undefined, JSON.stringify(details));
  });

  it('chooses a distinct icon per status; invalid UTF-8 keeps its warning', () => {
    assert.deepEqual(domainIcon('expired', false), { id: 'circle-slash', color: 'list.errorForeground' });
    assert.deepEqual(domainIcon('expiring', false), { id: 'clock', color: 'list.warningForeground' });
    assert.deepEqual(domainIcon('active', false), { id: 'globe' });
    assert.deepEqual(domainIcon('unknown', false), { id: 'globe' });
    assert.deepEqual(domainIcon('error', false), { id: 'question' });
    assert.deepEqual(domainIcon('expired', true), { id: 'warning', color: 'list.warningForeground' });
    const ids = new Set(['expired', 'expiring', 'active', 'error'].map((status) => domainIcon(status as 'active', false).id));
    assert.equal(ids.size, 4);
  });
});
