// Process helpers shared by the harness scripts: running commands, cleaning up on exit and on
// Ctrl-C, and stopping a process tree we started (code-server forks several children).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Capture the output instead of passing it through. */
  quiet?: boolean;
  /** SIGKILL after this long. */
  timeoutMs?: number;
  /** Each chunk of output as it arrives (the output is captured then too). */
  onOutput?: (chunk: Buffer) => void;
}

export interface RunResult {
  code: number;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Runs a command to completion. `quiet` captures output instead of inheriting it.
 * Resolves with { code, signal, output }; never rejects on a non-zero exit (callers decide).
 */
export function run(cmd: string, args: readonly string[], { cwd, env, quiet = false, timeoutMs, onOutput }: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', quiet || onOutput ? 'pipe' : 'inherit', quiet || onOutput ? 'pipe' : 'inherit'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      onOutput?.(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    let timer: NodeJS.Timeout | undefined;
    if (timeoutMs) {
      timer = setTimeout(() => {
        output += `\n[harness] ${cmd} timed out after ${timeoutMs} ms\n`;
        child.kill('SIGKILL');
      }, timeoutMs);
    }
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 0), signal, output });
    });
  });
}

// ---- cleanup registry: every resource registers how to release it; finally-blocks and signal
// handlers both drain the same list, so Ctrl-C leaves no server, browser or temp dir behind.
type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];
let signalsHooked = false;
/** The drain under way: a second caller (the signal handler, a failure path) waits for the same one. */
let draining: Promise<void> | undefined;

/** Registers an async cleanup; returns a function that runs it now (once) and unregisters it. */
export function addCleanup(fn: () => unknown): Cleanup {
  hookSignals();
  let running: Promise<void> | undefined;
  const once: Cleanup = () => {
    if (!running) {
      const index = cleanups.indexOf(once);
      if (index >= 0) cleanups.splice(index, 1);
      running = (async () => { await fn(); })();
    }
    // A second caller waits for the first run to end: "stopped" means stopped, not "being stopped".
    return running;
  };
  cleanups.push(once);
  return once;
}

/**
 * Runs all registered cleanups, newest first, swallowing their errors. While one drain is under way,
 * another call waits for it rather than racing it to process.exit.
 */
export function runCleanups(): Promise<void> {
  draining ??= drain().finally(() => { draining = undefined; });
  return draining;
}

async function drain(): Promise<void> {
  for (let fn = cleanups.at(-1); fn; fn = cleanups.at(-1)) {
    try {
      await fn();
    } catch (error) {
      process.stderr.write(`[harness] cleanup failed: ${messageOf(error)}\n`);
    }
  }
}

/** True while the registered cleanups run: what they stop is meant to stop, not a crash. */
export const shuttingDown = (): boolean => draining !== undefined;

/**
 * Resolves once `isRunning()` turns false on its own, checked every `intervalMs`. A process that
 * stops while the cleanups run (Ctrl-C, a failure path) was stopped on purpose: this never resolves
 * then, so the caller cannot report a crash nor exit before the clean-up has finished.
 */
export function untilExitedUnexpectedly(isRunning: () => boolean, intervalMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (shuttingDown()) {
        clearInterval(timer);
        return;
      }
      if (isRunning()) return;
      clearInterval(timer);
      resolve();
    }, intervalMs);
  });
}

function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n[harness] ${signal}: stopping everything this run started…\n`);
      runCleanups().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

// ---- stopping process trees

/** The message of anything thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The `code` of a Node system error (ENOENT, EPERM…). */
export const errorCode = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
  // A zombie answers signal 0 but is already dead; its parent just has not reaped it yet.
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (not Linux): trust signal 0
  }
};

/**
 * Pids of live processes whose environment holds `NAME=value`. Every process of one harness run
 * inherits a unique marker variable, so this finds the run's whole tree even when a child left the
 * process group or was re-parented to init. Linux only; elsewhere it returns [].
 */
export function pidsWithEnvMarker(name: string, value: string): number[] {
  const needle = Buffer.from(`${name}=${value}\0`);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`).includes(needle)) pids.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return pids;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a detached child (its own process group) and every process carrying the env marker:
 * SIGTERM first so code-server shuts its extension host down cleanly, SIGKILL after `graceMs`.
 */
export async function stopTree({ pid, marker, graceMs = 5000 }: { pid?: number; marker?: { name: string; value: string }; graceMs?: number }): Promise<void> {
  const targets = () => {
    const set = new Set(marker ? pidsWithEnvMarker(marker.name, marker.value) : []);
    if (pid && isAlive(pid)) set.add(pid);
    return [...set];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    if (pid) {
      try {
        process.kill(-pid, signal); // the process group of a detached child
      } catch {
        // group already gone
      }
    }
    for (const p of targets()) {
      try {
        process.kill(p, signal);
      } catch {
        // exited meanwhile
      }
    }
  };
  if (!targets().length) return;
  signalAll('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!targets().length) return;
    await sleep(100);
  }
  signalAll('SIGKILL');
  // SIGKILL cannot be ignored; this bounded wait only lets the kernel finish.
  const killDeadline = Date.now() + 5000;
  while (targets().length && Date.now() < killDeadline) await sleep(50);
}
