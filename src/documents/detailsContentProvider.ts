// The read-only details documents (`nns-details:` URIs): a TextDocumentContentProvider that asks the
// node afresh for the name's details and records each time the document is opened or refreshed.
import * as vscode from 'vscode';
import { isAvailable, listRecords, type NameAvailability, type NodeConfig, type NodeKnowledge, type Owner } from '../core';
import { detailsDocument, type RecordsOutcome } from '../model/details/detailsDocumentText';
import { describeFailure } from '../model/text/failureText';
import { UriSchemes } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import type { DetailsService } from '../services/detailsService';
import type { RequestLog } from '../services/requestLog';
import { nameOfDetailsUri } from '../services/uris';

/** What the lenses and commands need to know about an open details document. */
export interface DetailsDocumentModel {
  readonly name: string;
  readonly owner?: Owner;
  readonly ownerLine?: number;
  /** Someone holds the name (the write lenses manage it), or nobody does and it may be registered. */
  readonly holding?: 'held' | 'free';
}

/** How long a refresh waits for the node before showing the document as it was. */
const REFRESH_WAIT_MS = 15_000;

export class DetailsContentProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly provided = new vscode.EventEmitter<{ readonly uri: vscode.Uri; readonly text: string }>();
  /** A document's text (and model) was provided anew. */
  readonly onDidProvide = this.provided.event;
  private readonly models = new Map<string, DetailsDocumentModel>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly details: DetailsService,
    private readonly log: Pick<RequestLog, 'onRequest'>,
    private readonly knowledge: NodeKnowledge,
    private readonly l10n: Localizer,
  ) {
    this.disposables.push(
      this.changed,
      this.provided,
      vscode.workspace.registerTextDocumentContentProvider(UriSchemes.details, this),
      vscode.workspace.onDidCloseTextDocument((document) => this.models.delete(document.uri.toString())),
    );
  }

  modelOf(uri: vscode.Uri): DetailsDocumentModel | undefined {
    return this.models.get(uri.toString());
  }

  /** Asks the node again for one open document; resolves once the document shows the new text (or after a while). */
  refresh(uri: vscode.Uri): Promise<void> {
    const key = uri.toString();
    return new Promise((resolve) => {
      let expected: string | undefined;
      const shown = () => expected !== undefined && vscode.workspace.textDocuments.find((document) => document.uri.toString() === key)?.getText() === expected;
      const listeners = [
        this.provided.event((provided) => {
          if (provided.uri.toString() !== key) return;
          expected = provided.text;
          if (shown()) done();
        }),
        vscode.workspace.onDidChangeTextDocument((event) => event.document.uri.toString() === key && shown() && done()),
      ];
      const timer = setTimeout(() => done(), REFRESH_WAIT_MS);
      function done() {
        clearTimeout(timer);
        for (const listener of listeners) listener.dispose();
        resolve();
      }
      this.changed.fire(uri);
    });
  }

  /**
   * Asks the node again for the details documents in editor tabs (after a refresh or a settings
   * change). Documents no tab shows are left alone: opening one again asks anew anyway.
   */
  refreshOpenDocuments(): void {
    const seen = new Set<string>();
    for (const tab of vscode.window.tabGroups.all.flatMap((group) => group.tabs)) {
      const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
      if (uri?.scheme !== UriSchemes.details || seen.has(uri.toString())) continue;
      seen.add(uri.toString());
      this.changed.fire(uri);
    }
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const document = await this.build(uri, token);
    this.models.set(uri.toString(), document.model);
    this.provided.fire({ uri, text: document.text });
    return document.text;
  }

  private async build(uri: vscode.Uri, token: vscode.CancellationToken): Promise<{ text: string; model: DetailsDocumentModel }> {
    const { l10n } = this;
    const name = nameOfDetailsUri(uri);
    if (name === undefined) return { text: `${l10n.t('This is not the address of an NNS domain.')}\n`, model: { name: '' } };
    // Any name typed into Show Domain Details… gets a document: one nobody holds FAULTs as expected.
    const requester = { id: `document:${uri.toString()}`, label: l10n.t('Details of a domain'), anyName: true };
    const controller = new AbortController();
    const cancel = token.onCancellationRequested(() => {
      controller.abort();
      this.details.cancel(requester.id);
    });
    try {
      const fetchedAt = Date.now();
      const result = await this.details.one(name, requester, true);
      if (!result.ok) {
        const failure = describeFailure(result.error, result.rpcUrl, l10n).summary;
        return { text: `${l10n.t('The details could not be loaded: {0}', failure)}\n`, model: { name } };
      }
      const { node, details } = result;
      // A name the contract does not hold FAULTs like a broken call: isAvailable tells which it is.
      const availability = details.state === 'error' && details.error?.code === 'FAULT' ? await this.availability(node, name, controller.signal) : undefined;
      let records: RecordsOutcome = { kind: 'skipped' };
      if (details.state === 'active') {
        try {
          records = { kind: 'loaded', list: await listRecords(node, name, { signal: controller.signal, onRequest: this.log.onRequest, knowledge: this.knowledge }) };
        } catch (error) {
          records = { kind: 'failed', error };
        }
      }
      const document = detailsDocument({ name, details, records, node, fetchedAt, warningDays: this.details.warningDays, availability }, l10n);
      // An expired name's last owner (from storage) gets the owner lenses too.
      const holding = details.state === 'active' ? 'held' : details.state === 'expired' || availability?.kind === 'available' ? 'free' : undefined;
      return { text: document.text, model: { name, owner: details.state === 'error' ? undefined : details.owner, ownerLine: document.ownerLine, ...(holding ? { holding } : {}) } };
    } finally {
      cancel.dispose();
    }
  }

  /** What `isAvailable` says of `name`; undefined when it could not be asked (the details' failure stands). */
  private async availability(node: NodeConfig, name: string, signal: AbortSignal): Promise<NameAvailability | undefined> {
    try {
      return await isAvailable(node, name, { signal, onRequest: this.log.onRequest, knowledge: this.knowledge });
    } catch {
      return undefined;
    }
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
