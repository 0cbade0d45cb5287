import assert from 'node:assert/strict';
import { filterRowDescription, filterRowTooltip, ownerRowDescription, ownerRowTooltip, type OwnerRowInput } from '../../../../src/model/view/headerRowTexts';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const owner: OwnerRowInput = { role: 'browsed', address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', state: 'loaded', loaded: 35, shown: 35, complete: true };

describe('model/view/headerRowTexts', () => {
  it('an owner row: its count as short as a group\'s, the words in its tooltip', () => {
    assert.equal(ownerRowDescription(owner, l10n), '35');
    assert.equal(ownerRowDescription({ ...owner, shown: 3, filter: 'a' }, l10n), '3 of 35');
    assert.equal(ownerRowDescription({ ...owner, complete: false }, l10n), '35+');
    assert.equal(ownerRowDescription({ ...owner, state: 'loading', loaded: 12 }, l10n), '12…');
    assert.equal(ownerRowDescription({ ...owner, role: 'invalid' }, l10n), 'invalid setting');
    assert.match(ownerRowTooltip(owner, l10n), /^35 domains$/m);
    assert.match(ownerRowTooltip({ ...owner, shown: 3, filter: 'a' }, l10n), /^3 of 35 domains shown \(filter\)$/m);
    assert.match(ownerRowTooltip({ ...owner, complete: false }, l10n), /^35 domains, all the node handed out$/m);
  });

  it('an owner row of a partial list says of how many, where the contract\'s count came with it', () => {
    const partial = { ...owner, complete: false, total: 120 };
    assert.equal(ownerRowDescription(partial, l10n), '35 of 120');
    assert.match(ownerRowTooltip(partial, l10n), /^35 of 120 domains, all the node handed out$/m);
    assert.equal(ownerRowDescription({ ...partial, shown: 3, filter: 'a' }, l10n), '3 of 35+');
    assert.match(ownerRowTooltip({ ...partial, shown: 3, filter: 'a' }, l10n), /^3 of 35 domains shown \(filter\), all the node handed out \(the contract counts 120\)$/m);
  });

  it('an owner row\'s tooltip: the address and script hash, whose owner it is, then its state in words', () => {
    const hash = '0x1c38d7b1d3ef6f17f7b9a4b0ab6e1d6c2d3f4a5b';
    assert.equal(ownerRowTooltip({ ...owner, role: 'configured', scriptHash: hash }, l10n),
      `Owner ${owner.address}\nScript hash ${hash}\nThe configured owner (setting nns.owner).\n35 domains`);
    assert.equal(ownerRowTooltip(owner, l10n), `Owner ${owner.address}\n`
      + 'Looked up: kept for this workspace, not written to the settings. Its buttons set it as the configured owner or close it.\n35 domains');
    // An invalid setting has no address; its failure is the last line, in place of any count.
    assert.equal(ownerRowTooltip({ role: 'invalid', state: 'failed', loaded: 0, shown: 0, complete: true, failure: 'Invalid setting nns.owner: …' }, l10n),
      'The setting nns.owner holds no valid owner.\nInvalid setting nns.owner: …');
    assert.equal(ownerRowTooltip({ ...owner, state: 'loaded', failure: 'Node unreachable' }, l10n).split('\n').at(-1), 'Node unreachable');
    assert.equal(ownerRowTooltip({ ...owner, state: 'idle', loaded: 0, shown: 0 }, l10n).split('\n').at(-1), 'Expand to list its domains.');
    assert.doesNotMatch(ownerRowTooltip({ ...owner, state: 'loading', loaded: 12 }, l10n), /domains$|Expand/, 'no count while it loads');
  });

  it('an owner row: a filter of spaces is no filter; a count with a filter is of the names shown', () => {
    assert.equal(ownerRowDescription({ ...owner, shown: 3, filter: '   ' }, l10n), '35');
    assert.match(ownerRowTooltip({ ...owner, shown: 3, filter: '  ' }, l10n), /^35 domains$/m);
    assert.equal(ownerRowDescription({ ...owner, state: 'loading', loaded: 12, shown: 2, filter: 'a' }, l10n), '12…', 'no "of" while it loads');
    assert.match(ownerRowTooltip({ ...owner, complete: false, shown: 3, filter: 'a' }, l10n), /^3 of 35 domains shown \(filter\), all the node handed out$/m);
  });

  it('the filter row says what the filter is matched against', () => {
    assert.equal(filterRowDescription({ filter: 'e', shown: 3, loaded: 10 }, l10n), '3 of 10 shown');
    assert.match(filterRowTooltip({ filter: 'e', shown: 3, loaded: 10 }, l10n), /part before the top-level domain contains "e"/);
    assert.match(filterRowTooltip({ filter: '.n3', shown: 3, loaded: 10 }, l10n), /^Only names that contain "\.n3" are shown\./);
    assert.match(filterRowTooltip({ filter: 'e', shown: 3, loaded: 10 }, l10n), /\nClick to change the filter; its × clears it\.$/);
    assert.equal(filterRowDescription({ filter: 'e', shown: 1_234, loaded: 10_000 }, l10n), '1,234 of 10,000 shown');
  });
});
