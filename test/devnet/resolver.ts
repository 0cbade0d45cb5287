/**
 * NameService `getRecord(name, type)` and `resolve(name, type)` (neo-project/non-native-contracts
 * src/NameService/NameService.cs at 8d72b92, the deployed contract), over the devnet's table:
 * - Both take a second-level name or a subdomain (SplitAndCheck with subdomains: 2 to 8 fragments, 3 to
 *   255 characters; else `The format of the name is incorrect.`), read the state of its second-level
 *   name (unknown: the Deserialize FAULT; expired: `The name has expired.`) and look at the records of
 *   exactly that name (a record's `name`, its second-level name when not given).
 * - `getRecord` returns that record's data, or null.
 * - `resolve` starts with two redirects left; it drops one trailing dot, throws `Invalid name.` for an
 *   empty name, returns the record of the type asked when the name has one, else follows its CNAME with
 *   one redirect less (`Too many redirections.` below zero), else returns null. Records are looked at in
 *   storage order (by type here), so a record of the type asked wins over a CNAME beside it.
 * The offsets of the THROWs are illustrative, not read from the compiled contract.
 */
import { priceOf } from './opcodes';
import { NULL_ITEM, byteString, type StackItem } from './stackItems';
import { utf8 } from './bytes';
import type { ContractCallResult } from './contract';
import type { TableEntry } from './table';
import type { FlavourProfile } from './flavours';

export const RECORD_TYPE_CNAME = 5;
const INVALID_NAME = 'Invalid name.';
const OFFSETS = { nameFormat: 2291, redirections: 3305, invalidName: 3322 };
const THROW_PATH = priceOf('PUSHDATA1') + priceOf('THROW');
/** SplitAndCheck and the record's Storage.Find + Get: approximate, like the other methods' costs. */
export const RECORD_LOOKUP_COST = (1 << 15) * 3 + (1 << 8) + 64 * (priceOf('PICKITEM') + priceOf('LT') + priceOf('JMPIF'));

/** Reads the state of a second-level name as the contract does (unknown or expired: the FAULT), then `then`. */
export type ReadToken = (tokenName: string, then: (entry: TableEntry) => ContractCallResult) => ContractCallResult;

/** A record of the table; `name` is the (sub)domain it belongs to, the entry's own name when absent. */
interface TableRecord {
  readonly type: number;
  readonly data: string;
  readonly name?: string;
}

/** CheckFragment of the deployed contract: roots start with a letter and have at most 16 characters. */
function validFragment(fragment: string, isRoot: boolean): boolean {
  const first = isRoot ? '[a-z]' : '[a-z0-9]';
  return fragment.length <= (isRoot ? 16 : 63) && new RegExp(`^${first}(?:[a-z0-9-]*[a-z0-9])?$`).test(fragment);
}

/** SplitAndCheck(name, true): the fragments of a valid name or subdomain, else undefined. */
export function subdomainFragments(name: string): string[] | undefined {
  if (name.length < 3 || name.length > 255) return undefined;
  const fragments = name.split('.');
  if (fragments.length < 2 || fragments.length > 8) return undefined;
  return fragments.every((fragment, i) => validFragment(fragment, i === fragments.length - 1)) ? fragments : undefined;
}

/** The (sub)domain a record belongs to. */
export function recordName(record: { readonly name?: string }, tokenName: string): string {
  return record.name ?? tokenName;
}

function throwing(message: string, offset: number, cost: number): ContractCallResult {
  return { ok: false, kind: 'throw', message, cost: cost + THROW_PATH, offset };
}

function text(item: StackItem | undefined): string | undefined {
  return item?.type === 'ByteString' ? new TextDecoder().decode(item.value) : undefined;
}

function typeOf(item: StackItem | undefined): number | undefined {
  return item?.type === 'Integer' ? Number(item.value) : undefined;
}

/** The records of exactly `name`, in storage order, after the contract's checks. */
function withRecords(name: string, read: ReadToken, flavour: FlavourProfile, then: (records: TableRecord[]) => ContractCallResult): ContractCallResult {
  const fragments = subdomainFragments(name);
  if (!fragments) return throwing(flavour.nameFormat, OFFSETS.nameFormat, RECORD_LOOKUP_COST);
  const tokenName = fragments.slice(-2).join('.');
  return read(tokenName, (entry) => then(
    entry.records.filter((record) => recordName(record, tokenName) === name).sort((a, b) => a.type - b.type),
  ));
}

export function getRecord(args: readonly StackItem[], read: ReadToken, flavour: FlavourProfile): ContractCallResult {
  const name = text(args[0]) ?? '';
  const type = typeOf(args[1]);
  return withRecords(name, read, flavour, (records) => {
    const record = records.find((candidate) => candidate.type === type);
    return { ok: true, result: record ? byteString(utf8(record.data)) : NULL_ITEM, cost: RECORD_LOOKUP_COST };
  });
}

export function resolve(args: readonly StackItem[], read: ReadToken, flavour: FlavourProfile): ContractCallResult {
  const type = typeOf(args[1]);
  let cost = 0;
  let name = text(args[0]) ?? '';
  for (let redirect = 2; ; redirect--) {
    if (redirect < 0) return throwing(flavour.tooManyRedirections, OFFSETS.redirections, cost);
    if (name.length === 0) return throwing(INVALID_NAME, OFFSETS.invalidName, cost);
    if (name.endsWith('.')) name = name.slice(0, -1);
    let cname: string | undefined;
    const step = withRecords(name, read, flavour, (records) => {
      for (const record of records) {
        if (record.type === type) return { ok: true, result: byteString(utf8(record.data)), cost: RECORD_LOOKUP_COST };
        if (record.type === RECORD_TYPE_CNAME) cname = record.data;
      }
      return { ok: true, result: NULL_ITEM, cost: RECORD_LOOKUP_COST };
    });
    if (!step.ok) return step;
    cost += step.cost;
    if (step.result.type !== 'Any' || cname === undefined) return { ...step, cost };
    name = cname;
  }
}
