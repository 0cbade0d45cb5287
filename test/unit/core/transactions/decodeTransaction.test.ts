// Transactions read back from their bytes: every kind the write path signs (its fields, witnesses, hash
// and calls as built), neon-core's transactions with the scopes, rules and attributes the extension
// never writes, the attributes neon-core lacks, every refusal with the byte it names, the bytes cut at
// every length, and random damage that must be refused as such, never crash.
import assert from 'node:assert/strict';
import { sc, tx, wallet } from '@cityofzion/neon-core';
import { base64, hex } from '@scure/base';
import fc from 'fast-check';
import { displayHashToBytes } from '../../../../src/core/encoding/hex';
import { accountFromPrivateKey, multisigAccount, type VerificationAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey, verifySignature } from '../../../../src/core/signing/keys';
import { buildWitness } from '../../../../src/core/signing/witnesses';
import { ByteWriter, concatBytes } from '../../../../src/core/encoding/binary';
import { buildContractCallScript, type ContractCall } from '../../../../src/core/transactions/contractCall';
import { compareCalls } from '../../../../src/core/transactions/decodeScript';
import { decodeTransaction, type WitnessCondition, type WitnessRule } from '../../../../src/core/transactions/decodeTransaction';
import {
  displayTransactionHash, serializeSigned, serializeUnsigned, signData, transactionHash, type UnsignedTransaction,
} from '../../../../src/core/transactions/transaction';
import { isTransactionError } from '../../../../src/core/errors/transactionError';

const MAGIC = 860833102;
const SECRETS = ['84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5', 'cbf4b9f70470856bb4f40f80b87edb90865997ffee6df315ab166d713af433a5', '09c2686880095b1a4c249ee3ac4eea8a014f11e6f986d0b5025ac1f39afbd9ae'];
const keys = SECRETS.map((secret) => PrivateKey.fromHex(secret));
const accounts = keys.map((key) => accountFromPrivateKey(key));
const committee = multisigAccount(2, keys.map((key) => key.publicKey));
const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const OWNER = accounts[0]!.scriptHash;
const ADMIN = accounts[1]!.scriptHash;
const name = { type: 'String', value: 'hello.neo' } as const;

const register: ContractCall = { contractHash: NNS, method: 'register', args: [name, { type: 'Hash160', value: OWNER }] };
const setAdmin: ContractCall = { contractHash: NNS, method: 'setAdmin', args: [name, { type: 'Hash160', value: ADMIN }] };
const addRoot: ContractCall = { contractHash: NNS, method: 'addRoot', args: [{ type: 'String', value: 'neo' }] };
const gasTransfer: ContractCall = {
  contractHash: GAS, method: 'transfer', args: [{ type: 'Hash160', value: OWNER }, { type: 'Hash160', value: ADMIN }, { type: 'Integer', value: 100_000_000n }, { type: 'Any', value: null }],
  assertResult: true,
};
const deploy: ContractCall = {
  contractHash: '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd', method: 'deploy',
  args: [{ type: 'ByteArray', value: new Uint8Array(3_000).fill(0x40) }, { type: 'String', value: '{"name":"NameService"}' }], dropResult: true,
};

/** A transaction as the write path builds it: CalledByEntry signers, no attributes, the calls' script. */
function built(signers: readonly VerificationAccount[], calls: readonly ContractCall[], fields: Partial<UnsignedTransaction> = {}): UnsignedTransaction {
  return {
    nonce: 0x0badf00d, systemFee: 1_234_567n, networkFee: 987_654n, validUntilBlock: 5_000_123,
    signers: signers.map((signer) => ({ account: signer.scriptHash, scopes: 'CalledByEntry' })),
    script: concatBytes(...calls.map(buildContractCallScript)), ...fields,
  };
}

