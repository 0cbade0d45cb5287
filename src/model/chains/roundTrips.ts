// How long the node takes to answer: the median of the latest requests that succeeded, for estimates
// such as how long an export's details will take. Nothing is asked of the node to learn it.

/** Requests remembered. */
const KEPT = 20;

export class RoundTrips {
  private readonly recent: number[] = [];

  record(durationMs: number): void {
    if (!Number.isFinite(durationMs) || durationMs < 0) return;
    this.recent.push(durationMs);
    if (this.recent.length > KEPT) this.recent.shift();
  }

  /** The median of the latest round trips; undefined before the first. */
  typicalMs(): number | undefined {
    if (this.recent.length === 0) return undefined;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  }

  clear(): void {
    this.recent.length = 0;
  }
}
