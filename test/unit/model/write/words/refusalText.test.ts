import assert from 'node:assert/strict';
import { NnsError } from '../../../../../src/core/errors/nnsError';
import { TransactionError } from '../../../../../src/core/errors/transactionError';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { KeySourceError } from '../../../../../src/model/write/accounts/keySource';
import type { KeyHolder } from '../../../../../src/model/write/accounts/signingAccounts';
import { executionFaultText, expiredText, faultFix, refusalText, type RefusalContext, type WriteSubject } from '../../../../../src/model/write/words/refusalText';

const OWNER = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const RENEW: WriteSubject = { method: 'renew', committee: false };
const context = (subject: WriteSubject = RENEW): RefusalContext => ({ subject, signers: [], rpcUrl: 'http://user:pw@localhost:1/', transactionHash: `0x${'cd'.repeat(32)}` });
const HOLDER: KeyHolder = { file: 'wallets/dev.json', format: 'nep6', account: OWNER.address, wallet: 'dev', label: 'main' };

/** An error as the write bundle (dist/write.js) throws it: its own class, same name and fields. */
class ForeignNnsError extends Error {
  constructor(readonly code: string, message: string, readonly rpcCode?: number, readonly method?: string, readonly notSent?: string) {
    super(message);
    this.name = 'NnsError';
  }
}

