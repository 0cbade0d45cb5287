import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { registrationQuote } from '../../../../src/model/write/registrationQuote';

describe('model/write/registrationQuote', () => {
  it('says a free name\'s price, a taken one, a closed length (the C# contract\'s -1), a missing root, a refused name', () => {
    assert.deepEqual(registrationQuote('alice.neo', { price: 200_000_000n, availability: { kind: 'available' } }, l10n), { registrable: true, text: 'alice.neo is free: registering it for a year burns 2 GAS, plus the fees.' });
    assert.deepEqual(registrationQuote('abc.neo', { price: 20_000_000_000n, availability: { kind: 'available' } }, l10n).text, 'abc.neo is free: registering it for a year burns 200 GAS, plus the fees.');
    assert.deepEqual(registrationQuote('alice.neo', { price: 1n, availability: { kind: 'unavailable' } }, l10n), { registrable: false, text: 'alice.neo is taken: someone holds it until it expires.' });
    assert.deepEqual(registrationQuote('ab.neo', { price: -1n, availability: { kind: 'unavailable' } }, l10n), {
      registrable: false, text: 'Names of 2 characters are not open for registration on this contract (getPrice answers -1): only the committee registers them.',
    });
    assert.deepEqual(registrationQuote('a.test', { price: 1n, availability: { kind: 'noRoot', exception: 'root not found' } }, l10n).text, '.test is not a top-level domain of this contract: the committee adds it first.');
    assert.equal(registrationQuote('a\u202e.neo', { price: 1n, availability: { kind: 'invalidName', exception: 'invalid domain name format' } }, l10n).text, 'The contract does not accept a\\u{202e}.neo as a name: invalid domain name format');
  });
});
