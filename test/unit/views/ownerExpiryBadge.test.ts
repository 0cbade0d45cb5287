import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeTreeView } from '../support/fakeVscode';
import { NnsError, NodeKnowledge, parseOwner, type DomainDetails, type DomainList, type NodeConfig, type Owner } from '../../../src/core';
import { DAY_MS } from '../../../src/model/details/expiry';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { sourceKey, validateSettings } from '../../../src/model/chains/settingsValidation';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import { DetailsService, type DetailsRequester } from '../../../src/services/detailsService';
import type { ViewSource } from '../../../src/services/viewSources';
import { DomainView, type SectionSpec } from '../../../src/views/domainView';
import { BADGE_DETAILS_LIMIT, BADGE_SLICE, OwnerExpiryBadge } from '../../../src/views/ownerExpiryBadge';
import { FakeMemento } from '../commands/fakeContext';

const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const A = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
const B = parseOwner(`0x${'22'.repeat(20)}`);
const list = (names: string[]): DomainList => ({ names, invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53 });
const log = { loadStarted: () => {}, loadFinished: () => {}, failed: () => {} };

async function until(what: string, probe: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The node's details from a table (a name it does not know fails); every request recorded. */
class TableDetails extends DetailsService {
  readonly requests: Array<{ names: readonly string[]; requester: string }> = [];
  /** nns.expiryWarningDays; `readWarningDays()` after a change. */
  readonly warningSetting: { warning: number };
  constructor(readonly table: Map<string, DomainDetails>) {
    const settings = { warning: 30 };
    super({ knowledge: new NodeKnowledge(), read: () => validateSettings((name) => (name === 'expiryWarningDays' ? { globalValue: settings.warning } : undefined), true) },
      { onRequest: () => {}, detailsStarted: () => {}, detailsBatch: () => {}, detailsFinished: () => {}, note: () => {} });
    this.warningSetting = settings;
  }
  override load(node: NodeConfig, names: readonly string[], requester: DetailsRequester): Promise<void> {
    return this.store.request(sourceKey(node), names, requester.id, (asked, { onDetails }) => {
      this.requests.push({ names: asked, requester: requester.id });
      const answer = asked.map((name): DomainDetails => this.table.get(name) ?? { name, state: 'error', error: new NnsError('NETWORK', 'down') });
      onDetails(answer);
      return Promise.resolve(answer);
    });
  }
}

function ownerSpec(owner: Owner, names: string[], role: SectionSpec['role'] = 'configured'): SectionSpec {
  const source = (): ViewSource => ({ kind: 'request', key: `${owner.scriptHash}`, node: NODE, owner, request: () => Promise.resolve(list(names)) });
  return { key: `owner:${owner.scriptHash}`, role, owner, resolve: source, logName: owner.address, expanded: true };
}

function setUp(table: Map<string, DomainDetails>) {
  const details = new TableDetails(table);
  const view = new DomainView({
    viewId: 'nns.ownerDomains', title: 'Owner Domains', listSource: 'tokensOf', sortable: true, state: new FakeMemento(), nodes: { remember: () => {} }, details, l10n, log, sections: [],
  });
  const badge = new OwnerExpiryBadge(view, details, l10n);
  const tree = editor.treeViews.get('nns.ownerDomains') as FakeTreeView<TreeNode> & { badge?: { value: number; tooltip: string } };
  return { details, view, badge, tree, dispose: () => [badge, view, details].forEach((d) => d.dispose()) };
}

const soon = (name: string, days: number): DomainDetails => ({ name, state: 'active', expiration: Date.now() + days * DAY_MS, owner: A });

describe('views/ownerExpiryBadge', () => {
  beforeEach(resetEditor);

  it('loads the expirations of a long list in slices, in the background, and counts the names expiring', async () => {
    const names = Array.from({ length: 1500 }, (_, i) => `n${String(i).padStart(4, '0')}.neo`);
    const table = new Map(names.map((name, i) => [name, soon(name, i % 100 === 0 ? 5 : 400)]));
    const { details, view, tree, dispose } = setUp(table);
    try {
      view.setSections([ownerSpec(A, names)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the badge', () => tree.badge?.value === 15);
      assert.equal(details.requests.length, Math.ceil(1500 / BADGE_SLICE));
      assert.ok(details.requests.every((r) => r.names.length <= BADGE_SLICE && r.requester === 'nns.ownerDomains.badge'));
      assert.match(tree.badge?.tooltip ?? '', new RegExp(`^15 names of ${A.address} expire within 30 days: n0000.neo \\(in \\d days\\), n0100.neo .* and 10 more\\. Renew Expiring Names… renews them\\.$`));
    } finally {
      dispose();
    }
  });

  it('asks only for names whose details are not known; nothing at all when the view loaded them', async () => {
    const names = ['a.neo', 'b.neo', 'c.neo'];
    const table = new Map(names.map((name) => [name, soon(name, 3)]));
    const { details, view, tree, dispose } = setUp(table);
    try {
      await details.load(NODE, ['a.neo', 'b.neo'], { id: 'nns.ownerDomains', label: 'view' });
      view.setSections([ownerSpec(A, names)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the badge', () => tree.badge?.value === 3);
      assert.deepEqual(details.requests.map((r) => r.names), [['a.neo', 'b.neo'], ['c.neo']]);
    } finally {
      dispose();
    }
  });

  it('stops asking a node that fails a whole slice', async () => {
    const names = Array.from({ length: 1000 }, (_, i) => `x${i}.neo`);
    const { details, view, dispose } = setUp(new Map());
    try {
      view.setSections([ownerSpec(A, names)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the first slice', () => details.requests.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(details.requests.length, 1);
    } finally {
      dispose();
    }
  });

  it(`asks for at most ${BADGE_DETAILS_LIMIT} names of an owner`, async () => {
    const names = Array.from({ length: BADGE_DETAILS_LIMIT + 700 }, (_, i) => `m${String(i).padStart(5, '0')}.neo`);
    const { details, view, dispose } = setUp(new Map(names.map((name) => [name, soon(name, 900)])));
    try {
      view.setSections([ownerSpec(A, names)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the last slice', () => details.requests.length === Math.ceil(BADGE_DETAILS_LIMIT / BADGE_SLICE));
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(details.requests.reduce((sum, r) => sum + r.names.length, 0), BADGE_DETAILS_LIMIT);
    } finally {
      dispose();
    }
  });

  it('follows the warning period, and is cleared when none expires within it', async () => {
    const names = ['a.neo', 'b.neo'];
    const { details, view, tree, dispose } = setUp(new Map([['a.neo', soon('a.neo', 10)], ['b.neo', soon('b.neo', 50)]]));
    try {
      view.setSections([ownerSpec(A, names)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the badge', () => tree.badge?.value === 1);
      details.warningSetting.warning = 60;
      details.readWarningDays();
      assert.equal(tree.badge?.value, 2);
      details.warningSetting.warning = 5;
      details.readWarningDays();
      assert.equal(tree.badge, undefined);
      details.warningSetting.warning = 0;
      details.readWarningDays();
      assert.equal(tree.badge, undefined);
    } finally {
      dispose();
    }
  });

  it('judges expiry by the chain\'s clock, as the rows do, not the user\'s', async () => {
    // The node's latest block is 25 days ahead of this machine's clock.
    const ahead = 25 * DAY_MS;
    const chained = (name: string, days: number): DomainDetails => ({ ...soon(name, days), chainTime: Date.now() + ahead, source: 'storage' });
    const { view, tree, dispose } = setUp(new Map([['a.neo', chained('a.neo', 40)], ['b.neo', chained('b.neo', 80)]]));
    try {
      view.setSections([ownerSpec(A, ['a.neo', 'b.neo'])]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the badge', () => tree.badge?.value === 1);
      assert.match(tree.badge?.tooltip ?? '', /a\.neo \(in 1[45] days\)/);
    } finally {
      dispose();
    }
  });

  it('counts the configured owner only; another configured owner gets its own badge; none without one', async () => {
    const { view, tree, dispose } = setUp(new Map([['a.neo', soon('a.neo', 2.5)], ['b1.neo', soon('b1.neo', 3)], ['b2.neo', soon('b2.neo', 4)]]));
    try {
      view.setSections([ownerSpec(A, ['a.neo']), ownerSpec(B, ['b1.neo', 'b2.neo'], 'browsed')]);
      await Promise.all(view.sections.map((section) => section.reload()));
      await until('the badge of A', () => tree.badge?.value === 1);
      assert.match(tree.badge?.tooltip ?? '', new RegExp(`^1 name of ${A.address} expires within 30 days: a\\.neo \\(in 2 days\\)\\. Renew Expiring Names… renews them\\.$`));
      // B becomes the configured owner.
      view.setSections([ownerSpec(B, ['b1.neo', 'b2.neo'])]);
      await until('the badge of B', () => tree.badge?.value === 2);
      view.setSections([]);
      assert.equal(tree.badge, undefined);
    } finally {
      dispose();
    }
  });

  it('pages arriving (a browsed owner loading) count the configured owner\'s names once per burst, not once per page', async () => {
    const names = Array.from({ length: 2000 }, (_, i) => `p${String(i).padStart(4, '0')}.neo`);
    const { view, tree, dispose } = setUp(new Map(names.map((name) => [name, soon(name, 5)])));
    try {
      const paged = (count: number): SectionSpec => ({
        ...ownerSpec(B, [], 'browsed'),
        resolve: () => ({
          kind: 'request', key: B.scriptHash, node: NODE, owner: B,
          request: ({ onPage }) => {
            for (let page = 1; page <= count; page++) onPage?.([`b${page}.neo`], page);
            return Promise.resolve(list([]));
          },
        }),
      });
      view.setSections([ownerSpec(A, names), paged(100)]);
      await view.section(`owner:${A.scriptHash}`)?.reload();
      await until('the badge', () => tree.badge?.value === 2000);
      let lookups = 0;
      const get = view.details.get.bind(view.details);
      view.details.get = (name) => (lookups++, get(name));
      await view.section(`owner:${B.scriptHash}`)?.reload();
      await new Promise((resolve) => setTimeout(resolve, 150));
      // Each update reads every name's details a few times; 100 pages must not make 100 updates.
      assert.ok(lookups <= 10 * names.length, `${lookups} lookups of details for 100 pages`);
      assert.equal(tree.badge?.value, 2000);
    } finally {
      dispose();
    }
  });

  it('when the details are forgotten (a refresh of either view), asks for them anew, once', async () => {
    const { details, view, tree, dispose } = setUp(new Map([['a.neo', soon('a.neo', 2)]]));
    try {
      view.setSections([ownerSpec(A, ['a.neo'])]);
      const section = view.section(`owner:${A.scriptHash}`);
      await section?.reload();
      await until('the badge', () => tree.badge?.value === 1);
      // All Domains refreshed: this list stays, its details are asked for again.
      details.clear();
      assert.equal(tree.badge?.value, 1, 'not cleared before the update');
      await until('asked again', () => details.requests.length === 2);
      await until('the badge again', () => tree.badge?.value === 1);
      // Owner Domains refreshed: its reload asks, not the forgetting as well.
      details.clear();
      await section?.reload();
      await until('asked after the reload', () => details.requests.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(details.requests.length, 3);
      assert.equal(tree.badge?.value, 1);
    } finally {
      dispose();
    }
  });
});
