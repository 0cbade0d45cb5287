// Short texts that name what went wrong, for the view message and notifications, the actions that
// can fix it, and the whole story for the log. Node replies are untrusted: every piece of them passes
// `singleLine`, and a summary never holds a word too long to wrap in a narrow sidebar.
import { isNnsError, isOpaqueFetchFailure, type NnsError, type WebPage } from '../../core';
import { CommandIds, type SettingName, type ViewId } from '../ids';
import type { Localizer } from './localizer';
import { redactUrl, singleLine } from './untrustedText';

/** What can fix a failure, in the order offered: the view's rows, a notification's buttons. */
export type FixIt = 'openSettings' | 'selectNode' | 'retry' | 'showLog';

/** A FixIt as the editor offers it: its label and the command (with arguments) that carries it out. */
export interface FixItAction {
  readonly label: string;
  readonly command: string;
  readonly args: readonly unknown[];
}

/** What `fixIt` is called and runs for `failure`; Retry reloads `viewId` (all views without one). */
export function fixItAction(fixIt: FixIt, failure: Pick<FailureText, 'setting'>, l10n: Localizer, viewId?: ViewId): FixItAction {
  switch (fixIt) {
    case 'retry':
      return { label: l10n.t('Retry'), command: CommandIds.refresh, args: viewId ? [viewId] : [] };
    case 'selectNode':
      return { label: l10n.t('Select Another Node…'), command: CommandIds.selectNode, args: [] };
    case 'openSettings':
      return { label: l10n.t('Open Settings'), command: CommandIds.openSettings, args: failure.setting ? [failure.setting] : [] };
    case 'showLog':
      return { label: l10n.t('Show Log'), command: CommandIds.showLog, args: [] };
  }
}

export interface FailureText {
  /** One or two short sentences for the view's message, e.g. "Node unreachable: http://localhost:1/: …". */
  readonly summary: string;
  /** The setting to open for a fix, when a setting is the problem. */
  readonly setting?: SettingName;
  /** The actions that can help, the most likely first. */
  readonly fixIts: readonly FixIt[];
  /** Failures of one kind are told once (see `FailureNotices`): the code and the setting. */
  readonly kind: string;
  /** Everything known, for the log. */
  readonly detail: string;
  /** The configured contract does not exist on the node: the view looks for the NNS contract there. */
  readonly contractMissing?: true;
}

const SETTING_NAMES: readonly SettingName[] = ['rpcUrl', 'contractHash', 'owner'];
/** A word longer than this cannot wrap in a sidebar of the default width: it is shortened. */
const MAX_WORD = 36;
const SCRIPT_HASH = /\b(0x)?([0-9a-fA-F]{40})\b/g;
/** C#: "Called Contract Does Not Exist: 0x…"; neo-go: "called contract <hash> not found". */
const CONTRACT_MISSING = /called contract.*(does not exist|not found)/i;

function settingOf(field: string | undefined): SettingName | undefined {
  return SETTING_NAMES.find((name) => name === field);
}

/** Script hashes as `0x50ac…46de`, and any other overlong word cut in its middle. */
export function wrappable(text: string): string {
  return text
    .replace(SCRIPT_HASH, (_, prefix: string | undefined, hex: string) => `${prefix ?? ''}${hex.slice(0, 4)}…${hex.slice(-4)}`)
    .split(' ')
    .map((word) => {
      const chars = Array.from(word);
      return chars.length > MAX_WORD ? `${chars.slice(0, 22).join('')}…${chars.slice(-10).join('')}` : word;
    })
    .join(' ');
}

/**
 * An NnsError of this bundle's core or of another's: the write and feature bundles hold copies of the
 * core, whose errors `instanceof` does not tell; they carry the same name and fields.
 */
export function anyNnsError(error: unknown): NnsError | undefined {
  if (isNnsError(error)) return error;
  return error instanceof Error && error.name === 'NnsError' && typeof (error as { code?: unknown }).code === 'string' ? (error as NnsError) : undefined;
}

