// Chain data and node replies are untrusted: these helpers make them safe to show as plain text
// in labels, notifications and QuickPicks (no hidden characters, no links, no icons).

/** Characters that are invisible or reorder text: C0/C1 controls, bidi controls, zero-width marks. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/** Shows invisible and reordering characters as `\u{…}` so two different names never look alike. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0)?.toString(16) ?? ''}}`);
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
