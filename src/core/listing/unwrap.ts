import { base64 } from '@scure/base';
import * as z from '../zod';
import { contractFault, invocationOf, isUnrendered } from '../rpc/invocation';
import { firstIssue, invalidValue, type JsonRpcClient, type RpcCall } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import { buildUnwrapIteratorScript, type ScriptArgument } from '../encoding/script';

/** The Array the unwrap script leaves: the iterator's first values. */
const unwrappedArray = z.object({ type: z.literal('Array'), value: z.array(z.unknown()) });

/** The first values of an iterator, and whether it held more. */
export interface IteratorPreview<T> {
  readonly items: T[];
  /** The iterator yielded more than were asked for. */
  readonly more: boolean;
}

/**
 * The `invokescript` call that returns the first `max` values of `contract.method(args)` in one
 * round trip, on every kind of node (no session; protocol notes §3): it asks for one more than it
 * keeps, to learn whether more exist. For short lists (roots, a name's records) where a listing's
 * session and its extra round trips would cost more than they save.
 */
export function unwrapCall(contractHash: string, method: string, args: readonly ScriptArgument[], max: number): RpcCall<InvokeResult> {
  return { method: 'invokescript', params: [base64.encode(buildUnwrapIteratorScript(contractHash, method, args, max + 1))], result: invokeResultSchema };
}

/** Reads what `unwrapCall` returned; a FAULT is an NnsError FAULT naming the contract's method. */
export function unwrapResult<T>(result: InvokeResult, method: string, max: number, decode: (item: unknown) => T): IteratorPreview<T> {
  const outcome = invocationOf(result, 'invokescript');
  if (outcome.kind === 'fault') {
    throw contractFault(method, result.state, outcome.exception);
  }
  const parsed = unwrappedArray.safeParse(outcome.item);
  if (!parsed.success) throw invalidValue(`The node's result for ${method} is not an Array of values (${firstIssue(parsed.error)}).`, outcome.item, method);
  const values = parsed.data.value;
  return { items: values.slice(0, max).map(decode), more: values.length > max };
}

/**
 * `unwrapCall` sent alone, its result read by `unwrapResult`. Values the node would not render
 * together (neo-go: over 131,070 bytes of JSON) are asked for again, half as many each time: the
 * preview then holds the first that fit, and says that more exist.
 */
export async function previewIterator<T>(
  client: JsonRpcClient, contractHash: string, method: string, args: readonly ScriptArgument[], max: number, decode: (item: unknown) => T,
): Promise<IteratorPreview<T>> {
  for (let asked = max; ; asked = Math.floor(asked / 2)) {
    const call = unwrapCall(contractHash, method, args, asked);
    const result = await client.call(call.method, call.params, call.result);
    // One value alone too large is the call's error (unwrapResult says so).
    if (isUnrendered(result) && asked > 1) continue;
    const preview = unwrapResult(result, method, asked, decode);
    return asked === max ? preview : { items: preview.items, more: true };
  }
}