/** Why a load failed, in words a user understands. `rpcUrl` is the node that was asked. */
export function describeFailure(failure: unknown, rpcUrl: string | undefined, l10n: Localizer): FailureText {
  const node = rpcUrl ? redactUrl(rpcUrl) : l10n.t('the node');
  const error = anyNnsError(failure);
  if (!error) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return {
      summary: wrappable(l10n.t('Unexpected error: {0}', singleLine(message, 160))),
      fixIts: ['retry', 'showLog'],
      kind: 'unexpected',
      detail: String(failure instanceof Error ? failure.stack ?? message : message),
    };
  }
  const detail = [`${error.code}${error.method ? ` (${error.method})` : ''}: ${error.message}`];
  const say = (summary: string, fixIts: readonly FixIt[], setting?: SettingName): FailureText => ({
    summary: wrappable(summary), setting, fixIts, kind: `${error.code}:${setting ?? ''}`, detail: singleLine(detail.join(' '), 4000),
  });
  const nodeFixIts = (first: 'retry' | 'selectNode'): FixIt[] => (first === 'retry' ? ['retry', 'selectNode', 'openSettings', 'showLog'] : ['selectNode', 'retry', 'openSettings', 'showLog']);
  switch (error.code) {
    case 'INVALID_INPUT': {
      const setting = settingOf(error.field);
      const reason = singleLine(error.message, 240);
      if (!setting) return say(l10n.t('Invalid input: {0}', reason), ['showLog']);
      // Retry cannot help: a corrected setting reloads the views by itself.
      return say(l10n.t('Invalid setting nns.{0}: {1}', setting, reason), setting === 'rpcUrl' ? ['openSettings', 'selectNode', 'showLog'] : ['openSettings', 'showLog'], setting);
    }
    case 'NETWORK': {
      // A browser (VS Code for the Web) hides the reason: say what it can be, and what the node needs.
      if (isOpaqueFetchFailure(error.cause)) {
        return say(l10n.t(
          'The node refused a cross-origin request (CORS) or is unreachable: {0}. VS Code for the Web needs a node that allows cross-origin requests (C# RpcServer: EnableCors, on by default; neo-go: EnableCORSWorkaround), over https when the editor is on https.',
          node,
        ), nodeFixIts('selectNode'), 'rpcUrl');
      }
      // The core says "Could not reach the node at <url>: <reason>."; the summary says it once.
      const parts = /^Could not reach the node at (.+?): (.+?)\.?$/.exec(error.message);
      const text = parts ? `${redactUrl(parts[1] ?? '')}: ${parts[2] ?? ''}` : error.message;
      return say(l10n.t('Node unreachable: {0}', singleLine(text, 200)), nodeFixIts('retry'), 'rpcUrl');
    }
    case 'TIMEOUT':
      return say(l10n.t('Timeout: {0} did not answer in time.', node), nodeFixIts('retry'), 'rpcUrl');
    case 'HTTP':
      if (error.webPage) {
        // A proxy's or server's error page: its markup says nothing a user needs here; the log keeps it.
        if (error.excerpt) detail.push(`excerpt: ${error.excerpt}`);
        return say(l10n.t('HTTP {0} from {1}: a web page{2}, not a Neo JSON-RPC answer.', error.httpStatus ?? '?', node, pageTitle(error.webPage)), nodeFixIts('selectNode'), 'rpcUrl');
      }
      // neo-go answers JSON-RPC errors with HTTP 4xx/5xx: the body says more than the status.
      return say(
        error.excerpt
          ? l10n.t('HTTP {0} from {1}: {2}', error.httpStatus ?? '?', node, singleLine(error.excerpt, 160))
          : l10n.t('HTTP {0} from {1}.', error.httpStatus ?? '?', node),
        nodeFixIts('selectNode'),
        'rpcUrl',
      );
    case 'RPC': {
      if (error.rpcData !== undefined) detail.push(`data: ${safeJson(error.rpcData)}`);
      const data = error.rpcData === undefined ? '' : ` (${singleLine(typeof error.rpcData === 'string' ? error.rpcData : safeJson(error.rpcData), 120)})`;
      return say(l10n.t('RPC error {0}: {1}{2}', error.rpcCode ?? '?', singleLine(error.rpcMessage ?? error.message, 160), data), ['retry', 'selectNode', 'showLog']);
    }
    case 'FAULT': {
      const exception = error.exception ?? error.message;
      if (error.exception && !error.message.includes(error.exception)) detail.push(`exception: ${error.exception}`);
      if (CONTRACT_MISSING.test(exception)) {
        const hash = /(?:0x)?[0-9a-fA-F]{40}/.exec(exception)?.[0];
        const contract = hash ? `0x${hash.replace(/^0x/i, '')}` : l10n.t('the NNS contract');
        return {
          ...say(
            l10n.t('This node has no contract {0}: is the node on another network, or is nns.contractHash wrong?', contract),
            ['openSettings', 'selectNode', 'showLog'],
            'contractHash',
          ),
          contractMissing: true,
        };
      }
      return say(l10n.t('The contract call failed (FAULT): {0}', singleLine(exception, 200)), ['retry', 'selectNode', 'showLog'], 'contractHash');
    }
    case 'INVALID_RESPONSE':
      if (error.excerpt) detail.push(`excerpt: ${error.excerpt}`);
      if (error.webPage) {
        return say(l10n.t('{0} answered with a web page{1}, not JSON-RPC: is it the URL of a Neo node\'s JSON-RPC endpoint?', node, pageTitle(error.webPage)), nodeFixIts('selectNode'), 'rpcUrl');
      }
      return say(l10n.t('Invalid response from {0}: {1}', node, singleLine(error.excerpt ?? error.message, 120)), nodeFixIts('selectNode'), 'rpcUrl');
    case 'CANCELLED':
      return say(l10n.t('Cancelled.'), ['retry']);
  }
}

/** ` ("Welcome to nginx!")`: a web page's title as it says it, plain and short; nothing without one. */
function pageTitle(page: WebPage): string {
  return page.title ? ` ("${singleLine(page.title, 80)}")` : '';
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
