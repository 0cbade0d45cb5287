// How much work a wallet file may ask of scrypt before its key is opened. A NEP-6 file names its own
// scrypt parameters, and scrypt's time grows with N·r·p and its memory with N·r: a hostile file could
// ask for hours of work, or more memory than the extension host has, before any password is checked.
// The limits sit far above what Neo's wallets write (NEP-2's parameters) and are checked before
// anything is computed: by NEP-2 (signing/nep2) and, before a password is asked, by the model. Apart
// from the write path, which only the write bundle holds, and free of imports, so both can use it.

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

const MIB = 1024 * 1024;

/** The most scrypt work a wallet may ask for: above any of these, its key is not opened. */
export const MAX_SCRYPT: ScryptLimits = Object.freeze({ n: 2 ** 20, r: 16, p: 16, memoryBytes: 1024 * MIB });

/** The first limit of MAX_SCRYPT a wallet's scrypt parameters exceed. */
export interface ScryptLimitProblem {
  readonly parameter: 'n' | 'r' | 'p' | 'memory';
  /** The parameter's value; for memory, in bytes (128·N·r). */
  readonly value: number;
  readonly limit: number;
}

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
