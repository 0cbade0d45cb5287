#!/usr/bin/env -S node --import tsx
// `npm run neo-go`: a real neo-go v0.122.0 node on 127.0.0.1 with the NNS contract deployed and
// seeded (scripts/lib/neoGo.mts), running until Ctrl-C. Builds neo-go into .cache/neo-go/ the first
// time (needs Go ≥ 1.25 and the Go module proxy), and reuses the seeded chain of an earlier run.
//
//   npm run neo-go [-- options]
//     --config NAME   RPC settings: sessions | no-sessions (default) | expansion | iterator-items-37 |
//                     storage-page-20 | pool-2 (scripts/lib/neoGoConfig.mts)
//     --names N       names to seed (default 10000)
//     --fresh         seed a new chain instead of reusing the cached one
//     --json FILE     also write what the node holds (URL, contract, seed) to FILE
//     -h, --help
import { writeFileSync } from 'node:fs';
import { LaunchError, launcherArgs } from './lib/launcher.mjs';
import { ensureNeoGo, seedChain, startRealNode } from './lib/neoGo.mjs';
import { RPC_CONFIGURATIONS } from './lib/neoGoConfig.mjs';
import { messageOf, runCleanups } from './lib/proc.mjs';

const say = (line: string) => process.stdout.write(`[neo-go] ${line}\n`);
const args = launcherArgs(import.meta.url, {
  config: { type: 'string', default: 'no-sessions' },
  names: { type: 'string', default: '10000' },
  fresh: { type: 'boolean', default: false },
  json: { type: 'string' },
});

try {
  const configuration = RPC_CONFIGURATIONS.find((c) => c.name === args.config);
  if (!configuration) throw new LaunchError(`--config must be one of ${RPC_CONFIGURATIONS.map((c) => c.name).join(', ')}`);
  const names = Number(args.names);
  if (!Number.isInteger(names) || names < 10 || names > 1_000_000) throw new LaunchError('--names needs an integer from 10 to 1,000,000');
  const tools = await ensureNeoGo({ log: say });
  const chain = await seedChain(tools, { names, cache: !args.fresh, log: say });
  const node = await startRealNode({ tools, chain, rpc: configuration.settings, log: say });
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ rpcUrl: node.rpcUrl, configuration, seed: node.seed }, null, 1)}\n`);
  say(`${configuration.name}: ${configuration.description}`);
  say(`RPC ${node.rpcUrl}, NNS contract ${node.contractHash}, ${node.names.length.toLocaleString('en-US')} names`);
  for (const owner of node.owners) {
    say(`  owner ${owner.index} ${owner.address}: ${node.names.filter((n) => n.owner === owner.address).length} names`);
  }
  say(`resolve ${node.seed.resolve.chain} (CNAME chain), ${node.seed.resolve.name} (A, AAAA, TXT address=…)`);
  say('Ctrl-C stops the node.');
  setInterval(() => {}, 1 << 30); // until a signal: proc.mts stops the node and exits
} catch (error) {
  process.stderr.write(`[neo-go] FAILED: ${error instanceof LaunchError ? error.message : messageOf(error)}\n`);
  await runCleanups();
  process.exit(1);
}
