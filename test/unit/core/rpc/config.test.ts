import assert from 'node:assert/strict';
import { NNS_MAINNET_HASH, normalizeContractHash, normalizeRpcUrl } from '../../../../src/core/rpc/config';
import { NnsError } from '../../../../src/core/errors/nnsError';

function inputError(run: () => unknown, field: string): NnsError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof NnsError);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.equal(error.field, field);
    return error;
  }
  assert.fail('accepted');
}

describe('core/rpc/config', () => {
  it('normalises contract hashes to lower-case 0x + 40 hex', () => {
    assert.equal(normalizeContractHash('50AC1C37690CC2CFC594472833CF57505D5F46DE'), NNS_MAINNET_HASH);
    assert.equal(normalizeContractHash(` ${NNS_MAINNET_HASH} `), NNS_MAINNET_HASH);
  });

  it('rejects contract hashes of the wrong length or alphabet, naming the field', () => {
    for (const bad of ['', '0x1234', `${NNS_MAINNET_HASH}00`, NNS_MAINNET_HASH.replace('a', 'g')]) {
      assert.match(inputError(() => normalizeContractHash(bad), 'contractHash').message, /Contract hash/);
    }
  });

  it('accepts http and https URLs', () => {
    assert.equal(normalizeRpcUrl('http://localhost:50012'), 'http://localhost:50012/');
    assert.equal(normalizeRpcUrl(' https://mainnet1.neo.coz.io:443 '), 'https://mainnet1.neo.coz.io/');
  });

  it('rejects what fetch cannot POST to, naming the field and the fix', () => {
    assert.match(inputError(() => normalizeRpcUrl(''), 'rpcUrl').message, /empty/);
    assert.match(inputError(() => normalizeRpcUrl('localhost:50012'), 'rpcUrl').message, /start it with http:\/\//);
    assert.match(inputError(() => normalizeRpcUrl('mainnet1.neo.coz.io'), 'rpcUrl').message, /no scheme/);
    assert.match(inputError(() => normalizeRpcUrl('http://'), 'rpcUrl').message, /not a URL/);
    assert.match(inputError(() => normalizeRpcUrl('ftp://example.org'), 'rpcUrl').message, /only http and https/);
    assert.match(inputError(() => normalizeRpcUrl('https://user:secret@example.org'), 'rpcUrl').message, /credentials/);
    // fetch refuses port 9 with no more than "bad port": the setting says so, and what helps, before any request.
    assert.match(inputError(() => normalizeRpcUrl('http://127.0.0.1:9'), 'rpcUrl').message, /port 9, which fetch refuses .*run the node on another port/);
  });
});

describe('core/rpc/config: the words of each refusal, as the user reads them', () => {
  it('quotes what was typed, trimmed, and says what to do', () => {
    assert.equal(inputError(() => normalizeRpcUrl('  '), 'rpcUrl').message, 'RPC URL is empty: enter a node address such as https://mainnet1.neo.coz.io:443.');
    assert.equal(inputError(() => normalizeRpcUrl(' localhost:50012 '), 'rpcUrl').message, 'RPC URL "localhost:50012" has no scheme: start it with http:// or https://.');
    assert.equal(inputError(() => normalizeRpcUrl('node at http://localhost:50012'), 'rpcUrl').message, 'RPC URL "node at http://localhost:50012" has no scheme: start it with http:// or https://.');
    assert.equal(inputError(() => normalizeRpcUrl('http://'), 'rpcUrl').message, 'RPC URL "http://" is not a URL: it needs a scheme and a host, e.g. http://localhost:50012.');
    assert.equal(inputError(() => normalizeRpcUrl('ws://node:10332'), 'rpcUrl').message, 'RPC URL "ws://node:10332" uses ws; only http and https are supported.');
    assert.equal(inputError(() => normalizeContractHash(' 0x12 '), 'contractHash').message, 'Contract hash "0x12" is not a script hash: expected 0x followed by 40 hex digits.');
  });

  it('a user name alone or a password alone is a credential too; a scheme in capitals is fine', () => {
    assert.match(inputError(() => normalizeRpcUrl('https://user@example.org'), 'rpcUrl').message, /contains a user name or password/);
    assert.match(inputError(() => normalizeRpcUrl('https://:secret@example.org'), 'rpcUrl').message, /contains a user name or password/);
    assert.equal(normalizeRpcUrl('HTTPS://Example.org:10332/rpc'), 'https://example.org:10332/rpc');
  });
});
