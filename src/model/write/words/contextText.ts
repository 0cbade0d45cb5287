// The words of signing elsewhere: the confirmation's second button (and why Sign and Send is absent), the
// file's default name, what a save says, a context file's refusals, the confirmation of sending one (its
// saved words, or the calls of one from elsewhere) and its read-only document. Chain text is single lines.
import { PUBLIC_NETWORKS, scriptHashToAddress, type NodeConfig } from '../../../core';
import type { ContextInspection, DecodedArgument, InspectedSigner, PreparedTransaction, SignerStatus } from '../../../core/write';
import { knownContract } from '../../hover/knownContracts';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';
import { exactValue, redactUrl, singleLine } from '../../text/untrustedText';
import type { SigningAccount } from '../accounts/signingAccounts';
import { networkText, type ConfirmationText } from './confirmationText';
import { accountKindText, missingSignaturesText, signedByText } from './elsewhereText';
import type { RefusalText } from './refusalText';
import { durationText, validityText } from './transactionFacts';

const line = (text: string, max = 120) => singleLine(text, max);

/** The confirmation's second button. */
export function saveButtonText(l10n: Localizer): string {
  return l10n.t('Save for Signing Elsewhere…');
}

/**
 * The confirmation with Save for Signing Elsewhere… where the run can save; where a signer signs
 * elsewhere, without Sign and Send, and why first in its detail.
 */
export function withSigningElsewhere(text: ConfirmationText, signers: readonly SigningAccount[], canSave: boolean, l10n: Localizer): ConfirmationText {
  const elsewhere = signers.filter((signer) => signer.signsElsewhere);
  const saving = canSave ? { save: saveButtonText(l10n) } : {};
  if (elsewhere.length === 0) return { ...text, ...saving };
  const why = l10n.t('Sign and Send is not offered: {0} sign{1} elsewhere. Save the transaction for signing elsewhere; once signed, Send Signed Transaction… sends it.',
    elsewhere.map((signer) => `${signer.address} (${accountKindText(signer, l10n)})`).join(', '), elsewhere.length === 1 ? 's' : '');
  return { message: text.message, detail: `${why}\n${text.detail}`, ...saving };
}

/** The file's default name: the operation and its name, in letters a file system takes anywhere. */
export function contextFileName(stem: string): string {
  const safe = stem.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[.]+/, '').slice(0, 100);
  return `${safe || 'transaction'}.context.json`;
}

/** What a save says: where, that nothing was sent, whose signatures are missing, until when it is valid. */
export function savedText(
  file: string, statuses: readonly SignerStatus[], prepared: Pick<PreparedTransaction, 'network' | 'blockCount' | 'validUntilBlock'>, l10n: Localizer,
): string {
  const validity = validityText(prepared, l10n);
  const missing = missingSignaturesText(statuses, l10n);
  return missing === ''
    ? l10n.t('Saved {0}: every signature is in it, and nothing was sent. Send it with Send Signed Transaction… while it is {1}.', line(file, 200), validity)
    : l10n.t('Saved {0}; nothing was sent. Missing signatures: {1}. Sign it elsewhere (neo-go wallet sign, neo-cli sign), then Send Signed Transaction… while it is {2}.',
      line(file, 200), missing, validity);
}

