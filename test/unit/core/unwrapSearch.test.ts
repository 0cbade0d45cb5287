import assert from 'node:assert/strict';
import type { InvokeResult } from '../../../src/core/schemas';
import { SCRIPT_FIRST_TRY, UnwrapSearch } from '../../../src/core/unwrapSearch';

/**
 * A node that runs the unwrap loop: `base` datoshi for the call, `perValue` for each value copied, a
 * GAS cap and the 2,048-item stack (a run copying more than `stackLimit` values FAULTs).
 */
function node(options: { values: number; cap: number; base?: number; perValue?: number; stackLimit?: number; overshoot?: number }) {
  const base = options.base ?? 2_951_670;
  const perValue = options.perValue ?? 1_230_180;
  return (asked: number): { result: InvokeResult; values?: unknown[] } => {
    const copied = Math.min(asked, options.values);
    const gas = base + copied * perValue;
    if (copied > (options.stackLimit ?? 2_043)) {
      return { result: { script: '', state: 'FAULT', gasconsumed: String(gas), exception: 'MaxStackSize exceed: 2049', stack: [] } };
    }
    if (gas > options.cap) {
      // C# reports what was consumed up to the instruction that went over (a little over the cap).
      return { result: { script: '', state: 'FAULT', gasconsumed: String(options.cap + (options.overshoot ?? 990)), exception: 'Insufficient GAS.', stack: [] } };
    }
    return { result: { script: '', state: 'HALT', gasconsumed: String(gas), exception: null, stack: [] }, values: Array.from({ length: copied }, (_, i) => i) };
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
    assert.equal(call.method, 'invokescript');
    const { result, values } = run(max + 1);
    const step = unwrap.record(result, values);
    if (step.kind === 'complete') return { tries, best: step.values.length, complete: true };
  }
  return { tries, best: unwrap.best?.length ?? 0, complete: false };
}

describe('core/unwrapSearch: as many values as one invocation allows', () => {
  it('20 GAS (C#): 1,000 fits, so it goes on (no failure yet is no reason to stop), then aims by the GAS figures', () => {
    const { tries, best, complete } = search(node({ values: 5_000, cap: 20_00000000 }));
    assert.equal(complete, false);
    assert.equal(tries[0], SCRIPT_FIRST_TRY);
    assert.equal(tries[1], 2_000, 'doubled after a run that fitted');
    // 20 GAS pays for 1,623 values beside the call: max + 1 ≤ 1,623.
    assert.ok(best >= 1_600 && best <= 1_622, `best ${best}`);
    assert.ok(tries.length <= 4, `tries ${tries.join(', ')}`);
  });

  it('15 GAS (neo-go, which stops before the cap): about 1,217 values', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 15_00000000, overshoot: -500 }));
    assert.ok(best >= 1_200 && best <= 1_216, `best ${best} after ${tries.join(', ')}`);
  });

  it('a list that fits whole is complete on the first try', () => {
    const { tries, best, complete } = search(node({ values: 700, cap: 20_00000000 }));
    assert.deepEqual(tries, [1_000]);
    assert.equal(complete, true);
    assert.equal(best, 700);
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
  });

  it('GAS to spare but the stack limit: bisects (the GAS figures say nothing about the stack)', () => {
    const { tries, best } = search(node({ values: 5_000, cap: 100_00000000 }));
    assert.deepEqual(tries.slice(0, 2), [1_000, 2_000]);
    assert.equal(best, 2_000, '2,000 values (2,001 copied) stay under the 2,048-item stack');
    assert.equal(tries.length, 2);
  });

  it('at most 6 tries', () => {
    const { tries } = search(node({ values: 5_000, cap: 20_00000000, stackLimit: 1_100 }));
    assert.ok(tries.length <= 6, `tries ${tries.join(', ')}`);
  });
});
