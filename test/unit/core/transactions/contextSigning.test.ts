// Signing through a contract parameters context (protocol notes §15): the context of a prepared
// transaction (a signature signer and a 2-of-3 multisig given by its public keys, or read from a NEP-6
// account's script without a key), the workspace's signatures added as neo-go adds them, what is still
// missing for whom, and the witnesses and signed bytes of a complete context, against neo-go's files.
import assert from 'node:assert/strict';
import { base64, hex } from '@scure/base';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { accountFromPrivateKey, accountFromVerificationScript, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey, verifySignature } from '../../../../src/core/signing/keys';
import { addSignatures, badSignatures, contextOf, signDataOf, signedBytesOf, signingStatus, witnessesOf } from '../../../../src/core/transactions/contextSigning';
import { decodeTransaction } from '../../../../src/core/transactions/decodeTransaction';
import { parseContext, serializeContext, type ParametersContext } from '../../../../src/core/transactions/parametersContext';
import { prepareTransaction, type PreparedTransaction } from '../../../../src/core/transactions/prepare';
import { signTransaction } from '../../../../src/core/transactions/send';
import { signData } from '../../../../src/core/transactions/transaction';
import { FIXTURE_MAGIC, fixtureTransaction, readFixture } from './contextFixture';
import { halted, policyAnswers, result, startFakeNode, version, type FakeNode } from './fakeNode';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const MAGIC = 860833102;
const ownerKeys = ['0a', '0b', '0c'].map((last) => PrivateKey.fromHex(last.padStart(64, '0')));
const adminKey = PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5');
const owners = multisigAccount(2, ownerKeys.map((key) => key.publicKey));
const admin = accountFromPrivateKey(adminKey);
const keyHex = (key: PrivateKey) => hex.encode(key.publicKey);
const itemOf = (context: ParametersContext, account: string) => context.items.find((item) => item.account === account);

