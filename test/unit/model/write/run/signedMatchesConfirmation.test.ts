// Every kind of write on each NNS contract family that has it, against an honest node: the bytes sent say
// exactly what the confirmation said (the call, the signers and their scopes, the fees, the last valid
// block, the hash, the network); the comparison is shown to catch each fact altered.
import assert from 'node:assert/strict';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import type { ContractAbi } from '../../../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { ConfirmationText } from '../../../../../src/model/write/words/confirmationText';
import { contractWriteApi } from '../../../../../src/model/write/contracts/contractApi';
import type { AccountRef } from '../../../../../src/model/write/accounts/accountRef';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { readout } from '../../setup/setUpAnswers';
import { fixtureAbi, planOf, specOf, type AnyOperation } from '../fixtures';
import {
  callLineOf, contractState, differences, expressWallets, GAS, lineAfter, MAINNET_MAGIC, nep6Wallets, onlyCall, PRIVATE_MAGIC, probeAnswers,
  runOn, setUpDifferences, setUpFiles, setUpOn, show, startScriptedNode, TESTNET_MAGIC, type ContractFixture, type NameRun, type Wallets,
} from './lyingNodeSupport';

type FamilyKey = 'csharp' | 'neoGo' | 'neoFs';
const FAMILIES: ReadonlyArray<{ key: FamilyKey; fixture: ContractFixture; words: string }> = [
  { key: 'csharp', fixture: 'nameservice-csharp', words: 'the C# NameService' },
  { key: 'neoGo', fixture: 'nft-nd-nns-neo-go', words: 'neo-go\'s port' },
  { key: 'neoFs', fixture: 'neofs-nns', words: 'NeoFS\'s NNS' },
];
const SOA = { email: 'hostmaster@alice.neo' };
const ref = (account: SigningAccount): AccountRef => ({ address: account.address, scriptHash: account.scriptHash });

interface Case {
  readonly title: string;
  readonly operation: (wallets: Wallets, family: FamilyKey) => AnyOperation;
  readonly signers: (wallets: Wallets) => SigningAccount[];
  /** Families whose contract refuses the operation before any request, and why (in the test's name). */
  readonly refusedBy?: Partial<Record<FamilyKey, string>>;
  /** Families the case is for (others have nothing of the kind). */
  readonly only?: readonly FamilyKey[];
}

