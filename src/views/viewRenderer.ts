// Draws a view's renders to VS Code: the rows and the message, then the count once VS Code fetched the
// rows; one render for lists that change together, and renders paced by their own cost while pages arrive.
import * as vscode from 'vscode';
import { ContextKeys, type ViewId } from '../model/ids';
import type { TreeNode } from '../model/view/treeNodes';
import type { DomainTreeProvider, ProviderContent } from './domainTreeProvider';

/** What one render draws: the rows, and the texts that describe them. */
export interface Drawing {
  readonly content: ProviderContent;
  readonly texts: { readonly description: string; readonly message: string | undefined };
}

/** While pages arrive, a render waits this long after the last, and this many times the last render's own time. */
const PAGE_RENDER_INTERVAL_MS = 250;
const PAGE_RENDER_SHARE = 5;
/** If VS Code has not asked for the new rows by then, the texts are shown anyway. */
const TEXTS_WAIT_MS = 500;

export class ViewRenderer implements vscode.Disposable {
  private renderTimer: ReturnType<typeof setTimeout> | undefined;
  /** How long the latest render took to make (sorting and grouping the names). */
  private lastRenderMs = 0;
  /** The texts of the latest render, shown once VS Code fetches its rows (see `render`). */
  private pendingTexts: Drawing['texts'] | undefined;
  private textsTimer: ReturnType<typeof setTimeout> | undefined;
  private collapsible: boolean | undefined;
  /** While > 0, the lists' changes wait for one render (several lists reloading at once, see `together`). */
  private holding = 0;
  private heldRender = false;

  constructor(
    private readonly viewId: ViewId,
    private readonly treeView: vscode.TreeView<TreeNode>,
    private readonly provider: Pick<DomainTreeProvider, 'update'>,
    /** Makes the render of the lists as they are now. */
    private readonly draw: () => Drawing,
  ) {}

  /** True while the latest render's texts wait for VS Code to fetch its rows. */
  get textsPending(): boolean {
    return this.pendingTexts !== undefined;
  }

  /** A list loaded, failed or started loading: drawn now, unless `together` holds the renders. */
  changed(): void {
    if (this.holding > 0) this.heldRender = true;
    else this.render();
  }

  /**
   * Runs `start` (which starts loads) and draws once after it: every list is loading in that one
   * render. Drawn list by list, the first list's render would still show the others' old failure,
   * and that message would reach the window with the rows emptied for loading.
   */
  together<T>(start: () => T): T {
    this.holding++;
    try {
      return start();
    } finally {
      this.holding--;
      if (this.holding === 0 && this.heldRender) {
        this.heldRender = false;
        this.render();
      }
    }
  }

  /** A page arrived: a render follows, paced so that rebuilding the tree never costs more than the list. */
  schedule(): void {
    if (this.renderTimer) return;
    this.renderTimer = setTimeout(() => {
      this.renderTimer = undefined;
      this.render();
    }, Math.max(PAGE_RENDER_INTERVAL_MS, PAGE_RENDER_SHARE * this.lastRenderMs));
  }

  /** Draws the lists as they are now; the texts follow with the rows (see `showTexts`). */
  render(): void {
    if (this.renderTimer) {
      clearTimeout(this.renderTimer);
      this.renderTimer = undefined;
    }
    const started = performance.now();
    const { content, texts } = this.draw();
    this.lastRenderMs = performance.now() - started;
    if (texts.message !== this.treeView.message) {
      // VS Code's extension host passes the message and the rows' changes through one debounce that
      // fires on its leading edge: set after the rows, a message would come a debounce after them.
      // Setting the message it already has opens that window, so the new message and the new rows,
      // both set in this same turn, reach the window together when it closes.
      this.treeView.message = this.treeView.message; // eslint-disable-line no-self-assign
      this.treeView.message = texts.message;
    }
    const rowsChanged = this.provider.update(content);
    const collapsible = content.sections.some((section) => section.header !== undefined || section.tree.grouped);
    if (collapsible !== this.collapsible) {
      this.collapsible = collapsible;
      void vscode.commands.executeCommand('setContext', ContextKeys.collapsible[this.viewId], collapsible);
    }
    this.pendingTexts = texts;
    // The same rows, and none on their way to VS Code: the texts describe what it shows already.
    if (!this.treeView.visible || (!rowsChanged && !this.textsTimer)) {
      this.showTexts();
      return;
    }
    if (!rowsChanged) return;
    if (this.textsTimer) clearTimeout(this.textsTimer);
    this.textsTimer = setTimeout(() => this.showTexts(), TEXTS_WAIT_MS);
  }

  /** VS Code fetched the rows of the latest render: the count and message it goes with now show. */
  showTexts(): void {
    if (this.textsTimer) {
      clearTimeout(this.textsTimer);
      this.textsTimer = undefined;
    }
    const texts = this.pendingTexts;
    if (!texts) return;
    this.pendingTexts = undefined;
    if (this.treeView.description !== texts.description) this.treeView.description = texts.description;
  }

  dispose(): void {
    if (this.renderTimer) clearTimeout(this.renderTimer);
    if (this.textsTimer) clearTimeout(this.textsTimer);
  }
}
