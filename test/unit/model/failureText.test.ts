import assert from 'node:assert/strict';
import { NnsError } from '../../../src/core';
import { describeFailure } from '../../../src/model/failureText';
import { englishLocalizer as l10n } from '../../../src/model/localizer';

const URL_ = 'http://localhost:50012';

describe('model/failureText', () => {
  it('names each kind of failure in a short line', () => {
    const cases: Array<[NnsError, RegExp, string | undefined]> = [
      [new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: connection refused.'), /^Node unreachable: Could not reach the node at http:\/\/localhost:50012\/: connection refused\.$/, 'rpcUrl'],
      [new NnsError('TIMEOUT', 'timed out'), /^Timeout: http:\/\/localhost:50012 did not answer in time\.$/, 'rpcUrl'],
      [new NnsError('HTTP', 'HTTP 502', { httpStatus: 502 }), /^HTTP 502 from http:\/\/localhost:50012\.$/, 'rpcUrl'],
      [new NnsError('HTTP', 'HTTP 500', { httpStatus: 500, excerpt: '{"error":{"code":-32603}}' }), /^HTTP 500 from http:\/\/localhost:50012: \{"error":\{"code":-32603\}\}$/, 'rpcUrl'],
      [new NnsError('RPC', 'x', { rpcCode: -32602, rpcMessage: 'Invalid params', rpcData: 'count too big' }), /^RPC error -32602: Invalid params \(count too big\)$/, undefined],
      [new NnsError('FAULT', 'x', { exception: 'Called Contract Does Not Exist: 0xabc.tokens' }), /^The contract call failed \(FAULT\): Called Contract Does Not Exist: 0xabc\.tokens$/, 'contractHash'],
      [new NnsError('INVALID_RESPONSE', 'bad', { excerpt: '<html>' }), /^Invalid response from http:\/\/localhost:50012: <html>$/, 'rpcUrl'],
      [new NnsError('INVALID_INPUT', 'Owner "x" is not a Neo N3 address.', { field: 'owner' }), /^Invalid setting nns\.owner: Owner "x" is not a Neo N3 address\.$/, 'owner'],
    ];
    for (const [error, summary, setting] of cases) {
      const text = describeFailure(error, URL_, l10n);
      assert.match(text.summary, summary, error.code);
      assert.equal(text.setting, setting, error.code);
      assert.ok(text.detail.startsWith(error.code), text.detail);
    }
  });

  it("explains a browser's opaque fetch failure as CORS or unreachable, with what the node needs", () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: the node refused a cross-origin request (CORS) or is unreachable.', { cause });
    const text = describeFailure(error, URL_, l10n);
    assert.equal(text.summary, 'The node refused a cross-origin request (CORS) or is unreachable: http://localhost:50012. '
      + 'VS Code for the Web needs a node that allows cross-origin requests (C# RpcServer: EnableCors, on by default; neo-go: EnableCORSWorkaround), '
      + 'over https when the editor is on https.');
    assert.equal(text.setting, 'rpcUrl');
    assert.match(text.detail, /^NETWORK: Could not reach the node/);
    assert.doesNotMatch(text.summary, /NETWORK/);
    // Node's fetch says why: that stays "Node unreachable" with its reason.
    const inNode = new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: connection refused.', {
      cause: new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
    });
    assert.match(describeFailure(inNode, URL_, l10n).summary, /^Node unreachable: .*connection refused\.$/);
  });

  it('keeps node-supplied text on one visible line', () => {
    const text = describeFailure(new NnsError('FAULT', 'x', { exception: 'line1\nline2\u202e' + 'y'.repeat(500) }), URL_, l10n);
    assert.ok(!text.summary.includes('\n'));
    assert.ok(!text.summary.includes('\u202e'));
    assert.ok(text.summary.length < 260);
  });

  it('describes errors that are not NnsErrors', () => {
    assert.match(describeFailure(new TypeError('boom'), undefined, l10n).summary, /^Unexpected error: boom$/);
    assert.match(describeFailure('odd', undefined, l10n).summary, /odd/);
  });

  it('hides credentials in the node URL', () => {
    const text = describeFailure(new NnsError('TIMEOUT', 't'), 'https://u:p@host:1/', l10n);
    assert.ok(!text.summary.includes('u:p'));
  });
});
