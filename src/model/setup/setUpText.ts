// Set Up NNS on This Chain… in words: its confirmation (the network, the contract and its files, each
// step, what the contract's own _deploy did, the fees, the committee that signs), its outcomes and its
// prompts. The root it adds is shown exactly; manifest names and roots as single visible lines.
import type { ContractCall, ContractReadout, PreparedTransaction, PriceReadout, SetUpPlan, SetUpStep } from '../../core/write';
import { formatGas } from '../text/gas';
import type { Localizer } from '../text/localizer';
import { exactValue, redactUrl, singleLine } from '../text/untrustedText';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import { keysText, networkText, signerText, type ConfirmationText } from '../write/words/confirmationText';
import type { WriteSubject } from '../write/words/refusalText';
import { EXECUTION_ALLOWANCE, expectedDeployFee, unusualFeeLines, validityText } from '../write/words/transactionFacts';
import type { ContractFilePaths } from './contractFiles';

const line = (text: string, max = 120) => singleLine(text, max);

export interface SetUpConfirmationInput {
  readonly plan: Pick<SetUpPlan, 'steps' | 'before' | 'deploys' | 'contractHash'>;
  readonly prepared: Pick<
    PreparedTransaction, 'node' | 'network' | 'contractCalls' | 'hash' | 'systemFee' | 'networkFee' | 'feePolicy' | 'gasSent' | 'balanceBefore' | 'balanceAfter' | 'blockCount' | 'validUntilBlock'
  >;
  /** The committee's account, which signs and pays. */
  readonly signer: SigningAccount;
  /** The manifest's name (untrusted) and the files it came from. */
  readonly contractName: string;
  readonly files: ContractFilePaths;
}

/** The title of the set-up, for the log, the progress and the outcome. */
export function setUpTitle(l10n: Localizer): string {
  return l10n.t('Set up NNS');
}

/** The set-up as its refusals name it: the calls of its script, signed by the committee; its FAULTs worded whole by the write module. */
export function setUpSubject(methods: readonly string[]): WriteSubject {
  return { method: methods.join(' + '), committee: true, faultSaidWhole: true };
}

/** One step in words. */
export function stepText(step: SetUpStep, l10n: Localizer): string {
  switch (step.kind) {
    case 'deploy': return l10n.t('Deploy the contract: its hash will be {0}', step.contractHash);
    case 'useExisting': return l10n.t('Use the contract {0}, deployed already from these files by this account (not deployed again)', step.contractHash);
    case 'addRoot': return l10n.t('Add the top-level domain {0}', exactValue(step.root, 60, l10n));
    case 'rootPresent': return l10n.t('The top-level domain .{0} is there already', line(step.root, 20));
    case 'setPrice': return l10n.t('Set the price of a name to {0} (now: {1})', formatGas(step.price), priceReadoutText(step.before, l10n));
    case 'pricePresent': return l10n.t('The price of a name is {0} already', formatGas(step.price));
  }
}

/** What a contract asks for a name, as read. */
export function priceReadoutText(price: PriceReadout, l10n: Localizer): string {
  switch (price.kind) {
    case 'single': return formatGas(price.price);
    case 'byLength': {
      const parts = price.byLength.map((value, index) => `${index + 1}: ${value < 0n ? l10n.t('closed') : formatGas(value)}`);
      return l10n.t('by length of the name, {0}', parts.join(', '));
    }
    case 'unknown': return l10n.t('not read');
  }
}

/** What a contract holds: its roots and how many names. */
export function readoutText(readout: ContractReadout, l10n: Localizer): string {
  const roots = readout.roots.length === 0
    ? l10n.t('no top-level domain')
    : l10n.t('the top-level domains {0}', readout.roots.map((root) => `.${line(root, 20)}`).join(', ') + (readout.rootsComplete ? '' : ', …'));
  const names = readout.totalSupply === 1n ? l10n.t('1 name') : l10n.t('{0} names', readout.totalSupply.toString());
  return l10n.t('{0} and {1}', roots, names);
}

/** The confirmation's text: nothing is signed before its button. */
export function setUpConfirmationText(input: SetUpConfirmationInput, l10n: Localizer): ConfirmationText {
  const { plan, prepared, signer } = input;
  const network = networkText(prepared.network.magic, l10n);
  const methods = prepared.contractCalls.map((call) => line(call.method, 40));
  const unusual = unusualFeeLines(prepared, expectedSetUpFee(plan.deploys ? prepared.contractCalls[0] : undefined), l10n);
  const lines = [
    ...unusual,
    l10n.t('Network: {0} · node {1}', network, redactUrl(prepared.node.rpcUrl)),
    l10n.t('Contract: {0} from {1} and {2}', line(input.contractName, 60) || l10n.t('(no name)'), line(input.files.nef, 120), line(input.files.manifest, 120)),
    ...plan.steps.map((step, index) => `${index + 1}. ${stepText(step, l10n)}`),
    plan.deploys
      ? l10n.t('After its own _deploy the contract holds {0}.', readoutText(plan.before, l10n))
      : l10n.t('The contract holds {0}.', readoutText(plan.before, l10n)),
    l10n.t('One transaction ({0}): {1}', methods.join(' + '), prepared.hash),
    l10n.t('Signer, pays the fees: {0}', signerText(signer, l10n)),
    l10n.t('System fee: {0}', formatGas(prepared.systemFee)),
    l10n.t('Network fee: {0}', formatGas(prepared.networkFee)),
    ...(prepared.gasSent !== 0n ? [l10n.t('GAS sent by the calls: {0}', formatGas(prepared.gasSent))] : []),
    l10n.t('Total: {0}', formatGas(prepared.systemFee + prepared.networkFee + prepared.gasSent)),
    l10n.t('Balance of {0}: {1} now, {2} after', signer.address, formatGas(prepared.balanceBefore), formatGas(prepared.balanceAfter)),
    l10n.t('The transaction is {0} (the chain is at block {1})', validityText(prepared, l10n), l10n.count(prepared.blockCount - 1)),
    ...keysText([signer], l10n),
  ];
  const message = plan.deploys ? l10n.t('Set up NNS on {0}: deploy the contract {1}?', network, plan.contractHash) : l10n.t('Complete NNS on {0}: the contract {1}?', network, plan.contractHash);
  return {
    message: unusual.length > 0 ? l10n.t('Unusual fees. {0}', message) : message,
    detail: lines.join('\n'),
    button: l10n.t('Sign and Send'),
  };
}

