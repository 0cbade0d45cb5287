// Set Up NNS on This Chain…, from the files and the account chosen to the block, every input and output
// injected: probe the chain in one request, plan the steps still needed (refused before anything is
// signed), then one transaction through runTransaction; a contract deployed earlier is completed, not redeployed.
import { hex } from '@scure/base';
import type { NodeConfig } from '../../core';
import type { ContractFiles, OperationChain, SetUpPlan, SetUpProbe } from '../../core/write';
import { singleLine } from '../text/untrustedText';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import { checkTransaction, runTransaction, type CheckRun, type Fees, type RunIo, type RunStage, type RunStep, type TransactionCheck } from '../write/run/runTransaction';
import { otherChainText, refusalText, type RefusalContext, type RefusalText } from '../write/words/refusalText';
import type { ContractFilePaths } from './contractFiles';
import { setUpConfirmationText, setUpDoneText, setUpSubject, setUpTitle, type SetUpDoneText } from './setUpText';

/** Where the set-up stands: its probe, then its transaction's steps. */
export type SetUpRunStep = { readonly step: 'probing' } | RunStep;

export interface SetUpRunOptions extends Omit<RunIo, 'progress'> {
  /** The node of the settings (and the contract they name, which this chain lacks): the transaction is sent only while they are unchanged. */
  readonly node: NodeConfig;
  /** The chain as the command started on it (its network shown in the prompts): the probe must find the same, and the transaction is signed for it. */
  readonly chain: OperationChain;
  /** The contract's files, read and checked by the write module (parseNef, parseManifest). */
  readonly files: ContractFiles;
  readonly paths: ContractFilePaths;
  /** The account that deploys and signs the committee's calls. */
  readonly signer: SigningAccount;
  /** The node's address version (N3's where it does not say). */
  readonly addressVersion?: number;
  /** The first root (default `neo`). */
  readonly root?: string;
  /** The price of a name, datoshi (default the development price); null keeps the contract's. */
  readonly price?: bigint | null;
  readonly progress?: (step: SetUpRunStep) => void;
}

export type SetUpStage = 'probe' | RunStage;

export type SetUpOutcome =
  /** The contract is in place: set up now (`hash`, `fees`), or found complete (nothing sent). `text` offers to use it. */
  | { readonly kind: 'done'; readonly contractHash: string; readonly plan: SetUpPlan; readonly hash?: string; readonly fees?: Fees; readonly text: SetUpDoneText }
  /** The user did not sign: nothing was sent. */
  | { readonly kind: 'declined' }
  /** Saved for signing elsewhere (`file`; `message` says whose signatures are missing); nothing was sent. */
  | { readonly kind: 'saved'; readonly contractHash: string; readonly file: string; readonly message: string }
  /** Stopped, with why and what to do; `check` when the transaction may be on the chain (Check Again). */
  | { readonly kind: 'failed'; readonly stage: SetUpStage; readonly refusal: RefusalText; readonly hash?: string; readonly fees?: Fees; readonly check?: SetUpCheck };

/** A sent set-up whose outcome is not known: what Check Again needs to tell it and offer the contract. */
export interface SetUpCheck extends TransactionCheck {
  readonly node: NodeConfig;
  readonly plan: SetUpPlan;
  readonly fees: Fees;
  readonly context: RefusalContext;
}

