// nns.selectNode: MainNet, TestNet, a local node or a custom URL, written to nns.rpcUrl.
import * as vscode from 'vscode';
import { normalizeRpcUrl } from '../core';
import { NODE_PRESETS, presetById, type NodePreset } from '../model/nodePresets';
import { rpcUrlInputProblem } from '../model/settingsValidation';
import type { CommandContext } from './commandContext';
import { pickOrEnter, type ChoiceItem } from './pickOrEnter';
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

function presetLabel(preset: NodePreset, context: CommandContext): string {
  switch (preset.id) {
    case 'mainnet':
      return context.l10n.t('MainNet');
    case 'testnet':
      return context.l10n.t('TestNet');
    case 'local':
      return context.l10n.t('Local Node');
  }
}

/** The URL in use, normalized for comparing; undefined when the setting is not a valid URL. */
function normalized(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return normalizeRpcUrl(url);
  } catch {
    return undefined;
  }
}

/** The presets and, when another node is in use, that one; the node in use marked and active; then a custom URL. */
function askNode(context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const current = context.settings.read().rpcUrlText;
  const inUse = normalized(current);
  const isInUse = (url: string) => inUse !== undefined && normalized(url) === inUse;
  const inUseItem = (label: string, url: string): ChoiceItem => ({
    label, description: url, detail: l10n.t('In use'), value: url, iconPath: new vscode.ThemeIcon('check'),
  });
  const choices: ChoiceItem[] = NODE_PRESETS.map((preset) =>
    isInUse(preset.url) ? inUseItem(presetLabel(preset, context), preset.url) : { label: presetLabel(preset, context), description: preset.url, value: preset.url, iconPath: new vscode.ThemeIcon('server') });
  if (current !== undefined && inUse !== undefined && !NODE_PRESETS.some((preset) => isInUse(preset.url))) {
    choices.unshift(inUseItem(l10n.t('Current Node'), current));
  }
  choices.push({ label: l10n.t('Custom URL…'), iconPath: new vscode.ThemeIcon('edit'), alwaysShow: true });
  return pickOrEnter({
    title: l10n.t('Select Node'),
    choices,
    pickPlaceholder: l10n.t('The Neo N3 JSON-RPC node to ask, or type a URL'),
    prompt: l10n.t('The JSON-RPC URL of a Neo N3 node (http or https).'),
    inputPlaceholder: 'http://localhost:50012',
    value: current,
    current: choices.find((item) => item.detail !== undefined)?.value,
    typedDescription: l10n.t('use this node'),
    problem: rpcUrlInputProblem,
  });
}
