import assert from 'node:assert/strict';
import { NnsError, normalizeRpcUrl } from '../../../../src/core';
import { anyNnsError, describeFailure, fixItAction, wrappable, type FixIt } from '../../../../src/model/text/failureText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const URL_ = 'http://localhost:50012';
const HASH = '0x1212121212121212121212121212121212121212';

describe('model/text/failureText', () => {
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

  it('tells an NnsError of another bundle\'s core (a feature or write bundle) by its name and code, as its own', () => {
    const foreign = Object.assign(new Error('The node did not answer within 20 s.'), { name: 'NnsError', code: 'TIMEOUT' });
    const own = describeFailure(new NnsError('TIMEOUT', 'The node did not answer within 20 s.'), URL_, l10n);
    const told = describeFailure(foreign, URL_, l10n);
    assert.deepEqual([told.summary, told.kind, told.fixIts], [own.summary, own.kind, own.fixIts]);
    assert.equal(anyNnsError(foreign), foreign);
    assert.equal(anyNnsError(Object.assign(new Error('x'), { name: 'NnsError' })), undefined, 'no code: not one');
    assert.equal(anyNnsError({ name: 'NnsError', code: 'TIMEOUT' }), undefined, 'not an Error');
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

describe('model/text/failureText: the rest of what a user and the log are told', () => {
  it('the log line keeps what the summary leaves out: the method, the node\'s data, exception and excerpt', () => {
    const rpc = describeFailure(new NnsError('RPC', 'The node returned JSON-RPC error -32602 for invokefunction: Invalid params', {
      rpcCode: -32602, rpcMessage: 'Invalid params', rpcData: { reason: 'bad\nhash' }, method: 'invokefunction',
    }), URL_, l10n);
    assert.equal(rpc.summary, 'RPC error -32602: Invalid params ({"reason":"bad\\nhash"})');
    assert.equal(rpc.detail, 'RPC (invokefunction): The node returned JSON-RPC error -32602 for invokefunction: Invalid params data: {"reason":"bad\\nhash"}');
    const fault = describeFailure(new NnsError('FAULT', 'The contract call failed', { exception: 'Insufficient GAS.' }), URL_, l10n);
    assert.equal(fault.detail, 'FAULT: The contract call failed exception: Insufficient GAS.');
    const told = describeFailure(new NnsError('FAULT', 'The contract call failed: Insufficient GAS.', { exception: 'Insufficient GAS.' }), URL_, l10n);
    assert.equal(told.detail, 'FAULT: The contract call failed: Insufficient GAS.', 'the exception once, when the message has it');
    const invalid = describeFailure(new NnsError('INVALID_RESPONSE', 'The node\'s answer is not JSON.', { excerpt: '<html>oops</html>' }), URL_, l10n);
    assert.equal(invalid.detail, 'INVALID_RESPONSE: The node\'s answer is not JSON. excerpt: <html>oops</html>');
    assert.equal(describeFailure(new NnsError('RPC', 'plain', { rpcCode: 1 }), URL_, l10n).detail, 'RPC: plain', 'no data: nothing added');
    assert.equal(describeFailure(new NnsError('INVALID_RESPONSE', 'short'), URL_, l10n).summary, 'Invalid response from http://localhost:50012: short');
  });

  it('a web page for an answer is told in words, its markup only in the log', () => {
    const excerpt = '<!DOCTYPE html> <html> <head> <title>Welcome to nginx!</title> <style> html { color-scheme: light dark; } body { width: 35em; margin: 0 auto;…';
    const page = describeFailure(new NnsError('INVALID_RESPONSE', 'The node answered getversion with HTML instead of JSON.', { excerpt, webPage: { title: 'Welcome to nginx!' } }), URL_, l10n);
    assert.equal(page.summary, 'http://localhost:50012 answered with a web page ("Welcome to nginx!"), not JSON-RPC: is it the URL of a Neo node\'s JSON-RPC endpoint?');
    assert.doesNotMatch(page.summary, /</);
    assert.ok(page.detail.endsWith(`excerpt: ${excerpt}`), page.detail);
    assert.deepEqual(page.fixIts, ['selectNode', 'retry', 'openSettings', 'showLog']);
    // Without a title; a title that tries to be more than a line of text.
    assert.equal(describeFailure(new NnsError('INVALID_RESPONSE', 'x', { webPage: {} }), URL_, l10n).summary,
      'http://localhost:50012 answered with a web page, not JSON-RPC: is it the URL of a Neo node\'s JSON-RPC endpoint?');
    const gateway = describeFailure(new NnsError('HTTP', 'x', { httpStatus: 502, excerpt: '<html><head><title>502 Bad Gateway</title>', webPage: { title: '502 Bad\nGateway\u202e' } }), URL_, l10n);
    assert.equal(gateway.summary, 'HTTP 502 from http://localhost:50012: a web page ("502 Bad Gateway\\u{202e}"), not a Neo JSON-RPC answer.');
    assert.match(gateway.detail, /excerpt: <html><head><title>502 Bad Gateway<\/title>$/);
  });

  it('failures of one kind are told once: the kind is the code and the setting', () => {
    assert.equal(describeFailure(new NnsError('TIMEOUT', 't'), URL_, l10n).kind, 'TIMEOUT:rpcUrl');
    assert.equal(describeFailure(new NnsError('RPC', 'r', { rpcCode: -1 }), URL_, l10n).kind, 'RPC:');
    assert.equal(describeFailure(new NnsError('INVALID_INPUT', 'bad', { field: 'contractHash' }), URL_, l10n).kind, 'INVALID_INPUT:contractHash');
    assert.equal(describeFailure(new Error('boom'), URL_, l10n).kind, 'unexpected');
  });

  it('an unexpected error: Retry and Show Log, its stack in the log', () => {
    const error = new Error('boom');
    const text = describeFailure(error, URL_, l10n);
    assert.deepEqual([text.fixIts, text.setting], [['retry', 'showLog'], undefined]);
    assert.equal(text.detail, error.stack);
    assert.equal(describeFailure('odd', URL_, l10n).detail, 'odd');
  });

  it('an invalid input that is no setting: said as such, only the log to help', () => {
    const text = describeFailure(new NnsError('INVALID_INPUT', 'The name is empty.', { field: 'name' }), URL_, l10n);
    assert.deepEqual([text.summary, text.setting, text.fixIts], ['Invalid input: The name is empty.', undefined, ['showLog']]);
    assert.equal(describeFailure(new NnsError('INVALID_INPUT', 'x', { field: 'contractHash' }), URL_, l10n).summary, 'Invalid setting nns.contractHash: x');
  });

  it('without a node URL the node is "the node"; a network message of another form is shown as it is', () => {
    assert.equal(describeFailure(new NnsError('TIMEOUT', 't'), undefined, l10n).summary, 'Timeout: the node did not answer in time.');
    assert.equal(describeFailure(new NnsError('HTTP', 'h'), undefined, l10n).summary, 'HTTP ? from the node.');
    assert.equal(describeFailure(new NnsError('NETWORK', 'socket hang up'), URL_, l10n).summary, 'Node unreachable: socket hang up');
    assert.equal(describeFailure(new NnsError('NETWORK', 'Could not reach the node at http://x:1/: refused'), URL_, l10n).summary, 'Node unreachable: http://x:1/: refused', 'no final dot to drop');
  });

  it('an RPC error without code or message says what it has; data that is not JSON is shown anyway', () => {
    assert.equal(describeFailure(new NnsError('RPC', 'The node failed.'), URL_, l10n).summary, 'RPC error ?: The node failed.');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const text = describeFailure(new NnsError('RPC', 'r', { rpcCode: -1, rpcMessage: 'm', rpcData: circular }), URL_, l10n);
    assert.equal(text.summary, 'RPC error -1: m ([object Object])');
    assert.equal(describeFailure(new NnsError('RPC', 'r', { rpcCode: -1, rpcMessage: 'm', rpcData: 7n }), URL_, l10n).summary, 'RPC error -1: m (7)');
  });

  it('a missing contract without its hash in the text names the NNS contract; an 0X hash is shown as 0x', () => {
    const bare = describeFailure(new NnsError('FAULT', 'x', { exception: 'called contract not found' }), URL_, l10n);
    assert.equal(bare.summary, 'This node has no contract the NNS contract: is the node on another network, or is nns.contractHash wrong?');
    const upper = describeFailure(new NnsError('FAULT', 'x', { exception: `Called Contract Does Not Exist: 0X${'AB'.repeat(20)}` }), URL_, l10n);
    assert.equal(upper.summary, 'This node has no contract 0xABAB…ABAB: is the node on another network, or is nns.contractHash wrong?');
  });

  it('a cancel is only "Cancelled.", with Retry', () => {
    const text = describeFailure(new NnsError('CANCELLED', 'The request was cancelled.'), URL_, l10n);
    assert.deepEqual([text.summary, text.fixIts, text.setting], ['Cancelled.', ['retry'], undefined]);
  });

  it('a word of 36 characters still fits a sidebar; 37 is shortened', () => {
    assert.equal(wrappable('x'.repeat(36)), 'x'.repeat(36));
    assert.equal(wrappable('x'.repeat(37)), `${'x'.repeat(22)}…${'x'.repeat(10)}`);
  });
});
