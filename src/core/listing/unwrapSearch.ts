import type { RpcCall } from '../rpc/jsonRpc';
import type { InvokeResult } from '../rpc/schemas';
import type { ScriptArgument } from '../encoding/script';
import { unwrapCall } from './unwrap';

/**
 * The largest unwrap script one invocation allows (protocol notes §3, sessions off): each call starts
 * from the beginning and copies up to `max + 1` values (the one more tells whether more exist), so
 * the search looks for the largest `max` the node's GAS and stack limits let HALT, and whose values it
 * renders (neo-go sends at most 131,070 bytes of JSON per value: over it, `stack: null`, a limit too).
 */

/** The VM allows 2048 stack items in all: never ask for more than this. */
export const SCRIPT_MAX_ITEMS = 2000;
/** First try; most nodes' GAS cap allows about 1,200–1,600 names. */
export const SCRIPT_FIRST_TRY = 1000;
const SCRIPT_MIN_ITEMS = 16;
const SCRIPT_MAX_ATTEMPTS = 6;

export type UnwrapStep =
  /** The run returned every value: `values` is the whole list. */
  | { kind: 'complete'; values: unknown[] }
  /** The run HALTed with more values left: `values` are the first `max`. */
  | { kind: 'more'; values: unknown[] }
  /** A GAS or stack-limit FAULT, or values the node would not render: ask for fewer. */
  | { kind: 'limit' };

export class UnwrapSearch {
  /** The next `max` to try; undefined when the search is over. */
  max: number | undefined = SCRIPT_FIRST_TRY;
  /** The values of the largest run that HALTed with more left. */
  best: unknown[] | undefined;
  private attempts = 0;
  private fits = 0;
  private gasAtFits = 0n;
  private failsAt = Infinity;
  private gasAtFailure = 0n;
  private gasFailure = false;

  constructor(private readonly contractHash: string, private readonly operation: string, private readonly args: readonly ScriptArgument[]) {}

  /** The `invokescript` call for the current `max`. */
  call(): RpcCall<InvokeResult> {
    return unwrapCall(this.contractHash, this.operation, this.args, this.max ?? SCRIPT_FIRST_TRY);
  }

  /**
   * Takes the answer to `call()`: `values` when it HALTed, none after a GAS or stack-limit FAULT or a
   * HALT the node would not render (other FAULTs are the caller's errors, never recorded).
   */
  record(result: InvokeResult, values?: unknown[]): UnwrapStep {
    const max = this.max ?? SCRIPT_FIRST_TRY;
    this.attempts++;
    const gas = BigInt(result.gasconsumed);
    let step: UnwrapStep;
    if (values === undefined) {
      this.failsAt = max;
      this.gasAtFailure = gas;
      this.gasFailure = /gas/i.test(result.exception ?? '');
      step = { kind: 'limit' };
    } else if (values.length <= max) {
      this.max = undefined;
      return { kind: 'complete', values };
    } else {
      this.fits = max;
      this.gasAtFits = gas;
      this.best = values.slice(0, max);
      step = { kind: 'more', values: this.best };
    }
    this.max = this.next();
    return step;
  }

  /** The next `max`: double until something fails, then aim at what the GAS figures say fits, or halve the gap. */
  private next(): number | undefined {
    if (this.attempts >= SCRIPT_MAX_ATTEMPTS) return undefined;
    if (this.failsAt === Infinity) {
      // Nothing failed yet: there is no gap to measure (Infinity - fits is no answer), so go up.
      const up = Math.min(this.fits * 2, SCRIPT_MAX_ITEMS);
      return up > this.fits ? up : undefined;
    }
    const estimate = this.estimate();
    if (estimate !== undefined) {
      // Within a few of the estimate is as good as it gets: another try would cost more than it finds.
      if (estimate <= this.fits + Math.max(2, Math.ceil(this.fits / 100))) return undefined;
      if (estimate < this.failsAt) return estimate;
    }
    const middle = Math.floor((this.fits + this.failsAt) / 2);
    if (middle <= this.fits || middle < SCRIPT_MIN_ITEMS || this.failsAt - this.fits <= Math.max(SCRIPT_MIN_ITEMS, this.failsAt / 20)) return undefined;
    return middle;
  }

  /**
   * After a run that fitted and one that ran out of GAS: the values the GAS cap pays for. The run that
   * ran out consumed about the cap; the one that fitted tells the price of a value (its fixed costs
   * counted in, so the estimate errs low, on the side that HALTs).
   */
  private estimate(): number | undefined {
    if (!this.gasFailure || this.fits === 0 || this.gasAtFits <= 0n) return undefined;
    const values = (this.gasAtFailure * BigInt(this.fits + 1)) / this.gasAtFits;
    return Number(values) - 1;
  }
}
