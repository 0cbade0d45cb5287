// Process helpers shared by the harness scripts: running commands, cleaning up on exit and on
// Ctrl-C, and stopping a process tree we started (code-server forks several children).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Runs a command to completion. `quiet` captures output instead of inheriting it.
 * Resolves with { code, output }; never rejects on a non-zero exit (callers decide).
 */
export function run(cmd, args, { cwd, env, quiet = false, timeoutMs, onOutput } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', quiet || onOutput ? 'pipe' : 'inherit', quiet || onOutput ? 'pipe' : 'inherit'],
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      onOutput?.(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    let timer;
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
const cleanups = [];
let signalsHooked = false;

/** Registers an async cleanup; returns a function that runs it now (once) and unregisters it. */
export function addCleanup(fn) {
  hookSignals();
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    const index = cleanups.indexOf(once);
    if (index >= 0) cleanups.splice(index, 1);
    await fn();
  };
  cleanups.push(once);
  return once;
}

/** Runs all registered cleanups, newest first, swallowing their errors. */
export async function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.at(-1);
    try {
      await fn();
    } catch (error) {
      process.stderr.write(`[harness] cleanup failed: ${error?.message ?? error}\n`);
    }
  }
}

function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      process.stderr.write(`\n[harness] ${signal}: stopping everything this run started…\n`);
      runCleanups().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

// ---- stopping process trees

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
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
export function pidsWithEnvMarker(name, value) {
  const needle = Buffer.from(`${name}=${value}\0`);
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids = [];
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a detached child (its own process group) and every process carrying the env marker:
 * SIGTERM first so code-server shuts its extension host down cleanly, SIGKILL after `graceMs`.
 */
export async function stopTree({ pid, marker, graceMs = 5000 }) {
  const targets = () => {
    const set = new Set(marker ? pidsWithEnvMarker(marker.name, marker.value) : []);
    if (pid && isAlive(pid)) set.add(pid);
    return [...set];
  };
  const signalAll = (signal) => {
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
