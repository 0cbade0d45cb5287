// The real neo-go node a real-node suite runs against, as scripts/test-realnode.mts describes it in
// the JSON file named by NNS_REAL_NODE: its URL, its RPC configuration, what the seed registered, and
// how to register more names on it (nnsfixture register).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { NodeConfig } from '../../../src/core';

const address = z.string().regex(/^N[1-9A-HJ-NP-Za-km-z]{33}$/);

const descriptionSchema = z.object({
  configuration: z.object({
    name: z.string(),
    description: z.string(),
    settings: z.object({
      sessions: z.boolean().optional(),
      expansion: z.boolean().optional(),
      maxIteratorResultItems: z.number().int().optional(),
      maxFindStoragePageSize: z.number().int().optional(),
      sessionPoolSize: z.number().int().optional(),
      sessionLifetimeSeconds: z.number().optional(),
      maxGasInvoke: z.number().optional(),
      cors: z.boolean().optional(),
    }),
  }),
  rpcUrl: z.string().url(),
  register: z.object({ command: z.string(), args: z.array(z.string()) }),
  seed: z.object({
    contractHash: z.string(),
    committee: address,
    roots: z.array(z.string()),
    owners: z.array(z.object({ index: z.number().int(), address, scriptHash: z.string() })),
    names: z.array(z.object({ name: z.string(), owner: address })),
    admins: z.array(z.object({ name: z.string(), owner: address })),
    records: z.array(z.object({ name: z.string(), type: z.number().int(), data: z.string() })),
    transfers: z.array(z.object({ name: z.string(), from: address, to: address })),
    resolve: z.object({ name: z.string(), chain: z.string(), far: z.string(), www: z.string(), a: z.string(), aaaa: z.string(), txtAddress: address }),
  }),
});

export type RealNodeDescription = z.infer<typeof descriptionSchema>;

export interface RealNode extends Omit<RealNodeDescription, 'register'> {
  readonly node: NodeConfig;
  /** The configuration's effective values (neo-go's defaults where it sets none). */
  readonly sessions: boolean;
  readonly expansion: boolean;
  readonly pageSize: number;
  readonly storagePageSize: number;
  /** Registers names for owner `ownerIndex` in one transaction and waits for its block. */
  register(names: readonly string[], ownerIndex: number): Promise<void>;
  /** Every name the node holds now: the seed's and those registered since, with their owners. */
  names(): ReadonlyMap<string, string>;
  /** The names owner `address` holds now. */
  namesOf(address: string): Set<string>;
}

let cached: RealNode | undefined;

/** The node of this run; fails plainly when the suite was started without the launcher. */
export function realNode(): RealNode {
  if (cached) return cached;
  const file = process.env.NNS_REAL_NODE;
  if (!file) throw new Error('NNS_REAL_NODE is not set: run the real-node suites with `npm run test:realnode`');
  const description = descriptionSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const { settings } = description.configuration;
  const run = promisify(execFile);
  const held = new Map(description.seed.names.map((n) => [n.name, n.owner]));
  cached = {
    ...description,
    node: { rpcUrl: description.rpcUrl, contractHash: description.seed.contractHash },
    sessions: settings.sessions ?? false,
    expansion: settings.expansion ?? false,
    pageSize: settings.maxIteratorResultItems ?? 100,
    storagePageSize: settings.maxFindStoragePageSize ?? 50,
    async register(names, ownerIndex) {
      await run(description.register.command, [...description.register.args, '-owner', String(ownerIndex), ...names.flatMap((n) => ['-name', n])], {
        timeout: 120_000,
      });
      const owner = description.seed.owners[ownerIndex];
      if (!owner) throw new Error(`no owner ${ownerIndex}`);
      for (const name of names) held.set(name, owner.address);
    },
    names: () => held,
    namesOf: (address) => new Set([...held].filter(([, owner]) => owner === address).map(([name]) => name)),
  };
  return cached;
}

/** One JSON-RPC request to the node, its parsed answer as sent (for what the core does not expose). */
export async function rawRpc(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}
