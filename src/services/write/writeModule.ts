// The write path's code (dist/write.js: transactions, keys, signing) is a bundle of its own, loaded on the
// first write with a dynamic import() by a Node extension host; the web worker host of VS Code for the
// Web signs nothing, and the write commands say so there instead of loading anything.
import * as vscode from 'vscode';
import type { WriteModule } from '../../model/write/accounts/keySource';
import { isWebWorkerHost } from '../extensionHost';

/** The write commands cannot run here (the web build); `message` says so in words. */
export class WriteUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteUnavailableError';
  }
}

export function isWriteUnavailable(error: unknown): error is WriteUnavailableError {
  return error instanceof WriteUnavailableError;
}

/** What a module loader answers: an ES module namespace of a CommonJS file (its exports as `default`, and named where Node could tell them). */
type Loaded = Partial<WriteModule> & { readonly default?: WriteModule };

export class WriteModuleLoader {
  private loading: Promise<WriteModule> | undefined;

  /**
   * `extensionUri`: the extension's folder (dist/write.js is in it). `load` and `scope` are the
   * import() and the global scope, replaced by tests.
   */
  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly unavailableText: string,
    private readonly load: (href: string) => Promise<unknown> = (href) => import(href),
    private readonly scope: object = globalThis,
  ) {}

  /** Whether this extension host signs (a Node host does; the web worker host does not). */
  get available(): boolean {
    return !isWebWorkerHost(this.scope);
  }

  /** The write module, loaded once; WriteUnavailableError in the web build. A failed load is tried again next time. */
  module(): Promise<WriteModule> {
    if (!this.available) return Promise.reject(new WriteUnavailableError(this.unavailableText));
    const loading = (this.loading ??= this.import());
    loading.catch(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }

  private async import(): Promise<WriteModule> {
    const file = vscode.Uri.joinPath(this.extensionUri, 'dist', 'write.js');
    const loaded = (await this.load(file.toString())) as Loaded;
    const module = loaded.default ?? (loaded as WriteModule);
    if (typeof module?.prepareTransaction !== 'function' || typeof module.signTransaction !== 'function') {
      throw new Error(`${file.toString()} is not NNS Explorer's write module.`);
    }
    return module;
  }
}
