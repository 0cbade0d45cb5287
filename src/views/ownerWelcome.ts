// The welcome of Owner Domains ("Set Owner…", package.json `viewsWelcome`) shows while `nns.ownerUnset`
// is true: no owner is set. The view sets the key when it loads; the settings keep it right while the
// view is hidden.
import * as vscode from 'vscode';
import { ContextKeys } from '../model/ids';
import type { SettingsService } from '../services/settings';

export function setOwnerUnset(unset: boolean): void {
  void vscode.commands.executeCommand('setContext', ContextKeys.ownerUnset, unset);
}

/** Sets the key from `nns.owner` now and whenever the owner setting changes. */
export function followOwnerSetting(settings: Pick<SettingsService, 'read' | 'onDidChange'>): vscode.Disposable {
  const update = () => {
    const owner = settings.read().owner;
    setOwnerUnset(owner.ok && owner.value === undefined);
  };
  update();
  return settings.onDidChange((change) => {
    if (change.owner) update();
  });
}
