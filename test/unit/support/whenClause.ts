// A `when` clause of package.json evaluated against a set of context keys: the subset the manifest
// uses (`||`, `&&`, parentheses, `!key`, `key`, `key == value`, `key != value`, `key =~ /regex/`),
// enough to say where a command shows.
export type ContextValues = Readonly<Record<string, string | boolean | undefined>>;

export function evaluateWhen(when: string | undefined, context: ContextValues): boolean {
  if (when === undefined) return true;
  return evaluate(when.trim(), context);
}

/** Where `operator` stands at the top level of `text` (outside parentheses and regular expressions). */
function topLevel(text: string, operator: string): number[] {
  const found: number[] = [];
  let depth = 0;
  let inRegex = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inRegex) {
      if (char === '\\') index++;
      else if (char === '/') inRegex = false;
      continue;
    }
    if (text.startsWith('=~', index)) {
      const slash = text.indexOf('/', index + 2);
      if (slash >= 0) {
        inRegex = true;
        index = slash;
      }
      continue;
    }
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && text.startsWith(operator, index)) found.push(index);
  }
  return found;
}

function split(text: string, operator: string): string[] | undefined {
  const at = topLevel(text, operator);
  if (at.length === 0) return undefined;
  const parts: string[] = [];
  let start = 0;
  for (const index of at) {
    parts.push(text.slice(start, index).trim());
    start = index + operator.length;
  }
  parts.push(text.slice(start).trim());
  return parts;
}

function evaluate(text: string, context: ContextValues): boolean {
  const alternatives = split(text, '||');
  if (alternatives) return alternatives.some((part) => evaluate(part, context));
  const terms = split(text, '&&');
  if (terms) return terms.every((part) => evaluate(part, context));
  if (text.startsWith('(') && text.endsWith(')')) return evaluate(text.slice(1, -1).trim(), context);
  return evaluateTerm(text, context);
}

function evaluateTerm(term: string, context: ContextValues): boolean {
  if (term === 'true' || term === 'false') return term === 'true';
  const match = /^(\S+)\s*=~\s*\/(.*)\/([a-z]*)$/.exec(term);
  if (match) {
    const [, key = '', pattern = '', flags] = match;
    return new RegExp(pattern, flags).test(String(context[key] ?? ''));
  }
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
