import assert from 'node:assert/strict';
import { DAY_MS } from '../../../../src/model/details/expiry';
import {
  commonYears, expiringDescription, expiringWithin, noneExpiringText, ownerKeyMissingText, renewalBatch, renewalTitle,
} from '../../../../src/model/namesFile/renewExpiring';
import { shortAddress } from '../../../../src/model/text/addressText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { MAX_AHEAD_MS, YEAR_MS } from '../../../../src/model/write/operations/renew';
import { API } from '../write/fixtures';

const NOW = Date.UTC(2026, 0, 1);
const ALICE = { address: 'NUnEVtga4FSuiaRsWaU6FTrzv5r9NMMEuV', scriptHash: '0x' + '11'.repeat(20) } as SigningAccount;

describe('model/namesFile/renewExpiring', () => {
  it('finds the held names expiring within the warning period by the chain\'s time, the soonest first, with their yearly price', () => {
    const found = expiringWithin([
      { name: 'late.neo', state: 'held', expiration: NOW + 40 * DAY_MS },
      { name: 'b.neo', state: 'held', expiration: NOW + 10 * DAY_MS, price: 2n },
      { name: 'a.neo', state: 'held', expiration: NOW + 10 * DAY_MS, price: -1n },
      { name: 'edge.neo', state: 'held', expiration: NOW + 30 * DAY_MS },
      { name: 'gone.neo', state: 'expired', expiration: NOW - DAY_MS },
      { name: 'free.neo', state: 'free' },
      { name: 'noexp.neo', state: 'held' },
    ], NOW, 30);
    assert.deepEqual(found, [
      { name: 'a.neo', expiration: NOW + 10 * DAY_MS },
      { name: 'b.neo', expiration: NOW + 10 * DAY_MS, price: 2n },
      { name: 'edge.neo', expiration: NOW + 30 * DAY_MS },
    ]);
    assert.deepEqual(expiringWithin([{ name: 'a.neo', state: 'held', expiration: NOW + DAY_MS }], NOW, 0), []);
  });

  it('offers the years every name can take under the contracts\' cap', () => {
    assert.deepEqual(commonYears([{ name: 'a.neo', expiration: NOW }], NOW), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const far = NOW + MAX_AHEAD_MS - 2 * YEAR_MS;
    assert.deepEqual(commonYears([{ name: 'a.neo', expiration: NOW }, { name: 'b.neo', expiration: far }], NOW), [1, 2]);
    assert.deepEqual(commonYears([{ name: 'b.neo', expiration: NOW + MAX_AHEAD_MS }], NOW), []);
  });

  it('renews the names in one transaction: a renewal each, in order, paid by the signer, priced by years', () => {
    const built = renewalBatch([{ name: 'a.neo', expiration: NOW, price: 3n }, { name: 'b.neo', expiration: NOW + DAY_MS }], 2, API.csharp, ALICE, l10n);
    assert.ok('batch' in built);
    const { batch } = built;
    assert.deepEqual(batch.changes.map((change) => [change.kind, change.name]), [['renew', 'a.neo'], ['renew', 'b.neo']]);
    assert.deepEqual(batch.calls.map((call) => [call.method, call.args.length]), [['renew', 2], ['renew', 2]]);
    assert.deepEqual(batch.signers, [ALICE]);
    assert.equal(batch.stage, 0);
    const [first, second] = batch.changes;
    assert.ok(first?.kind === 'renew' && second?.kind === 'renew');
    assert.equal(first.price, 6n);
    assert.equal(second.price, undefined);
    assert.equal(first.newExpiration, NOW + 2 * YEAR_MS);
    assert.deepEqual(first.needs, [{ role: 'payer' }]);
  });

  it('says why a contract cannot renew them so (neo-go\'s, which renews a year at a time)', () => {
    const built = renewalBatch([{ name: 'a.neo', expiration: NOW }], 2, API.neoGo, ALICE, l10n);
    assert.ok('problem' in built);
    assert.match(built.problem, /^a\.neo: This contract renews a name one year at a time/);
  });

  it('words the pick, the title and what stops it', () => {
    assert.equal(expiringDescription({ name: 'a.neo', expiration: NOW + 3 * DAY_MS }, NOW, l10n), 'expires 2026-01-04 (in 3 days)');
    assert.equal(renewalTitle(1, ALICE.address, l10n), `Renew 1 name of ${shortAddress(ALICE.address)}`);
    assert.equal(renewalTitle(3, ALICE.address, l10n), `Renew 3 names of ${shortAddress(ALICE.address)}`);
    assert.equal(noneExpiringText(ALICE.address, 30, l10n), `No name of ${ALICE.address} expires within 30 days (nns.expiryWarningDays).`);
    assert.match(ownerKeyMissingText(ALICE.address, l10n), /only with its owner's signature/);
  });
});
