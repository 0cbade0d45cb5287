// A name typed for NNS: Resolve Name…, checked as it is typed. Records live on second-level names and
// their subdomains (NameService SplitAndCheck with subdomains: up to 8 fragments), so a subdomain is
// fine here; its second-level part is checked by the rules of model/names/nameSyntax.ts.
import type { Localizer } from '../text/localizer';
import { FRAGMENT_PATTERN, nameProblem } from './nameSyntax';

const MAX_FRAGMENTS = 8;
/** CheckFragment for the fragments before the second-level name. */
const SUBDOMAIN_FRAGMENT = new RegExp(`^${FRAGMENT_PATTERN}$`);

/** The name the contract will look up: trimmed, one trailing dot (a fully qualified name) dropped. */
export function resolvableName(text: string): string {
  const trimmed = text.trim();
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

/** Why `text` cannot be resolved, in words; undefined when it can. */
export function resolveNameProblem(text: string, l10n: Localizer): string | undefined {
  const name = resolvableName(text);
  const fragments = name.split('.');
  if (fragments.length <= 2 || fragments.some((fragment) => fragment === '')) return nameProblem(name, l10n);
  if (fragments.length > MAX_FRAGMENTS) return l10n.t('An NNS name has at most {0} parts separated by dots.', MAX_FRAGMENTS);
  const secondLevel = fragments.slice(-2).join('.');
  const problem = nameProblem(secondLevel, l10n);
  if (problem) return problem;
  if (name.length > 255) return nameProblem(name, l10n);
  const bad = fragments.slice(0, -2).find((fragment) => !SUBDOMAIN_FRAGMENT.test(fragment));
  // The rules of a label are those of the second-level name's: its checker words them.
  return bad === undefined ? undefined : nameProblem(`${bad}.${fragments.at(-1)}`, l10n);
}
