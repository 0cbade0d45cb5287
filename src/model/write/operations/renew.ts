// Renew a held name for some years: its plan, its words, and how a renewal moves the expiration as the
// contracts compute it (from the current expiration, within a cap ahead of the chain's time; protocol
// notes §12), which the years offered and the confirmation follow.
import { DAY_MS, formatDate } from '../../details/expiry';
import type { Localizer } from '../../text/localizer';
import { exactValue, forNotification, singleLine } from '../../text/untrustedText';
import { integer, text } from '../contracts/contractArguments';
import type { ContractWriteApi } from '../contracts/contractApi';
import { tokenNameProblem } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationPlan, type OperationSpec } from './operationSpec';

export interface RenewOperation {
  readonly kind: 'renew';
  readonly name: string;
  /** One unless given. */
  readonly years?: number;
  /** The name's expiration read before (ms), for the confirmation's old and new dates. */
  readonly expiration?: number;
}

/** A contract's year, leap or not. */
export const YEAR_MS = 365 * DAY_MS;
/** The most years one renewal takes. */
export const MAX_YEARS = 10;
/** How far ahead of the block's time the capped contracts let an expiration go. */
export const MAX_AHEAD_MS = MAX_YEARS * YEAR_MS;

/**
 * Who signs a renewal: whoever pays on the C# NameService and neo-go's port, which ask for no witness;
 * the owner or the admin on NeoFS's NNS, whose renew checks the admin's witness.
 */
export function renewSigner(api: Pick<ContractWriteApi, 'family'>): 'ownerOrAdmin' | 'payer' {
  return api.family === 'neoFs' ? 'ownerOrAdmin' : 'payer';
}

export const renewSpec: OperationSpec<RenewOperation> = {
  plan(operation, api, l10n) {
    const bad = tokenNameProblem(operation.name, api, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.renew, api, l10n);
    if (typeof method === 'string') return refused(method);
    const years = operation.years ?? 1;
    if (!Number.isInteger(years) || years < 1 || years > MAX_YEARS) return refused(l10n.t('A name is renewed for 1 to {0} years.', MAX_YEARS));
    const price = methodOf(api.getPrice, api, l10n);
    let call: Pick<OperationPlan, 'call' | 'parameters'>;
    if (method.plain && (years === 1 || !method.years)) {
      if (years !== 1) return refused(l10n.t('This contract renews a name one year at a time (it has renew(name) only).'));
      call = invoke(api, method.plain, [text(operation.name)]);
    } else {
      call = invoke(api, method.years!, [text(operation.name), integer(years)]);
    }
    return planned({
      ...call,
      signers: [{ role: renewSigner(api) }],
      ...(typeof price === 'string' ? {} : { price: { query: price, name: operation.name, years } }),
      reload: reload({ names: [operation.name] }),
    });
  },
  title: (operation, l10n) => ((operation.years ?? 1) === 1
    ? l10n.t('Renew {0} for a year', singleLine(operation.name, 80))
    : l10n.t('Renew {0} for {1} years', singleLine(operation.name, 80), operation.years ?? 1)),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    l10n.t('Years: {0}', operation.years ?? 1),
    // The days said beside the dates: a year is 365 days to the contract, so a leap year ends a day early.
    ...(operation.expiration === undefined ? [] : [l10n.t('Expires: {0} → {1} ({2} days later)', formatDate(operation.expiration),
      formatDate(renewedExpiration(operation.expiration, operation.years ?? 1)), l10n.count((YEAR_MS / DAY_MS) * (operation.years ?? 1)))]),
  ],
};

/** The expiration after renewing `years` years from `expiration` (both ms since the epoch). */
export function renewedExpiration(expiration: number, years: number): number {
  return expiration + years * YEAR_MS;
}

/**
 * The renewals a capped contract accepts for a name expiring at `expiration`, judged by `now` (the
 * chain's clock where known): each ends no later than `MAX_AHEAD_MS` after now. Unknown expiration:
 * all of them (the contract decides).
 */
export function renewalYears(expiration: number | undefined, now: number): number[] {
  const all = Array.from({ length: MAX_YEARS }, (_, index) => index + 1);
  return expiration === undefined ? all : all.filter((years) => renewedExpiration(expiration, years) <= now + MAX_AHEAD_MS);
}

/** The new expiration after a renewal, for the message once it is in a block. */
export function renewedText(subject: string, expiration: number | undefined, l10n: Localizer): string {
  return expiration === undefined
    ? l10n.t('{0} is renewed.', forNotification(subject, 120))
    : l10n.t('{0} now expires on {1}.', forNotification(subject, 120), formatDate(expiration));
}

/** A renewal's length in words, for the years pick. */
export function yearsText(years: number, l10n: Localizer): string {
  return years === 1 ? l10n.t('1 year') : l10n.t('{0} years', years);
}

/** No renewal fits: the name already expires about as far ahead as the contract allows. */
export function renewalCappedText(subject: string, expiration: number, l10n: Localizer): string {
  return l10n.t('{0} already expires on {1}: this contract renews a name up to {2} years ahead, not beyond.', forNotification(subject, 120), formatDate(expiration), MAX_YEARS);
}
