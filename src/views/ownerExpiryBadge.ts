// The badge of Owner Domains (also on the activity bar's icon): the configured owner's names expiring within
// nns.expiryWarningDays, its tooltip saying which. Details not known yet are asked for in the background, a
// slice at a time behind the rows a user opens, and no further once the node fails a slice.
import * as vscode from 'vscode';
import { DETAILS_NAMES_PER_ROUND } from '../core';
import { DAY_MS } from '../model/details/expiry';
import { expiryBadge, nextBadgeChange, type BadgeChoice } from '../model/view/expiryBadge';
import type { Localizer } from '../model/text/localizer';
import type { TreeNode } from '../model/view/treeNodes';
import type { DetailsService } from '../services/detailsService';
import type { DomainView } from './domainView';
import type { ListSection } from './listSection';

/** Names per background round: what one round trip of details carries. */
export const BADGE_SLICE = DETAILS_NAMES_PER_ROUND;
/** The background loads the details of at most this many of the owner's names. */
export const BADGE_DETAILS_LIMIT = 5000;
/** Details arriving in a burst update the badge once. */
const UPDATE_DELAY_MS = 100;

const REQUESTER = { id: 'nns.ownerDomains.badge', label: 'Owner Domains (expiry badge)' };

export type BadgeView = Pick<DomainView, 'sections' | 'onDidChangeList' | 'details'> & { readonly treeView: Pick<vscode.TreeView<TreeNode>, 'badge'> };
export type BadgeDetails = Pick<DetailsService, 'load' | 'cancel' | 'warningDays' | 'onDidChangeWarningDays'> & { readonly store: Pick<DetailsService['store'], 'onDidChange'> };

export class OwnerExpiryBadge implements vscode.Disposable {
  /** The configured owner's list (key and load) whose details the background asks for. */
  private loading: string | undefined;
  /** Counts background runs: a run that is no longer the latest stops. */
  private run = 0;
  private shown: BadgeChoice | undefined;
  private updateTimer: ReturnType<typeof setTimeout> | undefined;
  private clockTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: Array<{ dispose(): void }> = [];
  private disposed = false;
  /** The details store forgot everything since the last update. */
  private forgotten = false;

  constructor(
    private readonly view: BadgeView,
    private readonly details: BadgeDetails,
    private readonly l10n: Localizer,
  ) {
    this.disposables.push(
      view.onDidChangeList(() => this.sync()),
      details.store.onDidChange((names) => {
        // Every detail was forgotten (a refresh of either view): the owner's are asked for anew, once
        // the views have started their reloads (a reload of this list starts them itself).
        if (names === undefined) this.forgotten = true;
        this.scheduleUpdate();
      }),
      details.onDidChangeWarningDays(() => this.update()),
    );
    this.sync();
  }

  private configured(): ListSection | undefined {
    return this.view.sections.find((section) => section.role === 'configured');
  }

  /**
   * The lists changed: a new load of the configured owner's list starts its details anew. Pages of
   * any list fire this too: they update the badge once per burst, not a count of every name per page.
   */
  private sync(): void {
    const section = this.configured();
    const loaded = section?.loader.state.kind === 'loaded' ? `${section.key}#${section.loader.generation}` : undefined;
    if (loaded === this.loading) {
      this.scheduleUpdate();
      return;
    }
    if (this.loading) this.details.cancel(REQUESTER.id);
    this.loading = loaded;
    this.run++;
    if (section && loaded) void this.loadExpirations(section, this.run);
    this.update();
  }

  private async loadExpirations(section: ListSection, run: number): Promise<void> {
    const node = this.view.details.node;
    if (!node) return;
    const names = section.sortedEntries().filter((entry) => !entry.invalidUtf8).slice(0, BADGE_DETAILS_LIMIT).map((entry) => entry.name);
    for (let start = 0; start < names.length; start += BADGE_SLICE) {
      // Names the view loaded meanwhile are not asked for again.
      const slice = names.slice(start, start + BADGE_SLICE).filter((name) => !this.view.details.get(name));
      if (slice.length === 0) continue;
      await this.details.load(node, slice, REQUESTER);
      if (this.disposed || this.run !== run) return;
      // A node that fails a whole slice would fail the rest too: ask it no more.
      if (slice.every((name) => this.view.details.get(name)?.state === 'error')) return;
    }
  }

  private scheduleUpdate(): void {
    this.updateTimer ??= setTimeout(() => {
      this.updateTimer = undefined;
      if (this.forgotten) {
        this.forgotten = false;
        this.loading = undefined;
        this.sync();
      } else {
        this.update();
      }
    }, UPDATE_DELAY_MS);
  }

  private update(): void {
    if (this.disposed) return;
    const section = this.configured();
    const owner = section?.owner;
    const input = {
      entries: section?.loader.entries ?? [], details: (name: string) => this.view.details.get(name), now: this.view.details.now(), warningDays: this.details.warningDays,
    };
    const choice = section && owner ? expiryBadge({ ...input, owner: owner.address }, this.l10n) : undefined;
    if (choice?.value !== this.shown?.value || choice?.tooltip !== this.shown?.tooltip) {
      this.shown = choice;
      this.view.treeView.badge = choice ? { value: choice.value, tooltip: choice.tooltip } : undefined;
    }
    this.scheduleClock(section && owner ? nextBadgeChange(input) : undefined, input.now);
  }

  /** A name enters the warning period or expires at `next`: update then (at least once a day). */
  private scheduleClock(next: number | undefined, now: number): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = undefined;
    if (next === undefined) return;
    const delay = Math.min(DAY_MS, Math.max(1000, next - now + 50));
    this.clockTimer = setTimeout(() => this.update(), delay);
  }

  dispose(): void {
    this.disposed = true;
    this.details.cancel(REQUESTER.id);
    if (this.updateTimer) clearTimeout(this.updateTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    for (const disposable of this.disposables) disposable.dispose();
  }
}
