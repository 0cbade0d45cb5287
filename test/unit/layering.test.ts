// The lint rules that keep src/ in layers (eslint.config.mjs): each is run through ESLint's Node API
// on a file that exists only in memory, so a wrong import shows as the error a developer would see.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(__dirname, '..', '..');

/** Written out here rather than read from the config, so a wrong config cannot agree with itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: [],
  model: ['core'],
  services: ['model', 'core'],
  views: ['services', 'model', 'core'],
  documents: ['services', 'model', 'core'],
  language: ['services', 'model', 'core'],
  commands: ['views', 'documents', 'language', 'services', 'model', 'core'],
};
const FOLDERS = Object.keys(MAY_IMPORT);
/** The files at src/ itself: the top layer. */
const ROOT_MODULES = ['extension', 'testingApi', 'api'];

describe('lint: the layers of src/', function () {
  // The first lint loads typescript-eslint.
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: root });

  /** The messages ESLint reports for `code` as if it were src/<folder>/probe.ts. */
  async function lint(folder: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'src', folder, 'probe.ts') });
    assert.ok(result, 'ESLint returned no result');
    return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
  }

  it('reports an import against the direction, and says which way imports run', async () => {
    const messages = await lint('model', "import type { SettingsService } from '../services/settings';\nexport type S = SettingsService;\n");
    assert.deepEqual(messages, [{
      rule: 'no-restricted-imports',
      message: "'../services/settings' import is restricted from being used by a pattern. src/model must not import src/services: "
        + 'imports run extension → commands → views | documents | language → services → model → core.',
    }]);
  });

  for (const from of FOLDERS) {
    it(`lets src/${from} import only ${MAY_IMPORT[from]?.length ? MAY_IMPORT[from]?.join(', ') : 'itself'}`, async () => {
      for (const to of [...FOLDERS, ...ROOT_MODULES]) {
        if (to === from) continue;
        const specifier = ROOT_MODULES.includes(to) ? `../${to}` : `../${to}/probe`;
        const messages = await lint(from, `import type { Probe } from '${specifier}';\nexport type P = Probe;\n`);
        const restricted = messages.filter((message) => message.rule === 'no-restricted-imports');
        const allowed = MAY_IMPORT[from]?.includes(to) ?? false;
        assert.equal(restricted.length, allowed ? 0 : 1, `src/${from} → ${specifier}: ${JSON.stringify(messages)}`);
      }
    });
  }

  it('lets every folder import its own files', async () => {
    for (const folder of FOLDERS) assert.deepEqual(await lint(folder, "export { x } from './probe';\n"), [], folder);
  });

  for (const folder of ['core', 'model']) {
    it(`fences src/${folder}: no vscode, no Node built-ins, no Node globals`, async () => {
      const messages = await lint(folder, [
        "import * as vscode from 'vscode';",
        "import { readFileSync } from 'node:fs';",
        "import { join } from 'path';",
        'export const x = [vscode, readFileSync, join, process.env, Buffer.alloc(1)];',
        '',
      ].join('\n'));
      assert.deepEqual(messages.map((message) => message.message), [
        `'vscode' import is restricted from being used by a pattern. src/${folder} must not depend on the editor.`,
        `'node:fs' import is restricted from being used by a pattern. src/${folder} runs in a browser too: no Node built-ins.`,
        `'path' import is restricted from being used by a pattern. src/${folder} runs in a browser too: no Node built-ins.`,
        `Unexpected use of 'process'. src/${folder} runs in a browser too.`,
        `Unexpected use of 'Buffer'. src/${folder} runs in a browser too.`,
      ]);
    });
  }

  // The browser bundle (dist/web/extension.js) holds every file of src/: none may need Node.
  for (const [where, folder, file] of [
    ...FOLDERS.map((folder) => [`src/${folder}`, folder, 'probe.ts'] as const),
    ['src/*.ts', '', 'extension.ts'] as const,
  ]) {
    it(`keeps ${where} out of Node: no built-in module, no Node global`, async () => {
      const [result] = await eslint.lintText([
        "import { EventEmitter } from 'events';",
        "import { promisify } from 'node:util';",
        "import { posix } from 'path/posix';",
        'export const x = [EventEmitter, promisify, posix, process.env, Buffer, require, __dirname, setImmediate, global];',
        '',
      ].join('\n'), { filePath: join(root, 'src', folder, file) });
      const messages = (result?.messages ?? []).map((message) => message.message);
      const restricted = (specifier: string) => `'${specifier}' import is restricted from being used by a pattern. ${where} runs in a browser too: no Node built-ins.`;
      assert.deepEqual(messages, [
        restricted('events'), restricted('node:util'), restricted('path/posix'),
        ...['process', 'Buffer', 'require', '__dirname', 'setImmediate', 'global'].map((name) => `Unexpected use of '${name}'. ${where} runs in a browser too.`),
      ]);
    });
  }

  it('lets services, views, documents, language and commands use the editor', async () => {
    for (const folder of ['services', 'views', 'documents', 'language', 'commands']) {
      assert.deepEqual(await lint(folder, "import * as vscode from 'vscode';\nexport const x = vscode;\n"), [], folder);
    }
  });
});
