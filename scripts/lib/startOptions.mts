// The options of `npm start`, parsed apart from starting anything (so that a test can check them).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as Localizer from '../../src/model/text/localizer';
import type * as NodePresets from '../../src/model/chains/nodePresets';
import type { Personality } from '../../test/devnet/index';
import { messageOf } from './proc.mjs';

/** `npm start -- --help`, with `{local preset}` for the devnet's default port. */
const USAGE = `npm start [-- options]: the playground. The devnet (the default) is a private chain that takes no
transactions: writes stop at the node. --node neo-go starts a real node that takes them.
  --port N             code-server's port on 127.0.0.1 (default 8080, or a free one when taken)
  --count N            names in the sample (default 3000)
  --personality P      the devnet's node: sessions (default) | neo-go | neo-go-nosession | neo-go-sessions |
                       neo-go-expansion | csharp-legacy | csharp-nosession | csharp-nofindstorage
  --latency MS         the devnet answers every HTTP request MS late, like a distant node (default 0)
  --seed N             another sample of the same size (default 7)
  --devnet-port N      the devnet's port (default {local preset}; a free one when taken)
  --node neo-go        a real neo-go v0.122.0 node instead of the devnet: built into .cache/neo-go/ the first
                       time (needs Go >= 1.25; minutes), the NNS contract deployed and 10,000 names seeded (reused
                       from an earlier run), sessions on; the workspace holds the owners' keys, funded with GAS
                       (playground.neo-express), and the committee's wallet (wallet1_solo.json, password one)
  --no-nns             with --node neo-go: a fresh chain without the NNS contract (nothing seeded), to try
                       Set Up NNS on This Chain…; the workspace gets the contract's .nef and manifest and the
                       committee's wallet (wallet1_solo.json, password one)
  --rpc-url URL        use this Neo N3 node instead of the devnet (no devnet is started)
  --owner ADDRESS      nns.owner (default: an owner of the sample; none with --rpc-url)
  --web                run the web build (dist/web/extension.js) in the browser's web-worker extension
                       host, as VS Code for the Web does (user setting remote.extensionKind)
  --workspace DIR      open this folder (made if missing) and keep it: without it the workspace is a
                       temporary folder that Ctrl-C deletes, with everything saved in it (exports too)
  --check              open the editor in headless Chromium, check that the views fill, then stop
  -h, --help`;

/**
 * `npm start -- --help`: the local node preset named from the table Select Node… reads
 * (model/chains/nodePresets.ts), so that both say the same name and port.
 */
export function startUsage(): string {
  const { LOCAL_NODE_PORT, presetById, presetName } = nodePresets();
  const { englishLocalizer } = tsxRequire('../../src/model/text/localizer.ts', import.meta.url) as typeof Localizer;
  const local = presetById('local');
  const name = local ? presetName(local, englishLocalizer) : 'neo-express';
  return USAGE.replace('{local preset}', `${LOCAL_NODE_PORT}, the port of Select Node…'s "${name}"`);
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
 * The options of `npm start` (scripts/start.mts; USAGE is its --help). `personalities`:
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
