// A `when` clause of package.json evaluated against a set of context keys: the subset the manifest
// uses (`||`, `&&`, `!key`, `key`, `key == value`, `key != value`), enough to say where a command shows.
export type ContextValues = Readonly<Record<string, string | boolean | undefined>>;

export function evaluateWhen(when: string | undefined, context: ContextValues): boolean {
  if (when === undefined) return true;
  return when.split('||').some((alternative) => alternative.split('&&').every((term) => evaluateTerm(term.trim(), context)));
}

function evaluateTerm(term: string, context: ContextValues): boolean {
  if (term === 'true' || term === 'false') return term === 'true';
  const comparison = /^(\S+)\s*(==|!=)\s*(\S+)$/.exec(term);
  if (comparison) {
    const [, key = '', operator, expected] = comparison;
    const equal = String(context[key] ?? '') === expected;
    return operator === '==' ? equal : !equal;
  }
  if (/[()=~<>]/.test(term)) throw new Error(`evaluateWhen does not read "${term}"`);
  if (term.startsWith('!')) return !context[term.slice(1).trim()];
  return Boolean(context[term]);
}
