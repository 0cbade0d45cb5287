// The orchestrator with the real write module against a fake node: the order of the steps (nothing
// signed before the confirmation, the settings checked again, the keys read only then and wiped once
// signed), every way it stops, and nothing secret in what it logs or returns.
import assert from 'node:assert/strict';
import type { ContractWriteInfo } from '../../../../../src/core/contracts/contractWriteInfo';
import type { NodeConfig } from '../../../../../src/core/rpc/types';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { keySourceFor } from '../../../../../src/model/write/accounts/keySource';
import { checkNameOperation, runNameOperation, type OperationCheck, type RunOptions, type RunOutcome } from '../../../../../src/model/write/run/runNameOperation';
import { readNep6Keys, readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { halted, integer, policyAnswers, result, rpcError, startFakeNode, version, writeInfoAt, type FakeNode } from '../../../core/transactions/fakeNode';
import { generateKey, neoExpressFile, nep6File } from '../../../support/walletFiles';
import { fixtureAbi, specOf, type AnyOperation } from '../fixtures';

const MAGIC = 1234567890;
const GAS = 100_000_000n;

describe('model/write/run/runNameOperation', () => {
  const nodeKey = generateKey();
  const alice = generateKey();
  const bob = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice }, { name: 'bob', key: bob }] });
  const read = readNeoExpressKeys(expressText, 'default.neo-express');
  assert.ok(read.ok);
  const accounts = signingAccounts(read.entries);
  const ALICE = accounts.find((a) => a.address === alice.account.address)!;
  const BOB = accounts.find((a) => a.address === bob.account.address)!;
  const COMMITTEE = accounts.find((a) => a.kind === 'multisig')!;

  let node: FakeNode;
  let config: NodeConfig;
  let info: ContractWriteInfo;
  let hashShown: string | undefined;
  let invoke: () => ReturnType<typeof halted>;
  let applicationLog: () => ReturnType<typeof result>;
  const events: string[] = [];
  const logged: string[] = [];

  beforeEach(async () => {
    events.length = 0;
    logged.length = 0;
    hashShown = undefined;
    invoke = () => halted([{ type: 'Boolean', value: true }], String(GAS + 1_000_000n));
    applicationLog = () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '101000000', stack: [], notifications: [] }] });
    node = await startFakeNode({
      invokescript: () => invoke(),
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 50n * GAS, other: () => integer(GAS) }),
      getversion: () => version(MAGIC),
      calculatenetworkfee: () => result({ networkfee: '1' }),
      sendrawtransaction: () => {
        events.push('send');
        return result({ hash: hashShown });
      },
      getapplicationlog: () => applicationLog(),
    }, { keepAlive: false });
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    config = { rpcUrl: node.url, contractHash: abi.hash };
    info = { ...writeInfoAt(MAGIC), contract: abi, committee: [Buffer.from(nodeKey.key.publicKey).toString('hex')] };
  });
  afterEach(() => node.close());

  const keysGiven: write.PrivateKey[] = [];
  function options(operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}): RunOptions {
    const source = keySourceFor({ write, readFile: async () => expressText, askPassword: async () => undefined });
    return {
      write, node: config, info, spec: specOf(operation), operation, signers, l10n, pollIntervalMs: 5,
      keySource: async (account) => {
        events.push(`keys ${account.address}`);
        const keys = await source(account);
        keysGiven.push(...keys);
        return keys;
      },
      confirm: async (text) => {
        events.push('confirm');
        hashShown = /Transaction (0x[0-9a-f]{64}):/.exec(text.detail)?.[1];
        return true;
      },
      currentSettings: () => {
        events.push('settings');
        return config;
      },
      log: (line) => logged.push(line),
      ...over,
    };
  }

  /** Nothing secret in what was logged or returned. */
  function assertNoSecret(outcome: RunOutcome, secrets: readonly string[] = []): void {
    const said = [...logged, JSON.stringify(outcome, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))].join('\n');
    for (const secret of [alice.hex, bob.hex, nodeKey.hex, ...secrets]) assert.ok(!said.includes(secret), 'a secret was logged or returned');
  }

  it('registers: prepares, confirms, checks the settings, reads the keys only then, signs, wipes, sends, waits; says what to reload', async () => {
    const outcome = await runNameOperation(options({ kind: 'register', name: 'alice.neo', owner: { address: ALICE.address, scriptHash: ALICE.scriptHash } }, [ALICE]));
    assert.equal(outcome.kind, 'done', JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
    assert.deepEqual(events, ['confirm', 'settings', `keys ${ALICE.address}`, 'settings', 'send']);
    assert.ok(outcome.kind === 'done' && outcome.hash === hashShown);
    assert.deepEqual(outcome.kind === 'done' && outcome.reload, { names: ['alice.neo'], owners: [ALICE.address], allDomains: true, roots: false });
    assert.ok(keysGiven.length > 0 && keysGiven.every((key) => key.wiped), 'the keys are wiped once signed');
    // One batch prepares (test invocation, height, balance, version, the Policy's fee settings, the node's fee), the price beside it.
    const requests = new Map<number, string[]>();
    for (const call of node.calls) requests.set(call.request, [...(requests.get(call.request) ?? []), call.method]);
    assert.deepEqual([...requests.values()].slice(0, 2).map((m) => m.join(',')).sort(), [
      'invokefunction', 'invokescript,getblockcount,invokefunction,getversion,invokefunction,invokefunction,invokefunction,calculatenetworkfee',
    ].sort());
    assert.ok(logged.some((line) => line.includes('prepared')) && logged.some((line) => line.includes('the node reports it in block')));
    assert.match(outcome.kind === 'done' ? outcome.message : '', /^Register alice\.neo for N\w{3}…\w{4}: done; the node reports the transaction 0x[0-9a-f]{64} in a block\.$/);
    assertNoSecret(outcome);
  });

  it('shows the price the contract burns in the confirmation, read beside the preparation', async () => {
    let detail = '';
    await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { confirm: async (text) => {
      detail = text.detail;
      return false;
    } }));
    assert.match(detail, /of which 1 GAS is the price the contract burns/);
  });

  it('signs nothing when the confirmation is declined: no key read, nothing sent', async () => {
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { confirm: async () => false }));
    assert.deepEqual(outcome, { kind: 'declined', title: 'Renew alice.neo for a year' });
    assert.ok(!events.some((e) => e.startsWith('keys') || e === 'send'));
  });

  it('sends nothing when the settings changed while the dialog was open, and asks for no key', async () => {
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], {
      currentSettings: () => ({ ...config, contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' }),
    }));
    assert.equal(outcome.kind === 'failed' && outcome.stage, 'confirm');
    assert.match(outcome.kind === 'failed' ? outcome.refusal.message : '', /changed while the confirmation was open: the transaction was not sent/);
    assert.ok(!events.some((e) => e.startsWith('keys') || e === 'send'));
  });

  it('stops a FAULT before the confirmation, in the contract\'s words with a fix', async () => {
    invoke = () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'at instruction 120 (ASSERT): ASSERT is executed with false result.', stack: [], notifications: [] });
    const outcome = await runNameOperation(options({ kind: 'register', name: 'taken.neo', owner: { address: ALICE.address, scriptHash: ALICE.scriptHash } }, [ALICE]));
    assert.equal(outcome.kind === 'failed' && outcome.stage, 'prepare');
    assert.ok(outcome.kind === 'failed');
    assert.match(outcome.refusal.message, /^The contract refused register: "at instruction 120 \(ASSERT\): ASSERT is executed with false result\.". Nothing was signed or sent, and nothing was spent\.$/);
    assert.equal(outcome.refusal.fix, 'The contract answered false: someone holds the name already. Choose another name, or wait for it to expire.');
    assert.deepEqual(events, []);
  });

  it('says how much GAS is missing and which account to fund', async () => {
    node.handle('invokefunction', policyAnswers({ balance: 1000n, other: () => integer(GAS) }));
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare');
    assert.equal(outcome.refusal.message, `${ALICE.address} has 0.00001 GAS; this transaction needs 1.0218952 GAS (its fees): 1.0218852 GAS is missing. Nothing was signed or sent.`);
    assert.equal(outcome.refusal.fix, `Send at least 1.0218852 GAS to ${ALICE.address} (neo-express: neoxp transfer <amount> GAS genesis <this wallet>), then run the command again.`);
  });

  it('refuses before any request a signer who is not the owner named, or not the committee', async () => {
    const wrongOwner = await runNameOperation(options({ kind: 'register', name: 'alice.neo', owner: { address: BOB.address, scriptHash: BOB.scriptHash } }, [ALICE]));
    assert.ok(wrongOwner.kind === 'failed' && wrongOwner.stage === 'plan');
    assert.equal(wrongOwner.refusal.message, `${ALICE.address} is not the owner named for the name.`);
    const notCommittee = await runNameOperation(options({ kind: 'addRoot', root: 'test' }, [ALICE]));
    assert.ok(notCommittee.kind === 'failed' && notCommittee.stage === 'plan');
    assert.match(notCommittee.refusal.message, /is not the committee/);
    const notHolder = await runNameOperation(options({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' }, [BOB], { holder: { owner: ALICE.address, admin: null } }));
    assert.ok(notHolder.kind === 'failed' && notHolder.stage === 'plan');
    assert.equal(node.calls.length, 0);
  });

  it('adds a root signed by the committee\'s multisig from the consensus wallet', async () => {
    const outcome = await runNameOperation(options({ kind: 'addRoot', root: 'test' }, [COMMITTEE]));
    assert.equal(outcome.kind, 'done');
    assert.deepEqual(outcome.kind === 'done' && outcome.reload, { names: [], owners: [], allDomains: false, roots: true }, 'no signer\'s list: the committee gives nothing away');
  });

  it('words a refusal for want of a witness as the committee\'s where the committee signs, the operation\'s own fix otherwise', async () => {
    invoke = () => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'No authorization.', stack: [], notifications: [] });
    const root = await runNameOperation(options({ kind: 'addRoot', root: 'test' }, [COMMITTEE]));
    assert.ok(root.kind === 'failed' && root.stage === 'prepare');
    assert.equal(root.refusal.message, 'The contract refused addRoot: "No authorization.". Nothing was signed or sent, and nothing was spent.');
    assert.equal(root.refusal.fix, 'Only the committee can do this: sign with its multisig account.');
    const record = await runNameOperation(options({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' }, [ALICE]));
    assert.ok(record.kind === 'failed');
    assert.equal(record.refusal.fix, 'Sign with the account that owns the name, or with its admin.');
    const renew = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
    assert.ok(renew.kind === 'failed');
    assert.equal(renew.refusal.fix, 'Sign with the account that owns the name (or, for names the price closes, with the committee).');
  });

  it('sets and removes an admin: both sign, the admin\'s key read too', async () => {
    const outcome = await runNameOperation(options({ kind: 'setAdmin', name: 'alice.neo', admin: { address: BOB.address, scriptHash: BOB.scriptHash } }, [ALICE, BOB]));
    assert.equal(outcome.kind, 'done');
    assert.deepEqual(events.filter((e) => e.startsWith('keys')), [`keys ${ALICE.address}`, `keys ${BOB.address}`]);
  });

  it('transfers: the sender\'s list and the receiver\'s reload', async () => {
    const outcome = await runNameOperation(options({ kind: 'transfer', name: 'alice.neo', to: { address: BOB.address, scriptHash: BOB.scriptHash } }, [ALICE]));
    assert.deepEqual(outcome.kind === 'done' && outcome.reload.owners, [ALICE.address, BOB.address]);
  });

  it('says a FAULT at execution: the fees are spent', async () => {
    applicationLog = () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'not witnessed by owner', gasconsumed: '5', stack: [] }] });
    const outcome = await runNameOperation(options({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' }, [ALICE]));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'execution');
    assert.equal(outcome.refusal.spent, true);
    assert.match(outcome.refusal.message, /^The node reports the transaction 0x[0-9a-f]{64} in a block, where the contract FAULTed: "not witnessed by owner"\. If so, its fees were spent and nothing changed\.$/);
    assert.equal(outcome.refusal.fix, 'Sign with the account that owns the name, or with its admin.');
  });

  it('says the node\'s refusal with its code and reason', async () => {
    node.handle('sendrawtransaction', () => rpcError(-508, 'Invalid signature', 'invalid signature of the witness'));
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'send');
    assert.equal(outcome.refusal.message, 'The node refused the transaction (code -508: invalid signature of the witness). Nothing was spent.');
    assert.match(outcome.refusal.fix, /A signature does not verify/);
  });

  it('says when the node serves no sendrawtransaction (a read-only proxy)', async () => {
    node.handle('sendrawtransaction', () => rpcError(-32601, 'Method not found'));
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'send');
    assert.match(outcome.refusal.message, /does not serve sendrawtransaction: it cannot take transactions/);
  });

  it('says an expired transaction: never executed, nothing spent', async () => {
    let count = 0;
    node.handle('getblockcount', () => result(count++ < 2 ? 100 : 1_000_000));
    node.handle('getapplicationlog', () => rpcError(-100, 'Unknown transaction/blockhash'));
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait');
    assert.match(outcome.refusal.message, /^The node reports the chain past block 5,859 without the transaction 0x[0-9a-f]{64}: if so, it will never be executed, and nothing was spent\.$/);
  });

  it('says what the contract lacks, and an input it would refuse, before any request', async () => {
    const noContract = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { info: { ...info, contract: undefined } }));
    assert.ok(noContract.kind === 'failed' && noContract.stage === 'plan');
    const years = await runNameOperation(options({ kind: 'renew', name: 'alice.neo', years: 2 }, [ALICE]));
    assert.ok(years.kind === 'failed' && years.refusal.message === 'This contract renews a name one year at a time (it has renew(name) only).');
    assert.equal(node.calls.length, 0);
  });

  it('a wrong NEP-6 password: nothing signed or sent; neither the password nor the NEP-2 key said', async () => {
    const key = generateKey();
    const wallet = await nep6File({ name: 'dev', password: 'correct horse', accounts: [{ key }] });
    const nep6 = readNep6Keys(wallet, 'dev.json');
    assert.ok(nep6.ok);
    const [account] = signingAccounts(nep6.entries);
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [account!], {
      keySource: keySourceFor({ write, readFile: async () => wallet, askPassword: async () => 'battery staple' }),
    }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'keys');
    assert.match(outcome.refusal.message, /^The password does not open the key of N\w+ in dev \(dev\.json\): nothing was signed or sent\.$/);
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'));
    const nep2 = (JSON.parse(wallet) as { accounts: Array<{ key: string }> }).accounts[0]!.key;
    assertNoSecret(outcome, [nep2, 'battery staple', 'correct horse', key.hex]);
  });

  it('Cancel while a NEP-6 key opens: scrypt stops, the outcome is a cancel at the keys, nothing signed or sent', async () => {
    const key = generateKey();
    // Encrypted with small parameters; the file names larger ones, so scrypt is still running when Cancel comes.
    const made = JSON.parse(await nep6File({ name: 'dev', password: 'right', accounts: [{ key }] })) as Record<string, unknown>;
    const wallet = JSON.stringify({ ...made, scrypt: { n: 2 ** 16, r: 1, p: 1 } });
    const nep6 = readNep6Keys(wallet, 'dev.json');
    assert.ok(nep6.ok);
    const [account] = signingAccounts(nep6.entries);
    const controller = new AbortController();
    let signed = 0;
    const counting = { ...write, signTransaction: (...args: Parameters<typeof write.signTransaction>) => {
      signed++;
      return write.signTransaction(...args);
    } } as typeof write;
    const progress: number[] = [];
    const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [account!], {
      write: counting,
      signal: controller.signal,
      keySource: keySourceFor({
        write: counting, readFile: async () => wallet, askPassword: async () => 'right',
        onProgress: (fraction) => {
          progress.push(fraction);
          if (fraction > 0.1) controller.abort();
        },
      }),
    }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'keys', JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
    assert.deepEqual(outcome.refusal, { message: 'Cancelled: nothing was sent.', fix: '', spent: false, cancelled: true });
    assert.ok(progress.length > 0 && progress.at(-1)! < 1, 'scrypt was stopped midway');
    assert.equal(signed, 0, 'nothing signed');
    assert.ok(!node.calls.some((c) => c.method === 'sendrawtransaction'), 'nothing sent');
    assertNoSecret(outcome, ['right', key.hex]);
  });

  describe('an outcome not known: a connection refused is nothing sent; a send or a wait without an answer is looked up (Check Again)', () => {
    const inBlock = (hash: string | undefined) => result({ hash, blockhash: '0x' + 'ab'.repeat(32), confirmations: 1 });
    /** The run's check, once it ended without knowing: what Check Again is given. */
    const checkOf = (outcome: RunOutcome): OperationCheck => {
      assert.ok(outcome.kind === 'failed' && outcome.check, JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
      return outcome.check;
    };
    const again = (check: OperationCheck) => checkNameOperation({ write, l10n, title: 'Renew alice.neo for a year', check, pollIntervalMs: 5, log: (line) => logged.push(line) });

    it('the node stopped while the confirmation was open: connection refused, nothing was sent, nothing to check', async () => {
      const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], {
        confirm: async (text) => {
          hashShown = /Transaction (0x[0-9a-f]{64}):/.exec(text.detail)?.[1];
          await node.close();
          return true;
        },
      }));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'send');
      assert.equal(outcome.refusal.message, `Could not send the transaction to ${node.url}: connection refused: nothing was sent.`);
      assert.equal(outcome.refusal.fix, 'Start the node (or set nns.rpcUrl to one that runs), then run the command again.');
      assert.equal(outcome.refusal.unknown, undefined);
      assert.equal(outcome.check, undefined, 'nothing to look up');
    });

    it('a frozen node (no answer in time) may take it: Check Again finds it in a block, HALTed, with the change to show', async () => {
      let release!: () => void;
      node.handle('sendrawtransaction', () => new Promise((resolve) => {
        release = () => resolve(result({ hash: hashShown }));
      }));
      // Only the send has a short timeout: the node holds its answer, so the timeout is certain.
      const sendingTimesOut = { ...write, sendTransaction: (...[signed, settings, given]: Parameters<typeof write.sendTransaction>) => write.sendTransaction(signed, settings, { ...given, timeoutMs: 200 }) } as typeof write;
      const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { write: sendingTimesOut }));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'send', JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
      assert.equal(outcome.refusal.message, `The node did not answer while the transaction ${hashShown} was sent: it may have taken it.`);
      assert.equal(outcome.refusal.fix, 'Check Again looks it up on the node; running the command again before then could do it twice.');
      assert.equal(outcome.refusal.unknown, true);
      const check = checkOf(outcome);
      assert.deepEqual([check.hash, check.reload.names], [hashShown, ['alice.neo']]);
      // The node resumes and takes it: Check Again looks it up.
      release();
      node.handle('getrawtransaction', () => inBlock(hashShown));
      const found = await again(check);
      assert.equal(found.kind, 'done');
      assert.ok(found.kind === 'done');
      assert.match(found.message, /^Renew alice\.neo for a year: done; the node reports the transaction 0x[0-9a-f]{64} in a block\.$/);
      assert.deepEqual(found.reload.names, ['alice.neo']);
      assert.deepEqual(node.calls.filter((call) => call.method === 'getrawtransaction').map((call) => call.params), [[hashShown, true]]);
    });

    it('Check Again: not known to the node yet says so and can be asked again; in the pool it waits for the block; past its last block it never runs', async () => {
      node.handle('sendrawtransaction', () => result({ hash: '0x' + '00'.repeat(32) }));
      const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'send');
      assert.match(outcome.refusal.message, /was signed and sent, but the node did not answer with its hash: it may have taken it\.$/);
      const check = checkOf(outcome);

      node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
      const unknown = await again(check);
      assert.ok(unknown.kind === 'failed' && unknown.stage === 'check' && unknown.check);
      assert.equal(unknown.refusal.message, `The node does not know the transaction ${check.hash}: it did not take it, or not yet. It can run until block ${check.validUntilBlock.toLocaleString('en-US')}; the chain is at block 99.`);
      assert.match(unknown.refusal.fix, /^Check Again in a while: once the chain passes block [\d,]+ without it, it never runs and nothing is spent\.$/);

      node.handle('getrawtransaction', () => result({ hash: check.hash }));
      let looks = 0;
      node.handle('getapplicationlog', () => (looks++ < 2 ? rpcError(-100, 'Unknown transaction') : applicationLog()));
      const waited = await again(check);
      assert.equal(waited.kind, 'done', 'in the pool: waited for, then in a block');

      node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
      node.handle('getblockcount', () => result(1_000_000));
      const expired = await again(check);
      assert.ok(expired.kind === 'failed' && !expired.check);
      assert.match(expired.refusal.message, /^The node reports the chain past block [\d,]+ without the transaction 0x[0-9a-f]{64}: if so, it will never be executed, and nothing was spent\.$/);
    });

    it('a FAULT found by Check Again: spent, in the contract\'s words', async () => {
      node.handle('sendrawtransaction', () => result({ hash: '0x' + '00'.repeat(32) }));
      const check = checkOf(await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE])));
      node.handle('getrawtransaction', () => inBlock(check.hash));
      applicationLog = () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'name expired', gasconsumed: '5', stack: [] }] });
      const fault = await again(check);
      assert.ok(fault.kind === 'failed' && fault.stage === 'execution' && fault.refusal.spent && !fault.check);
      assert.match(fault.refusal.message, /where the contract FAULTed: "name expired"/);
    });

    it('the wait for the block broken (the node stopped after taking it): sent, so looked up, never "nothing was sent"', async () => {
      node.handle('getapplicationlog', () => {
        void node.close();
        return rpcError(-100, 'Unknown transaction');
      });
      const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE]));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait');
      assert.match(outcome.refusal.message, /^The transaction 0x[0-9a-f]{64} was sent, but waiting for its block failed: /);
      assert.doesNotMatch(`${outcome.refusal.message} ${outcome.refusal.fix}`, /nothing was (signed or )?sent/i);
      assert.equal(outcome.refusal.fix, 'Check Again looks it up on the node; running the command again before then could do it twice.');
      const check = checkOf(outcome);
      const down = await again(check);
      assert.ok(down.kind === 'failed' && down.stage === 'check' && down.check, 'the node still down: still to be looked up');
      assert.match(down.refusal.message, /^The transaction 0x[0-9a-f]{64} could not be looked up: .*connection refused/);
    });

    it('Cancel while waiting: the transaction was sent, so it is to be looked up, not "cancelled, nothing sent"', async () => {
      const controller = new AbortController();
      node.handle('getapplicationlog', () => {
        controller.abort();
        return rpcError(-100, 'Unknown transaction');
      });
      const outcome = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { signal: controller.signal }));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait' && outcome.check);
      assert.match(outcome.refusal.message, /^Stopped waiting for the transaction 0x[0-9a-f]{64}, which was sent: it may be in a block by now\.$/);
      assert.equal(outcome.refusal.cancelled, undefined, 'an error to act on, not the user\'s cancel');
    });
  });

  it('a stop before any request: the refusal whole (nothing spent, the fix where there is one), and the log says where it stopped', async () => {
    const noContract = await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { info: { ...info, contract: undefined } }));
    assert.deepEqual(noContract.kind === 'failed' && noContract.refusal, {
      message: `There is no contract ${config.contractHash} on ${node.url}.`, fix: 'Set nns.contractHash to the NNS contract of this node.', spent: false,
    });
    assert.deepEqual(logged, [`Renew alice.neo for a year: stopped at plan: There is no contract ${config.contractHash} on ${node.url}.`]);
    const years = await runNameOperation(options({ kind: 'renew', name: 'alice.neo', years: 2 }, [ALICE]));
    assert.deepEqual(years.kind === 'failed' && years.refusal, { message: 'This contract renews a name one year at a time (it has renew(name) only).', fix: '', spent: false });
    const wrongOwner = await runNameOperation(options({ kind: 'register', name: 'alice.neo', owner: { address: BOB.address, scriptHash: BOB.scriptHash } }, [ALICE]));
    assert.deepEqual(wrongOwner.kind === 'failed' && wrongOwner.refusal, { message: `${ALICE.address} is not the owner named for the name.`, fix: '', spent: false });
    assert.equal(node.calls.length, 0);
  });

  it('refuses before any request signers that do not fit the plan: how many, a file whose script is another account\'s, the new admin, the owner or admin the details name', async () => {
    const stopped = async (operation: AnyOperation, signers: readonly SigningAccount[], over: Partial<RunOptions> = {}) => {
      const outcome = await runNameOperation(options(operation, signers, over));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
      return outcome.refusal.message;
    };
    const setAdmin: AnyOperation = { kind: 'setAdmin', name: 'alice.neo', admin: { address: BOB.address, scriptHash: BOB.scriptHash } };
    assert.match(await stopped(setAdmin, [ALICE]), /^Make N\w{3}…\w{4} the admin of alice\.neo needs 2 signer\(s\); 1 were chosen\.$/);
    assert.equal(await stopped(setAdmin, [ALICE, ALICE]), `${ALICE.address} is not the new admin.`);
    const forged = { ...ALICE, verificationScript: BOB.verificationScript };
    assert.equal(await stopped({ kind: 'renew', name: 'alice.neo' }, [forged]), `The script default.neo-express gives for ${ALICE.address} is that of another account: the file is inconsistent.`);
    const transfer: AnyOperation = { kind: 'transfer', name: 'alice.neo', to: { address: BOB.address, scriptHash: BOB.scriptHash } };
    assert.equal(await stopped(transfer, [ALICE], { holder: { owner: BOB.address } }), `${ALICE.address} is not the owner of the name (${BOB.address}).`);
    const txt: AnyOperation = { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' };
    assert.equal(await stopped(txt, [ALICE], { holder: { owner: BOB.address, admin: null } }), `${ALICE.address} is not the owner or the admin of the name.`);
    assert.equal(node.calls.length, 0);
  });

  it('goes on with the owner the details name (not asked of a register, which names its own), and with the owner or the admin for a record', async () => {
    const declined = { confirm: async () => false };
    const transfer: AnyOperation = { kind: 'transfer', name: 'alice.neo', to: { address: BOB.address, scriptHash: BOB.scriptHash } };
    assert.equal((await runNameOperation(options(transfer, [ALICE], { ...declined, holder: { owner: ALICE.address } }))).kind, 'declined');
    // An expired name registered again: the details still name its last owner; the new owner is the one the register names.
    const register: AnyOperation = { kind: 'register', name: 'alice.neo', owner: { address: ALICE.address, scriptHash: ALICE.scriptHash } };
    assert.equal((await runNameOperation(options(register, [ALICE], { ...declined, holder: { owner: BOB.address } }))).kind, 'declined');
    const txt: AnyOperation = { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'x' };
    assert.equal((await runNameOperation(options(txt, [ALICE], { ...declined, holder: { owner: ALICE.address, admin: BOB.address } }))).kind, 'declined', 'the owner');
    assert.equal((await runNameOperation(options(txt, [ALICE], { ...declined, holder: { owner: BOB.address, admin: ALICE.address } }))).kind, 'declined', 'the admin');
  });

  it('checks the committee\'s account as the majority multisig of its keys (3 of 4); without the committee read, the contract decides', async () => {
    const nodes = [generateKey(), generateKey(), generateKey(), generateKey()];
    const fourText = neoExpressFile({ magic: MAGIC, nodes, wallets: [] });
    const four = readNeoExpressKeys(fourText, 'four.neo-express');
    assert.ok(four.ok);
    const committee = signingAccounts(four.entries).find((a) => a.kind === 'multisig')!;
    assert.equal(committee.threshold, 3);
    const keys = nodes.map((k) => Buffer.from(k.key.publicKey).toString('hex'));
    const declined = { confirm: async () => false };
    const addRoot: AnyOperation = { kind: 'addRoot', root: 'test' };
    assert.equal((await runNameOperation(options(addRoot, [committee], { ...declined, info: { ...info, committee: keys } }))).kind, 'declined');
    const other = await runNameOperation(options(addRoot, [COMMITTEE], { ...declined, info: { ...info, committee: keys } }));
    assert.match(other.kind === 'failed' ? other.refusal.message : '', new RegExp(`^${COMMITTEE.address} is not the committee \\(${committee.address}\\)\\.$`));
    assert.equal((await runNameOperation(options(addRoot, [ALICE], { ...declined, info: { ...info, committee: undefined } }))).kind, 'declined');
  });

  it('shows the price the command read, not asking the node again', async () => {
    let detail = '';
    await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], {
      price: 3n * GAS,
      confirm: async (text) => {
        detail = text.detail;
        return false;
      },
    }));
    assert.match(detail, /of which 3 GAS is the price the contract burns/);
  });

  it('reports every request, the price\'s read too', async () => {
    const requests: string[] = [];
    await runNameOperation(options({ kind: 'renew', name: 'alice.neo' }, [ALICE], { confirm: async () => false, onRequest: (event) => requests.push(event.method) }));
    assert.ok(requests.includes('batch of 1 (invokefunction)'), `the price's read: ${requests.join(' | ')}`);
    assert.ok(requests.some((method) => method.startsWith('batch of 8 (invokescript')), 'the preparation');
  });

  describe('Save for Signing Elsewhere…', () => {
    const requests: Array<{ fileName: string; reload: unknown }> = [];
    beforeEach(() => {
      requests.length = 0;
    });
    const saving = (over: Partial<RunOptions> = {}): Partial<RunOptions> => ({
      confirm: async () => 'save',
      saveContext: async (request) => {
        requests.push({ fileName: request.fileName, reload: request.record.reload });
        return `/work/${request.fileName}`;
      },
      ...over,
    });

    it('saves the operation under its kind and name, with what to refresh once in a block; nothing sent', async () => {
      const outcome = await runNameOperation(options({ kind: 'register', name: 'alice.neo', owner: { address: ALICE.address, scriptHash: ALICE.scriptHash } }, [ALICE], saving()));
      assert.ok(outcome.kind === 'saved', JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
      assert.match(outcome.title, /^Register alice\.neo for N/);
      assert.equal(outcome.file, '/work/register-alice.neo.context.json');
      assert.match(outcome.message, /^Saved \/work\/register-alice\.neo\.context\.json: every signature is in it, and nothing was sent\./);
      assert.equal(outcome.statuses.length, 1);
      assert.deepEqual(Object.keys(outcome).sort(), ['file', 'kind', 'message', 'statuses', 'title'], 'the outcome the editor is given, without the prepared transaction');
      assert.deepEqual(requests, [{ fileName: 'register-alice.neo.context.json', reload: { names: ['alice.neo'], owners: [ALICE.address], allDomains: true, roots: false } }]);
      assert.equal(events.includes('send'), false);
    });

    it('names the file of a root\'s operation after the root, and one of neither name nor root after its kind', async () => {
      await runNameOperation(options({ kind: 'addRoot', root: 'test' }, [COMMITTEE], saving()));
      await runNameOperation(options({ kind: 'setPrice', prices: [100_000_000n] }, [COMMITTEE], saving()));
      assert.deepEqual(requests.map((request) => request.fileName), ['addRoot-test.context.json', 'setPrice.context.json']);
    });
  });
});
