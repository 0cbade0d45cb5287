import assert from 'node:assert/strict';
import { resetEditor } from '../support/fakeVscode';
import { buildDomainTree, sortEntries } from '../../../src/model/tree/domainTree';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import type { ActionNode, OwnerNode, TreeNode } from '../../../src/model/view/treeNodes';
import { DomainTreeProvider, sameRows, type ProviderContent, type ProviderHooks } from '../../../src/views/domainTreeProvider';

const tree = buildDomainTree(sortEntries([{ name: 'b.neo', invalidUtf8: false }, { name: 'a.neo', invalidUtf8: false }]), 'v');
const owner = (description: string): OwnerNode => ({
  kind: 'owner', id: 'v/owner:1', section: 'owner:1', role: 'configured', label: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', description, tooltip: 'owner', expanded: true,
});
const retry = (tooltip: string): ActionNode => ({ kind: 'action', id: 'v/owner:1/action/retry', label: 'Retry', icon: 'refresh', command: 'nns.refresh', args: ['v'], tooltip });
const info = { l10n, details: () => undefined, warningDays: () => 30, now: () => 0, rpcUrl: 'http://localhost:50012' };

/** Owner Domains with one owner: its row, a fix-it row, two names. */
function content(over: { description?: string; tooltip?: string; loaded?: boolean; tree?: typeof tree; rpcUrl?: string } = {}): ProviderContent {
  return {
    top: [],
    info: { ...info, rpcUrl: over.rpcUrl ?? info.rpcUrl },
    sections: [{ key: 'owner:1', header: owner(over.description ?? '2'), actions: [retry(over.tooltip ?? 'failed')], tree: over.tree ?? tree, loaded: over.loaded ?? true, strategy: 'session' }],
  };
}

function provider(initial: ProviderContent) {
  const shown: TreeNode[][] = [];
  const hooks: ProviderHooks = {
    onSectionRequested: () => {}, onRowsShown: (rows) => shown.push([...rows]), order: (rows) => rows, loadDetails: () => Promise.resolve(), onRootServed: () => {},
  };
  const created = new DomainTreeProvider(initial, hooks);
  let fired = 0;
  created.onDidChangeTreeData(() => fired++);
  return { provider: created, shown, fired: () => fired };
}

describe('views/domainTreeProvider', () => {
  beforeEach(resetEditor);

  it('tells VS Code of new content only when its rows changed; the same rows keep the objects VS Code holds', () => {
    const { provider: p, shown, fired } = provider(content({ loaded: false }));
    const [header] = p.getChildren();
    assert.equal(header?.kind, 'owner');
    const rows = p.getChildren(header);
    assert.deepEqual(shown, [], 'a list still loading asks no details');
    // Equal rows in new objects, the list now loaded.
    assert.equal(p.update(content({ loaded: true })), false);
    assert.equal(fired(), 0);
    assert.equal(p.getChildren()[0], header, 'the owner row VS Code holds');
    const again = p.getChildren(header);
    assert.ok(again.every((row, i) => row === rows[i]), 'its rows, found from the row VS Code holds');
    assert.equal(shown.length, 1, 'loaded now: the names shown ask for their details');
    assert.equal(p.update(content({ description: '3' })), true);
    assert.equal(fired(), 1);
    assert.notEqual(p.getChildren()[0], header);
    p.dispose();
  });

  it('rows differ when a tree, a row\'s text or the node differs; not for how a list was made or whether it is loaded', () => {
    const base = content();
    assert.ok(sameRows(base, content()));
    assert.ok(sameRows(base, content({ loaded: false })));
    assert.ok(sameRows(base, { ...base, sections: base.sections.map((section) => ({ ...section, strategy: 'storage' as const })) }));
    assert.ok(!sameRows(base, content({ tree: buildDomainTree(sortEntries([{ name: 'a.neo', invalidUtf8: false }]), 'v') })));
    assert.ok(!sameRows(base, content({ description: '3' })));
    assert.ok(!sameRows(base, content({ tooltip: 'failed again' })));
    assert.ok(!sameRows(base, content({ rpcUrl: 'http://localhost:1' })));
    assert.ok(!sameRows(base, { ...base, top: [{ kind: 'filter', id: 'v/filter', viewId: 'nns.ownerDomains', text: 'a', description: '1 of 2', tooltip: 'a' }] }));
    assert.ok(!sameRows(base, { ...base, sections: [] }));
    assert.ok(!sameRows(base, { ...base, sections: base.sections.map((section) => ({ ...section, key: 'owner:2' })) }));
  });
});