/** Runs the set-up; never throws for what a user can meet (it says it in the outcome). */
export async function runSetUp(options: SetUpRunOptions): Promise<SetUpOutcome> {
  const { l10n, write, signer } = options;
  const title = setUpTitle(l10n);
  const log = (text: string) => options.log?.(singleLine(text, 2000));
  const context = (methods: readonly string[]): RefusalContext => ({ subject: setUpSubject(methods), signers: [signer], rpcUrl: options.node.rpcUrl });
  const fail = (stage: SetUpStage, refusal: RefusalText): SetUpOutcome => {
    log(`${title}: stopped at ${stage}: ${refusal.message}`);
    return { kind: 'failed', stage, refusal };
  };
  const callOptions = { signal: options.signal, timeoutMs: options.timeoutMs, onRequest: options.onRequest };

  // The account as the node verifies it: the script its file gives must be its address's.
  let account;
  try {
    account = write.accountFromVerificationScript(hex.decode(signer.verificationScript), options.addressVersion);
  } catch (error) {
    return fail('plan', refusalText(error, context(['deploy']), l10n));
  }
  if (account.scriptHash !== signer.scriptHash) {
    return fail('plan', { message: l10n.t('The script {0} gives for {1} is that of another account: the file is inconsistent.', singleLine(signer.file, 120), signer.address), fix: '', spent: false });
  }

  // Probe: one request; what the chain holds and what the deploy would do. Nothing is signed.
  options.progress?.({ step: 'probing' });
  let probe: SetUpProbe;
  try {
    probe = await write.probeSetUp(options.node, options.files, account, callOptions);
  } catch (error) {
    return fail('probe', refusalText(error, context(['deploy']), l10n));
  }
  log(`${title}: probed ${probe.contractHash} on magic ${probe.network.magic} in ${probe.requests} request(s): ${probe.existing ? `deployed already (${probe.existing.nns ? 'an NNS contract' : 'not an NNS contract'})` : probe.deploy.kind === 'deployed' ? `the test deploy consumed ${probe.deploy.gasConsumed} datoshi` : `the test deploy FAULTed: ${probe.deploy.exception}`}.`);
  // One network for the whole set-up: the one the command started on.
  const { chain } = options;
  try {
    write.checkSameNetwork(chain, probe.network);
    write.checkHeight(chain, probe.chain.blockCount);
  } catch (error) {
    return fail('probe', refusalText(error, context(['deploy']), l10n));
  }
  if (signer.networkMagic !== undefined && signer.networkMagic !== chain.network.magic) {
    return fail('plan', otherChainText(signer, chain.network.magic, l10n));
  }

  // Plan: the steps still needed; a wrong committee, a root or price the contract would refuse, a deploy the node refused: stopped here.
  let plan: SetUpPlan;
  try {
    plan = write.planSetUp(probe, options.files, { account, ...(options.root === undefined ? {} : { root: options.root }), ...(options.price === undefined ? {} : { price: options.price }) });
  } catch (error) {
    return fail('plan', refusalText(error, context(['deploy']), l10n));
  }
  log(`${title}: ${plan.steps.map((step) => step.kind).join(', ')}; ${plan.transactions.length} transaction(s).`);
  const [transaction] = plan.transactions;
  if (!transaction) return { kind: 'done', contractHash: plan.contractHash, plan, text: setUpDoneText(plan, undefined, l10n) };

  const methods = transaction.calls.map((call) => call.method);
  const result = await runTransaction({
    ...options, title, context: context(methods), chain, calls: transaction.calls, accounts: transaction.signers, signers: [signer],
    progress: options.progress,
    saving: { stem: `setUpNns-${options.root ?? 'neo'}`, after: { setUpContract: plan.contractHash } },
    confirmation: (prepared) => setUpConfirmationText({
      plan, prepared, signer, contractName: options.files.manifest.manifest.name, files: options.paths,
    }, l10n),
    // The deploy's own refusals in words: the contract exists already (same NEF and sender), the node's GAS limit for tests.
    preparationError: (error) => {
      const exception = write.isTransactionError(error, 'FAULT') ? error.exception : undefined;
      return exception && plan.deploys && /already exists|gas limit exceeded|insufficient gas/i.test(exception) ? write.setUpFault(exception, plan.contractHash) : error;
    },
  });
  switch (result.kind) {
    case 'declined': return { kind: 'declined' };
    case 'saved': return { kind: 'saved', contractHash: plan.contractHash, file: result.file, message: result.message };
    case 'failed': {
      const { check, ...failed } = result;
      const found = check && result.fees ? { ...check, node: options.node, plan, fees: result.fees, context: { ...context(methods), transactionHash: check.hash } } : undefined;
      return { ...failed, ...(found ? { check: found } : {}) };
    }
    case 'done': return { kind: 'done', contractHash: plan.contractHash, plan, hash: result.hash, fees: result.fees, text: setUpDoneText(plan, result.reported, l10n) };
  }
}

/** Check Again for a set-up: its transaction looked up (waited for in the pool); in a block and HALTed, the contract offered. */
export async function checkSetUp(options: Pick<CheckRun, 'write' | 'l10n' | 'progress' | 'log' | 'onRequest' | 'signal' | 'timeoutMs' | 'pollIntervalMs'> & { readonly check: SetUpCheck }): Promise<SetUpOutcome> {
  const { check, l10n } = options;
  const result = await checkTransaction({ ...options, title: setUpTitle(l10n), hash: check.hash, validUntilBlock: check.validUntilBlock, node: check.node, context: check.context });
  if (result.kind === 'done') {
    return { kind: 'done', contractHash: check.plan.contractHash, plan: check.plan, hash: check.hash, fees: check.fees, text: setUpDoneText(check.plan, result.reported, l10n) };
  }
  return { kind: 'failed', stage: result.stage, refusal: result.refusal, hash: check.hash, fees: check.fees, ...(result.check ? { check } : {}) };
}
