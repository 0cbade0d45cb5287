// The renewal's plan and words, and its dates as the NNS contracts compute them: a year of days added to
// the current expiration, within the cap of the contracts that renew by years (protocol notes §12).
import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import {
  MAX_YEARS, renewalCappedText, renewalYears, renewedExpiration, renewedText, renewSigner, renewSpec, YEAR_MS, yearsText,
} from '../../../../../src/model/write/operations/renew';
import { ALICE, API, callOf, operationDetail, planOf, problemOf } from '../fixtures';

const day = 86_400_000;
const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/operations/renew', () => {
  it('renew(name) for a year, renew(name, years) where the contract has it; neo-go\'s port renews a year at a time', () => {
    assert.deepEqual(callOf(planOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, API.csharp)), ['renew', ['alice.neo'], false]);
    const three = planOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 3 }, API.csharp);
    assert.deepEqual(callOf(three), ['renew', ['alice.neo', 3n], false]);
    assert.equal(three.price?.years, 3);
    assert.deepEqual(three.price?.query, { method: 'getPrice', byLength: true });
    assert.deepEqual(three.signers, [{ role: 'payer' }]);
    assert.deepEqual(three.reload, { names: ['alice.neo'], owners: [], allDomains: false, roots: false });
    assert.equal(problemOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 2 }, API.neoGo), 'This contract renews a name one year at a time (it has renew(name) only).');
    assert.equal(problemOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 11 }, API.csharp), 'A name is renewed for 1 to 10 years.');
    assert.equal(problemOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 0 }, API.csharp), 'A name is renewed for 1 to 10 years.');
    assert.equal(problemOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 1.5 }, API.csharp), 'A name is renewed for 1 to 10 years.');
    assert.deepEqual(callOf(planOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 10 }, API.csharp)), ['renew', ['alice.neo', 10n], false]);
    assert.match(problemOf(renewSpec, { kind: 'renew', name: 'Alice.neo' }, API.csharp), /lowercase/);
    const neoFs = planOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 1 }, API.neoFs);
    assert.deepEqual(callOf(neoFs), ['renew', ['alice.neo'], false]);
    assert.deepEqual(neoFs.signers, [{ role: 'ownerOrAdmin' }], 'NeoFS\'s renew checks the admin\'s witness');
    assert.deepEqual(planOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, API.neoGo).signers, [{ role: 'payer' }]);
    assert.deepEqual([renewSigner(API.csharp), renewSigner(API.neoGo), renewSigner(API.neoFs)], ['payer', 'payer', 'ownerOrAdmin']);
    assert.match(problemOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, { ...API.neoGo, renew: { unsupported: 'absent', methods: ['renew'] } }), /has no renew method/);
    assert.equal(planOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, { ...API.neoGo, getPrice: { unsupported: 'absent', methods: ['getPrice'] } }).price, undefined, 'no price to read');
    assert.deepEqual(planOf(renewSpec, { kind: 'renew', name: 'alice.neo', years: 2 }, API.csharp).price, { query: { method: 'getPrice', byLength: true }, name: 'alice.neo', years: 2 });
  });

  it('words: its title, and its lines with the expiration now and after where it was read', () => {
    assert.deepEqual([renewSpec.title({ kind: 'renew', name: 'alice.neo' }, l10n), renewSpec.title({ kind: 'renew', name: 'alice.neo', years: 2 }, l10n)],
      ['Renew alice.neo for a year', 'Renew alice.neo for 2 years']);
    assert.deepEqual(operationDetail(renewSpec, { kind: 'renew', name: 'alice.neo', years: 2 }, [ALICE]), [
      'Call: renew(name: "alice.neo", years: 2)', 'Name: "alice.neo"', 'Years: 2', SIGNER,
    ], 'the expiration unknown: no line for it');
    assert.deepEqual(operationDetail(renewSpec, { kind: 'renew', name: 'alice.neo', years: 2, expiration: Date.UTC(2027, 4, 3, 9) }, [ALICE]), [
      'Call: renew(name: "alice.neo", years: 2)', 'Name: "alice.neo"', 'Years: 2', 'Expires: 2027-05-03 → 2029-05-02 (730 days later)', SIGNER,
    ], 'two years of 365 days from the current expiration, across 29 February 2028');
    assert.deepEqual(operationDetail(renewSpec, { kind: 'renew', name: 'alice.neo', expiration: Date.UTC(2027, 0, 1) }, [ALICE], API.neoGo), [
      'Call: renew(name: "alice.neo")', 'Name: "alice.neo"', 'Years: 1', 'Expires: 2027-01-01 → 2028-01-01 (365 days later)', SIGNER,
    ]);
    assert.ok(operationDetail(renewSpec, { kind: 'renew', name: 'alice.neo', expiration: Date.UTC(2027, 11, 2) }, [ALICE], API.neoGo).includes('Expires: 2027-12-02 → 2028-12-01 (365 days later)'),
      'a year across 29 February ends a date early: the days said beside it');
    assert.equal(renewSpec.fix, undefined, 'its refusals are the words every operation shares');
  });

  it('adds 365 days a year to the current expiration, not to now, and not calendar years', () => {
    assert.equal(YEAR_MS, 365 * day);
    assert.equal(renewedExpiration(Date.UTC(2026, 4, 3), 1), Date.UTC(2027, 4, 3));
    assert.equal(renewedExpiration(Date.UTC(2027, 4, 3), 1), Date.UTC(2028, 4, 2), 'across 29 February the year ends a day earlier');
    assert.equal(renewedExpiration(Date.UTC(2030, 0, 1, 12), 3), Date.UTC(2030, 0, 1, 12) + 3 * 365 * day, 'the time of day is kept');
  });

  it('offers 1 to 10 years, those ending more than ten years after now left out (exactly ten is accepted)', () => {
    const now = Date.UTC(2026, 0, 1);
    assert.equal(MAX_YEARS, 10);
    assert.deepEqual(renewalYears(undefined, now), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'unknown expiration: the contract decides');
    assert.deepEqual(renewalYears(now + day, now), [1, 2, 3, 4, 5, 6, 7, 8, 9], 'expiring tomorrow: ten years would end a day too far');
    assert.deepEqual(renewalYears(Date.UTC(2027, 0, 1), now), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(renewedExpiration(Date.UTC(2027, 0, 1), 9), now + 10 * YEAR_MS, 'nine years from a year ahead end exactly at the limit');
    assert.deepEqual(renewalYears(now + 9 * YEAR_MS + day, now), [], 'already more than nine years ahead: none');
    assert.deepEqual(renewalYears(now + 9 * YEAR_MS, now), [1]);
  });

  it('words its picks and its outcome: the years, the cap, the new expiration', () => {
    assert.deepEqual([yearsText(1, l10n), yearsText(3, l10n)], ['1 year', '3 years']);
    assert.equal(renewalCappedText('alice.neo', Date.UTC(2035, 11, 30), l10n), 'alice.neo already expires on 2035-12-30: this contract renews a name up to 10 years ahead, not beyond.');
    assert.equal(renewedText('alice.neo', Date.UTC(2028, 0, 1), l10n), 'alice.neo now expires on 2028-01-01.');
    assert.equal(renewedText('alice.neo', undefined, l10n), 'alice.neo is renewed.');
  });
});
