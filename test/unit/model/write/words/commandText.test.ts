import assert from 'node:assert/strict';
import { NnsError } from '../../../../../src/core/errors/nnsError';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { noAccountsText, noCommitteeKeyText, notHeldText, signerMissingText } from '../../../../../src/model/write/words/commandText';
import { MAGIC, OTHER, OWNER } from '../fixtures';

describe('model/write/words/commandText', () => {
  it('no account to sign with: the network, which files are read, how to make one', () => {
    assert.match(noAccountsText(MAGIC.private, l10n), /^No account of this workspace can sign on a private chain \(magic 1234567890\)\. .*\*\.neo-express files .*NEP-6 wallet files .*neoxp wallet create alice/);
    assert.match(noAccountsText(MAGIC.MainNet, l10n), /^No account of this workspace can sign on MainNet\./);
  });

  it('a name nobody holds: expired, or not registered (the contract FAULTed on it); nothing to say of a held name or another failure', () => {
    assert.equal(notHeldText('old.neo', { name: 'old.neo', state: 'expired', expiration: 1 }, l10n), 'old.neo has expired: nobody holds it now. Register it again (Register Name…) to use it.');
    assert.equal(notHeldText('new.neo', { name: 'new.neo', state: 'error', error: new NnsError('FAULT', 'token not found') }, l10n), 'new.neo is not registered: nobody holds it. Register it first (Register Name…).');
    assert.equal(notHeldText('x.neo', { name: 'x.neo', state: 'error', error: new NnsError('NETWORK', 'down') }, l10n), undefined);
    assert.equal(notHeldText('x.neo', { name: 'x.neo', state: 'error' }, l10n), undefined, 'no error told');
    assert.equal(notHeldText('a.neo', { name: 'a.neo', state: 'active', expiration: 1, owner: { ...OWNER }, admin: null }, l10n), undefined);
    assert.equal(notHeldText('a\u202e.neo', { name: 'a\u202e.neo', state: 'expired', expiration: 1 }, l10n)?.startsWith('a\\u{202e}.neo has expired'), true, 'the name as a visible line');
  });

  it('a signer the workspace lacks: the owner, or the owner or the admin of records', () => {
    assert.equal(signerMissingText('alice.neo', 'owner', { owner: OWNER, admin: OTHER }, l10n),
      `Only the owner of alice.neo, ${OWNER.address}, may do this, and this workspace holds no key of it on this network.`);
    assert.equal(signerMissingText('alice.neo', 'ownerOrAdmin', { owner: OWNER, admin: OTHER }, l10n),
      `Only the owner ${OWNER.address} or the admin ${OTHER.address} of alice.neo may change its records, and this workspace holds the key of neither on this network.`);
    assert.equal(signerMissingText('alice.neo', 'ownerOrAdmin', { owner: OWNER, admin: null }, l10n),
      `Only the owner of alice.neo, ${OWNER.address}, may do this, and this workspace holds no key of it on this network.`, 'no admin: the owner alone');
    assert.match(signerMissingText('alice.neo', 'owner', {}, l10n), /Only the owner of alice\.neo, \(unknown\), may do this/);
  });

  it('too few of the committee\'s keys in the workspace', () => {
    assert.equal(noCommitteeKeyText('NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq', 0, 1, l10n),
      'The workspace holds 0 of the 1 keys the committee NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq needs: add the consensus node\'s wallet (a .neo-express file, or the node\'s NEP-6 wallet) to the workspace, or choose the account yourself.');
  });
});
