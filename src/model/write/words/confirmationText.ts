// The confirmation before anything is signed (a modal: its message, its detail, its button): the
// network in words, the node, the contract, the operation's own lines, who signs, the fees and the
// balance. What is signed is shown exactly (exactValue); other chain and file strings as single lines.
import { PUBLIC_NETWORKS, scriptHashToAddress } from '../../../core';
import type { ContractArgument, PreparedTransaction } from '../../../core/write';
import { walletName } from '../../chains/walletName';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';
import { exactValue, redactUrl, singleLine } from '../../text/untrustedText';
import type { SigningAccount } from '../accounts/signingAccounts';
import { familyText, type ContractWriteApi } from '../contracts/contractApi';
import type { OperationPlan } from '../operations/operationSpec';
import { signsElsewhereText } from './elsewhereText';
import { EXECUTION_ALLOWANCE, unusualFeeLines, validityText } from './transactionFacts';

export interface ConfirmationText {
  /** The modal's message: one line, the operation and the network (MainNet: real GAS first). */
  readonly message: string;
  /** The modal's detail: one fact a line. */
  readonly detail: string;
  /** The button that signs and sends, absent where a signer signs elsewhere; the modal's own Cancel declines. */
  readonly button?: string;
  /** The button that saves the transaction for signing elsewhere, where the run can save it. */
  readonly save?: string;
}

export interface ConfirmationInput {
  readonly prepared: Pick<
    PreparedTransaction, 'node' | 'network' | 'call' | 'hash' | 'systemFee' | 'networkFee' | 'feePolicy' | 'gasSent' | 'balanceBefore' | 'balanceAfter' | 'blockCount' | 'validUntilBlock'
  >;
  readonly plan: Pick<OperationPlan, 'parameters' | 'price'>;
  /** The operation in a line ("Register alice.neo for NXku…xyLM"), and its own lines: its values, then its notes. */
  readonly title: string;
  readonly lines: readonly string[];
  readonly api: ContractWriteApi;
  /** In the order of the transaction's signers: the first pays. */
  readonly signers: readonly SigningAccount[];
  /** The GAS the contract burns (its price × years), when read. */
  readonly price?: bigint;
}

/** MainNet, TestNet, or "a private chain (magic N)". */
export function networkText(magic: number, l10n: Localizer): string {
  const network = PUBLIC_NETWORKS[magic];
  if (network === 'MainNet') return l10n.t('MainNet');
  if (network === 'TestNet') return l10n.t('TestNet');
  return l10n.t('a private chain (magic {0})', magic);
}

const line = (text: string, max = 120) => singleLine(text, max);

/** An account as the dialog names it: its label (wallet) and whole address. */
export function signerText(account: SigningAccount, l10n: Localizer): string {
  if (account.signsElsewhere) return signsElsewhereText(account, l10n);
  if (account.committee) return l10n.t('the committee {0} ({1} of {2} keys)', account.address, account.threshold, account.publicKeys.length);
  const wallet = walletName(account.wallet, account.file);
  const who = `${account.label ? `${line(account.label, 60)} · ` : ''}${wallet ? `${wallet}, ` : ''}${line(account.file, 120)}`;
  const multisig = account.kind === 'multisig' ? ` ${l10n.t('({0}-of-{1} multisig)', account.threshold, account.publicKeys.length)}` : '';
  return `${account.address} (${who})${multisig}`;
}

/** The modal's text for a prepared transaction. */
export function confirmationText(input: ConfirmationInput, l10n: Localizer): ConfirmationText {
  const { prepared, plan } = input;
  return framedConfirmation({
    ...input,
    lines: [l10n.t('Call: {0}', callText(prepared.call, plan, prepared.network.addressVersion, l10n)), ...input.lines],
    expectedSystemFee: expectedSystemFee(plan, input.price),
  }, l10n);
}

/** A transaction of several calls (a names file's batch): what it does in its own lines, in the same frame. */
export interface CallsConfirmationInput {
  readonly prepared: ConfirmationInput['prepared'];
  /** The transaction in a line ("Apply mydapp.nns.json: 3 changes"). */
  readonly title: string;
  /** What it does, one a line; every value that is signed shown exactly. */
  readonly lines: readonly string[];
  readonly api: ContractWriteApi;
  readonly signers: readonly SigningAccount[];
  /** The GAS the contract burns for all its calls (prices × years), when read. */
  readonly price?: bigint;
  /** The most its system fee is on an honest chain; undefined: not judged. */
  readonly expectedSystemFee?: bigint;
}

/** The modal's text for a transaction of several calls. */
export function callsConfirmationText(input: CallsConfirmationInput, l10n: Localizer): ConfirmationText {
  return framedConfirmation(input, l10n);
}