/** A context file's refusals in words (the write module's CONTEXT_* and INVALID_CONTEXT); undefined for any other error. */
export function contextRefusalText(error: unknown, file: string, l10n: Localizer): RefusalText | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionError') return undefined;
  const failure = error as Error & {
    code?: string; changes?: readonly string[]; networkMagic?: number; answeredMagic?: number; validUntilBlock?: number; blockCount?: number;
    signers?: readonly SignerStatus[]; account?: string; publicKey?: string;
  };
  const where = line(file, 200);
  const stopped = (message: string, fix: string): RefusalText => ({ message, fix, spent: false });
  switch (failure.code) {
    case 'INVALID_CONTEXT': return stopped(
      l10n.t('{0} is not a contract parameters context NNS Explorer can read: {1} Nothing was sent.', where, line(failure.message, 300)),
      l10n.t('Choose the file NNS Explorer saved, as neo-go\'s wallet sign or neo-cli\'s sign wrote it back.'),
    );
    case 'CONTEXT_CHANGED': return stopped(
      failure.changes?.includes('hash')
        ? l10n.t('The transaction in {0} was changed: its data no longer has the hash the file gives. Nothing was sent.', where)
        : changedText(where, failure.changes ?? [], l10n),
      l10n.t('Sign the file NNS Explorer saved without changing it, or run the operation again and save a new one.'),
    );
    case 'CONTEXT_OTHER_NETWORK': return stopped(
      l10n.t('The transaction in {0} is for {1}; the node of the settings is on {2}. Nothing was sent.', where, magicText(failure.networkMagic, l10n), magicText(failure.answeredMagic, l10n)),
      l10n.t('Set nns.rpcUrl to a node of {0}, then send it again.', magicText(failure.networkMagic, l10n)),
    );
    case 'CONTEXT_EXPIRED': return stopped(
      l10n.t('The transaction in {0} could enter blocks up to {1}, and the chain is past it (its next block is {2}): it can never be sent. Nothing was sent.',
        where, l10n.count(failure.validUntilBlock ?? 0), l10n.count(failure.blockCount ?? 0)),
      l10n.t('Run the operation again and save a new file: a transaction stays valid for about an hour.'),
    );
    case 'CONTEXT_INCOMPLETE': return stopped(
      l10n.t('Signatures are missing in {0}: {1}. Nothing was sent.', where, missingSignaturesText(failure.signers ?? [], l10n)),
      l10n.t('Have them added (neo-go wallet sign --in {0} --out {0} --address <the signer>, or neo-cli\'s sign), then send it again.', where),
    );
    case 'CONTEXT_BAD_SIGNATURE': return stopped(
      failure.publicKey
        ? l10n.t('A signature in {0} does not verify: that of {1} by the key {2}, for this transaction on its network. Nothing was sent.', where, failure.account ?? '', failure.publicKey)
        : l10n.t('A signature in {0} does not verify for {1}, for this transaction on its network. Nothing was sent.', where, failure.account ?? ''),
      l10n.t('Have it signed again, by the wallet of that key, from the file NNS Explorer saved.'),
    );
    default: return undefined;
  }
}

/** What differs, the verb agreeing with it ("its nonce differs", "its attributes differ"). */
function changedText(where: string, changes: readonly string[], l10n: Localizer): string {
  const words = changes.map((change) => changeText(change, l10n));
  const listed = words.length > 1 ? l10n.t('{0} and {1}', words.slice(0, -1).join(', '), words.at(-1)!) : words[0] ?? changeText('data', l10n);
  const plural = changes.length !== 1 || !['network', 'nonce', 'systemFee', 'networkFee', 'validUntilBlock', 'script'].includes(changes[0]!);
  return plural
    ? l10n.t('The transaction in {0} is not the one saved here: its {1} differ. Nothing was sent.', where, listed)
    : l10n.t('The transaction in {0} is not the one saved here: its {1} differs. Nothing was sent.', where, listed);
}

function changeText(change: string, l10n: Localizer): string {
  switch (change) {
    case 'network': return l10n.t('network');
    case 'nonce': return l10n.t('nonce');
    case 'systemFee': return l10n.t('system fee');
    case 'networkFee': return l10n.t('network fee');
    case 'validUntilBlock': return l10n.t('last valid block');
    case 'signers': return l10n.t('signers or their scopes');
    case 'attributes': return l10n.t('attributes');
    case 'script': return l10n.t('script (the calls it makes)');
    default: return l10n.t('bytes');
  }
}

function magicText(magic: number | undefined, l10n: Localizer): string {
  return magic === undefined ? l10n.t('another network') : networkText(magic, l10n);
}

