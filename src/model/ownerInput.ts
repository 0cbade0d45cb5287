// An owner as a person types it: an N3 address or a script hash. The core checks the encoding; a
// Base58 text of the wrong length is told so first, since a checksum error would not say what is wrong.
import { NnsError, parseOwner, type Owner } from '../core';

/** Every N3 address is Base58Check of 21 bytes, which is always 34 characters. */
const ADDRESS_LENGTH = 34;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const HEX = /^(?:0[xX])?[0-9a-fA-F]+$/;

/** Throws NnsError INVALID_INPUT (field `owner`) saying what is wrong. */
export function parseOwnerInput(input: string): Owner {
  const text = input.trim();
  if (text !== '' && BASE58.test(text) && !HEX.test(text) && text.length !== ADDRESS_LENGTH) {
    const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    throw new NnsError(
      'INVALID_INPUT',
      `Owner "${shown}" is not a Neo N3 address: an N3 address has ${ADDRESS_LENGTH} characters, this one has ${text.length}.`,
      { field: 'owner' },
    );
  }
  return parseOwner(text);
}
