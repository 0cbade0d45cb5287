// A real Neo node for the tests and the playground: neo-go v0.122.0 built from the Go module proxy
// into .cache/neo-go/, a single-validator chain on 127.0.0.1 with the NNS contract deployed and
// seeded, and nodes started over that chain with the RPC settings a suite needs.
//
//   const tools = await ensureNeoGo();                 // builds once (~1 min warm), then reused
//   const chain = await seedChain(tools, { names: 10_000 });   // once per run: deploy + seed, node stopped
//   const node = await startRealNode({ tools, chain, rpc: { sessions: true } });
//   node.rpcUrl, node.contractHash, node.seed.names …; await node.register(['new.neo'], 0); await node.stop();
//
// The NNS contract is neo-go's examples/nft-nd-nns. Its Go module is not served by the module proxy
// these machines reach, so it cannot be compiled here; neo-go's own module carries a chain dump
// (pkg/services/rpcsrv/testdata/testblocks.acc, made by its internal/basicchain) whose block #11
// deploys that contract as neo-go compiled it. `nnsfixture extract` (scripts/neo-go, neo-go's library)
// reads the NEF and manifest from there into .cache/; nothing of the contract is in the repository.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './codeServer.mjs';
import { COMMITTEE_ADDRESS, nodeConfig, nodeConfigText, VALIDATOR_WALLET_PASSWORD, type RpcSettings } from './neoGoConfig.mjs';
import { readSeedResult, type SeedName, type SeedOwner, type SeedResult } from './neoGoSeed.mjs';
import { REPO_ROOT } from './paths.mjs';
import { addCleanup, messageOf, run, stopTree } from './proc.mjs';

export const NEO_GO_VERSION = '0.122.0';
/** The oldest Go that builds neo-go v0.122.0 (its go.mod says go 1.25.0). */
export const GO_MINIMUM = [1, 25] as const;
/** Our Go module: go.mod pins neo-go; nnsfixture/ extracts and seeds the NNS contract. */
export const NEO_GO_MODULE_DIR = join(REPO_ROOT, 'scripts', 'neo-go');
export const NEO_GO_CACHE = join(REPO_ROOT, '.cache', 'neo-go', `v${NEO_GO_VERSION}`);
const NEO_GO_PATH = 'github.com/nspcc-dev/neo-go';

type Log = (line: string) => void;
const quietLog: Log = () => {};

export type GoCheck = { readonly ok: true; readonly version: string } | { readonly ok: false; readonly reason: string };

/** Whether a Go toolchain that builds neo-go is on PATH (`go version`, at least 1.25). */
export async function checkGo(): Promise<GoCheck> {
  let output: string;
  try {
    const result = await run('go', ['version'], { quiet: true, timeoutMs: 30_000 });
    if (result.code !== 0) return { ok: false, reason: `\`go version\` failed (exit ${result.code})` };
    output = result.output;
  } catch (error) {
    return { ok: false, reason: `no Go on PATH (${messageOf(error)})` };
  }
  return goVersionCheck(output);
}

/** What `go version` printed, judged: at least GO_MINIMUM, or why not. */
export function goVersionCheck(output: string): GoCheck {
  const match = /\bgo(\d+)\.(\d+)/.exec(output);
  if (!match) return { ok: false, reason: `\`go version\` said "${output.trim()}"` };
  const [major, minor] = [Number(match[1]), Number(match[2])];
  const version = `${major}.${minor}`;
  if (major < GO_MINIMUM[0] || (major === GO_MINIMUM[0] && minor < GO_MINIMUM[1])) {
    return { ok: false, reason: `Go ${version} on PATH; neo-go v${NEO_GO_VERSION} needs Go ${GO_MINIMUM.join('.')} or later` };
  }
  return { ok: true, version };
}

/** The built programs and the files the chain needs, all under .cache/neo-go/. */
export interface NeoGoTools {
  /** neo-go's CLI (`neo-go node`, `contract`, `wallet`…), v0.122.0. */
  readonly cli: string;
  /** Our nnsfixture (extract, seed, register). */
  readonly fixture: string;
  /** The NNS contract, extracted from neo-go's chain dump. */
  readonly nef: string;
  readonly manifest: string;
  /** neo-go's single-validator wallet (cli/testdata/wallet1_solo.json of its module). */
  readonly wallet: string;
  /** Milliseconds spent building now (0: reused). */
  readonly buildMs: { readonly cli: number; readonly fixture: number };
}

