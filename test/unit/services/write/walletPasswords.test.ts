// The password box of a NEP-6 key: it names the account, asks again after a wrong password, keeps a
// password only when the user ticked "keep unlocked" and the key opened, and forgets on request.
import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeInputBox } from '../../support/fakeVscode';
import { ContextKeys } from '../../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { KeyHolder } from '../../../../src/model/write/accounts/signingAccounts';
import { WalletPasswords } from '../../../../src/services/write/walletPasswords';

const HOLDER: KeyHolder = { file: 'wallets/dev.json', format: 'nep6', account: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', wallet: 'dev', label: 'Carol' };

describe('services/write/walletPasswords', () => {
  beforeEach(resetEditor);

  it('asks in a password box naming the account, keeps nothing unless ticked', async () => {
    const passwords = new WalletPasswords(l10n);
    editor.inputBoxAnswers.push('secret');
    assert.equal(await passwords.ask(HOLDER, 1), 'secret');
    const box = editor.createdInputBoxes[0]!;
    assert.equal(box.password, true);
    assert.equal(box.ignoreFocusOut, true);
    assert.equal(box.prompt, 'The password of Carol NMBfzaEq2c5zodiNbLPoohVENARMbJim1r in dev (wallets/dev.json), to sign. NNS Explorer does not store it; the lock button keeps this wallet unlocked until the window closes.');
    passwords.opened();
    assert.equal(passwords.unlocked, 0);
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await passwords.ask(HOLDER, 1), undefined, 'Escape: no password');
  });

  it('a key that signs for the committee: the box names the key\'s account and the committee it signs for; a wallet named after its file is said once', async () => {
    const passwords = new WalletPasswords(l10n);
    const node: KeyHolder = { file: 'wallet1_solo.json', format: 'nep6', account: 'NhfgHNuJHFT3xYtMN7uJQZNGHShbFf5a7z', wallet: 'wallet1_solo.json', label: '' };
    editor.inputBoxAnswers.push('one', 'one');
    await passwords.ask(node, 1, { address: 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP', committee: true });
    assert.equal(editor.createdInputBoxes[0]!.prompt,
      'The password of the key of NhfgHNuJHFT3xYtMN7uJQZNGHShbFf5a7z in wallet1_solo.json, that signs for the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP. NNS Explorer does not store it; the lock button keeps this wallet unlocked until the window closes.');
    await passwords.ask(node, 1, { address: 'NhfgHNuJHFT3xYtMN7uJQZNGHShbFf5a7z' });
    assert.match(editor.createdInputBoxes[1]!.prompt ?? '', /^The password of NhfgHNuJHFT3xYtMN7uJQZNGHShbFf5a7z in wallet1_solo\.json, to sign\./, 'its own account: no "signs for"');
  });

  it('"keep unlocked" ticked: kept once the key opened, used without a box, dropped when it no longer opens it, forgotten on request', async () => {
    const passwords = new WalletPasswords(l10n);
    editor.inputBoxScripts.push((box: FakeInputBox) => {
      box.press();
      box.enter('secret');
    });
    assert.equal(await passwords.ask(HOLDER, 1), 'secret');
    passwords.opened();
    assert.equal(passwords.unlocked, 1);
    assert.deepEqual(editor.executed.at(-1), { command: 'setContext', args: [ContextKeys.walletsUnlocked, true] });
    assert.equal(await passwords.ask(HOLDER, 1), 'secret');
    assert.equal(editor.createdInputBoxes.length, 1, 'no second box');
    // The wallet changed: the kept password failed, the box asks, saying why.
    editor.inputBoxAnswers.push('new');
    assert.equal(await passwords.ask(HOLDER, 2), 'new');
    assert.equal(passwords.unlocked, 0);
    assert.equal(editor.createdInputBoxes[1]!.validationMessage, undefined, 'cleared as the user typed');
    assert.match(editor.inputBoxes[1]!.validationMessage ?? '', /That password does not open the key: try again \(attempt 2 of 3\)\./);
    passwords.notOpened();
    assert.equal(passwords.forgetAll(), 0);
    assert.deepEqual(editor.executed.at(-1), { command: 'setContext', args: [ContextKeys.walletsUnlocked, false] });
  });
});
