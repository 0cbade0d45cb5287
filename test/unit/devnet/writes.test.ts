import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NnsError, readContractWriteInfo, readNamePrice } from '../../../src/core';
import { PUBLIC_NETWORKS } from '../../../src/core/contracts/contractSearch';
import * as write from '../../../src/core/write';
import { networkText } from '../../../src/model/write/words/confirmationText';
import { contractWriteApi, isUnsupported } from '../../../src/model/write/contracts/contractApi';
import { refusalText } from '../../../src/model/write/words/refusalText';
import { englishLocalizer } from '../../../src/model/text/localizer';
import { type Devnet, startDevnet } from '../../devnet/index';
import { PLAYGROUND_MAGIC } from '../../devnet/samplePlayground';
import { NNS, OWNER, invoke, rpc, simpleNames } from './helpers';

const fixtureMethods = (file: string) => (JSON.parse(readFileSync(join(__dirname, '..', '..', 'fixtures', 'write', `${file}.contractstate.json`), 'utf8')) as {
  manifest: { abi: { methods: Array<{ name: string; parameters: unknown[]; returntype: string }> } };
}).manifest.abi.methods.map(({ name, parameters, returntype }) => ({ name, parameters, returntype }));

describe('devnet: what a write meets (the playground\'s node takes no transactions)', () => {
  let devnet: Devnet;
  const node = () => ({ rpcUrl: devnet.url, contractHash: NNS });
  const key = write.PrivateKey.fromHex('42'.repeat(32));
  const signer = write.accountFromPrivateKey(key);
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(10) });
  });
  after(() => devnet.close());
  afterEach(() => devnet.configure({ personality: 'sessions', nnsContract: 'mainnet', network: 860833102 }));

  it('getcontractstate declares the NNS contract\'s real ABI, so that the extension knows how to call each write', async () => {
    for (const [flavour, file] of [['mainnet', 'nameservice-csharp'], ['neo-go', 'nft-nd-nns-neo-go']] as const) {
      devnet.configure({ nnsContract: flavour });
      const state = await rpc<{ manifest: { abi: { methods: Array<{ name: string; parameters: unknown[]; returntype: string }> } } }>(devnet.url, 'getcontractstate', [NNS]);
      const methods = state.body.result?.manifest.abi.methods.map(({ name, parameters, returntype }) => ({ name, parameters, returntype }));
      assert.deepEqual(methods, fixtureMethods(file), flavour);
      const info = await readContractWriteInfo(node());
      assert.ok(info.contract?.isNameService, flavour);
      const api = contractWriteApi(info.contract);
      for (const method of [api.register, api.renew, api.setRecord, api.deleteRecord, api.setAdmin, api.transfer, api.getPrice]) {
        assert.ok(!isUnsupported(method), `${flavour}: ${JSON.stringify(method)}`);
      }
    }
  });

  it('getPrice: by the length of the first label (the C# contract; one or two characters closed), or one price (neo-go\'s port)', async () => {
    const api = async () => {
      const { contract } = await readContractWriteInfo(node());
      assert.ok(contract);
      return contractWriteApi(contract);
    };
    const csharp = await api();
    assert.ok(!isUnsupported(csharp.getPrice) && csharp.getPrice.byLength);
    assert.deepEqual([(await readNamePrice(node(), 'ab.neo', csharp.getPrice)).price, (await readNamePrice(node(), 'alice.neo', csharp.getPrice)).price], [-1n, 100_000_000n]);
    const free = await readNamePrice(node(), 'nobody-holds-it.neo', csharp.getPrice, { availability: true });
    assert.deepEqual([free.price, free.availability], [100_000_000n, { kind: 'available' }]);
    const zero = await invoke(devnet.url, 'invokefunction', [NNS, 'getPrice', [{ type: 'Integer', value: '0' }]]);
    assert.deepEqual([zero.state, zero.exception], ['FAULT', 'An unhandled exception was thrown. Length cannot be 0.']);
    devnet.configure({ nnsContract: 'neo-go' });
    const neoGo = await api();
    assert.ok(!isUnsupported(neoGo.getPrice) && !neoGo.getPrice.byLength);
    assert.equal((await readNamePrice(node(), 'ab.neo', neoGo.getPrice)).price, 100_000_000n);
  });

  it('a write\'s test invocation is refused as by a node without the method, and the extension says the node takes no transactions', async () => {
    for (const personality of ['sessions', 'neo-go', 'neo-go-expansion', 'csharp-legacy'] as const) {
      devnet.configure({ personality });
      const renew = { contractHash: NNS, method: 'renew', args: [{ type: 'String', value: 'name-1.neo' }] } as const;
      const error = await write.prepareTransaction(node(), renew, [signer]).then(() => undefined, (caught: unknown) => caught);
      assert.ok(error instanceof NnsError, `${personality}: ${String(error)}`);
      assert.deepEqual([error.code, error.rpcCode, error.method], ['RPC', -32601, 'invokescript'], personality);
      const text = refusalText(error, { subject: { method: 'renew', committee: false }, signers: [], rpcUrl: devnet.url }, englishLocalizer);
      assert.match(text.message, /does not serve invokescript: it cannot take transactions.*Nothing was sent\./, personality);
      assert.equal(text.spent, false);
    }
    // By invokefunction too, and whatever writes: the node answers reads only.
    for (const [method, args] of [['register', [{ type: 'String', value: 'new.neo' }, { type: 'Hash160', value: OWNER }]], ['transfer', [{ type: 'Hash160', value: OWNER }, { type: 'String', value: 'name-1.neo' }, { type: 'Any' }]]] as const) {
      const answer = await rpc<unknown>(devnet.url, 'invokefunction', [NNS, method, args]);
      assert.equal((answer.body.error as { code?: number } | undefined)?.code, -32601, method);
      assert.match(String((answer.body.error as { data?: unknown }).data), new RegExp(`invokefunction of ${method}: this node takes no transactions`));
    }
  });

  it('sending is not served at all; reads, signers or not, still are', async () => {
    for (const method of ['sendrawtransaction', 'calculatenetworkfee']) {
      assert.equal((await rpc<unknown>(devnet.url, method, ['AA==']).then((answer) => answer.body.error as { code?: number } | undefined))?.code, -32601, method);
    }
    const read = await invoke(devnet.url, 'invokefunction', [NNS, 'balanceOf', [{ type: 'Hash160', value: OWNER }], [{ account: OWNER, scopes: 'CalledByEntry' }]]);
    assert.deepEqual([read.state, read.stack], ['HALT', [{ type: 'Integer', value: '5' }]]);
  });

  it('the playground\'s magic is a private chain\'s: the editor never names a public network for it', async () => {
    assert.equal(PUBLIC_NETWORKS[PLAYGROUND_MAGIC], undefined);
    devnet.configure({ network: PLAYGROUND_MAGIC });
    const info = await readContractWriteInfo(node());
    assert.equal(info.network.magic, PLAYGROUND_MAGIC);
    assert.equal(networkText(info.network.magic, englishLocalizer), `a private chain (magic ${PLAYGROUND_MAGIC})`);
  });
});
