import { parseOwner } from './address';
import { clientFor, type CallOptions } from './client';
import { NnsError } from './errors';
import { invocationOf } from './invocation';
import { invokeResultSchema } from './schemas';
import { readInteger } from './stackValues';
import type { NodeConfig } from './types';

/**
 * How many NNS names `owner` (an N3 address or script hash) holds: the contract's `balanceOf`, one
 * request. Expired names still count until someone registers them again (they stay in `tokensOf`).
 */
export async function getNameCount(node: NodeConfig, owner: string, options: CallOptions = {}): Promise<number> {
  const { node: checked, client } = clientFor(node, options);
  const argument = { type: 'Hash160', value: parseOwner(owner).scriptHash };
  const result = await client.call('invokefunction', [checked.contractHash, 'balanceOf', [argument]], invokeResultSchema);
  const outcome = invocationOf(result, 'balanceOf');
  if (outcome.kind === 'fault') {
    throw new NnsError('FAULT', `The contract call balanceOf failed on the node (state ${result.state}): ${outcome.exception}`, { exception: outcome.exception, method: 'balanceOf' });
  }
  return Number(readInteger(outcome.item, 'the balance', 'balanceOf'));
}
