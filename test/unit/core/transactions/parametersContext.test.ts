// The contract parameters context as neo-go v0.122.0 and neo-cli write and read it (protocol notes §15):
// files neo-go's `wallet sign` wrote (test/fixtures/parametersContext/) read and written back byte for
// byte, each fact of the format pinned on them (field names and order, base64, the signatures map, the
// multisig parameters in the descending order of the keys, a signature account's signature in its
// parameter only), a context shaped as neo-cli writes it, and every malformed file refused as such.
import assert from 'node:assert/strict';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, hex } from '@scure/base';
import fc from 'fast-check';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { verifySignature } from '../../../../src/core/signing/keys';
import { contextOf, signDataOf } from '../../../../src/core/transactions/contextSigning';
import { CONTEXT_TYPE, MAX_CONTEXT_CHARS, parseContext, serializeContext } from '../../../../src/core/transactions/parametersContext';
import { displayTransactionHash, serializeUnsigned, signData } from '../../../../src/core/transactions/transaction';
import { FIXTURE_FILES, FIXTURE_MAGIC, fixtureTransaction, readFixture, type FixtureFile } from './contextFixture';

const { keys, single, multisig, transaction, toSign } = fixtureTransaction();
const keyHex = (key: { publicKey: Uint8Array }) => hex.encode(key.publicKey);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (name: FixtureFile): Json => JSON.parse(readFixture(name)) as Json;
const text = (value: unknown) => JSON.stringify(value);

/** INVALID_CONTEXT at `path`, whose message says `words`. */
function refused(input: string, path: string, words: RegExp): void {
  assert.throws(() => parseContext(input), (error: unknown) => {
    assert.ok(isTransactionError(error, 'INVALID_CONTEXT'), String(error));
    assert.equal(error.path, path);
    assert.match(error.message, /^This is not a contract parameters context as neo-go and neo-cli write it: /);
    assert.match(error.message, words);
    return true;
  });
}

/** The fixture with its data changed by `change` and its hash made again (a consistent file). */
function withData(name: FixtureFile, change: (data: Uint8Array) => Uint8Array): Json {
  const file = json(name);
  const data = change(base64.decode(file.data as string));
  return { ...file, data: base64.encode(data), hash: displayTransactionHash(sha256(data)) };
}

