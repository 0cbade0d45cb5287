// The transaction of the contract parameters contexts in test/fixtures/parametersContext/ (made by
// test/realnode/support/contextFixtures.ts: the core writes the first, neo-go v0.122.0's `wallet sign`
// the next ones): its test keys, accounts and fields, and the files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountFromPublicKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { buildContractCallScript } from '../../../../src/core/transactions/contractCall';
import type { UnsignedTransaction } from '../../../../src/core/transactions/transaction';

export const FIXTURE_DIR = join(__dirname, '..', '..', '..', 'fixtures', 'parametersContext');

/** Test keys only: the single-signature signer, and the three keys of the 2-of-3 multisig sender. */
export const FIXTURE_SECRETS = { a: 'a1'.repeat(32), b1: 'b1'.repeat(32), b2: 'b2'.repeat(32), b3: 'b3'.repeat(32) } as const;
/** MainNet's magic: the fixtures are for another network than the test chain's. */
export const FIXTURE_MAGIC = 860833102;
export const FIXTURE_NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

export const fixtureKeys = () => ({
  a: PrivateKey.fromHex(FIXTURE_SECRETS.a), b1: PrivateKey.fromHex(FIXTURE_SECRETS.b1),
  b2: PrivateKey.fromHex(FIXTURE_SECRETS.b2), b3: PrivateKey.fromHex(FIXTURE_SECRETS.b3),
});

/** The accounts and the transaction of the fixtures: the 2-of-3 account registers a name and pays; the signature account signs too. */
export function fixtureTransaction() {
  const keys = fixtureKeys();
  const single = accountFromPublicKey(keys.a.publicKey);
  const multisig = multisigAccount(2, [keys.b1, keys.b2, keys.b3].map((key) => key.publicKey));
  const script = buildContractCallScript({
    contractHash: FIXTURE_NNS, method: 'register', args: [{ type: 'String', value: 'alice.neo' }, { type: 'Hash160', value: multisig.scriptHash }], assertResult: true,
  });
  const transaction: UnsignedTransaction = {
    nonce: 305419896, systemFee: 200_123_456n, networkFee: 3_456_789n, validUntilBlock: 7_000_000,
    signers: [{ account: multisig.scriptHash, scopes: 'CalledByEntry' }, { account: single.scriptHash, scopes: 'CalledByEntry' }], script,
  };
  return { keys, single, multisig, transaction, toSign: { transaction, signers: [multisig, single], network: { magic: FIXTURE_MAGIC, addressVersion: 53 } } };
}

/** Each fixture: what it is, in its file's name. */
export const FIXTURE_FILES = [
  'unsigned.core.json', 'b1.neo-go.json', 'b1-b3.neo-go.json', 'complete.neo-go.json', 'no-items.core.json', 'no-items-a.neo-go.json',
] as const;
export type FixtureFile = (typeof FIXTURE_FILES)[number];

/** A committed fixture's text. */
export function readFixture(name: FixtureFile): string {
  return readFileSync(join(FIXTURE_DIR, name), 'utf8');
}
