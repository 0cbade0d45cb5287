// Register a name for an account of the workspace, which signs and pays: its plan, its words, and what
// Register Name… says of a name as it is typed once the contract answered (free and at what price,
// taken, or closed: the prices by family are in protocol notes §12).
import type { NamePrice } from '../../../core';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';
import { exactValue, singleLine } from '../../text/untrustedText';
import { accountText, accountTitle, type AccountRef } from '../accounts/accountRef';
import { hash160, soaArguments, text, type SoaFields } from '../contracts/contractArguments';
import { tokenNameProblem } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface RegisterOperation {
  readonly kind: 'register';
  readonly name: string;
  readonly owner: AccountRef;
  /** On NeoFS's NNS, the e-mail address of the name's SOA record (and its times). */
  readonly soa?: SoaFields;
}

export const registerSpec: OperationSpec<RegisterOperation> = {
  plan(operation, api, l10n) {
    const bad = tokenNameProblem(operation.name, api, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.register, api, l10n);
    if (typeof method === 'string') return refused(method);
    const price = methodOf(api.getPrice, api, l10n);
    const args = [text(operation.name), hash160(operation.owner.scriptHash)];
    if (method.soa) {
      const soa = soaArguments(operation.soa, l10n);
      if (typeof soa === 'string') return refused(soa);
      args.push(...soa);
    }
    return planned({
      ...invoke(api, method, args),
      signers: [{ role: 'owner', account: operation.owner.scriptHash }],
      ...(typeof price === 'string' ? {} : { price: { query: price, name: operation.name, years: 1 } }),
      reload: reload({ names: [operation.name], owners: [operation.owner.address], allDomains: true }),
    });
  },
  title: (operation, l10n) => l10n.t('Register {0} for {1}', singleLine(operation.name, 80), accountTitle(operation.owner)),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    l10n.t('Owner: {0}', accountText(operation.owner, l10n)),
  ],
  notes: (_operation, _plan, api, l10n) => (api.family === 'nameService' ? [l10n.t('A name is registered for one year.')] : []),
  fix: (_operation, fault, l10n) => (fault === 'answeredFalse'
    ? l10n.t('The contract answered false: someone holds the name already. Choose another name, or wait for it to expire.')
    : undefined),
};

export interface RegistrationQuote {
  /** Whether Register can go on with this name. */
  readonly registrable: boolean;
  readonly text: string;
  /** Without the name, for a title that names it: "free: a year burns 1 GAS, plus the fees". */
  readonly brief?: string;
}

/** What the contract answered of a name (readNamePrice with isAvailable), in words. */
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
  return {
    registrable: true,
    text: l10n.t('{0} is free: registering it for a year burns {1}, plus the fees.', shown, formatGas(quote.price)),
    brief: l10n.t('free: a year burns {0}, plus the fees', formatGas(quote.price)),
  };
}

