import { clientFor, type CallOptions } from '../rpc/client';
import { parseOwner } from '../encoding/address';
import { contractFault, invocationOf } from '../rpc/invocation';
import { invokeResultSchema } from '../rpc/schemas';
import { readInteger } from '../rpc/stackValues';
import type { NodeConfig } from '../rpc/types';

/**
 * How many NNS names `owner` (an N3 address or script hash) holds: the contract's `balanceOf`, one
 * request. Expired names still count until someone registers them again (they stay in `tokensOf`).
 */
export async function getNameCount(node: NodeConfig, owner: string, options: CallOptions = {}): Promise<number> {
  const { node: checked, client } = clientFor(node, options);
  // An address of the node's version, or of any but Neo Legacy's where no listing has asked the node yet.
  const argument = { type: 'Hash160', value: parseOwner(owner, client.learnt.addressVersion ?? null).scriptHash };
  const result = await client.call('invokefunction', [checked.contractHash, 'balanceOf', [argument]], invokeResultSchema);
  const outcome = invocationOf(result, 'balanceOf');
  if (outcome.kind === 'fault') {
    throw contractFault('balanceOf', result.state, outcome.exception);
  }
  return Number(readInteger(outcome.item, 'the balance', 'balanceOf'));
}
