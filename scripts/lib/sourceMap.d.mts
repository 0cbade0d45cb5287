// Types for sourceMap.mjs, so TypeScript tests can import it.
export function stackMapper(bundleFile: string): (line: string) => string;
