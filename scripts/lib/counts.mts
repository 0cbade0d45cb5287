// Reads test counts out of a suite's output and decides the closing "N passed, N failed" line.

export interface Counts {
  passed: number;
  failed: number;
}

/**
 * The last counts a mocha run printed: the spec reporter's "N passing" / "N failing" / "N pending",
 * or a summary line "N passed, N failed". Returns undefined when the output holds none.
 */
export function parseCounts(output: string): Counts | undefined {
  let result: Counts | undefined;
  let pendingPassing: number | undefined;
  for (const raw of output.split(/\r?\n/)) {
    // Lines may arrive with a log prefix such as "[Extension Host] " or "stdout: ".
    const line = raw.replace(/^\s*(?:\[[^\]]*\]\s*)+/, '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^(\d+) passed, (\d+) failed\b/.exec(line))) {
      result = { passed: Number(m[1]), failed: Number(m[2]) };
      pendingPassing = undefined;
    } else if ((m = /^(\d+) passing\b(?: \(\d+(?:\.\d+)?(?:ms|s|m|h)\))?$/.exec(line))) {
      // A new epilogue starts: failing defaults to 0 until its line follows. Mocha says "(1m)" past a minute.
      pendingPassing = Number(m[1]);
      result = { passed: pendingPassing, failed: 0 };
    } else if ((m = /^(\d+) failing$/.exec(line)) && pendingPassing !== undefined) {
      result = { passed: pendingPassing, failed: Number(m[1]) };
    }
  }
  return result;
}

/**
 * The counts to report. A run that did not finish cleanly (crash, timeout, non-zero exit) is never
 * reported as all green: it counts at least one failure.
 */
export function finalCounts({ output, exitCode, finished }: { output: string; exitCode?: number; finished: boolean }): Counts {
  const counts = parseCounts(output) ?? { passed: 0, failed: 0 };
  const clean = finished && exitCode === 0;
  if (!clean && counts.failed === 0) return { passed: counts.passed, failed: 1 };
  return counts;
}

export const summaryLine = ({ passed, failed }: Counts): string => `${passed} passed, ${failed} failed`;
