// nns.setPrice, Set Price…'s prompt: the price of a name in GAS, one for every length (a contract that
// prices by length takes it as its base price); signed by the committee's account. The set-up asks it too.
import * as vscode from 'vscode';
import { formatGas, parseGas } from '../../../model/text/gas';
import type { Localizer } from '../../../model/text/localizer';
import type { WriteModule } from '../../../model/write/accounts/keySource';
import { pricePromptText, setPriceSpec } from '../../../model/write/operations/setPrice';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { runOperation, startCommitteeAction, type CommitteeContext } from '../writeFlow';

/** `nns.setPrice()`: undefined when the user left or was told why not. */
export async function setPrice(context: CommitteeContext): Promise<RunOutcome | undefined> {
  const action = await startCommitteeAction(context);
  if (!action) return undefined;
  const price = await askPrice(action.session.write, context.l10n);
  if (price === undefined) return undefined;
  return runOperation(context, action.session, { spec: setPriceSpec, operation: { kind: 'setPrice', prices: [price] }, signers: [action.committee] });
}

/** The price of a name in datoshi, the development price offered. */
export async function askPrice(write: Pick<WriteModule, 'priceProblem' | 'DEVELOPMENT_PRICE'>, l10n: Localizer, title?: string): Promise<bigint | undefined> {
  const words = pricePromptText(l10n);
  const text = await vscode.window.showInputBox({
    title: title ?? words.title, prompt: words.prompt, value: formatGas(write.DEVELOPMENT_PRICE).replace(/ GAS$/, ''), ignoreFocusOut: true,
    validateInput: (typed) => {
      const price = parseGas(typed);
      return price === undefined ? words.notGas : write.priceProblem(price);
    },
  });
  return text === undefined ? undefined : parseGas(text);
}
