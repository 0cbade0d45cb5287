// A names file's batches applied in order, one transaction each through runTransaction (each confirmed
// once with its changes), a batch over the node's GAS limit for tests split and retried, a FAULT traced
// to the change that fails; the first batch that does not reach its block stops the rest.
import { hex } from '@scure/base';
import type { ContractWriteInfo, NodeConfig } from '../../core';
import type { ContractCall, OperationChain, PreparedTransaction, VerificationAccount } from '../../core/write';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import type { ContractWriteApi } from '../write/contracts/contractApi';
import type { ReloadPlan } from '../write/operations/operationSpec';
import { runTransaction, type Fees, type RunIo, type RunStage } from '../write/run/runTransaction';
import { callsConfirmationText } from '../write/words/confirmationText';
import { refusalText, type RefusalContext, type RefusalText } from '../write/words/refusalText';
import { EXECUTION_ALLOWANCE } from '../write/words/transactionFacts';
import type { NameChange, PlannedBatch, SplitBatch } from './api';
import type { ApplyEnd, ApplyOutcome, BatchDone } from './applyOutcome';
import { batchTitle, changeTitle, failingChangeText } from './applyText';

export type { ApplyEnd, ApplyOutcome, BatchDone } from './applyOutcome';

export interface ApplyOptions extends RunIo {
  /** The node and contract of the settings when the command started: every transaction is for them. */
  readonly node: NodeConfig;
  /** Their network, height and ABI, read at the start: the network every batch shows and signs for. */
  readonly info: ContractWriteInfo;
  readonly api: ContractWriteApi;
  /** What the transactions apply ("mydapp.nns.json"), for their titles. */
  readonly subject: string;
  readonly batches: readonly PlannedBatch[];
  /** A batch's changes in words, one a line (the model's batchConfirmationLines). */
  readonly lines: (batch: PlannedBatch) => string[];
  /** A batch the node's GAS limit refused, in two (the model's splitBatch). */
  readonly split: SplitBatch;
  /** A transaction's title; default "Apply <subject>: N changes (transaction i of n)". */
  readonly titleOf?: (batch: PlannedBatch, index: number, total: number) => string;
  /** Before each transaction: its title, which it is and of how many (they grow where a batch is split). */
  readonly onBatch?: (title: string, index: number, total: number) => void;
}

/** The node's refusal of a test invocation at its GAS limit (C#: "Insufficient GAS."; neo-go: "gas limit is exceeded"). */
const GAS_LIMIT = /insufficient (amount of )?gas|gas limit/i;

/** A TransactionError of the write module's bundle, told by its name and code (its class is that bundle's). */
function faultOf(error: unknown): { readonly exception?: string } | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionError' || (error as { code?: unknown }).code !== 'FAULT') return undefined;
  return error as { exception?: string };
}

export function isGasLimitFault(error: unknown): boolean {
  const fault = faultOf(error);
  return fault !== undefined && GAS_LIMIT.test(fault.exception ?? '');
}

/** Applies the batches in order; never throws for what a user can meet (the outcome says it). */
export async function applyBatches(options: ApplyOptions): Promise<ApplyOutcome> {
  const chain = options.write.operationChainOf(options.info.network, options.info.blockCount, options.info.readAt);
  const queue = [...options.batches].sort((a, b) => a.stage - b.stage);
  const done: BatchDone[] = [];
  let total = queue.length;
  const outcome = (end: ApplyEnd): ApplyOutcome => ({ done, end, reload: reloadOf(done.map((each) => each.batch)), transactions: total });
  while (queue.length > 0) {
    const batch = queue.shift()!;
    const index = done.length + 1;
    const title = options.titleOf ? options.titleOf(batch, index, total) : batchTitle(options.subject, batch.changes.length, index, total, options.l10n);
    options.onBatch?.(title, index, total);
    const result = await runBatch(options, chain, batch, title);
    if (result.kind === 'done') {
      done.push({ batch, hash: result.hash, fees: result.fees, reported: result.reported });
      continue;
    }
    if (result.kind === 'split') {
      queue.unshift(...result.halves);
      total += 1;
      continue;
    }
    return outcome(result.kind === 'declined' ? { kind: 'declined', batch } : { ...result, batch });
  }
  return outcome({ kind: 'done' });
}

type BatchResult =
  | { readonly kind: 'done'; readonly hash: string; readonly fees: Fees; readonly reported: string }
  | { readonly kind: 'declined' }
  | { readonly kind: 'split'; readonly halves: readonly [PlannedBatch, PlannedBatch] }
  | { readonly kind: 'failed'; readonly stage: RunStage; readonly refusal: RefusalText; readonly change?: NameChange; readonly hash?: string; readonly fees?: Fees };

