// Runs every test stage in order and closes with the total: "N passed, N failed".
// Each counted stage must itself print a line "N passed, N failed"; a stage that exits
// non-zero counts as failed even when it printed no such line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = (...args) => ['npx', '--no-install', ...args];
// The launchers are TypeScript, run by tsx like the tests.
const tsx = (script) => ['node', '--import', 'tsx', script];
const stages = [
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit', cmd: npx('mocha', 'test/unit/**/*.test.ts'), counted: true },
  // A real neo-go node (needs Go >= 1.25); says "SKIPPED: why" without it, fails instead when
  // NNS_REQUIRE_REAL_NODE=1 (.ci/run).
  { name: 'realnode', cmd: tsx('scripts/test-realnode.mts'), counted: true, when: 'scripts/test-realnode.mts' },
  { name: 'integration', cmd: tsx('scripts/test-integration.mts'), counted: true, when: 'scripts/test-integration.mts' },
  { name: 'e2e', cmd: tsx('scripts/test-e2e.mts'), counted: true, when: 'scripts/test-e2e.mts' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];

for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  if (stage.when && !existsSync(stage.when)) continue;
  process.stdout.write(`\n=== ${stage.name}: ${stage.cmd.join(' ')}\n`);
  const started = Date.now();
  const { code, output } = await run(stage.cmd);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = lastCounts(output);
  const skipped = skipReason(output);
  if (stage.counted && counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0 && (!stage.counted || !counts || counts.failed === 0)) failed += 1;
  summary.push(`${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}${counts ? ` ${counts.passed} passed, ${counts.failed} failed` : ''} in ${seconds}s${skipped ? `; SKIPPED: ${skipped}` : ''}`);
}

process.stdout.write(`\n=== summary\n${summary.join('\n')}\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);

function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { process.stderr.write(chunk); });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** A stage that could not run its tests says why on a line "SKIPPED: reason" (after an optional [tag]). */
function skipReason(output) {
  return /^(?:\[[\w-]+\] )?SKIPPED:? (.*)$/m.exec(output)?.[1];
}

function lastCounts(output) {
  const matches = [...output.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : undefined;
}
