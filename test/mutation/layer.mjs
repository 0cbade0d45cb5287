// Stryker's options for one layer (src/core or src/model), run with the unit tests that mirror it
// (test/unit/core, test/unit/model), so a layer's score says what its own tests catch.
// Used by core.stryker.config.mjs and model.stryker.config.mjs; scripts/test-mutation.mjs picks one.

/** @param {'core' | 'model'} layer */
export function layerConfig(layer) {
  /** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
  const config = {
    testRunner: 'mocha',
    mochaOptions: {
      config: '.mocharc.json',
      // scripts/test-mutation.mjs narrows them with --tests (a quicker run of one file).
      spec: process.env.NNS_MUTATION_TESTS?.split(',') ?? [`test/unit/${layer}/**/*.test.ts`],
      // Out: the scale tests (100,000 names), which instrumented take ten times as long for every mutant
      // they reach, and the response fuzzer (test/unit/core/responseFuzz.test.ts), whose hundreds of
      // mutated answers reach nearly every line of the core, so each surviving mutant ran them all
      // (seconds each); it states that every call settles, which the other tests state of each answer.
      grep: '^(?!.*(100,000 names|one answer mutated at a time))',
    },
    mutate: [`src/${layer}/**/*.ts`],
    // Per-test coverage: each mutant runs only the tests that reach it.
    coverageAnalysis: 'perTest',
    // The machine is shared: one test process.
    concurrency: 1,
    // `npm run test:mutation` re-tests only the mutants whose code or tests changed since the last
    // run; the file is git-ignored (each clone keeps its own), `-- --force` runs all again.
    incremental: true,
    incrementalFile: `reports/mutation/${layer}-incremental.json`,
    reporters: ['clear-text', 'progress-append-only', 'html'],
    // scripts/test-mutation.mjs names another report for a run of chosen files.
    htmlReporter: { fileName: process.env.NNS_MUTATION_HTML ?? `reports/mutation/${layer}.html` },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
    ignorePatterns: ['dist', 'out', '.cache', 'artifacts', '*.vsix', 'media'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
  return config;
}
