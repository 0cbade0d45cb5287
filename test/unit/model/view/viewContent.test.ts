// What a domain view shows besides the names, from the facts of its lists: no editor, no fake of it.
import assert from 'node:assert/strict';
import { NnsError, parseOwner, type DomainList } from '../../../../src/core';
import { describeFailure } from '../../../../src/model/text/failureText';
import { incompleteText } from '../../../../src/model/text/incompleteText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import {
  actionRows, combinedState, failureSummary, ownerRow, readFilter, sectionRows, sharedFailures, topRows, totalOf, viewHeading, viewStatus, type SectionFacts,
} from '../../../../src/model/view/viewContent';

const A = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
const B = parseOwner(`0x${'22'.repeat(20)}`);
const list = (count: number, more: Partial<DomainList> = {}): DomainList => ({
  names: Array.from({ length: count }, (_, i) => `n${i}.neo`), invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53, ...more,
});
const loaded = (key: string, names: DomainList, more: Partial<SectionFacts> = {}): SectionFacts => ({
  key, role: 'all', state: 'loaded', list: names, loaded: names.names.length, shown: names.names.length, requested: true, ...more,
});
const unreachable = describeFailure(new NnsError('NETWORK', 'Could not reach the node at http://127.0.0.1:9/: connection refused.'), 'http://127.0.0.1:9', l10n);
const failed = (key: string, more: Partial<SectionFacts> = {}): SectionFacts => ({ key, role: 'browsed', state: 'failed', loaded: 0, shown: 0, requested: true, failure: unreachable, ...more });
const noContract = describeFailure(new NnsError('FAULT', 'x', { exception: 'called contract 0x50ac1c37690cc2cfc594472833cf57505d5f46de not found' }), 'http://127.0.0.1:9', l10n);
const FOUND = { kind: 'found', contracts: 3, found: [{ id: 2, hash: `0x${'ab'.repeat(20)}`, name: 'NameService' }] } as const;

