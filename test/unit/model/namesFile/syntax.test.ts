import assert from 'node:assert/strict';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import type { FileProblem, NamesFileParse, ParseOptions } from '../../../../src/model/namesFile/api';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { ALICE as OWNER, BOB as OTHER } from './fixtures';

const parse = (text: string, options: Partial<ParseOptions> = {}): NamesFileParse => parseNamesFile(text, { l10n, ...options });

/** Each problem as [severity, the text it covers, its message]. */
function problems(text: string, options: Partial<ParseOptions> = {}): [FileProblem['severity'], string, string][] {
  return parse(text, options).problems.map((problem) => [problem.severity, text.slice(problem.offset, problem.offset + problem.length), problem.message]);
}

const ISSUE_EXAMPLE = `{
  "names": {
    "mydapp.neo": {
      "owner": "${OWNER.address}",
      "admin": "${OTHER.address}",
      "records": { "A": "203.0.113.7", "TXT": "address=${OWNER.address}", "AAAA": null },
      "renew": { "withinDays": 60, "years": 1 }
    },
    "www.mydapp.neo": { "records": { "CNAME": "mydapp.neo" } }
  }
}`;

describe('model/namesFile/syntax: parseNamesFile', () => {
  it('reads the issue\'s example: owner, admin, records (a string is one value, null none), renew; absent fields stay absent', () => {
    const { file, problems: found } = parse(ISSUE_EXAMPLE);
    assert.deepEqual(found, []);
    assert.deepEqual(file.names.map((name) => name.name), ['mydapp.neo', 'www.mydapp.neo']);
    const [main, www] = file.names;
    assert.deepEqual(main!.owner?.value, OWNER);
    assert.deepEqual(main!.admin?.value, OTHER);
    assert.deepEqual(Object.fromEntries([...main!.records!].map(([type, field]) => [type, field.value])), {
      A: ['203.0.113.7'], TXT: [`address=${OWNER.address}`], AAAA: null,
    });
    assert.deepEqual(main!.renew?.value, { withinDays: 60, years: 1 });
    assert.equal(ISSUE_EXAMPLE.slice(main!.nameRange.offset, main!.nameRange.offset + main!.nameRange.length), '"mydapp.neo"');
    assert.ok(ISSUE_EXAMPLE.slice(main!.entryRange.offset).startsWith('"mydapp.neo": {'));
    assert.equal(ISSUE_EXAMPLE.slice(main!.owner!.range.offset, main!.owner!.range.offset + main!.owner!.range.length), `"${OWNER.address}"`);
    assert.equal(www!.owner, undefined);
    assert.equal(www!.admin, undefined);
    assert.equal(www!.renew, undefined);
    assert.deepEqual([...www!.records!.keys()], ['CNAME']);
  });

  it('reads a 0x script hash as an owner, an admin of null as none, comments and trailing commas', () => {
    const { file, problems: found } = parse(`// mine\n{ "names": { "a-b.neo": { "owner": "${OWNER.scriptHash.toUpperCase().replace('0X', '0x')}", "admin": null, }, }, }`);
    assert.deepEqual(found, []);
    assert.deepEqual(file.names[0]!.owner?.value, OWNER);
    assert.equal(file.names[0]!.admin?.value, null);
  });

  it('a name against the NNS rules, at its key', () => {
    const text = '{ "names": { "MyDapp.neo": {}, "a..neo": {}, "x.neo": {}, "www.ok.neo": {}, "-bad.ok.neo": {} } }';
    assert.deepEqual(problems(text).map(([severity, at]) => [severity, at]), [['error', '"MyDapp.neo"'], ['error', '"a..neo"'], ['error', '"-bad.ok.neo"']]);
    assert.match(problems(text)[0]![2], /lowercase/);
    assert.deepEqual(problems('{ "names": { "a.b.c.d.e.f.g.h.neo": {} } }', { family: 'nameService' }).map(([, at]) => at), ['"a.b.c.d.e.f.g.h.neo"']);
    assert.deepEqual(problems('{ "names": { "a.b.c.d.e.f.g.h.neo": {} } }', { family: 'neoFs' }), []);
  });

  it('a name written twice: the second is the problem, the first is read', () => {
    const text = `{ "names": { "twice.neo": { "owner": "${OWNER.address}" }, "twice.neo": { "owner": "${OTHER.address}" } } }`;
    const read = parse(text);
    assert.deepEqual(read.file.names.map((name) => name.owner?.value), [OWNER]);
    assert.equal(read.problems.length, 1);
    assert.equal(read.problems[0]!.offset, text.lastIndexOf('"twice.neo"'));
    assert.match(read.problems[0]!.message, /twice/);
  });

  it('an owner or admin that is not an address or hash, at its value; an owner of null', () => {
    const text = '{ "names": { "a.neo": { "owner": "NotAnAddress", "admin": 42 }, "b.neo": { "owner": "0x1234" }, "c.neo": { "owner": null } } }';
    const found = problems(text);
    assert.deepEqual(found.map(([severity, at]) => [severity, at]), [['error', '"NotAnAddress"'], ['error', '42'], ['error', '"0x1234"'], ['error', 'null']]);
    assert.match(found[2]![2], /40/);
    const read = parse(text);
    assert.deepEqual(read.file.names.map((name) => [name.owner && 'owner', name.owner?.value, name.admin?.value]), [['owner', undefined, undefined], ['owner', undefined, undefined], ['owner', undefined, undefined]]);
    assert.deepEqual(problems(`{ "names": { "a.neo": { "owner": "${OWNER.address}" } } }`, { addressVersion: 23 }).map(([, at]) => at), [`"${OWNER.address}"`], 'another network\'s address version');
  });

  it('a record value against its type, and the family\'s own rules once the family is known', () => {
    const text = '{ "names": { "a.neo": { "records": { "A": "999.1.1.1", "AAAA": "::1", "TXT": "ok", "CNAME": "Not A Name" } } } }';
    assert.deepEqual(problems(text).map(([, at, message]) => [at, message.slice(0, 20)]), [
      ['"999.1.1.1"', 'Each number of an IP'], ['"::1"', '::1 is not a global '], ['"Not A Name"', 'A CNAME record is a '],
    ]);
    const documentation = '{ "names": { "a.neo": { "records": { "A": "203.0.113.7" } } } }';
    assert.deepEqual(problems(documentation), [], 'neo-go\'s port takes it');
    assert.deepEqual(problems(documentation, { family: 'neoGoExample' }), []);
    assert.deepEqual(problems(documentation, { family: 'nameService' }).map(([, at, message]) => [at, /reserved range/.test(message)]), [['"203.0.113.7"', true]]);
    const long = `{ "names": { "a.neo": { "records": { "TXT": "${'x'.repeat(256)}" } } } }`;
    assert.match(problems(long)[0]![2], /at most 255 bytes/);
  });

  it('records: an unknown type, a list where the contract keeps one, a value twice, a value not a string; an empty list is none', () => {
    const text = '{ "names": { "a.neo": { "records": { "MX": "x", "TXT": ["a", "b"], "A": 7 } } } }';
    assert.deepEqual(problems(text, { family: 'nameService' }).map(([, at]) => at), ['"MX"', '["a", "b"]', '7']);
    const neoFs = parse('{ "names": { "a.neo": { "records": { "TXT": ["a", "b"], "A": [], "CNAME": ["a.neo", "a.neo"] } } } }', { family: 'neoFs' });
    assert.deepEqual(neoFs.problems.map((problem) => problem.message), ['"a.neo" is written twice among the CNAME records.']);
    assert.deepEqual(Object.fromEntries([...neoFs.file.names[0]!.records!].map(([type, field]) => [type, field.value])), { TXT: ['a', 'b'], A: null });
  });

  it('renew: both fields, whole numbers in range', () => {
    const text = '{ "names": { "a.neo": { "renew": { "withinDays": 0, "years": 11 } }, "b.neo": { "renew": { "years": 1 } }, "c.neo": { "renew": 5 } } }';
    assert.deepEqual(problems(text).map(([, at, message]) => [at, message]), [
      ['0', '"withinDays" is a whole number from 1 to 3650.'], ['11', '"years" is a whole number from 1 to 10.'],
      ['{', '"renew" needs "withinDays": a whole number from 1 to 3650.'], ['5', '"renew" is an object: { "withinDays": 60, "years": 1 }.'],
    ]);
    assert.deepEqual(parse(text).file.names.map((name) => name.renew && name.renew.value), [undefined, undefined, undefined]);
  });

  it('unknown keys are warnings; what is not a names file is an error; JSON errors at their place', () => {
    assert.deepEqual(problems('{ "$schema": "x", "nmaes": {}, "names": { "a.neo": { "recrods": {} } } }').map(([severity, at]) => [severity, at]), [['warning', '"nmaes"'], ['warning', '"recrods"']]);
    assert.deepEqual(problems('[]').map(([severity, at]) => [severity, at]), [['error', '[]']]);
    assert.deepEqual(problems('{}').map(([, at, message]) => [at, message.slice(0, 28)]), [['{', 'The file declares no names: ']]);
    assert.deepEqual(problems('{ "names": [] }').map(([, at]) => at), ['[]']);
    assert.deepEqual(problems('{ "names": { "a.neo": [] } }').map(([, at]) => at), ['[]']);
    const broken = problems('{ "names": { "a.neo": { "owner" } } }');
    assert.ok(broken.length > 0 && broken.every(([severity]) => severity === 'error'));
    assert.equal(broken[0]![2], 'A colon is expected here.');
    assert.deepEqual(parse('').file.names, []);
  });
});
