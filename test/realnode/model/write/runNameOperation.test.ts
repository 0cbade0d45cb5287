// Every name operation on a real neo-go node of its own through runNameOperation, signed from wallet files
// on disk (neo-express, NEP-6, the committee's): each outcome read back through the core; what stops before
// signing stops there; nothing secret in any line logged or outcome returned.
import assert from 'node:assert/strict';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNeoGo, seedChain, startRealNode, type RealNode as StartedNode } from '../../../../scripts/lib/neoGo.mjs';
import {
  getDomainDetails, isAvailable, listRecords, listRoots, listTokens, listTokensOf, resolveName, type NodeConfig, type RequestEvent,
} from '../../../../src/core';
import { readContractWriteInfo, type ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import { readNamePrice } from '../../../../src/core/names/namePrice';
import * as write from '../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { contractWriteApi, isUnsupported } from '../../../../src/model/write/contracts/contractApi';
import type { ConfirmationText } from '../../../../src/model/write/words/confirmationText';
import { keySourceFor, type KeySourceOptions } from '../../../../src/model/write/accounts/keySource';
import type { AccountRef } from '../../../../src/model/write/accounts/accountRef';
import { registrationQuote } from '../../../../src/model/write/operations/register';
import { runNameOperation, type RunOptions, type RunOutcome } from '../../../../src/model/write/run/runNameOperation';
import { accountsForNetwork, committeeSigner, readNep6Keys, readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { parseTargetInput, resolvedTargetQuestion } from '../../../../src/model/write/accounts/targetInput';
import { API, specOf, type AnyOperation } from '../../../unit/model/write/fixtures';
import { generateKey, neoExpressFile, nep6File } from '../../../unit/support/walletFiles';
import { rawRpc, realNode } from '../../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const YEAR_MS = 365 * 24 * 3600 * 1000;
const GAS = 100_000_000n;
const COMMITTEE_PASSWORD = 'one';
const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

describe(`real node (${real.configuration.name}): name operations through runNameOperation, signed by workspace files`, function () {
  this.timeout(300_000);
  let started: StartedNode;
  let node: NodeConfig;
  let info: ContractWriteInfo;
  let dir: string;
  let committeeWallet: string;
  const adminPassword = `pw-${Math.random().toString(36).slice(2)}`;
  const alice = generateKey();
  const bob = generateKey();
  const carol = generateKey();
  const dave = generateKey();
  const stamp = Date.now().toString(36);
  const name = `ops-${stamp}.neo`;
  const alias = `alias-${stamp}.neo`;
  let accounts: SigningAccount[];
  let committee: SigningAccount;
  let ALICE: SigningAccount;
  let BOB: SigningAccount;
  let CAROL: SigningAccount;
  let DAVE: SigningAccount;
  const logged: string[] = [];
  const outcomes: RunOutcome[] = [];
  const confirmations: ConfirmationText[] = [];

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    const chain = await seedChain(tools);
    started = await startRealNode({ tools, chain, rpc: real.configuration.settings });
    node = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    info = await readContractWriteInfo(node);
    dir = mkdtempSync(join(tmpdir(), 'nns-ops-'));
    committeeWallet = tools.wallet;
    writeFileSync(join(dir, 'default.neo-express'), neoExpressFile({
      magic: info.network.magic, nodes: [generateKey()],
      wallets: [{ name: 'alice', key: alice, label: 'Alice' }, { name: 'bob', key: bob }, { name: 'dave', key: dave }],
    }));
    writeFileSync(join(dir, 'carol.json'), await nep6File({ name: 'carol', password: adminPassword, accounts: [{ key: carol, label: 'Carol', isDefault: true }] }));
    const express = readNeoExpressKeys(readFileSync(join(dir, 'default.neo-express'), 'utf8'), 'default.neo-express');
    const carolWallet = readNep6Keys(readFileSync(join(dir, 'carol.json'), 'utf8'), 'carol.json');
    const solo = readNep6Keys(readFileSync(committeeWallet, 'utf8'), committeeWallet);
    assert.ok(express.ok && carolWallet.ok && solo.ok);
    accounts = accountsForNetwork(signingAccounts([...express.entries, ...carolWallet.entries, ...solo.entries]), info.network.magic);
    const find = (address: string) => accounts.find((a) => a.address === address)!;
    [ALICE, BOB, CAROL, DAVE] = [find(alice.account.address), find(bob.account.address), find(carol.account.address), find(dave.account.address)];
    assert.ok(info.committee);
    const assembled = committeeSigner(write, info.committee, accounts, info.network.addressVersion);
    assert.ok(assembled.ok);
    committee = assembled.account;
    assert.equal(committee.address, real.seed.committee);
    // wallet1_solo.json lists the committee's 1-of-1 multisig itself, too.
    assert.ok(accounts.some((a) => a.kind === 'multisig' && a.address === real.seed.committee && a.file === committeeWallet));
    await fund([ALICE, BOB, CAROL], 20n * GAS);
  });
  after(async () => {
    for (const key of [alice, bob, carol, dave]) key.key.wipe();
    await started?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const readFile_ = (file: string) => readFile(file.startsWith('/') ? file : join(dir, file), 'utf8');
  function keySource(password: (account: string) => string | undefined = (account) => (account === carol.account.address ? adminPassword : COMMITTEE_PASSWORD)): KeySourceOptions['askPassword'] {
    return async (holder) => password(holder.account);
  }

  function options(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}): RunOptions {
    return {
      write, node, info, spec: specOf(operation), operation, signers, l10n, pollIntervalMs: 100,
      keySource: keySourceFor({ write, readFile: readFile_, askPassword: keySource() }),
      confirm: async (text) => {
        confirmations.push(text);
        return true;
      },
      currentSettings: () => node,
      log: (line) => logged.push(line),
      ...over,
    };
  }

  async function run(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}): Promise<RunOutcome> {
    const outcome = await runNameOperation(options(operation, signers, over));
    outcomes.push(outcome);
    return outcome;
  }

  async function done(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}) {
    const outcome = await run(operation, signers, over);
    assert.equal(outcome.kind, 'done', show(outcome));
    return outcome as Extract<RunOutcome, { kind: 'done' }>;
  }

  /** GAS from the committee to each account: a NEP-17 transfer, not a name operation, so built with the write module directly. */
  async function fund(to: readonly SigningAccount[], amount: bigint): Promise<void> {
    const source = keySourceFor({ write, readFile: readFile_, askPassword: keySource() });
    for (const account of to) {
      const call: write.ContractCall = {
        contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
        args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: account.scriptHash }, { type: 'Integer', value: amount }, { type: 'Any', value: null }],
      };
      const prepared = await write.prepareTransaction(node, call, [write.accountFromVerificationScript(Buffer.from(committee.verificationScript, 'hex'))]);
      const keys = await source(committee);
      const signed = write.signTransaction(prepared, keys);
      keys.forEach((key) => key.wipe());
      const hash = await write.sendTransaction(signed, node);
      const outcome = await write.waitForTransaction(node, hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
      assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
    }
  }

  async function gasOf(account: SigningAccount): Promise<bigint> {
    const { json } = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'invokefunction', params: [write.GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }]] });
    return BigInt((json as { result: { stack: [{ value: string }] } }).result.stack[0].value);
  }

  async function details(of = name) {
    const [found] = await getDomainDetails(node, [of]);
    assert.ok(found && found.state === 'active', show(found));
    return found;
  }

  const ref = (account: SigningAccount): AccountRef => ({ address: account.address, scriptHash: account.scriptHash, label: account.label });

  it('reads the contract\'s write API from the node: neo-go\'s port, as the unit tests\' fixture has it', () => {
    assert.ok(info.contract);
    const api = contractWriteApi(info.contract);
    assert.deepEqual({ ...api, hash: '' }, { ...API.neoGo, hash: '' });
    assert.equal(api.family, 'neoGoExample');
    assert.ok(!isUnsupported(api.register) && api.register.assertResult);
  });

  it('adds a root and sets the price, signed by the committee\'s 1-of-1 multisig from wallet1_solo.json (NEP-6, password asked)', async () => {
    const root = `o${stamp.slice(-6)}`;
    const added = await done({ kind: 'addRoot', root }, [committee]);
    assert.equal(added.reload.roots, true);
    assert.ok((await listRoots(node)).roots.includes(root));
    const before = (await readNamePrice(node, name, { method: 'getPrice', byLength: false })).price;
    await done({ kind: 'setPrice', prices: [2n * GAS] }, [committee]);
    assert.equal((await readNamePrice(node, name, { method: 'getPrice', byLength: false })).price, 2n * GAS);
    await done({ kind: 'setPrice', prices: [before] }, [committee]);
    assert.equal((await readNamePrice(node, name, { method: 'getPrice', byLength: false })).price, before);
  });

  it('registers a name for an account of the .neo-express file: the lists and the details show it; the requests of it counted', async () => {
    assert.deepEqual(await isAvailable(node, name), { kind: 'available' });
    const quote = registrationQuote(name, await readNamePrice(node, name, { method: 'getPrice', byLength: false }, { availability: true }), l10n);
    assert.deepEqual(quote, { registrable: true, text: `${name} is free: registering it for a year burns 0.00000001 GAS, plus the fees.`, brief: 'free: a year burns 0.00000001 GAS, plus the fees' });
    const events: RequestEvent[] = [];
    const startedAt = Date.now();
    const outcome = await done({ kind: 'register', name, owner: ref(ALICE) }, [ALICE], { onRequest: (event) => events.push(event) });
    const elapsed = Date.now() - startedAt;
    assert.deepEqual(outcome.reload, { names: [name], owners: [ALICE.address], allDomains: true, roots: false });
    const found = await details();
    assert.equal(found.owner?.address, ALICE.address);
    assert.equal(found.admin, null);
    assert.ok((await listTokensOf(node, ALICE.address)).names.includes(name));
    assert.ok((await listTokens(node)).names.includes(name));
    const confirmation = confirmations.at(-1)!;
    assert.match(confirmation.message, /^Register ops-\w+\.neo for N\w{3}…\w{4} on a private chain \(magic \d+\)\?$/);
    assert.match(confirmation.detail, new RegExp(`^Signer, pays the fees: ${ALICE.address} \\(Alice · alice, default\\.neo-express\\)$`, 'm'));
    assert.match(confirmation.detail, /^System fee: [\d.]+ GAS, of which 0\.00000001 GAS is the price the contract burns$/m);
    const calls = events.reduce((sum, event) => sum + (event.calls ?? 1), 0);
    const beforeBlock = events.findIndex((event) => event.method.includes('getapplicationlog'));
    process.stdout.write(`      [figures] register: ${events.length} HTTP requests, ${calls} calls (${beforeBlock} requests before the first look for the block), ${elapsed} ms to the block\n`);
  });

  it('renews it: a year later', async () => {
    const before = (await details()).expiration!;
    await done({ kind: 'renew', name }, [ALICE]);
    assert.equal((await details()).expiration, before + YEAR_MS);
  });

  it('sets a record of each type and deletes each', async () => {
    const records: Array<[AnyOperation & { kind: 'setRecord' }, number]> = [
      [{ kind: 'setRecord', name, type: 'A', value: '93.184.216.34' }, 1],
      [{ kind: 'setRecord', name, type: 'AAAA', value: '2a00:1450:4001:81a::200e' }, 28],
      [{ kind: 'setRecord', name, type: 'TXT', value: `address=${ALICE.address}` }, 16],
      [{ kind: 'setRecord', name: `www.${name}`, type: 'CNAME', value: name }, 5],
    ];
    for (const [operation] of records) await done(operation, [ALICE], { holder: { owner: ALICE.address, admin: null } });
    // neo-go's getAllRecords(name) lists the records of that name only (the C# one, of its subdomains too).
    const listed = [...(await listRecords(node, name)).records, ...(await listRecords(node, `www.${name}`)).records];
    assert.deepEqual(listed.map((r) => [r.name, r.typeName, r.data]).sort(), records.map(([op]) => [op.name, op.type, op.value]).sort());
    for (const [operation] of records) await done({ kind: 'deleteRecord', name: operation.name, type: operation.type }, [ALICE]);
    assert.deepEqual([...(await listRecords(node, name)).records, ...(await listRecords(node, `www.${name}`)).records], []);
  });

  it('sets an admin from the NEP-6 wallet (its password asked; both sign) and removes it', async () => {
    assert.equal(await gasOf(CAROL), 20n * GAS, 'the admin signs but does not pay');
    await done({ kind: 'setAdmin', name, admin: ref(CAROL) }, [ALICE, CAROL]);
    assert.equal((await details()).admin?.address, CAROL.address);
    assert.equal(await gasOf(CAROL), 20n * GAS);
    // The admin sets a record: the owner's or the admin's witness.
    await done({ kind: 'setRecord', name, type: 'TXT', value: 'set by the admin' }, [CAROL], { holder: { owner: ALICE.address, admin: CAROL.address } });
    await done({ kind: 'setAdmin', name, admin: null }, [ALICE]);
    assert.equal((await details()).admin, null);
  });

  it('transfers it to an address, then back to an NNS name that resolves to an address, confirmed', async () => {
    const toBob = parseTargetInput(BOB.address, info.network.addressVersion, l10n);
    assert.equal(toBob.kind, 'account');
    const sent = await done({ kind: 'transfer', name, to: toBob.kind === 'account' ? toBob.account : ref(BOB) }, [ALICE]);
    assert.deepEqual(sent.reload.owners, [ALICE.address, BOB.address]);
    assert.equal((await details()).owner?.address, BOB.address);
    assert.ok((await listTokensOf(node, BOB.address)).names.includes(name));
    assert.ok(!(await listTokensOf(node, ALICE.address)).names.includes(name));

    // Alice's alias says where she is (NEP-18); Bob gives the name back to the alias.
    await done({ kind: 'register', name: alias, owner: ref(ALICE) }, [ALICE]);
    await done({ kind: 'setRecord', name: alias, type: 'TXT', value: `address=${ALICE.address}` }, [ALICE]);
    const typed = parseTargetInput(alias, info.network.addressVersion, l10n);
    assert.deepEqual(typed, { kind: 'name', name: alias });
    const question = resolvedTargetQuestion(await resolveName(node, alias, 'TXT'), 'owner', info.network.addressVersion, l10n);
    assert.ok(question.kind === 'confirm', show(question));
    assert.equal(question.question, `${alias} resolves to ${ALICE.address}. Make this address the new owner?`);
    await done({ kind: 'transfer', name, to: question.account }, [BOB]);
    assert.match(confirmations.at(-1)!.detail, new RegExp(`^New owner: ${ALICE.address}, resolved from ${alias.replace(/\./g, '\\.')}$`, 'm'));
    assert.equal((await details()).owner?.address, ALICE.address);
  });

  it('stops a FAULT before signing: no key read, nothing sent or spent', async () => {
    const balance = await gasOf(ALICE);
    let keysRead = 0;
    const outcome = await run({ kind: 'register', name: `x-${stamp}.nosuchroot`, owner: ref(ALICE) }, [ALICE], { keySource: async () => {
      keysRead++;
      return [];
    } });
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.match(outcome.refusal.message, /^The contract refused register: ".*root not found.*"\. Nothing was signed or sent, and nothing was spent\.$/);
    assert.equal(outcome.refusal.fix, 'Its top-level domain is not a root of this contract: the committee adds it first (Add Root).');
    // A name already taken: register answers false, which the ASSERT turns into a FAULT.
    const taken = await run({ kind: 'register', name, owner: ref(ALICE) }, [ALICE]);
    assert.ok(taken.kind === 'failed' && taken.stage === 'prepare');
    assert.equal(taken.refusal.fix, 'The contract answered false: someone holds the name already. Choose another name, or wait for it to expire.');
    assert.equal(keysRead, 0);
    const mempool = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getrawmempool', params: [] });
    assert.deepEqual((mempool.json as { result: unknown[] }).result, []);
    assert.equal(await gasOf(ALICE), balance);
  });

  it('refuses a wrong password: nothing signed or sent', async () => {
    const outcome = await run({ kind: 'addRoot', root: `p${stamp.slice(-6)}` }, [committee], {
      keySource: keySourceFor({ write, readFile: readFile_, askPassword: keySource(() => 'two'), attempts: 2 }),
    });
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'keys', show(outcome));
    assert.match(outcome.refusal.message, /^The password does not open the key of N\w+ in .+wallet1_solo\.json: nothing was signed or sent\.$/);
    const mempool = await rawRpc(node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getrawmempool', params: [] });
    assert.deepEqual((mempool.json as { result: unknown[] }).result, []);
  });

  it('says how much GAS an unfunded account lacks, and to fund it', async () => {
    const outcome = await run({ kind: 'renew', name }, [DAVE]);
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.match(outcome.refusal.message, new RegExp(`^${DAVE.address} has 0 GAS; this transaction needs ([\\d.]+) GAS \\(its fees\\): \\1 GAS is missing\\. Nothing was signed or sent\\.$`));
    assert.match(outcome.refusal.fix, new RegExp(`^Send at least [\\d.]+ GAS to ${DAVE.address} \\(neo-express: neoxp transfer`));
  });

  it('never logs or returns a key, a WIF, a NEP-2 string or a password', () => {
    assert.ok(logged.length > 40 && outcomes.length >= 20, `${logged.length} lines, ${outcomes.length} outcomes`);
    const said = [...logged, ...outcomes.map(show), ...confirmations.map(show)].join('\n');
    const nep2 = [readFileSync(committeeWallet, 'utf8'), readFileSync(join(dir, 'carol.json'), 'utf8')]
      .flatMap((text) => (JSON.parse(text) as { accounts: Array<{ key?: string }> }).accounts.map((a) => a.key).filter((key): key is string => !!key));
    const secrets = [alice.hex, bob.hex, carol.hex, dave.hex, ...[alice, bob, carol, dave].map((k) => wif(k.hex)), ...nep2, adminPassword];
    for (const secret of secrets) assert.ok(!said.toLowerCase().includes(secret.toLowerCase()), 'a secret was logged or returned');
    assert.doesNotMatch(said, /"one"|password[^\n]{0,20}\bone\b/i, 'the committee wallet\'s password');
  });
});

/** The WIF of a key in hex (Base58Check of 0x80, the key, 0x01). */
function wif(hex: string): string {
  return createBase58check(sha256).encode(Uint8Array.from([0x80, ...Buffer.from(hex, 'hex'), 0x01]));
}
