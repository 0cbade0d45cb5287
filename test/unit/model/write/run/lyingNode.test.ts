// A node that answers honestly but for one lie, through a whole name operation or set-up with real keys:
// for each lie, either the run stops before any key is read, in words that say why, or what the node
// received decodes to exactly what the confirmation showed, signed for the network it named only.
import assert from 'node:assert/strict';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { AnyOperation } from '../fixtures';
import { readout } from '../../setup/setUpAnswers';
import { halted, result, type Answer } from '../../../core/transactions/fakeNode';
import {
  contractState, differences, EXECUTION, expressWallets, GAS, lineAfter, MAINNET_MAGIC, nep6Wallets, PRICE, PRIVATE_MAGIC, probeAnswers, runOn,
  setUpDifferences, setUpFiles, setUpOn, show, startScriptedNode, TESTNET_MAGIC, versionAnswer,
  type NameRun, type ScriptedNode, type ScriptedNodeOptions, type SetUpRun,
} from './lyingNodeSupport';

const CONTRACT = 'nft-nd-nns-neo-go';
/** The height the honest node starts at (getblockcount; the chain's height is one less). */
const COUNT = 100_000;
const CHANGED = (first: string, then: string) => `The node changed its network during the operation: it said ${first} first, then ${then}. Nothing was signed or sent.`;
const PRIVATE_WORDS = `a private chain (magic ${PRIVATE_MAGIC})`;