/** Where the chain is and how long the transaction can still enter a block. */
function stillValidText(validUntilBlock: number, blockCount: number, msPerBlock: number | undefined, l10n: Localizer): string {
  const left = validUntilBlock - blockCount + 1;
  return msPerBlock
    ? l10n.t('it can enter blocks until {0}: about {1} from now (the chain is at block {2})', l10n.count(validUntilBlock), durationText(left * msPerBlock, l10n), l10n.count(blockCount - 1))
    : l10n.t('it can enter blocks until {0}: {1} more blocks (the chain is at block {2})', l10n.count(validUntilBlock), l10n.count(left), l10n.count(blockCount - 1));
}

export interface SendConfirmationInput {
  /** The confirmation's words when it was saved. */
  readonly saved: { readonly message: string; readonly detail: string; readonly rpcUrl: string };
  readonly hash: string;
  readonly validUntilBlock: number;
  readonly statuses: readonly SignerStatus[];
  /** The node it goes to (the settings' now), the chain's block count and block time. */
  readonly node: NodeConfig;
  readonly blockCount: number;
  readonly msPerBlock?: number;
}

/** The confirmation of a saved transaction signed elsewhere: the words it was saved with, who signed, and where the chain is now. */
export function sendConfirmationText(input: SendConfirmationInput, l10n: Localizer): ConfirmationText {
  const lines = [
    input.saved.detail,
    l10n.t('Signed elsewhere: {0}', signedByText(input.statuses, l10n)),
    ...(input.node.rpcUrl === input.saved.rpcUrl ? [] : [l10n.t('Sent to the node of the settings now: {0}', redactUrl(input.node.rpcUrl))]),
    l10n.t('Transaction {0} now: {1}', input.hash, stillValidText(input.validUntilBlock, input.blockCount, input.msPerBlock, l10n)),
  ];
  return { message: input.saved.message, detail: lines.join('\n'), button: sendButtonText(l10n) };
}

export function sendButtonText(l10n: Localizer): string {
  return l10n.t('Send');
}

/** The button of a context from elsewhere's confirmation that shows its document and sends nothing. */
export function showTransactionButtonText(l10n: Localizer): string {
  return l10n.t('Show Transaction');
}

export interface ForeignInput {
  readonly inspection: ContextInspection;
  readonly node: NodeConfig;
  readonly addressVersion: number;
  readonly blockCount: number;
  readonly msPerBlock?: number;
}

/**
 * The confirmation of a context this workspace did not save: it lists what the transaction does (its
 * calls, signers and scopes, fees, validity, network), and sends only a script of plain contract calls.
 */
export function foreignConfirmationText(input: ForeignInput, l10n: Localizer): ConfirmationText & { readonly show: string } {
  const { inspection } = input;
  const network = networkText(inspection.network, l10n);
  const tx = inspection.transaction;
  const lines = [
    l10n.t('NNS Explorer did not save this transaction in this workspace: read what it does before sending it.'),
    ...globalLines(inspection.signers, l10n),
    l10n.t('Network: {0} · node {1}', network, redactUrl(input.node.rpcUrl)),
    ...callLines(inspection, input, l10n),
    ...inspection.signers.map((signer, index) => signerLine(signer, index, l10n)),
    l10n.t('System fee: {0}', formatGas(tx.systemFee)),
    l10n.t('Network fee: {0}', formatGas(tx.networkFee)),
    l10n.t('Total: {0}', formatGas(tx.systemFee + tx.networkFee)),
    l10n.t('Transaction {0}: {1}', inspection.hash, stillValidText(tx.validUntilBlock, input.blockCount, input.msPerBlock, l10n)),
  ];
  const message = PUBLIC_NETWORKS[inspection.network] === 'MainNet'
    ? l10n.t('MainNet: this spends real GAS. Send a transaction NNS Explorer did not prepare?')
    : l10n.t('Send a transaction NNS Explorer did not prepare, on {0}?', network);
  const sendable = inspection.calls.plain;
  return { message, detail: lines.join('\n'), ...(sendable ? { button: sendButtonText(l10n) } : {}), show: showTransactionButtonText(l10n) };
}

