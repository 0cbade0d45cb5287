// Error notifications of commands (a view's own failures are told by the view, never by a toast): at
// most one per kind of failure at a time, with the actions that can fix it, the most likely first.
// Retry is left to the view and the command itself: a notification cannot know what to run again.
import * as vscode from 'vscode';
import { fixItAction, type FailureText } from '../model/text/failureText';
import type { Localizer } from '../model/text/localizer';
import { forNotification } from '../model/text/untrustedText';

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
    const actions = failure.fixIts.filter((fixIt) => fixIt !== 'retry').map((fixIt) => fixItAction(fixIt, failure, this.l10n));
    void vscode.window.showErrorMessage(forNotification(text, 400), ...actions.map((action) => action.label)).then(
      (choice) => {
        this.open.delete(failure.kind);
        const action = actions.find((candidate) => candidate.label === choice);
        if (action) void vscode.commands.executeCommand(action.command, ...action.args);
      },
      () => this.open.delete(failure.kind),
    );
  }
}
