import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { FailureNotices } from '../../../src/commands/failureNotices';
import { COMMANDS, registerCommands } from '../../../src/commands/registry';
import { WRITE_COMMANDS } from '../../../src/commands/write/writeCommandTable';
import { CommandIds, VIEW_IDS, ViewCommandIds, ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

describe('commands/registry', () => {
  beforeEach(resetEditor);

  it('registers every command once, from the one table', () => {
    const disposables = registerCommands(fakeContext());
    const ids = [...new Set([
      ...Object.values(CommandIds),
      ...WRITE_COMMANDS.map((entry) => entry.id),
      ...VIEW_IDS.flatMap((viewId) => [ViewCommandIds.filter[viewId], ViewCommandIds.clearFilter[viewId], ViewCommandIds.collapseAll[viewId], ViewCommandIds.exportDomains[viewId]]),
    ])];
    assert.equal(disposables.length, COMMANDS.length);
    assert.deepEqual([...editor.registered].sort(), ids.map((id) => `command:${id}`).sort());
  });

  it('runs each command inside the boundary: a command that throws is logged and shown once', async () => {
    const context = { ...fakeContext(), notices: new FailureNotices(fakeContext().l10n) };
    registerCommands(context);
    context.views[ViewIds.allDomains].reload = () => Promise.reject(new Error('the view broke'));
    const refresh = editor.commandHandlers.get(CommandIds.refresh);
    assert.ok(refresh);
    assert.equal(await refresh(ViewIds.allDomains), undefined);
    assert.deepEqual(context.log.failures.map((failure) => [failure.source, failure.summary]), [[CommandIds.refresh, 'Unexpected error: the view broke']]);
    assert.deepEqual(editor.messages.map((message) => message.text), ['Unexpected error: the view broke']);
    // The others run as before: the sort of Owner Domains resolves with its mode.
    assert.equal(await editor.commandHandlers.get(CommandIds.sortOwnerDomainsByExpiration)?.(), 'expiration');
  });
});
