// Set Up NNS on This Chain… on a real neo-go node of its own (no NNS contract) through the code the command
// uses: the contract's files, the committee's account from neo-go's NEP-6 wallet, runSetUp to the block;
// the contract then lists; a second set-up sends nothing; a wrong committee is refused before signing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { ensureNeoGo, startFreshNode, type FreshNode } from '../../../../scripts/lib/neoGo.mjs';
import { findNameService, listRoots, listTokens, NNS_MAINNET_HASH, type NodeConfig } from '../../../../src/core';
import { readContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../../src/core/write';
import { pairContractFiles, readCandidate } from '../../../../src/model/setup/contractFiles';
import { runSetUp, type SetUpOutcome, type SetUpRunOptions } from '../../../../src/model/setup/runSetUp';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ConfirmationText } from '../../../../src/model/write/words/confirmationText';
import { keySourceFor } from '../../../../src/model/write/accounts/keySource';
import { accountsForNetwork, committeeSigner, readNep6Keys, signingAccounts, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { rawRpc, realNode } from '../../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const show = (outcome: SetUpOutcome) => JSON.stringify(outcome.kind === 'failed' ? outcome.refusal : outcome.kind === 'done' ? outcome.text : outcome);

describe(`real node (${real.configuration.name}): Set Up NNS on This Chain… through runSetUp, signed by the committee's NEP-6 wallet`, function () {
  this.timeout(300_000);
  let fresh: FreshNode;
  let settings: NodeConfig;
  let files: write.ContractFiles;
  let paths: { nef: string; manifest: string };
  let walletFile: string;
  let committee: SigningAccount;
  let validator: SigningAccount;
  let magic: number;
  let chain: write.OperationChain;
  const passwordsAsked: string[] = [];
  const confirmations: ConfirmationText[] = [];
  const logged: string[] = [];
  let contractHash: string;

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    fresh = await startFreshNode({ tools });
    settings = { rpcUrl: fresh.rpcUrl, contractHash: NNS_MAINNET_HASH };
    // The files as the command finds them: the manifest with its .nef beside it, an NNS contract by its ABI.
    const [pair] = pairContractFiles([tools.manifest], [tools.nef]);
    assert.ok(pair, 'the manifest and its .nef side by side');
    const candidate = readCandidate(pair, readFileSync(pair.manifest, 'utf8'), write);
    assert.deepEqual(candidate && { name: candidate.name, nns: candidate.nns }, { name: 'NameService', nns: true });
    paths = { nef: `nns/${basename(pair.nef)}`, manifest: `nns/${basename(pair.manifest)}` };
    files = { nef: write.parseNef(readFileSync(pair.nef)), manifest: write.parseManifest(readFileSync(pair.manifest, 'utf8')) };
    assert.equal(dirname(pair.nef), dirname(pair.manifest));

    // The accounts as the workspace's are read; the committee assembled from the keys they hold.
    walletFile = tools.wallet;
    const info = await readContractWriteInfo(settings);
    assert.equal(info.contract, undefined, 'the settings\' contract is not on this chain');
    magic = info.network.magic;
    chain = write.operationChainOf(info.network, info.blockCount, info.readAt);
    const read = readNep6Keys(readFileSync(walletFile, 'utf8'), walletFile);
    assert.ok(read.ok);
    const accounts = accountsForNetwork(signingAccounts(read.entries), magic);
    assert.ok(info.committee);
    const assembled = committeeSigner(write, info.committee, accounts, info.network.addressVersion);
    assert.ok(assembled.ok);
    committee = assembled.account;
    assert.equal(committee.address, fresh.committee);
    validator = accounts.find((account) => account.kind === 'signature' && account.address !== fresh.committee)!;
    assert.ok(validator);
  });
  after(async () => {
    await fresh?.stop();
  });

  function options(signer: SigningAccount, over: Partial<SetUpRunOptions> = {}): SetUpRunOptions {
    return {
      write, node: settings, chain, files, paths, signer, l10n, pollIntervalMs: 100,
      keySource: keySourceFor({
        write, readFile: (file) => readFile(file, 'utf8'),
        askPassword: async (holder) => {
          passwordsAsked.push(holder.account);
          return 'one';
        },
      }),
      confirm: async (text) => {
        confirmations.push(text);
        return true;
      },
      currentSettings: () => settings,
      log: (line) => logged.push(line),
      ...over,
    };
  }

  it('refuses an account that is not the committee (the validator\'s own) before signing: in words, no password asked, nothing sent', async () => {
    const outcome = await runSetUp(options(validator));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
    assert.equal(outcome.refusal.message, `${validator.address} is not the chain's committee, whose signature this needs. Nothing was signed or sent.`);
    assert.deepEqual([passwordsAsked, confirmations.length], [[], 0]);
    assert.equal((await findNameService(fresh.rpcUrl)).kind, 'none');
  });

  it('sets up NNS in one transaction signed by the committee: deploy (its hash shown before sending), the root neo, the development price', async () => {
    const outcome = await runSetUp(options(committee));
    assert.ok(outcome.kind === 'done' && outcome.hash, show(outcome));
    contractHash = outcome.contractHash;
    assert.equal(contractHash, write.contractHashOf(committee.scriptHash, files.nef.checksum, 'NameService'));
    const [confirmation] = confirmations;
    assert.ok(confirmation);
    assert.equal(confirmation.message, `Set up NNS on a private chain (magic ${magic}): deploy the contract ${contractHash}?`);
    const lines = confirmation.detail.split('\n');
    assert.deepEqual(lines.slice(2, 6), [
      `1. Deploy the contract: its hash will be ${contractHash}`,
      '2. Add the top-level domain "neo"',
      '3. Set the price of a name to 0.01 GAS (now: 10 GAS)',
      'After its own _deploy the contract holds no top-level domain and 0 names.',
    ]);
    assert.equal(lines[6], `One transaction (deploy + addRoot + setPrice): ${outcome.hash}`);
    assert.equal(lines[7], `Signer, pays the fees: the committee ${fresh.committee} (1 of 1 keys)`);
    assert.deepEqual(passwordsAsked, [committee.keyHolders[0]!.account], 'the committee\'s password, once, after the confirmation');
    assert.equal(outcome.text.use, 'Use This Contract');
    const { json } = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getcontractstate', params: [contractHash] });
    assert.equal((json as { result: { hash: string } }).result.hash, contractHash);
    // A NEP-2 key is 58 base58 characters from 6P; an address may hold "6P" too.
    assert.ok(!/6P[1-9A-HJ-NP-Za-km-z]{56}/.test(logged.join('\n')), 'no NEP-2 key in the log');
  });

  it('the views\' reads list the new contract: no names, the root neo; the search finds it', async () => {
    const nns = { rpcUrl: fresh.rpcUrl, contractHash };
    assert.deepEqual((await listTokens(nns)).names, []);
    assert.deepEqual((await listRoots(nns)).roots, ['neo']);
    const search = await findNameService(fresh.rpcUrl);
    assert.ok(search.kind === 'found' && search.found.map((found) => found.hash).join() === contractHash, JSON.stringify(search));
  });

  it('a second set-up finds the first: offered, nothing confirmed or sent; another root is added to it, not a second deploy', async () => {
    confirmations.length = 0;
    const again = await runSetUp(options(committee));
    assert.ok(again.kind === 'done' && again.hash === undefined, show(again));
    assert.equal(again.contractHash, contractHash);
    assert.deepEqual(again.plan.steps.map((step) => step.kind), ['useExisting', 'rootPresent', 'pricePresent']);
    assert.equal(confirmations.length, 0);
    const more = await runSetUp(options(committee, { root: 'dev' }));
    assert.ok(more.kind === 'done' && more.hash, show(more));
    assert.equal(confirmations[0]?.message, `Complete NNS on a private chain (magic ${magic}): the contract ${contractHash}?`);
    assert.deepEqual((await listRoots({ rpcUrl: fresh.rpcUrl, contractHash })).roots.sort(), ['dev', 'neo']);
  });
});
