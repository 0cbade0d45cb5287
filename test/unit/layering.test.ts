// The lint rules that keep src/ in layers (eslint.config.mjs): each is run through ESLint's Node API
// on a file that exists only in memory, so a wrong import shows as the error a developer would see;
// and the import graph of src/ itself, which has no circle, file by file or among the model's folders.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { findCircle, groupGraph, importGraph } from './support/importGraph';

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
const ROOT_MODULES = ['extension', 'wiring'];

describe('lint: the layers of src/', function () {
  // The first lint loads typescript-eslint.
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: root });

  /** The messages ESLint reports for `code` as if it were src/<folder>/probe.ts (`folder` may be nested: `model/tree`). */
  async function lint(folder: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'src', ...folder.split('/'), 'probe.ts') });
    assert.ok(result, 'ESLint returned no result');
    return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
  }

  /** The layering errors of one import of `specifier` from src/<folder>/probe.ts. */
  async function directionErrors(folder: string, specifier: string): Promise<string[]> {
    const messages = await lint(folder, `import type { Probe } from '${specifier}';\nexport type P = Probe;\n`);
    return messages.filter((message) => message.rule === 'layers/direction').map((message) => message.message);
  }

  const DIRECTION = 'imports run extension → commands → views | documents | language → services → model → core.';

  it('reports an import against the direction, and says which way imports run', async () => {
    const messages = await lint('model', "import type { SettingsService } from '../services/settings';\nexport type S = SettingsService;\n");
    assert.deepEqual(messages, [{ rule: 'layers/direction', message: `'../services/settings': src/model must not import src/services: ${DIRECTION}` }]);
  });

  it('judges an import by where it lands, however deep the importing file stands', async () => {
    // The escape the fence had when it matched `^../name` only: two folders up from src/model/tree.
    assert.deepEqual(await directionErrors('model/tree', '../../services/settings'), [`'../../services/settings': src/model must not import src/services: ${DIRECTION}`]);
    assert.deepEqual(await directionErrors('model/tree/deeper', '../../../views/domainView'), [`'../../../views/domainView': src/model must not import src/views: ${DIRECTION}`]);
    assert.deepEqual(await directionErrors('core/signing', '../../model/ids'), [`'../../model/ids': src/core must not import src/model: ${DIRECTION}`]);
    assert.deepEqual(await directionErrors('model/tree', '../../extension'), [`'../../extension': src/model must not import src/extension.ts: ${DIRECTION}`]);
    // Down a layer, or sideways inside the model, or up and back into its own folder: allowed.
    for (const allowed of ['../../core', '../../core/write', '../text/localizer', '../ids', '../../model/text/localizer', './probe2']) {
      assert.deepEqual(await directionErrors('model/tree', allowed), [], allowed);
    }
  });

  it('lets the rest of src/ reach src/core through its doors only (index.ts, write.ts); the core itself reaches any of its rooms', async () => {
    const doors = "src/model reaches src/core through its doors only: 'core' (src/core/index.ts) and 'core/write' (src/core/write.ts).";
    assert.deepEqual(await directionErrors('model/write', '../../core/encoding/hex'), [`'../../core/encoding/hex': ${doors}`]);
    assert.deepEqual(await directionErrors('model', '../core/transactions/prepare'), [`'../core/transactions/prepare': ${doors}`]);
    assert.equal((await directionErrors('commands/write', '../../core/rpc/types')).length, 1);
    for (const door of ['../../core', '../../core/index', '../../core/write', '../../core/index.ts']) assert.deepEqual(await directionErrors('model/write', door), [], door);
    for (const inside of ['../encoding/hex', '../../core/rpc/types', './probe2']) assert.deepEqual(await directionErrors('core/transactions', inside), [], inside);
  });

  it('keeps views, documents and language apart at any depth', async () => {
    assert.deepEqual(await directionErrors('views/nested', '../../documents/detailsContentProvider'), [
      `'../../documents/detailsContentProvider': src/views must not import src/documents: ${DIRECTION}`,
    ]);
    assert.equal((await directionErrors('language', '../views/domainView')).length, 1);
    assert.equal((await directionErrors('documents/nested', '../../language/hoverProvider')).length, 1);
  });

  it('lets nothing in src/ import a file outside it', async () => {
    assert.deepEqual(await directionErrors('model/tree', '../../../test/unit/support/fakeVscode'), [
      "'../../../test/unit/support/fakeVscode': src/model must not import a file outside src/: the bundles hold src/ alone.",
    ]);
  });

  for (const from of FOLDERS) {
    it(`lets src/${from} import only ${MAY_IMPORT[from]?.length ? MAY_IMPORT[from]?.join(', ') : 'itself'}, from any depth`, async () => {
      for (const to of [...FOLDERS, ...ROOT_MODULES]) {
        if (to === from) continue;
        const allowed = MAY_IMPORT[from]?.includes(to) ?? false;
        for (const [folder, up] of [[from, '../'], [`${from}/nested`, '../../']] as const) {
          // The core is entered through its door.
          const specifier = ROOT_MODULES.includes(to) || to === 'core' ? `${up}${to}` : `${up}${to}/probe`;
          const errors = await directionErrors(folder, specifier);
          assert.equal(errors.length, allowed ? 0 : 1, `src/${folder} → ${specifier}: ${JSON.stringify(errors)}`);
        }
      }
    });
  }

  it('lets every folder import its own files', async () => {
    for (const folder of FOLDERS) assert.deepEqual(await lint(folder, "export { x } from './probe';\n"), [], folder);
  });

  for (const folder of ['core', 'model', 'core/signing', 'model/tree']) {
    it(`fences src/${folder}: no vscode, no Node built-ins, no Node globals`, async () => {
      const messages = await lint(folder, [
        "import * as vscode from 'vscode';",
        "import { readFileSync } from 'node:fs';",
        "import { join } from 'path';",
        'export const x = [vscode, readFileSync, join, process.env, Buffer.alloc(1)];',
        '',
      ].join('\n'));
      const layer = folder.split('/')[0];
      assert.deepEqual(messages.map((message) => message.message), [
        `'vscode' import is restricted from being used by a pattern. src/${layer} must not depend on the editor.`,
        `'node:fs' import is restricted from being used by a pattern. src/${layer} runs in a browser too: no Node built-ins.`,
        `'path' import is restricted from being used by a pattern. src/${layer} runs in a browser too: no Node built-ins.`,
        `Unexpected use of 'process'. src/${layer} runs in a browser too.`,
        `Unexpected use of 'Buffer'. src/${layer} runs in a browser too.`,
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

describe('the import graph of src/', () => {
  const graph = importGraph(join(root, 'src'));

  it('finds a circle where there is one, and says where it runs', () => {
    assert.deepEqual(findCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), ['a', 'b', 'c', 'a']);
    assert.deepEqual(findCircle(new Map([['a', ['a']]])), ['a', 'a']);
    assert.equal(findCircle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), undefined);
  });

  it('is read whole: every folder of src/ and the imports between them', () => {
    assert.ok(graph.size > 150, `${graph.size} files`);
    assert.ok(graph.get('model/tree/domainLoader.ts')?.includes('model/tree/domainTree.ts'));
    assert.ok(graph.get('views/listSection.ts')?.some((target) => target.startsWith('core/')));
  });

  it('has no circle of files', () => {
    assert.equal(findCircle(graph), undefined);
  });

  it('has no circle among the folders of src/model (its files at the root count as one more)', () => {
    const folders = groupGraph(graph, (file) => {
      const [top, sub, rest] = file.split('/');
      return top !== 'model' ? undefined : rest === undefined ? 'model/' : `model/${sub}/`;
    });
    assert.ok(folders.size >= 8, JSON.stringify([...folders.keys()]));
    assert.equal(findCircle(folders), undefined);
  });

  it('has no circle of folders inside any folder of src/', () => {
    const folders = new Set([...graph.keys()].flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
    assert.ok(folders.has('core/transactions') && folders.has('model/write'), [...folders].join(' '));
    for (const folder of ['', ...folders]) {
      const prefix = folder === '' ? '' : `${folder}/`;
      const rooms = groupGraph(graph, (file) => {
        if (!file.startsWith(prefix)) return undefined;
        const rest = file.slice(prefix.length).split('/');
        return rest.length === 1 ? undefined : `${prefix}${rest[0]}/`;
      });
      assert.equal(findCircle(rooms), undefined, `inside src/${folder}`);
    }
  });

  it('has no circle among the top folders of src/', () => {
    const folders = groupGraph(graph, (file) => (file.includes('/') ? file.split('/')[0] : file));
    assert.equal(findCircle(folders), undefined);
  });
});
