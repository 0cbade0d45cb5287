// The contract parameters contexts of test/fixtures/parametersContext/, made again: a transaction of
// fixed test keys and fields, its context written by the core, then signed in turn by neo-go v0.122.0's
// `wallet sign` (offline: no node is needed to sign). neo-go signs deterministically (RFC 6979), so the
// same inputs give the same files: the real-node suite compares them with the committed ones, and
// writes them there when NNS_WRITE_CONTEXT_FIXTURES=1.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hex } from '@scure/base';
import { contextOf } from '../../../src/core/transactions/contextSigning';
import { makeContext, serializeContext } from '../../../src/core/transactions/parametersContext';
import { serializeUnsigned } from '../../../src/core/transactions/transaction';
import { FIXTURE_FILES, FIXTURE_MAGIC, FIXTURE_SECRETS, fixtureTransaction, type FixtureFile } from '../../unit/core/transactions/contextFixture';
import { importKey, importMultisig, newWallet, signWithNeoGo } from './neoGoWallets';

/** Makes the fixtures in `dir` (neo-go's wallets there too) and returns each file's text. */
export async function makeContextFixtures(cli: string, dir: string): Promise<Record<FixtureFile, string>> {
  const { keys, single, multisig, transaction, toSign } = fixtureTransaction();
  const publicKeys = [keys.b1, keys.b2, keys.b3].map((key) => hex.encode(key.publicKey));
  const walletA = await newWallet(cli, dir, 'a');
  await importKey(cli, walletA, hex.decode(FIXTURE_SECRETS.a), 'a');
  const walletB1 = await newWallet(cli, dir, 'b1');
  await importKey(cli, walletB1, hex.decode(FIXTURE_SECRETS.b1), 'b1');
  await importMultisig(cli, walletB1, 2, publicKeys);
  const walletB3 = await newWallet(cli, dir, 'b3');
  await importKey(cli, walletB3, hex.decode(FIXTURE_SECRETS.b3), 'b3');
  await importMultisig(cli, walletB3, 2, publicKeys);

  const path = (name: FixtureFile) => join(dir, name);
  const read = (name: FixtureFile) => readFileSync(path(name), 'utf8');
  const signStep = async (from: FixtureFile, to: FixtureFile, wallet: typeof walletA, address: string) => {
    copyFileSync(path(from), path(to));
    await signWithNeoGo(cli, wallet, address, path(to));
  };
  writeFileSync(path('unsigned.core.json'), serializeContext(contextOf(toSign)));
  await signStep('unsigned.core.json', 'b1.neo-go.json', walletB1, multisig.address);
  await signStep('b1.neo-go.json', 'b1-b3.neo-go.json', walletB3, multisig.address);
  await signStep('b1-b3.neo-go.json', 'complete.neo-go.json', walletA, single.address);
  writeFileSync(path('no-items.core.json'), serializeContext(makeContext(FIXTURE_MAGIC, serializeUnsigned(transaction), [], 53)));
  await signStep('no-items.core.json', 'no-items-a.neo-go.json', walletA, single.address);
  return Object.fromEntries(FIXTURE_FILES.map((name) => [name, read(name)])) as Record<FixtureFile, string>;
}
