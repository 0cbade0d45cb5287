// neo-go v0.122.0's CLI as a signer outside the workspace: NEP-6 wallets made and filled
// non-interactively (`--wallet-config`: a YAML file with `Path:` and `Password:`, in place of -w and
// the password prompt; stdin is closed, so a prompt fails instead of waiting), `wallet sign` of a
// contract parameters context, `util sendtx` of a complete one. The flags are v0.122.0's
// (`neo-go wallet sign --help`): `wallet sign --wallet-config CFG --address ADDR --in F --out F [-r URL]`,
// `wallet import --wallet-config CFG --wif WIF --name NAME`, `wallet import-multisig --wallet-config
// CFG --min M KEY…`, `util sendtx -r URL F` (flags before the positional argument).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, createBase58check } from '@scure/base';
import { z } from 'zod';
import { run } from '../../../scripts/lib/proc.mjs';
import { accountFromVerificationScript, type VerificationAccount } from '../../../src/core/write';

const base58check = createBase58check(sha256);

export interface NeoGoWallet {
  readonly path: string;
  /** The `--wallet-config` file: the wallet's path and its password. */
  readonly config: string;
}

/** Runs neo-go; a non-zero exit throws with its output. */
export async function neoGo(cli: string, args: readonly string[]): Promise<string> {
  const result = await run(cli, args, { quiet: true, timeoutMs: 60_000 });
  if (result.code !== 0) throw new Error(`neo-go ${args.slice(0, 2).join(' ')} failed (exit ${result.code}): ${result.output.trim()}`);
  return result.output;
}

/** A wallet file's `--wallet-config` YAML (the password of its accounts included: test wallets only). */
export function walletConfig(dir: string, name: string, walletPath: string, password: string): NeoGoWallet {
  const config = join(dir, `${name}.yml`);
  writeFileSync(config, `Path: ${JSON.stringify(walletPath)}\nPassword: ${JSON.stringify(password)}\n`);
  return { path: walletPath, config };
}

/** A new NEP-6 wallet (`wallet init`): empty, or with an account of a key neo-go generates (`-a`), encrypted with the password. */
export async function newWallet(cli: string, dir: string, name: string, { password = 'pass', account = false } = {}): Promise<NeoGoWallet> {
  const wallet = walletConfig(dir, name, join(dir, `${name}.json`), password);
  await neoGo(cli, ['wallet', 'init', '--wallet-config', wallet.config, ...(account ? ['-a'] : [])]);
  return wallet;
}

const walletSchema = z.object({
  accounts: z.array(z.object({ address: z.string(), key: z.string().nullable().optional(), contract: z.object({ script: z.string() }).nullable().optional() })),
});

/** The accounts of a wallet file as the core reads them: from their verification scripts (NEP-6 `contract.script`), no key. */
export function walletAccounts(wallet: NeoGoWallet, addressVersion = 53): VerificationAccount[] {
  const file = walletSchema.parse(JSON.parse(readFileSync(wallet.path, 'utf8')));
  return file.accounts.map((account) => {
    if (!account.contract) throw new Error(`${account.address} has no contract in ${wallet.path}`);
    const verifier = accountFromVerificationScript(base64.decode(account.contract.script), addressVersion);
    if (verifier.address !== account.address) throw new Error(`${account.address}'s script is ${verifier.address}'s`);
    return verifier;
  });
}

/** Imports a private key (32 bytes) as an encrypted account of the wallet (`wallet import`). */
export async function importKey(cli: string, wallet: NeoGoWallet, secret: Uint8Array, name: string): Promise<void> {
  await neoGo(cli, ['wallet', 'import', '--wallet-config', wallet.config, '--wif', wifOf(secret), '--name', name]);
}

/** Adds the m-of-n multisig account of these keys to a wallet that holds one of them (`wallet import-multisig`). */
export async function importMultisig(cli: string, wallet: NeoGoWallet, threshold: number, publicKeysHex: readonly string[]): Promise<void> {
  await neoGo(cli, ['wallet', 'import-multisig', '--wallet-config', wallet.config, '--min', String(threshold), ...publicKeysHex]);
}

/** `util sendtx` of a complete context to the node (flags before the file); neo-go prints the hash (0x-less) first. */
export async function sendWithNeoGo(cli: string, file: string, rpcUrl: string): Promise<string> {
  return neoGo(cli, ['util', 'sendtx', '-r', rpcUrl, file]);
}

/** `wallet sign` of the context in `file` by the wallet's account `address`, written back to `file` (and sent, given `rpcUrl`). */
export async function signWithNeoGo(cli: string, wallet: NeoGoWallet, address: string, file: string, rpcUrl?: string): Promise<string> {
  return neoGo(cli, ['wallet', 'sign', '--wallet-config', wallet.config, '--address', address, '--in', file, '--out', file, ...(rpcUrl ? ['-r', rpcUrl] : [])]);
}

/**
 * A wallet that only watches an account: its address and verification script, no key (`"key": ""`,
 * which neo-go takes as an account it cannot sign with). Written here: neo-go's CLI makes none.
 */
export function watchOnlyWallet(dir: string, name: string, account: VerificationAccount): NeoGoWallet {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({
    version: '1.0',
    accounts: [{
      address: account.address, key: '', label: name, lock: false, isDefault: true,
      contract: { script: base64.encode(account.verificationScript), parameters: Array.from({ length: account.threshold }, (_, i) => ({ name: `parameter${i}`, type: 'Signature' })), deployed: false },
    }],
    scrypt: { n: 16384, r: 8, p: 8 },
    extra: { Tokens: null },
  }));
  return walletConfig(dir, name, path, '');
}

/** WIF of a private key: base58check of 0x80, the key, 0x01 (compressed). */
export function wifOf(secret: Uint8Array): string {
  return base58check.encode(Uint8Array.of(0x80, ...secret, 0x01));
}
