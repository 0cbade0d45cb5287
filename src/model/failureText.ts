// Short texts that name what went wrong, for the view message, the notification and the log.
// Node replies are untrusted: every piece of them passes `singleLine`.
import { isNnsError, isOpaqueFetchFailure } from '../core';
import type { SettingName } from './ids';
import type { Localizer } from './localizer';
import { redactUrl, singleLine } from './untrustedText';

export interface FailureText {
  /** One line for the view's message, e.g. "Node unreachable: http://localhost:1 (ECONNREFUSED)". */
  readonly summary: string;
  /** The setting to open for a fix, when a setting is the problem. */
  readonly setting?: SettingName;
  /** Everything known, for the log. */
  readonly detail: string;
}

const SETTING_NAMES: readonly SettingName[] = ['rpcUrl', 'contractHash', 'owner'];

function settingOf(field: string | undefined): SettingName | undefined {
  return SETTING_NAMES.find((name) => name === field);
}

/** Why a load failed, in words a user understands. `rpcUrl` is the node that was asked. */
export function describeFailure(error: unknown, rpcUrl: string | undefined, l10n: Localizer): FailureText {
  const node = rpcUrl ? redactUrl(rpcUrl) : l10n.t('the node');
  if (!isNnsError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { summary: l10n.t('Unexpected error: {0}', singleLine(message, 160)), detail: String(error instanceof Error ? error.stack ?? message : message) };
  }
  const detail = [`${error.code}${error.method ? ` (${error.method})` : ''}: ${error.message}`];
  const say = (summary: string, setting?: SettingName): FailureText => ({ summary, setting, detail: detail.join(' ') });
  switch (error.code) {
    case 'INVALID_INPUT': {
      const setting = settingOf(error.field);
      const reason = singleLine(error.message, 160);
      return say(setting ? l10n.t('Invalid setting nns.{0}: {1}', setting, reason) : l10n.t('Invalid input: {0}', reason), setting);
    }
    case 'NETWORK':
      // A browser (VS Code for the Web) hides the reason: say what it can be, and what the node needs.
      if (isOpaqueFetchFailure(error.cause)) {
        return say(l10n.t(
          'The node refused a cross-origin request (CORS) or is unreachable: {0}. VS Code for the Web needs a node that allows cross-origin requests (C# RpcServer: EnableCors, on by default; neo-go: EnableCORSWorkaround), over https when the editor is on https.',
          node,
        ), 'rpcUrl');
      }
      // The core's message already names the URL and the reason.
      return say(l10n.t('Node unreachable: {0}', singleLine(error.message, 200)), 'rpcUrl');
    case 'TIMEOUT':
      return say(l10n.t('Timeout: {0} did not answer in time.', node), 'rpcUrl');
    case 'HTTP':
      // neo-go answers JSON-RPC errors with HTTP 4xx/5xx: the body says more than the status.
      return say(
        error.excerpt
          ? l10n.t('HTTP {0} from {1}: {2}', error.httpStatus ?? '?', node, singleLine(error.excerpt, 160))
          : l10n.t('HTTP {0} from {1}.', error.httpStatus ?? '?', node),
        'rpcUrl',
      );
    case 'RPC': {
      if (error.rpcData !== undefined) detail.push(`data: ${safeJson(error.rpcData)}`);
      const data = error.rpcData === undefined ? '' : ` (${singleLine(typeof error.rpcData === 'string' ? error.rpcData : safeJson(error.rpcData), 120)})`;
      return say(l10n.t('RPC error {0}: {1}{2}', error.rpcCode ?? '?', singleLine(error.rpcMessage ?? error.message, 160), data));
    }
    case 'FAULT':
      return say(l10n.t('The contract call failed (FAULT): {0}', singleLine(error.exception ?? error.message, 200)), 'contractHash');
    case 'INVALID_RESPONSE':
      if (error.excerpt) detail.push(`excerpt: ${error.excerpt}`);
      return say(l10n.t('Invalid response from {0}: {1}', node, singleLine(error.excerpt ?? error.message, 120)), 'rpcUrl');
    case 'CANCELLED':
      return say(l10n.t('Cancelled.'));
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
