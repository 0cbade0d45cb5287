// The row that offers Register Name… in All Domains of a contract with no name yet.
import assert from 'node:assert/strict';
import type { DomainList } from '../../../../src/core';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { registerRows } from '../../../../src/model/view/registerRow';
import type { SectionFacts } from '../../../../src/model/view/viewContent';

const list = (names: string[], more: Partial<DomainList> = {}): DomainList => ({ names, invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53, ...more });
const all = (names: DomainList, more: Partial<SectionFacts> = {}): SectionFacts => ({ key: 'all', role: 'all', state: 'loaded', list: names, loaded: names.names.length, shown: names.names.length, requested: true, ...more });

describe('model/view/registerRow', () => {
  it('offers Register Name… above All Domains of a contract that lists no name, in a workspace that may sign', () => {
    assert.deepEqual(registerRows('nns.allDomains', [all(list([]))], '', true, l10n).map((row) => [row.id, row.label, row.command, row.args]), [
      ['nns.allDomains/all/action/registerName', 'Register Name…', 'nns.registerName', []],
    ]);
  });

  it('offers nothing where the contract lists names, the list is loading, cut short or filtered, an owner\'s list, or Restricted Mode', () => {
    const none = [
      registerRows('nns.allDomains', [all(list(['a.neo']))], '', true, l10n),
      registerRows('nns.allDomains', [all(list([], { invalidUtf8: [0] }))], '', true, l10n),
      registerRows('nns.allDomains', [all(list([]), { state: 'loading', list: undefined })], '', true, l10n),
      registerRows('nns.allDomains', [all(list([], { complete: false }))], '', true, l10n),
      registerRows('nns.allDomains', [all(list([]))], 'alice', true, l10n),
      registerRows('nns.ownerDomains', [all(list([]), { role: 'configured' })], '', true, l10n),
      registerRows('nns.allDomains', [all(list([]))], '', false, l10n),
      registerRows('nns.allDomains', [], '', true, l10n),
    ];
    assert.deepEqual(none.map((rows) => rows.length), [0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
