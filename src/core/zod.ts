// zod's smaller build, for every schema of the core: its functions (`z.optional(x)`, `.check(z.maxLength(n))`)
// parse exactly as the classic build's methods did. The English issue messages that the classic build
// set by itself are set here, before any schema parses: firstIssue quotes them.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
