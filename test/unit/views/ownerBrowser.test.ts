import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeTreeView } from '../support/fakeVscode';
import { NodeKnowledge, parseOwner, type NodeConfig } from '../../../src/core';
import { StateKeys } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import { DetailsService } from '../../../src/services/detailsService';
import type { ViewSource } from '../../../src/services/viewSources';
import { DomainView } from '../../../src/views/domainView';
import { OwnerBrowser } from '../../../src/views/ownerBrowser';
import { FakeMemento } from '../commands/fakeContext';

const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const A = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
const B = parseOwner(`0x${'22'.repeat(20)}`);
const C = parseOwner(`0x${'33'.repeat(20)}`);

const quietLog = { onRequest: () => {}, detailsStarted: () => {}, detailsBatch: () => {}, detailsFinished: () => {}, note: () => {} };

function setup(owner: unknown, stored?: unknown) {
  const settings = { owner, knowledge: new NodeKnowledge(), read: () => validateSettings((name) => ({ globalValue: name === 'owner' ? settings.owner : name === 'rpcUrl' ? NODE.rpcUrl : undefined }), true) };
  const state = new FakeMemento();
  if (stored !== undefined) void state.update(StateKeys.browsedOwners, stored);
  const asked: string[] = [];
  const sources = {
    resolve: (_listSource: string, browsed?: { address: string }): ViewSource => {
      asked.push(browsed?.address ?? 'configured');
      // Never answers: the loads are not under test.
      return { kind: 'request', key: browsed?.address ?? 'configured', node: NODE, request: () => new Promise(() => {}) };
    },
  };
  const view = new DomainView({
    viewId: 'nns.ownerDomains', title: 'Owner Domains', listSource: 'tokensOf', sortable: true, state, nodes: { remember: () => {} }, l10n, sections: [],
    details: new DetailsService(settings, quietLog), log: { loadStarted: () => {}, loadFinished: () => {}, failed: () => {} },
  });
  const browser = new OwnerBrowser(view, settings, sources, state);
  const rows = () => view.sections.map((section) => `${section.role} ${section.key}`);
  const contextKey = (key: string) => editor.executed.filter((call) => call.command === 'setContext' && call.args[0] === key).at(-1)?.args[1];
  return { settings, state, view, browser, rows, asked, contextKey };
}

describe('views/ownerBrowser', () => {
  beforeEach(resetEditor);

  it('shows the configured owner first, then the looked-up owners kept for the workspace', () => {
    const { rows, contextKey, view } = setup(A.address, [B.address, 'junk', A.address, C.scriptHash]);
    assert.deepEqual(rows(), [`configured owner:${A.scriptHash}`, `browsed owner:${B.scriptHash}`, `browsed owner:${C.scriptHash}`]);
    assert.equal(contextKey('nns.ownerUnset'), false);
    assert.equal(contextKey('nns.ownerDomains.browsing'), true);
    view.dispose();
  });

  it('a configured owner replaced stays as the newest looked-up owner, its list (loaded or not) the same', async () => {
    const { browser, rows, state, view, settings } = setup(A.address, [B.address]);
    const listOfA = view.section(`owner:${A.scriptHash}`);
    await browser.keepLookedUp(A);
    settings.owner = B.address;
    browser.sync();
    await browser.close(B);
    assert.deepEqual(rows(), [`configured owner:${B.scriptHash}`, `browsed owner:${A.scriptHash}`]);
    assert.equal(view.section(`owner:${A.scriptHash}`), listOfA, 'the same list, not loaded anew');
    assert.deepEqual(state.get(StateKeys.browsedOwners), [A.address]);
    view.dispose();
  });

  it('owners that swap roles are new rows to VS Code, so that its sticky header shows the owner above the names', async () => {
    const { browser, view, settings } = setup(A.address, [B.address]);
    const tree = editor.treeViews.get('nns.ownerDomains') as FakeTreeView<TreeNode>;
    const ids = async () => (await tree.getChildren()).map((row) => row.kind === 'owner' && row.id);
    const before = await ids();
    await browser.keepLookedUp(A);
    settings.owner = B.address;
    browser.sync();
    await browser.close(B);
    const after = await ids();
    // VS Code keeps a pinned row that only moved: each owner's row must be one it has not shown before.
    assert.equal(after.length, 2);
    assert.deepEqual(after.filter((id) => before.includes(id)), []);
    view.dispose();
  });

  it('with no owner at all, the view is empty and its welcome shows', () => {
    const { rows, contextKey, view } = setup('');
    assert.deepEqual(rows(), []);
    assert.equal(contextKey('nns.ownerUnset'), true);
    assert.equal(contextKey('nns.ownerDomains.browsing'), false);
    view.dispose();
  });

  it('an invalid nns.owner is a row of its own, which says why', () => {
    const { rows, view } = setup('N123');
    assert.deepEqual(rows(), ['configured owner:invalid']);
    view.dispose();
  });

  it('browsing adds the owner for the workspace (never the settings), clears the filter, opens its row and loads it', async () => {
    const { browser, rows, state, view, asked, settings } = setup(A.address);
    await view.setFilter('zzqq');
    await browser.browse(B);
    assert.deepEqual(rows(), [`configured owner:${A.scriptHash}`, `browsed owner:${B.scriptHash}`]);
    assert.deepEqual(state.get(StateKeys.browsedOwners), [B.address]);
    assert.equal(settings.owner, A.address, 'the settings are left alone');
    assert.equal(view.filter, '', 'the filter typed for other names does not hide this owner\'s');
    assert.ok(asked.includes(B.address), 'its list is loading');
    const revealed = editor.treeViews.get('nns.ownerDomains')?.revealed.at(-1);
    assert.deepEqual(revealed?.options, { select: true, focus: true, expand: true });
    assert.ok(editor.executed.some((call) => call.command === 'nns.ownerDomains.focus'));

    await browser.browse(C);
    assert.deepEqual(rows().slice(1), [`browsed owner:${C.scriptHash}`, `browsed owner:${B.scriptHash}`], 'newest first');
    await browser.close(C);
    assert.deepEqual(state.get(StateKeys.browsedOwners), [B.address]);
    await browser.closeAll();
    assert.deepEqual(rows(), [`configured owner:${A.scriptHash}`]);
    assert.equal(state.get(StateKeys.browsedOwners), undefined);
    view.dispose();
  });

  it('browsing the configured owner reloads it without adding it twice; a looked-up owner that becomes the configured one keeps its list', async () => {
    const { browser, rows, view, settings } = setup(A.address);
    await browser.browse(A);
    assert.deepEqual(rows(), [`configured owner:${A.scriptHash}`]);
    await browser.browse(B);
    const list = view.section(`owner:${B.scriptHash}`);
    settings.owner = B.address;
    browser.sync();
    assert.deepEqual(rows(), [`configured owner:${B.scriptHash}`]);
    assert.equal(view.section(`owner:${B.scriptHash}`), list, 'the same list, not loaded again');
    view.dispose();
  });
});