describe('model/view/viewContent', () => {
  it('tells the state of several lists as one: loading while any loads, failed when all failed', () => {
    assert.equal(combinedState(['loaded', 'loading', 'failed']), 'loading');
    assert.equal(combinedState(['failed', 'failed']), 'failed');
    assert.equal(combinedState(['failed', 'loaded']), 'loaded');
    assert.equal(combinedState(['idle', 'loaded']), 'loaded');
    assert.equal(combinedState(['idle', 'failed']), 'idle');
    assert.equal(combinedState([]), 'idle');
  });

  it('counts the contract\'s names of the lists together only when each is known', () => {
    assert.equal(totalOf([loaded('a', list(3)), loaded('b', list(2, { complete: false, contractCount: 9 }))]), 12);
    assert.equal(totalOf([loaded('a', list(3)), loaded('b', list(2, { complete: false }))]), undefined);
    assert.equal(totalOf([loaded('a', list(3)), failed('b')]), undefined);
  });

  it('offers Select Another Node… above a list the node cut short, Refresh above one that changed, with the reason in the tooltip', () => {
    const cut = list(1000, { complete: false, incomplete: { kind: 'node-limits', sessions: { cause: 'pool-full' }, listed: 1000, noun: 'names' } });
    assert.deepEqual(actionRows('nns.allDomains', 'all', loaded('all', cut), undefined, cut, l10n).map((row) => [row.id, row.label, row.icon, row.tooltip]), [
      ['nns.allDomains/all/action/selectNode', 'Select Another Node…', 'plug', incompleteText(cut.incomplete, l10n)],
    ]);
    const changed = list(10, { complete: false, incomplete: { kind: 'changed', cause: 'storage', move: { how: 'went-back' } } });
    assert.deepEqual(actionRows('nns.allDomains', 'all', loaded('all', changed), undefined, changed, l10n).map((row) => [row.label, row.command, row.tooltip]), [
      ['Retry', 'nns.refresh', 'The list may have changed while it was read: a page went back before names read already (names were registered or transferred meanwhile?), twice. Refresh to read it again.'],
    ]);
    // A list from a library that gave no reason says only that it is not whole.
    const unexplained = list(10, { complete: false });
    assert.equal(actionRows('nns.allDomains', 'all', loaded('all', unexplained), undefined, unexplained, l10n)[0]?.tooltip, 'The node did not return the whole list.');
  });

  it('lists the fixes of a failure, the contract found on the node first', () => {
    const section = failed('all', { role: 'all', failure: noContract, contractSearch: { state: FOUND, configuredHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' } });
    const rows = actionRows('nns.allDomains', 'all', section, noContract, undefined, l10n);
    assert.deepEqual(rows.map((row) => row.id.split('/').pop()), ['useContract', 'settings', 'selectNode', 'log']);
    assert.deepEqual(rows[0]?.args, [FOUND.found[0].hash]);
    assert.equal(rows.at(-1)?.tooltip, noContract.detail);
    assert.deepEqual(actionRows('nns.allDomains', 'all', loaded('all', list(1)), undefined, undefined, l10n), []);
  });

  it('offers Set Up NNS on This Chain… first where the node holds no NNS contract and this window may sign', () => {
    const search = { state: { kind: 'none', contracts: 2, complete: true } as const, configuredHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de', canSign: true };
    const section = failed('all', { role: 'all', failure: noContract, contractSearch: search });
    const rows = actionRows('nns.allDomains', 'all', section, noContract, undefined, l10n);
    assert.deepEqual(rows.map((row) => [row.id.split('/').pop(), row.command]), [['setUpNns', 'nns.setUpNns'], ['settings', 'nns.openSettings'], ['selectNode', 'nns.selectNode'], ['log', 'nns.showLog']]);
    assert.equal(rows[0]?.label, 'Set Up NNS on This Chain…');
    // Not where this window signs nothing (Restricted Mode, the web build).
    const untrusted = failed('all', { role: 'all', failure: noContract, contractSearch: { ...search, canSign: false } });
    assert.deepEqual(actionRows('nns.allDomains', 'all', untrusted, noContract, undefined, l10n).map((row) => row.id.split('/').pop()), ['settings', 'selectNode', 'log']);
  });

  it('heads an owner\'s list with its short address, its count and its role; an nns.owner that is no owner is `invalid`', () => {
    const row = ownerRow('nns.ownerDomains', loaded('owner:a', list(3), { role: 'configured', owner: A }), '', l10n);
    assert.deepEqual(row && [row.id, row.label, row.role, row.description, row.expanded], ['nns.ownerDomains/owner:a/configured', 'NMBf…im1r', 'configured', '3', true]);
    const invalidOwner = describeFailure(new NnsError('INVALID_INPUT', 'not an address', { field: 'owner' }), undefined, l10n);
    const invalid = ownerRow('nns.ownerDomains', failed('owner:invalid', { role: 'configured', failure: invalidOwner, expanded: true }), '', l10n);
    assert.deepEqual(invalid && [invalid.role, invalid.label, invalid.id], ['invalid', 'nns.owner', 'nns.ownerDomains/owner:invalid/invalid']);
    assert.equal(ownerRow('nns.allDomains', loaded('all', list(1)), '', l10n), undefined);
  });

  it('tells a failure several lists share once, above the owners, and not under each', () => {
    const sections = [failed('owner:a', { owner: A }), failed('owner:b', { owner: B }), loaded('owner:c', list(2), { role: 'browsed' })];
    const shared = sharedFailures(sections);
    assert.deepEqual([...shared].map(([summary, section]) => [summary, section.key]), [[unreachable.summary, 'owner:a']]);
    assert.deepEqual(sectionRows('nns.ownerDomains', sections[1] as SectionFacts, '', shared, l10n).actions, []);
    assert.deepEqual(topRows('nns.ownerDomains', sections, '', l10n).map((row) => row.id), [
      'nns.ownerDomains/shared0/action/retry', 'nns.ownerDomains/shared0/action/selectNode', 'nns.ownerDomains/shared0/action/settings', 'nns.ownerDomains/shared0/action/log',
    ]);
    // One list alone keeps its own rows.
    assert.equal(sharedFailures([failed('all')]).size, 0);
  });

  it('puts the filter row first, with how many names it lets through', () => {
    const [row] = topRows('nns.allDomains', [loaded('all', list(40), { shown: 3 })], 'bank', l10n);
    assert.deepEqual(row && row.kind === 'filter' && [row.id, row.text, row.description], ['nns.allDomains/filter', 'bank', '3 of 40 shown']);
    assert.deepEqual(topRows('nns.allDomains', [], 'bank', l10n), []);
  });

  it('says of one list what All Domains says, and of several lists their count, their failures and a filter that matches nothing', () => {
    assert.deepEqual(viewHeading([loaded('all', list(1000, { complete: false, contractCount: 3000 }))], 'tokens', '', l10n), {
      description: '1,000 of 3,000', message: 'Showing the first 1,000 of 3,000 names: this node cannot hand out more.',
    });
    assert.deepEqual(viewHeading([], 'tokensOf', '', l10n), { description: '', message: undefined });
    const other = describeFailure(new NnsError('TIMEOUT', 'slow'), 'http://127.0.0.1:9', l10n);
    assert.deepEqual(viewHeading([loaded('owner:a', list(2), { role: 'configured' }), failed('owner:b'), failed('owner:c', { failure: other })], 'tokensOf', '', l10n), {
      description: '2', message: `${unreachable.summary} (and 1 more failures: see the owners below)`,
    });
    const filtered = [loaded('owner:a', list(2), { role: 'configured', shown: 0 }), { ...failed('owner:b'), state: 'idle', failure: undefined, requested: false } as SectionFacts];
    assert.deepEqual(viewHeading(filtered, 'tokensOf', 'zz', l10n), { description: '0 of 2', message: 'No domain matches the filter "zz".' });
  });

  it('adds what the search for the NNS contract found to the failure it explains', () => {
    const section = failed('all', { failure: noContract, contractSearch: { state: { kind: 'searching' }, configuredHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' } });
    assert.equal(failureSummary(section, l10n), `${noContract.summary} Looking for an NNS contract on this node…`);
    assert.equal(viewStatus([section], l10n).failure, failureSummary(section, l10n));
  });

  it('sums the lists up for commands: state, names, complete, failure, the contract\'s count', () => {
    assert.deepEqual(viewStatus([], l10n), { state: 'unconfigured', loaded: 0, complete: true });
    assert.deepEqual(viewStatus([loaded('a', list(3)), loaded('b', list(2, { complete: false, contractCount: 5 }))], l10n), { state: 'loaded', loaded: 5, complete: false, total: 8 });
    assert.deepEqual(viewStatus([loaded('a', list(3)), failed('b')], l10n), { state: 'loaded', loaded: 3, complete: true, failure: unreachable.summary });
  });

  it('reads a stored filter: trimmed, at most 200 characters, anything else none', () => {
    assert.equal(readFilter('  bank '), 'bank');
    assert.equal(readFilter('x'.repeat(300)).length, 200);
    assert.equal(readFilter(42), '');
  });
});
