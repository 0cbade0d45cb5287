// One transaction of prepared contract calls from its preparation to its block, every input and output
// injected: prepare (a FAULT stops everything before anything is signed), confirm, check the settings
// again, only then read the keys, sign, wipe them, send and wait. Name operations and the set-up end here.
import { normalizeNodeConfig, type NodeConfig, type RequestEvent } from '../../../core';
import type { ContractCall, OperationChain, PreparedTransaction, PrivateKey, SignerStatus, TransactionLook, TransactionOutcome, VerificationAccount } from '../../../core/write';
import type { Localizer } from '../../text/localizer';
import { redactUrl, singleLine } from '../../text/untrustedText';
import type { KeySource, WriteModule } from '../accounts/keySource';
import type { SigningAccount } from '../accounts/signingAccounts';
import type { ConfirmationText } from '../words/confirmationText';
import { withSigningElsewhere } from '../words/contextText';
import {
  executionFaultText, expiredText, otherChainText, refusalText, settingsChangedText, unknownOutcome, type RefusalContext, type RefusalText,
} from '../words/refusalText';
import { saveForSigning, type ContextSaver, type SavingPlan } from './saveForSigning';

/** Where the transaction stands, for a progress notification. */
export type RunStep =
  | { readonly step: 'preparing' }
  | { readonly step: 'confirming' }
  | { readonly step: 'keys' }
  | { readonly step: 'signing' }
  | { readonly step: 'sending' }
  | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number }
  /** Check Again: looking the transaction up. */
  | { readonly step: 'checking' };

/** What the caller injects besides the transaction itself: the editor's dialogs and files, or a test's. */
export interface RunIo {
  /** The write module (dist/write.js), loaded by the caller on the first write. */
  readonly write: WriteModule;
  /** The keys of one account, read now (keySourceFor), given the run's signal; wiped here once signed. */
  readonly keySource: KeySource;
  /** Shows the confirmation: true only for Sign and Send, 'save' for Save for Signing Elsewhere…. */
  readonly confirm: (text: ConfirmationText) => Promise<boolean | 'save'>;
  /** Writes a context file and remembers its transaction (Save for Signing Elsewhere…); without it, the confirmation does not offer to save. */
  readonly saveContext?: ContextSaver;
  /** The node and contract in the settings now. */
  readonly currentSettings: () => NodeConfig;
  readonly l10n: Localizer;
  readonly progress?: (step: RunStep) => void;
  /** Lines for the output channel: never a secret. */
  readonly log?: (line: string) => void;
  readonly onRequest?: (event: RequestEvent) => void;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Milliseconds between looks for the block; default the write module's. */
  readonly pollIntervalMs?: number;
}

export interface TransactionRun extends RunIo {
  /** The node and NNS contract of the settings when the command started: the transaction is for them. */
  readonly node: NodeConfig;
  /** The chain as the operation started on it: the network shown and signed for, the height counted from. */
  readonly chain: OperationChain;
  /** What the log and the outcome call it ("Register alice.neo", "Set up NNS"). */
  readonly title: string;
  /** The calls of its script, in order. */
  readonly calls: readonly ContractCall[];
  /** The signers' accounts as the node verifies them, and the workspace's accounts that hold their keys, in the same order: the first pays. */
  readonly accounts: readonly VerificationAccount[];
  readonly signers: readonly SigningAccount[];
  /** What was asked, for the refusals' words. */
  readonly context: RefusalContext;
  /** The confirmation's text for the prepared transaction. */
  readonly confirmation: (prepared: PreparedTransaction) => ConfirmationText | Promise<ConfirmationText>;
  /** An error of the preparation as the refusal should read it (the set-up: a deploy that FAULTs); default as is. */
  readonly preparationError?: (error: unknown) => unknown;
  /** The file's name and what follows the block, where the transaction may be saved for signing elsewhere. */
  readonly saving?: SavingPlan;
}

export interface Fees {
  readonly systemFee: bigint;
  readonly networkFee: bigint;
}

export type RunStage = 'plan' | 'prepare' | 'confirm' | 'keys' | 'save' | 'send' | 'wait' | 'execution' | 'check';

/** A sent transaction whose outcome is not known: what Check Again looks up. */
export interface TransactionCheck {
  readonly hash: string;
  readonly validUntilBlock: number;
}

export type TransactionResult =
  /** In a block and HALTed. */
  | { readonly kind: 'done'; readonly hash: string; readonly fees: Fees; readonly prepared: PreparedTransaction; readonly reported: string }
  /** The user did not sign: nothing was sent. */
  | { readonly kind: 'declined' }
  /** Saved for signing elsewhere (`file`), with the signatures the workspace holds; nothing was sent. */
  | { readonly kind: 'saved'; readonly file: string; readonly statuses: readonly SignerStatus[]; readonly message: string; readonly prepared: PreparedTransaction }
  /** Stopped, with why and what to do; `spent` when the transaction was in a block (a FAULT at execution); `check` when it may be on the chain. */
  | { readonly kind: 'failed'; readonly stage: RunStage; readonly refusal: RefusalText; readonly hash?: string; readonly fees?: Fees; readonly check?: TransactionCheck };

