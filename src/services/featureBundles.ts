// Features whose code is a bundle of its own, loaded on first use in either extension host: a Node host
// imports dist/<feature>.js; the web worker host reads dist/web/<feature>.js and runs it as it runs the
// extension itself, a CommonJS function whose `require` knows only `vscode`.
import * as vscode from 'vscode';
import { isWebWorkerHost } from './extensionHost';

/** The feature bundles (scripts/bundles.mjs builds each twice: dist/<name>.js and dist/web/<name>.js). */
export const FEATURE_BUNDLES = ['exportDomains', 'namesFile'] as const;
export type FeatureName = (typeof FEATURE_BUNDLES)[number];

/** How a bundle is fetched and run; the defaults are the extension host's, tests give their own. */
export interface FeatureLoading {
  /** The Node host: a dynamic import() of the file's URL. */
  readonly importModule?: (href: string) => Promise<unknown>;
  /** The web worker host: the file's bytes. */
  readonly readFile?: (uri: vscode.Uri) => Promise<Uint8Array>;
  /** The global scope, which tells the host. */
  readonly scope?: object;
  /** What the bundle's `require('vscode')` answers in the web worker host. */
  readonly api?: unknown;
}

/** What an import() answers for a CommonJS file: its exports as `default`, and named where Node could tell them. */
type Imported = { readonly default?: unknown } & Record<string, unknown>;

export class FeatureBundles {
  private readonly loading = new Map<FeatureName, Promise<unknown>>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly loadingWith: FeatureLoading = {},
  ) {}

  /** The exports of a feature's bundle, loaded once; a failed load is tried again next time. */
  load(feature: FeatureName): Promise<unknown> {
    let loading = this.loading.get(feature);
    if (!loading) {
      loading = this.fetch(feature);
      this.loading.set(feature, loading);
      const started = loading;
      started.catch(() => {
        if (this.loading.get(feature) === started) this.loading.delete(feature);
      });
    }
    return loading;
  }

  /** The file a feature's bundle is read from in this host. */
  fileOf(feature: FeatureName): vscode.Uri {
    return this.web
      ? vscode.Uri.joinPath(this.extensionUri, 'dist', 'web', `${feature}.js`)
      : vscode.Uri.joinPath(this.extensionUri, 'dist', `${feature}.js`);
  }

  private get web(): boolean {
    return isWebWorkerHost(this.loadingWith.scope ?? globalThis);
  }

  private async fetch(feature: FeatureName): Promise<unknown> {
    const file = this.fileOf(feature);
    if (!this.web) {
      const importModule = this.loadingWith.importModule ?? ((href: string) => import(href));
      const imported = (await importModule(file.toString())) as Imported;
      return imported.default ?? imported;
    }
    const bytes = await (this.loadingWith.readFile ?? readBundle)(file);
    const source = `${new TextDecoder().decode(bytes)}\n//# sourceURL=${file.toString()}`;
    const module = { exports: {} as unknown };
    const api = this.loadingWith.api ?? vscode;
    const require = (request: string): unknown => {
      if (request === 'vscode') return api;
      throw new Error(`${file.toString()} asks for the module '${request}', which the web worker host does not have.`);
    };
    // The extension's own file, run as the web worker host runs the extension's main bundle.
    new Function('module', 'exports', 'require', source)(module, module.exports, require);
    return module.exports;
  }
}

/** The extension's files: through workspace.fs, or fetched where the extension is served over HTTP (vscode.dev's gallery). */
async function readBundle(uri: vscode.Uri): Promise<Uint8Array> {
  if (uri.scheme === 'http' || uri.scheme === 'https') {
    const response = await fetch(uri.toString(true));
    if (!response.ok) throw new Error(`${uri.toString(true)}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  return vscode.workspace.fs.readFile(uri);
}
