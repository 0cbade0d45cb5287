// Which owners Owner Domains shows: the configured one (nns.owner) first, then those the user looked
// up, newest first, kept for the workspace (workspaceState) and never written to the settings. Also
// keeps the keys that the welcome ("no owner") and the title bar ("Close Looked-Up Owners") read.
import * as vscode from 'vscode';
import type { Owner } from '../core';
import { readBrowsedOwners, storedBrowsedOwners, withBrowsedOwner, withoutBrowsedOwner } from '../model/chains/browsedOwners';
import { ContextKeys, StateKeys, ViewIds } from '../model/ids';
import { ownerDomainsSections, ownerKey } from '../model/view/viewSections';
import type { SettingsService } from '../services/settings';
import type { ViewSources } from '../services/viewSources';
import type { DomainView } from './domainView';
import { sectionSpec } from './listSection';

export class OwnerBrowser {
  private browsed: Owner[];
  /** Owners looked up in this session: their rows open when they appear. */
  private readonly opened = new Set<string>();
  private contextKeys: { unset: boolean; browsing: boolean } | undefined;

  constructor(
    private readonly view: DomainView,
    private readonly settings: Pick<SettingsService, 'read'>,
    private readonly sources: Pick<ViewSources, 'resolve'>,
    private readonly state: Pick<vscode.Memento, 'get' | 'update'>,
  ) {
    this.browsed = readBrowsedOwners(state.get<unknown>(StateKeys.browsedOwners));
    this.sync();
  }

  /** The owner in nns.owner, when it is a valid one. */
  configured(): Owner | undefined {
    const owner = this.settings.read().owner;
    return owner.ok ? owner.value : undefined;
  }

  /** Shows the lists of the owners as the settings and the workspace have them now. */
  sync(): void {
    const specs = ownerDomainsSections(this.settings.read().owner, this.browsed, this.opened).map((plan) => sectionSpec(plan, this.sources));
    this.view.setSections(specs);
    const keys = { unset: specs.length === 0, browsing: specs.some((spec) => spec.role === 'browsed') };
    if (keys.unset !== this.contextKeys?.unset) void vscode.commands.executeCommand('setContext', ContextKeys.ownerUnset, keys.unset);
    if (keys.browsing !== this.contextKeys?.browsing) void vscode.commands.executeCommand('setContext', ContextKeys.browsing, keys.browsing);
    this.contextKeys = keys;
  }

  /**
   * Shows `owner`'s names in Owner Domains, loading anew, its row selected and open. An owner other
   * than the configured one is added for this workspace. The view's filter is cleared: it was typed
   * for other names, and would otherwise hide the ones asked for without a word.
   */
  async browse(owner: Owner): Promise<void> {
    const key = ownerKey(owner);
    if (this.configured()?.scriptHash !== owner.scriptHash) {
      this.browsed = withBrowsedOwner(this.browsed, owner);
      this.opened.add(key);
      await this.state.update(StateKeys.browsedOwners, storedBrowsedOwners(this.browsed));
    }
    if (this.view.filter) await this.view.setFilter('');
    this.sync();
    await vscode.commands.executeCommand(`${ViewIds.ownerDomains}.focus`);
    // Loading first: the reveal opens the row, which would otherwise start a second load.
    void this.view.section(key)?.reload();
    await this.view.revealOwner(key);
  }

  /** Adds `owner` as the newest looked-up owner, without loading or revealing it (a configured owner replaced). */
  async keepLookedUp(owner: Owner): Promise<void> {
    this.browsed = withBrowsedOwner(this.browsed, owner);
    await this.state.update(StateKeys.browsedOwners, storedBrowsedOwners(this.browsed));
    this.sync();
  }

  /** Removes a looked-up owner from the view. */
  async close(owner: Owner): Promise<void> {
    this.browsed = withoutBrowsedOwner(this.browsed, owner.scriptHash);
    this.opened.delete(ownerKey(owner));
    await this.state.update(StateKeys.browsedOwners, storedBrowsedOwners(this.browsed));
    this.sync();
  }

  /** Back to the configured owner alone. */
  async closeAll(): Promise<void> {
    this.browsed = [];
    this.opened.clear();
    await this.state.update(StateKeys.browsedOwners, undefined);
    this.sync();
  }
}
