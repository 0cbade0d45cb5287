// After a write is in a block, what shows it reloads without a manual refresh (the operation's
// ReloadPlan): the details of the names it changed, All Domains, the owners' lists that gained or lost a
// name, open details documents; what hovers keep is forgotten.
import * as vscode from 'vscode';
import type { NodeConfig } from '../../core';
import { ViewIds } from '../../model/ids';
import type { ReloadPlan } from '../../model/write/operations/operationSpec';
import { detailsUri } from '../../services/uris';
import type { CommandContext } from '../commandContext';

export type ShowTheChangeContext = Pick<CommandContext, 'views' | 'details' | 'documents' | 'lookups'>;

/** Resolves once the lists and details asked for have settled. */
export async function showTheChange(context: ShowTheChangeContext, node: NodeConfig, plan: ReloadPlan): Promise<void> {
  context.lookups.clear();
  const loads: Array<Promise<unknown>> = [];
  if (plan.names.length > 0) loads.push(context.details.load(node, plan.names, { id: 'write', label: 'After a write', anyName: true }, true));
  if (plan.allDomains) loads.push(context.views[ViewIds.allDomains].reload());
  if (plan.owners.length > 0) loads.push(context.views[ViewIds.ownerDomains].reloadOwners(plan.owners));
  const open = new Set(vscode.workspace.textDocuments.map((document) => document.uri.toString()));
  for (const name of plan.names) {
    const uri = detailsUri(name);
    if (open.has(uri.toString())) loads.push(context.documents.refresh(uri));
  }
  await Promise.all(loads);
}