describe('model/write/words/refusalText', () => {
  it('words every refusal of the node with its code, reason and fix', () => {
    const cases: Array<[number, string, RegExp]> = [
      [-501, 'Block or transaction already exists', /sent before and is on the chain/], [-502, 'mempool full', /busy/],
      [-503, 'already in pool', /waiting for a block already/], [-504, 'insufficient network fee', /computed anew/],
      [-505, 'policy', /policy refuses a signer/], [-508, 'invalid signature', /signature does not verify/],
      [-509, 'too big', /too large/], [-510, 'expired', /waited too long/], [-511, 'insufficient funds', /other pending transactions/],
    ];
    for (const [code, reason, fix] of cases) {
      const kind = ({ [-501]: 'alreadyExists', [-502]: 'mempoolFull', [-503]: 'alreadyInPool', [-504]: 'insufficientNetworkFee', [-505]: 'policy', [-508]: 'invalidSignature', [-509]: 'oversized', [-510]: 'expired', [-511]: 'insufficientFunds' } as const)[code];
      const error = new TransactionError('REFUSED', 'refused', { refusal: kind, rpcCode: code, rpcMessage: reason, rpcData: `${reason}\u202e` });
      const text = refusalText(error, context(), l10n);
      assert.equal(text.message, `The node refused the transaction (code ${code}: ${reason}\\u{202e}). Nothing was spent.`);
      assert.match(text.fix, fix);
      assert.equal(text.spent, false);
    }
  });

  it('words the key sources\' refusals, naming the wallet but never the password', () => {
    assert.deepEqual(refusalText(new KeySourceError('wrongPassword', HOLDER, 'x'), context(), l10n), {
      message: `The password does not open the key of ${OWNER.address} in dev (wallets/dev.json): nothing was signed or sent.`,
      fix: 'Run the command again and type the password of that wallet; NNS Explorer never stores it.', spent: false,
    });
    assert.equal(refusalText(new KeySourceError('cancelled', HOLDER, 'x'), context(), l10n).message, 'No password was given: nothing was signed or sent.');
    assert.match(refusalText(new KeySourceError('keyMismatch', HOLDER, 'x'), context(), l10n).message, /changed since the account was offered/);
    assert.match(refusalText(new TransactionError('WRONG_PASSWORD', 'x'), context(), l10n).message, /^The password does not open the wallet's key/);
    assert.match(refusalText(new TransactionError('MISSING_KEYS', 'needs 2', { account: OWNER.address }), context(), l10n).message, /do not sign for NMBf/);
  });

  it('words a node that changed its network during the operation: the networks by name, or the address version where the magic is the same', () => {
    const changed = (networkMagic: number, answeredMagic: number) => refusalText(new TransactionError('NETWORK_CHANGED', 'x', { networkMagic, answeredMagic }), context(), l10n);
    assert.deepEqual(changed(1234567890, 860833102), {
      message: 'The node changed its network during the operation: it said a private chain (magic 1234567890) first, then MainNet. Nothing was signed or sent.',
      fix: 'A node does not change networks: check nns.rpcUrl (use https:// so that nothing on the way can change the answers), then run the command again.',
      spent: false,
    });
    assert.equal(changed(5, 5).message, 'The node changed its network during the operation: the same magic, but another address version. Nothing was signed or sent.');
    const fee = refusalText(new TransactionError('FEE_MISMATCH', 'x', { nodeFee: 2_000_000n, computedFee: 1_234_567n }), context(), l10n);
    assert.equal(fee.message, 'The node asked a network fee of 0.02 GAS, more than the 0.01234567 GAS these signatures cost by the network\'s own fee settings. Nothing was signed or sent.');
    assert.match(refusalText(new TransactionError('IMPLAUSIBLE_CHAIN', 'The node\'s chain went back from block 9 to 3 during the operation. Nothing was signed.'), context(), l10n).message,
      /^The node.s chain went back from block 9 to 3 during the operation\. Nothing was signed or sent\.$/);
  });

  it('words bytes that are not a transaction with what is wrong and where', () => {
    const error = new TransactionError('INVALID_TRANSACTION', 'These bytes are not a Neo N3 transaction: it has no signer (at byte 25).', { offset: 25 });
    assert.deepEqual(refusalText(error, context(), l10n), {
      message: 'These bytes are not a Neo N3 transaction: it has no signer (at byte 25). Nothing was signed or sent.',
      fix: 'Choose the transaction as neo-go or neo-cli wrote it.', spent: false,
    });
  });

  it('words a wallet whose scrypt asks for too much work: the parameter and the limit, no password asked, nothing signed', () => {
    const tooMuch = refusalText(new KeySourceError('scryptLimit', HOLDER, 'x', { parameter: 'n', value: 2 ** 21, limit: 2 ** 20 }), context(), l10n);
    assert.deepEqual(tooMuch, {
      message: `The key of ${OWNER.address} in dev (wallets/dev.json) is in a wallet that asks for far more work to open it than a wallet needs (its scrypt parameter n is 2,097,152, and NNS Explorer allows at most 1,048,576), so it was not opened: no password was asked, and nothing was signed or sent.`,
      fix: 'Wallets made by neo-cli, Neon or neo-go ask for far less: choose another account, or move this key into a wallet made by one of them.',
      spent: false,
    });
    const memory = new TransactionError('INVALID_NEP2', 'x', { scryptLimit: { parameter: 'memory', value: 1536 * 1024 * 1024, limit: 1024 * 1024 * 1024 } });
    assert.equal(refusalText(memory, context(), l10n).message, 'The wallet file asks for far more work to open its key than a wallet needs (it would take 1,536 MiB of memory, and NNS Explorer allows 1,024 MiB), so it was not opened. Nothing was signed or sent.');
    assert.match(refusalText(new TransactionError('INVALID_NEP2', 'The encrypted key is not NEP-2.'), context(), l10n).message, /^The wallet file holds a key that cannot sign: The encrypted key is not NEP-2\./, 'other INVALID_NEP2 as before');
  });

  it('tells errors of the write bundle by name: a node that serves no transactions, a proxy, a timeout while sending', () => {
    const missing = refusalText(new ForeignNnsError('RPC', 'Method not found', -32601, 'invokescript'), context(), l10n);
    assert.equal(missing.message, 'The node at http://localhost:1/ does not serve invokescript: it cannot take transactions (a read-only proxy, or a node without these methods). Nothing was sent.');
    const proxy = new NnsError('HTTP', 'forbidden', { httpStatus: 403, method: 'sendrawtransaction' });
    assert.match(refusalText(proxy, context(), l10n).message, /refused sendrawtransaction \(HTTP 403\): a proxy before it lets only reads through/);
    const timeout = refusalText(new ForeignNnsError('TIMEOUT', 'timeout', undefined, 'sendrawtransaction'), context(), l10n);
    assert.match(timeout.message, /did not answer while the transaction 0xcdcd/);
    assert.equal(timeout.fix, 'Check Again looks it up on the node; running the command again before then could do it twice.');
    assert.equal(timeout.unknown, true);
    assert.match(refusalText(new ForeignNnsError('NETWORK', 'Could not reach the node at http://localhost:1/: ECONNREFUSED.', undefined, 'invokescript'), context(), l10n).message, /^Node unreachable: http:\/\/localhost:1\/: ECONNREFUSED/);
  });

  it('reads the contracts\' FAULT words (C# NameService, neo-go\'s port, NeoFS\'s) into fixes', () => {
    const cases: Array<[string, RegExp]> = [
      ['No authorization.', /account that owns the name \(or, for names the price closes, with the committee\)/],
      ['not witnessed by owner', /account that owns the name/], ['not witnessed by admin', /account that owns the name/],
      ['not witnessed by committee', /Only the committee/],
      ['The root does not exist.', /not a root of this contract/], ['root not found', /not a root/], ['TLD not found', /not a root/],
      ['root already exists', /exists already/], ['TLD already exists', /exists already/],
      ['The format of the name is incorrect.', /does not accept this name/], ['invalid domain name format', /does not accept this name/],
      ['invalid domain fragment', /does not accept this name/], ['invalid domain name length', /does not accept this name/],
      ['invalid record data', /this value/], ['The format of the A record is incorrect.', /this value/],
      ['unsupported record type', /does not take this record type/], ['record type is not supported', /does not take this record type/],
      ['The name has expired.', /expired/], ['token not found', /not registered/],
      ['invalid conversion: Null/ByteString', /not registered/],
      ['You can\'t renew a domain name for more than 10 years in total.', /1 to 10 years/],
      ['The price is out of range.', /0 to 10,000 GAS/], ['price list', /0 to 10,000 GAS/],
      ['insufficient GAS', /does not cover what the contract burns/],
      ['at instruction 53 (ASSERT): ASSERT is executed with false result.', /^The contract answered false: it did not do it\.$/],
      ['something else', /words above/],
    ];
    for (const [exception, fix] of cases) assert.match(faultFix(exception, RENEW, l10n), fix, exception);
  });

  it('asks the subject for its own fix first: a false answer, a missing witness; the committee\'s refusals by its signers', () => {
    const asked: string[] = [];
    const own: WriteSubject = { method: 'register', committee: false, fix: (fault) => (asked.push(fault), fault === 'answeredFalse' ? 'its own words' : undefined) };
    assert.equal(faultFix('ASSERT is executed with false result.', own, l10n), 'its own words');
    assert.match(faultFix('No authorization.', own, l10n), /for names the price closes/, 'no words of its own: the shared ones');
    assert.equal(faultFix('The root does not exist.', own, l10n), 'Its top-level domain is not a root of this contract: the committee adds it first (Add Root).');
    assert.deepEqual(asked, ['answeredFalse', 'notWitnessed'], 'asked only where an operation may word it');
    const committee: WriteSubject = { method: 'addRoot', committee: true };
    assert.equal(faultFix('No authorization.', committee, l10n), 'Only the committee can do this: sign with its multisig account.');
    assert.equal(faultFix('not witnessed by committee', committee, l10n), 'Only the committee can do this: sign with its multisig account.');
    assert.equal(faultFix('ASSERT is executed with false result.', committee, l10n), 'The contract answered false: it did not do it.', 'an answer of false before the committee');
    assert.match(faultFix('not witnessed by owner', committee, l10n), /account that owns the name/);
  });

  it('names what was refused: the operation\'s kind, or the set-up\'s calls said whole', () => {
    const fault = new TransactionError('FAULT', 'FAULT: at instruction 3: No authorization.', { exception: 'No authorization.' });
    assert.deepEqual(refusalText(fault, context({ method: 'setRecord', committee: false, fix: () => 'Sign as the owner.' }), l10n), {
      message: 'The contract refused setRecord: "No authorization.". Nothing was signed or sent, and nothing was spent.', fix: 'Sign as the owner.', spent: false,
    });
    const whole = new TransactionError('FAULT', 'The set-up was refused: No authorization.', { exception: 'No authorization.' });
    assert.deepEqual(refusalText(whole, context({ method: 'deploy + addRoot', committee: true, faultSaidWhole: true }), l10n), {
      message: 'The set-up was refused: No authorization.', fix: 'Only the committee can do this: sign with its multisig account.', spent: false,
    });
    assert.equal(refusalText(new TransactionError('FAULT', 'Refused.'), context({ method: 'deploy', committee: true, faultSaidWhole: true }), l10n).fix, 'The contract\'s words above say why.', 'no exception told');
    const gasLimit = new TransactionError('FAULT', 'The test deploy needs more GAS than the node allows (MaxGasInvoke).', { exception: 'gas limit exceeded' });
    assert.equal(refusalText(gasLimit, context({ method: 'deploy', committee: true, faultSaidWhole: true }), l10n).fix, '');
  });

  it('words the rest of the write path\'s refusals, each with its fix', () => {
    const fix = (error: unknown) => refusalText(error, context(), l10n);
    assert.deepEqual(fix(new KeySourceError('cancelled', HOLDER, 'x')), { message: 'No password was given: nothing was signed or sent.', fix: '', spent: false, cancelled: true });
    assert.equal(fix(new KeySourceError('notFound', HOLDER, 'x')).fix, 'Run the command again to choose among the accounts the workspace holds now.');
    assert.equal(fix(new KeySourceError('scryptLimit', HOLDER, 'x')).message, 'The operation failed: x', 'a scrypt refusal without its limit is said as it is');
    assert.equal(fix(new TransactionError('WRONG_PASSWORD', 'x')).fix, 'Run the command again and type the password of that wallet; NNS Explorer never stores it.');
    assert.deepEqual(fix(new TransactionError('INVALID_KEY', 'Not a key.')), {
      message: 'The wallet file holds a key that cannot sign: Not a key. Nothing was signed or sent.', fix: 'Check the wallet file, or choose another account.', spent: false,
    });
    assert.deepEqual(fix(new TransactionError('KEY_WIPED', 'wiped')), {
      message: 'The keys read do not sign for the account: wiped Nothing was sent.', fix: 'Run the command again; a multisig account needs the wallets of enough of its keys in the workspace.', spent: false,
    });
    const gas = { account: OWNER.address, balance: 100n, required: 300n, missing: 200n };
    assert.deepEqual(fix(new TransactionError('INSUFFICIENT_GAS', 'x', gas)), {
      message: `${OWNER.address} has 0.000001 GAS; this transaction needs 0.000003 GAS (its fees): 0.000002 GAS is missing. Nothing was signed or sent.`,
      fix: `Send at least 0.000002 GAS to ${OWNER.address}, then run the command again.`, spent: false,
    });
    const express = { address: OWNER.address, networkMagic: 5 } as RefusalContext['signers'][number];
    assert.match(refusalText(new TransactionError('INSUFFICIENT_GAS', 'x', gas), { ...context(), signers: [express] }, l10n).fix, /neoxp transfer <amount> GAS genesis/);
    assert.match(fix(new TransactionError('NODE_CHANGED', 'x')).message, /changed while the confirmation was open/);
    assert.equal(fix(new TransactionError('NETWORK_CHANGED', 'x', { answeredMagic: 860833102 })).message,
      'The node changed its network during the operation: it said another network first, then MainNet. Nothing was signed or sent.');
    assert.equal(fix(new TransactionError('IMPLAUSIBLE_CHAIN', 'x')).fix, 'Check nns.rpcUrl: the node does not describe its chain consistently.');
    assert.equal(fix(new TransactionError('FEE_MISMATCH', 'x')).fix, 'Check nns.rpcUrl: use a node you trust.');
    assert.equal(fix(new TransactionError('REFUSED', 'x', { rpcCode: -500, rpcMessage: 'bad', rpcData: { why: 1 } })).message, 'The node refused the transaction (code -500: bad). Nothing was spent.', 'data that is no text: the message');
    assert.equal(fix(new TransactionError('REFUSED', 'x', { rpcCode: -500, rpcMessage: 'bad', rpcData: '' })).message, 'The node refused the transaction (code -500: bad). Nothing was spent.');
    assert.deepEqual(fix(new TransactionError('NOT_COMMITTEE', 'x', { account: OWNER.address })), {
      message: `${OWNER.address} is not the chain's committee, whose signature this needs. Nothing was signed or sent.`,
      fix: 'Choose the committee\'s account: on a one-node chain, the multisig account of the consensus node\'s wallet.', spent: false,
    });
    assert.deepEqual(fix(new TransactionError('ALREADY_DEPLOYED', 'x', { contractHash: '0x01' })), {
      message: 'A contract with this NEF and sender is already deployed at 0x01. Nothing was signed or sent.', fix: 'Use that contract rather than deploying it again.', spent: false,
    });
    assert.deepEqual([fix(new TransactionError('INVALID_CONTRACT_FILE', 'Not a NEF.')), fix(new TransactionError('NOT_SUPPORTED', 'No.'))].map((each) => [each.message, each.fix]), [
      ['Not a NEF. Nothing was signed or sent.', 'Choose the contract\'s .nef and .manifest.json files as its compiler wrote them.'],
      ['No. Nothing was signed or sent.', 'Choose another contract or node.'],
    ]);
    assert.deepEqual(fix(new ForeignNnsError('CANCELLED', 'cancelled')), { message: 'Cancelled: nothing was sent.', fix: '', spent: false, cancelled: true });
    assert.deepEqual(fix(new ForeignNnsError('CANCELLED', 'cancelled', undefined, 'sendrawtransaction')), {
      message: `Cancelled while the transaction 0x${'cd'.repeat(32)} was being sent: the node may have taken it.`,
      fix: 'Check Again looks it up on the node; running the command again before then could do it twice.', spent: false, unknown: true,
    }, 'cancelled with the request on its way: the node may have it');
    assert.deepEqual(fix(new ForeignNnsError('FAULT', 'token not found')), { message: 'The contract refused a read the operation needs: token not found', fix: '', spent: false });
    assert.equal(fix(new ForeignNnsError('RPC', 'Method not found', -32601, 'invokescript')).fix, 'Set nns.rpcUrl to a node that sends transactions: your own neo-go or neo-express node, or a public node of the network.');
    assert.equal(fix(new ForeignNnsError('RPC', 'Invalid params', -32602, 'invokescript')).fix, 'Nothing was signed or sent; try again when the node answers.', 'another RPC error: the node\'s words');
    assert.equal(fix(new NnsError('HTTP', 'not allowed', { httpStatus: 405, method: 'invokescript' })).fix, 'Set nns.rpcUrl to a node that sends transactions.');
    assert.equal(fix(new NnsError('HTTP', 'bad gateway', { httpStatus: 502, method: 'invokescript' })).fix, 'Nothing was signed or sent; try again when the node answers.');
    assert.equal(fix(new NnsError('HTTP', 'forbidden', { httpStatus: 403, method: 'getversion' })).fix, 'Nothing was signed or sent; try again when the node answers.', 'a read refused: the node\'s words');
    const invalid = new ForeignNnsError('INVALID_RESPONSE', 'another hash', undefined, 'sendrawtransaction');
    assert.match(fix(invalid).message, /^The transaction 0xcdcd\w+ was signed and sent, but the node did not answer with its hash/);
    assert.equal(refusalText(invalid, { ...context(), transactionHash: undefined }, l10n).fix, 'Nothing was signed or sent; try again when the node answers.', 'before signing: the node\'s words');
    assert.equal(fix(new ForeignNnsError('NETWORK', 'down', undefined, 'getversion')).fix, 'Nothing was signed or sent; try again when the node answers.', 'a read that failed');
    assert.equal(refusalText(new ForeignNnsError('TIMEOUT', 'timeout', undefined, 'sendrawtransaction'), { ...context(), transactionHash: undefined }, l10n).fix, 'Nothing was signed or sent; try again when the node answers.');
    assert.deepEqual(fix(new Error('odd')), { message: 'The operation failed: odd', fix: '', spent: false });
    assert.equal(fix('odd').message, 'The operation failed: odd');
    assert.equal(fix(Object.assign(new Error('x'), { name: 'TransactionError' })).message, 'The operation failed: x', 'no code: not the write module\'s');
  });

  it('says a signing context\'s refusals as the write module words them: nothing was sent, nothing to fix here', () => {
    for (const code of ['INVALID_CONTEXT', 'CONTEXT_CHANGED', 'CONTEXT_OTHER_NETWORK', 'CONTEXT_EXPIRED', 'CONTEXT_INCOMPLETE', 'CONTEXT_BAD_SIGNATURE'] as const) {
      assert.deepEqual(refusalText(new TransactionError(code, 'The context is for another transaction.'), context(), l10n), {
        message: 'The context is for another transaction. Nothing was sent.', fix: '', spent: false,
      }, code);
    }
  });

  it('words a refusal whose details are not all told: the signer\'s account, the committee, the networks, the node\'s reason', () => {
    const amounts = { balance: 100n, required: 300n, missing: 200n };
    const signer = { address: OWNER.address } as RefusalContext['signers'][number];
    assert.equal(refusalText(new TransactionError('INSUFFICIENT_GAS', 'x', amounts), { ...context(), signers: [signer] }, l10n).fix,
      `Send at least 0.000002 GAS to ${OWNER.address}, then run the command again.`, 'the first signer pays');
    assert.equal(refusalText(new TransactionError('NOT_COMMITTEE', 'x'), context(), l10n).message,
      'The account is not the chain\'s committee, whose signature this needs. Nothing was signed or sent.');
    assert.equal(refusalText(new TransactionError('NETWORK_CHANGED', 'x'), context(), l10n).message,
      'The node changed its network during the operation: it said another network first, then another network. Nothing was signed or sent.');
    assert.equal(refusalText(new TransactionError('REFUSED', 'x', { rpcCode: -500, rpcMessage: 'bad' }), context(), l10n).fix, 'The node\'s reason above says why.', 'a refusal of no known kind');
    assert.equal(refusalText(new TransactionError('IMPLAUSIBLE_CHAIN', 'At block 9 Nothing was signed. At block 3 the chain went back. Nothing was signed.'), context(), l10n).message,
      'At block 9 Nothing was signed. At block 3 the chain went back. Nothing was signed or sent.', 'only the closing sentence is replaced');
  });

  it('an error answer to the transaction sent is the node\'s word: it did not take it, no need to look it up', () => {
    const answered = refusalText(new ForeignNnsError('RPC', 'Invalid params', -32602, 'sendrawtransaction'), context(), l10n);
    assert.equal(answered.unknown, undefined);
    assert.equal(answered.spent, false);
    assert.equal(answered.fix, 'Nothing was signed or sent; try again when the node answers.');
  });

  it('a connection never made while sending: nothing was sent, said with the reason; a connection broken after the request left: it may have been taken', () => {
    const sending = (notSent?: string) => refusalText(new ForeignNnsError('NETWORK', 'Could not reach the node', undefined, 'sendrawtransaction', notSent), context(), l10n);
    assert.deepEqual(sending('connectionRefused'), {
      message: 'Could not send the transaction to http://localhost:1/: connection refused: nothing was sent.',
      fix: 'Start the node (or set nns.rpcUrl to one that runs), then run the command again.', spent: false,
    });
    assert.equal(sending('hostNotFound').message, 'Could not send the transaction to http://localhost:1/: its host name has no address: nothing was sent.');
    assert.equal(sending('unreachable').message, 'Could not send the transaction to http://localhost:1/: its host cannot be reached: nothing was sent.');
    assert.equal(sending('unreachable').fix, 'Check nns.rpcUrl and the network, then run the command again.');
    assert.deepEqual(sending(), {
      message: `The node did not answer while the transaction 0x${'cd'.repeat(32)} was sent: it may have taken it.`,
      fix: 'Check Again looks it up on the node; running the command again before then could do it twice.', spent: false, unknown: true,
    });
    const beforeSending = refusalText(new ForeignNnsError('NETWORK', 'Could not reach the node', undefined, 'invokescript', 'connectionRefused'), context(), l10n);
    assert.equal(beforeSending.fix, 'Nothing was signed or sent; try again when the node answers.', 'a read before signing: the node\'s words');
  });

  it('says a FAULT at execution (fees spent) and an expired transaction (nothing spent), each as the node reports it', () => {
    const unsaid = executionFaultText(undefined, context({ method: 'addRoot', committee: true }), l10n);
    assert.equal(unsaid.message, `The node reports the transaction 0x${'cd'.repeat(32)} in a block, where the contract FAULTed: "no reason given". If so, its fees were spent and nothing changed.`);
    assert.equal(executionFaultText('No authorization.', context({ method: 'addRoot', committee: true }), l10n).fix, 'Only the committee can do this: sign with its multisig account.');
    const fault = executionFaultText('invalid record data', context({ method: 'setRecord', committee: false }), l10n);
    assert.equal(fault.spent, true);
    assert.match(fault.message, /If so, its fees were spent and nothing changed\./);
    assert.deepEqual(expiredText(1234, context(), l10n), {
      message: `The node reports the chain past block 1,234 without the transaction 0x${'cd'.repeat(32)}: if so, it will never be executed, and nothing was spent.`,
      fix: 'Run the command again.', spent: false,
    });
  });
});
