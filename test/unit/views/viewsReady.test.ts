import assert from 'node:assert/strict';
import { commands, editor, resetEditor } from '../support/fakeVscode';
import { ContextKeys } from '../../../src/model/ids';
import { announceViewsReady, viewsReadyReset } from '../../../src/views/viewsReady';

describe('announceViewsReady', () => {
  const executeCommand = commands.executeCommand;
  beforeEach(resetEditor);
  afterEach(() => {
    commands.executeCommand = executeCommand;
  });

  const readyCalls = () => editor.executed.filter((call) => call.command === 'setContext' && call.args[0] === ContextKeys.viewsReady).map((call) => call.args[1]);

  it('sets the key only after VS Code has answered an earlier message (its tree view registrations handled)', async () => {
    // VS Code answers the first setContext when the test says so.
    let answer: (() => void) | undefined;
    commands.executeCommand = (command: string, ...args: unknown[]) => {
      editor.executed.push({ command, args });
      if (answer) return Promise.resolve(undefined);
      return new Promise((resolve) => { answer = () => resolve(undefined); });
    };
    const announced = announceViewsReady();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(readyCalls(), [false], 'the key stays unset until the round trip ends');
    answer?.();
    await announced;
    assert.deepEqual(readyCalls(), [false, true]);
  });

  it('clears the key when the extension is deactivated, so a restarting host shows "starting" again', async () => {
    await announceViewsReady();
    viewsReadyReset().dispose();
    assert.deepEqual(readyCalls(), [false, true, false]);
  });
});
