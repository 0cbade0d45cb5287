// nns.selectNode: MainNet, TestNet, a local node or a custom URL, written to nns.rpcUrl.
import * as vscode from 'vscode';
import { normalizeRpcUrl } from '../core';
import { NODE_PRESETS, presetById, type NodePreset } from '../nodePresets';
import { readSettings, writeSetting } from '../settings';
import { rpcUrlInputProblem } from '../settingsValidation';
import type { CommandContext } from './commandContext';
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
  const before = readSettings();
  await writeSetting('rpcUrl', url);
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

async function askNode(context: CommandContext): Promise<string | undefined> {
  const { l10n } = context;
  const current = readSettings().rpcUrlText;
  type Item = vscode.QuickPickItem & { url?: string };
  const items: Item[] = NODE_PRESETS.map((preset) => ({
    label: presetLabel(preset, context),
    description: preset.url,
    detail: preset.url === current ? l10n.t('In use') : undefined,
    url: preset.url,
    iconPath: new vscode.ThemeIcon(preset.url === current ? 'check' : 'server'),
  }));
  items.push({ label: l10n.t('Custom URL…'), iconPath: new vscode.ThemeIcon('edit'), alwaysShow: true });
  const picked = await vscode.window.showQuickPick(items, { title: l10n.t('Select Node'), placeHolder: l10n.t('The Neo N3 JSON-RPC node to ask') });
  if (!picked) return undefined;
  if (picked.url) return picked.url;
  return vscode.window.showInputBox({
    title: l10n.t('Select Node'),
    prompt: l10n.t('The JSON-RPC URL of a Neo N3 node (http or https).'),
    placeHolder: 'http://localhost:50012',
    value: current,
    ignoreFocusOut: true,
    validateInput: (text) => rpcUrlInputProblem(text),
  });
}
