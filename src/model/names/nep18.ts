// NEP-18 (Neo address resolution): a TXT record `address=<Neo address>` (RFC 1464's attribute syntax,
// whose attribute names are case-insensitive) maps an NNS name to an N3 address.
import { ADDRESS_VERSION, isValidAddress, parseOwner, type AddressVersion, type Owner } from '../../core';

export type Nep18Address =
  | { readonly ok: true; readonly owner: Owner }
  /** `address=` with something that is not an N3 address (the text after it is chain data). */
  | { readonly ok: false; readonly value: string };

/**
 * The address a TXT record holds by NEP-18, an address of the node's `version`; undefined when the
 * record is not an `address=` attribute.
 */
export function nep18Address(txt: string, version: AddressVersion = ADDRESS_VERSION): Nep18Address | undefined {
  const match = /^address=(.*)$/is.exec(txt);
  if (!match) return undefined;
  const value = match[1]!;
  // Checked as it is: an address with spaces or other characters around it is no address.
  return /^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value) && isValidAddress(value, version) ? { ok: true, owner: parseOwner(value, version) } : { ok: false, value };
}
