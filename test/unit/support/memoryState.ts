// Workspace state kept in memory, for the tests that build the write service or its saved transactions
// without an extension context.
import type { StateLike } from '../../../src/model/write/run/savedTransactions';

export class MemoryState implements StateLike {
  private readonly values = new Map<string, unknown>();

  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
    return Promise.resolve();
  }
}
