// The prompts of a signer that signs elsewhere, in the fake editor: the rows of the accounts known
// without keys and the row to type one; a public key, a multisig's m and keys (shown m-of-n), an address
// (its keys asked next, unless the workspace knows them); what the box says as it is typed; Escape.
import assert from 'node:assert/strict';
import { editor, InputBoxValidationSeverity, resetEditor } from '../../support/fakeVscode';
import { chosenSigner, elsewhereRows } from '../../../../src/commands/write/elsewhereSigner';
import * as write from '../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { elsewhereAccounts, readNeoExpressKeys, readNep6Keys, signingAccounts } from '../../../../src/model/write/accounts/signingAccounts';
import { elsewherePromptText } from '../../../../src/model/write/words/elsewhereText';
import { generateKey, neoExpressFile } from '../../support/walletFiles';

const keyHex = (key: ReturnType<typeof generateKey>) => Buffer.from(key.key.publicKey).toString('hex');
type Validate = (text: string) => unknown;

describe('commands/write/elsewhereSigner', () => {
  const session = { write, info: { network: { addressVersion: 53 } } };
  const [alice, far1, far2, watched] = [generateKey(), generateKey(), generateKey(), generateKey()];
  const read = readNeoExpressKeys(neoExpressFile({ magic: 7, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice, label: 'Alice' }] }), 'chain.neo-express');
  assert.ok(read.ok);
  const workspace = signingAccounts(read.entries);
  // A NEP-6 file listing an account without its key: known, signing elsewhere.
  const watchOnly = readNep6Keys(JSON.stringify({
    version: '1.0', scrypt: { n: 16384, r: 8, p: 8 },
    accounts: [{ address: watched.account.address, label: 'Treasury', isDefault: false, lock: false, key: null,
      contract: { script: Buffer.from(watched.account.verificationScript).toString('base64'), parameters: [{ name: 'signature', type: 'Signature' }], deployed: false } }],
  }), 'watch.json');
  assert.ok(watchOnly.ok, watchOnly.ok ? '' : watchOnly.reason);
  const known = elsewhereAccounts(watchOnly.entries);
  const rows = () => elsewhereRows(session, known, workspace, l10n);

  beforeEach(() => resetEditor());

  it('offers the accounts known without keys (but those excepted), marked "signs elsewhere", then the row to type one', () => {
    const items = rows().items();
    assert.deepEqual(items.map((item) => item.label), ['Treasury', '$(add) Another Account, Signing Elsewhere…']);
    assert.equal(items[0]!.description, `${watched.account.address} · signs elsewhere · key ${keyHex(watched).slice(0, 8)}…${keyHex(watched).slice(-6)}`);
    assert.equal(items[0]!.account?.address, watched.account.address);
    assert.equal(items[1]!.typed, true);
    assert.deepEqual(rows().items(new Set([watched.account.address])).map((item) => item.label), ['$(add) Another Account, Signing Elsewhere…']);
  });

  it('a public key typed: its signature account, signing elsewhere; the box says the address as it is typed', async () => {
    editor.inputBoxAnswers.push(` ${keyHex(far1)} `);
    const signer = await rows().ask('Register x.neo');
    assert.deepEqual([signer?.address, signer?.kind, signer?.signsElsewhere, signer?.keyHolders.length], [far1.account.address, 'signature', true, 0]);
    const validate = editor.inputBoxes[0]!.validateInput as Validate;
    assert.deepEqual(validate(keyHex(far1)), { message: `The account ${far1.account.address}.`, severity: InputBoxValidationSeverity.Info });
    assert.equal(validate('  '), undefined);
    assert.match(String(validate('zz')), /^Not an N3 address/);
    assert.match(String(validate(`2 of ${keyHex(far1)}`)), /from 1 to the number of keys/);
  });

  it('a 2-of-3 multisig typed, one of its keys the workspace\'s: shown m-of-n, the workspace\'s signature going into the file', async () => {
    const text = `2 of ${keyHex(far1)} ${keyHex(alice)} ${keyHex(far2)}`;
    const expected = write.multisigAccount(2, [far1, alice, far2].map((key) => key.key.publicKey));
    editor.inputBoxAnswers.push(text);
    const signer = await chosenSigner(rows().items().find((item) => item.typed === true), rows(), 'Set Record');
    assert.deepEqual([signer?.address, signer?.kind, signer?.threshold, signer?.publicKeys.length, signer?.signsElsewhere], [expected.address, 'multisig', 2, 3, true]);
    assert.deepEqual(signer?.keyHolders.map((holder) => holder.account), [alice.account.address]);
    assert.equal(elsewherePromptText(l10n).row(signer!), 'signs elsewhere · 2-of-3 multisig · the workspace holds 1 of its keys');
    assert.deepEqual((editor.inputBoxes[0]!.validateInput as Validate)(text), { message: `The account ${expected.address}.`, severity: InputBoxValidationSeverity.Info });
  });

  it('an address: the account the workspace knows, else its keys asked next, checked against it', async () => {
    editor.inputBoxAnswers.push(watched.account.address);
    assert.equal((await rows().ask('Transfer'))?.label, 'Treasury');
    assert.equal(editor.inputBoxes.length, 1, 'its script is known: nothing more asked');
    assert.deepEqual((editor.inputBoxes[0]!.validateInput as Validate)(watched.account.scriptHash), { message: `The account ${watched.account.address}.`, severity: InputBoxValidationSeverity.Info });

    resetEditor();
    const multisig = write.multisigAccount(2, [far1, far2].map((key) => key.key.publicKey));
    editor.inputBoxAnswers.push(multisig.address, `2 of ${keyHex(far1)} ${keyHex(far2)}`);
    const signer = await rows().ask('Transfer');
    assert.deepEqual([signer?.address, signer?.kind, signer?.signsElsewhere], [multisig.address, 'multisig', true]);
    assert.deepEqual((editor.inputBoxes[0]!.validateInput as Validate)(multisig.address), { message: `${multisig.address}: its public keys are asked next.`, severity: InputBoxValidationSeverity.Info });
    const keys = editor.inputBoxes[1]!;
    assert.match(String(keys.prompt), new RegExp(`^The public key of ${multisig.address}`));
    assert.equal((keys.validateInput as Validate)(keyHex(far1)), `These keys make the account ${far1.account.address}, not ${multisig.address}.`);
    assert.match(String((keys.validateInput as Validate)(multisig.address)), /^Not a public key/);
  });

  it('a public key of a workspace account: that account, which signs here', async () => {
    editor.inputBoxAnswers.push(keyHex(alice));
    const signer = await rows().ask('Register');
    assert.deepEqual([signer?.label, signer?.signsElsewhere, signer?.file], ['Alice', undefined, 'chain.neo-express']);
  });

  it('asked for the keys of a named holder: the box of keys at once; wrong keys or Escape give nobody', async () => {
    editor.inputBoxAnswers.push(keyHex(far2));
    assert.equal(await rows().ask('Set Record', far1.account.address), undefined, 'the keys of another account');
    editor.inputBoxAnswers.push(keyHex(far1));
    assert.equal((await rows().ask('Set Record', far1.account.address))?.address, far1.account.address);
    assert.equal(await rows().ask('Set Record', far1.account.address), undefined, 'Escape');
    assert.equal(await rows().ask('Set Record'), undefined, 'Escape');
    assert.equal(await chosenSigner(undefined, rows(), 'Set Record'), undefined);
  });

  it('something that is neither typed and sent anyway: said, nobody', async () => {
    editor.inputBoxAnswers.push('not-an-account');
    assert.equal(await rows().ask('Register'), undefined);
    assert.match(editor.messages[0]?.text ?? '', /^Not an N3 address/);
  });
});