describe('core/transactions/parametersContext: the contract parameters context neo-go and neo-cli hand over', () => {
  describe('neo-go\'s files', () => {
    for (const name of FIXTURE_FILES) {
      it(`reads ${name} and writes it back byte for byte`, () => {
        const input = readFixture(name);
        assert.equal(serializeContext(parseContext(input)), input);
      });
    }

    it('writes the fields in neo-go\'s order and form: type, network, hash (0x, the hash of data), data (the unsigned transaction, base64), items', () => {
      const file = json('complete.neo-go.json');
      assert.deepEqual(Object.keys(file), ['type', 'network', 'hash', 'data', 'items']);
      assert.equal(file.type, CONTEXT_TYPE);
      assert.equal(file.network, FIXTURE_MAGIC);
      assert.deepEqual(base64.decode(file.data as string), serializeUnsigned(transaction));
      assert.equal(file.hash, displayTransactionHash(sha256(serializeUnsigned(transaction))));
      // Items keyed by the signers' script hashes (0x, display form), in sorted order; each: script, parameters, signatures.
      assert.deepEqual(Object.keys(file.items as Json), [single.scriptHash, multisig.scriptHash].sort());
      for (const [account, verifier] of [[single.scriptHash, single], [multisig.scriptHash, multisig]] as const) {
        const item = (file.items as Json)[account] as Json;
        assert.deepEqual(Object.keys(item), ['script', 'parameters', 'signatures']);
        assert.equal(item.script, base64.encode(verifier.verificationScript));
      }
    });

    it('pins what neo-go writes before anything is signed: a Signature parameter per signature needed, without a value; signatures empty', () => {
      const file = json('unsigned.core.json');
      assert.deepEqual(file.items[single.scriptHash], { script: base64.encode(single.verificationScript), parameters: [{ type: 'Signature' }], signatures: {} });
      assert.deepEqual(file.items[multisig.scriptHash].parameters, [{ type: 'Signature' }, { type: 'Signature' }]);
      // The core's context of the fixture's transaction is that file.
      assert.equal(serializeContext(contextOf(toSign)), readFixture('unsigned.core.json'));
    });

    it('pins a multisig\'s first signature: in signatures under the key\'s compressed hex, the parameters still empty', () => {
      const item = json('b1.neo-go.json').items[multisig.scriptHash] as Json;
      assert.deepEqual(Object.keys(item.signatures as Json), [keyHex(keys.b1)]);
      assert.ok(verifySignature(base64.decode(item.signatures[keyHex(keys.b1)] as string), signData(transaction, FIXTURE_MAGIC), keys.b1.publicKey));
      assert.deepEqual(item.parameters, [{ type: 'Signature' }, { type: 'Signature' }]);
      assert.deepEqual(json('b1.neo-go.json').items[single.scriptHash].parameters, [{ type: 'Signature' }]);
    });

    it('pins the m-th signature: parameters filled in the descending order of the keys (the witness pushes them last first)', () => {
      const item = json('b1-b3.neo-go.json').items[multisig.scriptHash] as Json;
      const sorted = multisig.publicKeys.map((key) => hex.encode(key));
      assert.deepEqual(sorted, [keys.b1, keys.b3, keys.b2].map(keyHex), 'the script\'s order of these keys');
      assert.deepEqual(Object.keys(item.signatures as Json), [keyHex(keys.b1), keyHex(keys.b3)]);
      assert.deepEqual(item.parameters, [
        { type: 'Signature', value: item.signatures[keyHex(keys.b3)] },
        { type: 'Signature', value: item.signatures[keyHex(keys.b1)] },
      ]);
    });

    it('pins a signature account\'s signature: in parameters[0].value, signatures left empty', () => {
      const item = json('complete.neo-go.json').items[single.scriptHash] as Json;
      assert.deepEqual(item.signatures, {});
      assert.ok(verifySignature(base64.decode(item.parameters[0].value as string), signData(transaction, FIXTURE_MAGIC), keys.a.publicKey));
    });

    it('pins a context without items ("items":{}): neo-go makes the signer\'s item from its wallet\'s account when it signs', () => {
      assert.deepEqual(json('no-items.core.json').items, {});
      const signed = json('no-items-a.neo-go.json');
      assert.deepEqual(Object.keys(signed.items as Json), [single.scriptHash]);
      assert.equal(signed.items[single.scriptHash].script, base64.encode(single.verificationScript));
      assert.deepEqual(parseContext(readFixture('no-items.core.json')).items, []);
    });

    it('signs what neo-go signs: the network magic and the hash (the same r, RFC 6979, and s or its negation)', () => {
      const n = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
      const data = signDataOf(parseContext(readFixture('complete.neo-go.json')));
      assert.deepEqual(data, signData(transaction, FIXTURE_MAGIC));
      const theirs = base64.decode(json('complete.neo-go.json').items[single.scriptHash].parameters[0].value as string);
      const ours = keys.a.sign(data);
      assert.deepEqual(ours.subarray(0, 32), theirs.subarray(0, 32));
      const s = (sig: Uint8Array) => BigInt(`0x${hex.encode(sig.subarray(32))}`);
      assert.ok(s(ours) === s(theirs) || s(ours) === n - s(theirs));
    });
  });

  describe('read as neo-go and neo-cli read it', () => {
    it('reads a context shaped as neo-cli writes it (type, hash, data, items, network; a signature account\'s signature in both places)', () => {
      const file = json('complete.neo-go.json');
      const items = structuredClone(file.items) as Json;
      items[single.scriptHash].signatures = { [keyHex(keys.a)]: items[single.scriptHash].parameters[0].value };
      const neoCli = { type: file.type, hash: file.hash, data: file.data, items, network: file.network };
      const context = parseContext(text(neoCli));
      const fromNeoGo = parseContext(readFixture('complete.neo-go.json'));
      assert.equal(context.hash, fromNeoGo.hash);
      assert.deepEqual(context.items.find((item) => item.account === single.scriptHash)?.signatures.map((s) => s.publicKey), [keyHex(keys.a)]);
      // Written back as neo-go writes it, the signature kept where neo-cli put it too.
      assert.deepEqual(Object.keys(JSON.parse(serializeContext(context)) as Json), ['type', 'network', 'hash', 'data', 'items']);
    });

    it('reads keys without 0x or in capitals, a hash without 0x, a missing hash, and "value": null, as neo-go does', () => {
      const file = json('b1.neo-go.json');
      const items: Json = {};
      for (const [key, item] of Object.entries(file.items as Json)) {
        const upper = Object.fromEntries(Object.entries((item as Json).signatures as Json).map(([k, v]) => [k.toUpperCase(), v]));
        items[key.slice(2).toUpperCase()] = { ...(item as Json), parameters: ((item as Json).parameters as Json[]).map((p) => ({ ...p, value: null })), signatures: upper };
      }
      const context = parseContext(text({ ...file, hash: (file.hash as string).slice(2), items }));
      assert.equal(serializeContext(context), readFixture('b1.neo-go.json'));
      const { hash: _, ...withoutHash } = file;
      assert.equal(serializeContext(parseContext(text(withoutHash))), readFixture('b1.neo-go.json'));
    });

    it('gives the items\' accounts in the address version asked for', () => {
      const context = parseContext(readFixture('unsigned.core.json'), { addressVersion: 0x17 });
      assert.equal(context.addressVersion, 0x17);
      assert.match(context.items[0]!.verifier.address, /^A/);
    });
  });

  describe('refusals', () => {
    it('refuses what is not a context: not JSON, not an object, too long, another type', () => {
      refused('{"type":', '', /it is not JSON/);
      refused('[]', '', /it is not a JSON object/);
      refused(' '.repeat(MAX_CONTEXT_CHARS + 1), '', /1048577 characters; a context holds at most 1048576/);
      refused(text({ ...json('unsigned.core.json'), type: 'Neo.Network.P2P.Payloads.Block' }), 'type', /the context of a Neo.Network.P2P.Payloads.Block, not of a transaction/);
      refused(text({ ...json('unsigned.core.json'), type: 7 }), 'type', /expected string/);
    });

    it('refuses missing or malformed fields, saying where', () => {
      const { data: _, ...noData } = json('unsigned.core.json');
      refused(text(noData), 'data', /expected string/);
      refused(text({ ...json('unsigned.core.json'), data: 'AAA*' }), 'data', /not base64/);
      refused(text({ ...json('unsigned.core.json'), network: -1 }), 'network', /./);
      refused(text({ ...json('unsigned.core.json'), network: 2 ** 32 }), 'network', /./);
      refused(text({ ...json('unsigned.core.json'), hash: '0x1234' }), 'hash', /not a transaction hash/);
      refused(text({ ...json('unsigned.core.json'), items: { nothash: {} } }), 'items["nothash"]', /not a script hash/);
      refused(text({ ...json('unsigned.core.json'), items: [] }), 'items', /expected record/);
    });

    it('refuses data that is no unsigned transaction: not one, or with witnesses', () => {
      refused(text({ ...json('no-items.core.json'), data: base64.encode(Uint8Array.of(1, 2, 3)), hash: undefined }), 'data', /its data is not an unsigned transaction \(These bytes are not a Neo N3 transaction: its version is 1/);
      const signed = withData('no-items.core.json', (data) => Uint8Array.of(...data, 2, 0, 0, 0, 0));
      refused(text(signed), 'data', /its data holds witnesses/);
    });

    it('refuses a hash that is not the hash of the data: CONTEXT_CHANGED, as neo-go and neo-cli refuse such a file', () => {
      const file = json('complete.neo-go.json');
      const data = base64.decode(file.data as string);
      data[data.length - 1]! ^= 1;
      assert.throws(() => parseContext(text({ ...file, data: base64.encode(data) })), (error: unknown) => {
        assert.ok(isTransactionError(error, 'CONTEXT_CHANGED'));
        assert.deepEqual(error.changes, ['hash']);
        assert.equal(error.contextHash, file.hash);
        assert.equal(error.transactionHash, displayTransactionHash(sha256(data)));
        assert.match(error.message, /^The context's transaction was changed: the file gives the hash 0x795d.*, but its data hashes to 0x/);
        return true;
      });
    });

    it('refuses items that do not fit the transaction: of no signer, with another account\'s script, of a contract, neither signature nor multisig', () => {
      const file = json('unsigned.core.json');
      const singleItem = file.items[single.scriptHash] as Json;
      const stranger = '0x' + '11'.repeat(20);
      refused(text({ ...file, items: { ...file.items, [stranger]: singleItem } }), `items["${stranger}"]`, /an item for 0x1111.*, which does not sign the transaction/);
      refused(text({ ...file, items: { [multisig.scriptHash]: singleItem } }), `items["${multisig.scriptHash}"].script`, /holds the script of another account \(0xbb62/);
      refused(text({ ...file, items: { [single.scriptHash]: { ...singleItem, script: null } } }), `items["${single.scriptHash}"].script`, /no verification script \(a contract that verifies itself\)/);
      refused(text({ ...file, items: { [single.scriptHash]: { ...singleItem, script: base64.encode(Uint8Array.of(0x11, 0x40)) } } }), `items["${single.scriptHash}"].script`, /neither a signature nor a multisig account's/);
      refused(text({ ...file, items: { [single.scriptHash]: singleItem, [single.scriptHash.slice(2)]: singleItem } }), `items["${single.scriptHash.slice(2)}"]`, /is there twice/);
    });

    it('refuses parameters and signatures that are not a signer\'s: their number, their type, their length, their keys', () => {
      const file = json('unsigned.core.json');
      const at = (account: string) => `items["${account}"]`;
      const item = (account: string, change: Json) => text({ ...file, items: { ...file.items, [account]: { ...file.items[account], ...change } } });
      refused(item(multisig.scriptHash, { parameters: [{ type: 'Signature' }] }), `${at(multisig.scriptHash)}.parameters`, /has 1 parameters; its account takes 2 signatures/);
      refused(item(single.scriptHash, { parameters: [] }), `${at(single.scriptHash)}.parameters`, /has 0 parameters; its account takes 1 signature$|takes 1 signature\b/);
      refused(item(single.scriptHash, { parameters: [{ type: 'Integer', value: '1' }] }), `${at(single.scriptHash)}.parameters[0].type`, /not a Signature parameter/);
      refused(item(single.scriptHash, { parameters: [{ type: 'Signature', value: base64.encode(new Uint8Array(63)) }] }), `${at(single.scriptHash)}.parameters[0].value`, /not a signature \(64 bytes in base64\)/);
      refused(item(single.scriptHash, { signatures: { [keyHex(keys.a).slice(2)]: base64.encode(new Uint8Array(64)) } }), `${at(single.scriptHash)}.signatures["${keyHex(keys.a).slice(2)}"]`, /not a compressed public key in hex/);
      refused(item(single.scriptHash, { signatures: { [keyHex(keys.a)]: 'AA==' } }), `${at(single.scriptHash)}.signatures["${keyHex(keys.a)}"]`, /not a signature/);
      refused(item(single.scriptHash, { signatures: { [keyHex(keys.a)]: base64.encode(new Uint8Array(64)), [keyHex(keys.a).toUpperCase().replace('0X', '0x')]: base64.encode(new Uint8Array(64)) } }), `${at(single.scriptHash)}.signatures`, /gives the key 03c00aac.* twice/);
    });

    it('never fails otherwise, whatever the damage: each change of a file is read, or refused as INVALID_CONTEXT or CONTEXT_CHANGED', () => {
      const input = readFixture('complete.neo-go.json');
      fc.assert(fc.property(fc.nat(input.length - 1), fc.integer({ min: 32, max: 126 }), (at, code) => {
        const damaged = input.slice(0, at) + String.fromCharCode(code) + input.slice(at + 1);
        try {
          parseContext(damaged);
        } catch (error) {
          assert.ok(isTransactionError(error, 'INVALID_CONTEXT') || isTransactionError(error, 'CONTEXT_CHANGED'), String(error));
        }
      }), { numRuns: 500 });
    });
  });

  describe('each refusal in its words, where', () => {
    const PREFIX = 'This is not a contract parameters context as neo-go and neo-cli write it: ';
    /** The whole message of the refusal of `input`, and its path. */
    function refusal(input: string): { message: string; path: string; cause: unknown } {
      try {
        parseContext(input);
      } catch (error) {
        assert.ok(isTransactionError(error, 'INVALID_CONTEXT'), String(error));
        return { message: error.message, path: error.path ?? '', cause: error.cause };
      }
      return assert.fail('read');
    }
    const file = () => json('unsigned.core.json');
    const sigBase64 = base64.encode(new Uint8Array(64));

    it('what is no JSON object: a number, null, a text; a text of exactly the longest length is read as JSON', () => {
      assert.equal(refusal('{"type":').message, `${PREFIX}it is not JSON.`);
      for (const input of ['7', 'null', '"context"', '[]']) assert.equal(refusal(input).message, `${PREFIX}it is not a JSON object.`, input);
      assert.equal(refusal(' '.repeat(MAX_CONTEXT_CHARS)).message, `${PREFIX}it is not JSON.`);
    });

    it('a context of something else names it, cut to 80 characters', () => {
      assert.equal(refusal(text({ ...file(), type: 'x'.repeat(100) })).message, `${PREFIX}it is the context of a ${'x'.repeat(80)}, not of a transaction (${CONTEXT_TYPE}) (at type).`);
    });

    it('base64 as both write it: padded, whole groups, no bits past the last byte, no longer than its field', () => {
      assert.deepEqual(refusal(text({ ...file(), data: 'AAA*' })), { message: `${PREFIX}not base64 (at data).`, path: 'data', cause: undefined });
      assert.equal(refusal(text({ ...file(), data: 'AAAAA' })).message, `${PREFIX}not base64 (at data).`);
      assert.equal(refusal(text({ ...file(), data: 'AB==' })).message, `${PREFIX}not base64 as neo-go and neo-cli write it (bits set past the last byte) (at data).`);
      assert.equal(refusal(text({ ...file(), data: 'A'.repeat(136_540) })).message, `${PREFIX}longer than 102400 bytes in base64 (at data).`);
      const account = single.scriptHash;
      assert.deepEqual(refusal(text({ ...file(), items: { [account]: { ...file().items[account], script: 'AAA*' } } })).path, `items["${account}"].script`);
    });

    it('hashes and keys exactly as they are written, nothing before or after', () => {
      const hash = (file().hash as string).slice(2);
      for (const bad of [`zz${hash}`, `${hash}zz`]) assert.equal(refusal(text({ ...file(), hash: bad })).message, `${PREFIX}not a transaction hash (at hash).`);
      const account = single.scriptHash.slice(2);
      for (const bad of [`zz${account}`, `${account}zz`]) {
        assert.equal(refusal(text({ ...file(), items: { [bad]: file().items[single.scriptHash] } })).message, `${PREFIX}not a script hash (at items[${JSON.stringify(bad)}]).`);
      }
      const key = keyHex(keys.a);
      for (const bad of [`zz${key}`, `${key}zz`]) {
        const items = { [single.scriptHash]: { ...file().items[single.scriptHash], signatures: { [bad]: sigBase64 } } };
        assert.equal(refusal(text({ ...file(), items })).message, `${PREFIX}not a compressed public key in hex (at items["${single.scriptHash}"].signatures[${JSON.stringify(bad)}]).`);
      }
    });

    it('at most 16 items and 1,024 signatures an item', () => {
      const strangers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`0x${(i + 1).toString(16).padStart(40, '0')}`, file().items[single.scriptHash]]));
      assert.equal(refusal(text({ ...file(), items: strangers(17) })).message, `${PREFIX}more than 16 items (at items).`);
      assert.match(refusal(text({ ...file(), items: strangers(16) })).message, /which does not sign the transaction/);
      const signatures = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`02${i.toString(16).padStart(64, '0')}`, sigBase64]));
      const withSignatures = (count: number) => text({ ...file(), items: { [single.scriptHash]: { ...file().items[single.scriptHash], signatures: signatures(count) } } });
      assert.equal(refusal(withSignatures(1025)).message, `${PREFIX}more than 1024 signatures (at items["${single.scriptHash}"].signatures).`);
      assert.equal(parseContext(withSignatures(1024)).items[0]!.signatures.length, 1024);
    });

    it('data that is no transaction: the decoder\'s words, kept as the cause', () => {
      const { message, path, cause } = refusal(text({ ...json('no-items.core.json'), data: base64.encode(Uint8Array.of(1, 2, 3)), hash: undefined }));
      assert.equal(message, `${PREFIX}its data is not an unsigned transaction (These bytes are not a Neo N3 transaction: its version is 1; Neo N3 knows only version 0 (at byte 0)) (at data).`);
      assert.equal(path, 'data');
      assert.ok(isTransactionError(cause, 'INVALID_TRANSACTION'));
    });
  });

  describe('the order of items and signatures', () => {
    it('gives the items in the order of their accounts and each item\'s signatures in the order of their keys, whatever the file\'s order', () => {
      const file = json('b1-b3.neo-go.json');
      const reversed = Object.fromEntries(Object.entries(file.items as Json).reverse().map(([account, item]) => [account, {
        ...(item as Json), signatures: Object.fromEntries(Object.entries((item as Json).signatures as Json).reverse()),
      }]));
      assert.notDeepEqual(Object.keys(reversed), Object.keys(file.items as Json));
      const context = parseContext(text({ ...file, items: reversed }));
      assert.deepEqual(context.items.map((item) => item.account), [single.scriptHash, multisig.scriptHash].sort());
      const item = context.items.find((entry) => entry.account === multisig.scriptHash)!;
      assert.deepEqual(item.signatures.map((entry) => entry.publicKey), [keyHex(keys.b1), keyHex(keys.b3)].sort());
      assert.equal(serializeContext(context), readFixture('b1-b3.neo-go.json'));
    });

    it('writes the keys sorted whatever the order of the context it is given', () => {
      const context = parseContext(readFixture('b1-b3.neo-go.json'));
      const shuffled = { ...context, items: [...context.items].reverse().map((item) => ({ ...item, signatures: [...item.signatures].reverse() })) };
      assert.equal(serializeContext(shuffled), readFixture('b1-b3.neo-go.json'));
    });
  });
});
