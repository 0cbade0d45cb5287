// The confirmation's words for what the node told and the extension bounded: the transaction's
// lifetime in time, and fees far above what the operation costs.
import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { durationText, EXECUTION_ALLOWANCE, expectedDeployFee, unusualFeeLines, validityText } from '../../../../../src/model/write/words/transactionFacts';

const network = (msPerBlock?: number) => ({ magic: 5, addressVersion: 53, maxValidUntilBlockIncrement: 5760, ...(msPerBlock === undefined ? {} : { msPerBlock }) });
const DEFAULT_POLICY = { feePerByte: 1000n, execFeeFactorPico: 300_000n };

describe('model/write/words/transactionFacts', () => {
  it('says how long a transaction stays valid in time, from the node\'s block time, and until which block', () => {
    assert.equal(validityText({ network: network(15_000), blockCount: 12_346, validUntilBlock: 12_345 + 240 }, l10n), 'valid for about 1 hour, until block 12,585');
    assert.equal(validityText({ network: network(100), blockCount: 1, validUntilBlock: 36_000 }, l10n), 'valid for about 1 hour, until block 36,000');
    assert.equal(validityText({ network: network(1000), blockCount: 1, validUntilBlock: 86_400 }, l10n), 'valid for about 24 hours, until block 86,400');
    assert.equal(validityText({ network: network(15_000), blockCount: 100, validUntilBlock: 100 }, l10n), 'valid for about 15 seconds, until block 100');
    assert.equal(validityText({ network: network(), blockCount: 100, validUntilBlock: 339 }, l10n), 'valid for 240 blocks, until block 339');
  });

  it('words durations as a person does', () => {
    assert.deepEqual([0, 1000, 89_000, 90_000, 60 * 60_000 - 1, 89 * 60_000, 90 * 60_000, 36 * 3_600_000].map((ms) => durationText(ms, l10n)), [
      '1 second', '1 second', '89 seconds', '2 minutes', '1 hour', '1 hour', '2 hours', '36 hours',
    ]);
    assert.equal(durationText(60_000 * 1.2, l10n), '72 seconds');
    assert.equal(durationText(60_000 * 1.6, l10n), '2 minutes');
  });

  it('names a system fee above what the operation costs, and fee settings far above the usual ones', () => {
    const at = (systemFee: bigint, feePolicy = DEFAULT_POLICY) => unusualFeeLines({ systemFee, networkFee: 1_234_567n, feePolicy }, 2n * 100_000_000n + EXECUTION_ALLOWANCE, l10n);
    assert.deepEqual(at(2n * 100_000_000n + 5_000_000n), []);
    assert.deepEqual(at(3n * 100_000_000n), [], 'at the limit');
    assert.deepEqual(at(3n * 100_000_000n + 1n), ['Unusual: the system fee 3.00000001 GAS is far above what this operation costs (3 GAS at most).']);
    assert.deepEqual(unusualFeeLines({ systemFee: 10n ** 12n, networkFee: 1n, feePolicy: DEFAULT_POLICY }, undefined, l10n), [], 'the cost not known: not judged');
    assert.deepEqual(at(1n, { feePerByte: 10_000n, execFeeFactorPico: 3_000_000n }), [], 'ten times the defaults: still usual');
    const unusual = ['Unusual: the network fee 0.01234567 GAS comes from fee settings far above the usual ones.'];
    assert.deepEqual(at(1n, { feePerByte: 10_001n, execFeeFactorPico: 300_000n }), unusual);
    assert.deepEqual(at(1n, { feePerByte: 1000n, execFeeFactorPico: 3_000_001n }), unusual);
  });

  it('bounds a set-up\'s cost by the deploy\'s storage fee, at least the minimum deployment fee', () => {
    assert.equal(expectedDeployFee(0), 15n * 100_000_000n);
    assert.equal(expectedDeployFee(100_000), 100n * 100_000_000n + 5n * 100_000_000n);
  });
});
