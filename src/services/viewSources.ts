// Decides, from the settings, what each view loads: the core call, or why there is nothing to call.
import { listTokens, listTokensOf, type ListOptions, type NodeConfig, type Owner } from '../core';
import type { ListRequest } from '../model/tree/domainLoader';
import { sourceKey, type Settings } from '../model/chains/settingsValidation';
import type { ListSource } from '../model/view/viewTexts';
import type { RequestLog } from './requestLog';
import type { SettingsService } from './settings';

/** What a view should show, worked out from the settings each time it loads. */
export type ViewSource =
  | { readonly kind: 'request'; readonly key: string; readonly node: NodeConfig; readonly owner?: Owner; readonly request: ListRequest }
  | { readonly kind: 'unconfigured' }
  | { readonly kind: 'invalid'; readonly error: unknown; readonly rpcUrl?: string; readonly owner?: Owner };

export class ViewSources {
  constructor(
    private readonly settings: Pick<SettingsService, 'read' | 'knowledge'>,
    private readonly log: Pick<RequestLog, 'note' | 'onRequest'>,
  ) {}

  /**
   * What a list of `listSource` loads now: `tokensOf` of `browsed`, or of the owner in the settings.
   * Notes in the log the workspace values Restricted Mode ignores.
   */
  resolve(listSource: ListSource, browsed?: Owner): ViewSource {
    const settings = this.settings.read();
    for (const name of settings.ignoredWorkspaceValues) {
      this.log.note(`Restricted Mode: ignoring the workspace value of nns.${name}; the user setting applies.`);
    }
    return resolveSource(listSource, settings, { onRequest: this.log.onRequest, knowledge: this.settings.knowledge }, browsed);
  }
}

/** `calls`: what every call of the list carries (the log's `onRequest`, what the nodes taught). */
export function resolveSource(listSource: ListSource, settings: Settings, calls: Pick<ListOptions, 'onRequest' | 'knowledge'>, browsed?: Owner): ViewSource {
  let owner;
  if (listSource === 'tokensOf') {
    if (browsed) owner = browsed;
    else {
      if (!settings.owner.ok) return { kind: 'invalid', error: settings.owner.error, rpcUrl: settings.rpcUrlText };
      owner = settings.owner.value;
      if (!owner) return { kind: 'unconfigured' };
    }
  }
  if (!settings.node.ok) return { kind: 'invalid', error: settings.node.error, rpcUrl: settings.rpcUrlText, owner };
  const node = settings.node.value;
  const key = sourceKey(node, owner);
  if (!owner) return { kind: 'request', key, node, request: (options) => listTokens(node, { ...options, ...calls }) };
  const { scriptHash } = owner;
  return { kind: 'request', key, node, owner, request: (options) => listTokensOf(node, scriptHash, { ...options, ...calls }) };
}
