/**
 * Deterministic sample data: valid NNS second-level names with owners, expirations, admins, records.
 *
 * Name rules (NNS NameService CheckFragment): lowercase ASCII; the second-level fragment starts with a
 * letter or digit and holds [a-z0-9-] (here it never ends with '-'), at most 62 characters; the TLD is
 * 1–16 letters/digits starting with a letter; two fragments in all; 3–255 bytes.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8 } from './bytes';
import { DEFAULT_NOW } from './constants';
import type { DomainRecord } from './types';

/** The owner of the protocol notes' address vector NMBfzaEq2c5zodiNbLPoohVENARMbJim1r; always owner 0. */
export const SAMPLE_OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

const WORDS = [
  'alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima',
  'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform', 'victor', 'whiskey',
  'xray', 'yankee', 'zulu', 'neo', 'gas', 'block', 'chain', 'node', 'oracle', 'vault', 'wallet', 'token',
  'ledger', 'smart', 'contract', 'name', 'domain', 'green', 'blue', 'amber', 'coral', 'ivory', 'onyx', 'pearl',
  'ruby', 'jade', 'opal', 'river', 'stone', 'cloud', 'storm', 'north', 'south', 'east', 'west', 'pixel',
  'cyber', 'lunar', 'solar', 'atlas', 'nova',
];

const DAY = 86_400_000;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateNamesOptions {
  /** Default 1. */
  seed?: number;
  /** Distinct owners (default min(count, 5), at least 1); owner 0 is SAMPLE_OWNER. */
  owners?: number;
  /** Default ['neo']. */
  tlds?: string[];
  /** Share of names already expired at `now` (default 0.1). */
  expiredShare?: number;
  /** Default 2026-01-01T00:00:00Z. */
  now?: number;
}

function ownerHash(seed: number, index: number): string {
  if (index === 0) return SAMPLE_OWNER;
  return `0x${bytesToHex(sha256(utf8(`nns-devnet-owner:${seed}:${index}`)).slice(0, 20))}`;
}

export function isValidSecondLevelName(name: string): boolean {
  if (name.length < 3 || name.length > 255) return false;
  const parts = name.split('.');
  if (parts.length !== 2) return false;
  const [label, tld] = parts as [string, string];
  return /^[a-z0-9](?:[a-z0-9-]{0,60}[a-z0-9])?$/.test(label) && /^[a-z][a-z0-9]{0,15}$/.test(tld);
}

/** `count` distinct, valid second-level names with several owners; the same options give the same list. */
export function generateNames(count: number, options: GenerateNamesOptions = {}): DomainRecord[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`devnet: count must be an integer ≥ 0, got ${count}`);
  const seed = options.seed ?? 1;
  const tlds = options.tlds ?? ['neo'];
  for (const tld of tlds) if (!/^[a-z][a-z0-9]{0,15}$/.test(tld)) throw new Error(`devnet: invalid TLD ${JSON.stringify(tld)}`);
  if (tlds.length === 0) throw new Error('devnet: tlds must not be empty');
  const ownerCount = Math.max(1, options.owners ?? Math.min(Math.max(count, 1), 5));
  const expiredShare = Math.min(1, Math.max(0, options.expiredShare ?? 0.1));
  const now = options.now ?? DEFAULT_NOW;
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const owners = Array.from({ length: ownerCount }, (_, i) => ownerHash(seed, i));

  const seen = new Set<string>();
  const out: DomainRecord[] = [];
  for (let i = 0; out.length < count; i++) {
    const shape = random();
    const tld = pick(tlds);
    let label: string;
    if (shape < 0.45) label = `${pick(WORDS)}-${i}`;
    else if (shape < 0.75) label = `${pick(WORDS)}${pick(WORDS)}${i % 1000}`;
    else if (shape < 0.9) label = `${pick(WORDS)}-${pick(WORDS)}-${i}`;
    else label = `${i}${pick(WORDS)}`;
    const name = `${label}.${tld}`;
    if (seen.has(name) || !isValidSecondLevelName(name)) continue;
    seen.add(name);

    const owner = owners[Math.floor(random() * owners.length)]!;
    const expired = random() < expiredShare;
    const expiration = expired
      ? now - (1 + Math.floor(random() * 365)) * DAY
      : now + (365 + Math.floor(random() * 365)) * DAY;
    const record: DomainRecord = { name, owner, expiration, admin: null, records: [] };
    if (ownerCount > 1 && random() < 0.2) record.admin = owners[(owners.indexOf(owner) + 1) % owners.length]!;
    if (random() < 0.3) record.records = [{ type: 1, data: `10.${i % 256}.${Math.floor(i / 256) % 256}.${1 + (i % 250)}` }];
    out.push(record);
  }
  return out;
}
