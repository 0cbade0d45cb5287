// Mutation testing (Stryker) of src/core with test/unit/core and of src/model with test/unit/model,
// one layer after the other; not part of `npm test` (it takes minutes). Closes with each layer's score.
//
//   npm run test:mutation                                  both layers, incremental
//   npm run test:mutation -- core                          one layer (or `model`)
//   npm run test:mutation -- --mutate src/core/errors/nnsError.ts   one file (a glob, a list with commas, or
//                                                          file:startLine-endLine); its layer follows
//   npm run test:mutation -- --mutate src/core/encoding/hex.ts --tests test/unit/core/encoding/hex.test.ts
//                                                          only those tests (quicker; a score at most
//                                                          as high as with all of the layer's tests)
//   npm run test:mutation -- --force                       all mutants again, not only the changed ones
//   npm run test:mutation -- --survivors src/core/x.ts     runs nothing: the survivors of the last run that
//                                                          tested the file (the layer's or a chosen files'),
//                                                          each with its line (no file: the layer's score per file)
//
// Other options go to `stryker run` as they are (e.g. `--concurrency 2`). A layer's run keeps its
// results in reports/mutation/<layer>-incremental.json and re-tests only the mutants whose code or
// tests changed since; a run of chosen files keeps its own file beside it, so it never shrinks the
// layer's. Reports: reports/mutation/<layer>.html (git-ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const LAYERS = ['core', 'model'];
const REPORTS = 'reports/mutation';

const args = process.argv.slice(2);
const survivorsAt = args.indexOf('--survivors');
if (survivorsAt >= 0) {
  const chosen = args[survivorsAt + 1];
  printSurvivors(chosen && !chosen.startsWith('-') && !LAYERS.includes(chosen) ? chosen : undefined);
  process.exit(0);
}
const testsAt = args.findIndex((arg) => arg === '--tests');
const tests = testsAt >= 0 ? args.splice(testsAt, 2)[1] : undefined;
if (testsAt >= 0 && !tests) fail('--tests needs a test file or a glob, e.g. --tests test/unit/core/errors/nnsError.test.ts');
const chosenLayers = args.filter((arg) => LAYERS.includes(arg));
const passed = args.filter((arg) => !LAYERS.includes(arg));
const mutateAt = passed.findIndex((arg) => arg === '--mutate' || arg === '-m');
const mutate = mutateAt >= 0 ? passed[mutateAt + 1] : undefined;
if (mutateAt >= 0 && !mutate) fail('--mutate needs a file or a glob, e.g. --mutate src/core/errors/nnsError.ts');

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

/** What the last run of a layer left: a score per file, or one file's surviving and untested mutants. */
function printSurvivors(file) {
  const layer = file ? layersOf(file)[0] : (args.find((arg) => LAYERS.includes(arg)) ?? 'core');
  const reportFile = file ? latestReportOf(layer, file.replace(/^\.\//, '')) : `${REPORTS}/${layer}-incremental.json`;
  if (!existsSync(reportFile)) fail(`no run of src/${layer} yet (${reportFile}): npm run test:mutation -- ${layer}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const left = (mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage';
  if (!file) {
    const rows = Object.entries(report.files).map(([name, { mutants }]) => {
      const valid = mutants.filter((m) => ['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(m.status)).length;
      const missed = mutants.filter(left).length;
      return { name, valid, missed, score: valid === 0 ? 100 : ((valid - missed) * 100) / valid };
    }).sort((a, b) => a.score - b.score);
    for (const row of rows) process.stdout.write(`${row.score.toFixed(1).padStart(5)}%  ${String(row.missed).padStart(3)} of ${String(row.valid).padEnd(4)} ${row.name}\n`);
    process.stdout.write(`src/${layer}: ${scoreLine(reportFile)}\n`);
    return;
  }
  const entry = report.files[file.replace(/^\.\//, '')];
  if (!entry) fail(`${file} is not in ${reportFile}`);
  const lines = entry.source.split('\n');
  const missed = entry.mutants.filter(left).sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
  for (const mutant of missed) {
    const { line, column } = mutant.location.start;
    const status = mutant.status === 'NoCoverage' ? 'untested' : 'survived';
    process.stdout.write(`${file}:${line}:${column} ${status} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '').slice(0, 80)}\n    ${lines[line - 1].trim().slice(0, 120)}\n`);
  }
  process.stdout.write(`${missed.length} of ${entry.mutants.length} mutants of ${file} left by the last run that tested it (${reportFile})\n`);
}

/** The newest incremental file of the layer (its own, or a run of chosen files) that holds `file`. */
function latestReportOf(layer, file) {
  if (!existsSync(REPORTS)) return `${REPORTS}/${layer}-incremental.json`;
  const holding = readdirSync(REPORTS)
    .filter((name) => name.startsWith(`${layer}-`) && name.endsWith('-incremental.json') || name === `${layer}-incremental.json`)
    .map((name) => `${REPORTS}/${name}`)
    .filter((path) => file in (JSON.parse(readFileSync(path, 'utf8')).files ?? {}))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return holding[0] ?? `${REPORTS}/${layer}-incremental.json`;
}

function fail(message) {
  process.stderr.write(`test:mutation: ${message}\n`);
  process.exit(2);
}
