// What the test launchers (scripts/test-integration.mts, test-e2e.mts, test-electron.mts) share: a
// command line with -h/--help that prints the launcher's own header comment, and the end of a run:
// clean-up of everything it started, "took N s", the closing "N passed, N failed" and the exit code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { summaryLine, type Counts } from './counts.mjs';
import { runCleanups } from './proc.mjs';

/** A failure whose message says all there is (a bad option, a download that cannot work offline): no stack. */
export class LaunchError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
/** What `parseArgs` makes of `options`, typed per option. */
type Values<O extends Options> = ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: false }>>['values'];

const HELP = { type: 'boolean', short: 'h', default: false } as const;

/** The `//` comment at the top of a launcher (after the #! line), without the slashes: its usage. */
export function usage(launcherUrl: string): string {
  const lines = readFileSync(fileURLToPath(launcherUrl), 'utf8').split('\n');
  const header = lines.slice(lines[0]?.startsWith('#!') ? 1 : 0);
  const end = header.findIndex((line) => !line.startsWith('//'));
  return header.slice(0, end < 0 ? header.length : end).map((line) => line.replace(/^\/\/ ?/, '')).join('\n');
}

/**
 * The launcher's options from the command line. With -h/--help, prints its usage and exits 0; with an
 * unknown or malformed option, says so, prints the usage and exits 2.
 */
export function launcherArgs<const O extends Options>(launcherUrl: string, options: O): Values<O> {
  try {
    const { values } = parseArgs({ options: { ...options, help: HELP }, strict: true, allowPositionals: false });
    if (!(values as { help?: boolean }).help) return values as Values<O>;
    process.stdout.write(`${usage(launcherUrl)}\n`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage(launcherUrl)}\n`);
    process.exit(2);
  }
}

export interface FinishOptions {
  /** Writes the closing summary line; default process.stdout.write. */
  readonly write?: (text: string) => void;
  /** True when a signal ended the run: the exit code is 1 even without a failed test. */
  readonly interrupted?: () => boolean;
}

/** The counts of a run so far. */
export class Tally implements Counts {
  passed = 0;
  failed = 0;

  add(counts: Counts): void {
    this.passed += counts.passed;
    this.failed += counts.failed;
  }
}

/**
 * Runs a launcher's work and ends the process. Whatever the work started is cleaned up (proc.mts),
 * and a run that throws counts one failure more: a broken harness is never reported as all green.
 */
export async function runLauncher(tag: string, work: (tally: Tally) => Promise<void>, options: FinishOptions = {}): Promise<never> {
  const started = Date.now();
  const tally = new Tally();
  try {
    await work(tally);
  } catch (error) {
    const text = error instanceof LaunchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`[${tag}] FAILED: ${text}\n`);
    tally.add({ passed: 0, failed: 1 });
  } finally {
    await runCleanups();
  }
  process.stdout.write(`[${tag}] took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  (options.write ?? ((text) => process.stdout.write(text)))(`${summaryLine(tally)}\n`);
  process.exit(tally.failed > 0 || options.interrupted?.() ? 1 : 0);
}
