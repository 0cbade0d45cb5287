import { NnsError } from '../errors/nnsError';

/**
 * How nodes say that an iterator session cannot be used (protocol notes §3, §9, §10); a listing that
 * meets one restarts or takes the routes of a node without sessions, never fails for it.
 */

/** .NET KeyNotFoundException's HResult (0x80131577): C# RpcServer 3.3–3.6 answers an unknown session or iterator with it. */
export const KEY_NOT_FOUND_HRESULT = -2146232969;

/**
 * Why a `traverseiterator` failed for the session itself: `session`, the node no longer knows it
 * (-107, or C# 3.3–3.6's KeyNotFoundException, which says no more than "a key"); `iterator`, it knows
 * the session but not its iterator (-108); `elsewhere`, the node has sessions disabled (-601), as
 * when a load balancer sends the call to another node than the one holding the session.
 */
export type SessionLoss = 'session' | 'iterator' | 'elsewhere';

export function sessionLoss(error: unknown): SessionLoss | undefined {
  if (!(error instanceof NnsError) || error.code !== 'RPC') return undefined;
  if (error.rpcCode === -107 || error.rpcCode === KEY_NOT_FOUND_HRESULT || /unknown session/i.test(error.rpcMessage ?? '')) return 'session';
  if (error.rpcCode === -108 || /unknown iterator/i.test(error.rpcMessage ?? '')) return 'iterator';
  if (error.rpcCode === -601) return 'elsewhere';
  return undefined;
}

/**
 * neo-go's full session pool (`SessionPoolSize`, 20 by default): `invokefunction` of a method that
 * returns an iterator answers -32603 "Internal error", data "max session capacity reached". Only that
 * error: any other -32603 is a real failure.
 */
export function isSessionPoolFull(error: unknown): boolean {
  if (!(error instanceof NnsError) || error.code !== 'RPC' || error.rpcCode !== -32603) return false;
  return typeof error.rpcData === 'string' && /max session capacity reached/i.test(error.rpcData);
}
