// Send Signed Transaction…, from a context file's text to the block, every input and output injected: read,
// checked before anything is sent (what was saved here, byte for byte; the node's network; still valid;
// every witness present and verifying), confirmed in the words it was saved with, or with its calls listed.
import { normalizeNodeConfig, type ContractWriteInfo, type NodeConfig, type RequestEvent } from '../../../core';
import type { CheckedContext, ParametersContext, TransactionOutcome } from '../../../core/write';
import { base64 } from '@scure/base';
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';
import type { WriteModule } from '../accounts/keySource';
import type { ReloadPlan } from '../operations/operationSpec';
import type { ConfirmationText } from '../words/confirmationText';
import { contextRefusalText, foreignConfirmationText, inspectionDocument, sendConfirmationText } from '../words/contextText';
import { executionFaultText, expiredText, refusalText, settingsChangedText, type RefusalContext, type RefusalText } from '../words/refusalText';
import { reportedText, sameSettings } from './runTransaction';
import type { SavedTransaction } from './savedTransactions';

/** Where the send stands, for a progress notification. */
export type SignedStep =
  | { readonly step: 'checking' }
  | { readonly step: 'confirming' }
  | { readonly step: 'sending' }
  | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number };

export interface ContextFileInput {
  readonly write: WriteModule;
  /** The node and contract of the settings when the command started: the transaction goes to this node. */
  readonly node: NodeConfig;
  /** Its network and block count, read at the command's start. */
  readonly info: Pick<ContractWriteInfo, 'network' | 'blockCount'>;
  /** The file's text, and its name for the words. */
  readonly text: string;
  readonly file: string;
  /** What this workspace saved under a transaction's hash. */
  readonly saved: (hash: string) => SavedTransaction | undefined;
  readonly l10n: Localizer;
}

export interface SendSignedOptions extends ContextFileInput {
  /** Shows the confirmation; the button clicked (its `button`, or its `show`), undefined for Cancel. */
  readonly confirm: (text: ConfirmationText & { readonly show?: string }) => Promise<string | undefined>;
  /** The node and contract in the settings now. */
  readonly currentSettings: () => NodeConfig;
  readonly progress?: (step: SignedStep) => void;
  /** Lines for the output channel: never a secret. */
  readonly log?: (line: string) => void;
  readonly onRequest?: (event: RequestEvent) => void;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly pollIntervalMs?: number;
}

export type SendStage = 'read' | 'check' | 'confirm' | 'send' | 'wait' | 'execution';

export type SendOutcome =
  /** In a block and HALTed: what the saved record says to refresh, or to use (a set-up's contract). */
  | { readonly kind: 'done'; readonly hash: string; readonly title: string; readonly message: string; readonly reload?: ReloadPlan; readonly setUpContract?: string }
  /** Cancelled at the confirmation: nothing was sent. */
  | { readonly kind: 'declined'; readonly title: string }
  /** A context from elsewhere whose document the user asked for instead: nothing was sent. */
  | { readonly kind: 'shown'; readonly title: string; readonly hash: string; readonly document: string }
  | { readonly kind: 'failed'; readonly title: string; readonly stage: SendStage; readonly refusal: RefusalText; readonly hash?: string };

/** A context read, with what this workspace saved of it. */
interface ReadContext {
  readonly context: ParametersContext;
  readonly saved: SavedTransaction | undefined;
  readonly title: string;
}

/** Reads the file; a file that is not a context, or whose data lost its hash, is a refusal in words. */
function readContext(input: ContextFileInput): ReadContext | RefusalText {
  const { write, l10n } = input;
  let context: ParametersContext;
  try {
    context = write.parseContext(input.text, { addressVersion: input.info.network.addressVersion });
  } catch (error) {
    return contextRefusalText(error, input.file, l10n) ?? refusalText(error, emptyContext(input.node), l10n);
  }
  const saved = input.saved(context.hash);
  return { context, saved, title: saved?.title ?? l10n.t('Transaction {0}', context.hash) };
}

