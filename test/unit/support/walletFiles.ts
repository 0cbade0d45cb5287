// Wallet files shaped as the tools write them, with fresh keys, for the write path's tests: a
// neo-express chain file (neo-express ToolkitWallet / DevWalletAccount: `private-key` in hex,
// `script-hash` holding the address, `contract.script` in hex; each consensus node's wallet holds its
// signature account and the chain's multisig) and a NEP-6 wallet (NEP-2 `key`, base64 `contract.script`).
import { randomBytes } from 'node:crypto';
import * as write from '../../../src/core/write';

export interface GeneratedKey {
  /** 64 hex digits: what a neo-express file holds. */
  readonly hex: string;
  readonly key: write.PrivateKey;
  readonly account: write.VerificationAccount;
}

export function generateKey(): GeneratedKey {
  const hex = randomBytes(32).toString('hex');
  const key = write.PrivateKey.fromHex(hex);
  return { hex, key, account: write.accountFromPrivateKey(key) };
}

const scriptHex = (script: Uint8Array) => Buffer.from(script).toString('hex');

function expressAccount(key: GeneratedKey, account: write.VerificationAccount, label: string | null, isDefault: boolean) {
  return {
    'private-key': key.hex, 'script-hash': account.address, label, 'is-default': isDefault,
    contract: { script: scriptHex(account.verificationScript), parameters: account.kind === 'signature' ? ['Signature'] : Array.from({ length: account.threshold }, () => 'Signature') },
  };
}

/** A neo-express chain file: `nodes` consensus nodes (their multisig m = n·2/3 + 1, as neo-express makes it) and named developer wallets. */
export function neoExpressFile(options: { magic: number; nodes: readonly GeneratedKey[]; wallets: ReadonlyArray<{ name: string; key: GeneratedKey; label?: string }>; rpcPort?: number }): string {
  const keys = options.nodes.map((node) => node.key.publicKey);
  const multisig = write.multisigAccount(Math.floor((keys.length * 2) / 3) + 1, keys);
  return JSON.stringify({
    magic: options.magic,
    'address-version': 53,
    'consensus-nodes': options.nodes.map((node, index) => ({
      'tcp-port': 50011 + index * 10, 'ws-port': 50013 + index * 10, 'rpc-port': (options.rpcPort ?? 50012) + index * 10,
      wallet: {
        name: `node${index + 1}`,
        accounts: [expressAccount(node, node.account, null, true), expressAccount(node, multisig, 'Consensus MultiSigContract', false)],
      },
    })),
    wallets: options.wallets.map((wallet) => ({ name: wallet.name, accounts: [expressAccount(wallet.key, wallet.key.account, wallet.label ?? null, true)] })),
    settings: {},
  }, null, 2);
}

/** A NEP-6 wallet of these keys (signature accounts, and multisig accounts given as [m, keys, the key held]). */
export async function nep6File(options: {
  name: string; password: string; scrypt?: write.ScryptParams;
  accounts: ReadonlyArray<{ key: GeneratedKey; label?: string; isDefault?: boolean }>;
  multisig?: ReadonlyArray<{ threshold: number; publicKeys: readonly Uint8Array[]; held: GeneratedKey; label?: string }>;
}): Promise<string> {
  const scrypt = options.scrypt ?? { n: 2, r: 1, p: 1 };
  const account = async (held: GeneratedKey, verification: write.VerificationAccount, label: string, isDefault: boolean) => ({
    address: verification.address, label, isDefault, lock: false,
    key: await write.encryptNep2(held.key, options.password, scrypt),
    contract: { script: Buffer.from(verification.verificationScript).toString('base64'), parameters: [], deployed: false },
    extra: null,
  });
  const accounts = [
    ...await Promise.all(options.accounts.map((each) => account(each.key, each.key.account, each.label ?? '', each.isDefault ?? false))),
    ...await Promise.all((options.multisig ?? []).map((each) => account(each.held, write.multisigAccount(each.threshold, each.publicKeys), each.label ?? '', false))),
  ];
  return JSON.stringify({ name: options.name, version: '1.0', scrypt, accounts, extra: null }, null, 2);
}
