// The options of `npm start`, parsed apart from starting anything (so that a test can check them).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as Localizer from '../../src/model/text/localizer';
import type * as NodePresets from '../../src/model/chains/nodePresets';
import type { Personality } from '../../test/devnet/index';
import { usage } from './launcher.mjs';
import { messageOf } from './proc.mjs';

/**
 * `npm start -- --help`: scripts/start.mts's header comment, the local node preset named from the table
 * Select Node… reads (model/chains/nodePresets.ts), so that both say the same name and port.
 */
export function startUsage(launcherUrl: string): string {
  const { LOCAL_NODE_PORT, presetById, presetName } = nodePresets();
  const { englishLocalizer } = tsxRequire('../../src/model/text/localizer.ts', import.meta.url) as typeof Localizer;
  const local = presetById('local');
  const name = local ? presetName(local, englishLocalizer) : 'neo-express';
  return usage(launcherUrl).replace('{local preset}', `${LOCAL_NODE_PORT}, the port of Select Node…'s "${name}"`);
}

/** The extension's node presets (model/chains/nodePresets.ts), compiled on the fly by tsx (src is CommonJS TypeScript). */
export function nodePresets(): typeof NodePresets {
  return tsxRequire('../../src/model/chains/nodePresets.ts', import.meta.url) as typeof NodePresets;
}

/** A bad option; without a message: --help. */
export class UsageError extends Error {}

export interface Options {
  readonly port: number | undefined;
  readonly count: number;
  readonly seed: number;
  /** Milliseconds the devnet waits before answering each HTTP request. */
  readonly latency: number;
  readonly devnetPort: number | undefined;
  readonly personality: Personality;
  readonly rpcUrl: string | undefined;
  /** A real neo-go node instead of the devnet. */
  readonly neoGo: boolean;
  /** With neoGo: a fresh chain without the NNS contract (nothing seeded), to try Set Up NNS on This Chain…. */
  readonly noNns: boolean;
  readonly owner: string | undefined;
  /** The web build in the web-worker extension host instead of the Node one. */
  readonly web: boolean;
  readonly check: boolean;
  /** A folder to open and keep (absolute); undefined: a temporary one, removed on Ctrl-C. */
  readonly workspace: string | undefined;
}

/**
 * The options of `npm start` (scripts/start.mts, whose header comment is its --help). `personalities`:
 * the devnet's, every one of them (test/devnet/personalities.ts); `note` says what an option changes.
 */
export function parseOptions(argv: readonly string[], personalities: readonly Personality[], note: (line: string) => void): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        count: { type: 'string' },
        personality: { type: 'string' },
        seed: { type: 'string' },
        latency: { type: 'string' },
        'devnet-port': { type: 'string' },
        'rpc-url': { type: 'string' },
        node: { type: 'string' },
        'no-nns': { type: 'boolean', default: false },
        owner: { type: 'string' },
        web: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        workspace: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
  if (values.help) throw new UsageError('');
  const integer = (flag: 'port' | 'count' | 'seed' | 'latency' | 'devnet-port', min: number, max: number) => {
    const text = values[flag];
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) throw new UsageError(`--${flag} needs an integer from ${min} to ${max}, got "${text}"`);
    return n;
  };
  const personality = personalities.find((name) => name === (values.personality ?? 'sessions'));
  if (!personality) throw new UsageError(`--personality must be one of ${personalities.join(', ')}`);
  const rpcUrl = values['rpc-url']?.trim();
  if (rpcUrl !== undefined && !/^https?:\/\/[^\s/?#@]+([/?#]\S*)?$/i.test(rpcUrl)) {
    throw new UsageError(`--rpc-url needs an http:// or https:// URL without user name or password, got "${rpcUrl}"`);
  }
  const owner = values.owner?.trim();
  if (owner !== undefined && !/^((0x)?[0-9a-f]{40}|N[1-9A-HJ-NP-Za-km-z]{33})$/i.test(owner)) {
    throw new UsageError(`--owner needs an N3 address (N…) or a script hash (0x + 40 hex digits), got "${owner}"`);
  }
  const node = values.node ?? 'devnet';
  if (node !== 'devnet' && node !== 'neo-go') throw new UsageError(`--node must be devnet or neo-go, got "${node}"`);
  if (node === 'neo-go' && rpcUrl) throw new UsageError('--node neo-go starts its own node: leave --rpc-url out');
  if (values['no-nns'] && node !== 'neo-go') throw new UsageError('--no-nns needs --node neo-go: it starts the real node over a fresh chain without the NNS contract');
  if (node === 'neo-go' && (values.count || values.personality || values.seed || values.latency || values['devnet-port'])) {
    note('note: --node neo-go, so no devnet: --count, --personality, --seed, --latency and --devnet-port do nothing');
  }
  if (rpcUrl && (values.count || values.personality || values.seed || values.latency || values['devnet-port'])) {
    note('note: --rpc-url given, so no devnet: --count, --personality, --seed, --latency and --devnet-port do nothing');
  }
  return {
    port: integer('port', 1, 65535),
    count: integer('count', 0, 1_000_000) ?? 3000,
    seed: integer('seed', 0, 2 ** 31) ?? 7,
    latency: integer('latency', 0, 60_000) ?? 0,
    devnetPort: integer('devnet-port', 1, 65535),
    personality,
    rpcUrl,
    neoGo: node === 'neo-go',
    noNns: values['no-nns'],
    owner,
    web: values.web,
    check: values.check,
    workspace: values.workspace === undefined ? undefined : resolve(values.workspace),
  };
}
