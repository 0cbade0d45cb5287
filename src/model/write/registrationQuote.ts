// What Register Name… says of a name as it is typed, once the contract answered (core readNamePrice
// with isAvailable, one batch): free and at what price, taken, or closed. The C# NameService prices
// names by the length of their first label and closes short ones by default (getPrice answers -1:
// only the committee registers them; 3 and 4 characters cost 200 and 70 GAS on MainNet); neo-go's
// port and NeoFS's have one price for every name.
import type { NamePrice } from '../../core';
import { formatGas } from '../text/gas';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';

export interface RegistrationQuote {
  /** Whether Register can go on with this name. */
  readonly registrable: boolean;
  readonly text: string;
}

export function registrationQuote(name: string, quote: NamePrice, l10n: Localizer): RegistrationQuote {
  const shown = singleLine(name, 80);
  const label = name.split('.')[0] ?? '';
  switch (quote.availability?.kind) {
    case 'invalidName': return { registrable: false, text: l10n.t('The contract does not accept {0} as a name: {1}', shown, singleLine(quote.availability.exception, 160)) };
    case 'noRoot': return { registrable: false, text: l10n.t('.{0} is not a top-level domain of this contract: the committee adds it first.', singleLine(name.slice(name.lastIndexOf('.') + 1), 20)) };
    default: break;
  }
  if (quote.price < 0n) {
    return { registrable: false, text: l10n.t('Names of {0} characters are not open for registration on this contract (getPrice answers {1}): only the committee registers them.', label.length, quote.price.toString()) };
  }
  if (quote.availability?.kind === 'unavailable') return { registrable: false, text: l10n.t('{0} is taken: someone holds it until it expires.', shown) };
  return { registrable: true, text: l10n.t('{0} is free: registering it for a year burns {1}, plus the fees.', shown, formatGas(quote.price)) };
}
