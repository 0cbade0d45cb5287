import assert from 'node:assert/strict';
import { NnsError, type DomainDetails, type NameAvailability } from '../../../../src/core';
import { detailsDocument } from '../../../../src/model/details/detailsDocumentText';
import { nameHover } from '../../../../src/model/hover/hoverText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { unregisteredText } from '../../../../src/model/details/unregisteredText';

const NODE = { rpcUrl: 'http://127.0.0.1:50012/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };

describe('model/details/unregisteredText', () => {
  it('a hover and the details document word a name nobody holds alike, for every answer of isAvailable', () => {
    const cases: Array<[string, NameAvailability]> = [
      ['nobody.neo', { kind: 'available' }],
      ['ab.neo', { kind: 'unavailable' }],
      ['x.nope', { kind: 'noRoot', exception: 'The root does not exist.' }],
      ['x.neo', { kind: 'invalidName', exception: 'The format of the name is incorrect.' }],
    ];
    for (const [name, availability] of cases) {
      const details: DomainDetails = { name, state: 'error', error: new NnsError('FAULT', 'The contract call failed.', { exception: 'unknown token' }) };
      const { state, explanation } = unregisteredText(name, availability, l10n);
      const document = detailsDocument({ name, details, records: { kind: 'skipped' }, node: NODE, fetchedAt: 0, warningDays: 30, availability }, l10n).text;
      const hover = nameHover({ name, details: { state: 'loaded', value: details }, records: { state: 'loading' }, availability, now: 0, warningDays: 30 }, l10n).markdown;
      const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');
      assert.ok(document.includes(state) && document.includes(explanation), `${availability.kind}: document`);
      assert.ok(plain(hover).includes(` · ${state}`) && plain(hover).includes(explanation), `${availability.kind}: hover ${hover}`);
    }
  });
});
