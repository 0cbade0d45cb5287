#!/usr/bin/env -S node --import tsx
// `npm run test:realnode` (stage `realnode` of npm test): the suites of test/realnode/ against a real
// neo-go v0.122.0 node, once per RPC configuration (scripts/lib/neoGoConfig.mts). Builds neo-go into
// .cache/neo-go/ the first time, seeds one chain with the NNS contract and 10,000 names (reused from
// an earlier run), then for each configuration starts a node over a copy of that chain and runs mocha
// with the node's description in NNS_REAL_NODE (a JSON file). Where Go ≥ 1.25 is not on PATH it says
// so and skips, unless NNS_REQUIRE_REAL_NODE=1 (set by .ci/run): then skipping is a failure.
//
//   npm run test:realnode [-- options]
//     --config NAME   only this configuration (repeat the option for several)
//     --grep TEXT     only the tests whose title contains TEXT
//     --fresh         seed a new chain instead of reusing the cached one
//     -h, --help
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finalCounts } from './lib/counts.mjs';
import { LaunchError, launcherArgs, runLauncher } from './lib/launcher.mjs';
import { checkGo, ensureNeoGo, seedChain, startRealNode } from './lib/neoGo.mjs';
import { RPC_CONFIGURATIONS } from './lib/neoGoConfig.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './lib/paths.mjs';
import { run } from './lib/proc.mjs';

const TAG = 'realnode';
const say = (line: string) => process.stdout.write(`[${TAG}] ${line}\n`);
const args = launcherArgs(import.meta.url, {
  config: { type: 'string', multiple: true },
  grep: { type: 'string' },
  fresh: { type: 'boolean', default: false },
});

await runLauncher(TAG, async (tally) => {
  const go = await checkGo();
  if (!go.ok) {
    const required = process.env.NNS_REQUIRE_REAL_NODE === '1';
    say(`SKIPPED: the real-node suites did not run: ${go.reason}.${required ? ' NNS_REQUIRE_REAL_NODE=1 requires them: this counts as a failure.' : ''}`);
    if (required) tally.add({ passed: 0, failed: 1 });
    return;
  }
  const configurations = args.config?.length
    ? args.config.map((name) => {
      const found = RPC_CONFIGURATIONS.find((c) => c.name === name);
      if (!found) throw new LaunchError(`--config must be one of ${RPC_CONFIGURATIONS.map((c) => c.name).join(', ')}`);
      return found;
    })
    : RPC_CONFIGURATIONS;
  const timed = async <T,>(what: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    say(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  say(`Go ${go.version}; neo-go v0.122.0`);
  const tools = await timed('neo-go and nnsfixture ready', () => ensureNeoGo({ log: say }));
  const chain = await timed('chain ready', () => seedChain(tools, { cache: !args.fresh, log: say }));
  if (!chain.reused) say(`seeded ${chain.seed.names.length} names: node start ${chain.timings.startMs} ms, deploy + seed ${chain.timings.seedMs} ms`);
  const out = join(ARTIFACTS_DIR, 'realnode');
  mkdirSync(out, { recursive: true });

  for (const configuration of configurations) {
    const started = Date.now();
    const node = await startRealNode({ tools, chain, rpc: configuration.settings, log: say });
    try {
      const description = join(out, `${configuration.name}.json`);
      writeFileSync(description, `${JSON.stringify({
        configuration,
        rpcUrl: node.rpcUrl,
        register: { command: tools.fixture, args: node.registerArgs },
        seed: node.seed,
      })}\n`);
      say(`=== ${configuration.name}: ${configuration.description} (${node.rpcUrl})`);
      const mocha = ['--no-install', 'mocha', 'test/realnode/**/*.test.ts', ...(args.grep ? ['--grep', args.grep] : [])];
      const result = await run('npx', mocha, {
        cwd: REPO_ROOT, env: { ...process.env, NNS_REAL_NODE: description }, onOutput: (chunk) => process.stdout.write(chunk),
      });
      const counts = finalCounts({ output: result.output, exitCode: result.code, finished: true });
      tally.add(counts);
      say(`${configuration.name}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (result.code !== 0) say(`the node's log ends:\n${node.logTail()}`);
    } finally {
      await node.stop();
    }
  }
});