/** What the set-up's calls cost at most on an honest chain: a deploy's storage of its NEF and manifest, and the calls' execution. */
function expectedSetUpFee(deploy: ContractCall | undefined): bigint {
  if (!deploy) return EXECUTION_ALLOWANCE;
  const bytes = deploy.args.reduce((sum, arg) => sum + (arg.type === 'ByteArray' ? arg.value.length : 0), 0);
  return expectedDeployFee(bytes);
}

/** The message of a set-up that ended with the contract in place, and its button: the setting is written only on its click. */
export interface SetUpDoneText {
  readonly message: string;
  readonly use: string;
}

/**
 * The contract is on the chain with its root and price: sent now (`reported`: what the node reports
 * of its transaction), or found complete already (nothing sent).
 */
export function setUpDoneText(plan: Pick<SetUpPlan, 'steps' | 'contractHash'>, reported: string | undefined, l10n: Localizer): SetUpDoneText {
  const root = plan.steps.find((step) => step.kind === 'addRoot' || step.kind === 'rootPresent');
  const price = plan.steps.find((step) => step.kind === 'setPrice' || step.kind === 'pricePresent');
  const holds = [
    root && (root.kind === 'addRoot' || root.kind === 'rootPresent') ? l10n.t('the top-level domain .{0}', line(root.root, 20)) : undefined,
    price && (price.kind === 'setPrice' || price.kind === 'pricePresent') ? l10n.t('{0} a name', formatGas(price.price)) : undefined,
  ].filter((part): part is string => part !== undefined).join(', ');
  const what = holds ? ` (${holds})` : '';
  return {
    message: reported
      ? l10n.t('NNS is set up on this chain: the contract {0}{1}; {2}. Use it in this workspace (nns.contractHash)?', plan.contractHash, what, reported)
      : l10n.t('NNS is set up on this chain already: the contract {0}{1}, deployed earlier from these files by this account; nothing was sent. Use it in this workspace (nns.contractHash)?', plan.contractHash, what),
    use: l10n.t('Use This Contract'),
  };
}

/** The status bar's line once the setting is written. */
export function contractUsedText(contractHash: string, l10n: Localizer): string {
  return l10n.t('nns.contractHash is now {0} (workspace settings).', contractHash);
}

/** A set-up that stopped: its words and fix, nothing more to do. */
export function setUpFailedText(message: string, fix: string, l10n: Localizer): string {
  return fix ? l10n.t('{0}: {1} {2}', setUpTitle(l10n), message, fix) : l10n.t('{0}: {1}', setUpTitle(l10n), message);
}

/** The progress notification's words for the set-up's own step, the probe (the transaction's are runText's). */
export function setUpProbingText(l10n: Localizer): string {
  return l10n.t('Testing the deploy on the node (nothing is signed yet)…');
}

/** A set-up refused before any request: the node is on MainNet or TestNet, or the workspace holds no committee key. */
export function publicNetworkText(network: 'MainNet' | 'TestNet', l10n: Localizer): string {
  return l10n.t('This node is on {0}, whose NNS contract exists already: Set Up NNS is for a private chain (neo-express, a neo-go private net).', network);
}

/** The settings' contract is an NNS contract on this chain already: a second is deployed only on the button. */
export function alreadySetUpText(contractHash: string, l10n: Localizer): { readonly message: string; readonly button: string } {
  return {
    message: l10n.t('This chain holds an NNS contract already: {0}, the one in the settings. Add Root… and Set Price… change it; deploy another NNS contract anyway?', contractHash),
    button: l10n.t('Deploy Another'),
  };
}

/** The prompts' words: the committee's account, and the titles of the root's and the price's boxes (their prompts are Add Root…'s and Set Price…'s). */
export function setUpPromptText(l10n: Localizer) {
  return {
    accountTitle: l10n.t('Set Up NNS: the committee\'s account'),
    accountPlaceholder: l10n.t('The account that deploys the contract and adds its root: the chain\'s committee'),
    committeeDescription: l10n.t('the chain\'s committee'),
    notCommitteeDescription: l10n.t('not the committee: will be refused'),
    /** The committee's row where the workspace cannot assemble it: it signs elsewhere (how, after a dot). */
    committeeElsewhereDescription: (how: string) => `${l10n.t('the chain\'s committee')} · ${how}`,
    committeeElsewhereDetail: (held: number, needed: number) => l10n.t('The workspace holds {0} of the {1} keys it needs: the set-up is saved for signing elsewhere (neo-go wallet sign, neo-cli sign)', held, needed),
    rootTitle: l10n.t('Set Up NNS: the first top-level domain'),
    priceTitle: l10n.t('Set Up NNS: the price of a name'),
  };
}