/** A signer whose witness holds anywhere: first, as a warning. */
function globalLines(signers: readonly InspectedSigner[], l10n: Localizer): string[] {
  return signers.filter((signer) => signer.scopes.includes('Global'))
    .map((signer) => l10n.t('Unusual: {0} signs with the Global scope: every contract the script calls may act as this account.', signer.address));
}

function callLines(inspection: ContextInspection, input: Pick<ForeignInput, 'node' | 'addressVersion'>, l10n: Localizer): string[] {
  const calls = inspection.calls;
  if (!calls.plain) {
    return [l10n.t('Its script does more than call contracts ({0}, at byte {1}): NNS Explorer does not send what it cannot show you.', line(calls.reason, 200), calls.offset)];
  }
  return calls.calls.map((call, index) => {
    const known = knownContract(call.contractHash, input.node.contractHash);
    const contract = known ? `${call.contractHash} (${known.kind === 'nns' ? l10n.t('the NNS contract of the settings') : known.name})` : call.contractHash;
    const args = call.args.map((arg) => argumentText(arg, input.addressVersion, l10n)).join(', ');
    return l10n.t('Call {0}: {1} {2}({3}){4}', index + 1, contract, line(call.method, 60), args, call.assertResult ? ' + ASSERT' : '');
  });
}

function signerLine(signer: InspectedSigner, index: number, l10n: Localizer): string {
  const scopes = signer.scopes.join(', ') || 'None';
  const restricted = [...signer.allowedContracts.map((hash) => hash), ...signer.allowedGroups.map((group) => group)];
  const where = restricted.length > 0 ? l10n.t('{0}: {1}', scopes, restricted.join(', ')) : scopes;
  const signed = signer.complete ? l10n.t('signed') : l10n.t('not signed');
  return index === 0
    ? l10n.t('Signer, pays the fees: {0} · scopes {1} · {2}', signer.address, where, signed)
    : l10n.t('Signer: {0} · scopes {1} · {2}', signer.address, where, signed);
}

/** The longest value shown whole. */
const MAX_VALUE = 300;

/** A value a script pushes: text where its bytes are printable UTF-8, an address where they are a script hash's twenty, else hex. */
export function argumentText(arg: DecodedArgument, addressVersion: number, l10n: Localizer): string {
  switch (arg.type) {
    case 'Integer': return arg.value.toString();
    case 'Boolean': return String(arg.value);
    case 'Any': return 'null';
    case 'Array':
    case 'Struct': return `[${arg.value.map((item) => argumentText(item, addressVersion, l10n)).join(', ')}]`;
    case 'Map': return `{${arg.value.map((entry) => `${argumentText(entry.key, addressVersion, l10n)}: ${argumentText(entry.value, addressVersion, l10n)}`).join(', ')}}`;
    case 'ByteArray': return bytesText(arg.value, addressVersion, l10n);
  }
}

