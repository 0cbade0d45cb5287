// The names files' diagnostics as you type: the model's checks of the text (JSON, the NNS rules, record
// values, a name twice) and, once a plan has read the node, the contract's own rules and a warning for an
// owner or admin no workspace account signs for. Nothing is read of the chain here.
import * as vscode from 'vscode';
import type { FileProblem } from '../model/namesFile/api';
import type { NamesModel } from '../model/namesFile/namesModel';
import type { Localizer } from '../model/text/localizer';
import type { NamesFileReader } from '../services/namesFile/namesFileReader';
import { isNamesFile } from '../services/uris';

export interface DiagnosticsParts {
  readonly reader: Pick<NamesFileReader, 'known'>;
  readonly model: Pick<NamesModel, 'parseNamesFile' | 'signabilityProblems'>;
  readonly l10n: Localizer;
  /** Quiet time after an edit before the file is checked again. */
  readonly delayMs?: number;
}

type CheckedDocument = Pick<vscode.TextDocument, 'uri' | 'getText' | 'positionAt'>;

/** The problems of a names file's text: the model's parse with what is known of the chain, then who can sign. */
export function problemsOf(text: string, parts: Omit<DiagnosticsParts, 'delayMs'>): FileProblem[] {
  const known = parts.reader.known();
  const parse = parts.model.parseNamesFile(text, { l10n: parts.l10n, ...(known ? { family: known.family, addressVersion: known.addressVersion } : {}) });
  return known ? [...parse.problems, ...parts.model.signabilityProblems(parse.file, known.accounts, parts.l10n)] : [...parse.problems];
}

export class NamesFileDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('nns-names');
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly parts: DiagnosticsParts) {
    this.disposables.push(
      this.collection,
      vscode.workspace.onDidOpenTextDocument((document) => this.check(document)),
      vscode.workspace.onDidChangeTextDocument((event) => this.schedule(event.document)),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)),
    );
    this.checkOpen();
  }

  /** Checks every open names file again: what is known of the chain changed. */
  checkOpen(): void {
    for (const document of vscode.workspace.textDocuments) this.check(document);
  }

  /** The diagnostics shown for a file. */
  diagnosticsOf(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  private schedule(document: CheckedDocument): void {
    if (!isNamesFile(document.uri)) return;
    const key = document.uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.check(document);
    }, this.parts.delayMs ?? 250));
  }

  private check(document: CheckedDocument): void {
    if (!isNamesFile(document.uri)) return;
    const problems = problemsOf(document.getText(), this.parts);
    this.collection.set(document.uri, problems.map((problem) => {
      const range = new vscode.Range(document.positionAt(problem.offset), document.positionAt(problem.offset + problem.length));
      const severity = problem.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
      const diagnostic = new vscode.Diagnostic(range, problem.message, severity);
      diagnostic.source = 'NNS';
      return diagnostic;
    }));
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.delete(key);
    this.collection.delete(uri);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const disposable of this.disposables) disposable.dispose();
  }
}
