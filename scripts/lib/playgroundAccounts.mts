// The accounts a playground's workspace signs with: a neo-express chain file of plain keys for the
// chain's magic. With `--node neo-go`, the seeded owners (their keys derived as nnsfixture derives them)
// funded with GAS by the committee; with the devnet, the account holding the featured owner's names.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as Write from '../../src/core/write';
import type { SeedOwner } from './neoGoSeed.mjs';

/** The chain file's name in the workspace (the extension reads every `*.neo-express`). */
export const PLAYGROUND_CHAIN_FILE = 'playground.neo-express';

/** The devnet's featured owner: an account whose key the playground's chain file holds. */
const DEVNET_FEATURED_KEY_SEED = 'nns-explorer/playground/featured';

/** The extension's write module (keys, accounts, transactions), compiled on the fly by tsx. */
export function writeModule(): typeof Write {
  return tsxRequire('../../src/core/write.ts', import.meta.url) as typeof Write;
}

/** One account of the chain file: its wallet's name (the editor names the account by it) and its private key in hex. */
export interface PlaygroundKey {
  readonly wallet: string;
  readonly keyHex: string;
}

/** An account with its key and what the chain file says of it. */
export interface PlaygroundAccount extends PlaygroundKey {
  readonly address: string;
  /** The script hash, display order. */
  readonly scriptHash: string;
}

/** The key of owner `index` of a seed: SHA-256 of `<seed>/owner/<index>`, as nnsfixture's ownerAccount. */
export function seededOwnerKeyHex(seed: string, index: number): string {
  return createHash('sha256').update(`${seed}/owner/${index}`).digest('hex');
}

/** The account of a key. */
export function accountOf(key: PlaygroundKey, write: typeof Write = writeModule()): PlaygroundAccount {
  const account = write.accountFromPrivateKey(write.PrivateKey.fromHex(key.keyHex));
  return { ...key, address: account.address, scriptHash: account.scriptHash };
}

/**
 * The seeded owners' accounts, each checked against the address the seed registered names for: a
 * derivation that no longer matches nnsfixture's fails here, not later in the editor.
 */
export function seededOwnerAccounts(seed: string, owners: readonly SeedOwner[], write: typeof Write = writeModule()): PlaygroundAccount[] {
  return owners.map((owner) => {
    const account = accountOf({ wallet: `owner${owner.index}`, keyHex: seededOwnerKeyHex(seed, owner.index) }, write);
    if (account.address !== owner.address) {
      throw new Error(`the key derived for owner ${owner.index} of seed "${seed}" is of ${account.address}, not of ${owner.address}: scripts/neo-go/nnsfixture derives keys otherwise now`);
    }
    return account;
  });
}

/** The devnet's featured account: always the same key, so that the same names are its own at every start. */
export function devnetFeaturedAccount(write: typeof Write = writeModule()): PlaygroundAccount {
  return accountOf({ wallet: 'featured-owner', keyHex: createHash('sha256').update(DEVNET_FEATURED_KEY_SEED).digest('hex') }, write);
}

/**
 * A neo-express chain file (its `magic`, one consensus node at `rpcPort` whose wallet holds no key,
 * and a wallet per account), in the shape neo-express writes: `script-hash` holds the address.
 */
export function playgroundChainFile({ magic, rpcPort, accounts, write = writeModule() }: {
  magic: number; rpcPort: number; accounts: readonly PlaygroundAccount[]; write?: typeof Write;
}): string {
  const wallets = accounts.map((account) => {
    const verification = write.accountFromPrivateKey(write.PrivateKey.fromHex(account.keyHex));
    if (verification.address !== account.address) throw new Error(`the key of ${account.wallet} is not of ${account.address}`);
    return {
      name: account.wallet,
      accounts: [{
        'private-key': account.keyHex, 'script-hash': account.address, label: null, 'is-default': true,
        contract: { script: Buffer.from(verification.verificationScript).toString('hex'), parameters: ['Signature'] },
      }],
    };
  });
  const chain = {
    magic,
    'address-version': 53,
    'consensus-nodes': [{ 'tcp-port': 0, 'ws-port': 0, 'rpc-port': rpcPort, wallet: { name: 'node1', accounts: [] } }],
    wallets,
    settings: {},
  };
  return `${JSON.stringify(chain, null, 2)}\n`;
}

/** Writes the chain file into the workspace unless a file of the user's is there: true when written. */
export function writePlaygroundChainFile(workspace: string, text: string): boolean {
  const file = join(workspace, PLAYGROUND_CHAIN_FILE);
  if (existsSync(file) && !isPlaygroundChainFile(readFileSync(file, 'utf8'))) return false;
  writeFileSync(file, text);
  return true;
}

