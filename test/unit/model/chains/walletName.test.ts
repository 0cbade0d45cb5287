import assert from 'node:assert/strict';
import { walletAndFile, walletName } from '../../../../src/model/chains/walletName';

describe('model/chains/walletName', () => {
  it('says a wallet\'s name beside its file only where the name says more than the file\'s own', () => {
    assert.equal(walletAndFile('wallet1_solo.json', 'wallet1_solo.json'), 'wallet1_solo.json', 'a NEP-6 wallet without a name');
    assert.equal(walletAndFile('wallet1_solo.json', 'config/wallet1_solo.json'), 'config/wallet1_solo.json');
    assert.equal(walletAndFile('dev', 'wallets/dev.json'), 'dev (wallets/dev.json)');
    assert.equal(walletAndFile('', 'a.json'), 'a.json');
    assert.equal(walletName('dev', 'wallets/dev.json'), 'dev');
    assert.equal(walletName('a.json', 'dir\\a.json'), undefined);
    assert.equal(walletName('two\nlines', 'w.json'), 'two lines', 'a single line');
  });
});
