// A record's value and a name's records checked as the NNS contracts check them in setRecord, so that
// a value the contract would refuse is explained before anything is asked of the node; the rules, by
// family, are in protocol notes §12.
import { nameProblem } from '../../names/nameSyntax';
import { resolveNameProblem } from '../../names/resolveInput';
import type { Localizer } from '../../text/localizer';
import { escapeInvisible } from '../../text/untrustedText';
import type { ContractWriteApi, NnsFamily } from './contractApi';

/** The record types setRecord takes (NameService RecordType). */
export const RECORD_TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;
export type RecordTypeName = keyof typeof RECORD_TYPES;

/** The types the contracts take, in the pick's order. */
export const RECORD_TYPE_ORDER: readonly RecordTypeName[] = ['A', 'AAAA', 'TXT', 'CNAME'];

/** A record type the write commands know, by its number; undefined for another. */
export function recordTypeName(type: number): RecordTypeName | undefined {
  return RECORD_TYPE_ORDER.find((each) => RECORD_TYPES[each] === type);
}

const MAX_TXT_BYTES = 255;
const MAX_NAME_BYTES = 255;
const MIN_NAME_BYTES = 3;
const MAX_FRAGMENT = 63;
const MAX_ROOT = 16;

/** Why `value` cannot be a record of `type` on a contract of `family`, in words; undefined when it can. */
export function recordValueProblem(type: RecordTypeName, value: string, family: NnsFamily, l10n: Localizer): string | undefined {
  switch (type) {
    case 'A': return ipv4Problem(value, family, l10n);
    case 'AAAA': return ipv6Problem(value, family, l10n);
    case 'TXT': {
      const bytes = new TextEncoder().encode(value).length;
      return bytes > MAX_TXT_BYTES ? l10n.t('A TXT record holds at most {0} bytes; this one has {1}.', MAX_TXT_BYTES, l10n.count(bytes)) : undefined;
    }
    case 'CNAME': {
      const problem = dnsNameProblem(value, family, l10n);
      return problem && l10n.t('A CNAME record is a name the contract accepts: {0}', problem);
    }
  }
}

/** The C# contract's reserved IPv4 ranges beyond those both contracts refuse: [first, second from, second to, third] (protocol notes §12). */
const NAME_SERVICE_ONLY_V4: ReadonlyArray<readonly [number, number, number, number?]> = [
  [100, 64, 127], [192, 0, 0, 0], [192, 0, 0, 2], [192, 88, 88, 99], [198, 18, 19], [198, 51, 51, 100], [203, 0, 0, 113],
];

function ipv4Problem(value: string, family: NnsFamily, l10n: Localizer): string | undefined {
  const shown = escapeInvisible(value);
  const fragments = value.split('.');
  // Four fragments of one to three digits hold the contract's length bounds too.
  if (fragments.length !== 4 || fragments.some((fragment) => !/^\d{1,3}$/.test(fragment))) {
    return l10n.t('An A record is an IPv4 address: four numbers 0–255 separated by dots, e.g. 93.184.216.34 ("{0}" is not).', shown);
  }
  if (fragments.some((fragment) => fragment.length > 1 && fragment.startsWith('0'))) {
    return l10n.t('The contract refuses leading zeros in an IPv4 address: write {0}.', fragments.map((fragment) => String(Number(fragment))).join('.'));
  }
  const numbers = fragments.map(Number) as [number, number, number, number];
  if (numbers.some((number) => number > 255)) return l10n.t('Each number of an IPv4 address is 0–255: {0} is not an address.', shown);
  const [first, second, third, last] = numbers;
  const refused = (range: string) => l10n.t('{0} is in {1}, which the contract refuses: an A record is a public address.', value, range);
  if (first === 0) return refused(l10n.t('0.0.0.0/8 ("this network")'));
  if (first === 10) return refused(l10n.t('the private range 10.0.0.0/8'));
  if (first === 127) return refused(l10n.t('the loopback range 127.0.0.0/8'));
  if (first >= 224) return refused(l10n.t('the multicast and reserved ranges from 224.0.0.0'));
  if (first === 169 && second === 254) return refused(l10n.t('the link-local range 169.254.0.0/16'));
  if (first === 172 && second >= 16 && second <= 31) return refused(l10n.t('the private range 172.16.0.0/12'));
  if (first === 192 && second === 168) return refused(l10n.t('the private range 192.168.0.0/16'));
  if (family === 'nameService' || family === 'other') {
    const range = NAME_SERVICE_ONLY_V4.find(([a, from, to, c]) => first === a && second >= from && second <= to && (c === undefined || third === c));
    if (range) return refused(l10n.t('a reserved range (shared, documentation, benchmarking or relay addresses)'));
  }
  if (last === 0 || last === 255) return l10n.t('The contract refuses an IPv4 address ending in .0 or .255 (a network or broadcast address).');
  return undefined;
}

/** The fragments of an IPv6 address as the contracts split it ("::" filled), or undefined where they refuse its shape. */
function ipv6Fragments(value: string): string[] | undefined {
  // At most eight groups of at most four digits, and an empty group needing a neighbour, hold the
  // contract's bounds on the length and on fewer groups too.
  const fragments = value.split(':');
  const count = fragments.length;
  if (count > 8) return undefined;
  const out: string[] = new Array<string>(8).fill('0');
  let compressed = false;
  for (let i = 0; i < count; i++) {
    const fragment = fragments[i]!;
    if (fragment === '') {
      if (i === 0) {
        if (fragments[1] !== '') return undefined;
      } else if (i === count - 1) {
        if (fragments[i - 1] !== '') return undefined;
      } else {
        if (compressed) return undefined;
        compressed = true;
      }
    } else {
      if (!/^[0-9a-fA-F]{1,4}$/.test(fragment)) return undefined;
      out[compressed ? i + 8 - count : i] = fragment;
    }
  }
  if (count < 8 && !compressed) return undefined;
  return out;
}

