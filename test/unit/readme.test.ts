// The README is the extension's page in the Marketplace (the .vsix ships it): its tables must list what
// package.json contributes, its links must lead somewhere, and the code's "protocol notes §N" must exist.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
interface Manifest {
  contributes: {
    commands: Array<{ command: string; title: string }>;
    menus: { commandPalette?: Array<{ command: string; when?: string }> };
    configuration: { properties: Record<string, { default: unknown }> };
  };
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const nls = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;
const shown = (value: string) => value.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? value);

/** The body rows of the Markdown table under `## heading`, as cells. */
function table(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return section.split('\n').filter((line) => line.startsWith('|')).slice(2)
    .map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
}

/** Markdown files of the repository a reader may open (not dependencies, not build output). */
function markdownFiles(dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', '.git', '.cache', 'dist', 'artifacts', 'reports', '.stryker-tmp'].includes(name)) return [];
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

describe('README.md', () => {
  it('lists every command the palette offers, with its title and id', () => {
    const hidden = new Set((manifest.contributes.menus.commandPalette ?? []).filter((m) => m.when === 'false').map((m) => m.command));
    const expected = manifest.contributes.commands.filter((c) => !hidden.has(c.command)).map((c) => `${shown(c.title)} ${c.command}`).sort();
    const listed = table(readme, 'Commands').map(([title = '', id = '']) => `${title} ${id.replace(/`/g, '')}`).sort();
    assert.deepEqual(listed, expected);
  });

  it('lists every setting with its default', () => {
    const cell = (value: unknown) => (value === '' ? '(empty)' : `\`${String(value)}\``);
    const expected = Object.entries(manifest.contributes.configuration.properties).map(([key, { default: value }]) => `\`${key}\` ${cell(value)}`).sort();
    const listed = table(readme, 'Settings').map(([key = '', value = '']) => `${key} ${value}`).sort();
    assert.deepEqual(listed, expected);
  });

  it('keeps the two commands a fresh clone starts with, and stays a short page', () => {
    for (const command of ['npm ci && npm start', 'npm ci && npm test']) assert.ok(readme.includes(`\n${command}\n`), command);
    const lines = readme.split('\n').length - 1;
    assert.ok(lines <= 250, `README.md has ${lines} lines`);
  });

  it('links only to files and headings that exist (every Markdown file of the repository)', () => {
    for (const file of markdownFiles()) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const linked = path ? join(dirname(file), path) : file;
        const where = `${relative(root, file)} → ${target}`;
        assert.ok(existsSync(linked), where);
        if (anchor && linked.endsWith('.md')) {
          const headings = readFileSync(linked, 'utf8').replace(/```[\s\S]*?```/g, '').split('\n').filter((l) => /^#+ /.test(l)).map((l) => anchorOf(l.replace(/^#+ /, '')));
          assert.ok(headings.includes(anchor), `${where}: no such heading`);
        }
      }
    }
  });

  it('every "protocol notes §N" the code cites is a section of docs/protocol-notes.md', () => {
    const notes = readFileSync(join(root, 'docs', 'protocol-notes.md'), 'utf8');
    const sections = new Set([...notes.matchAll(/^## §(\d+) /gm)].map((m) => m[1]));
    const cited = new Set<string>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|mts|mjs)$/.test(name)) {
          for (const m of readFileSync(path, 'utf8').matchAll(/protocol notes((?:,? ?§\d+)+)/g)) {
            for (const n of (m[1] ?? '').matchAll(/§(\d+)/g)) cited.add(`${relative(root, path)} §${n[1]}`);
          }
        }
      }
    };
    for (const dir of ['src', 'test', 'scripts']) walk(join(root, dir));
    assert.ok(cited.size > 10, `found ${cited.size} citations`);
    for (const citation of cited) assert.ok(sections.has(citation.split('§')[1] ?? ''), `${citation}: no such section`);
  });
});
