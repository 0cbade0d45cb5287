// `npm run bench [lists|storage|export|fill|realnode|write|names]`: prints figures and asserts nothing. Each
// listing runs against a devnet in its own process, beside the floor: the same round trips made with raw
// fetch, nothing validated (docs/testing.md, "Benchmarks", says what each part measures).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import type { DomainDetails, DomainList } from '../../src/core';
import type { DetailsFetch } from '../../src/model/details/detailsStore';
import type { ExportSource } from '../../src/model/export/exportRows';
import { median, printTable } from './figures';
import { benchRealNode } from './realNode';
import { benchWrite } from './write';
import { benchNamesFile } from './namesFile';
import { REPO_ROOT } from '../lib/paths.mjs';
import { spawnDevnet } from './devnetProcess';
import { shippedCode, type ShippedCode } from './shippedCode.mjs';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Calls per batch and names per page, as the core sends them to these devnets. */
const BATCH_CALLS = 100;
const PAGE = 100;
const DISTANT_MS = 50;

type Route = 'sessions' | 'expansion' | 'script';
interface Case { route: Route; count: number }
interface DevnetArgs { count: number; personality: string; latencyMs?: number; noBatch?: boolean; walkCostNs?: number }

/** The script route: C# with sessions off and a list one invocation returns whole (longer lists are read from storage). */
const PERSONALITY: Record<Route, string> = { sessions: 'sessions', expansion: 'neo-go-expansion', script: 'csharp-nosession' };

const LOOPBACK: Case[] = [
  { route: 'sessions', count: 1_000 },
  { route: 'sessions', count: 10_000 },
  { route: 'sessions', count: 100_000 },
  { route: 'expansion', count: 100_000 },
  { route: 'script', count: 1_000 },
];
const DISTANT = [10_000, 100_000];
/** Sessions off: names listed from storage, on loopback and from a distant node (BENCH_STORAGE=50000 for one size). */
const STORAGE = process.env.BENCH_STORAGE ? process.env.BENCH_STORAGE.split(',').map(Number) : [5_000, 50_000, 200_000];
/** findstorage's page on both nodes by default. */
const STORAGE_PAGE = 50;
/** What the distant node spends on each storage entry findstorage walks (issue 18 assumes 1 µs). */
const WALK_COST_NS = 1_000;
/** Batches of findstorage pages the core keeps in flight at once (storageListing.ts). */
const STORAGE_IN_FLIGHT = 3;
/** A listing that takes longer than this is measured once (today's offsets at 200,000 names take minutes). */
const ONCE_OVER_MS = 20_000;

/** Issue 9's bound for a listing over a session: 3 + ⌈(N + 1) / (100 × page)⌉ HTTP requests. */
function requestBound(count: number): number {
  return 3 + Math.ceil((count + 1) / (BATCH_CALLS * PAGE));
}

/** Issue 18's bound for a listing from storage: 5 + ⌈(N / page + 256) / 100⌉ HTTP requests. */
function storageBound(count: number): number {
  return 5 + Math.ceil((count / STORAGE_PAGE + 256) / BATCH_CALLS);
}

/** What the extension ships (shippedCode.mts), loaded before anything is measured. */
let code: ShippedCode;
/** What the nodes taught, as the extension keeps it: each devnet started learns anew. */
let knowledge: InstanceType<ShippedCode['NodeKnowledge']>;