/** Refused as INVALID_TRANSACTION at `offset`, in words that match. */
function refused(bytes: Uint8Array, offset: number, words: RegExp): void {
  assert.throws(() => decodeTransaction(bytes), (error: unknown) => {
    assert.ok(isTransactionError(error, 'INVALID_TRANSACTION'), String(error));
    assert.match(error.message, words);
    assert.equal(error.offset, offset, error.message);
    assert.ok(error.message.endsWith(`(at byte ${offset}).`), error.message);
    return true;
  });
}

// A transaction written byte by byte, to put in what no builder writes. Its layout: version 0, nonce
// 1–4, system fee 5–12, network fee 13–20, validUntilBlock 21–24, the signers' count 25, the first
// signer's account 26–45 and scopes 46, then what follows.
const ACCOUNT = displayHashToBytes(OWNER);
const SCRIPT = buildContractCallScript(register);
const int64 = (value: bigint) => new ByteWriter().i64(value).toBytes();
const header = (fields: { version?: number; systemFee?: bigint; networkFee?: bigint } = {}) => concatBytes(
  Uint8Array.of(fields.version ?? 0), new ByteWriter().u32(7).toBytes(), int64(fields.systemFee ?? 100n), int64(fields.networkFee ?? 200n), new ByteWriter().u32(1000).toBytes(),
);
const signer = (account: Uint8Array, scopes: number, ...lists: Uint8Array[]) => concatBytes(account, Uint8Array.of(scopes), ...lists);
const varBytes = (data: Uint8Array) => new ByteWriter().varBytes(data).toBytes();
const written = (parts: { header?: Uint8Array; signers?: Uint8Array; attributes?: Uint8Array; script?: Uint8Array; rest?: Uint8Array } = {}) => concatBytes(
  parts.header ?? header(), parts.signers ?? concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x01)), parts.attributes ?? Uint8Array.of(0),
  parts.script ?? varBytes(SCRIPT), parts.rest ?? new Uint8Array(0),
);
/** A signer with one witness rule, `rule` its action and condition; the rule starts at byte 48. */
const withRule = (rule: Uint8Array) => written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x40, Uint8Array.of(1), rule)) });
const groupKey = hex.encode(keys[1]!.publicKey);

