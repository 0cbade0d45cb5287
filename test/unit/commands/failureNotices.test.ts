import assert from 'node:assert/strict';
import { editor, resetEditor, window } from '../support/fakeVscode';
import { NnsError } from '../../../src/core';
import { FailureNotices } from '../../../src/commands/failureNotices';
import { describeFailure } from '../../../src/model/text/failureText';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';

const settle = () => new Promise((resolve) => setImmediate(resolve));
const unreachable = describeFailure(new NnsError('NETWORK', 'Could not reach the node at http://127.0.0.1:9/: connection refused.'), 'http://127.0.0.1:9', l10n);

describe('commands/failureNotices', () => {
  beforeEach(resetEditor);

  it('offers the actions that fix the failure, Select Another Node… for a node problem; Retry is left to the view', async () => {
    const notices = new FailureNotices(l10n);
    editor.messageAnswers.push('Select Another Node…');
    notices.notify('The owner of a.neo could not be loaded: x', unreachable);
    await settle();
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.items]), [['error', ['Select Another Node…', 'Open Settings', 'Show Log']]]);
    assert.deepEqual(editor.executed.map((call) => call.command), ['nns.selectNode']);
  });

  it('shows one notification per kind of failure at a time', async () => {
    const notices = new FailureNotices(l10n);
    const answers: Array<(choice: string | undefined) => void> = [];
    const showErrorMessage = (text: string, ...items: unknown[]) => {
      editor.messages.push({ kind: 'error', text, items: items.map(String) });
      return new Promise<string | undefined>((resolve) => answers.push(resolve));
    };
    const original = window.showErrorMessage;
    window.showErrorMessage = showErrorMessage;
    try {
      notices.notify('first', unreachable);
      notices.notify('second, same kind', unreachable);
      notices.notify('another kind', describeFailure(new NnsError('INVALID_INPUT', 'bad', { field: 'owner' }), undefined, l10n));
      assert.deepEqual(editor.messages.map((message) => message.text), ['first', 'another kind']);
      answers[0]?.(undefined); // the first is dismissed
      await settle();
      notices.notify('again, after it was dismissed', unreachable);
      assert.equal(editor.messages.length, 3);
      assert.equal(notices.shown, 3);
    } finally {
      window.showErrorMessage = original;
    }
  });

  it('keeps untrusted text to one line without links', () => {
    const notices = new FailureNotices(l10n);
    notices.notify('x\n[a](command:evil)', unreachable);
    assert.equal(editor.messages[0]?.text, 'x [a] (command:evil)');
  });
});
