import assert from 'node:assert/strict';
import { changeConfiguration, ConfigurationTarget, editor, resetEditor } from '../support/fakeVscode';
import { NNS_MAINNET_HASH } from '../../../src/core';
import { SettingsService, type SettingsChange } from '../../../src/services/settings';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';

describe('services/settings', () => {
  let settings: SettingsService;
  beforeEach(() => {
    resetEditor();
    editor.configuration = {
      rpcUrl: { defaultValue: 'https://mainnet1.neo.coz.io:443', globalValue: 'http://localhost:50012', workspaceValue: 'https://evil.example' },
      contractHash: { defaultValue: NNS_MAINNET_HASH },
      owner: { defaultValue: '', workspaceValue: ADDRESS },
      expiryWarningDays: { defaultValue: 30, workspaceValue: 7 },
    };
    settings = new SettingsService();
  });
  afterEach(() => settings.dispose());

  it('reads the workspace values of a trusted workspace', () => {
    const read = settings.read();
    assert.ok(read.node.ok && read.owner.ok && read.expiryWarningDays.ok);
    assert.equal(read.node.value.rpcUrl, 'https://evil.example/');
    assert.equal(read.owner.value?.address, ADDRESS);
    assert.equal(read.expiryWarningDays.value, 7);
    assert.deepEqual(read.ignoredWorkspaceValues, []);
  });

  it('knows which tab of the Settings editor holds the value in force: the workspace\'s, or the user\'s', () => {
    assert.equal(settings.scopeOf('rpcUrl'), 'workspace');
    assert.equal(settings.scopeOf('contractHash'), 'user', 'the default: the user tab');
    assert.equal(settings.scopeOf('owner'), 'workspace');
    editor.isTrusted = false;
    assert.equal(settings.scopeOf('rpcUrl'), 'user', 'Restricted Mode: the workspace value is ignored, the user\'s applies');
    assert.equal(settings.scopeOf('owner'), 'workspace');
  });

  it('in an untrusted workspace, ignores the workspace node and says so; the owner and warning period still apply', () => {
    editor.isTrusted = false;
    const read = settings.read();
    assert.ok(read.node.ok && read.owner.ok && read.expiryWarningDays.ok);
    assert.equal(read.node.value.rpcUrl, 'http://localhost:50012/');
    assert.equal(read.rpcUrlText, 'http://localhost:50012');
    assert.deepEqual(read.ignoredWorkspaceValues, ['rpcUrl']);
    assert.equal(read.owner.value?.address, ADDRESS);
    assert.equal(read.expiryWarningDays.value, 7);
  });

  it('writes the owner to the workspace, and the node there only if the trusted workspace chose one', async () => {
    await settings.write('owner', ADDRESS);
    await settings.write('rpcUrl', 'http://a');
    await settings.write('contractHash', NNS_MAINNET_HASH);
    editor.isTrusted = false;
    await settings.write('rpcUrl', 'http://b');
    editor.workspaceFolders = undefined;
    await settings.write('owner', ADDRESS);
    assert.deepEqual(editor.configurationUpdates.map((update) => [update.section, update.target]), [
      ['nns.owner', ConfigurationTarget.Workspace],
      ['nns.rpcUrl', ConfigurationTarget.Workspace],
      ['nns.contractHash', ConfigurationTarget.Global],
      ['nns.rpcUrl', ConfigurationTarget.Global],
      ['nns.owner', ConfigurationTarget.Global],
    ]);
  });

  it('tells which nns settings a configuration change touched, and nothing for other settings', () => {
    const changes: SettingsChange[] = [];
    settings.onDidChange((change) => changes.push(change));
    changeConfiguration('editor.fontSize');
    changeConfiguration('nns.contractHash');
    changeConfiguration('nns.owner', 'nns.expiryWarningDays');
    assert.deepEqual(changes, [
      { node: true, owner: false, expiryWarningDays: false },
      { node: false, owner: true, expiryWarningDays: true },
    ]);
  });
});
