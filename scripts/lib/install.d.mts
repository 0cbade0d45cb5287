// Types for install.mjs, so TypeScript scripts (the bench) can import it.
export function ensureAll(options?: { force?: boolean; browser?: boolean }): Promise<'skipped' | 'installed'>;