function bytesText(bytes: Uint8Array, addressVersion: number, l10n: Localizer): string {
  const text = printable(bytes);
  if (bytes.length === 20 && text === undefined) {
    const hash = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).reverse().join('')}`;
    return scriptHashToAddress(hash, addressVersion);
  }
  if (text !== undefined) return exactValue(text, MAX_VALUE, l10n);
  const shown = Array.from(bytes.subarray(0, MAX_VALUE / 2), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return bytes.length > MAX_VALUE / 2 ? l10n.t('0x{0}… ({1} bytes)', shown, l10n.count(bytes.length)) : `0x${shown}`;
}

/** The bytes as text where they are UTF-8 without control characters. */
function printable(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return /[\p{Cc}\p{Cf}]/u.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

export interface InspectionInput extends ForeignInput {
  /** The file's name, and the title it was saved with here, if it was. */
  readonly file: string;
  readonly savedAs?: string;
  /** The node's network magic now. */
  readonly nodeMagic: number;
}

/** The read-only document of a context's transaction: what it calls, who signs with which scopes, its fees, validity and network, and its signatures. */
export function inspectionDocument(input: InspectionInput, l10n: Localizer): string {
  const { inspection } = input;
  const tx = inspection.transaction;
  const expired = tx.validUntilBlock < input.blockCount;
  const lines = [
    l10n.t('Transaction {0}', inspection.hash),
    l10n.t('File: {0}', line(input.file, 300)),
    input.savedAs ? l10n.t('Saved by NNS Explorer in this workspace: {0}', line(input.savedAs, 300)) : l10n.t('Not saved by NNS Explorer in this workspace.'),
    '',
    l10n.t('Network: {0}', networkText(inspection.network, l10n)),
    inspection.network === input.nodeMagic
      ? l10n.t('The node of the settings ({0}) is on this network.', redactUrl(input.node.rpcUrl))
      : l10n.t('The node of the settings ({0}) is on {1}: it cannot take this transaction.', redactUrl(input.node.rpcUrl), networkText(input.nodeMagic, l10n)),
    expired
      ? l10n.t('Valid until block {0}: expired, the chain is at block {1}.', l10n.count(tx.validUntilBlock), l10n.count(input.blockCount - 1))
      : l10n.t('Valid: {0}.', stillValidText(tx.validUntilBlock, input.blockCount, input.msPerBlock, l10n)),
    l10n.t('System fee: {0}', formatGas(tx.systemFee)),
    l10n.t('Network fee: {0}', formatGas(tx.networkFee)),
    l10n.t('Nonce: {0}', tx.nonce),
    ...(tx.attributes.length > 0 ? [l10n.t('Attributes: {0}', tx.attributes.map((attribute) => attribute.type).join(', '))] : []),
    '',
    l10n.t('Calls:'),
    ...callLines(inspection, input, l10n).map((each) => `  ${each}`),
    ...(inspection.calls.plain ? [] : inspection.calls.instructions.slice(0, 200).map((instruction) => `    ${instruction.offset} ${instruction.name}`)),
    '',
    l10n.t('Signers (the first pays the fees):'),
    ...inspection.signers.flatMap((signer) => [
      `  ${signerLine(signer, 1, l10n).replace(/^[^:]*: /, '')}`,
      ...(signer.kind === 'unknown' ? [`    ${l10n.t('its verification script is not in the file yet')}`] : [
        `    ${signer.kind === 'multisig' ? l10n.t('{0}-of-{1} multisig', signer.needed ?? 0, signer.publicKeys.length) : l10n.t('signature account')}`,
        ...signer.publicKeys.map((key) => `    ${key}: ${signer.signedBy.includes(key) ? l10n.t('signed') : l10n.t('not signed')}`),
      ]),
    ]),
    ...globalLines(inspection.signers, l10n),
    '',
    inspection.badSignatures.length > 0
      ? l10n.t('Signatures that do not verify: {0}', inspection.badSignatures.map((bad) => `${bad.account}${bad.publicKey ? ` (${bad.publicKey})` : ''}`).join(', '))
      : inspection.complete ? l10n.t('Every signature is in it: it can be sent.') : l10n.t('Missing signatures: {0}', missingSignaturesText(inspection.signers, l10n)),
  ];
  return `${lines.join('\n')}\n`;
}

/** The progress notification's message for a step of sending a signed transaction. */
export function signedStepText(step: { readonly step: 'checking' | 'confirming' | 'sending' } | { readonly step: 'waiting'; readonly blockCount: number; readonly validUntilBlock: number }, l10n: Localizer): string {
  switch (step.step) {
    case 'checking': return l10n.t('Checking the signed transaction (nothing is sent yet)…');
    case 'confirming': return l10n.t('Waiting for your confirmation…');
    case 'sending': return l10n.t('Sending the transaction…');
    case 'waiting': return l10n.t('Waiting for a block: the chain is at block {0}, the transaction is valid until block {1}…', l10n.count(step.blockCount), l10n.count(step.validUntilBlock));
  }
}

/** Once a saved set-up is in a block: use its contract? */
export function setUpSentText(contractHash: string, l10n: Localizer): { readonly message: string; readonly use: string } {
  return { message: l10n.t('The contract {0} is set up on this chain. Use it (nns.contractHash in the workspace settings)?', contractHash), use: l10n.t('Use This Contract') };
}