/**
 * Builds neo-go's CLI and nnsfixture into .cache/neo-go/v0.122.0/ unless the same sources built them
 * already (a stamp of go.mod, go.sum and nnsfixture's sources), and extracts the NNS contract.
 * Needs Go ≥ 1.25 and the Go module proxy (the module cache, once filled, is enough).
 */
export async function ensureNeoGo({ log = quietLog }: { log?: Log } = {}): Promise<NeoGoTools> {
  const go = await checkGo();
  if (!go.ok) throw new Error(go.reason);
  mkdirSync(NEO_GO_CACHE, { recursive: true });
  const env = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=readonly' };
  const moduleFiles = ['go.mod', 'go.sum'].map((f) => join(NEO_GO_MODULE_DIR, f));
  const fixtureDir = join(NEO_GO_MODULE_DIR, 'nnsfixture');
  const fixtureFiles = [...moduleFiles, ...readdirSync(fixtureDir).filter((f) => f.endsWith('.go')).sort().map((f) => join(fixtureDir, f))];

  const cli = join(NEO_GO_CACHE, 'neo-go');
  const cliMs = await buildOnce({
    output: cli, stampOf: moduleFiles, env, log, what: `neo-go v${NEO_GO_VERSION}`,
    args: (out) => ['build', '-trimpath', '-ldflags', `-X ${NEO_GO_PATH}/pkg/config.Version=${NEO_GO_VERSION}`, '-o', out, `${NEO_GO_PATH}/cli`],
  });
  const fixture = join(NEO_GO_CACHE, 'nnsfixture');
  const fixtureMs = await buildOnce({
    output: fixture, stampOf: fixtureFiles, env, log, what: 'nnsfixture',
    args: (out) => ['build', '-trimpath', '-o', out, './nnsfixture'],
  });

  const listed = await run('go', ['list', '-m', '-f', '{{.Dir}}', NEO_GO_PATH], { cwd: NEO_GO_MODULE_DIR, env, quiet: true });
  const moduleDir = listed.output.trim();
  if (listed.code !== 0 || !existsSync(moduleDir)) throw new Error(`go list -m ${NEO_GO_PATH} failed: ${listed.output.slice(-2000)}`);

  const nnsDir = join(NEO_GO_CACHE, 'nns');
  const nef = join(nnsDir, 'nns.nef');
  const manifest = join(nnsDir, 'nns.manifest.json');
  if (!existsSync(nef) || !existsSync(manifest) || fixtureMs > 0) {
    const dump = join(moduleDir, 'pkg', 'services', 'rpcsrv', 'testdata', 'testblocks.acc');
    const extracted = await run(fixture, ['extract', '-dump', dump, '-out', nnsDir], { quiet: true });
    if (extracted.code !== 0) throw new Error(`nnsfixture extract failed: ${extracted.output}`);
    log(extracted.output.trim());
  }
  const wallet = join(NEO_GO_CACHE, 'wallet1_solo.json');
  if (!existsSync(wallet)) {
    // The module cache is read-only: a copy the node may open (it only reads it).
    writeFileSync(wallet, readFileSync(join(moduleDir, 'cli', 'testdata', 'wallet1_solo.json')));
  }
  return { cli, fixture, nef, manifest, wallet, buildMs: { cli: cliMs, fixture: fixtureMs } };
}

/**
 * `go build` into output unless its stamp says the same sources built it. Returns the build's
 * milliseconds (0: reused). Built under a name of this process, then renamed: two runs building at
 * once each get a whole binary.
 */
