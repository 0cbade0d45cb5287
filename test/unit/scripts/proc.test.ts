import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { pidsWithEnvMarker, run, stopTree } from '../../../scripts/lib/proc.mjs';

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
