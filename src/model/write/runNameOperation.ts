// One name operation from the user's words to the block, with every input and output injected (the
// commands pass the editor's: a modal, password boxes, the workspace's files; the real-node tests
// Node's): plan it on the contract's ABI, prepare it (one batch: the test invocation, whose FAULT
// stops everything before anything is signed; the height; the sender's GAS), show the confirmation,
// check that the settings still name the node and contract it was prepared for, only then read the
// keys, sign, wipe the keys, send, and wait for the block. It returns what happened and what to
// reload; the log receives only lines without a secret (no key, WIF, NEP-2 string or password is
// ever in them or in the outcome).
import { hex } from '@scure/base';
import { normalizeNodeConfig } from '../../core/config';
import type { ContractWriteInfo } from '../../core/contractWriteInfo';
import { readNamePrice } from '../../core/namePrice';
import type { NodeConfig, RequestEvent } from '../../core/types';
import type { PreparedTransaction, PrivateKey, TransactionOutcome, VerificationAccount } from '../../core/write';
import type { Localizer } from '../text/localizer';
import { redactUrl, singleLine } from '../text/untrustedText';
import { contractWriteApi } from './contractApi';
import { confirmationText, type ConfirmationText } from './confirmationText';
import type { WriteModule } from './keySource';
import { operationTitle, planOperation, type NameOperation, type OperationPlan, type ReloadPlan } from './operations';
import { executionFaultText, expiredText, refusalText, settingsChangedText, type RefusalText } from './refusalText';
import type { SigningAccount } from './signingAccounts';

/** Where the operation stands, for a progress notification. */
export type RunStep =
  | { readonly step: 'preparing' }
  | { readonly step: 'confirming' }
  | { readonly step: 'keys' }
  | { readonly step: 'signing' }
  | { readonly step: 'sending' }
  | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number };

