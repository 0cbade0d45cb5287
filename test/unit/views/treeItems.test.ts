import assert from 'node:assert/strict';
import { ThemeColor, ThemeIcon, TreeItemCollapsibleState } from '../support/fakeVscode';
import type { DomainDetails } from '../../../src/core';
import { buildDomainTree, type DomainGroup, type DomainLeaf } from '../../../src/model/domainTree';
import { CommandIds, ItemContext } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/localizer';
import { domainUri } from '../../../src/services/uris';
import { domainTooltipOf, toTreeItem, type ItemContextInfo } from '../../../src/views/treeItems';

const DAY = 86_400_000;
const leaf = (name: string, invalidUtf8 = false): DomainLeaf => ({ kind: 'domain', id: `v/d:${name}`, entry: { name, invalidUtf8 }, parent: undefined });

function info(details: Record<string, DomainDetails> = {}, now = () => Date.now()): ItemContextInfo {
  return { source: 'tokens', strategy: 'session', l10n, details: (name) => details[name], warningDays: () => 30, now, rpcUrl: 'http://localhost:50012' };
}

describe('views/treeItems', () => {
  it('a domain row: plain label, expiry marks, the opaque URI for decorations, the tooltip left to resolve', () => {
    const item = toTreeItem(leaf('soon.neo'), info({ 'soon.neo': { name: 'soon.neo', state: 'active', expiration: Date.now() + 3.5 * DAY } }));
    assert.equal(item.label, 'soon.neo');
    assert.equal(item.id, 'v/d:soon.neo');
    assert.equal(item.contextValue, ItemContext.domain);
    assert.equal(item.description, 'expires in 3 days');
    assert.deepEqual(item.iconPath, new ThemeIcon('clock', new ThemeColor('list.warningForeground')));
    assert.equal(item.resourceUri?.toString(), domainUri('soon.neo').toString());
    assert.equal(item.tooltip, undefined);
    assert.deepEqual(item.accessibilityInformation, { label: 'soon.neo, expires in 3 days' });
  });

  it('a name that was not valid UTF-8 keeps its warning icon and gets no description', () => {
    const item = toTreeItem(leaf('bad\ufffd.neo', true), info({ 'bad\ufffd.neo': { name: 'bad\ufffd.neo', state: 'expired' } }));
    assert.equal(item.description, undefined);
    assert.deepEqual(item.iconPath, new ThemeIcon('warning', new ThemeColor('list.warningForeground')));
    assert.match(domainTooltipOf(leaf('bad\ufffd.neo', true), info()), /cannot be looked up: the name is not valid UTF-8/);
  });

  it('a hovered domain row tells its details and how the list was made', () => {
    const tooltip = domainTooltipOf(leaf('x.neo'), info({ 'x.neo': { name: 'x.neo', state: 'expired' } }));
    assert.deepEqual(tooltip.split('\n'), [
      'x.neo',
      'Expired: the contract no longer reveals its owner or expiration.',
      'Listed by tokens(): paged through an iterator session (traverseiterator).',
    ]);
  });

  it('an expired name read from storage: its date in the row, its expiration and last owner in the tooltip, the route last', () => {
    const gone: DomainDetails = {
      name: 'gone.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1), source: 'storage',
      owner: { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' },
    };
    const chainNow = () => Date.UTC(2025, 2, 11);
    const storageInfo = { ...info({ 'gone.neo': gone }, chainNow), strategy: 'storage' as const };
    assert.equal(toTreeItem(leaf('gone.neo'), storageInfo).description, 'expired 2025-03-01');
    assert.deepEqual(domainTooltipOf(leaf('gone.neo'), storageInfo).split('\n'), [
      'gone.neo',
      'Expired 2025-03-01 00:00:00 UTC (10 days ago)',
      'Last owner NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (0x118ba6f59931a56ec469770f7fc790ece96df00d)',
      'Listed by tokens(): read from the contract\'s storage page by page (findstorage), checked against the contract\'s own answer.',
    ]);
  });

  it('rows judge expiry by the chain\'s clock', () => {
    const expiration = Date.now() + 10 * DAY;
    const details = { 'a.neo': { name: 'a.neo', state: 'active', expiration } as DomainDetails };
    assert.equal(toTreeItem(leaf('a.neo'), info(details)).description, 'expires in 10 days');
    assert.match(String(toTreeItem(leaf('a.neo'), info(details, () => expiration)).description), /^expired \d{4}-\d{2}-\d{2}$/);
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

  it('an action row runs its command; the owner row looks up another owner', () => {
    const action = toTreeItem({ kind: 'action', id: 'v/action/retry', label: 'Retry', icon: 'refresh', command: CommandIds.refresh, args: ['nns.allDomains'] }, info());
    assert.deepEqual(action.command, { command: CommandIds.refresh, title: 'Retry', arguments: ['nns.allDomains'] });
    const owner = toTreeItem({ kind: 'owner', id: 'v/owner', address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x11' }, info());
    assert.equal(owner.command?.command, CommandIds.lookUpOwner);
    assert.equal(owner.description, 'owner');
  });
});
