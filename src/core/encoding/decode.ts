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

/**
 * Base64 already validated by a schema → its bytes, through the platform's atob: several times faster
 * than a decoder written in JavaScript, which matters for the tens of thousands of storage entries a
 * list can have.
 */
export function base64Bytes(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes → base64 through the platform's btoa (see base64Bytes). */
export function bytesBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary);
}

/** A ByteString's base64 value (already validated) → the name it holds. Invalid UTF-8 is kept, never dropped. */
export function decodeName(value: string): DecodedName {
  const ascii = asciiName(value);
  if (ascii !== undefined) return { name: ascii, validUtf8: true };
  const bytes = base64Bytes(value);
  try {
    return { name: strictUtf8.decode(bytes), validUtf8: true };
  } catch {
    return { name: lenientUtf8.decode(bytes), validUtf8: false };
  }
}
