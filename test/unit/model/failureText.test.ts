import assert from 'node:assert/strict';
import { NnsError, normalizeRpcUrl } from '../../../src/core';
import { describeFailure, fixItAction, wrappable, type FixIt } from '../../../src/model/failureText';
import { englishLocalizer as l10n } from '../../../src/model/localizer';

const URL_ = 'http://localhost:50012';
const HASH = '0x1212121212121212121212121212121212121212';

describe('model/failureText', () => {
  it('names each kind of failure in a short line, with the actions that can fix it, the most likely first', () => {
    const cases: Array<[NnsError, string, string | undefined, FixIt[]]> = [
      [new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: connection refused (is the node running and the port right?).'),
        'Node unreachable: http://localhost:50012/: connection refused (is the node running and the port right?)', 'rpcUrl', ['retry', 'selectNode', 'openSettings', 'showLog']],
      [new NnsError('TIMEOUT', 'timed out'), 'Timeout: http://localhost:50012 did not answer in time.', 'rpcUrl', ['retry', 'selectNode', 'openSettings', 'showLog']],
      [new NnsError('HTTP', 'HTTP 502', { httpStatus: 502 }), 'HTTP 502 from http://localhost:50012.', 'rpcUrl', ['selectNode', 'retry', 'openSettings', 'showLog']],
      [new NnsError('HTTP', 'HTTP 500', { httpStatus: 500, excerpt: '{"error":{"code":-32603}}' }), 'HTTP 500 from http://localhost:50012: {"error":{"code":-32603}}', 'rpcUrl', ['selectNode', 'retry', 'openSettings', 'showLog']],
      [new NnsError('RPC', 'x', { rpcCode: -32602, rpcMessage: 'Invalid params', rpcData: 'count too big' }), 'RPC error -32602: Invalid params (count too big)', undefined, ['retry', 'selectNode', 'showLog']],
      [new NnsError('FAULT', 'x', { exception: 'Insufficient GAS.' }), 'The contract call failed (FAULT): Insufficient GAS.', 'contractHash', ['retry', 'selectNode', 'showLog']],
      [new NnsError('INVALID_RESPONSE', 'bad', { excerpt: '<html>' }), 'Invalid response from http://localhost:50012: <html>', 'rpcUrl', ['selectNode', 'retry', 'openSettings', 'showLog']],
      // An invalid setting: Retry cannot help (a corrected value reloads by itself); Open Settings leads.
      [new NnsError('INVALID_INPUT', 'Owner "x" is not a Neo N3 address.', { field: 'owner' }), 'Invalid setting nns.owner: Owner "x" is not a Neo N3 address.', 'owner', ['openSettings', 'showLog']],
      [new NnsError('INVALID_INPUT', 'RPC URL "x" has no scheme.', { field: 'rpcUrl' }), 'Invalid setting nns.rpcUrl: RPC URL "x" has no scheme.', 'rpcUrl', ['openSettings', 'selectNode', 'showLog']],
    ];
    for (const [error, summary, setting, fixIts] of cases) {
      const text = describeFailure(error, URL_, l10n);
      assert.equal(text.summary, summary, error.code);
      assert.equal(text.setting, setting, error.code);
      assert.deepEqual(text.fixIts, fixIts, error.code);
      assert.ok(text.detail.startsWith(error.code), text.detail);
    }
  });

  it('a node URL on a port fetch refuses (http://127.0.0.1:9) is an invalid setting that says why, whole, with Open Settings first', () => {
    let error: unknown;
    try {
      normalizeRpcUrl('http://127.0.0.1:9');
    } catch (thrown) {
      error = thrown;
    }
    const text = describeFailure(error, undefined, l10n);
    assert.equal(text.summary, 'Invalid setting nns.rpcUrl: RPC URL "http://127.0.0.1:9" uses port 9, which fetch refuses (browsers and Node.js keep it for other services): run the node on another port, e.g. 10332.');
    assert.deepEqual([text.setting, text.fixIts], ['rpcUrl', ['openSettings', 'selectNode', 'showLog']]);
  });

  it("explains a browser's opaque fetch failure as CORS or unreachable, with what the node needs", () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: the node refused a cross-origin request (CORS) or is unreachable.', { cause });
    const text = describeFailure(error, URL_, l10n);
    assert.equal(text.summary, 'The node refused a cross-origin request (CORS) or is unreachable: http://localhost:50012. '
      + 'VS Code for the Web needs a node that allows cross-origin requests (C# RpcServer: EnableCors, on by default; neo-go: EnableCORSWorkaround), '
      + 'over https when the editor is on https.');
    assert.deepEqual([text.setting, text.fixIts], ['rpcUrl', ['selectNode', 'retry', 'openSettings', 'showLog']]);
    assert.match(text.detail, /^NETWORK: Could not reach the node/);
    assert.doesNotMatch(text.summary, /NETWORK/);
    // Node's fetch says why: that stays "Node unreachable" with its reason.
    const inNode = new NnsError('NETWORK', 'Could not reach the node at http://localhost:50012/: connection refused.', {
      cause: new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
    });
    assert.match(describeFailure(inNode, URL_, l10n).summary, /^Node unreachable: .*connection refused$/);
  });

  it('says a missing contract means another network or a wrong contract hash, in both nodes\' wording', () => {
    for (const exception of [`Called Contract Does Not Exist: ${HASH}`, `at instruction 32 (SYSCALL): System.Contract.Call failed: called contract ${HASH.slice(2)} not found: key not found`]) {
      const text = describeFailure(new NnsError('FAULT', 'x', { exception }), URL_, l10n);
      assert.equal(text.summary, 'This node has no contract 0x1212…1212: is the node on another network, or is nns.contractHash wrong?');
      assert.deepEqual([text.setting, text.fixIts, text.contractMissing], ['contractHash', ['openSettings', 'selectNode', 'showLog'], true]);
      assert.ok(text.detail.includes(exception), 'the log keeps the whole text');
    }
  });

  it('marks only a missing contract as one to look for on the node', () => {
    assert.equal(describeFailure(new NnsError('FAULT', 'x', { exception: 'Insufficient GAS.' }), URL_, l10n).contractMissing, undefined);
  });

  it('never puts a word too long to wrap in a summary: hashes and long words are shortened', () => {
    assert.equal(wrappable(`at ${HASH} and ${HASH.slice(2)}`), 'at 0x1212…1212 and 1212…1212');
    assert.equal(wrappable(`x ${'a'.repeat(50)} y`), `x ${'a'.repeat(22)}…${'a'.repeat(10)} y`);
    const text = describeFailure(new NnsError('FAULT', 'x', { exception: `boom ${'z'.repeat(80)}` }), URL_, l10n);
    assert.ok(text.summary.split(' ').every((word) => word.length <= 36), text.summary);
  });

  it('keeps node-supplied text on one visible line', () => {
    const text = describeFailure(new NnsError('FAULT', 'x', { exception: 'line1\nline2\u202e' + 'y '.repeat(250) }), URL_, l10n);
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
    const network = describeFailure(new NnsError('NETWORK', 'Could not reach the node at https://u:p@host:1/: refused.'), 'https://u:p@host:1/', l10n);
    assert.ok(!network.summary.includes('u:p'), network.summary);
  });

  it('each FixIt has one label and one command, for the view\'s rows and the notifications alike', () => {
    const failure = { setting: 'rpcUrl' as const };
    assert.deepEqual(fixItAction('retry', failure, l10n, 'nns.allDomains'), { label: 'Retry', command: 'nns.refresh', args: ['nns.allDomains'] });
    assert.deepEqual(fixItAction('retry', failure, l10n), { label: 'Retry', command: 'nns.refresh', args: [] });
    assert.deepEqual(fixItAction('selectNode', failure, l10n), { label: 'Select Another Node…', command: 'nns.selectNode', args: [] });
    assert.deepEqual(fixItAction('openSettings', failure, l10n), { label: 'Open Settings', command: 'nns.openSettings', args: ['rpcUrl'] });
    assert.deepEqual(fixItAction('openSettings', {}, l10n).args, []);
    assert.deepEqual(fixItAction('showLog', failure, l10n), { label: 'Show Log', command: 'nns.showLog', args: [] });
  });
});
