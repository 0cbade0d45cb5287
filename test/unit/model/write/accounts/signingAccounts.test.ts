import assert from 'node:assert/strict';
import * as write from '../../../../../src/core/write';
import { accountsForNetwork, committeeAccount, committeeSigner, elsewhereAccounts, readNep6Keys, readNeoExpressKeys, signingAccounts, type KeyEntry } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, nep6File } from '../../../support/walletFiles';

const MAGIC = 1234567890;
const entries = (read: ReturnType<typeof readNeoExpressKeys>): readonly KeyEntry[] => {
  assert.ok(read.ok, read.ok ? '' : read.reason);
  return read.entries;
};

describe('model/write/accounts/signingAccounts', () => {
  it('offers a neo-express chain\'s developer wallets, its consensus nodes and their multisig, for its network only; never a key', () => {
    const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
    const alice = generateKey();
    const text = neoExpressFile({ magic: MAGIC, nodes, wallets: [{ name: 'alice', key: alice, label: 'Alice\u202e' }] });
    const read = entries(readNeoExpressKeys(text, 'chain/default.neo-express'));
    const accounts = signingAccounts(read);
    const multisig = write.multisigAccount(3, nodes.map((n) => n.key.publicKey));
    // The consensus wallets each list the multisig: offered once, named by the first.
    assert.deepEqual(accounts.map((a) => [a.address, a.kind, a.threshold, a.wallet, a.label]), [
      [nodes[0]!.account.address, 'signature', 1, 'node1', ''],
      [multisig.address, 'multisig', 3, 'node1', 'Consensus MultiSigContract'],
      ...nodes.slice(1).map((n, i) => [n.account.address, 'signature', 1, `node${i + 2}`, '']),
      [alice.account.address, 'signature', 1, 'alice', 'Alice\\u{202e}'],
    ]);
    const committee = accounts.find((a) => a.kind === 'multisig')!;
    assert.equal(committee.scriptHash, multisig.scriptHash);
    assert.equal(committee.verificationScript, Buffer.from(multisig.verificationScript).toString('hex'));
    assert.deepEqual(committee.keyHolders.map((h) => h.publicKey), nodes.map((n) => Buffer.from(n.key.publicKey).toString('hex')).filter((k) => committee.publicKeys.includes(k)));
    assert.equal(committee.needsPassword, false);
    assert.ok(accounts.every((a) => a.networkMagic === MAGIC && a.file === 'chain/default.neo-express'));
    assert.deepEqual(accountsForNetwork(accounts, MAGIC + 1), []);
    assert.equal(accountsForNetwork(accounts, MAGIC).length, 6);
    const said = JSON.stringify(accounts) + JSON.stringify(read);
    for (const key of [...nodes, alice]) assert.ok(!said.includes(key.hex), 'no private key in the descriptors');
  });

  it('offers a multisig only when the files hold m of its keys', () => {
    const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
    const full = JSON.parse(neoExpressFile({ magic: MAGIC, nodes, wallets: [] })) as { 'consensus-nodes': unknown[] };
    // Two of the four nodes' wallets: 2 of the 3 keys the multisig needs.
    full['consensus-nodes'] = full['consensus-nodes'].slice(0, 2);
    const accounts = signingAccounts(entries(readNeoExpressKeys(JSON.stringify(full), 'x.neo-express')));
    assert.deepEqual(accounts.map((a) => a.kind), ['signature', 'signature']);
  });

  it('reads a NEP-6 wallet: NEP-2 keys behind a password, its multisig through the signature account of the same key; any network', async () => {
    const key = generateKey();
    const other = generateKey();
    const text = await nep6File({
      name: 'dev', password: 'pw', accounts: [{ key, label: 'main', isDefault: true }],
      multisig: [{ threshold: 1, publicKeys: [key.key.publicKey], held: key, label: 'committee' }, { threshold: 2, publicKeys: [key.key.publicKey, other.key.publicKey], held: key }],
    });
    const read = readNep6Keys(text, 'wallets/dev.json');
    assert.ok(read.ok);
    const accounts = signingAccounts(read.entries);
    assert.deepEqual(accounts.map((a) => [a.label, a.kind, a.threshold, a.needsPassword, a.isDefault, a.networkMagic]), [
      ['main', 'signature', 1, true, true, undefined], ['committee', 'multisig', 1, true, false, undefined],
    ], 'the 2-of-2 is not offered: one key of it only');
    assert.deepEqual(accounts[1]!.keyHolders, [{ file: 'wallets/dev.json', format: 'nep6', account: key.account.address, wallet: 'dev', label: 'main', publicKey: Buffer.from(key.key.publicKey).toString('hex') }]);
    const nep2 = (JSON.parse(text) as { accounts: Array<{ key: string }> }).accounts[0]!.key;
    assert.ok(!JSON.stringify(read).includes(nep2), 'no NEP-2 string in what is read');
  });

  it('refuses a file that is not one, saying why', () => {
    assert.deepEqual(readNeoExpressKeys('{', 'x'), { ok: false, reason: 'not JSON' });
    const read = readNep6Keys('{"accounts": []}', 'x');
    assert.ok(!read.ok && /not a NEP-6 wallet/.test(read.reason));
  });

  it('assembles the committee of getcommittee\'s keys (m = n - (n-1)/2) from the accounts holding them', () => {
    const nodes = Array.from({ length: 7 }, generateKey);
    const accounts = signingAccounts(entries(readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes, wallets: [] }), 'seven.neo-express')));
    const keys = nodes.map((n) => Buffer.from(n.key.publicKey).toString('hex'));
    const built = write.multisigAccount(4, nodes.map((n) => n.key.publicKey));
    const committee = committeeSigner(write, keys, accounts);
    assert.ok(committee.ok);
    assert.deepEqual([committee.account.address, committee.account.verificationScript], [built.address, Buffer.from(built.verificationScript).toString('hex')]);
    assert.deepEqual([committee.account.threshold, committee.account.keyHolders.length, committee.account.committee, committee.account.networkMagic], [4, 7, true, MAGIC]);
    // neo-express's own consensus multisig is 5 of 7: another account than the committee's.
    assert.ok(accounts.some((a) => a.kind === 'multisig' && a.threshold === 5 && a.scriptHash !== built.scriptHash));
    const few = committeeAccount(keys, accounts.filter((a) => a.kind === 'signature').slice(0, 3), { address: built.address, scriptHash: built.scriptHash, verificationScript: '' });
    assert.deepEqual(few, { ok: false, held: 3, needed: 4 });
  });

  it('knows the accounts it cannot sign for alone, as signing elsewhere: NEP-6 accounts without a key (a multisig too, m-of-n), a multisig short of keys with those it holds', async () => {
    const [held, other, third, watched] = [generateKey(), generateKey(), generateKey(), generateKey()];
    const keys = [held, other, third].map((key) => key.key.publicKey);
    const multisig = write.multisigAccount(2, keys);
    const watchedMultisig = write.multisigAccount(2, [other, third, watched].map((key) => key.key.publicKey));
    const withKeys = JSON.parse(await nep6File({ name: 'team', password: 'pw', accounts: [{ key: held, label: 'Mine' }], multisig: [{ threshold: 2, publicKeys: keys, held, label: 'Team' }] })) as { accounts: object[] };
    const watchOnly = (account: write.VerificationAccount, label: string) => ({
      address: account.address, label, isDefault: false, lock: false, key: null,
      contract: { script: Buffer.from(account.verificationScript).toString('base64'), parameters: [], deployed: false },
    });
    withKeys.accounts.push(watchOnly(watched.account, 'Treasury'), watchOnly(watchedMultisig, 'Board'));
    const read = entries(readNep6Keys(JSON.stringify(withKeys), 'team.json'));
    assert.deepEqual(signingAccounts(read).map((a) => a.label), ['Mine'], 'only what it holds the keys of signs here');
    const elsewhere = elsewhereAccounts(read);
    assert.deepEqual(elsewhere.map((a) => [a.label, a.kind, a.threshold, a.publicKeys.length, a.keyHolders.length, a.signsElsewhere]), [
      ['Team', 'multisig', 2, 3, 1, true],
      ['Treasury', 'signature', 1, 1, 0, true],
      ['Board', 'multisig', 2, 3, 0, true],
    ]);
    assert.equal(elsewhere[0]!.address, multisig.address);
    assert.equal(elsewhere[0]!.keyHolders[0]!.account, held.account.address, 'the key it holds signs into the file');
    assert.equal(elsewhere[0]!.needsPassword, true);
    assert.equal(elsewhere[2]!.address, watchedMultisig.address);
    // A NEP-2 key starts with 6P, as a random address may: look for the file's own keys.
    const nep2Keys = (withKeys.accounts as Array<{ key: string | null }>).flatMap((a) => (a.key === null ? [] : [a.key]));
    assert.equal(nep2Keys.length, 2);
    assert.ok(elsewhere.every((a) => nep2Keys.every((key) => !JSON.stringify(a).includes(key))), 'no encrypted key in a descriptor');
  });
});
