import assert from 'node:assert/strict';
import { escapedLine, escapeIcons, escapeInvisible, exactValue, forNotification, neutralizeLinks, redactUrl, singleLine } from '../../../../src/model/text/untrustedText';
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

describe('model/text/untrustedText: the characters escaped', () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  /** Invisible or look-alike code points outside the categories Cf, Cc, Zl and Zp, and blocks named whole. */
  const LISTED = [
    0x00ad, 0x034f, 0x115f, 0x1160, 0x180e, 0x3164, 0xffa0, 0x061c, 0xfeff, 0x2028, 0x2029,
    ...range(0x200b, 0x200f), ...range(0x202a, 0x202e), ...range(0x2060, 0x2069),
    ...range(0xfe00, 0xfe0f), ...range(0xe0100, 0xe01ef), ...range(0xe0000, 0xe007f),
  ];
  const helpers: Array<[string, (text: string) => string]> = [['escapeInvisible', escapeInvisible], ['singleLine', (text) => singleLine(text, 50)], ['escapedLine', (text) => escapedLine(text, 50)]];

  /** `ch` between two letters, as `helper` shows it: never the character itself. */
  function assertHidden(name: string, helper: (text: string) => string, ch: string): void {
    const shown = helper(`a${ch}b`);
    if (shown.includes(ch)) assert.fail(`${name} shows U+${ch.codePointAt(0)!.toString(16)} as is: ${JSON.stringify(shown)}`);
  }

  it('escapes each listed code point as \\u{…}, in every helper', () => {
    for (const code of LISTED) {
      const ch = String.fromCodePoint(code);
      assert.equal(escapeInvisible(ch), `\\u{${code.toString(16)}}`);
      for (const [name, helper] of helpers) assertHidden(name, helper, ch);
    }
  });

  it('escapes every character of the categories Cf, Cc, Zl and Zp, in every helper', () => {
    const category = /^[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]$/u;
    let found = 0;
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCodePoint(code);
      if (!category.test(ch)) continue;
      found++;
      // A tab and a line break are one space in a single line; every other helper escapes them.
      assert.equal(escapeInvisible(ch), `\\u{${code.toString(16)}}`);
      for (const [name, helper] of helpers) assertHidden(name, helper, ch);
    }
    assert.ok(found > 200, `${found} characters in those categories`);
  });

  it('leaves visible text alone: letters, digits, punctuation, scripts, emoji, spaces', () => {
    for (const text of ['alice.neo', 'x-1_2', '名前.neo', 'имя', 'שלום', 'a b', 'a\u00a0b', '👍🏽', 'e\u0301', '…', '\\u{41}']) {
      assert.equal(escapeInvisible(text), text);
    }
  });
});

describe('model/text/untrustedText: exactValue, a value as it is signed', () => {
  const l10n = englishLocalizer;

  /** The value a shown exactValue (not cut) reads back to: the inverse of its escapes, refusing anything else. */
  function readBack(shown: string): string {
    assert.ok(shown.length >= 2 && shown.startsWith('"') && shown.endsWith('"'), `quoted: ${shown}`);
    const body = shown.slice(1, -1);
    const named: Record<string, string> = { '\\': '\\', '"': '"', n: '\n', r: '\r', t: '\t' };
    let out = '';
    for (let i = 0; i < body.length; i++) {
      const ch = body[i]!;
      if (ch === '"') assert.fail(`a bare quote inside: ${shown}`);
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const next = body[i + 1] ?? '';
      if (next in named) {
        out += named[next];
        i++;
        continue;
      }
      const code = /^u\{([0-9a-f]{1,6})\}/.exec(body.slice(i + 1));
      if (!code) assert.fail(`a backslash that is no escape in ${shown}`);
      out += String.fromCodePoint(Number.parseInt(code[1]!, 16));
      i += code[0].length;
    }
    return out;
  }

  const TRICKY = [
    '', ' ', '  lead', 'trail  ', 'a\\nb', 'a\nb', 'a\\\nb', '\\', '\\\\', '"', '\\"', '""', 'a"b\\', '\\u{a}', '\\u{202e}', '\u202e',
    'tab\there', '\r\n', '\t', 'x\u{e0041}y', '\ufe0f', '\u00ad', '\u00a0', '\u3000', '\u2028', 'e\u0301', '名前', '👍🏽', '"…" (3 characters)', '\u0000', '\u007f\u0085',
  ];

  it('reads back to the value, for every tricky value: nothing lost, no two values alike', () => {
    const shown = new Map<string, string>();
    for (const value of TRICKY) {
      const text = exactValue(value, 1000, l10n);
      assert.equal(readBack(text), value, JSON.stringify(value));
      assert.ok(!shown.has(text), `${JSON.stringify(value)} and ${JSON.stringify(shown.get(text))} both show as ${text}`);
      shown.set(text, value);
    }
    // Values made of the tricky pieces, pseudo-randomly.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 500; round++) {
      const value = Array.from({ length: next() % 6 }, () => TRICKY[next() % TRICKY.length]).join('');
      assert.equal(readBack(exactValue(value, 10_000, l10n)), value, JSON.stringify(value));
    }
  });

  it('shows one line of visible characters, its escapes documented: \\\\, \\", \\n, \\r, \\t, \\u{…}', () => {
    assert.equal(exactValue(' a\tb\r\nc\\d"e ', 100, l10n), String.raw`" a\tb\r\nc\\d\"e "`);
    assert.equal(exactValue('a\u202eb\u00a0c\u{e0041}', 100, l10n), String.raw`"a\u{202e}b\u{a0}c\u{e0041}"`);
    assert.equal(exactValue('\ud800x', 100, l10n), String.raw`"\u{d800}x"`, 'a lone surrogate');
    for (const value of TRICKY) {
      const text = exactValue(value, 1000, l10n);
      assert.doesNotMatch(text, /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u);
      assert.doesNotMatch(text, /(?! )\p{Zs}/u);
    }
  });

  it('cuts a long value at max shown characters, never inside an escape, and says its whole length', () => {
    assert.equal(exactValue('abc', 3, l10n), '"abc"', 'exactly max stays whole');
    assert.equal(exactValue('abcd', 3, l10n), '"abc"… (4 characters)');
    assert.equal(exactValue('x'.repeat(1024), 10, l10n), `"${'x'.repeat(10)}"… (1,024 characters)`);
    assert.equal(exactValue('ab\ncd', 3, l10n), '"ab"… (5 characters)', 'the escape \\n does not fit whole: it is left out');
    assert.equal(exactValue('a\u202e', 8, l10n), '"a"… (2 characters)');
    assert.equal(exactValue('👍👍👍', 2, l10n), '"👍👍"… (3 characters)', 'characters, not UTF-16 units');
  });
});

describe('model/text/localizer: placeholders', () => {
  it('fills placeholders of two digits', () => {
    const args = Array.from({ length: 11 }, (_, i) => `v${i}`);
    assert.equal(formatTemplate('{10} and {1}', args), 'v10 and v1');
    assert.equal(formatTemplate('{11}', args), '{11}', 'a placeholder without an argument stays');
  });
});
