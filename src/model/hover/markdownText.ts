// Markdown for hovers, whose renderer makes links, emphasis and HTML of text: chain strings and node replies go
// in as inline code or with every ASCII punctuation mark escaped; the only links are the command links built
// here, whose arguments must have the shape of a value the extension produced itself.
import { FRAGMENT_PATTERN as FRAGMENT } from '../names/nameSyntax';
import { escapedLine, escapeInvisible, singleLine } from '../text/untrustedText';

/** Untrusted text as an inline code span: one line, invisible characters shown as `\u{…}`. */
export function markdownCode(text: string, max = 200): string {
  const shown = escapedLine(text, max);
  const longestRun = Math.max(0, ...Array.from(shown.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space from each side of a span that starts and ends with one.
  const padded = shown === '' || /^[`\s]|[`\s]$/.test(shown) ? ` ${shown} ` : shown;
  return `${fence}${padded}${fence}`;
}

/** Text shown as it is: one line, and no character the renderer could read as markup (no autolinks either). */
export function markdownText(text: string, max = 400): string {
  return escapeMarkdown(singleLine(text, max));
}

/** Every ASCII punctuation mark backslash-escaped: what remains is plain text to the renderer. */
function escapeMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (ch) => `\\${ch}`);
}

/** Values a command link may carry: a script hash, an N3 address, an NNS name, a record type. */
const SAFE_ARGUMENT = new RegExp(`^(?:0x[0-9a-f]{40}|N[1-9A-HJ-NP-Za-km-z]{33}|${FRAGMENT}(?:\\.${FRAGMENT}){1,7}|A|AAAA|TXT|CNAME|NEP18)$`);

/** A link that runs `command` with `args` (each checked: a caller cannot pass a chain string through). */
export function commandLink(title: string, command: string, args: readonly string[], tooltip = title): string {
  for (const arg of args) {
    if (arg.length > 255 || !SAFE_ARGUMENT.test(arg)) throw new RangeError(`not a value a command link may carry: ${JSON.stringify(arg).slice(0, 80)}`);
  }
  const query = args.length > 0 ? `?${encodeURIComponent(JSON.stringify(args))}` : '';
  return `[${markdownText(title)}](command:${command}${query} "${tooltip.replace(/["\\]/g, '')}")`;
}

/** Placeholders for `l10n.t('… {0} …', ...SLOTS)`: where `fillMarkdown` puts Markdown built here. */
export const SLOTS = ['\uE0000\uE000', '\uE0001\uE000', '\uE0002\uE000'] as const;

/**
 * A localized sentence (`l10n.t` given SLOTS for its placeholders) with Markdown built here (code
 * spans, links) in the slots; the sentence's own words are escaped, the parts are not.
 */
export function fillMarkdown(sentence: string, ...parts: readonly string[]): string {
  return sentence
    .split(/(\uE000\d\uE000)/)
    .map((piece) => {
      const slot = /^\uE000(\d)\uE000$/.exec(piece);
      return slot ? (parts[Number(slot[1])] ?? '') : escapeMarkdown(escapeInvisible(piece.replace(/[\r\n]+/g, ' ')));
    })
    .join('');
}
