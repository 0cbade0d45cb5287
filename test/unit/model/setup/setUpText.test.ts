import assert from 'node:assert/strict';
import type { SetUpPlan } from '../../../../src/core/write';
import {
  alreadySetUpText, contractUsedText, priceReadoutText, publicNetworkText, setUpProbingText, readoutText, setUpConfirmationText, setUpDoneText, setUpFailedText, setUpPromptText, setUpSubject, stepText,
  type SetUpConfirmationInput,
} from '../../../../src/model/setup/setUpText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';

const HASH = '0x1b4e2e7f7a9c3e0b6d1f2a3c4b5d6e7f8091a2b3';
const TX = `0x${'ab'.repeat(32)}`;
const COMMITTEE: SigningAccount = {
  address: 'NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq', scriptHash: '0x0000000000000000000000000000000000000002', label: '', wallet: 'wallet1', file: 'wallet1_solo.json',
  kind: 'multisig', threshold: 1, publicKeys: ['02'.padEnd(66, '1')], verificationScript: '', keyHolders: [], needsPassword: true, isDefault: false, committee: true,
};

function input(over: { plan?: Partial<SetUpPlan>; calls?: string[]; prepared?: Partial<SetUpConfirmationInput['prepared']> } = {}): SetUpConfirmationInput {
  const plan: SetUpConfirmationInput['plan'] = {
    contractHash: HASH, deploys: true,
    steps: [{ kind: 'deploy', contractHash: HASH }, { kind: 'addRoot', root: 'neo' }, { kind: 'setPrice', price: 1_000_000n, before: { kind: 'single', price: 1_000_000_000n } }],
    before: { roots: [], rootsComplete: true, totalSupply: 0n, price: { kind: 'single', price: 1_000_000_000n } },
    ...over.plan,
  };
  const contractCalls = (over.calls ?? ['deploy', 'addRoot', 'setPrice']).map((method) => ({ contractHash: HASH, method, args: [] }));
  return {
    plan,
    prepared: {
      node: { rpcUrl: 'http://user:secret@127.0.0.1:20332/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' }, contractCalls, hash: TX,
      network: { magic: 56753, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 1000 },
      feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
      systemFee: 1_012_345_678n, networkFee: 2_345_670n, gasSent: 0n, balanceBefore: 5_000_000_000_000_000n, balanceAfter: 5_000_000_000_000_000n - 1_014_691_348n,
      blockCount: 12, validUntilBlock: 5771,
      ...over.prepared,
    },
    signer: COMMITTEE, contractName: 'NameService', files: { nef: 'nns/nns.nef', manifest: 'nns/nns.manifest.json' },
  };
}

