import assert from 'node:assert/strict';
import { EventEmitter, FileDecoration, ThemeColor, Uri } from '../support/fakeVscode';
import type { DomainDetails } from '../../../src/core';
import type { DetailsChange } from '../../../src/model/details/detailsStore';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { detailsUri, domainUri } from '../../../src/services/uris';
import { ExpiryDecorationProvider } from '../../../src/views/expiryDecorationProvider';

const DAY = 86_400_000;

/** The part of DetailsService the provider reads, with the names' details in a table. */
function fakeDetails(known: Record<string, DomainDetails>, now = () => Date.now()) {
  const stored = new EventEmitter<DetailsChange>();
  const warning = new EventEmitter<void>();
  const details = {
    warningDays: 30,
    now,
    get: (name: string) => known[name],
    store: { onDidChange: stored.event },
    onDidChangeWarningDays: warning.event,
  };
  return { details, stored, warning };
}

describe('views/expiryDecorationProvider', () => {
  it('badges expired and soon-expiring rows by their URI, and nothing else', () => {
    const { details } = fakeDetails({
      'old.neo': { name: 'old.neo', state: 'expired' },
      'soon.neo': { name: 'soon.neo', state: 'active', expiration: Date.now() + 2.5 * DAY },
      'far.neo': { name: 'far.neo', state: 'active', expiration: Date.now() + 400 * DAY },
    });
    const provider = new ExpiryDecorationProvider(details, l10n);
    assert.deepEqual(provider.provideFileDecoration(domainUri('old.neo')), new FileDecoration('✕', 'Expired', new ThemeColor('list.errorForeground')));
    assert.deepEqual(provider.choiceFor(domainUri('soon.neo')), { badge: '!', tooltip: 'Expires in 2 days', color: 'list.warningForeground' });
    assert.equal(provider.provideFileDecoration(domainUri('far.neo')), undefined);
    assert.equal(provider.provideFileDecoration(domainUri('unknown.neo')), undefined);
    assert.equal(provider.provideFileDecoration(detailsUri('old.neo')), undefined, 'only rows are badged');
    assert.equal(provider.provideFileDecoration(Uri.from({ scheme: 'file', path: '/old.neo' })), undefined);
    provider.dispose();
  });

  it('judges by the chain\'s clock the details service keeps, not this machine\'s', () => {
    const expiration = Date.now() + 10 * DAY;
    const known = { 'a.neo': { name: 'a.neo', state: 'active', expiration } as DomainDetails };
    const mine = new ExpiryDecorationProvider(fakeDetails(known).details, l10n);
    assert.equal(mine.choiceFor(domainUri('a.neo'))?.badge, '!');
    const chain = new ExpiryDecorationProvider(fakeDetails(known, () => expiration + DAY).details, l10n);
    assert.equal(chain.choiceFor(domainUri('a.neo'))?.badge, '✕', 'the chain is past the expiration');
    mine.dispose();
    chain.dispose();
  });

  it('asks VS Code again for the rows whose details arrived, and for all when everything may have changed', () => {
    const { details, stored, warning } = fakeDetails({});
    const provider = new ExpiryDecorationProvider(details, l10n);
    const fired: Array<string[] | undefined> = [];
    provider.onDidChangeFileDecorations((uris) => fired.push(Array.isArray(uris) ? uris.map(String) : uris === undefined ? undefined : [String(uris)]));
    stored.fire(['a.neo', 'b.neo']);
    stored.fire(undefined);
    warning.fire();
    assert.deepEqual(fired, [[domainUri('a.neo').toString(), domainUri('b.neo').toString()], undefined, undefined]);
    provider.dispose();
  });
});
