import assert from 'node:assert/strict';
import { editor, resetEditor, Uri } from '../support/fakeVscode';
import * as vscode from 'vscode';
import { FeatureBundles } from '../../../src/services/featureBundles';

const EXTENSION = Uri.from({ scheme: 'file', path: '/extension' }) as unknown as vscode.Uri;
const WORKER = { WorkerGlobalScope: class {} };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('services/featureBundles', () => {
  beforeEach(resetEditor);

  it('a Node host imports dist/<feature>.js once, its CommonJS exports as they come (default or named)', async () => {
    const imported: string[] = [];
    const exports = { runCommand: () => 'ran' };
    const bundles = new FeatureBundles(EXTENSION, { scope: {}, importModule: (href) => (imported.push(href), Promise.resolve({ default: exports })) });
    assert.equal(await bundles.load('exportDomains'), exports);
    assert.equal(await bundles.load('exportDomains'), exports);
    assert.deepEqual(imported, ['file:/extension/dist/exportDomains.js']);
    const named = new FeatureBundles(EXTENSION, { scope: {}, importModule: () => Promise.resolve(exports) });
    assert.equal(await named.load('exportDomains'), exports);
    assert.equal(bundles.fileOf('exportDomains').toString(), 'file:/extension/dist/exportDomains.js');
  });

  it('a failed load is tried again the next time', async () => {
    let attempts = 0;
    const bundles = new FeatureBundles(EXTENSION, {
      scope: {}, importModule: () => (++attempts === 1 ? Promise.reject(new Error('not there')) : Promise.resolve({ runCommand: () => undefined })),
    });
    await assert.rejects(bundles.load('exportDomains'), /not there/);
    assert.ok(await bundles.load('exportDomains'));
    assert.equal(attempts, 2);
  });

  it('the web worker host reads dist/web/<feature>.js through workspace.fs and runs it as CommonJS, `require` giving only vscode', async () => {
    editor.workspaceFiles.set('/extension/dist/web/exportDomains.js', [
      'const vscode = require("vscode");',
      'exports.answer = 42;',
      'exports.hasWindow = typeof vscode.window.showInformationMessage === "function";',
      'module.exports.self = typeof module;',
    ].join('\n'));
    const bundles = new FeatureBundles(EXTENSION, { scope: WORKER });
    assert.equal(bundles.fileOf('exportDomains').toString(), 'file:/extension/dist/web/exportDomains.js');
    assert.deepEqual(await bundles.load('exportDomains'), { answer: 42, hasWindow: true, self: 'object' });
  });

  it('in the web worker host, a bundle that asks for another module fails, naming it; nothing is kept', async () => {
    let reads = 0;
    const bundles = new FeatureBundles(EXTENSION, {
      scope: WORKER, api: { marker: true },
      readFile: () => (++reads === 1 ? Promise.resolve(bytes('require("node:fs");')) : Promise.resolve(bytes('exports.vscode = require("vscode");'))),
    });
    await assert.rejects(bundles.load('exportDomains'), /asks for the module 'node:fs', which the web worker host does not have/);
    assert.deepEqual(await bundles.load('exportDomains'), { vscode: { marker: true } });
  });

  it('in the web worker host, an extension served over HTTPS (vscode.dev\'s gallery) is fetched', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    let found = false;
    globalThis.fetch = ((url: string) => {
      fetched.push(url);
      return Promise.resolve(found ? new Response('exports.ok = true;') : new Response('missing', { status: 404 }));
    }) as typeof fetch;
    try {
      const bundles = new FeatureBundles(vscode.Uri.parse('https://cdn.example/extension'), { scope: WORKER });
      await assert.rejects(bundles.load('exportDomains'), /dist\/web\/exportDomains\.js: HTTP 404/);
      found = true;
      assert.deepEqual(await bundles.load('exportDomains'), { ok: true });
      assert.equal(fetched.length, 2);
      assert.ok(fetched.every((url) => url.startsWith('https:') && url.endsWith('/extension/dist/web/exportDomains.js')), fetched.join(', '));
    } finally {
      globalThis.fetch = original;
    }
  });
});
