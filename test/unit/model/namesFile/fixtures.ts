// What the names file's tests share: accounts of the workspace and outside it (address and hash that
// agree), the contract families' write APIs, a names state built by hand.
import { scriptHashToAddress, type NameOnChain, type NamesState } from '../../../../src/core';
import type { DeclaredAccount } from '../../../../src/model/namesFile/api';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { API, signingAccount } from '../write/fixtures';

export { API };

const account = (scriptHash: string): DeclaredAccount => ({ address: scriptHashToAddress(scriptHash), scriptHash });

/** Accounts the workspace signs for. */
export const ALICE = account('0x118ba6f59931a56ec469770f7fc790ece96df00d');
export const BOB = account('0x69ecca587293047be4c59159bf8bc399985c160d');
export const CAROL = account('0x3b7f4d8e6a2c1b0f9e8d7c6b5a4f3e2d1c0b0a09');
/** An account outside the workspace. */
export const STRANGER = account('0x0000000000000000000000000000000000000abc');

export const signer = (who: DeclaredAccount, label: string): SigningAccount => signingAccount({ address: who.address, scriptHash: who.scriptHash, label, wallet: label.toLowerCase() });
export const WORKSPACE: readonly SigningAccount[] = [signer(ALICE, 'Alice'), signer(BOB, 'Bob'), signer(CAROL, 'Carol')];

export const JAN_2026 = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;
export const GAS = 100_000_000n;

/** A held name of `owner`, expiring in `days` days from JAN_2026, with its records by type. */
export function held(name: string, owner: DeclaredAccount, records: Record<string, string[]> = {}, over: Partial<NameOnChain> = {}): NameOnChain {
  return { name, state: 'held', owner, admin: null, expiration: JAN_2026 + 300 * DAY, records: new Map(Object.entries(records)), price: 2n * GAS, ...over };
}

export function free(name: string, over: Partial<NameOnChain> = {}): NameOnChain {
  return { name, state: 'free', price: 2n * GAS, ...over };
}

export function stateOf(...names: NameOnChain[]): NamesState {
  return { names, chainTime: JAN_2026, requests: 2, calls: 10 };
}
