import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { openSettings } from '../../../src/commands/openSettings';
import { fakeContext } from './fakeContext';

describe('commands/openSettings', () => {
  beforeEach(resetEditor);

  it('opens the Settings editor at the setting, in the tab that holds its value', async () => {
    const context = fakeContext();
    context.settings.inWorkspace.add('contractHash');
    assert.equal(await openSettings(context, 'contractHash'), 'workspace');
    assert.equal(await openSettings(context, 'rpcUrl'), 'user');
    assert.equal(await openSettings(context, 'evil'), 'user');
    assert.deepEqual(editor.executed.map((call) => [call.command, call.args]), [
      ['workbench.action.openWorkspaceSettings', [{ query: 'nns.contractHash' }]],
      ['workbench.action.openGlobalSettings', [{ query: 'nns.rpcUrl' }]],
      ['workbench.action.openGlobalSettings', [{ query: '@ext:nns-explorer.nns-explorer' }]],
    ]);
  });
});
