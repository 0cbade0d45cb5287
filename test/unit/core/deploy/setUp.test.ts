// The set-up's probe (one batch: network, committee, the contract at the computed hash, a test deploy
// followed by reads of the new contract) and its plan (one transaction of the calls still needed),
// with what stops it before anything is signed.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { base64, hex } from '@scure/base';
import { contractHashOf } from '../../../../src/core/deploy/contractHash';
import { parseManifest } from '../../../../src/core/deploy/manifest';
import { parseNef } from '../../../../src/core/deploy/nef';
import { DEVELOPMENT_PRICE } from '../../../../src/core/deploy/nnsAdmin';
import {
  CONTRACT_MANAGEMENT_HASH, deployCall, planSetUp, probeSetUp, setUpFault, PRICE_LENGTHS_READ, type ContractFiles, type SetUpProbe,
} from '../../../../src/core/deploy/setUp';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { buildUnwrapIteratorScript } from '../../../../src/core/encoding/script';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { buildContractCallScript, pushInteger } from '../../../../src/core/transactions/contractCall';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { halted, result, rpcError, startFakeNode, version, type Answer, type FakeNode } from '../transactions/fakeNode';
import { nnsManifest, NNS_TEST_SCRIPT, type Family } from './manifests';
import { MAX_ROOTS } from '../../../../src/core/names/roots';

const CONFIGURED = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const committeeKey = PrivateKey.fromHex('01'.padStart(64, '0'));
const committee = multisigAccount(1, [committeeKey.publicKey]);
const stranger = accountFromPrivateKey(PrivateKey.fromHex('84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5'));

function files(family: Family): ContractFiles {
  const nef = new sc.NEF({ compiler: 'test', source: '', tokens: [], script: hex.encode(NNS_TEST_SCRIPT) });
  return { nef: parseNef(hex.decode(nef.serialize())), manifest: parseManifest(JSON.stringify(nnsManifest(family), null, 2)) };
}

const int = (value: bigint | number) => ({ type: 'Integer', value: String(value) });
const bytes = (text: string) => ({ type: 'ByteString', value: base64.encode(new TextEncoder().encode(text)) });

/** The readout script's result: PACK leaves the last value pushed first. */
function readout({ supply = 0n, roots = [] as string[], prices = [] as bigint[] }): Answer {
  return halted([{ type: 'Array', value: [...prices.map(int).reverse(), { type: 'Array', value: roots.map(bytes) }, int(supply)] }], '1012339270');
}

const fault = (exception: string): Answer => result({ script: '', state: 'FAULT', gasconsumed: '0', exception, stack: [] });
const unknownContract = rpcError(-102, 'Unknown contract');

interface Chain {
  magic?: number;
  /** The contract at the computed hash: its manifest's family, or none. */
  existing?: Family;
  /** The test deploy's answer. */
  probe: Answer;
  /** The reads of the existing contract. */
  reads?: Answer;
}

