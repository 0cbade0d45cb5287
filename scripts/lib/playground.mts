// Shared by `npm start` (scripts/start.mts) and the end-to-end tests (scripts/test-e2e.mts): the
// TypeScript devnet and its realistic sample loaded into this Node process, packaging the extension
// the way users get it, and port helpers.
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as Devnet from '../../test/devnet/index';
import type * as Personalities from '../../test/devnet/personalities';
import type * as SamplePlayground from '../../test/devnet/samplePlayground';
import { REPO_ROOT } from './paths.mjs';
import { run } from './proc.mjs';

export const VSIX_PATH = join(REPO_ROOT, 'nns-explorer.vsix');

export interface LoadedDevnet {
  readonly startDevnet: typeof Devnet.startDevnet;
  readonly SAMPLE_OWNER: typeof Devnet.SAMPLE_OWNER;
  readonly NNS_MAINNET_HASH: typeof Devnet.NNS_MAINNET_HASH;
  readonly playgroundSample: typeof SamplePlayground.playgroundSample;
  readonly PLAYGROUND_MAGIC: typeof SamplePlayground.PLAYGROUND_MAGIC;
  readonly PERSONALITIES: typeof Personalities.PERSONALITIES;
}

/**
 * The devnet (test/devnet) and the playground sample, compiled on the fly by tsx. One CommonJS
 * require graph, so both share the same module instances.
 */
export function loadDevnet(): LoadedDevnet {
  const devnet = tsxRequire('../../test/devnet/index.ts', import.meta.url) as typeof Devnet;
  const { playgroundSample, PLAYGROUND_MAGIC } = tsxRequire('../../test/devnet/samplePlayground.ts', import.meta.url) as typeof SamplePlayground;
  const { PERSONALITIES } = tsxRequire('../../test/devnet/personalities.ts', import.meta.url) as typeof Personalities;
  return {
    startDevnet: devnet.startDevnet,
    SAMPLE_OWNER: devnet.SAMPLE_OWNER,
    NNS_MAINNET_HASH: devnet.NNS_MAINNET_HASH,
    playgroundSample,
    PLAYGROUND_MAGIC,
    PERSONALITIES,
  };
}

/**
 * `npm run package`: a minified build and `vsce package` → nns-explorer.vsix at the repository root.
 * Output is kept quiet unless it fails. Resolves with the .vsix path.
 */
export async function packageExtension(): Promise<string> {
  const { code, output } = await run('npm', ['run', '--silent', 'package'], { cwd: REPO_ROOT, quiet: true });
  if (code !== 0) throw new Error(`npm run package failed (exit ${code}):\n${output.slice(-4000)}`);
  return VSIX_PATH;
}

/** True when nothing listens on 127.0.0.1:port (checked by binding it for a moment). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A path relative to the repository for messages, or the absolute path outside it. */
export function repoPath(path: string): string {
  const rel = relative(REPO_ROOT, path);
  return rel && !rel.startsWith('..') ? rel : path;
}
