// nns.selectNode: the node in use, the nodes that answered recently in this workspace, the nodes of the
// workspace's chain files (neo-express, neo-go), MainNet, TestNet and neo-express's default port, or a
// custom URL; written to nns.rpcUrl.
import * as vscode from 'vscode';
import { normalizeRpcUrl } from '../core';
import { NODE_PRESETS, presetById, presetName } from '../model/chains/nodePresets';
import { normalized } from '../model/chains/recentNodes';
import { rpcUrlInputProblem } from '../model/chains/settingsValidation';
import { escapeIcons } from '../model/text/untrustedText';
import type { WorkspaceNode } from '../model/chains/workspaceChain';
import type { CommandContext } from './commandContext';
import { pickOrEnter, type ChoiceItem } from './prompts/pickOrEnter';
import { refresh } from './refresh';

/** `nns.selectNode(presetIdOrUrl?)`: with an argument, skips the prompts (scripts and tests). */
export async function selectNode(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const choice = typeof given === 'string' ? (presetById(given)?.url ?? given) : await askNode(context);
  if (choice === undefined) return undefined;
  const problem = rpcUrlInputProblem(choice);
  if (problem) {
    void vscode.window.showErrorMessage(problem);
    return undefined;
  }
  // Written as chosen (normalizing would turn "…:443" into "…/"), compared normalized.
  const url = choice.trim();
  const before = context.settings.read();
  await context.settings.write('rpcUrl', url);
  // Choosing the node in use changes no setting: reload so the choice still does something.
  if (before.node.ok && before.node.value.rpcUrl === normalizeRpcUrl(url)) await refresh(context);
  return url;
}

/** The URL, normalized for comparing; undefined when it is not a valid URL. */
function comparable(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return normalizeRpcUrl(url);
  } catch {
    return undefined;
  }
}

/**
 * The node in use (when no other item is it), the recent nodes, the workspace's nodes and the presets,
 * each node once and the one in use marked and active; then a custom URL. The workspace's files are
 * read while the list is open.
 */
function askNode(context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const current = context.settings.read().rpcUrlText;
  const inUse = comparable(current);
  const recent = context.nodes.recent();
  const build = (workspaceNodes: readonly WorkspaceNode[]): ChoiceItem[] => {
    const seen = new Set<string>();
    // Each node once; the one in use marked, its value the URL as written in the settings. A node
    // labelled with its URL (a recent one) shows it once: no description repeating the label.
    const item = (label: string, url: string, icon: string): ChoiceItem[] => {
      const key = normalized(url);
      if (seen.has(key)) return [];
      seen.add(key);
      const described = label === escapeIcons(url) ? {} : { description: url };
      return [key === inUse && current !== undefined
        ? { label, ...described, detail: l10n.t('In use'), value: current, iconPath: new vscode.ThemeIcon('check') }
        : { label, ...described, value: url, iconPath: new vscode.ThemeIcon(icon) }];
    };
    const section = (title: string, items: ChoiceItem[]): ChoiceItem[] => (items.length === 0 ? [] : [{ label: title, kind: vscode.QuickPickItemKind.Separator }, ...items]);
    // Named nodes first (a recent node that has a name is listed under it), then the recent others.
    const workspaceItems = workspaceNodes.flatMap((node) => item(escapeIcons(node.label), node.url, 'server-environment'));
    const presetItems = NODE_PRESETS.flatMap((preset) => item(presetName(preset, l10n), preset.url, 'server'));
    const recentItems = recent.flatMap((url) => item(escapeIcons(url), url, 'history'));
    const currentItem = current !== undefined && inUse !== undefined ? item(l10n.t('Current Node'), current, 'check') : [];
    return [
      ...currentItem,
      ...section(l10n.t('Recent'), recentItems),
      ...section(l10n.t('Workspace'), workspaceItems),
      ...section(l10n.t('Networks'), presetItems),
      { label: l10n.t('Custom URL…'), iconPath: new vscode.ThemeIcon('edit'), alwaysShow: true },
    ];
  };
  const initial = build([]);
  return pickOrEnter({
    title: l10n.t('Select Node'),
    choices: initial,
    later: context.chains.nodes().then(build),
    pickPlaceholder: l10n.t('The Neo N3 JSON-RPC node to ask, or type a URL'),
    prompt: l10n.t('The JSON-RPC URL of a Neo N3 node (http or https).'),
    inputPlaceholder: 'http://localhost:50012',
    value: current,
    current: inUse === undefined ? undefined : current,
    typedDescription: l10n.t('use this node'),
    problem: rpcUrlInputProblem,
  });
}
