// The nodes `nns.selectNode` offers. Public endpoints from the Neo docs; the local one is neo-express's
// default (its first consensus node's RPC port, 50012), named as such: a devnet elsewhere is not it.
export interface NodePreset {
  readonly id: 'mainnet' | 'testnet' | 'local';
  readonly url: string;
}

export const NODE_PRESETS: readonly NodePreset[] = [
  { id: 'mainnet', url: 'https://mainnet1.neo.coz.io:443' },
  { id: 'testnet', url: 'https://testnet1.neo.coz.io:443' },
  { id: 'local', url: 'http://localhost:50012' },
];

export const DEFAULT_RPC_URL = 'https://mainnet1.neo.coz.io:443';

export function presetById(id: string): NodePreset | undefined {
  return NODE_PRESETS.find((preset) => preset.id === id);
}
