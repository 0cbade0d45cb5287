import assert from 'node:assert/strict';
import { commandLink, fillMarkdown, markdownCode, SLOTS } from '../../../../src/model/hover/markdownText';

describe('model/hover/markdownText: code spans, command links and sentences in a hover', () => {
  it('a code span is padded where CommonMark would eat a space or a backtick would close it, and only there', () => {
    assert.equal(markdownCode('alice.neo'), '`alice.neo`');
    assert.equal(markdownCode(''), '`  `');
    assert.equal(markdownCode('`tick'), '`` `tick ``');
    assert.equal(markdownCode('tick`'), '`` tick` ``');
    assert.equal(markdownCode('a`b'), '``a`b``', 'a backtick inside needs a longer fence, no padding');
    assert.equal(markdownCode(' lead'), '`  lead `');
    assert.equal(markdownCode('trail '), '` trail  `');
    assert.equal(markdownCode('a b'), '`a b`');
  });

  it('a command link carries only values the extension made, of at most 255 characters', () => {
    const name = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.neo`;
    assert.equal(name.length, 247);
    assert.match(commandLink('Show', 'nns.showDomainDetails', [name]), /^\[Show\]\(command:nns\.showDomainDetails\?/);
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.neo`;
    assert.equal(long.length, 256);
    assert.throws(() => commandLink('Show', 'nns.showDomainDetails', [long]), /not a value a command link may carry: "aaaa/);
    assert.throws(() => commandLink('Show', 'nns.x', ['evil"](https://x)']), { name: 'RangeError', message: 'not a value a command link may carry: "evil\\"](https://x)"' });
  });

  it('a link without arguments has no query; its tooltip loses quotes and backslashes', () => {
    assert.equal(commandLink('Show Log', 'nns.showLog', []), '[Show Log](command:nns.showLog "Show Log")');
    assert.equal(commandLink('Go', 'nns.x', [], 'say "hi" \\o/'), '[Go](command:nns.x "say hi o/")');
  });

  it('a sentence\'s own words are escaped and kept on one line; only its slots hold Markdown', () => {
    assert.equal(fillMarkdown(`Owner ${SLOTS[0]}\r\n(see ${SLOTS[1]})`, '`a`', '**b**'), 'Owner `a` \\(see **b**\\)');
    assert.equal(fillMarkdown(`x${SLOTS[0]}`), 'x', 'a slot without a part is empty');
    assert.equal(fillMarkdown(`${SLOTS[0]}${SLOTS[0]}`, 'p'), 'pp');
  });
});