async function buildOnce({ output, stampOf, env, log, what, args: argsFor }: {
  output: string; stampOf: readonly string[]; env: NodeJS.ProcessEnv; log: Log; what: string; args: (out: string) => readonly string[];
}): Promise<number> {
  const hash = createHash('sha256');
  for (const file of stampOf) hash.update(file).update(readFileSync(file));
  const stamp = hash.digest('hex');
  const stampFile = `${output}.stamp`;
  if (existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 0;
  log(`building ${what} (the first time takes a minute or more: Go downloads and compiles the modules)…`);
  const started = Date.now();
  const temporary = `${output}.${process.pid}.tmp`;
  const args = argsFor(temporary);
  const built = await run('go', args, { cwd: NEO_GO_MODULE_DIR, env, quiet: true, timeoutMs: 20 * 60_000 });
  if (built.code !== 0) throw new Error(`go ${args.join(' ')} failed (exit ${built.code}):\n${built.output.slice(-4000)}`);
  renameSync(temporary, output);
  writeFileSync(stampFile, stamp);
  const ms = Date.now() - started;
  log(`built ${what} in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/** A chain with the NNS contract deployed and seeded, its node stopped: start nodes over copies of it. */
export interface SeededChain {
  /** The BoltDB file (copied, never opened, by startRealNode). */
  readonly dbFile: string;
  readonly seed: SeedResult;
  /** Milliseconds: the first node's start (genesis to answering RPC) and nnsfixture seed (deploy included). */
  readonly timings: { readonly startMs: number; readonly seedMs: number };
  /** True when an earlier run's chain of the same inputs was reused. */
  readonly reused: boolean;
}

export interface SeedOptions {
  /** Names to register (default 10,000). */
  readonly names?: number;
  /** Keep and reuse the chain under .cache/neo-go/ (default true; a chain older than 30 days is made anew). */
  readonly cache?: boolean;
  readonly log?: Log;
}

const CHAIN_MAX_AGE_MS = 30 * 24 * 3600_000;

/**
 * Makes (or reuses) a seeded chain: starts a node on an empty chain, deploys and seeds the NNS contract
 * with nnsfixture, stops the node. The seeding node allows big test invocations (the system fee of a
 * transaction of 200 `register` calls).
 */
export async function seedChain(tools: NeoGoTools, { names = 10_000, cache = true, log = quietLog }: SeedOptions = {}): Promise<SeededChain> {
  // A chain is only as good as the protocol it was made with (a node refuses a DB of another one).
  const protocol = JSON.stringify((nodeConfig({ rpcPort: 0, p2pPort: 0, dbFile: '', walletFile: '', rpc: {} }) as { ProtocolConfiguration: unknown }).ProtocolConfiguration);
  const key = createHash('sha256').update(readFileSync(`${tools.fixture}.stamp`)).update(readFileSync(tools.nef)).update(protocol).update(`${names}`)
    .digest('hex').slice(0, 16);
  const chainDir = join(NEO_GO_CACHE, 'chains', `${names}-${key}`);
  const dbFile = join(chainDir, 'chain.bolt');
  const seedFile = join(chainDir, 'seed.json');
  if (cache && existsSync(seedFile) && existsSync(dbFile) && Date.now() - statSync(seedFile).mtimeMs < CHAIN_MAX_AGE_MS) {
    log(`reusing the seeded chain ${chainDir.slice(REPO_ROOT.length + 1)}`);
    return { dbFile, seed: readSeedResult(seedFile), timings: { startMs: 0, seedMs: 0 }, reused: true };
  }
  // Seeded in a folder of its own, renamed into place when complete: two runs seeding at once (two
  // launchers, a launcher and npm start) each finish, and the first rename wins.
  mkdirSync(join(NEO_GO_CACHE, 'chains'), { recursive: true });
  const workDir = mkdtempSync(join(NEO_GO_CACHE, 'chains', '.seeding-'));
  const workDb = join(workDir, 'chain.bolt');
  const started = Date.now();
  const node = await startNode(tools, { dbFile: workDb, rpc: { maxGasInvoke: 5000 }, log });
  const startMs = Date.now() - started;
  try {
    const seeding = Date.now();
    const seeded = await run(tools.fixture, [
      'seed', '-rpc', node.rpcUrl, '-wallet', tools.wallet, '-password', VALIDATOR_WALLET_PASSWORD,
      '-nef', tools.nef, '-manifest', tools.manifest, '-names', String(names), '-out', join(workDir, 'seed.json'),
    ], { quiet: true, timeoutMs: 10 * 60_000 });
    if (seeded.code !== 0) throw new Error(`nnsfixture seed failed (exit ${seeded.code}): ${seeded.output.slice(-3000)}\nnode log: ${node.logTail()}`);
    log(seeded.output.trim());
    const seedMs = Date.now() - seeding;
    await node.stop();
    // Another run may have put its chain there meanwhile (and may be copying it): then that one is used.
    if (!existsSync(seedFile)) {
      rmSync(chainDir, { recursive: true, force: true });
      try {
        renameSync(workDir, chainDir);
      } catch {
        // lost the race to another run's rename
      }
    }
    // Chains of the same size made from other inputs are stale: only this one can be reused now.
    for (const entry of readdirSync(join(NEO_GO_CACHE, 'chains'))) {
      if (entry.startsWith(`${names}-`) && join(NEO_GO_CACHE, 'chains', entry) !== chainDir) rmSync(join(NEO_GO_CACHE, 'chains', entry), { recursive: true, force: true });
    }
    return { dbFile, seed: readSeedResult(seedFile), timings: { startMs, seedMs }, reused: false };
  } finally {
    await node.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A running neo-go node over a copy of a seeded chain. */
export interface RealNode {
  readonly rpcUrl: string;
  readonly contractHash: string;
  /** Every name registered by the seed, with its owner (after the transfer). */
  readonly names: readonly SeedName[];
  readonly owners: readonly SeedOwner[];
  /** All the seed wrote: roots, admin, records, transfer, names to resolve. */
  readonly seed: SeedResult;
  readonly rpc: RpcSettings;
  /** The committee (sender of every seed transaction). */
  readonly committee: string;
  /** Milliseconds from spawn to the first RPC answer. */
  readonly startMs: number;
  /**
   * The arguments of `nnsfixture` (tools.fixture) that register on this node; append `-owner I` and
   * `-name N` (repeatable) for names of owner I in one transaction. For a test in another process.
   */
  readonly registerArgs: readonly string[];
  /** Registers more names for owner `ownerIndex` (one transaction) and waits for its block. */
  register(names: readonly string[], ownerIndex: number): Promise<void>;
  /** The end of the node's log (for failure messages). */
  logTail(): string;
  /** Stops the node and removes its folder (idempotent; also on Ctrl-C through proc.mts). */
  stop(): Promise<void>;
}

export interface StartRealNodeOptions {
  /** Made by ensureNeoGo() when not given. */
  readonly tools?: NeoGoTools;
  /** Made by seedChain() (10,000 names) when not given. */
  readonly chain?: SeededChain;
  /** The RPC settings (default: neo-go's, sessions off). */
  readonly rpc?: RpcSettings;
  readonly log?: Log;
}

/** Starts a node over a fresh copy of the seeded chain: the chain as seeded, whatever ran before. */
export async function startRealNode({ tools, chain, rpc = {}, log = quietLog }: StartRealNodeOptions = {}): Promise<RealNode> {
  const neoGo = tools ?? await ensureNeoGo({ log });
  const seeded = chain ?? await seedChain(neoGo, { log });
  const node = await startNode(neoGo, { dbFile: seeded.dbFile, copy: true, rpc, log });
  const { seed } = seeded;
  const registerArgs = [
    'register', '-rpc', node.rpcUrl, '-wallet', neoGo.wallet, '-password', VALIDATOR_WALLET_PASSWORD,
    '-contract', seed.contractHash, '-seed', seed.seed,
  ];
  return {
    rpcUrl: node.rpcUrl,
    contractHash: seed.contractHash,
    names: seed.names,
    owners: seed.owners,
    seed,
    rpc,
    committee: COMMITTEE_ADDRESS,
    startMs: node.startMs,
    logTail: node.logTail,
    stop: node.stop,
    registerArgs,
    async register(names, ownerIndex) {
      const result = await run(neoGo.fixture, [...registerArgs, '-owner', String(ownerIndex), ...names.flatMap((name) => ['-name', name])], {
        quiet: true, timeoutMs: 120_000,
      });
      if (result.code !== 0) throw new Error(`nnsfixture register failed (exit ${result.code}): ${result.output}`);
    },
  };
}

interface StartedNode {
  readonly rpcUrl: string;
  readonly startMs: number;
  logTail(): string;
  stop(): Promise<void>;
}

/** A running neo-go node over a chain of its own that starts empty: no NNS contract (the set-up's playground and tests). */
export interface FreshNode {
  readonly rpcUrl: string;
  readonly rpc: RpcSettings;
  /** The committee (the 1-of-1 multisig of the validator's key, in tools.wallet), which holds the genesis GAS. */
  readonly committee: string;
  readonly startMs: number;
  logTail(): string;
  /** Stops the node and removes its folder, the chain with it (idempotent; also on Ctrl-C through proc.mts). */
  stop(): Promise<void>;
}

/**
 * Starts a node over a new, empty chain in its own temp folder: genesis only, no NNS contract, nothing
 * seeded; what is sent to it is lost when it stops. The same protocol as the seeded chains.
 */
export async function startFreshNode({ tools, rpc = {}, log = quietLog }: { tools?: NeoGoTools; rpc?: RpcSettings; log?: Log } = {}): Promise<FreshNode> {
  const neoGo = tools ?? await ensureNeoGo({ log });
  const node = await startNode(neoGo, { rpc, log });
  return { rpcUrl: node.rpcUrl, rpc, committee: COMMITTEE_ADDRESS, startMs: node.startMs, logTail: node.logTail, stop: node.stop };
}

/**
 * Spawns `neo-go node` in a temp folder (its config, log, and the chain, a copy of it, or a new one
 * when no dbFile is given) and waits for its RPC.
 */
async function startNode(tools: NeoGoTools, { dbFile, copy = false, rpc, log }: { dbFile?: string; copy?: boolean; rpc: RpcSettings; log: Log }): Promise<StartedNode> {
  const dir = mkdtempSync(join(tmpdir(), 'nns-neo-go-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const chainFile = copy || dbFile === undefined ? join(dir, 'chain.bolt') : dbFile;
  if (copy && dbFile !== undefined) copyFileSync(dbFile, chainFile);
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const configFile = join(dir, 'config.yml');
  writeFileSync(configFile, nodeConfigText({ rpcPort, p2pPort, dbFile: chainFile, walletFile: tools.wallet, rpc }));
  const logFile = join(dir, 'node.log');
  const out = openSync(logFile, 'a');
  // Every process of this node carries the marker: stopTree finds it even if it left its group.
  const marker = { name: 'NNS_NEO_GO_NODE', value: randomBytes(8).toString('hex') };
  const started = Date.now();
  const child = spawn(tools.cli, ['node', '--config-file', configFile], {
    cwd: dir, detached: true, stdio: ['ignore', out, out], env: { ...process.env, [marker.name]: marker.value },
  });
  let exited: string | undefined;
  child.on('exit', (code, signal) => { exited = `exit ${code ?? signal}`; });
  child.on('error', (error) => { exited = messageOf(error); });
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-3000);
    } catch {
      return '(no log)';
    }
  };
  const stop = addCleanup(async () => {
    await stopTree({ pid: child.pid, marker, graceMs: 10_000 });
    removeDir();
  });
  const rpcUrl = `http://127.0.0.1:${rpcPort}`;
  try {
    await waitForRpc(rpcUrl, () => exited, 60_000);
  } catch (error) {
    const tail = logTail();
    await stop();
    throw new Error(`neo-go did not start: ${messageOf(error)}\n${tail}`);
  }
  const startMs = Date.now() - started;
  log(`neo-go node on ${rpcUrl} (pid ${child.pid}, ${JSON.stringify(rpc)}) answered after ${startMs} ms`);
  return { rpcUrl, startMs, logTail, stop };
}

/** Polls getblockcount until the node answers; fails when the process exits or time runs out. */
async function waitForRpc(url: string, exited: () => string | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const gone = exited();
    if (gone) throw new Error(`the node exited (${gone})`);
    try {
      const response = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getblockcount', params: [] }),
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok && /"result"\s*:\s*\d+/.test(await response.text())) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no RPC answer on ${url} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
