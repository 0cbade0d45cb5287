import { normalizeNodeConfig } from './config';
import { JsonRpcClient } from './jsonRpc';
import type { ListOptions, NodeConfig } from './types';

/** The options of a call that is one or a few requests: no pages. */
export type CallOptions = Omit<ListOptions, 'onPage' | 'onReset' | 'maxItems' | 'maxBytes'>;

/** The node checked (INVALID_INPUT before any request) and a client for it with the call's options. */
export function clientFor(node: NodeConfig, options: CallOptions): { node: NodeConfig; client: JsonRpcClient } {
  const checked = normalizeNodeConfig(node);
  const client = new JsonRpcClient({
    url: checked.rpcUrl, timeoutMs: options.timeoutMs, signal: options.signal,
    maxResponseBytes: options.maxResponseBytes, onRequest: options.onRequest, knowledge: options.knowledge,
  });
  return { node: checked, client };
}
