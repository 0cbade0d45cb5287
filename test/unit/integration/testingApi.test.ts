import assert from 'node:assert/strict';
import { resetEditor } from '../support/fakeVscode';
import { NodeKnowledge, type DomainList, type ListOptions, type NodeConfig } from '../../../src/core';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import { DetailsService } from '../../../src/services/detailsService';
import { createTestingApi, type TestingApiParts } from '../../integration/testBuild/testingApi';
import { DomainView } from '../../../src/views/domainView';
import { FakeMemento } from '../commands/fakeContext';

const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const log = { loadStarted: () => {}, loadFinished: () => {}, failed: () => {} };

/** Details that never reach a node: not under test here. */
class QuietDetails extends DetailsService {
  constructor() {
    super({ knowledge: new NodeKnowledge(), read: () => validateSettings(() => undefined, true) }, { onRequest: () => {}, detailsStarted: () => {}, detailsBatch: () => {}, detailsFinished: () => {}, note: () => {} });
  }
  override load(): Promise<void> {
    return Promise.resolve();
  }
}

/** All Domains over a load the test feeds page by page, and the testing API over it. */
function allDomains() {
  let options: Pick<ListOptions, 'onPage'> = {};
  let resolve: (list: DomainList) => void = () => {};
  const view = new DomainView({
    viewId: 'nns.allDomains', title: 'All Domains', listSource: 'tokens', sortable: false, state: new FakeMemento(), nodes: { remember: () => {} }, details: new QuietDetails(), l10n, log,
    sections: [{
      key: 'all', role: 'all', logName: 'All Domains',
      resolve: () => ({ kind: 'request', key: 'k', node: NODE, request: (given) => new Promise<DomainList>((done) => { options = given; resolve = done; }) }),
    }],
  });
  // Only the snapshot is under test: the parts it never reads are left out.
  const parts = { views: { 'nns.allDomains': view, 'nns.ownerDomains': view } } as unknown as TestingApiParts;
  return {
    view,
    testing: createTestingApi(parts),
    page: (names: string[], soFar: number) => options.onPage?.(names, soFar),
    answer: (names: string[]) => resolve({ names, invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53 }),
  };
}

describe('integration/testBuild/testingApi', () => {
  beforeEach(resetEditor);

  it('a snapshot sorts its names only when they are read (a test polling 100,000 names would load the host it measures)', async () => {
    const { view, testing, page, answer } = allDomains();
    const load = view.reload();
    page(['b.neo', 'a.neo'], 2);
    const section = view.primary!;
    let sorts = 0;
    const sortedEntries = section.sortedEntries.bind(section);
    section.sortedEntries = () => {
      sorts++;
      return sortedEntries();
    };
    const snapshot = testing.snapshot('nns.allDomains');
    assert.equal(snapshot.state, 'loading');
    assert.equal(sorts, 0);
    assert.deepEqual(snapshot.names, ['a.neo', 'b.neo']);
    assert.equal(snapshot.names, snapshot.names, 'read once');
    answer(['b.neo', 'a.neo']);
    await load;
    view.dispose();
  });

  it('a snapshot\'s names are those of its moment: not the pages, the filter or the load that came after', async () => {
    const { view, testing, page, answer } = allDomains();
    const load = view.reload();
    page(['c.neo', 'a.neo'], 2);
    const early = testing.snapshot('nns.allDomains');
    page(['b.neo'], 3);
    const later = testing.snapshot('nns.allDomains');
    answer(['c.neo', 'a.neo', 'b.neo']);
    await load;
    const loaded = testing.snapshot('nns.allDomains');
    await view.setFilter('b');
    const filtered = testing.snapshot('nns.allDomains');
    const next = view.reload();
    page(['z.neo'], 1);
    answer(['z.neo']);
    await next;
    assert.deepEqual(early.names, ['a.neo', 'c.neo']);
    assert.deepEqual(later.names, ['a.neo', 'b.neo', 'c.neo']);
    assert.deepEqual(loaded.names, ['a.neo', 'b.neo', 'c.neo']);
    assert.deepEqual(filtered.names, ['b.neo']);
    assert.deepEqual(testing.snapshot('nns.allDomains').names, [], 'z.neo, loaded since, does not pass the filter "b"');
    assert.deepEqual(JSON.parse(JSON.stringify(filtered)).names, ['b.neo'], 'a snapshot travels as JSON with its names');
    view.dispose();
  });
});