async function runBatch(options: ApplyOptions, chain: OperationChain, batch: PlannedBatch, title: string): Promise<BatchResult> {
  const { l10n, api } = options;
  let accounts: VerificationAccount[];
  try {
    accounts = verificationAccounts(options, batch.signers);
  } catch (error) {
    return { kind: 'failed', stage: 'plan', refusal: { message: error instanceof Error ? error.message : String(error), fix: '', spent: false } };
  }
  let refused: unknown;
  const result = await runTransaction({
    ...options, title, chain, calls: batch.calls, accounts, signers: batch.signers,
    context: batchContext(options, batch),
    confirmation: (prepared) => callsConfirmationText({
      prepared, title, lines: options.lines(batch), api, signers: batch.signers, ...priceOf(batch), expectedSystemFee: expectedFeeOf(batch, prepared),
    }, l10n),
    preparationError: (error) => {
      refused = error;
      return error;
    },
  });
  if (result.kind === 'done') return { kind: 'done', hash: result.hash, fees: result.fees, reported: result.reported };
  // No saving plan is given (a names file's transactions are signed here): nothing was sent either way.
  if (result.kind === 'declined' || result.kind === 'saved') return { kind: 'declined' };
  if (result.stage === 'prepare' && isGasLimitFault(refused)) {
    const halves = options.split(batch);
    if (halves) {
      options.log?.(`${title}: over the node's GAS limit for test invocations; split in two transactions.`);
      return { kind: 'split', halves };
    }
  }
  if (result.stage === 'prepare' && faultOf(refused) && batch.changes.length > 0) {
    const failing = await failingChange(options, chain, batch, accounts, refused);
    if (failing) {
      const refusal = refusalText(failing.error, changeContext(options, batch, failing.change), l10n);
      return { kind: 'failed', stage: 'prepare', change: failing.change, refusal: { ...refusal, message: failingChangeText(changeTitle(failing.change, l10n), refusal.message, l10n) } };
    }
  }
  return result;
}

/**
 * The first change whose calls FAULT, by test invocations of the batch's first changes (nothing is
 * signed): the calls run in order, so a start that FAULTs holds it, and the shortest such start ends
 * with it. Undefined when a test fails otherwise (the node went away): the batch's FAULT stands.
 */
async function failingChange(
  options: ApplyOptions, chain: OperationChain, batch: PlannedBatch, accounts: readonly VerificationAccount[], whole: unknown,
): Promise<{ readonly change: NameChange; readonly error: unknown } | undefined> {
  const { changes } = batch;
  const errors = new Map<number, unknown>([[changes.length, whole]]);
  let low = 1;
  let high = changes.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const calls: ContractCall[] = changes.slice(0, middle).flatMap((change) => change.operations.map((operation) => operation.plan.call));
    try {
      await options.write.prepareTransaction(options.node, calls, accounts, { chain, signal: options.signal, timeoutMs: options.timeoutMs, onRequest: options.onRequest });
      low = middle + 1;
    } catch (error) {
      if (!faultOf(error)) return undefined;
      errors.set(middle, error);
      high = middle;
    }
  }
  return { change: changes[low - 1]!, error: errors.get(low) ?? whole };
}

/** The signers as the node verifies them, each from its own script, which must be the account its file gives. */
function verificationAccounts(options: Pick<ApplyOptions, 'write' | 'info' | 'l10n'>, signers: readonly SigningAccount[]): VerificationAccount[] {
  const version = options.info.network.addressVersion;
  return signers.map((signer) => {
    const account = options.write.accountFromVerificationScript(hex.decode(signer.verificationScript), version);
    if (account.scriptHash !== signer.scriptHash) {
      throw new Error(options.l10n.t('The script {0} gives for {1} is that of another account: the file is inconsistent.', signer.file, signer.address));
    }
    return account;
  });
}

/** The methods a batch calls, for its refusals' words. */
function batchContext(options: ApplyOptions, batch: PlannedBatch): RefusalContext {
  const methods = [...new Set(batch.calls.map((call) => call.method))].join(', ');
  return { subject: { method: methods, committee: false }, signers: batch.signers, rpcUrl: options.node.rpcUrl };
}

/** A change's refusals: its first operation's method and fixes. */
function changeContext(options: ApplyOptions, batch: PlannedBatch, change: NameChange): RefusalContext {
  const operation = change.operations[0];
  return {
    subject: {
      method: operation?.plan.call.method ?? change.kind,
      committee: false,
      ...(operation ? { fix: (fault, l10n) => operation.spec.fix?.(operation.data, fault, l10n) } : {}),
    },
    signers: batch.signers,
    rpcUrl: options.node.rpcUrl,
  };
}

/** The prices the batch's changes burn, where every change that burns one was read. */
function priceOf(batch: PlannedBatch): { readonly price?: bigint } {
  let sum = 0n;
  for (const change of batch.changes) {
    const burns = change.operations.some((operation) => operation.plan.price !== undefined);
    if (!burns) continue;
    const price = change.kind === 'register' || change.kind === 'renew' ? change.price : undefined;
    if (price === undefined) return {};
    sum += price;
  }
  return { price: sum };
}

/** The most the batch's system fee is on an honest chain: its prices and each call's execution; undefined where a price is not known. */
function expectedFeeOf(batch: PlannedBatch, prepared: Pick<PreparedTransaction, 'contractCalls'>): bigint | undefined {
  const { price } = priceOf(batch);
  return price === undefined ? undefined : price + EXECUTION_ALLOWANCE * BigInt(Math.max(1, prepared.contractCalls.length));
}

/** What shows the batches' changes: the union of their operations' reloads, and a transfer's sender. */
export function reloadOf(batches: readonly PlannedBatch[]): ReloadPlan {
  const names = new Set<string>();
  const owners = new Set<string>();
  let allDomains = false;
  let roots = false;
  for (const change of batches.flatMap((batch) => batch.changes)) {
    for (const { plan } of change.operations) {
      for (const name of plan.reload.names) names.add(name);
      for (const owner of plan.reload.owners) owners.add(owner);
      allDomains ||= plan.reload.allDomains;
      roots ||= plan.reload.roots;
      const sender = change.signers[0]?.address;
      if (plan.reloadsSigner && sender) owners.add(sender);
    }
  }
  return { names: [...names], owners: [...owners], allDomains, roots };
}
