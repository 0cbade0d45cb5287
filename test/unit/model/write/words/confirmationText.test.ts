// The confirmation's frame around an operation's own lines: the network in words (MainNet's first line
// says real GAS is spent), the contract, the call exactly as signed, the signers, the fees and the balance.
import assert from 'node:assert/strict';
import { parseOwner } from '../../../../../src/core/encoding/address';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { formatGas } from '../../../../../src/model/text/gas';
import type { ContractWriteApi } from '../../../../../src/model/write/contracts/contractApi';
import { operationLines } from '../../../../../src/model/write/operations/operationSpec';
import { registerSpec } from '../../../../../src/model/write/operations/register';
import { renewSpec } from '../../../../../src/model/write/operations/renew';
import { setRecordSpec } from '../../../../../src/model/write/operations/setRecord';
import { transferSpec } from '../../../../../src/model/write/operations/transfer';
import { callsConfirmationText, confirmationText, networkText } from '../../../../../src/model/write/words/confirmationText';
import { ALICE, API, confirmationOf, MAGIC, OWNER, planOf, signingAccount as account } from '../fixtures';

const ADMIN = parseOwner('NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW');

/** The fee lines of a transaction whose system fee is the price and 0.01234567 GAS of execution. */
const tail = (price = 0n) => [
  `System fee: ${formatGas(price + 1_234_567n)}`,
  'Network fee: 0.0123456 GAS',
  `Total: ${formatGas(price + 2_469_127n)}`,
  `Balance of NMBfzaEq2c5zodiNbLPoohVENARMbJim1r: 50 GAS now, ${formatGas(5_000_000_000n - price - 2_469_127n)} after`,
  'Transaction 0xabababababababababababababababababababababababababababababababab: valid for 5,760 blocks, until block 6,759 (the chain is at block 999)',
];
const CSHARP = 'Contract: NameService 0x50ac1c37690cc2cfc594472833cf57505d5f46de — the Neo Project\'s NameService (C#)';
const PRIVATE = 'Network: a private chain (magic 1234567890) · node http://localhost:50012/';
const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/words/confirmationText', () => {
  it('names the network in words; MainNet\'s first line says real GAS is spent', () => {
    assert.deepEqual([networkText(MAGIC.MainNet, l10n), networkText(MAGIC.TestNet, l10n), networkText(7, l10n)], ['MainNet', 'TestNet', 'a private chain (magic 7)']);
    const register = { kind: 'register', name: 'alice.neo', owner: OWNER } as const;
    assert.equal(confirmationOf(registerSpec, register, [ALICE], { magic: MAGIC.MainNet }).message, 'MainNet: this spends real GAS. Register alice.neo for NMBf…im1r?');
    assert.equal(confirmationOf(registerSpec, register, [ALICE], { magic: MAGIC.TestNet }).message, 'Register alice.neo for NMBf…im1r on TestNet?');
    assert.equal(confirmationOf(registerSpec, register, [ALICE]).message, 'Register alice.neo for NMBf…im1r on a private chain (magic 1234567890)?');
    assert.match(confirmationOf(registerSpec, register, [ALICE], { magic: MAGIC.MainNet }).detail, /^Network: MainNet · node http:\/\/localhost:50012\/$/m);
    assert.equal(confirmationOf(registerSpec, register, [ALICE]).button, 'Sign and Send');
  });

  it('the whole text: the operation\'s lines after its call, the price inside the system fee', () => {
    const shown = confirmationOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: { ...OWNER, label: 'Alice' } }, [ALICE], { price: 100_000_000n });
    assert.equal(shown.detail, [
      PRIVATE, CSHARP,
      'Call: register(name: "alice.neo", owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r) + ASSERT',
      'Name: "alice.neo"',
      'Owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice)',
      'A name is registered for one year.',
      SIGNER,
      'System fee: 1.01234567 GAS, of which 1 GAS is the price the contract burns',
      ...tail(100_000_000n).slice(1),
      'Sign and Send signs at once with the key in default.neo-express: no password is asked.',
    ].join('\n'));
    assert.doesNotMatch(shown.detail, /secret/, 'no credentials of the URL');
  });

  it('puts unusual fees first, and a price of nothing nowhere', () => {
    const register = { kind: 'register', name: 'alice.neo', owner: OWNER } as const;
    const free = confirmationOf(registerSpec, register, [ALICE], { price: 0n });
    assert.match(free.detail, /^System fee: 0\.01234567 GAS$/m, 'a price of nothing: no "of which"');
    assert.doesNotMatch(free.message, /Unusual/);
    const unread = confirmationOf(registerSpec, register, [ALICE]);
    assert.doesNotMatch(unread.message, /Unusual/, 'a price not read: the system fee is not judged');
    const renew = { kind: 'renew', name: 'alice.neo' } as const;
    assert.doesNotMatch(confirmationOf(renewSpec, renew, [ALICE]).message, /Unusual/);
    const plan = planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' }, API.csharp);
    const costly = confirmationText({
      prepared: {
        node: { rpcUrl: 'http://localhost:1/', contractHash: API.csharp.hash }, network: { magic: MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
        call: plan.call, hash: `0x${'ab'.repeat(32)}`, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
        systemFee: 100_000_001n, networkFee: 1n, gasSent: 3n, balanceBefore: 200_000_000n, balanceAfter: 99_999_995n, blockCount: 10, validUntilBlock: 20,
      },
      plan, title: 'Set it', lines: ['its line'], api: API.csharp, signers: [ALICE],
    }, l10n);
    assert.equal(costly.message, 'Unusual fees. Set it on a private chain (magic 1234567890)?');
    assert.match(costly.detail.split('\n')[0] ?? '', /^Unusual: the system fee 1\.00000001 GAS is far above what this operation costs \(1 GAS at most\)\.$/);
    assert.match(costly.detail, /^Total: 1\.00000005 GAS$/m, 'the fees and the GAS the call sends');
    assert.match(costly.detail, /^Call: setRecord\(.*\)\nits line\n/m, 'the operation\'s lines after its call');
  });

  it('shows each kind of argument: numbers, Booleans, nothing, lists', () => {
    const plan = planOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' }, API.csharp);
    const call = { ...plan.call, args: [{ type: 'Integer' as const, value: 7n }, { type: 'Boolean' as const, value: false }, { type: 'Any' as const, value: null }, { type: 'Array' as const, value: [{ type: 'Integer' as const, value: -1n }, { type: 'Boolean' as const, value: true }] }] };
    const shown = confirmationText({
      prepared: {
        node: { rpcUrl: 'http://localhost:1/', contractHash: API.csharp.hash }, network: { magic: MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
        call, hash: `0x${'ab'.repeat(32)}`, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n }, systemFee: 1n, networkFee: 1n, gasSent: 0n, balanceBefore: 10n, balanceAfter: 8n, blockCount: 1, validUntilBlock: 2,
      },
      plan: { parameters: ['a', 'b'] }, title: 'T', lines: [], api: API.csharp, signers: [],
    }, l10n);
    assert.equal(shown.detail.split('\n').find((line) => line.startsWith('Call: ')), 'Call: setRecord(a: 7, b: false, null, [-1, true])');
    assert.ok(!shown.detail.includes('Balance of'), 'no signer: no balance line');
  });

  it('says a multisig\'s m of n, and GAS the call sends away', () => {
    const multisig = account({ kind: 'multisig', threshold: 3, publicKeys: ['a', 'b', 'c', 'd'], label: 'Consensus MultiSigContract', wallet: 'node1' });
    const shown = confirmationOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, [multisig], { gasSent: 5n });
    assert.match(shown.detail, /^Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r \(Consensus MultiSigContract · node1, default\.neo-express\) \(3-of-4 multisig\)$/m);
    assert.match(shown.detail, /^GAS sent by the call: 0\.00000005 GAS$/m);
  });

  it('ends with what Sign and Send does with the keys: signs at once where no password is asked, asks the password of a NEP-6 wallet first', () => {
    const last = (signers: Parameters<typeof confirmationOf>[2]) => confirmationOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, signers).detail.split('\n').at(-1);
    assert.equal(last([ALICE]), 'Sign and Send signs at once with the key in default.neo-express: no password is asked.');
    const nep6 = account({ file: 'wallets/dev.json', needsPassword: true });
    assert.equal(last([nep6]), 'Sign and Send asks the password of wallets/dev.json (unless kept unlocked), then signs.');
    const holder = (file: string, format: 'nep6' | 'neo-express') => ({ file, format, account: OWNER.address, wallet: 'w', label: '' });
    const committee = account({ kind: 'multisig', threshold: 2, keyHolders: [holder('a.json', 'nep6'), holder('b.neo-express', 'neo-express'), holder('c.json', 'nep6')] });
    assert.equal(last([committee, ALICE]), 'Sign and Send asks the password of a.json (unless kept unlocked), then signs.', 'only the keys used: m of the holders');
    assert.match(last([ALICE, account({ signsElsewhere: true })]) ?? '', /^Transaction 0x/, 'a signer that signs elsewhere: no Sign and Send, so no word of it');
  });

  it('frames a transaction of several calls alike: its title and lines, without a signer no balance and no word of keys', () => {
    const prepared = {
      node: { rpcUrl: 'http://localhost:1/', contractHash: API.neoGo.hash }, network: { magic: MAGIC.TestNet, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
      call: planOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, API.neoGo).call, hash: `0x${'ab'.repeat(32)}`, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
      systemFee: 1n, networkFee: 2n, gasSent: 0n, balanceBefore: 10n, balanceAfter: 7n, blockCount: 11, validUntilBlock: 20,
    };
    const shown = callsConfirmationText({ prepared, title: 'Apply mydapp.nns.json: 2 changes', lines: ['Renew alice.neo', 'Renew bob.neo'], api: { ...API.neoGo, name: '' }, signers: [] }, l10n);
    assert.deepEqual(shown, {
      message: 'Apply mydapp.nns.json: 2 changes on TestNet?',
      detail: [
        'Network: TestNet · node http://localhost:1/',
        `Contract: (no name) ${API.neoGo.hash} — neo-go's NNS example (nft-nd-nns)`,
        'Renew alice.neo', 'Renew bob.neo',
        'System fee: 0.00000001 GAS', 'Network fee: 0.00000002 GAS', 'Total: 0.00000003 GAS',
        'Transaction 0xabababababababababababababababababababababababababababababababab: valid for 10 blocks, until block 20 (the chain is at block 10)',
      ].join('\n'),
      button: 'Sign and Send',
    });
  });

  it('names a signer by its label and file where its wallet\'s name adds nothing, and one that signs elsewhere as such', () => {
    const signers = (...accounts: Parameters<typeof confirmationOf>[2]) => confirmationOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, accounts).detail.split('\n').filter((each) => each.startsWith('Signer'));
    assert.deepEqual(signers(account({ wallet: '' })), ['Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · default.neo-express)']);
    assert.deepEqual(signers(ALICE, account({ signsElsewhere: true, keyHolders: [] })), [SIGNER, 'Signer: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express), signs elsewhere (key 02111111…111111)']);
  });

  it('asks the passwords of every NEP-6 file whose keys sign, each once', () => {
    const last = (signers: Parameters<typeof confirmationOf>[2]) => confirmationOf(renewSpec, { kind: 'renew', name: 'alice.neo' }, signers).detail.split('\n').at(-1);
    const nep6 = (file: string) => account({ file, needsPassword: true });
    assert.equal(last([nep6('a.json'), nep6('b.json'), nep6('a.json')]), 'Sign and Send asks the password of a.json, b.json (unless kept unlocked), then signs.');
    assert.match(last([account({ keyHolders: [] })]) ?? '', /^Transaction 0x/, 'no key in the workspace: no word of keys');
  });

  it('shows chain and file strings as single visible lines', () => {
    const hostile = '\u202eevil\n[x](command:y)\u0000';
    const api: ContractWriteApi = { ...API.csharp, name: hostile };
    const shown = confirmationOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: `a\nb\u202ec` }, [account({ label: hostile, wallet: hostile, file: `f\u2066.json` })], { api });
    // eslint-disable-next-line no-control-regex
    assert.doesNotMatch(shown.detail.replace(/\n/g, ''), /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u);
    assert.equal(shown.detail.split('\n').length, 13, 'one fact a line: no line broken by the values');
    assert.match(shown.detail, /^Contract: \\u\{202e\}evil \[x\]\(command:y\)\\u\{0\} 0x50ac/m);
    assert.match(shown.detail, /^Value: "a\\nb\\u\{202e\}c"$/m, 'signed: shown exactly, the line break escaped, not collapsed');
  });

  describe('what is signed, exactly', () => {
    const record = (value: string) => confirmationOf(setRecordSpec, { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value }, [ALICE]).detail.split('\n');
    const valueLine = (value: string) => record(value).find((each) => each.startsWith('Value: '));
    const callLine = (value: string) => record(value).find((each) => each.startsWith('Call: '));

    it('a TXT value with tabs and line breaks: visible escapes in the call and the value, one line each', () => {
      const value = 'v=spf1\tinclude:a\r\nline two\n';
      assert.equal(valueLine(value), String.raw`Value: "v=spf1\tinclude:a\r\nline two\n"`);
      assert.equal(callLine(value), String.raw`Call: setRecord(name: "alice.neo", type: 16, data: "v=spf1\tinclude:a\r\nline two\n")`);
      assert.equal(record(value).length, record('x').length, 'no line broken by the value');
    });

    it('spaces at either end, a backslash, a quote and look-alike spaces are told apart', () => {
      assert.equal(valueLine(' padded  '), 'Value: " padded  "');
      assert.equal(valueLine('a\\nb'), String.raw`Value: "a\\nb"`, 'a backslash and an n');
      assert.equal(valueLine('a\nb'), String.raw`Value: "a\nb"`, 'a line break');
      assert.equal(valueLine('say "hi"'), String.raw`Value: "say \"hi\""`);
      assert.equal(valueLine('a\u00a0b c'), String.raw`Value: "a\u{a0}b c"`, 'a no-break space is not a space');
      assert.equal(valueLine('x\u{e0041}\ufe0f\u00ad'), String.raw`Value: "x\u{e0041}\u{fe0f}\u{ad}"`);
    });

    it('a long value: its start, then its whole length in characters', () => {
      const value = `${'\t'.repeat(200)}end`;
      const shown = valueLine(value)!;
      assert.equal(shown, `Value: "${'\\t'.repeat(150)}"… (203 characters)`);
      assert.equal(callLine(value), `Call: setRecord(name: "alice.neo", type: 16, data: "${'\\t'.repeat(150)}"… (203 characters))`);
    });

    it('bytes that are not UTF-8 text are shown in hex, not as replacement characters; UTF-8 text exactly', () => {
      const operation = { kind: 'transfer', name: 'alice.neo', to: ADMIN } as const;
      const plan = planOf(transferSpec, operation, API.neoGo);
      const to = plan.call.args[0]!;
      const shownCall = (...bytes: Uint8Array[]) => {
        const call = { ...plan.call, args: [to, ...bytes.map((value) => ({ type: 'ByteArray' as const, value }))] };
        const shown = confirmationText({
          prepared: {
            node: { rpcUrl: 'http://localhost:1/', contractHash: API.neoGo.hash }, network: { magic: MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
            call, hash: `0x${'ab'.repeat(32)}`, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n }, systemFee: 1n, networkFee: 1n, gasSent: 0n, balanceBefore: 10n, balanceAfter: 8n, blockCount: 1, validUntilBlock: 2,
          },
          plan, title: transferSpec.title(operation, l10n), lines: operationLines(transferSpec, operation, plan, API.neoGo, l10n), api: API.neoGo, signers: [ALICE],
        }, l10n);
        return shown.detail.split('\n').find((each) => each.startsWith('Call: '));
      };
      assert.equal(shownCall(new Uint8Array(150).fill(0xfe)), `Call: transfer(to: ${ADMIN.address}, tokenID: 0x${'fe'.repeat(150)}) + ASSERT`, 'at the limit: whole');
      assert.equal(shownCall(Uint8Array.of(0x61, 0xff, 0x00), new Uint8Array(200).fill(0xfe)),
        `Call: transfer(to: ${ADMIN.address}, tokenID: 0x61ff00, data: 0x${'fe'.repeat(150)}… (200 bytes)) + ASSERT`);
      assert.equal(shownCall(new TextEncoder().encode('\ufeffalice.neo\t')), String.raw`Call: transfer(to: ${ADMIN.address}, tokenID: "\u{feff}alice.neo\t") + ASSERT`, 'a byte order mark kept');
    });
  });
});
