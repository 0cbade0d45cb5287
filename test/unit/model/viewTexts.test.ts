import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../src/model/localizer';
import { buildDomainTree, type DomainGroup } from '../../../src/model/domainTree';
import { domainCount, domainLabel, domainTooltip, groupLabel, groupTooltip, viewDescription, viewMessage } from '../../../src/model/viewTexts';

const group = (over: Partial<DomainGroup>): DomainGroup => ({
  kind: 'group', grouping: 'tld', id: 'g', tld: 'neo', key: 'neo', first: 'neo', last: 'neo', count: 1234, children: [], parent: undefined, ...over,
});

describe('model/viewTexts', () => {
  it('labels domains safely', () => {
    assert.equal(domainLabel('alice.neo'), 'alice.neo');
    assert.equal(domainLabel('evil\u202eoen.neo'), 'evil\\u{202e}oen.neo');
  });

  it('labels groups with their key; counts go in the description', () => {
    assert.equal(groupLabel(group({}), l10n), '.neo');
    assert.equal(groupLabel(group({ key: '' }), l10n), '(no top-level domain)');
    assert.equal(groupLabel(group({ grouping: 'prefix', key: 'ab' }), l10n), 'ab…');
    assert.equal(groupLabel(group({ grouping: 'range', first: 'a.neo', last: 'f.neo' }), l10n), 'a.neo – f.neo');
    assert.equal(groupTooltip(group({}), l10n), '1,234 domains under .neo');
    assert.equal(groupTooltip(group({ grouping: 'prefix', key: 'ab' }), l10n), '1,234 domains starting with "ab" under .neo');
    assert.equal(domainCount(1, l10n), '1 domain');
  });

  it('says how a name was listed, and warns about invalid UTF-8', () => {
    const tip = domainTooltip({ name: 'a\ufffd.neo', invalidUtf8: true }, 'tokens', 'session', l10n);
    assert.equal(tip.split('\n')[0], 'a\ufffd.neo');
    assert.match(tip, /tokens\(\).*traverseiterator/);
    assert.match(tip, /not valid UTF-8/);
    assert.match(domainTooltip({ name: 'b.neo', invalidUtf8: false }, 'tokensOf', undefined, l10n), /tokensOf\(owner\) \(still loading\)/);
    // How it was listed comes last, after the details and the warning.
    assert.match(tip.split('\n').at(-1)!, /^Listed by tokens\(\)/);
  });

  it('a list read from storage says so in plain words; complete, it has no Partial list message', () => {
    const tip = domainTooltip({ name: 'b.neo', invalidUtf8: false }, 'tokens', 'storage', l10n, ['Owner x']);
    assert.deepEqual(tip.split('\n'), [
      'b.neo', 'Owner x',
      'Listed by tokens(): read from the contract\'s storage page by page (findstorage), checked against the contract\'s own answer.',
    ]);
    assert.equal(viewMessage({ state: 'loaded', source: 'tokens', loaded: 20_000, shown: 20_000, complete: true }, l10n), undefined);
  });

  it('describes the view: owner, growing count, partial, filter', () => {
    const base = { loaded: 0, shown: 0, complete: true } as const;
    assert.equal(viewDescription({ ...base, state: 'loading' }, l10n), 'loading…');
    assert.equal(viewDescription({ ...base, state: 'loading', loaded: 1200 }, l10n), 'loading… 1,200');
    assert.equal(viewDescription({ ...base, state: 'loaded', loaded: 2431, shown: 2431 }, l10n), '2,431 domains');
    assert.equal(viewDescription({ ...base, state: 'loaded', loaded: 2000, complete: false }, l10n), '2,000 domains (partial)');
    assert.equal(
      viewDescription({ state: 'loaded', loaded: 10, shown: 3, complete: true, filter: 'ali', owner: 'NMBf' }, l10n),
      'NMBf · 10 domains · filter "ali": 3 shown',
    );
    assert.equal(viewDescription({ ...base, state: 'unconfigured' }, l10n), '');
  });

  it('explains partial, empty, filtered-out and failed views', () => {
    const base = { source: 'tokens', loaded: 5, shown: 5, complete: true } as const;
    assert.equal(viewMessage({ ...base, state: 'loaded' }, l10n), undefined);
    assert.equal(viewMessage({ ...base, state: 'loading' }, l10n), undefined);
    assert.match(viewMessage({ ...base, state: 'loaded', complete: false, incompleteReason: 'sessions are disabled' }, l10n) ?? '', /^Partial list: 5 names loaded; sessions are disabled\. Select another node/);
    assert.equal(viewMessage({ ...base, state: 'loaded', loaded: 0, shown: 0 }, l10n), 'The contract lists no domains.');
    assert.equal(viewMessage({ ...base, source: 'tokensOf', state: 'loaded', loaded: 0, shown: 0 }, l10n), 'This owner has no domains.');
    assert.equal(viewMessage({ ...base, state: 'loaded', shown: 0, filter: 'zz' }, l10n), 'No domain matches the filter "zz".');
    assert.equal(viewMessage({ ...base, state: 'failed', failure: 'Node unreachable' }, l10n), 'Node unreachable');
  });

  it('gives grouped trees labelled groups', () => {
    const names = Array.from({ length: 1500 }, (_, i) => ({ name: `n${i}.neo`, invalidUtf8: false }));
    const tree = buildDomainTree(names, 'v');
    const root = tree.roots[0];
    assert.ok(root && root.kind === 'group');
    assert.equal(groupLabel(root, l10n), '.neo');
  });
});
