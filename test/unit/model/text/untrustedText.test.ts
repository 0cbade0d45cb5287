import assert from 'node:assert/strict';
import { escapedLine, escapeIcons, escapeInvisible, forNotification, neutralizeLinks, redactUrl, singleLine } from '../../../../src/model/text/untrustedText';
import { englishLocalizer, formatTemplate } from '../../../../src/model/text/localizer';

describe('model/text/untrustedText', () => {
  it('shows control, bidi and zero-width characters as escapes', () => {
    assert.equal(escapeInvisible('a\u202eb'), 'a\\u{202e}b');
    assert.equal(escapeInvisible('x\u0000y\u200bz\n'), 'x\\u{0}y\\u{200b}z\\u{a}');
    assert.equal(escapeInvisible('plain-name.neo'), 'plain-name.neo');
    assert.equal(escapeInvisible('名前.neo'), '名前.neo');
  });

  it('makes one short line', () => {
    assert.equal(singleLine('a\n\n b\t c'), 'a b c');
    assert.equal(singleLine('x'.repeat(10), 4), 'xxxx…');
  });

  it('turns markdown command links into inert text', () => {
    const hostile = '[click](command:workbench.action.terminal.new) and [x] (y)';
    assert.equal(neutralizeLinks(hostile), '[click] (command:workbench.action.terminal.new) and [x] (y)');
    assert.ok(!/\]\(/.test(forNotification('[a](command:foo)\n[b](https://x)')));
  });

  it('escapes QuickPick icon syntax', () => {
    assert.equal(escapeIcons('$(alert) name'), '\\$(alert) name');
  });

  it('removes credentials from URLs and leaves others as typed', () => {
    assert.equal(redactUrl('https://user:secret@node.example:443/rpc'), 'https://node.example:443/rpc');
    assert.equal(redactUrl('https://mainnet1.neo.coz.io:443'), 'https://mainnet1.neo.coz.io:443');
    assert.equal(redactUrl('not a url'), 'not a url');
  });

  it('formats templates like vscode.l10n.t', () => {
    assert.equal(formatTemplate('{0} of {1}, {0}; {2}', ['a', 2]), 'a of 2, a; {2}');
    assert.equal(englishLocalizer.t('{0} domains', englishLocalizer.count(100000)), '100,000 domains');
  });
});

describe('model/text/untrustedText: edges of what a user is shown', () => {
  it('one line: breaks and tabs become one space, runs of spaces too; at most max characters', () => {
    assert.equal(singleLine('a\r\n\tb   c'), 'a b c');
    assert.equal(singleLine('a \n b'), 'a b');
    assert.equal(singleLine('abc', 3), 'abc', 'exactly max stays whole');
    assert.equal(singleLine('abcd', 3), 'abc…');
  });

  it('a link split by spaces or a line break is made inert too', () => {
    assert.equal(neutralizeLinks('[x]  (command:y)'), '[x] (command:y)');
    assert.equal(forNotification('[click]\n(command:workbench.action.openSettings)'), '[click] (command:workbench.action.openSettings)');
    assert.equal(forNotification('abcd', 3), 'abc…');
  });

  it('a URL keeps its place when it has a user name or a password alone', () => {
    assert.equal(redactUrl('https://user@host:1/path'), 'https://host:1/path');
    assert.equal(redactUrl('https://:secret@host:1/'), 'https://host:1/');
    assert.equal(redactUrl('https://host:1/a@b'), 'https://host:1/a@b', 'an @ in the path is no credential');
  });

  it('a line kept exact shows every character, cut at max', () => {
    assert.equal(escapedLine('a\nb'), 'a\\u{a}b');
    assert.equal(escapedLine('abc', 3), 'abc');
    assert.equal(escapedLine('abcd', 3), 'abc…');
  });
});

describe('model/text/localizer: placeholders', () => {
  it('fills placeholders of two digits', () => {
    const args = Array.from({ length: 11 }, (_, i) => `v${i}`);
    assert.equal(formatTemplate('{10} and {1}', args), 'v10 and v1');
    assert.equal(formatTemplate('{11}', args), '{11}', 'a placeholder without an argument stays');
  });
});
