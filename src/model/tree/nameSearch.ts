// Find Domain…'s matching, done here as the user types so that VS Code gets the best few hundred names, never the
// whole list: a name matches when it contains the text (any case), the best first: the name itself, labels that
// begin with it, labels that contain it, then names that contain it only across the dot.
import type { DomainEntry } from './domainTree';

export interface SearchResult {
  /** The best matches, at most `limit`, best first (in the list's order within each rank). */
  readonly matches: readonly DomainEntry[];
  /** How many names match in all. */
  readonly total: number;
}

/** Ranks, best first. */
const EXACT = 0;
const LABEL_START = 1;
const IN_LABEL = 2;
const ELSEWHERE = 3;

export class NameSearch {
  private lowered: readonly string[] | undefined;

  /** `entries` in the order they are shown (sorted). */
  constructor(private readonly entries: readonly DomainEntry[]) {}

  get size(): number {
    return this.entries.length;
  }

  find(text: string, limit: number): SearchResult {
    const needle = text.trim().toLowerCase();
    if (needle === '') return { matches: this.entries.slice(0, limit), total: this.entries.length };
    // Lowercased once per list, on the first search.
    const lowered = (this.lowered ??= this.entries.map((entry) => entry.name.toLowerCase()));
    const ranks: DomainEntry[][] = [[], [], [], []];
    let total = 0;
    for (let i = 0; i < lowered.length; i++) {
      const name = lowered[i]!;
      const at = name.indexOf(needle);
      if (at < 0) continue;
      total++;
      const rank = this.rankOf(name, needle, at);
      const bucket = ranks[rank]!;
      if (bucket.length < limit) bucket.push(this.entries[i]!);
    }
    return { matches: ranks.flat().slice(0, limit), total };
  }

  private rankOf(name: string, needle: string, at: number): number {
    if (name === needle) return EXACT;
    const dot = name.lastIndexOf('.');
    const labelEnd = dot < 0 ? name.length : dot;
    if (at === 0 && needle.length <= labelEnd) return LABEL_START;
    if (at + needle.length <= labelEnd) return IN_LABEL;
    // Perhaps later inside the label too (the first occurrence crossed the dot).
    const inLabel = name.slice(0, labelEnd).includes(needle);
    return inLabel ? IN_LABEL : ELSEWHERE;
  }
}
