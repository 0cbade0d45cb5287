import { base64 } from '@scure/base';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
/** atob's characters are bytes (U+0000 to U+00FF): any at or above U+0080 is not ASCII. */
const NON_ASCII = /[\u0080-\u00ff]/;

export interface DecodedName {
  name: string;
  /** False when the bytes were not valid UTF-8 and U+FFFD stands in for what could not be decoded. */
  validUtf8: boolean;
}

/**
 * A ByteString's base64 value (already validated) → the name, when its bytes are all ASCII (nearly
 * every name: they are their own UTF-8); undefined otherwise. No object around it: lists are long.
 */
export function asciiName(value: string): string | undefined {
  const binary = atob(value); // one character per byte
  return NON_ASCII.test(binary) ? undefined : binary;
}

/** A ByteString's base64 value (already validated) → the name it holds. Invalid UTF-8 is kept, never dropped. */
export function decodeName(value: string): DecodedName {
  const ascii = asciiName(value);
  if (ascii !== undefined) return { name: ascii, validUtf8: true };
  const bytes = base64.decode(value);
  try {
    return { name: strictUtf8.decode(bytes), validUtf8: true };
  } catch {
    return { name: lenientUtf8.decode(bytes), validUtf8: false };
  }
}
