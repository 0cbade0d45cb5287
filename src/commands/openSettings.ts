// nns.openSettings (internal): the Settings editor at a setting, in the tab that holds the value in
// force (Workspace or User), so that a bad value is the one shown.
import * as vscode from 'vscode';
import { SettingKeys, type SettingName } from '../model/ids';
import type { CommandContext } from './commandContext';

const SETTINGS: readonly SettingName[] = ['rpcUrl', 'contractHash', 'owner', 'expiryWarningDays'];

function isSettingName(value: unknown): value is SettingName {
  return typeof value === 'string' && (SETTINGS as readonly string[]).includes(value);
}

/** `nns.openSettings(setting?)`: without a setting, all of NNS Explorer's in the User tab. */
export async function openSettings(context: CommandContext, setting?: unknown): Promise<'workspace' | 'user'> {
  if (!isSettingName(setting)) {
    await vscode.commands.executeCommand('workbench.action.openGlobalSettings', { query: '@ext:nns-explorer.nns-explorer' });
    return 'user';
  }
  const scope = context.settings.scopeOf(setting);
  const command = scope === 'workspace' ? 'workbench.action.openWorkspaceSettings' : 'workbench.action.openGlobalSettings';
  await vscode.commands.executeCommand(command, { query: `${SettingKeys.section}.${setting}` });
  return scope;
}
