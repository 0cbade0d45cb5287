// Contract manifests: what the node would refuse at deploy time is refused here in words, the JSON that
// deploy sends is the file's (compact), and an NNS contract is told by its ABI.
import assert from 'node:assert/strict';
import { checkManifestMatchesScript, isNnsManifest, parseManifest, MAX_MANIFEST_BYTES } from '../../../../src/core/deploy/manifest';
import { isNameServiceManifest } from '../../../../src/core/contracts/contractSearch';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { nnsManifest, NNS_TEST_SCRIPT } from './manifests';

function rejects(text: string, message: RegExp): void {
  assert.throws(() => parseManifest(text), (error: unknown) => {
    assert.ok(isTransactionError(error, 'INVALID_CONTRACT_FILE'), String(error));
    assert.match(error.message, message);
    return true;
  });
}

const text = (value: unknown) => JSON.stringify(value, null, 2);

describe('core/deploy/manifest', () => {
  it('reads a manifest file and keeps its JSON, compact, unknown fields included', () => {
    const raw = { ...nnsManifest('csharp'), futureField: { kept: true } };
    const { manifest, json } = parseManifest(text(raw));
    assert.equal(manifest.name, 'NameService');
    assert.equal(manifest.abi.methods.length, 22);
    assert.equal(json, JSON.stringify(raw));
    assert.ok(!json.includes('\n'));
  });

  it('says a file that is not a manifest is not one', () => {
    rejects('not json', /^This is not a contract manifest: the file is not JSON\.$/);
    for (const value of [[], 'NameService', null, { name: 'x' }]) rejects(JSON.stringify(value), /^This is not a contract manifest: a manifest is a JSON object with an "abi"\.$/);
  });

  it('refuses what the node refuses at deploy time, saying where', () => {
    const base = nnsManifest('neo-go');
    rejects(text({ ...base, name: '' }), /not valid: name: the name is empty/);
    rejects(text({ ...base, features: { storage: true } }), /not valid: features/);
    rejects(text({ ...base, abi: { ...base.abi, methods: [] } }), /not valid: abi\.methods: the ABI has no methods/);
    const badType = structuredClone(base);
    badType.abi.methods[0]!.returntype = 'Text';
    rejects(text(badType), /not valid: abi\.methods\.0\.returntype/);
    const voidParameter = structuredClone(base);
    voidParameter.abi.methods[3]!.parameters[0]!.type = 'Void';
    rejects(text(voidParameter), /not valid: abi\.methods\.3\.parameters\.0\.type/);
    const negative = structuredClone(base);
    negative.abi.methods[1]!.offset = -1;
    rejects(text(negative), /abi\.methods\.1\.offset/);
    rejects(text({ ...base, abi: { ...base.abi, methods: [...base.abi.methods, base.abi.methods[0]] } }), /the method symbol with 0 parameters is declared twice/);
    rejects(text({ ...base, abi: { ...base.abi, events: [...base.abi.events, ...base.abi.events] } }), /the event Transfer is declared twice/);
    rejects(text({ ...base, permissions: [{ contract: 'everyone', methods: '*' }] }), /permissions\.0\.contract/);
    rejects(text({ ...base, trusts: 'all' }), /trusts/);
    rejects(text({ ...base, extra: { padding: 'x'.repeat(MAX_MANIFEST_BYTES) } }), /^The contract manifest is \d+ bytes; a manifest is at most 65535\.$/);
    // Overloads by parameter count are allowed (the C# NameService's renew(name) and renew(name, years)).
    const overloaded = structuredClone(base);
    overloaded.abi.methods.push({ name: 'renew', parameters: [{ name: 'name', type: 'String' }, { name: 'years', type: 'Integer' }], returntype: 'Integer', offset: 3, safe: false });
    assert.equal(parseManifest(text(overloaded)).manifest.abi.methods.length, 23);
  });

  it('takes a wildcard or lists for permissions and trusts, and groups with their keys', () => {
    const manifest = {
      ...nnsManifest('neo-go'),
      groups: [{ pubkey: `02${'ab'.repeat(32)}`, signature: 'c2ln' }],
      permissions: [{ contract: '*', methods: '*' }, { contract: '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd', methods: ['update'] }, { contract: `03${'cd'.repeat(32)}`, methods: '*' }],
      trusts: '*',
    };
    assert.equal(parseManifest(text(manifest)).manifest.trusts, '*');
  });

  it('checkManifestMatchesScript: a method starting past the script is another build\'s manifest', () => {
    const { manifest } = parseManifest(text(nnsManifest('neo-go')));
    checkManifestMatchesScript(manifest, NNS_TEST_SCRIPT);
    assert.throws(() => checkManifestMatchesScript(manifest, NNS_TEST_SCRIPT.subarray(0, 41)), (error: unknown) => {
      assert.ok(isTransactionError(error, 'INVALID_CONTRACT_FILE'));
      assert.equal(error.message, 'The manifest does not belong to this NEF file: its method getPrice starts at byte 41, beyond the 41-byte script.');
      return true;
    });
  });

  it('isNnsManifest: both families are; the lists\' test alone is not enough (ownerOf, properties, register), nor is a token without NEP-11', () => {
    for (const family of ['neo-go', 'csharp'] as const) assert.ok(isNnsManifest(nnsManifest(family)), family);
    const base = nnsManifest('neo-go');
    for (const missing of ['ownerOf', 'properties', 'register', 'tokens', 'roots', 'resolve']) {
      const without = { ...base, abi: { methods: base.abi.methods.filter((m) => m.name !== missing) } };
      assert.ok(!isNnsManifest(without), missing);
      if (['ownerOf', 'properties', 'register'].includes(missing)) assert.ok(isNameServiceManifest(without), `the lists' test takes it without ${missing}`);
    }
    assert.ok(!isNnsManifest({ ...base, supportedstandards: ['NEP-17'] }));
    assert.ok(!isNnsManifest({ abi: { methods: [{ name: 'transfer' }, { name: 'balanceOf' }] }, supportedstandards: ['NEP-17'] }));
  });
  it('refuses events without a name, and keys or hashes with anything around them, in words', () => {
    const base = nnsManifest('neo-go');
    rejects(text({ ...base, abi: { ...base.abi, events: [{ parameters: [] }] } }), /not valid: abi\.events\.0\.name/);
    const key = `02${'ab'.repeat(32)}`;
    const hash = '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd';
    for (const wrong of [`x${hash}`, `${hash}0`, `x${key}`, `${key}0`]) {
      rejects(text({ ...base, trusts: [wrong] }), /not valid: trusts\.0: a script hash \(0x…\) or a public key\.$/);
    }
    for (const pubkey of [`x${key}`, `${key}0`, 'key']) rejects(text({ ...base, groups: [{ pubkey, signature: 'c2ln' }] }), /not valid: groups\.0\.pubkey/);
    rejects(text({ ...base, groups: [{ pubkey: key }] }), /not valid: groups\.0\.signature/);
  });

  it('takes a manifest of exactly the largest size', () => {
    const base = { ...nnsManifest('neo-go'), extra: { padding: '' } };
    const padding = 'x'.repeat(MAX_MANIFEST_BYTES - JSON.stringify(base).length);
    const largest = parseManifest(text({ ...base, extra: { padding } }));
    assert.equal(largest.json.length, MAX_MANIFEST_BYTES);
  });
});
