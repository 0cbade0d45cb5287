import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  devnetFeaturedAccount, devnetWriteNotes, neoGoWriteNotes, PLAYGROUND_CHAIN_FILE, playgroundChainFile, seededOwnerAccounts, seededOwnerKeyHex,
  writePlaygroundChainFile,
} from '../../../scripts/lib/playgroundAccounts.mjs';
import { NETWORK_MAGIC } from '../../../scripts/lib/neoGoConfig.mjs';
import type { SeedOwner } from '../../../scripts/lib/neoGoSeed.mjs';
import { readNeoExpressFile } from '../../../src/model/chains/neoExpressFile';
import { accountsForNetwork, readNeoExpressKeys, signingAccounts } from '../../../src/model/write/accounts/signingAccounts';
import { PLAYGROUND_MAGIC } from '../../devnet/samplePlayground';

/** What nnsfixture seed wrote for the seed `nns-explorer/realnode` (seed.json of a real run): its first owners. */
const SEED = 'nns-explorer/realnode';
const SEEDED_OWNERS: SeedOwner[] = [
  { index: 0, address: 'NQM1jHBbPoRAQ3ksXxGWwwvnCJW8Ah8ZDd', scriptHash: '0xd86c726ddaf6b810a5e71208be8b4f9280069d30' },
  { index: 1, address: 'NPNyUEhvUQ118NmLi4hPYP1wFi2en6W9ch', scriptHash: '0x8736cff61ff5599232e598f0a7edc82f74d80326' },
];
/** Names the seed registered for them (its fixed names: resolved.neo and the long label are owner 0's and 1's). */
const SEEDED_NAMES = [{ name: 'resolved.neo', owner: SEEDED_OWNERS[0]!.address }, { name: 'a-label-of-sixty-three-characters-which-is-the-longest-allowed1.neo', owner: SEEDED_OWNERS[1]!.address }];

describe('scripts/lib/playgroundAccounts (the accounts of a playground\'s workspace)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nns-playground-accounts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('derives the seeded owners\' keys as nnsfixture does: the addresses it registered names for', () => {
    const accounts = seededOwnerAccounts(SEED, SEEDED_OWNERS);
    assert.deepEqual(accounts.map((account) => [account.address, account.scriptHash]), SEEDED_OWNERS.map((owner) => [owner.address, owner.scriptHash]));
    assert.equal(accounts[0]?.keyHex, seededOwnerKeyHex(SEED, 0));
    // Another seed, or a derivation that changed: said at once, not in the editor.
    assert.throws(() => seededOwnerAccounts('another-seed', SEEDED_OWNERS), /the key derived for owner 0 of seed "another-seed" is of N\w+, not of NQM1jHBbPoRAQ3ksXxGWwwvnCJW8Ah8ZDd/);
  });

  it('a --node neo-go workspace holds an account that owns each seeded name, for the chain\'s magic, without a password', () => {
    const accounts = seededOwnerAccounts(SEED, SEEDED_OWNERS);
    const text = playgroundChainFile({ magic: NETWORK_MAGIC, rpcPort: 40123, accounts });
    const read = readNeoExpressKeys(text, PLAYGROUND_CHAIN_FILE);
    assert.ok(read.ok, JSON.stringify(read));
    const signing = accountsForNetwork(signingAccounts(read.entries), NETWORK_MAGIC);
    for (const name of SEEDED_NAMES) {
      const owner = signing.find((account) => account.address === name.owner);
      assert.ok(owner, `no account of the workspace owns ${name.name}`);
      assert.deepEqual([owner.needsPassword, owner.networkMagic, owner.kind], [false, NETWORK_MAGIC, 'signature']);
    }
    // Only for this chain: another magic signs with none of them.
    assert.deepEqual(accountsForNetwork(signingAccounts(read.entries), PLAYGROUND_MAGIC), []);
    // Select Node… offers the node, and the owner prompts the owners by their wallets' names.
    const chain = readNeoExpressFile(text, PLAYGROUND_CHAIN_FILE);
    assert.ok(chain.ok);
    assert.deepEqual(chain.nodes.map((node) => node.url), ['http://localhost:40123']);
    assert.deepEqual(chain.accounts.map((account) => [account.address, account.wallet]), [[SEEDED_OWNERS[0]!.address, 'owner0'], [SEEDED_OWNERS[1]!.address, 'owner1']]);
  });

  it('the devnet\'s featured owner is always the same account, and its key is the workspace\'s', () => {
    const featured = devnetFeaturedAccount();
    assert.deepEqual(devnetFeaturedAccount(), featured);
    const read = readNeoExpressKeys(playgroundChainFile({ magic: PLAYGROUND_MAGIC, rpcPort: 50012, accounts: [featured] }), PLAYGROUND_CHAIN_FILE);
    assert.ok(read.ok);
    assert.deepEqual(accountsForNetwork(signingAccounts(read.entries), PLAYGROUND_MAGIC).map((account) => account.scriptHash), [featured.scriptHash]);
  });

  it('writes the chain file anew over an earlier playground\'s, never over a file of the user\'s', () => {
    const text = playgroundChainFile({ magic: PLAYGROUND_MAGIC, rpcPort: 50012, accounts: [devnetFeaturedAccount()] });
    assert.equal(writePlaygroundChainFile(dir, text), true);
    assert.equal(writePlaygroundChainFile(dir, text.replace('50012', '50013')), true);
    assert.match(readFileSync(join(dir, PLAYGROUND_CHAIN_FILE), 'utf8'), /"rpc-port": 50013/);
    const mine = JSON.stringify({ magic: 1, 'consensus-nodes': [{ 'rpc-port': 50012, wallet: { name: 'node1', accounts: [{ 'script-hash': 'N…' }] } }] });
    writeFileSync(join(dir, PLAYGROUND_CHAIN_FILE), mine);
    assert.equal(writePlaygroundChainFile(dir, text), false);
    assert.equal(readFileSync(join(dir, PLAYGROUND_CHAIN_FILE), 'utf8'), mine);
  });

  it('PLAYGROUND.md: the devnet takes no transactions and says which playgrounds do; neo-go\'s names whose keys, where', () => {
    const featured = devnetFeaturedAccount();
    const devnet = devnetWriteNotes({ featured }).join('\n');
    assert.match(devnet, /the devnet, \*\*takes no transactions\*\*/);
    assert.ok(devnet.includes(`\`${PLAYGROUND_CHAIN_FILE}\` holds the key of the featured owner ${featured.address}`));
    assert.ok(devnet.includes('`npm start -- --node neo-go`: 10,000 names, owned by the accounts of its workspace'));
    assert.ok(devnet.includes('`npm start -- --node neo-go --no-nns`'));
    assert.doesNotMatch(devnet, /MainNet/);

    const accounts = seededOwnerAccounts(SEED, SEEDED_OWNERS);
    const neoGo = neoGoWriteNotes({ accounts, names: SEEDED_NAMES, gas: 1000n, committeeWallet: 'wallet1_solo.json', password: 'one' }).join('\n');
    assert.match(neoGo, /This node takes transactions/);
    assert.ok(neoGo.includes(`\`${PLAYGROUND_CHAIN_FILE}\``) && neoGo.includes('funded with 1,000 GAS'));
    for (const account of accounts) assert.ok(neoGo.includes(`| ${account.wallet} | ${account.address} | 1 |`), account.wallet);
    assert.ok(neoGo.includes('`wallet1_solo.json`, neo-go\'s test wallet, password `one`'));
  });
});
