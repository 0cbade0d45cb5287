import assert from 'node:assert/strict';
import { NnsError, type Owner } from '../../../../src/core';
import { detailsFailure, detailsTooltipLines, expirationLine } from '../../../../src/model/details/detailsTooltip';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const OWNER: Owner = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const base = { now: NOW, warningDays: 30, rpcUrl: 'http://127.0.0.1:10332/' };

describe('model/details/detailsTooltip: the lines under a name\'s row', () => {
  it('a name expiring at this very moment has expired', () => {
    assert.equal(expirationLine(NOW, NOW, l10n), 'Expired 2026-01-01 00:00:00 UTC (less than a day ago)');
    assert.equal(expirationLine(NOW + 1000, NOW, l10n).startsWith('Expires '), true);
  });

  it('an expired name with only its expiration, or only its last owner, shows what is known', () => {
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a.neo', state: 'expired', expiration: NOW - 5 * DAY } }, l10n), ['Expired 2025-12-27 00:00:00 UTC (5 days ago)']);
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a.neo', state: 'expired', owner: OWNER } }, l10n), [`Last owner ${OWNER.address} (${OWNER.scriptHash})`]);
  });

  it('an active name: a warning only when it expires soon; owner and admin only when known', () => {
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a.neo', state: 'active', expiration: NOW + 400 * DAY } }, l10n), ['Expires 2027-02-05 00:00:00 UTC (in 400 days)']);
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a.neo', state: 'active' } }, l10n), []);
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a.neo', state: 'active', admin: OWNER } }, l10n), [`Admin ${OWNER.address} (${OWNER.scriptHash})`]);
  });

  it('details that failed say why, also when the failure is unknown', () => {
    const failed = { name: 'a.neo', state: 'error', error: new NnsError('TIMEOUT', 'slow') } as const;
    assert.deepEqual(detailsTooltipLines({ ...base, details: failed }, l10n), ['Details unavailable: Timeout: http://127.0.0.1:10332/ did not answer in time.']);
    assert.equal(detailsFailure({ name: 'a.neo', state: 'error' }, undefined, l10n), 'Unexpected error: unknown error');
  });
});