describe('core/deploy/setUp', () => {
  let node: FakeNode;
  afterEach(() => node?.close());

  async function chain({ magic = 56753, existing, probe, reads = fault('called contract not found') }: Chain): Promise<FakeNode> {
    node = await startFakeNode({
      getversion: () => version(magic),
      getblockcount: () => result(500),
      getcommittee: () => result([hex.encode(committeeKey.publicKey)]),
      getcontractstate: (params) => (existing
        ? result({ id: 1, hash: params[0], nef: { checksum: 7 }, manifest: nnsManifest(existing) })
        : unknownContract),
      invokescript: (params) => (new TextDecoder().decode(base64.decode(params[0] as string)).includes('deploy') ? probe : reads),
    });
    return node;
  }

  const at = () => ({ rpcUrl: node.url, contractHash: CONFIGURED });

  it('probes in one request: getversion, getblockcount, getcommittee, getcontractstate of the computed hash, the test deploy, the reads', async () => {
    await chain({ probe: readout({ prices: [1_000_000_000n] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    const hash = contractHashOf(committee.scriptHash, contract.nef.checksum, 'NameService');
    assert.deepEqual(node.calls.map((c) => [c.request, c.method]), [[0, 'getversion'], [0, 'getblockcount'], [0, 'getcommittee'], [0, 'getcontractstate'], [0, 'invokescript'], [0, 'invokescript']]);
    assert.deepEqual([probe.requests, probe.calls], [1, 6]);
    assert.deepEqual(node.calls[3]!.params, [hash]);
    // The test deploy: deploy (its result dropped), then totalSupply, roots unwrapped, getPrice; packed.
    const reads = Uint8Array.from([
      ...buildContractCallScript({ contractHash: hash, method: 'totalSupply', args: [] }),
      ...buildUnwrapIteratorScript(hash, 'roots', [], 257),
      ...buildContractCallScript({ contractHash: hash, method: 'getPrice', args: [] }),
      0x13, 0xc0,
    ]);
    assert.equal(node.calls[4]!.params[0], base64.encode(Uint8Array.from([...buildContractCallScript(deployCall(contract)), ...reads])));
    assert.deepEqual(node.calls[4]!.params[1], [{ account: committee.scriptHash, scopes: 'CalledByEntry' }]);
    assert.equal(node.calls[5]!.params[0], base64.encode(reads));
    assert.equal(probe.contractHash, hash);
    assert.equal(probe.sender, committee.scriptHash);
    assert.equal(probe.committee.address, committee.address);
    assert.deepEqual(probe.network, { magic: 56753, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 100 });
    // The set-up's start: its network and height.
    assert.deepEqual([probe.chain.network, probe.chain.blockCount], [probe.network, 500]);
    assert.equal(probe.existing, undefined);
    assert.deepEqual(probe.deploy, { kind: 'deployed', gasConsumed: 1_012_339_270n, readout: { roots: [], rootsComplete: true, totalSupply: 0n, price: { kind: 'single', price: 1_000_000_000n } } });
  });

  it('deployCall: ContractManagement.deploy(nef, manifest) as neon-core builds it, its result dropped', () => {
    const contract = files('neo-go');
    const script = buildContractCallScript(deployCall(contract));
    const neon = sc.createScript({
      scriptHash: CONTRACT_MANAGEMENT_HASH.slice(2), operation: 'deploy',
      args: [sc.ContractParam.byteArray(base64.encode(contract.nef.bytes)), sc.ContractParam.byteArray(base64.encode(new TextEncoder().encode(contract.manifest.json)))],
    });
    assert.equal(hex.encode(script), `${neon}45`);
  });

  it('neo-go\'s port: _deploy adds no root; the plan deploys, adds the root and sets the development price in ONE transaction', async () => {
    await chain({ probe: readout({ prices: [1_000_000_000n] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    const plan = planSetUp(probe, contract, { account: committee });
    assert.deepEqual(plan.steps, [
      { kind: 'deploy', contractHash: probe.contractHash },
      { kind: 'addRoot', root: 'neo' },
      { kind: 'setPrice', price: DEVELOPMENT_PRICE, before: { kind: 'single', price: 1_000_000_000n } },
    ]);
    assert.equal(plan.transactions.length, 1);
    const [tx] = plan.transactions;
    assert.deepEqual(tx!.calls.map((c) => [c.contractHash, c.method]), [[CONTRACT_MANAGEMENT_HASH, 'deploy'], [probe.contractHash, 'addRoot'], [probe.contractHash, 'setPrice']]);
    assert.deepEqual(tx!.calls[2]!.args, [{ type: 'Integer', value: DEVELOPMENT_PRICE }]);
    assert.deepEqual(tx!.signers, [committee]);
    assert.equal(plan.contractHash, probe.contractHash);
    assert.equal(plan.deploys, true);
    assert.deepEqual(plan.node, at());
  });

  it('the C# NameService: what _deploy did is read (root neo, names registered, lengths 1–4 closed); the plan adds only what is missing', async () => {
    const prices = [-1n, -1n, -1n, -1n, 100_000_000n, 100_000_000n, 100_000_000n, 100_000_000n];
    await chain({ probe: readout({ supply: 2n, roots: ['neo'], prices }) });
    const contract = files('csharp');
    const probe = await probeSetUp(at(), contract, committee);
    // getPrice(length) for lengths 1 to PRICE_LENGTHS_READ.
    const script = base64.decode(node.calls[4]!.params[0] as string);
    const getPrice = (length: number) => hex.encode(buildContractCallScript({ contractHash: probe.contractHash, method: 'getPrice', args: [{ type: 'Integer', value: BigInt(length) }] }));
    for (let length = 1; length <= PRICE_LENGTHS_READ; length++) assert.ok(hex.encode(script).includes(getPrice(length)), `getPrice(${length})`);
    assert.ok(probe.deploy.kind === 'deployed');
    assert.deepEqual(probe.deploy.readout, { roots: ['neo'], rootsComplete: true, totalSupply: 2n, price: { kind: 'byLength', byLength: prices } });

    const plan = planSetUp(probe, contract, { account: committee });
    assert.deepEqual(plan.steps.map((s) => s.kind), ['deploy', 'rootPresent', 'setPrice']);
    assert.deepEqual(plan.transactions[0]!.calls.map((c) => c.method), ['deploy', 'setPrice']);
    assert.deepEqual(plan.transactions[0]!.calls[1]!.args, [{ type: 'Array', value: [{ type: 'Integer', value: DEVELOPMENT_PRICE }] }]);
    assert.equal(plan.before.totalSupply, 2n);

    // Another root is added; the contract's own price is kept when asked (null), or already right.
    const other = planSetUp(probe, contract, { account: committee, root: 'test', price: null });
    assert.deepEqual(other.steps, [{ kind: 'deploy', contractHash: probe.contractHash }, { kind: 'addRoot', root: 'test' }]);
    const same = planSetUp({ ...probe, deploy: { ...probe.deploy, readout: { ...probe.deploy.readout, price: { kind: 'byLength', byLength: prices.map(() => 5n) } } } }, contract, { account: committee, price: 5n });
    assert.deepEqual(same.steps.map((s) => s.kind), ['deploy', 'rootPresent', 'pricePresent']);
    assert.deepEqual(same.transactions[0]!.calls.map((c) => c.method), ['deploy']);
  });

  it('a contract already deployed from this NEF and sender: used, not deployed again; nothing left to do is no transaction', async () => {
    await chain({ existing: 'neo-go', probe: fault('at instruction 1 (SYSCALL): contract already exists'), reads: readout({ roots: ['neo'], prices: [DEVELOPMENT_PRICE] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    assert.deepEqual(probe.existing, {
      id: 1, hash: probe.contractHash, name: 'NameService', nefChecksum: 7, nns: true,
      readout: { roots: ['neo'], rootsComplete: true, totalSupply: 0n, price: { kind: 'single', price: DEVELOPMENT_PRICE } },
    });
    const plan = planSetUp(probe, contract, { account: committee });
    assert.deepEqual(plan.steps, [{ kind: 'useExisting', contractHash: probe.contractHash }, { kind: 'rootPresent', root: 'neo' }, { kind: 'pricePresent', price: DEVELOPMENT_PRICE }]);
    assert.deepEqual(plan.transactions, []);
    assert.equal(plan.deploys, false);
    // Completed where it lacks the root: addRoot alone.
    const partial = planSetUp({ ...probe, existing: { ...probe.existing!, readout: { ...probe.existing!.readout!, roots: [] } } }, contract, { account: committee });
    assert.deepEqual(partial.transactions[0]!.calls.map((c) => c.method), ['addRoot']);
  });

  it('refuses an account that is not the committee before anything is signed, in words', async () => {
    await chain({ probe: readout({ prices: [1_000_000_000n] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, stranger);
    assert.throws(() => planSetUp(probe, contract, { account: stranger }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_COMMITTEE'));
      assert.equal(error.message, `${stranger.address} is not the chain's committee (${committee.address}): deploy needs the committee's signature.`);
      return true;
    });
    // Probed for one account, planned for another: probe again.
    assert.throws(() => planSetUp(probe, contract, { account: committee }), (error: unknown) => isNnsError(error, 'INVALID_INPUT'));
  });

  it('refuses a deploy alone by an account that is not the committee: the node saying the root and price are there changes nothing', async () => {
    await chain({ probe: readout({ roots: ['neo'], prices: [DEVELOPMENT_PRICE] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, stranger);
    assert.throws(() => planSetUp(probe, contract, { account: stranger }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_COMMITTEE'));
      assert.match(error.message, /deploy needs the committee's signature/);
      return true;
    });
  });

  it('refuses a contract state the node gives for another hash than the one asked', async () => {
    await chain({ existing: 'neo-go', probe: fault('contract already exists'), reads: readout({ roots: ['neo'], prices: [DEVELOPMENT_PRICE] }) });
    node.handle('getcontractstate', () => result({ id: 1, hash: CONFIGURED, nef: { checksum: 7 }, manifest: nnsManifest('neo-go') }));
    await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_RESPONSE'));
      assert.equal(error.message, `The node was asked for the contract ${contractHashOf(committee.scriptHash, files('neo-go').nef.checksum, 'NameService')} and answered with the contract "${CONFIGURED}".`);
      return true;
    });
  });

  it('a test deploy that FAULTs: its words; "already exists" says where the contract is', async () => {
    await chain({ probe: fault('at instruction 1 (SYSCALL): invalid manifest: duplicate method specifications') });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    assert.throws(() => planSetUp(probe, contract, { account: committee }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'FAULT'));
      assert.equal(error.message, 'The node refused to deploy the contract: at instruction 1 (SYSCALL): invalid manifest: duplicate method specifications. Nothing was signed or sent.');
      return true;
    });
    const raced: SetUpProbe = { ...probe, deploy: { kind: 'fault', exception: 'Contract Already Exists: 0x…' } };
    assert.throws(() => planSetUp(raced, contract, { account: committee }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'ALREADY_DEPLOYED'));
      assert.equal(error.message, `A contract with this NEF and sender is already deployed at ${probe.contractHash}: use it rather than deploying it again.`);
      assert.equal(error.contractHash, probe.contractHash);
      return true;
    });
    assert.equal(setUpFault('contract already exists', '0x01').code, 'ALREADY_DEPLOYED');
    // The node's GAS limit for test invocations, which a deploy reaches first, in both nodes' words.
    for (const exception of ['at instruction 1 (SYSCALL): GAS limit exceeded', 'Insufficient GAS.']) {
      const said = setUpFault(exception, '0x01');
      assert.equal(said.code, 'FAULT');
      assert.match(said.message, /^The node stopped the test deploy at its GAS limit for test invocations \(.+\): deploying costs more than its MaxGasInvoke setting allows\. Raise it/);
      assert.ok(!said.message.includes('..'));
    }
  });

  it('refuses a public network, a manifest that is not an NNS contract\'s, a root the contract refuses', async () => {
    await chain({ magic: 860833102, probe: readout({ prices: [1n] }) });
    const contract = files('neo-go');
    const mainnet = await probeSetUp(at(), contract, committee);
    assert.throws(() => planSetUp(mainnet, contract, { account: committee }), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && /on MainNet/.test(error.message));

    const local = { ...mainnet, network: { ...mainnet.network, magic: 56753, publicNetwork: undefined } };
    assert.throws(() => planSetUp(local, contract, { account: committee, root: 'Neo' }), (error: unknown) => isNnsError(error, 'INVALID_INPUT') && error.field === 'root');
    const token = parseManifest(JSON.stringify({ ...nnsManifest('neo-go'), supportedstandards: ['NEP-17'] }));
    const notNns = { ...contract, manifest: token };
    assert.throws(() => planSetUp(local, notNns, { account: committee }), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && /not an NNS contract's/.test(error.message));
  });

  it('a manifest of another build (methods past the script) is refused before the node is asked', async () => {
    await chain({ probe: readout({}) });
    const contract = files('neo-go');
    const short = { ...contract, nef: { ...contract.nef, script: contract.nef.script.subarray(0, 10) } };
    await assert.rejects(probeSetUp(at(), short, committee), (error: unknown) => isTransactionError(error, 'INVALID_CONTRACT_FILE'));
    assert.equal(node.calls.length, 0);
  });

  it('an answer that is not the values asked for is INVALID_RESPONSE', async () => {
    await chain({ probe: halted([{ type: 'Integer', value: '1' }]) });
    await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE'));
    node.close();
    await chain({ probe: halted([{ type: 'Array', value: [int(1), { type: 'Array', value: [int(5)] }, int(0)] }]) });
    await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE') && /roots/.test(error.message));
  });
  it('a contract already deployed whose reads FAULT: its reason kept, and the plan refuses it in words', async () => {
    await chain({ existing: 'neo-go', probe: fault('contract already exists'), reads: fault('method not found: roots/0') });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    assert.deepEqual(probe.existing, { id: 1, hash: probe.contractHash, name: 'NameService', nefChecksum: 7, nns: true, readFault: 'method not found: roots/0' });
    assert.throws(() => planSetUp(probe, contract, { account: committee }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_SUPPORTED'));
      assert.equal(error.message, `A contract with this NEF and sender is already deployed at ${probe.contractHash}, but reading it failed: method not found: roots/0.`);
      assert.equal(error.contractHash, probe.contractHash);
      return true;
    });
    const silent = { ...probe, existing: { ...probe.existing!, readFault: undefined } };
    assert.throws(() => planSetUp(silent, contract, { account: committee }), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && error.message.endsWith('reading it failed: no answer.'));
    // A FAULT without a reason, of the reads and of the test deploy.
    node.handle('invokescript', () => result({ script: '', state: 'FAULT', gasconsumed: '0', exception: null, stack: [] }));
    const mute = await probeSetUp(at(), contract, committee);
    assert.equal(mute.existing?.readFault, '(the node gave no reason)');
    assert.deepEqual(mute.deploy, { kind: 'fault', exception: '(the node gave no reason)' });
  });

  it('a price the contract does not ask of every name, or cannot tell, is set', async () => {
    await chain({ probe: readout({ prices: [5n] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    assert.ok(probe.deploy.kind === 'deployed');
    const withPrice = (price: SetUpProbe extends { deploy: infer D } ? D extends { readout: { price: infer P } } ? P : never : never) =>
      planSetUp({ ...probe, deploy: { ...probe.deploy, readout: { ...(probe.deploy as { readout: object }).readout, price } } } as SetUpProbe, contract, { account: committee, price: 5n });
    assert.deepEqual(withPrice({ kind: 'unknown' }).steps.map((s) => s.kind), ['deploy', 'addRoot', 'setPrice']);
    assert.deepEqual(withPrice({ kind: 'byLength', byLength: [5n, 6n] }).steps.map((s) => s.kind), ['deploy', 'addRoot', 'setPrice']);
    assert.deepEqual(withPrice({ kind: 'single', price: 5n }).steps.map((s) => s.kind), ['deploy', 'addRoot', 'pricePresent']);
  });

  it('refuses a plan for other files than probed, or another sender than probed, naming the account', async () => {
    await chain({ probe: readout({ prices: [1n] }) });
    const contract = files('neo-go');
    const probe = await probeSetUp(at(), contract, committee);
    const renamed = { ...contract, manifest: parseManifest(JSON.stringify(nnsManifest('neo-go', 'OtherName'))) };
    const refused = (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_INPUT'));
      assert.equal(error.message, 'The set-up was probed for another account or other files: probe it again.');
      assert.equal(error.field, 'account');
      return true;
    };
    assert.throws(() => planSetUp(probe, renamed, { account: committee }), refused);
    assert.throws(() => planSetUp({ ...probe, sender: stranger.scriptHash }, contract, { account: committee }), refused);
    const token = { ...contract, manifest: parseManifest(JSON.stringify({ ...nnsManifest('neo-go'), supportedstandards: ['NEP-17'] })) };
    const tokenProbe = { ...probe, contractHash: contractHashOf(committee.scriptHash, token.nef.checksum, 'NameService') };
    assert.throws(() => planSetUp(tokenProbe, token, { account: committee }), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && error.contractHash === tokenProbe.contractHash);
  });

  it('setUpFault: the reason without its closing dot only, and the exception and hash kept', () => {
    const refused = setUpFault('v1.2 failed.', '0x01');
    assert.equal(refused.message, 'The node refused to deploy the contract: v1.2 failed. Nothing was signed or sent.');
    assert.deepEqual([refused.exception, refused.contractHash], ['v1.2 failed.', '0x01']);
    const gas = setUpFault('Insufficient GAS.', '0x02');
    assert.equal(gas.message, 'The node stopped the test deploy at its GAS limit for test invocations (Insufficient GAS): deploying costs more than its MaxGasInvoke setting allows. '
      + 'Raise it in the node\'s RPC settings, then set up again. Nothing was signed or sent.');
    assert.deepEqual([gas.exception, gas.contractHash], ['Insufficient GAS.', '0x02']);
    assert.equal(setUpFault('no dot', '0x03').message, 'The node refused to deploy the contract: no dot. Nothing was signed or sent.');
  });

  it('the C# contract\'s reads: totalSupply, roots, getPrice for each length, packed, and no getPrice without a length', async () => {
    await chain({ probe: readout({ prices: [1n, 1n, 1n, 1n, 1n, 1n, 1n, 1n] }) });
    const contract = files('csharp');
    const probe = await probeSetUp(at(), contract, committee);
    const hash = probe.contractHash;
    const call = (method: string, args: Parameters<typeof buildContractCallScript>[0]['args'] = []) => buildContractCallScript({ contractHash: hash, method, args });
    const parts = [call('totalSupply'), buildUnwrapIteratorScript(hash, 'roots', [], MAX_ROOTS + 1)];
    for (let length = 1; length <= PRICE_LENGTHS_READ; length++) parts.push(call('getPrice', [{ type: 'Integer', value: BigInt(length) }]));
    const reads = Uint8Array.from([...parts.flatMap((part) => [...part]), ...pushInteger(BigInt(parts.length)), 0xc0]);
    assert.equal(node.calls[5]!.params[0], base64.encode(reads));
  });

  it('a contract without getPrice: its price is unknown, and nothing else is read', async () => {
    const manifest = nnsManifest('neo-go');
    const noGetPrice = { ...manifest, abi: { ...manifest.abi, methods: manifest.abi.methods.filter((m: { name: string }) => m.name !== 'getPrice') } };
    const contract = { ...files('neo-go'), manifest: parseManifest(JSON.stringify(noGetPrice)) };
    await chain({ probe: readout({ supply: 3n, roots: ['neo'] }) });
    const probe = await probeSetUp(at(), contract, committee);
    assert.ok(probe.deploy.kind === 'deployed');
    assert.deepEqual(probe.deploy.readout, { roots: ['neo'], rootsComplete: true, totalSupply: 3n, price: { kind: 'unknown' } });
  });

  it('reads at most MAX_ROOTS roots: one more says the list is incomplete', async () => {
    const names = Array.from({ length: MAX_ROOTS + 1 }, (_, i) => `r${i}`);
    await chain({ probe: readout({ roots: names, prices: [1n] }) });
    const full = await probeSetUp(at(), files('neo-go'), committee);
    assert.ok(full.deploy.kind === 'deployed');
    assert.deepEqual([full.deploy.readout.roots, full.deploy.readout.rootsComplete], [names.slice(0, MAX_ROOTS), false]);
    node.close();
    await chain({ probe: readout({ roots: names.slice(0, MAX_ROOTS), prices: [1n] }) });
    const exact = await probeSetUp(at(), files('neo-go'), committee);
    assert.ok(exact.deploy.kind === 'deployed');
    assert.deepEqual([exact.deploy.readout.roots.length, exact.deploy.readout.rootsComplete], [MAX_ROOTS, true]);
  });

  it('names in words which of the values the node gave wrong', async () => {
    const invalid = async (probe: Answer, message: RegExp, reads?: Answer, existing?: Family, method?: string, family: Family = existing ?? 'neo-go') => {
      node?.close();
      await chain({ probe, ...(reads ? { reads } : {}), ...(existing ? { existing } : {}) });
      await assert.rejects(probeSetUp(at(), files(family), committee), (error: unknown) => {
        assert.ok(isNnsError(error, 'INVALID_RESPONSE'), String(error));
        assert.match(error.message, message);
        if (method) assert.equal(error.method, method);
        return true;
      });
    };
    await invalid(halted([int(1)]), /^The node's result for the test deploy is not the values asked for \(.+\)\.$/, undefined, undefined, 'invokescript');
    await invalid(halted([{ type: 'Array', value: [int(1), { type: 'Array', value: [int(5)] }, int(0)] }]), /roots/, undefined, undefined, 'roots');
    await invalid(halted([{ type: 'Array', value: [bytes('x'), { type: 'Array', value: [] }, int(0)] }]), /^The node's result for getPrice is not an Integer\.$/, undefined, undefined, 'getPrice', 'csharp');
    await invalid(halted([{ type: 'Array', value: [int(1), { type: 'Array', value: [] }, bytes('x')] }]), /^The node's result for totalSupply is not an Integer\.$/);
    await invalid(halted([{ type: 'Array', value: [bytes('x'), { type: 'Array', value: [] }, int(0)] }]), /^The node's result for getPrice is not an Integer\.$/);
    await invalid(halted([{ type: 'Array', value: [int(1), { type: 'Array', value: [int(5)] }, int(0)] }]), /^The node's result for roots is not a list of roots \(.+\)\.$/);
    for (const value of ['12abc', 'abc12']) {
      await invalid(halted([{ type: 'Array', value: [int(1), { type: 'Array', value: [] }, { type: 'Integer', value }] }]), /totalSupply is not an Integer/);
    }
    await invalid(fault('contract already exists'), /^The node's result for the deployed contract is not the values asked for/, halted([int(1)]), 'neo-go');
  });

  it('getcontractstate: an error other than an unknown contract stops the probe; a state not as expected is INVALID_RESPONSE', async () => {
    await chain({ probe: readout({ prices: [1n] }) });
    node.handle('getcontractstate', () => rpcError(-32603, 'Internal error'));
    await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => isNnsError(error, 'RPC'));
    const long = `0x${'ab'.repeat(60)}`;
    node.handle('getcontractstate', () => result({ id: 1, hash: long, nef: { checksum: 7 }, manifest: nnsManifest('neo-go') }));
    await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_RESPONSE'));
      assert.ok(error.message.endsWith(`answered with the contract "${long.slice(0, 80)}".`), error.message);
      assert.equal(error.method, 'getcontractstate');
      return true;
    });
    const manifest = nnsManifest('neo-go');
    const wrongStates = [
      (hash: unknown) => ({ id: 1, nef: { checksum: 7 }, manifest, hash: undefined, other: hash }),
      (hash: unknown) => ({ id: 1, hash, nef: { checksum: 'x' }, manifest }),
      (hash: unknown) => ({ id: 1, hash, nef: { checksum: 7 }, manifest: { ...manifest, name: 5 } }),
      (hash: unknown) => ({ id: 1, hash, nef: { checksum: 7 }, manifest: { ...manifest, abi: { ...manifest.abi, methods: 5 } } }),
      (hash: unknown) => ({ id: 1, hash, nef: { checksum: 7 }, manifest: { ...manifest, abi: { ...manifest.abi, methods: [{ name: 5 }] } } }),
      (hash: unknown) => ({ id: 1, hash, nef: { checksum: 7 }, manifest: { ...manifest, abi: { ...manifest.abi, methods: [{ name: 'a', parameters: [{ type: 5 }] }] } } }),
    ];
    for (const [i, state] of wrongStates.entries()) {
      node.handle('getcontractstate', (params) => result(state(params[0])));
      await assert.rejects(probeSetUp(at(), files('neo-go'), committee), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE'), `state ${i}`);
    }
  });
});