async function main(): Promise<void> {
  code = await shippedCode();
  knowledge = new code.NodeKnowledge();
  if (process.argv.includes('fill')) {
    const runner = await import('../lib/suiteRunner.mjs');
    const { ensureAll } = await import('../lib/install.mjs');
    const { runCleanups } = await import('../lib/proc.mjs');
    await once(spawn('node', ['scripts/build.mjs'], { stdio: 'ignore' }), 'exit');
    try {
      await ensureAll();
      const { extensionUnderTest } = await import('../lib/testExtension.mjs');
      await benchViewFill(runner, await extensionUnderTest(REPO_ROOT, () => undefined));
    } finally {
      await runCleanups();
    }
    return;
  }
  if (process.argv.includes('export')) {
    benchExport();
    await benchExportDetails();
    return;
  }
  if (process.argv.includes('realnode')) {
    await benchRealNode(RUNS);
    return;
  }
  if (process.argv.includes('write')) {
    await benchWrite(RUNS);
    return;
  }
  if (process.argv.includes('names')) {
    await benchNamesFile(RUNS);
    return;
  }
  if (process.argv.includes('storage')) {
    await benchStorage();
    return;
  }
  const listsOnly = process.argv.includes('lists');
  console.log(`NNS Explorer core benchmark (Node ${process.version}; median of ${RUNS} runs, client and floor alternating; the floor is raw fetch + JSON.parse over the same round trips)\n`);
  await benchLoopback();
  await benchDistant();
  await benchStorage();
  console.log('\nrequests: HTTP requests of one listing with the node already known (first contact: getversion rides in the first request);');
  console.log('  one page per request: the node refuses batches (--no-batch), measured once, its first listing (getversion alone once).');
  console.log('bound: 3 + ⌈(N + 1) / (100 × page)⌉, the most a listing over a session may make, first contact included;');
  console.log('  from storage 5 + ⌈(N / 50 + 256) / 100⌉ (invokefunction; the script, the count and the first page; the 256 parts\' pages of 50, 100 to a request,');
  console.log('  three requests in flight; parts longer than planned). walked/name: the storage entries the node\'s findstorage walked, per name listed.');
  console.log('cpu ratio: this process\'s CPU time per listing (user + system, medians) over the floor\'s; less sensitive to a busy machine than the time ratio.');
  console.log('peak: the growth of heapUsed + arrayBuffers over one more listing, from after a GC, sampled every 5 ms and after each batch (not in the timed runs).');
  if (listsOnly) return;
  await benchRealNode(RUNS);
  await benchWrite(RUNS);
  await benchNamesFile(RUNS);
  await benchDetails();
  benchExport();
  await benchExportDetails();
  await benchExtension();
}

/** Loopback: what the client itself costs beside the floor; round trips are nearly free here. */
async function benchLoopback(): Promise<void> {
  console.log('Loopback');
  const rows: string[][] = [['route', 'names', 'time', 'requests', 'bound', 'names/s', 'floor', 'ratio', 'cpu ratio', 'peak heap+buffers']];
  for (const benchCase of LOOPBACK) {
    const devnet = await startDevnetProcess({ count: benchCase.count, personality: PERSONALITY[benchCase.route] });
    try {
      const node = { rpcUrl: devnet.url, contractHash: NNS };
      await code.listTokens(node, { knowledge }); // warm-up: JIT, connection pool, the node's page size
      // Client and floor runs alternate so that both see the same machine load; medians are compared.
      const runs: Timed<DomainList>[] = [];
      const floors: Timed<number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await timed(() => code.listTokens(node, { knowledge })));
        floors.push(await timed(() => floor(devnet.url, benchCase.route)));
      }
      const list = checked(runs[0]!.value, benchCase.count);
      const peak = await peakOf((sample) => code.listTokens(node, { onPage: sample, knowledge }));
      const ms = median(runs.map((r) => r.ms));
      const floorMs = median(floors.map((f) => f.ms));
      const cpuRatio = median(runs.map((r) => r.cpuMs)) / median(floors.map((f) => f.cpuMs));
      rows.push([benchCase.route, fmt(benchCase.count), `${ms.toFixed(0)} ms`, String(list.requests),
        benchCase.route === 'script' ? '—' : `≤ ${requestBound(benchCase.count)}`,
        fmt(Math.round(benchCase.count / (ms / 1000))), `${floorMs.toFixed(0)} ms`, (ms / floorMs).toFixed(2), cpuRatio.toFixed(2),
        megabytes(peak)]);
    } finally {
      await devnet.stop();
    }
  }
  printTable(rows);
}

