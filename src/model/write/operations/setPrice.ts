// Set the price of registering a name, signed by the committee: its plan (the prices checked as each
// family takes them: one price, or a list by length; protocol notes §12), its words, and its box's.
import type { ContractArgument } from '../../../core/write';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';
import { integer } from '../contracts/contractArguments';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface SetPriceOperation {
  readonly kind: 'setPrice';
  /**
   * Datoshi. One price on neo-go's and NeoFS's contracts; on the C# one the list by length: the price
   * of names of other lengths first, then of each length from the shortest (a negative one: not open).
   */
  readonly prices: readonly bigint[];
}

/** The highest price, in datoshi, that both the C# contract and neo-go's port take. */
const MAX_PRICE = 10_000n * 100_000_000n;

export const setPriceSpec: OperationSpec<SetPriceOperation> = {
  plan(operation, api, l10n) {
    const method = methodOf(api.setPrice, api, l10n);
    if (typeof method === 'string') return refused(method);
    const bad = pricesProblem(operation.prices, method.byLength, l10n);
    if (bad) return refused(bad);
    const args = method.byLength ? [{ type: 'Array', value: operation.prices.map(integer) } satisfies ContractArgument] : [integer(operation.prices[0]!)];
    return planned({ ...invoke(api, method, args), signers: [{ role: 'committee' }], reload: reload({}) });
  },
  title: (_operation, l10n) => l10n.t('Set the registration price'),
  argumentLines: (operation, l10n) => (operation.prices.length === 1
    ? [l10n.t('Price: {0} per name', formatGas(operation.prices[0]!))]
    : operation.prices.map((price, index) => (index === 0
      ? l10n.t('Price of names of other lengths: {0}', priceText(price, l10n))
      : l10n.t('Price of names of {0} characters: {1}', index, priceText(price, l10n))))),
};

/** The C# contract: a list, not empty, its first not closed, each closed or within the range; the others: one price within it. */
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

function priceText(price: bigint, l10n: Localizer): string {
  return price < 0n ? l10n.t('not open for registration') : formatGas(price);
}

/** The words of the price's box: Set Price…'s title, what the price is (the set-up's box says it too), a value that is no amount. */
export function pricePromptText(l10n: Localizer): { readonly title: string; readonly prompt: string; readonly notGas: string } {
  return {
    title: l10n.t('Set Price: the price of a name'),
    prompt: l10n.t('In GAS, burnt at each registration; a low price suits a development chain'),
    notGas: l10n.t('A GAS amount, such as 0.01'),
  };
}
