// One notification per failure, with Retry / Open Settings / Show Log. The same text is not shown
// twice while it is still on screen (both views failing on one dead node make one notification).
import * as vscode from 'vscode';
import type { FailureText } from '../model/failureText';
import { SettingKeys } from '../model/ids';
import { forNotification } from '../model/untrustedText';

export class FailureNotifier {
  private readonly open = new Set<string>();
  /** Notifications shown so far; the integration tests read it. */
  shown = 0;

  constructor(private readonly showLog: () => void) {}

  notify(viewTitle: string, failure: FailureText, retry: () => void): void {
    const text = vscode.l10n.t('{0}: {1}', viewTitle, forNotification(failure.summary, 300));
    if (this.open.has(failure.summary)) return;
    this.open.add(failure.summary);
    this.shown++;
    const retryLabel = vscode.l10n.t('Retry');
    const settingsLabel = vscode.l10n.t('Open Settings');
    const logLabel = vscode.l10n.t('Show Log');
    void vscode.window.showErrorMessage(text, retryLabel, settingsLabel, logLabel).then(
      (choice) => {
        this.open.delete(failure.summary);
        if (choice === retryLabel) retry();
        else if (choice === settingsLabel) openSettings(failure.setting);
        else if (choice === logLabel) this.showLog();
      },
      () => this.open.delete(failure.summary),
    );
  }
}

export function openSettings(setting?: string): void {
  const query = setting ? `${SettingKeys.section}.${setting}` : `@ext:nns-explorer.nns-explorer`;
  void vscode.commands.executeCommand('workbench.action.openSettings', query);
}
