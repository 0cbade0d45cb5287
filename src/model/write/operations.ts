// The name operations as data: what the user asked (register, renew, set or delete a record, set or
// remove the admin, transfer, add a root, set the price), and what it becomes on a given contract —
// the contract call in that contract's shape (contractApi.ts), who must sign, the price to read
// before the confirmation, and what shows the change afterwards. The operation's words (the
// confirmation's line) are here too. Inputs are checked as the contract checks them first.
import type { ContractArgument, ContractCall } from '../../core/write';
import type { PriceQuery } from '../../core';
import { shortAddress } from '../text/addressText';
import type { Localizer } from '../text/localizer';
import { nameProblem } from '../names/nameSyntax';
import { resolveNameProblem } from '../names/resolveInput';
import { singleLine } from '../text/untrustedText';
import { isUnsupported, unsupportedText, type ContractWriteApi, type Supported, type WriteMethod } from './contractApi';
import { dnsNameProblem, fragmentOk, RECORD_TYPES, recordValueProblem, type RecordTypeName } from './recordValues';
import { MAX_YEARS } from './renewal';

/** An account an operation names: the owner to register for, the new admin, the receiver. */
export interface AccountRef {
  readonly address: string;
  /** `0x` + 40 hex digits, display order. */
  readonly scriptHash: string;
  /** The workspace wallet's label, when it is one of its accounts (plain text). */
  readonly label?: string;
  /** The NNS name the user typed, which resolved to this address (and which the user confirmed). */
  readonly viaName?: string;
}

/** The SOA fields NeoFS's NNS asks with register and registerTLD. */
export interface SoaFields {
  readonly email: string;
  readonly refresh?: number;
  readonly retry?: number;
  readonly expire?: number;
  readonly ttl?: number;
}

export type NameOperation =
  | { readonly kind: 'register'; readonly name: string; readonly owner: AccountRef; readonly soa?: SoaFields }
  /**
   * `years`: 1 unless given (the C# and NeoFS contracts take 1–10; neo-go's port renews one year).
   * `expiration`: the name's expiration read before (ms), for the confirmation's old and new dates.
   */
  | { readonly kind: 'renew'; readonly name: string; readonly years?: number; readonly expiration?: number }
  /** `id`: on a contract that keeps records by id, the record to replace; without it one is added. */
  | { readonly kind: 'setRecord'; readonly name: string; readonly type: RecordTypeName; readonly value: string; readonly id?: number }
  | { readonly kind: 'deleteRecord'; readonly name: string; readonly type: RecordTypeName }
  /** `admin` null removes the admin. */
  | { readonly kind: 'setAdmin'; readonly name: string; readonly admin: AccountRef | null }
  | { readonly kind: 'transfer'; readonly name: string; readonly to: AccountRef }
  | { readonly kind: 'addRoot'; readonly root: string; readonly soa?: SoaFields }
  /**
   * Datoshi. One price on neo-go's and NeoFS's contracts; on the C# one the list by length: the
   * price of names of other lengths first, then of length 1, 2, … (-1: not open for registration).
   */
  | { readonly kind: 'setPrice'; readonly prices: readonly bigint[] };

/**
 * Who must sign, in order (the first pays the fees): the owner of a name registered (its witness),
 * the owner or admin of a name (records), the owner (admin, transfer), the new admin (its witness
 * too), the committee (roots, price), or anyone who pays (renew, but on NeoFS's: see renewSigner).
 */
export type SignerNeed =
  | { readonly role: 'owner'; readonly account?: string }
  | { readonly role: 'ownerOrAdmin' }
  | { readonly role: 'newAdmin'; readonly account: string }
  | { readonly role: 'committee' }
  | { readonly role: 'payer' };

/** What shows the change afterwards. */
export interface ReloadPlan {
  /** Names whose details (expiration, records, admin, owner) change. */
  readonly names: readonly string[];
  /** Owners (addresses) whose lists gain or lose a name. */
  readonly owners: readonly string[];
  /** All Domains gains a name. */
  readonly allDomains: boolean;
  /** The contract's roots change. */
  readonly roots: boolean;
}