/** Runs the transaction; never throws for what a user can meet (it says it in the result). */
export async function runTransaction(run: TransactionRun): Promise<TransactionResult> {
  const { l10n, title, context } = run;
  const log = (text: string) => run.log?.(singleLine(text, 2000));
  const fail = (stage: RunStage, refusal: RefusalText, extra: { hash?: string; fees?: Fees } = {}): TransactionResult => {
    log(`${title}: stopped at ${stage}: ${refusal.message}`);
    return { kind: 'failed', stage, refusal, ...extra };
  };

  // Prepare: the test invocation (a FAULT stops here), the fees, the balance.
  run.progress?.({ step: 'preparing' });
  const callOptions = { signal: run.signal, timeoutMs: run.timeoutMs, onRequest: run.onRequest };
  let prepared: PreparedTransaction;
  let text: ConfirmationText;
  try {
    prepared = await run.write.prepareTransaction(run.node, run.calls, run.accounts, { ...callOptions, chain: run.chain });
    text = await run.confirmation(prepared);
  } catch (error) {
    return fail('prepare', refusalText(run.preparationError ? run.preparationError(error) : error, context, l10n));
  }
  const fees = { systemFee: prepared.systemFee, networkFee: prepared.networkFee };
  log(`${title}: prepared ${prepared.hash} on ${redactUrl(prepared.node.rpcUrl)} (magic ${prepared.network.magic}): system fee ${prepared.systemFee}, network fee ${prepared.networkFee} datoshi, valid until block ${prepared.validUntilBlock}`);

  // Confirm: nothing is signed before Sign and Send; a signer that signs elsewhere leaves only Save for Signing Elsewhere….
  run.progress?.({ step: 'confirming' });
  const saver = run.saving && run.saveContext;
  const shown = withSigningElsewhere(text, run.signers, Boolean(saver), l10n);
  const choice = await run.confirm(shown);
  if (choice === 'save' && saver && run.saving) {
    try {
      const saved = await saveForSigning({ ...run, saver, plan: run.saving, prepared, confirmation: text });
      if (saved.kind === 'notSaved') {
        log(`${title}: not saved (the save dialog was closed).`);
        return { kind: 'declined' };
      }
      log(`${title}: saved ${prepared.hash} for signing elsewhere to ${singleLine(saved.file, 300)}; nothing was sent.`);
      return { ...saved, prepared };
    } catch (error) {
      return fail('save', refusalText(error, { ...context, transactionHash: prepared.hash }, l10n), { fees });
    }
  }
  if (choice !== true || shown.button === undefined) {
    log(`${title}: not signed (the confirmation was declined).`);
    return { kind: 'declined' };
  }
  const hashContext = { ...context, transactionHash: prepared.hash };
  if (!sameSettings(run.currentSettings(), prepared.node)) {
    return fail('confirm', settingsChangedText(l10n), { fees });
  }

  // Each signer for the network it is signed for: a neo-express account only on the chain of its own magic.
  const foreign = run.signers.find((signer) => signer.networkMagic !== undefined && signer.networkMagic !== prepared.network.magic);
  if (foreign) return fail('confirm', otherChainText(foreign, prepared.network.magic, l10n), { fees });

  // Keys only now; wiped as soon as the transaction is signed, whatever happens.
  run.progress?.({ step: 'keys' });
  const keys: PrivateKey[] = [];
  let signed: ReturnType<WriteModule['signTransaction']>;
  try {
    for (const signer of run.signers) keys.push(...(await run.keySource(signer, run.signal)));
    run.progress?.({ step: 'signing' });
    signed = run.write.signTransaction(prepared, keys);
  } catch (error) {
    return fail('keys', refusalText(error, hashContext, l10n), { fees });
  } finally {
    for (const key of keys) key.wipe();
  }
  log(`${title}: signed by ${run.signers.map((signer) => signer.address).join(', ')}.`);

  // Send to the node of the settings now (the write module refuses another), then wait for the block.
  run.progress?.({ step: 'sending' });
  const check = { hash: prepared.hash, validUntilBlock: prepared.validUntilBlock };
  let hash: string;
  try {
    hash = await run.write.sendTransaction(signed, run.currentSettings(), callOptions);
  } catch (error) {
    const refusal = refusalText(error, hashContext, l10n);
    return fail('send', refusal, { hash: prepared.hash, fees, ...(refusal.unknown ? { check } : {}) });
  }
  log(`${title}: sent ${hash}; waiting for a block.`);
  const waited = await waitFor({ ...run, ...check, node: prepared.node, hash, context: hashContext });
  if (waited.kind === 'done') return { kind: 'done', hash, fees, prepared, reported: waited.reported };
  return fail(waited.stage, waited.refusal, { hash, fees, ...(waited.check ? { check: waited.check } : {}) });
}

/** What a look for a sent transaction ends in: in a block and HALTed, or stopped (`check`: still not known). */
export type CheckResult =
  | { readonly kind: 'done'; readonly reported: string }
  | { readonly kind: 'failed'; readonly stage: RunStage; readonly refusal: RefusalText; readonly check?: TransactionCheck };

