// The write methods of an NNS contract, read from its ABI rather than assumed, since the families differ
// (protocol notes §12): a method is matched by its parameter types, and one that returns a Boolean is
// called with an ASSERT after it, so that an answer of false stops the test invocation.
import type { ContractAbi, PriceQuery } from '../../../core';
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';

/** Which NNS contract this is, by the shapes of its methods. */
export type NnsFamily = 'nameService' | 'neoGoExample' | 'neoFs' | 'other';

/** A method to call, and whether its Boolean result is asserted. */
export interface WriteMethod {
  readonly method: string;
  /** The parameters' names as the ABI declares them (untrusted text), for the confirmation. */
  readonly parameters: readonly string[];
  readonly assertResult: boolean;
}

/** Why an operation cannot be done on this contract. */
export type Unsupported =
  | { readonly unsupported: 'absent'; readonly methods: readonly string[] }
  /** The method exists with parameters NNS Explorer does not know how to fill. */
  | { readonly unsupported: 'shape'; readonly method: string; readonly signatures: readonly string[] };

export type Supported<T> = T | Unsupported;

export interface ContractWriteApi {
  readonly hash: string;
  /** The manifest's name (untrusted). */
  readonly name: string;
  readonly family: NnsFamily;
  readonly isNameService: boolean;
  /** `register(name, owner)`, or NeoFS's `register(name, owner, email, refresh, retry, expire, ttl)`. */
  readonly register: Supported<WriteMethod & { readonly soa: boolean }>;
  /** `renew(name)` and/or `renew(name, years)`. */
  readonly renew: Supported<{ readonly plain?: WriteMethod; readonly years?: WriteMethod }>;
  /** `setRecord(name, type, data)`; or by id: `setRecord(name, type, id, data)` and `addRecord(name, type, data)`. */
  readonly setRecord: Supported<
    | { readonly byId: false; readonly set: WriteMethod }
    | { readonly byId: true; readonly set?: WriteMethod; readonly add?: WriteMethod }
  >;
  /** `deleteRecord(name, type)`, or `deleteRecords(name, type)`: every record of the type. */
  readonly deleteRecord: Supported<WriteMethod & { readonly allOfType: boolean }>;
  readonly setAdmin: Supported<WriteMethod>;
  /** NEP-11 `transfer(to, tokenId, data)`. */
  readonly transfer: Supported<WriteMethod>;
  /** `addRoot(root)`, or NeoFS's `registerTLD(name, email, refresh, retry, expire, ttl)`. */
  readonly addRoot: Supported<WriteMethod & { readonly soa: boolean }>;
  /** `setPrice(price)`, or the C# `setPrice(prices)`: the price of other lengths, then of each length from the shortest. */
  readonly setPrice: Supported<WriteMethod & { readonly byLength: boolean }>;
  readonly getPrice: Supported<PriceQuery>;
  readonly isAvailable: Supported<WriteMethod>;
}

const STRING = ['String'];
const HASH = ['Hash160'];
const INT = ['Integer'];
const BYTES = ['ByteArray', 'String'];
const ANY = ['Any'];
const SOA = [STRING, INT, INT, INT, INT];

type Shape = readonly (readonly string[])[];

export function isUnsupported<T extends object>(value: Supported<T>): value is Unsupported {
  return 'unsupported' in value;
}

