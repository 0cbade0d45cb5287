// Installs what the real-editor tests need, idempotently and without a prompt:
// Debian packages (Chromium, ripgrep, Kerberos headers for code-server's native build) and
// code-server from npm into .cache/code-server. See ../../../shared/real-vscode.md for the traps.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { errorCode, run } from './proc.mjs';
import {
  CHROMIUM, CODE_SERVER_DIR, CODE_SERVER_ENTRY, CODE_SERVER_MARKER, CODE_SERVER_PACKAGE, CODE_SERVER_VERSION,
} from './paths.mjs';

const log = (line: string) => process.stdout.write(`[setup] ${line}\n`);

// ---------------------------------------------------------------- Debian packages

const which = (bin: string): boolean => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;

function dpkgInstalled(pkg: string): boolean {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** The Debian packages this harness needs that are not installed yet; `browser`: Chromium too. */
export function missingDebianPackages({ browser = true }: { browser?: boolean } = {}): string[] {
  const wanted = [
    ...(browser ? [{ pkg: 'chromium', present: () => existsSync(CHROMIUM) }] : []),
    { pkg: 'ripgrep', present: () => which('rg') },
    // kerberos (a code-server dependency) compiles against these headers.
    { pkg: 'libkrb5-dev', present: () => dpkgInstalled('libkrb5-dev') || existsSync('/usr/include/krb5.h') },
    // node-gyp builds (node-pty, argon2, kerberos) need a compiler, make and Python.
    { pkg: 'build-essential', present: () => which('make') && which('g++') },
    { pkg: 'python3', present: () => which('python3') },
  ];
  return wanted.filter((w) => !w.present()).map((w) => w.pkg);
}

export async function ensureDebianPackages({ browser = true }: { browser?: boolean } = {}): Promise<void> {
  const missing = missingDebianPackages({ browser });
  if (!missing.length) {
    log(`Debian packages present: ${browser ? 'chromium, ' : ''}ripgrep, libkrb5-dev, build tools`);
    return;
  }
  if (!which('apt-get')) throw new Error(`missing ${missing.join(', ')} and no apt-get: install them yourself`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !which('sudo')) throw new Error(`missing ${missing.join(', ')}: run as root or install them yourself`);
  // sudo -n never prompts: on a machine without passwordless sudo it fails fast instead of hanging CI.
  const [aptGet, ...aptGetArgs] = asRoot ? ['apt-get'] : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt/dpkg run (e.g. unattended upgrades) instead of failing on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=900'];
  const apt = async (args: string[]) => {
    const { code, output } = await run(aptGet, [...aptGetArgs, ...args], { env, quiet: true });
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`);
  };
  log(`installing Debian packages: ${missing.join(', ')} (apt-get update + install)…`);
  const started = Date.now();
  await apt([...lock, 'update', '-q']);
  // With recommends: Chromium's fonts (fonts-liberation) make screenshots readable.
  await apt([...lock, 'install', '-y', '-q', ...missing]);
  const still = missingDebianPackages({ browser });
  if (still.length) throw new Error(`apt-get finished but these are still missing: ${still.join(', ')}`);
  log(`installed ${missing.join(', ')} in ${seconds(started)}`);
}

// ---------------------------------------------------------------- code-server

export function installedCodeServerVersion(): string | undefined {
  try {
    const marker = readFileSync(CODE_SERVER_MARKER, 'utf8').trim();
    const pkg = JSON.parse(readFileSync(join(CODE_SERVER_PACKAGE, 'package.json'), 'utf8')) as { version?: string };
    if (marker === pkg.version && existsSync(CODE_SERVER_ENTRY)) return pkg.version;
  } catch {
    // not installed, or half installed
  }
  return undefined;
}

export const codeServerReady = (): boolean => installedCodeServerVersion() === CODE_SERVER_VERSION;

/**
 * @vscode/ripgrep@1.15.11 downloads ripgrep from GitHub in its postinstall unless its cache already
 * holds the archive; offline that download fails the whole install. Seed the cache with Debian's rg.
 */
export async function seedRipgrepCache(): Promise<string> {
  const cacheDir = join(tmpdir(), 'vscode-ripgrep-cache-1.15.11');
  const archive = join(cacheDir, 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz');
  if (existsSync(archive) && statSync(archive).size > 0) return archive;
  const rg = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).stdout.trim();
  if (!rg) throw new Error('ripgrep (rg) is not installed');
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'rg-staging-'));
  try {
    copyFileSync(rg, join(staging, 'rg'));
    const partial = `${archive}.partial-${process.pid}`;
    const { code, output } = await run('tar', ['-czf', partial, '-C', staging, 'rg'], { quiet: true });
    if (code !== 0) throw new Error(`tar failed: ${output}`);
    // rename is atomic: a concurrent install never sees a half-written archive.
    renameSync(partial, archive);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  log(`seeded the ripgrep download cache with ${rg}: ${archive}`);
  return archive;
}

/** node-gyp downloads Node's headers unless told where they are; offline that fails. */
function nodeHeadersDir(): string | undefined {
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

/**
 * Installs code-server CODE_SERVER_VERSION into .cache/code-server unless it is already there.
 * Returns 'skipped' or 'installed'.
 */
export async function ensureCodeServer({ force = false }: { force?: boolean } = {}): Promise<'skipped' | 'installed'> {
  if (!force && codeServerReady()) {
    log(`code-server ${CODE_SERVER_VERSION} already installed in ${CODE_SERVER_DIR}: nothing to do`);
    return 'skipped';
  }
  return withInstallLock(async () => {
    if (!force && codeServerReady()) return 'skipped'; // another process installed it meanwhile
    const previous = installedCodeServerVersion();
    log(`installing code-server ${CODE_SERVER_VERSION} from npm into ${CODE_SERVER_DIR}` +
      `${previous ? ` (replacing ${previous})` : ''}; about a minute, ~660 MB…`);
    const started = Date.now();
    rmSync(CODE_SERVER_MARKER, { force: true });
    // A half-finished or other-version tree: start clean, npm would otherwise skip postinstalls.
    rmSync(join(CODE_SERVER_DIR, 'node_modules'), { recursive: true, force: true });
    rmSync(join(CODE_SERVER_DIR, 'package-lock.json'), { force: true });
    mkdirSync(CODE_SERVER_DIR, { recursive: true });
    // Its own package.json makes this folder an npm project of its own, apart from the extension's.
    writeFileSync(join(CODE_SERVER_DIR, 'package.json'), `${JSON.stringify({
      name: 'nns-explorer-code-server-cache',
      private: true,
      description: 'code-server for the NNS Explorer tests; installed by scripts/setup-code-server.mts',
      dependencies: { 'code-server': CODE_SERVER_VERSION },
    }, null, 2)}\n`);
    await seedRipgrepCache();
    const headers = nodeHeadersDir();
    const env = {
      ...process.env,
      npm_config_unsafe_perm: 'true', // code-server's postinstall refuses root without it
      npm_config_yes: 'true', // node-pty's postinstall runs `npx node-gyp`, which would ask
      // npm 11.19+ warns about (and later blocks) dependency install scripts; code-server is
      // nothing but install scripts (its postinstall runs a nested npm install for lib/vscode).
      npm_config_dangerously_allow_all_scripts: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      TMPDIR: tmpdir(), // the ripgrep postinstall must look in the cache we just seeded
      // Most of a warm install is compiling native parts (spdlog, kerberos, node-pty, argon2) for one
      // local test editor: on every core, and at -O1. Measured on 2 cores with a warm npm cache:
      // 63 s as npm does it, 52 s on both cores, 39 s at -O1 too.
      npm_config_jobs: process.env.npm_config_jobs ?? 'max',
      CFLAGS: process.env.CFLAGS ?? '-O1',
      CXXFLAGS: process.env.CXXFLAGS ?? '-O1',
      ...(headers ? { npm_config_nodedir: headers } : {}),
    };
    const logFile = join(CODE_SERVER_DIR, 'install.log');
    const { code, output } = await run('npm', ['install', '--no-save', '--loglevel=warn', `code-server@${CODE_SERVER_VERSION}`], {
      cwd: CODE_SERVER_DIR, env, quiet: true,
    });
    writeFileSync(logFile, output);
    if (code !== 0) {
      throw new Error(`npm install code-server@${CODE_SERVER_VERSION} failed (exit ${code}); full log: ${logFile}\n` +
        output.split('\n').slice(-40).join('\n'));
    }
    const version = await probeVersion();
    if (!version.startsWith(CODE_SERVER_VERSION)) {
      throw new Error(`installed code-server reports "${version}", expected ${CODE_SERVER_VERSION}; log: ${logFile}`);
    }
    writeFileSync(CODE_SERVER_MARKER, `${CODE_SERVER_VERSION}\n`);
    log(`installed code-server ${version} in ${seconds(started)} (npm log: ${logFile})`);
    return 'installed';
  });
}

/** `code-server --version`, with XDG dirs in a temp folder: it writes config even for that. */
export async function probeVersion(): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'code-server-version-'));
  try {
    const { code, output } = await run(process.execPath, [CODE_SERVER_ENTRY, '--version'], {
      quiet: true,
      timeoutMs: 60_000,
      env: { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') },
    });
    if (code !== 0) throw new Error(`code-server --version failed (exit ${code}): ${output}`);
    return (output.trim().split('\n').at(-1) ?? '').trim();
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

// Two harness runs (say `npm start` and `npm test`) must not run npm install into one folder at once.
async function withInstallLock<T>(fn: () => Promise<T>): Promise<T> {
  const lockDir = `${CODE_SERVER_DIR}.lock`;
  mkdirSync(dirname(lockDir), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = Number(readFileSyncSafe(join(lockDir, 'pid')));
      // No pid yet means the holder is between mkdir and writeFile, unless the lock is old.
      const stale = holder ? !pidAlive(holder) : Date.now() - mtimeMs(lockDir) > 30_000;
      if (stale) {
        rmSync(lockDir, { recursive: true, force: true }); // stale: its owner died
        continue;
      }
      if (!announced) log(`waiting for another install (pid ${holder}) to finish…`);
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function readFileSyncSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function mtimeMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

const seconds = (started: number): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Everything the real-editor tests need, installed if missing. `browser: false` leaves Chromium out
 * (code-server alone, for a person's own browser): the largest package of a fresh machine's setup.
 */
export async function ensureAll({ force = false, browser = true }: { force?: boolean; browser?: boolean } = {}): Promise<'skipped' | 'installed'> {
  await ensureDebianPackages({ browser });
  return ensureCodeServer({ force });
}
