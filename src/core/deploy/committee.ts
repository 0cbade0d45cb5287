import { hex } from '@scure/base';
import * as z from '../zod';
import { ADDRESS_VERSION } from '../encoding/address';
import { clientFor, type CallOptions } from '../rpc/client';
import { valueOf } from '../transactions/prepare';
import { networkVersionSchema } from '../transactions/writeSchemas';
import type { NodeConfig } from '../rpc/types';
import { multisigAccount, type VerificationAccount } from '../signing/accounts';
import { TransactionError } from '../errors/transactionError';

/**
 * The chain's committee, whose signature addRoot and setPrice need (the NNS contracts check the
 * witness of NEO's committee address): the multisig of the committee's public keys that
 * n − (n − 1) / 2 of them sign (neo `NEO.GetCommitteeAddress`). A one-node chain's committee is the
 * 1-of-1 multisig of the node's key.
 */

/** `getcommittee`: the committee's compressed public keys, in hex. */
export const committeeSchema = z.array(z.string().check(z.regex(/^(02|03)[0-9a-fA-F]{64}$/, 'not a compressed public key'))).check(z.minLength(1));

/** The committee's account from `getcommittee`'s keys. */
export function committeeAccountOf(publicKeys: readonly string[], addressVersion = ADDRESS_VERSION): VerificationAccount {
  const keys = publicKeys.map((key) => hex.decode(key.toLowerCase()));
  const threshold = keys.length - Math.floor((keys.length - 1) / 2);
  return multisigAccount(threshold, keys, addressVersion);
}

/** The node's committee account (getcommittee, and getversion for the address version): one request. */
export async function readCommittee(node: NodeConfig, options: CallOptions = {}): Promise<VerificationAccount> {
  const { client } = clientFor(node, options);
  const [committee, version] = await client.batch([
    { method: 'getcommittee', params: [], result: committeeSchema },
    { method: 'getversion', params: [], result: networkVersionSchema },
  ] as const);
  return committeeAccountOf(valueOf(committee), valueOf(version).protocol.addressversion ?? ADDRESS_VERSION);
}

/**
 * NOT_COMMITTEE, before anything is signed, when `account` is not the committee's: the contract would
 * refuse `method` (a FAULT that costs a test invocation and says only "No authorization").
 */
export function requireCommittee(account: VerificationAccount, committee: VerificationAccount, method: string): void {
  if (account.scriptHash === committee.scriptHash) return;
  throw new TransactionError('NOT_COMMITTEE',
    `${account.address} is not the chain's committee (${committee.address}): ${method} needs the committee's signature.`,
    { account: account.address, method });
}
