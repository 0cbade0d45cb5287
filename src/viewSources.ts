// Decides, from the settings, what each view loads: the core call, or why there is nothing to call.
import { listTokens, listTokensOf, type RequestEvent } from './core';
import type { Settings } from './settings';
import { sourceKey } from './settingsValidation';
import type { ViewSource } from './views/domainView';
import type { ListSource } from './views/labels';

export function resolveSource(listSource: ListSource, settings: Settings, onRequest: (event: RequestEvent) => void): ViewSource {
  let owner;
  if (listSource === 'tokensOf') {
    if (!settings.owner.ok) return { kind: 'invalid', error: settings.owner.error, rpcUrl: settings.rpcUrlText };
    owner = settings.owner.value;
    if (!owner) return { kind: 'unconfigured' };
  }
  if (!settings.node.ok) return { kind: 'invalid', error: settings.node.error, rpcUrl: settings.rpcUrlText, owner };
  const node = settings.node.value;
  const key = sourceKey(node, owner);
  if (!owner) return { kind: 'request', key, node, request: (options) => listTokens(node, { ...options, onRequest }) };
  const { scriptHash } = owner;
  return { kind: 'request', key, node, owner, request: (options) => listTokensOf(node, scriptHash, { ...options, onRequest }) };
}