/**
 * A distant node (every HTTP request answered 50 ms late): the batched listing, the floor making
 * the same round trips, and the same listing one page per request (how the core listed before
 * batches, and still lists where a node refuses them), measured once: it takes long.
 */
async function benchDistant(): Promise<void> {
  console.log(`\nA distant node: ${DISTANT_MS} ms added to every HTTP request (sessions)`);
  const rows: string[][] = [['names', 'time', 'requests', 'target', 'floor', 'ratio', 'one page per request', 'requests', 'speed-up', 'peak heap+buffers']];
  for (const count of DISTANT) {
    const batched = await startDevnetProcess({ count, personality: 'sessions', latencyMs: DISTANT_MS });
    const paged = await startDevnetProcess({ count, personality: 'sessions', latencyMs: DISTANT_MS, noBatch: true });
    try {
      const node = { rpcUrl: batched.url, contractHash: NNS };
      await code.listTokens(node, { knowledge });
      const runs: Timed<DomainList>[] = [];
      const floors: Timed<number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await timed(() => code.listTokens(node, { knowledge })));
        floors.push(await timed(() => floor(batched.url, 'sessions')));
      }
      const list = checked(runs[0]!.value, count);
      const peak = await peakOf((sample) => code.listTokens(node, { onPage: sample, knowledge }));
      const pagedNode = { rpcUrl: paged.url, contractHash: NNS };
      await code.getDomainDetails(pagedNode, ['warm-up.neo'], { knowledge }); // learns that this node refuses batches
      const onePerRequest = await timed(() => code.listTokens(pagedNode, { knowledge }));
      checked(onePerRequest.value, count);
      const ms = median(runs.map((r) => r.ms));
      const floorMs = median(floors.map((f) => f.ms));
      const target = count <= 10_000 ? '≤ 0.5 s' : '≤ 3 s';
      rows.push([fmt(count), `${ms.toFixed(0)} ms`, String(list.requests), target, `${floorMs.toFixed(0)} ms`, (ms / floorMs).toFixed(2),
        `${(onePerRequest.ms / 1000).toFixed(1)} s`, String(onePerRequest.value.requests), `${(onePerRequest.ms / ms).toFixed(0)}×`,
        megabytes(peak)]);
    } finally {
      await batched.stop();
      await paged.stop();
    }
  }
  printTable(rows);
}

/**
 * Sessions off (C# 3.7 with its shipped settings): the list from the contract's storage, checked
 * against the contract's first answer, on loopback and from a node 50 ms away that spends 1 µs on each
 * storage entry it walks, beside the floor (the same requests replayed with raw fetch + JSON.parse).
 */
