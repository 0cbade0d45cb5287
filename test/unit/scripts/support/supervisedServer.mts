// A stand-in for `npm start`'s last stretch (scripts/start.mts), run as its own process by
// test/unit/scripts/proc.test.ts: a detached "server" process, a clean-up that stops it and then
// deletes a workspace folder slowly (as code-server's cleanup does: stopTree waits, then rmSync), and
// the liveness watch. Prints "ready" once watching; the test then sends it SIGINT.
//
//   node --import tsx supervisedServer.mts WORKSPACE
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { addCleanup, runCleanups, untilExitedUnexpectedly } from '../../../../scripts/lib/proc.mjs';

const workspace = process.argv[2];
if (!workspace) throw new Error('usage: supervisedServer.mts WORKSPACE');

// Ignores SIGTERM, as a busy code-server may: the clean-up waits out stopTree's grace period.
const server = spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
let stopped = false;
addCleanup(async () => {
  stopped = true; // what codeServer.mts's `running` turns false first
  await new Promise((resolve) => setTimeout(resolve, 600)); // longer than several liveness checks
  try {
    process.kill(-(server.pid ?? 0), 'SIGKILL');
  } catch {
    // gone already
  }
  rmSync(workspace, { recursive: true, force: true });
});
const running = () => !stopped && server.exitCode === null && server.signalCode === null;

process.stdout.write('ready\n');
await untilExitedUnexpectedly(running, 50);
process.stderr.write('[start] code-server exited unexpectedly\n');
await runCleanups();
process.exit(1);
