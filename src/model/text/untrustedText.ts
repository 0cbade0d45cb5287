// Chain data and node replies are untrusted: these helpers make them safe to show as plain text
// in labels, notifications and QuickPicks (no hidden characters, no links, no icons). exactValue shows
// a value that is signed exactly, for the confirmations.
import type { Localizer } from './localizer';

/**
 * Characters that are invisible, reorder text or pass for another: every control (Cc), format
 * character (Cf: bidi controls, zero-width marks, the soft hyphen, tags) and line or paragraph
 * separator (Zl, Zp), and the invisible ones of other categories: the combining grapheme joiner, the
 * Hangul fillers, the Mongolian vowel separator, the variation selectors. The blocks of bidi
 * isolates, tags and variation selectors are named whole, their unassigned code points too.
 */
const INVISIBLE_CLASS = String.raw`\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034f\u115f\u1160\u180e\u2060-\u2069\u3164\ufe00-\ufe0f\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}`;
// The joiner and the variation selectors combine with what precedes them: here each is matched alone, on purpose.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');

const codePointEscape = (ch: string) => `\\u{${ch.codePointAt(0)?.toString(16) ?? ''}}`;

/** Shows invisible and reordering characters as `\u{…}` so two different names never look alike. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, codePointEscape);
}

/** One line, visible characters only, at most `max` characters (then "…"). */
export function singleLine(text: string, max = 200): string {
  const flat = escapeInvisible(text.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/**
 * Notifications turn `[text](command:…)` into links. A space between `]` and `(` keeps the text
 * readable and makes it inert.
 */
export function neutralizeLinks(text: string): string {
  return text.replace(/\]\s*\(/g, '] (');
}

/** QuickPick labels render `$(name)` as an icon; a backslash shows it literally. */
export function escapeIcons(text: string): string {
  return text.replace(/\$\(/g, '\\$(');
}

/** Untrusted text for a notification: one line, visible, no links. */
export function forNotification(text: string, max = 200): string {
  return neutralizeLinks(singleLine(text, max));
}

/** A URL for display and logs, without user name or password; otherwise exactly as configured. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return singleLine(url, 200);
    return singleLine(url.replace(/\/\/[^/]*@/, '//'), 200);
  } catch {
    return singleLine(url, 200);
  }
}

/**
 * One line with every character kept and visible: line breaks and tabs appear as `\u{a}` and the like
 * instead of being collapsed, for documents that show chain data exactly. At most `max` characters.
 */
export function escapedLine(text: string, max = 1000): string {
  const chars = Array.from(escapeInvisible(text));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/**
 * What exactValue escapes: the backslash and the quote (so that every escape reads back one way), the
 * invisible characters, a lone surrogate (nothing to show), and every space but the plain one (each
 * looks like it, and is other bytes).
 */
// eslint-disable-next-line no-misleading-character-class
const EXACT = new RegExp(String.raw`^(?:[\\"\p{Cs}${INVISIBLE_CLASS}]|(?! )\p{Zs})$`, 'u');
const EXACT_NAMED: Readonly<Record<string, string>> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A value as it is signed, for a confirmation: nothing collapsed or dropped. In double quotes (spaces
 * at either end show); a backslash is `\\`, a quote `\"`, a line feed `\n`, a carriage return `\r`, a
 * tab `\t`, and every other character exactValue escapes is `\u{…}` (its code point in hex), so that the
 * shown text reads back to the value one way only. Longer than `max` shown characters: the quoted
 * start (never cut inside an escape), an ellipsis, and the value's whole length in characters.
 */
export function exactValue(text: string, max: number, l10n: Localizer): string {
  const pieces = Array.from(text, (ch) => (EXACT.test(ch) ? EXACT_NAMED[ch] ?? codePointEscape(ch) : ch));
  const whole = pieces.join('');
  if (Array.from(whole).length <= max) return `"${whole}"`;
  let start = '';
  let shown = 0;
  for (const piece of pieces) {
    const length = Array.from(piece).length;
    if (shown + length > max) break;
    start += piece;
    shown += length;
  }
  return l10n.t('"{0}"… ({1} characters)', start, l10n.count(pieces.length));
}
