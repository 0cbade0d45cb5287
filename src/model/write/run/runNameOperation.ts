// One name operation from the user's words to the block, every input and output injected: planned by
// its spec on the contract's ABI (inputs checked, signers matched), then its one transaction through
// runTransaction. It returns what happened and what to reload; nothing it logs or returns holds a secret.
import { hex } from '@scure/base';
import { normalizeNodeConfig, readNamePrice, type ContractWriteInfo, type NodeConfig } from '../../../core';
import type { OperationChain, SignerStatus, VerificationAccount } from '../../../core/write';
import { redactUrl, singleLine } from '../../text/untrustedText';
import type { SigningAccount } from '../accounts/signingAccounts';
import { contractWriteApi } from '../contracts/contractApi';
import { operationLines, type OperationData, type OperationPlan, type OperationSpec, type ReloadPlan } from '../operations/operationSpec';
import { confirmationText } from '../words/confirmationText';
import { refusalText, type RefusalContext, type RefusalText, type WriteSubject } from '../words/refusalText';
import { checkTransaction, runTransaction, type CheckRun, type Fees, type RunIo, type RunStage, type TransactionCheck } from './runTransaction';

export type { Fees, RunStep } from './runTransaction';

export interface RunOptions<O extends OperationData = OperationData> extends RunIo {
  /** The node and NNS contract of the settings when the command started. */
  readonly node: NodeConfig;
  /** The network, ABI and committee of that node and contract (readContractWriteInfo, cached per node and hash). */
  readonly info: ContractWriteInfo;
  /** What the user asked, and the spec that plans and words it. */
  readonly spec: OperationSpec<O>;
  readonly operation: O;
  /** Who signs, in the order the plan's signers need them: the first pays. */
  readonly signers: readonly SigningAccount[];
  /** The owner and admin of the name as the details say, when known: a signer who is neither is told before any request. */
  readonly holder?: { readonly owner?: string; readonly admin?: string | null };
  /** The GAS the contract burns (price × years), when the command read it already; read here otherwise. */
  readonly price?: bigint;
}

export type RunOutcome =
  /** In a block and HALTed: what changed is to be reloaded. */
  | { readonly kind: 'done'; readonly hash: string; readonly title: string; readonly reload: ReloadPlan; readonly fees: Fees; readonly message: string }
  /** The user did not sign: nothing was sent. */
  | { readonly kind: 'declined'; readonly title: string }
  /** Saved for signing elsewhere: where, whose signatures are missing, in words; nothing was sent. */
  | { readonly kind: 'saved'; readonly title: string; readonly file: string; readonly statuses: readonly SignerStatus[]; readonly message: string }
  /** Stopped, with why and what to do; `spent` when the transaction was in a block (a FAULT at execution); `check` when it may be on the chain. */
  | { readonly kind: 'failed'; readonly title: string; readonly stage: RunStage; readonly refusal: RefusalText; readonly hash?: string; readonly fees?: Fees; readonly check?: OperationCheck };

/** A sent operation whose outcome is not known, with what Check Again needs to tell it and show the change. */
export interface OperationCheck extends TransactionCheck {
  readonly node: NodeConfig;
  readonly fees: Fees;
  readonly reload: ReloadPlan;
  readonly context: RefusalContext;
}

/** Runs the operation; never throws for what a user can meet (it says it in the outcome). */
export async function runNameOperation<O extends OperationData>(options: RunOptions<O>): Promise<RunOutcome> {
  const { l10n, operation, spec } = options;
  const title = spec.title(operation, l10n);
  const log = (text: string) => options.log?.(singleLine(text, 2000));
  const fail = (stage: RunStage, refusal: RefusalText, extra: { hash?: string; fees?: Fees } = {}): RunOutcome => {
    log(`${title}: stopped at ${stage}: ${refusal.message}`);
    return { kind: 'failed', title, stage, refusal, ...extra };
  };

  // Plan: the contract's methods, the inputs checked, the signers matched.
  if (!options.info.contract) {
    return fail('plan', { message: l10n.t('There is no contract {0} on {1}.', options.node.contractHash, redactUrl(options.node.rpcUrl)), fix: l10n.t('Set nns.contractHash to the NNS contract of this node.'), spent: false });
  }
  // The call goes to the configured contract, never to a hash the node reported.
  const api = { ...contractWriteApi(options.info.contract), hash: normalizeNodeConfig(options.node).contractHash };
  const planned = spec.plan(operation, api, l10n);
  if (!planned.ok) return fail('plan', { message: planned.problem, fix: '', spent: false });
  const plan = planned.plan;
  let accounts: VerificationAccount[];
  try {
    accounts = verificationAccounts(options, plan, title);
  } catch (error) {
    return fail('plan', { message: error instanceof Error ? singleLine(error.message, 400) : String(error), fix: '', spent: false });
  }
  const subject: WriteSubject = {
    method: operation.kind,
    committee: plan.signers.some((need) => need.role === 'committee'),
    fix: (fault, words) => spec.fix?.(operation, fault, words),
  };
  const context = { subject, signers: options.signers, rpcUrl: options.node.rpcUrl };
  // The network and height of the operation's start: what is shown, and what is signed for.
  let chain: OperationChain;
  try {
    chain = options.write.operationChainOf(options.info.network, options.info.blockCount, options.info.readAt);
  } catch (error) {
    return fail('plan', refusalText(error, context, l10n));
  }

  // Prepare, confirm, sign, send and wait; the price read beside the preparation, for the confirmation.
  const callOptions = { signal: options.signal, timeoutMs: options.timeoutMs, onRequest: options.onRequest };
  const pricing: Promise<bigint | undefined> = options.price === undefined && plan.price
    ? readNamePrice(options.node, plan.price.name, plan.price.query, callOptions).then((read) => read.price * BigInt(plan.price!.years)).catch(() => undefined)
    : Promise.resolve(options.price);
  const lines = operationLines(spec, operation, plan, api, l10n);
  const reload = reloadOf(plan, options.signers);
  const result = await runTransaction({
    ...options, title, context, chain, calls: [plan.call], accounts, saving: { stem: fileStem(operation), after: { reload } },
    confirmation: async (prepared) => {
      const price = await pricing;
      return confirmationText({ prepared, plan, title, lines, api, signers: options.signers, ...(price === undefined ? {} : { price }) }, l10n);
    },
  });
  switch (result.kind) {
    case 'declined': return { kind: 'declined', title };
    case 'saved': return { kind: 'saved', title, file: result.file, statuses: result.statuses, message: result.message };
    case 'failed': {
      const { check, ...failed } = result;
      const transaction = { ...context, ...(check ? { transactionHash: check.hash } : {}) };
      return { ...failed, title, ...(check && result.fees ? { check: { ...check, node: options.node, fees: result.fees, reload, context: transaction } } : {}) };
    }
    case 'done': return { kind: 'done', hash: result.hash, title, fees: result.fees, reload, message: doneText(title, result.reported, l10n) };
  }
}

