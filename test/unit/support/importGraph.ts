// The import graph of a folder of TypeScript sources, read from the text of each file (static imports,
// re-exports, `import()` and `import('…')` types), and the circles in it: the layering test shows that
// src/ has none, file by file and folder by folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Each file (its path relative to the root, with `/`) and the files of the root it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: `x.ts`, or `x/index.ts`. */
function resolveSpecifier(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => files.has(candidate));
}

export function importGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const known = new Set(files);
  const name = (path: string) => relative(root, path).split(sep).join('/');
  return new Map(files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].map((match) => {
      const target = resolveSpecifier(known, file, match[1] ?? '');
      // A specifier not understood would leave an edge out, and a circle with it.
      if (target === undefined) throw new Error(`${name(file)}: '${match[1]}' names no file of ${root}`);
      return target;
    });
    return [name(file), [...new Set(targets.map(name))]];
  }));
}

/** The graph of groups of files (`groupOf` names a file's group; undefined leaves it out): an edge where a file of one imports a file of another. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | undefined): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === undefined) continue;
    const out = edges.get(from) ?? new Set<string>();
    edges.set(from, out);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) out.add(to);
    }
  }
  return new Map([...edges].map(([from, to]) => [from, [...to].sort()]));
}

/** A circle of the graph (`a → b → a`, its first node again at the end), or undefined when there is none. */
export function findCircle(graph: ImportGraph): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | undefined => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return undefined;
}
