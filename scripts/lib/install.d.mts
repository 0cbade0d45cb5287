// Types for install.mjs, so TypeScript scripts (the bench) can import it.
export function ensureAll(options?: Record<string, unknown>): Promise<void>;