/** Check Again for an operation: the transaction looked up (waited for in the pool) and, once in a block, its change to show. */
export async function checkNameOperation(options: Pick<CheckRun, 'write' | 'l10n' | 'progress' | 'log' | 'onRequest' | 'signal' | 'timeoutMs' | 'pollIntervalMs'> & { readonly title: string; readonly check: OperationCheck }): Promise<RunOutcome> {
  const { check, title, l10n } = options;
  const result = await checkTransaction({ ...options, hash: check.hash, validUntilBlock: check.validUntilBlock, node: check.node, context: check.context });
  if (result.kind === 'done') return { kind: 'done', hash: check.hash, title, fees: check.fees, reload: check.reload, message: doneText(title, result.reported, l10n) };
  return {
    kind: 'failed', title, stage: result.stage, refusal: result.refusal, hash: check.hash, fees: check.fees,
    ...(result.check ? { check } : {}),
  };
}

function doneText(title: string, reported: string, l10n: RunOptions['l10n']): string {
  return l10n.t('{0}: done; {1}.', title, reported);
}

/** The saved file's name: the operation and the name or root it acts on. */
function fileStem(operation: OperationData): string {
  const { name, root } = operation as { name?: unknown; root?: unknown };
  const subject = typeof name === 'string' ? name : typeof root === 'string' ? root : '';
  return subject ? `${operation.kind}-${subject}` : operation.kind;
}

/** What reloads once the signer is known: its own list too, where the plan says it changes (a transfer's sender). */
function reloadOf(plan: OperationPlan, signers: readonly SigningAccount[]): ReloadPlan {
  if (!plan.reloadsSigner || !signers[0]) return plan.reload;
  return { ...plan.reload, owners: [...new Set([signers[0].address, ...plan.reload.owners])] };
}

/**
 * The signers as the node verifies them, built by the write module from their scripts (each must be
 * the address its file gives), checked against what the plan needs: the owner registering, the new
 * admin, the committee, the name's owner or admin when the details tell them.
 */
function verificationAccounts(options: Pick<RunOptions, 'l10n' | 'signers' | 'write' | 'info' | 'holder'>, plan: OperationPlan, title: string): VerificationAccount[] {
  const { l10n, signers, write } = options;
  const version = options.info.network.addressVersion;
  if (signers.length !== plan.signers.length) {
    throw new Error(l10n.t('{0} needs {1} signer(s); {2} were chosen.', title, plan.signers.length, signers.length));
  }
  const accounts = signers.map((signer) => {
    const account = write.accountFromVerificationScript(hex.decode(signer.verificationScript), version);
    if (account.scriptHash !== signer.scriptHash) {
      throw new Error(l10n.t('The script {0} gives for {1} is that of another account: the file is inconsistent.', singleLine(signer.file, 120), signer.address));
    }
    if (signer.networkMagic !== undefined && signer.networkMagic !== options.info.network.magic) {
      throw new Error(l10n.t('{0} is an account of another chain (magic {1}); this node is of magic {2}.', signer.address, signer.networkMagic, options.info.network.magic));
    }
    return account;
  });
  const committee = options.info.committee;
  plan.signers.forEach((need, index) => {
    const signer = signers[index]!;
    const not = (who: string) => new Error(l10n.t('{0} is not {1}.', signer.address, who));
    switch (need.role) {
      case 'owner':
        if (need.account !== undefined && need.account !== signer.scriptHash) throw not(l10n.t('the owner named for the name'));
        if (need.account === undefined && options.holder?.owner !== undefined && options.holder.owner !== signer.address) throw not(l10n.t('the owner of the name ({0})', options.holder.owner));
        break;
      case 'newAdmin':
        if (need.account !== signer.scriptHash) throw not(l10n.t('the new admin'));
        break;
      case 'ownerOrAdmin': {
        const holder = options.holder;
        if (holder?.owner !== undefined && holder.owner !== signer.address && holder.admin !== signer.address) throw not(l10n.t('the owner or the admin of the name'));
        break;
      }
      case 'committee': {
        if (!committee) break;
        const needed = committee.length - Math.floor((committee.length - 1) / 2);
        const expected = write.multisigAccount(needed, committee.map((key) => hex.decode(key)), version);
        if (expected.scriptHash !== signer.scriptHash) throw not(l10n.t('the committee ({0})', expected.address));
        break;
      }
      case 'payer':
        break;
    }
  });
  return accounts;
}
