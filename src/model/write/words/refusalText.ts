// Every way a write can stop, in words with its fix: a password, too little GAS, the contract refusing
// (its own words, and what they mean), the node refusing, a FAULT at execution, an expired transaction,
// the settings changed meanwhile. Chain text is single lines; no error here holds a key or a password.
import { NnsError, type NotSentReason, type ScryptLimitProblem } from '../../../core';
import type { TransactionError } from '../../../core/write';
import { describeFailure } from '../../text/failureText';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';
import { redactUrl, singleLine } from '../../text/untrustedText';
import { isKeySourceError } from '../accounts/keySource';
import type { SigningAccount } from '../accounts/signingAccounts';
import { walletAndFile } from '../../chains/walletName';
import type { OperationFault } from '../operations/operationSpec';
import { networkText } from './confirmationText';

export interface RefusalText {
  /** What happened, and whether anything was sent or spent. */
  readonly message: string;
  /** What to do about it; '' when there is nothing to do. */
  readonly fix: string;
  /** Whether GAS was spent (the transaction was in a block). */
  readonly spent: boolean;
  /** The transaction was sent, or may have been: what became of it is known only by looking it up (Check Again). */
  readonly unknown?: true;
  /** The user stopped it (a password box closed, Cancel): no error to show. */
  readonly cancelled?: true;
}

/** What a write was asked to do, as its refusals name it: a name operation, or setting NNS up. */
export interface WriteSubject {
  /** What it calls, for the sentence of a FAULT: "register", "deploy + addRoot + setPrice". */
  readonly method: string;
  /** The committee signs it: a refusal for want of a witness is the committee's. */
  readonly committee: boolean;
  /** Its own fix for what the contract said; undefined: the words every write shares. */
  readonly fix?: (fault: OperationFault, l10n: Localizer) => string | undefined;
  /** Its FAULTs come worded whole by the write module (the set-up's deploy): said as they are. */
  readonly faultSaidWhole?: boolean;
}

export interface RefusalContext {
  readonly subject: WriteSubject;
  readonly signers: readonly SigningAccount[];
  readonly rpcUrl: string;
  /** The transaction's hash, once it was computed. */
  readonly transactionHash?: string;
}

const said = (text: string | undefined, max = 200) => singleLine(text ?? '', max);

