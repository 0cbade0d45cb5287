import assert from 'node:assert/strict';
import { CancellationTokenSource, editor, FakeTextDocument } from '../../support/fakeVscode';
import type * as vscode from 'vscode';
import { cannotApplyText } from '../../../../src/commands/namesFile/namesFilesEditor';
import { planUri } from '../../../../src/documents/planDocuments';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { FILE, namesFileHarness, TEXT } from './namesFileHarness';

describe('commands/namesFile/namesFilesEditor', () => {
  const h = namesFileHarness();
  const token = () => new CancellationTokenSource().token as unknown as vscode.CancellationToken;

  it('a plan document\'s plan goes to the lens and to the checks that need the chain', async () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT));
    assert.equal(h.editor.reader.known(), undefined);
    await h.editor.documents.provideTextDocumentContent(planUri(FILE as never), token());
    assert.deepEqual(h.editor.lens.stateOf(FILE as never), { kind: 'planned', changes: 0, conflicts: 0 });
    assert.ok(h.editor.reader.known(), 'the chain is known: the diagnostics checked again with it');
    assert.deepEqual(h.model.calls.parsed.at(-1), { family: 'neoGoExample' });
  });

  it('plans again when the chain may have changed: another node or Refresh (the node read anew), the details of a name of a file', async () => {
    editor.textDocuments.push(new FakeTextDocument(FILE, TEXT));
    await h.editor.documents.provideTextDocumentContent(planUri(FILE as never), token());
    h.detailsChanged.fire(['other.neo']);
    assert.ok(h.editor.lens.stateOf(FILE as never));
    h.detailsChanged.fire(['alice.neo']);
    assert.equal(h.editor.lens.stateOf(FILE as never), undefined);
    await h.editor.documents.provideTextDocumentContent(planUri(FILE as never), token());
    h.settingsChanged.fire({ node: false, owner: true, expiryWarningDays: false });
    assert.ok(h.editor.lens.stateOf(FILE as never), 'another owner changes no plan');
    h.settingsChanged.fire({ node: true, owner: false, expiryWarningDays: false });
    assert.equal(h.editor.lens.stateOf(FILE as never), undefined);
    assert.equal(h.editor.reader.known(), undefined, 'the node is read anew');
    await h.editor.documents.provideTextDocumentContent(planUri(FILE as never), token());
    h.cleared.fire();
    assert.equal(h.editor.reader.known(), undefined);
  });

  it('groups and costs a plan with the write module only where this window signs', async () => {
    assert.ok(await h.editor.writeModule());
    editor.isTrusted = false;
    assert.equal(await h.editor.writeModule(), undefined);
    assert.match(cannotApplyText({ available: true }, l10n) ?? '', /^Managing names needs a trusted workspace/);
    editor.isTrusted = true;
    assert.match(cannotApplyText({ available: false }, l10n) ?? '', /^Managing names needs NNS Explorer in a Node extension host/);
    assert.equal(cannotApplyText({ available: true }, l10n), undefined);
    assert.deepEqual(editor.messages, [], 'nothing said: a plan only leaves the cost out');
  });
});