/** The write API of a contract's ABI. */
export function contractWriteApi(abi: ContractAbi): ContractWriteApi {
  const overloads = (name: string) => abi.methods.filter((method) => method.name === name);
  const matches = (method: ContractAbi['methods'][number], shape: Shape) =>
    method.parameters.length === shape.length && method.parameters.every((parameter, i) => shape[i]!.includes(parameter.type));
  const find = (name: string, shape: Shape): WriteMethod | undefined => {
    const method = overloads(name).find((each) => matches(each, shape));
    return method && { method: method.name, parameters: method.parameters.map((parameter) => parameter.name), assertResult: method.returnType === 'Boolean' };
  };
  const why = (...names: string[]): Unsupported => {
    const present = names.find((name) => overloads(name).length > 0);
    if (present === undefined) return { unsupported: 'absent', methods: names };
    return { unsupported: 'shape', method: present, signatures: names.flatMap((name) => overloads(name)).map(signatureOf) };
  };

  const registerPlain = find('register', [STRING, HASH]);
  const registerSoa = find('register', [STRING, HASH, ...SOA]);
  const renewPlain = find('renew', [STRING]);
  const renewYears = find('renew', [STRING, INT]);
  const setByType = find('setRecord', [STRING, INT, STRING]);
  const setById = find('setRecord', [STRING, INT, INT, STRING]);
  const addRecord = find('addRecord', [STRING, INT, STRING]);
  const deleteOne = find('deleteRecord', [STRING, INT]);
  const deleteAll = find('deleteRecords', [STRING, INT]);
  const addRoot = find('addRoot', [STRING]);
  const registerTld = find('registerTLD', [STRING, ...SOA]);
  const setPriceSingle = find('setPrice', [INT]);
  const setPriceList = find('setPrice', [['Array']]);
  const getPriceFlat = find('getPrice', []);
  const getPriceByLength = find('getPrice', [INT]);

  return {
    hash: abi.hash,
    name: abi.name,
    isNameService: abi.isNameService,
    family: familyOf({ registerSoa, setPriceList, getPriceByLength, setPriceSingle, getPriceFlat }),
    register: registerPlain ? { ...registerPlain, soa: false } : registerSoa ? { ...registerSoa, soa: true } : why('register'),
    renew: renewPlain || renewYears ? { ...(renewPlain ? { plain: renewPlain } : {}), ...(renewYears ? { years: renewYears } : {}) } : why('renew'),
    setRecord: setByType
      ? { byId: false, set: setByType }
      : setById || addRecord ? { byId: true, ...(setById ? { set: setById } : {}), ...(addRecord ? { add: addRecord } : {}) } : why('setRecord', 'addRecord'),
    deleteRecord: deleteOne ? { ...deleteOne, allOfType: false } : deleteAll ? { ...deleteAll, allOfType: true } : why('deleteRecord', 'deleteRecords'),
    setAdmin: find('setAdmin', [STRING, HASH]) ?? why('setAdmin'),
    transfer: find('transfer', [HASH, BYTES, ANY]) ?? why('transfer'),
    addRoot: addRoot ? { ...addRoot, soa: false } : registerTld ? { ...registerTld, soa: true } : why('addRoot', 'registerTLD'),
    setPrice: setPriceSingle ? { ...setPriceSingle, byLength: false } : setPriceList ? { ...setPriceList, byLength: true } : why('setPrice'),
    getPrice: getPriceFlat ? { method: getPriceFlat.method, byLength: false } : getPriceByLength ? { method: getPriceByLength.method, byLength: true } : why('getPrice'),
    isAvailable: find('isAvailable', [STRING]) ?? why('isAvailable'),
  };
}

function familyOf(found: Record<'registerSoa' | 'setPriceList' | 'getPriceByLength' | 'setPriceSingle' | 'getPriceFlat', WriteMethod | undefined>): NnsFamily {
  if (found.registerSoa) return 'neoFs';
  if (found.setPriceList || found.getPriceByLength) return 'nameService';
  if (found.setPriceSingle || found.getPriceFlat) return 'neoGoExample';
  return 'other';
}

function signatureOf(method: ContractAbi['methods'][number]): string {
  return `${method.name}(${method.parameters.map((parameter) => parameter.type).join(', ')})`;
}

/** The family in words: which project's contract this is. */
export function familyText(family: NnsFamily, l10n: Localizer): string {
  switch (family) {
    case 'nameService': return l10n.t('the Neo Project\'s NameService (C#)');
    case 'neoGoExample': return l10n.t('neo-go\'s NNS example (nft-nd-nns)');
    case 'neoFs': return l10n.t('NeoFS\'s NNS');
    case 'other': return l10n.t('an NNS contract of unknown origin');
  }
}

/** Why the operation cannot be done, in a sentence: "This contract has no renew method." */
export function unsupportedText(why: Unsupported, api: Pick<ContractWriteApi, 'name' | 'hash'>, l10n: Localizer): string {
  const contract = singleLine(api.name, 60) || api.hash;
  if (why.unsupported === 'absent') {
    return why.methods.length === 1
      ? l10n.t('{0} has no {1} method: this operation cannot be done on it.', contract, why.methods[0]!)
      : l10n.t('{0} has none of the methods {1}: this operation cannot be done on it.', contract, why.methods.join(', '));
  }
  return l10n.t('{0} declares {1}, which NNS Explorer does not know how to call.', contract, why.signatures.map((signature) => singleLine(signature, 120)).join(', '));
}