/** The error the write path threw, in words with its fix. */
export function refusalText(error: unknown, context: RefusalContext, l10n: Localizer): RefusalText {
  const stopped = (message: string, fix: string): RefusalText => ({ message, fix, spent: false });
  if (isKeySourceError(error)) {
    const where = l10n.t('{0} in {1}', error.holder.account, walletAndFile(error.holder.wallet, error.holder.file));
    switch (error.code) {
      case 'cancelled': return { ...stopped(l10n.t('No password was given: nothing was signed or sent.'), ''), cancelled: true };
      case 'wrongPassword': return stopped(
        l10n.t('The password does not open the key of {0}: nothing was signed or sent.', where),
        l10n.t('Run the command again and type the password of that wallet; NNS Explorer never stores it.'),
      );
      case 'notFound':
      case 'keyMismatch': return stopped(
        l10n.t('The key of {0} is no longer in the file: it was changed since the account was offered. Nothing was signed or sent.', where),
        l10n.t('Run the command again to choose among the accounts the workspace holds now.'),
      );
      case 'scryptLimit':
        if (error.scryptLimit) return scryptLimitText(error.scryptLimit, l10n, where);
        break;
    }
  }
  if (isTransactionError(error)) return transactionRefusal(error, context, l10n);
  const nnsError = asNnsError(error);
  if (nnsError) {
    if (nnsError.code === 'RPC' && nnsError.rpcCode === -32601) {
      return stopped(
        l10n.t('The node at {0} does not serve {1}: it cannot take transactions (a read-only proxy, or a node without these methods). Nothing was sent.', redactUrl(context.rpcUrl), said(nnsError.method ?? nnsError.rpcMessage, 60)),
        l10n.t('Set nns.rpcUrl to a node that sends transactions: your own neo-go or neo-express node, or a public node of the network.'),
      );
    }
    if (nnsError.code === 'HTTP' && (nnsError.httpStatus === 403 || nnsError.httpStatus === 405) && /sendrawtransaction|invokescript|calculatenetworkfee/.test(nnsError.method ?? '')) {
      return stopped(
        l10n.t('The node at {0} refused {1} (HTTP {2}): a proxy before it lets only reads through. Nothing was sent.', redactUrl(context.rpcUrl), said(nnsError.method, 60), nnsError.httpStatus),
        l10n.t('Set nns.rpcUrl to a node that sends transactions.'),
      );
    }
    const sending = nnsError.method === 'sendrawtransaction' && context.transactionHash;
    if (nnsError.code === 'CANCELLED') {
      return sending
        ? unknownOutcome(l10n.t('Cancelled while the transaction {0} was being sent: the node may have taken it.', context.transactionHash), l10n)
        : { ...stopped(l10n.t('Cancelled: nothing was sent.'), ''), cancelled: true };
    }
    // No connection was made: the request never left, whatever was signed.
    if (sending && nnsError.code === 'NETWORK' && nnsError.notSent) return notSentText(nnsError.notSent, context, l10n);
    // The request left and no answer came back (a timeout, a connection broken after it): the node may have taken it.
    if (sending && (nnsError.code === 'TIMEOUT' || nnsError.code === 'NETWORK')) {
      return unknownOutcome(l10n.t('The node did not answer while the transaction {0} was sent: it may have taken it.', context.transactionHash), l10n);
    }
    // Signed and handed over: the node answered with another hash, or nothing readable. Never "nothing was sent", never "try again".
    if (sending && nnsError.code === 'INVALID_RESPONSE') {
      return unknownOutcome(l10n.t('The transaction {0} was signed and sent, but the node did not answer with its hash: it may have taken it.', context.transactionHash), l10n);
    }
    if (nnsError.code === 'FAULT') return stopped(l10n.t('The contract refused a read the operation needs: {0}', said(nnsError.exception ?? nnsError.message)), '');
    const failure = describeFailure(nnsError, context.rpcUrl, l10n);
    return stopped(failure.summary, l10n.t('Nothing was signed or sent; try again when the node answers.'));
  }
  return stopped(l10n.t('The operation failed: {0}', said(error instanceof Error ? error.message : String(error))), '');
}

/**
 * By name and code: the write module is a bundle of its own (dist/write.js), with its own copies of
 * these classes, so `instanceof` does not tell its errors.
 */
function isTransactionError(error: unknown): error is TransactionError {
  return error instanceof Error && error.name === 'TransactionError' && typeof (error as { code?: unknown }).code === 'string';
}

/** An NnsError of either bundle, as this bundle's (describeFailure tells it by `instanceof`). */
function asNnsError(error: unknown): NnsError | undefined {
  if (error instanceof NnsError) return error;
  if (!(error instanceof Error) || error.name !== 'NnsError') return undefined;
  const foreign = error as NnsError;
  return new NnsError(foreign.code, foreign.message, {
    field: foreign.field, httpStatus: foreign.httpStatus, rpcCode: foreign.rpcCode, rpcMessage: foreign.rpcMessage, rpcData: foreign.rpcData,
    exception: foreign.exception, excerpt: foreign.excerpt, webPage: foreign.webPage, method: foreign.method, cause: foreign.cause,
    ...(foreign.notSent ? { notSent: foreign.notSent } : {}),
  });
}

