// Mutation testing (Stryker) of src/core with test/unit/core and of src/model with test/unit/model,
// one layer after the other; not part of `npm test` (it takes minutes). Closes with each layer's score.
//
//   npm run test:mutation                                  both layers, incremental
//   npm run test:mutation -- core                          one layer (or `model`)
//   npm run test:mutation -- --mutate src/core/errors.ts   one file (a glob, a list with commas, or
//                                                          file:startLine-endLine); its layer follows
//   npm run test:mutation -- --mutate src/core/hex.ts --tests test/unit/core/hex.test.ts
//                                                          only those tests (quicker; a score at most
//                                                          as high as with all of the layer's tests)
//   npm run test:mutation -- --force                       all mutants again, not only the changed ones
//
// Other options go to `stryker run` as they are (e.g. `--concurrency 2`). A layer's run keeps its
// results in reports/mutation/<layer>-incremental.json and re-tests only the mutants whose code or
// tests changed since; a run of chosen files keeps its own file beside it, so it never shrinks the
// layer's. Reports: reports/mutation/<layer>.html (git-ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LAYERS = ['core', 'model'];
const REPORTS = 'reports/mutation';

const args = process.argv.slice(2);
const testsAt = args.findIndex((arg) => arg === '--tests');
const tests = testsAt >= 0 ? args.splice(testsAt, 2)[1] : undefined;
if (testsAt >= 0 && !tests) fail('--tests needs a test file or a glob, e.g. --tests test/unit/core/errors.test.ts');
const chosenLayers = args.filter((arg) => LAYERS.includes(arg));
const passed = args.filter((arg) => !LAYERS.includes(arg));
const mutateAt = passed.findIndex((arg) => arg === '--mutate' || arg === '-m');
const mutate = mutateAt >= 0 ? passed[mutateAt + 1] : undefined;
if (mutateAt >= 0 && !mutate) fail('--mutate needs a file or a glob, e.g. --mutate src/core/errors.ts');

const layers = mutate ? layersOf(mutate) : chosenLayers.length ? chosenLayers : LAYERS;
const scores = [];
let failed = false;
for (const layer of layers) {
  const started = Date.now();
  const own = mutate ? { incrementalFile: `${REPORTS}/${layer}-${slug(mutate)}-incremental.json`, html: `${REPORTS}/${layer}-${slug(mutate)}.html` } : undefined;
  const stryker = ['stryker', 'run', `test/mutation/${layer}.stryker.config.mjs`, ...passed];
  if (own) stryker.push('--incrementalFile', own.incrementalFile);
  // A run of chosen files writes its own report too, so the layer's stays whole.
  const env = { ...process.env, ...(own ? { NNS_MUTATION_HTML: own.html } : {}), ...(tests ? { NNS_MUTATION_TESTS: tests } : {}) };
  process.stdout.write(`\n=== mutation testing of src/${layer}: npx ${stryker.join(' ')}\n`);
  const result = spawnSync('npx', ['--no-install', ...stryker], { stdio: 'inherit', env });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (result.status !== 0) failed = true;
  const incremental = own?.incrementalFile ?? `${REPORTS}/${layer}-incremental.json`;
  scores.push(`src/${layer}: ${result.status === 0 ? scoreLine(incremental) : `FAILED (exit ${result.status})`} in ${minutes} min`);
}
process.stdout.write(`\n=== mutation scores\n${scores.join('\n')}\n`);
process.exit(failed ? 1 : 0);

/** The layers the files of `--mutate` are in (src/core/..., src/model/...). */
function layersOf(patterns) {
  const found = LAYERS.filter((layer) => patterns.split(',').some((pattern) => pattern.replace(/^!/, '').replace(/^\.\//, '').startsWith(`src/${layer}/`)));
  if (found.length === 0) fail(`--mutate ${patterns}: name files under src/core/ or src/model/`);
  return found;
}

function slug(patterns) {
  return patterns.replace(/^src\/(?:core|model)\//, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
}

/** The score as Stryker counts it: killed and timed-out mutants among those that compile. */
function scoreLine(reportFile) {
  if (!existsSync(reportFile)) return 'no report';
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) if (mutant.status in count) count[mutant.status] += 1;
  }
  const valid = count.Killed + count.Timeout + count.Survived + count.NoCoverage;
  const score = valid === 0 ? 100 : ((count.Killed + count.Timeout) * 100) / valid;
  return `${score.toFixed(2)}% (${count.Killed} killed, ${count.Timeout} timed out, ${count.Survived} survived, ${count.NoCoverage} without tests, of ${valid})`;
}

function fail(message) {
  process.stderr.write(`test:mutation: ${message}\n`);
  process.exit(2);
}
