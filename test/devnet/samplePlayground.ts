/** A realistic, deterministic sample for the playground (`npm start`) and the end-to-end tests, and the
 *  network magic the playground's devnet reports. */
import { sha256 } from '@noble/hashes/sha2.js';
import { scriptHashToAddress } from '../../src/core/encoding/address';
import { bytesToHex, utf8 } from './bytes';
import { DEFAULT_NOW } from './constants';
import { isValidSecondLevelName, prng, SAMPLE_OWNER } from './sampleNames';
import type { DomainRecord } from './types';

export interface PlaygroundOptions {
  /** Names in all (default 3000). */
  count?: number;
  /** Default 7. */
  seed?: number;
  /** Top-level domains and their shares of the names (default .neo 85 %, .n3 15 %). */
  tlds?: ReadonlyArray<{ tld: string; share: number }>;
  /** Share of names already expired at `now` (default 0.12). */
  expiredShare?: number;
  /** The chain's "now" (default 2026-01-01T00:00:00Z, where the devnet's clock starts). */
  now?: number;
  /** Names of the featured owner (default 42, fewer when `count` is smaller). */
  featuredCount?: number;
  /** The featured owner's script hash (display form; default SAMPLE_OWNER): the playground's holds a key of its workspace. */
  featuredOwner?: string;
}

export interface PlaygroundOwner {
  /** 0x + 40 lower-case hex digits. */
  readonly scriptHash: string;
  /** The N3 address (N…). */
  readonly address: string;
  /** Names this owner holds. */
  readonly count: number;
  /** How many of them are expired at `now`. */
  readonly expired: number;
}

export interface PlaygroundSample {
  readonly names: DomainRecord[];
  /** Every owner, most names first. */
  readonly owners: readonly PlaygroundOwner[];
  /** `featuredOwner` (SAMPLE_OWNER, NMBfzaEq2c5zodiNbLPoohVENARMbJim1r, by default) with `featuredCount` names. */
  readonly featured: PlaygroundOwner;
  /** Names per TLD. */
  readonly tlds: Readonly<Record<string, number>>;
  /** Names expired at `now`. */
  readonly expired: number;
  /**
   * Names of the featured owner set up for NNS: Resolve Name… and hovers (undefined in samples too
   * small for them): `address` holds a NEP-18 TXT record (`address=` the featured owner), an A record
   * and a subdomain `www.` pointing back to it (CNAME); `chain` is a CNAME to that subdomain, so
   * resolving its A record follows two CNAMEs.
   */
  readonly resolvable?: { readonly address: string; readonly chain: string };
}

/** The most names one owner holds in the sample. */
export const MAX_NAMES_PER_OWNER = 300;

/**
 * The network magic of the playground's devnet: a private chain's (neither MainNet's nor TestNet's),
 * so that the editor never names a public network for a node that is local.
 */
export const PLAYGROUND_MAGIC = 0x4e4e5350;

const DAY = 86_400_000;

// Things people name domains after: given names, crypto and web words, nature, colours, places.
const PEOPLE = [
  'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'oscar', 'peggy',
  'trent', 'victor', 'walter', 'anna', 'ben', 'chen', 'diego', 'elena', 'fatima', 'hiro', 'ines', 'jonas', 'kira',
  'lena', 'marco', 'nadia', 'omar', 'priya', 'rafael', 'sofia', 'tomas', 'yuki', 'zoe', 'li', 'wei', 'mei', 'erik',
];
const WORDS = [
  'neo', 'gas', 'chain', 'block', 'node', 'oracle', 'vault', 'wallet', 'token', 'ledger', 'smart', 'contract', 'name',
  'domain', 'swap', 'stake', 'mint', 'dao', 'defi', 'nft', 'meta', 'web', 'app', 'dev', 'lab', 'labs', 'hub', 'pay',
  'bank', 'coin', 'market', 'trade', 'bridge', 'flamingo', 'ghost', 'rocket', 'moon', 'sun', 'star', 'nova', 'atlas',
  'green', 'blue', 'red', 'gold', 'silver', 'amber', 'coral', 'jade', 'onyx', 'pearl', 'ruby', 'river', 'stone',
  'cloud', 'storm', 'north', 'south', 'east', 'west', 'pixel', 'cyber', 'lunar', 'solar', 'forest', 'ocean',
  'tiger', 'panda', 'dragon', 'phoenix', 'falcon', 'wolf', 'fox', 'bear', 'lion', 'shanghai', 'berlin', 'tokyo',
  'paris', 'seoul', 'london', 'studio', 'games', 'music', 'art', 'news', 'shop', 'store', 'cafe', 'club', 'crew',
  'team', 'home', 'world', 'city', 'global', 'digital', 'crypto', 'future', 'open', 'free', 'fast', 'happy', 'lucky',
];
const NUMERIC_FAVOURITES = ['888', '666', '520', '1314', '2024', '2025', '2026', '007', '100', '123', '999', '777'];
const TXT = ['v=spf1 -all', 'hello from the devnet', 'neo-verification=7f3a9c', 'contact: admin@example.org'];

