import { NnsError } from '../errors/nnsError';
import type { ContractArgument, ContractCall } from '../transactions/contractCall';
import { TransactionError } from '../errors/transactionError';
import type { ManifestLike } from './manifest';

/**
 * The committee's calls on an NNS contract, in the form its ABI declares (protocol notes §12): the two
 * families take them differently. neo-go's port: `addRoot(root)`, `setPrice(int)` and `getPrice()`, a
 * root of 1–16 lower-case letters, digits and inner hyphens. The C# NameService: `addRoot(root)`,
 * `setPrice(long[])` (prices by the length of the first label: index 0 for every length the list does
 * not reach, -1 closes a length) and `getPrice(length)`, a root of 1–16 lower-case letters and digits.
 * Both start a root with a letter, and both burn the price at registration (so a price of 0 faults).
 */

export type NnsFamily = 'neo-go' | 'csharp' | 'unknown';

/** What a contract's ABI allows the committee, and in which form. */
export interface NnsAdministration {
  readonly family: NnsFamily;
  /** `addRoot(String)`. */
  readonly addRoot: boolean;
  /** `setPrice`'s form: one price (Integer), or prices by label length (Array); undefined: none known. */
  readonly setPrice?: 'single' | 'byLength';
  /** `getPrice`'s form: no parameter, or the label's length. */
  readonly getPrice?: 'single' | 'byLength';
}

/** The contracts' upper bound on a price, in datoshi (10,000 GAS). */
export const MAX_NAME_PRICE = 1_000_000_000_000n;
/** The price a development chain gets at set-up: low, but not 0 (registration burns it, and burning 0 faults). */
export const DEVELOPMENT_PRICE = 1_000_000n;
export const MAX_ROOT_LENGTH = 16;

/** Reads the committee's methods from the ABI (never assumed from the contract's name or hash). */
export function administrationOf(manifest: ManifestLike): NnsAdministration {
  const formOf = (name: string, single: string[], byLength: string[]): 'single' | 'byLength' | undefined => {
    const types = manifest.abi.methods.filter((m) => m.name === name).map((m) => (m.parameters ?? []).map((p) => p.type).join(','));
    if (types.some((t) => single.includes(t))) return 'single';
    if (types.some((t) => byLength.includes(t))) return 'byLength';
    return undefined;
  };
  const setPrice = formOf('setPrice', ['Integer'], ['Array']);
  const getPrice = formOf('getPrice', [''], ['Integer']);
  const addRoot = manifest.abi.methods.some((m) => m.name === 'addRoot' && (m.parameters ?? []).map((p) => p.type).join(',') === 'String');
  const family: NnsFamily = setPrice === 'byLength' || getPrice === 'byLength' ? 'csharp' : setPrice === 'single' || getPrice === 'single' ? 'neo-go' : 'unknown';
  return { family, addRoot, ...(setPrice ? { setPrice } : {}), ...(getPrice ? { getPrice } : {}) };
}

/**
 * Why the contract would refuse `root` (its own rule: see the file's comment), or undefined when it
 * takes it. A contract of unknown family is held to the stricter rule, which both accept.
 */
export function rootProblem(root: string, family: NnsFamily): string | undefined {
  if (root.length === 0) return 'a top-level domain cannot be empty';
  if (root.length > MAX_ROOT_LENGTH) return `a top-level domain is at most ${MAX_ROOT_LENGTH} characters; this one has ${root.length}`;
  if (!/^[a-z]/.test(root)) return 'a top-level domain starts with a lower-case letter (a–z)';
  if (family === 'neo-go') {
    if (!/^[a-z0-9-]*$/.test(root)) return 'a top-level domain holds only lower-case letters, digits and hyphens';
    if (root.endsWith('-')) return 'a top-level domain cannot end with a hyphen';
    return undefined;
  }
  if (!/^[a-z0-9]*$/.test(root)) return 'a top-level domain holds only lower-case letters (a–z) and digits';
  return undefined;
}

/** Why the contract would refuse `price` (datoshi) as a price, or undefined. -1 (closed) only where allowed. */
export function priceProblem(price: bigint, { closedAllowed = false } = {}): string | undefined {
  if (closedAllowed && price === -1n) return undefined;
  if (price < 1n) return 'a price is at least 0.00000001 GAS: registration burns it, and burning nothing fails';
  if (price > MAX_NAME_PRICE) return 'a price is at most 10,000 GAS';
  return undefined;
}

/** `addRoot(root)` on the contract, if its ABI has it and it would take this root. */
export function addRootCall(contractHash: string, manifest: ManifestLike, root: string): ContractCall {
  const administration = administrationOf(manifest);
  if (!administration.addRoot) throw notSupported(contractHash, 'addRoot', 'This contract has no addRoot(root) method: its top-level domains are not added this way.');
  const problem = rootProblem(root, administration.family);
  if (problem) throw new NnsError('INVALID_INPUT', `The top-level domain "${root}" cannot be added: ${problem}.`, { field: 'root' });
  return { contractHash, method: 'addRoot', args: [{ type: 'String', value: root }] };
}

/**
 * `setPrice` in the contract's form. One price: neo-go's port takes it as is; the C# NameService gets
 * it for every length (a list of one). A list of prices by length (index 0: every other length, -1
 * closes one) only for the C# NameService.
 */
export function setPriceCall(contractHash: string, manifest: ManifestLike, price: bigint | readonly bigint[]): ContractCall {
  const form = administrationOf(manifest).setPrice;
  if (!form) throw notSupported(contractHash, 'setPrice', 'This contract has no setPrice method in a form known here (one price, or prices by name length).');
  const integer = (value: bigint): ContractArgument => ({ type: 'Integer', value });
  if (typeof price === 'bigint') {
    const problem = priceProblem(price);
    if (problem) throw new NnsError('INVALID_INPUT', `Cannot set the price: ${problem}.`, { field: 'price' });
    const arg: ContractArgument = form === 'single' ? integer(price) : { type: 'Array', value: [integer(price)] };
    return { contractHash, method: 'setPrice', args: [arg] };
  }
  if (form === 'single') throw notSupported(contractHash, 'setPrice', 'This contract takes one price for every name, not prices by length.');
  if (price.length === 0) throw new NnsError('INVALID_INPUT', 'Cannot set the prices: the list is empty.', { field: 'price' });
  price.forEach((value, index) => {
    const problem = priceProblem(value, { closedAllowed: index > 0 });
    if (problem) throw new NnsError('INVALID_INPUT', `Cannot set the prices: ${index === 0 ? 'the price of other lengths' : `the price of ${index}-character names`}: ${problem}.`, { field: 'price' });
  });
  return { contractHash, method: 'setPrice', args: [{ type: 'Array', value: price.map(integer) }] };
}

function notSupported(contractHash: string, method: string, message: string): TransactionError {
  return new TransactionError('NOT_SUPPORTED', message, { contractHash, method });
}
