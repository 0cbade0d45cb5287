import assert from 'node:assert/strict';
import { NameSearch } from '../../../../src/model/tree/nameSearch';

const entries = (names: readonly string[]) => names.map((name) => ({ name, invalidUtf8: false }));
const names = (result: { matches: readonly { name: string }[] }) => result.matches.map((entry) => entry.name);

describe('model/tree/nameSearch', () => {
  it('matches what contains the text, any case: the name itself first, then labels beginning with it, containing it, and the rest', () => {
    const search = new NameSearch(entries(['abank.neo', 'bank-bear.neo', 'bank.n3', 'bank.neo', 'banks.neo', 'ne.bank', 'river.neo', 'xbankx.n3']));
    assert.deepEqual(names(search.find('bank.neo', 10)), ['bank.neo', 'abank.neo']);
    assert.deepEqual(names(search.find('BANK', 10)), ['bank-bear.neo', 'bank.n3', 'bank.neo', 'banks.neo', 'abank.neo', 'xbankx.n3', 'ne.bank']);
    assert.equal(search.find('bank', 10).total, 7);
    // Through the top-level domain only: last.
    assert.deepEqual(names(search.find('ne', 10)), ['ne.bank', 'abank.neo', 'bank-bear.neo', 'bank.neo', 'banks.neo', 'river.neo']);
    assert.deepEqual(search.find('zzz', 10), { matches: [], total: 0 });
  });

  it('hands over at most `limit` names, and counts them all', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `name${i}.neo`);
    const search = new NameSearch(entries(many));
    const result = search.find('name1', 300);
    assert.equal(result.matches.length, 300);
    assert.equal(result.total, many.filter((name) => name.includes('name1')).length);
    assert.deepEqual(names(search.find('  ', 5)), many.slice(0, 5), 'nothing typed: the first names');
    assert.equal(search.find('', 5).total, 100_000);
  });
});
