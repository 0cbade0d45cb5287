// Registers every command. The palette commands are listed in package.json under category "Neo Name Service".
import * as vscode from 'vscode';
import { CommandIds, VIEW_IDS, ViewCommandIds } from '../model/ids';
import type { CommandContext } from './commandContext';
import { copyName } from './copyName';
import { copyOwnerAddress } from './copyOwnerAddress';
import { copyScriptHash } from './copyScriptHash';
import { exportDomains } from './exportDomains';
import { clearFilter, filter } from './filter';
import { findDomain } from './findDomain';
import { lookUpOwner } from './lookUpOwner';
import type { LookupCommandContext } from './lookupCommandContext';
import { openSettings } from './openSettings';
import { backToConfiguredOwner, closeOwner, setConfiguredOwner } from './ownerRows';
import { refresh } from './refresh';
import { resolveName } from './resolveName';
import { selectNode } from './selectNode';
import { setOwner } from './setOwner';
import { showDomainDetails } from './showDomainDetails';
import { showLog } from './showLog';
import { showOwnerDomains } from './showOwnerDomains';
import { sortOwnerDomains } from './sortOwnerDomains';
import { useFoundContract } from './useFoundContract';

export function registerCommands(context: CommandContext): vscode.Disposable[] {
  const register = (id: string, run: (...args: unknown[]) => unknown) => vscode.commands.registerCommand(id, run);
  return [
    register(CommandIds.refresh, (viewId) => refresh(context, viewId)),
    register(CommandIds.lookUpOwner, (owner) => lookUpOwner(context, owner)),
    register(CommandIds.setOwner, (owner) => setOwner(context, owner)),
    register(CommandIds.findDomain, (name) => findDomain(context, name)),
    register(CommandIds.selectNode, (node) => selectNode(context, node)),
    register(CommandIds.copyName, (node, selected) => copyName(context, node, selected)),
    register(CommandIds.filter, (viewId, text) => filter(context, viewId, text)),
    register(CommandIds.clearFilter, (target) => clearFilter(context, target)),
    register(CommandIds.showLog, () => showLog(context)),
    register(CommandIds.showDomainDetails, (target) => showDomainDetails(context, target)),
    register(CommandIds.showOwnerDomains, (target) => showOwnerDomains(context, target)),
    register(CommandIds.copyOwnerAddress, (target) => copyOwnerAddress(context, target)),
    register(CommandIds.sortOwnerDomainsByName, () => sortOwnerDomains(context, 'name')),
    register(CommandIds.sortOwnerDomainsByExpiration, () => sortOwnerDomains(context, 'expiration')),
    register(CommandIds.sortOwnerDomainsByNameCurrent, () => sortOwnerDomains(context, 'name')),
    register(CommandIds.sortOwnerDomainsByExpirationCurrent, () => sortOwnerDomains(context, 'expiration')),
    register(CommandIds.backToConfiguredOwner, () => backToConfiguredOwner(context)),
    register(CommandIds.setConfiguredOwner, (row) => setConfiguredOwner(context, row)),
    register(CommandIds.closeOwner, (row) => closeOwner(context, row)),
    register(CommandIds.openSettings, (setting) => openSettings(context, setting)),
    register(CommandIds.exportDomains, (viewId, options) => exportDomains(context, viewId, options)),
    register(CommandIds.useFoundContract, (hash) => useFoundContract(context, hash)),
    ...VIEW_IDS.flatMap((viewId) => [
      register(ViewCommandIds.filter[viewId], () => filter(context, viewId)),
      register(ViewCommandIds.clearFilter[viewId], () => clearFilter(context, viewId)),
      register(ViewCommandIds.collapseAll[viewId], () => context.views[viewId].collapseAll()),
      register(ViewCommandIds.exportDomains[viewId], () => exportDomains(context, viewId)),
    ]),
  ];
}

/** The commands of hovers and Resolve Name…, which work with the lookups rather than the views. */
export function registerLookupCommands(context: LookupCommandContext): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(CommandIds.resolveName, (target: unknown, kind: unknown) => resolveName(context, target, kind)),
    vscode.commands.registerCommand(CommandIds.copyScriptHash, (hash: unknown) => copyScriptHash(context, hash)),
  ];
}
