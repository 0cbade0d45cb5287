// The `nns.*` settings: the only place that reads and writes them, read through `inspect()` so that an
// untrusted workspace cannot redirect the extension; and what the nodes in force taught, for the window's life.
import * as vscode from 'vscode';
import { NodeKnowledge } from '../core';
import { SettingKeys, type SettingName } from '../model/ids';
import { settingScope, validateSettings, type Settings } from '../model/chains/settingsValidation';

/** Which settings one configuration change touched. */
export interface SettingsChange {
  /** `nns.rpcUrl` or `nns.contractHash`: another node or contract. */
  readonly node: boolean;
  readonly owner: boolean;
  readonly expiryWarningDays: boolean;
}

export class SettingsService implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<SettingsChange>();
  /** Fires when a configuration change touches an `nns.*` setting. */
  readonly onDidChange = this.changed.event;
  /** The workspace became trusted: its node settings apply from now on. */
  readonly onDidGrantTrust = vscode.workspace.onDidGrantWorkspaceTrust;
  /**
   * What the nodes taught (page size, address version, batches, storage reads): every call into the
   * core carries it, and the owner is read with the node's address version. Refresh forgets it.
   */
  readonly knowledge = new NodeKnowledge();
  private readonly listener: vscode.Disposable;

  constructor() {
    this.listener = vscode.workspace.onDidChangeConfiguration((event) => {
      const affects = (name: SettingName) => event.affectsConfiguration(`${SettingKeys.section}.${name}`);
      const change: SettingsChange = {
        node: affects('rpcUrl') || affects('contractHash'),
        owner: affects('owner'),
        expiryWarningDays: affects('expiryWarningDays'),
      };
      if (change.node || change.owner || change.expiryWarningDays) this.changed.fire(change);
    });
  }

  /** The settings in force now, validated. */
  read(): Settings {
    const configuration = vscode.workspace.getConfiguration(SettingKeys.section);
    return validateSettings((name) => configuration.inspect<unknown>(name), vscode.workspace.isTrusted, this.knowledge);
  }

  /**
   * Where the value in force of a setting is: the workspace's settings, or the user's (also for a
   * default). In Restricted Mode a workspace value of a node setting is ignored, so the user's applies.
   */
  scopeOf(name: SettingName): 'workspace' | 'user' {
    return settingScope(name, vscode.workspace.getConfiguration(SettingKeys.section).inspect<unknown>(name), vscode.workspace.isTrusted);
  }

  /**
   * Writes a setting where a command should: the workspace when a folder is open and may set it (the
   * owner always; the node only if the workspace already chose one and is trusted), else the user
   * settings; or at the `scope` given.
   */
  async write(name: SettingName, value: string, scope?: 'workspace' | 'user'): Promise<void> {
    const target = scope === undefined ? this.writeTarget(name) : scope === 'workspace' ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
    await vscode.workspace.getConfiguration(SettingKeys.section).update(name, value, target);
  }

  /**
   * Writes a setting where `write` would; resolves with what undoes it: the value that scope held
   * before put back (none: removed again, so the other scope's applies as it did).
   */
  async writeUndoably(name: SettingName, value: string): Promise<() => Promise<void>> {
    const target = this.writeTarget(name);
    const configuration = () => vscode.workspace.getConfiguration(SettingKeys.section);
    const inspected = configuration().inspect<unknown>(name);
    const before = target === vscode.ConfigurationTarget.Workspace ? inspected?.workspaceValue : inspected?.globalValue;
    await configuration().update(name, value, target);
    return async () => {
      await configuration().update(name, before, target);
    };
  }

  private writeTarget(name: SettingName): vscode.ConfigurationTarget {
    const hasFolder = (vscode.workspace.workspaceFolders?.length ?? 0) > 0;
    if (!hasFolder) return vscode.ConfigurationTarget.Global;
    if (name === 'owner') return vscode.ConfigurationTarget.Workspace;
    const inspected = vscode.workspace.getConfiguration(SettingKeys.section).inspect<unknown>(name);
    return vscode.workspace.isTrusted && inspected?.workspaceValue !== undefined ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
  }

  dispose(): void {
    this.listener.dispose();
    this.changed.dispose();
  }
}
