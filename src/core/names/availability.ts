import * as z from '../zod';
import { clientFor, type CallOptions } from '../rpc/client';
import { contractFault, CONTRACT_FAULTS, renderedStack } from '../rpc/invocation';
import { firstIssue, invalidValue } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import type { NodeConfig } from '../rpc/types';

/**
 * What the NNS contract's `isAvailable(name)` says of a name (NameService.IsAvailable):
 * - `available`: nobody holds it, never registered or expired: anyone may register it.
 * - `unavailable`: someone holds it, or names of its length are not open for registration.
 * - `invalidName`: the contract refused its format ("The format of the name is incorrect.").
 * - `noRoot`: its top-level domain is not one of the contract's roots ("The root does not exist.").
 */
export type NameAvailability =
  | { readonly kind: 'available' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'invalidName'; readonly exception: string }
  | { readonly kind: 'noRoot'; readonly exception: string };

export type AvailabilityOptions = CallOptions;

const booleanStackSchema = z.tuple([z.object({ type: z.literal('Boolean'), value: z.boolean() })]);

/** Asks the contract whether `name` is available. Other failures throw NnsError (FAULT, RPC, …). */
export async function isAvailable(node: NodeConfig, name: string, options: AvailabilityOptions = {}): Promise<NameAvailability> {
  const { node: checked, client } = clientFor(node, options);
  const params = [checked.contractHash, 'isAvailable', [{ type: 'String', value: name }]];
  return availabilityOf(await client.call('invokefunction', params, invokeResultSchema));
}

/** What an `isAvailable` invocation's result says (also read from a batch: core/namePrice). */
export function availabilityOf(result: InvokeResult): NameAvailability {
  if (result.state !== 'HALT') {
    const exception = result.exception ?? '(the node gave no reason)';
    if (CONTRACT_FAULTS.nameFormat.test(exception)) return { kind: 'invalidName', exception };
    if (CONTRACT_FAULTS.noRoot.test(exception)) return { kind: 'noRoot', exception };
    throw contractFault('isAvailable', result.state, exception);
  }
  const stack = renderedStack(result, 'isAvailable');
  const parsed = booleanStackSchema.safeParse(stack);
  if (!parsed.success) {
    throw invalidValue(`The node's result for isAvailable is not one Boolean (${firstIssue(parsed.error)}).`, stack, 'isAvailable');
  }
  return { kind: parsed.data[0].value ? 'available' : 'unavailable' };
}