describe('core/transactions/decodeTransaction', () => {
  const vectors: Array<[string, readonly VerificationAccount[], readonly ContractCall[], Partial<UnsignedTransaction>?]> = [
    ['register, signed by the owner', [accounts[0]!], [register]],
    ['setAdmin, signed by the owner and the new admin', [accounts[0]!, accounts[1]!], [setAdmin]],
    ['addRoot, signed by a 2-of-3 committee', [committee], [addRoot]],
    ['a GAS transfer asserted, fees of 0 and of 64 bits, nonce and validUntilBlock at their limits', [accounts[2]!], [gasTransfer],
      { systemFee: 0n, networkFee: 2n ** 63n - 1n, nonce: 0xffff_ffff, validUntilBlock: 0xffff_ffff }],
    ['a set-up: deploy (result dropped), then addRoot, by the committee', [committee], [deploy, addRoot]],
  ];

  for (const [title, signers, calls, fields] of vectors) {
    it(`reads back what the write path signs: ${title}`, () => {
      const ours = built(signers, calls, fields);
      const data = signData(ours, MAGIC);
      const witnesses = signers.map((account) => buildWitness(account, keys, data));
      const decoded = decodeTransaction(serializeSigned(ours, witnesses));
      assert.deepEqual(decoded.transaction, {
        version: 0, nonce: ours.nonce, systemFee: ours.systemFee, networkFee: ours.networkFee, validUntilBlock: ours.validUntilBlock, attributes: [],
        signers: ours.signers.map(({ account }) => ({ account, scopes: ['CalledByEntry'], allowedContracts: [], allowedGroups: [], rules: [] })),
        script: ours.script,
      });
      assert.deepEqual(decoded.witnesses, witnesses);
      assert.deepEqual(decoded.hash, transactionHash(ours));
      assert.equal(decoded.displayHash, displayTransactionHash(transactionHash(ours)));
      assert.deepEqual(compareCalls(decoded.transaction.script, calls), { same: true });
      // The data each key signed is the network magic and the hash read back.
      const signedData = concatBytes(new ByteWriter().u32(MAGIC).toBytes(), decoded.hash);
      assert.deepEqual(signedData, data);
      const firstSignature = decoded.witnesses![0]!.invocation.subarray(2, 66);
      assert.ok(signers[0]!.publicKeys.some((publicKey) => verifySignature(firstSignature, signedData, publicKey)));

      const unsigned = decodeTransaction(serializeUnsigned(ours));
      assert.equal('witnesses' in unsigned, false);
      assert.deepEqual(unsigned.transaction, decoded.transaction);
      assert.deepEqual(unsigned.hash, decoded.hash);
    });
  }

  /** neon-core's transaction with what the extension never writes: every scope and rule condition, attributes, three witnesses. */
  function foreign(): tx.Transaction {
    const rules: tx.WitnessRuleJson[] = [
      { action: 'Allow', condition: { type: 'And', expressions: [
        { type: 'CalledByEntry' },
        { type: 'Or', expressions: [{ type: 'Boolean', expression: true }, { type: 'ScriptHash', hash: GAS.slice(2) }] },
        { type: 'Not', expression: { type: 'CalledByContract', hash: NNS.slice(2) } },
      ] } },
      { action: 'Deny', condition: { type: 'Group', group: groupKey } },
      { action: 'Allow', condition: { type: 'CalledByGroup', group: hex.encode(keys[2]!.publicKey) } },
      { action: 'Allow', condition: { type: 'Boolean', expression: false } },
    ];
    const neon = new tx.Transaction({
      version: 0, nonce: 424242, systemFee: '1000000', networkFee: '2500000', validUntilBlock: 99_999,
      signers: [
        { account: OWNER.slice(2), scopes: 'CalledByEntry, CustomContracts, CustomGroups, WitnessRules', allowedContracts: [NNS.slice(2), GAS.slice(2)],
          allowedGroups: [groupKey, hex.encode(keys[2]!.publicKey)], rules },
        { account: ADMIN.slice(2), scopes: 'None' },
        { account: accounts[2]!.scriptHash.slice(2), scopes: 'Global' },
      ],
      script: sc.createScript({ scriptHash: NNS.slice(2), operation: 'register', args: [sc.ContractParam.string('hello.neo'), sc.ContractParam.hash160(OWNER.slice(2))] }),
    });
    // Its constructor leaves attributes out.
    neon.attributes = [new tx.HighPriorityAttribute(), new tx.OracleResponseAttribute(77, tx.OracleResponseCode.Success, base64.encode(Uint8Array.of(1, 2, 3)))];
    for (const secret of SECRETS) neon.sign(new wallet.Account(secret), MAGIC);
    return neon;
  }

  /** Our condition in neon-core's JSON form (hashes without 0x). */
  function neonCondition(condition: WitnessCondition): unknown {
    switch (condition.type) {
      case 'Not': return { type: 'Not', expression: neonCondition(condition.expression) };
      case 'And': case 'Or': return { type: condition.type, expressions: condition.expressions.map(neonCondition) };
      // neon-core writes a ScriptHash condition's hash without 0x, a CalledByContract's with it.
      case 'ScriptHash': return { type: condition.type, hash: condition.hash.slice(2) };
      default: return condition;
    }
  }
  const neonRule = (rule: WitnessRule) => ({ action: rule.action, condition: neonCondition(rule.condition) });

  it('reads neon-core\'s signed transaction field by field: every scope, rule and attribute, the witnesses, the hash', () => {
    const neon = foreign();
    const json = neon.toJson();
    const decoded = decodeTransaction(hex.decode(neon.serialize(true)));
    const { transaction } = decoded;
    assert.equal(transaction.version, json.version);
    assert.equal(transaction.nonce, json.nonce);
    assert.equal(transaction.systemFee.toString(), json.sysfee);
    assert.equal(transaction.networkFee.toString(), json.netfee);
    assert.equal(transaction.validUntilBlock, json.validuntilblock);
    assert.equal(base64.encode(transaction.script), json.script);
    assert.equal(transaction.signers.length, json.signers.length);
    for (const [i, theirs] of json.signers.entries()) {
      const ours = transaction.signers[i]!;
      assert.equal(ours.account, theirs.account);
      assert.deepEqual(ours.scopes, theirs.scopes === 'None' ? [] : theirs.scopes.split(','));
      assert.deepEqual(ours.allowedContracts, theirs.allowedcontracts ?? []);
      assert.deepEqual(ours.allowedGroups, theirs.allowedgroups ?? []);
      assert.deepEqual(ours.rules.map(neonRule), theirs.rules ?? []);
    }
    assert.deepEqual(transaction.signers[0]!.scopes, ['CalledByEntry', 'CustomContracts', 'CustomGroups', 'WitnessRules']);
    assert.equal(transaction.signers[0]!.rules.length, 4);
    assert.deepEqual(transaction.attributes, [{ type: 'HighPriority' }, { type: 'OracleResponse', id: 77n, code: 'Success', result: Uint8Array.of(1, 2, 3) }]);
    assert.deepEqual(json.attributes.map((attribute) => attribute.type), ['HighPriority', 'OracleResponse']);
    assert.deepEqual(decoded.witnesses!.map((witness) => ({ invocation: base64.encode(witness.invocation), verification: base64.encode(witness.verification) })), json.witnesses);
    assert.equal(decoded.displayHash, `0x${neon.hash()}`);
    assert.ok(compareCalls(transaction.script, [register]).same);
  });

  it('reads the attributes neon-core cannot write: NotValidBefore, Conflicts (more than once), NotaryAssisted, an oracle\'s failure', () => {
    const conflict = new Uint8Array(32).map((_, i) => i);
    const attributes = concatBytes(
      Uint8Array.of(5), Uint8Array.of(0x20), new ByteWriter().u32(123_456).toBytes(), Uint8Array.of(0x21), conflict, Uint8Array.of(0x21), new Uint8Array(32).fill(0xee),
      Uint8Array.of(0x22, 3), Uint8Array.of(0x11), int64(9n), Uint8Array.of(0x16, 0),
    );
    assert.deepEqual(decodeTransaction(written({ attributes })).transaction.attributes, [
      { type: 'NotValidBefore', height: 123_456 },
      { type: 'Conflicts', hash: `0x${hex.encode(Uint8Array.from(conflict).reverse())}` },
      { type: 'Conflicts', hash: `0x${'ee'.repeat(32)}` },
      { type: 'NotaryAssisted', nKeys: 3 },
      { type: 'OracleResponse', id: 9n, code: 'Timeout', result: new Uint8Array(0) },
    ]);
  });

  it('reads rules nested as deep as nodes allow, and the None scope', () => {
    const notNotTrue = Uint8Array.of(1, 0x01, 0x01, 0x00, 1);
    assert.deepEqual(decodeTransaction(withRule(notNotTrue)).transaction.signers[0]!.rules, [
      { action: 'Allow', condition: { type: 'Not', expression: { type: 'Not', expression: { type: 'Boolean', expression: true } } } },
    ]);
    assert.deepEqual(decodeTransaction(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x00)) })).transaction.signers[0]!.scopes, []);
  });

  it('refuses what no node reads, at the byte that is wrong: the header', () => {
    refused(written({ header: header({ version: 1 }) }), 0, /its version is 1; Neo N3 knows only version 0/);
    refused(written({ header: header({ systemFee: -1n }) }), 5, /the system fee is negative/);
    refused(written({ header: header({ networkFee: -5n }) }), 13, /the network fee is negative/);
    refused(written({ header: header({ systemFee: 2n ** 62n, networkFee: 2n ** 62n }) }), 13, /fees add up beyond a 64-bit integer/);
  });

  it('refuses what no node reads: signers and their scopes', () => {
    const others = Array.from({ length: 17 }, (_, i) => signer(new Uint8Array(20).fill(i + 1), 0x01));
    refused(written({ signers: Uint8Array.of(0) }), 25, /it has no signer/);
    refused(written({ signers: concatBytes(Uint8Array.of(17), ...others) }), 25, /the signers number 17; at most 16 are allowed/);
    refused(written({ signers: concatBytes(Uint8Array.of(0xfd, 1, 0), signer(ACCOUNT, 0x01)) }), 25, /the signers \(1\) is written in 3 bytes where 1 would do/);
    refused(written({ signers: concatBytes(Uint8Array.of(2), signer(ACCOUNT, 0x01), signer(ACCOUNT, 0x80)) }), 47, /signer 2 \(0x[0-9a-f]{40}\) is a signer already/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x02)) }), 46, /signer 1's scopes \(0x02\) hold a flag that no witness scope has/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x08)) }), 46, /hold a flag/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x81)) }), 46, /\(0x81\) join Global with other scopes/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x10, Uint8Array.of(17), new Uint8Array(17 * 20))) }), 47, /allowed contracts number 17; at most 16/);
    const badPoint = Uint8Array.from(keys[1]!.publicKey);
    badPoint[5]! ^= 1;
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x20, Uint8Array.of(1), badPoint)) }), 48, /allowed group 1 is not a point of secp256r1/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x20, Uint8Array.of(1, 0x04), new Uint8Array(64))) }), 48, /is an uncompressed public key/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x20, Uint8Array.of(1, 0x05), new Uint8Array(32))) }), 48, /is not a public key \(it starts with 0x05\)/);
  });

  it('refuses what no node reads: witness rules', () => {
    refused(withRule(Uint8Array.of(2, 0x20)), 48, /rule 1's action is 2, neither Deny \(0\) nor Allow \(1\)/);
    refused(withRule(Uint8Array.of(1, 0x04)), 49, /rule 1's condition is of type 0x04, which no witness condition has/);
    refused(withRule(Uint8Array.of(1, 0x00, 2)), 50, /expression is 2, not 0 or 1/);
    refused(withRule(Uint8Array.of(1, 0x01, 0x01, 0x01, 0x00, 1)), 52, /nests conditions deeper than 3 levels/);
    refused(withRule(Uint8Array.of(1, 0x02, 0)), 50, /has no expression/);
    refused(withRule(concatBytes(Uint8Array.of(1, 0x03, 17), new Uint8Array(17).fill(0x20))), 50, /expressions number 17; at most 16/);
    refused(withRule(Uint8Array.of(1, 0x19, 0x02, 1, 2)), 50, /rule 1's condition is not a point of secp256r1/);
    refused(withRule(Uint8Array.of(1, 0x29, 0x03)).subarray(0, 51), 51, /the bytes end inside signer 1's rule 1's condition: 32 bytes needed, 0 left/);
    refused(written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x40, Uint8Array.of(17), ...Array.from({ length: 17 }, () => Uint8Array.of(1, 0x20)))) }), 47, /rules number 17; at most 16/);
  });

  it('refuses what no node reads: attributes', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => signer(new Uint8Array(20).fill(i + 1), 0x01));
    refused(written({ signers: concatBytes(Uint8Array.of(16), signer(ACCOUNT, 0x01), ...fifteen), attributes: Uint8Array.of(1, 0x01) }), 25 + 1 + 16 * 21,
      /16 signers and 1 attribute: at most 16 together/);
    refused(written({ attributes: Uint8Array.of(1, 0x02) }), 48, /attribute 1 is of type 0x02, which no transaction attribute has/);
    refused(written({ attributes: Uint8Array.of(2, 0x01, 0x01) }), 49, /attribute 2 is a second HighPriority/);
    refused(written({ attributes: concatBytes(Uint8Array.of(1, 0x11), int64(1n), Uint8Array.of(0x01, 0)) }), 57, /response code 0x01 is not an oracle response code/);
    refused(written({ attributes: concatBytes(Uint8Array.of(1, 0x11), int64(1n), Uint8Array.of(0xff, 1, 9)) }), 58, /attribute 1 answers Error with a result/);
  });

  it('refuses what no node reads: the script, the witnesses, bytes beyond them, and an oversized transaction', () => {
    refused(written({ script: Uint8Array.of(0) }), 48, /the script is empty/);
    refused(written({ script: concatBytes(Uint8Array.of(0xfe), new ByteWriter().u32(0x1_0000).toBytes(), new Uint8Array(0x1_0000)) }), 48, /the script is 65536 bytes long; at most 65535/);
    refused(written({ script: concatBytes(Uint8Array.of(0xfd, SCRIPT.length, 0), SCRIPT) }), 48, /the script \(\d+\) is written in 3 bytes where 1 would do/);
    const end = written().length;
    const witness = (invocation: number, verification: number) => concatBytes(varBytes(new Uint8Array(invocation)), varBytes(new Uint8Array(verification)));
    refused(written({ rest: concatBytes(Uint8Array.of(2), witness(66, 40), witness(66, 40)) }), end, /2 witnesses for 1 signer: each signer has one/);
    refused(written({ rest: Uint8Array.of(0) }), end, /0 witnesses for 1 signer/);
    refused(written({ rest: concatBytes(Uint8Array.of(1), witness(1025, 40)) }), end + 1, /witness 1's invocation script is 1025 bytes long; at most 1024/);
    refused(written({ rest: concatBytes(Uint8Array.of(1), witness(66, 1025)) }), end + 2 + 66, /witness 1's verification script is 1025 bytes long; at most 1024/);
    assert.equal(decodeTransaction(written({ rest: concatBytes(Uint8Array.of(1), witness(1024, 1024)) })).witnesses!.length, 1);
    const signed = written({ rest: concatBytes(Uint8Array.of(1), witness(66, 40)) });
    refused(concatBytes(signed, Uint8Array.of(0)), signed.length, /1 byte follow the witnesses/);
    refused(concatBytes(signed, Uint8Array.of(0, 0)), signed.length, /2 bytes follow the witnesses/);
    refused(concatBytes(signed, new Uint8Array(102_401 - signed.length)), 102_400, /it is 102401 bytes; a transaction is at most 102400/);
  });

  it('refuses the bytes cut at every length but one: without its witnesses, a transaction is its unsigned form', () => {
    const neon = foreign();
    const bytes = hex.decode(neon.serialize(true));
    const unsignedLength = hex.decode(neon.serialize(false)).length;
    for (let length = 0; length < bytes.length; length++) {
      const cut = bytes.subarray(0, length);
      if (length === unsignedLength) {
        assert.equal(decodeTransaction(cut).witnesses, undefined);
        continue;
      }
      assert.throws(() => decodeTransaction(cut), (error: unknown) => isTransactionError(error, 'INVALID_TRANSACTION') && error.offset! <= length && error.offset! >= 0,
        `cut at ${length}`);
    }
  });

  it('refuses damaged bytes as INVALID_TRANSACTION, never with another error (random damage)', () => {
    const bytes = hex.decode(foreign().serialize(true));
    const damage = fc.oneof(
      fc.record({ at: fc.nat(bytes.length - 1), byte: fc.nat(255) }).map(({ at, byte }) => Uint8Array.from(bytes, (value, i) => (i === at ? byte : value))),
      fc.record({ at: fc.nat(bytes.length), byte: fc.nat(255) }).map(({ at, byte }) => concatBytes(bytes.subarray(0, at), Uint8Array.of(byte), bytes.subarray(at))),
      fc.nat(bytes.length - 1).map((at) => concatBytes(bytes.subarray(0, at), bytes.subarray(at + 1))),
      fc.uint8Array({ maxLength: 400 }),
    );
    fc.assert(fc.property(damage, (damaged) => {
      try {
        const decoded = decodeTransaction(damaged);
        assert.ok(decoded.transaction.signers.length > 0);
      } catch (error) {
        assert.ok(isTransactionError(error, 'INVALID_TRANSACTION'), String(error));
      }
    }), { numRuns: 400 });
  });

  /** What each cut of `bytes` says it ends inside, in order, once each. */
  function endsInside(bytes: Uint8Array): string[] {
    const said: string[] = [];
    for (let length = 0; length < bytes.length; length++) {
      try {
        decodeTransaction(bytes.subarray(0, length));
      } catch (error) {
        const inside = /the bytes end inside (.*?): /.exec((error as Error).message)?.[1];
        if (inside !== undefined && !said.includes(inside)) said.push(inside);
      }
    }
    return said;
  }

  it('names the field a cut ends inside, each field of each kind', () => {
    const header = ['the version', 'the nonce', 'the system fee', 'the network fee', 'validUntilBlock', 'the signers'];
    const witnesses = (count: number) => Array.from({ length: count }, (_, i) => [`witness ${i + 1}'s invocation script`, `witness ${i + 1}'s verification script`]).flat();
    assert.deepEqual(endsInside(hex.decode(foreign().serialize(true))), [
      ...header, 'signer 1\'s account', 'signer 1\'s scopes', 'signer 1\'s allowed contracts', 'signer 1\'s allowed contract 1', 'signer 1\'s allowed contract 2',
      'signer 1\'s allowed groups', 'signer 1\'s allowed group 1', 'signer 1\'s allowed group 2', 'signer 1\'s rules',
      'signer 1\'s rule 1\'s action', 'signer 1\'s rule 1\'s condition', 'signer 1\'s rule 1\'s condition\'s expressions', 'signer 1\'s rule 1\'s condition\'s expression',
      'signer 1\'s rule 2\'s action', 'signer 1\'s rule 2\'s condition', 'signer 1\'s rule 3\'s action', 'signer 1\'s rule 3\'s condition',
      'signer 1\'s rule 4\'s action', 'signer 1\'s rule 4\'s condition', 'signer 1\'s rule 4\'s condition\'s expression',
      'signer 2\'s account', 'signer 2\'s scopes', 'signer 3\'s account', 'signer 3\'s scopes',
      'the attributes', 'attribute 1', 'attribute 2', 'attribute 2\'s request id', 'attribute 2\'s response code', 'attribute 2\'s result', 'the script', ...witnesses(3),
    ]);
    const attributes = concatBytes(
      Uint8Array.of(4), Uint8Array.of(0x20), new ByteWriter().u32(123_456).toBytes(), Uint8Array.of(0x21), new Uint8Array(32).fill(0xee),
      Uint8Array.of(0x22, 3), Uint8Array.of(0x11), int64(9n), Uint8Array.of(0x00, 2, 1, 2),
    );
    const contracts = concatBytes(Uint8Array.of(2), new Uint8Array(20).fill(1), new Uint8Array(20).fill(2));
    const bytes = written({ signers: concatBytes(Uint8Array.of(1), signer(ACCOUNT, 0x10, contracts)), attributes, rest: concatBytes(Uint8Array.of(1), varBytes(new Uint8Array(66)), varBytes(new Uint8Array(40))) });
    assert.deepEqual(endsInside(bytes), [
      ...header, 'signer 1\'s account', 'signer 1\'s scopes', 'signer 1\'s allowed contracts', 'signer 1\'s allowed contract 1', 'signer 1\'s allowed contract 2',
      'the attributes', 'attribute 1', 'attribute 1\'s height', 'attribute 2', 'attribute 2\'s hash', 'attribute 3', 'attribute 3\'s key count',
      'attribute 4', 'attribute 4\'s request id', 'attribute 4\'s response code', 'attribute 4\'s result', 'the script', ...witnesses(1),
    ]);
    refused(written({ rest: Uint8Array.of(0xfd, 1, 0) }), written().length, /^These bytes are not a Neo N3 transaction: the size of the witnesses \(1\) is written in 3 bytes where 1 would do/);
    const twoSigners = concatBytes(Uint8Array.of(2), signer(ACCOUNT, 0x01), signer(new Uint8Array(20).fill(9), 0x01));
    const oneWitness = concatBytes(Uint8Array.of(1), varBytes(new Uint8Array(66)), varBytes(new Uint8Array(40)));
    refused(written({ signers: twoSigners, rest: oneWitness }), written({ signers: twoSigners }).length, /^These bytes are not a Neo N3 transaction: 1 witness for 2 signers: each signer has one/);
  });

  it('reads every oracle response code by its name', () => {
    const codes: Array<[number, string]> = [
      [0x00, 'Success'], [0x10, 'ProtocolNotSupported'], [0x12, 'ConsensusUnreachable'], [0x14, 'NotFound'], [0x16, 'Timeout'],
      [0x18, 'Forbidden'], [0x1a, 'ResponseTooLarge'], [0x1c, 'InsufficientFunds'], [0x1f, 'ContentTypeNotSupported'], [0xff, 'Error'],
    ];
    for (const [byte, code] of codes) {
      const [attribute] = decodeTransaction(written({ attributes: concatBytes(Uint8Array.of(1, 0x11), int64(1n), Uint8Array.of(byte, 0)) })).transaction.attributes;
      assert.deepEqual(attribute, { type: 'OracleResponse', id: 1n, code, result: new Uint8Array(0) });
    }
  });

  it('takes a transaction of exactly 102,400 bytes, 16 signers and attributes together, and And and Or at the nesting limit only', () => {
    // The script at its longest, then an oracle's result that fills the rest.
    const script = concatBytes(Uint8Array.of(0xfd, 0xff, 0xff), new Uint8Array(0xffff).fill(0x21));
    const base = written({ script, attributes: concatBytes(Uint8Array.of(1, 0x11), int64(1n), Uint8Array.of(0x00, 0xfd, 0, 0)) }).length;
    const resultBytes = 102_400 - base;
    const full = written({ script, attributes: concatBytes(Uint8Array.of(1, 0x11), int64(1n), Uint8Array.of(0x00, 0xfd), Uint8Array.of(resultBytes & 0xff, resultBytes >> 8), new Uint8Array(resultBytes)) });
    assert.equal(full.length, 102_400);
    assert.equal(decodeTransaction(full).witnesses, undefined);
    const fifteen = Array.from({ length: 15 }, (_, i) => signer(new Uint8Array(20).fill(i + 1), 0x01));
    assert.equal(decodeTransaction(written({ signers: concatBytes(Uint8Array.of(15), ...fifteen), attributes: Uint8Array.of(1, 0x01) })).transaction.attributes.length, 1);
    for (const type of [0x02, 0x03]) {
      const nested = decodeTransaction(withRule(Uint8Array.of(1, type, 1, type, 1, 0x00, 1))).transaction.signers[0]!.rules[0]!.condition;
      assert.equal(nested.type, type === 0x02 ? 'And' : 'Or');
      refused(withRule(Uint8Array.of(1, type, 1, type, 1, type, 1, 0x00, 1)), 55, /nests conditions deeper than 3 levels/);
    }
  });
});
