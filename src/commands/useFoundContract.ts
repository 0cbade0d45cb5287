// nns.useFoundContract (internal): the failure row "Use NameService 0x… found on this node" writes the
// contract found to nns.contractHash, at the scope that holds the node's settings: the workspace when
// it sets the node or the contract (a local chain is the workspace's), else the user settings.
import * as vscode from 'vscode';
import { normalizeContractHash } from '../core';
import type { CommandContext } from './commandContext';

/** `nns.useFoundContract(hash)`: resolves with the scope written, or undefined for a hash that is not one. */
export async function useFoundContract(context: CommandContext, hash: unknown): Promise<'workspace' | 'user' | undefined> {
  if (typeof hash !== 'string') return undefined;
  let contractHash: string;
  try {
    contractHash = normalizeContractHash(hash);
  } catch {
    return undefined;
  }
  const { settings, l10n } = context;
  const scope = settings.scopeOf('contractHash') === 'workspace' || settings.scopeOf('rpcUrl') === 'workspace' ? 'workspace' : 'user';
  // A changed nns.contractHash reloads the views by itself.
  await settings.write('contractHash', contractHash, scope);
  vscode.window.setStatusBarMessage(
    scope === 'workspace' ? l10n.t('nns.contractHash is now {0} (workspace settings).', contractHash) : l10n.t('nns.contractHash is now {0} (user settings).', contractHash),
    5000,
  );
  return scope;
}
