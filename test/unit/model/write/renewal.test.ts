// The renewal's dates as the NNS contracts compute them (read in the C# NameService's Renew, NeoFS's
// contracts/nns Renew and neo-go's examples/nft-nd-nns Renew): 365 days a year added to the current
// expiration; the contracts with renew(name, years) refuse an expiration more than ten such years
// after the block's time.
import assert from 'node:assert/strict';
import { MAX_YEARS, renewalYears, renewedExpiration, YEAR_MS } from '../../../../src/model/write/renewal';

const day = 86_400_000;

describe('model/write/renewal', () => {
  it('adds 365 days a year to the current expiration, not to now, and not calendar years', () => {
    assert.equal(YEAR_MS, 365 * day);
    assert.equal(renewedExpiration(Date.UTC(2026, 4, 3), 1), Date.UTC(2027, 4, 3));
    assert.equal(renewedExpiration(Date.UTC(2027, 4, 3), 1), Date.UTC(2028, 4, 2), 'across 29 February the year ends a day earlier');
    assert.equal(renewedExpiration(Date.UTC(2030, 0, 1, 12), 3), Date.UTC(2030, 0, 1, 12) + 3 * 365 * day, 'the time of day is kept');
  });

  it('offers 1 to 10 years, those ending more than ten years after now left out (exactly ten is accepted)', () => {
    const now = Date.UTC(2026, 0, 1);
    assert.equal(MAX_YEARS, 10);
    assert.deepEqual(renewalYears(undefined, now), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'unknown expiration: the contract decides');
    assert.deepEqual(renewalYears(now + day, now), [1, 2, 3, 4, 5, 6, 7, 8, 9], 'expiring tomorrow: ten years would end a day too far');
    assert.deepEqual(renewalYears(Date.UTC(2027, 0, 1), now), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(renewedExpiration(Date.UTC(2027, 0, 1), 9), now + 10 * YEAR_MS, 'nine years from a year ahead end exactly at the limit');
    assert.deepEqual(renewalYears(now + 9 * YEAR_MS + day, now), [], 'already more than nine years ahead: none');
    assert.deepEqual(renewalYears(now + 9 * YEAR_MS, now), [1]);
  });
});
