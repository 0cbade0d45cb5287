// The words of the password box a NEP-6 key is opened with: whose key (its label, address, wallet and
// file), what it signs for (its own account, a multisig, the committee), a wrong password and the attempt,
// and the opt-in that keeps the wallet unlocked.
import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { KeyHolder } from '../../../../../src/model/write/accounts/signingAccounts';
import { passwordBoxText } from '../../../../../src/model/write/words/passwordText';

const holder = (change: Partial<KeyHolder> = {}): KeyHolder => ({
  file: 'wallets/alice.json', format: 'nep6', account: 'NAlice', wallet: 'Alice\'s wallet', label: 'savings', ...change,
});
const KEEP_OFF = 'Keep this wallet unlocked until the window closes (now: ask each time)';
const KEEP_ON = 'Keep this wallet unlocked until the window closes (now: on, until the window closes or Forget Wallet Passwords)';
const STORE = 'NNS Explorer does not store it; the lock button keeps this wallet unlocked until the window closes.';

describe('model/write/words/passwordText', () => {
  it('names the key by its label, address, wallet and file, and asks nothing more on the first box', () => {
    assert.deepEqual(passwordBoxText(holder(), 1, 3, l10n), {
      title: 'Password of Alice\'s wallet',
      prompt: `The password of savings NAlice in Alice's wallet (wallets/alice.json), to sign. ${STORE}`,
      keepOff: KEEP_OFF,
      keepOn: KEEP_ON,
    });
  });

  it('names an account without a label by its address, and a wallet named after its file by the file alone', () => {
    const text = passwordBoxText(holder({ label: '', wallet: 'alice.json' }), 1, 3, l10n);
    assert.equal(text.prompt, `The password of NAlice in wallets/alice.json, to sign. ${STORE}`);
    assert.equal(text.title, 'Password of alice.json');
  });

  it('shows a label and a wallet name on one line, cut at sixty characters', () => {
    const text = passwordBoxText(holder({ label: 'my\nkey', wallet: `${'w'.repeat(70)}` }), 1, 3, l10n);
    assert.equal(text.title, `Password of ${'w'.repeat(60)}…`);
    assert.equal(text.prompt, `The password of my key NAlice in ${'w'.repeat(60)}… (wallets/alice.json), to sign. ${STORE}`);
  });

  it('says the key signs for its own account when the signer is the holder', () => {
    const text = passwordBoxText(holder(), 1, 3, l10n, { address: 'NAlice', committee: true });
    assert.equal(text.prompt, `The password of savings NAlice in Alice's wallet (wallets/alice.json), to sign. ${STORE}`);
  });

  it('says which multisig account, or that the committee, the key signs for', () => {
    assert.equal(passwordBoxText(holder(), 1, 3, l10n, { address: 'NTeam' }).prompt,
      `The password of the key of savings NAlice in Alice's wallet (wallets/alice.json), that signs for the multisig account NTeam. ${STORE}`);
    assert.equal(passwordBoxText(holder(), 1, 3, l10n, { address: 'NCommittee', committee: true }).prompt,
      `The password of the key of savings NAlice in Alice's wallet (wallets/alice.json), that signs for the committee NCommittee. ${STORE}`);
  });

  it('after a wrong password, says so and counts the attempts', () => {
    assert.equal(passwordBoxText(holder(), 1, 3, l10n).problem, undefined);
    assert.equal('problem' in passwordBoxText(holder(), 1, 3, l10n), false);
    assert.equal(passwordBoxText(holder(), 2, 3, l10n).problem, 'That password does not open the key: try again (attempt 2 of 3).');
    assert.equal(passwordBoxText(holder(), 3, 3, l10n).problem, 'That password does not open the key: try again (attempt 3 of 3).');
  });
});
