import assert from 'node:assert/strict';
import { detailsEstimate, durationText, estimateText } from '../../../../src/model/details/detailsEstimate';
import { englishLocalizer } from '../../../../src/model/text/localizer';

describe('model/details/detailsEstimate', () => {
  it('counts requests of 99 names, 4 at a time, and the time from the round trip', () => {
    const big = detailsEstimate(100_000, 50);
    assert.deepEqual([big.requests, big.rounds, big.parallel, big.measured], [1011, 253, 4, true]);
    assert.ok(Math.abs(big.seconds - (253 * 50 + 100_000 * 0.1) / 1000) < 1e-9);
    assert.equal(estimateText(big, englishLocalizer), '1,011 requests, 4 at a time (253 round trips of 50 ms): about 23 s');
    const assumed = detailsEstimate(500, undefined);
    assert.equal(estimateText(assumed, englishLocalizer), '6 requests, 4 at a time (2 round trips, assuming 100 ms each): under a second');
    assert.equal(estimateText(detailsEstimate(150, 80), englishLocalizer), '2 requests, 2 at a time (1 round trip of 80 ms): under a second');
  });

  it('says a duration in words', () => {
    assert.equal(durationText(0.4, englishLocalizer), 'under a second');
    assert.equal(durationText(12.6, englishLocalizer), 'about 13 s');
    assert.equal(durationText(200, englishLocalizer), 'about 3 min');
  });
});