export interface OperationPlan {
  readonly operation: NameOperation;
  readonly call: ContractCall;
  /** The names the ABI gives the call's parameters (untrusted text), for the confirmation. */
  readonly parameters: readonly string[];
  readonly signers: readonly SignerNeed[];
  /** The price the contract burns (register, renew), read before the confirmation: inside the system fee. */
  readonly price?: { readonly query: PriceQuery; readonly name: string; readonly years: number };
  readonly reload: ReloadPlan;
}

export type PlanResult = { readonly ok: true; readonly plan: OperationPlan } | { readonly ok: false; readonly problem: string };

/**
 * Who signs a renewal: whoever pays on the C# NameService and neo-go's port, which ask for no witness;
 * the owner or the admin on NeoFS's NNS, whose renew checks the admin's witness.
 */
export function renewSigner(api: Pick<ContractWriteApi, 'family'>): 'ownerOrAdmin' | 'payer' {
  return api.family === 'neoFs' ? 'ownerOrAdmin' : 'payer';
}

/** NeoFS's SOA defaults (neofs-contract deploy/nns.go, after RIPE-203): refresh, retry, expire (seconds), TTL. */
const SOA_DEFAULTS = { refresh: 3600, retry: 600, expire: 10 * 365 * 24 * 3600, ttl: 3600 } as const;
/** The highest price, in datoshi: 10,000 GAS in the C# contract's SetPrice and neo-go's port's maxRegisterPrice alike. */
const MAX_PRICE = 10_000n * 100_000_000n;

const text = (value: string): ContractArgument => ({ type: 'String', value });
const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
const integer = (value: bigint | number): ContractArgument => ({ type: 'Integer', value: BigInt(value) });
const NULL: ContractArgument = { type: 'Any', value: null };

/** The first label and the root: the name a record or subdomain belongs to. */
function secondLevel(name: string): string {
  return name.split('.').slice(-2).join('.');
}

/**
 * The operation on this contract: its call, signers, price and reloads; or why it cannot be done
 * (the contract lacks the method, or the input is one the contract would refuse), in words.
 */