function transactionRefusal(error: TransactionError, context: RefusalContext, l10n: Localizer): RefusalText {
  const stopped = (message: string, fix: string): RefusalText => ({ message, fix, spent: false });
  switch (error.code) {
    case 'WRONG_PASSWORD': return stopped(
      l10n.t('The password does not open the wallet\'s key: nothing was signed or sent.'),
      l10n.t('Run the command again and type the password of that wallet; NNS Explorer never stores it.'),
    );
    case 'INVALID_NEP2':
    case 'INVALID_KEY': return error.scryptLimit ? scryptLimitText(error.scryptLimit, l10n) : stopped(
      l10n.t('The wallet file holds a key that cannot sign: {0} Nothing was signed or sent.', said(error.message)),
      l10n.t('Check the wallet file, or choose another account.'),
    );
    case 'KEY_WIPED':
    case 'MISSING_KEYS': return stopped(
      l10n.t('The keys read do not sign for {0}: {1} Nothing was sent.', error.account ?? l10n.t('the account'), said(error.message)),
      l10n.t('Run the command again; a multisig account needs the wallets of enough of its keys in the workspace.'),
    );
    case 'INSUFFICIENT_GAS': {
      const account = error.account ?? context.signers[0]?.address ?? '';
      const missing = formatGas(error.missing ?? 0n);
      const fromExpress = context.signers[0]?.networkMagic !== undefined && !context.signers[0]?.committee;
      return stopped(
        l10n.t('{0} has {1}; this transaction needs {2} (its fees): {3} is missing. Nothing was signed or sent.', account, formatGas(error.balance ?? 0n), formatGas(error.required ?? 0n), missing),
        fromExpress
          ? l10n.t('Send at least {0} to {1} (neo-express: neoxp transfer <amount> GAS genesis <this wallet>), then run the command again.', missing, account)
          : l10n.t('Send at least {0} to {1}, then run the command again.', missing, account),
      );
    }
    case 'FAULT': {
      // A FAULT the write module worded whole (the set-up's); one at the node's GAS limit says its fix.
      if (context.subject.faultSaidWhole) {
        return stopped(said(error.message, 500), /MaxGasInvoke/.test(error.message) ? '' : faultFix(error.exception ?? '', context.subject, l10n));
      }
      const exception = said(error.exception, 300);
      return stopped(
        l10n.t('The contract refused {0}: "{1}". Nothing was signed or sent, and nothing was spent.', context.subject.method, exception),
        faultFix(error.exception ?? '', context.subject, l10n),
      );
    }
    case 'NODE_CHANGED': return settingsChangedText(l10n);
    case 'NETWORK_CHANGED': return stopped(
      error.networkMagic !== undefined && error.networkMagic === error.answeredMagic
        ? l10n.t('The node changed its network during the operation: the same magic, but another address version. Nothing was signed or sent.')
        : l10n.t('The node changed its network during the operation: it said {0} first, then {1}. Nothing was signed or sent.', networkName(error.networkMagic, l10n), networkName(error.answeredMagic, l10n)),
      l10n.t('A node does not change networks: check nns.rpcUrl (use https:// so that nothing on the way can change the answers), then run the command again.'),
    );
    case 'IMPLAUSIBLE_CHAIN': return stopped(
      l10n.t('{0} Nothing was signed or sent.', said(error.message.replace(/ Nothing was signed\.$/, ''), 300)),
      l10n.t('Check nns.rpcUrl: the node does not describe its chain consistently.'),
    );
    case 'FEE_MISMATCH': return stopped(
      l10n.t('The node asked a network fee of {0}, more than the {1} these signatures cost by the network\'s own fee settings. Nothing was signed or sent.', formatGas(error.nodeFee ?? 0n), formatGas(error.computedFee ?? 0n)),
      l10n.t('Check nns.rpcUrl: use a node you trust.'),
    );

    case 'REFUSED': return stopped(
      l10n.t('The node refused the transaction (code {0}: {1}). Nothing was spent.', error.rpcCode ?? 0, said(typeof error.rpcData === 'string' && error.rpcData ? error.rpcData : error.rpcMessage)),
      refusedFix(error, l10n),
    );
    case 'NOT_COMMITTEE': return stopped(
      l10n.t('{0} is not the chain\'s committee, whose signature this needs. Nothing was signed or sent.', error.account ?? l10n.t('The account')),
      l10n.t('Choose the committee\'s account: on a one-node chain, the multisig account of the consensus node\'s wallet.'),
    );
    case 'ALREADY_DEPLOYED': return stopped(
      l10n.t('A contract with this NEF and sender is already deployed at {0}. Nothing was signed or sent.', error.contractHash ?? ''),
      l10n.t('Use that contract rather than deploying it again.'),
    );
    case 'INVALID_CONTRACT_FILE':
    case 'INVALID_TRANSACTION':
    case 'NOT_SUPPORTED': return stopped(
      l10n.t('{0} Nothing was signed or sent.', said(error.message, 300)),
      error.code === 'INVALID_CONTRACT_FILE' ? l10n.t('Choose the contract\'s .nef and .manifest.json files as its compiler wrote them.')
        : error.code === 'INVALID_TRANSACTION' ? l10n.t('Choose the transaction as neo-go or neo-cli wrote it.') : l10n.t('Choose another contract or node.'),
    );
    case 'INVALID_CONTEXT':
    case 'CONTEXT_CHANGED':
    case 'CONTEXT_OTHER_NETWORK':
    case 'CONTEXT_EXPIRED':
    case 'CONTEXT_INCOMPLETE':
    case 'CONTEXT_BAD_SIGNATURE': return stopped(l10n.t('{0} Nothing was sent.', said(error.message, 300)), '');
  }
}

