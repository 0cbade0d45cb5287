// nns.copyOwnerAddress: copies the N3 address of a domain's owner (its details are loaded if needed).
import * as vscode from 'vscode';
import type { CommandContext } from './commandContext';
import { ownerOfDomain } from './domainOwner';

/** `nns.copyOwnerAddress(nameOrRowOrDocument?)`: resolves with the address copied. */
export async function copyOwnerAddress(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const owner = await ownerOfDomain(context, arg);
  if (!owner) return undefined;
  await vscode.env.clipboard.writeText(owner.address);
  vscode.window.setStatusBarMessage(context.l10n.t('Copied the owner address {0} to the clipboard.', owner.address), 3000);
  return owner.address;
}