async function benchStorage(): Promise<void> {
  console.log(`\nSessions off (csharp-nosession): the list from the contract's storage; distant: ${DISTANT_MS} ms per request and ${WALK_COST_NS / 1000} µs per storage entry walked`);
  const rows: string[][] = [['names', 'node', 'time', 'requests', 'bound', 'walked/name', 'floor', 'ratio', 'cpu ratio', 'peak heap+buffers']];
  for (const [latencyMs, walkCostNs] of [[0, 0], [DISTANT_MS, WALK_COST_NS]] as const) {
    for (const count of STORAGE) {
      const devnet = await startDevnetProcess({ count, personality: 'csharp-nosession', latencyMs, walkCostNs });
      try {
        const node = { rpcUrl: devnet.url, contractHash: NNS };
        await code.getDomainDetails(node, ['warm-up.neo'], { knowledge }); // learns the node's limits without reading storage (today's offsets take minutes at 200,000)
        // The first listing: what the node walked, and the requests it sent (for the floor to replay).
        const walkedBefore = await devnet.walked();
        const started = performance.now();
        const first = await recorded(() => timed(() => code.listTokens(node, { knowledge }))).catch((error: unknown) => error instanceof Error ? error : new Error(String(error)));
        const walked = (await devnet.walked()) - walkedBefore;
        const nodeName = latencyMs ? `${latencyMs} ms + ${walkCostNs / 1000} µs/entry` : 'loopback';
        if (first instanceof Error) {
          // Today's offsets at 200,000 names: a batch of pages walks for longer than the client waits.
          rows.push([fmt(count), nodeName, `failed after ${((performance.now() - started) / 1000).toFixed(0)} s: ${first.message}`, '—', `≤ ${storageBound(count)}`,
            (walked / count).toFixed(2), '—', '—', '—', '—']);
          continue;
        }
        const list = checked(first.value.value, count, 'storage');
        const once = first.value.ms > ONCE_OVER_MS;
        const runs: Timed<DomainList>[] = once ? [first.value] : [];
        const floors: Timed<number>[] = [];
        for (let run = 0; run < (once ? 1 : RUNS); run++) {
          if (!once) runs.push(await timed(() => code.listTokens(node, { knowledge })));
          floors.push(await timed(() => replay(devnet.url, first.bodies)));
        }
        const peak = once ? undefined : await peakOf((sample) => code.listTokens(node, { onPage: sample, knowledge }));
        const ms = median(runs.map((r) => r.ms));
        const floorMs = median(floors.map((f) => f.ms));
        const cpuRatio = median(runs.map((r) => r.cpuMs)) / median(floors.map((f) => f.cpuMs));
        rows.push([fmt(count), nodeName, `${ms.toFixed(0)} ms${once ? ' (once)' : ''}`,
          String(list.requests), `≤ ${storageBound(count)}`, (walked / count).toFixed(2), `${floorMs.toFixed(0)} ms`, (ms / floorMs).toFixed(2),
          cpuRatio.toFixed(2), peak === undefined ? '—' : megabytes(peak)]);
      } finally {
        await devnet.stop();
      }
    }
  }
  printTable(rows);
}

