// excerptOfValue (src/core/errors/nnsError.ts): the excerpt of a node's answer an INVALID_RESPONSE error shows a
// user. The JSON-RPC transport's own error tests are in nnsError.test.ts.
import assert from 'node:assert/strict';
import { excerptOfValue } from '../../../../src/core/errors/nnsError';

describe('core errors: the excerpt of a node\'s answer, written as JSON', () => {
  it('every kind of JSON value is written as JSON writes it, separated by commas', () => {
    assert.equal(excerptOfValue([null, 0, -2.5, true, false, 'a b', {}, [], { k: null }]), '[null,0,-2.5,true,false,"a b",{},[],{"k":null}]');
    assert.equal(excerptOfValue({ type: 'Array', value: [{ type: 'Integer', value: '7' }, { type: 'Any' }] }),
      '{"type":"Array","value":[{"type":"Integer","value":"7"},{"type":"Any"}]}');
    assert.equal(excerptOfValue(null), 'null');
    assert.equal(excerptOfValue(42), '42');
    assert.equal(excerptOfValue('FAULT'), '"FAULT"');
  });

  it('a key or a text that needs escaping is escaped as JSON, on one line', () => {
    assert.equal(excerptOfValue({ 'a"b': 'line\nbreak\ttab' }), '{"a\\"b":"line\\nbreak\\ttab"}');
  });

  it('objects nested deeper than 16 are shown as {…} (100,000 deep: no stack overflow)', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    assert.equal(excerptOfValue(deep), `${'{"a":'.repeat(16)}{…}${'}'.repeat(16)}`);
    let mixed: unknown = [];
    for (let i = 0; i < 100_000; i++) mixed = i % 2 === 0 ? { v: mixed } : [mixed];
    assert.equal(excerptOfValue(mixed), `${'[{"v":'.repeat(8)}[…]${'}]'.repeat(8)}`);
  });

  it('a long text, a long key or many entries are cut at 120 characters with an ellipsis', () => {
    assert.equal(excerptOfValue('x'.repeat(500)), `"${'x'.repeat(119)}…`);
    assert.equal(excerptOfValue({ ['k'.repeat(500)]: 1 }), `{"${'k'.repeat(118)}…`);
    const entries = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, i]));
    const excerpt = excerptOfValue(entries);
    assert.equal(excerpt.length, 121);
    assert.ok(excerpt.startsWith('{"key0":0,"key1":1,"key2":2,'));
    assert.ok(excerpt.endsWith('…'));
  });
});

describe('core errors: an excerpt of a value padded with white space', () => {
  it('a text padded with spaces fills the excerpt with what follows them, and ends with its ellipsis', () => {
    const page = `<html>${' '.repeat(200)}<body>Bad gateway</body>${'\u00a0'.repeat(30)}${'x'.repeat(300)}`;
    assert.equal(excerptOfValue({ page }), `${'{"page":"<html> <body>Bad gateway</body> '.padEnd(120, 'x')}…`);
    assert.equal(excerptOfValue(page), `${'"<html> <body>Bad gateway</body> '.padEnd(120, 'x')}…`);
  });

  it('many texts padded with spaces are shown up to 120 characters, never as a short whole list', () => {
    const padded = Array.from({ length: 50 }, (_, i) => `${i}${' '.repeat(100)}`);
    const excerpt = excerptOfValue(padded);
    assert.equal(excerpt.length, 121);
    assert.ok(excerpt.startsWith('["0 ","1 ","2 ","3 ",'));
    assert.ok(excerpt.endsWith('…'));
    assert.equal(excerptOfValue({ [`key${' '.repeat(300)}end`]: 'v' }), '{"key end":"v"}');
  });

  it('a short text keeps its spaces as single spaces, and its escapes', () => {
    assert.equal(excerptOfValue(['a  b', ' lead', 'tail ', 'new\nline']), '["a b"," lead","tail ","new\\nline"]');
  });
});
