// A `*.nns.json` text read into the names it declares, with a problem (and its range) for each thing
// the file gets wrong: the JSON, a name against the NNS rules, an owner or admin that is not an
// account, a record against its type and the contract family's rules, a name written twice.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { parseOwner } from '../../core';
import { nameProblem } from '../names/nameSyntax';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';
import { MAX_YEARS } from '../write/operations/renew';
import type { NnsFamily } from '../write/contracts/contractApi';
import { dnsNameProblem, RECORD_TYPES, recordValueProblem, secondLevel, type RecordTypeName } from '../write/contracts/recordValues';
import type {
  DeclaredAccount, DeclaredName, Field, FileProblem, NamesFile, NamesFileParse, ParseOptions, Range, RenewRule,
} from './api';

/** The longest renewal window a rule takes, in days. */
export const MAX_WITHIN_DAYS = 3650;
/** The families whose checks a value must fail before the family is known. */
const FAMILIES: readonly NnsFamily[] = ['nameService', 'neoGoExample', 'neoFs'];

/** Reads a names file; never throws. */
export function parseNamesFile(text: string, options: ParseOptions): NamesFileParse {
  const problems: FileProblem[] = [];
  const reader = new FileReader(options, problems);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  for (const error of errors) problems.push({ offset: error.offset, length: Math.max(1, error.length), severity: 'error', message: syntaxText(error, options.l10n) });
  if (!root || root.type !== 'object') {
    if (errors.length === 0) reader.error(root ?? { offset: 0, length: Math.min(1, text.length) }, options.l10n.t('A names file is a JSON object: { "names": { "mydapp.neo": { … } } }.'));
    return { file: { names: [] }, problems };
  }
  let namesNode: Node | undefined;
  for (const member of members(root)) {
    if (member.key === 'names') namesNode = member.value;
    else if (member.key !== '$schema') reader.warning(member.keyNode, options.l10n.t('"{0}" is not a key of a names file: it is ignored.', shown(member.key)));
  }
  if (!namesNode) {
    if (errors.length === 0) reader.error({ offset: root.offset, length: 1 }, options.l10n.t('The file declares no names: add "names": { "mydapp.neo": { … } }.'));
    return { file: { names: [] }, problems };
  }
  if (namesNode.type !== 'object') {
    reader.error(namesNode, options.l10n.t('"names" is an object whose keys are names: { "mydapp.neo": { … } }.'));
    return { file: { names: [] }, problems };
  }
  const names: DeclaredName[] = [];
  const seen = new Set<string>();
  for (const member of members(namesNode)) {
    if (seen.has(member.key)) {
      reader.error(member.keyNode, options.l10n.t('{0} is written twice: the first is the one read.', shown(member.key)));
      continue;
    }
    seen.add(member.key);
    names.push(reader.name(member));
  }
  const file: NamesFile = { names };
  return { file, problems };
}

/** Why `name` is not a name the contract of `family` (any, when not known) takes: a second-level name, or one below it. */
export function declaredNameProblem(name: string, family: NnsFamily | undefined, l10n: Localizer): string | undefined {
  if (name.split('.').length <= 2) return nameProblem(name, l10n);
  return nameProblem(secondLevel(name), l10n) ?? dnsNameProblem(name, family ?? 'neoGoExample', l10n);
}

interface Member {
  readonly key: string;
  readonly keyNode: Node;
  readonly value: Node | undefined;
  readonly node: Node;
}

/** An object's members whose key was read. */
function members(object: Node): Member[] {
  return (object.children ?? []).flatMap((node): Member[] => {
    const [keyNode, value] = node.children ?? [];
    if (node.type !== 'property' || !keyNode || typeof keyNode.value !== 'string') return [];
    return [{ key: keyNode.value, keyNode, value, node }];
  });
}

function rangeOf(node: Pick<Node, 'offset' | 'length'>): Range {
  return { offset: node.offset, length: node.length };
}

const shown = (text: string): string => singleLine(text, 80);

