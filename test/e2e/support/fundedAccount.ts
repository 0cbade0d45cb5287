// A developer's chain file in an e2e workspace: a `.neo-express` file holding one fresh account for the
// real node's network, funded with GAS by the chain's committee (neo-go's wallet1_solo.json, password
// "one"), straight on the node, before the editor signs anything with it; or any account funded so.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NeoGoTools } from '../../../scripts/lib/neoGo.mjs';
import { VALIDATOR_WALLET_PASSWORD } from '../../../scripts/lib/neoGoConfig.mjs';
import type { NodeConfig } from '../../../src/core';
import { readContractWriteInfo, type ContractWriteInfo } from '../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../src/core/write';
import { keySourceFor } from '../../../src/model/write/accounts/keySource';
import { committeeSigner, readNep6Keys, signingAccounts } from '../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile, type GeneratedKey } from '../../unit/support/walletFiles';

const GAS = 100_000_000n;

export interface FundedAccount {
  readonly key: GeneratedKey;
  /** The node's write info, read directly: its network is the file's. */
  readonly info: ContractWriteInfo;
}

/** Writes `default.neo-express` into `workspace` with the account `name` (labelled `label`), and sends it `gas` GAS from the committee. */
export async function writeFundedNeoExpress(
  workspace: string, tools: NeoGoTools, node: NodeConfig, { name = 'alice', label = 'Alice', gas = 50n }: { name?: string; label?: string; gas?: bigint } = {},
): Promise<FundedAccount> {
  const info = await readContractWriteInfo(node);
  const key = generateKey();
  writeFileSync(join(workspace, 'default.neo-express'), neoExpressFile({ magic: info.network.magic, nodes: [generateKey()], wallets: [{ name, key, label }] }));
  await fundFromCommittee(tools, node, info, key.account.scriptHash, gas);
  return { key, info };
}

/** Sends `gas` GAS from the committee (the validator's wallet) to `scriptHash`, straight on the node, and waits for its block. */
export async function fundFromCommittee(tools: NeoGoTools, node: NodeConfig, info: ContractWriteInfo, scriptHash: string, gas: bigint): Promise<void> {
  const solo = readNep6Keys(readFileSync(tools.wallet, 'utf8'), tools.wallet);
  assert.ok(solo.ok && info.committee);
  const committee = committeeSigner(write, info.committee, signingAccounts(solo.entries), info.network.addressVersion);
  assert.ok(committee.ok);
  const prepared = await write.prepareTransaction(node, {
    contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
    args: [{ type: 'Hash160', value: committee.account.scriptHash }, { type: 'Hash160', value: scriptHash }, { type: 'Integer', value: gas * GAS }, { type: 'Any', value: null }],
  }, [write.accountFromVerificationScript(Buffer.from(committee.account.verificationScript, 'hex'))]);
  const keys = await keySourceFor({ write, readFile: (file) => readFile(file, 'utf8'), askPassword: async () => VALIDATOR_WALLET_PASSWORD })(committee.account);
  let signed: write.SignedTransaction;
  try {
    signed = write.signTransaction(prepared, keys);
  } finally {
    keys.forEach((held) => held.wipe());
  }
  const funded = await write.waitForTransaction(node, await write.sendTransaction(signed, node), prepared.validUntilBlock, { pollIntervalMs: 100 });
  assert.equal(funded.kind === 'included' && funded.vmState, 'HALT');
}