export function planOperation(operation: NameOperation, api: ContractWriteApi, l10n: Localizer): PlanResult {
  const problem = (text: string): PlanResult => ({ ok: false, problem: text });
  const method = <T extends object>(supported: Supported<T>): T | string => (isUnsupported(supported) ? unsupportedText(supported, api, l10n) : supported);
  const invoke = (writeMethod: WriteMethod, args: ContractArgument[]): Pick<OperationPlan, 'call' | 'parameters'> => ({
    call: { contractHash: api.hash, method: writeMethod.method, args, assertResult: writeMethod.assertResult },
    parameters: writeMethod.parameters,
  });
  const done = (plan: Omit<OperationPlan, 'operation'>): PlanResult => ({ ok: true, plan: { operation, ...plan } });
  const reload = (part: Partial<ReloadPlan>): ReloadPlan => ({ names: [], owners: [], allDomains: false, roots: false, ...part });

  switch (operation.kind) {
    case 'register': {
      const bad = nameProblem(operation.name, l10n);
      if (bad) return problem(bad);
      const register = method(api.register);
      if (typeof register === 'string') return problem(register);
      const price = method(api.getPrice);
      const args = [text(operation.name), hash160(operation.owner.scriptHash)];
      if (register.soa) {
        const soa = soaArguments(operation.soa, l10n);
        if (typeof soa === 'string') return problem(soa);
        args.push(...soa);
      }
      return done({
        ...invoke(register, args),
        signers: [{ role: 'owner', account: operation.owner.scriptHash }],
        ...(typeof price === 'string' ? {} : { price: { query: price, name: operation.name, years: 1 } }),
        reload: reload({ names: [operation.name], owners: [operation.owner.address], allDomains: true }),
      });
    }
    case 'renew': {
      const bad = nameProblem(operation.name, l10n);
      if (bad) return problem(bad);
      const renew = method(api.renew);
      if (typeof renew === 'string') return problem(renew);
      const years = operation.years ?? 1;
      if (!Number.isInteger(years) || years < 1 || years > MAX_YEARS) return problem(l10n.t('A name is renewed for 1 to {0} years.', MAX_YEARS));
      const price = method(api.getPrice);
      let renewCall: Pick<OperationPlan, 'call' | 'parameters'>;
      if (renew.plain && (years === 1 || !renew.years)) {
        if (years !== 1) return problem(l10n.t('This contract renews a name one year at a time (it has renew(name) only).'));
        renewCall = invoke(renew.plain, [text(operation.name)]);
      } else {
        renewCall = invoke(renew.years!, [text(operation.name), integer(years)]);
      }
      return done({
        ...renewCall,
        signers: [{ role: renewSigner(api) }],
        ...(typeof price === 'string' ? {} : { price: { query: price, name: operation.name, years } }),
        reload: reload({ names: [operation.name] }),
      });
    }
    case 'setRecord': {
      const bad = recordNameProblem(operation.name, api, l10n) ?? recordValueProblem(operation.type, operation.value, api.family, l10n);
      if (bad) return problem(bad);
      const set = method(api.setRecord);
      if (typeof set === 'string') return problem(set);
      const type = integer(RECORD_TYPES[operation.type]);
      let setCall: Pick<OperationPlan, 'call' | 'parameters'>;
      if (!set.byId) {
        setCall = invoke(set.set, [text(operation.name), type, text(operation.value)]);
      } else if (operation.id !== undefined) {
        if (!set.set) return problem(unsupportedText({ unsupported: 'absent', methods: ['setRecord'] }, api, l10n));
        if (!Number.isInteger(operation.id) || operation.id < 0 || operation.id > 255) return problem(l10n.t('A record id is 0 to 255.'));
        setCall = invoke(set.set, [text(operation.name), type, integer(operation.id), text(operation.value)]);
      } else {
        if (!set.add) return problem(unsupportedText({ unsupported: 'absent', methods: ['addRecord'] }, api, l10n));
        setCall = invoke(set.add, [text(operation.name), type, text(operation.value)]);
      }
      return done({ ...setCall, signers: [{ role: 'ownerOrAdmin' }], reload: reload({ names: [secondLevel(operation.name)] }) });
    }
    case 'deleteRecord': {
      const bad = recordNameProblem(operation.name, api, l10n);
      if (bad) return problem(bad);
      const remove = method(api.deleteRecord);
      if (typeof remove === 'string') return problem(remove);
      return done({
        ...invoke(remove, [text(operation.name), integer(RECORD_TYPES[operation.type])]),
        signers: [{ role: 'ownerOrAdmin' }],
        reload: reload({ names: [secondLevel(operation.name)] }),
      });
    }
    case 'setAdmin': {
      const bad = nameProblem(operation.name, l10n);
      if (bad) return problem(bad);
      const setAdmin = method(api.setAdmin);
      if (typeof setAdmin === 'string') return problem(setAdmin);
      const admin = operation.admin;
      return done({
        ...invoke(setAdmin, [text(operation.name), admin ? hash160(admin.scriptHash) : NULL]),
        signers: admin ? [{ role: 'owner' }, { role: 'newAdmin', account: admin.scriptHash }] : [{ role: 'owner' }],
        reload: reload({ names: [operation.name] }),
      });
    }
    case 'transfer': {
      const bad = nameProblem(operation.name, l10n);
      if (bad) return problem(bad);
      const transfer = method(api.transfer);
      if (typeof transfer === 'string') return problem(transfer);
      const tokenId: ContractArgument = { type: 'ByteArray', value: new TextEncoder().encode(operation.name) };
      return done({
        ...invoke(transfer, [hash160(operation.to.scriptHash), tokenId, NULL]),
        signers: [{ role: 'owner' }],
        // The sender's list loses it: the orchestrator adds the owner who signed.
        reload: reload({ names: [operation.name], owners: [operation.to.address] }),
      });
    }
    case 'addRoot': {
      if (!fragmentOk(operation.root, true)) {
        return problem(l10n.t('A top-level domain is 1 to 16 of a–z, 0–9 and inner hyphens, starting with a letter: "{0}" is not.', singleLine(operation.root, 40)));
      }
      const addRoot = method(api.addRoot);
      if (typeof addRoot === 'string') return problem(addRoot);
      const args = [text(operation.root)];
      if (addRoot.soa) {
        const soa = soaArguments(operation.soa, l10n);
        if (typeof soa === 'string') return problem(soa);
        args.push(...soa);
      }
      return done({ ...invoke(addRoot, args), signers: [{ role: 'committee' }], reload: reload({ roots: true }) });
    }
    case 'setPrice': {
      const setPrice = method(api.setPrice);
      if (typeof setPrice === 'string') return problem(setPrice);
      const bad = pricesProblem(operation.prices, setPrice.byLength, l10n);
      if (bad) return problem(bad);
      const args = setPrice.byLength ? [{ type: 'Array', value: operation.prices.map(integer) } satisfies ContractArgument] : [integer(operation.prices[0]!)];
      return done({ ...invoke(setPrice, args), signers: [{ role: 'committee' }], reload: reload({}) });
    }
  }
}

