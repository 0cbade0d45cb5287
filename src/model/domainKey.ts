// A domain name is untrusted text: a URI carries it only as an opaque key, the hex of its UTF-8
// bytes, and the key maps back to the name.

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

/**
 * A tab title for a details document. Names of plain NNS characters show as they are; any other name
 * becomes `domain-<key prefix>`, so no character of it reaches the title or the path.
 */
export function detailsTitle(name: string): string {
  if (/^[a-z0-9][a-z0-9.-]{0,252}$/.test(name)) return name;
  return `domain-${domainKey(name).slice(0, 16)}`;
}
