// A suite for `npm run bench`, run inside a real VS Code extension host: how long All Domains takes
// to fill with 100,000 names from a devnet on loopback, from the setting that points it at the node
// (then from Refresh) to the count shown with the grouped rows VS Code fetched; beside it the list
// alone, listed by the core in this same process. One line the bench reads; nothing asserted on time.
import * as vscode from 'vscode';
import { listTokens } from '../../src/core';
import { generateNames, NNS_MAINNET_HASH } from '../devnet';
import { ALL, api, closeDevnets, devnet, setSettings, showViews, waitForView } from '../integration/helpers';

const COUNT = 100_000;

export async function run(): Promise<void> {
  const testing = await api();
  const node = await devnet({ names: generateNames(COUNT, { seed: 101 }), personality: 'sessions' });
  try {
    await showViews();
    const fills: number[] = [];
    for (let run = 0; run < 3; run++) {
      const before = testing.snapshot(ALL).generation;
      const started = performance.now();
      if (run === 0) await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: undefined });
      else await vscode.commands.executeCommand('nns.refresh');
      const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded' && s.description === '100,000', 'All Domains filled', 180_000);
      if (all.names.length !== COUNT) throw new Error(`All Domains shows ${all.names.length} names`);
      fills.push(performance.now() - started);
    }
    const lists: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const list = await listTokens({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH });
      if (list.names.length !== COUNT) throw new Error(`listed ${list.names.length} names`);
      lists.push(performance.now() - started);
    }
    console.log(`BENCH fillMs=${fills.map((ms) => ms.toFixed(0)).join(',')} listMs=${lists.map((ms) => ms.toFixed(0)).join(',')}`);
  } finally {
    await closeDevnets();
  }
}
