// How much work a wallet file may ask of scrypt before its key is opened: a hostile NEP-6 file could
// ask for hours of work or more memory than the host has. Checked before anything is computed, by
// NEP-2 and, before a password is asked, by the model (the only signing module the model loads).

export interface ScryptParams {
  readonly n: number;
  readonly r: number;
  readonly p: number;
}

export interface ScryptLimits extends ScryptParams {
  /**
   * scrypt's table, 128·N·r bytes. Lower than the largest N times the largest r: either may reach its
   * own limit, not both at once.
   */
  readonly memoryBytes: number;
}

import type { ScryptLimitProblem } from '../errors/transactionError';

export type { ScryptLimitProblem } from '../errors/transactionError';

const MIB = 1024 * 1024;

/** The most scrypt work a wallet may ask for: above any of these, its key is not opened. */
export const MAX_SCRYPT: ScryptLimits = Object.freeze({ n: 2 ** 20, r: 16, p: 16, memoryBytes: 1024 * MIB });


/** The first limit of MAX_SCRYPT that `params` exceed (not a number exceeds them all); undefined when within all of them. */
export function scryptLimitProblem({ n, r, p }: ScryptParams): ScryptLimitProblem | undefined {
  if (!(n <= MAX_SCRYPT.n)) return { parameter: 'n', value: n, limit: MAX_SCRYPT.n };
  if (!(r <= MAX_SCRYPT.r)) return { parameter: 'r', value: r, limit: MAX_SCRYPT.r };
  if (!(p <= MAX_SCRYPT.p)) return { parameter: 'p', value: p, limit: MAX_SCRYPT.p };
  const memory = 128 * n * r;
  if (!(memory <= MAX_SCRYPT.memoryBytes)) return { parameter: 'memory', value: memory, limit: MAX_SCRYPT.memoryBytes };
  return undefined;
}

/** The problem in words, for library users and logs (the editor words it through refusalText). */
export function scryptLimitMessage(problem: ScryptLimitProblem): string {
  const asked = problem.parameter === 'memory'
    ? `${Math.ceil(problem.value / MIB)} MiB of memory (128 × n × r), where at most ${problem.limit / MIB} MiB is accepted`
    : `scrypt's ${problem.parameter} of ${problem.value}, where at most ${problem.limit} is accepted`;
  return `The wallet file asks for more work to open its key than a wallet needs (${asked}), so it is not opened.`;
}