describe('model/setup/setUpText', () => {
  it('the confirmation: the network by its magic, the contract and its files, every step with the hash computed before sending, the one transaction, its fees, the committee', () => {
    const text = setUpConfirmationText(input(), l10n);
    assert.equal(text.message, `Set up NNS on a private chain (magic 56753): deploy the contract ${HASH}?`);
    assert.equal(text.button, 'Sign and Send');
    assert.deepEqual(text.detail.split('\n'), [
      'Network: a private chain (magic 56753) · node http://127.0.0.1:20332/',
      'Contract: NameService from nns/nns.nef and nns/nns.manifest.json',
      `1. Deploy the contract: its hash will be ${HASH}`,
      '2. Add the top-level domain "neo"',
      '3. Set the price of a name to 0.01 GAS (now: 10 GAS)',
      'After its own _deploy the contract holds no top-level domain and 0 names.',
      `One transaction (deploy + addRoot + setPrice): ${TX}`,
      'Signer, pays the fees: the committee NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq (1 of 1 keys)',
      'System fee: 10.12345678 GAS',
      'Network fee: 0.0234567 GAS',
      'Total: 10.14691348 GAS',
      'Balance of NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq: 50,000,000 GAS now, 49,999,989.85308652 GAS after',
      'The transaction is valid for about 2 hours, until block 5,771 (the chain is at block 11)',
    ]);
  });

  it('completing a contract deployed earlier: its steps, what it holds, no deploy; a system fee far above a completion\'s is named first as unusual', () => {
    const text = setUpConfirmationText(input({
      calls: ['addRoot'],
      plan: {
        deploys: false,
        steps: [{ kind: 'useExisting', contractHash: HASH }, { kind: 'addRoot', root: 'test' }, { kind: 'pricePresent', price: 1_000_000n }],
        before: { roots: ['neo'], rootsComplete: true, totalSupply: 1n, price: { kind: 'single', price: 1_000_000n } },
      },
    }), l10n);
    // Ten GAS to add a root: far above what the calls cost.
    assert.equal(text.message, `Unusual fees. Complete NNS on a private chain (magic 56753): the contract ${HASH}?`);
    assert.equal(text.detail.split('\n')[0], 'Unusual: the system fee 10.12345678 GAS is far above what this operation costs (1 GAS at most).');
    assert.deepEqual(text.detail.split('\n').slice(3, 8), [
      `1. Use the contract ${HASH}, deployed already from these files by this account (not deployed again)`,
      '2. Add the top-level domain "test"',
      '3. The price of a name is 0.01 GAS already',
      'The contract holds the top-level domains .neo and 1 name.',
      `One transaction (addRoot): ${TX}`,
    ]);
  });

  it('says the steps, prices and readouts of either contract family; chain text as single visible lines', () => {
    assert.equal(stepText({ kind: 'rootPresent', root: 'neo\u202e' }, l10n), 'The top-level domain .neo\\u{202e} is there already');
    assert.equal(priceReadoutText({ kind: 'byLength', byLength: [-1n, -1n, 20_000_000_000n, 7_000_000_000n, 200_000_000n] }, l10n),
      'by length of the name, 1: closed, 2: closed, 3: 200 GAS, 4: 70 GAS, 5: 2 GAS');
    assert.equal(priceReadoutText({ kind: 'unknown' }, l10n), 'not read');
    assert.equal(readoutText({ roots: ['neo', 'test'], rootsComplete: false, totalSupply: 2n, price: { kind: 'unknown' } }, l10n), 'the top-level domains .neo, .test, … and 2 names');
  });

  it('the outcome offers the contract; the setting is named, written only on the button', () => {
    const plan = input().plan;
    assert.deepEqual(setUpDoneText(plan, `the node reports the transaction ${TX} in block 12`, l10n), {
      message: `NNS is set up on this chain: the contract ${HASH} (the top-level domain .neo, 0.01 GAS a name); the node reports the transaction ${TX} in block 12. Use it in this workspace (nns.contractHash)?`,
      use: 'Use This Contract',
    });
    const found = { contractHash: HASH, steps: [{ kind: 'useExisting', contractHash: HASH }, { kind: 'rootPresent', root: 'neo' }] } as const;
    assert.equal(setUpDoneText(found, undefined, l10n).message,
      `NNS is set up on this chain already: the contract ${HASH} (the top-level domain .neo), deployed earlier from these files by this account; nothing was sent. Use it in this workspace (nns.contractHash)?`);
    assert.equal(contractUsedText(HASH, l10n), `nns.contractHash is now ${HASH} (workspace settings).`);
  });

  it('the refusals of its own: a public network, a stop with its fix; its subject, whose FAULTs the write module words whole', () => {
    assert.equal(publicNetworkText('TestNet', l10n), 'This node is on TestNet, whose NNS contract exists already: Set Up NNS is for a private chain (neo-express, a neo-go private net).');
    assert.equal(setUpFailedText('Nothing was signed.', 'Fix it.', l10n), 'Set up NNS: Nothing was signed. Fix it.');
    assert.equal(setUpFailedText('Cancelled.', '', l10n), 'Set up NNS: Cancelled.');
    assert.deepEqual(setUpSubject(['deploy', 'addRoot', 'setPrice']), { method: 'deploy + addRoot + setPrice', committee: true, faultSaidWhole: true });
    const { committeeElsewhereDescription, committeeElsewhereDetail, ...prompts } = setUpPromptText(l10n);
    assert.deepEqual(prompts, {
      accountTitle: 'Set Up NNS: the committee\'s account', accountPlaceholder: 'The account that deploys the contract and adds its root: the chain\'s committee',
      committeeDescription: 'the chain\'s committee', notCommitteeDescription: 'not the committee: will be refused',
      rootTitle: 'Set Up NNS: the first top-level domain', priceTitle: 'Set Up NNS: the price of a name',
    });
    assert.equal(committeeElsewhereDescription('signs elsewhere'), 'the chain\'s committee · signs elsewhere');
    assert.equal(committeeElsewhereDetail(1, 3), 'The workspace holds 1 of the 3 keys it needs: the set-up is saved for signing elsewhere (neo-go wallet sign, neo-cli sign)');
  });

  it('the GAS the calls send is its own line and counted in the total; a contract without a name says so', () => {
    const text = setUpConfirmationText({ ...input({ prepared: { gasSent: 300_000_000n } }), contractName: '' }, l10n);
    const lines = text.detail.split('\n');
    assert.equal(lines[1], 'Contract: (no name) from nns/nns.nef and nns/nns.manifest.json');
    assert.deepEqual(lines.slice(10, 13), ['GAS sent by the calls: 3 GAS', 'Total: 13.14691348 GAS', 'Balance of NVTiAjNgagDkTr5HTzDmQP9kPwPHN5BgVq: 50,000,000 GAS now, 49,999,989.85308652 GAS after']);
  });

  it('the confirmation closes with how the committee\'s key is read: the password of its NEP-6 wallet asked', () => {
    const holder = { file: 'wallet1_solo.json', format: 'nep6' as const, account: COMMITTEE.address, wallet: 'wallet1', label: '' };
    const text = setUpConfirmationText({ ...input(), signer: { ...COMMITTEE, keyHolders: [holder] } }, l10n);
    assert.equal(text.detail.split('\n').at(-1), 'Sign and Send asks the password of wallet1_solo.json (unless kept unlocked), then signs.');
  });

  it('judges a deploy\'s system fee by the size of its NEF and manifest: their storage and the execution, not the other arguments', () => {
    // 15,000 + 5,000 bytes stored: 20 GAS, and 5 GAS of execution, at most 25 GAS; the data argument is not stored.
    const deploy = { contractHash: HASH, method: 'deploy', args: [
      { type: 'ByteArray', value: new Uint8Array(15_000) }, { type: 'ByteArray', value: new Uint8Array(5_000) }, { type: 'String', value: 'x'.repeat(10_000) },
    ] } as const;
    const withFee = (systemFee: bigint) => {
      const base = input({ prepared: { systemFee } });
      return setUpConfirmationText({ ...base, prepared: { ...base.prepared, contractCalls: [deploy] } }, l10n);
    };
    assert.equal(withFee(2_400_000_000n).detail.split('\n')[0], 'Network: a private chain (magic 56753) · node http://127.0.0.1:20332/', 'within the bound: nothing unusual');
    assert.equal(withFee(2_600_000_000n).detail.split('\n')[0], 'Unusual: the system fee 26 GAS is far above what this operation costs (25 GAS at most).');
  });

  it('a price of 0 for a length is free, not closed', () => {
    assert.equal(priceReadoutText({ kind: 'byLength', byLength: [-1n, 0n] }, l10n), 'by length of the name, 1: closed, 2: 0 GAS');
  });

  it('the outcome names the root and the price that are there, each only when the plan has it', () => {
    const found = (steps: SetUpPlan['steps']) => setUpDoneText({ contractHash: HASH, steps }, undefined, l10n).message;
    const head = `NNS is set up on this chain already: the contract ${HASH}`;
    const tail = ', deployed earlier from these files by this account; nothing was sent. Use it in this workspace (nns.contractHash)?';
    assert.equal(found([{ kind: 'useExisting', contractHash: HASH }, { kind: 'rootPresent', root: 'neo' }, { kind: 'pricePresent', price: 1_000_000n }]),
      `${head} (the top-level domain .neo, 0.01 GAS a name)${tail}`);
    assert.equal(found([{ kind: 'useExisting', contractHash: HASH }, { kind: 'pricePresent', price: 1_000_000n }]), `${head} (0.01 GAS a name)${tail}`);
    assert.equal(found([{ kind: 'useExisting', contractHash: HASH }]), `${head}${tail}`);
  });

  it('the probe\'s progress, and the question before a second NNS contract', () => {
    assert.equal(setUpProbingText(l10n), 'Testing the deploy on the node (nothing is signed yet)…');
    assert.deepEqual(alreadySetUpText(HASH, l10n), {
      message: `This chain holds an NNS contract already: ${HASH}, the one in the settings. Add Root… and Set Price… change it; deploy another NNS contract anyway?`,
      button: 'Deploy Another',
    });
  });
});