/** The frame every confirmation shares: network, node, contract, the transaction's own lines, signers, fees, balance, validity. */
function framedConfirmation(input: CallsConfirmationInput, l10n: Localizer): ConfirmationText {
  const { prepared, api, signers, title } = input;
  const network = networkText(prepared.network.magic, l10n);
  const unusual = unusualFeeLines(prepared, input.expectedSystemFee, l10n);
  const message = confirmationMessage(title, prepared.network.magic, unusual.length > 0, l10n);

  const sender = signers[0];
  const lines: string[] = [
    ...unusual,
    l10n.t('Network: {0} · node {1}', network, redactUrl(prepared.node.rpcUrl)),
    l10n.t('Contract: {0} {1} — {2}', line(api.name, 60) || l10n.t('(no name)'), api.hash, familyText(api.family, l10n)),
    ...input.lines,
    ...signers.map((account, index) => index === 0
      ? l10n.t('Signer, pays the fees: {0}', signerText(account, l10n))
      : l10n.t('Signer: {0}', signerText(account, l10n))),
    input.price !== undefined && input.price > 0n
      ? l10n.t('System fee: {0}, of which {1} is the price the contract burns', formatGas(prepared.systemFee), formatGas(input.price))
      : l10n.t('System fee: {0}', formatGas(prepared.systemFee)),
    l10n.t('Network fee: {0}', formatGas(prepared.networkFee)),
    ...(prepared.gasSent !== 0n ? [l10n.t('GAS sent by the call: {0}', formatGas(prepared.gasSent))] : []),
    l10n.t('Total: {0}', formatGas(prepared.systemFee + prepared.networkFee + prepared.gasSent)),
    ...(sender ? [l10n.t('Balance of {0}: {1} now, {2} after', sender.address, formatGas(prepared.balanceBefore), formatGas(prepared.balanceAfter))] : []),
    l10n.t('Transaction {0}: {1} (the chain is at block {2})', prepared.hash, validityText(prepared, l10n), l10n.count(prepared.blockCount - 1)),
    ...keysText(signers, l10n),
  ];
  return { message, detail: lines.join('\n'), button: l10n.t('Sign and Send') };
}

/**
 * What Sign and Send does with the keys, the confirmation's last line (none without keys): this modal is the deliberate
 * step for every account; a NEP-6 password that follows is the wallet's lock, not a second confirmation.
 */
export function keysText(signers: readonly SigningAccount[], l10n: Localizer): string[] {
  // A signer that signs elsewhere: no Sign and Send, only Save for Signing Elsewhere….
  if (signers.some((account) => account.signsElsewhere)) return [];
  const used = signers.flatMap((account) => account.keyHolders.slice(0, account.threshold));
  if (used.length === 0) return [];
  const files = (holders: typeof used) => [...new Set(holders.map((holder) => line(holder.file, 120)))].join(', ');
  const locked = used.filter((holder) => holder.format === 'nep6');
  return [locked.length === 0
    ? l10n.t('Sign and Send signs at once with the key in {0}: no password is asked.', files(used))
    : l10n.t('Sign and Send asks the password of {0} (unless kept unlocked), then signs.', files(locked))];
}

/** The modal's first line: the operation and the network (MainNet: real GAS first), and unusual fees before anything else. */
export function confirmationMessage(title: string, magic: number, unusualFees: boolean, l10n: Localizer): string {
  const text = PUBLIC_NETWORKS[magic] === 'MainNet'
    ? l10n.t('MainNet: this spends real GAS. {0}?', title)
    : l10n.t('{0} on {1}?', title, networkText(magic, l10n));
  return unusualFees ? l10n.t('Unusual fees. {0}', text) : text;
}

/** What the operation costs at most on an honest chain: its price (where it burns one and it was read) and its execution. */
function expectedSystemFee(plan: ConfirmationInput['plan'], price: bigint | undefined): bigint | undefined {
  if (!plan.price) return EXECUTION_ALLOWANCE;
  return price === undefined ? undefined : price + EXECUTION_ALLOWANCE;
}

/** The call as the ABI names its parameters, with the values given. */
function callText(call: ConfirmationInput['prepared']['call'], plan: ConfirmationInput['plan'], addressVersion: number, l10n: Localizer): string {
  const names = plan.parameters;
  const args = call.args.map((arg, index) => `${names[index] ? `${line(names[index]!, 32)}: ` : ''}${argumentText(arg, addressVersion, l10n)}`);
  return `${line(call.method, 40)}(${args.join(', ')})${call.assertResult ? ' + ASSERT' : ''}`;
}

/** The longest value of the call shown whole: an NNS name, a record's data, fit. */
const MAX_VALUE = 300;

function argumentText(arg: ContractArgument, addressVersion: number, l10n: Localizer): string {
  switch (arg.type) {
    case 'String': return exactValue(arg.value, MAX_VALUE, l10n);
    case 'Hash160': return scriptHashToAddress(arg.value, addressVersion);
    case 'Integer': return arg.value.toString();
    case 'Boolean': return String(arg.value);
    case 'ByteArray': return bytesText(arg.value, l10n);
    case 'Array': return `[${arg.value.map((item) => argumentText(item, addressVersion, l10n)).join(', ')}]`;
    case 'Any': return 'null';
  }
}

/** Bytes that are UTF-8 text as that text, exactly; others in hex (a replacement character would hide which bytes they are). */
function bytesText(bytes: Uint8Array, l10n: Localizer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const shown = Array.from(bytes.subarray(0, MAX_VALUE / 2), (byte) => byte.toString(16).padStart(2, '0')).join('');
    return bytes.length > MAX_VALUE / 2 ? l10n.t('0x{0}… ({1} bytes)', shown, l10n.count(bytes.length)) : `0x${shown}`;
  }
  return exactValue(text, MAX_VALUE, l10n);
}
