// Error notifications of commands (a view's own failures are told by the view, never by a toast): at
// most one per kind of failure at a time, with the actions that can fix it, the most likely first.
// Retry is left to the view and the command itself: a notification cannot know what to run again.
import * as vscode from 'vscode';
import type { FailureText, FixIt } from '../model/failureText';
import { CommandIds } from '../model/ids';
import type { Localizer } from '../model/localizer';
import { forNotification } from '../model/untrustedText';

export class FailureNotices {
  private readonly open = new Set<string>();
  /** Notifications shown so far; the integration tests read it. */
  shown = 0;

  constructor(private readonly l10n: Localizer) {}

  /** Shows `text` (it names what failed; `failure` says why) unless one of its kind is on screen. */
  notify(text: string, failure: FailureText): void {
    if (this.open.has(failure.kind)) return;
    this.open.add(failure.kind);
    this.shown++;
    const actions = failure.fixIts.filter((fixIt) => fixIt !== 'retry').map((fixIt) => ({ fixIt, label: this.label(fixIt) }));
    void vscode.window.showErrorMessage(forNotification(text, 400), ...actions.map((action) => action.label)).then(
      (choice) => {
        this.open.delete(failure.kind);
        const fixIt = actions.find((action) => action.label === choice)?.fixIt;
        if (fixIt) void run(fixIt, failure);
      },
      () => this.open.delete(failure.kind),
    );
  }

  private label(fixIt: FixIt): string {
    switch (fixIt) {
      case 'openSettings':
        return this.l10n.t('Open Settings');
      case 'selectNode':
        return this.l10n.t('Select Another Node…');
      case 'showLog':
        return this.l10n.t('Show Log');
      case 'retry':
        return this.l10n.t('Retry');
    }
  }
}

function run(fixIt: FixIt, failure: FailureText): Thenable<unknown> | undefined {
  switch (fixIt) {
    case 'openSettings':
      return vscode.commands.executeCommand(CommandIds.openSettings, failure.setting);
    case 'selectNode':
      return vscode.commands.executeCommand(CommandIds.selectNode);
    case 'showLog':
      return vscode.commands.executeCommand(CommandIds.showLog);
    case 'retry':
      return undefined;
  }
}
