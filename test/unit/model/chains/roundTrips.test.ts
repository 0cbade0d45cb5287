import assert from 'node:assert/strict';
import { RoundTrips } from '../../../../src/model/chains/roundTrips';

describe('model/chains/roundTrips', () => {
  it('the median of the latest 20 round trips; nothing before the first', () => {
    const trips = new RoundTrips();
    assert.equal(trips.typicalMs(), undefined);
    trips.record(50);
    trips.record(900); // one slow answer does not move the median far
    trips.record(60);
    assert.equal(trips.typicalMs(), 60);
    for (let i = 0; i < 20; i++) trips.record(10);
    assert.equal(trips.typicalMs(), 10, 'only the latest 20 count');
    trips.record(Number.NaN);
    trips.record(-1);
    assert.equal(trips.typicalMs(), 10);
    trips.clear();
    assert.equal(trips.typicalMs(), undefined);
  });
});
