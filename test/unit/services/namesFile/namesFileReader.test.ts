import assert from 'node:assert/strict';
import '../../support/fakeVscode';
import type { ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import type { NamesStateOptions, NodeConfig } from '../../../../src/core';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { readNeoExpressKeys } from '../../../../src/model/write/accounts/signingAccounts';
import { NamesFileReader, PLANNING_SOA, subnamesOf } from '../../../../src/services/namesFile/namesFileReader';
import { writeInfoAt } from '../../core/transactions/fakeNode';
import { FakeChains, FakeSettings } from '../../commands/fakeContext';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fakeModel, planOf } from '../../model/namesFile/namesFileFixtures';
import { fixtureAbi } from '../../model/write/fixtures';

const MAGIC = 1234567890;
const FILE = '{ "names": { "alice.neo": { "owner": "NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq" }, "www.alice.neo": {} } }';

describe('services/namesFile/namesFileReader', () => {
  const alice = generateKey();
  const express = neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }] });
  const other = generateKey();
  const express2 = neoExpressFile({ magic: 7, nodes: [generateKey()], wallets: [{ name: 'other', key: other }] });

  function reader(options: { abi?: ReturnType<typeof fixtureAbi>; contract?: boolean } = {}) {
    const abi = options.abi ?? fixtureAbi('nft-nd-nns-neo-go');
    const settings = new FakeSettings({ rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' });
    const chains = new FakeChains();
    for (const [text, file] of [[express, 'a.neo-express'], [express2, 'b.neo-express']] as const) {
      const read = readNeoExpressKeys(text, file);
      assert.ok(read.ok);
      chains.keyEntries.push(...read.entries);
    }
    const infoReads: NodeConfig[] = [];
    const stateReads: Array<{ names: readonly string[]; options: NamesStateOptions }> = [];
    const model = fakeModel({ plan: () => planOf([]) });
    const base = model.readNamesState;
    const info: ContractWriteInfo = { ...writeInfoAt(MAGIC), contract: options.contract === false ? undefined : { ...abi, hash: '0xffffffffffffffffffffffffffffffffffffffff' }, committee: [] };
    const planContexts: unknown[] = [];
    const under = new NamesFileReader({
      settings, chains, log: { onRequest: () => undefined }, l10n,
      model: {
        ...model,
        planNames: (file, state, context) => {
          planContexts.push(context);
          return model.planNames(file, state, context);
        },
        readNamesState: (node, names, given) => {
          stateReads.push({ names, options: given });
          return base(node, names, given);
        },
      },
      readInfo: (node) => {
        infoReads.push(node);
        return Promise.resolve(info);
      },
    });
    return { under, settings, infoReads, stateReads, model, planContexts };
  }

  it('reads the chain of the settings: the configured contract\'s hash (not the node\'s), the accounts of its network but the committee\'s, kept for the checks as you type', async () => {
    const { under } = reader();
    assert.equal(under.known(), undefined);
    const chain = await under.chain();
    assert.equal(chain.api.hash, '0x50ac1c37690cc2cfc594472833cf57505d5f46de');
    assert.equal(chain.api.family, 'neoGoExample');
    const addresses = chain.accounts.map((account) => account.address);
    assert.ok(addresses.includes(alice.account.address));
    assert.ok(!addresses.includes(other.account.address), 'an account of another chain\'s magic');
    assert.ok(chain.accounts.every((account) => !account.committee && account.networkMagic === MAGIC));
    assert.deepEqual(under.known(), { family: 'neoGoExample', addressVersion: 53, accounts: chain.accounts });
  });

  it('reads the contract once until asked fresh or told to forget', async () => {
    const { under, infoReads } = reader();
    await under.chain();
    await under.chain();
    assert.equal(infoReads.length, 1);
    await under.chain({ fresh: true });
    assert.equal(infoReads.length, 2);
    under.forget();
    assert.equal(under.known(), undefined);
    await under.chain();
    assert.equal(infoReads.length, 3);
  });

  it('says when the node has no such contract', async () => {
    const { under } = reader({ contract: false });
    await assert.rejects(under.chain(), /There is no contract 0x50ac1c37690cc2cfc594472833cf57505d5f46de on http:\/\/localhost:50012\/?: set nns\.contractHash/);
  });

  it('reads nothing of the names of a file with errors', async () => {
    const { under, stateReads } = reader();
    const plan = await under.plan('{ "names": { "a..neo": {} } }');
    assert.equal(plan.kind, 'invalid');
    assert.deepEqual(stateReads, []);
  });

  it('plans a file: its names read in one call with where the family keeps sub-names and its price method, judged by the chain\'s time', async () => {
    const { under, stateReads, planContexts } = reader();
    const plan = await under.plan(FILE);
    assert.equal(plan.kind, 'planned');
    assert.equal(stateReads.length, 1);
    assert.deepEqual(stateReads[0]?.names, ['alice.neo', 'www.alice.neo']);
    assert.equal(stateReads[0]?.options.subnames, 'underParent');
    assert.equal(stateReads[0]?.options.price?.method, 'getPrice');
    const context = planContexts[0] as { chainTime: number; soa: unknown; accounts: unknown[] };
    assert.equal(context.chainTime, Date.UTC(2026, 0, 1));
    assert.deepEqual(context.soa, PLANNING_SOA, 'a plan only read registers with a stand-in e-mail');
    await under.plan(FILE, { soa: { email: 'me@example.org' } });
    assert.deepEqual((planContexts[1] as { soa: unknown }).soa, { email: 'me@example.org' });
  });

  it('knows where each family keeps a name below the second level', () => {
    assert.equal(subnamesOf('neoFs'), 'asNames');
    assert.equal(subnamesOf('nameService'), 'underParent');
    assert.equal(subnamesOf('neoGoExample'), 'underParent');
  });
});
