// What the workspace remembers of each transaction saved for signing elsewhere, by its hash: its unsigned
// bytes and network (what a file brought back must hold byte for byte), the confirmation's words, what
// to refresh once it is in a block. Never a key or a signature; the state is read back through a schema.
import * as z from 'zod/mini';
import { StateKeys } from '../../ids';
import type { ReloadPlan } from '../operations/operationSpec';

export interface SavedTransaction {
  /** Display form. */
  readonly hash: string;
  /** The network magic it is signed for. */
  readonly network: number;
  /** The unsigned transaction, base64, as the context's `data`. */
  readonly data: string;
  readonly validUntilBlock: number;
  /** The node and contract it was prepared with. */
  readonly rpcUrl: string;
  readonly contractHash: string;
  /** The operation in a line, and the confirmation's message and detail, as shown when it was saved. */
  readonly title: string;
  readonly message: string;
  readonly detail: string;
  /** Where it was saved (workspace-relative where it can be), and when (ms since the epoch). */
  readonly file: string;
  readonly savedAt: number;
  /** A name operation's: what shows the change. */
  readonly reload?: ReloadPlan;
  /** A set-up's: the contract it deploys, to be used once in a block. */
  readonly setUpContract?: string;
}

/** The state it is kept in (workspaceState). */
export interface StateLike {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** The most transactions remembered, and how long: a transaction stays valid for about an hour. */
export const MAX_SAVED = 50;
export const SAVED_FOR_MS = 7 * 24 * 3600 * 1000;

const text = (max: number) => z.string().check(z.maxLength(max));
const reloadSchema = z.object({
  names: z.array(text(1024)).check(z.maxLength(100)),
  owners: z.array(text(64)).check(z.maxLength(100)),
  allDomains: z.boolean(),
  roots: z.boolean(),
});
const savedSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
  network: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)),
  data: text(200_000),
  validUntilBlock: z.number().check(z.int(), z.minimum(0)),
  rpcUrl: text(2048),
  contractHash: text(42),
  title: text(2000),
  message: text(4000),
  detail: text(40_000),
  file: text(4096),
  savedAt: z.number(),
  reload: z.optional(reloadSchema),
  setUpContract: z.optional(text(42)),
});

/** The transactions saved from this workspace, newest first; a record that does not read is left out. */
export class SavedTransactions {
  constructor(private readonly state: StateLike, private readonly now: () => number = Date.now) {}

  list(): SavedTransaction[] {
    const raw = this.state.get<unknown>(StateKeys.savedTransactions);
    if (!Array.isArray(raw)) return [];
    const cutoff = this.now() - SAVED_FOR_MS;
    return raw.flatMap((each): SavedTransaction[] => {
      const parsed = savedSchema.safeParse(each);
      return parsed.success && parsed.data.savedAt >= cutoff ? [parsed.data] : [];
    }).slice(0, MAX_SAVED);
  }

  find(hash: string): SavedTransaction | undefined {
    return this.list().find((each) => each.hash === hash.toLowerCase());
  }

  /** Remembers one (saved again: the newest record); the oldest beyond MAX_SAVED, and those older than SAVED_FOR_MS, are forgotten. */
  async remember(saved: SavedTransaction): Promise<void> {
    await this.state.update(StateKeys.savedTransactions, [saved, ...this.list().filter((each) => each.hash !== saved.hash)].slice(0, MAX_SAVED));
  }

  async forget(hash: string): Promise<void> {
    const list = this.list();
    if (list.some((each) => each.hash === hash)) await this.state.update(StateKeys.savedTransactions, list.filter((each) => each.hash !== hash));
  }
}
