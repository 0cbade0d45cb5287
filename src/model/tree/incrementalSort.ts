// The names of a list kept sorted while its pages arrive, so that the whole order is ready (or one merge
// away) when the last page is in, rather than held up by one long sort at the end.
import { mergeSorted, sortEntries, type DomainEntry } from './domainTree';

/**
 * The sorted order of `entries`, an array that only grows at its end (a listing's pages). Each part
 * added is sorted on its own and merged with the runs before it of no greater size, as a bottom-up
 * merge sort would: n names cost O(n log n) in all, in pages of any size.
 */
export class IncrementalSort {
  /** Sorted runs of consecutive parts of `entries`, the earliest first, each longer than the next. */
  private runs: DomainEntry[][] = [];
  private absorbed = 0;

  constructor(readonly entries: readonly DomainEntry[]) {}

  /** Sorts the entries added since the last call (a page arrived). */
  absorb(): void {
    const length = this.entries.length;
    if (length < this.absorbed) {
      // Not an array that only grows: sort it anew.
      this.runs = [];
      this.absorbed = 0;
    }
    if (length === this.absorbed) return;
    let run = sortEntries(this.entries.slice(this.absorbed));
    this.absorbed = length;
    // An earlier run first: of equal names, the one listed first stays first.
    for (let top = this.runs.at(-1); top && top.length <= run.length; top = this.runs.at(-1)) run = mergeSorted(this.runs.pop() ?? [], run);
    this.runs.push(run);
  }

  /** All the entries, sorted; the same array as long as none was added. */
  sorted(): readonly DomainEntry[] {
    this.absorb();
    while (this.runs.length > 1) {
      const last = this.runs.pop() ?? [];
      this.runs.push(mergeSorted(this.runs.pop() ?? [], last));
    }
    return this.runs[0] ?? [];
  }
}
