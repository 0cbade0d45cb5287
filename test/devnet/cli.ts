/**
 * `npm run devnet -- [options]`: runs a devnet until Ctrl-C.
 *
 *   --port N              listen port (default 50012; 0 = ephemeral)
 *   --host H              listen address (default 127.0.0.1)
 *   --count N             generate N names (default 1000)
 *   --names FILE          load names from a JSON array of DomainRecord (names as strings)
 *   --personality P       sessions | neo-go | neo-go-nosession | neo-go-sessions | neo-go-expansion | csharp-legacy |
 *                         csharp-nosession | csharp-nofindstorage (default sessions)
 *   --nns-contract C      mainnet (default: MainNet's C# NameService) | neo-go (neo-go's port, examples/nft-nd-nns)
 *   --max-items N         MaxIteratorResultItems (default 100)
 *   --no-rpc-version      omit result.rpc from getversion
 *   --address-version N   getversion's protocol.addressversion, the chain's address byte (default 53; a private
 *                         chain may use another)
 *   --contract 0x…        NNS contract hash (default MainNet's)
 *   --network N           getversion's network magic (default MainNet's, 860833102)
 *   --local-chain         a local chain: its own magic, three other contracts deployed, the NNS
 *                         contract second at a hash of its own (unless --contract / --network say)
 *   --seed N              seed for generated names (default 1)
 *   --owners N            distinct owners of generated names (default 5)
 *   --expired-share X     share of generated names already expired (default 0.1)
 *   --buffer-every N      every Nth name (the 1st, the N+1th, …) registered with Buffers: its NameState holds
 *                         name, owner and admin as Buffers (0x30), returned as Buffer stack items
 *   --max-gas GAS         MaxGasInvoke in GAS (default 20, neo-go 15)
 *   --session-expiry MS   session expiry after inactivity (default 60000)
 *   --session-pool N      neo-go's SessionPoolSize: live sessions at most, then -32603 "max session capacity
 *                         reached" (neo-go personalities; default 20)
 *   --key-not-found-sessions  C# 3.3–3.6: an unknown session or iterator answers .NET's KeyNotFoundException
 *                         (code -2146232969) instead of -107 / -108 (C# personalities)
 *   --latency MS          every HTTP request waits MS before it is answered, like a distant node (default 0)
 *   --no-batch            refuse JSON-RPC batches as a proxy without batch support: one error object
 *   --no-batch-status N   refuse them with HTTP status N and a plain-text body instead
 *   --max-body BYTES      refuse request bodies larger than this (default 1048576, both nodes' setting)
 *   --cors on|off|ORIGINS cross-origin requests from browsers: `on` any origin, `off` refused, or a
 *                         comma-separated list of origins (C#'s AllowOrigins); default the node's own:
 *                         on for the C# personalities, off for neo-go's
 *   --page-size N         findstorage entries per page (default 50, both nodes' setting)
 *   --disable METHOD      an RPC method the operator turned off (repeatable), e.g. findstorage
 *   --storage-mismatch M  storage that does not match what the contract returns: hash | value | names
 *   --walk-cost-ns N      nanoseconds findstorage spends on each storage entry it walks (default 0), as a
 *                         real node steps over `start` entries one by one before its page
 *
 * A line `walked` on standard input prints `walked N`: the storage entries findstorage has walked so far.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { MAINNET_MAGIC, NNS_MAINNET_HASH } from './constants';
import { LOCAL_CHAIN } from './contracts';
import { type CorsSetting, corsSettingOf, describeCors } from './cors';
import { PERSONALITIES, profileOf } from './personalities';
import { NNS_FLAVOURS, type NnsFlavour } from './flavours';
import { generateNames } from './sampleNames';
import { startDevnet } from './server';
import { STORAGE_MISMATCHES, type StorageMismatch } from './storage';
import type { DevnetOptions, DomainRecord, Personality } from './types';

const HASH = /^0x[0-9a-fA-F]{40}$/;
const recordSchema = z.object({
  name: z.string().min(1),
  owner: z.string().regex(HASH, 'owner must be 0x + 40 hex digits'),
  expiration: z.number().int().optional(),
  admin: z.string().regex(HASH).nullable().optional(),
  records: z.array(z.object({ type: z.number().int(), data: z.string() })).optional(),
  buffers: z.boolean().optional(),
});
const fileSchema = z.array(recordSchema);

class UsageError extends Error {}

interface CliOptions {
  port: number;
  host: string;
  count: number;
  namesFile?: string;
  personality: Personality;
  nnsContract?: NnsFlavour;
  maxItems?: number;
  rpcVersion: boolean;
  addressVersion?: number;
  contract?: string;
  network?: number;
  localChain: boolean;
  seed: number;
  owners?: number;
  expiredShare?: number;
  bufferEvery?: number;
  maxGas?: bigint;
  sessionExpiryMs?: number;
  sessionPoolSize?: number;
  keyNotFoundSessions: boolean;
  latencyMs: number;
  noBatch: boolean | number;
  maxBodyBytes?: number;
  cors?: CorsSetting;
  pageSize?: number;
  disabledMethods: string[];
  storageMismatch?: StorageMismatch;
  walkCostNs?: number;
}

function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    port: 50012, host: '127.0.0.1', count: 1000, personality: 'sessions', rpcVersion: true, localChain: false, seed: 1,
    latencyMs: 0, noBatch: false, disabledMethods: [], keyNotFoundSessions: false,
  };
  const integer = (flag: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < min) throw new UsageError(`${flag} needs an integer ≥ ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = (): string | undefined => argv[++i];
    switch (flag) {
      case '--port': options.port = integer(flag, value(), 0); break;
      case '--host': options.host = value() ?? options.host; break;
      case '--count': options.count = integer(flag, value(), 0); break;
      case '--names': options.namesFile = value(); break;
      case '--personality': {
        const p = value();
        if (!PERSONALITIES.includes(p as Personality)) throw new UsageError(`--personality must be one of ${PERSONALITIES.join(', ')}`);
        options.personality = p as Personality;
        break;
      }
      case '--nns-contract': {
        const c = value();
        if (!NNS_FLAVOURS.includes(c as NnsFlavour)) throw new UsageError(`--nns-contract must be one of ${NNS_FLAVOURS.join(', ')}`);
        options.nnsContract = c as NnsFlavour;
        break;
      }
      case '--max-items': options.maxItems = integer(flag, value(), 1); break;
      case '--no-rpc-version': options.rpcVersion = false; break;
      case '--address-version': {
        const version = integer(flag, value(), 0);
        if (version > 255) throw new UsageError(`${flag} needs a byte, 0 to 255`);
        options.addressVersion = version;
        break;
      }
      case '--contract': {
        const c = value();
        if (!c || !HASH.test(c)) throw new UsageError('--contract needs 0x + 40 hex digits');
        options.contract = c;
        break;
      }
      case '--network': options.network = integer(flag, value(), 0); break;
      case '--local-chain': options.localChain = true; break;
      case '--seed': options.seed = integer(flag, value(), 0); break;
      case '--owners': options.owners = integer(flag, value(), 1); break;
      case '--expired-share': {
        const x = Number(value());
        if (!(x >= 0 && x <= 1)) throw new UsageError('--expired-share needs a number between 0 and 1');
        options.expiredShare = x;
        break;
      }
      case '--buffer-every': options.bufferEvery = integer(flag, value(), 1); break;
      case '--max-gas': {
        const g = Number(value());
        if (!(g > 0)) throw new UsageError('--max-gas needs a positive number of GAS');
        options.maxGas = BigInt(Math.round(g * 1e8));
        break;
      }
      case '--session-expiry': options.sessionExpiryMs = integer(flag, value(), 1); break;
      case '--session-pool': options.sessionPoolSize = integer(flag, value(), 1); break;
      case '--key-not-found-sessions': options.keyNotFoundSessions = true; break;
      case '--latency': options.latencyMs = integer(flag, value(), 0); break;
      case '--no-batch': if (options.noBatch === false) options.noBatch = true; break;
      case '--no-batch-status': {
        const status = integer(flag, value(), 100);
        if (status > 599) throw new UsageError(`${flag} needs an HTTP status from 100 to 599`);
        options.noBatch = status;
        break;
      }
      case '--max-body': options.maxBodyBytes = integer(flag, value(), 1); break;
      case '--cors': {
        const v = value();
        if (!v) throw new UsageError('--cors needs on, off or a comma-separated list of origins');
        options.cors = v === 'on' ? true : v === 'off' ? false : v.split(',').map((origin) => origin.trim()).filter(Boolean);
        break;
      }
      case '--page-size': options.pageSize = integer(flag, value(), 1); break;
      case '--disable': {
        const method = value();
        if (!method) throw new UsageError('--disable needs an RPC method name');
        options.disabledMethods.push(method);
        break;
      }
      case '--storage-mismatch': {
        const mismatch = value();
        if (!STORAGE_MISMATCHES.includes(mismatch as StorageMismatch)) throw new UsageError(`--storage-mismatch must be one of ${STORAGE_MISMATCHES.join(', ')}`);
        options.storageMismatch = mismatch as StorageMismatch;
        break;
      }
      case '--walk-cost-ns': options.walkCostNs = integer(flag, value(), 0); break;
      case '--help': case '-h': throw new UsageError('');
      default: throw new UsageError(`unknown option ${flag}`);
    }
  }
  return options;
}

function loadNames(file: string): DomainRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw new UsageError(`${file} is not an array of DomainRecord: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data.map((r) => ({ ...r, owner: r.owner.toLowerCase() }));
}

/** --cors checked against the personality's node (given in any order). */
function corsOf(cli: CliOptions): CorsSetting {
  try {
    return corsSettingOf(cli.cors, profileOf(cli.personality).node);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.replace(/^devnet: /, '--cors: ') : String(error));
  }
}

