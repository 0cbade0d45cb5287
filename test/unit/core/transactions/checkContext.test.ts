// A contract parameters context checked before its transaction is sent (protocol notes §15): neo-go's
// complete file passes; every refusal with the data the UI words (changed bytes, a hash that does not
// match, another network, expired, missing signatures and whose, a bad signature, a signature for
// another key); the inspection a confirmation lists; sending it.
import assert from 'node:assert/strict';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, hex } from '@scure/base';
import { isTransactionError, type ContextChange } from '../../../../src/core/errors/transactionError';
import { bytesAsHash160, bytesAsString } from '../../../../src/core/transactions/decodeScript';
import { checkContext, inspectContext, sendContext } from '../../../../src/core/transactions/checkContext';
import { signedBytesOf } from '../../../../src/core/transactions/contextSigning';
import { makeContext, parseContext, type ParametersContext } from '../../../../src/core/transactions/parametersContext';
import { displayTransactionHash, serializeUnsigned, type UnsignedTransaction } from '../../../../src/core/transactions/transaction';
import { FIXTURE_MAGIC, FIXTURE_NNS, fixtureTransaction, readFixture, type FixtureFile } from './contextFixture';
import { result, rpcError, startFakeNode } from './fakeNode';

const { keys, single, multisig, transaction, toSign } = fixtureTransaction();
const VALID_UNTIL = transaction.validUntilBlock;
const atHeight = { networkMagic: FIXTURE_MAGIC, blockCount: VALID_UNTIL - 100 };
const keyHex = (key: { publicKey: Uint8Array }) => hex.encode(key.publicKey);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (name: FixtureFile): Json => JSON.parse(readFixture(name)) as Json;
const read = (name: FixtureFile) => parseContext(readFixture(name));
const withItems = (name: FixtureFile, change: (items: Json) => void) => {
  const file = json(name);
  change(file.items as Json);
  return parseContext(JSON.stringify(file));
};

function refusal(context: ParametersContext, options: Parameters<typeof checkContext>[1], code: Parameters<typeof isTransactionError>[1], check: (error: Record<string, unknown> & { message: string }) => void): void {
  assert.throws(() => checkContext(context, options), (error: unknown) => {
    assert.ok(isTransactionError(error, code), String(error));
    check(error as unknown as Record<string, unknown> & { message: string });
    return true;
  });
}

/** The fixture's transaction with one field changed, signed by nobody (a consistent context of other bytes). */
function changed(change: Partial<UnsignedTransaction>): ParametersContext {
  return makeContext(FIXTURE_MAGIC, serializeUnsigned({ ...transaction, ...change }), read('complete.neo-go.json').items, 53);
}

