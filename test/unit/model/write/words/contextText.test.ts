// The words of saving for signing elsewhere: the file's default name (letters any file system takes), the
// confirmation without Sign and Send where a signer signs elsewhere (and why, first), what a save says; a
// context file's refusals, each kind; the confirmation of sending one (saved here, or from elsewhere: its
// calls, signers, scopes, fees and validity) and its read-only document; the progress of sending it.
import assert from 'node:assert/strict';
import {
  TransactionError, type ContextInspection, type DecodedArgument, type InspectedSigner, type SignerStatus, type TransactionErrorCode, type TransactionErrorDetails,
} from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import {
  argumentText, contextFileName, contextRefusalText, foreignConfirmationText, inspectionDocument, saveButtonText, savedText, sendButtonText,
  sendConfirmationText, setUpSentText, showTransactionButtonText, signedStepText, withSigningElsewhere, type InspectionInput,
} from '../../../../../src/model/write/words/contextText';
import { MAGIC, OWNER } from '../fixtures';

const KEY = `02${'ab'.repeat(32)}`;
const account = (address: string, change: Partial<SigningAccount> = {}): SigningAccount => ({
  address, scriptHash: '0x00', label: '', wallet: '', file: '', kind: 'signature', threshold: 1, publicKeys: [KEY], verificationScript: '',
  keyHolders: [], needsPassword: false, isDefault: false, ...change,
});
const TEXT = { message: 'Register alice.neo?', detail: 'Operation: register', button: 'Sign and Send' };
const prepared = { network: { magic: 1, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 1000 }, blockCount: 101, validUntilBlock: 3700 };
const SHORT = '02ababab…ababab';
const KEY_B = `03${'cd'.repeat(32)}`;
const SHORT_B = '03cdcdcd…cdcdcd';
const HASH = `0x${'12'.repeat(32)}`;
const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const status = (change: Partial<SignerStatus>): SignerStatus => ({
  account: '0x01', address: 'NAlice', kind: 'signature', needed: 1, publicKeys: [KEY], signedBy: [], canStillSign: [KEY], complete: false, ...change,
});
const signer = (change: Partial<InspectedSigner>): InspectedSigner => ({
  ...status({ signedBy: [KEY], canStillSign: [], complete: true }), scopes: ['CalledByEntry'], allowedContracts: [], allowedGroups: [], rules: [], ...change,
});
const text = (value: string): DecodedArgument => ({ type: 'ByteArray', value: new TextEncoder().encode(value) });
const SIGNERS = [
  signer({}),
  signer({ address: 'NTeam', kind: 'multisig', needed: 2, publicKeys: [KEY, KEY_B], signedBy: [], canStillSign: [KEY, KEY_B], complete: false,
    scopes: ['CustomContracts', 'CustomGroups'], allowedContracts: [GAS], allowedGroups: [KEY_B] }),
  signer({ address: 'NNew', kind: 'unknown', needed: undefined, publicKeys: [], signedBy: [], canStillSign: [], complete: false, scopes: [] }),
];
const TX = { version: 0, nonce: 42, systemFee: 1_234_567n, networkFee: 100_000n, validUntilBlock: 1_000_030, signers: [], attributes: [], script: new Uint8Array() };
const OWNER_BYTES = Uint8Array.from(Buffer.from(OWNER.scriptHash.slice(2), 'hex')).reverse();
/** Calls to the NNS contract of the settings (asserted), to a native contract, and to one not known. */
const PLAIN: ContextInspection['calls'] = {
  plain: true,
  calls: [
    { contractHash: NNS, method: 'register', args: [text('alice.neo'), { type: 'ByteArray', value: OWNER_BYTES }], callFlags: 15, assertResult: true, offset: 0 },
    { contractHash: GAS, method: 'balance\nOf', args: [], callFlags: 15, offset: 40 },
    { contractHash: `0x${'11'.repeat(20)}`, method: 'm'.repeat(70), args: [{ type: 'Integer', value: 7n }], callFlags: 15, dropResult: true, offset: 60 },
  ],
};
const CALLS = [
  `Call 1: ${NNS} (the NNS contract of the settings) register("alice.neo", ${OWNER.address}) + ASSERT`,
  `Call 2: ${GAS} (GasToken) balance Of()`,
  `Call 3: 0x${'11'.repeat(20)} ${'m'.repeat(60)}…(7)`,
];
const NOT_PLAIN: ContextInspection['calls'] = {
  plain: false, offset: 7, reason: 'a SYSCALL\nother than System.Contract.Call',
  instructions: Array.from({ length: 201 }, (_, offset) => ({ offset, opcode: 0x21, name: 'NOP', operand: new Uint8Array(), text: '' })),
};
const foreign = (change: Partial<ContextInspection> = {}) => ({
  inspection: { hash: HASH, network: MAGIC.private, transaction: TX, calls: PLAIN, signers: SIGNERS, badSignatures: [], complete: false, ...change },
  node: { rpcUrl: 'http://user:secret@node.example:10332/', contractHash: NNS }, addressVersion: 53, blockCount: 1_000_001, msPerBlock: 1000,
});

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

  it('names its buttons', () => {
    assert.equal(saveButtonText(l10n), 'Save for Signing Elsewhere…');
    assert.equal(sendButtonText(l10n), 'Send');
    assert.equal(showTransactionButtonText(l10n), 'Show Transaction');
  });

  it('says why Sign and Send is absent for every signer that signs elsewhere, and offers no Save where the run cannot save', () => {
    const team = account('NTeam', { kind: 'multisig', threshold: 2, publicKeys: [KEY, KEY, KEY], signsElsewhere: true });
    const bob = account('NBob', { signsElsewhere: true });
    assert.deepEqual(withSigningElsewhere(TEXT, [account('NAlice'), team, bob], true, l10n), {
      message: 'Register alice.neo?',
      detail: `Sign and Send is not offered: NTeam (2-of-3 multisig), NBob (key ${SHORT}) sign elsewhere. Save the transaction for signing elsewhere; once signed, Send Signed Transaction… sends it.\nOperation: register`,
      save: 'Save for Signing Elsewhere…',
    });
    assert.deepEqual(withSigningElsewhere(TEXT, [bob], false, l10n), {
      message: 'Register alice.neo?',
      detail: `Sign and Send is not offered: NBob (key ${SHORT}) signs elsewhere. Save the transaction for signing elsewhere; once signed, Send Signed Transaction… sends it.\nOperation: register`,
    });
  });

  it('says a save holds every signature, and until when to send it, in blocks where the node tells no block time', () => {
    const complete: SignerStatus[] = [status({ signedBy: [KEY], canStillSign: [], complete: true })];
    assert.equal(savedText('a\nb.context.json', complete, prepared, l10n),
      'Saved a b.context.json: every signature is in it, and nothing was sent. Send it with Send Signed Transaction… while it is valid for about 1 hour, until block 3,700.');
    assert.equal(savedText('a.context.json', [status({})], { ...prepared, network: { ...prepared.network, msPerBlock: undefined } }, l10n),
      `Saved a.context.json; nothing was sent. Missing signatures: NAlice (key ${SHORT}). Sign it elsewhere (neo-go wallet sign, neo-cli sign), then Send Signed Transaction… while it is valid for 3,600 blocks, until block 3,700.`);
  });

  describe('a context file\'s refusals', () => {
    const FILE = 'saved/a\nb.context.json';
    const WHERE = 'saved/a b.context.json';
    const refusal = (code: TransactionErrorCode, details: TransactionErrorDetails = {}, message = 'refused') =>
      contextRefusalText(new TransactionError(code, message, details), FILE, l10n);
    const CHANGED_FIX = 'Sign the file NNS Explorer saved without changing it, or run the operation again and save a new one.';
    const changed = (what: string, verb: string) => ({ message: `The transaction in ${WHERE} is not the one saved here: its ${what} ${verb}. Nothing was sent.`, fix: CHANGED_FIX, spent: false });

    it('words only the refusals of a context file', () => {
      assert.equal(contextRefusalText(new Error('CONTEXT_EXPIRED'), FILE, l10n), undefined);
      assert.equal(contextRefusalText(Object.assign(new Error('expired'), { code: 'CONTEXT_EXPIRED' }), FILE, l10n), undefined);
      assert.equal(contextRefusalText({ name: 'TransactionError', code: 'CONTEXT_EXPIRED', message: 'expired' }, FILE, l10n), undefined);
      assert.equal(contextRefusalText('CONTEXT_EXPIRED', FILE, l10n), undefined);
      assert.equal(refusal('FAULT', { exception: 'no' }), undefined);
      assert.equal(refusal('WRONG_PASSWORD'), undefined);
    });

    it('a file that is not a context: what is wrong, and which file to choose', () => {
      assert.deepEqual(refusal('INVALID_CONTEXT', { path: 'items' }, 'items["0x01"]\nis not an object.'), {
        message: `${WHERE} is not a contract parameters context NNS Explorer can read: items["0x01"] is not an object. Nothing was sent.`,
        fix: 'Choose the file NNS Explorer saved, as neo-go\'s wallet sign or neo-cli\'s sign wrote it back.',
        spent: false,
      });
      const long = contextRefusalText(new TransactionError('INVALID_CONTEXT', 'w'.repeat(400)), 'f'.repeat(250), l10n);
      assert.equal(long?.message, `${'f'.repeat(200)}… is not a contract parameters context NNS Explorer can read: ${'w'.repeat(300)}… Nothing was sent.`);
    });

    it('a transaction whose data no longer has its hash', () => {
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['nonce', 'hash'] }), {
        message: `The transaction in ${WHERE} was changed: its data no longer has the hash the file gives. Nothing was sent.`, fix: CHANGED_FIX, spent: false,
      });
    });

    it('a transaction that is not the one saved: each field that differs, the verb agreeing with it', () => {
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['network'] }), changed('network', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['nonce'] }), changed('nonce', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['systemFee'] }), changed('system fee', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['networkFee'] }), changed('network fee', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['validUntilBlock'] }), changed('last valid block', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['script'] }), changed('script (the calls it makes)', 'differs'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['signers'] }), changed('signers or their scopes', 'differ'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['attributes'] }), changed('attributes', 'differ'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['data'] }), changed('bytes', 'differ'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: [] }), changed('bytes', 'differ'));
      assert.deepEqual(refusal('CONTEXT_CHANGED'), changed('bytes', 'differ'));
    });

    it('a transaction that differs in several fields lists them all, and says they differ', () => {
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['nonce', 'systemFee'] }), changed('nonce and system fee', 'differ'));
      assert.deepEqual(refusal('CONTEXT_CHANGED', { changes: ['network', 'signers', 'attributes'] }), changed('network, signers or their scopes and attributes', 'differ'));
    });

    it('a transaction for another network than the node\'s: both networks, and which node to set', () => {
      assert.deepEqual(refusal('CONTEXT_OTHER_NETWORK', { networkMagic: MAGIC.MainNet, answeredMagic: MAGIC.private }), {
        message: `The transaction in ${WHERE} is for MainNet; the node of the settings is on a private chain (magic 1234567890). Nothing was sent.`,
        fix: 'Set nns.rpcUrl to a node of MainNet, then send it again.',
        spent: false,
      });
      assert.deepEqual(refusal('CONTEXT_OTHER_NETWORK', { networkMagic: MAGIC.TestNet }), {
        message: `The transaction in ${WHERE} is for TestNet; the node of the settings is on another network. Nothing was sent.`,
        fix: 'Set nns.rpcUrl to a node of TestNet, then send it again.',
        spent: false,
      });
      assert.deepEqual(refusal('CONTEXT_OTHER_NETWORK', { answeredMagic: MAGIC.TestNet }), {
        message: `The transaction in ${WHERE} is for another network; the node of the settings is on TestNet. Nothing was sent.`,
        fix: 'Set nns.rpcUrl to a node of another network, then send it again.',
        spent: false,
      });
    });

    it('an expired transaction: until which block it was valid, and the chain\'s next block', () => {
      const fix = 'Run the operation again and save a new file: a transaction stays valid for about an hour.';
      assert.deepEqual(refusal('CONTEXT_EXPIRED', { validUntilBlock: 1_000_000, blockCount: 1_000_002 }), {
        message: `The transaction in ${WHERE} could enter blocks up to 1,000,000, and the chain is past it (its next block is 1,000,002): it can never be sent. Nothing was sent.`,
        fix, spent: false,
      });
      assert.deepEqual(refusal('CONTEXT_EXPIRED'), {
        message: `The transaction in ${WHERE} could enter blocks up to 0, and the chain is past it (its next block is 0): it can never be sent. Nothing was sent.`,
        fix, spent: false,
      });
    });

    it('missing signatures: whose, and how to have them added', () => {
      const fix = `Have them added (neo-go wallet sign --in ${WHERE} --out ${WHERE} --address <the signer>, or neo-cli's sign), then send it again.`;
      assert.deepEqual(refusal('CONTEXT_INCOMPLETE', { signers: [status({}), status({ address: 'NNew', kind: 'unknown', needed: undefined, publicKeys: [], canStillSign: [] })] }), {
        message: `Signatures are missing in ${WHERE}: NAlice (key ${SHORT}); NNew (the file does not hold its verification script yet). Nothing was sent.`,
        fix, spent: false,
      });
      assert.deepEqual(refusal('CONTEXT_INCOMPLETE'), { message: `Signatures are missing in ${WHERE}: . Nothing was sent.`, fix, spent: false });
    });

    it('a signature that does not verify: whose, and by which key where the file gives one', () => {
      const fix = 'Have it signed again, by the wallet of that key, from the file NNS Explorer saved.';
      assert.deepEqual(refusal('CONTEXT_BAD_SIGNATURE', { account: 'NAlice', publicKey: KEY }), {
        message: `A signature in ${WHERE} does not verify: that of NAlice by the key ${KEY}, for this transaction on its network. Nothing was sent.`,
        fix, spent: false,
      });
      assert.deepEqual(refusal('CONTEXT_BAD_SIGNATURE', { account: 'NTeam' }), {
        message: `A signature in ${WHERE} does not verify for NTeam, for this transaction on its network. Nothing was sent.`, fix, spent: false,
      });
      assert.equal(refusal('CONTEXT_BAD_SIGNATURE', { publicKey: KEY })?.message,
        `A signature in ${WHERE} does not verify: that of  by the key ${KEY}, for this transaction on its network. Nothing was sent.`);
      assert.equal(refusal('CONTEXT_BAD_SIGNATURE')?.message, `A signature in ${WHERE} does not verify for , for this transaction on its network. Nothing was sent.`);
    });
  });

  describe('sending a transaction saved here', () => {
    const input = {
      saved: { message: 'Register alice.neo?', detail: 'Operation: register\nSigner: NAlice', rpcUrl: 'http://saved.example/' },
      hash: HASH, validUntilBlock: 1_000_030, statuses: [status({ signedBy: [KEY], canStillSign: [], complete: true })],
      node: { rpcUrl: 'http://saved.example/', contractHash: NNS }, blockCount: 1_000_001,
    };

    it('confirms it in its saved words, who signed, and how many blocks it can still enter', () => {
      assert.deepEqual(sendConfirmationText(input, l10n), {
        message: 'Register alice.neo?',
        detail: `Operation: register\nSigner: NAlice\nSigned elsewhere: NAlice (signed)\nTransaction ${HASH} now: it can enter blocks until 1,000,030: 30 more blocks (the chain is at block 1,000,000)`,
        button: 'Send',
      });
      assert.equal(sendConfirmationText({ ...input, msPerBlock: 0 }, l10n).detail.split('\n').at(-1),
        `Transaction ${HASH} now: it can enter blocks until 1,000,030: 30 more blocks (the chain is at block 1,000,000)`);
    });

    it('says about how long it can still enter a block where the node tells its block time', () => {
      assert.equal(sendConfirmationText({ ...input, msPerBlock: 1000 }, l10n).detail.split('\n').at(-1),
        `Transaction ${HASH} now: it can enter blocks until 1,000,030: about 30 seconds from now (the chain is at block 1,000,000)`);
      assert.equal(sendConfirmationText({ ...input, blockCount: 1_000_030, msPerBlock: 15_000 }, l10n).detail.split('\n').at(-1),
        `Transaction ${HASH} now: it can enter blocks until 1,000,030: about 15 seconds from now (the chain is at block 1,000,029)`);
    });

    it('names the node of the settings, without its credentials, where it is not the one the transaction was saved with', () => {
      assert.deepEqual(sendConfirmationText({ ...input, node: { rpcUrl: 'http://user:secret@other.example:10332/', contractHash: NNS } }, l10n).detail.split('\n'), [
        'Operation: register', 'Signer: NAlice', 'Signed elsewhere: NAlice (signed)', 'Sent to the node of the settings now: http://other.example:10332/',
        `Transaction ${HASH} now: it can enter blocks until 1,000,030: 30 more blocks (the chain is at block 1,000,000)`,
      ]);
    });
  });

  describe('a transaction from elsewhere', () => {
    it('lists what it does before sending it: its calls, signers and scopes, fees, validity and network', () => {
      assert.deepEqual(foreignConfirmationText(foreign(), l10n), {
        message: 'Send a transaction NNS Explorer did not prepare, on a private chain (magic 1234567890)?',
        detail: [
          'NNS Explorer did not save this transaction in this workspace: read what it does before sending it.',
          'Network: a private chain (magic 1234567890) · node http://node.example:10332/',
          ...CALLS,
          'Signer, pays the fees: NAlice · scopes CalledByEntry · signed',
          `Signer: NTeam · scopes CustomContracts, CustomGroups: ${GAS}, ${KEY_B} · not signed`,
          'Signer: NNew · scopes None · not signed',
          'System fee: 0.01234567 GAS',
          'Network fee: 0.001 GAS',
          'Total: 0.01334567 GAS',
          `Transaction ${HASH}: it can enter blocks until 1,000,030: about 30 seconds from now (the chain is at block 1,000,000)`,
        ].join('\n'),
        button: 'Send',
        show: 'Show Transaction',
      });
    });

    it('says first that MainNet spends real GAS, and names TestNet', () => {
      assert.equal(foreignConfirmationText(foreign({ network: MAGIC.MainNet }), l10n).message, 'MainNet: this spends real GAS. Send a transaction NNS Explorer did not prepare?');
      assert.equal(foreignConfirmationText(foreign({ network: MAGIC.TestNet }), l10n).message, 'Send a transaction NNS Explorer did not prepare, on TestNet?');
    });

    it('warns first of a signer with the Global scope', () => {
      const shown = foreignConfirmationText(foreign({ signers: [signer({ scopes: ['Global'] }), signer({ address: 'NBob', scopes: ['CalledByEntry'] })] }), l10n);
      assert.deepEqual(shown.detail.split('\n').slice(0, 2), [
        'NNS Explorer did not save this transaction in this workspace: read what it does before sending it.',
        'Unusual: NAlice signs with the Global scope: every contract the script calls may act as this account.',
      ]);
      assert.equal(shown.detail.split('\n').filter((each) => each.startsWith('Unusual')).length, 1);
    });

    it('offers only to show a script that does more than call contracts, and says where', () => {
      const shown = foreignConfirmationText(foreign({ calls: NOT_PLAIN }), l10n);
      assert.equal(shown.button, undefined);
      assert.equal('button' in shown, false);
      assert.equal(shown.show, 'Show Transaction');
      assert.equal(shown.detail.split('\n')[2], 'Its script does more than call contracts (a SYSCALL other than System.Contract.Call, at byte 7): NNS Explorer does not send what it cannot show you.');
    });
  });

  describe('a value a script pushes', () => {
    const arg = (value: DecodedArgument) => argumentText(value, 53, l10n);
    const bytes = (...values: number[]): DecodedArgument => ({ type: 'ByteArray', value: Uint8Array.from(values) });

    it('integers, booleans, null, arrays, structs and maps as written', () => {
      assert.equal(arg({ type: 'Integer', value: -5n }), '-5');
      assert.equal(arg({ type: 'Integer', value: 12345678901234567890n }), '12345678901234567890');
      assert.equal(arg({ type: 'Boolean', value: true }), 'true');
      assert.equal(arg({ type: 'Boolean', value: false }), 'false');
      assert.equal(arg({ type: 'Any', value: null }), 'null');
      assert.equal(arg({ type: 'Array', value: [{ type: 'Integer', value: 1n }, { type: 'Boolean', value: false }] }), '[1, false]');
      assert.equal(arg({ type: 'Struct', value: [] }), '[]');
      assert.equal(arg({ type: 'Struct', value: [text('a'), { type: 'Array', value: [{ type: 'Any', value: null }] }] }), '["a", [null]]');
      assert.equal(arg({ type: 'Map', value: [{ key: text('a'), value: { type: 'Integer', value: 1n } }, { key: { type: 'Integer', value: 2n }, value: { type: 'Any', value: null } }] }),
        '{"a": 1, 2: null}');
      assert.equal(arg({ type: 'Map', value: [] }), '{}');
    });

    it('printable UTF-8 bytes as quoted text, cut past three hundred characters', () => {
      assert.equal(arg(text('alice.neo')), '"alice.neo"');
      assert.equal(arg(text('')), '""');
      assert.equal(arg(text('ünï cödé ✓')), '"ünï cödé ✓"');
      assert.equal(arg(text('abcdefghijklmnopqrst')), '"abcdefghijklmnopqrst"');
      assert.equal(arg(text('a'.repeat(300))), `"${'a'.repeat(300)}"`);
      assert.equal(arg(text('a'.repeat(301))), `"${'a'.repeat(300)}"… (301 characters)`);
    });

    it('twenty bytes that are not text as the address of that script hash', () => {
      const hash = Uint8Array.from(Buffer.from(OWNER.scriptHash.slice(2), 'hex')).reverse();
      assert.equal(arg({ type: 'ByteArray', value: hash }), OWNER.address);
      assert.equal(arg({ type: 'ByteArray', value: hash.subarray(0, 19) }), `0x${Buffer.from(hash.subarray(0, 19)).toString('hex')}`);
    });

    it('bytes that are not printable UTF-8 as hex: invalid UTF-8, a byte order mark, control and format characters', () => {
      assert.equal(arg(bytes(0xff, 0x61)), '0xff61');
      assert.equal(arg(bytes(0xef, 0xbb, 0xbf, 0x61)), '0xefbbbf61');
      assert.equal(arg(bytes(0x61, 0x01, 0x62)), '0x610162');
      assert.equal(arg(bytes(0x61, 0x0a)), '0x610a');
      assert.equal(arg(bytes(0x61, 0xe2, 0x80, 0x8b, 0x62)), '0x61e2808b62');
    });

    it('hex past a hundred and fifty bytes cut, with the count of bytes', () => {
      assert.equal(arg(bytes(...new Array<number>(150).fill(0))), `0x${'00'.repeat(150)}`);
      assert.equal(arg(bytes(...new Array<number>(151).fill(0))), `0x${'00'.repeat(150)}… (151 bytes)`);
      assert.equal(arg(bytes(...new Array<number>(1000).fill(1))), `0x${'01'.repeat(150)}… (1,000 bytes)`);
    });
  });

  describe('the document of a context\'s transaction', () => {
    const document = (change: Partial<InspectionInput> = {}, inspection: Partial<ContextInspection> = {}) =>
      inspectionDocument({ ...foreign(inspection), file: 'saved/a.context.json', savedAs: 'Register alice.neo', nodeMagic: MAGIC.private, ...change }, l10n);
    const lines = (change: Partial<InspectionInput> = {}, inspection: Partial<ContextInspection> = {}) => document(change, inspection).split('\n');

    it('shows what it calls, who signs with which scopes and keys, its fees, validity and network, and its signatures', () => {
      assert.equal(document({}, {
        transaction: { ...TX, attributes: [{ type: 'HighPriority' }, { type: 'NotValidBefore', height: 5 }] },
        signers: [SIGNERS[0]!, signer({ address: 'NTeam', kind: 'multisig', needed: 2, publicKeys: [KEY, KEY_B], signedBy: [KEY], canStillSign: [KEY_B], complete: false, scopes: ['Global'] }), SIGNERS[2]!],
        complete: false,
      }), [
        `Transaction ${HASH}`,
        'File: saved/a.context.json',
        'Saved by NNS Explorer in this workspace: Register alice.neo',
        '',
        'Network: a private chain (magic 1234567890)',
        'The node of the settings (http://node.example:10332/) is on this network.',
        'Valid: it can enter blocks until 1,000,030: about 30 seconds from now (the chain is at block 1,000,000).',
        'System fee: 0.01234567 GAS',
        'Network fee: 0.001 GAS',
        'Nonce: 42',
        'Attributes: HighPriority, NotValidBefore',
        '',
        'Calls:',
        ...CALLS.map((each) => `  ${each}`),
        '',
        'Signers (the first pays the fees):',
        '  NAlice · scopes CalledByEntry · signed',
        '    signature account',
        `    ${KEY}: signed`,
        '  NTeam · scopes Global · not signed',
        '    2-of-2 multisig',
        `    ${KEY}: signed`,
        `    ${KEY_B}: not signed`,
        '  NNew · scopes None · not signed',
        '    its verification script is not in the file yet',
        'Unusual: NTeam signs with the Global scope: every contract the script calls may act as this account.',
        '',
        `Missing signatures: NTeam (2-of-2 multisig: 1 of 2 signatures; ${SHORT_B} can still sign); NNew (the file does not hold its verification script yet)`,
        '',
      ].join('\n'));
    });

    it('says where it was not saved here, and the file and title on single lines', () => {
      assert.deepEqual(lines({ file: 'a\nb.json', savedAs: undefined }).slice(1, 3), ['File: a b.json', 'Not saved by NNS Explorer in this workspace.']);
      assert.deepEqual(lines({ file: 'f'.repeat(320), savedAs: `t\n${'t'.repeat(320)}` }).slice(1, 3),
        [`File: ${'f'.repeat(300)}…`, `Saved by NNS Explorer in this workspace: t ${'t'.repeat(298)}…`]);
    });

    it('says where the node of the settings is on another network, and cannot take it', () => {
      assert.equal(lines({ nodeMagic: MAGIC.MainNet, node: { rpcUrl: 'http://u:p@node.example/', contractHash: NNS } })[5],
        'The node of the settings (http://node.example/) is on MainNet: it cannot take this transaction.');
    });

    it('says it expired once the chain is past its last block, and how many blocks it can enter until then', () => {
      assert.equal(lines({ msPerBlock: undefined }, { transaction: { ...TX, validUntilBlock: 1_000_000 } })[6], 'Valid until block 1,000,000: expired, the chain is at block 1,000,000.');
      assert.equal(lines({ msPerBlock: undefined }, { transaction: { ...TX, validUntilBlock: 1_000_001 } })[6],
        'Valid: it can enter blocks until 1,000,001: 1 more blocks (the chain is at block 1,000,000).');
    });

    it('lists the instructions of a script that does more than call contracts, two hundred at most', () => {
      const shown = lines({}, { calls: NOT_PLAIN });
      const calls = shown.indexOf('Calls:');
      assert.deepEqual(shown.slice(calls, calls + 4), [
        'Calls:',
        '  Its script does more than call contracts (a SYSCALL other than System.Contract.Call, at byte 7): NNS Explorer does not send what it cannot show you.',
        '    0 NOP',
        '    1 NOP',
      ]);
      assert.equal(shown[calls + 201], '    199 NOP');
      assert.equal(shown[calls + 202], '');
      assert.equal(shown.filter((each) => each.endsWith(' NOP')).length, 200);
    });

    it('names the signatures that do not verify first, else says every signature is in it', () => {
      const bad = lines({}, { badSignatures: [{ account: 'NAlice', publicKey: KEY, reason: 'doesNotVerify' }, { account: 'NTeam', reason: 'doesNotVerify' }], complete: false });
      assert.equal(bad.at(-2), `Signatures that do not verify: NAlice (${KEY}), NTeam`);
      assert.equal(lines({}, { badSignatures: [{ account: 'NAlice', reason: 'notTheSignersKey' }], complete: true }).at(-2), 'Signatures that do not verify: NAlice');
      assert.equal(lines({}, { signers: [SIGNERS[0]!], complete: true }).at(-2), 'Every signature is in it: it can be sent.');
      assert.equal(lines({}, { complete: false }).at(-2),
        `Missing signatures: NTeam (2-of-2 multisig: 0 of 2 signatures; ${SHORT}, ${SHORT_B} can still sign); NNew (the file does not hold its verification script yet)`);
    });

    it('has no line of attributes where the transaction has none', () => {
      const shown = lines({}, { transaction: TX });
      assert.deepEqual(shown.slice(shown.indexOf('Nonce: 42'), shown.indexOf('Calls:') + 1), ['Nonce: 42', '', 'Calls:']);
    });
  });

  it('says what sending a signed transaction is doing', () => {
    assert.equal(signedStepText({ step: 'checking' }, l10n), 'Checking the signed transaction (nothing is sent yet)…');
    assert.equal(signedStepText({ step: 'confirming' }, l10n), 'Waiting for your confirmation…');
    assert.equal(signedStepText({ step: 'sending' }, l10n), 'Sending the transaction…');
    assert.equal(signedStepText({ step: 'waiting', blockCount: 1_000_001, validUntilBlock: 1_005_760 }, l10n),
      'Waiting for a block: the chain is at block 1,000,001, the transaction is valid until block 1,005,760…');
  });

  it('asks to use a contract once its saved set-up is in a block', () => {
    assert.deepEqual(setUpSentText(NNS, l10n), {
      message: `The contract ${NNS} is set up on this chain. Use it (nns.contractHash in the workspace settings)?`,
      use: 'Use This Contract',
    });
  });
});
