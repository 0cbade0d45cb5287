import assert from 'node:assert/strict';
import { nodeConfig, RPC_CONFIGURATIONS } from '../../../scripts/lib/neoGoConfig.mjs';

type Config = { ProtocolConfiguration: Record<string, unknown>; ApplicationConfiguration: { RPC: Record<string, unknown>; P2P: { Addresses: string[] } } };
const configOf = (rpc: (typeof RPC_CONFIGURATIONS)[number]['settings']) =>
  nodeConfig({ rpcPort: 40001, p2pPort: 40002, dbFile: '/tmp/x/chain.bolt', walletFile: '/tmp/w.json', rpc }) as Config;

describe('scripts/lib/neoGoConfig: the real node\'s configuration file', () => {
  it('listens on 127.0.0.1 only, always sets MaxGasInvoke (neo-go has no default), one standby validator', () => {
    const config = configOf({});
    assert.deepEqual(config.ApplicationConfiguration.RPC.Addresses, ['127.0.0.1:40001']);
    assert.deepEqual(config.ApplicationConfiguration.P2P.Addresses, ['127.0.0.1:40002']);
    assert.equal(config.ApplicationConfiguration.RPC.MaxGasInvoke, 15);
    assert.equal(config.ProtocolConfiguration.ValidatorsCount, 1);
    assert.deepEqual(config.ProtocolConfiguration.SeedList, []);
  });

  it('runs six distinct configurations, each as its settings say, expansion only with sessions', () => {
    assert.deepEqual(RPC_CONFIGURATIONS.map((c) => c.name), ['sessions', 'no-sessions', 'expansion', 'iterator-items-37', 'storage-page-20', 'pool-2']);
    const rpcSections = RPC_CONFIGURATIONS.map((c) => configOf(c.settings).ApplicationConfiguration.RPC);
    assert.equal(new Set(rpcSections.map((r) => JSON.stringify(r))).size, RPC_CONFIGURATIONS.length);
    for (const rpc of rpcSections) {
      if (rpc.SessionExpansionEnabled) assert.equal(rpc.SessionEnabled, true);
    }
    const byName = (name: string) => rpcSections[RPC_CONFIGURATIONS.findIndex((c) => c.name === name)]!;
    assert.equal(byName('iterator-items-37').MaxIteratorResultItems, 37);
    assert.equal(byName('storage-page-20').MaxFindStoragePageSize, 20);
    assert.equal(byName('storage-page-20').SessionEnabled, false);
    assert.equal(byName('pool-2').SessionPoolSize, 2);
    // neo-go's defaults stay unset (its strict loader would refuse a misspelt key anyway).
    assert.equal('MaxIteratorResultItems' in byName('sessions'), false);
  });
});
