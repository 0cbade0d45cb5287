import { blockedPortOf } from './blockedPorts';
import { NnsError } from '../errors/nnsError';
import { parseDisplayHash } from '../encoding/hex';
import type { NodeConfig } from './types';

/** The NNS contract on MainNet and TestNet (T5). */
export const NNS_MAINNET_HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

/** An http(s) URL without credentials on a port fetch allows (it refuses others), as given. Throws INVALID_INPUT (`rpcUrl`). */
export function normalizeRpcUrl(input: string): string {
  const text = input.trim();
  const fail = (why: string): never => {
    throw new NnsError('INVALID_INPUT', `RPC URL "${text}" ${why}`, { field: 'rpcUrl' });
  };
  if (text === '') throw new NnsError('INVALID_INPUT', 'RPC URL is empty: enter a node address such as https://mainnet1.neo.coz.io:443.', { field: 'rpcUrl' });
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return fail('has no scheme: start it with http:// or https://.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('is not a URL: it needs a scheme and a host, e.g. http://localhost:50012.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`uses ${url.protocol.replace(':', '')}; only http and https are supported.`);
  if (url.username || url.password) return fail('contains a user name or password; credentials in the URL are not supported.');
  const blocked = blockedPortOf(url);
  if (blocked !== undefined) {
    return fail(`uses port ${blocked}, which fetch refuses (browsers and Node.js keep it for other services): run the node on another port, e.g. 10332.`);
  }
  return url.href;
}

/** `0x` + 40 lower-case hex. Throws INVALID_INPUT (`contractHash`). */
export function normalizeContractHash(input: string): string {
  const hash = parseDisplayHash(input);
  if (!hash) {
    throw new NnsError('INVALID_INPUT', `Contract hash "${input.trim()}" is not a script hash: expected 0x followed by 40 hex digits.`, { field: 'contractHash' });
  }
  return hash;
}

export function normalizeNodeConfig(node: NodeConfig): NodeConfig {
  return { rpcUrl: normalizeRpcUrl(node.rpcUrl), contractHash: normalizeContractHash(node.contractHash) };
}
