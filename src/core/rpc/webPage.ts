// An answer that is a web page (a server's welcome page, a proxy's error page) instead of JSON-RPC:
// recognised, so that the failure can say so in words rather than show its markup.
import { excerptOf, type WebPage } from '../errors/nnsError';

/** The head of a body that holds its HTML tags: where a page says it is one. */
const HEAD_CHARS = 4096;
const HTML_TAG = /<(?:!doctype\s+html|html|head|body|title)\b/i;
const TITLE = /<title\b[^>]*>([^<]*)<\/title\s*>/i;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The web page `body` is, or undefined: text that begins with markup and has an HTML tag near its start. */
export function webPageOf(body: string): WebPage | undefined {
  const head = body.slice(0, HEAD_CHARS);
  if (!/^\s*</.test(head) || !HTML_TAG.test(head)) return undefined;
  const raw = TITLE.exec(head)?.[1];
  const title = raw === undefined ? '' : excerptOf(raw.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ''), 80);
  return title ? { title } : {};
}
