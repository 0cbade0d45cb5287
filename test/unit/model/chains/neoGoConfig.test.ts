import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayBeNeoGoConfig, readNeoGoConfig, urlOf } from '../../../../src/model/chains/neoGoConfig';

const text = readFileSync(join(__dirname, '../../../fixtures/local-chain/neo-go/protocol.privnet.yml'), 'utf8');
const urls = (yaml: string) => {
  const read = readNeoGoConfig(yaml, 'protocol.yml');
  return read.ok ? read.nodes.map((node) => node.url) : read.reason;
};

describe('model/chains/neoGoConfig', () => {
  it('reads ApplicationConfiguration.RPC.Addresses of a neo-go private net, not the P2P or Prometheus ones', () => {
    assert.ok(mayBeNeoGoConfig(text));
    assert.deepEqual(readNeoGoConfig(text, 'neo-go/protocol.privnet.yml'), {
      ok: true, accounts: [], nodes: [{ url: 'http://localhost:20331', label: 'protocol.privnet.yml · RPC :20331', file: 'neo-go/protocol.privnet.yml' }],
    });
  });

  it('reads the older Address + Port, flow lists, quotes, and dashes at the key\'s indentation', () => {
    assert.deepEqual(urls('ApplicationConfiguration:\n  RPC:\n    Enabled: true\n    Address: ""\n    Port: 20332\n'), ['http://localhost:20332']);
    assert.deepEqual(urls('ApplicationConfiguration:\n  RPC:\n    Addresses: [":10332", \'127.0.0.1:10333\']\n'), ['http://localhost:10332', 'http://localhost:10333']);
    assert.deepEqual(urls('ApplicationConfiguration:\n  RPC:\n    Addresses:\n    - "0.0.0.0:30333"  # all interfaces\n    - "[::1]:30334"\n'), ['http://localhost:30333', 'http://[::1]:30334']);
  });

  it('gives no node when the RPC server is off, and says why when there is none to read', () => {
    assert.deepEqual(urls('ApplicationConfiguration:\n  RPC:\n    Enabled: false\n    Addresses:\n      - ":20332"\n'), []);
    assert.equal(urls('ApplicationConfiguration:\n  P2P:\n    Addresses:\n      - ":20333"\n'), 'no ApplicationConfiguration.RPC block');
    assert.equal(urls('ProtocolConfiguration:\n  RPC:\n    Addresses:\n      - ":20332"\n'), 'no ApplicationConfiguration.RPC block');
    assert.equal(urls('ApplicationConfiguration:\n  RPC:\n    Enabled: true\n'), 'no RPC address in ApplicationConfiguration.RPC');
  });

  it('refuses hostile addresses and huge files', () => {
    assert.equal(urlOf('evil.example/path?x:80'), undefined);
    assert.equal(urlOf('host:99999'), undefined);
    assert.equal(urlOf('user@host:80'), undefined);
    assert.match(String(urls(`ApplicationConfiguration:\n  RPC:\n    Addresses: [":1"]\n${'#'.repeat(2 * 1024 * 1024)}`)), /larger than/);
  });
});
