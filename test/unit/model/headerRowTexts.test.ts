import assert from 'node:assert/strict';
import { filterRowDescription, filterRowTooltip, ownerRowDescription, ownerRowTooltip, type OwnerRowInput } from '../../../src/model/headerRowTexts';
import { englishLocalizer as l10n } from '../../../src/model/localizer';

const owner: OwnerRowInput = { role: 'browsed', address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', state: 'loaded', loaded: 35, shown: 35, complete: true };

describe('model/headerRowTexts', () => {
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

  it('the filter row says what the filter is matched against', () => {
    assert.equal(filterRowDescription({ filter: 'e', shown: 3, loaded: 10 }, l10n), '3 of 10 shown');
    assert.match(filterRowTooltip({ filter: 'e', shown: 3, loaded: 10 }, l10n), /part before the top-level domain contains "e"/);
    assert.match(filterRowTooltip({ filter: '.n3', shown: 3, loaded: 10 }, l10n), /^Only names that contain "\.n3" are shown\./);
  });
});
