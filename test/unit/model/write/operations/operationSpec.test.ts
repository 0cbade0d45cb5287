// What every operation shares: the plan's parts and the confirmation's lines; and the rule that makes an
// operation one place: its kind is named in its own files only, never by the run, the words or the commands.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { invoke, operationLines, planned, refused, reload, type OperationSpec } from '../../../../../src/model/write/operations/operationSpec';
import { API } from '../fixtures';

const root = join(__dirname, '..', '..', '..', '..', '..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((entry) => {
  const path = join(dir, entry);
  return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
});
/** The operations, by their files in src/model/write/operations. */
const KINDS = readdirSync(join(root, 'src', 'model', 'write', 'operations')).filter((file) => file !== 'operationSpec.ts').map((file) => file.replace(/\.ts$/, ''));

describe('model/write/operations/operationSpec', () => {
  it('builds a plan\'s parts: the call on the configured hash with its parameters\' names, a reload of only what is named', () => {
    const method = { method: 'register', parameters: ['name', 'owner'], assertResult: true };
    assert.deepEqual(invoke({ hash: '0x01' }, method, []), { call: { contractHash: '0x01', method: 'register', args: [], assertResult: true }, parameters: ['name', 'owner'] });
    assert.deepEqual(reload({ roots: true }), { names: [], owners: [], allDomains: false, roots: true });
    assert.deepEqual(reload({}), { names: [], owners: [], allDomains: false, roots: false });
    assert.deepEqual(refused('no'), { ok: false, problem: 'no' });
    const plan = { ...invoke({ hash: '0x01' }, method, []), signers: [], reload: reload({}) };
    assert.deepEqual(planned(plan), { ok: true, plan });
  });

  it('puts an operation\'s values first in the confirmation, then its notes; none without notes', () => {
    const plan = { ...invoke({ hash: '0x01' }, { method: 'm', parameters: [], assertResult: false }, []), signers: [], reload: reload({}) };
    const spec: OperationSpec<{ kind: 'probe' }> = { plan: () => planned(plan), title: () => 'Probe', argumentLines: () => ['a', 'b'], notes: (_o, given, api) => [`${given.call.method} on ${api.family}`] };
    assert.deepEqual(operationLines(spec, { kind: 'probe' }, plan, API.neoGo, l10n), ['a', 'b', 'm on neoGoExample']);
    assert.deepEqual(operationLines({ ...spec, notes: undefined }, { kind: 'probe' }, plan, API.neoGo, l10n), ['a', 'b']);
  });

  it('has a file for each operation, each with its tests', () => {
    assert.ok(['register', 'renew', 'setRecord', 'deleteRecord', 'setAdmin', 'transfer', 'addRoot', 'setPrice'].every((kind) => KINDS.includes(kind)), KINDS.join(', '));
    for (const kind of KINDS) assert.ok(readdirSync(__dirname).includes(`${kind}.test.ts`), `test/unit/model/write/operations/${kind}.test.ts`);
  });

  it('names no operation outside its own files: the run, the words, the service and the commands dispatch through its spec', () => {
    const places = [join(root, 'src', 'model', 'write'), join(root, 'src', 'commands', 'write'), join(root, 'src', 'services', 'write'), join(root, 'src', 'commands', 'setup')];
    const named = new RegExp(`(case|kind [!=]==) '(${KINDS.join('|')})'`);
    const found = places.flatMap(files)
      .filter((file) => !relative(root, file).split(/[\\/]/).includes('operations'))
      .filter((file) => named.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    assert.deepEqual(found, []);
    assert.ok(named.test("switch (x) { case 'transfer': }") && named.test("operation.kind === 'register'"), 'the search finds what it looks for');
  });
});
