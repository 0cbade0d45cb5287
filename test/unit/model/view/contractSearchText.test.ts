import assert from 'node:assert/strict';
import { contractOffer, contractOffers, contractSearchNote, setUpOffer } from '../../../../src/model/view/contractSearchText';
import type { TestnetCheck } from '../../../../src/core/contracts/testnetNameServices';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const FOUND = `0x${'ab'.repeat(20)}`;
const MAINNET = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const CONFIGURED = `0x${'12'.repeat(20)}`;

describe('model/view/contractSearchText', () => {
  it('offers the first NNS contract found, its manifest name as one plain line, the others counted in the tooltip', () => {
    const offer = contractOffer({ kind: 'found', contracts: 9, found: [{ id: 4, hash: FOUND, name: 'Name\nService\u202E' }, { id: 7, hash: MAINNET, name: 'Other' }] }, CONFIGURED, l10n);
    assert.equal(offer?.hash, FOUND);
    assert.ok(offer && !/[\n\u202E]/.test(offer.label), offer?.label);
    assert.match(offer?.label ?? '', /^Use Name Service.* 0xabab…abab found on this node$/);
    assert.match(offer?.tooltip ?? '', /contract #4 .* of the 9 contracts deployed on this node.*\(2 NNS contracts on this node: the first deployed is offered\.\)$/);
  });

  it('on MainNet or TestNet offers the known contract unless it is the one configured; nothing otherwise', () => {
    assert.equal(contractOffer({ kind: 'publicNetwork', network: 'TestNet', hash: MAINNET }, CONFIGURED, l10n)?.label, 'Use the NNS contract of TestNet (0x50ac…46de)');
    assert.equal(contractOffer({ kind: 'publicNetwork', network: 'MainNet', hash: MAINNET }, MAINNET, l10n), undefined);
    for (const state of [undefined, { kind: 'searching' } as const, { kind: 'none', contracts: 3, complete: true } as const, { kind: 'failed', reason: 'x' } as const]) {
      assert.equal(contractOffer(state, CONFIGURED, l10n), undefined);
    }
  });

  it('says in the message what the search is doing or found, and nothing when a row says it', () => {
    assert.equal(contractSearchNote({ kind: 'searching' }, l10n), 'Looking for an NNS contract on this node…');
    assert.equal(contractSearchNote({ kind: 'none', contracts: 0, complete: true }, l10n), 'None of the 0 contracts deployed on this node is an NNS contract: deploy one, or select another node.');
    assert.equal(contractSearchNote({ kind: 'none', contracts: 1000, complete: false }, l10n), 'None of the first 1,000 contracts deployed on this node is an NNS contract.');
    assert.equal(contractSearchNote({ kind: 'failed', reason: 'RPC error -600:\nAccess denied' }, l10n), 'Could not look for an NNS contract on this node: RPC error -600: Access denied');
    assert.equal(contractSearchNote({ kind: 'found', contracts: 1, found: [{ id: 1, hash: FOUND, name: 'NameService' }] }, l10n), undefined);
    assert.equal(contractSearchNote(undefined, l10n), undefined);
  });

  it('on a TestNet node offers each known TestNet NNS contract that is there, with its name and roots, but the one configured', () => {
    const NEONS = '0xd4dbd72c8965b8f12c14d37ad57ddd91ee1d98cb';
    const check: TestnetCheck = { kind: 'testnet', contracts: [
      { kind: 'deployed', known: { hash: MAINNET, usedBy: 'neo-node\'s config.testnet.json' }, name: 'NameService', isNameService: true, roots: ['neo'], rootsComplete: true },
      { kind: 'deployed', known: { hash: NEONS, usedBy: 'neow3j' }, name: 'NeoNS\u202E', isNameService: true, roots: ['neo', 'test'], rootsComplete: true },
    ] };
    const offers = contractOffers({ kind: 'testnet', check }, CONFIGURED, l10n);
    assert.deepEqual(offers.map((offer) => [offer.hash, offer.label]), [[MAINNET, 'Use NameService 0x50ac…46de'], [NEONS, 'Use NeoNS\\u{202e} 0xd4db…98cb']]);
    assert.match(offers[1]!.tooltip, /^Sets nns\.contractHash to 0xd4dbd72c8965b8f12c14d37ad57ddd91ee1d98cb: roots: neo, test · used by neow3j\.$/);
    assert.match(contractSearchNote({ kind: 'testnet', check }, l10n, CONFIGURED) ?? '', /2 known TestNet NNS contracts are: choose one by its name and roots/);
    assert.deepEqual(contractOffers({ kind: 'testnet', check }, MAINNET, l10n).map((offer) => offer.hash), [NEONS], 'the configured one is not offered again');
    assert.deepEqual(contractOffers({ kind: 'testnet', check: { kind: 'testnet', contracts: [{ kind: 'missing', known: { hash: NEONS, usedBy: 'x' } }] } }, CONFIGURED, l10n), []);
    assert.deepEqual(contractOffers({ kind: 'none', contracts: 3, complete: true }, CONFIGURED, l10n), []);
  });

  it('offers Set Up NNS on This Chain… only where the search found no NNS contract (a private chain: MainNet and TestNet are not searched)', () => {
    assert.equal(setUpOffer({ kind: 'none', contracts: 3, complete: true }, l10n)?.label, 'Set Up NNS on This Chain…');
    assert.match(setUpOffer({ kind: 'none', contracts: 1000, complete: false }, l10n)?.tooltip ?? '', /signed by the chain's committee.*you confirm every step first\.$/);
    for (const state of [undefined, { kind: 'searching' } as const, { kind: 'failed', reason: 'x' } as const, { kind: 'publicNetwork', network: 'TestNet', hash: MAINNET } as const,
      { kind: 'found', contracts: 1, found: [{ id: 1, hash: FOUND, name: 'NameService' }] } as const]) {
      assert.equal(setUpOffer(state, l10n), undefined, state?.kind);
    }
  });
});
