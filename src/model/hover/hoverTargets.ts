// What a pointer rests on in a text file: an N3 address (checksum verified), a `0x` script hash, or a
// word shaped like a second-level NNS name. Only whole words count: a candidate touching a letter,
// digit or mark of any script (a Unicode look-alike too), or continuing a dotted word, is no target.
import { ADDRESS_VERSION, isValidAddress, parseOwner, scriptHashToAddress, type AddressVersion, type Owner } from '../../core';
import { FRAGMENT_PATTERN as LABEL } from '../names/nameSyntax';

export type HoverTarget =
  /** An account, as an address or a script hash: `owner` was decoded (and for an address, checked) here. */
  | { readonly kind: 'account'; readonly start: number; readonly end: number; readonly form: 'address' | 'scriptHash'; readonly owner: Owner }
  /** A word with the NNS rules of a second-level name; whether its root exists is for the node to say. */
  | { readonly kind: 'name'; readonly start: number; readonly end: number; readonly name: string };

/** Lines can be megabytes (minified files): only this many characters either side are looked at. */
const SCAN_RADIUS = 320;

const WORD_CHAR = String.raw`\p{L}\p{N}\p{M}_`;
const ADDRESS = new RegExp(String.raw`(?<![${WORD_CHAR}])N[1-9A-HJ-NP-Za-km-z]{33}(?![${WORD_CHAR}])`, 'gu');
/** Another address version makes another first character, and 25 bytes may take 33 characters. */
const ANY_VERSION_ADDRESS = new RegExp(String.raw`(?<![${WORD_CHAR}])[1-9A-HJ-NP-Za-km-z]{33,34}(?![${WORD_CHAR}])`, 'gu');
const SCRIPT_HASH = new RegExp(String.raw`(?<![${WORD_CHAR}])0[xX][0-9a-fA-F]{40}(?![${WORD_CHAR}])`, 'gu');
/**
 * `label.root` (NameService CheckFragment: a label of 1 to 63 of [a-z0-9-], a root of 1 to 16 starting
 * with a letter, neither starting nor ending with a hyphen), not part of a longer dotted word, a path,
 * an e-mail address or an identifier.
 */
const ROOT = '[a-z](?:[a-z0-9-]{0,14}[a-z0-9])?';
const NAME = new RegExp(String.raw`(?<![${WORD_CHAR}.\-@/\\])${LABEL}\.${ROOT}(?![${WORD_CHAR}\-]|\.[${WORD_CHAR}])`, 'gu');

/**
 * The target under `character` (a UTF-16 offset into `line`), if any. An address is one of `version`
 * (null: any but Neo Legacy's, where the node's is not known or not read yet; see `accountOnNode`).
 */
export function hoverTargetAt(line: string, character: number, version: AddressVersion = ADDRESS_VERSION): HoverTarget | undefined {
  const from = Math.max(0, character - SCAN_RADIUS);
  const to = Math.min(line.length, character + SCAN_RADIUS);
  const window = line.slice(from, to);
  const at = character - from;
  // A match that touches a cut edge of the window may continue beyond it: its boundaries are unknown.
  const whole = (start: number, end: number) => (start > 0 || from === 0) && (end < window.length || to === line.length);
  const find = (pattern: RegExp) => {
    for (const match of window.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (start <= at && at < end && whole(start, end)) return { text: match[0], start: start + from, end: end + from };
    }
    return undefined;
  };
  const address = find(version === ADDRESS_VERSION ? ADDRESS : ANY_VERSION_ADDRESS);
  if (address && isValidAddress(address.text, version)) {
    return { kind: 'account', form: 'address', start: address.start, end: address.end, owner: parseOwner(address.text, version) };
  }
  const hash = find(SCRIPT_HASH);
  if (hash) return { kind: 'account', form: 'scriptHash', start: hash.start, end: hash.end, owner: parseOwner(hash.text, version) };
  const name = find(NAME);
  if (name && name.text.length >= 3) return { kind: 'name', start: name.start, end: name.end, name: name.text };
  return undefined;
}

/**
 * An account target found with any address version, as the node at hand sees it: an address of
 * another version than the node's is no account of its chain (undefined); a script hash is shown with
 * the node's address.
 */
export function accountOnNode(target: Extract<HoverTarget, { kind: 'account' }>, version: AddressVersion): Owner | undefined {
  if (target.form === 'scriptHash') return { address: scriptHashToAddress(target.owner.scriptHash, version), scriptHash: target.owner.scriptHash };
  return isValidAddress(target.owner.address, version) ? target.owner : undefined;
}
