import assert from 'node:assert/strict';
import { formatGas } from '../../../../src/model/text/gas';

describe('model/text/gas', () => {
  it('shows datoshi as GAS, up to 8 decimals without trailing zeros', () => {
    assert.equal(formatGas(0n), '0 GAS');
    assert.equal(formatGas(1n), '0.00000001 GAS');
    assert.equal(formatGas(123_456_789n), '1.23456789 GAS');
    assert.equal(formatGas(2_000_000_000n), '20 GAS');
    assert.equal(formatGas(15_000_000n), '0.15 GAS');
    assert.equal(formatGas(-50_000_000n), '-0.5 GAS');
  });
});
