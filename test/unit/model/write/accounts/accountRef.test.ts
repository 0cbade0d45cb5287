import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { accountText, accountTitle } from '../../../../../src/model/write/accounts/accountRef';

const ADDRESS = 'NXkuiiRsBbpQ22n1eEo5g7wwcFq6K4xyLM';
const HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

describe('model/write/accounts/accountRef', () => {
  it('titles an account by its short address, or by the name it was resolved from with it', () => {
    assert.equal(accountTitle({ address: ADDRESS, scriptHash: HASH }), 'NXku…xyLM');
    assert.equal(accountTitle({ address: ADDRESS, scriptHash: HASH, label: 'mine' }), 'NXku…xyLM', 'the label is for the confirmation');
    assert.equal(accountTitle({ address: ADDRESS, scriptHash: HASH, viaName: 'alice.neo' }), 'alice.neo (NXku…xyLM)');
    assert.equal(accountTitle({ address: ADDRESS, scriptHash: HASH, viaName: 'evil\nname.neo' }), 'evil name.neo (NXku…xyLM)', 'on one line');
  });

  it('confirms the whole address, with the wallet\'s label and the name it was resolved from', () => {
    assert.equal(accountText({ address: ADDRESS, scriptHash: HASH }, l10n), ADDRESS);
    assert.equal(accountText({ address: ADDRESS, scriptHash: HASH, label: 'savings' }, l10n), `${ADDRESS} (savings)`);
    assert.equal(accountText({ address: ADDRESS, scriptHash: HASH, label: '' }, l10n), ADDRESS, 'an empty label adds nothing');
    assert.equal(accountText({ address: ADDRESS, scriptHash: HASH, viaName: 'alice.neo' }, l10n), `${ADDRESS}, resolved from alice.neo`);
    assert.equal(accountText({ address: ADDRESS, scriptHash: HASH, label: 'a\nb', viaName: 'alice.neo' }, l10n), `${ADDRESS} (a b), resolved from alice.neo`);
  });

  it('cuts a long label and name short', () => {
    const text = accountText({ address: ADDRESS, scriptHash: HASH, label: 'l'.repeat(100), viaName: `${'n'.repeat(100)}.neo` }, l10n);
    assert.equal(text, `${ADDRESS} (${'l'.repeat(60)}…), resolved from ${'n'.repeat(80)}…`);
  });
});
