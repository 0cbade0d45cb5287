import assert from 'node:assert/strict';
import { exportedStates, exportedText, exportFileName, nothingToExportText } from '../../../../src/model/namesFile/exportText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

describe('model/namesFile/exportText', () => {
  it('offers the owner\'s address as the file\'s name, "names" otherwise', () => {
    assert.equal(exportFileName('NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq'), 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq.nns.json');
    assert.equal(exportFileName(undefined), 'names.nns.json');
    assert.equal(exportFileName('../x'), 'names.nns.json');
  });

  it('exports the names held now, and counts those left out', () => {
    const { held, left } = exportedStates([
      { name: 'a.neo', state: 'held' }, { name: 'b.neo', state: 'expired' }, { name: 'c.neo', state: 'free' }, { name: 'd.neo', state: 'unknown' },
    ]);
    assert.deepEqual(held.map((state) => state.name), ['a.neo']);
    assert.deepEqual(left, ['b.neo', 'c.neo', 'd.neo']);
  });

  it('says what it wrote and what it left out', () => {
    assert.equal(exportedText(1, 'a.nns.json', 0, false, l10n), 'Wrote 1 name to a.nns.json.');
    assert.equal(exportedText(2, 'a.nns.json', 1, false, l10n), 'Wrote 2 names to a.nns.json. 1 name nobody holds now was left out.');
    assert.equal(exportedText(2, 'a.nns.json', 3, true, l10n),
      'Wrote 2 names to a.nns.json. 3 names nobody holds now were left out. The node did not give the owner\'s whole list: the file holds the names it gave.');
    assert.equal(nothingToExportText('NXV7', l10n), 'NXV7: no name held now, nothing to export.');
  });
});
