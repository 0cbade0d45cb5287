// The CodeLens at the top of a names file: its plan against the chain in a few words, then Plan and
// Apply. Planned in the background once the file is quiet, and again when the file changes, when a plan
// document plans it, and when the chain's names may have changed (a write, Refresh, another node).
import * as vscode from 'vscode';
import { CommandIds } from '../model/ids';
import { lensSummary, type LensState } from '../model/namesFile/lensText';
import { describeFailure } from '../model/text/failureText';
import type { Localizer } from '../model/text/localizer';
import type { FilePlan, NamesFileReader } from '../services/namesFile/namesFileReader';
import type { RequestLog } from '../services/requestLog';
import type { SettingsService } from '../services/settings';
import { isNamesFile } from '../services/uris';

export interface LensParts {
  readonly reader: Pick<NamesFileReader, 'plan'>;
  readonly settings: Pick<SettingsService, 'read'>;
  readonly log: Pick<RequestLog, 'note'>;
  readonly l10n: Localizer;
  /** Quiet time after an edit before the file is planned again. */
  readonly delayMs?: number;
  /** A plan of the lens's own read the chain (what the checks as you type wait for). */
  readonly onPlanned?: () => void;
}

/** A plan's state as the lens says it. */
export function lensStateOf(plan: FilePlan): LensState {
  return plan.kind === 'invalid'
    ? { kind: 'invalid', errors: plan.parse.problems.filter((problem) => problem.severity === 'error').length }
    : { kind: 'planned', changes: plan.plan.changeCount, conflicts: plan.plan.conflicts.length };
}

/** The names a plan is of. */
function namesOf(plan: FilePlan): ReadonlySet<string> {
  return new Set(plan.parse.file.names.map((declared) => declared.name));
}

interface Pending {
  readonly text: string;
  readonly timer: ReturnType<typeof setTimeout>;
}

export class NamesFileLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  /** The last state of each file, with the text it is of. */
  private readonly known = new Map<string, { readonly text: string; readonly state: LensState; readonly names: ReadonlySet<string> }>();
  private readonly pending = new Map<string, Pending>();
  /** Counts refreshes: a plan begun before the last one is not kept. */
  private generation = 0;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly parts: LensParts) {
    this.disposables.push(this.changed, vscode.languages.registerCodeLensProvider({ pattern: '**/*.nns.json' }, this));
  }

  provideCodeLenses(document: Pick<vscode.TextDocument, 'uri' | 'getText'>): vscode.CodeLens[] {
    if (!isNamesFile(document.uri)) return [];
    const text = document.getText();
    const known = this.known.get(document.uri.toString());
    let state: LensState;
    if (known?.text === text) {
      state = known.state;
    } else {
      this.schedule(document.uri, text);
      state = { kind: 'planning' };
    }
    const { l10n } = this.parts;
    const range = new vscode.Range(0, 0, 0, 0);
    const args = [document.uri];
    return [
      new vscode.CodeLens(range, { title: lensSummary(state, l10n), command: CommandIds.planNamesFile, arguments: args }),
      new vscode.CodeLens(range, { title: l10n.t('Plan'), command: CommandIds.planNamesFile, arguments: args }),
      new vscode.CodeLens(range, { title: l10n.t('Apply'), command: CommandIds.applyNamesFile, arguments: args }),
    ];
  }

  /** What the lens says of a file now (tests, and the e2e suite through the lenses themselves). */
  stateOf(uri: vscode.Uri): LensState | undefined {
    return this.known.get(uri.toString())?.state;
  }

  /** A plan of this text made elsewhere (a plan document, Apply): the lens says it without planning again. */
  planned(uri: vscode.Uri, text: string, plan: FilePlan): void {
    this.set(uri, text, lensStateOf(plan), namesOf(plan));
  }

  /** These names may have changed on the chain: the files that name one are planned again. */
  refreshNames(names: readonly string[]): void {
    let stale = false;
    for (const [key, known] of this.known) {
      if (!names.some((name) => known.names.has(name))) continue;
      this.known.delete(key);
      stale = true;
    }
    if (stale) this.changed.fire();
  }

  /** The chain's names may have changed: every file is planned again. */
  refresh(): void {
    this.generation++;
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
    this.pending.clear();
    this.known.clear();
    this.changed.fire();
  }

  private schedule(uri: vscode.Uri, text: string): void {
    const key = uri.toString();
    const pending = this.pending.get(key);
    if (pending?.text === text) return;
    if (pending) clearTimeout(pending.timer);
    const generation = this.generation;
    const timer = setTimeout(() => void this.plan(uri, text, generation), this.parts.delayMs ?? 600);
    this.pending.set(key, { text, timer });
  }

  private async plan(uri: vscode.Uri, text: string, generation: number): Promise<void> {
    const key = uri.toString();
    let state: LensState;
    let names: ReadonlySet<string> = new Set();
    try {
      const plan = await this.parts.reader.plan(text);
      state = lensStateOf(plan);
      names = namesOf(plan);
      this.parts.onPlanned?.();
    } catch (error) {
      const failure = describeFailure(error, this.parts.settings.read().rpcUrlText, this.parts.l10n);
      this.parts.log.note(`The plan of ${vscode.workspace.asRelativePath(uri, false)} for its CodeLens failed: ${failure.detail}`);
      state = { kind: 'failed', summary: failure.summary };
    }
    if (this.pending.get(key)?.text === text) this.pending.delete(key);
    if (generation === this.generation) this.set(uri, text, state, names);
  }

  private set(uri: vscode.Uri, text: string, state: LensState, names: ReadonlySet<string>): void {
    this.known.set(uri.toString(), { text, state, names });
    this.changed.fire();
  }

  dispose(): void {
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
    this.pending.clear();
    for (const disposable of this.disposables) disposable.dispose();
  }
}
