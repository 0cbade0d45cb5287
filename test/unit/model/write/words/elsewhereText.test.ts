// How a signer that signs elsewhere is named (in a pick, in the confirmation), and where each signer of
// a contract parameters context stands: who has signed, whose signatures are missing and which keys can
// still give them. Keys are shown short; addresses whole.
import assert from 'node:assert/strict';
import type { SignerStatus } from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { KeyHolder, SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import {
  accountKindText, elsewherePromptText, missingSignaturesText, shortKey, signedByText, signsElsewhereText,
} from '../../../../../src/model/write/words/elsewhereText';

const KEY_A = `02${'ab'.repeat(32)}`;
const KEY_B = `03${'cd'.repeat(32)}`;
const KEY_C = `02${'ef'.repeat(32)}`;
const SHORT_A = '02ababab…ababab';
const SHORT_B = '03cdcdcd…cdcdcd';
const SHORT_C = '02efefef…efefef';
const HOLDER: KeyHolder = { file: 'wallets/team.json', format: 'nep6', account: 'NOne', wallet: 'team', label: 'one' };
const account = (change: Partial<SigningAccount> = {}): SigningAccount => ({
  address: 'NTeam', scriptHash: '0x00', label: '', wallet: '', file: '', kind: 'signature', threshold: 1, publicKeys: [KEY_A],
  verificationScript: '', keyHolders: [], needsPassword: false, isDefault: false, signsElsewhere: true, ...change,
});
const multisig = (change: Partial<SigningAccount> = {}) => account({ kind: 'multisig', threshold: 2, publicKeys: [KEY_A, KEY_B, KEY_C], ...change });
const status = (change: Partial<SignerStatus>): SignerStatus => ({
  account: '0x01', address: 'NAlice', kind: 'signature', needed: 1, publicKeys: [KEY_A], signedBy: [], canStillSign: [KEY_A], complete: false, ...change,
});

describe('model/write/words/elsewhereText', () => {
  it('shows a key by its first eight and last six digits, and a short one whole', () => {
    assert.equal(shortKey(KEY_A), SHORT_A);
    assert.equal(shortKey('0123456789abcdef'), '0123456789abcdef');
    assert.equal(shortKey('0123456789abcdefg'), '01234567…bcdefg');
    assert.equal(shortKey(''), '');
  });

  it('says what an account is: a key, or an m-of-n multisig', () => {
    assert.equal(accountKindText(account(), l10n), `key ${SHORT_A}`);
    assert.equal(accountKindText(account({ publicKeys: [] }), l10n), 'key ');
    assert.equal(accountKindText(multisig(), l10n), '2-of-3 multisig');
  });

  it('names a signer that signs elsewhere by its address, label, wallet and file, and the signatures the workspace adds', () => {
    assert.equal(signsElsewhereText(multisig({ label: 'Team', wallet: 'team', file: 'wallets/team.json', keyHolders: [HOLDER] }), l10n),
      'NTeam (Team · team, wallets/team.json), signs elsewhere (2-of-3 multisig; the workspace adds 1 of its signatures)');
    assert.equal(signsElsewhereText(multisig({ keyHolders: [HOLDER, HOLDER] }), l10n),
      'NTeam, signs elsewhere (2-of-3 multisig; the workspace adds 2 of its signatures)');
    assert.equal(signsElsewhereText(account({ file: 'wallets/team.json' }), l10n), `NTeam, signs elsewhere (key ${SHORT_A})`);
    assert.equal(signsElsewhereText(account({ label: 'Team' }), l10n), `NTeam (Team), signs elsewhere (key ${SHORT_A})`);
    assert.equal(signsElsewhereText(account({ wallet: 'team', file: 'wallets/team.json' }), l10n), `NTeam (team, wallets/team.json), signs elsewhere (key ${SHORT_A})`);
  });

  it('names the committee as such, without a wallet', () => {
    assert.equal(signsElsewhereText(multisig({ committee: true, label: 'Team', wallet: 'node1', file: 'default.neo-express' }), l10n),
      'the committee NTeam, signs elsewhere (2-of-3 multisig)');
  });

  it('shows the label, wallet and file from a file on single lines, cut', () => {
    const shown = signsElsewhereText(account({ label: `a\nb${'l'.repeat(70)}`, wallet: `w\tx${'w'.repeat(70)}`, file: `f${'f'.repeat(130)}` }), l10n);
    assert.equal(shown, `NTeam (a b${'l'.repeat(57)}… · w x${'w'.repeat(57)}…, f${'f'.repeat(119)}…), signs elsewhere (key ${SHORT_A})`);
  });

  it('lists the signers whose signatures are missing: an unknown script, a key, a multisig with the keys that can still sign', () => {
    const statuses: SignerStatus[] = [
      status({ address: 'NDone', signedBy: [KEY_A], canStillSign: [], complete: true }),
      status({ address: 'NUnknown', kind: 'unknown', needed: undefined, publicKeys: [], canStillSign: [] }),
      status({ address: 'NAlice' }),
      status({ address: 'NTeam', kind: 'multisig', needed: 2, publicKeys: [KEY_A, KEY_B, KEY_C], signedBy: [KEY_A], canStillSign: [KEY_B, KEY_C] }),
    ];
    assert.equal(missingSignaturesText(statuses, l10n),
      `NUnknown (the file does not hold its verification script yet); NAlice (key ${SHORT_A}); NTeam (2-of-3 multisig: 1 of 2 signatures; ${SHORT_B}, ${SHORT_C} can still sign)`);
    assert.equal(missingSignaturesText([status({ publicKeys: [] })], l10n), 'NAlice (key )');
    assert.equal(missingSignaturesText([status({ kind: 'multisig', needed: undefined, publicKeys: [KEY_A], canStillSign: [] })], l10n),
      'NAlice (0-of-1 multisig: 0 of 0 signatures;  can still sign)');
  });

  it('says nothing is missing when every signer has signed', () => {
    assert.equal(missingSignaturesText([status({ signedBy: [KEY_A], canStillSign: [], complete: true })], l10n), '');
    assert.equal(missingSignaturesText([], l10n), '');
  });

  it('lists who has signed: a multisig with its signatures so far, a key signed or not', () => {
    const statuses: SignerStatus[] = [
      status({ address: 'NAlice', signedBy: [KEY_A], canStillSign: [], complete: true }),
      status({ address: 'NBob' }),
      status({ address: 'NUnknown', kind: 'unknown', needed: undefined, publicKeys: [], canStillSign: [] }),
      status({ address: 'NTeam', kind: 'multisig', needed: 2, publicKeys: [KEY_A, KEY_B, KEY_C], signedBy: [KEY_A, KEY_C], canStillSign: [KEY_B], complete: true }),
      status({ address: 'NOther', kind: 'multisig', needed: undefined, publicKeys: [KEY_A], signedBy: [], canStillSign: [KEY_A] }),
    ];
    assert.equal(signedByText(statuses, l10n),
      `NAlice (signed); NBob (not signed); NUnknown (not signed); NTeam (2 of 2 signatures: ${SHORT_A}, ${SHORT_C}); NOther (0 of 0 signatures: )`);
    assert.equal(signedByText([], l10n), '');
  });

  it('words the prompts for a signer that signs elsewhere', () => {
    const text = elsewherePromptText(l10n);
    assert.equal(text.typeRow, 'Another Account, Signing Elsewhere…');
    assert.equal(text.typeRowDetail, 'An address, a public key, or a multi-signature account\'s keys: the transaction is saved for signing with neo-go or neo-cli');
    assert.equal(text.row(multisig({ keyHolders: [HOLDER] })), 'signs elsewhere · 2-of-3 multisig · the workspace holds 1 of its keys');
    assert.equal(text.row(account()), `signs elsewhere · key ${SHORT_A}`);
    assert.equal(text.anyPrompt, 'The account that signs elsewhere: its address (N…) or script hash (0x…) if this workspace lists it, its public key (02… or 03…), or a multi-signature account as m and its public keys (2 of 02… 03… 02…). Its script is needed for the fee; nothing is signed here.');
    assert.equal(text.keysPrompt('NTeam'), 'The public key of NTeam (02… or 03…), or, for a multi-signature account, m and its public keys (2 of 02… 03… 02…): its script is needed for the fee. Nothing is signed here.');
    assert.equal(text.notThatAccount('NMade', 'NTeam'), 'These keys make the account NMade, not NTeam.');
    assert.equal(text.makes('NTeam'), 'The account NTeam.');
    assert.equal(text.keysNext('NTeam'), 'NTeam: its public keys are asked next.');
    assert.equal(text.signElsewhere, 'Sign Elsewhere…');
  });
});