describe('core/transactions/checkContext: a context checked before it is sent', () => {
  it('passes neo-go\'s complete context: its signed bytes and hash, how many blocks it may still enter', () => {
    const checked = checkContext(read('complete.neo-go.json'), { ...atHeight, expected: toSign });
    assert.equal(checked.hash, displayTransactionHash(sha256(serializeUnsigned(transaction))));
    assert.deepEqual(checked.bytes, signedBytesOf(read('complete.neo-go.json')));
    assert.equal(checked.validUntilBlock, VALID_UNTIL);
    assert.equal(checked.blocksLeft, 101);
    // The expected transaction may also be the context saved earlier (its data and network).
    assert.equal(checkContext(read('complete.neo-go.json'), { ...atHeight, expected: read('unsigned.core.json') }).hash, checked.hash);
    // The last block it may enter is still to come.
    assert.equal(checkContext(read('complete.neo-go.json'), { ...atHeight, blockCount: VALID_UNTIL }).blocksLeft, 1);
  });

  it('refuses a transaction that is not the one prepared here: CONTEXT_CHANGED, naming each field that differs', () => {
    const cases: Array<[Partial<UnsignedTransaction>, ContextChange[], RegExp]> = [
      [{ systemFee: transaction.systemFee + 1n }, ['systemFee'], /its system fee differs\.$/],
      [{ networkFee: 1n }, ['networkFee'], /its network fee differs/],
      [{ validUntilBlock: VALID_UNTIL + 5000 }, ['validUntilBlock'], /its last valid block differs/],
      [{ nonce: 1 }, ['nonce'], /its nonce differs\.$/],
      [{ script: Uint8Array.of(...transaction.script.subarray(0, -1), 0x40) }, ['script'], /its script \(the calls it makes\) differs/],
      [{ signers: [transaction.signers[1]!, transaction.signers[0]!] }, ['signers'], /its signers or their scopes differ\.$/],
      [{ networkFee: 1n, systemFee: 2n, script: Uint8Array.of(0x40) }, ['systemFee', 'networkFee', 'script'], /its system fee, network fee and script \(the calls it makes\) differ\.$/],
    ];
    for (const [change, changes, words] of cases) {
      refusal(changed(change), { ...atHeight, blockCount: 1, expected: toSign }, 'CONTEXT_CHANGED', (error) => {
        assert.deepEqual(error.changes, changes);
        assert.match(error.message, /^The context's transaction is not the one prepared here: /);
        assert.match(error.message, words);
      });
    }
    const otherNetwork = makeContext(FIXTURE_MAGIC + 1, serializeUnsigned(transaction), [], 53);
    refusal(otherNetwork, { ...atHeight, networkMagic: FIXTURE_MAGIC + 1, expected: toSign }, 'CONTEXT_CHANGED', (error) => {
      assert.deepEqual([error.changes, error.networkMagic, error.answeredMagic], [['network'], FIXTURE_MAGIC + 1, FIXTURE_MAGIC]);
    });
  });

  it('refuses a context whose hash is not its data\'s: CONTEXT_CHANGED (hash)', () => {
    const context = read('complete.neo-go.json');
    const forged: ParametersContext = { ...context, hash: `0x${'00'.repeat(32)}` };
    refusal(forged, atHeight, 'CONTEXT_CHANGED', (error) => {
      assert.deepEqual([error.changes, error.contextHash, error.transactionHash], [['hash'], `0x${'00'.repeat(32)}`, context.hash]);
    });
  });

  it('refuses a context for another network than the node\'s: CONTEXT_OTHER_NETWORK, with both magics', () => {
    refusal(read('complete.neo-go.json'), { ...atHeight, networkMagic: 56753 }, 'CONTEXT_OTHER_NETWORK', (error) => {
      assert.deepEqual([error.networkMagic, error.answeredMagic], [FIXTURE_MAGIC, 56753]);
      assert.equal(error.message, `The context is signed for the network of magic ${FIXTURE_MAGIC}; the node is on the network of magic 56753.`);
    });
  });

  it('refuses a transaction whose last block has passed: CONTEXT_EXPIRED, with its last block and the chain\'s count', () => {
    refusal(read('complete.neo-go.json'), { ...atHeight, blockCount: VALID_UNTIL + 1 }, 'CONTEXT_EXPIRED', (error) => {
      assert.deepEqual([error.validUntilBlock, error.blockCount], [VALID_UNTIL, VALID_UNTIL + 1]);
      assert.equal(error.message, `The transaction could enter blocks up to ${VALID_UNTIL}; the node's chain is past it (its next block is ${VALID_UNTIL + 1}).`);
    });
  });

  it('refuses missing signatures: CONTEXT_INCOMPLETE, with each signer still short, what it has and who could still sign', () => {
    refusal(read('b1.neo-go.json'), atHeight, 'CONTEXT_INCOMPLETE', (error) => {
      assert.equal(error.message, `Signatures are missing: ${multisig.address} has 1 of the 2 signatures it needs; ${single.address} has 0 of the 1 signature it needs.`);
      const signers = error.signers as Array<{ address: string; kind: string; needed: number; signedBy: string[]; canStillSign: string[] }>;
      assert.deepEqual(signers.map((s) => [s.address, s.kind, s.needed, s.signedBy, s.canStillSign]), [
        [multisig.address, 'multisig', 2, [keyHex(keys.b1)], [keyHex(keys.b3), keyHex(keys.b2)]],
        [single.address, 'signature', 1, [], [keyHex(keys.a)]],
      ]);
    });
    refusal(read('no-items-a.neo-go.json'), atHeight, 'CONTEXT_INCOMPLETE', (error) => {
      assert.equal(error.message, `Signatures are missing: ${multisig.address} has not signed (the context does not hold its verification script yet).`);
    });
    // The same signature twice is one signature: a 2-of-3 needs two distinct keys.
    const twice = withItems('b1.neo-go.json', (items) => {
      const signature = items[multisig.scriptHash].signatures[keyHex(keys.b1)] as string;
      items[multisig.scriptHash] = { ...items[multisig.scriptHash], parameters: [{ type: 'Signature', value: signature }, { type: 'Signature', value: signature }], signatures: {} };
    });
    refusal(twice, atHeight, 'CONTEXT_INCOMPLETE', (error) => assert.match(error.message, /has 1 of the 2 signatures/));
  });

  it('reads a multisig\'s signatures from its parameters alone (without the signatures map), in the order neo-go and neo-cli fill them', () => {
    const parametersOnly = withItems('complete.neo-go.json', (items) => {
      items[multisig.scriptHash].signatures = {};
    });
    const checked = checkContext(parametersOnly, atHeight);
    assert.deepEqual(checked.bytes, checkContext(read('complete.neo-go.json'), atHeight).bytes);
    // In the other order, the witness neo-go would build from them does not verify: refused.
    const reversed = withItems('complete.neo-go.json', (items) => {
      const item = items[multisig.scriptHash] as Json;
      item.signatures = {};
      item.parameters = [...(item.parameters as Json[])].reverse();
    });
    refusal(reversed, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => assert.equal(error.account, multisig.address));
  });

  it('refuses a signature that does not verify, and one given for a key that is not the signer\'s: CONTEXT_BAD_SIGNATURE', () => {
    const flipped = (signature: string) => {
      const bytes = base64.decode(signature);
      bytes[10]! ^= 1;
      return base64.encode(bytes);
    };
    const badMap = withItems('complete.neo-go.json', (items) => {
      const signatures = items[multisig.scriptHash].signatures as Json;
      signatures[keyHex(keys.b3)] = flipped(signatures[keyHex(keys.b3)] as string);
    });
    refusal(badMap, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => {
      assert.deepEqual([error.account, error.publicKey], [multisig.address, keyHex(keys.b3)]);
      assert.equal(error.message, `The signature of ${multisig.address} by the key ${keyHex(keys.b3)} does not verify for this transaction and network.`);
    });
    const badParameter = withItems('complete.neo-go.json', (items) => {
      const parameter = items[single.scriptHash].parameters[0] as Json;
      parameter.value = flipped(parameter.value as string);
    });
    refusal(badParameter, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => assert.deepEqual([error.account, error.publicKey], [single.address, keyHex(keys.a)]));
    const badMultisigParameter = withItems('complete.neo-go.json', (items) => {
      const item = items[multisig.scriptHash] as Json;
      item.signatures = {};
      item.parameters[1].value = flipped(item.parameters[1].value as string);
    });
    refusal(badMultisigParameter, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => {
      assert.deepEqual([error.account, error.publicKey], [multisig.address, undefined]);
      assert.equal(error.message, `A signature in the parameters of ${multisig.address} does not verify for this transaction and network, for any of its keys in the order its witness takes them.`);
    });
    // b1's signature said to be b2's; a's key, which is not the 2-of-3's.
    const otherKey = withItems('complete.neo-go.json', (items) => {
      const signatures = items[multisig.scriptHash].signatures as Json;
      signatures[keyHex(keys.b2)] = signatures[keyHex(keys.b1)];
    });
    refusal(otherKey, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => assert.deepEqual([error.account, error.publicKey], [multisig.address, keyHex(keys.b2)]));
    const notItsKey = withItems('complete.neo-go.json', (items) => {
      (items[multisig.scriptHash].signatures as Json)[keyHex(keys.a)] = items[single.scriptHash].parameters[0].value;
    });
    refusal(notItsKey, atHeight, 'CONTEXT_BAD_SIGNATURE', (error) => {
      assert.equal(error.message, `The context gives a signature of ${multisig.address} for the key ${keyHex(keys.a)}, which is not a key of that account.`);
    });
    // Signatures made for another network do not verify for this one.
    const forOtherNetwork = parseContext(JSON.stringify({ ...json('complete.neo-go.json'), network: 56753 }));
    refusal(forOtherNetwork, { ...atHeight, networkMagic: 56753 }, 'CONTEXT_BAD_SIGNATURE', (error) => assert.equal(error.account, multisig.address));
  });

  it('checks in order: changed, network, expired, signatures', () => {
    const everything = { networkMagic: 56753, blockCount: VALID_UNTIL + 1 };
    refusal(changed({ nonce: 7 }), { ...everything, expected: toSign }, 'CONTEXT_CHANGED', () => {});
    refusal(read('b1.neo-go.json'), everything, 'CONTEXT_OTHER_NETWORK', () => {});
    refusal(read('b1.neo-go.json'), { ...everything, networkMagic: FIXTURE_MAGIC }, 'CONTEXT_EXPIRED', () => {});
    assert.throws(() => checkContext(read('complete.neo-go.json'), { ...atHeight, blockCount: 0 }), RangeError);
  });

  it('inspects a context for its confirmation: the calls, the signers with their scopes and signatures, the fees, the validity, the network', () => {
    const inspection = inspectContext(read('b1-b3.neo-go.json'));
    assert.equal(inspection.network, FIXTURE_MAGIC);
    assert.equal(inspection.hash, read('b1-b3.neo-go.json').hash);
    assert.deepEqual([inspection.transaction.systemFee, inspection.transaction.networkFee, inspection.transaction.validUntilBlock], [transaction.systemFee, transaction.networkFee, VALID_UNTIL]);
    assert.ok(inspection.calls.plain);
    const [call] = inspection.calls.plain ? inspection.calls.calls : [];
    assert.deepEqual([call?.contractHash, call?.method, bytesAsString(call!.args[0]!), bytesAsHash160(call!.args[1]!), call?.assertResult], [FIXTURE_NNS, 'register', 'alice.neo', multisig.scriptHash, true]);
    assert.deepEqual(inspection.signers.map((s) => [s.address, s.kind, s.scopes, s.signedBy.length, s.complete]), [
      [multisig.address, 'multisig', ['CalledByEntry'], 2, true],
      [single.address, 'signature', ['CalledByEntry'], 0, false],
    ]);
    assert.deepEqual([inspection.complete, inspection.badSignatures], [false, []]);
    assert.equal(inspectContext(read('complete.neo-go.json')).complete, true);
  });

  it('says each difference in its words, the verb agreeing: another network, attributes added elsewhere, bytes that differ in no field', () => {
    const otherNetwork = makeContext(FIXTURE_MAGIC + 1, serializeUnsigned(transaction), [], 53);
    refusal(otherNetwork, { ...atHeight, networkMagic: FIXTURE_MAGIC + 1, expected: toSign }, 'CONTEXT_CHANGED', (error) => {
      assert.equal(error.message, 'The context\'s transaction is not the one prepared here: its network differs.');
    });
    // The same transaction with a HighPriority and an oracle response attribute (its request id a 64-bit integer), which the extension never writes.
    const data = serializeUnsigned(transaction);
    const attributesAt = 25 + 1 + 21 * transaction.signers.length;
    assert.equal(data[attributesAt], 0, 'no attributes');
    const attributes = Uint8Array.of(2, 0x01, 0x11, 9, 0, 0, 0, 0, 0, 0, 1, 0x00, 0);
    const withAttributes = makeContext(FIXTURE_MAGIC, Uint8Array.of(...data.subarray(0, attributesAt), ...attributes, ...data.subarray(attributesAt + 1)), [], 53);
    assert.equal(withAttributes.transaction.attributes.length, 2);
    refusal(withAttributes, { ...atHeight, expected: toSign }, 'CONTEXT_CHANGED', (error) => {
      assert.deepEqual(error.changes, ['attributes']);
      assert.equal(error.message, 'The context\'s transaction is not the one prepared here: its attributes differ.');
    });
    // Expected bytes that hold the context's and more (its witnesses): no field differs, the bytes do.
    const complete = read('complete.neo-go.json');
    refusal(complete, { ...atHeight, expected: { data: signedBytesOf(complete), network: FIXTURE_MAGIC } }, 'CONTEXT_CHANGED', (error) => {
      assert.deepEqual(error.changes, ['data']);
      assert.equal(error.message, 'The context\'s transaction is not the one prepared here: its bytes differ.');
    });
  });

  it('says the hash the file gives and the one its data has; a block count that is none is the caller\'s error', () => {
    const context = read('complete.neo-go.json');
    const given = `0x${'00'.repeat(32)}`;
    refusal({ ...context, hash: given }, atHeight, 'CONTEXT_CHANGED', (error) => {
      assert.equal(error.message, `The context's transaction was changed: the file gives the hash ${given}, but its data hashes to ${context.hash}.`);
    });
    for (const blockCount of [0, 1.5]) {
      assert.throws(() => checkContext(context, { ...atHeight, blockCount }), { name: 'RangeError', message: `not a block count: ${blockCount}` });
    }
  });

  it('calls no context complete while it holds a bad signature, even where every signer has the signatures it needs', () => {
    const notItsKey = withItems('complete.neo-go.json', (items) => {
      (items[multisig.scriptHash].signatures as Json)[keyHex(keys.a)] = items[single.scriptHash].parameters[0].value;
    });
    const inspection = inspectContext(notItsKey);
    assert.deepEqual(inspection.signers.map((signer) => signer.complete), [true, true]);
    assert.deepEqual(inspection.badSignatures, [{ account: multisig.address, publicKey: keyHex(keys.a), reason: 'notTheSignersKey' }]);
    assert.equal(inspection.complete, false);
  });

  it('sends a checked context to the node: its bytes in base64, the hash the node confirms; a refusal as REFUSED', async () => {
    const checked = checkContext(read('complete.neo-go.json'), atHeight);
    let answer: () => ReturnType<typeof result> = () => result({ hash: checked.hash });
    const node = await startFakeNode({ sendrawtransaction: () => answer() });
    try {
      const config = { rpcUrl: node.url, contractHash: FIXTURE_NNS };
      assert.equal(await sendContext(checked, config), checked.hash);
      assert.deepEqual(node.calls.map((c) => [c.method, c.params]), [['sendrawtransaction', [base64.encode(checked.bytes)]]]);
      answer = () => rpcError(-510, 'Expired transaction');
      await assert.rejects(sendContext(checked, config), (error: unknown) => isTransactionError(error, 'REFUSED') && error.refusal === 'expired');
      answer = () => result({ hash: `0x${'ab'.repeat(32)}` });
      await assert.rejects(sendContext(checked, config), /accepted the transaction under the hash 0xabab/);
    } finally {
      await node.close();
    }
  });
});
