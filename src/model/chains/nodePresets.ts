// The nodes `nns.selectNode` offers, and their names: the one table both Select Node… and `npm start
// -- --help` read. Public endpoints from the Neo docs; the local one is neo-express's default (its first
// consensus node's RPC port, 50012), named as such: a devnet elsewhere is not it.
import type { Localizer } from '../text/localizer';

export interface NodePreset {
  readonly id: 'mainnet' | 'testnet' | 'local';
  readonly url: string;
}

/** neo-express's default RPC port: the local preset's, and the playground devnet's when free. */
export const LOCAL_NODE_PORT = 50012;

export const NODE_PRESETS: readonly NodePreset[] = [
  { id: 'mainnet', url: 'https://mainnet1.neo.coz.io:443' },
  { id: 'testnet', url: 'https://testnet1.neo.coz.io:443' },
  { id: 'local', url: `http://localhost:${LOCAL_NODE_PORT}` },
];

export const DEFAULT_RPC_URL = 'https://mainnet1.neo.coz.io:443';

export function presetById(id: string): NodePreset | undefined {
  return NODE_PRESETS.find((preset) => preset.id === id);
}

/** A preset's name as the user reads it (`npm start -- --help` names the local one with the English localizer). */
export function presetName(preset: NodePreset, l10n: Localizer): string {
  switch (preset.id) {
    case 'mainnet':
      return l10n.t('MainNet');
    case 'testnet':
      return l10n.t('TestNet');
    case 'local':
      return l10n.t('neo-express (default port)');
  }
}
