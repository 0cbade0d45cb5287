// How a name the contract holds no details for is told, from what its `isAvailable` said: the same
// words in a hover and in the details document. Plain text; chain strings in it are single lines.
import type { NameAvailability } from '../../core';
import type { Localizer } from '../text/localizer';
import { nameProblem } from '../names/nameSyntax';
import { escapedLine, singleLine } from '../text/untrustedText';

export interface UnregisteredText {
  /** `not registered`, or `not a valid NNS name`. */
  readonly state: string;
  /** Why, in one sentence. */
  readonly explanation: string;
}

export function unregisteredText(name: string, availability: NameAvailability, l10n: Localizer): UnregisteredText {
  switch (availability.kind) {
    case 'available':
      return { state: l10n.t('not registered'), explanation: l10n.t('Nobody holds this name: anyone may register it.') };
    case 'unavailable':
      return { state: l10n.t('not registered'), explanation: l10n.t('Names like this one are not open for registration.') };
    case 'noRoot': {
      const tld = name.slice(name.lastIndexOf('.') + 1);
      return { state: l10n.t('not registered'), explanation: l10n.t('.{0} is not a top-level domain of this contract.', escapedLine(tld, 40)) };
    }
    case 'invalidName':
      return {
        state: l10n.t('not a valid NNS name'),
        explanation: nameProblem(name, l10n) ?? l10n.t('The contract refused it: {0}', singleLine(availability.exception, 200)),
      };
  }
}
