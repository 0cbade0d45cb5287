// F5 in VS Code: .vscode/launch.json starts the extension in an Extension Development Host after the
// task of .vscode/tasks.json has built it, and that task reads what `npm run watch` prints.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { BUILD_FINISHED, BUILD_STARTED, buildProgress } from '../../scripts/buildProgress.mjs';

const root = join(__dirname, '..', '..');
interface LaunchConfiguration { name: string; type: string; request: string; args?: string[]; outFiles?: string[]; preLaunchTask?: string }
interface ProblemMatcher {
  fileLocation: [string, string];
  pattern: { regexp: string; file: number; line: number; column: number; message: number };
  background: { activeBegin: boolean; beginsPattern: string; endsPattern: string };
}
interface Task { label: string; type: string; script?: string; isBackground?: boolean; problemMatcher?: ProblemMatcher | [] }

const read = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const launch = read<{ configurations: LaunchConfiguration[] }>('.vscode/launch.json');
const tasks = read<{ tasks: Task[] }>('.vscode/tasks.json').tasks;
const manifest = read<{ main: string; browser: string; scripts: Record<string, string> }>('package.json');

/** Whether a launch.json glob (`${workspaceFolder}/dist/*.js`) covers a path of the repository. */
function globCovers(glob: string, path: string): boolean {
  const pattern = glob.replace('${workspaceFolder}/', '').split(/(\*\*\/|\*)/).map((part) => {
    if (part === '**/') return '(?:.*/)?';
    if (part === '*') return '[^/]*';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
  return new RegExp(`^${pattern}$`).test(path.replace(/^\.\//, ''));
}

describe('F5: .vscode/launch.json and tasks.json', () => {
  it('each configuration starts an extension host on this folder, after a task that runs an npm script of package.json', () => {
    assert.ok(launch.configurations.length > 0);
    for (const configuration of launch.configurations) {
      assert.deepEqual([configuration.type, configuration.request], ['extensionHost', 'launch'], configuration.name);
      assert.ok(configuration.args?.includes('--extensionDevelopmentPath=${workspaceFolder}'), configuration.name);
      const task = tasks.find((t) => t.label === configuration.preLaunchTask);
      assert.ok(task, `${configuration.name}: no task "${configuration.preLaunchTask}" in tasks.json`);
      assert.equal(task.type, 'npm');
      assert.ok(task.script && task.script in manifest.scripts, `${configuration.name}: no npm script "${task.script}"`);
      assert.match(manifest.scripts[task.script] ?? '', /scripts\/build\.mjs/, 'the task builds with esbuild');
    }
  });

  it('maps the bundle each host runs to its sources (outFiles)', () => {
    for (const configuration of launch.configurations) {
      const web = configuration.args?.includes('--extensionDevelopmentKind=web') ?? false;
      const bundle = web ? manifest.browser : manifest.main;
      assert.ok(configuration.outFiles?.some((glob) => globCovers(glob, bundle)), `${configuration.name}: outFiles miss ${bundle}`);
    }
  });

  it('a watch before launch is a background task whose problem matcher reads what the watch prints', async () => {
    const watching = launch.configurations.map((c) => tasks.find((t) => t.label === c.preLaunchTask)).filter((t) => t?.isBackground);
    assert.ok(watching.length > 0, 'F5 runs the watch');
    const dir = mkdtempSync(join(tmpdir(), 'nns-watch-'));
    try {
      writeFileSync(join(dir, 'good.ts'), 'export const good = 1;\n');
      writeFileSync(join(dir, 'bad.ts'), 'export const good = 1;\nexport const bad = (;\n');
      const lines: string[] = [];
      const progress = buildProgress((line) => lines.push(line));
      // Two bundles built together, as `npm run watch` builds the node and the web bundle.
      await Promise.all(['good.ts', 'bad.ts'].map((entry) => esbuild.build({
        entryPoints: [join(dir, entry)], bundle: true, write: false, logLevel: 'silent', absWorkingDir: root, plugins: [progress],
      }).catch(() => undefined)));
      // The two builds may overlap (one round) or not (two rounds), as the machine schedules them: each round
      // starts and finishes once, and the error is printed inside a round.
      const rounds = lines.filter((line) => line === BUILD_STARTED).length;
      assert.deepEqual([lines[0], lines.at(-1), lines.filter((line) => line === BUILD_FINISHED).length], [BUILD_STARTED, BUILD_FINISHED, rounds], lines.join('\n'));
      assert.equal(lines.length, 2 * rounds + 1, lines.join('\n'));
      for (const task of watching) {
        const matcher = task?.problemMatcher;
        assert.ok(matcher && !Array.isArray(matcher), task?.label);
        assert.deepEqual(matcher.fileLocation, ['relative', '${workspaceFolder}']);
        assert.ok(matcher.background.activeBegin && new RegExp(matcher.background.beginsPattern).test(BUILD_STARTED));
        assert.ok(new RegExp(matcher.background.endsPattern).test(BUILD_FINISHED));
        assert.ok(!new RegExp(matcher.background.endsPattern).test(BUILD_STARTED));
        const problem = lines.map((line) => new RegExp(matcher.pattern.regexp).exec(line)).find(Boolean);
        assert.ok(problem, lines.join('\n'));
        const { file, line, column, message } = matcher.pattern;
        assert.deepEqual([problem[file], problem[line], problem[column]], [relative(root, join(dir, 'bad.ts')), '2', '21']);
        assert.match(problem[message] ?? '', /Unexpected/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