/** A chain file an earlier playground wrote (its consensus node's wallet holds no key): written anew. */
function isPlaygroundChainFile(text: string): boolean {
  try {
    const chain = JSON.parse(text) as { 'consensus-nodes'?: Array<{ wallet?: { name?: string; accounts?: unknown[] } }> };
    const nodes = chain['consensus-nodes'] ?? [];
    return nodes.length === 1 && nodes[0]?.wallet?.name === 'node1' && nodes[0].wallet.accounts?.length === 0;
  } catch {
    return false;
  }
}

/**
 * Sends `gas` GAS to each account from the committee of neo-go's one-node chain (the 1-of-1 multisig of
 * the validator's key, in the NEP-6 `wallet` opened with `password`), in one transaction, and waits
 * for its block.
 */
export async function fundAccounts({ rpcUrl, contractHash, wallet, password, accounts, gas, write = writeModule() }: {
  rpcUrl: string; contractHash: string; wallet: string; password: string; accounts: readonly PlaygroundAccount[]; gas: bigint; write?: typeof Write;
}): Promise<void> {
  const file = JSON.parse(readFileSync(wallet, 'utf8')) as { scrypt?: Write.ScryptParams; accounts: Array<{ key?: string; contract?: { script?: string } }> };
  const signature = file.accounts.find((account) => account.key && account.contract?.script && write.accountFromVerificationScript(Buffer.from(account.contract.script, 'base64')).kind === 'signature');
  if (!signature?.key) throw new Error(`${wallet} holds no signature account`);
  const key = await write.decryptNep2(signature.key, password, file.scrypt);
  try {
    const committee = write.multisigAccount(1, [key.publicKey]);
    const node = { rpcUrl, contractHash };
    const calls = accounts.map((account) => ({
      contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
      args: [
        { type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: account.scriptHash },
        { type: 'Integer', value: gas * 100_000_000n }, { type: 'Any', value: null },
      ],
    } as const));
    const prepared = await write.prepareTransaction(node, calls, [committee]);
    const hash = await write.sendTransaction(write.signTransaction(prepared, [key]), node);
    const outcome = await write.waitForTransaction(node, hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
    if (outcome.kind !== 'included' || outcome.vmState !== 'HALT') throw new Error(`funding the owners: transaction ${hash} ended ${JSON.stringify(outcome)}`);
  } finally {
    key.wipe();
  }
}

/** The commands that sign for a name's owner, as PLAYGROUND.md names them. */
const NAME_WRITES = '**Register Name…**, **Renew**, **Set Record…**, **Delete Record…**, **Set Admin…** and **Transfer…**';

/** PLAYGROUND.md's section on managing names with `--node neo-go`: whose keys the workspace holds, and where. */
export function neoGoWriteNotes({ accounts, names, gas, committeeWallet, password }: {
  accounts: readonly PlaygroundAccount[]; names: readonly { readonly owner: string }[]; gas: bigint; committeeWallet: string; password: string;
}): string[] {
  const count = (address: string) => names.filter((name) => name.owner === address).length.toLocaleString('en-US');
  return [
    '## Managing names',
    '',
    `This node takes transactions, and the workspace holds the keys of every owner of its names: \`${PLAYGROUND_CHAIN_FILE}\` (a neo-express chain file for this chain: its keys open without a password), each account funded with ${gas.toLocaleString('en-US')} GAS by the committee. ${NAME_WRITES} sign for them from the editor: from a name's context menu, its details document, or the palette (F1).`,
    '',
    '| wallet | address | names |',
    '| --- | --- | ---: |',
    ...accounts.map((account) => `| ${account.wallet} | ${account.address} | ${count(account.address)} |`),
    '',
    `The committee (**Add Root…**, **Set Price…**): \`${committeeWallet}\`, neo-go's test wallet, password \`${password}\`.`,
    '',
    'Everything sent is lost at Ctrl-C: the next `npm start -- --node neo-go` starts again from the seeded chain.',
  ];
}

/** PLAYGROUND.md's section on managing names on the devnet: it takes no transactions, and which playgrounds do. */
export function devnetWriteNotes({ featured }: { featured: PlaygroundAccount | undefined }): string[] {
  return [
    '## Managing names',
    '',
    `This playground's node, the devnet, **takes no transactions**: ${NAME_WRITES} stop at the node, which says that it does not take them; nothing is signed or sent.`
      + (featured ? ` So that they go that far, \`${PLAYGROUND_CHAIN_FILE}\` holds the key of the featured owner ${featured.address} (\`nns.owner\`): try them on its names.` : ''),
    '',
    'To sign and send, start a playground on a real node (Go 1.25 or later on `PATH`; the first start builds neo-go, which takes minutes):',
    '',
    '- `npm start -- --node neo-go`: 10,000 names, owned by the accounts of its workspace, funded with GAS;',
    '- `npm start -- --node neo-go --no-nns`: a chain without NNS, to set it up yourself (**Set Up NNS on This Chain…**).',
  ];
}