class FileReader {
  constructor(private readonly options: ParseOptions, private readonly problems: FileProblem[]) {}

  error(at: Pick<Node, 'offset' | 'length'>, message: string): void {
    this.problems.push({ offset: at.offset, length: Math.max(1, at.length), severity: 'error', message });
  }

  warning(at: Pick<Node, 'offset' | 'length'>, message: string): void {
    this.problems.push({ offset: at.offset, length: Math.max(1, at.length), severity: 'warning', message });
  }

  name(member: Member): DeclaredName {
    const { l10n, family } = this.options;
    const name = member.key;
    const problem = declaredNameProblem(name, family, l10n);
    if (problem) this.error(member.keyNode, problem);
    const declared: { -readonly [K in keyof DeclaredName]: DeclaredName[K] } = { name, nameRange: rangeOf(member.keyNode), entryRange: rangeOf(member.node) };
    const entry = member.value;
    if (!entry) return declared;
    if (entry.type !== 'object') {
      this.error(entry, l10n.t('A name\'s entry is an object: { "owner": …, "admin": …, "records": { … }, "renew": { … } }.'));
      return declared;
    }
    for (const field of members(entry)) {
      const value = field.value;
      if (!value) continue;
      switch (field.key) {
        case 'owner': declared.owner = { value: this.owner(value), range: rangeOf(value) }; break;
        case 'admin': declared.admin = { value: value.type === 'null' ? null : this.account(value, 'admin'), range: rangeOf(value) }; break;
        case 'records': declared.records = this.records(value); break;
        case 'renew': declared.renew = { value: this.renew(value), range: rangeOf(value) }; break;
        default: this.warning(field.keyNode, l10n.t('"{0}" is not a field of a name (owner, admin, records, renew): it is ignored.', shown(field.key)));
      }
    }
    return declared;
  }

  private owner(node: Node): DeclaredAccount | undefined {
    if (node.type === 'null') {
      this.error(node, this.options.l10n.t('A name always has an owner: leave "owner" out not to manage it.'));
      return undefined;
    }
    return this.account(node, 'owner');
  }

  private account(node: Node, field: 'owner' | 'admin'): DeclaredAccount | undefined {
    const { l10n } = this.options;
    if (node.type !== 'string' || typeof node.value !== 'string') {
      this.error(node, field === 'owner'
        ? l10n.t('An owner is an N3 address (N…) or a script hash (0x and 40 hex digits), as a string.')
        : l10n.t('An admin is an N3 address (N…) or a script hash (0x and 40 hex digits), as a string; null removes it.'));
      return undefined;
    }
    try {
      const owner = parseOwner(node.value, this.options.addressVersion);
      return { address: owner.address, scriptHash: owner.scriptHash };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.error(node, l10n.t('Not an N3 address or a 0x script hash: {0}', singleLine(detail, 200)));
      return undefined;
    }
  }

  private records(node: Node): ReadonlyMap<RecordTypeName, Field<readonly string[] | null>> {
    const { l10n } = this.options;
    const records = new Map<RecordTypeName, Field<readonly string[] | null>>();
    if (node.type !== 'object') {
      this.error(node, l10n.t('"records" is an object of record types: { "A": "203.0.113.7", "TXT": "…", "AAAA": null }.'));
      return records;
    }
    for (const member of members(node)) {
      const type = member.key;
      if (!isRecordType(type)) {
        this.error(member.keyNode, l10n.t('"{0}" is not a record type the contracts take: A, AAAA, TXT or CNAME.', shown(type)));
        continue;
      }
      if (records.has(type)) {
        this.error(member.keyNode, l10n.t('The {0} records are written twice: the first is the one read.', type));
        continue;
      }
      const value = member.value;
      if (!value) continue;
      const values = this.recordValues(type, value);
      if (values !== undefined) records.set(type, { value: values, range: rangeOf(value) });
    }
    return records;
  }