const CASES: readonly Case[] = [
  {
    title: 'register', signers: (w) => [w.ALICE],
    operation: (w, family) => ({ kind: 'register', name: 'alice.neo', owner: ref(w.ALICE), ...(family === 'neoFs' ? { soa: SOA } : {}) }),
  },
  { title: 'renew (no years given)', signers: (w) => [w.ALICE], operation: () => ({ kind: 'renew', name: 'alice.neo' }) },
  {
    title: 'renew for 3 years', signers: (w) => [w.ALICE], operation: () => ({ kind: 'renew', name: 'alice.neo', years: 3 }),
    refusedBy: { neoGo: 'renew(name) only' },
  },
  { title: 'setRecord TXT', signers: (w) => [w.ALICE], operation: () => ({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hello world' }) },
  { title: 'setRecord A', signers: (w) => [w.ALICE], operation: () => ({ kind: 'setRecord', name: 'www.alice.neo', type: 'A', value: '93.184.216.34' }) },
  {
    title: 'setRecord by id', signers: (w) => [w.ALICE], only: ['neoFs'],
    operation: () => ({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'replaced', id: 2 }),
  },
  { title: 'deleteRecord', signers: (w) => [w.ALICE], operation: () => ({ kind: 'deleteRecord', name: 'alice.neo', type: 'TXT' }) },
  { title: 'setAdmin (set: the new admin signs too)', signers: (w) => [w.ALICE, w.BOB], operation: (w) => ({ kind: 'setAdmin', name: 'alice.neo', admin: ref(w.BOB) }) },
  { title: 'setAdmin (remove)', signers: (w) => [w.ALICE], operation: () => ({ kind: 'setAdmin', name: 'alice.neo', admin: null }) },
  { title: 'transfer', signers: (w) => [w.ALICE], operation: (w) => ({ kind: 'transfer', name: 'alice.neo', to: ref(w.BOB) }) },
  {
    title: 'addRoot (the committee)', signers: (w) => [w.COMMITTEE],
    operation: (_, family) => ({ kind: 'addRoot', root: 'dev', ...(family === 'neoFs' ? { soa: SOA } : {}) }),
  },
  {
    title: 'setPrice (the committee)', signers: (w) => [w.COMMITTEE],
    operation: (_, family) => ({ kind: 'setPrice', prices: family === 'csharp' ? [2n * GAS, -1n, -1n, 200n * GAS] : [GAS / 2n] }),
  },
];

/** The script's calls are the plan's, and the "Call:" line names the call the bytes make, value by value. */
function assertCallShown(run: NameRun, abi: ContractAbi, operation: AnyOperation, configured: string): void {
  const text = run.confirmations[0]!;
  const bytes = run.sent[0]!;
  const plan = planOf(specOf(operation), operation, { ...contractWriteApi(abi), hash: configured });
  const comparison = write.compareCalls(write.decodeTransaction(bytes).transaction.script, [plan.call]);
  assert.deepEqual(comparison, { same: true });
  const call = onlyCall(bytes);
  assert.equal(call.contractHash, configured, 'the call goes to the configured contract');
  const shown = text.detail.split('\n').find((line) => line.startsWith('Call: '));
  assert.equal(shown, callLineOf(call, abi));
}

describe('model/write: what is signed is what the confirmation shows, for every operation and contract family', () => {
  const wallets = expressWallets();

  for (const family of FAMILIES) {
    describe(`${family.words} (${family.fixture})`, () => {
      const abi = fixtureAbi(family.fixture);
      const configured = contractState(family.fixture).hash;
      for (const each of CASES) {
        if (each.only && !each.only.includes(family.key)) continue;
        const refused = each.refusedBy?.[family.key];
        const title = refused ? `${each.title}: refused by ${family.words} (${refused}), nothing signed` : each.title;
        it(title, async () => {
          const scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, contract: family.fixture, committee: wallets.committee });
          try {
            const operation = each.operation(wallets, family.key);
            const run = await runOn(scripted, wallets, family.fixture, operation, each.signers(wallets));
            if (refused) {
              assert.ok(run.outcome.kind === 'failed' && run.outcome.stage === 'plan', show(run.outcome));
              assert.deepEqual([run.confirmations.length, run.keysRead.length, run.sent.length], [0, 0, 0]);
              return;
            }
            assert.equal(run.outcome.kind, 'done', show(run.outcome));
            assert.equal(run.confirmations.length, 1);
            assert.equal(run.sent.length, 1);
            assert.deepEqual(differences(run.confirmations[0]!, run.sent[0]!), []);
            assert.doesNotMatch(run.confirmations[0]!.message, /Unusual/, 'an honest node\'s fees are not called unusual');
            assertCallShown(run, abi, operation, configured);
            assert.equal(run.outcome.kind === 'done' && run.outcome.hash, write.decodeTransaction(run.sent[0]!).displayHash);
          } finally {
            await scripted.close();
          }
        });
      }
    });
  }

  describe('on MainNet and TestNet (NEP-6 accounts: no network of their own)', () => {
    let nep6: Wallets;
    before(async () => {
      nep6 = await nep6Wallets();
    });
    for (const [magic, words] of [[MAINNET_MAGIC, 'MainNet'], [TESTNET_MAGIC, 'TestNet']] as const) {
      for (const family of FAMILIES) {
        for (const each of CASES.filter((c) => ['register', 'setAdmin (set: the new admin signs too)', 'addRoot (the committee)'].includes(c.title))) {
          it(`${words}, ${family.words}: ${each.title}; the first line names ${words}`, async () => {
            const scripted = await startScriptedNode({ magic, contract: family.fixture, committee: nep6.committee });
            try {
              const operation = each.operation(nep6, family.key);
              const run = await runOn(scripted, nep6, family.fixture, operation, each.signers(nep6));
              assert.equal(run.outcome.kind, 'done', show(run.outcome));
              const text = run.confirmations[0]!;
              assert.deepEqual(differences(text, run.sent[0]!), []);
              assert.equal(lineAfter(text.detail, 'Network: ')?.split(' · ')[0], words);
              if (magic === MAINNET_MAGIC) assert.match(text.message, /^MainNet: this spends real GAS\. /);
              else assert.match(text.message, / on TestNet\?$/);
              assertCallShown(run, fixtureAbi(family.fixture), operation, contractState(family.fixture).hash);
            } finally {
              await scripted.close();
            }
          });
        }
      }
    }
  });

  describe('the set-up (deploy, addRoot, setPrice in one transaction)', () => {
    for (const [family, prices] of [['neo-go', [10n * GAS]], ['csharp', Array.from({ length: 8 }, () => 2n * GAS)]] as const) {
      it(`${family === 'neo-go' ? 'neo-go\'s port' : 'the C# NameService'}: deploy + addRoot + setPrice as the steps say`, async () => {
        const files = setUpFiles(family);
        const scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, committee: wallets.committee, setUp: probeAnswers(files, readout({ prices: [...prices] })) });
        try {
          const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE, { root: 'dev', price: 3_000_000n });
          assert.equal(run.outcome.kind, 'done', show(run.outcome));
          assert.equal(run.sent.length, 1);
          const text = run.confirmations[0]!;
          assert.deepEqual(differences(text, run.sent[0]!), []);
          assert.deepEqual(setUpDifferences(text, run.sent[0]!, files), []);
          assert.match(text.detail, /^2\. Add the top-level domain "dev"$/m);
          assert.doesNotMatch(text.message, /Unusual/);
        } finally {
          await scripted.close();
        }
      });
    }

    it('the node says root and price are there: the deploy alone, still signed by the committee, as shown', async () => {
      const files = setUpFiles('neo-go');
      const scripted = await startScriptedNode({
        magic: PRIVATE_MAGIC, committee: wallets.committee, setUp: probeAnswers(files, readout({ roots: ['neo'], prices: [write.DEVELOPMENT_PRICE] })),
      });
      try {
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.equal(run.outcome.kind, 'done', show(run.outcome));
        const text = run.confirmations[0]!;
        assert.deepEqual(differences(text, run.sent[0]!), []);
        assert.deepEqual(setUpDifferences(text, run.sent[0]!, files), []);
        const read = write.decodeContractCalls(write.decodeTransaction(run.sent[0]!).transaction.script);
        assert.deepEqual(read.plain && read.calls.map((call) => call.method), ['deploy']);
        assert.match(text.detail, /^One transaction \(deploy\): 0x/m);
      } finally {
        await scripted.close();
      }
    });

    it('NeoFS\'s NNS: refused (no addRoot: its TLDs are registered with registerTLD), nothing signed', async () => {
      const state = contractState('neofs-nns') as unknown as { manifest: { abi: { methods: Array<Record<string, unknown>> } } };
      const methods = state.manifest.abi.methods.map((method, index) => ({ ...method, offset: index, safe: method['safe'] ?? false }));
      const manifest = { name: 'NameService', groups: [], features: {}, supportedstandards: ['NEP-11'], abi: { methods, events: [] }, permissions: [{ contract: '*', methods: '*' }], trusts: [], extra: null };
      const base = setUpFiles('neo-go');
      const files: write.ContractFiles = { nef: base.nef, manifest: write.parseManifest(JSON.stringify(manifest)) };
      const scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, committee: wallets.committee, setUp: probeAnswers(files, readout({ prices: [GAS] })) });
      try {
        const run = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
        assert.ok(run.outcome.kind === 'failed' && run.outcome.stage === 'plan', show(run.outcome));
        assert.match(run.outcome.refusal.message, /has no addRoot\(root\) method/);
        assert.deepEqual([run.confirmations.length, run.keysRead.length, run.sent.length], [0, 0, 0]);
      } finally {
        await scripted.close();
      }
    });
  });

  describe('the comparison catches each fact altered', () => {
    const family = FAMILIES[0]!;
    const abi = fixtureAbi(family.fixture);
    let run: NameRun;
    let operation: AnyOperation;
    before(async () => {
      const scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, contract: family.fixture, committee: wallets.committee });
      try {
        operation = { kind: 'setAdmin', name: 'alice.neo', admin: ref(wallets.BOB) };
        run = await runOn(scripted, wallets, family.fixture, operation, [wallets.ALICE, wallets.BOB]);
      } finally {
        await scripted.close();
      }
      assert.equal(run.outcome.kind, 'done', show(run.outcome));
    });
    const text = () => run.confirmations[0]!;
    const bytes = () => run.sent[0]!;
    const tamperText = (from: RegExp | string, to: string, where: 'detail' | 'message' = 'detail'): ConfirmationText => {
      const changed = text()[where].replace(from, to);
      assert.notEqual(changed, text()[where], `the text holds ${String(from)}`);
      return { ...text(), [where]: changed };
    };

    it('the honest pair: no difference', () => {
      assert.deepEqual(differences(text(), bytes()), []);
      assert.equal(text().detail.split('\n').find((line) => line.startsWith('Call: ')), callLineOf(onlyCall(bytes()), abi));
    });

    it('in the text: the hash, a fee, the last block, the signers, the network, the first line, an argument of the call', () => {
      const facts = write.decodeTransaction(bytes()).transaction;
      const shown = (gas: bigint) => `${gas / GAS}.${(gas % GAS).toString().padStart(8, '0').replace(/0+$/, '')} GAS`;
      const hash = write.decodeTransaction(bytes()).displayHash;
      assert.deepEqual(differences(tamperText(hash, `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`), bytes()), ['hash']);
      assert.deepEqual(differences(tamperText(`System fee: ${shown(facts.systemFee)}`, `System fee: ${shown(facts.systemFee + 1n)}`), bytes()), ['system fee']);
      assert.deepEqual(differences(tamperText(`Network fee: ${shown(facts.networkFee)}`, `Network fee: ${shown(facts.networkFee - 1n)}`), bytes()), ['network fee']);
      const until = l10n.count(facts.validUntilBlock);
      assert.deepEqual(differences(tamperText(`until block ${until}`, `until block ${l10n.count(facts.validUntilBlock + 1)}`), bytes()), ['validUntilBlock']);
      const swapped = tamperText(/^Signer, pays the fees: (\S+)(.*)\nSigner: (\S+)/m, 'Signer, pays the fees: $3$2\nSigner: $1');
      assert.deepEqual(differences(swapped, bytes()), ['signers']);
      // The Network: line alone: its network is not the one signed for, nor the first line's.
      assert.deepEqual(differences(tamperText(`Network: a private chain (magic ${PRIVATE_MAGIC})`, 'Network: a private chain (magic 56753)'), bytes()), ['network', 'message']);
      assert.deepEqual(differences(tamperText(`Network: a private chain (magic ${PRIVATE_MAGIC})`, 'Network: MainNet'), bytes()), ['network', 'message']);
      assert.deepEqual(differences(tamperText(/on a private chain \(magic \d+\)\?$/, 'on TestNet?', 'message'), bytes()), ['message']);
      const call = tamperText('setAdmin(name: "alice.neo"', 'setAdmin(name: "alicf.neo"');
      assert.notEqual(call.detail.split('\n').find((line) => line.startsWith('Call: ')), callLineOf(onlyCall(bytes()), abi));
    });

    it('in the bytes (signed again by the same keys for the shown network): a fee, the last block, the script, a scope, the network signed for', () => {
      const decoded = write.decodeTransaction(bytes()).transaction;
      const unsigned = { ...decoded, signers: decoded.signers.map((signer) => ({ account: signer.account, scopes: 'CalledByEntry' as const })) };
      const keys = [wallets.keys.alice.key, wallets.keys.bob.key];
      const accounts = [wallets.keys.alice.account, wallets.keys.bob.account];
      const resigned = (tx: write.UnsignedTransaction, magic = PRIVATE_MAGIC, patch?: (unsignedBytes: Uint8Array) => void) => {
        const body = write.serializeUnsigned(tx);
        patch?.(body);
        const data = Uint8Array.from([...new Uint8Array(new Uint32Array([magic]).buffer), ...sha256(body)]);
        const witnesses = accounts.map((account) => write.buildWitness(account, keys, data));
        const tail = witnesses.flatMap((w) => [w.invocation.length, ...w.invocation, w.verification.length, ...w.verification]);
        return Uint8Array.from([...body, witnesses.length, ...tail]);
      };
      // Signed again unchanged: the same bytes, no difference (the signature is deterministic).
      assert.deepEqual(differences(text(), resigned(unsigned)), []);
      assert.deepEqual(differences(text(), resigned({ ...unsigned, systemFee: unsigned.systemFee + 1n })), ['hash', 'system fee']);
      assert.deepEqual(differences(text(), resigned({ ...unsigned, networkFee: unsigned.networkFee + 1n })), ['hash', 'network fee']);
      assert.deepEqual(differences(text(), resigned({ ...unsigned, validUntilBlock: unsigned.validUntilBlock + 1 })), ['hash', 'validUntilBlock']);
      const plan = planOf(specOf(operation), operation, { ...contractWriteApi(abi), hash: contractState(family.fixture).hash });
      const otherName = write.buildContractCallScript({ ...plan.call, args: [{ type: 'String', value: 'alicf.neo' }, plan.call.args[1]!] });
      const withCalls = (candidate: Uint8Array) => differences(text(), candidate, { calls: [plan.call] });
      assert.deepEqual(withCalls(bytes()), []);
      assert.deepEqual(withCalls(resigned({ ...unsigned, script: otherName })), ['hash', 'calls']);
      // The sender's scope byte (after the version, nonce, fees, validUntilBlock, the signers' count and its account) made Global:
      // the signatures are of bytes whose scope is not CalledByEntry, so they verify for no network either.
      assert.deepEqual(differences(text(), resigned(unsigned, PRIVATE_MAGIC, (body) => {
        assert.equal(body[46], 0x01);
        body[46] = 0x80;
      })), ['hash', 'scopes', 'network']);
      assert.deepEqual(differences(text(), resigned(unsigned, MAINNET_MAGIC)), ['network']);
      assert.deepEqual(differences(text(), resigned(unsigned, 56753), { lied: [56753] }), ['network']);
      // One signer's signature of another transaction: not signed for any network.
      const other = resigned({ ...unsigned, nonce: (unsigned.nonce ^ 1) >>> 0 });
      const mixed = Uint8Array.from(bytes());
      // The first witness's invocation script: after the witnesses' count and its own length.
      const invocationAt = write.serializeUnsigned(unsigned).length + 2;
      mixed.set(other.subarray(invocationAt, invocationAt + 66), invocationAt);
      assert.notEqual(hex.encode(mixed), hex.encode(bytes()));
      assert.deepEqual(differences(text(), mixed), ['network']);
    });

    it('the set-up\'s steps: another root, another price, another contract than the one shown', async () => {
      const files = setUpFiles('neo-go');
      const scripted = await startScriptedNode({ magic: PRIVATE_MAGIC, committee: wallets.committee, setUp: probeAnswers(files, readout({ prices: [10n * GAS] })) });
      let setUp;
      try {
        setUp = await setUpOn(scripted, wallets, files, wallets.COMMITTEE);
      } finally {
        await scripted.close();
      }
      assert.equal(setUp.outcome.kind, 'done', show(setUp.outcome));
      const shown = setUp.confirmations[0]!;
      const sent = setUp.sent[0]!;
      assert.deepEqual(setUpDifferences(shown, sent, files), []);
      const altered = (from: RegExp, to: string) => ({ ...shown, detail: shown.detail.replace(from, to) });
      assert.deepEqual(setUpDifferences(altered(/domain "neo"/, 'domain "dev"'), sent, files), ['addRoot']);
      assert.deepEqual(setUpDifferences(altered(/price of a name to 0\.01 GAS/, 'price of a name to 0.02 GAS'), sent, files), ['setPrice']);
      assert.deepEqual(setUpDifferences(altered(/its hash will be 0x[0-9a-f]{40}/, `its hash will be 0x${'1'.repeat(40)}`), sent, files), ['deploy', 'addRoot', 'setPrice']);
      assert.deepEqual(setUpDifferences(altered(/^3\. .*\n/m, ''), sent, files), ['calls']);
      const otherFiles = setUpFiles('neo-go', 'OtherService');
      assert.deepEqual(setUpDifferences(shown, sent, otherFiles), ['deploy']);
    });
  });
});