/** Runs the send; never throws for what a user can meet (the outcome says it). */
export async function sendSignedTransaction(options: SendSignedOptions): Promise<SendOutcome> {
  const { write, l10n, node, info } = options;
  const log = (text: string) => options.log?.(singleLine(text, 2000));
  options.progress?.({ step: 'checking' });
  const read = readContext(options);
  if (!('context' in read)) {
    log(`Send Signed Transaction: ${singleLine(options.file, 300)} not read: ${read.message}`);
    return { kind: 'failed', title: l10n.t('Send Signed Transaction'), stage: 'read', refusal: read };
  }
  const { context, saved, title } = read;
  const fail = (stage: SendStage, refusal: RefusalText, hash?: string): SendOutcome => {
    log(`${title}: stopped at ${stage}: ${refusal.message}`);
    return { kind: 'failed', title, stage, refusal, ...(hash ? { hash } : {}) };
  };

  // Checked before anything is shown as sendable: the saved bytes and network, the node's network, the height, every witness.
  let checked: CheckedContext;
  try {
    checked = write.checkContext(context, {
      ...(saved ? { expected: { data: base64.decode(saved.data), network: saved.network } } : {}),
      networkMagic: info.network.magic, blockCount: info.blockCount,
    });
  } catch (error) {
    return fail('check', contextRefusalText(error, options.file, l10n) ?? refusalText(error, emptyContext(node), l10n));
  }

  options.progress?.({ step: 'confirming' });
  const msPerBlock = info.network.msPerBlock;
  const text = saved
    ? sendConfirmationText({ saved, hash: checked.hash, validUntilBlock: checked.validUntilBlock, statuses: write.signingStatus(context), node, blockCount: info.blockCount, ...(msPerBlock ? { msPerBlock } : {}) }, l10n)
    : foreignConfirmationText({ inspection: write.inspectContext(context), node, addressVersion: info.network.addressVersion, blockCount: info.blockCount, ...(msPerBlock ? { msPerBlock } : {}) }, l10n);
  const choice = await options.confirm(text);
  if (choice !== undefined && 'show' in text && choice === text.show) {
    return { kind: 'shown', title, hash: checked.hash, document: documentOf(options, read) };
  }
  if (choice === undefined || choice !== text.button) {
    log(`${title}: not sent (the confirmation was declined).`);
    return { kind: 'declined', title };
  }
  if (!sameSettings(options.currentSettings(), normalizedOrAsIs(node))) return fail('confirm', settingsChangedText(l10n));

  const callOptions = { signal: options.signal, timeoutMs: options.timeoutMs, onRequest: options.onRequest };
  const refusalContext: RefusalContext = { ...emptyContext(node), transactionHash: checked.hash };
  options.progress?.({ step: 'sending' });
  let hash: string;
  try {
    hash = await write.sendContext(checked, node, callOptions);
  } catch (error) {
    return fail('send', refusalText(error, refusalContext, l10n), checked.hash);
  }
  log(`${title}: sent ${hash} from ${singleLine(options.file, 300)}; waiting for a block.`);
  let outcome: TransactionOutcome;
  try {
    outcome = await write.waitForTransaction(node, hash, checked.validUntilBlock, {
      ...callOptions,
      ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
      onProgress: (progress) => {
        if (progress.step === 'waiting') options.progress?.(progress);
      },
    });
  } catch (error) {
    const refusal = refusalText(error, refusalContext, l10n);
    return fail('wait', { ...refusal, message: l10n.t('The transaction {0} was sent, but waiting for its block failed: {1}', hash, refusal.message) }, hash);
  }
  if (outcome.kind === 'expired') return fail('wait', expiredText(outcome.validUntilBlock, refusalContext, l10n), hash);
  if (outcome.vmState !== undefined && outcome.vmState !== 'HALT') return fail('execution', executionFaultText(outcome.exception, refusalContext, l10n), hash);
  log(`${title}: the node reports it in block ${outcome.blockIndex ?? '(not told)'}, ${outcome.vmState ?? 'state not told by the node'} (${hash}).`);
  return {
    kind: 'done', hash, title, message: l10n.t('{0}: done; {1}.', title, reportedText(outcome.blockIndex, hash, l10n)),
    ...(saved?.reload ? { reload: saved.reload } : {}), ...(saved?.setUpContract ? { setUpContract: saved.setUpContract } : {}),
  };
}

export type InspectOutcome =
  | { readonly kind: 'inspected'; readonly title: string; readonly hash: string; readonly document: string }
  | { readonly kind: 'failed'; readonly title: string; readonly refusal: RefusalText };

/** The transaction of a context file decoded for its document: nothing checked but that it reads, nothing sent. */
export function inspectSignedTransaction(input: ContextFileInput): InspectOutcome {
  const read = readContext(input);
  if (!('context' in read)) return { kind: 'failed', title: input.l10n.t('Inspect Transaction'), refusal: read };
  return { kind: 'inspected', title: read.title, hash: read.context.hash, document: documentOf(input, read) };
}

function documentOf(input: ContextFileInput, read: ReadContext): string {
  const msPerBlock = input.info.network.msPerBlock;
  return inspectionDocument({
    inspection: input.write.inspectContext(read.context), node: input.node, addressVersion: input.info.network.addressVersion, blockCount: input.info.blockCount,
    file: input.file, nodeMagic: input.info.network.magic, ...(read.saved ? { savedAs: read.saved.title } : {}), ...(msPerBlock ? { msPerBlock } : {}),
  }, input.l10n);
}

/** The node as the settings compare it (a URL's slash, a hash's case): sameSettings normalizes only the settings' side. */
function normalizedOrAsIs(node: NodeConfig): NodeConfig {
  try {
    return normalizeNodeConfig(node);
  } catch {
    return node;
  }
}

/** A refusal's context where no operation is known: the file's transaction, to the node of the settings. */
function emptyContext(node: NodeConfig): RefusalContext {
  return { subject: { method: 'the transaction', committee: false }, signers: [], rpcUrl: node.rpcUrl };
}
