// What `nnsfixture seed` (scripts/neo-go/nnsfixture) registered on the real node, as it writes it
// (seed.json): the contract, the owners, every name with its owner after the transfer, the admin,
// the records and the names to resolve. Checked by a schema: the tests compare the node with it.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const address = z.string().regex(/^N[1-9A-HJ-NP-Za-km-z]{33}$/);
const hash160 = z.string().regex(/^0x[0-9a-f]{40}$/);

const seedResultSchema = z.object({
  contractHash: hash160,
  committee: address,
  seed: z.string(),
  roots: z.array(z.string()).min(1),
  price: z.number().int().positive(),
  owners: z.array(z.object({ index: z.number().int().nonnegative(), address, scriptHash: hash160 })).min(4),
  names: z.array(z.object({ name: z.string().min(1), owner: address })),
  admins: z.array(z.object({ name: z.string(), owner: address })),
  records: z.array(z.object({ name: z.string(), type: z.number().int(), data: z.string() })),
  transfers: z.array(z.object({ name: z.string(), from: address, to: address })),
  resolve: z.object({ name: z.string(), chain: z.string(), far: z.string(), www: z.string(), a: z.string(), aaaa: z.string(), txtAddress: address }),
  timingsMs: z.object({ deploy: z.number(), roots: z.number(), names: z.number(), extras: z.number() }),
});

export type SeedResult = z.infer<typeof seedResultSchema>;
export type SeedOwner = SeedResult['owners'][number];
export type SeedName = SeedResult['names'][number];

export function readSeedResult(file: string): SeedResult {
  return seedResultSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