/** A transaction that may be on the chain: what to do before running the command again. */
export function unknownOutcome(message: string, l10n: Localizer): RefusalText {
  return { message, fix: checkAgainFix(l10n), spent: false, unknown: true };
}

/** The fix of an outcome not known: look it up (the button that follows the message). */
export function checkAgainFix(l10n: Localizer): string {
  return l10n.t('Check Again looks it up on the node; running the command again before then could do it twice.');
}

/** The connection to the node was never made: the signed transaction did not leave. */
function notSentText(reason: NotSentReason, context: RefusalContext, l10n: Localizer): RefusalText {
  const node = redactUrl(context.rpcUrl);
  const why = reason === 'connectionRefused' ? l10n.t('connection refused') : reason === 'hostNotFound' ? l10n.t('its host name has no address') : l10n.t('its host cannot be reached');
  return {
    message: l10n.t('Could not send the transaction to {0}: {1}: nothing was sent.', node, why),
    fix: reason === 'connectionRefused'
      ? l10n.t('Start the node (or set nns.rpcUrl to one that runs), then run the command again.')
      : l10n.t('Check nns.rpcUrl and the network, then run the command again.'),
    spent: false,
  };
}

/** A neo-express account is for its own chain's magic only. */
export function otherChainText(signer: SigningAccount, magic: number, l10n: Localizer): RefusalText {
  return {
    message: l10n.t('{0} is an account of another chain (magic {1}); this transaction is for magic {2}. Nothing was signed or sent.', signer.address, signer.networkMagic ?? 0, magic),
    fix: l10n.t('Choose an account of this chain.'),
    spent: false,
  };
}

/**
 * A wallet whose scrypt parameters ask for more work than MAX_SCRYPT: refused before its password is
 * asked (the model) or before scrypt starts (the write module). `where`: the account and its file.
 */
function scryptLimitText(problem: ScryptLimitProblem, l10n: Localizer, where?: string): RefusalText {
  const mib = (bytes: number) => l10n.count(Math.ceil(bytes / (1024 * 1024)));
  const asked = problem.parameter === 'memory'
    ? l10n.t('it would take {0} MiB of memory, and NNS Explorer allows {1} MiB', mib(problem.value), mib(problem.limit))
    : l10n.t('its scrypt parameter {0} is {1}, and NNS Explorer allows at most {2}', problem.parameter, l10n.count(problem.value), l10n.count(problem.limit));
  return {
    message: where
      ? l10n.t('The key of {0} is in a wallet that asks for far more work to open it than a wallet needs ({1}), so it was not opened: no password was asked, and nothing was signed or sent.', where, asked)
      : l10n.t('The wallet file asks for far more work to open its key than a wallet needs ({0}), so it was not opened. Nothing was signed or sent.', asked),
    fix: l10n.t('Wallets made by neo-cli, Neon or neo-go ask for far less: choose another account, or move this key into a wallet made by one of them.'),
    spent: false,
  };
}

/** The settings name another node or contract than the one the transaction was prepared for: not sent. */
export function settingsChangedText(l10n: Localizer): RefusalText {
  return {
    message: l10n.t('The node or the NNS contract in the settings changed while the confirmation was open: the transaction was not sent.'),
    fix: l10n.t('Run the command again for the node and contract set now.'),
    spent: false,
  };
}

function networkName(magic: number | undefined, l10n: Localizer): string {
  return magic === undefined ? l10n.t('another network') : networkText(magic, l10n);
}

