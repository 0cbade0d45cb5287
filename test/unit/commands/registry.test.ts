import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { FailureNotices } from '../../../src/commands/failureNotices';
import { COMMANDS, registerCommands } from '../../../src/commands/registry';
import { WRITE_COMMANDS } from '../../../src/commands/write/writeCommandTable';
import { FEATURE_COMMANDS } from '../../../src/commands/features/featureCommandTable';
import { CommandIds, VIEW_IDS, ViewCommandIds, ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

describe('commands/registry', () => {
  beforeEach(resetEditor);

  it('registers every command once, from the one table', () => {
    const disposables = registerCommands(fakeContext());
    const ids = [...new Set([
      ...Object.values(CommandIds),
      ...WRITE_COMMANDS.map((entry) => entry.id),
      ...FEATURE_COMMANDS.map((entry) => entry.id),
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

  it('runs the feature bundles\' commands in their bundle, loaded on the first use only, inside that bundle\'s boundary', async () => {
    const context = { ...fakeContext(), notices: new FailureNotices(fakeContext().l10n) };
    registerCommands(context);
    const all = await context.views[ViewIds.allDomains].loaded(['a.neo']);
    all.treeView.visible = true;
    context.views[ViewIds.ownerDomains].treeView.visible = false;
    assert.deepEqual(context.features.loaded, [], 'nothing loaded before the first use');
    // Escape at the format: nothing written, nothing said.
    assert.equal(await editor.commandHandlers.get(CommandIds.exportDomains)?.(ViewIds.allDomains), undefined);
    assert.equal(await editor.commandHandlers.get(ViewCommandIds.exportDomains[ViewIds.allDomains])?.(), undefined);
    assert.deepEqual(context.features.loaded, ['file:/extension/dist/exportDomains.js']);
    assert.equal(editor.quickPicks.length, 2, 'both asked for the format');
    // A failure inside the bundle is logged and shown by its boundary, once.
    context.views[ViewIds.allDomains].whenLoaded = () => Promise.reject(new Error('the view broke'));
    assert.equal(await editor.commandHandlers.get(CommandIds.exportDomains)?.(ViewIds.allDomains), undefined);
    assert.deepEqual(context.log.failures.map((failure) => [failure.source, failure.summary]), [[CommandIds.exportDomains, 'Unexpected error: the view broke']]);
  });

  it('a feature bundle that does not load is a failure the main boundary shows', async () => {
    const context = { ...fakeContext(), notices: new FailureNotices(fakeContext().l10n) };
    registerCommands({ ...context, features: { load: () => Promise.resolve({}) } });
    assert.equal(await editor.commandHandlers.get(CommandIds.exportDomains)?.(), undefined);
    assert.deepEqual(context.log.failures.map((failure) => failure.summary), ['Unexpected error: The exportDomains bundle of NNS Explorer does not export its commands.']);
  });
});
