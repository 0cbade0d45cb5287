/**
 * `npm run bench`: prints figures, asserts nothing (these machines are shared and noisy).
 * Lists names from a devnet running in its own process, and beside each case the floor: the same
 * HTTP round trips with raw fetch + JSON.parse and no validation or decoding.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { listTokens, buildUnwrapIteratorScript, clearNodeLimitsCache, getDomainDetails, type DomainList } from '../src/core';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Case { label: string; count: number; personality: 'sessions' | 'neo-go' }

const CASES: Case[] = [
  { label: 'sessions', count: 1_000, personality: 'sessions' },
  { label: 'sessions', count: 10_000, personality: 'sessions' },
  { label: 'sessions', count: 100_000, personality: 'sessions' },
  { label: 'script', count: 1_000, personality: 'neo-go' },
];

async function main(): Promise<void> {
  console.log(`NNS Explorer core benchmark (Node ${process.version}; median of ${RUNS} runs, client and floor alternating; the floor is raw fetch + JSON.parse over the same round trips)\n`);
  const rows: string[][] = [['route', 'names', 'time', 'requests', 'target', 'names/s', 'floor', 'ratio', 'cpu ratio', 'peak heap+buffers']];
  for (const benchCase of CASES) {
    const devnet = await startDevnetProcess(benchCase);
    try {
      const node = { rpcUrl: devnet.url, contractHash: NNS };
      await listTokens(node); // warm-up: JIT, connection pool, the node's page size
      // Client and floor runs alternate so that both see the same machine load; medians are compared.
      const runs: { ms: number; cpuMs: number; list: DomainList; peak: number }[] = [];
      const floors: { ms: number; cpuMs: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await measure(() => listTokens(node)));
        floors.push(await timed(() => floor(devnet.url, benchCase)));
      }
      const { list } = runs[0]!;
      const ms = median(runs.map((r) => r.ms));
      const floorMs = median(floors.map((f) => f.ms));
      const cpuRatio = median(runs.map((r) => r.cpuMs)) / median(floors.map((f) => f.cpuMs));
      const peak = Math.max(...runs.map((r) => r.peak));
      if (list.names.length !== benchCase.count || !list.complete) throw new Error(`listed ${list.names.length}, complete=${list.complete}`);
      const target = benchCase.personality === 'sessions' ? `≤ ${Math.ceil(benchCase.count / 100) + 3}` : '—';
      rows.push([benchCase.label, benchCase.count.toLocaleString('en-US'), `${ms.toFixed(0)} ms`, String(list.requests), target,
        Math.round(benchCase.count / (ms / 1000)).toLocaleString('en-US'), `${floorMs.toFixed(0)} ms`, (ms / floorMs).toFixed(2), cpuRatio.toFixed(2),
        `${(peak / 1024 / 1024).toFixed(1)} MB`]);
    } finally {
      await devnet.stop();
    }
  }
  printTable(rows);
  await benchDetails();
  await benchExtension();
  console.log('\nrequests: HTTP requests of one listing with the node\'s page size already known (first contact adds getversion).');
  console.log('cpu ratio: this process\'s CPU time per listing (user + system, medians) over the floor\'s; less sensitive to a busy machine than the time ratio.');
  console.log('peak: the growth of heapUsed + arrayBuffers over the listing, sampled every 5 ms after a GC.');
}

/**
 * The packaged bundle's size, and activate()'s duration in a real extension host (code-server), with a
 * devnet as the configured node to show that activation sends no request.
 */
