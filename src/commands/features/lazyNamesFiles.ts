// Names files as the main bundle knows them: the editor of names files (diagnostics, CodeLens, plan
// documents) is in the namesFile feature bundle, loaded and started the first time a names file is open
// or a names-file command runs, in either extension host. Nothing of it runs before.
import * as vscode from 'vscode';
import type { FeatureBundles } from '../../services/featureBundles';
import { isNamesFile } from '../../services/uris';
import type { NamesFilesEntry } from '../lazyEntries';
import type { NamesFilesEditor, NamesFilesParts } from '../namesFile/namesFilesEditor';

/** What the namesFile bundle exports besides its commands (src/commands/features/namesFileBundle.ts). */
export interface NamesFilesBundle {
  startNamesFiles(parts: NamesFilesParts): NamesFilesEditor;
}

function isNamesFilesBundle(value: unknown): value is NamesFilesBundle {
  return typeof value === 'object' && value !== null && typeof (value as Partial<NamesFilesBundle>).startNamesFiles === 'function';
}

export class LazyNamesFiles implements NamesFilesEntry, vscode.Disposable {
  private starting: Promise<NamesFilesEditor> | undefined;
  private started: NamesFilesEditor | undefined;
  private disposed = false;
  private readonly listener: vscode.Disposable;

  constructor(
    private readonly features: Pick<FeatureBundles, 'load'>,
    private readonly parts: NamesFilesParts,
  ) {
    this.listener = vscode.workspace.onDidOpenTextDocument((document) => this.startFor(document.uri));
    for (const document of vscode.workspace.textDocuments) this.startFor(document.uri);
  }

  /** The editor of names files, its bundle loaded and started once; a failed load is tried again next time. */
  editor(): Promise<NamesFilesEditor> {
    const starting = (this.starting ??= this.start());
    starting.catch(() => {
      if (this.starting === starting) this.starting = undefined;
    });
    return starting;
  }

  private startFor(uri: vscode.Uri): void {
    if (this.starting || !isNamesFile(uri)) return;
    this.editor().catch((error: unknown) => this.parts.log.note(`The names files' editor did not start: ${error instanceof Error ? error.message : String(error)}`));
  }

  private async start(): Promise<NamesFilesEditor> {
    const bundle = await this.features.load('namesFile');
    if (!isNamesFilesBundle(bundle)) throw new Error('The namesFile bundle of NNS Explorer does not export startNamesFiles.');
    if (this.disposed) throw new Error('NNS Explorer is shutting down.');
    this.started = bundle.startNamesFiles(this.parts);
    return this.started;
  }

  dispose(): void {
    this.disposed = true;
    this.listener.dispose();
    this.started?.dispose();
  }
}
