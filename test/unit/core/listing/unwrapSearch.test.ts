import assert from 'node:assert/strict';
import type { InvokeResult } from '../../../../src/core/rpc/schemas';
import { unwrapCall } from '../../../../src/core/listing/unwrap';
import { SCRIPT_FIRST_TRY, UnwrapSearch } from '../../../../src/core/listing/unwrapSearch';

/**
 * A node that runs the unwrap loop: `base` datoshi for the call, `perValue` for each value copied, a
 * GAS cap and the 2,048-item stack (a run copying more than `stackLimit` values FAULTs).
 */
/** `growth`: datoshi more (or less) per value for each value before it (names that grow or shrink along the list). */
function node(options: { values: number; cap: number; base?: number; perValue?: number; stackLimit?: number; overshoot?: number; growth?: number; gasShown?: 'zero' }) {
  const base = options.base ?? 2_951_670;
  const perValue = options.perValue ?? 1_230_180;
  return (asked: number): { result: InvokeResult; values?: unknown[] } => {
    const copied = Math.min(asked, options.values);
    const gas = base + copied * perValue + (options.growth ?? 0) * copied * copied;
    if (copied > (options.stackLimit ?? 2_043)) {
      return { result: { script: '', state: 'FAULT', gasconsumed: String(gas), exception: 'MaxStackSize exceed: 2049', stack: [] } };
    }
    if (gas > options.cap) {
      // C# reports what was consumed up to the instruction that went over (a little over the cap).
      return { result: { script: '', state: 'FAULT', gasconsumed: String(options.cap + (options.overshoot ?? 990)), exception: 'Insufficient GAS.', stack: [] } };
    }
    const shown = options.gasShown === 'zero' ? 0 : gas;
    return { result: { script: '', state: 'HALT', gasconsumed: String(shown), exception: null, stack: [] }, values: Array.from({ length: copied }, (_, i) => i) };
  };
}

/** Runs the search to its end; returns the `max` of each try and the values of the best run. */
function search(run: ReturnType<typeof node>): { tries: number[]; best: number; complete: boolean } {
  const unwrap = new UnwrapSearch('0x50ac1c37690cc2cfc594472833cf57505d5f46de', 'tokens', []);
  const tries: number[] = [];
  while (unwrap.max !== undefined) {
    const max = unwrap.max;
    tries.push(max);
    const call = unwrap.call();
    assert.deepEqual(call, unwrapCall('0x50ac1c37690cc2cfc594472833cf57505d5f46de', 'tokens', [], max), 'the script asks for this try\'s max');
    const { result, values } = run(max + 1);
    const step = unwrap.record(result, values);
    if (step.kind === 'complete') return { tries, best: step.values.length, complete: true };
    if (values === undefined) assert.deepEqual(step, { kind: 'limit' });
    else assert.deepEqual(step, { kind: 'more', values: values.slice(0, max) }, 'the first max values, the one more only says more exist');
  }
  return { tries, best: unwrap.best?.length ?? 0, complete: false };
}

