// The bundles exactly as `npm run package` builds them (scripts/bundles.mjs), in memory: their size, what
// they leave to the host, the browser bundle loaded and activated with nothing of Node, the write path and
// the features bundles of their own that the two entries do not carry, the .vsix carrying them all.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { bundles, FEATURE_BUNDLES, MAX_BUNDLE_BYTES, type Bundle } from '../../scripts/bundles.mjs';
import * as fakeVscode from './support/fakeVscode';
import { FEATURE_BUNDLES as FEATURES_LOADED } from '../../src/services/featureBundles';
import { FEATURE_COMMANDS } from '../../src/commands/features/featureCommandTable';

const root = join(__dirname, '..', '..');

interface Built { config: Bundle; code: string; metafile: Metafile }
interface VsceApi { listFiles(options: { cwd: string; packageManager: number }): Promise<string[]> }
type WriteApi = typeof import('../../src/core/write');

/**
 * What only the write path holds: its modules, the P-256 curve (its field prime, as @noble/curves
 * writes it) and AES, and the words of a wrong NEP-2 password (not the scrypt limits, which the model checks first).
 */
const WRITE_MODULES = /^(src\/core\/(write\.ts|errors\/transactionError\.ts|deploy\/|transactions\/|signing\/(?!scryptLimits\.ts))|node_modules\/@noble\/(curves|ciphers)\/|node_modules\/@noble\/hashes\/scrypt)/;

/**
 * An input of the metafile from the repository's root: `node_modules/…` also where node_modules is a
 * link to another checkout's (a git worktree's), which esbuild names by where it leads (`../../x/node_modules/…`).
 */
