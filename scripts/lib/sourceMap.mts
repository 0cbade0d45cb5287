// The extension host replaces Error.prepareStackTrace, so Node's own source-map support never maps
// the bundled suite's stack frames. The harness maps them itself, in the output it prints.
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { basename, dirname, relative, resolve } from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that rewrites `…/<bundle>.js:LINE:COL` in a line to the original `src/…ts:LINE:COL`.
 * Returns the identity when the bundle has no readable .map next to it.
 */
export function stackMapper(bundleFile: string): (line: string) => string {
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
  } catch {
    return (line: string) => line;
  }
  const frame = new RegExp(`(?:file://)?[^\\s()]*${escape(basename(bundleFile))}:(\\d+):(\\d+)`, 'g');
  return (line: string) => line.replace(frame, (whole, lineNo: string, column: string) => {
    // An empty object when the position maps to nothing.
    const entry = map.findEntry(Number(lineNo) - 1, Number(column) - 1) as Partial<SourceMapping>;
    if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return whole;
    const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname
      : resolve(dirname(bundleFile), entry.originalSource);
    return `${relative(REPO_ROOT, source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