async function benchExtension(): Promise<void> {
  const runner = await import('./lib/suiteRunner.mjs');
  const { ensureAll } = await import('./lib/install.mjs');
  const { runCleanups } = await import('./lib/proc.mjs');
  const { startDevnet } = await import('../test/devnet');
  const build = spawn('node', ['scripts/build.mjs', '--minify'], { stdio: 'ignore' });
  const [code] = (await once(build, 'exit')) as [number];
  if (code !== 0) throw new Error('the minified build failed');
  const bundleBytes = statSync('dist/extension.js').size;
  console.log(`\nextension bundle (minified, dist/extension.js): ${(bundleBytes / 1024).toFixed(1)} KB (target < 300 KB)`);
  try {
    await ensureAll();
    const suite = await runner.bundleSuite('test/bench/activation.ts');
    const devnet = await startDevnet({ names: [] });
    const times: number[] = [];
    try {
      for (let run = 0; run < 3; run++) {
        const result = await runner.runSuiteInCodeServer({
          extensionPath: process.cwd(), suiteBundle: suite, print: () => undefined,
          workspaceSettings: { 'nns.rpcUrl': devnet.url, 'nns.owner': 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r' },
        });
        const match = /BENCH activationMs=([\d.]+)/.exec(result.output);
        if (!match) throw new Error(`no activation figure: ${result.reason}`);
        times.push(Number(match[1]));
      }
      console.log(`activation in the extension host (code-server 4.100.3): median ${median(times).toFixed(1)} ms of ${times.map((t) => t.toFixed(1)).join(', ')} (target < 50 ms); requests during activation: ${devnet.requests.length}`);
    } finally {
      await devnet.close();
    }
  } finally {
    await runCleanups();
    // Leave the development build in dist/, as `npm run build` would.
    await once(spawn('node', ['scripts/build.mjs'], { stdio: 'ignore' }), 'exit');
  }
}

/** Details (properties + ownerOf) of one owner's 300 names, as the Owner Domains view asks for them. */
async function benchDetails(): Promise<void> {
  const devnet = await startDevnetProcess({ label: 'details', count: 1_500, personality: 'sessions' });
  try {
    const node = { rpcUrl: devnet.url, contractHash: NNS };
    const names = (await listTokens(node)).names.slice(0, 300);
    await getDomainDetails(node, names); // warm-up
    const times: number[] = [];
    let requests = 0;
    let calls = 0;
    for (let run = 0; run < RUNS; run++) {
      requests = 0;
      const { ms, value } = await timed(() => getDomainDetails(node, names, { onRequest: () => { requests++; } }));
      calls = value.length * 2;
      times.push(ms);
    }
    console.log(`\ndetails of 300 names: ${median(times).toFixed(0)} ms (median of ${RUNS}), ${requests} HTTP requests carrying ${calls} invokefunction calls`);
  } finally {
    await devnet.stop();
  }
}

/** The floor: the same round trips as the client, with no schema, no base64, no UTF-8. */
async function floor(url: string, benchCase: Case): Promise<number> {
  let nextId = 1;
  const rpc = async (method: string, params: unknown[]): Promise<{ result: Record<string, unknown> & { stack: { id?: string; value?: unknown[] }[] } }> => {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', method, id: nextId++, params }) });
    return JSON.parse(await response.text());
  };
  const first = await rpc('invokefunction', [NNS, 'tokens', [], []]);
  if (benchCase.label === 'script') {
    const script = buildUnwrapIteratorScript(NNS, 'tokens', [], 1001);
    const unwrapped = await rpc('invokescript', [Buffer.from(script).toString('base64')]);
    return unwrapped.result.stack[0]!.value!.length;
  }
  const session = first.result.session as string;
  const iteratorId = first.result.stack[0]!.id!;
  let total = 0;
  for (;;) {
    const page = (await rpc('traverseiterator', [session, iteratorId, 100])) as unknown as { result: unknown[] };
    total += page.result.length;
    if (page.result.length < 100) break;
  }
  await rpc('terminatesession', [session]);
  return total;
}

async function measure(run: () => Promise<DomainList>): Promise<{ ms: number; cpuMs: number; list: DomainList; peak: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const usage = () => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };
  const base = usage();
  let peak = 0;
  const sampler = setInterval(() => { peak = Math.max(peak, usage() - base); }, 5);
  try {
    const { ms, cpuMs, value } = await timed(run);
    peak = Math.max(peak, usage() - base);
    return { ms, cpuMs, list: value, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Wall time, and this process's CPU time (user + system), which the devnet's own work does not count in. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, value };
}

async function startDevnetProcess(benchCase: Case): Promise<{ url: string; stop: () => Promise<void> }> {
  clearNodeLimitsCache();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/devnet/cli.ts', '--port', '0',
    '--count', String(benchCase.count), '--personality', benchCase.personality, '--seed', '42'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/[\w.:[\]-]+\/?/.exec(output);
      if (match) resolve(match[0].endsWith('/') ? match[0] : `${match[0]}/`);
    });
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
