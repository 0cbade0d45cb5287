// nns.forgetWalletPasswords: forgets the NEP-6 passwords the user chose to keep until the window closes.
import * as vscode from 'vscode';
import type { CommandContext } from '../commandContext';

export function forgetWalletPasswords(context: Pick<CommandContext, 'l10n'> & { readonly write: Pick<CommandContext['write'], 'forgetPasswords'> }): number {
  const count = context.write.forgetPasswords();
  vscode.window.setStatusBarMessage(count === 1
    ? context.l10n.t('1 wallet password forgotten: the next signature asks for it.')
    : context.l10n.t('{0} wallet passwords forgotten: the next signature asks for them.', count), 8000);
  return count;
}