describe('model/write: a node that lies once — nothing is signed that was not shown, or nothing is signed', () => {
  const wallets = expressWallets();
  const renew: AnyOperation = { kind: 'renew', name: 'alice.neo' };
  const txt: AnyOperation = { kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hello' };

  let scripted: ScriptedNode;
  async function start(options: Partial<ScriptedNodeOptions> = {}): Promise<ScriptedNode> {
    scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, contract: CONTRACT, committee: wallets.committee, blockCount: COUNT, ...options });
    return scripted;
  }
  afterEach(async () => {
    await scripted?.close();
  });

  /** Stopped before any key was read: nothing signed, nothing sent, no confirmation shown (unless `confirmed`). */
  function assertNothingSigned(run: NameRun | SetUpRun, confirmed = 0): void {
    assert.equal(run.keysRead.length, 0, 'no key was read');
    assert.equal(run.sent.length, 0, 'nothing was sent');
    assert.equal(scripted.count('sendrawtransaction'), 0);
    assert.equal(run.confirmations.length, confirmed, 'confirmations shown');
  }

  /** Signed and sent once: the bytes are what the one confirmation showed, signed for its network only. */
  function assertSignedAsShown(run: NameRun | SetUpRun, lied: readonly number[] = []): { text: NameRun['confirmations'][number]; tx: write.DecodedTransaction } {
    assert.equal(run.confirmations.length, 1);
    assert.equal(run.sent.length, 1, 'one transaction sent');
    const text = run.confirmations[0]!;
    assert.deepEqual(differences(text, run.sent[0]!, { lied }), []);
    return { text, tx: write.decodeTransaction(run.sent[0]!).transaction };
  }

  const failed = (run: NameRun | SetUpRun, stage: string) => {
    assert.ok(run.outcome.kind === 'failed' && run.outcome.stage === stage, show(run.outcome));
    return run.outcome.refusal;
  };

  describe('the network', () => {
    it('getversion says a private chain at the start, MainNet at the preparation: refused, nothing signed', async () => {
      await start();
      scripted.lieFrom('getversion', 1, () => versionAnswer({ magic: MAINNET_MAGIC }));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(failed(run, 'prepare').message, CHANGED(PRIVATE_WORDS, 'MainNet'));
      assert.equal(scripted.count('getversion'), 2);
      assertNothingSigned(run);
    });

    it('getversion says TestNet at the start, a private chain at the preparation: refused (NEP-6 accounts, which any network takes)', async () => {
      const nep6 = await nep6Wallets();
      scripted = await startScriptedNode({ magic: TESTNET_MAGIC, contract: CONTRACT, committee: nep6.committee });
      scripted.lieFrom('getversion', 1, () => versionAnswer({ magic: PRIVATE_MAGIC }));
      const run = await runOn(scripted, nep6, CONTRACT, { kind: 'addRoot', root: 'dev' }, [nep6.COMMITTEE]);
      assert.equal(failed(run, 'prepare').message, CHANGED('TestNet', PRIVATE_WORDS));
      assertNothingSigned(run);
    });

    it('getversion keeps the magic at the preparation but other limits (2 blocks, 1 ms a block): the start\'s limits are shown and signed', async () => {
      await start();
      scripted.lieFrom('getversion', 1, () => versionAnswer({ magic: PRIVATE_MAGIC, increment: 2, msPerBlock: 1 }));
      const run = await runOn(scripted, wallets, CONTRACT, txt, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { text, tx } = assertSignedAsShown(run);
      // The start's 15-second blocks: about an hour is 240 blocks (its limit of 5,760 is above).
      assert.equal(tx.validUntilBlock, COUNT - 1 + 240);
      assert.match(lineAfter(text.detail, 'Transaction ') ?? '', /: valid for about 1 hour, until block 100,239 \(the chain is at block 99,999\)$/);
    });

    describe('the set-up', () => {
      const files = setUpFiles('neo-go');
      const fresh = () => probeAnswers(files, readout({ prices: [10n * GAS] }));

      it('finding 1 (a): the probe says the private chain of the start, the preparation MainNet: refused at the preparation, nothing signed', async () => {
        await start({ contract: undefined, setUp: fresh() });
        // getversion: 0 the command's start, 1 the probe, 2 the preparation.
        scripted.lieFrom('getversion', 2, () => versionAnswer({ magic: MAINNET_MAGIC }));
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.equal(failed(run, 'prepare').message, CHANGED(PRIVATE_WORDS, 'MainNet'));
        assert.equal(scripted.count('getversion'), 3);
        assertNothingSigned(run);
      });

      it('finding 1 (b): root and price "already there" (the deploy alone), an ordinary account chosen: refused as not the committee before any preparation', async () => {
        await start({ contract: undefined, setUp: probeAnswers(files, readout({ roots: ['neo'], prices: [write.DEVELOPMENT_PRICE] })) });
        scripted.lieFrom('getversion', 2, () => versionAnswer({ magic: MAINNET_MAGIC }));
        const run = await setUpOn(scripted, wallets, files, wallets.ALICE);
        const refusal = failed(run, 'plan');
        assert.deepEqual(refusal, {
          message: `${wallets.ALICE.address} is not the chain's committee, whose signature this needs. Nothing was signed or sent.`,
          fix: 'Choose the committee\'s account: on a one-node chain, the multisig account of the consensus node\'s wallet.',
          spent: false,
        });
        // The probe's two test invocations, no third: the deploy was never prepared.
        assert.equal(scripted.count('invokescript'), 2);
        assertNothingSigned(run);
      });

      it('the probe says MainNet after a private start: refused at the probe', async () => {
        await start({ contract: undefined, setUp: fresh() });
        scripted.lieFrom('getversion', 1, () => versionAnswer({ magic: MAINNET_MAGIC }));
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.equal(failed(run, 'probe').message, CHANGED(PRIVATE_WORDS, 'MainNet'));
        assertNothingSigned(run);
      });

      it('MainNet from the start: refused as a public network, nothing signed (a NEP-6 committee account, which no network refuses)', async () => {
        const nep6 = await nep6Wallets();
        scripted = await startScriptedNode({ magic: MAINNET_MAGIC, committee: nep6.committee, setUp: fresh() });
        const run = await setUpOn(scripted, nep6, files, nep6.COMMITTEE);
        assert.equal(failed(run, 'plan').message, 'This node is on MainNet, whose NNS contract exists already: set-up is for private chains. Nothing was signed or sent.');
        assertNothingSigned(run);
      });

      it('a neo-express committee (magic 1234567890) on a node of magic 56753: refused before anything is signed', async () => {
        await start({ magic: 56753, contract: undefined, setUp: fresh() });
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.equal(failed(run, 'plan').message, `${wallets.COMMITTEE.address} is an account of another chain (magic ${PRIVATE_MAGIC}); this transaction is for magic 56753. Nothing was signed or sent.`);
        assertNothingSigned(run);
      });

      it('the honest set-up on the same node: signed as shown, for the private chain only', async () => {
        await start({ contract: undefined, setUp: fresh() });
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.equal(run.outcome.kind, 'done', show(run.outcome));
        const { text } = assertSignedAsShown(run, [MAINNET_MAGIC]);
        assert.deepEqual(setUpDifferences(text, run.sent[0]!, files), []);
      });
    });
  });

  describe('the height', () => {
    it('goes back between the start and the preparation: refused', async () => {
      await start();
      scripted.lieFrom('getblockcount', 1, () => result(COUNT - 1000));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(failed(run, 'prepare').message, 'The node\'s chain went back from block 99999 to 98999 during the operation. Nothing was signed or sent.');
      assertNothingSigned(run);
    });

    it('jumps absurdly ahead between the start and the preparation: refused', async () => {
      await start();
      scripted.lieFrom('getblockcount', 1, () => result(10_000_000));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(failed(run, 'prepare').message, 'The node\'s chain jumped from block 99999 to 9999999 during the operation, faster than its block time allows. Nothing was signed or sent.');
      assertNothingSigned(run);
    });

    it('grows by a few blocks between the start and the preparation, as a chain does: signed, valid from the preparation\'s height', async () => {
      await start();
      scripted.lieFrom('getblockcount', 1, () => result(COUNT + 3));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      assert.equal(assertSignedAsShown(run).tx.validUntilBlock, COUNT + 3 - 1 + 240);
    });

    for (const count of [-5, 0, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
      it(`a count of ${count} at the preparation: refused`, async () => {
        await start();
        scripted.lieFrom('getblockcount', 1, () => result(count));
        const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
        assert.equal(failed(run, 'prepare').message, `The node says the chain has ${count} blocks, which no Neo chain can have. Nothing was signed or sent.`);
        assertNothingSigned(run);
      });
    }

    for (const count of [0, 2 ** 32]) {
      it(`a count of ${count} at the start: refused before any preparation`, async () => {
        await start();
        scripted.lie('getblockcount', () => result(count));
        const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
        assert.equal(failed(run, 'plan').message, `The node says the chain has ${count} blocks, which no Neo chain can have. Nothing was signed or sent.`);
        assert.equal(scripted.count('invokescript'), 0);
        assertNothingSigned(run);
      });
    }

    it('a negative count at the start: the write info is refused, the operation never starts', async () => {
      await start();
      scripted.lie('getblockcount', () => result(-5));
      await assert.rejects(runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]), (error: Error & { code?: string }) => error.code === 'INVALID_RESPONSE');
      assert.equal(scripted.count('invokescript'), 0);
      assert.equal(scripted.count('sendrawtransaction'), 0);
    });

    it('an increment of 1,000,000 blocks with 15-second blocks: valid for about 1 hour (height + 240), as shown and signed', async () => {
      await start({ increment: 1_000_000, msPerBlock: 15_000 });
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { text, tx } = assertSignedAsShown(run);
      assert.equal(tx.validUntilBlock, COUNT - 1 + 240);
      assert.match(text.detail, new RegExp(`: valid for about 1 hour, until block ${l10n.count(COUNT - 1 + 240)} \\(the chain is at block 99,999\\)$`, 'm'));
    });

    it('an increment of 1,000,000 with 100-ms blocks: at most 86,400 blocks (the day of one-second blocks), not the node\'s million', async () => {
      await start({ increment: 1_000_000, msPerBlock: 100 });
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { text, tx } = assertSignedAsShown(run);
      // An hour of 100-ms blocks is 36,000 blocks, under the bound.
      assert.equal(tx.validUntilBlock, COUNT - 1 + 36_000);
      assert.match(text.detail, /: valid for about 1 hour, until block 135,999 /);
    });

    for (const increment of [1, 0, -5]) {
      it(`an increment of ${increment} at the start: refused before any preparation`, async () => {
        await start({ increment });
        const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
        assert.equal(failed(run, 'plan').message, `The node says a transaction may be valid for ${increment} blocks, which no Neo network allows. Nothing was signed or sent.`);
        assert.equal(scripted.count('invokescript'), 0);
        assertNothingSigned(run);
      });
    }
  });

  describe('the contract', () => {
    it('getcontractstate describes another contract than the configured one: the write info is refused, nothing is prepared', async () => {
      await start();
      const other = contractState('nameservice-csharp');
      scripted.lie('getcontractstate', () => result(other));
      const configured = contractState(CONTRACT).hash;
      await assert.rejects(runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]), (error: Error & { code?: string }) => {
        assert.equal(error.code, 'INVALID_RESPONSE');
        assert.equal(error.message, `The node was asked for the contract ${configured} and answered with the contract "${other.hash}".`);
        return true;
      });
      assert.deepEqual(scripted.node.calls.map((call) => call.method).sort(), ['getblockcount', 'getcommittee', 'getcontractstate', 'getversion']);
    });
  });

  describe('the fees', () => {
    it('gasconsumed far above the operation\'s cost: the first line says "Unusual fees.", and exactly the fee shown is signed', async () => {
      await start();
      const inflated = 500n * GAS + EXECUTION;
      scripted.lie('invokescript', () => halted([{ type: 'Boolean', value: true }], String(inflated)));
      const run = await runOn(scripted, wallets, CONTRACT, txt, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { text, tx } = assertSignedAsShown(run);
      assert.match(text.message, /^Unusual fees\. Set the TXT record of alice\.neo on a private chain \(magic 1234567890\)\?$/);
      assert.equal(text.detail.split('\n')[0], 'Unusual: the system fee 500.03 GAS is far above what this operation costs (1 GAS at most).');
      assert.equal(tx.systemFee, inflated);
    });

    it('gasconsumed of a renewal far above its price: named unusual against the price read', async () => {
      await start();
      scripted.lie('invokescript', () => halted([{ type: 'Integer', value: '1' }], String(50n * GAS)));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { text, tx } = assertSignedAsShown(run);
      assert.match(text.message, /^Unusual fees\. /);
      assert.equal(text.detail.split('\n')[0], 'Unusual: the system fee 50 GAS is far above what this operation costs (2 GAS at most).');
      assert.equal(tx.systemFee, 50n * GAS);
    });

    it('an honest gasconsumed is not called unusual (the same operation, the same node)', async () => {
      await start();
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      const { text, tx } = assertSignedAsShown(run);
      assert.doesNotMatch(text.message, /Unusual/);
      assert.equal(tx.systemFee, PRICE + EXECUTION);
    });

    it('calculatenetworkfee above the fee computed here: FEE_MISMATCH, nothing signed', async () => {
      await start();
      let honest = 0n;
      scripted.lie('calculatenetworkfee', (params, call) => {
        honest = networkFeeOf(scripted.honest.calculatenetworkfee!(params, call));
        return result({ networkfee: String(honest + 1n) });
      });
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      const gas = (datoshi: bigint) => `${datoshi / GAS}.${(datoshi % GAS).toString().padStart(8, '0').replace(/0+$/, '')} GAS`;
      assert.ok(honest > 0n);
      assert.equal(failed(run, 'prepare').message,
        `The node asked a network fee of ${gas(honest + 1n)}, more than the ${gas(honest)} these signatures cost by the network's own fee settings. Nothing was signed or sent.`);
      assertNothingSigned(run);
    });

    it('calculatenetworkfee below the fee computed here: the fee computed here is shown and signed', async () => {
      await start();
      scripted.lie('calculatenetworkfee', (params, call) => {
        scripted.honest.calculatenetworkfee!(params, call);
        return result({ networkfee: '1' });
      });
      const run = await runOn(scripted, wallets, CONTRACT, { kind: 'setAdmin', name: 'alice.neo', admin: { address: wallets.BOB.address, scriptHash: wallets.BOB.scriptHash } }, [wallets.ALICE, wallets.BOB]);
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
      const { tx } = assertSignedAsShown(run);
      assert.equal(tx.networkFee, scripted.honestFees[0]);
      assert.ok(tx.networkFee > 1n);
    });

    for (const [what, policy] of [
      ['a fee per byte a hundred times the default', { feePerByte: 100_000n }],
      ['an execution fee factor a hundred times the default', { execFeeFactor: 3000n }],
      ['an execution pico fee factor a hundred times the default', { execPicoFeeFactor: 300_000_000n }],
    ] as const) {
      it(`Policy settings far above the defaults (${what}): named unusual, and the fee they give is the one signed`, async () => {
        await start({ policy });
        const run = await runOn(scripted, wallets, CONTRACT, txt, [wallets.ALICE]);
        assert.equal(run.outcome.kind, 'done', show(run.outcome));
        const { text, tx } = assertSignedAsShown(run);
        assert.match(text.message, /^Unusual fees\. /);
        assert.match(text.detail.split('\n')[0]!, /^Unusual: the network fee [\d.]+ GAS comes from fee settings far above the usual ones\.$/);
        assert.equal(tx.networkFee, scripted.honestFees[0]);
      });
    }
  });

  describe('sending and waiting', () => {
    it('sendrawtransaction answers another hash: a failure in words that names the hash shown, and nothing else is signed', async () => {
      await start();
      const other = `0x${'ab'.repeat(32)}`;
      scripted.lie('sendrawtransaction', (params, call) => {
        scripted.honest.sendrawtransaction!(params, call);
        return result({ hash: other });
      });
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      const refusal = failed(run, 'send');
      const shown = assertSignedAsShown(run).text;
      const hash = /^Transaction (0x[0-9a-f]{64}):/m.exec(shown.detail)![1]!;
      assert.equal(run.outcome.kind === 'failed' && run.outcome.hash, hash);
      assert.deepEqual(refusal, {
        message: `The transaction ${hash} was signed and sent, but the node did not answer with its hash: it may have taken it.`,
        fix: 'Check Again looks it up on the node; running the command again before then could do it twice.',
        spent: false, unknown: true,
      });
      assert.doesNotMatch(`${refusal.message} ${refusal.fix}`, /[Nn]othing was (signed|sent)|try again/);
      assert.equal(scripted.count('sendrawtransaction'), 1);
      assert.equal(scripted.count('getapplicationlog'), 0, 'the other hash is not waited for');
      assert.deepEqual(run.keysRead, [wallets.ALICE.address]);
    });

    it('the application log says HALT: the outcome is the node\'s word ("the node reports…")', async () => {
      await start();
      scripted.lie('getapplicationlog', () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '0', stack: [], notifications: [] }] }));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      const { text } = assertSignedAsShown(run);
      const hash = /^Transaction (0x[0-9a-f]{64}):/m.exec(text.detail)![1]!;
      assert.equal(run.outcome.kind === 'done' && run.outcome.message, `Renew alice.neo for a year: done; the node reports the transaction ${hash} in block 100,000.`);
    });

    it('the application log says HALT and gettransactionheight names a block the chain has not reached: no block claimed', async () => {
      await start();
      scripted.lie('gettransactionheight', () => result(5_000_000));
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      const { text } = assertSignedAsShown(run);
      const hash = /^Transaction (0x[0-9a-f]{64}):/m.exec(text.detail)![1]!;
      assert.equal(run.outcome.kind === 'done' && run.outcome.message, `Renew alice.neo for a year: done; the node reports the transaction ${hash} in a block.`);
    });
  });

  describe('the accounts', () => {
    it('a neo-express account (magic 1234567890) while the node says 56753: refused before any key is read or anything prepared', async () => {
      await start({ magic: 56753 });
      const run = await runOn(scripted, wallets, CONTRACT, renew, [wallets.ALICE]);
      assert.equal(failed(run, 'plan').message, `${wallets.ALICE.address} is an account of another chain (magic ${PRIVATE_MAGIC}); this node is of magic 56753.`);
      assert.equal(scripted.count('invokescript'), 0);
      assertNothingSigned(run);
    });

    it('a neo-express account of the start\'s network, the preparation on another: refused (the network changed)', async () => {
      await start();
      scripted.lieFrom('getversion', 1, () => versionAnswer({ magic: 56753 }));
      const run = await runOn(scripted, wallets, CONTRACT, { kind: 'setAdmin', name: 'alice.neo', admin: null }, [wallets.ALICE]);
      assert.equal(failed(run, 'prepare').message, CHANGED(PRIVATE_WORDS, 'a private chain (magic 56753)'));
      assertNothingSigned(run);
    });
  });
});

/** The networkfee of a calculatenetworkfee answer. */
function networkFeeOf(answer: Answer): bigint {
  assert.ok('result' in answer);
  return BigInt((answer.result as { networkfee: string }).networkfee);
}
