// What one domain view asks of the shared details: the names of the rows VS Code asks for (an opened
// group, the root of a short list) and of a hovered row, from the node the view listed them from.
// Never the whole list at once. The view's loads cancel these requests with them.
import * as vscode from 'vscode';
import type { DomainDetails, NodeConfig } from '../core';
import type { DomainLeaf } from '../model/tree/domainTree';
import { sourceKey } from '../model/chains/settingsValidation';
import type { TreeNode } from '../model/view/treeNodes';
import type { DetailsRequester, DetailsService } from '../services/detailsService';

/** Details arriving in a burst are shown together, at most this often. */
const CHANGE_INTERVAL_MS = 200;

export class ViewDetails implements vscode.Disposable {
  private nodeValue: NodeConfig | undefined;
  private key: string | undefined;
  private changed: Set<string> | 'all' | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: Array<{ dispose(): void }> = [];

  constructor(
    private readonly service: DetailsService,
    private readonly requester: DetailsRequester,
    /** Names whose details changed (undefined: any may have). */
    private readonly onChange: (names: readonly string[] | undefined) => void,
  ) {
    this.disposables.push(
      service.store.onDidChange((names) => this.collect(names)),
      service.onDidChangeWarningDays(() => this.collect(undefined)),
    );
  }

  /** The node the view's names come from (undefined: none listed). */
  setNode(node: NodeConfig | undefined): void {
    this.nodeValue = node;
    this.key = node ? sourceKey(node) : undefined;
  }

  get rpcUrl(): string | undefined {
    return this.nodeValue?.rpcUrl;
  }

  /** The node the view's names come from; undefined while none is listed. */
  get node(): NodeConfig | undefined {
    return this.nodeValue;
  }

  /** Details of `name` if loaded from this view's node. */
  get(name: string): DomainDetails | undefined {
    return this.key !== undefined && this.service.store.sourceKey === this.key ? this.service.get(name) : undefined;
  }

  get warningDays(): number {
    return this.service.warningDays;
  }

  /** Now by the chain's clock (see DetailsStore.now). */
  now(): number {
    return this.service.now();
  }

  /** VS Code asked for these rows: load the details of their names, in batches. */
  showRows(rows: readonly TreeNode[]): void {
    const names = rows.flatMap((row) => (row.kind === 'domain' && lookable(row) ? [row.entry.name] : []));
    if (this.nodeValue && names.length > 0) void this.service.load(this.nodeValue, names, this.requester);
  }

  /** Loads the details of `names` not known yet (a picker's items); resolves once they settled. */
  load(names: readonly string[]): Promise<void> {
    if (!this.nodeValue || names.length === 0) return Promise.resolve();
    return this.service.load(this.nodeValue, names, this.requester);
  }

  /** A row is hovered: resolves once its details are loaded (or the hover ends). */
  async hover(leaf: DomainLeaf, token?: vscode.CancellationToken): Promise<void> {
    if (!this.nodeValue || !lookable(leaf) || this.get(leaf.entry.name)) return;
    const loaded = this.service.load(this.nodeValue, [leaf.entry.name], this.requester);
    if (!token) return loaded;
    await new Promise<void>((resolve) => {
      const listener = token.onCancellationRequested(() => resolve());
      void loaded.finally(() => {
        listener.dispose();
        resolve();
      });
    });
  }

  /** Cancels this view's requests (a new load, a refresh, the view going away). */
  cancel(): void {
    this.service.cancel(this.requester.id);
  }

  private collect(names: readonly string[] | undefined): void {
    if (names === undefined) this.changed = 'all';
    else if (this.changed !== 'all') {
      this.changed ??= new Set();
      for (const name of names) this.changed.add(name);
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const changed = this.changed;
      this.changed = undefined;
      this.onChange(changed === 'all' || changed === undefined ? undefined : [...changed]);
    }, CHANGE_INTERVAL_MS);
  }

  dispose(): void {
    this.cancel();
    if (this.timer) clearTimeout(this.timer);
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/** A name that was not valid UTF-8 cannot be looked up by its decoded text: the contract would not know it. */
function lookable(leaf: DomainLeaf): boolean {
  return !leaf.entry.invalidUtf8;
}
