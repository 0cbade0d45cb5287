// A domain name is untrusted text: a URI carries it only as an opaque key, the hex of its UTF-8
// bytes, and the key maps back to the name.
import { escapedLine } from '../text/untrustedText';

/** The longest key accepted back: NNS names are at most 255 bytes; anything far longer is not ours. */
const MAX_KEY_LENGTH = 4096;

export function domainKey(name: string): string {
  let hex = '';
  for (const byte of new TextEncoder().encode(name)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The name of a key made by `domainKey`; undefined for anything else (odd length, not hex, not UTF-8). */
export function nameFromKey(key: string): string | undefined {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^(?:[0-9a-f]{2})+$/.test(key)) return undefined;
  const bytes = new Uint8Array(key.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(key.slice(2 * i, 2 * i + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A tab title longer than this is cut (the name itself travels in the key). */
const MAX_TITLE = 80;

/**
 * A tab title for a details document: the name as the views show it (invisible and reordering
 * characters as `\u{…}`), a `/` drawn as its look-alike `∕` so that the title stays one path segment.
 * Two names may share a title; the key in the URI's query tells them apart.
 */
export function detailsTitle(name: string): string {
  return escapedLine(name.replace(/\//g, '\u2215'), MAX_TITLE) || 'domain';
}
