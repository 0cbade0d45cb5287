import assert from 'node:assert/strict';
import { formatGas, parseGas } from '../../../../src/model/text/gas';

describe('model/text/gas', () => {
  it('shows datoshi as GAS, up to 8 decimals without trailing zeros', () => {
    assert.equal(formatGas(0n), '0 GAS');
    assert.equal(formatGas(1n), '0.00000001 GAS');
    assert.equal(formatGas(123_456_789n), '1.23456789 GAS');
    assert.equal(formatGas(2_000_000_000n), '20 GAS');
    assert.equal(formatGas(15_000_000n), '0.15 GAS');
    assert.equal(formatGas(-50_000_000n), '-0.5 GAS');
  });

  it('separates thousands, as block numbers are', () => {
    assert.equal(formatGas(5_200_000_000_000_000n), '52,000,000 GAS');
    assert.equal(formatGas(99_900_000_000n), '999 GAS');
    assert.equal(formatGas(100_000_000_000n), '1,000 GAS');
    assert.equal(formatGas(-123_456_712_345_678n), '-1,234,567.12345678 GAS');
    assert.equal(parseGas(formatGas(5_200_000_012_345_678n)), 5_200_000_012_345_678n, 'read back as typed');
  });

  it('reads a GAS amount as typed, in datoshi; nothing else', () => {
    const cases: Array<[string, bigint | undefined]> = [
      ['0.01', 1_000_000n], ['10', 1_000_000_000n], ['.5', 50_000_000n], [' 1,000.5 GAS ', 100_050_000_000n], ['0.00000001', 1n], ['3 gas', 300_000_000n],
      ['', undefined], ['GAS', undefined], ['.', undefined], ['-1', undefined], ['1e3', undefined], ['0.000000001', undefined], ['1,00', undefined], ['0x10', undefined],
    ];
    for (const [text, datoshi] of cases) assert.equal(parseGas(text), datoshi, text);
    for (const datoshi of [1n, 1_000_000n, 123_456_789n, 2_000_000_000n]) assert.equal(parseGas(formatGas(datoshi)), datoshi);
  });
});
