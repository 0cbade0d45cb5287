import assert from 'node:assert/strict';
import { NNS_MAINNET_HASH, NodeKnowledge, scriptHashToAddress } from '../../../../src/core';
import {
  checkNodeConfig, checkOwner, checkWarningDays, effectiveSetting, ownerInputProblem, rpcUrlInputProblem, settingScope, sourceKey,
  TRUST_REQUIRED, validateSettings,
} from '../../../../src/model/chains/settingsValidation';
import type { SettingName } from '../../../../src/model/ids';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

describe('model/chains/settingsValidation', () => {
  it('uses workspace values only in a trusted workspace', () => {
    const inspected = { defaultValue: 'https://default', globalValue: 'https://user', workspaceValue: 'https://evil' };
    assert.deepEqual(effectiveSetting(inspected, true), { value: 'https://evil', ignoredWorkspaceValue: false });
    assert.deepEqual(effectiveSetting(inspected, false), { value: 'https://user', ignoredWorkspaceValue: true });
    assert.deepEqual(effectiveSetting({ defaultValue: 'd', workspaceFolderValue: 'f' }, false), { value: 'd', ignoredWorkspaceValue: true });
    assert.deepEqual(effectiveSetting({ defaultValue: 'd', workspaceFolderValue: 'f', workspaceValue: 'w' }, true), { value: 'f', ignoredWorkspaceValue: false });
    assert.deepEqual(effectiveSetting({ defaultValue: 'd' }, false), { value: 'd', ignoredWorkspaceValue: false });
    assert.deepEqual(effectiveSetting(undefined, true), { value: undefined, ignoredWorkspaceValue: false });
  });

  it('puts a setting\'s value in force where validateSettings takes it from: one rule of which settings need trust', () => {
    const names: SettingName[] = ['rpcUrl', 'contractHash', 'owner', 'expiryWarningDays', 'hovers.enabled'];
    const inspected = { defaultValue: 'd', globalValue: 'u', workspaceValue: 'w' };
    for (const trusted of [true, false]) {
      const read = validateSettings(() => inspected, trusted);
      assert.deepEqual(read.ignoredWorkspaceValues, trusted ? [] : TRUST_REQUIRED);
      for (const name of names) {
        const ignored = read.ignoredWorkspaceValues.includes(name);
        assert.equal(settingScope(name, inspected, trusted), ignored ? 'user' : 'workspace', `${name}, trusted: ${trusted}`);
      }
    }
    assert.deepEqual(names.map((name) => settingScope(name, inspected, false)), ['user', 'user', 'workspace', 'workspace', 'workspace']);
    assert.equal(settingScope('owner', { defaultValue: 'd', workspaceFolderValue: 'f' }, false), 'workspace');
    assert.equal(settingScope('owner', { defaultValue: 'd', globalValue: 'u' }, true), 'user', 'no workspace value: the user tab');
    assert.equal(settingScope('rpcUrl', undefined, true), 'user');
  });

  it('validates the node settings with the core', () => {
    const ok = checkNodeConfig(' http://localhost:50012 ', NNS_MAINNET_HASH.toUpperCase().replace('0X', '0x'));
    assert.ok(ok.ok);
    assert.equal(ok.value.contractHash, NNS_MAINNET_HASH);
    const badUrl = checkNodeConfig('ftp://x', NNS_MAINNET_HASH);
    assert.ok(!badUrl.ok && badUrl.error.code === 'INVALID_INPUT' && badUrl.error.field === 'rpcUrl');
    const badHash = checkNodeConfig('http://localhost:2', '0x1234');
    assert.ok(!badHash.ok && badHash.error.field === 'contractHash');
    const notString = checkNodeConfig(42, NNS_MAINNET_HASH);
    assert.ok(!notString.ok && notString.error.field === 'rpcUrl' && /string/.test(notString.error.message));
  });

  it('accepts an empty owner as "none" and parses addresses and hashes', () => {
    assert.deepEqual(checkOwner(''), { ok: true, value: undefined });
    assert.deepEqual(checkOwner('   '), { ok: true, value: undefined });
    assert.deepEqual(checkOwner(undefined), { ok: true, value: undefined });
    const byAddress = checkOwner(ADDRESS);
    assert.ok(byAddress.ok && byAddress.value?.scriptHash === HASH);
    const byHash = checkOwner(HASH.toUpperCase().replace('0X', ''));
    assert.ok(byHash.ok && byHash.value?.address === ADDRESS);
    const bad = checkOwner('Nnot-an-address');
    assert.ok(!bad.ok && bad.error.field === 'owner');
  });

  it('explains input problems as the user types', () => {
    assert.equal(ownerInputProblem(''), undefined);
    assert.equal(ownerInputProblem(ADDRESS), undefined);
    assert.match(ownerInputProblem('0x1234') ?? '', /40/);
    assert.match(ownerInputProblem('12345678') ?? '', /40/);
    // A Base58 text of the wrong length is told so, not that its checksum fails; a full-length typo is.
    assert.match(ownerInputProblem(ADDRESS.slice(0, 32)) ?? '', /an N3 address has 34 characters, this one has 32/);
    assert.match(ownerInputProblem(`${ADDRESS.slice(0, 33)}s`) ?? '', /checksum/);
    assert.equal(rpcUrlInputProblem('https://testnet1.neo.coz.io:443'), undefined);
    assert.match(rpcUrlInputProblem('localhost:50012') ?? '', /http/);
    // Typed into Select Node…: port 9 is refused by fetch itself, said before any request.
    assert.match(rpcUrlInputProblem('http://127.0.0.1:9') ?? '', /port 9, which fetch refuses .* another port/);
  });

  it('keys a source by node, contract and owner', () => {
    const node = { rpcUrl: 'http://a/', contractHash: NNS_MAINNET_HASH };
    assert.notEqual(sourceKey(node), sourceKey({ ...node, rpcUrl: 'http://b/' }));
    assert.notEqual(sourceKey(node), sourceKey(node, { address: ADDRESS, scriptHash: HASH }));
    assert.equal(sourceKey(node), sourceKey({ ...node }));
  });

  it('checks nns.expiryWarningDays: whole days from 0 to 3650, else the default 30 with a reason', () => {
    for (const value of [0, 1, 30, 3650]) assert.deepEqual(checkWarningDays(value), { ok: true, value });
    assert.deepEqual(checkWarningDays(undefined), { ok: true, value: 30 });
    for (const value of [-1, 3651, 1.5, '30', Number.NaN, {}]) {
      const checked = checkWarningDays(value);
      assert.ok(!checked.ok && checked.error.field === 'expiryWarningDays' && /whole number from 0 to 3650; using 30/.test(checked.error.message), String(value));
    }
  });

  describe('the node\'s address version (getversion protocol.addressversion, learnt by a listing)', () => {
    const PRIVATE = scriptHashToAddress(HASH, 0x42);
    it('reads an owner with it: an address of the private chain, not MainNet\'s; a script hash shown with its address', () => {
      assert.deepEqual(checkOwner(PRIVATE, 0x42), { ok: true, value: { address: PRIVATE, scriptHash: HASH } });
      const mainNet = checkOwner(ADDRESS, 0x42);
      assert.ok(!mainNet.ok && /not 0x42 \(66, this node's address version\)/.test(mainNet.error.message));
      assert.deepEqual(checkOwner(HASH, 0x42), { ok: true, value: { address: PRIVATE, scriptHash: HASH } });
      assert.match(ownerInputProblem(ADDRESS, 0x42) ?? '', /version byte is 0x35/);
      assert.equal(ownerInputProblem(PRIVATE, 0x42), undefined);
      assert.equal(ownerInputProblem(PRIVATE, null), undefined, 'not known yet: any version but Neo Legacy\'s');
    });

    it('validateSettings takes the version the core learnt for the node in force: null until then', () => {
      const values: Partial<Record<SettingName, unknown>> = { rpcUrl: 'http://127.0.0.1:2/', contractHash: NNS_MAINNET_HASH, owner: PRIVATE };
      const inspect = (name: SettingName) => ({ defaultValue: values[name] });
      const knowledge = new NodeKnowledge();
      assert.equal(validateSettings(inspect, true).addressVersion, null, 'no knowledge: no node asked');
      const before = validateSettings(inspect, true, knowledge);
      assert.equal(before.addressVersion, null);
      assert.deepEqual(before.owner, { ok: true, value: { address: PRIVATE, scriptHash: HASH } });
      knowledge.of('http://127.0.0.1:2/').learnVersion({ protocol: { addressversion: 0x42 } });
      knowledge.of('http://127.0.0.1:3/').learnVersion({ protocol: { addressversion: 0x17 } });
      const after = validateSettings(inspect, true, knowledge);
      assert.equal(after.addressVersion, 0x42);
      assert.ok(after.owner.ok);
      values.owner = ADDRESS;
      assert.equal(validateSettings(inspect, true, knowledge).owner.ok, false, 'a MainNet address is not an account of that chain');
    });
  });
});

describe('model/chains/settingsValidation: the settings a user wrote, in force', () => {
  const user = (values: Partial<Record<SettingName, unknown>>) => (name: SettingName) => (name in values ? { globalValue: values[name] } : undefined);

  it('reads each setting by its own name', () => {
    const read = validateSettings(user({
      rpcUrl: ' http://localhost:50012 ', contractHash: NNS_MAINNET_HASH, owner: ADDRESS, expiryWarningDays: 7, 'hovers.enabled': false,
    }), true);
    assert.deepEqual(read.node, { ok: true, value: { rpcUrl: 'http://localhost:50012/', contractHash: NNS_MAINNET_HASH } });
    assert.deepEqual(read.owner, { ok: true, value: { address: ADDRESS, scriptHash: HASH } });
    assert.deepEqual(read.expiryWarningDays, { ok: true, value: 7 });
    assert.equal(read.hoversEnabled, false);
    assert.equal(read.rpcUrlText, ' http://localhost:50012 ', 'the URL as typed, for messages');
  });

  it('hovers are on unless turned off; a URL that is not text is not quoted', () => {
    assert.equal(validateSettings(user({}), true).hoversEnabled, true);
    assert.equal(validateSettings(user({ 'hovers.enabled': 'no' }), true).hoversEnabled, true);
    const read = validateSettings(user({ rpcUrl: 42 }), true);
    assert.equal(read.rpcUrlText, undefined);
    assert.deepEqual(read.node.ok ? undefined : [read.node.error.field, read.node.error.message], ['rpcUrl', 'nns.rpcUrl must be a string.']);
  });

  it('an owner or a number of days of the wrong type is refused, naming the setting', () => {
    const owner = checkOwner(42);
    assert.deepEqual(owner.ok ? undefined : [owner.error.field, owner.error.message], ['owner', 'nns.owner must be a string.']);
    assert.deepEqual(checkOwner(null), { ok: true, value: undefined });
    assert.deepEqual(checkWarningDays(null), { ok: true, value: 30 });
    const hash = checkNodeConfig('http://localhost:2', 7);
    assert.deepEqual(hash.ok ? undefined : [hash.error.field, hash.error.message], ['contractHash', 'nns.contractHash must be a string.']);
  });

  it('a value is checked as typed, blanks around it dropped; the reason is the core\'s words', () => {
    assert.equal(ownerInputProblem(`  ${ADDRESS}  `), undefined);
    assert.equal(rpcUrlInputProblem('  http://localhost:50012  '), undefined);
    const bad = checkNodeConfig('http://localhost:2', 'nothex');
    assert.ok(!bad.ok);
    assert.equal(bad.error.code, 'INVALID_INPUT');
    assert.equal(bad.error.field, 'contractHash');
  });
});
