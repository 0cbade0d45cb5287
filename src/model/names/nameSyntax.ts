// The NNS contract's rules for a second-level name (protocol notes §4), checked as a person types so that a name
// the contract cannot hold is explained before any request. Names a node lists are not checked here: whatever
// the node holds is shown, safely.
import type { Localizer } from '../text/localizer';
import { escapeInvisible } from '../text/untrustedText';

const MIN_LENGTH = 3;
const MAX_LENGTH = 255;
const MAX_LABEL = 63;
const MAX_TLD = 16;
const ALLOWED = /^[a-z0-9.-]$/;

/** CheckFragment, as a RegExp source: 1 to 63 of a–z, 0–9 and hyphens, no hyphen first or last. */
export const FRAGMENT_PATTERN = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** Why `name` cannot be a second-level NNS name, in words; undefined when it can. */
export function nameProblem(name: string, l10n: Localizer): string | undefined {
  if (name === '') return l10n.t('Type a domain name, e.g. neo.neo.');
  const chars = Array.from(name);
  const foreign = [...new Set(chars.filter((ch) => !ALLOWED.test(ch) && !/^[A-Z]$/.test(ch)))];
  if (foreign.length > 0) {
    const shown = foreign.slice(0, 3).map((ch) => (ch === ' ' ? l10n.t('a space') : `"${escapeInvisible(ch)}"`)).join(', ');
    return l10n.t('{0} cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.', shown);
  }
  if (/[A-Z]/.test(name)) return l10n.t('NNS names are lowercase: {0}', name.toLowerCase());
  if (name.length < MIN_LENGTH) return l10n.t('An NNS name has at least {0} characters, e.g. neo.neo.', MIN_LENGTH);
  if (name.length > MAX_LENGTH) return l10n.t('An NNS name has at most {0} characters; this one has {1}.', MAX_LENGTH, l10n.count(name.length));
  const parts = name.split('.');
  if (parts.length === 1) return l10n.t('Add the top-level domain, e.g. {0}.neo.', name);
  if (parts.some((part) => part === '')) return l10n.t('A name cannot start or end with a dot, or have two dots in a row.');
  if (parts.length > 2) {
    return l10n.t('{0} is a subdomain: the NNS keeps details of second-level names such as {1}.', name, parts.slice(-2).join('.'));
  }
  const [label = '', tld = ''] = parts;
  if (label.length > MAX_LABEL) return l10n.t('The part before the dot has at most {0} characters; this one has {1}.', MAX_LABEL, label.length);
  if (tld.length > MAX_TLD) return l10n.t('A top-level domain has at most {0} characters; .{1} has {2}.', MAX_TLD, tld, tld.length);
  if (!/^[a-z]/.test(tld)) return l10n.t('A top-level domain starts with a letter: .{0} does not.', tld);
  for (const part of parts) {
    if (part.startsWith('-') || part.endsWith('-')) return l10n.t('"{0}" starts or ends with a hyphen: hyphens go between letters or digits.', part);
  }
  return undefined;
}
