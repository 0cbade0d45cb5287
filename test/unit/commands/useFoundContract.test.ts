import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { useFoundContract } from '../../../src/commands/useFoundContract';
import { fakeContext } from './fakeContext';

const FOUND = `0x${'AB'.repeat(20)}`;

describe('commands/useFoundContract', () => {
  beforeEach(resetEditor);

  it('writes the contract found to the user settings when the workspace sets neither node nor contract', async () => {
    const context = fakeContext();
    assert.equal(await useFoundContract(context, FOUND), 'user');
    assert.deepEqual(context.settings.written, [['contractHash', FOUND.toLowerCase()]]);
    assert.deepEqual(context.settings.writtenScopes, ['user']);
    assert.deepEqual(editor.statusBar, [`nns.contractHash is now ${FOUND.toLowerCase()} (user settings).`]);
  });

  it('writes it to the workspace when the workspace sets the node (a local chain) or the contract', async () => {
    for (const setting of ['rpcUrl', 'contractHash'] as const) {
      const context = fakeContext();
      context.settings.inWorkspace.add(setting);
      assert.equal(await useFoundContract(context, FOUND), 'workspace');
      assert.deepEqual(context.settings.writtenScopes, ['workspace']);
    }
  });

  it('writes nothing for an argument that is not a script hash', async () => {
    const context = fakeContext();
    for (const bad of [undefined, 42, '0x12', 'javascript:alert(1)']) assert.equal(await useFoundContract(context, bad), undefined);
    assert.deepEqual(context.settings.written, []);
  });
});
