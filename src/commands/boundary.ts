// The one error boundary around every command: a command that throws is logged whole and shown once, as
// FailureNotices shows a failure (one notification per kind at a time, with its fixing actions); a cancel is no
// error and shows nothing. The command then resolves with undefined.
import * as vscode from 'vscode';
import { anyNnsError, describeFailure } from '../model/text/failureText';
import type { CommandContext } from './commandContext';

/** What the boundary tells a failure with. */
export type BoundaryContext = Pick<CommandContext, 'log' | 'notices' | 'l10n' | 'settings'>;

/** A cancel, not a failure: VS Code's CancellationError, the core's CANCELLED (of any bundle's core), an aborted fetch. */
export function isCancellation(error: unknown): boolean {
  return error instanceof vscode.CancellationError || anyNnsError(error)?.code === 'CANCELLED' || (error instanceof Error && error.name === 'AbortError');
}

/** `run` inside the boundary: what it resolves with, or undefined once its failure is logged and shown. */
export function withBoundary(commandId: string, run: (...args: unknown[]) => unknown, context: BoundaryContext): (...args: unknown[]) => Promise<unknown> {
  return async (...args) => {
    try {
      return await run(...args);
    } catch (error) {
      if (isCancellation(error)) return undefined;
      const failure = describeFailure(error, context.settings.read().rpcUrlText, context.l10n);
      context.log.failed(commandId, failure.summary, failure.detail);
      context.notices.notify(failure.summary, failure);
      return undefined;
    }
  };
}
