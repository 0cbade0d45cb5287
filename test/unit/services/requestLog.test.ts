import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { NnsError } from '../../../src/core';
import { RequestLog } from '../../../src/services/requestLog';

describe('services/requestLog', () => {
  beforeEach(resetEditor);

  it('logs each request at trace level, a failed one at debug', () => {
    const log = new RequestLog();
    log.onRequest({ method: 'invokefunction', durationMs: 12.4, outcome: 'ok' });
    log.onRequest({ method: 'traverseiterator', durationMs: 3, outcome: 'error', detail: 'HTTP 500\nfrom the node' });
    assert.deepEqual(editor.logLines, [
      ['trace', 'invokefunction 12 ms ok'],
      ['debug', 'traverseiterator 3 ms error HTTP 500 from the node'],
    ]);
  });

  it('knows how long the node took lately: the median of the requests that succeeded', () => {
    const log = new RequestLog();
    assert.equal(log.roundTripMs(), undefined);
    log.onRequest({ method: 'invokefunction', durationMs: 40, outcome: 'ok' });
    log.onRequest({ method: 'batch of 100 (getstorage)', durationMs: 60, outcome: 'ok' });
    log.onRequest({ method: 'traverseiterator', durationMs: 20_000, outcome: 'error', detail: 'timeout' });
    assert.equal(log.roundTripMs(), 50, 'a failure is no round trip');
  });

  it('keeps one info line per list loaded (route, pages, requests, time, GAS as GAS), without the password of a URL', () => {
    const log = new RequestLog();
    log.loadStarted('All Domains', 'tokens()', 'https://user:secret@node.example/rpc');
    log.loadFinished('All Domains', {
      names: ['a', 'b'], invalidUtf8: [1], complete: false, incomplete: { kind: 'bound', cause: 'items', kept: 2, noun: 'names' },
      strategy: 'script', gasConsumed: 123_456_789n, requests: 3, addressVersion: 53,
    }, 41.6, 1, 'https://user:secret@node.example/rpc');
    log.failed('Owner Domains', 'Node unreachable', 'NETWORK: connect ECONNREFUSED');
    assert.deepEqual(editor.logLines, [
      ['debug', 'All Domains: tokens() from https://node.example/rpc'],
      ['info', 'All Domains: 2 names from https://node.example/rpc by a script the node ran (1 page, 3 requests, 42 ms, 1.23456789 GAS, 1 not valid UTF-8); partial: The list stops after 2 names, the most one list may hold. The node kept sending more.'],
      ['error', 'Owner Domains: Node unreachable'],
      ['debug', 'Owner Domains: NETWORK: connect ECONNREFUSED'],
    ]);
    assert.equal(editor.logLines.filter(([level]) => level === 'info').length, 1);
  });

  it('logs details at debug level; a load with failed names once as a warning', () => {
    const log = new RequestLog();
    const batch = [{ name: 'a.neo', state: 'active' as const }, { name: 'b.neo', state: 'error' as const, error: new NnsError('TIMEOUT', 'slow') }];
    log.detailsBatch('All Domains', batch, 10);
    log.detailsFinished('All Domains', batch, 12);
    log.detailsFinished('All Domains', [{ name: 'a.neo', state: 'active' }], 3);
    assert.deepEqual(editor.logLines, [
      ['debug', 'All Domains: details batch of 2 after 10 ms: 1 active, 0 expired, 1 failed'],
      ['debug', 'All Domains: details of b.neo failed: TIMEOUT: slow'],
      ['warn', 'All Domains: details of 2 names in 12 ms, 1 failed; first: TIMEOUT: slow'],
      ['debug', 'All Domains: details of 1 name in 3 ms, 0 failed'],
    ]);
  });

  it('a name nobody holds FAULTs as expected where names may be anyone\'s (a hover): no warning; a listed name\'s FAULT is one', () => {
    const log = new RequestLog();
    const fault = { name: 'nobody.neo', state: 'error' as const, error: new NnsError('FAULT', 'The contract call failed.', { exception: 'unknown token' }) };
    const timeout = { name: 'b.neo', state: 'error' as const, error: new NnsError('TIMEOUT', 'slow') };
    log.detailsFinished('Hover', [fault], 5, true);
    log.detailsFinished('Hover', [fault, timeout], 5, true);
    log.detailsFinished('All Domains', [fault], 5);
    assert.deepEqual(editor.logLines.map(([level]) => level), ['debug', 'warn', 'warn']);
  });
});
