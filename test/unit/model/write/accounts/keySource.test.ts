import assert from 'node:assert/strict';
import { isNnsError } from '../../../../../src/core/errors/nnsError';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { MAX_CHAIN_FILE_BYTES } from '../../../../../src/model/chains/workspaceChain';
import { isKeySourceError, keyMaterialOf, keySourceFor, type KeySourceOptions } from '../../../../../src/model/write/accounts/keySource';
import { refusalText } from '../../../../../src/model/write/words/refusalText';
import { committeeSigner, elsewhereAccounts, readNep6Keys, readNeoExpressKeys, signingAccounts, type KeyHolder, type SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, nep6File } from '../../../support/walletFiles';

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function accountsOf(read: ReturnType<typeof readNeoExpressKeys>): SigningAccount[] {
  assert.ok(read.ok);
  return signingAccounts(read.entries);
}

describe('model/write/accounts/keySource', () => {
  const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
  const alice = generateKey();
  const express = neoExpressFile({ magic: 7, nodes, wallets: [{ name: 'alice', key: alice }] });
  const expressAccounts = accountsOf(readNeoExpressKeys(express, 'default.neo-express'));

  function source(files: Record<string, string>, passwords: readonly (string | undefined)[] = [], asked: string[] = [], reads: string[] = []) {
    const options: KeySourceOptions = {
      write,
      readFile: async (file) => {
        reads.push(file);
        const text = files[file];
        if (text === undefined) throw new Error(`no ${file}`);
        return text;
      },
      askPassword: async (holder, attempt) => {
        asked.push(`${holder.account}#${attempt}`);
        return passwords[attempt - 1];
      },
    };
    return keySourceFor(options);
  }

  it('reads a neo-express key from the file now, as hex, and opens it', async () => {
    const account = expressAccounts.find((a) => a.address === alice.account.address)!;
    const keys = await source({ 'default.neo-express': express })(account);
    assert.deepEqual(keys.map((k) => hexOf(k.publicKey)), [hexOf(alice.key.publicKey)]);
    assert.equal(String(keys[0]), 'PrivateKey [redacted]');
    keys.forEach((k) => k.wipe());
  });

  it('reads m keys of a multisig from the consensus wallets, the file once', async () => {
    const multisig = expressAccounts.find((a) => a.kind === 'multisig')!;
    const reads: string[] = [];
    const keys = await source({ 'default.neo-express': express }, [], [], reads)(multisig);
    assert.equal(keys.length, 3);
    assert.ok(keys.every((k) => multisig.publicKeys.includes(hexOf(k.publicKey))));
    assert.deepEqual(reads, ['default.neo-express']);
    // The keys sign a transaction for the multisig: the witness verifies.
    const account = write.accountFromVerificationScript(Buffer.from(multisig.verificationScript, 'hex'));
    const data = new Uint8Array(36).fill(1);
    const witness = write.buildWitness(account, keys, data);
    assert.equal(witness.invocation.length, 3 * 66);
    keys.forEach((k) => k.wipe());
  });

  it('asks a NEP-6 key\'s password, again after a wrong one, and says wrongPassword after three; cancel stops', async () => {
    const key = generateKey();
    const wallet = await nep6File({ name: 'dev', password: 'right', accounts: [{ key }] });
    const read = readNep6Keys(wallet, 'dev.json');
    assert.ok(read.ok);
    const [account] = signingAccounts(read.entries);
    const asked: string[] = [];
    const keys = await source({ 'dev.json': wallet }, ['wrong', 'right'], asked)(account!);
    assert.deepEqual(keys.map((k) => hexOf(k.publicKey)), [hexOf(key.key.publicKey)]);
    assert.deepEqual(asked, [`${key.account.address}#1`, `${key.account.address}#2`]);
    await assert.rejects(source({ 'dev.json': wallet }, ['a', 'b', 'c', 'right'])(account!), (error: unknown) => {
      assert.ok(isKeySourceError(error) && error.code === 'wrongPassword');
      assert.ok(!error.message.includes('right') && !error.message.includes(wallet.slice(wallet.indexOf('6P'), wallet.indexOf('6P') + 58)));
      return true;
    });
    await assert.rejects(source({ 'dev.json': wallet }, [undefined])(account!), (error: unknown) => isKeySourceError(error) && error.code === 'cancelled');
  });

  it('refuses a file changed since the account was offered: no key for it (notFound), or another key (keyMismatch)', async () => {
    const account = expressAccounts.find((a) => a.address === alice.account.address)!;
    const without = express.replace(alice.account.address, 'NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW');
    await assert.rejects(source({ 'default.neo-express': without })(account), (error: unknown) => isKeySourceError(error) && error.code === 'notFound');
    const swapped = express.replace(alice.hex, generateKey().hex);
    await assert.rejects(source({ 'default.neo-express': swapped })(account), (error: unknown) => isKeySourceError(error) && error.code === 'keyMismatch');
    await assert.rejects(source({ 'default.neo-express': '{' })(account), (error: unknown) => isKeySourceError(error) && error.code === 'notFound');
  });

  it('asks the password of a key with the account it signs for: the committee, where the key is one of the committee\'s', async () => {
    const key = generateKey();
    const wallet = await nep6File({ name: 'consensus', password: 'one', accounts: [{ key }], scrypt: { n: 2, r: 1, p: 1 } });
    const [own] = accountsOf(readNep6Keys(wallet, 'wallet1_solo.json'));
    const committee = committeeSigner(write, [hexOf(key.key.publicKey)], [own!]);
    assert.ok(committee.ok);
    const asked: Array<[string, string]> = [];
    const keySource = keySourceFor({ write, readFile: async () => wallet, askPassword: async (holder, _attempt, account) => {
      asked.push([holder.account, account.address]);
      return 'one';
    } });
    for (const account of [committee.account, own!]) (await keySource(account)).forEach((k) => k.wipe());
    assert.deepEqual(asked, [[key.account.address, committee.account.address], [key.account.address, key.account.address]]);
  });

  it('wipes the keys already opened when a later one fails', async () => {
    const multisig = expressAccounts.find((a) => a.kind === 'multisig')!;
    const opened: write.PrivateKey[] = [];
    const realFromHex = write.PrivateKey.fromHex.bind(write.PrivateKey);
    let count = 0;
    const spy = { ...write, PrivateKey: Object.assign(Object.create(write.PrivateKey) as typeof write.PrivateKey, {
      fromHex: (text: string) => {
        if (++count === 3) throw new write.TransactionError('INVALID_KEY', 'third key unreadable');
        const key = realFromHex(text);
        opened.push(key);
        return key;
      },
    }) } as typeof write;
    await assert.rejects(keySourceFor({ write: spy, readFile: async () => express, askPassword: async () => undefined })(multisig), /third key unreadable/);
    assert.equal(opened.length, 2);
    assert.ok(opened.every((k) => k.wiped));
  });

  it('gives the key material of one account: hex for neo-express, NEP-2 and scrypt for NEP-6', async () => {
    const holder = expressAccounts.find((a) => a.address === alice.account.address)!.keyHolders[0]!;
    assert.deepEqual(keyMaterialOf(express, holder), { kind: 'plain', hex: alice.hex });
    const key = generateKey();
    const wallet = await nep6File({ name: 'dev', password: 'p', accounts: [{ key }], scrypt: { n: 4, r: 2, p: 1 } });
    const read = readNep6Keys(wallet, 'dev.json');
    assert.ok(read.ok);
    const material = keyMaterialOf(wallet, signingAccounts(read.entries)[0]!.keyHolders[0]!);
    assert.equal(material.kind, 'nep2');
    assert.deepEqual(material.kind === 'nep2' && material.scrypt, { n: 4, r: 2, p: 1 });
    assert.match(material.kind === 'nep2' ? material.nep2 : '', /^6P/);
  });

  describe('a wallet that asks for too much work, and Cancel', () => {
    /** A NEP-6 wallet of one key whose file names `scrypt` (its key was encrypted with small parameters). */
    async function walletAsking(scrypt: write.ScryptParams) {
      const key = generateKey();
      const made = JSON.parse(await nep6File({ name: 'dev', password: 'right', accounts: [{ key }] })) as { scrypt: write.ScryptParams };
      const wallet = JSON.stringify({ ...made, scrypt });
      const read = readNep6Keys(wallet, 'dev.json');
      assert.ok(read.ok, 'the account is offered: the refusal comes when its key is needed');
      return { wallet, account: signingAccounts(read.entries)[0]!, key };
    }

    /** The write module, counting its NEP-2 decryptions. */
    function counting() {
      const calls: write.Nep2Options[] = [];
      const module = { ...write, decryptNep2: (...args: Parameters<typeof write.decryptNep2>) => {
        calls.push(args[4] ?? {});
        return write.decryptNep2(...args);
      } } as typeof write;
      return { module, calls };
    }

    it('refuses before asking a password when the file\'s scrypt is beyond MAX_SCRYPT, saying so', async () => {
      for (const [scrypt, parameter] of [[{ n: 16384, r: 8, p: 2 ** 30 }, 'p'], [{ n: 2 ** 21, r: 8, p: 8 }, 'n'], [{ n: 2, r: 17, p: 1 }, 'r'], [{ n: 2 ** 20, r: 16, p: 1 }, 'memory']] as const) {
        const { wallet, account } = await walletAsking(scrypt);
        assert.throws(() => keyMaterialOf(wallet, account.keyHolders[0]!), (error: unknown) => isKeySourceError(error) && error.code === 'scryptLimit' && error.scryptLimit?.parameter === parameter);
        const asked: string[] = [];
        const { module, calls } = counting();
        const keySource = keySourceFor({ write: module, readFile: async () => wallet, askPassword: async (holder) => {
          asked.push(holder.account);
          return 'right';
        } });
        await assert.rejects(keySource(account), (error: unknown) => {
          assert.ok(isKeySourceError(error) && error.code === 'scryptLimit', String(error));
          assert.equal(error.scryptLimit?.parameter, parameter);
          return true;
        });
        assert.deepEqual(asked, [], 'no password was asked');
        assert.equal(calls.length, 0, 'nothing was decrypted');
      }
    });

    it('words the refusal for the user: which wallet, what it asks, the limit, and that nothing was signed', async () => {
      const { wallet, account } = await walletAsking({ n: 16384, r: 8, p: 2 ** 30 });
      const error = await keySourceFor({ write, readFile: async () => wallet, askPassword: async () => 'right' })(account).catch((e: unknown) => e);
      const context = { subject: { method: 'renew', committee: false }, signers: [account], rpcUrl: 'http://localhost:1/' };
      const text = refusalText(error, context, l10n);
      assert.equal(text.message, `The key of ${account.address} in dev (dev.json) is in a wallet that asks for far more work to open it than a wallet needs `
        + '(its scrypt parameter p is 1,073,741,824, and NNS Explorer allows at most 16), so it was not opened: no password was asked, and nothing was signed or sent.');
      assert.match(text.fix, /choose another account/);
      assert.equal(text.spent, false);
      const memory = await walletAsking({ n: 2 ** 20, r: 16, p: 1 });
      const memoryError = await keySourceFor({ write, readFile: async () => memory.wallet, askPassword: async () => 'right' })(memory.account).catch((e: unknown) => e);
      assert.match(refusalText(memoryError, context, l10n).message, /\(it would take 2,048 MiB of memory, and NNS Explorer allows 1,024 MiB\)/);
      // The write module's own refusal, should a file reach it: the same words without the wallet.
      const core = await write.decryptNep2('6PYM8VdX3hY4B51UJxmm8D41RQMbpJT8aYHibyQ67gjkUPmvQgu51Y5UQR', 'one', { n: 2, r: 1, p: 17 }).catch((e: unknown) => e);
      assert.match(refusalText(core, context, l10n).message, /^The wallet file asks for far more work to open its key than a wallet needs \(its scrypt parameter p is 17, and NNS Explorer allows at most 16\), so it was not opened\./);
    });

    it('asks no password once the run is cancelled', async () => {
      const { wallet, account } = await walletAsking({ n: 2, r: 1, p: 1 });
      const asked: string[] = [];
      await assert.rejects(source({ 'dev.json': wallet }, ['right'], asked)(account, AbortSignal.abort()), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.deepEqual(asked, []);
    });

    it('passes the run\'s signal to NEP-2: Cancel while scrypt runs stops it, no password asked again', async () => {
      const { wallet, account } = await walletAsking({ n: 2 ** 16, r: 1, p: 1 });
      const controller = new AbortController();
      const { module, calls } = counting();
      const asked: number[] = [];
      const after: number[] = [];
      const keySource = keySourceFor({
        write: module, readFile: async () => wallet,
        askPassword: async (_holder, attempt) => {
          asked.push(attempt);
          return 'right';
        },
        onProgress: (fraction) => {
          if (controller.signal.aborted) after.push(fraction);
          else if (fraction > 0.1) controller.abort();
        },
      });
      await assert.rejects(keySource(account, controller.signal), (error: unknown) => isNnsError(error, 'CANCELLED'));
      assert.deepEqual(asked, [1], 'the password was asked once, not again after the cancel');
      assert.equal(calls.length, 1);
      assert.equal(calls[0]!.signal, controller.signal);
      assert.deepEqual(after, []);
    });
  });
  describe('a file changed since the account was offered', () => {
    const notFound = (text: string, holder: KeyHolder) => assert.throws(() => keyMaterialOf(text, holder), (error: unknown) => {
      assert.ok(isKeySourceError(error), String(error));
      assert.deepEqual([error.code, error.name, error.message], ['notFound', 'KeySourceError', `${holder.file} no longer holds a key for ${holder.account}: it was changed since the account was offered.`]);
      return true;
    }, text.slice(0, 200));

    it('finds a neo-express key in any wallet of the chain, by the address as listed, trimmed; up to the size a chain file may have', () => {
      const holder = expressAccounts.find((a) => a.address === alice.account.address)!.keyHolders[0]!;
      const text = JSON.stringify({ 'consensus-nodes': [{ wallet: null }], wallets: [{ name: 'empty' }, { accounts: [{ 'script-hash': ` ${alice.account.address} `, 'private-key': alice.hex }] }] });
      assert.deepEqual(keyMaterialOf(text, holder), { kind: 'plain', hex: alice.hex });
      assert.deepEqual(keyMaterialOf(express.padEnd(MAX_CHAIN_FILE_BYTES), holder), { kind: 'plain', hex: alice.hex });
      notFound(express.padEnd(MAX_CHAIN_FILE_BYTES + 1), holder);
    });

    it('says notFound for a neo-express file its shape no longer fits, or a key that is not 64 hex digits', () => {
      const holder = expressAccounts.find((a) => a.address === alice.account.address)!.keyHolders[0]!;
      const withKey = (key: unknown) => JSON.stringify({ wallets: [{ accounts: [{ 'script-hash': alice.account.address, 'private-key': key }] }] });
      for (const text of ['5', '{}', '{"consensus-nodes": 5}', '{"consensus-nodes": [{"wallet": {"accounts": "x"}}]}', '{"wallets": [{"accounts": "x"}]}',
        JSON.stringify({ wallets: [{ accounts: [{ 'script-hash': 5, 'private-key': alice.hex }] }] }), withKey('zz'), withKey(`a${alice.hex}`), withKey(`${alice.hex}a`), withKey(null)]) {
        notFound(text, holder);
      }
    });

    it('finds a NEP-6 key by the address as listed, trimmed, skipping the account listed without it; notFound for a wallet its shape no longer fits', async () => {
      const [key, other] = [generateKey(), generateKey()];
      const made = JSON.parse(await nep6File({ name: 'dev', password: 'pw', accounts: [{ key: other }, { key }] })) as { scrypt: object; accounts: Array<{ address: string; key: string | null }> };
      const nep2 = made.accounts[1]!.key!;
      const holder: KeyHolder = { file: 'dev.json', format: 'nep6', account: key.account.address, wallet: 'dev', label: '' };
      const wallet = { ...made, accounts: [made.accounts[0]!, { ...made.accounts[1]!, key: null }, { ...made.accounts[1]!, address: ` ${key.account.address} ` }] };
      assert.deepEqual(keyMaterialOf(JSON.stringify(wallet), holder), { kind: 'nep2', nep2, scrypt: { n: 2, r: 1, p: 1 } });
      for (const text of ['{}', JSON.stringify({ ...made, scrypt: { n: 1.5, r: 1, p: 1 } }), JSON.stringify({ ...made, accounts: 5 }), JSON.stringify({ ...made, accounts: [{ address: 5, key: nep2 }] }),
        JSON.stringify({ ...made, accounts: [made.accounts[0]!] }), JSON.stringify({ ...made, accounts: [{ ...made.accounts[1]!, key: null }] })]) {
        notFound(text, holder);
      }
      assert.throws(() => keyMaterialOf(JSON.stringify({ ...made, scrypt: { n: 2, r: 1, p: 17 } }), holder), (error: unknown) => isKeySourceError(error)
        && error.message === 'dev.json asks scrypt for more work than a wallet needs (p 17, at most 16): its key is not opened.');
    });

    it('says keyMismatch, in words, when an account of the file now holds another of the multisig\'s keys, or a key not of it', async () => {
      const multisig = expressAccounts.find((a) => a.kind === 'multisig')!;
      const first = multisig.keyHolders[0]!;
      const moved = express.split(nodes.find((n) => n.account.address === first.account)!.hex).join(nodes.find((n) => n.account.address === multisig.keyHolders[1]!.account)!.hex);
      await assert.rejects(source({ 'default.neo-express': moved })(multisig), (error: unknown) => isKeySourceError(error) && error.code === 'keyMismatch'
        && error.message === `The key default.neo-express holds for ${first.account} is not a key of ${multisig.address}: the file was changed since the account was offered.`);
      // A NEP-6 multisig whose key its NEP-2 names: now the key of another account.
      const [k, l, z] = [generateKey(), generateKey(), generateKey()];
      const shared = { threshold: 1, publicKeys: [k.key.publicKey, l.key.publicKey] };
      const wallet = await nep6File({ name: 'dev', password: 'pw', accounts: [], multisig: [{ ...shared, held: k }] });
      const [account] = accountsOf(readNep6Keys(wallet, 'dev.json'));
      assert.equal(account!.keyHolders[0]!.publicKey, hexOf(k.key.publicKey));
      const changed = await nep6File({ name: 'dev', password: 'pw', accounts: [], multisig: [{ ...shared, held: z }] });
      await assert.rejects(source({ 'dev.json': changed }, ['pw'])(account!), (error: unknown) => isKeySourceError(error) && error.code === 'keyMismatch');
      assert.deepEqual((await source({ 'dev.json': wallet }, ['pw'])(account!)).map((key) => hexOf(key.publicKey)), [hexOf(k.key.publicKey)]);
    });
  });

  describe('each key once', () => {
    it('asks no password again for a key already opened, and uses a key two files hold once', async () => {
      const key = generateKey();
      const wallet = await nep6File({ name: 'dev', password: 'pw', accounts: [{ key }] });
      const [own] = accountsOf(readNep6Keys(wallet, 'dev.json'));
      const asked: string[] = [];
      const twice = { ...own!, threshold: 2, keyHolders: [own!.keyHolders[0]!, own!.keyHolders[0]!] };
      const keys = await source({ 'dev.json': wallet }, ['pw', 'pw'], asked)(twice);
      assert.deepEqual([keys.length, asked.length], [1, 1]);
      keys.forEach((k) => k.wipe());

      // A 2-of-3 two wallets list, each with the same key: one key, not two, so it signs elsewhere; its two holders open one key.
      const [l, m] = [generateKey(), generateKey()];
      const multisig = { threshold: 2, publicKeys: [key, l, m].map((each) => each.key.publicKey), held: key };
      const a = readNep6Keys(await nep6File({ name: 'a', password: 'pw', accounts: [], multisig: [multisig] }), 'a.json');
      const bText = await nep6File({ name: 'b', password: 'pw', accounts: [], multisig: [multisig] });
      const b = readNep6Keys(bText, 'b.json');
      assert.ok(a.ok && b.ok);
      assert.deepEqual(signingAccounts([...a.entries, ...b.entries]), []);
      const [elsewhere] = elsewhereAccounts([...a.entries, ...b.entries]);
      assert.deepEqual(elsewhere!.keyHolders.map((holder) => [holder.file, holder.publicKey]), [['a.json', hexOf(key.key.publicKey)]]);
      // Holders whose key is told only once opened (as where NEP-2 names none of the keys): the second opened is the first's.
      const { publicKey: _known, ...holder } = elsewhere!.keyHolders[0]!;
      const account = { ...elsewhere!, keyHolders: [holder, { ...holder, file: 'b.json', wallet: 'b' }] };
      const aText = await nep6File({ name: 'a', password: 'pw', accounts: [], multisig: [multisig] });
      const opened = await source({ 'a.json': aText, 'b.json': bText }, ['pw', 'pw'])(account);
      assert.deepEqual(opened.map((k) => hexOf(k.publicKey)), [hexOf(key.key.publicKey)]);
    });
  });

  describe('the words of a password refused or not given', () => {
    it('names the account and file when the passwords do not open it, and says nothing was signed when none is given or the run is cancelled', async () => {
      const key = generateKey();
      const wallet = await nep6File({ name: 'dev', password: 'right', accounts: [{ key }] });
      const [account] = accountsOf(readNep6Keys(wallet, 'dev.json'));
      await assert.rejects(source({ 'dev.json': wallet }, ['a', 'b', 'c'])(account!), (error: unknown) => isKeySourceError(error)
        && error.message === `The password does not open the key of ${key.account.address} in dev.json.`);
      await assert.rejects(source({ 'dev.json': wallet }, [undefined])(account!), (error: unknown) => isKeySourceError(error)
        && error.message === 'No password was given: nothing was signed or sent.');
      await assert.rejects(source({ 'dev.json': wallet }, ['right'])(account!, AbortSignal.abort()), (error: unknown) => isNnsError(error, 'CANCELLED')
        && error.message === 'Cancelled before the wallet\'s key was opened: nothing was signed or sent.');
    });

    it('asks no password again after an error that is not a wrong password', async () => {
      const key = generateKey();
      const wallet = await nep6File({ name: 'dev', password: 'right', accounts: [{ key }] });
      const [account] = accountsOf(readNep6Keys(wallet, 'dev.json'));
      const asked: number[] = [];
      const failing = { ...write, decryptNep2: async () => {
        throw new write.TransactionError('INVALID_KEY', 'not a key');
      } } as typeof write;
      await assert.rejects(keySourceFor({ write: failing, readFile: async () => wallet, askPassword: async (_holder, attempt) => {
        asked.push(attempt);
        return 'right';
      } })(account!), /not a key/);
      assert.deepEqual(asked, [1]);
    });
  });
});