/** A name records are set on: a second-level name or one of its subdomains, as this contract splits names. */
function recordNameProblem(name: string, api: ContractWriteApi, l10n: Localizer): string | undefined {
  if (api.family === 'nameService' || api.family === 'other') return resolveNameProblem(name, l10n);
  const secondLevelProblem = nameProblem(secondLevel(name), l10n);
  return secondLevelProblem ?? dnsNameProblem(name, api.family, l10n);
}

function soaArguments(soa: SoaFields | undefined, l10n: Localizer): ContractArgument[] | string {
  if (!soa || !/^[^\s@]+@[^\s@]+$/.test(soa.email)) return l10n.t('This contract (NeoFS\'s NNS) records an e-mail address with the name (its SOA record): give one.');
  const values = [soa.refresh ?? SOA_DEFAULTS.refresh, soa.retry ?? SOA_DEFAULTS.retry, soa.expire ?? SOA_DEFAULTS.expire, soa.ttl ?? SOA_DEFAULTS.ttl];
  if (values.some((value) => !Number.isSafeInteger(value) || value < 0)) return l10n.t('The SOA times are whole seconds, 0 or more.');
  return [text(soa.email), ...values.map(integer)];
}

/** The C# contract: a list, not empty, its first not -1, each -1 to 10,000 GAS; the others: one price, 0 to 10,000 GAS. */
function pricesProblem(prices: readonly bigint[], byLength: boolean, l10n: Localizer): string | undefined {
  if (!byLength) {
    if (prices.length !== 1) return l10n.t('This contract has one price for every name: give one.');
    return prices[0]! < 0n || prices[0]! > MAX_PRICE ? l10n.t('The price is 0 to 10,000 GAS.') : undefined;
  }
  if (prices.length === 0) return l10n.t('Give at least one price: that of names of every length not listed.');
  if (prices[0] === -1n) return l10n.t('The first price, that of names of every length not listed, cannot be -1 (closed).');
  if (prices.some((price) => price < -1n || price > MAX_PRICE)) return l10n.t('Each price is -1 (closed) or 0 to 10,000 GAS.');
  return undefined;
}

/** One line: "Register alice.neo for NXku…xyLM", in the user's words. */
export function operationTitle(operation: NameOperation, l10n: Localizer): string {
  const name = (value: string) => singleLine(value, 80);
  const account = (ref: AccountRef) => (ref.viaName ? `${name(ref.viaName)} (${shortAddress(ref.address)})` : shortAddress(ref.address));
  switch (operation.kind) {
    case 'register': return l10n.t('Register {0} for {1}', name(operation.name), account(operation.owner));
    case 'renew': return (operation.years ?? 1) === 1
      ? l10n.t('Renew {0} for a year', name(operation.name))
      : l10n.t('Renew {0} for {1} years', name(operation.name), operation.years ?? 1);
    case 'setRecord': return l10n.t('Set the {0} record of {1}', operation.type, name(operation.name));
    case 'deleteRecord': return l10n.t('Delete the {0} record of {1}', operation.type, name(operation.name));
    case 'setAdmin': return operation.admin
      ? l10n.t('Make {0} the admin of {1}', account(operation.admin), name(operation.name))
      : l10n.t('Remove the admin of {0}', name(operation.name));
    case 'transfer': return l10n.t('Transfer {0} to {1}', name(operation.name), account(operation.to));
    case 'addRoot': return l10n.t('Add the top-level domain .{0}', name(operation.root));
    case 'setPrice': return l10n.t('Set the registration price');
  }
}
