import { availabilityOf, type NameAvailability } from './availability';
import { clientFor, type CallOptions } from '../rpc/client';
import { contractFault, invocationOf } from '../rpc/invocation';
import type { BatchOutcome, RpcCall } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import { readInteger } from '../rpc/stackValues';
import type { NodeConfig } from '../rpc/types';

/**
 * The GAS the NNS contract burns to register or renew a name, and whether the name is free, in one
 * batch. The contracts price differently (protocol notes §12): the C# NameService by the length of
 * the name's first label (`getPrice(length)`; -1: names of that length are not open, only the
 * committee registers them), neo-go's port and NeoFS's one price for all (`getPrice()`).
 */
export interface PriceQuery {
  /** The contract's price method (`getPrice`). */
  readonly method: string;
  /** Whether it takes the length of the first label. */
  readonly byLength: boolean;
}

export interface NamePrice {
  /** Datoshi per year; negative: names of this length are not open for registration. */
  readonly price: bigint;
  /** `isAvailable(name)`, when asked for. */
  readonly availability?: NameAvailability;
}

/** The length the C# contract prices: its first label's (`fragments[0].Length`, bytes of ASCII). */
export function pricedLength(name: string): number {
  return new TextEncoder().encode(name.split('.')[0] ?? '').length;
}

/** The price of `name` (and, with `availability`, whether it is free). Throws NnsError. */
export async function readNamePrice(
  node: NodeConfig, name: string, query: PriceQuery, options: CallOptions & { availability?: boolean } = {},
): Promise<NamePrice> {
  const { node: checked, client } = clientFor(node, options);
  const invoke = (method: string, args: unknown[]): RpcCall<InvokeResult> => ({
    method: 'invokefunction', params: [checked.contractHash, method, args], result: invokeResultSchema,
  });
  const priceCall = invoke(query.method, query.byLength ? [{ type: 'Integer', value: String(pricedLength(name)) }] : []);
  const calls = options.availability ? [priceCall, invoke('isAvailable', [{ type: 'String', value: name }])] : [priceCall];
  const [price, available] = await client.batch(calls, { repeatable: true });
  return {
    price: priceOf(price!, query.method),
    ...(available ? { availability: availabilityOf(valueOf(available)) } : {}),
  };
}

function priceOf(outcome: BatchOutcome<InvokeResult>, method: string): bigint {
  const result = valueOf(outcome);
  const invocation = invocationOf(result, method);
  if (invocation.kind === 'fault') throw contractFault(method, result.state, invocation.exception);
  return readInteger(invocation.item, 'the price', method);
}

function valueOf<T>(outcome: BatchOutcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
