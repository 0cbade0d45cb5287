import assert from 'node:assert/strict';
import * as write from '../../../../../src/core/write';
import { accountsForNetwork, committeeAccount, committeeSigner, elsewhereAccounts, readNep6Keys, readNeoExpressKeys, signingAccounts, type KeyEntry, type SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, nep6File, type GeneratedKey } from '../../../support/walletFiles';

const MAGIC = 1234567890;
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const keyOf = (key: GeneratedKey) => hexOf(key.key.publicKey);
const SCRYPT = { n: 2, r: 1, p: 1 };

/** A neo-express account as the file lists it: the key in hex, the address, the script in hex. */
const expressAccount = (key: GeneratedKey, more: Record<string, unknown> = {}, account = key.account) => ({
  'private-key': key.hex, 'script-hash': account.address, label: null, 'is-default': false, contract: { script: hexOf(account.verificationScript) }, ...more,
});
/** A neo-express chain file of these developer wallets, its one consensus node without a wallet. */
const chainFile = (magic: number, wallets: ReadonlyArray<{ name?: string | null; accounts: readonly object[] }>, nodes: readonly object[] = [{ wallet: null }]) =>
  JSON.stringify({ magic, 'consensus-nodes': nodes, wallets });
/** A NEP-6 account of `account`, its NEP-2 key the one of `held` (none: watch-only). */
const nep6Account = async (account: write.VerificationAccount, held: GeneratedKey | undefined, label = '') => ({
  address: account.address, label, isDefault: false, lock: false, key: held ? await write.encryptNep2(held.key, 'pw', SCRYPT) : null,
  contract: { script: Buffer.from(account.verificationScript).toString('base64'), parameters: [], deployed: false },
});
const nep6Text = (accounts: readonly object[], name = 'w') => JSON.stringify({ name, version: '1.0', scrypt: SCRYPT, accounts });
const nep6Entries = (accounts: readonly object[], file = 'w.json', name = 'w') => entries(readNep6Keys(nep6Text(accounts, name), file));
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
  it('reads only the neo-express accounts with a key of 64 hex digits, a signature or multisig script, and an address', () => {
    const [alice, bob, carol, dave, erin, frank, gina, hank, ivan, judy] = Array.from({ length: 10 }, generateKey);
    const text = chainFile(MAGIC, [{ name: 'dev', accounts: [
      expressAccount(alice!, { 'is-default': true, label: 'Alice' }),
      expressAccount(bob!, { 'private-key': `${bob!.hex}00` }),
      expressAccount(carol!, { 'private-key': `z${carol!.hex}` }),
      expressAccount(dave!, { 'private-key': `${dave!.hex}z` }),
      expressAccount(erin!, { 'private-key': null }),
      expressAccount(frank!, { contract: null }),
      expressAccount(gina!, { contract: { script: '40' } }),
      expressAccount(hank!, { 'script-hash': hank!.account.scriptHash }),
      expressAccount(ivan!, { 'script-hash': ` ${ivan!.account.address} `, contract: { script: Buffer.from(ivan!.account.verificationScript).toString('base64') } }),
      expressAccount(judy!, { 'script-hash': 'not an address' }),
    ] }]);
    const read = entries(readNeoExpressKeys(text, 'dev.neo-express'));
    assert.deepEqual(signingAccounts(read).map((a) => [a.address, a.label, a.isDefault, a.wallet]), [
      [alice!.account.address, 'Alice', true, 'dev'],
      [ivan!.account.address, '', false, 'dev'],
    ], 'a script in base64 is read too; an address with spaces around it is the address');
    assert.deepEqual(elsewhereAccounts(read), [], 'an account without its key is not one that signs elsewhere');
    assert.ok(!JSON.stringify(read).includes(alice!.hex), 'never the key');
  });

  it('names a consensus node\'s wallet without a name by its place, and reads a chain without developer wallets', () => {
    const node = generateKey();
    const text = JSON.stringify({ magic: MAGIC, 'consensus-nodes': [{ wallet: null }, { wallet: { accounts: [expressAccount(node)] } }, { wallet: { name: null } }] });
    assert.deepEqual(signingAccounts(entries(readNeoExpressKeys(text, 'x.neo-express'))).map((a) => [a.address, a.wallet]), [[node.account.address, 'node2']]);
  });

  it('refuses a chain file or a wallet whose script is over the limit, or whose scrypt is not one, saying which file it is not', () => {
    const key = generateKey();
    const long = chainFile(MAGIC, [{ accounts: [expressAccount(key, { contract: { script: 'ab'.repeat(10_001) } })] }]);
    assert.equal(readNeoExpressKeys(long, 'x').ok, false);
    const noChain = readNeoExpressKeys('{"magic": 1}', 'x');
    assert.ok(!noChain.ok && /^not a neo-express chain file/.test(noChain.reason), JSON.stringify(noChain));
    const script = { script: 'A'.repeat(20_004) };
    assert.equal(readNep6Keys(JSON.stringify({ version: '1.0', scrypt: SCRYPT, accounts: [{ address: key.account.address, key: null, contract: script }] }), 'x').ok, false);
    assert.equal(readNep6Keys(JSON.stringify({ version: '1.0', scrypt: {}, accounts: [] }), 'x').ok, false);
  });

  it('reads a NEP-6 key only as a whole NEP-2 string; an account with another is watch-only; its entries carry no network', async () => {
    const [key, other, third] = [generateKey(), generateKey(), generateKey()];
    const good = await nep6Account(key.account, key, 'good');
    const nep2 = good.key!;
    const read = nep6Entries([good, { ...await nep6Account(other.account, other, 'before'), key: `x${nep2}` }, { ...await nep6Account(third.account, third, 'after'), key: `${nep2}x` }, { ...good, address: key.account.address, contract: null, label: 'no script' }]);
    assert.deepEqual(read.map((entry) => [entry.label, entry.watchOnly]), [['good', undefined], ['before', true], ['after', true]]);
    assert.deepEqual(read[0], {
      file: 'w.json', format: 'nep6', wallet: 'w', account: key.account.address, label: 'good', scriptHash: key.account.scriptHash,
      verificationScript: hexOf(key.account.verificationScript), kind: 'signature', threshold: 1, publicKeys: [keyOf(key)], isDefault: false, publicKey: keyOf(key),
    });
    const [account] = signingAccounts(read);
    assert.ok(account && !('networkMagic' in account), 'a NEP-6 account is offered on any network');
    assert.deepEqual(accountsForNetwork(signingAccounts(read), MAGIC), signingAccounts(read));
    assert.ok(!JSON.stringify(read).includes(nep2));
  });

  it('gives a NEP-6 multisig entry the key its NEP-2 names (by its address hash), a neo-express one its only own key; never a watch-only one\'s', async () => {
    const [k, l, p, q, r] = Array.from({ length: 5 }, generateKey);
    const m1 = write.multisigAccount(1, [k!, l!].map((key) => key.key.publicKey));
    const m2 = write.multisigAccount(2, [p!, q!].map((key) => key.key.publicKey));
    const m3 = write.multisigAccount(1, [p!, r!].map((key) => key.key.publicKey));
    const read = nep6Entries([
      await nep6Account(k!.account, undefined, 'K watched'), await nep6Account(m1, l!, 'M1'),
      await nep6Account(p!.account, p!, 'P'), await nep6Account(q!.account, q!, 'Q'), await nep6Account(m2, q!, 'M2'), await nep6Account(m3, undefined, 'M3 watched'),
    ]);
    const entry = (label: string) => read.find((each) => each.label === label)!;
    assert.equal(entry('M1').publicKey, keyOf(l!), 'L has no signature account in the file: its NEP-2 names it');
    assert.equal(entry('M2').publicKey, keyOf(q!), 'both P and Q are the wallet\'s: its NEP-2 names Q');
    assert.equal(entry('M3 watched').publicKey, undefined);
    assert.ok(!JSON.stringify(read).includes(q!.hex), 'no private key in what is read');
    const offered = signingAccounts(read);
    assert.deepEqual(offered.map((a) => a.label), ['M1', 'P', 'Q', 'M2']);
    assert.deepEqual(offered[0]!.keyHolders, [{ file: 'w.json', format: 'nep6', account: m1.address, wallet: 'w', label: 'M1', publicKey: keyOf(l!) }]);
    assert.deepEqual(offered[3]!.keyHolders.map((h) => h.publicKey), [keyOf(p!), keyOf(q!)], 'the keys of its signature accounts, once each');
  });

  it('counts a NEP-6 multisig\'s own key once: a 3-of-3 held under the key of one of the wallet\'s two signature accounts signs elsewhere', async () => {
    const [p, q, r] = Array.from({ length: 3 }, generateKey);
    const all = write.multisigAccount(3, [p!, q!, r!].map((key) => key.key.publicKey));
    const pr = write.multisigAccount(2, [p!, r!].map((key) => key.key.publicKey));
    const team = nep6Entries([await nep6Account(p!.account, p!, 'P'), await nep6Account(q!.account, q!, 'Q'), await nep6Account(all, p!, 'All three')]);
    assert.deepEqual(signingAccounts(team).map((a) => a.label), ['P', 'Q']);
    assert.deepEqual(elsewhereAccounts(team).map((a) => [a.label, a.threshold, a.keyHolders.map((h) => h.publicKey)]), [['All three', 3, [keyOf(p!), keyOf(q!)]]]);
    // R's key under a multisig's own entry, no account of the file R's: its NEP-2 names it.
    const mine = nep6Entries([await nep6Account(p!.account, p!, 'P'), await nep6Account(pr, r!, 'P and R')], 'mine.json', 'mine');
    assert.deepEqual(signingAccounts(mine).map((a) => [a.label, a.keyHolders.map((h) => h.publicKey)]), [['P', [keyOf(p!)]], ['P and R', [keyOf(p!), keyOf(r!)]]]);
    // Both wallets together hold all three keys.
    const both = signingAccounts([...team, ...mine]).find((a) => a.label === 'All three');
    assert.deepEqual(both?.keyHolders.map((h) => [h.file, h.publicKey]), [['w.json', keyOf(p!)], ['w.json', keyOf(q!)], ['mine.json', keyOf(r!)]]);
  });

  it('counts the key of a multisig entry no account names once, told when it is opened: a neo-express wallet holding only a multisig', async () => {
    const [k, l] = [generateKey(), generateKey()];
    const shared = write.multisigAccount(1, [k, l].map((key) => key.key.publicKey));
    const read = entries(readNeoExpressKeys(chainFile(7, [{ name: 'team', accounts: [expressAccount(k, { label: 'Shared' }, shared)] }]), 'team.neo-express'));
    assert.deepEqual(read.map((entry) => [entry.kind, entry.publicKey, 'keyAddressHash' in entry]), [['multisig', undefined, false]]);
    const [offered] = signingAccounts(read);
    assert.deepEqual(offered?.keyHolders, [{ file: 'team.neo-express', format: 'neo-express', account: shared.address, wallet: 'team', label: 'Shared' }]);
    // Another multisig's entry, its key told only once opened too, is no holder of this one.
    const m = generateKey();
    const pair = write.multisigAccount(2, [k, m].map((key) => key.key.publicKey));
    const two = entries(readNeoExpressKeys(chainFile(7, [{ name: 'team', accounts: [expressAccount(k, { label: 'Shared' }, shared)] }, { name: 'pair', accounts: [expressAccount(m, { label: 'Pair' }, pair)] }]), 'team.neo-express'));
    assert.deepEqual(signingAccounts(two).map((a) => a.label), ['Shared']);
    assert.deepEqual(elsewhereAccounts(two).map((a) => [a.label, a.keyHolders.map((h) => h.label)]), [['Pair', ['Pair']]]);
    // NEP-6 signature entries keep no address hash: only a multisig's key is looked for by it.
    const nep6 = nep6Entries([await nep6Account(k.account, k, 'K'), await nep6Account(shared, k, 'Shared')]);
    assert.deepEqual(nep6.map((entry) => [entry.label, 'keyAddressHash' in entry, entry.publicKey]), [['K', false, keyOf(k)], ['Shared', true, keyOf(k)]]);
  });

  it('offers an account once per network: a key in two chains twice, a NEP-6 key apart from a chain\'s, each holding its own key', async () => {
    const key = generateKey();
    const nep6 = nep6Entries([await nep6Account(key.account, key, 'nep6')]);
    const one = entries(readNeoExpressKeys(chainFile(1, [{ name: 'one', accounts: [expressAccount(key)] }]), 'one.neo-express'));
    const two = entries(readNeoExpressKeys(chainFile(2, [{ name: 'two', accounts: [expressAccount(key)] }]), 'two.neo-express'));
    const accounts = signingAccounts([...nep6, ...one, ...two]);
    assert.deepEqual(accounts.map((a) => [a.wallet, a.networkMagic, a.needsPassword, a.keyHolders.map((h) => h.format)]), [
      ['w', undefined, true, ['nep6']], ['one', 1, false, ['neo-express']], ['two', 2, false, ['neo-express']],
    ]);
    assert.deepEqual(accountsForNetwork(accounts, 2).map((a) => a.wallet), ['w', 'two']);
  });

  it('signs elsewhere with the holders of a multisig only: a watch-only key is not held by a chain\'s account of it, a short multisig asks no password for chain keys', async () => {
    const key = generateKey();
    const watched = nep6Entries([await nep6Account(key.account, undefined, 'watched')]);
    const chain = entries(readNeoExpressKeys(chainFile(1, [{ name: 'one', accounts: [expressAccount(key)] }]), 'one.neo-express'));
    const [elsewhere] = elsewhereAccounts([...watched, ...chain]);
    assert.deepEqual([elsewhere?.label, elsewhere?.keyHolders, elsewhere?.needsPassword, elsewhere?.signsElsewhere], ['watched', [], false, true]);
    const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
    const full = JSON.parse(neoExpressFile({ magic: MAGIC, nodes, wallets: [] })) as { 'consensus-nodes': unknown[] };
    full['consensus-nodes'] = full['consensus-nodes'].slice(0, 2);
    const short = elsewhereAccounts(entries(readNeoExpressKeys(JSON.stringify(full), 'x.neo-express')));
    assert.deepEqual(short.map((a) => [a.kind, a.keyHolders.length, a.needsPassword]), [['multisig', 2, false]]);
  });

  it('counts a multisig\'s keys from NEP-6 wallets and its own chain, not from another chain; chain keys first, a password only for the keys used', async () => {
    const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
    const full = JSON.parse(neoExpressFile({ magic: 1, nodes, wallets: [] })) as { 'consensus-nodes': unknown[] };
    full['consensus-nodes'] = full['consensus-nodes'].slice(0, 2);
    const chain = entries(readNeoExpressKeys(JSON.stringify(full), 'one.neo-express'));
    const otherChain = entries(readNeoExpressKeys(chainFile(2, [{ name: 'two', accounts: [expressAccount(nodes[2]!)] }]), 'two.neo-express'));
    const multisigOf = (accounts: readonly SigningAccount[]) => accounts.filter((a) => a.kind === 'multisig');
    assert.deepEqual(multisigOf(signingAccounts([...chain, ...otherChain])), [], 'another chain\'s key does not count');
    const nep6 = nep6Entries([await nep6Account(nodes[2]!.account, nodes[2]!, 'third')]);
    const [consensus] = multisigOf(signingAccounts([...nep6, ...chain]));
    assert.deepEqual(consensus && [consensus.threshold, consensus.keyHolders.map((h) => h.format), consensus.needsPassword], [3, ['neo-express', 'neo-express', 'nep6'], true]);

    // A NEP-6 multisig takes the keys of any chain; chain keys come first.
    const [k, l] = [generateKey(), generateKey()];
    const oneOfTwo = write.multisigAccount(1, [k, l].map((key) => key.key.publicKey));
    const twoOfTwo = write.multisigAccount(2, [k, l].map((key) => key.key.publicKey));
    const wallet = nep6Entries([await nep6Account(k.account, k, 'K'), await nep6Account(oneOfTwo, k, '1 of 2'), await nep6Account(twoOfTwo, k, '2 of 2')]);
    const lChain = entries(readNeoExpressKeys(chainFile(1, [{ name: 'l', accounts: [expressAccount(l)] }]), 'l.neo-express'));
    const offered = signingAccounts([...wallet, ...lChain]);
    const byLabel = (label: string) => offered.find((a) => a.label === label)!;
    assert.deepEqual(byLabel('1 of 2').keyHolders.map((h) => [h.format, h.publicKey]), [['neo-express', keyOf(l)], ['nep6', keyOf(k)]]);
    assert.equal(byLabel('1 of 2').needsPassword, false, 'the chain\'s key is enough');
    assert.equal(byLabel('2 of 2').needsPassword, true, 'both keys are used');
    assert.ok(!('networkMagic' in byLabel('2 of 2')));
  });

  it('counts the holders of a multisig whose keys are told only once opened, once per file listing it, and only for that multisig', async () => {
    const [k, l, m, n] = Array.from({ length: 4 }, generateKey);
    const x = write.multisigAccount(2, [k!, l!, m!].map((key) => key.key.publicKey));
    const y = write.multisigAccount(2, [k!, n!].map((key) => key.key.publicKey));
    const a = nep6Entries([await nep6Account(x, k!, 'X'), await nep6Account(y, k!, 'Y')], 'a.json', 'a');
    const b = nep6Entries([await nep6Account(x, l!, 'X in b')], 'b.json', 'b');
    const offered = signingAccounts([...a, ...b]);
    assert.deepEqual(offered.map((each) => [each.label, each.keyHolders.map((h) => h.file)]), [['X', ['a.json', 'b.json']]]);
    assert.deepEqual(signingAccounts(a), [], 'one holder of each: short of m');
  });

  it('assembles the committee from the keys without a password first, on the chain\'s network, and says what it lacks', async () => {
    assert.deepEqual(committeeSigner(write, [], []), { ok: false, held: 0, needed: 0 });
    const [k, l, m, alice] = Array.from({ length: 4 }, generateKey);
    const nep6 = signingAccounts(nep6Entries([await nep6Account(k!.account, k!, 'K'), await nep6Account(l!.account, l!, 'L'), await nep6Account(m!.account, m!, 'M')]));
    const chain = signingAccounts(entries(readNeoExpressKeys(chainFile(5, [{ name: 'c', accounts: [expressAccount(k!), expressAccount(l!), expressAccount(alice!)] }]), 'c.neo-express')));

    const one = committeeSigner(write, [keyOf(k!).toUpperCase()], [...nep6, ...chain]);
    assert.ok(one.ok);
    const built = write.multisigAccount(1, [k!.key.publicKey]);
    assert.deepEqual({ ...one.account, keyHolders: one.account.keyHolders.map((h) => h.file) }, {
      address: built.address, scriptHash: built.scriptHash, label: '', committee: true, wallet: 'c', file: 'c.neo-express', kind: 'multisig', threshold: 1,
      publicKeys: [keyOf(k!)], verificationScript: hexOf(built.verificationScript), keyHolders: ['c.neo-express'], needsPassword: false, isDefault: false, networkMagic: 5,
    });

    const three = [k!, l!, m!].map(keyOf);
    const mixed = committeeSigner(write, three, [...nep6, ...chain]);
    assert.ok(mixed.ok);
    assert.deepEqual([mixed.account.threshold, mixed.account.keyHolders.map((h) => h.format), mixed.account.needsPassword], [2, ['neo-express', 'neo-express', 'nep6'], false]);
    const withPassword = committeeSigner(write, [keyOf(k!), keyOf(m!)], [...nep6, ...chain]);
    assert.ok(withPassword.ok);
    assert.deepEqual([withPassword.account.threshold, withPassword.account.needsPassword, withPassword.account.networkMagic], [2, true, 5]);
    const nep6Only = committeeSigner(write, three, nep6);
    assert.ok(nep6Only.ok && !('networkMagic' in nep6Only.account) && nep6Only.account.needsPassword);

    // Only the committee's keys count, each once, and only where the key is known (this NEP-2 names none of X's keys).
    const x = write.multisigAccount(1, [m!, alice!].map((key) => key.key.publicKey));
    const unknown = signingAccounts(nep6Entries([await nep6Account(x, generateKey(), 'X')], 'x.json'));
    assert.equal(unknown[0]?.keyHolders[0]?.publicKey, undefined);
    const built3 = write.multisigAccount(2, [k!, l!, m!].map((key) => key.key.publicKey));
    assert.deepEqual(committeeAccount(three, [...chain.filter((a) => a.label !== 'K' && a.address !== k!.account.address), ...unknown], { address: built3.address, scriptHash: built3.scriptHash, verificationScript: '' }), { ok: false, held: 1, needed: 2 });
  });
});
