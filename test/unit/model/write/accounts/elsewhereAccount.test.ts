// A signer that signs elsewhere as typed: a public key, a multisig's m and keys, an address or script
// hash; each refusal in words; the account of the keys (the write module's), holding the workspace's
// keys of it where it has them, signing here only once it holds m of them.
import assert from 'node:assert/strict';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { accountOfKeys, elsewhereSigner, knownAccount, parseElsewhereInput } from '../../../../../src/model/write/accounts/elsewhereAccount';
import { elsewhereAccounts, readNep6Keys, readNeoExpressKeys, signingAccounts } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, nep6File } from '../../../support/walletFiles';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const keyHex = (key: ReturnType<typeof generateKey>) => Buffer.from(key.key.publicKey).toString('hex');

describe('model/write/accounts/elsewhereAccount', () => {
  const [a, b, c] = [generateKey(), generateKey(), generateKey()];

  it('reads a public key, a multisig as "m of" and its keys (spaces or commas, any case), an address or a script hash', () => {
    assert.deepEqual(parseElsewhereInput(` ${keyHex(a)} `, 53, l10n), { kind: 'keys', threshold: 1, publicKeys: [keyHex(a)] });
    assert.deepEqual(parseElsewhereInput(`2 of ${keyHex(a)}, ${keyHex(b).toUpperCase()} ${keyHex(c)}`, 53, l10n), { kind: 'keys', threshold: 2, publicKeys: [keyHex(a), keyHex(b), keyHex(c)], multisig: true });
    assert.deepEqual(parseElsewhereInput(`2 ${keyHex(a)} ${keyHex(b)}`, 53, l10n), { kind: 'keys', threshold: 2, publicKeys: [keyHex(a), keyHex(b)], multisig: true });
    // m given for one key: a 1-of-1 multisig (a one-node chain's committee), not the key's signature account.
    assert.deepEqual(parseElsewhereInput(`1 of ${keyHex(a)}`, 53, l10n), { kind: 'keys', threshold: 1, publicKeys: [keyHex(a)], multisig: true });
    assert.deepEqual(parseElsewhereInput(ADDRESS, 53, l10n), { kind: 'account', address: ADDRESS, scriptHash: HASH });
    assert.deepEqual(parseElsewhereInput(HASH, 53, l10n), { kind: 'account', address: ADDRESS, scriptHash: HASH });
  });

  it('refuses in words: nothing, a bad key, keys without m, m out of range, a key twice, an address where only keys are taken, a bad checksum', () => {
    const problem = (text: string, accountAllowed = true) => {
      const read = parseElsewhereInput(text, 53, l10n, accountAllowed);
      assert.equal(read.kind, 'invalid', text);
      return read.kind === 'invalid' ? read.problem : '';
    };
    assert.match(problem('  '), /^Type a public key/);
    assert.match(problem(`2 of ${keyHex(a)} 04${keyHex(b).slice(2)}`), /^Not a public key: 04/);
    assert.match(problem(`${keyHex(a)} ${keyHex(b)}`), /give m, the signatures it needs, before its keys/);
    assert.match(problem(`3 of ${keyHex(a)} ${keyHex(b)}`), /from 1 to the number of keys \(2\)/);
    assert.match(problem(`0 of ${keyHex(a)}`), /from 1 to the number of keys \(1\)/);
    assert.match(problem(`2 of ${keyHex(a)} ${keyHex(a)}`), /^A key is there twice/);
    assert.match(problem('2 of'), /Give the public keys/);
    assert.match(problem(ADDRESS, false), /^Not a public key: 66 hex digits/);
    assert.match(problem(`${ADDRESS.slice(0, -1)}s`), /checksum/);
  });

  it('makes the account of the keys as the write module does: a signature account, or the m-of-n multisig of the sorted keys', () => {
    const single = accountOfKeys(write, { kind: 'keys', threshold: 1, publicKeys: [keyHex(a)] }, 53);
    assert.equal(single.address, a.account.address);
    const multi = accountOfKeys(write, { kind: 'keys', threshold: 2, publicKeys: [keyHex(c), keyHex(a), keyHex(b)] }, 53);
    assert.equal(multi.address, write.multisigAccount(2, [a, b, c].map((key) => key.key.publicKey)).address);
    assert.deepEqual([multi.kind, multi.threshold, multi.publicKeys.length], ['multisig', 2, 3]);
    // A 1-of-2 multisig, and a 1-of-1 multisig typed with its m, are not the key's signature account.
    assert.notEqual(accountOfKeys(write, { kind: 'keys', threshold: 1, publicKeys: [keyHex(a), keyHex(b)] }, 53).address, a.account.address);
    const oneOfOne = accountOfKeys(write, { kind: 'keys', threshold: 1, publicKeys: [keyHex(a)], multisig: true }, 53);
    assert.deepEqual([oneOfOne.kind, oneOfOne.address], ['multisig', write.multisigAccount(1, [a.key.publicKey]).address]);
    assert.throws(() => accountOfKeys(write, { kind: 'keys', threshold: 1, publicKeys: [`02${'ff'.repeat(32)}`] }, 53));
  });

  it('signs elsewhere, holding the workspace\'s keys of it: m of them held, it signs here', () => {
    const read = readNeoExpressKeys(neoExpressFile({ magic: 7, nodes: [generateKey()], wallets: [{ name: 'a', key: a }, { name: 'b', key: b }] }), 'chain.neo-express');
    assert.ok(read.ok);
    const workspace = signingAccounts(read.entries);
    const far = elsewhereSigner(write.multisigAccount(2, [a.key.publicKey, generateKey().key.publicKey, generateKey().key.publicKey]), workspace);
    assert.equal(far.signsElsewhere, true);
    assert.deepEqual(far.keyHolders.map((holder) => holder.account), [a.account.address]);
    assert.deepEqual([far.kind, far.threshold, far.label, far.file, far.isDefault], ['multisig', 2, '', '', false]);
    const near = elsewhereSigner(write.multisigAccount(2, [a.key.publicKey, b.key.publicKey, c.key.publicKey]), workspace, 'ours');
    assert.equal(near.signsElsewhere, undefined, 'the workspace holds two of its keys');
    assert.equal(near.keyHolders.length, 2);
    assert.equal(near.label, 'ours');
    const none = elsewhereSigner(write.accountFromPublicKey(c.key.publicKey), workspace);
    assert.deepEqual([none.signsElsewhere, none.keyHolders.length, none.needsPassword, none.verificationScript], [true, 0, false, Buffer.from(write.accountFromPublicKey(c.key.publicKey).verificationScript).toString('hex')]);
    assert.equal(knownAccount(a.account.address, workspace)?.address, a.account.address);
    assert.equal(knownAccount(a.account.scriptHash, workspace)?.address, a.account.address);
    assert.equal(knownAccount(c.account.address, workspace), undefined);
  });
  it('takes a public key only whole, m of several digits, and at most 1,024 keys', () => {
    const kind = (text: string) => parseElsewhereInput(text, 53, l10n).kind;
    assert.equal(kind(`ab${keyHex(a)}`), 'invalid', 'digits before the key');
    assert.equal(kind(`${keyHex(a)}ab`), 'invalid', 'digits after the key');
    assert.equal(kind(`2 of ${keyHex(a)} ff${keyHex(b)}`), 'invalid');
    const many = (count: number) => Array.from({ length: count }, (_, i) => `02${i.toString(16).padStart(64, '0')}`).join(' ');
    const ten = parseElsewhereInput(`10 of ${many(12)}`, 53, l10n);
    assert.deepEqual(ten.kind === 'keys' && [ten.threshold, ten.publicKeys.length, ten.multisig], [10, 12, true]);
    const over = parseElsewhereInput(`12 of ${many(10)}`, 53, l10n);
    assert.deepEqual(over, { kind: 'invalid', problem: 'm is the signatures needed: from 1 to the number of keys (10).' });
    const most = parseElsewhereInput(`1 ${many(1024)}`, 53, l10n);
    assert.equal(most.kind === 'keys' && most.publicKeys.length, 1024);
    assert.deepEqual(parseElsewhereInput(`1 ${many(1025)}`, 53, l10n), { kind: 'invalid', problem: 'A multi-signature account has at most 1024 keys.' });
  });

  it('says why an address or script hash is not one, in the core\'s reason', () => {
    const read = parseElsewhereInput('0x1234', 53, l10n);
    assert.deepEqual(read, { kind: 'invalid', problem: 'Not an N3 address, a script hash or a public key: it has 4 hex digits, a script hash has 40.' });
  });

  it('leaves a threshold its keys cannot meet to the write module, which refuses it', () => {
    assert.throws(() => accountOfKeys(write, { kind: 'keys', threshold: 2, publicKeys: [keyHex(a)] }, 53));
  });

  it('holds each key once, from an account that signs here, without a password where it can, and no more keys than m', async () => {
    const wallet = await nep6File({ name: 'dev', password: 'pw', accounts: [{ key: a, label: 'A in NEP-6' }, { key: b, label: 'B in NEP-6' }] });
    const nep6 = readNep6Keys(wallet, 'dev.json');
    const chain = readNeoExpressKeys(neoExpressFile({ magic: 7, nodes: [generateKey()], wallets: [{ name: 'a', key: a }] }), 'chain.neo-express');
    assert.ok(nep6.ok && chain.ok);
    const workspace = signingAccounts([...nep6.entries, ...chain.entries]);
    const oneOfThree = elsewhereSigner(write.multisigAccount(1, [a, b, c].map((key) => key.key.publicKey)), workspace);
    assert.deepEqual(oneOfThree.keyHolders.map((holder) => [holder.format, holder.account]), [['neo-express', a.account.address]], 'the key without a password, and only m of them');
    assert.deepEqual([oneOfThree.needsPassword, oneOfThree.signsElsewhere, oneOfThree.wallet, oneOfThree.file], [false, undefined, '', '']);
    const withB = elsewhereSigner(write.multisigAccount(2, [a, b, c].map((key) => key.key.publicKey)), workspace);
    assert.deepEqual([withB.keyHolders.map((holder) => holder.format), withB.needsPassword], [['neo-express', 'nep6'], true]);
    const onlyB = elsewhereSigner(write.accountFromPublicKey(b.key.publicKey), workspace);
    assert.deepEqual([onlyB.keyHolders.map((holder) => holder.label), onlyB.needsPassword, onlyB.signsElsewhere], [['B in NEP-6'], true, undefined]);
  });

  it('takes no key from an account that itself signs elsewhere', async () => {
    // The team's 2-of-3 is listed before the key's own account: its holder is the multisig's entry.
    const team = write.multisigAccount(2, [a, b, c].map((key) => key.key.publicKey));
    const made = JSON.parse(await nep6File({ name: 'team', password: 'pw', accounts: [{ key: a, label: 'A' }], multisig: [{ threshold: 2, publicKeys: [a, b, c].map((key) => key.key.publicKey), held: a, label: 'Team' }] })) as { accounts: unknown[] };
    made.accounts.reverse();
    const read = readNep6Keys(JSON.stringify(made), 'team.json');
    assert.ok(read.ok);
    const elsewhere = elsewhereAccounts(read.entries);
    assert.deepEqual(elsewhere.map((account) => [account.label, account.keyHolders.map((holder) => holder.label)]), [['Team', ['Team']]]);
    const signer = elsewhereSigner(write.accountFromPublicKey(a.key.publicKey), [...elsewhere, ...signingAccounts(read.entries)]);
    assert.deepEqual(signer.keyHolders.map((holder) => [holder.label, holder.account]), [['A', a.account.address]]);
    assert.equal(team.address, elsewhere[0]!.address);
  });
});
