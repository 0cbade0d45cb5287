import { excerptOf, NnsError } from '../errors/nnsError';
import { invalidValue } from './jsonRpc';
import type { InvokeResult, StackItem } from './schemas';

/** What one read-only contract call came to: the one value it returned, or the contract's FAULT text. */
export type Invocation =
  | { readonly kind: 'value'; readonly item: StackItem }
  | { readonly kind: 'fault'; readonly exception: string };

/**
 * Decides an `invokefunction` / `invokescript` result by its `state` (protocol notes §2: `exception`
 * may be filled on HALT too). A HALT must leave exactly one value; anything else is INVALID_RESPONSE.
 */
export function invocationOf(result: InvokeResult, method: string): Invocation {
  if (result.state !== 'HALT') return { kind: 'fault', exception: result.exception ?? '(the node gave no reason)' };
  const stack = renderedStack(result, method);
  const [item] = stack;
  if (stack.length !== 1 || !item) throw invalidValue(`The node's result for ${method} does not hold exactly one value.`, stack, method);
  return { kind: 'value', item };
}

/** The most bytes of JSON neo-go renders for one result value (stackitem.MaxSize, 2 × 65,535). */
export const MAX_RENDERED_VALUE_BYTES = 131_070;

/**
 * A call that HALTed but whose values the node would not send: neo-go answers `stack: null` and
 * `exception: "json error: too big: size"` when a value's JSON is over MAX_RENDERED_VALUE_BYTES.
 */
export function isUnrendered(result: InvokeResult): boolean {
  return result.state === 'HALT' && result.stack === null;
}

/** The result's stack; an unrendered one is an NnsError saying so. */
export function renderedStack(result: InvokeResult, method: string): StackItem[] {
  if (result.stack !== null) return result.stack;
  const said = result.exception ? ` (it said "${excerptOf(result.exception)}")` : '';
  throw new NnsError('INVALID_RESPONSE',
    `The node ran ${method} but would not send its result: the value is too large for it to render as JSON${said}; ` +
    `neo-go sends at most ${MAX_RENDERED_VALUE_BYTES.toLocaleString('en-US')} bytes of JSON per value.`, { method });
}

/** A contract call that did not HALT, for the FAULTs the caller does not act on. */
export function contractFault(method: string, state: string, exception: string): NnsError {
  return new NnsError('FAULT', `The contract call ${method} failed on the node (state ${state}): ${exception}`, { exception, method });
}

/**
 * The NNS contract's refusals that clients act on, in the MainNet contract's words (NameService.cs at
 * 8d72b92; protocol notes §4) and in neo-go's port's (examples/nft-nd-nns: "invalid domain name format",
 * "root not found", and "invalid redirect" past the redirections resolve follows).
 */
export const CONTRACT_FAULTS = {
  expired: /name has expired/i,
  nameFormat: /format of the name is incorrect|invalid domain name format/i,
  noRoot: /root does not exist|root not found/i,
  tooManyRedirections: /too many redirections|invalid redirect/i,
} as const;
