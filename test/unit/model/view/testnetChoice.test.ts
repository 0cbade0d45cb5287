import assert from 'node:assert/strict';
import { TESTNET_NAME_SERVICES, type TestnetCheck } from '../../../../src/core/contracts/testnetNameServices';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { testnetChoice } from '../../../../src/model/view/testnetChoice';

const [NEO_NODE, NEONS] = TESTNET_NAME_SERVICES as [typeof TESTNET_NAME_SERVICES[number], typeof TESTNET_NAME_SERVICES[number]];

describe('model/view/testnetChoice', () => {
  it('offers each known TestNet NNS contract that exists, by its name and roots, but the one configured', () => {
    const check: TestnetCheck = { kind: 'testnet', contracts: [
      { kind: 'deployed', known: NEO_NODE, name: 'NameService', isNameService: true, roots: ['neo'], rootsComplete: true },
      { kind: 'deployed', known: NEONS, name: 'NeoNS\u202e', isNameService: true, roots: ['neo', 'test'], rootsComplete: true },
    ] };
    assert.deepEqual(testnetChoice(check, '0x0000000000000000000000000000000000000000', l10n), {
      message: 'The configured NNS contract is not on this TestNet node; 2 known TestNet NNS contracts are: choose one by its name and roots.',
      offers: [
        { hash: NEO_NODE.hash, label: 'NameService 0x50ac…46de', description: 'roots: neo · used by neo-node\'s config.testnet.json' },
        { hash: NEONS.hash, label: 'NeoNS\\u{202e} 0xd4db…98cb', description: 'roots: neo, test · used by neow3j, NeoLine and dApps on TestNet ("NeoNS")' },
      ],
    });
    const one = testnetChoice(check, NEO_NODE.hash, l10n);
    assert.deepEqual(one.offers.map((o) => o.hash), [NEONS.hash]);
  });

  it('says why nothing is offered: none deployed, not NNS contracts, not TestNet', () => {
    assert.deepEqual(testnetChoice({ kind: 'testnet', contracts: [{ kind: 'missing', known: NEO_NODE }, { kind: 'missing', known: NEONS }] }, 'x', l10n).message,
      'None of the known TestNet NNS contracts is on this node: is it a TestNet node that is still syncing?');
    assert.deepEqual(testnetChoice({ kind: 'testnet', contracts: [{ kind: 'deployed', known: NEONS, name: 'Other', isNameService: false }] }, 'x', l10n).message,
      'None of the known TestNet NNS hashes is an NNS contract on this node.');
    assert.deepEqual(testnetChoice({ kind: 'notTestnet', magic: 860833102, network: 'MainNet' }, 'x', l10n).offers, []);
    const failed = testnetChoice({ kind: 'testnet', contracts: [{ kind: 'deployed', known: NEONS, name: 'NeoNS', isNameService: true, rootsFailure: 'FAULT' }] }, 'x', l10n);
    assert.equal(failed.offers[0]?.description, 'roots not read: FAULT · used by neow3j, NeoLine and dApps on TestNet ("NeoNS")');
  });
});
