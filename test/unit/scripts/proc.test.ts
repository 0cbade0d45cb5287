import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pidsWithEnvMarker, run, stopTree, untilExitedUnexpectedly } from '../../../scripts/lib/proc.mjs';

describe('scripts/lib/proc', () => {
  it('run() resolves with the exit code and the output', async () => {
    const result = await run(process.execPath, ['-e', 'console.log("hi"); process.exit(3)'], { quiet: true });
    assert.equal(result.code, 3);
    assert.match(result.output, /hi/);
  });

  it('stopTree() stops a detached parent and a grandchild that ignores SIGTERM', async function () {
    if (process.platform !== 'linux') this.skip();
    const marker = { name: 'NNS_HARNESS_TEST', value: randomUUID() };
    // Parent -> child that ignores SIGTERM and leaves the process group (detached): only the env
    // marker can find it.
    const grandchild = `process.on("SIGTERM", () => {}); setInterval(() => {}, 1000); process.send?.("up")`;
    const parentScript = `
      const { spawn } = require("node:child_process");
      const c = spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { detached: true, stdio: "ignore" });
      c.unref(); console.log("child " + c.pid); setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentScript], {
      detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, [marker.name]: marker.value },
    });
    const childPid = await new Promise<number>((resolve) => {
      parent.stdout.on('data', (chunk: Buffer) => {
        const match = /child (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
    });
    assert.ok(pidsWithEnvMarker(marker.name, marker.value).includes(childPid));
    await stopTree({ pid: parent.pid, marker, graceMs: 500 });
    assert.deepEqual(pidsWithEnvMarker(marker.name, marker.value), []);
  });
});

describe('scripts/lib/proc: Ctrl-C while a server runs (npm start)', () => {
  it('reports no crash for the server it is stopping, and exits only after the clean-up deleted the workspace', async function () {
    if (process.platform === 'win32') this.skip();
    const workspace = mkdtempSync(join(tmpdir(), 'nns-proc-test-'));
    writeFileSync(join(workspace, 'export.csv'), 'name\n');
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'support', 'supervisedServer.mts'), workspace], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += String(chunk); });
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => { if (String(chunk).includes('ready')) resolve(); });
    });
    child.kill('SIGINT');
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.doesNotMatch(stderr, /exited unexpectedly/);
    assert.match(stderr, /SIGINT: stopping everything/);
    assert.equal(code, 130);
    assert.equal(existsSync(workspace), false, 'the temporary workspace is deleted before the exit');
  });

  it('the watch ends when the server stops on its own (a crash, outside any shutdown)', async () => {
    let alive = true;
    setTimeout(() => { alive = false; }, 30);
    await untilExitedUnexpectedly(() => alive, 10);
  });
});
