// Every command, in one table: its id (package.json lists the palette's, category "Neo Name Service")
// and what it runs with the one CommandContext. Each is registered inside the error boundary.
import * as vscode from 'vscode';
import { CommandIds, VIEW_IDS, ViewCommandIds } from '../model/ids';
import { withBoundary } from './boundary';
import type { CommandContext } from './commandContext';
import { copyName } from './copyName';
import { copyScriptHash } from './copyScriptHash';
import { clearFilter, filter } from './filter';
import { findDomain } from './findDomain';
import { openSettings } from './openSettings';
import {
  backToConfiguredOwner, closeOwner, copyOwnerAddress, lookUpOwner, setConfiguredOwner, setOwner, showOwnerDomains, sortOwnerDomains,
} from './ownerCommands';
import { refresh } from './refresh';
import { resolveName } from './resolveName';
import { selectNode } from './selectNode';
import { showDomainDetails } from './showDomainDetails';
import { showLog } from './showLog';
import { useFoundContract } from './useFoundContract';
import { FEATURE_COMMANDS } from './features/featureCommandTable';
import { runFeatureCommand } from './features/lazyFeatures';
import { forgetWalletPasswords } from './write/forgetWalletPasswords';
import { WRITE_COMMANDS, type WriteCommandName } from './write/writeCommandTable';
import type * as WriteCommands from './writeCommandsBundle';

/** A command's id and what it runs: the arguments are VS Code's (a row, a URI) or a script's, unchecked. */
export type CommandEntry = readonly [id: string, run: (context: CommandContext, ...args: unknown[]) => unknown];

/**
 * A write command: its bundle loaded on the first write (or, in the web build and Restricted Mode,
 * why nothing is signed said instead), run in that bundle's own boundary with the window's write service.
 */
async function runWrite(context: CommandContext, id: string, name: WriteCommandName, arg: unknown): Promise<unknown> {
  // Not loaded in the background yet: the status bar says the command is on its way.
  const loaded = await (context.write.isLoaded
    ? context.write.commands()
    : vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: context.l10n.t('Loading the write commands…') }, () => context.write.commands()));
  if (!loaded) return undefined;
  // The bundle LazyWrite loaded is dist/writeCommands.js, built from writeCommandsBundle.ts.
  const module = loaded.module as typeof WriteCommands;
  return module.runCommand(id, name, { ...context, write: loaded.service }, arg);
}

/** The table: each command once, the commands of each view's title bar last. */
export const COMMANDS: readonly CommandEntry[] = [
  [CommandIds.refresh, (context, viewId) => refresh(context, viewId)],
  [CommandIds.lookUpOwner, (context, owner) => lookUpOwner(context, owner)],
  [CommandIds.setOwner, (context, owner) => setOwner(context, owner)],
  [CommandIds.findDomain, (context, name) => findDomain(context, name)],
  [CommandIds.selectNode, (context, node) => selectNode(context, node)],
  [CommandIds.copyName, (context, node, selected) => copyName(context, node, selected)],
  [CommandIds.filter, (context, viewId, text) => filter(context, viewId, text)],
  [CommandIds.clearFilter, (context, target) => clearFilter(context, target)],
  [CommandIds.showLog, (context) => showLog(context)],
  [CommandIds.showDomainDetails, (context, target) => showDomainDetails(context, target)],
  [CommandIds.showOwnerDomains, (context, target) => showOwnerDomains(context, target)],
  [CommandIds.copyOwnerAddress, (context, target) => copyOwnerAddress(context, target)],
  [CommandIds.sortOwnerDomainsByName, (context) => sortOwnerDomains(context, 'name')],
  [CommandIds.sortOwnerDomainsByExpiration, (context) => sortOwnerDomains(context, 'expiration')],
  [CommandIds.sortOwnerDomainsByNameCurrent, (context) => sortOwnerDomains(context, 'name')],
  [CommandIds.sortOwnerDomainsByExpirationCurrent, (context) => sortOwnerDomains(context, 'expiration')],
  [CommandIds.backToConfiguredOwner, (context) => backToConfiguredOwner(context)],
  [CommandIds.setConfiguredOwner, (context, row) => setConfiguredOwner(context, row)],
  [CommandIds.closeOwner, (context, row) => closeOwner(context, row)],
  [CommandIds.openSettings, (context, setting) => openSettings(context, setting)],
  [CommandIds.useFoundContract, (context, hash) => useFoundContract(context, hash)],
  [CommandIds.resolveName, (context, target, kind) => resolveName(context, target, kind)],
  [CommandIds.copyScriptHash, (context, hash) => copyScriptHash(context, hash)],
  // The commands of the feature bundles (features/featureCommandTable.ts), loaded on first use.
  ...FEATURE_COMMANDS.map(({ id, feature, name }): CommandEntry => [id, (context, ...args) => runFeatureCommand(context, feature, id, name, args)]),
  // The commands that sign: their table (write/writeCommandTable.ts), their functions in the write commands' bundle.
  ...WRITE_COMMANDS.map(({ id, name }): CommandEntry => [id, (context, target) => runWrite(context, id, name, target)]),
  [CommandIds.forgetWalletPasswords, (context) => forgetWalletPasswords(context)],
  ...VIEW_IDS.flatMap((viewId): CommandEntry[] => [
    [ViewCommandIds.filter[viewId], (context) => filter(context, viewId)],
    [ViewCommandIds.clearFilter[viewId], (context) => clearFilter(context, viewId)],
    [ViewCommandIds.collapseAll[viewId], (context) => context.views[viewId].collapseAll()],
    [ViewCommandIds.exportDomains[viewId], (context) => runFeatureCommand(context, 'exportDomains', CommandIds.exportDomains, 'exportDomains', [viewId])],
  ]),
];

export function registerCommands(context: CommandContext): vscode.Disposable[] {
  return COMMANDS.map(([id, run]) => vscode.commands.registerCommand(id, withBoundary(id, (...args) => run(context, ...args), context)));
}
