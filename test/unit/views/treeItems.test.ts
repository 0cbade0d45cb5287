import assert from 'node:assert/strict';
import { ThemeColor, ThemeIcon, TreeItemCollapsibleState } from '../support/fakeVscode';
import type { DomainDetails } from '../../../src/core';
import { buildDomainTree, type DomainGroup, type DomainLeaf } from '../../../src/model/tree/domainTree';
import { CommandIds, ItemContext } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { domainUri } from '../../../src/services/uris';
import { domainTooltipOf, toTreeItem, type ItemContextInfo } from '../../../src/views/treeItems';

const DAY = 86_400_000;
const leaf = (name: string, invalidUtf8 = false): DomainLeaf => ({ kind: 'domain', id: `v/d:${name}`, entry: { name, invalidUtf8 }, parent: undefined });

function info(details: Record<string, DomainDetails> = {}, now = () => Date.now()): ItemContextInfo {
  return { l10n, details: (name) => details[name], warningDays: () => 30, now, rpcUrl: 'http://localhost:50012' };
}

describe('views/treeItems', () => {
  it('a domain row: plain label, expiry marks, the opaque URI for decorations, the tooltip left to resolve', () => {
    const item = toTreeItem(leaf('soon.neo'), info({ 'soon.neo': { name: 'soon.neo', state: 'active', expiration: Date.now() + 3.5 * DAY } }));
    assert.equal(item.label, 'soon.neo');
    assert.equal(item.id, 'v/d:soon.neo');
    assert.equal(item.contextValue, ItemContext.domain);
    // Short beside the name (a sidebar of the default width cuts longer texts); the words for a screen reader.
    assert.equal(item.description, 'in 3 days');
    assert.deepEqual(item.iconPath, new ThemeIcon('clock', new ThemeColor('list.warningForeground')));
    assert.equal(item.resourceUri?.toString(), domainUri('soon.neo').toString());
    assert.equal(item.tooltip, undefined);
    assert.deepEqual(item.accessibilityInformation, { label: 'soon.neo, expires in 3 days' });
  });

  it('a domain row opens its details on Enter or a click: always the same command, the row as its argument', () => {
    const row = leaf('[x](command:nns.showLog).neo');
    const item = toTreeItem(row, info());
    assert.deepEqual(item.command, { command: CommandIds.showDomainDetails, title: 'Show Domain Details', arguments: [row] });
  });

  it('an expired name gets its own context value, so its menus leave out the owner actions', () => {
    const expired = toTreeItem(leaf('gone.neo'), info({ 'gone.neo': { name: 'gone.neo', state: 'expired' } }));
    assert.equal(expired.contextValue, ItemContext.expiredDomain);
    const passed = toTreeItem(leaf('past.neo'), info({ 'past.neo': { name: 'past.neo', state: 'active', expiration: Date.now() - DAY } }));
    assert.equal(passed.contextValue, ItemContext.expiredDomain, 'expired by the clock');
    assert.equal(toTreeItem(leaf('new.neo'), info()).contextValue, ItemContext.domain, 'not known yet: the actions say why if they fail');
  });

  it('a name that was not valid UTF-8 keeps its warning icon and gets no description', () => {
    const item = toTreeItem(leaf('bad\ufffd.neo', true), info({ 'bad\ufffd.neo': { name: 'bad\ufffd.neo', state: 'expired' } }));
    assert.equal(item.description, undefined);
    assert.deepEqual(item.iconPath, new ThemeIcon('warning', new ThemeColor('list.warningForeground')));
    assert.match(domainTooltipOf(leaf('bad\ufffd.neo', true), info(), 'session'), /cannot be looked up: the name is not valid UTF-8/);
  });

  it('a hovered domain row tells its details first and how the list was made last, in plain words', () => {
    const tooltip = domainTooltipOf(leaf('x.neo'), info({ 'x.neo': { name: 'x.neo', state: 'expired' } }), 'session');
    assert.deepEqual(tooltip.split('\n'), [
      'x.neo',
      'Expired: the contract no longer reveals its owner or expiration.',
      'Listed page by page through an iterator session.',
    ]);
  });

  it('an expired name read from storage: expired in the row, its expiration and last owner in the tooltip, the route last', () => {
    const gone: DomainDetails = {
      name: 'gone.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1), source: 'storage',
      owner: { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' },
    };
    const chainNow = () => Date.UTC(2025, 2, 11);
    const storageInfo = info({ 'gone.neo': gone }, chainNow);
    const item = toTreeItem(leaf('gone.neo'), storageInfo);
    assert.equal(item.description, 'expired', 'the date is in the tooltip');
    assert.equal(item.contextValue, ItemContext.expiredDomain);
    assert.deepEqual(domainTooltipOf(leaf('gone.neo'), storageInfo, 'storage').split('\n'), [
      'gone.neo',
      'Expired 2025-03-01 00:00:00 UTC (10 days ago)',
      'Last owner NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (0x118ba6f59931a56ec469770f7fc790ece96df00d)',
      'Listed from the contract\'s storage, checked against the contract\'s own answer: this node keeps no iterator sessions.',
    ]);
  });

  it('rows judge expiry by the chain\'s clock', () => {
    const expiration = Date.now() + 10 * DAY;
    const details = { 'a.neo': { name: 'a.neo', state: 'active', expiration } as DomainDetails };
    // Ten days and an hour: the milliseconds this test takes on a loaded machine do not make it nine.
    const soon = { 'a.neo': { ...details['a.neo']!, expiration: expiration + 3_600_000 } };
    assert.equal(toTreeItem(leaf('a.neo'), info(soon)).description, 'in 10 days');
    assert.equal(toTreeItem(leaf('a.neo'), info(details, () => expiration)).description, 'expired');
    assert.equal(toTreeItem(leaf('a.neo'), info(details, () => expiration - 40 * DAY)).description, new Date(expiration).toISOString().slice(0, 10), 'a live name: its date alone');
  });

  it('a group row: collapsed, with its count', () => {
    const names = Array.from({ length: 1500 }, (_, i) => ({ name: `n${String(i).padStart(4, '0')}.neo`, invalidUtf8: false }));
    const group = buildDomainTree(names, 'v').roots[0] as DomainGroup;
    const item = toTreeItem(group, info());
    assert.equal(item.label, '.neo');
    assert.equal(item.collapsibleState, TreeItemCollapsibleState.Collapsed);
    assert.equal(item.description, '1,500');
    assert.equal(item.contextValue, ItemContext.group);
  });

  it('an action row runs its command', () => {
    const action = toTreeItem({ kind: 'action', id: 'v/action/retry', label: 'Retry', icon: 'refresh', command: CommandIds.refresh, args: ['nns.allDomains'], tooltip: 'why' }, info());
    assert.deepEqual(action.command, { command: CommandIds.refresh, title: 'Retry', arguments: ['nns.allDomains'] });
    assert.equal(action.tooltip, 'why');
  });

  it('an owner row expands to its names; configured and looked-up owners have their own icons and menus', () => {
    const base = { kind: 'owner', section: 'owner:0x11', label: 'NMBf…im1r', address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x11', tooltip: 't' } as const;
    const configured = toTreeItem({ ...base, id: 'v/owner:0x11', role: 'configured', description: '12 domains', expanded: true }, info());
    assert.deepEqual([configured.collapsibleState, configured.contextValue, configured.description, configured.command], [TreeItemCollapsibleState.Expanded, ItemContext.configuredOwner, '12 domains', undefined]);
    assert.deepEqual(configured.iconPath, new ThemeIcon('home'));
    // The label is short; a screen reader gets the whole address, and the count.
    assert.deepEqual([configured.label, configured.accessibilityInformation], ['NMBf…im1r', { label: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r, 12 domains' }]);
    const browsed = toTreeItem({ ...base, id: 'v/owner:0x22', role: 'browsed', expanded: false }, info());
    assert.deepEqual([browsed.collapsibleState, browsed.contextValue], [TreeItemCollapsibleState.Collapsed, ItemContext.browsedOwner]);
    assert.deepEqual(browsed.iconPath, new ThemeIcon('account'));
  });

  it('the filter row shows the filter and its count; a click changes it', () => {
    const item = toTreeItem({ kind: 'filter', id: 'v/filter', viewId: 'nns.allDomains', text: 'ali', description: '3 of 10 shown', tooltip: 't' }, info());
    assert.deepEqual([item.label, item.description, item.contextValue], ['Filter: "ali"', '3 of 10 shown', ItemContext.filter]);
    assert.deepEqual(item.command, { command: CommandIds.filter, title: 'Change the Filter', arguments: ['nns.allDomains'] });
  });
});
