// The write commands as the main bundle knows them: their bundle is loaded with a dynamic import() on the
// first write, or before it in the background, and the one write service made then lives until the window
// closes. A window that does not sign (the web build, an untrusted workspace) loads nothing.
import * as vscode from 'vscode';
import { writeUnavailableText } from '../../model/write/run/runText';
import { isWebWorkerHost } from '../../services/extensionHost';
import type { WriteService, WriteServiceParts } from '../../services/write/writeService';
import type { LoadedWrite, WriteBundle, WriteEntry } from '../lazyEntries';

/** What an import() answers for a CommonJS file: its exports as `default`, and named where Node could tell them. */
type Loaded = Partial<WriteBundle> & { readonly default?: WriteBundle };

export class LazyWrite implements WriteEntry, vscode.Disposable {
  private loading: Promise<LoadedWrite> | undefined;
  private service: WriteService | undefined;

  /** `load` and `scope`: the import() and the global scope, replaced by tests. */
  constructor(
    private readonly parts: WriteServiceParts,
    private readonly load: (href: string) => Promise<unknown> = (href) => import(href),
    private readonly scope: object = globalThis,
  ) {}

  /** Whether this extension host signs at all (not the web build). */
  get available(): boolean {
    return !isWebWorkerHost(this.scope);
  }

  /**
   * The write commands and the write service, loaded once; undefined once the user was told why
   * this window signs nothing (the web build, Restricted Mode). A failed load is tried again next time.
   */
  async commands(): Promise<LoadedWrite | undefined> {
    const reason = !this.available ? 'web' : !vscode.workspace.isTrusted ? 'untrusted' : undefined;
    if (reason) {
      void vscode.window.showInformationMessage(writeUnavailableText(reason, this.parts.l10n));
      return undefined;
    }
    return this.loaded();
  }

  /**
   * Loads the write commands and the signing code in the background, where this window may sign (a
   * trusted workspace, a Node extension host), so that the first write asks its first question at
   * once. Says nothing; a failed load is left for the first write to try again and tell.
   */
  preload(): void {
    if (!this.available || !vscode.workspace.isTrusted) return;
    this.loaded().then((loaded) => loaded.service.ready()).catch(() => undefined);
  }

  /** Whether the write commands are loaded (a write asks at once) or still to be. */
  get isLoaded(): boolean {
    return this.service !== undefined;
  }

  private loaded(): Promise<LoadedWrite> {
    const loading = (this.loading ??= this.import());
    loading.catch(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }

  /** Forgets what was read of nodes and contracts (Refresh, another node or contract); nothing when nothing was loaded. */
  forgetInfo(): void {
    this.service?.forgetInfo();
  }

  /** Forgets the wallet passwords kept in memory; how many accounts were unlocked. */
  forgetPasswords(): number {
    return this.service?.passwords.forgetAll() ?? 0;
  }

  private async import(): Promise<LoadedWrite> {
    const file = vscode.Uri.joinPath(this.parts.extensionUri, 'dist', 'writeCommands.js');
    const loaded = (await this.load(file.toString())) as Loaded;
    const module = loaded.default ?? (loaded as WriteBundle);
    if (typeof module?.WriteService !== 'function') {
      throw new Error(`${file.toString()} is not NNS Explorer's write commands' module.`);
    }
    this.service ??= new module.WriteService(this.parts);
    return { module, service: this.service };
  }

  dispose(): void {
    this.service?.dispose();
  }
}
