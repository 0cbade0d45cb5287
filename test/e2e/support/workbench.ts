// What a person does in VS Code 1.100's workbench, in Playwright terms: open a view container, read a
// view's tree rows, expand a group, run a palette command, answer a quick input, click a title-bar
// action. Every wait is on a selector or a DOM condition, with a generous hang guard, never a sleep.
import type { Locator, Page } from 'playwright-core';
import { PollTimeout, until } from './poll';

/** A hang guard for each UI wait: far above what a step takes, so a wedged run still ends. */
export const UI_TIMEOUT_MS = 90_000;

/** A rendered tree row: what it shows, and its ARIA state. */
export interface TreeRow {
  /** Position in the view's list of visible rows (0-based, across all levels). */
  readonly index: number;
  /** The text the row shows: a domain's name, a group's label (".neo", "a…"), an action's label. */
  readonly label: string;
  /** The dimmer text after the label (a group's count, "owner"). */
  readonly description: string;
  /** What a screen reader announces. */
  readonly ariaLabel: string;
  readonly level: number;
  /** undefined for a row that cannot expand. */
  readonly expanded: boolean | undefined;
  readonly selected: boolean;
}

/** A group row's label and the count it shows beside it; undefined for a row that is no group. */
export function parseGroup(row: TreeRow): { label: string; count: number } | undefined {
  if (row.expanded === undefined || !/^[\d,]+$/.test(row.description)) return undefined;
  return { label: row.label, count: Number(row.description.replace(/,/g, '')) };
}

const css = (value: string) => JSON.stringify(value); // a CSS string literal (names hold no quotes or backslashes)

export class Workbench {
  constructor(readonly page: Page) {}

