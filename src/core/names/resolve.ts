import { isAvailable } from './availability';
import { clientFor, type CallOptions } from '../rpc/client';
import { NnsError } from '../errors/nnsError';
import { CONTRACT_FAULTS, invocationOf, type Invocation } from '../rpc/invocation';
import type { BatchOutcome, RpcCall } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import { isNull, readText } from '../rpc/stackValues';
import type { NodeConfig } from '../rpc/types';

/** The record types `resolve` takes (NameService RecordType). */
export const RESOLVE_TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;
export type ResolveType = keyof typeof RESOLVE_TYPES;

/** How many CNAMEs the contract follows (NameService.Resolve(name, type, 2)). */
export const MAX_REDIRECTS = 2;

/** A name visited on the way, and the CNAME it pointed on to (none for the last). */
export interface ResolveStep {
  readonly name: string;
  readonly cname?: string;
}

export type ResolveOutcome =
  /** `data` is the record of the type asked, held by the last step. */
  | { readonly kind: 'found'; readonly data: string }
  /** The contract answered null: the last step holds no record of that type and no CNAME. */
  | { readonly kind: 'noRecord' }
  /** `name` (a second-level name) is not registered: nobody holds it. */
  | { readonly kind: 'notRegistered'; readonly name: string }
  | { readonly kind: 'expired'; readonly name: string }
  /** `name`'s top-level domain is not a root of the contract. */
  | { readonly kind: 'noRoot'; readonly name: string }
  | { readonly kind: 'invalidName'; readonly name: string; readonly exception: string }
  /** A third CNAME: the contract stops after two. */
  | { readonly kind: 'tooManyRedirections' };

export type ResolveResult = ResolveOutcome & {
  /** The name asked, without a trailing dot. */
  readonly asked: string;
  readonly type: ResolveType;
  /** The chain from the name asked; one step when no CNAME was followed. */
  readonly steps: readonly ResolveStep[];
  /**
   * False when the chain could not be retraced step by step (`getRecord` disagreed with `resolve`, or
   * failed): the outcome is then `resolve`'s own, and `steps` holds only the name asked.
   */
  readonly retraced: boolean;
};

/**
 * `resolve(name, type)` of the NNS contract, the answer to trust, and the chain it followed, retraced
 * with `getRecord` of each name on the way: all of the first name's calls travel in one JSON-RPC batch,
 * then one round trip per CNAME (two at most). A name the contract cannot read is told apart with
 * `isAvailable` (not registered, expired, no such root) at the cost of one more request. Other
 * failures throw NnsError.
 */
export async function resolveName(node: NodeConfig, name: string, type: ResolveType, options: CallOptions = {}): Promise<ResolveResult> {
  const { node: checked, client } = clientFor(node, options);
  const asked = withoutRootDot(name);
  const call = (method: string, args: unknown[]): RpcCall<InvokeResult> => ({
    method: 'invokefunction', params: [checked.contractHash, method, args], result: invokeResultSchema,
  });
  const stepCalls = (at: string): RpcCall<InvokeResult>[] => [
    call('getRecord', [text(at), integer(RESOLVE_TYPES[type])]),
    ...(type === 'CNAME' ? [] : [call('getRecord', [text(at), integer(RESOLVE_TYPES.CNAME)])]),
  ];
  const [resolved, ...first] = await client.batch([call('resolve', [text(asked), integer(RESOLVE_TYPES[type])]), ...stepCalls(asked)]);
  const answer = invoked(resolved, 'resolve');
  const base = { asked, type };
  const retraced = await retrace(asked, first, (at) => client.batch(stepCalls(at)), checked, options).catch((error: unknown) => {
    // Only a cancel ends the call here: otherwise the contract's own answer still stands.
    if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
    return undefined;
  });
  if (retraced && agrees(retraced.outcome, answer)) return { ...base, ...retraced.outcome, steps: retraced.steps, retraced: true };
  return { ...base, ...(await outcomeOf(answer, asked, checked, options)), steps: [{ name: asked }], retraced: false };
}