/** Runs `run` with every request body it POSTs recorded, in the order they were sent. */
async function recorded<T>(run: () => Promise<T>): Promise<{ value: T; bodies: string[] }> {
  const original = globalThis.fetch;
  const bodies: string[] = [];
  globalThis.fetch = (input, init) => {
    if (typeof init?.body === 'string') bodies.push(init.body);
    return original(input, init);
  };
  try {
    return { value: await run(), bodies };
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * The floor of a listing from storage: the requests the client sent, replayed with raw fetch +
 * JSON.parse and nothing checked or decoded: the first two one after the other (the contract's
 * answer, then the count and the first page), the others three in flight. Returns the entries read.
 */
async function replay(url: string, bodies: readonly string[]): Promise<number> {
  const post = async (body: string): Promise<number> => {
    const send = () => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    // A kept-alive connection the devnet closed just then (its keep-alive timeout): once more on a new one.
    const response = await send().catch(send);
    const answer = JSON.parse(await response.text()) as unknown;
    const results = (item: unknown) => ((item as { result?: { results?: unknown[] } }).result?.results ?? []).length;
    return Array.isArray(answer) ? answer.reduce((sum: number, item) => sum + results(item), 0) : results(answer);
  };
  let read = 0;
  for (const body of bodies.slice(0, 2)) read += await post(body);
  const rest = bodies.slice(2);
  const inFlight = rest.slice(0, STORAGE_IN_FLIGHT).map(post);
  for (let i = 0; i < rest.length; i++) {
    read += await inFlight[i]!;
    if (rest[i + STORAGE_IN_FLIGHT] !== undefined) inFlight.push(post(rest[i + STORAGE_IN_FLIGHT]!));
  }
  return read;
}

function checked(list: DomainList, count: number, strategy?: DomainList['strategy']): DomainList {
  if (list.names.length !== count || !list.complete) throw new Error(`listed ${list.names.length} of ${count}, complete=${list.complete}`);
  if (strategy && list.strategy !== strategy) throw new Error(`listed by ${list.strategy}, not ${strategy}`);
  return list;
}

/**
 * The packaged bundle's size, and activate()'s duration in a real extension host (code-server), with a
 * devnet as the configured node to show that activation sends no request.
 */
async function benchExtension(): Promise<void> {
  const runner = await import('../lib/suiteRunner.mjs');
  const { ensureAll } = await import('../lib/install.mjs');
  const { runCleanups } = await import('../lib/proc.mjs');
  const { startDevnet } = await import('../../test/devnet');
  const build = spawn('node', ['scripts/build.mjs', '--minify'], { stdio: 'ignore' });
  const [code] = (await once(build, 'exit')) as [number];
  if (code !== 0) throw new Error('the minified build failed');
  // Both entries of the .vsix: `main` (Node extension hosts) and `browser` (VS Code for the Web).
  const { bundles, MAX_BUNDLE_BYTES } = await import('../bundles.mjs');
  const sizes = bundles({ minify: true }).map(({ name, options }) => `${options.outfile} (${name}) ${(statSync(options.outfile).size / 1024).toFixed(1)} KB`);
  console.log(`\nextension bundles (minified): ${sizes.join(', ')} (target < ${MAX_BUNDLE_BYTES / 1024} KB each)`);
  try {
    await ensureAll();
    // The test build (the product's wiring, minified as it ships) returns what activate() took.
    const { extensionUnderTest } = await import('../lib/testExtension.mjs');
    const extensionPath = await extensionUnderTest(REPO_ROOT, () => undefined, { minify: true });
    const suite = await runner.bundleSuite('scripts/bench/suites/activation.ts');
    const devnet = await startDevnet({ names: [] });
    const times: number[] = [];
    try {
      for (let run = 0; run < 3; run++) {
        const result = await runner.runSuiteInCodeServer({
          extensionPath, suiteBundle: suite, print: () => undefined,
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
    await benchViewFill(runner, extensionPath);
  } finally {
    await runCleanups();
    // Leave the development build in dist/, as `npm run build` would.
    await once(spawn('node', ['scripts/build.mjs'], { stdio: 'ignore' }), 'exit');
  }
}

/**
 * All Domains filled with 100,000 names from a devnet on loopback, in the extension host: from the
 * setting (then Refresh) to the count shown with the rows VS Code fetched, beside the list alone (the
 * devnet runs in that process too, so on a loaded machine the ratio is the figure to compare); then
 * the first reveal of a name in the grouped tree (Find Domain… with the name) and a second one.
 */
async function benchViewFill(runner: typeof import('../lib/suiteRunner.mjs'), extensionPath: string): Promise<void> {
  const suite = await runner.bundleSuite('scripts/bench/suites/fill.ts');
  const result = await runner.runSuiteInCodeServer({ extensionPath, suiteBundle: suite, print: () => undefined });
  const match = /BENCH fillMs=([\d,]+) listMs=([\d,]+) revealMs=([\d,]+)/.exec(result.output);
  if (!match) {
    const errors = result.output.split('\n').filter((line) => line.startsWith('[error]')).slice(0, 5).join('\n');
    throw new Error(`no fill figure: ${result.reason}${errors ? `\n${errors}` : ''}`);
  }
  const [fills, lists, reveals] = [match[1]!, match[2]!, match[3]!].map((figures) => figures.split(',').map(Number));
  const [first, ...refreshes] = fills!;
  // Each refresh beside the list alone that followed it.
  const ratios = refreshes.map((ms, i) => ms / lists![i]!);
  console.log(`All Domains filled with 100,000 names on loopback (extension host): from the setting ${first} ms; after a refresh median ${median(refreshes).toFixed(0)} ms ` +
    `(${refreshes.join(', ')}), the list alone after each median ${median(lists!).toFixed(0)} ms (${lists!.join(', ')}); ` +
    `fill / list median ${median(ratios).toFixed(2)} (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`);
  console.log(`Find Domain… reveal of a name in the 100,000-name grouped tree, until it is selected: first ${reveals![0]} ms, another ${reveals![1]} ms`);
}

/** Details (properties + ownerOf) of one owner's 300 names, as the Owner Domains view asks for them. */
async function benchDetails(): Promise<void> {
  const devnet = await startDevnetProcess({ count: 1_500, personality: 'sessions' });
  try {
    const node = { rpcUrl: devnet.url, contractHash: NNS };
    const names = (await code.listTokens(node, { knowledge })).names.slice(0, 300);
    await code.getDomainDetails(node, names, { knowledge }); // warm-up
    const times: number[] = [];
    let requests = 0;
    let calls = 0;
    for (let run = 0; run < RUNS; run++) {
      requests = 0;
      calls = 0;
      const { ms } = await timed(() => code.getDomainDetails(node, names, { knowledge, onRequest: (event) => { requests++; calls += event.calls ?? 1; } }));
      times.push(ms);
    }
    console.log(`\ndetails of 300 names: ${median(times).toFixed(0)} ms (median of ${RUNS}), ${requests} HTTP requests carrying ${calls} calls `
      + '(a getstorage of each name\'s NameState, and the chain\'s time in each request)');
  } finally {
    await devnet.stop();
  }
}

/**
 * The floor: the same round trips as the client, with no schema, no base64, no UTF-8: invokefunction,
 * batches of 100 traverseiterator calls until a page comes back short, terminatesession.
 */
/**
 * Export Domains… of 100,000 names, half of them with details: the text made and encoded chunk by
 * chunk as the extension's writer does (it lets the editor run after each slice of about 8 ms), here
 * without the editor. The longest chunk is the most a slice can overrun its 8 ms.
 */
function benchExport(): void {
  const entries = Array.from({ length: 100_000 }, (_, i) => ({ name: `name-${i}.neo`, invalidUtf8: false }));
  const owner = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
  const known = new Map<string, DomainDetails>();
  for (let i = 0; i < entries.length; i += 2) known.set(`name-${i}.neo`, { name: `name-${i}.neo`, state: 'active', expiration: Date.now() + i * 60_000, owner });
  const source: ExportSource = {
    view: 'All Domains', node: { rpcUrl: 'http://localhost:50012', contractHash: NNS }, filter: '', warningDays: 30,
    lists: [{ role: 'all', entries, loaded: entries.length, complete: true }], details: (name) => known.get(name),
  };
  const encoder = new TextEncoder();
  for (const format of ['csv', 'json'] as const) {
    const times: number[] = [];
    const longest: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      let last = started;
      let max = 0;
      bytes = 0;
      for (const chunk of code.exportChunks(format, source, Date.now())) {
        bytes += encoder.encode(chunk.text).length;
        const now = performance.now();
        max = Math.max(max, now - last);
        last = now;
      }
      times.push(performance.now() - started);
      longest.push(max);
    }
    console.log(`export of 100,000 names as ${format.toUpperCase()}: ${median(times).toFixed(0)} ms (median of ${RUNS}), ${megabytes(bytes)}, the longest chunk ${median(longest).toFixed(1)} ms`);
  }
}

/**
 * Export Domains… of 100,000 names with Load Them First, from a node 50 ms away: their details loaded
 * through the details store as the extension loads them (batches of 99 names, 4 requests in flight),
 * once. Beside it how long the event loop was ever held (a timer every 10 ms, its lateness):
 * what a user of the editor would feel meanwhile.
 */
async function benchExportDetails(): Promise<void> {
  const count = 100_000;
  const devnet = await startDevnetProcess({ count, personality: 'sessions', latencyMs: DISTANT_MS });
  try {
    const node = { rpcUrl: devnet.url, contractHash: NNS };
    const { names } = await code.listTokens(node, { knowledge });
    const store = new code.DetailsStore();
    let requests = 0;
    let batches = 0;
    store.onDidChange(() => batches++);
    const fetch: DetailsFetch = (asked, { signal, onDetails }) => code.getDomainDetails(node, asked, {
      knowledge, signal, onDetails, onRequest: () => requests++, parallelRequests: code.MAX_PARALLEL_REQUESTS,
    });
    let longest = 0;
    let expected = performance.now() + 10;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - expected);
      expected = now + 10;
    }, 10);
    const { ms } = await timed(() => store.request('bench', names, 'export', fetch));
    clearInterval(ticker);
    const loaded = names.filter((name) => store.get(name) && store.get(name)!.state !== 'error').length;
    console.log(`details of ${fmt(count)} names for an export, node ${DISTANT_MS} ms away: ${(ms / 1000).toFixed(1)} s, ${fmt(requests)} HTTP requests ${code.MAX_PARALLEL_REQUESTS} at a time, ` +
      `${fmt(batches)} batches shown as they came, ${fmt(loaded)} loaded; the event loop held at most ${longest.toFixed(0)} ms`);
  } finally {
    await devnet.stop();
  }
}

async function floor(url: string, route: Route): Promise<number> {
  let nextId = 1;
  const post = async (body: unknown): Promise<unknown> => {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return JSON.parse(await response.text());
  };
  const call = (method: string, params: unknown[]) => ({ jsonrpc: '2.0', method, id: nextId++, params });
  type Invoked = { result: { session?: string; stack: { id?: string; iterator?: unknown[]; value?: unknown[] }[] } };
  const first = (await post(call('invokefunction', [NNS, 'tokens', [], []]))) as Invoked;
  if (route === 'script') {
    const script = code.buildUnwrapIteratorScript(NNS, 'tokens', [], 1001);
    const unwrapped = (await post(call('invokescript', [Buffer.from(script).toString('base64')]))) as Invoked;
    return unwrapped.result.stack[0]!.value!.length;
  }
  const { session } = first.result;
  const item = first.result.stack[0]!;
  let total = item.iterator?.length ?? 0;
  if (!session || !item.id) return total;
  for (let exhausted = false; !exhausted;) {
    const batch = Array.from({ length: BATCH_CALLS }, () => call('traverseiterator', [session, item.id, PAGE]));
    const pages = (await post(batch)) as { result: unknown[] }[];
    for (const page of pages) {
      total += page.result.length;
      if (page.result.length < PAGE) exhausted = true;
    }
  }
  await post(call('terminatesession', [session]));
  return total;
}

/**
 * The listing's peak memory: heapUsed + arrayBuffers above where they were after a GC, sampled every
 * 5 ms and after each batch's names are in (a run of its own).
 */
async function peakOf(run: (sample: () => void) => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = () => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };
  const base = usage();
  let peak = 0;
  const sample = () => { peak = Math.max(peak, usage() - base); };
  const sampler = setInterval(sample, 5);
  try {
    await run(sample);
    sample();
    return peak;
  } finally {
    clearInterval(sampler);
  }
}

interface Timed<T> { ms: number; cpuMs: number; value: T }

/** Wall time, and this process's CPU time (user + system), which the devnet's own work does not count in. */
async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  (globalThis as { gc?: () => void }).gc?.(); // each run starts from the same clean heap
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, value };
}

interface DevnetProcess {
  url: string;
  /** The storage entries its findstorage has walked so far. */
  walked: () => Promise<number>;
  stop: () => Promise<void>;
}

async function startDevnetProcess(args: DevnetArgs): Promise<DevnetProcess> {
  knowledge = new code.NodeKnowledge();
  const devnet = await spawnDevnet(['--count', String(args.count), '--personality', args.personality, '--seed', '42',
    ...(args.latencyMs ? ['--latency', String(args.latencyMs)] : []), ...(args.noBatch ? ['--no-batch'] : []),
    ...(args.walkCostNs ? ['--walk-cost-ns', String(args.walkCostNs)] : [])]);
  const { child } = devnet;
  return {
    url: devnet.url,
    walked: () => new Promise<number>((resolve) => {
      const from = devnet.output().length;
      const onData = (): void => {
        const line = /^walked (\d+)$/m.exec(devnet.output().slice(from));
        if (!line) return;
        child.stdout!.off('data', onData);
        resolve(Number(line[1]));
      };
      child.stdout!.on('data', onData);
      child.stdin!.write('walked\n');
    }),
    stop: devnet.stop,
  };
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