describe('core/listing/unwrapSearch: as many values as one invocation allows', () => {
  it('20 GAS (C#): 1,000 fits, so it goes on (no failure yet is no reason to stop), then aims by the GAS figures', () => {
    const { tries, best, complete } = search(node({ values: 5_000, cap: 20_00000000 }));
    assert.equal(complete, false);
    assert.equal(tries[0], SCRIPT_FIRST_TRY);
    assert.equal(tries[1], 2_000, 'doubled after a run that fitted');
    // 20 GAS pays for 1,623 values beside the call: max + 1 ≤ 1,623.
    assert.ok(best >= 1_600 && best <= 1_622, `best ${best}`);
    assert.deepEqual(tries, [1_000, 2_000, 1_620], 'the estimate fitted: another try would find at most a few more');
  });

  it('15 GAS (neo-go, which stops before the cap): about 1,217 values', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 15_00000000, overshoot: -500 }));
    assert.ok(best >= 1_200 && best <= 1_216, `best ${best} after ${tries.join(', ')}`);
    assert.deepEqual(tries, [1_000, 2_000, 1_215]);
  });

  it('a list that fits whole is complete on the first try', () => {
    const { tries, best, complete } = search(node({ values: 700, cap: 20_00000000 }));
    assert.deepEqual(tries, [1_000]);
    assert.equal(complete, true);
    assert.equal(best, 700);
  });

  it('a list of exactly 1,000: complete on the first try (the one more asked for did not come)', () => {
    const { tries, best, complete } = search(node({ values: 1_000, cap: 20_00000000 }));
    assert.deepEqual(tries, [1_000]);
    assert.equal(complete, true);
    assert.equal(best, 1_000);
  });

  it('a price per value that falls along the list: the aimed try fits with room left, so it aims once more, then stops within 1%', () => {
    const { tries } = search(node({ values: 5_000, cap: 15_00000000, growth: -20 }));
    assert.deepEqual(tries, [1_000, 2_000, 1_235]);
  });

  it('a price per value that rises along the list (longer names later): the aimed try fails, and a gap under 5% is not worth another', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 15_00000000, growth: 200 }));
    assert.deepEqual(tries, [1_000, 2_000, 1_045], 'not the failed estimate again, and not a bisection of the last 45');
    assert.equal(best, 1_000);
  });

  it('a price per value that rises steeply: the GAS figures say 1% more would fit, which is not worth another try', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 15_00000000, growth: 250 }));
    assert.deepEqual(tries, [1_000, 2_000], 'the estimate, 1,010, is within 1% of the 1,000 that fitted');
    assert.equal(best, 1_000);
  });

  it('a node that reports 0 GAS consumed for its HALTs: no price to aim by, so it bisects', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 14_00000000, gasShown: 'zero' }));
    assert.deepEqual(tries, [1_000, 2_000, 1_500, 1_250, 1_125, 1_187]);
    assert.equal(best, 1_125);
  });

  it('a list of 1,500 within the cap: complete on the second try', () => {
    const { tries, complete, best } = search(node({ values: 1_500, cap: 20_00000000 }));
    assert.deepEqual(tries, [1_000, 2_000]);
    assert.equal(complete, true);
    assert.equal(best, 1_500);
  });

  it('a low cap (2 GAS): halves until something fits, then aims by the GAS figures', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 2_00000000 }));
    assert.equal(tries[0], 1_000);
    assert.equal(tries[1], 500);
    assert.ok(best >= 150 && best <= 160, `best ${best} after ${tries.join(', ')}`);
    assert.deepEqual(tries, [1_000, 500, 250, 125, 158], 'halved while nothing fitted, then one aimed try');
  });

  it('GAS to spare but the stack limit: bisects (the GAS figures say nothing about the stack)', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 100_00000000 }));
    assert.deepEqual(tries.slice(0, 2), [1_000, 2_000]);
    assert.equal(best, 2_000, '2,000 values (2,001 copied) stay under the 2,048-item stack');
    assert.equal(tries.length, 2);
  });

  it('at most 6 tries', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 20_00000000, stackLimit: 1_100 }));
    assert.deepEqual(tries, [1_000, 2_000, 1_500, 1_250, 1_125, 1_062], 'the stack limit: bisected, six tries');
    assert.equal(best, 1_062);
  });

  it('a stack limit below the first try: halves, then bisects between what fitted and what failed', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 100_00000000, stackLimit: 300 }));
    assert.deepEqual(tries, [1_000, 500, 250, 375, 312, 281]);
    assert.equal(best, 281);
  });

  it('a GAS cap too low for 16 values: six tries, nothing fitted, no list', () => {
    const { tries, best, complete } = search(node({ values: 5_000, cap: 10_000_000 }));
    assert.deepEqual(tries, [1_000, 500, 250, 125, 62, 31]);
    assert.equal(complete, false);
    assert.equal(best, 0);
  });
});
