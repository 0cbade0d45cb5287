// Types for counts.mjs, so TypeScript tests can import the helper.
export interface Counts {
  passed: number;
  failed: number;
}
export function parseCounts(output: string): Counts | undefined;
export function finalCounts(run: { output: string; exitCode: number | undefined; finished: boolean }): Counts;
export function summaryLine(counts: Counts): string;
