import assert from 'node:assert/strict';
import * as write from '../../../../src/core/write';
import { isKeySourceError, keyMaterialOf, keySourceFor, type KeySourceOptions } from '../../../../src/model/write/keySource';
import { readNep6Keys, readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../src/model/write/signingAccounts';
import { generateKey, neoExpressFile, nep6File } from '../../support/walletFiles';

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function accountsOf(read: ReturnType<typeof readNeoExpressKeys>): SigningAccount[] {
  assert.ok(read.ok);
  return signingAccounts(read.entries);
}

describe('model/write/keySource', () => {
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
});
