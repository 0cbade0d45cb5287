// What the editor does with names files once one is open or a names-file command runs (the feature
// bundle's, loaded then): the reader of plans, the plan documents, the diagnostics and the CodeLens,
// each told when the chain's names may have changed (a write, Refresh, another node).
import * as vscode from 'vscode';
import { listTokensOf, type ContractWriteInfo, type ListOptions, type NodeConfig } from '../../core';
import { PlanDocuments } from '../../documents/planDocuments';
import { NamesFileDiagnostics } from '../../language/namesFileDiagnostics';
import { NamesFileLens } from '../../language/namesFileLens';
import type { NamesModel } from '../../model/namesFile/namesModel';
import type { Localizer } from '../../model/text/localizer';
import type { WriteModule } from '../../model/write/accounts/keySource';
import { writeUnavailableText } from '../../model/write/run/runText';
import type { DetailsService } from '../../services/detailsService';
import { NamesFileReader } from '../../services/namesFile/namesFileReader';
import type { RequestLog } from '../../services/requestLog';
import type { SettingsService } from '../../services/settings';
import type { WorkspaceChains } from '../../services/workspaceChains';
import type { NamesFilesTools, WriteEntry } from '../lazyEntries';

/** What the names files' editor works with, from the main bundle. */
export interface NamesFilesParts {
  readonly settings: Pick<SettingsService, 'read' | 'knowledge' | 'onDidChange'>;
  readonly chains: Pick<WorkspaceChains, 'signingEntries'>;
  readonly log: Pick<RequestLog, 'onRequest' | 'note'>;
  readonly l10n: Localizer;
  readonly write: Pick<WriteEntry, 'available' | 'commands'>;
  readonly details: Pick<DetailsService, 'onDidClear'> & { readonly store: Pick<DetailsService['store'], 'onDidChange'> };
  /** Tests: the core's read of the contract, and of an owner's list. */
  readonly readInfo?: (node: NodeConfig) => Promise<ContractWriteInfo>;
  readonly listOwner?: typeof listTokensOf;
}

/** Why this window cannot apply a plan (the web build, Restricted Mode); undefined where it can. */
export function cannotApplyText(write: Pick<WriteEntry, 'available'>, l10n: Localizer): string | undefined {
  if (!write.available) return writeUnavailableText('web', l10n);
  if (!vscode.workspace.isTrusted) return writeUnavailableText('untrusted', l10n);
  return undefined;
}

export class NamesFilesEditor implements NamesFilesTools, vscode.Disposable {
  readonly reader: NamesFileReader;
  readonly documents: PlanDocuments;
  readonly diagnostics: NamesFileDiagnostics;
  readonly lens: NamesFileLens;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(readonly parts: NamesFilesParts, readonly model: NamesModel) {
    const { settings, log, l10n } = parts;
    this.reader = new NamesFileReader({ settings, chains: parts.chains, log, l10n, model, ...(parts.readInfo ? { readInfo: parts.readInfo } : {}) });
    this.documents = new PlanDocuments({
      reader: this.reader, settings, log, l10n, model,
      loadWrite: () => this.writeModule(),
      cannotApply: () => cannotApplyText(parts.write, l10n),
    });
    this.diagnostics = new NamesFileDiagnostics({ reader: this.reader, model, l10n });
    // A plan read the node: the checks that need the contract's family and the accounts run again.
    this.lens = new NamesFileLens({ reader: this.reader, settings, log, l10n, onPlanned: () => this.diagnostics.checkOpen() });
    this.disposables.push(
      this.documents, this.diagnostics, this.lens,
      // A plan read the node: the lens says it, and the checks that need the contract's family run.
      this.documents.onDidPlan(({ file, text, plan }) => {
        this.lens.planned(file, text, plan);
        this.diagnostics.checkOpen();
      }),
      settings.onDidChange((change) => {
        if (change.node) this.chainChanged(true);
      }),
      parts.details.onDidClear(() => this.chainChanged(true)),
      // A write, or a view's reload, read names anew: a file naming one of them may plan otherwise now.
      parts.details.store.onDidChange((names) => {
        if (names !== undefined && names.length > 0) this.lens.refreshNames(names);
      }),
    );
  }

  /** The chain's names may have changed: the lenses and open plans say it anew; `forget`: what was read of the node too. */
  chainChanged(forget = false): void {
    if (forget) this.reader.forget();
    this.lens.refresh();
    this.documents.refreshOpen();
  }

  /** An owner's names as the contract lists them (those whose bytes are not UTF-8 left out), and whether the node gave the whole list. */
  async ownerNames(node: NodeConfig, scriptHash: string, options: Pick<ListOptions, 'signal'>): Promise<{ readonly names: string[]; readonly complete: boolean }> {
    const list = await (this.parts.listOwner ?? listTokensOf)(node, scriptHash, { ...options, onRequest: this.parts.log.onRequest, knowledge: this.parts.settings.knowledge });
    const invalid = new Set(list.invalidUtf8);
    return { names: list.names.filter((_, index) => !invalid.has(index)), complete: list.complete };
  }

  /** The write module where this window signs (it groups the plan's transactions and tests them); undefined elsewhere. */
  async writeModule(): Promise<WriteModule | undefined> {
    if (cannotApplyText(this.parts.write, this.parts.l10n)) return undefined;
    const loaded = await this.parts.write.commands();
    return loaded?.service.ready();
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
