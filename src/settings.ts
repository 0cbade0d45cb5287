// Reads the `nns.*` settings through `inspect()`, so that an untrusted workspace cannot redirect the
// extension, and validates them with the core's validators.
import * as vscode from 'vscode';
import type { NodeConfig } from './core';
import { SettingKeys, type SettingName } from './ids';
import { checkNodeConfig, checkOwner, checkWarningDays, effectiveSetting, type Checked, type Owner } from './settingsValidation';

export interface Settings {
  readonly node: Checked<NodeConfig>;
  readonly owner: Checked<Owner | undefined>;
  /** Names expiring within this many days get a warning; invalid values fall back to 30. */
  readonly expiryWarningDays: Checked<number>;
  /** The configured URL as typed, for messages even when it is invalid. */
  readonly rpcUrlText: string | undefined;
  /** Settings whose workspace value was ignored because the workspace is not trusted. */
  readonly ignoredWorkspaceValues: readonly SettingName[];
}

function read(name: SettingName, trusted: boolean): { value: unknown; ignored: boolean } {
  const inspected = vscode.workspace.getConfiguration(SettingKeys.section).inspect<unknown>(name);
  const { value, ignoredWorkspaceValue } = effectiveSetting(inspected, trusted);
  return { value, ignored: ignoredWorkspaceValue };
}

export function readSettings(): Settings {
  const trusted = vscode.workspace.isTrusted;
  const rpcUrl = read('rpcUrl', trusted);
  const contractHash = read('contractHash', trusted);
  // The owner only chooses which names to list, so a workspace may set it even when untrusted.
  const owner = read('owner', true);
  // Only how names are marked, so a workspace may set it even when untrusted.
  const expiryWarningDays = read('expiryWarningDays', true);
  return {
    node: checkNodeConfig(rpcUrl.value, contractHash.value),
    owner: checkOwner(owner.value),
    expiryWarningDays: checkWarningDays(expiryWarningDays.value),
    rpcUrlText: typeof rpcUrl.value === 'string' ? rpcUrl.value : undefined,
    ignoredWorkspaceValues: [rpcUrl.ignored ? 'rpcUrl' : undefined, contractHash.ignored ? 'contractHash' : undefined].filter(
      (name): name is SettingName => name !== undefined,
    ),
  };
}

export function affects(event: vscode.ConfigurationChangeEvent, name: SettingName): boolean {
  return event.affectsConfiguration(`${SettingKeys.section}.${name}`);
}

/**
 * Where a command writes a setting: the workspace when a folder is open and may set it (the owner
 * always; the node only if the workspace already chose one and is trusted), else the user settings.
 */
export function writeTarget(name: SettingName): vscode.ConfigurationTarget {
  const hasFolder = (vscode.workspace.workspaceFolders?.length ?? 0) > 0;
  if (!hasFolder) return vscode.ConfigurationTarget.Global;
  if (name === 'owner') return vscode.ConfigurationTarget.Workspace;
  const inspected = vscode.workspace.getConfiguration(SettingKeys.section).inspect<unknown>(name);
  return vscode.workspace.isTrusted && inspected?.workspaceValue !== undefined ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
}

export async function writeSetting(name: SettingName, value: string): Promise<void> {
  await vscode.workspace.getConfiguration(SettingKeys.section).update(name, value, writeTarget(name));
}