/** The contract's FAULT words (protocol notes §12), and what to do about them: the subject's own fix first, where it has one. */
export function faultFix(exception: string, subject: WriteSubject, l10n: Localizer): string {
  if (/\bASSERT\b/i.test(exception)) {
    return subject.fix?.('answeredFalse', l10n) ?? l10n.t('The contract answered false: it did not do it.');
  }
  if (subject.committee && /no authorization|committee/i.test(exception)) {
    return l10n.t('Only the committee can do this: sign with its multisig account.');
  }
  if (/no authorization|not witnessed by (owner|admin)/i.test(exception)) {
    return subject.fix?.('notWitnessed', l10n) ?? l10n.t('Sign with the account that owns the name (or, for names the price closes, with the committee).');
  }
  if (/not witnessed by committee|committee/i.test(exception)) return l10n.t('Only the committee can do this: sign with its multisig account.');
  if (/root does not exist|root not found|TLD not found/i.test(exception)) return l10n.t('Its top-level domain is not a root of this contract: the committee adds it first (Add Root).');
  if (/root already exists|TLD already exists/i.test(exception)) return l10n.t('This top-level domain exists already.');
  if (/format of the name|invalid domain name format|invalid domain fragment|invalid domain name length/i.test(exception)) return l10n.t('The contract does not accept this name: use a–z, 0–9 and inner hyphens.');
  if (/record data|format of the (a|aaaa|cname|txt) record/i.test(exception)) return l10n.t('The contract does not accept this value for this record type.');
  if (/unsupported record type|record type is not supported/i.test(exception)) return l10n.t('The contract does not take this record type.');
  if (/expired/i.test(exception)) return l10n.t('The name has expired: register it again.');
  if (/token not found|invalid conversion|null/i.test(exception)) return l10n.t('The name is not registered.');
  if (/price is out of range|price list/i.test(exception)) return l10n.t('A price is 0 to 10,000 GAS (-1 closes a length, but not the first).');
  if (/10 years|years. is out of range|renewal period/i.test(exception)) return l10n.t('A name is renewed 1 to 10 years at a time, and held at most ten years ahead.');
  if (/gas|insufficient/i.test(exception)) return l10n.t('The sender\'s GAS does not cover what the contract burns.');
  return l10n.t('The contract\'s words above say why.');
}

function refusedFix(error: TransactionError, l10n: Localizer): string {
  switch (error.refusal) {
    case 'alreadyExists': return l10n.t('It was sent before and is on the chain: nothing to do.');
    case 'alreadyInPool': return l10n.t('It is waiting for a block already: nothing to do.');
    case 'expired': return l10n.t('It waited too long before being sent: run the command again.');
    case 'insufficientFunds': return l10n.t('The sender\'s other pending transactions use its GAS: wait for them, or fund the sender, and run the command again.');
    case 'insufficientNetworkFee': return l10n.t('Run the command again: the fee is computed anew.');
    case 'mempoolFull': return l10n.t('The node is busy: try again in a few blocks.');
    case 'policy': return l10n.t('The node\'s policy refuses a signer (a blocked account) or the fee: ask the node\'s operator.');
    case 'invalidSignature': return l10n.t('A signature does not verify: the wallet\'s key does not match the account, or the node is of another network than the one prepared for.');
    case 'oversized': return l10n.t('The transaction is too large for the node.');
    default: return l10n.t('The node\'s reason above says why.');
  }
}

/** The execution's FAULT, once the node reports the transaction in a block: its fees are spent (the node's word: the extension cannot check it). */
export function executionFaultText(exception: string | undefined, context: RefusalContext, l10n: Localizer): RefusalText {
  return {
    message: l10n.t('The node reports the transaction {0} in a block, where the contract FAULTed: "{1}". If so, its fees were spent and nothing changed.', context.transactionHash ?? '', said(exception ?? l10n.t('no reason given'), 300)),
    fix: faultFix(exception ?? '', context.subject, l10n),
    spent: true,
  };
}

/** The node reports the chain past validUntilBlock without the transaction: then it will never run (the node's word: the extension cannot check it). */
export function expiredText(validUntilBlock: number, context: RefusalContext, l10n: Localizer): RefusalText {
  return {
    message: l10n.t('The node reports the chain past block {0} without the transaction {1}: if so, it will never be executed, and nothing was spent.', l10n.count(validUntilBlock), context.transactionHash ?? ''),
    fix: l10n.t('Run the command again.'),
    spent: false,
  };
}
