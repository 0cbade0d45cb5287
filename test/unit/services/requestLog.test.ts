import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { NnsError } from '../../../src/core';
import { RequestLog } from '../../../src/services/requestLog';

describe('services/requestLog', () => {
  beforeEach(resetEditor);

  it('logs each request with its outcome, and a failed one as a warning', () => {
    const log = new RequestLog();
    log.onRequest({ method: 'invokefunction', durationMs: 12.4, outcome: 'ok' });
    log.onRequest({ method: 'traverseiterator', durationMs: 3, outcome: 'error', detail: 'HTTP 500\nfrom the node' });
    assert.deepEqual(editor.logLines, [
      ['info', 'invokefunction 12 ms ok'],
      ['warn', 'traverseiterator 3 ms error HTTP 500 from the node'],
    ]);
  });

  it('logs loads without the password of a URL', () => {
    const log = new RequestLog();
    log.loadStarted('All Domains', 'tokens()', 'https://user:secret@node.example/rpc');
    log.loadFinished('All Domains', { names: ['a', 'b'], invalidUtf8: [1], complete: false, incompleteReason: 'sessions off', strategy: 'script', gasConsumed: 5n, requests: 3 }, 41.6);
    log.failed('Owner Domains', 'Node unreachable', 'NETWORK: connect ECONNREFUSED');
    assert.deepEqual(editor.logLines, [
      ['info', 'All Domains: tokens() from https://node.example/rpc'],
      ['info', 'All Domains: 2 names in 42 ms via script, 3 requests, 5 datoshi GAS, 1 not valid UTF-8, partial: sessions off'],
      ['error', 'Owner Domains: Node unreachable'],
      ['debug', 'Owner Domains: NETWORK: connect ECONNREFUSED'],
    ]);
  });

  it('logs a details batch: its counts, then each failed name as a warning', () => {
    const log = new RequestLog();
    log.detailsBatch('All Domains', [
      { name: 'a.neo', state: 'active' },
      { name: 'b.neo', state: 'error', error: new NnsError('TIMEOUT', 'slow') },
    ], 10);
    assert.deepEqual(editor.logLines, [
      ['info', 'All Domains: details batch of 2 after 10 ms: 1 active, 0 expired, 1 failed'],
      ['warn', 'All Domains: details of b.neo failed: TIMEOUT: slow'],
    ]);
  });
});