/** The contract drops one dot at the end of a name (a fully qualified name) before looking it up. */
function withoutRootDot(name: string): string {
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

const text = (value: string) => ({ type: 'String', value });
const integer = (value: number) => ({ type: 'Integer', value: String(value) });

function invoked(outcome: BatchOutcome<InvokeResult>, method: string): Invocation {
  if (!outcome.ok) throw outcome.error;
  return invocationOf(outcome.value, method);
}

/** A record's data, or null: what `resolve` and `getRecord` return. */
function recordValue(invocation: Extract<Invocation, { kind: 'value' }>, method: string): string | null {
  return isNull(invocation.item) ? null : readText(invocation.item, 'the record', method);
}

/** The second-level name a (sub)domain belongs to: its last two fragments. */
export function secondLevelOf(name: string): string {
  return name.split('.').slice(-2).join('.');
}

type Retraced = { outcome: ResolveOutcome; steps: ResolveStep[] };

/** Walks the chain as NameService.Resolve does, from the answers of `getRecord` at each name. */
async function retrace(
  asked: string, first: BatchOutcome<InvokeResult>[], next: (at: string) => Promise<BatchOutcome<InvokeResult>[]>,
  node: NodeConfig, options: CallOptions,
): Promise<Retraced> {
  const steps: ResolveStep[] = [];
  let at = asked;
  let outcomes = first;
  for (let hop = 0; ; hop++) {
    const [record, cname] = outcomes.map((outcome) => invoked(outcome, 'getRecord'));
    const fault = [record, cname].find((invocation) => invocation?.kind === 'fault');
    if (fault?.kind === 'fault') return { outcome: await faultOutcome(fault.exception, at, node, options), steps: [...steps, { name: at }] };
    const data = record?.kind === 'value' ? recordValue(record, 'getRecord') : null;
    const target = cname?.kind === 'value' ? recordValue(cname, 'getRecord') : null;
    if (data !== null) return { outcome: { kind: 'found', data }, steps: [...steps, { name: at }] };
    if (target === null) return { outcome: { kind: 'noRecord' }, steps: [...steps, { name: at }] };
    steps.push({ name: at, cname: target });
    if (hop === MAX_REDIRECTS) return { outcome: { kind: 'tooManyRedirections' }, steps };
    at = withoutRootDot(target);
    outcomes = await next(at);
  }
}

/** Whether the retraced chain ends where `resolve` itself did. */
function agrees(outcome: ResolveOutcome, answer: Invocation): boolean {
  if (answer.kind === 'value') {
    const data = recordValue(answer, 'resolve');
    return data === null ? outcome.kind === 'noRecord' : outcome.kind === 'found' && outcome.data === data;
  }
  switch (outcome.kind) {
    case 'expired': return CONTRACT_FAULTS.expired.test(answer.exception);
    case 'tooManyRedirections': return CONTRACT_FAULTS.tooManyRedirections.test(answer.exception);
    case 'invalidName': return CONTRACT_FAULTS.nameFormat.test(answer.exception);
    case 'notRegistered': case 'noRoot': return true;
    default: return false;
  }
}

/** `resolve`'s own answer, when the chain could not be retraced. */
async function outcomeOf(answer: Invocation, asked: string, node: NodeConfig, options: CallOptions): Promise<ResolveOutcome> {
  if (answer.kind === 'value') {
    const data = recordValue(answer, 'resolve');
    return data === null ? { kind: 'noRecord' } : { kind: 'found', data };
  }
  if (CONTRACT_FAULTS.tooManyRedirections.test(answer.exception)) return { kind: 'tooManyRedirections' };
  return faultOutcome(answer.exception, asked, node, options);
}

/**
 * What a FAULT at `at` means. The contract throws plain texts for an expired name and a malformed one;
 * a name it does not hold fails while reading its state (no text to rely on), so `isAvailable` is asked.
 */
async function faultOutcome(exception: string, at: string, node: NodeConfig, options: CallOptions): Promise<ResolveOutcome> {
  const owner = secondLevelOf(at);
  if (CONTRACT_FAULTS.expired.test(exception)) return { kind: 'expired', name: owner };
  if (CONTRACT_FAULTS.nameFormat.test(exception)) return { kind: 'invalidName', name: at, exception };
  if (CONTRACT_FAULTS.tooManyRedirections.test(exception)) return { kind: 'tooManyRedirections' };
  const availability = await isAvailable(node, owner, options);
  if (availability.kind === 'available') return { kind: 'notRegistered', name: owner };
  if (availability.kind === 'noRoot') return { kind: 'noRoot', name: owner };
  if (availability.kind === 'invalidName') return { kind: 'invalidName', name: owner, exception: availability.exception };
  throw new NnsError('FAULT', `The contract could not resolve ${at}: ${exception}`, { exception, method: 'resolve' });
}