  /** Clicks the activity-bar icon of a view container (unless it is open already). */
  async openContainer(title: string): Promise<void> {
    const iconSelector = `a.action-label[aria-label^=${css(title)}]`;
    const icon = this.page.locator(`.activitybar ${iconSelector}`);
    await icon.waitFor({ timeout: UI_TIMEOUT_MS });
    const item = this.page.locator('.activitybar .action-item', { has: this.page.locator(iconSelector) });
    if (!((await item.getAttribute('class')) ?? '').split(/\s+/).includes('checked')) await icon.click();
    await this.page.locator('.sidebar .title-label h2', { hasText: title }).waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** The sidebar section (pane) of the view titled `title`. */
  pane(title: string): Locator {
    return this.page.locator('.sidebar .pane').filter({ has: this.page.locator('.pane-header h3.title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
  }

  /** The text beside the view's title (count, owner, filter). */
  description(title: string): Locator {
    return this.pane(title).locator('.pane-header .description');
  }

  /**
   * Waits until the view's description matches, e.g. /^3,000$/; returns the text. Attached is
   * enough: VS Code hides the description while the title-bar actions need its room.
   */
  async waitForDescription(title: string, pattern: RegExp): Promise<string> {
    const description = this.description(title).filter({ hasText: pattern });
    await description.waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
    return (await description.textContent()) ?? '';
  }

  /** The view's message (TreeView.message) above its rows. */
  message(title: string): Locator {
    return this.pane(title).locator('.pane-body .message');
  }

  /** The welcome content of a view (viewsWelcome), shown instead of rows. */
  welcome(title: string): Locator {
    return this.pane(title).locator('.pane-body .welcome-view-content');
  }

  private list(title: string): Locator {
    return this.pane(title).locator('.pane-body .monaco-list').first();
  }

  /** The rows the virtualised list has rendered right now, and how many rows the list holds in all. */
  async renderedRows(title: string): Promise<{ rows: TreeRow[]; total: number }> {
    return this.list(title).evaluate((list) => {
      const elements = [...list.querySelectorAll<HTMLElement>('.monaco-list-rows > .monaco-list-row')];
      const rows = elements.map((row) => {
        const expanded = row.getAttribute('aria-expanded');
        return {
          index: Number(row.dataset.index),
          label: row.querySelector('.label-name')?.textContent ?? '',
          description: row.querySelector('.label-description')?.textContent ?? '',
          ariaLabel: row.getAttribute('aria-label') ?? '',
          level: Number(row.getAttribute('aria-level')),
          expanded: expanded === null ? undefined : expanded === 'true',
          selected: row.getAttribute('aria-selected') === 'true',
        };
      });
      // The rows container is as tall as all rows together; every row has the same height.
      const container = list.querySelector<HTMLElement>('.monaco-list-rows');
      const rowHeight = elements[0]?.offsetHeight ?? 0;
      const total = container && rowHeight ? Math.round(container.offsetHeight / rowHeight) : rows.length;
      return { rows, total };
    });
  }

  /**
   * Every row of the view, top to bottom. The list is virtualised (only the rows on screen exist in
   * the DOM), so this scrolls it with the mouse wheel, about a screenful at a time, collecting rows
   * by index, and checks that no index was skipped.
   */
  async readRows(title: string): Promise<TreeRow[]> {
    const scroller = await this.scroller(title);
    try {
      while (await scroller.scrollBy(-Infinity, { jump: true })) { /* to the top */ }
      const seen = new Map<number, TreeRow>();
      for (;;) {
        const { rows, total } = await this.renderedRows(title);
        const first = Math.min(...rows.map((r) => r.index));
        if (seen.size > 0 && !seen.has(first) && !seen.has(first - 1)) throw new Error(`scrolling ${title} skipped rows before ${first}`);
        for (const row of rows) seen.set(row.index, row);
        if (seen.size >= total) break;
        const state = await scroller.state();
        if (!(await scroller.scrollBy(state.viewport * 0.9))) {
          throw new Error(`the ${title} list ended having shown ${seen.size} of ${total} rows`);
        }
      }
      return [...seen.values()].sort((a, b) => a.index - b.index);
    } finally {
      await scroller.dispose();
    }
  }

  /**
   * Every row of the view once `settled(rows)` holds, or the rows of the last read after the UI
   * timeout (the caller's assertion then says what differs). A view's description reaches the DOM
   * before its rows do: VS Code first asks the extension host for the new rows, so a read right after
   * the description changed can still see the previous tree (on a busy machine, for seconds).
   */
  async readRowsWhen(title: string, settled: (rows: readonly TreeRow[]) => boolean): Promise<TreeRow[]> {
    let last: TreeRow[] = [];
    const probe = async () => {
      last = await this.readRows(title);
      return settled(last) ? last : undefined;
    };
    return until(`the rows of ${title}`, probe, UI_TIMEOUT_MS).catch((error: unknown) => {
      if (error instanceof PollTimeout) return last;
      throw error;
    });
  }

  /**
   * Scrolls until row `index` is wholly inside the view and not covered by the sticky parents that
   * VS Code pins above the top rows (a click there would land on those); `top`: as the first row
   * below its pinned parents, as far as the list scrolls (for pictures).
   */
  async scrollRowIntoView(title: string, index: number, where: 'anywhere' | 'top' = 'anywhere'): Promise<Locator> {
    const scroller = await this.scroller(title);
    const row = this.list(title).locator(`.monaco-list-rows > .monaco-list-row[data-index="${index}"]`);
    try {
      for (let adjustments = 0; ;) {
        const { top, max, viewport, rowHeight } = await scroller.state();
        const rowTop = index * rowHeight;
        const inView = rowTop >= top - 0.5 && rowTop + rowHeight <= top + viewport + 0.5;
        if (!inView) {
          const distance = rowTop < top ? rowTop - top : rowTop + rowHeight - (top + viewport);
          if (!(await scroller.scrollBy(distance, { jump: true }))) throw new Error(`row ${index} of ${title} is out of reach`);
          continue;
        }
        const clear = await row.evaluate(uncovered).catch(() => false);
        // At the top its pinned parents (one per level above it) sit over the rows before it.
        const topOffset = (Number(await row.getAttribute('aria-level')) - 1) * rowHeight;
        const atTop = Math.abs(rowTop - top - topOffset) < 1 || (rowTop - topOffset > top && top >= max - 0.5);
        if (clear && (where === 'anywhere' || atTop)) break;
        // Fine adjustments only; the pinned rows change as the list moves, so settle for near.
        if (++adjustments > 10) {
          if (clear || where === 'top') break;
          throw new Error(`row ${index} of ${title} stays covered by the pinned rows`);
        }
        let distance = where === 'top' ? rowTop - top - topOffset : -rowHeight; // covered: move it down a row
        if (Math.abs(distance) < 1) distance = -rowHeight;
        if (!(await scroller.scrollBy(distance))) {
          if (clear || where === 'top') break;
          throw new Error(`row ${index} of ${title} stays covered by the pinned rows`);
        }
      }
    } finally {
      await scroller.dispose();
    }
    return row;
  }

  /**
   * Mouse-wheel scrolling of a view's list, measured in pixels of list content. How far one wheel
   * step scrolls is VS Code's business (Monaco scales it), so scrollBy() learns the ratio as it goes
   * and waits for the list to move, never for a fixed time.
   */
  private async scroller(title: string) {
    const list = this.list(title);
    await list.locator('.monaco-list-rows > .monaco-list-row').first().waitFor({ timeout: UI_TIMEOUT_MS });
    const box = await list.boundingBox();
    const handle = await list.elementHandle();
    if (!box || !handle) throw new Error(`the ${title} list is not on screen`);
    // Near the right edge: over the list (the wheel scrolls it), away from the labels.
    await this.page.mouse.move(box.x + box.width - 6, box.y + box.height / 2);
    const state = () => handle.evaluate(listScrollState);
    let ratio = 1; // content pixels per wheel delta unit, refined after each step
    return {
      state,
      /** Scrolls about `pixels` (negative: up); false when already at that end. */
      /** `jump`: any distance in one step (nothing is read on the way). */
      scrollBy: async (pixels: number, { jump = false } = {}): Promise<boolean> => {
        const before = await state();
        if (pixels < 0 ? before.top <= 0.5 : before.top >= before.max - 0.5) return false;
        // Within the list's extent, and never more than a screenful per step.
        const wanted = Math.max(-before.top, Math.min(before.max - before.top, pixels));
        const step = Math.sign(wanted) * Math.min(Math.abs(wanted), jump ? Infinity : before.viewport) / ratio;
        await this.page.mouse.wheel(0, step);
        await this.page.waitForFunction(
          ({ element, top }) => {
            const rows = [...element.querySelectorAll<HTMLElement>('.monaco-list-rows > .monaco-list-row')];
            const first = rows.sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))[0];
            if (!first) return false;
            const now = Number(first.dataset.index) * first.offsetHeight - (first.getBoundingClientRect().top - element.getBoundingClientRect().top);
            return Math.abs(now - top) > 0.5;
          },
          { element: handle, top: before.top },
          { timeout: UI_TIMEOUT_MS },
        );
        const after = await state();
        const moved = Math.abs(after.top - before.top);
        if (!jump && moved > 0.5 && Math.abs(step) > 0) ratio = Math.max(0.05, Math.min(ratio, moved / Math.abs(step)));
        return true;
      },
      dispose: () => handle.dispose(),
    };
  }

  /** The rendered row labelled `label` (scrolled into the DOM beforehand). */
  async rowLocator(title: string, label: string): Promise<Locator> {
    const { rows } = await this.renderedRows(title);
    const row = rows.find((r) => r.label === label);
    if (!row) throw new Error(`no rendered row "${label}" in ${title}; rendered: ${rows.map((r) => r.label).join(' | ')}`);
    return this.list(title).locator(`.monaco-list-rows > .monaco-list-row[data-index="${row.index}"]`);
  }

  /**
   * Clicks a collapsed group row and waits until it is expanded. The group is found by its label
   * (".neo", "a…"), among the rows below `parent` when given (labels repeat under each TLD).
   */
  async expandGroup(title: string, label: string, parent?: TreeRow): Promise<TreeRow> {
    const all = await this.readRows(title);
    const group = below(all, parent).find((r) => parseGroup(r)?.label === label);
    if (!group) throw new Error(`no group "${label}" in ${title}${parent ? ` under ${parent.label}` : ''}: ${all.map((r) => r.label).join(' | ')}`);
    return this.expandRow(title, group);
  }

  /** Clicks a group row read before (by readRows) unless it is expanded, and waits until it is. */
  async expandRow(title: string, group: TreeRow): Promise<TreeRow> {
    if (group.expanded === undefined) throw new Error(`${group.label} in ${title} cannot expand`);
    if (!group.expanded) {
      const row = await this.scrollRowIntoView(title, group.index);
      const label = await row.locator('.label-name').textContent();
      if (label !== group.label) throw new Error(`row ${group.index} of ${title} is now "${label}", not "${group.label}"`);
      await row.click();
      await this.list(title).locator(`.monaco-list-rows > .monaco-list-row[data-index="${group.index}"][aria-expanded="true"]`).waitFor({ timeout: UI_TIMEOUT_MS });
    }
    return { ...group, expanded: true };
  }

  /** Scrolls the view back to its first row. */
  async scrollToTop(title: string): Promise<void> {
    await this.scrollRowIntoView(title, 0, 'top');
  }

  /** Collapses or expands a view's section by clicking its header. */
  async setPaneExpanded(title: string, expanded: boolean): Promise<void> {
    const header = this.pane(title).locator('.pane-header');
    if ((await header.getAttribute('aria-expanded')) !== String(expanded)) await header.locator('h3.title').click();
    await this.pane(title).locator(`.pane-header[aria-expanded="${expanded}"]`).waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** Runs a palette command by its full title, e.g. "Neo Name Service: Refresh": F1, type, click its row. */
  async runCommand(title: string): Promise<void> {
    // An editor opening meanwhile (a document a command left) takes the focus and closes the palette:
    // then the palette is opened again, until the command's row is clicked.
    const deadline = Date.now() + UI_TIMEOUT_MS;
    for (;;) {
      await this.page.keyboard.press('F1');
      const input = this.quickInput().locator('input');
      await input.waitFor({ timeout: UI_TIMEOUT_MS });
      await input.fill(`>${title}`);
      // The row for exactly this command (aria-label is the title, maybe with a keybinding after a comma).
      const row = this.quickInput().locator('.quick-input-list .monaco-list-row').filter({
        has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
      });
      try {
        await row.first().click({ timeout: 10_000 });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await this.page.keyboard.press('Escape');
      }
    }
  }

  /**
   * Runs a palette command and waits for the box it opens (titled `inputTitle`); returns its text field.
   * A box closed before it was seen (the focus taken by the workbench meanwhile) is asked for again, and said.
   */
  async runCommandAsking(title: string, inputTitle: string): Promise<Locator> {
    const deadline = Date.now() + UI_TIMEOUT_MS;
    const widget = this.quickInput().filter({ has: this.page.locator('.quick-input-title', { hasText: inputTitle }) });
    for (;;) {
      await this.runCommand(title);
      try {
        await widget.waitFor({ state: 'visible', timeout: 20_000 });
        return widget.locator('input.input').first();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        process.stdout.write(`      [workbench] ${inputTitle} did not show after ${title}: asked again\n`);
      }
    }
  }

  quickInput(): Locator {
    return this.page.locator('.quick-input-widget');
  }

  /** Waits for a quick pick or input box with this title; returns its text field. */
  async waitForQuickInput(title: string): Promise<Locator> {
    const widget = this.quickInput().filter({ has: this.page.locator('.quick-input-title', { hasText: title }) });
    await widget.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    return widget.locator('input.input').first();
  }

  /** Clicks the quick pick item whose label is exactly `label`. */
  async pickItem(label: string): Promise<void> {
    const row = this.quickInput().locator('.quick-input-list .monaco-list-row').filter({
      has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
    });
    await row.first().click({ timeout: UI_TIMEOUT_MS });
  }

  /** Clicks an action in a view's title bar (shown while the pointer is over the view). */
  async clickViewAction(title: string, action: string): Promise<void> {
    const header = this.pane(title).locator('.pane-header');
    await header.hover();
    await header.locator(`.actions a.action-label[aria-label=${css(action)}]`).click({ timeout: UI_TIMEOUT_MS });
  }

  /** Runs an action of a view's "…" menu (View and More Actions…). */
  async clickViewMenuItem(title: string, item: string): Promise<void> {
    const header = this.pane(title).locator('.pane-header');
    await header.hover();
    await header.locator('.actions a.action-label[aria-label^="More Actions"]').click({ timeout: UI_TIMEOUT_MS });
    const entry = this.page.locator('.context-view .monaco-menu .action-label', { hasText: new RegExp(`^${escapeRegExp(item)}$`) }).first();
    await entry.waitFor({ timeout: UI_TIMEOUT_MS });
    // Monaco menus act on the item under the pointer: hover it, then Enter (a click can land as the menu moves).
    await entry.hover();
    await this.page.keyboard.press('Enter');
    await this.page.locator('.context-view .monaco-menu').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }

  /** A notification toast holding this text. */
  notification(text: string | RegExp): Locator {
    return this.page.locator('.notification-toast').filter({ hasText: text });
  }

  /**
   * The notification holding this text, as a toast or, where VS Code kept it out of the toasts (one
   * arriving as a progress toast closes can go straight to the centre), in the notification centre.
   */
  async shownNotification(text: string | RegExp): Promise<Locator> {
    const toast = this.notification(text);
    if (await toast.waitFor({ timeout: 5000 }).then(() => true, () => false)) return toast;
    await this.runCommand('Notifications: Show Notifications');
    const listed = this.page.locator('.notifications-center .monaco-list-row').filter({ hasText: text });
    await listed.waitFor({ timeout: UI_TIMEOUT_MS });
    return listed;
  }

  /**
   * Moves the pointer to an empty spot of the title bar, so no hover or tooltip covers what a
   * screenshot shows. A tooltip that stays anyway is waited for a few seconds, then ignored: it
   * spoils a picture, not a test.
   */
  async restPointer(): Promise<void> {
    const size = this.page.viewportSize() ?? { width: 1100, height: 720 };
    await this.page.mouse.move(Math.round(size.width * 0.18), 8);
    await this.page.locator('.workbench-hover-container').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
  }
}

/** Runs in the page: true when the middle of the row is the row itself, not something drawn over it. */
function uncovered(row: HTMLElement | SVGElement): boolean {
  const box = row.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === row || row.contains(hit));
}

/** Runs in the page: how far a Monaco list is scrolled, from where its first rendered row sits. */
function listScrollState(list: HTMLElement | SVGElement): { top: number; max: number; viewport: number; rowHeight: number } {
  const rows = [...list.querySelectorAll<HTMLElement>('.monaco-list-rows > .monaco-list-row')];
  const first = rows.sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))[0];
  const container = list.querySelector<HTMLElement>('.monaco-list-rows');
  const viewport = list.getBoundingClientRect().height;
  if (!first || !container) return { top: 0, max: 0, viewport, rowHeight: 0 };
  const rowHeight = first.offsetHeight;
  const top = Number(first.dataset.index) * rowHeight - (first.getBoundingClientRect().top - list.getBoundingClientRect().top);
  return { top, max: Math.max(0, container.offsetHeight - viewport), viewport, rowHeight };
}

/** The rows of `parent`'s subtree (all rows without a parent), in order. */
export function below(rows: readonly TreeRow[], parent?: TreeRow): TreeRow[] {
  if (!parent) return [...rows];
  const out: TreeRow[] = [];
  for (const row of rows.filter((r) => r.index > parent.index)) {
    if (row.level <= parent.level) break;
    out.push(row);
  }
  return out;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Ordinal order, the order the views sort names in. */
export function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