/** Check Again: a sent transaction looked up and, in the pool, waited for; the rest as the run's own wait (`context`: with its hash). */
export interface CheckRun extends Pick<RunIo, 'write' | 'l10n' | 'progress' | 'log' | 'onRequest' | 'signal' | 'timeoutMs' | 'pollIntervalMs'>, TransactionCheck {
  /** The node it was sent to. */
  readonly node: NodeConfig;
  readonly title: string;
  readonly context: RefusalContext;
}

/** Looks the transaction up once; in the node's pool, waits for its block as the run does. Never throws for what a user can meet. */
export async function checkTransaction(run: CheckRun): Promise<CheckResult> {
  const { l10n, hash, validUntilBlock } = run;
  const check = { hash, validUntilBlock };
  run.progress?.({ step: 'checking' });
  let look: TransactionLook;
  try {
    look = await run.write.lookUpTransaction(run.node, hash, validUntilBlock, { signal: run.signal, timeoutMs: run.timeoutMs, onRequest: run.onRequest });
  } catch (error) {
    const refusal = refusalText(error, run.context, l10n);
    const message = refusal.cancelled
      ? l10n.t('Cancelled: the transaction {0} was not looked up.', hash)
      : l10n.t('The transaction {0} could not be looked up: {1}', hash, refusal.message);
    return { kind: 'failed', stage: 'check', check, refusal: unknownOutcome(message, l10n) };
  }
  run.log?.(singleLine(`${run.title}: looked up ${hash}: ${look.kind}.`, 2000));
  if (look.kind === 'pending') return waitFor(run);
  if (look.kind === 'unknown') {
    return {
      kind: 'failed', stage: 'check', check,
      refusal: {
        message: l10n.t('The node does not know the transaction {0}: it did not take it, or not yet. It can run until block {1}; the chain is at block {2}.', hash, l10n.count(validUntilBlock), l10n.count(look.blockCount - 1)),
        fix: l10n.t('Check Again in a while: once the chain passes block {0} without it, it never runs and nothing is spent.', l10n.count(validUntilBlock)),
        spent: false, unknown: true,
      },
    };
  }
  return outcomeResult(look, run);
}

/** Waits for the block of a transaction sent; what stops the wait leaves it to be looked up again. */
async function waitFor(run: CheckRun): Promise<CheckResult> {
  const { l10n, hash } = run;
  let outcome: TransactionOutcome;
  try {
    outcome = await run.write.waitForTransaction(run.node, hash, run.validUntilBlock, {
      signal: run.signal, timeoutMs: run.timeoutMs, onRequest: run.onRequest,
      ...(run.pollIntervalMs === undefined ? {} : { pollIntervalMs: run.pollIntervalMs }),
      onProgress: (progress) => {
        if (progress.step === 'waiting') run.progress?.(progress);
      },
    });
  } catch (error) {
    const refusal = refusalText(error, run.context, l10n);
    const message = refusal.cancelled
      ? l10n.t('Stopped waiting for the transaction {0}, which was sent: it may be in a block by now.', hash)
      : l10n.t('The transaction {0} was sent, but waiting for its block failed: {1}', hash, refusal.message);
    return { kind: 'failed', stage: 'wait', check: { hash, validUntilBlock: run.validUntilBlock }, refusal: unknownOutcome(message, l10n) };
  }
  return outcomeResult(outcome, run);
}

/** A transaction in a block (HALT or FAULT) or past its last block, as the node reports it. */
function outcomeResult(outcome: TransactionOutcome, run: CheckRun): CheckResult {
  const { l10n, hash } = run;
  if (outcome.kind === 'expired') return { kind: 'failed', stage: 'wait', refusal: expiredText(outcome.validUntilBlock, run.context, l10n) };
  if (outcome.vmState !== undefined && outcome.vmState !== 'HALT') {
    return { kind: 'failed', stage: 'execution', refusal: executionFaultText(outcome.exception, run.context, l10n) };
  }
  run.log?.(singleLine(`${run.title}: the node reports it in block ${outcome.blockIndex ?? '(not told)'}, ${outcome.vmState ?? 'state not told by the node'} (${hash}).`, 2000));
  return { kind: 'done', reported: reportedText(outcome.blockIndex, hash, l10n) };
}

/** What the node reports of the block: its word, which the extension cannot check. */
export function reportedText(blockIndex: number | undefined, hash: string, l10n: Localizer): string {
  return blockIndex === undefined
    ? l10n.t('the node reports the transaction {0} in a block', hash)
    : l10n.t('the node reports the transaction {0} in block {1}', hash, l10n.count(blockIndex));
}

export function sameSettings(now: NodeConfig, preparedFor: NodeConfig): boolean {
  try {
    const checked = normalizeNodeConfig(now);
    return checked.rpcUrl === preparedFor.rpcUrl && checked.contractHash === preparedFor.contractHash;
  } catch {
    return false;
  }
}
