// The arguments of a contract call as the operations build them, and the SOA fields NeoFS's NNS takes
// after a name in register and registerTLD, with its own defaults (protocol notes §12).
import type { ContractArgument } from '../../../core/write';
import type { Localizer } from '../../text/localizer';

export const text = (value: string): ContractArgument => ({ type: 'String', value });
export const hash160 = (value: string): ContractArgument => ({ type: 'Hash160', value });
export const integer = (value: bigint | number): ContractArgument => ({ type: 'Integer', value: BigInt(value) });
export const bytesOf = (value: string): ContractArgument => ({ type: 'ByteArray', value: new TextEncoder().encode(value) });
export const NULL: ContractArgument = { type: 'Any', value: null };

/** The SOA fields NeoFS's NNS asks with register and registerTLD. */
export interface SoaFields {
  readonly email: string;
  readonly refresh?: number;
  readonly retry?: number;
  readonly expire?: number;
  readonly ttl?: number;
}

/** NeoFS's SOA defaults, in seconds, as its own deploy sets them. */
const SOA_DEFAULTS = { refresh: 3600, retry: 600, expire: 10 * 365 * 24 * 3600, ttl: 3600 } as const;

/** The e-mail address and the SOA times as the call's arguments; why not, in words. */
export function soaArguments(soa: SoaFields | undefined, l10n: Localizer): ContractArgument[] | string {
  if (!soa || !/^[^\s@]+@[^\s@]+$/.test(soa.email)) return l10n.t('This contract (NeoFS\'s NNS) records an e-mail address with the name (its SOA record): give one.');
  const values = [soa.refresh ?? SOA_DEFAULTS.refresh, soa.retry ?? SOA_DEFAULTS.retry, soa.expire ?? SOA_DEFAULTS.expire, soa.ttl ?? SOA_DEFAULTS.ttl];
  if (values.some((value) => !Number.isSafeInteger(value) || value < 0)) return l10n.t('The SOA times are whole seconds, 0 or more.');
  return [text(soa.email), ...values.map(integer)];
}