function usage(): string {
  const text = readFileSync(__filename, 'utf8');
  const start = text.indexOf('/**');
  const end = text.indexOf('*/');
  return text.slice(start + 3, end).split('\n').map((l) => l.replace(/^ \* ?/, '')).join('\n').trim();
}

async function main(): Promise<void> {
  let cli: CliOptions;
  let cors: CorsSetting;
  try {
    cli = parseArgs(process.argv.slice(2));
    cors = corsOf(cli);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`devnet: ${error.message}\n`);
    console.error(usage());
    process.exit(error.message ? 2 : 0);
  }
  const loaded = cli.namesFile
    ? loadNames(cli.namesFile)
    : generateNames(cli.count, {
      seed: cli.seed,
      ...(cli.owners !== undefined ? { owners: cli.owners } : {}),
      ...(cli.expiredShare !== undefined ? { expiredShare: cli.expiredShare } : {}),
    });
  const contract = cli.contract ?? (cli.localChain ? LOCAL_CHAIN.contractHash : NNS_MAINNET_HASH);
  const network = cli.network ?? (cli.localChain ? LOCAL_CHAIN.network : MAINNET_MAGIC);
  const every = cli.bufferEvery;
  const names = every === undefined ? loaded : loaded.map((record, i) => (i % every === 0 ? { ...record, buffers: true } : record));
  const options: DevnetOptions = {
    port: cli.port, host: cli.host, names, personality: cli.personality, getversionRpc: cli.rpcVersion, contractHash: contract, network,
    ...(cli.localChain ? { deployedContracts: LOCAL_CHAIN.deployedContracts, nnsContractId: LOCAL_CHAIN.nnsContractId } : {}),
    ...(cli.maxItems !== undefined ? { maxIteratorResultItems: cli.maxItems } : {}),
    ...(cli.nnsContract !== undefined ? { nnsContract: cli.nnsContract } : {}),
    ...(cli.addressVersion !== undefined ? { addressVersion: cli.addressVersion } : {}),
    ...(cli.maxGas !== undefined ? { maxGasInvoke: cli.maxGas } : {}),
    ...(cli.sessionExpiryMs !== undefined ? { sessionExpiryMs: cli.sessionExpiryMs } : {}),
    ...(cli.sessionPoolSize !== undefined ? { sessionPoolSize: cli.sessionPoolSize } : {}),
    keyNotFoundSessions: cli.keyNotFoundSessions,
    ...(cli.maxBodyBytes !== undefined ? { maxRequestBodyBytes: cli.maxBodyBytes } : {}),
    ...(cli.pageSize !== undefined ? { findStoragePageSize: cli.pageSize } : {}),
    ...(cli.storageMismatch !== undefined ? { storageMismatch: cli.storageMismatch } : {}),
    ...(cli.walkCostNs !== undefined ? { walkCostNs: cli.walkCostNs } : {}),
    disabledMethods: cli.disabledMethods,
    latencyMs: cli.latencyMs,
    noBatch: cli.noBatch,
    cors,
  };
  const devnet = await startDevnet(options);
  const owners = new Set(names.map((n) => n.owner.toLowerCase())).size;
  console.log(devnet.url);
  console.log(`NNS devnet (${cli.personality}): ${names.length} names, ${owners} owners, contract ${contract.toLowerCase()}, `
    + `${network === MAINNET_MAGIC ? '' : `network ${network}${cli.localChain ? ` (a local chain: ${LOCAL_CHAIN.deployedContracts.length + 1} contracts)` : ''}, `}`
    + `max ${cli.maxItems ?? 100} iterator items${cli.rpcVersion ? '' : ', getversion without rpc'}`
    + `${cli.latencyMs > 0 ? `, ${cli.latencyMs} ms latency` : ''}`
    + `${cli.noBatch === false ? '' : `, batches refused${typeof cli.noBatch === 'number' ? ` with HTTP ${cli.noBatch}` : ''}`}`
    + `${cli.cors === undefined ? '' : `, ${describeCors(cors)}`}`
    + `${cli.pageSize !== undefined ? `, findstorage pages of ${cli.pageSize}` : ''}`
    + `${cli.addressVersion !== undefined ? `, address version ${cli.addressVersion}` : ''}`
    + `${cli.sessionPoolSize !== undefined ? `, ${cli.sessionPoolSize} sessions at most` : ''}`
    + `${cli.keyNotFoundSessions ? ', unknown sessions as KeyNotFoundException' : ''}`
    + `${every !== undefined ? `, every ${every === 1 ? '' : `${every}th `}name with Buffers` : ''}`
    + `${cli.disabledMethods.length > 0 ? `, disabled: ${cli.disabledMethods.join(', ')}` : ''}`
    + `${cli.storageMismatch ? `, storage mismatching (${cli.storageMismatch})` : ''}`
    + `${cli.walkCostNs ? `, ${cli.walkCostNs} ns per storage entry walked` : ''}`
    + ' — Ctrl-C to stop');
  // The bench asks how far findstorage walked (the devnet runs in its own process there).
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'walked') console.log(`walked ${devnet.storageEntriesWalked}`);
  });
  // Nobody reads the request log of a standalone devnet: keep its memory flat over long demos.
  setInterval(() => devnet.clearRequests(), 60_000).unref();
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the devnet`);
    devnet.close().then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`devnet: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