function inputPath(input: string): string {
  return input.replace(/^(?:(?:\.\.\/)+|\/)(?:[^/]+\/)*?node_modules\//, 'node_modules/');
}
/** What only a feature bundle holds: its entry and the code of its commands. */
const FEATURE_MODULES = new RegExp('^src/(commands/features/\\w+Bundle\\.ts|commands/exportDomains\\.ts|model/export/|services/exportWriter\\.ts|commands/prompts/exportPrompts\\.ts'
  + '|commands/namesFile/|model/namesFile/|services/namesFile/|documents/planDocuments\\.ts|language/namesFile)');

const WRITE_MARKERS = ['ffffffff00000001000000000000000000000000ffffffffffffffffffffffff', 'WRONG_PASSWORD', 'The password does not decrypt this key.'];

/** The dependencies a bundle may hold besides src/: the ones package.json lists. */
const DEPENDENCIES = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * Whatever the code asks of it: callable, constructible, every property again such a thing (but no
 * `then`, so it is never taken for a promise). Stands in for the parts of the API the fake lacks.
 */
function anything(): unknown {
  return new Proxy(function () {}, {
    get: (_, key) => (key === 'then' || typeof key === 'symbol' ? undefined : anything()),
    apply: () => anything(),
    construct: () => anything() as object,
  });
}

/** The fake `vscode` (test/unit/support/fakeVscode.ts), its namespaces completed by `anything()`. */
function withFallback(namespace: object): object {
  return new Proxy(namespace, {
    get(target, key) {
      if (!(key in target)) return typeof key === 'symbol' || key === 'then' ? undefined : anything();
      const value: unknown = Reflect.get(target, key);
      const plainObject = typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
      return plainObject ? withFallback(value) : value;
    },
  });
}

describe('the bundles (dist/extension.js, dist/web/extension.js, dist/write.js, dist/writeCommands.js, the feature bundles)', function () {
  this.timeout(60_000);
  const built = new Map<string, Built>();

  before(async () => {
    for (const bundle of bundles({ minify: true })) {
      const result = await build({ ...bundle.options, absWorkingDir: root, write: false, metafile: true, logLevel: 'silent' });
      const output = result.outputFiles.find((file) => file.path.endsWith(bundle.options.outfile));
      assert.ok(output, `no ${bundle.options.outfile} in the output`);
      built.set(bundle.name, { config: bundle, code: output.text, metafile: result.metafile });
    }
  });

  const get = (name: string): Built => {
    const bundle = built.get(name);
    assert.ok(bundle, `the ${name} bundle was not built`);
    return bundle;
  };

  it('are the entries of package.json: main for Node, browser for the web', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string; browser: string };
    assert.equal(manifest.main, `./${get('node').config.options.outfile}`);
    assert.equal(manifest.browser, `./${get('web').config.options.outfile}`);
    assert.equal(get('web').config.options.platform, 'browser');
    assert.equal(get('web').config.options.format, 'cjs', 'the web worker host wraps the file in a CommonJS function');
  });

  for (const name of ['node', 'web'] as const) {
    it(`keeps the ${name} bundle minified under 250,000 bytes`, () => {
      const bytes = Buffer.byteLength(get(name).code);
      assert.equal(MAX_BUNDLE_BYTES, 250_000);
      assert.ok(bytes < MAX_BUNDLE_BYTES, `${name}: ${bytes} bytes`);
      assert.ok(bytes > 50 * 1024, `${name}: ${bytes} bytes is not the whole extension`);
    });

    it(`holds none of the write path in the ${name} bundle (loaded on the first write instead)`, () => {
      const { code, metafile } = get(name);
      const inputs = Object.keys(metafile.inputs).map(inputPath);
      assert.ok(inputs.some((input) => input.startsWith('node_modules/@noble/hashes/')), 'the inputs are read from the root');
      assert.deepEqual(inputs.filter((input) => WRITE_MODULES.test(input)), []);
      for (const marker of WRITE_MARKERS) assert.ok(!code.includes(marker), `${name} contains ${marker}`);
    });

    it(`holds none of the feature bundles' code in the ${name} bundle (loaded on first use instead)`, () => {
      const inputs = Object.keys(get(name).metafile.inputs).map(inputPath);
      assert.deepEqual(inputs.filter((input) => FEATURE_MODULES.test(input)), []);
      assert.ok(inputs.includes('src/services/featureBundles.ts') && inputs.includes('src/commands/features/featureCommandTable.ts'), 'the loader and the table are in');
    });

    it(`leaves only \`vscode\` to the host in the ${name} bundle, and holds only src/ and the dependencies`, () => {
      const { code, metafile } = get(name);
      const requires = new Set([...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]));
      assert.deepEqual([...requires], ['vscode']);
      const externals = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
      assert.deepEqual([...new Set(externals)], ['vscode']);
      for (const input of Object.keys(metafile.inputs).map(inputPath)) {
        assert.ok(!NODE_BUILTINS.has(input), `${name} bundles the Node built-in ${input}`);
        const dependency = DEPENDENCIES.find((dep) => input.startsWith(`node_modules/${dep}/`));
        assert.ok(input.startsWith('src/') || dependency, `${name} bundles ${input}`);
      }
    });
  }

  it('builds each feature bundle twice, for Node and for the web worker (CommonJS, under 250,000 bytes, only `vscode` left to the host, nothing of Node in the web one)', () => {
    assert.deepEqual([...FEATURE_BUNDLES], [...FEATURES_LOADED], 'scripts/bundles.mjs and src/services/featureBundles.ts name the same features');
    assert.deepEqual([...new Set(FEATURE_COMMANDS.map((entry) => entry.feature))].sort(), [...FEATURE_BUNDLES].sort(), 'each feature bundle has commands');
    for (const feature of FEATURE_BUNDLES) {
      for (const [name, platform, outfile] of [[feature, 'node', `dist/${feature}.js`], [`${feature}:web`, 'browser', `dist/web/${feature}.js`]] as const) {
        const { config, code, metafile } = get(name);
        assert.deepEqual([config.feature, config.options.entryPoints, config.options.platform, config.options.format, config.options.outfile],
          [feature, [`src/commands/features/${feature}Bundle.ts`], platform, 'cjs', outfile]);
        const bytes = Buffer.byteLength(code);
        assert.ok(bytes < MAX_BUNDLE_BYTES, `${name}: ${bytes} bytes`);
        assert.deepEqual([...new Set([...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]))], ['vscode'], name);
        const inputs = Object.keys(metafile.inputs).map(inputPath);
        assert.deepEqual(inputs.filter((input) => WRITE_MODULES.test(input)), [], `${name} holds the signing code`);
        for (const input of inputs) {
          assert.ok(!NODE_BUILTINS.has(input), `${name} bundles the Node built-in ${input}`);
          assert.ok(input.startsWith('src/') || DEPENDENCIES.some((dep) => input.startsWith(`node_modules/${dep}/`)), `${name} bundles ${input}`);
        }
      }
    }
    const exportInputs = Object.keys(get('exportDomains').metafile.inputs).map(inputPath);
    assert.ok(exportInputs.includes('src/commands/exportDomains.ts') && exportInputs.includes('src/model/export/exportFormats.ts'), 'Export Domains… is in its bundle');
    const namesInputs = Object.keys(get('namesFile').metafile.inputs).map(inputPath);
    for (const input of ['src/commands/namesFile/applyNamesFile.ts', 'src/model/namesFile/applyBatches.ts', 'src/language/namesFileLens.ts', 'src/documents/planDocuments.ts']) {
      assert.ok(namesInputs.includes(input), `${input} is in names as code's bundle`);
    }
  });

  it('hold zod\'s smaller build (zod/mini) with its English messages, not the classic build nor its JSON Schema generator', () => {
    for (const name of ['node', 'web', 'write', 'writeCommands'] as const) {
      const { code, metafile } = get(name);
      const inputs = Object.keys(metafile.inputs).map(inputPath);
      assert.ok(inputs.some((input) => input.startsWith('node_modules/zod/v4/mini/')), `${name} holds no zod/mini`);
      assert.deepEqual(inputs.filter((input) => input.startsWith('node_modules/zod/v4/classic/')), [], `${name} holds zod's classic build`);
      assert.ok(inputs.includes('node_modules/zod/v4/locales/en.js') && code.includes('Invalid input: expected '), `${name} lacks zod's English messages`);
      assert.ok(!code.includes('draft-2020-12'), `${name} holds the JSON Schema generator`);
    }
  });

  it('builds the write path into dist/write.js for Node (CommonJS), under 250 KB, needing no module of the host', async () => {
    const { config, code, metafile } = get('write');
    assert.deepEqual([config.options.entryPoints, config.options.platform, config.options.format], [['src/core/write.ts'], 'node', 'cjs']);
    const bytes = Buffer.byteLength(code);
    assert.ok(bytes < MAX_BUNDLE_BYTES, `write: ${(bytes / 1024).toFixed(1)} KB`);
    assert.deepEqual([...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)], [], 'no require: the core runs in a browser too');
    const inputs = Object.keys(metafile.inputs).map(inputPath);
    assert.ok(inputs.some((input) => input.startsWith('node_modules/@noble/curves/')), 'P-256 is in the write bundle');
    for (const input of inputs) {
      assert.ok(!NODE_BUILTINS.has(input), `write bundles the Node built-in ${input}`);
      assert.ok(input.startsWith('src/core/') || DEPENDENCIES.some((dep) => input.startsWith(`node_modules/${dep}/`)), `write bundles ${input}`);
    }
    for (const marker of WRITE_MARKERS) assert.ok(code.includes(marker), `write contains ${marker}`);
    // Loaded as the extension will load it: its API is there and signs.
    const dir = mkdtempSync(join(tmpdir(), 'nns-write-'));
    try {
      writeFileSync(join(dir, 'write.js'), code);
      const loaded = (await import(pathToFileURL(join(dir, 'write.js')).href)) as { default?: WriteApi } & WriteApi;
      const api = loaded.default ?? loaded;
      const key = api.PrivateKey.fromHex('01'.padStart(64, '0'));
      assert.equal(api.accountFromPrivateKey(key).address, 'NVHt5YtAnadMwntAVAJLUy36M2nLYKHUeK');
      assert.equal(typeof api.prepareTransaction, 'function');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the write commands into dist/writeCommands.js for Node (CommonJS), under 250 KB, leaving only `vscode` to the host and the signing code to dist/write.js', () => {
    const { config, code, metafile } = get('writeCommands');
    assert.deepEqual([config.options.entryPoints, config.options.platform, config.options.format], [['src/commands/writeCommandsBundle.ts'], 'node', 'cjs']);
    const bytes = Buffer.byteLength(code);
    assert.ok(bytes < MAX_BUNDLE_BYTES, `writeCommands: ${(bytes / 1024).toFixed(1)} KB`);
    assert.deepEqual([...new Set([...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]))], ['vscode']);
    const inputs = Object.keys(metafile.inputs).map(inputPath);
    assert.deepEqual(inputs.filter((input) => WRITE_MODULES.test(input)), [], 'the signing code is dist/write.js\'s');
    assert.ok(inputs.includes('src/model/write/run/runNameOperation.ts') && inputs.includes('src/services/write/writeService.ts'));
    // The main bundles hold none of it.
    for (const name of ['node', 'web'] as const) {
      const main = Object.keys(get(name).metafile.inputs).map(inputPath);
      assert.deepEqual(main.filter((input) => /^src\/(model\/write\/(?!run\/runText\.ts)|services\/write\/|commands\/write\/(?!lazyWrite\.ts|forgetWalletPasswords\.ts|writeCommandTable\.ts))/.test(input)), [], `${name} holds the write commands`);
    }
  });

  it('loads and activates the web bundle as the web worker host does, with a worker\'s globals and nothing of Node', async () => {
    // The host fetches the file and runs it as `new Function('module', 'exports', 'require', source)`,
    // its `require` knowing only `vscode`. Here it runs in a fresh V8 context holding just the globals a
    // web worker has (no process, Buffer, global, setImmediate, require): touching Node throws.
    const worker: Record<string, unknown> = {
      fetch, AbortController, AbortSignal, TextEncoder, TextDecoder, MessageChannel, URL, URLSearchParams, console, performance,
      setTimeout, clearTimeout, setInterval, clearInterval, queueMicrotask, structuredClone, crypto, WorkerGlobalScope: class {},
    };
    worker.self = worker;
    const requireInWorker = (request: string): unknown => {
      if (request === 'vscode') return withFallback(fakeVscode);
      throw new Error(`Cannot load module '${request}'`);
    };
    const module = { exports: {} as Record<string, unknown> };
    runInNewContext(`(function (module, exports, require) {\n${get('web').code}\n})`, worker, { filename: 'dist/web/extension.js' })(
      module, module.exports, requireInWorker);
    assert.equal(typeof module.exports.activate, 'function');
    assert.equal(typeof module.exports.deactivate, 'function');
    for (const name of ['process', 'Buffer', 'global', 'setImmediate', 'require']) {
      assert.equal(runInNewContext(`typeof ${name}`, worker), 'undefined', `the context has no ${name}`);
    }
    const subscriptions: Array<{ dispose(): unknown }> = [];
    const memento = { get: () => undefined, update: async () => undefined, keys: () => [] };
    const context = {
      subscriptions, workspaceState: memento, globalState: { ...memento, setKeysForSync: () => undefined }, extension: { extensionKind: fakeVscode.ExtensionKind.UI },
      extensionUri: fakeVscode.Uri.parse('file:///extension'),
    };
    fakeVscode.resetEditor();
    assert.deepEqual(Object.keys(module.exports).sort(), ['activate', 'deactivate'], 'the product exports nothing else');
    assert.equal((module.exports.activate as (context: unknown) => unknown)(context), undefined, 'activate() returns no API: the tests have a build of their own');
    assert.ok(subscriptions.length > 10, `registered ${subscriptions.length} disposables`);

    // A feature bundle on first use: read from dist/web/ through workspace.fs and run in the worker's
    // context with a `require` that gives only `vscode` (Export Domains… asks which view, then Escape).
    const read: string[] = [];
    const readFile = fakeVscode.workspace.fs.readFile;
    fakeVscode.workspace.fs.readFile = (uri) => {
      read.push(uri.toString());
      return readFile(uri);
    };
    try {
      fakeVscode.editor.workspaceFiles.set('/extension/dist/web/exportDomains.js', get('exportDomains:web').code);
      const exportDomains = fakeVscode.editor.commandHandlers.get('nns.exportDomains');
      assert.ok(exportDomains);
      assert.equal(await exportDomains(), undefined);
      assert.deepEqual(read, ['file:/extension/dist/web/exportDomains.js']);
      assert.deepEqual(fakeVscode.editor.quickPicks.map((pick) => (pick.options as { title?: string }).title), ['Export Which View?']);
      assert.deepEqual(fakeVscode.editor.messages, [], 'no failure');
    } finally {
      fakeVscode.workspace.fs.readFile = readFile;
      for (const disposable of subscriptions) disposable.dispose();
    }
  });

  it('are all in the .vsix (the .vscodeignore allowlist), beside the manifest, without maps, sources, docs or .vscode', async () => {
    // A copy of what vsce reads (manifest, ignore file) with the bundles just built, plus what must stay
    // out: it does not depend on an earlier build in dist/.
    const dir = mkdtempSync(join(tmpdir(), 'nns-vsix-'));
    try {
      for (const file of ['package.json', '.vscodeignore']) copyFileSync(join(root, file), join(dir, file));
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      for (const { config: { options }, code } of built.values()) {
        write(options.outfile, code);
        write(`${options.outfile}.map`, '{}');
      }
      write('src/extension.ts', '');
      write('schemas/nns.schema.json', '{}');
      write('schemas/other.json', '{}');
      // Files for contributors: the F5 configuration and the docs stay out of the package.
      for (const path of ['.vscode/launch.json', '.vscode/tasks.json', 'docs/architecture.md', 'CONTRIBUTING.md']) write(path, '{}');
      const vsce = (await import('@vscode/vsce' as string)) as VsceApi;
      const files = await vsce.listFiles({ cwd: dir, packageManager: 2 /* PackageManager.None: no node_modules */ });
      const features = FEATURE_BUNDLES.flatMap((feature) => [`dist/${feature}.js`, `dist/web/${feature}.js`]);
      assert.deepEqual(files.sort(), [...features, 'dist/extension.js', 'dist/web/extension.js', 'dist/write.js', 'dist/writeCommands.js', 'package.json', 'schemas/nns.schema.json'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
