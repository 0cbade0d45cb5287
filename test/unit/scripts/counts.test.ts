import * as assert from 'node:assert/strict';
import { finalCounts, parseCounts } from '../../../scripts/lib/counts.mjs';

describe('scripts/lib/counts', () => {
  it('reads the spec reporter epilogue', () => {
    const output = ['  ✔ one', '  1) two', '', '  2 passing (35ms)', '  1 failing', '', '  1) two:'].join('\n');
    assert.deepEqual(parseCounts(output), { passed: 2, failed: 1 });
  });

  it('reads a run with no failures and a log prefix', () => {
    assert.deepEqual(parseCounts('[Extension Host]   3 passing (1s)\n'), { passed: 3, failed: 0 });
    // A run past a minute: mocha prints the duration in minutes.
    assert.deepEqual(parseCounts('  50 passing (1m)\n  1 failing\n'), { passed: 50, failed: 1 });
    assert.deepEqual(parseCounts('  50 passing (2h)\n'), { passed: 50, failed: 0 });
  });

  it('prefers the last summary line', () => {
    assert.deepEqual(parseCounts('1 passed, 0 failed\n4 passed, 2 failed, 1 skipped\n'), { passed: 4, failed: 2 });
  });

  it('ignores count-like text inside test titles', () => {
    assert.equal(parseCounts('  ✔ shows 3 passing items\n'), undefined);
  });

  it('counts a crash as one failure, keeping the passes seen', () => {
    assert.deepEqual(finalCounts({ output: '', exitCode: 1, finished: true }), { passed: 0, failed: 1 });
    assert.deepEqual(finalCounts({ output: '  2 passing (3ms)', exitCode: 0, finished: false }), { passed: 2, failed: 1 });
  });

  it('keeps real failure counts and clean passes as they are', () => {
    assert.deepEqual(finalCounts({ output: '  2 passing\n  3 failing', exitCode: 1, finished: true }), { passed: 2, failed: 3 });
    assert.deepEqual(finalCounts({ output: '  5 passing (9ms)', exitCode: 0, finished: true }), { passed: 5, failed: 0 });
  });
});
