import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sortEntries, type DomainEntry } from '../../../../src/model/tree/domainTree';
import { IncrementalSort } from '../../../../src/model/tree/incrementalSort';

const entries = (names: readonly string[]): DomainEntry[] => names.map((name) => ({ name, invalidUtf8: false }));
const namesOf = (list: readonly DomainEntry[]) => list.map((entry) => entry.name);

describe('model/tree/incrementalSort', () => {
  it('keeps a list that grows page by page sorted, the same as sorting it whole', () => {
    fc.assert(fc.property(
      fc.array(fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }), { maxLength: 25 }),
      fc.array(fc.boolean(), { maxLength: 25 }),
      (pages, reads) => {
        const list: DomainEntry[] = [];
        const sort = new IncrementalSort(list);
        pages.forEach((page, index) => {
          list.push(...entries(page));
          sort.absorb();
          // Reading in between (a render) changes nothing of what follows.
          if (reads[index]) assert.deepEqual(namesOf(sort.sorted()), namesOf(sortEntries(list)));
        });
        assert.deepEqual(namesOf(sort.sorted()), namesOf(sortEntries(list)));
      },
    ), { numRuns: 300 });
  });

  it('sorts what was added since it last looked, also when nobody said a page arrived', () => {
    const list = entries(['c.neo', 'a.neo']);
    const sort = new IncrementalSort(list);
    assert.deepEqual(namesOf(sort.sorted()), ['a.neo', 'c.neo']);
    list.push(...entries(['b.neo', 'aa.neo']));
    assert.deepEqual(namesOf(sort.sorted()), ['a.neo', 'aa.neo', 'b.neo', 'c.neo']);
  });

  it('gives the same array until names are added (the view keeps its tree for it)', () => {
    const list = entries(['b.neo', 'a.neo']);
    const sort = new IncrementalSort(list);
    const first = sort.sorted();
    assert.equal(sort.sorted(), first);
    sort.absorb();
    assert.equal(sort.sorted(), first);
    list.push(...entries(['c.neo']));
    assert.notEqual(sort.sorted(), first);
  });

  it('keeps the entries of names that were not valid UTF-8, and the first listed of equal names first', () => {
    const check = (first: readonly DomainEntry[], then: readonly DomainEntry[]) => {
      const list = [...first];
      const sort = new IncrementalSort(list);
      sort.absorb();
      list.push(...then);
      sort.absorb();
      const sorted = sort.sorted();
      assert.equal(sorted.find((entry) => entry.invalidUtf8), first.find((entry) => entry.invalidUtf8));
      assert.deepEqual(sorted.map((entry) => [entry.name, entry.invalidUtf8]), [['a.neo', true], ['a.neo', false], ['b.neo', false]]);
    };
    const invalid = { name: 'a.neo', invalidUtf8: true };
    // The page before as long as the new one or shorter (merged as it arrives), then longer (merged when read).
    check([invalid], entries(['b.neo', 'a.neo']));
    check([{ name: 'b.neo', invalidUtf8: false }, invalid], entries(['a.neo']));
  });

  it('sorts anew an array that shrank (not one that only grows)', () => {
    const list = entries(['c.neo', 'b.neo', 'a.neo']);
    const sort = new IncrementalSort(list);
    sort.absorb();
    list.length = 1;
    assert.deepEqual(namesOf(sort.sorted()), ['c.neo']);
  });

  it('merges runs as a merge sort does: 300 pages of 100 names are not 300 merges of the whole', () => {
    // Counted, not timed: how often a name is read while sorting and merging. Entries flagged invalid
    // are sorted as they are (not made anew), so every read goes through the counting getter.
    const list: DomainEntry[] = [];
    const sort = new IncrementalSort(list);
    let reads = 0;
    const counting = (name: string): DomainEntry => {
      const entry = { invalidUtf8: true } as DomainEntry;
      Object.defineProperty(entry, 'name', { get: () => { reads++; return name; }, enumerable: true });
      return entry;
    };
    for (let page = 0; page < 300; page++) {
      list.push(...Array.from({ length: 100 }, (_, i) => counting(`${String((i * 7919 + page * 104729) % 30_000).padStart(5, '0')}.neo`)));
      sort.absorb();
    }
    assert.equal(sort.sorted().length, 30_000);
    // Merging each page into all before it reads ~9 × 10^6 names; pages sorted, then merged as a merge
    // sort does, ~10^6.
    assert.ok(reads < 3_000_000, `${reads.toLocaleString('en-US')} names read`);
  });
});
