import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { buildDomainTree, type DomainGroup } from '../../../../src/model/tree/domainTree';
import { domainCount, domainLabel, domainTooltip, groupLabel, groupTooltip, viewDescription, viewMessage } from '../../../../src/model/view/viewTexts';

const group = (over: Partial<DomainGroup>): DomainGroup => ({
  kind: 'group', grouping: 'tld', id: 'g', tld: 'neo', key: 'neo', first: 'neo', last: 'neo', count: 1234, children: [], parent: undefined, ...over,
});

describe('model/view/viewTexts', () => {
  it('labels domains safely', () => {
    assert.equal(domainLabel('alice.neo'), 'alice.neo');
    assert.equal(domainLabel('evil\u202eoen.neo'), 'evil\\u{202e}oen.neo');
  });

  it('labels groups with their key; counts go in the description', () => {
    assert.equal(groupLabel(group({}), l10n), '.neo');
    assert.equal(groupLabel(group({ key: '' }), l10n), '(no top-level domain)');
    assert.equal(groupLabel(group({ grouping: 'range', key: 'a\u0000fo', first: 'aaron.neo', last: 'foo.neo' }), l10n), 'a – fo');
    assert.equal(groupTooltip(group({}), l10n), '1,234 domains under .neo');
    assert.equal(groupTooltip(group({ grouping: 'range', key: 'a\u0000fo', first: 'aaron.neo', last: 'foo.neo' }), l10n), '1,234 domains from aaron.neo to foo.neo');
    assert.equal(domainCount(1, l10n), '1 domain');
  });

  it('tooltips lead with the details, warn about invalid UTF-8, and end with the route in plain words', () => {
    const tip = domainTooltip({ name: 'a\ufffd.neo', invalidUtf8: true }, 'session', l10n, ['Expires 2027-01-01 00:00:00 UTC (in 365 days)', 'Owner N…']);
    assert.deepEqual(tip.split('\n'), [
      'a\ufffd.neo',
      'Expires 2027-01-01 00:00:00 UTC (in 365 days)',
      'Owner N…',
      'Warning: the name was not valid UTF-8; invalid bytes are shown as �.',
      'Listed page by page through an iterator session.',
    ]);
    assert.match(domainTooltip({ name: 'b.neo', invalidUtf8: false }, 'expanded', l10n), /\nListed from one reply of the node\.$/);
    assert.match(domainTooltip({ name: 'b.neo', invalidUtf8: false }, 'script', l10n), /\nListed by a script the node ran: this node keeps no iterator sessions\.$/);
    assert.match(domainTooltip({ name: 'b.neo', invalidUtf8: false }, undefined, l10n), /\nThe list is still loading\.$/);
    assert.match(domainTooltip({ name: 'b.neo', invalidUtf8: false }, 'storage', l10n),
      /\nListed from the contract's storage, checked against the contract's own answer: this node keeps no iterator sessions\.$/);
    for (const strategy of ['expanded', 'session', 'script', 'storage'] as const) {
      assert.doesNotMatch(domainTooltip({ name: 'b.neo', invalidUtf8: false }, strategy, l10n), /tokens|traverseiterator|invokescript/);
    }
  });

  it('a complete list read from storage has no message', () => {
    assert.equal(viewMessage({ state: 'loaded', source: 'tokens', loaded: 20_000, shown: 20_000, complete: true }, l10n), undefined);
  });

  it('describes the view: growing count, partial, number of owners, filter', () => {
    const base = { loaded: 0, shown: 0, complete: true } as const;
    assert.equal(viewDescription({ ...base, state: 'loading' }, l10n), 'loading…');
    // Short, as a group's count: the sidebar's default width leaves a few characters beside the title.
    assert.equal(viewDescription({ ...base, state: 'loading', loaded: 1200 }, l10n), '1,200…');
    assert.equal(viewDescription({ ...base, state: 'loaded', loaded: 2431, shown: 2431 }, l10n), '2,431');
    assert.equal(viewDescription({ ...base, state: 'loaded', loaded: 2000, complete: false }, l10n), '2,000+');
    assert.equal(viewDescription({ state: 'loaded', loaded: 10, shown: 3, complete: true, filter: 'ali' }, l10n), '3 of 10');
    // Beside the title and its buttons a filtered count is the most there is room for.
    assert.ok(viewDescription({ state: 'loaded', loaded: 1622, shown: 342, complete: true, filter: 'a' }, l10n).length <= 12);
    for (const input of [{ ...base, state: 'loading', loaded: 100_000 }, { ...base, state: 'loaded', loaded: 100_000, complete: false }] as const) {
      assert.ok(viewDescription(input, l10n).length <= 8, viewDescription(input, l10n));
    }
    assert.equal(viewDescription({ ...base, state: 'unconfigured' }, l10n), '');
  });

  it('explains partial, empty, filtered-out and failed views in at most two short sentences', () => {
    const base = { source: 'tokens', loaded: 5, shown: 5, complete: true } as const;
    assert.equal(viewMessage({ ...base, state: 'loaded' }, l10n), undefined);
    assert.equal(viewMessage({ ...base, state: 'loading' }, l10n), undefined);
    assert.equal(viewMessage({ ...base, state: 'loaded', loaded: 1000, shown: 1000, complete: false }, l10n), 'Showing the first 1,000 names: this node cannot hand out more.');
    // Why it is partial decides the sentence: the node's limits, its excess, or a list that does not add up.
    const partial = { ...base, state: 'loaded', loaded: 1000, shown: 1000, complete: false } as const;
    assert.equal(viewMessage({ ...partial, incomplete: 'node-limits' }, l10n), 'Showing the first 1,000 names: this node cannot hand out more.');
    assert.equal(viewMessage({ ...partial, incomplete: 'bound' }, l10n), 'Showing the first 1,000 names: the node kept sending more than the list may hold.');
    assert.equal(viewMessage({ ...partial, incomplete: 'changed' }, l10n), 'Showing 1,000 names: the list changed while it was read.');
    assert.equal(viewMessage({ ...base, state: 'loaded', loaded: 0, shown: 0 }, l10n), 'The contract lists no domains.');
    assert.equal(viewMessage({ ...base, source: 'tokensOf', state: 'loaded', loaded: 0, shown: 0 }, l10n), 'This owner has no domains.');
    assert.equal(viewMessage({ ...base, state: 'loaded', shown: 0, filter: 'zz' }, l10n), 'No domain matches the filter "zz".');
    // A filter that matches nothing in a partial list is told too.
    assert.equal(
      viewMessage({ ...base, state: 'loaded', loaded: 1000, shown: 0, complete: false, filter: 'zz' }, l10n),
      'Showing the first 1,000 names: this node cannot hand out more. No domain matches the filter "zz".',
    );
    assert.equal(viewMessage({ ...base, state: 'failed', failure: 'Node unreachable' }, l10n), 'Node unreachable');
  });

  it('a partial list says of how many names it is the first, where the contract\'s count came with it', () => {
    const partial = { source: 'tokens', state: 'loaded', loaded: 1622, shown: 1622, complete: false, total: 12_000 } as const;
    assert.equal(viewMessage(partial, l10n), 'Showing the first 1,622 of 12,000 names: this node cannot hand out more.');
    assert.equal(viewDescription(partial, l10n), '1,622 of 12,000');
    // A list that changed while it was read: its count is of another moment, so no "of".
    assert.equal(viewMessage({ ...partial, incomplete: 'changed', total: 1700 }, l10n), 'Showing 1,622 names: the list changed while it was read.');
    // A count no greater than the list (past its bound, or changed since) says no "of".
    assert.equal(viewMessage({ ...partial, incomplete: 'bound', total: 1000 }, l10n), 'Showing the first 1,622 names: the node kept sending more than the list may hold.');
    assert.equal(viewDescription({ ...partial, total: 1622 }, l10n), '1,622+');
    // With a filter, the names it lets through of those listed: "12 of 1,622 of 12,000" would not read.
    assert.equal(viewDescription({ ...partial, shown: 12, filter: 'a' }, l10n), '12 of 1,622+');
    assert.equal(viewDescription({ ...partial, total: undefined }, l10n), '1,622+');
  });

  it('gives grouped trees labelled groups', () => {
    const names = Array.from({ length: 1500 }, (_, i) => ({ name: `n${i}.neo`, invalidUtf8: false }));
    const tree = buildDomainTree(names, 'v');
    const root = tree.roots[0];
    assert.ok(root && root.kind === 'group');
    assert.equal(groupLabel(root, l10n), '.neo');
  });
});