/** StdLib.atoi of a hex fragment on both nodes: two's complement of the digits written (protocol notes §12). */
function atoi16(fragment: string): number {
  const value = parseInt(fragment, 16);
  return parseInt(fragment[0]!, 16) >= 8 ? value - 16 ** fragment.length : value;
}

/** Whether the contract of `family` takes the fragments (read as it reads them) as a global unicast address. */
function contractTakes(fragments: readonly string[], read: (fragment: string) => number): boolean {
  const first = read(fragments[0]!);
  if (first < 0x2000 || first === 0x2002 || first === 0x3ffe || first > 0x3fff) return false;
  if (first === 0x2001) {
    const second = read(fragments[1]!);
    if (second < 0x200 || second === 0xdb8) return false;
  }
  return true;
}

function ipv6Problem(value: string, family: NnsFamily, l10n: Localizer): string | undefined {
  const fragments = ipv6Fragments(value);
  if (!fragments) {
    return l10n.t('An AAAA record is an IPv6 address of up to 8 groups of 1–4 hex digits separated by colons, with one "::" at most, e.g. 2a00:1450:4001:81a::200e ("{0}" is not).', escapeInvisible(value));
  }
  if (!contractTakes(fragments, (fragment) => parseInt(fragment, 16))) {
    return l10n.t('{0} is not a global unicast address (2000::/3, without 2002::/16, 3ffe::/16, 2001:db8::/32 and 2001::/23), which the contract refuses.', value);
  }
  // The C# contract reads a group as unsigned, never below its written value, so it takes every address
  // the check above takes; neo-go's and NeoFS's read a group whose first digit is 8–f as negative.
  if (family !== 'nameService' && !contractTakes(fragments, atoi16)) {
    return l10n.t('This contract reads the group {0} of {1} as a negative number (its first hex digit is 8–f) and refuses the address.', fragments[1]!, value);
  }
  return undefined;
}

/** Why `name` is not a name the contract of `family` takes (SplitAndCheck with subdomains). */
export function dnsNameProblem(name: string, family: NnsFamily, l10n: Localizer): string | undefined {
  const shown = escapeInvisible(name);
  const bytes = new TextEncoder().encode(name).length;
  if (bytes < MIN_NAME_BYTES || bytes > MAX_NAME_BYTES) return l10n.t('a name has {0} to {1} characters ("{2}" has {3}).', MIN_NAME_BYTES, MAX_NAME_BYTES, shown, l10n.count(bytes));
  const fragments = name.split('.');
  const [fewest, most] = family === 'nameService' ? [2, 8] : family === 'neoFs' ? [1, Infinity] : family === 'other' ? [2, 8] : [2, Infinity];
  if (fragments.length < fewest) return l10n.t('"{0}" has no top-level domain (e.g. {0}.neo).', shown);
  if (fragments.length > most) return l10n.t('"{0}" has {1} parts; this contract takes at most {2}.', shown, fragments.length, most);
  for (const [index, fragment] of fragments.entries()) {
    const root = index === fragments.length - 1;
    if (!fragmentOk(fragment, root)) {
      return root
        ? l10n.t('"{0}" is not a top-level domain: 1–{1} of a–z, 0–9 and inner hyphens, starting with a letter.', escapeInvisible(fragment), MAX_ROOT)
        : l10n.t('"{0}" is not a part of a name: 1–{1} of a–z, 0–9 and inner hyphens, starting and ending with a letter or digit.', escapeInvisible(fragment), MAX_FRAGMENT);
    }
  }
  return undefined;
}

/** CheckFragment: a root starts with a letter, another fragment with a letter or digit; each within its length (protocol notes §12). */
export function fragmentOk(fragment: string, root: boolean): boolean {
  const max = root ? MAX_ROOT : MAX_FRAGMENT;
  if (fragment.length > max) return false;
  if (root && !/^[a-z]/.test(fragment)) return false;
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(fragment);
}

/** The first label and the root: the name a record or subdomain belongs to. */
export function secondLevel(name: string): string {
  return name.split('.').slice(-2).join('.');
}

/** Why `name` is not a name this contract holds as a token: a second-level name, or (NeoFS's NNS mints them) one below it. */
export function tokenNameProblem(name: string, api: Pick<ContractWriteApi, 'family'>, l10n: Localizer): string | undefined {
  if (api.family !== 'neoFs') return nameProblem(name, l10n);
  // A second-level name that nameProblem takes is one dnsNameProblem takes too.
  return nameProblem(secondLevel(name), l10n) ?? dnsNameProblem(name, api.family, l10n);
}

/** Why records cannot be set on `name`: a second-level name or one of its subdomains, as this contract splits names. */
export function recordNameProblem(name: string, api: ContractWriteApi, l10n: Localizer): string | undefined {
  if (api.family === 'nameService' || api.family === 'other') return resolveNameProblem(name, l10n);
  const secondLevelProblem = nameProblem(secondLevel(name), l10n);
  return secondLevelProblem ?? dnsNameProblem(name, api.family, l10n);
}