export interface RunOptions {
  /** The write module (dist/write.js), loaded by the caller on the first write. */
  readonly write: WriteModule;
  /** The node and NNS contract of the settings when the command started. */
  readonly node: NodeConfig;
  /** The network, ABI and committee of that node and contract (readContractWriteInfo, cached per node and hash). */
  readonly info: ContractWriteInfo;
  readonly operation: NameOperation;
  /** Who signs, in the order the plan's signers need them: the first pays. */
  readonly signers: readonly SigningAccount[];
  /** The owner and admin of the name as the details say, when known: a signer who is neither is told before any request. */
  readonly holder?: { readonly owner?: string; readonly admin?: string | null };
  /** The GAS the contract burns (price × years), when the command read it already; read here otherwise. */
  readonly price?: bigint;
  /** The keys of one account, read now (keySourceFor); wiped here once signed. */
  readonly keySource: (account: SigningAccount) => Promise<PrivateKey[]>;
  /** Shows the confirmation; true only for Sign and Send. */
  readonly confirm: (text: ConfirmationText) => Promise<boolean>;
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

export type RunOutcome =
  /** In a block and HALTed: what changed is to be reloaded. */
  | { readonly kind: 'done'; readonly hash: string; readonly title: string; readonly reload: ReloadPlan; readonly fees: Fees; readonly message: string }
  /** The user did not sign: nothing was sent. */
  | { readonly kind: 'declined'; readonly title: string }
  /** Stopped, with why and what to do; `spent` when the transaction was in a block (a FAULT at execution). */
  | {
    readonly kind: 'failed';
    readonly title: string;
    readonly stage: 'plan' | 'prepare' | 'confirm' | 'keys' | 'send' | 'wait' | 'execution';
    readonly refusal: RefusalText;
    readonly hash?: string;
    readonly fees?: Fees;
  };

export interface Fees {
  readonly systemFee: bigint;
  readonly networkFee: bigint;
}

/** Runs the operation; never throws for what a user can meet (it says it in the outcome). */
export async function runNameOperation(options: RunOptions): Promise<RunOutcome> {
  const { l10n, operation } = options;
  const title = operationTitle(operation, l10n);
  const log = (text: string) => options.log?.(singleLine(text, 2000));
  const context = { operation, signers: options.signers, rpcUrl: options.node.rpcUrl };
  const fail = (stage: Extract<RunOutcome, { kind: 'failed' }>['stage'], refusal: RefusalText, extra: { hash?: string; fees?: Fees } = {}): RunOutcome => {
    log(`${title}: stopped at ${stage}: ${refusal.message}`);
    return { kind: 'failed', title, stage, refusal, ...extra };
  };

  // Plan: the contract's methods, the inputs checked, the signers matched.
  if (!options.info.contract) {
    return fail('plan', { message: l10n.t('There is no contract {0} on {1}.', options.node.contractHash, redactUrl(options.node.rpcUrl)), fix: l10n.t('Set nns.contractHash to the NNS contract of this node.'), spent: false });
  }
  const api = contractWriteApi(options.info.contract);
  const planned = planOperation(operation, api, l10n);
  if (!planned.ok) return fail('plan', { message: planned.problem, fix: '', spent: false });
  const plan = planned.plan;
  let accounts: VerificationAccount[];
  try {
    accounts = verificationAccounts(options, plan);
  } catch (error) {
    return fail('plan', { message: error instanceof Error ? singleLine(error.message, 400) : String(error), fix: '', spent: false });
  }

  // Prepare: the test invocation (a FAULT stops here), the fees, the balance; the price alongside.
  options.progress?.({ step: 'preparing' });
  const callOptions = { signal: options.signal, timeoutMs: options.timeoutMs, onRequest: options.onRequest };
  let prepared: PreparedTransaction;
  let price: bigint | undefined = options.price;
  try {
    const pricing = price === undefined && plan.price
      ? readNamePrice(options.node, plan.price.name, plan.price.query, callOptions).then((read) => read.price * BigInt(plan.price!.years))
      : Promise.resolve(price);
    [prepared, price] = await Promise.all([
      options.write.prepareTransaction(options.node, plan.call, accounts, callOptions),
      pricing.catch(() => undefined),
    ]);
  } catch (error) {
    return fail('prepare', refusalText(error, context, l10n));
  }
  const fees = { systemFee: prepared.systemFee, networkFee: prepared.networkFee };
  log(`${title}: prepared ${prepared.hash} on ${redactUrl(prepared.node.rpcUrl)} (magic ${prepared.network.magic}): system fee ${prepared.systemFee}, network fee ${prepared.networkFee} datoshi, valid until block ${prepared.validUntilBlock}`);

  // Confirm: nothing is signed before Sign and Send.
  options.progress?.({ step: 'confirming' });
  const text = confirmationText({ prepared, plan, api, signers: options.signers, ...(price === undefined ? {} : { price }) }, l10n);
  if (!(await options.confirm(text))) {
    log(`${title}: not signed (the confirmation was declined).`);
    return { kind: 'declined', title };
  }
  const hashContext = { ...context, transactionHash: prepared.hash };
  if (!sameSettings(options.currentSettings(), prepared.node)) {
    return fail('confirm', settingsChangedText(l10n), { fees });
  }

  // Keys only now; wiped as soon as the transaction is signed, whatever happens.
  options.progress?.({ step: 'keys' });
  const keys: PrivateKey[] = [];
  let signed: ReturnType<WriteModule['signTransaction']>;
  try {
    for (const signer of options.signers) keys.push(...(await options.keySource(signer)));
    options.progress?.({ step: 'signing' });
    signed = options.write.signTransaction(prepared, keys);
  } catch (error) {
    return fail('keys', refusalText(error, hashContext, l10n), { fees });
  } finally {
    for (const key of keys) key.wipe();
  }
  log(`${title}: signed by ${options.signers.map((signer) => signer.address).join(', ')}.`);

  // Send to the node of the settings now (the write module refuses another), then wait for the block.
  options.progress?.({ step: 'sending' });
  let hash: string;
  try {
    hash = await options.write.sendTransaction(signed, options.currentSettings(), callOptions);
  } catch (error) {
    return fail('send', refusalText(error, hashContext, l10n), { hash: prepared.hash, fees });
  }
  log(`${title}: sent ${hash}; waiting for a block.`);
  let outcome: TransactionOutcome;
  try {
    outcome = await options.write.waitForTransaction(prepared.node, hash, prepared.validUntilBlock, {
      ...callOptions,
      ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
      onProgress: (progress) => {
        if (progress.step === 'waiting') options.progress?.(progress);
      },
    });
  } catch (error) {
    const refusal = refusalText(error, hashContext, l10n);
    return fail('wait', { ...refusal, message: l10n.t('The transaction {0} was sent, but waiting for its block failed: {1}', hash, refusal.message) }, { hash, fees });
  }
  if (outcome.kind === 'expired') return fail('wait', expiredText(outcome.validUntilBlock, hashContext, l10n), { hash, fees });
  if (outcome.vmState !== undefined && outcome.vmState !== 'HALT') {
    return fail('execution', executionFaultText(outcome.exception, hashContext, l10n), { hash, fees });
  }
  log(`${title}: in a block, ${outcome.vmState ?? 'state not told by the node'} (${hash}).`);
  return {
    kind: 'done', hash, title, fees, reload: reloadOf(plan, options.signers),
    message: l10n.t('{0}: done (transaction {1}).', title, hash),
  };
}

/** The sender's list loses a name it transfers: the plan knows the receiver, the signer is the sender. */
function reloadOf(plan: OperationPlan, signers: readonly SigningAccount[]): ReloadPlan {
  if (plan.operation.kind !== 'transfer' || !signers[0]) return plan.reload;
  return { ...plan.reload, owners: [...new Set([signers[0].address, ...plan.reload.owners])] };
}

function sameSettings(now: NodeConfig, preparedFor: NodeConfig): boolean {
  try {
    const checked = normalizeNodeConfig(now);
    return checked.rpcUrl === preparedFor.rpcUrl && checked.contractHash === preparedFor.contractHash;
  } catch {
    return false;
  }
}

/**
 * The signers as the node verifies them, built by the write module from their scripts (each must be
 * the address its file gives), checked against what the plan needs: the owner registering, the new
 * admin, the committee, the name's owner or admin when the details tell them.
 */
function verificationAccounts(options: RunOptions, plan: OperationPlan): VerificationAccount[] {
  const { l10n, signers, write } = options;
  const version = options.info.network.addressVersion;
  if (signers.length !== plan.signers.length) {
    throw new Error(l10n.t('{0} needs {1} signer(s); {2} were chosen.', operationTitle(plan.operation, l10n), plan.signers.length, signers.length));
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
