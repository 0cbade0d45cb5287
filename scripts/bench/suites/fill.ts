// A suite of `npm run bench -- fill`, run in a real extension host over the test build: All Domains filled
// from a devnet, after the setting and after each Refresh, beside the list alone; then Find Domain…
// revealing names of the grouped tree. One line the bench reads; nothing asserted on time.
import * as vscode from 'vscode';
import { getDomainDetails, listTokens, NodeKnowledge } from '../../../src/core';
import { generateNames, NNS_MAINNET_HASH } from '../../../test/devnet';
import { ALL, api, closeDevnets, devnet, setSettings, showViews, waitForView } from '../../../test/integration/helpers';

const COUNT = 100_000;
/** Refreshes, each followed by the list alone. */
const ROUNDS = 5;

export async function run(): Promise<void> {
  const testing = await api();
  const node = await devnet({ names: generateNames(COUNT, { seed: 101 }), personality: 'sessions' });
  try {
    await showViews();
    // The first fill from the setting, then rounds of a refresh and the list alone one after the
    // other: on a loaded machine each pair meets about the same load, so their ratio is the figure.
    const fills: number[] = [];
    const lists: number[] = [];
    // The list alone learns the node once, as the extension does.
    const knowledge = new NodeKnowledge();
    for (let run = 0; run <= ROUNDS; run++) {
      const before = testing.snapshot(ALL).generation;
      const started = performance.now();
      if (run === 0) await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: undefined });
      else await vscode.commands.executeCommand('nns.refresh');
      const all = await waitForView(testing, ALL, (s) => s.generation > before && s.state === 'loaded' && s.description === '100,000', 'All Domains filled', 180_000);
      fills.push(performance.now() - started);
      // Read after the clock stops: the snapshot sorts its names only when they are read.
      if (all.names.length !== COUNT) throw new Error(`All Domains shows ${all.names.length} names`);
      if (run === 0) continue;
      const listed = performance.now();
      const list = await listTokens({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH }, { knowledge });
      if (list.names.length !== COUNT) throw new Error(`listed ${list.names.length} names`);
      lists.push(performance.now() - listed);
    }
    const sorted = testing.snapshot(ALL).names;
    // The rows a reveal shows ask for their details; the devnet, in this same process, builds its
    // storage for them on the first such request (seconds for 100,000 names): done before the clock.
    await getDomainDetails({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH }, sorted.slice(0, 1));
    const reveals: number[] = [];
    for (const share of [0.7, 0.3]) {
      const name = sorted[Math.floor(share * COUNT)]!;
      const started = performance.now();
      await vscode.commands.executeCommand('nns.findDomain', name);
      await waitForView(testing, ALL, (s) => s.selected.includes(name), `${name} selected`, 180_000);
      reveals.push(performance.now() - started);
    }
    const figures = (times: readonly number[]) => times.map((ms) => ms.toFixed(0)).join(',');
    console.log(`BENCH fillMs=${figures(fills)} listMs=${figures(lists)} revealMs=${figures(reveals)}`);
  } finally {
    await closeDevnets();
  }
}
