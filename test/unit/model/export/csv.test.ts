import assert from 'node:assert/strict';
import { csvComment, csvField, csvRecord } from '../../../../src/model/export/csv';
import { parseCsv, unneutralised } from '../../support/csvParse';
import { HOSTILE_NAMES } from '../../support/hostileNames';

describe('model/export/csv', () => {
  it('leaves ordinary fields as they are', () => {
    assert.equal(csvField('alice.neo'), 'alice.neo');
    assert.equal(csvField('2026-01-01T00:00:00.000Z'), '2026-01-01T00:00:00.000Z');
    assert.equal(csvField('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r'), 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    assert.equal(csvField(''), '');
    assert.equal(csvField('a=b'), 'a=b', 'only a leading = is a formula');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, doubling quotes', () => {
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('a\nb'), '"a\nb"');
    assert.equal(csvField('a\rb'), '"a\rb"');
    assert.equal(csvField('nul\u0000'), '"nul\u0000"');
    assert.equal(csvField('a\u2028b'), '"a\u2028b"');
    assert.equal(csvField(' padded '), '" padded "');
  });

  it('neutralises what a spreadsheet would run as a formula, with a leading apostrophe', () => {
    assert.equal(csvField('=1+1'), "'=1+1");
    assert.equal(csvField('+1'), "'+1");
    assert.equal(csvField('-1'), "'-1");
    assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvField('\t=1'), '"\'\t=1"');
    assert.equal(csvField('\r=1'), '"\'\r=1"');
    assert.equal(csvField('\uff1d1'), "'\uff1d1", 'the full-width equals sign too');
    assert.equal(csvField('=HYPERLINK("x","y")'), '"\'=HYPERLINK(""x"",""y"")"');
    // An apostrophe of its own gets one more, so that removing one always gives the original back.
    assert.equal(csvField("'a"), "''a");
  });

  it('round-trips every hostile name through a strict RFC 4180 reader', () => {
    const text = HOSTILE_NAMES.map((name) => csvRecord([name, 'x'])).join('');
    const records = parseCsv(text);
    assert.equal(records.length, HOSTILE_NAMES.length);
    records.forEach((record, i) => {
      assert.equal(record.length, 2, JSON.stringify(HOSTILE_NAMES[i]));
      const field = record[0] ?? '';
      assert.equal(unneutralised(field), HOSTILE_NAMES[i]);
      assert.doesNotMatch(field, /^[=+\-@\t\r\n\uff1d]/u, 'no field starts as a formula');
    });
  });

  it('ends records with CRLF', () => {
    assert.equal(csvRecord(['a', 'b']), 'a,b\r\n');
  });

  it('writes comment lines without quotes or line breaks, so that readers that ignore comments stay in step', () => {
    assert.equal(csvComment('node: http://x'), '# node: http://x\r\n');
    const comment = csvComment('reason: "boom"\r\nsecond line\u2028third');
    assert.equal(comment, "# reason: 'boom' second line third\r\n");
    assert.deepEqual(parseCsv(`${comment}a,b\r\n`), [['a', 'b']]);
  });
});

describe('model/export/csv: spaces', () => {
  it('quotes a field with a space at either end, not one with a space inside', () => {
    assert.equal(csvField(' a'), '" a"');
    assert.equal(csvField('a '), '"a "');
    assert.equal(csvField('a b'), 'a b');
  });
});
