import assert from 'node:assert/strict';
import { detailsTitle, domainKey, nameFromKey } from '../../../../src/model/names/domainKey';

describe('model/names/domainKey', () => {
  it('turns any name into hex and back', () => {
    const names = ['alice.neo', '../../etc/passwd', 'a/b\\c?d#e%20f', '[x](command:nns.showLog).neo', 'c\u202eoen.neo', 'line\nbreak', 'b\ufffd.neo', '名前.neo', '😀.neo'];
    for (const name of names) {
      const key = domainKey(name);
      assert.match(key, /^[0-9a-f]+$/);
      assert.equal(nameFromKey(key), name);
    }
    assert.equal(domainKey('ab'), '6162');
  });

  it('maps back only keys it could have made', () => {
    for (const key of ['', 'abc', 'zz', '6162 ', 'ABCD', 'ff', 'c328', '61'.repeat(3000)]) assert.equal(nameFromKey(key), undefined, key);
  });

  it('titles details documents with the name as the views show it, one path segment, never hidden characters', () => {
    assert.equal(detailsTitle('alice.neo'), 'alice.neo');
    assert.equal(detailsTitle('Bad Name!'), 'Bad Name!');
    assert.equal(detailsTitle('名前.neo'), '名前.neo');
    assert.equal(detailsTitle('../x.neo'), '..\u2215x.neo');
    assert.equal(detailsTitle('c\u202eoen.neo'), 'c\\u{202e}oen.neo');
    assert.equal(detailsTitle('line\nbreak'), 'line\\u{a}break');
    assert.equal(detailsTitle(''), 'domain');
    assert.equal(detailsTitle('a'.repeat(300)), `${'a'.repeat(80)}…`);
    for (const name of ['a/b/c.neo', 'x\u2028y', '\u200b']) assert.doesNotMatch(detailsTitle(name), /[/\u2028\u200b]/, name);
  });
});

describe('model/names/domainKey: keys that are not ours', () => {
  it('refuses odd lengths, upper-case or non-hex digits, keys over 4,096 characters and bytes that are not UTF-8', () => {
    for (const key of ['a', 'abc', '6G', '6E', 'x61', '61x', '0', 'fe', 'c328']) assert.equal(nameFromKey(key), undefined, key);
    const longest = domainKey('a'.repeat(2048));
    assert.equal(longest.length, 4096);
    assert.equal(nameFromKey(longest), 'a'.repeat(2048));
    assert.equal(nameFromKey(`${longest}61`), undefined);
  });

  it('a name starting with a byte-order mark keeps it', () => {
    assert.equal(nameFromKey(domainKey('\ufeffa.neo')), '\ufeffa.neo');
  });
});
