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
    assert.equal(box.prompt, 'The password of Carol NMBfzaEq2c5zodiNbLPoohVENARMbJim1r in dev (wallets/dev.json), to sign. NNS Explorer does not store it.');
    passwords.opened();
    assert.equal(passwords.unlocked, 0);
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await passwords.ask(HOLDER, 1), undefined, 'Escape: no password');
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
    assert.match(editor.inputBoxes[1]!.validationMessage ?? '', /That password does not open the key: try again \(2 of 3\)\./);
    passwords.notOpened();
    assert.equal(passwords.forgetAll(), 0);
    assert.deepEqual(editor.executed.at(-1), { command: 'setContext', args: [ContextKeys.walletsUnlocked, false] });
  });
});