function ownerHash(seed: number, index: number, featured: string): string {
  if (index === 0) return featured;
  return `0x${bytesToHex(sha256(utf8(`nns-playground-owner:${seed}:${index}`)).slice(0, 20))}`;
}

/**
 * How many names each owner holds: the featured owner first, then one holder of the maximum and one
 * of a single name (when the count allows), then a long tail skewed towards small holdings.
 */
function ownerSizes(count: number, featured: number, random: () => number): number[] {
  const sizes: number[] = [];
  let left = count;
  const take = (n: number) => {
    const size = Math.min(n, left);
    if (size > 0) {
      sizes.push(size);
      left -= size;
    }
  };
  take(featured);
  take(MAX_NAMES_PER_OWNER);
  take(1);
  while (left > 0) take(1 + Math.floor((MAX_NAMES_PER_OWNER - 1) * random() ** 3));
  return sizes;
}

/** A label someone might register; `attempt` widens the space when the plain forms are taken. */
function makeLabel(pick: <T>(list: readonly T[]) => T, random: () => number, attempt: number): string {
  const r = random();
  let label: string;
  if (r < 0.14) label = pick(WORDS);
  else if (r < 0.22) label = pick(PEOPLE);
  else if (r < 0.46) label = `${pick(WORDS)}${pick(WORDS)}`;
  else if (r < 0.58) label = `${pick(WORDS)}-${pick(WORDS)}`;
  else if (r < 0.68) label = `${pick(PEOPLE)}${pick(WORDS)}`;
  else if (r < 0.82) label = `${pick([...WORDS, ...PEOPLE])}${Math.floor(random() * (random() < 0.5 ? 100 : 10_000))}`;
  else if (r < 0.88) label = random() < 0.3 ? pick(NUMERIC_FAVOURITES) : String(Math.floor(random() * 1_000_000));
  else if (r < 0.94) label = `${pick(PEOPLE)}-${pick(WORDS)}-${pick(WORDS)}`;
  else label = Array.from({ length: 3 + Math.floor(random() * 2) }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  // After many collisions (large counts), a numeric suffix keeps the loop short.
  if (attempt > 3) label = `${label}${Math.floor(random() * 100_000)}`;
  return label;
}

function pickTld(tlds: ReadonlyArray<{ tld: string; share: number }>, random: () => number): string {
  const total = tlds.reduce((sum, t) => sum + t.share, 0);
  let x = random() * total;
  for (const t of tlds) {
    x -= t.share;
    if (x < 0) return t.tld;
  }
  return tlds[tlds.length - 1]!.tld;
}

function records(name: string, index: number, random: () => number): { type: number; data: string }[] {
  const out: { type: number; data: string }[] = [];
  if (random() < 0.35) out.push({ type: 1, data: `203.0.113.${1 + (index % 254)}` }); // A, documentation range
  if (random() < 0.1) out.push({ type: 28, data: `2001:db8::${(index % 0xffff).toString(16)}` }); // AAAA
  if (random() < 0.15) out.push({ type: 16, data: TXT[index % TXT.length]! }); // TXT
  if (out.length === 0 && random() < 0.1) out.push({ type: 5, data: `www.${name}` }); // CNAME
  return out;
}

/**
 * The playground's sample: names people would register (words, word pairs, names with numbers,
 * numeric names) under `.neo` and a second TLD, owners holding from one name to MAX_NAMES_PER_OWNER
 * (a few large holders, many small ones), a share of expired names, some admins and records. The same
 * options give the same sample.
 *
 *   const sample = playgroundSample({ count: 3000 });
 *   startDevnet({ names: sample.names });
 *   sample.featured.address;   // an owner with a few dozen names, for nns.owner
 */
export function playgroundSample(options: PlaygroundOptions = {}): PlaygroundSample {
  const count = options.count ?? 3000;
  if (!Number.isInteger(count) || count < 0) throw new Error(`playground sample: count must be an integer ≥ 0, got ${count}`);
  const seed = options.seed ?? 7;
  const tlds = options.tlds ?? [{ tld: 'neo', share: 0.85 }, { tld: 'n3', share: 0.15 }];
  if (tlds.length === 0) throw new Error('playground sample: tlds must not be empty');
  for (const { tld } of tlds) if (!/^[a-z][a-z0-9]{0,15}$/.test(tld)) throw new Error(`playground sample: invalid TLD ${JSON.stringify(tld)}`);
  const expiredShare = Math.min(1, Math.max(0, options.expiredShare ?? 0.12));
  const now = options.now ?? DEFAULT_NOW;
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const sizes = ownerSizes(count, Math.min(options.featuredCount ?? 42, MAX_NAMES_PER_OWNER), random);
  const featuredOwner = options.featuredOwner ?? SAMPLE_OWNER;
  if (!/^0x[0-9a-f]{40}$/.test(featuredOwner)) throw new Error(`playground sample: featuredOwner must be 0x and 40 lower-case hex digits, got ${featuredOwner}`);
  const hashes = sizes.map((_, i) => ownerHash(seed, i, featuredOwner));
  // Owner of each name, shuffled so no owner's names cluster in the listing.
  const ownerOf = sizes.flatMap((size, i) => Array.from({ length: size }, () => i));
  for (let i = ownerOf.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ownerOf[i], ownerOf[j]] = [ownerOf[j]!, ownerOf[i]!];
  }

  const seen = new Set<string>();
  const names: DomainRecord[] = [];
  const expiredBy = new Array<number>(sizes.length).fill(0);
  const perTld: Record<string, number> = {};
  for (const owner of ownerOf) {
    let name = '';
    for (let attempt = 0; ; attempt++) {
      name = `${makeLabel(pick, random, attempt)}.${pickTld(tlds, random)}`;
      if (!seen.has(name) && isValidSecondLevelName(name)) break;
    }
    seen.add(name);
    const tld = name.slice(name.lastIndexOf('.') + 1);
    perTld[tld] = (perTld[tld] ?? 0) + 1;
    const expired = random() < expiredShare;
    if (expired) expiredBy[owner]! += 1;
    const expiration = expired
      ? now - (1 + Math.floor(random() * 720)) * DAY
      : now + (7 + Math.floor(random() * 1100)) * DAY;
    const admin = random() < 0.15 && hashes.length > 1 ? hashes[(owner + 1) % hashes.length]! : null;
    names.push({ name, owner: hashes[owner]!, expiration, admin, records: records(name, names.length, random) });
  }

  const resolvable = addResolvableRecords(names, hashes[0], now);
  const owners = sizes.map((size, i): PlaygroundOwner => ({
    scriptHash: hashes[i]!,
    address: scriptHashToAddress(hashes[i]!),
    count: size,
    expired: expiredBy[i]!,
  }));
  const featured = owners[0] ?? { scriptHash: featuredOwner, address: scriptHashToAddress(featuredOwner), count: 0, expired: 0 };
  return {
    names,
    owners: [...owners].sort((a, b) => b.count - a.count || (a.scriptHash < b.scriptHash ? -1 : 1)),
    featured,
    tlds: perTld,
    expired: expiredBy.reduce((sum, n) => sum + n, 0),
    ...(resolvable ? { resolvable } : {}),
  };
}

/**
 * Records to resolve on two live names of the featured owner (see PlaygroundSample.resolvable). Added
 * after the sample is drawn, without drawing from the generator, so every other name stays as it was.
 */
function addResolvableRecords(names: DomainRecord[], featured: string | undefined, now: number): PlaygroundSample['resolvable'] {
  const live = names.filter((record) => record.owner === featured && (record.expiration ?? 0) > now && typeof record.name === 'string');
  const [target, chain] = live;
  if (!target || !chain || typeof target.name !== 'string' || typeof chain.name !== 'string' || !featured) return undefined;
  const others = (target.records ?? []).filter((record) => record.type !== 16 && record.type !== 5 && record.type !== 1);
  target.records = [
    ...others,
    { type: 1, data: '203.0.113.200' },
    { type: 16, data: `address=${scriptHashToAddress(featured)}` },
    { name: `www.${target.name}`, type: 5, data: target.name },
  ];
  chain.records = [{ type: 5, data: `www.${target.name}` }];
  return { address: target.name, chain: chain.name };
}