describe('core/transactions/contextSigning: a prepared transaction signed through a context', () => {
  let node: FakeNode;
  let prepared: PreparedTransaction;

  before(async () => {
    node = await startFakeNode({
      invokescript: () => halted([], '5000000'),
      getblockcount: () => result(1000),
      invokefunction: policyAnswers(),
      getversion: () => version(MAGIC),
      calculatenetworkfee: () => result({ networkfee: '100' }),
    });
    // The 2-of-3 owner pays and sets the admin, who signs too.
    const call = { contractHash: NNS, method: 'setAdmin', args: [{ type: 'String', value: 'team.neo' }, { type: 'Hash160', value: admin.scriptHash }] } as const;
    prepared = await prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, call, [owners, admin]);
  });
  after(() => node.close());

  it('makes an item per signer, with its verification script and a Signature parameter per signature it needs, for the transaction\'s network', () => {
    const context = contextOf(prepared);
    assert.equal(context.network, MAGIC);
    assert.equal(context.hash, prepared.hash);
    assert.deepEqual(context.items.map((item) => item.account), [owners.scriptHash, admin.scriptHash].sort());
    const file = JSON.parse(serializeContext(context)) as { items: Record<string, unknown> };
    assert.deepEqual(file.items[owners.scriptHash], { script: base64.encode(owners.verificationScript), parameters: [{ type: 'Signature' }, { type: 'Signature' }], signatures: {} });
    assert.deepEqual(file.items[admin.scriptHash], { script: base64.encode(admin.verificationScript), parameters: [{ type: 'Signature' }], signatures: {} });
  });

  it('says what is missing: for each signer in order, its address, kind, the signatures it has and needs, the keys that could still sign', () => {
    const context = contextOf(prepared, { keys: [ownerKeys[1]!] });
    assert.deepEqual(signingStatus(context), [
      {
        account: owners.scriptHash, address: owners.address, kind: 'multisig', needed: 2, publicKeys: owners.publicKeys.map((key) => hex.encode(key)),
        signedBy: [keyHex(ownerKeys[1]!)], canStillSign: owners.publicKeys.map((key) => hex.encode(key)).filter((key) => key !== keyHex(ownerKeys[1]!)), complete: false,
      },
      { account: admin.scriptHash, address: admin.address, kind: 'signature', needed: 1, publicKeys: [keyHex(adminKey)], signedBy: [], canStillSign: [keyHex(adminKey)], complete: false },
    ]);
  });

  it('adds the workspace\'s signatures as neo-go does: a signature account\'s in its parameter, a multisig\'s in signatures until m, then in the parameters, its keys descending', () => {
    const data = signData(prepared.transaction, MAGIC);
    const first = contextOf(prepared, { keys: [adminKey, ownerKeys[2]!] });
    const adminItem = itemOf(first, admin.scriptHash)!;
    assert.deepEqual(adminItem.signatures, []);
    assert.ok(verifySignature(adminItem.parameters[0]!, data, adminKey.publicKey));
    const ownersItem = itemOf(first, owners.scriptHash)!;
    assert.deepEqual(ownersItem.signatures.map((entry) => entry.publicKey), [keyHex(ownerKeys[2]!)]);
    assert.deepEqual(ownersItem.parameters, [null, null]);

    const second = addSignatures(first, [ownerKeys[0]!]);
    const filled = itemOf(second, owners.scriptHash)!;
    const sorted = owners.publicKeys.map((key) => hex.encode(key));
    const order = [ownerKeys[0]!, ownerKeys[2]!].sort((a, b) => sorted.indexOf(keyHex(b)) - sorted.indexOf(keyHex(a)));
    assert.equal(filled.parameters.length, 2);
    filled.parameters.forEach((value, index) => assert.ok(verifySignature(value!, data, order[index]!.publicKey), `parameter ${index} is the key ${index === 0 ? 'later' : 'earlier'} in the script`));
    assert.equal(first.items.find((item) => item.account === owners.scriptHash)!.signatures.length, 1, 'the first context is unchanged');

    // A third key adds its signature; the parameters stay; a key that signed signs nothing more.
    const third = addSignatures(second, [ownerKeys[1]!, ownerKeys[0]!, adminKey]);
    assert.equal(itemOf(third, owners.scriptHash)!.signatures.length, 3);
    assert.deepEqual(itemOf(third, owners.scriptHash)!.parameters, filled.parameters);
    assert.deepEqual(itemOf(third, admin.scriptHash)!.parameters, adminItem.parameters);
    // Keys of no signer change nothing.
    assert.equal(serializeContext(addSignatures(first, [PrivateKey.generate()])), serializeContext(first));
  });

  it('signs for a 2-of-3 account read from a NEP-6 account\'s contract.script, without a key, as for one given by its public keys', () => {
    const fromWallet = accountFromVerificationScript(base64.decode(base64.encode(owners.verificationScript)));
    assert.deepEqual([fromWallet.kind, fromWallet.threshold, fromWallet.scriptHash], ['multisig', 2, owners.scriptHash]);
    const context = contextOf({ ...prepared, signers: [fromWallet, admin] }, { keys: [ownerKeys[0]!, ownerKeys[1]!, adminKey] });
    assert.deepEqual(signedBytesOf(context), signedBytesOf(contextOf(prepared, { keys: [ownerKeys[0]!, ownerKeys[1]!, adminKey] })));
    assert.throws(() => contextOf({ ...prepared, signers: [admin, fromWallet] }), /not the transaction's signers, in their order/);
  });

  it('makes the witnesses in the order of the signers; a multisig pushes m signatures in the order of its keys; the signed bytes are what signTransaction makes', () => {
    const context = contextOf(prepared, { keys: [ownerKeys[2]!, ownerKeys[0]!, adminKey] });
    const witnesses = witnessesOf(context);
    assert.deepEqual(witnesses.map((witness) => witness.verification), [owners.verificationScript, admin.verificationScript]);
    const data = signData(prepared.transaction, MAGIC);
    const pushed = [0, 1].map((index) => witnesses[0]!.invocation.subarray(index * 66 + 2, index * 66 + 66));
    const inScriptOrder = owners.publicKeys.filter((key) => [ownerKeys[0]!, ownerKeys[2]!].some((k) => hex.encode(k.publicKey) === hex.encode(key)));
    pushed.forEach((signature, index) => assert.ok(verifySignature(signature, data, inScriptOrder[index]!)));
    assert.deepEqual(signedBytesOf(context), signTransaction(prepared, [ownerKeys[0]!, ownerKeys[2]!, adminKey]).bytes, 'deterministic signatures: the same bytes');
    const decoded = decodeTransaction(signedBytesOf(context));
    assert.equal(decoded.displayHash, prepared.hash);
  });

  it('refuses to make witnesses while signatures are missing: CONTEXT_INCOMPLETE, with whose', () => {
    const context = contextOf(prepared, { keys: [ownerKeys[0]!] });
    assert.throws(() => witnessesOf(context), (error: unknown) => {
      assert.ok(isTransactionError(error, 'CONTEXT_INCOMPLETE'));
      assert.equal(error.message, `Signatures are missing: ${owners.address} has 1 of the 2 signatures it needs; ${admin.address} has 0 of the 1 signature it needs.`);
      assert.deepEqual(error.signers?.map((signer) => [signer.address, signer.signedBy.length, signer.canStillSign.length]), [[owners.address, 1, 2], [admin.address, 0, 1]]);
      return true;
    });
  });

  describe('neo-go\'s files', () => {
    const { keys, single, multisig, transaction } = fixtureTransaction();

    it('reads where each signer stands in neo-go\'s files, and makes the witnesses of the complete one: b1 then b3 pushed, in the order of the keys', () => {
      const status = (name: Parameters<typeof readFixture>[0]) => signingStatus(parseContext(readFixture(name))).map((s) => `${s.kind} ${s.signedBy.length}/${s.needed ?? '?'}`);
      assert.deepEqual(status('unsigned.core.json'), ['multisig 0/2', 'signature 0/1']);
      assert.deepEqual(status('b1.neo-go.json'), ['multisig 1/2', 'signature 0/1']);
      assert.deepEqual(status('b1-b3.neo-go.json'), ['multisig 2/2', 'signature 0/1']);
      assert.deepEqual(status('complete.neo-go.json'), ['multisig 2/2', 'signature 1/1']);
      assert.deepEqual(status('no-items.core.json'), ['unknown 0/?', 'unknown 0/?']);
      assert.deepEqual(status('no-items-a.neo-go.json'), ['unknown 0/?', 'signature 1/1']);

      const context = parseContext(readFixture('complete.neo-go.json'));
      const [multisigWitness, singleWitness] = witnessesOf(context);
      const file = JSON.parse(readFixture('complete.neo-go.json')) as { items: Record<string, { parameters: { value: string }[]; signatures: Record<string, string> }> };
      const signatures = file.items[multisig.scriptHash]!.signatures;
      assert.deepEqual(multisigWitness!.invocation, Uint8Array.of(
        0x0c, 0x40, ...base64.decode(signatures[keyHex(keys.b1)]!), 0x0c, 0x40, ...base64.decode(signatures[keyHex(keys.b3)]!),
      ));
      assert.deepEqual(singleWitness!.invocation, Uint8Array.of(0x0c, 0x40, ...base64.decode(file.items[single.scriptHash]!.parameters[0]!.value)));
      assert.deepEqual(decodeTransaction(signedBytesOf(context)).witnesses, [multisigWitness, singleWitness]);
      assert.equal(context.network, FIXTURE_MAGIC);
    });

    it('signs a context without items as neo-go does: the item of a signature account from its key, a multisig\'s from its account', () => {
      const empty = parseContext(readFixture('no-items.core.json'));
      const byKey = addSignatures(empty, [keys.a]);
      assert.deepEqual(byKey.items.map((item) => item.account), [single.scriptHash]);
      const theirs = parseContext(readFixture('no-items-a.neo-go.json')).items[0]!;
      assert.deepEqual(byKey.items[0]!.verifier.verificationScript, theirs.verifier.verificationScript);
      // A multisig's script is not in its keys: without its account, nothing is added for it.
      assert.equal(addSignatures(empty, [keys.b1]).items.length, 0);
      const byAccount = addSignatures(byKey, [keys.b1, keys.b2], { accounts: [multisig] });
      assert.deepEqual(signingStatus(byAccount).map((s) => s.complete), [true, true]);
      assert.equal(decodeTransaction(signedBytesOf(byAccount)).displayHash, empty.hash);
      assert.equal(transaction.nonce, byAccount.transaction.nonce);
    });
  });

  describe('the fine points', () => {
    const { keys, single, multisig } = fixtureTransaction();
    const fixture = () => parseContext(readFixture('unsigned.core.json'));
    /** The multisig's keys in the order of its script, and the key of each. */
    const byScriptOrder = multisig.publicKeys.map((publicKey) => [keys.b1, keys.b2, keys.b3].find((key) => hex.encode(key.publicKey) === hex.encode(publicKey))!);
    const [lowest, middle, highest] = byScriptOrder as [PrivateKey, PrivateKey, PrivateKey];

    it('refuses accounts that are not the transaction\'s signers: too few, or one of them another', () => {
      assert.throws(() => contextOf({ ...prepared, signers: [owners] }), /not the transaction's signers, in their order/);
      assert.throws(() => contextOf({ ...prepared, signers: [owners, owners] }), /not the transaction's signers, in their order/);
    });

    it('fills a multisig\'s parameters once, from the keys descending, only with its own keys\' signatures, m of them', () => {
      const data = signDataOf(fixture());
      const two = addSignatures(fixture(), [lowest, middle]);
      const item = itemOf(two, multisig.scriptHash)!;
      assert.equal(item.parameters.length, 2);
      assert.ok(verifySignature(item.parameters[0]!, data, middle.publicKey) && verifySignature(item.parameters[1]!, data, lowest.publicKey), 'middle, then lowest');
      // The highest key signing afterwards changes no parameter.
      const three = addSignatures(two, [highest]);
      assert.deepEqual(itemOf(three, multisig.scriptHash)!.parameters, item.parameters);
      assert.deepEqual(itemOf(three, multisig.scriptHash)!.signatures.map((entry) => entry.publicKey), byScriptOrder.map((key) => hex.encode(key.publicKey)).sort());
      // All three at once: m of them, the two highest.
      const all = itemOf(addSignatures(fixture(), [highest, middle, lowest]), multisig.scriptHash)!;
      assert.equal(all.parameters.length, 2);
      assert.ok(verifySignature(all.parameters[0]!, data, highest.publicKey) && verifySignature(all.parameters[1]!, data, middle.publicKey));
      // The witness of a multisig signed by all its keys pushes m signatures.
      const complete = addSignatures(addSignatures(fixture(), [highest, middle, lowest]), [keys.a]);
      assert.equal(witnessesOf(complete)[0]!.invocation.length, 2 * 66);
    });

    it('keeps its signatures in the order of their keys', () => {
      const item = itemOf(addSignatures(fixture(), [highest, lowest]), multisig.scriptHash)!;
      assert.deepEqual(item.signatures.map((entry) => entry.publicKey), [highest, lowest].map((key) => hex.encode(key.publicKey)).sort());
    });

    it('fills parameters a file left half empty; leaves them empty while its own keys\' signatures are fewer than m', () => {
      const file = JSON.parse(readFixture('b1-b3.neo-go.json')) as { items: Record<string, { parameters: Array<{ type: string; value?: string }>; signatures: Record<string, string> }> };
      const half = structuredClone(file);
      half.items[multisig.scriptHash]!.parameters[1] = { type: 'Signature' };
      const filled = itemOf(addSignatures(parseContext(JSON.stringify(half)), [keys.b2]), multisig.scriptHash)!;
      assert.ok(filled.parameters.every((value) => value !== null));
      const foreign = structuredClone(file);
      const item = foreign.items[multisig.scriptHash]!;
      item.parameters = [{ type: 'Signature' }, { type: 'Signature' }];
      item.signatures = { [hex.encode(keys.b1.publicKey)]: item.signatures[hex.encode(keys.b1.publicKey)]!, [hex.encode(keys.a.publicKey)]: base64.encode(new Uint8Array(64)) };
      const context = parseContext(JSON.stringify(foreign));
      assert.deepEqual(itemOf(addSignatures(context, [keys.b1]), multisig.scriptHash)!.parameters, [null, null]);
    });

    it('a signature account that has signed signs nothing more: its signature kept as given (here the high-s twin neo accepts)', () => {
      const signed = addSignatures(fixture(), [keys.a]);
      const ours = itemOf(signed, single.scriptHash)!.parameters[0]!;
      const n = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
      const s = BigInt(`0x${hex.encode(ours.subarray(32))}`);
      const twin = Uint8Array.from([...ours.subarray(0, 32), ...hex.decode((n - s).toString(16).padStart(64, '0'))]);
      const file = JSON.parse(serializeContext(signed)) as { items: Record<string, { parameters: Array<{ type: string; value?: string }> }> };
      file.items[single.scriptHash]!.parameters[0]!.value = base64.encode(twin);
      const again = addSignatures(parseContext(JSON.stringify(file)), [keys.a]);
      assert.deepEqual(itemOf(again, single.scriptHash)!.parameters[0], twin);
    });

    it('makes an item only from the account of its own signer', () => {
      const empty = parseContext(readFixture('no-items.core.json'));
      const both = addSignatures(empty, [keys.a, keys.b1, keys.b2], { accounts: [multisig] });
      assert.deepEqual(signingStatus(both).map((status) => [status.kind, status.complete]), [['multisig', true], ['signature', true]]);
    });

    it('verifies a context\'s signatures once: asked again, it gives the statuses it verified the first time', () => {
      const context = parseContext(readFixture('complete.neo-go.json'));
      const first = signingStatus(context);
      const again = signingStatus(context);
      assert.deepEqual(again.map((status) => status.complete), [true, true]);
      again.forEach((status, index) => assert.equal(status, first[index], 'the same status, not one verified anew'));
      // A signature added makes another context, of the same hash, verified on its own.
      const unsigned = fixture();
      assert.deepEqual(signingStatus(unsigned).map((status) => status.signedBy.length), [0, 0]);
      assert.deepEqual(signingStatus(addSignatures(unsigned, [keys.a])).map((status) => status.signedBy.length), [0, 1]);
    });

    it('says a signer without an item whole, and the reason of each bad signature', () => {
      const [unknown] = signingStatus(parseContext(readFixture('no-items.core.json')));
      assert.deepEqual(unknown, { account: multisig.scriptHash, address: multisig.address, kind: 'unknown', publicKeys: [], signedBy: [], canStillSign: [], complete: false });
      const file = JSON.parse(readFixture('b1.neo-go.json')) as { items: Record<string, { parameters: Array<{ type: string; value?: string }>; signatures: Record<string, string> }> };
      const zero = base64.encode(new Uint8Array(64));
      file.items[multisig.scriptHash]!.signatures[hex.encode(keys.b1.publicKey)] = zero;
      file.items[single.scriptHash]!.parameters[0] = { type: 'Signature', value: zero };
      assert.deepEqual(badSignatures(parseContext(JSON.stringify(file))), [
        { account: multisig.address, publicKey: hex.encode(keys.b1.publicKey), reason: 'doesNotVerify' },
        { account: single.address, publicKey: hex.encode(keys.a.publicKey), reason: 'doesNotVerify' },
      ]);
    });
  });
});
