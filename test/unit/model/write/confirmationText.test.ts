import assert from 'node:assert/strict';
import { parseOwner } from '../../../../src/core/encoding/address';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { formatGas } from '../../../../src/model/text/gas';
import type { ContractWriteApi } from '../../../../src/model/write/contractApi';
import { confirmationText, networkText, type ConfirmationInput } from '../../../../src/model/write/confirmationText';
import { planOperation, type NameOperation } from '../../../../src/model/write/operations';
import type { SigningAccount } from '../../../../src/model/write/signingAccounts';
import { API } from './fixtures';

const OWNER = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const ADMIN = parseOwner('NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW');
const MAGIC = { MainNet: 860833102, TestNet: 894710606, private: 1234567890 } as const;

const account = (over: Partial<SigningAccount>): SigningAccount => ({
  address: OWNER.address, scriptHash: OWNER.scriptHash, label: 'Alice', wallet: 'alice', file: 'default.neo-express', kind: 'signature', threshold: 1,
  publicKeys: ['02'.padEnd(66, '1')], verificationScript: '', keyHolders: [], needsPassword: false, isDefault: true, networkMagic: MAGIC.private, ...over,
});
const ALICE = account({});
const ADMIN_SIGNER = account({ address: ADMIN.address, scriptHash: ADMIN.scriptHash, label: '', wallet: 'bob', isDefault: false });
const COMMITTEE = account({ address: 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP', scriptHash: '0x0000000000000000000000000000000000000002', label: '', committee: true, kind: 'multisig', wallet: 'node1' });

function text(operation: NameOperation, signers: readonly SigningAccount[], options: { magic?: number; api?: ContractWriteApi; price?: bigint; gasSent?: bigint } = {}) {
  const api = options.api ?? API.csharp;
  const planned = planOperation(operation, api, l10n);
  assert.ok(planned.ok, planned.ok ? '' : planned.problem);
  const input: ConfirmationInput = {
    prepared: {
      node: { rpcUrl: 'http://user:secret@localhost:50012/', contractHash: api.hash },
      network: { magic: options.magic ?? MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
      call: planned.plan.call, hash: `0x${'ab'.repeat(32)}`, systemFee: (options.price ?? 0n) + 1_234_567n, networkFee: 1_234_560n, gasSent: options.gasSent ?? 0n,
      feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
      balanceBefore: 5_000_000_000n, balanceAfter: 5_000_000_000n - (options.price ?? 0n) - 2_469_127n - (options.gasSent ?? 0n), blockCount: 1000, validUntilBlock: 6759,
    },
    plan: planned.plan, api, signers, ...(options.price === undefined ? {} : { price: options.price }),
  };
  return confirmationText(input, l10n);
}

/** The fee lines of a transaction whose system fee is the price and 0.01234567 GAS of execution. */
const tail = (price = 0n) => [
  `System fee: ${formatGas(price + 1_234_567n)}`,
  'Network fee: 0.0123456 GAS',
  `Total: ${formatGas(price + 2_469_127n)}`,
  `Balance of NMBfzaEq2c5zodiNbLPoohVENARMbJim1r: 50 GAS now, ${formatGas(5_000_000_000n - price - 2_469_127n)} after`,
  'Transaction 0xabababababababababababababababababababababababababababababababab: valid for 5,760 blocks, until block 6,759 (the chain is at block 999)',
];
const TAIL = tail();
const CSHARP = 'Contract: NameService 0x50ac1c37690cc2cfc594472833cf57505d5f46de — the Neo Project\'s NameService (C#)';
const PRIVATE = 'Network: a private chain (magic 1234567890) · node http://localhost:50012/';
const SIGNER = 'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)';

describe('model/write/confirmationText', () => {
  it('names the network in words; MainNet\'s first line says real GAS is spent', () => {
    assert.deepEqual([networkText(MAGIC.MainNet, l10n), networkText(MAGIC.TestNet, l10n), networkText(7, l10n)], ['MainNet', 'TestNet', 'a private chain (magic 7)']);
    const register: NameOperation = { kind: 'register', name: 'alice.neo', owner: OWNER };
    assert.equal(text(register, [ALICE], { magic: MAGIC.MainNet }).message, 'MainNet: this spends real GAS. Register alice.neo for NMBf…im1r?');
    assert.equal(text(register, [ALICE], { magic: MAGIC.TestNet }).message, 'Register alice.neo for NMBf…im1r on TestNet?');
    assert.equal(text(register, [ALICE]).message, 'Register alice.neo for NMBf…im1r on a private chain (magic 1234567890)?');
    assert.match(text(register, [ALICE], { magic: MAGIC.MainNet }).detail, /^Network: MainNet · node http:\/\/localhost:50012\/$/m);
    assert.equal(text(register, [ALICE]).button, 'Sign and Send');
  });

  it('register: the whole text, the price inside the system fee', () => {
    const shown = text({ kind: 'register', name: 'alice.neo', owner: { ...OWNER, label: 'Alice' } }, [ALICE], { price: 100_000_000n });
    assert.equal(shown.detail, [
      PRIVATE, CSHARP,
      'Call: register(name: "alice.neo", owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r) + ASSERT',
      'Name: "alice.neo"',
      'Owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice)',
      'A name is registered for one year.',
      SIGNER,
      'System fee: 1.01234567 GAS, of which 1 GAS is the price the contract burns',
      ...tail(100_000_000n).slice(1),
    ].join('\n'));
    assert.doesNotMatch(shown.detail, /secret/, 'no credentials of the URL');
  });

  it('each operation in words, with its arguments and signers', () => {
    const details = (operation: NameOperation, signers: readonly SigningAccount[], api: ContractWriteApi = API.csharp) => text(operation, signers, { api }).detail.split('\n').slice(2, -TAIL.length);
    assert.deepEqual(details({ kind: 'renew', name: 'alice.neo', years: 2 }, [ALICE]), [
      'Call: renew(name: "alice.neo", years: 2)', 'Name: "alice.neo"', 'Years: 2', SIGNER,
    ], 'the expiration unknown: no line for it');
    assert.deepEqual(details({ kind: 'renew', name: 'alice.neo', years: 2, expiration: Date.UTC(2027, 4, 3, 9) }, [ALICE]), [
      'Call: renew(name: "alice.neo", years: 2)', 'Name: "alice.neo"', 'Years: 2', 'Expires: 2027-05-03 → 2029-05-02', SIGNER,
    ], 'two years of 365 days from the current expiration, across 29 February 2028');
    assert.deepEqual(details({ kind: 'renew', name: 'alice.neo', expiration: Date.UTC(2027, 0, 1) }, [ALICE], API.neoGo), [
      'Call: renew(name: "alice.neo")', 'Name: "alice.neo"', 'Years: 1', 'Expires: 2027-01-01 → 2028-01-01', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'setRecord', name: 'www.alice.neo', type: 'AAAA', value: '2a00:1450:4001:81a::200e' }, [ALICE]), [
      'Call: setRecord(name: "www.alice.neo", type: 28, data: "2a00:1450:4001:81a::200e")', 'Name: "www.alice.neo"', 'Record: AAAA (type 28)', 'Value: "2a00:1450:4001:81a::200e"', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hello' }, [ALICE], API.neoFs), [
      'Call: addRecord(name: "alice.neo", typ: 16, data: "hello")', 'Name: "alice.neo"', 'Record: TXT (type 16)', 'Value: "hello"',
      'This contract keeps several records of a type: this adds one.', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'deleteRecord', name: 'alice.neo', type: 'CNAME' }, [ALICE], API.neoFs), [
      'Call: deleteRecords(name: "alice.neo", typ: 5)', 'Name: "alice.neo"', 'Record: CNAME (type 5)', 'This contract deletes every CNAME record of the name.', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'setAdmin', name: 'alice.neo', admin: ADMIN }, [ALICE, ADMIN_SIGNER]), [
      `Call: setAdmin(name: "alice.neo", admin: ${ADMIN.address})`, 'Name: "alice.neo"', `New admin: ${ADMIN.address}`, SIGNER,
      `Signer: ${ADMIN.address} (bob, default.neo-express)`,
    ]);
    assert.deepEqual(details({ kind: 'setAdmin', name: 'alice.neo', admin: null }, [ALICE]), [
      'Call: setAdmin(name: "alice.neo", admin: null)', 'Name: "alice.neo"', 'New admin: none (the admin is removed)', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'transfer', name: 'alice.neo', to: { ...ADMIN, viaName: 'bob.neo' } }, [ALICE], API.neoGo), [
      `Call: transfer(to: ${ADMIN.address}, tokenID: "alice.neo", data: null) + ASSERT`, 'Name: "alice.neo"', `New owner: ${ADMIN.address}, resolved from bob.neo`,
      'The transfer also removes the name\'s admin.', SIGNER,
    ]);
    assert.deepEqual(details({ kind: 'addRoot', root: 'test' }, [COMMITTEE]), [
      'Call: addRoot(root: "test")', 'Top-level domain: "test"', 'Signer, pays the fees: the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP (1 of 1 keys)',
    ]);
    assert.deepEqual(details({ kind: 'setPrice', prices: [100_000_000n, -1n, 20_000_000_000n] }, [COMMITTEE]), [
      'Call: setPrice(priceList: [100000000, -1, 20000000000])', 'Price of names of other lengths: 1 GAS', 'Price of names of 1 characters: not open for registration',
      'Price of names of 2 characters: 200 GAS', 'Signer, pays the fees: the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP (1 of 1 keys)',
    ]);
    assert.deepEqual(details({ kind: 'setPrice', prices: [100_000_000n] }, [COMMITTEE], API.neoGo), [
      'Call: setPrice(price: 100000000)', 'Price: 1 GAS per name', 'Signer, pays the fees: the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP (1 of 1 keys)',
    ]);
  });

  it('says a multisig\'s m of n, and GAS the call sends away', () => {
    const multisig = account({ kind: 'multisig', threshold: 3, publicKeys: ['a', 'b', 'c', 'd'], label: 'Consensus MultiSigContract', wallet: 'node1' });
    const shown = text({ kind: 'renew', name: 'alice.neo' }, [multisig], { gasSent: 5n });
    assert.match(shown.detail, /^Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r \(Consensus MultiSigContract · node1, default\.neo-express\) \(3-of-4 multisig\)$/m);
    assert.match(shown.detail, /^GAS sent by the call: 0\.00000005 GAS$/m);
  });

  it('shows chain and file strings as single visible lines', () => {
    const hostile = '\u202eevil\n[x](command:y)\u0000';
    const api: ContractWriteApi = { ...API.csharp, name: hostile };
    const shown = text({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: `a\nb\u202ec` }, [account({ label: hostile, wallet: hostile, file: `f\u2066.json` })], { api });
    // eslint-disable-next-line no-control-regex
    assert.doesNotMatch(shown.detail.replace(/\n/g, ''), /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u);
    assert.equal(shown.detail.split('\n').length, 12, 'one fact a line: no line broken by the values');
    assert.match(shown.detail, /^Contract: \\u\{202e\}evil \[x\]\(command:y\)\\u\{0\} 0x50ac/m);
    assert.match(shown.detail, /^Value: "a\\nb\\u\{202e\}c"$/m, 'signed: shown exactly, the line break escaped, not collapsed');
  });

  describe('what is signed, exactly', () => {
    const record = (value: string) => text({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value }, [ALICE]).detail.split('\n');
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
      const planned = planOperation({ kind: 'transfer', name: 'alice.neo', to: ADMIN }, API.neoGo, l10n);
      assert.ok(planned.ok);
      const to = planned.plan.call.args[0]!;
      const shownCall = (...bytes: Uint8Array[]) => {
        const call = { ...planned.plan.call, args: [to, ...bytes.map((value) => ({ type: 'ByteArray' as const, value }))] };
        const shown = confirmationText({
          prepared: {
            node: { rpcUrl: 'http://localhost:1/', contractHash: API.neoGo.hash }, network: { magic: MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
            call, hash: `0x${'ab'.repeat(32)}`, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n }, systemFee: 1n, networkFee: 1n, gasSent: 0n, balanceBefore: 10n, balanceAfter: 8n, blockCount: 1, validUntilBlock: 2,
          },
          plan: { ...planned.plan, call }, api: API.neoGo, signers: [ALICE],
        }, l10n);
        return shown.detail.split('\n').find((each) => each.startsWith('Call: '));
      };
      assert.equal(shownCall(Uint8Array.of(0x61, 0xff, 0x00), new Uint8Array(200).fill(0xfe)),
        `Call: transfer(to: ${ADMIN.address}, tokenID: 0x61ff00, data: 0x${'fe'.repeat(150)}… (200 bytes)) + ASSERT`);
      assert.equal(shownCall(new TextEncoder().encode('\ufeffalice.neo\t')), String.raw`Call: transfer(to: ${ADMIN.address}, tokenID: "\u{feff}alice.neo\t") + ASSERT`, 'a byte order mark kept');
    });
  });
});
