// The files of signing elsewhere in the editor: a context saved where the user says (a save dialog in the
// workspace) and its transaction remembered in the workspace state, a context file read back (bounded),
// and a transaction's read-only document. Nothing here holds a key: a context holds public keys and signatures.
import * as vscode from 'vscode';
import { UriSchemes } from '../../model/ids';
import type { Localizer } from '../../model/text/localizer';
import type { ContextSaveRequest } from '../../model/write/run/saveForSigning';
import { SavedTransactions, type StateLike } from '../../model/write/run/savedTransactions';

/** The most bytes a context file read back may hold: far more than any context (MAX_CONTEXT_CHARS of text). */
const MAX_CONTEXT_FILE_BYTES = 4 * 1024 * 1024;
/** The transaction documents kept for their tabs. */
const MAX_DOCUMENTS = 20;

export class ContextFiles implements vscode.Disposable {
  readonly saved: SavedTransactions;
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private provider: vscode.Disposable | undefined;

  constructor(private readonly l10n: Localizer, state: StateLike) {
    this.saved = new SavedTransactions(state);
  }

  /** Asks where (the workspace's folder and the default name offered), writes the file, remembers the transaction; undefined when the user left. */
  async save(request: ContextSaveRequest): Promise<string | undefined> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const uri = await vscode.window.showSaveDialog({
      title: this.l10n.t('Save for Signing Elsewhere'),
      saveLabel: this.l10n.t('Save'),
      filters: { [this.l10n.t('Contract parameters context')]: ['json'] },
      ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, request.fileName) } : {}),
    });
    if (!uri) return undefined;
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(request.text));
    const file = vscode.workspace.asRelativePath(uri, false);
    await this.saved.remember({ ...request.record, file, savedAt: Date.now() });
    return file;
  }

  /** A context file's text, read now; a file larger than any context is refused unread. */
  async read(uri: vscode.Uri): Promise<string> {
    const stat = await vscode.workspace.fs.stat(uri);
    if (stat.size > MAX_CONTEXT_FILE_BYTES) {
      throw new Error(this.l10n.t('{0} holds {1} bytes: far more than a contract parameters context.', vscode.workspace.asRelativePath(uri, false), this.l10n.count(stat.size)));
    }
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  }

  /** Opens a read-only document of `text` (a transaction's), titled by its hash. */
  async show(hash: string, text: string): Promise<vscode.Uri> {
    this.provider ??= vscode.workspace.registerTextDocumentContentProvider(UriSchemes.transaction, {
      onDidChange: this.changed.event,
      provideTextDocumentContent: (uri) => this.texts.get(uri.toString()) ?? '',
    });
    const uri = vscode.Uri.from({ scheme: UriSchemes.transaction, path: `/${hash.replace(/[^0-9a-fx]/gi, '')}.txt` });
    this.texts.delete(uri.toString());
    this.texts.set(uri.toString(), text);
    for (const key of [...this.texts.keys()].slice(0, Math.max(0, this.texts.size - MAX_DOCUMENTS))) this.texts.delete(key);
    this.changed.fire(uri);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
    return uri;
  }

  /** The text of a transaction document shown. */
  textOf(uri: vscode.Uri): string | undefined {
    return this.texts.get(uri.toString());
  }

  dispose(): void {
    this.provider?.dispose();
    this.changed.dispose();
  }
}
