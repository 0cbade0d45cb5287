import assert from 'node:assert/strict';
import { detailsTitle, domainKey, nameFromKey } from '../../../src/model/domainKey';

describe('model/domainKey', () => {
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

  it('titles details documents with plain names only', () => {
    assert.equal(detailsTitle('alice.neo'), 'alice.neo');
    assert.equal(detailsTitle('sub.alice.neo'), 'sub.alice.neo');
    for (const name of ['../x.neo', 'a/b.neo', 'c\u202eoen.neo', 'Alice.neo', '[x](command:y).neo', '.hidden', '']) {
      assert.match(detailsTitle(name), /^domain-[0-9a-f]{0,16}$/, name);
    }
  });
});
