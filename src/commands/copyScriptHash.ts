// nns.copyScriptHash: the script hash of an account (a hover's link passes it; from the palette, an
// address or hash typed, checked as it is typed), copied to the clipboard.
import * as vscode from 'vscode';
import { ownerInputProblem } from '../model/chains/settingsValidation';
import type { CommandContext } from './commandContext';
import { ownerOfInput } from './prompts/ownerPrompt';

/** `nns.copyScriptHash(addressOrHash?)`: resolves with the hash copied. */
export async function copyScriptHash(context: Pick<CommandContext, 'l10n'>, arg?: unknown): Promise<string | undefined> {
  const { l10n } = context;
  const input = typeof arg === 'string' ? arg : await vscode.window.showInputBox({
    title: l10n.t('Copy Script Hash'),
    prompt: l10n.t('An N3 address (N…) or a script hash (0x followed by 40 hex digits).'),
    placeHolder: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
    // A script hash is the same on every chain: an address of any version (but Neo Legacy's) gives it.
    validateInput: (text) => ownerInputProblem(text, null),
  });
  const owner = ownerOfInput(input, l10n, null);
  if (!owner) return undefined;
  await vscode.env.clipboard.writeText(owner.scriptHash);
  vscode.window.setStatusBarMessage(l10n.t('Copied the script hash {0} to the clipboard.', owner.scriptHash), 3000);
  return owner.scriptHash;
}
