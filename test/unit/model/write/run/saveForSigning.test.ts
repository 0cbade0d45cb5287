// Save for Signing Elsewhere… on the transaction of test/fixtures/parametersContext/: the context written
// with the signatures of the keys the workspace holds (no key read for a signer it holds none of), what is
// remembered of it, the words of the save; every key wiped, whether the user saves, leaves, or a key fails.
import assert from 'node:assert/strict';
import { base64, hex } from '@scure/base';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { KeySource } from '../../../../../src/model/write/accounts/keySource';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { saveForSigning, type ContextSaveRequest, type SaveInput } from '../../../../../src/model/write/run/saveForSigning';
import { reload } from '../../../../../src/model/write/operations/operationSpec';
import { savedText } from '../../../../../src/model/write/words/contextText';
import { FIXTURE_MAGIC, FIXTURE_NNS, fixtureKeys, fixtureTransaction, readFixture } from '../../../core/transactions/contextFixture';

const { transaction, multisig, single, toSign } = fixtureTransaction();
const HASH = write.parseContext(readFixture('unsigned.core.json')).hash;
const NODE = { rpcUrl: 'http://node.example:10332', contractHash: FIXTURE_NNS };

const prepared: write.PreparedTransaction = {
  node: NODE, network: { magic: FIXTURE_MAGIC, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 15_000 },
  call: { contractHash: FIXTURE_NNS, method: 'register', args: [] }, contractCalls: [], signers: toSign.signers, transaction, hash: HASH,
  systemFee: transaction.systemFee, networkFee: transaction.networkFee, feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
  gasSent: 0n, balanceBefore: 10n ** 9n, balanceAfter: 10n ** 9n - transaction.systemFee - transaction.networkFee,
  blockCount: transaction.validUntilBlock - 100, validUntilBlock: transaction.validUntilBlock, requests: 1, calls: 1,
};

function account(scriptHash: string, kind: SigningAccount['kind'], threshold: number, holders: number): SigningAccount {
  return {
    address: `N${kind}`, scriptHash, label: '', wallet: 'w', file: 'w.json', kind, threshold, publicKeys: [], verificationScript: '',
    keyHolders: Array.from({ length: holders }, (_, index) => ({ file: 'w.json', format: 'nep6' as const, account: `N${index}`, wallet: 'w', label: '' })),
    needsPassword: false, isDefault: false,
  };
}

/** The multisig sender, whose two keys the workspace holds; the signature account, whose key it does not. */
const SIGNERS = [account(multisig.scriptHash, 'multisig', 2, 2), account(single.scriptHash, 'signature', 1, 0)];
const CONFIRMATION = { message: 'MainNet: this spends real GAS. Register alice.neo?', detail: 'Operation: register', button: 'Sign and Send' };

describe('model/write/run/saveForSigning', () => {
  let read: string[];
  let given: write.PrivateKey[];
  let requests: ContextSaveRequest[];

  beforeEach(() => {
    read = [];
    given = [];
    requests = [];
  });

  const keySource: KeySource = async (signer) => {
    read.push(signer.scriptHash);
    const keys = fixtureKeys();
    given.push(keys.b1, keys.b3);
    return [keys.b1, keys.b3];
  };

  function input(change: Partial<SaveInput> = {}): SaveInput {
    return {
      write, keySource, prepared, signers: SIGNERS, confirmation: CONFIRMATION, title: 'Register alice.neo', l10n,
      plan: { stem: 'register alice.neo', after: { reload: reload({ names: ['alice.neo'], allDomains: true }) } },
      saver: async (request) => {
        requests.push(request);
        return '/work/register_alice.neo.context.json';
      },
      ...change,
    };
  }

  it('writes the context with the signatures of the keys held, remembers the transaction and its words, and says whose signature is missing', async () => {
    const outcome = await saveForSigning(input());
    assert.deepEqual(read, [multisig.scriptHash], 'no key is read for a signer the workspace holds none of');
    assert.ok(given.every((key) => key.wiped), 'every key read is wiped');
    const [request] = requests;
    assert.ok(request && requests.length === 1);
    assert.equal(request.fileName, 'register_alice.neo.context.json');
    const context = write.parseContext(request.text);
    assert.equal(context.hash, HASH);
    const statuses = write.signingStatus(context);
    const keys = fixtureKeys();
    assert.deepEqual(statuses.map((status) => [status.account, status.signedBy, status.complete]), [
      [multisig.scriptHash, [keys.b1, keys.b3].map((key) => hex.encode(key.publicKey)), true], [single.scriptHash, [], false],
    ]);
    assert.deepEqual(request.record, {
      hash: HASH, network: FIXTURE_MAGIC, data: base64.encode(context.data), validUntilBlock: transaction.validUntilBlock,
      rpcUrl: NODE.rpcUrl, contractHash: FIXTURE_NNS, title: 'Register alice.neo', message: CONFIRMATION.message, detail: CONFIRMATION.detail,
      reload: reload({ names: ['alice.neo'], allDomains: true }),
    });
    assert.deepEqual(outcome, {
      kind: 'saved', file: '/work/register_alice.neo.context.json', statuses,
      message: savedText('/work/register_alice.neo.context.json', statuses, prepared, l10n),
    });
    assert.match(outcome.kind === 'saved' ? outcome.message : '', /^Saved \/work\/register_alice\.neo\.context\.json; nothing was sent\. Missing signatures: /);
  });

  it('remembers nothing beyond the transaction when the run has nothing to follow its block', async () => {
    await saveForSigning(input({ plan: { stem: 'transfer' } }));
    assert.equal(requests[0]?.fileName, 'transfer.context.json');
    assert.deepEqual(Object.keys(requests[0]?.record ?? {}).sort(), ['contractHash', 'data', 'detail', 'hash', 'message', 'network', 'rpcUrl', 'title', 'validUntilBlock']);
  });

  it('saves nothing and says so when the user leaves the save dialog; the keys are wiped all the same', async () => {
    const outcome = await saveForSigning(input({ saver: async () => undefined }));
    assert.deepEqual(outcome, { kind: 'notSaved' });
    assert.equal(given.length, 2);
    assert.ok(given.every((key) => key.wiped));
  });

  it('writes nothing when a key cannot be read, and wipes the keys read before it', async () => {
    const failing = account(single.scriptHash, 'signature', 1, 1);
    const source: KeySource = async (signer) => {
      if (signer === failing) throw new Error('No password was given.');
      return keySource(signer);
    };
    await assert.rejects(saveForSigning(input({ keySource: source, signers: [SIGNERS[0] as SigningAccount, failing] })), /No password was given/);
    assert.equal(requests.length, 0);
    assert.equal(given.length, 2);
    assert.ok(given.every((key) => key.wiped));
  });

  it('passes the run\'s signal to the key source', async () => {
    const controller = new AbortController();
    const signals: Array<AbortSignal | undefined> = [];
    await saveForSigning(input({ signal: controller.signal, keySource: async (signer, signal) => { signals.push(signal); return keySource(signer); } }));
    assert.deepEqual(signals, [controller.signal]);
  });
});
