// The words of saving for signing elsewhere: the file's default name (letters any file system takes), the
// confirmation without Sign and Send where a signer signs elsewhere (and why, first), what a save says.
import assert from 'node:assert/strict';
import type { SignerStatus } from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { contextFileName, savedText, withSigningElsewhere } from '../../../../../src/model/write/words/contextText';

const KEY = `02${'ab'.repeat(32)}`;
const account = (address: string, change: Partial<SigningAccount> = {}): SigningAccount => ({
  address, scriptHash: '0x00', label: '', wallet: '', file: '', kind: 'signature', threshold: 1, publicKeys: [KEY], verificationScript: '',
  keyHolders: [], needsPassword: false, isDefault: false, ...change,
});
const TEXT = { message: 'Register alice.neo?', detail: 'Operation: register', button: 'Sign and Send' };
const prepared = { network: { magic: 1, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 1000 }, blockCount: 101, validUntilBlock: 3700 };

describe('model/write/words/contextText', () => {
  it('names the file by the operation and its name, in letters a file system takes anywhere', () => {
    assert.equal(contextFileName('register-alice.neo'), 'register-alice.neo.context.json');
    assert.equal(contextFileName('setRecord-../../etc/x y'), 'setRecord-.._.._etc_x_y.context.json');
    assert.equal(contextFileName('..hidden'), 'hidden.context.json');
    assert.equal(contextFileName('ünï/cödé'), '_n_c_d_.context.json');
    assert.equal(contextFileName(''), 'transaction.context.json');
    assert.equal(contextFileName('x'.repeat(300)).length, 100 + '.context.json'.length);
  });

  it('offers Save beside Sign and Send; with a signer that signs elsewhere, only Save, and says why first', () => {
    assert.deepEqual(withSigningElsewhere(TEXT, [account('NAlice')], true, l10n), { ...TEXT, save: 'Save for Signing Elsewhere…' });
    assert.deepEqual(withSigningElsewhere(TEXT, [account('NAlice')], false, l10n), TEXT);
    const far = account('NTeam', { kind: 'multisig', threshold: 2, publicKeys: [KEY, KEY, KEY], signsElsewhere: true });
    const shown = withSigningElsewhere(TEXT, [far], true, l10n);
    assert.equal(shown.button, undefined);
    assert.equal(shown.save, 'Save for Signing Elsewhere…');
    assert.equal(shown.detail, 'Sign and Send is not offered: NTeam (2-of-3 multisig) signs elsewhere. Save the transaction for signing elsewhere; once signed, Send Signed Transaction… sends it.\nOperation: register');
  });

  it('says where it saved, that nothing was sent, whose signatures are missing and until when it is valid', () => {
    const missing: SignerStatus[] = [{ account: '0x01', address: 'NTeam', kind: 'multisig', publicKeys: [KEY, KEY, KEY], needed: 2, signedBy: [KEY], canStillSign: [KEY, KEY], complete: false }];
    assert.equal(savedText('register-alice.neo.context.json', missing, prepared, l10n),
      'Saved register-alice.neo.context.json; nothing was sent. Missing signatures: NTeam (2-of-3 multisig: 1 of 2 signatures; 02ababab…ababab, 02ababab…ababab can still sign). Sign it elsewhere (neo-go wallet sign, neo-cli sign), then Send Signed Transaction… while it is valid for about 1 hour, until block 3,700.');
    const complete: SignerStatus[] = [{ account: '0x02', address: 'NAlice', kind: 'signature', publicKeys: [KEY], needed: 1, signedBy: [KEY], canStillSign: [], complete: true }];
    assert.match(savedText('a.context.json', complete, prepared, l10n), /^Saved a\.context\.json: every signature is in it, and nothing was sent\. Send it with Send Signed Transaction… while it is valid for about 1 hour/);
  });
});
