import { base64 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { BatchOutcome, RpcCall } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult } from '../rpc/schemas';
import { readInteger } from '../rpc/stackValues';

/**
 * The chain's time as the NNS contract sees it: `invokescript` of `SYSCALL System.Runtime.GetTime`.
 * For a test invocation both nodes make up the next block, the latest block's timestamp plus the time
 * per block (C# ApplicationEngine.CreateDummyBlock, neo-go Blockchain.GetFakeNextBlock), and that is
 * the `Runtime.Time` the contract compares an expiration with ("The name has expired." once
 * `Runtime.Time >= expiration`). One call that rides in a batch, where the latest block's header would
 * take two requests one after the other (its index or hash first).
 */

const SYSCALL = 0x41;
/** The interop id: the first 4 bytes of SHA-256 of the name (0x0388c3b7 read little-endian). */
const GET_TIME = sha256(new TextEncoder().encode('System.Runtime.GetTime')).slice(0, 4);
export const CHAIN_TIME_SCRIPT = Uint8Array.of(SYSCALL, ...GET_TIME);

export function chainTimeCall(): RpcCall<InvokeResult> {
  return { method: 'invokescript', params: [base64.encode(CHAIN_TIME_SCRIPT)], result: invokeResultSchema };
}

/** Milliseconds since the epoch from the answer to `chainTimeCall()`; undefined when it is not one. */
export function readChainTime(outcome: BatchOutcome<InvokeResult> | undefined): number | undefined {
  if (!outcome?.ok || outcome.value.state !== 'HALT' || outcome.value.stack?.length !== 1) return undefined;
  try {
    const time = readInteger(outcome.value.stack[0], 'the time', 'invokescript');
    return time >= 0n && time <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(time) : undefined;
  } catch {
    return undefined;
  }
}
