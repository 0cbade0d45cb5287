import assert from 'node:assert/strict';
import { CancellationError, editor, resetEditor, window } from '../support/fakeVscode';
import { NnsError } from '../../../src/core';
import { isCancellation, withBoundary } from '../../../src/commands/boundary';
import { FailureNotices } from '../../../src/commands/failureNotices';
import { fakeContext } from './fakeContext';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A fake context whose notices are the real ones: what they show lands in the fake editor's messages. */
function contextWithNotices() {
  const context = fakeContext();
  return { ...context, notices: new FailureNotices(context.l10n) };
}

describe('commands/boundary', () => {
  beforeEach(resetEditor);

  it('passes a command\'s result and its arguments through', async () => {
    const context = contextWithNotices();
    const run = withBoundary('nns.test', (a, b) => Promise.resolve(`${String(a)}+${String(b)}`), context);
    assert.equal(await run('x', 'y'), 'x+y');
    assert.deepEqual([context.log.failures, editor.messages], [[], []]);
  });

  it('logs a command that throws and shows it once, with the actions that can fix it; the command resolves with undefined', async () => {
    const context = contextWithNotices();
    const run = withBoundary('nns.test', () => {
      throw new Error('boom');
    }, context);
    // The notification stays on screen (not dismissed) while the command runs again.
    const original = window.showErrorMessage;
    window.showErrorMessage = (text: string, ...items: unknown[]) => {
      editor.messages.push({ kind: 'error', text, items: items.map(String) });
      return new Promise<string | undefined>(() => {});
    };
    try {
      assert.equal(await run(), undefined);
      assert.equal(await run(), undefined);
    } finally {
      window.showErrorMessage = original;
    }
    await settle();
    // The log has both runs; the screen, one notification.
    assert.deepEqual(context.log.failures.map((failure) => [failure.source, failure.summary]), [['nns.test', 'Unexpected error: boom'], ['nns.test', 'Unexpected error: boom']]);
    assert.match(context.log.failures[0]?.detail ?? '', /^Error: boom\n\s+at /);
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.text, message.items]), [['error', 'Unexpected error: boom', ['Show Log']]]);
  });

  it('words a failure of the node as the views do, naming the node of the settings', async () => {
    const context = contextWithNotices();
    const run = withBoundary('nns.test', () => Promise.reject(new NnsError('TIMEOUT', 'timed out', { method: 'invokefunction' })), context);
    assert.equal(await run(), undefined);
    assert.deepEqual(context.log.failures.map((failure) => failure.summary), ['Timeout: http://localhost:50012 did not answer in time.']);
    assert.deepEqual(editor.messages.map((message) => [message.text, message.items]), [
      ['Timeout: http://localhost:50012 did not answer in time.', ['Select Another Node…', 'Open Settings', 'Show Log']],
    ]);
  });

  it('takes a cancel for no error: nothing logged, nothing shown', async () => {
    const abort = new Error('The operation was aborted.');
    abort.name = 'AbortError';
    for (const cancel of [new CancellationError(), new NnsError('CANCELLED', 'Cancelled while waiting for getblockcount.'), abort]) {
      const context = contextWithNotices();
      assert.ok(isCancellation(cancel), cancel.message);
      assert.equal(await withBoundary('nns.test', () => Promise.reject(cancel), context)(), undefined);
      assert.deepEqual([context.log.failures, editor.messages], [[], []], cancel.message);
    }
    assert.ok(isCancellation(Object.assign(new Error('Cancelled.'), { name: 'NnsError', code: 'CANCELLED' })), 'the CANCELLED of another bundle\'s core');
    assert.equal(isCancellation(new Error('Canceled')), false);
    assert.equal(isCancellation(new NnsError('NETWORK', 'x')), false);
  });
});
