import assert from 'node:assert/strict';
import { parseOwner, type DomainList, type ListOptions, type NodeConfig } from '../../../src/core';
import { GenerationCounter } from '../../../src/model/tree/domainLoader';
import { compareNames } from '../../../src/model/tree/domainTree';
import { IncrementalSort } from '../../../src/model/tree/incrementalSort';
import { englishLocalizer } from '../../../src/model/text/localizer';
import { allDomainsSections, ownerDomainsSections } from '../../../src/model/view/viewSections';
import { ListSection, sectionSpec } from '../../../src/views/listSection';

const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const list = (names: string[]): DomainList => ({ names, invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53 });
const namesOf = (section: ListSection) => section.sortedEntries().map((entry) => entry.name);

/** A section of All Domains whose loads the test answers page by page. */
function section() {
  const calls: Array<{ options: Pick<ListOptions, 'onPage' | 'onReset'>; resolve: (list: DomainList) => void }> = [];
  const created = new ListSection({
    key: 'all', role: 'all', logName: 'All Domains',
    resolve: () => ({
      kind: 'request', key: 'node', node: NODE,
      request: (options) => new Promise<DomainList>((resolve) => calls.push({ options, resolve })),
    }),
  }, {
    listSource: 'tokens', l10n: englishLocalizer, generations: new GenerationCounter(),
    log: { loadStarted: () => {}, loadFinished: () => {}, failed: () => {} },
    nodeChanged: () => {}, progress: () => {},
  });
  const current = () => {
    const call = calls.at(-1);
    assert.ok(call, 'no load asked');
    return call;
  };
  return {
    section: created,
    page: (names: string[], soFar: number) => current().options.onPage?.(names, soFar),
    reset: () => current().options.onReset?.(),
    answer: (names: string[]) => current().resolve(list(names)),
  };
}

describe('views/listSection: the names sorted', () => {
  it('keeps Find Domain…\'s search of its names while they are the same, and makes one anew for new names', async () => {
    const { section: s, answer } = section();
    const first = s.reload();
    answer(['b.neo', 'a.neo']);
    await first;
    const search = s.nameSearch();
    assert.equal(s.nameSearch(), search);
    assert.deepEqual(search.find('', 10).matches.map((entry) => entry.name), ['a.neo', 'b.neo']);
    const second = s.reload();
    answer(['c.neo']);
    await second;
    assert.notEqual(s.nameSearch(), search);
    assert.equal(s.nameSearch().size, 1);
  });

  it('sorts the names of a first load as its pages arrive, and of a refresh once it ends, the old ones shown meanwhile', async () => {
    const { section: s, page, reset, answer } = section();
    const first = s.reload();
    page(['c.neo', 'a.neo'], 2);
    assert.deepEqual(namesOf(s), ['a.neo', 'c.neo']);
    page(['b.neo'], 3);
    assert.deepEqual(namesOf(s), ['a.neo', 'b.neo', 'c.neo']);
    answer(['c.neo', 'a.neo', 'b.neo']);
    await first;
    const refresh = s.reload();
    page(['z.neo', 'y.neo'], 2);
    reset();
    page(['x.neo', 'w.neo'], 2);
    assert.deepEqual(namesOf(s), ['a.neo', 'b.neo', 'c.neo'], 'the old names until the refresh ends');
    page(['d.neo'], 3);
    answer(['x.neo', 'w.neo', 'd.neo']);
    await refresh;
    assert.deepEqual(namesOf(s), ['d.neo', 'w.neo', 'x.neo']);
  });

  it('gives the same array until names are added: the view keeps the tree it built for it', async () => {
    const { section: s, page, answer } = section();
    const load = s.reload();
    page(['b.neo', 'a.neo'], 2);
    const sorted = s.sortedEntries();
    assert.equal(s.sortedEntries(), sorted);
    page(['c.neo'], 3);
    const more = s.sortedEntries();
    assert.notEqual(more, sorted);
    answer(['b.neo', 'a.neo', 'c.neo']);
    await load;
    assert.equal(s.sortedEntries(), more, 'the list is what its pages held: nothing sorted again');
  });

  it('sorts each page when it arrives, also the pages of a refresh nobody shows yet', async () => {
    const absorbed: string[][] = [];
    const original = IncrementalSort.prototype.absorb;
    IncrementalSort.prototype.absorb = function (this: IncrementalSort) {
      absorbed.push(this.entries.map((entry) => entry.name));
      original.call(this);
    };
    try {
      const { section: s, page, answer } = section();
      const first = s.reload();
      page(['b.neo', 'a.neo'], 2);
      answer(['b.neo', 'a.neo']);
      await first;
      const refresh = s.reload();
      page(['y.neo'], 1);
      page(['x.neo'], 2);
      assert.deepEqual(absorbed, [['b.neo', 'a.neo'], ['y.neo'], ['y.neo', 'x.neo']]);
      answer(['y.neo', 'x.neo']);
      await refresh;
      assert.deepEqual(namesOf(s), ['x.neo', 'y.neo'].sort(compareNames));
    } finally {
      IncrementalSort.prototype.absorb = original;
    }
  });
});

describe('views/listSection: sectionSpec', () => {
  it('loads All Domains from tokens, the configured owner\'s list from nns.owner, a looked-up owner\'s from that owner', () => {
    const asked: unknown[][] = [];
    const sources = { resolve: (...args: unknown[]) => (asked.push(args), { kind: 'unconfigured' } as const) };
    const owner = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    for (const plan of [
      ...allDomainsSections(),
      ...ownerDomainsSections({ ok: true, value: owner }, [parseOwner(`0x${'22'.repeat(20)}`)], new Set()),
    ]) {
      const spec = sectionSpec(plan, sources);
      assert.deepEqual({ ...spec, resolve: undefined }, { ...plan, resolve: undefined });
      spec.resolve();
    }
    assert.deepEqual(asked, [['tokens'], ['tokensOf', undefined], ['tokensOf', parseOwner(`0x${'22'.repeat(20)}`)]]);
  });
});