  /** A type's values: null (none), or each value checked; undefined where the file gets them wrong. */
  private recordValues(type: RecordTypeName, node: Node): readonly string[] | null | undefined {
    const { l10n, family } = this.options;
    if (node.type === 'null') return null;
    const items = node.type === 'array' ? node.children ?? [] : [node];
    if (node.type === 'array' && items.length === 0) return null;
    if (node.type === 'array' && items.length > 1 && family !== undefined && family !== 'neoFs') {
      this.error(node, l10n.t('This contract keeps one {0} record of a name: write one value.', type));
      return undefined;
    }
    const values: string[] = [];
    let ok = true;
    for (const item of items) {
      if (item.type !== 'string' || typeof item.value !== 'string') {
        this.error(item, l10n.t('A record\'s value is a string, a list of strings, or null to remove the records of its type.'));
        ok = false;
        continue;
      }
      const problem = valueProblem(type, item.value, family, l10n);
      if (problem) {
        this.error(item, problem);
        ok = false;
      } else if (values.includes(item.value)) {
        this.error(item, l10n.t('"{0}" is written twice among the {1} records.', shown(item.value), type));
        ok = false;
      }
      values.push(item.value);
    }
    return ok ? values : undefined;
  }

  private renew(node: Node): RenewRule | undefined {
    const { l10n } = this.options;
    if (node.type !== 'object') {
      this.error(node, l10n.t('"renew" is an object: { "withinDays": 60, "years": 1 }.'));
      return undefined;
    }
    const fields = new Map(members(node).map((member) => [member.key, member]));
    for (const member of fields.values()) {
      if (member.key !== 'withinDays' && member.key !== 'years') this.warning(member.keyNode, l10n.t('"{0}" is not a field of "renew" (withinDays, years): it is ignored.', shown(member.key)));
    }
    const withinDays = this.integer(fields.get('withinDays'), node, 'withinDays', 1, MAX_WITHIN_DAYS);
    const years = this.integer(fields.get('years'), node, 'years', 1, MAX_YEARS);
    return withinDays === undefined || years === undefined ? undefined : { withinDays, years };
  }

  private integer(member: Member | undefined, parent: Node, key: string, min: number, max: number): number | undefined {
    const { l10n } = this.options;
    const value = member?.value;
    if (!member || !value) {
      this.error({ offset: parent.offset, length: 1 }, l10n.t('"renew" needs "{0}": a whole number from {1} to {2}.', key, min, max));
      return undefined;
    }
    if (value.type !== 'number' || typeof value.value !== 'number' || !Number.isInteger(value.value) || value.value < min || value.value > max) {
      this.error(value, l10n.t('"{0}" is a whole number from {1} to {2}.', key, min, max));
      return undefined;
    }
    return value.value;
  }
}

function isRecordType(type: string): type is RecordTypeName {
  return Object.hasOwn(RECORD_TYPES, type);
}

/** The family's problem with a value; before the family is known, a problem every family has with it. */
function valueProblem(type: RecordTypeName, value: string, family: NnsFamily | undefined, l10n: Localizer): string | undefined {
  if (family !== undefined) return recordValueProblem(type, value, family, l10n);
  const problems = FAMILIES.map((each) => recordValueProblem(type, value, each, l10n));
  return problems.every((problem) => problem !== undefined) ? problems[0] : undefined;
}

/** A JSON syntax error in words. */
function syntaxText(error: ParseError, l10n: Localizer): string {
  switch (printParseErrorCode(error.error)) {
    case 'PropertyNameExpected': return l10n.t('A key in double quotes is expected here.');
    case 'ValueExpected': return l10n.t('A value is expected here.');
    case 'ColonExpected': return l10n.t('A colon is expected here.');
    case 'CommaExpected': return l10n.t('A comma is expected here.');
    case 'CloseBraceExpected': return l10n.t('A closing brace is expected here.');
    case 'CloseBracketExpected': return l10n.t('A closing bracket is expected here.');
    case 'EndOfFileExpected': return l10n.t('The file should end here.');
    case 'UnexpectedEndOfString': return l10n.t('This string has no closing quote.');
    default: return l10n.t('This is not valid JSON here.');
  }
}
