// The files a neo-go playground's workspace gets: the NNS contract's NEF and manifest (neo-go's, from
// .cache/neo-go/, never committed) to try Set Up NNS on This Chain… with `--no-nns`, and the committee's
// NEP-6 wallet (a copy of neo-go's wallet1_solo.json) with both; PLAYGROUND.md says so.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { VALIDATOR_WALLET_PASSWORD } from './neoGoConfig.mjs';

/** Where the files go, relative to the workspace. */
export const PLAYGROUND_NNS_FILES = {
  nef: 'nns/nns.nef',
  manifest: 'nns/nns.manifest.json',
  wallet: 'wallet1_solo.json',
} as const;

export interface PlaygroundNnsSources {
  readonly nef: string;
  readonly manifest: string;
  readonly wallet: string;
}

export interface PlaygroundNnsWrite {
  /** Copied now (workspace-relative). */
  readonly written: readonly string[];
  /** Already there with other contents: a file of the user's, left as it is. */
  readonly kept: readonly string[];
}

/** Copies the contract's files and the committee's wallet (or those of `keys`) into `workspace`, never over a different file. */
export function writePlaygroundNnsFiles(
  workspace: string, sources: PlaygroundNnsSources, keys: ReadonlyArray<keyof PlaygroundNnsSources> = ['nef', 'manifest', 'wallet'],
): PlaygroundNnsWrite {
  const written: string[] = [];
  const kept: string[] = [];
  for (const key of keys) {
    const relative = PLAYGROUND_NNS_FILES[key];
    const target = join(workspace, relative);
    if (existsSync(target)) {
      if (!readFileSync(target).equals(readFileSync(sources[key]))) kept.push(relative);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(sources[key], target);
    written.push(relative);
  }
  return { written, kept };
}

/** PLAYGROUND.md's lines for a chain without NNS: what is there, and the steps to set it up. */
export function noNnsNotes({ committee }: { committee: string }): string[] {
  return [
    '- A fresh chain: no NNS contract is deployed, no name registered (All Domains says so)',
    '',
    '## Set up NNS on this chain',
    '',
    'Run **Neo Name Service: Set Up NNS on This Chain…** (F1, or the first row of All Domains):',
    '',
    `1. the contract: \`${PLAYGROUND_NNS_FILES.nef}\` and \`${PLAYGROUND_NNS_FILES.manifest}\` (neo-go's NNS contract);`,
    `2. the committee's account: ${committee} in \`${PLAYGROUND_NNS_FILES.wallet}\` (neo-go's NEP-6 test wallet), password \`${VALIDATOR_WALLET_PASSWORD}\`;`,
    '3. the first root (`neo`) and a low price for this development chain;',
    '4. one confirmation shows the transaction and its fees; the password box asks for the wallet\'s password;',
    '5. **Use This Contract** writes `nns.contractHash`: All Domains lists the new (empty) contract and offers Register Name….',
    '',
    'Everything sent to this chain is lost at Ctrl-C: the next `npm start -- --node neo-go --no-nns` starts a new one.',
  ];
}
